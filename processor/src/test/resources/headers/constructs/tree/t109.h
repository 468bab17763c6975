#pragma once
typedef int tree_t109;
#include "t110.h"

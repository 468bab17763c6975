#pragma once
typedef int tree_t108;
#include "t109.h"

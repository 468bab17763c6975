#pragma once
typedef int tree_t107;
#include "t108.h"

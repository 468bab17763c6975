#pragma once
typedef int tree_t114;
#include "t115.h"

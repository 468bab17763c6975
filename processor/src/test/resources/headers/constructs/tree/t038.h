#pragma once
typedef int tree_t038;
#include "t039.h"

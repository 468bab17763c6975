#pragma once
typedef int tree_t043;
#include "t044.h"

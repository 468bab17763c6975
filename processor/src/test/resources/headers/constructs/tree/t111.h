#pragma once
typedef int tree_t111;
#include "t112.h"

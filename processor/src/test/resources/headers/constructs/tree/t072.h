#pragma once
typedef int tree_t072;
#include "t073.h"

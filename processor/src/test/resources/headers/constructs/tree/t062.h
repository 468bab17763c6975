#pragma once
typedef int tree_t062;
#include "t063.h"

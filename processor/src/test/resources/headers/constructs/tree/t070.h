#pragma once
typedef int tree_t070;
#include "t071.h"

#pragma once
typedef int tree_t118;
#include "t119.h"

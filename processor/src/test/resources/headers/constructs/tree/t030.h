#pragma once
typedef int tree_t030;
#include "t031.h"

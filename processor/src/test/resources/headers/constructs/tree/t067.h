#pragma once
typedef int tree_t067;
#include "t068.h"

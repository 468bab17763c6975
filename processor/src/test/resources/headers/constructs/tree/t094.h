#pragma once
typedef int tree_t094;
#include "t095.h"

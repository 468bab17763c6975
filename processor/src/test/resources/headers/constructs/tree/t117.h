#pragma once
typedef int tree_t117;
#include "t118.h"

#pragma once
typedef int tree_t115;
#include "t116.h"

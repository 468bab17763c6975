#pragma once
typedef int tree_t116;
#include "t117.h"

#pragma once
typedef int tree_t101;
#include "t102.h"

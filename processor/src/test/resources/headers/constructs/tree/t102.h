#pragma once
typedef int tree_t102;
#include "t103.h"

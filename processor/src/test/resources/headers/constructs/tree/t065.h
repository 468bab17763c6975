#pragma once
typedef int tree_t065;
#include "t066.h"

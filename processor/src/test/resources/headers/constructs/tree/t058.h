#pragma once
typedef int tree_t058;
#include "t059.h"

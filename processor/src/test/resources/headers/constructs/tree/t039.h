#pragma once
typedef int tree_t039;
#include "t040.h"

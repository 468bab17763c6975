#pragma once
typedef int tree_t034;
#include "t035.h"

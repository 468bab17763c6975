#pragma once
typedef int tree_t099;
#include "t100.h"

#pragma once
typedef int tree_t061;
#include "t062.h"

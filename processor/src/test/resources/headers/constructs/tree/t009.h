#pragma once
typedef int tree_t009;
#include "t010.h"

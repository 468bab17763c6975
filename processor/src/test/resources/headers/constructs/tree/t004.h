#pragma once
typedef int tree_t004;
#include "t005.h"

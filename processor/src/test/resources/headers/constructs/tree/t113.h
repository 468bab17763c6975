#pragma once
typedef int tree_t113;
#include "t114.h"

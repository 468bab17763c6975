#pragma once
typedef int tree_t049;
#include "t050.h"

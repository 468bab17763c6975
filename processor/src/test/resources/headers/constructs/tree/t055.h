#pragma once
typedef int tree_t055;
#include "t056.h"

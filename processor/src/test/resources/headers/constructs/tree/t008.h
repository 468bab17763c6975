#pragma once
typedef int tree_t008;
#include "t009.h"

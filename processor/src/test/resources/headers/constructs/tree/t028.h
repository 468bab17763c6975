#pragma once
typedef int tree_t028;
#include "t029.h"

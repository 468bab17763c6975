#pragma once
typedef int tree_t036;
#include "t037.h"

#pragma once
typedef int tree_t031;
#include "t032.h"

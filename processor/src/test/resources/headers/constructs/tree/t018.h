#pragma once
typedef int tree_t018;
#include "t019.h"

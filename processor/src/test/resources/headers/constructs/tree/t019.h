#pragma once
typedef int tree_t019;
#include "t020.h"

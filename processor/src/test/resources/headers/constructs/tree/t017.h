#pragma once
typedef int tree_t017;
#include "t018.h"

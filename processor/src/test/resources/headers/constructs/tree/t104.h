#pragma once
typedef int tree_t104;
#include "t105.h"

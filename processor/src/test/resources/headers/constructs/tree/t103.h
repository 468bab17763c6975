#pragma once
typedef int tree_t103;
#include "t104.h"

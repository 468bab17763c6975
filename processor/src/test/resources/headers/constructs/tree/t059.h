#pragma once
typedef int tree_t059;
#include "t060.h"

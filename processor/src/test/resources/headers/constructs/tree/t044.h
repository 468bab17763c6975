#pragma once
typedef int tree_t044;
#include "t045.h"

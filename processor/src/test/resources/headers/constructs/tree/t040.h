#pragma once
typedef int tree_t040;
#include "t041.h"

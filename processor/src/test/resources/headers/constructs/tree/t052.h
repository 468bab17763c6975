#pragma once
typedef int tree_t052;
#include "t053.h"

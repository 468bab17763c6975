#pragma once
typedef int tree_t041;
#include "t042.h"

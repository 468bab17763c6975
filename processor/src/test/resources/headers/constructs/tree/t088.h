#pragma once
typedef int tree_t088;
#include "t089.h"

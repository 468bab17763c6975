#pragma once
typedef int tree_t056;
#include "t057.h"

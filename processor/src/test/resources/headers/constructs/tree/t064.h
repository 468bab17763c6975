#pragma once
typedef int tree_t064;
#include "t065.h"

#pragma once
typedef int tree_t006;
#include "t007.h"

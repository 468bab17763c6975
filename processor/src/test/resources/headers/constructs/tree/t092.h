#pragma once
typedef int tree_t092;
#include "t093.h"

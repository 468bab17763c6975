#pragma once
typedef int tree_t077;
#include "t078.h"

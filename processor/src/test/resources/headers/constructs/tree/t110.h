#pragma once
typedef short tree_t110;
#include "t111.h"

#pragma once
typedef int tree_t045;
#include "t046.h"

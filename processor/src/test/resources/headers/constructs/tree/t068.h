#pragma once
typedef int tree_t068;
#include "t069.h"

#pragma once
typedef int tree_t054;
#include "t055.h"

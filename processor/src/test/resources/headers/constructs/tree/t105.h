#pragma once
typedef int tree_t105;
#include "t106.h"

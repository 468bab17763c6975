#pragma once
typedef int tree_t106;
#include "t107.h"

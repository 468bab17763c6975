#pragma once
typedef int tree_t025;
#include "t026.h"

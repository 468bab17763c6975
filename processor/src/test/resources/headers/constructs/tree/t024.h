#pragma once
typedef int tree_t024;
#include "t025.h"

#pragma once
typedef int tree_t020;
#include "t021.h"

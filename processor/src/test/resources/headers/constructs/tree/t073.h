#pragma once
typedef int tree_t073;
#include "t074.h"

#pragma once
typedef int tree_t074;
#include "t075.h"

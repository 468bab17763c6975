#pragma once
typedef int tree_t071;
#include "t072.h"

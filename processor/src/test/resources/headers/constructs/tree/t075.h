#pragma once
typedef int tree_t075;
#include "t076.h"

#pragma once
typedef int tree_t093;
#include "t094.h"

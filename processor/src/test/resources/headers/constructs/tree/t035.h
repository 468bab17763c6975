#pragma once
typedef int tree_t035;
#include "t036.h"

#pragma once
typedef int tree_t022;
#include "t023.h"

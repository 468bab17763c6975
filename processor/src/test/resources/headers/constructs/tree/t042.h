#pragma once
typedef int tree_t042;
#include "t043.h"

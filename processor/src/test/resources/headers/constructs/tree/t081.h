#pragma once
typedef int tree_t081;
#include "t082.h"

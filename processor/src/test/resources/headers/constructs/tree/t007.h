#pragma once
typedef int tree_t007;
#include "t008.h"

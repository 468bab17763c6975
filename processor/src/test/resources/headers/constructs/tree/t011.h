#pragma once
typedef int tree_t011;
#include "t012.h"

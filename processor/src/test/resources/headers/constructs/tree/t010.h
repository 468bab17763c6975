#pragma once
typedef int tree_t010;
#include "t011.h"

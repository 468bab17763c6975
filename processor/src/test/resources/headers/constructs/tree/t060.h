#pragma once
typedef int tree_t060;
#include "t061.h"

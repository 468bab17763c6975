#pragma once
typedef int tree_t005;
#include "t006.h"

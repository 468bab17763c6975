#pragma once
typedef int tree_t037;
#include "t038.h"

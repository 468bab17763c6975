#pragma once
typedef int tree_t069;
#include "t070.h"

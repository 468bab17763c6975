#pragma once
typedef int tree_t097;
#include "t098.h"

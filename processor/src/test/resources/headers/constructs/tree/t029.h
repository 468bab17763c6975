#pragma once
typedef int tree_t029;
#include "t030.h"

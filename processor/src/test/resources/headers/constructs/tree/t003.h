#pragma once
typedef int tree_t003;
#include "t004.h"

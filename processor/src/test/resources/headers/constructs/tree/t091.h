#pragma once
typedef int tree_t091;
#include "t092.h"

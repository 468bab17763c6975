#pragma once
typedef int tree_t090;
#include "t091.h"

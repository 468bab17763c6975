#pragma once
typedef int tree_t002;
#include "t003.h"

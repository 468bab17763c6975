#pragma once
typedef int tree_t033;
#include "t034.h"

#pragma once
typedef int tree_t084;
#include "t085.h"

#pragma once
typedef int tree_t066;
#include "t067.h"

#pragma once
typedef int tree_t096;
#include "t097.h"

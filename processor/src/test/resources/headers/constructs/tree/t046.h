#pragma once
typedef int tree_t046;
#include "t047.h"

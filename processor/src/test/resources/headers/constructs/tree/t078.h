#pragma once
typedef int tree_t078;
#include "t079.h"

#pragma once
typedef int tree_t016;
#include "t017.h"

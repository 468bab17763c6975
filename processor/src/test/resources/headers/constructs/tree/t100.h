#pragma once
typedef int tree_t100;
#include "t101.h"

#pragma once
typedef int tree_t000;
#include "t001.h"

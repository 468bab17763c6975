#pragma once
typedef int tree_t086;
#include "t087.h"

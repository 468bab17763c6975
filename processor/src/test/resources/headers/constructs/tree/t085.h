#pragma once
typedef int tree_t085;
#include "t086.h"

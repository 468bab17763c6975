#pragma once
typedef int tree_t021;
#include "t022.h"

#pragma once
typedef int tree_t026;
#include "t027.h"

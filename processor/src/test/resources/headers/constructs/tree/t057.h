#pragma once
typedef int tree_t057;
#include "t058.h"

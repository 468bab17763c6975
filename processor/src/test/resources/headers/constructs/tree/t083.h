#pragma once
typedef int tree_t083;
#include "t084.h"

#pragma once
typedef int tree_t063;
#include "t064.h"

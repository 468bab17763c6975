#pragma once
typedef int tree_t080;
#include "t081.h"

#pragma once
typedef int tree_t048;
#include "t049.h"

#pragma once
typedef int tree_t095;
#include "t096.h"

#pragma once
typedef int tree_t047;
#include "t048.h"

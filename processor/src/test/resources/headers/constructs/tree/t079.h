#pragma once
typedef int tree_t079;
#include "t080.h"

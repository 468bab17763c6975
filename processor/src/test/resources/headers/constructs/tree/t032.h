#pragma once
typedef int tree_t032;
#include "t033.h"

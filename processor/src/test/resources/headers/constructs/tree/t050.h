#pragma once
typedef int tree_t050;
#include "t051.h"

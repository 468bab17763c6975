#pragma once
typedef int tree_t053;
#include "t054.h"

#pragma once
typedef int tree_t051;
#include "t052.h"

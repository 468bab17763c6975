#pragma once
typedef int tree_t001;
#include "t002.h"

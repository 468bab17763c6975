#pragma once
typedef int tree_t076;
#include "t077.h"

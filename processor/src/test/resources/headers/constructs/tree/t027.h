#pragma once
typedef int tree_t027;
#include "t028.h"

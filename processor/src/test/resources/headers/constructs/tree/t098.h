#pragma once
typedef int tree_t098;
#include "t099.h"

#pragma once
typedef int tree_t013;
#include "t014.h"

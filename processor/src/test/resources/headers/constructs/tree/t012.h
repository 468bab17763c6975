#pragma once
typedef int tree_t012;
#include "t013.h"

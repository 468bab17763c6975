#pragma once
typedef int tree_t023;
#include "t024.h"

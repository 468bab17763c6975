#pragma once
typedef int tree_t014;
#include "t015.h"

#pragma once
typedef int tree_t015;
#include "t016.h"

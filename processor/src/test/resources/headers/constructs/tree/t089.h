#pragma once
typedef int tree_t089;
#include "t090.h"

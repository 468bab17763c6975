#pragma once
typedef int tree_t087;
#include "t088.h"

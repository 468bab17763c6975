#pragma once
typedef int tree_t082;
#include "t083.h"

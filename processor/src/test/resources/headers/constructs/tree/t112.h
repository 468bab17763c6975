#pragma once
typedef int tree_t112;
#include "t113.h"

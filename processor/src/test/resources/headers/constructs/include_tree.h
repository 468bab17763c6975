/* An include tree of 120 files. */
#include "tree/t000.h"
tree_t110 deepFunction(tree_t119 value);

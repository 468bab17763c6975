#pragma once
typedef int tree_t119;

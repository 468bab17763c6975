/* A function name in parentheses, which suppresses a function-like macro of the same name. */
#define parenName(x) ((x) + 1)
int (parenName)(long long value);

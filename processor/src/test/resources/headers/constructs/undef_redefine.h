/* A macro undefined, then defined again. */
#define REDEFINED_T int
#undef REDEFINED_T
#define REDEFINED_T double
REDEFINED_T undefRedefine(REDEFINED_T value);

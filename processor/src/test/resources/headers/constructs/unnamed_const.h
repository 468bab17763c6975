/* An unnamed const parameter of a typedef'd handle. */
typedef struct handle_st *handle_t;
int unnamedConst(const handle_t, int);

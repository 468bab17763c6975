/* Function-pointer typedefs with a calling-convention macro, as cuda_runtime_api.h writes them. */
#if defined(_WIN32)
#define CB_CALL __stdcall
#else
#define CB_CALL
#endif
typedef void (CB_CALL *callback_t)(void *user, int status);
typedef struct queue_st *queue_t;
int addCallback(queue_t queue, callback_t callback, void *user, unsigned int flags);

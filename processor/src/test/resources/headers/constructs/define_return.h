/* A #define as a return type. */
#define RETURN_T long long
RETURN_T defineReturn(void);

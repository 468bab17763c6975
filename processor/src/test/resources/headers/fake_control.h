/* Control functions of the fake CUDA runtime, for tests. */
#ifndef FAKE_CONTROL_H
#define FAKE_CONTROL_H

/* The next driver-shaped call returns status instead of doing its work. */
int fakeFailNext(int status);
/* What cudaEventElapsedTime reports from now on. */
int fakeSetElapsed(float ms);
/* How many driver-shaped calls were made. */
int fakeCalls(void);
/* The flags of the last create or stream-wait call. */
int fakeLastFlags(void);
/* Events created and not destroyed. */
int fakeLiveEvents(void);
/* What fakeInit returns from now on. */
int fakeSetInitStatus(int status);
/* How often fakeInit was called. */
int fakeInitCalls(void);

/* Every argument type a downcall may take, summed. */
double fakeMix(long long a, double b, short c, signed char d, float e);
/* Remembers a value; returns nothing. */
void fakeTouch(int value);
/* The value last touched. */
int fakeTouched(void);

#endif

/* Two functions in one declaration. */
int firstOfTwo(int a), secondOfTwo(long long b);

/* A complex value passed by value. */
double _Complex complexValue(double _Complex z);

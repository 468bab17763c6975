/* Starts with a UTF-8 byte-order mark. */
long long bomFunction(long long value);

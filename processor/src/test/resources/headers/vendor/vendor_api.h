/* A header inside a folder, so that naming the folder itself is a mistake a test can make. */
int vendorCall(int value);

/* A lower-case export macro. */
#define my_api __attribute__((visibility("default")))
#define my_call
my_api short my_call lowerExport(short value);

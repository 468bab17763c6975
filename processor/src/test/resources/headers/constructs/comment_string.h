/* A string holding a comment opener on a #define line. */
#define GREETING "/* not a comment"
int commentString(const char *text, double scale);

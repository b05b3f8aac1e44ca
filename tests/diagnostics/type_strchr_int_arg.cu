// strchr searches a string: passing an int where the string belongs is an error.
#include <cstring>
#include <cstdio>

int main() {
    int code = 42;
    const char *p = strchr(code, 'x'); // ERROR "cannot convert|int to|strchr"
    printf("%s\n", p);
    return 0;
}

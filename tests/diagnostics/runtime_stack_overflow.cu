// Local arrays larger than the host stack: g++'s program crashes on entry
// to main under Linux's default 8 MiB stack; the lab says why.
// sanitizer-tool: none
#include <cstdio>

#define N (3 * 1024 * 1024)

int main() { // ERROR "stack overflow calling main: its local variables take 25165824 bytes, more than the 8388608-byte stack"
    float a[N], b[N];
    for (int i = 0; i < N; i++) a[i] = b[i] = i;
    printf("%g\n", a[N - 1] + b[0]);
    return 0;
}

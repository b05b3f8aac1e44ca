#include <cstdio>

int main() {
    int *d;
    cudaMalloc(&d, 16);
    printf("before\n");
    d[0] = 5;
    printf("not reached\n");
    return 0;
}
// Exit: 139
// Diagnostic: devptr.cu:7:5: error: invalid write of size 4
// Diagnostic: a device pointer was dereferenced in host code
// Diagnostic: killed by SIGSEGV
// Diagnostic: the last 7 bytes the program printed were still in stdout's buffer and are lost
// Output:

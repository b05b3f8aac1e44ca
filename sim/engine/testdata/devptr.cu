#include <cstdio>

int main() {
    int *d;
    cudaMalloc(&d, 16);
    printf("before\n");
    d[0] = 5;
    printf("not reached\n");
    return 0;
}
// Exit: 1
// Diagnostic: devptr.cu:7:5: error: invalid write of size 4
// Diagnostic: a device pointer was dereferenced in host code
// Output:
// before

#include <cstdlib>

const int N = 4;

struct S { int a; float b; };

int main() {
    const int k = 3;
    k = 4; /* ERROR "cannot assign to a variable declared const" */
    int arr[N];
    arr[1.5] = 2; /* ERROR "array index must be an integer, not double" */
    int notArr = 0;
    notArr[0] = 1; /* ERROR "'notArr' is not an array or a pointer \(it is int\)" */
    float *p = malloc(16); /* ERROR "cannot convert void \* to float \* in initialisation of 'p' without a cast" */
    const float *cp = (float *)malloc(16);
    float *q = cp; /* ERROR "discards const" */
    *cp = 1; /* ERROR "cannot assign through a pointer to const" */
    int *ip = 5; /* ERROR "cannot convert int to int \*" */
    S s;
    s = 3; /* ERROR "cannot convert int to struct S in assignment" */
    int bad[k * 0]; /* ERROR "array size must be positive, not 0" */
    int n = 3;
    int vla[n]; // a host variable-length array: GNU C++, which nvcc's host compiler accepts
    arr = arr; /* ERROR "arrays cannot be assigned" */
    5 = n; /* ERROR "the left side of = must be a variable" */
    float f = 1.0f;
    int r = f % 2; /* ERROR "operator % needs integer operands, not float and int" */
    void *vp = p;
    int d = *vp; /* ERROR "cannot dereference a void \*" */
    int e = *n; /* ERROR "cannot dereference int; it is not a pointer" */
    S *sp = &s;
    int bad3 = sp + sp; /* ERROR "invalid operands to \+ \(struct S \* and struct S \*\)" */
    if (s) {} /* ERROR "the if condition must be a number or a pointer, not struct S" */
    unsigned long long big = 1ull << 40;
    auto a = 1.5f;
    float g = a;
    break; /* ERROR "break statement not within a loop or switch" */
    switch (n) {
    case 1: break;
    case 1: break; /* ERROR "duplicate case value 1" */
    case 2.0: break; /* ERROR "case label must be an integer constant" */
    }
    free(p);
    return (int)(big + g + d + e + bad3 + r);
}

void v() { return 1; } /* ERROR "void function 'v' should not return a value" */
int w() { return; } /* ERROR "non-void function 'w' should return a value" */

__device__ void onDevice(int m) {
    int vla[m]; /* ERROR "array size must be a constant" */
    vla[0] = m;
}

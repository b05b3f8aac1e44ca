// A __device__ function called from host code.
#include <cstdio>

__device__ int twice(int x) { return 2 * x; }

int main() {
    printf("%d\n", twice(21)); // ERROR "device function.*cannot be called from (the )?host"
    return 0;
}

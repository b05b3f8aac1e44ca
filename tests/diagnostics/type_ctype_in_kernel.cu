// isupper is a host C library function: device code cannot call it.
#include <cctype>

__global__ void upper(const char *s, int *n) {
    if (isupper(s[threadIdx.x])) atomicAdd(n, 1); // ERROR "host function.*cannot be called from device code|isupper"
}

int main() { return 0; }

// __shared__ variables cannot have initialisers: each block's copy starts undefined.
__global__ void k(int *out) {
    __shared__ int s[4] = {1, 2, 3, 4}; // ERROR "initiali[sz]"
    out[threadIdx.x] = s[threadIdx.x % 4];
}

int main() { return 0; }

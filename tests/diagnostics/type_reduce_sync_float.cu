// __reduce_and_sync works on unsigned integers only: a float pointer does not convert.
__global__ void k(float *x, unsigned *out) {
    float *p = x + threadIdx.x;
    out[threadIdx.x] = __reduce_and_sync(0xffffffffu, p); // ERROR "cannot convert|no version|__reduce_and_sync"
}

int main() { return 0; }

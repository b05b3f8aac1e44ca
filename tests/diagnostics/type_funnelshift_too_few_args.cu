// __funnelshift_lc takes (lo, hi, shift): two arguments are not enough.
__global__ void k(unsigned *v) {
    v[threadIdx.x] = __funnelshift_lc(v[threadIdx.x], 3u); // ERROR "argument|__funnelshift_lc"
}

int main() { return 0; }

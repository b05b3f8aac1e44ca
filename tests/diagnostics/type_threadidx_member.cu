// threadIdx has only the members x, y and z.
__global__ void k(int *a) {
    a[threadIdx.x] = threadIdx.w; // ERROR "threadIdx has no member w"
}

int main() { return 0; }

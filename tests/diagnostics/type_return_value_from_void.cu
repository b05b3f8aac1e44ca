// A value returned from a void kernel.
__global__ void k(int *a) {
    a[threadIdx.x] = 1;
    return 5; // ERROR "void"
}

int main() { return 0; }

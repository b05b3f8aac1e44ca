// The unary * applied to an int.
__global__ void k(int *a) {
    int v = a[threadIdx.x];
    a[threadIdx.x] = *v; // ERROR "pointer"
}

int main() { return 0; }

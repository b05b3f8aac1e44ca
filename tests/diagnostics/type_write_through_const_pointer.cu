// Writing through a pointer to const data.
__global__ void inc(const int *a) {
    a[threadIdx.x] += 1; // ERROR "const"
}

int main() { return 0; }

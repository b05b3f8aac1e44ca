// A for loop header that uses a comma where a semicolon is required.
__global__ void zero(int *a, int n) {
    for (int i = threadIdx.x; i < n, i += blockDim.x) { // ERROR "expected ';'"
        a[i] = 0;
    }
}

int main() { return 0; }

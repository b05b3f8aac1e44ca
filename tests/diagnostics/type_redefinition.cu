// The same variable declared twice in one scope.
__global__ void k(int *a) {
    int i = threadIdx.x;
    int i = blockIdx.x; // ERROR "redefinition|redeclar|already declared"
    a[i] = 0;
}

int main() { return 0; }

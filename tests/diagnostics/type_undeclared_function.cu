// A call to a function that does not exist.
__global__ void k(float *a) {
    a[threadIdx.x] = squareRoot(a[threadIdx.x]); // ERROR "undeclared identifier 'squareRoot'|undeclared function"
}

int main() { return 0; }

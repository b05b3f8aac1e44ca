// A kernel must return void.
__global__ int count(int *a) { // ERROR "must return void|return type of a __global__"
    return a[0];
}

int main() { return 0; }

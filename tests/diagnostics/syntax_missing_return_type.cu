// A kernel declared without its void return type.
__global__ fill(int *a) { // ERROR "expected a type|missing type|return type"
    a[threadIdx.x] = 0;
}

int main() { return 0; }

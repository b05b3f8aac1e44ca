// An else that does not follow an if statement.
__global__ void sign(int *a) {
    int v = a[threadIdx.x];
    v = v * 2;
    else v = -v; // ERROR "expected expression|else without if"
    a[threadIdx.x] = v;
}

int main() { return 0; }

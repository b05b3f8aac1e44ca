// An integer assigned to a pointer variable.
__global__ void k(int *a) {
    int *p = 5; // ERROR "cannot convert|incompatible"
    a[threadIdx.x] = *p;
}

int main() { return 0; }

// An if condition missing its closing parenthesis.
__global__ void clamp(int *a, int n) {
    int i = threadIdx.x;
    if (i < n && a[i] > 10 { // ERROR "expected '\)'"
        a[i] = 10;
    }
}

int main() { return 0; }

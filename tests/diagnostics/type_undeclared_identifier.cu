// A variable used without being declared (the index was never computed).
__global__ void add(const float *a, const float *b, float *c) {
    c[idx] = a[idx] + b[idx]; // ERROR "undeclared identifier 'idx'"
}

int main() { return 0; }

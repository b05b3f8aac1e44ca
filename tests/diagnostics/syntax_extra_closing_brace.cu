// One closing brace too many at file scope.
__global__ void one(int *a) {
    a[0] = 1;
}
} // ERROR "unexpected '}'|expected (a )?declaration"

int main() { return 0; }

// A function-like macro invoked with the wrong number of arguments.
#define IDX(row, col, width) ((row) * (width) + (col))

__global__ void k(float *a) {
    a[IDX(threadIdx.y, threadIdx.x)] = 1.0f; // ERROR "too few arguments to macro 'IDX'|macro 'IDX' requires 3 arguments"
}

int main() { return 0; }

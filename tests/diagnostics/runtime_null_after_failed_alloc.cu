// A buffer larger than the lab's 1 GiB of simulated memory: the allocation
// fails, the pointer stays null, and the first write faults. The error
// names the allocation, whose warning sorts after it (an earlier line).
// sanitizer-tool: none
#include <cstdio>

void init(int *x, long n) {
    for (long i = 0; i < n; i++)
        x[i] = 1; // ERROR "a null pointer dereference \(cudaMallocManaged at line 15 failed: the program asked for more than the lab's [0-9]+ MiB of simulated memory\)"
}

int main() {
    const long N = 1L << 28;
    int *x = 0;
    cudaMallocManaged(&x, N * sizeof(int)); // ERROR "cudaMallocManaged of 1073741824 bytes failed: out of memory"
    init(x, N);
    printf("%d\n", x[0]);
    return 0;
}

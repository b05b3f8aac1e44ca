// What cudaHostGetFlags reports for pinned memory of each size and flag:
// the driver's chunks of pinned memory carry the flags of the allocation
// that made them.
#include <cstdio>
#include <cuda_runtime.h>
int main() {
    size_t sizes[] = {64, 256, 1024, 2048, 4095, 4096, 8192, 65536, 1 << 20};
    unsigned kinds[] = {0, 1, 2, 3, 4, 6};
    for (size_t s : sizes) {
        printf("%8zu:", s);
        for (unsigned k : kinds) {
            void *p; unsigned f = 99;
            cudaHostAlloc(&p, s, k);
            cudaHostGetFlags(&f, p);
            printf(" %u->%u", k, f);
        }
        void *q; unsigned f = 99;
        cudaMallocHost(&q, s);
        cudaHostGetFlags(&f, q);
        printf(" mallocHost->%u\n", f);
    }
    return 0;
}

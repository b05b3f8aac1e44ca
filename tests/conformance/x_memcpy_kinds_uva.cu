// Every cudaMemcpy kind against every pair of memories (malloc, cudaMalloc, cudaMallocHost,
// cudaMallocManaged): with unified addressing the driver finds where a pointer it knows lies
// whatever the kind says; only pageable host memory fails where the kind promises device
// memory. Also cudaMemset of pinned and pageable memory, stack and static arrays as copy
// sources, and what a failed allocation leaves in the pointer.
#include <cstdio>
#include <cstdlib>
#include <cstring>
const char *memName[] = {"malloc", "device", "pinned", "managed"};
const char *kindName[] = {"H2H", "H2D", "D2H", "D2D", "Default"};
int main() {
    const int N = 64;
    for (int s = 0; s < 4; s++)
        for (int d = 0; d < 4; d++)
            for (int k = 0; k < 5; k++) {
                void *bufs[2];
                for (int b = 0; b < 2; b++) {
                    int m = b == 0 ? s : d;
                    switch (m) {
                    case 0: bufs[b] = malloc(N); break;
                    case 1: cudaMalloc(&bufs[b], N); break;
                    case 2: cudaMallocHost(&bufs[b], N); break;
                    case 3: cudaMallocManaged(&bufs[b], N); break;
                    }
                }
                unsigned char pattern[N], back[N];
                for (int i = 0; i < N; i++) pattern[i] = (unsigned char)(i * 7 + s * 16 + d * 4 + k + 1);
                cudaMemcpy(bufs[0], pattern, N, cudaMemcpyDefault);
                cudaError_t set = cudaMemset(bufs[1], 0, N);
                if (d == 0) memset(bufs[1], 0, N);
                cudaError_t e = cudaMemcpy(bufs[1], bufs[0], N, (cudaMemcpyKind)k);
                cudaError_t last = cudaGetLastError();
                cudaMemcpy(back, bufs[1], N, cudaMemcpyDefault);
                int same = memcmp(back, pattern, N) == 0;
                printf("%-7s -> %-7s %-7s : %-24s last=%-24s memset=%-24s copied=%d\n", memName[s], memName[d], kindName[k],
                       cudaGetErrorName(e), cudaGetErrorName(last), cudaGetErrorName(set), same);
                for (int b = 0; b < 2; b++) {
                    int m = b == 0 ? s : d;
                    if (m == 0) free(bufs[b]); else if (m == 2) cudaFreeHost(bufs[b]); else cudaFree(bufs[b]);
                }
            }
    static int st[16];
    int loc[16];
    int *dv;
    cudaMalloc(&dv, 64);
    for (int i = 0; i < 16; i++) { st[i] = i; loc[i] = -i; }
    printf("static as a D2H source: %s\n", cudaGetErrorName(cudaMemcpy(dv, st, 64, cudaMemcpyDeviceToHost)));
    cudaGetLastError();
    printf("stack as a D2D source: %s\n", cudaGetErrorName(cudaMemcpy(dv, loc, 64, cudaMemcpyDeviceToDevice)));
    cudaGetLastError();
    printf("stack H2H into device memory: %s\n", cudaGetErrorName(cudaMemcpy(dv, loc, 64, cudaMemcpyHostToHost)));
    cudaGetLastError();
    int chk[16];
    cudaMemcpy(chk, dv, 64, cudaMemcpyDeviceToHost);
    printf("dv[1]=%d dv[15]=%d\n", chk[1], chk[15]);
    void *huge = (void *)0x1;
    cudaError_t e = cudaMalloc(&huge, (size_t)1 << 50);
    printf("huge cudaMalloc: %s null=%d\n", cudaGetErrorName(e), huge == nullptr);
    cudaGetLastError();
    return 0;
}

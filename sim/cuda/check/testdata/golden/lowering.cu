// What the front end lowers for the engine: new/delete, offsetof, enum and
// builtin constants, cooperative-group member functions, dim3 defaults.
#include <cooperative_groups.h>
#include <cstddef>
namespace cg = cooperative_groups;
struct S { char c; double d; };
enum Mode { FAST = 2, SLOW };

__global__ void k(int *out) {
    cg::thread_block b = cg::this_thread_block();
    out[b.thread_rank()] = SLOW;
    b.sync();
}

int main() {
    float *h = new float[8];
    size_t off = offsetof(S, d);
    dim3 grid;
    int *d;
    cudaMalloc(&d, 8 * sizeof(int));
    k<<<grid, 8>>>(d);
    cudaMemcpy(h, d, 8 * sizeof(int), cudaMemcpyDeviceToHost);
    delete[] h;
    return (int)off;
}

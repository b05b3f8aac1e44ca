// Each thread copies the whole struct of the next thread's shared slot while that thread
// updates a member of its own, with no __syncthreads in between: struct copies are accesses too.
// sanitizer-tool: racecheck
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

struct Cell {
    float value;
    int tag;
    short flags[3];
};

__global__ void smooth(Cell *cells) {
    __shared__ Cell tile[128];
    int t = threadIdx.x;
    tile[t] = cells[t];
    __syncthreads();
    Cell next = tile[(t + 1) % 128]; // ERROR "race"
    tile[t].value += next.value;
    __syncthreads();
    cells[t] = tile[t];
}

int main() {
    Cell *cells;
    CHECK(cudaMalloc(&cells, 128 * sizeof(Cell)));
    CHECK(cudaMemset(cells, 0, 128 * sizeof(Cell)));
    smooth<<<1, 128>>>(cells);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaFree(cells));
    return 0;
}

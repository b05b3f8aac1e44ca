// cudaEventCreateWithFlags needs a cudaEvent_t*, not a cudaStream_t*.
#include <cuda_runtime.h>

int main() {
    cudaStream_t s;
    cudaEventCreateWithFlags(&s, cudaEventDisableTiming); // ERROR "cannot convert|cudaEvent|argument"
    return 0;
}

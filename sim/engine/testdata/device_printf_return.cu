// The device's printf returns the number of arguments after its format
// (recorded on the H200, probe dp_04), where the host's returns the
// number of characters written.
#include <cstdio>
__global__ void k(int *r) {
    r[0] = printf("none\n");
    r[1] = printf("%d %s %f\n", 1, "two", 3.0);
}
int main() {
    int *d, h[2];
    cudaMalloc(&d, sizeof h);
    k<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    int n = printf("host\n");
    printf("%d %d %d\n", h[0], h[1], n);
}
// Exit: 0
// Output:
// none
// 1 two 3.000000
// host
// 0 3 5

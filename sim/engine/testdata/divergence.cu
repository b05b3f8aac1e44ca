#include <cstdio>

__global__ void classify(int *out) {
    int t = threadIdx.x;
    int v;
    if (t % 2 == 0) {
        v = t * 10;
    } else if (t % 3 == 0) {
        v = -t;
    } else {
        v = 7;
    }
    int sum = 0;
    for (int i = 0; i < t; i++) {
        if (i == 5) continue;
        if (i > 8) break;
        sum += i;
    }
    out[t] = v + 1000 * sum;
}

int main() {
    int *d, h[12];
    cudaMalloc(&d, sizeof(h));
    classify<<<1, 12>>>(d);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 12; i++) printf("%d ", h[i]);
    printf("\n");
    return 0;
}
// Output:
// 0 7 1020 2997 6040 10007 10060 16007 23080 30991 31100 31007 

#include <cstdio>

#define N 2048
#define THREADS 256

__global__ void evenOdd(const int *a, int *out, int n, int *lanesEven)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    // Threads of the first half take the even elements, the second half the
    // odd ones. n / 2 is a multiple of 32, so each warp decides one way.
    int half = n / 2;
    int j = t < half ? 2 * t : 2 * (t - half) + 1;
    int v = a[j];
    if (j % 2 == 0) {
        out[j] = v * 2;
        atomicAdd(&lanesEven[t / 32], 1);
    } else {
        out[j] = v + 100;
    }
}

int main()
{
    int ha[N], hout[N], lanes[N / 32];
    for (int j = 0; j < N; j++)
        ha[j] = j % 13;
    int *da, *dout, *dlanes;
    cudaMalloc(&da, sizeof(ha));
    cudaMalloc(&dout, sizeof(hout));
    cudaMalloc(&dlanes, sizeof(lanes));
    cudaMemcpy(da, ha, sizeof(ha), cudaMemcpyHostToDevice);
    cudaMemset(dlanes, 0, sizeof(lanes));

    evenOdd<<<N / THREADS, THREADS>>>(da, dout, N, dlanes);
    cudaMemcpy(hout, dout, sizeof(hout), cudaMemcpyDeviceToHost);
    cudaMemcpy(lanes, dlanes, sizeof(lanes), cudaMemcpyDeviceToHost);

    long long sum = 0;
    int divergent = 0;
    for (int j = 0; j < N; j++)
        sum += hout[j];
    for (int w = 0; w < N / 32; w++)
        if (lanes[w] > 0 && lanes[w] < 32)
            divergent++;
    printf("out[0..3] = %d %d %d %d\n", hout[0], hout[1], hout[2], hout[3]);
    printf("checksum = %lld\n", sum);
    printf("divergent warps: %d of %d\n", divergent, N / 32);

    cudaFree(da);
    cudaFree(dout);
    cudaFree(dlanes);
    return 0;
}

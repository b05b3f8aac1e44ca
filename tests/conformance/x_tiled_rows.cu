// A tiled matrix multiply over 16x16 shared tiles, on values whose products round, so that the
// order of the accumulation and its fused multiply-adds show in the last bits; then the same
// tiles read through rows that move with the loop counter (b[k][x]), backwards and by twos, and
// a 3D shared array indexed row by row.
#include <cstdio>
#define N 96
#define T 16

__global__ void tiled(const float *a, const float *b, float *c) {
    __shared__ float as[T][T], bs[T][T];
    int x = threadIdx.x, y = threadIdx.y;
    int row = blockIdx.y * T + y, col = blockIdx.x * T + x;
    float sum = 0.0f;
    for (int t = 0; t < N; t += T) {
        as[y][x] = a[row * N + t + x];
        bs[y][x] = b[(t + y) * N + col];
        __syncthreads();
        for (int k = 0; k < T; k++) sum += as[y][k] * bs[k][x];
        __syncthreads();
    }
    c[row * N + col] = sum;
}

__global__ void rows(const float *a, float *out) {
    __shared__ float s[T][T];
    __shared__ float cube[2][T][8];
    int x = threadIdx.x, y = threadIdx.y;
    s[y][x] = a[y * N + x];
    cube[y & 1][x][y >> 1] = a[(y + 20) * N + x] * 0.5f;
    __syncthreads();
    float back = 0.0f, twos = 0.0f, deep = 0.0f;
    for (int k = T - 1; k >= 0; k--) back += s[k][x] * s[y][k];
    for (int k = 0; k < T; k += 2) twos = twos * 0.5f + s[k][x];
    for (int k = 0; k < T; k++) deep += cube[1][k][x & 7] * cube[y & 1][k][3];
    out[(y * T + x) * 3] = back;
    out[(y * T + x) * 3 + 1] = twos;
    out[(y * T + x) * 3 + 2] = deep;
}

int main() {
    static float a[N * N], b[N * N], c[N * N], r[T * T * 3];
    for (int i = 0; i < N * N; i++) {
        a[i] = 1.0f / (1 + i % 23) - 0.03f * (i % 7);
        b[i] = 0.1f * (i % 11) + 1.0f / (3 + i % 5);
    }
    float *da, *db, *dc, *dr;
    cudaMalloc(&da, sizeof a); cudaMalloc(&db, sizeof b); cudaMalloc(&dc, sizeof c); cudaMalloc(&dr, sizeof r);
    cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice);
    cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice);
    tiled<<<dim3(N / T, N / T), dim3(T, T)>>>(da, db, dc);
    rows<<<1, dim3(T, T)>>>(da, dr);
    cudaMemcpy(c, dc, sizeof c, cudaMemcpyDeviceToHost);
    cudaMemcpy(r, dr, sizeof r, cudaMemcpyDeviceToHost);
    unsigned hc = 0, hr = 0;
    for (int i = 0; i < N * N; i++) hc = hc * 31 + *(unsigned *)&c[i];
    for (int i = 0; i < T * T * 3; i++) hr = hr * 31 + *(unsigned *)&r[i];
    printf("tiled: %08x c[0] %.9g c[%d] %.9g\n", hc, c[0], N * N - 1, c[N * N - 1]);
    printf("rows: %08x %.9g %.9g %.9g\n", hr, r[0], r[1], r[T * T * 3 - 1]);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}

// Vector loads need their vector's alignment: a float4 read is one 16-byte
// access, and a float pointer moved by two floats is only 8-byte aligned.
// The aligned read works; the moved one stops the kernel with
// cudaErrorMisalignedAddress, which the next synchronisation reports.
#include <cstdio>

__global__ void sum4(const float *in, float *out, int shift) {
    const float4 *v = reinterpret_cast<const float4 *>(in + shift);
    float4 q = v[threadIdx.x];
    out[threadIdx.x] = q.x + q.y + q.z + q.w;
}

int main() {
    float h[64], r[8];
    for (int i = 0; i < 64; ++i) h[i] = i * 0.5f;
    float *in, *out;
    cudaMalloc(&in, sizeof h);
    cudaMalloc(&out, sizeof r);
    cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
    sum4<<<1, 8>>>(in, out, 4);
    cudaError_t e = cudaDeviceSynchronize();
    cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost);
    printf("aligned: %s, sums %g %g ... %g\n", cudaGetErrorString(e), r[0], r[1], r[7]);
    sum4<<<1, 8>>>(in, out, 2);
    e = cudaDeviceSynchronize();
    printf("moved by two floats: %s (%s)\n", cudaGetErrorName(e), cudaGetErrorString(e));
    e = cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost);
    printf("after: %s\n", cudaGetErrorName(e));
    return 0;
}

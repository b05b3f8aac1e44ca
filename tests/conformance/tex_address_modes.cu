// The four address modes (wrap, clamp, mirror, border) under point and linear
// filtering, with normalized and unnormalized coordinates, on a 1D and a 2D
// CUDA array. Unnormalized coordinates clamp where wrap or mirror is asked
// for; border texels take the border colour, and a 1D array filters as a 2D
// array of one row, so linear filtering in border mode blends in the border.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call)                                                             \
    do {                                                                        \
        cudaError_t e_ = (call);                                                \
        if (e_ != cudaSuccess) {                                                \
            printf("line %d: %s\n", __LINE__, cudaGetErrorName(e_));             \
            return 1;                                                           \
        }                                                                       \
    } while (0)

__global__ void along1D(cudaTextureObject_t t, const float *xs, float *out, int n) {
    int i = threadIdx.x;
    if (i < n) out[i] = tex1D<float>(t, xs[i]);
}

__global__ void across2D(cudaTextureObject_t t, const float *xs, float *out, int n) {
    int i = threadIdx.x;
    if (i < n) out[i] = tex2D<float>(t, xs[i], 0.6f - 0.5f * xs[i]);
}

int main() {
    const int N = 5, S = 40;
    float grid[N * N];
    for (int i = 0; i < N * N; i++) grid[i] = 3.0f * i * i - 20.0f * i + 1.0f;
    cudaChannelFormatDesc d = cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindFloat);
    cudaArray_t row, square;
    CHECK(cudaMallocArray(&row, &d, N));
    CHECK(cudaMallocArray(&square, &d, N, N));
    CHECK(cudaMemcpy2DToArray(row, 0, 0, grid, N * sizeof(float), N * sizeof(float), 1, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy2DToArray(square, 0, 0, grid, N * sizeof(float), N * sizeof(float), N, cudaMemcpyHostToDevice));
    float normXs[S], texelXs[S];
    for (int i = 0; i < S; i++) {
        normXs[i] = -1.27f + 0.0917f * i;
        texelXs[i] = -3.9f + 0.33f * i;
    }
    float *d_xs, *d_out, out[S];
    CHECK(cudaMalloc(&d_xs, S * sizeof(float)));
    CHECK(cudaMalloc(&d_out, S * sizeof(float)));
    const char *modeName[4] = {"wrap", "clamp", "mirror", "border"};
    for (int dims = 1; dims <= 2; dims++)
        for (int norm = 0; norm <= 1; norm++)
            for (int filter = 0; filter <= 1; filter++)
                for (int mode = 0; mode < 4; mode++) {
                    cudaResourceDesc res = {};
                    res.resType = cudaResourceTypeArray;
                    res.res.array.array = dims == 1 ? row : square;
                    cudaTextureDesc td = {};
                    td.addressMode[0] = td.addressMode[1] = (cudaTextureAddressMode)mode;
                    td.filterMode = filter ? cudaFilterModeLinear : cudaFilterModePoint;
                    td.readMode = cudaReadModeElementType;
                    td.normalizedCoords = norm;
                    td.borderColor[0] = -2.25f;
                    cudaTextureObject_t t;
                    CHECK(cudaCreateTextureObject(&t, &res, &td, NULL));
                    CHECK(cudaMemcpy(d_xs, norm ? normXs : texelXs, S * sizeof(float), cudaMemcpyHostToDevice));
                    if (dims == 1)
                        along1D<<<1, 64>>>(t, d_xs, d_out, S);
                    else
                        across2D<<<1, 64>>>(t, d_xs, d_out, S);
                    CHECK(cudaGetLastError());
                    CHECK(cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost));
                    printf("%dD %-6s %-6s %-6s:", dims, norm ? "norm" : "texel", filter ? "linear" : "point", modeName[mode]);
                    for (int i = 0; i < S; i++) printf(" %.9g", out[i]);
                    printf("\n");
                    CHECK(cudaDestroyTextureObject(t));
                }
    CHECK(cudaFreeArray(row));
    CHECK(cudaFreeArray(square));
    CHECK(cudaFree(d_xs));
    CHECK(cudaFree(d_out));
    return 0;
}

// Linear filtering of float textures, bit for bit: the texture unit weights
// two (1D) or four (2D) texels by 8-bit fractions and adds them in fixed
// point below the largest texel's exponent, so a blend of 0.7 and 1000 is
// not what float arithmetic gives. Every weight of 1/256 is sampled for
// pairs of very different magnitudes, and a 2x2 texture on a 32x32 grid.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

#define CHECK(call)                                                                   \
    do {                                                                              \
        cudaError_t err_ = (call);                                                    \
        if (err_ != cudaSuccess) {                                                    \
            printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err_));       \
            return 1;                                                                 \
        }                                                                             \
    } while (0)

__global__ void sweep1D(cudaTextureObject_t tex, float *out, int pairs) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= pairs * 256) return;
    // texel k's centre is k + 0.5; a step of 1/256 moves the weight by one
    float x = (i / 256) + 0.5f + (i % 256) / 256.0f + 1.0f / 1024;
    out[i] = tex1D<float>(tex, x);
}

__global__ void grid2D(cudaTextureObject_t tex, float *out) {
    int a = threadIdx.x, b = blockIdx.x;
    float x = 0.5f + a * 8 / 256.0f + 1.0f / 2048, y = 0.5f + b * 8 / 256.0f + 1.0f / 2048;
    out[b * 32 + a] = tex2D<float>(tex, x, y);
}

static unsigned fnv(const float *v, int n) {
    unsigned h = 2166136261u;
    for (int i = 0; i < n; i++) {
        unsigned b;
        memcpy(&b, &v[i], 4);
        h = (h ^ b) * 16777619u;
    }
    return h;
}

static cudaTextureObject_t linearTexture(cudaArray_t a) {
    cudaResourceDesc res;
    memset(&res, 0, sizeof res);
    res.resType = cudaResourceTypeArray;
    res.res.array.array = a;
    cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    td.addressMode[0] = td.addressMode[1] = cudaAddressModeClamp;
    td.filterMode = cudaFilterModeLinear;
    td.readMode = cudaReadModeElementType;
    cudaTextureObject_t t = 0;
    cudaCreateTextureObject(&t, &res, &td, NULL);
    return t;
}

int main() {
    const int W = 12;
    float texels[W] = {0.0f, 1.0f, 0.1f, 0.7f, 1000.0f, 1e-3f, -3.5f, 16777216.0f, 3e38f, 1e-40f, -2.5e-38f, 6.0f};
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
    cudaArray_t line;
    CHECK(cudaMallocArray(&line, &desc, W));
    CHECK(cudaMemcpy2DToArray(line, 0, 0, texels, sizeof texels, sizeof texels, 1, cudaMemcpyHostToDevice));
    cudaTextureObject_t t1 = linearTexture(line);
    const int pairs = W - 1;
    float *d_out, *out = new float[pairs * 256];
    CHECK(cudaMalloc(&d_out, pairs * 256 * sizeof(float)));
    sweep1D<<<(pairs * 256 + 127) / 128, 128>>>(t1, d_out, pairs);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(out, d_out, pairs * 256 * sizeof(float), cudaMemcpyDeviceToHost));
    for (int k = 0; k < pairs; k++) {
        const float *p = out + k * 256;
        printf("pair %2d (%a, %a): hash %08x\n", k, texels[k], texels[k + 1], fnv(p, 256));
        for (int j = 0; j < 256; j += 37) printf("  w%-3d %a\n", j, p[j]);
    }
    CHECK(cudaDestroyTextureObject(t1));
    CHECK(cudaFreeArray(line));

    float sets[5][4] = {{0, 1, 0, 0}, {0.1f, 0.7f, 1000.0f, 1e-3f}, {-3.5f, 16777216.0f, 3.14159274f, 2.71828175f},
                        {1, 1, 1, 1}, {-1e30f, 1e30f, 5e-39f, 7.0f}};
    for (int s = 0; s < 5; s++) {
        cudaArray_t sq;
        CHECK(cudaMallocArray(&sq, &desc, 2, 2));
        CHECK(cudaMemcpy2DToArray(sq, 0, 0, sets[s], 8, 8, 2, cudaMemcpyHostToDevice));
        cudaTextureObject_t t2 = linearTexture(sq);
        grid2D<<<32, 32>>>(t2, d_out);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpy(out, d_out, 1024 * sizeof(float), cudaMemcpyDeviceToHost));
        printf("square %d: hash %08x corners %a %a %a %a\n", s, fnv(out, 1024), out[0], out[31], out[992], out[1023]);
        for (int i = 33; i < 1024; i += 97) printf("  (%2d,%2d) %a\n", i % 32, i / 32, out[i]);
        CHECK(cudaDestroyTextureObject(t2));
        CHECK(cudaFreeArray(sq));
    }
    CHECK(cudaFree(d_out));
    delete[] out;
    return 0;
}

// How the texture unit turns a normalized coordinate into texels: u is cut
// to 21 fraction bits before it is scaled, so u just above k/7 can still
// land in texel k-1; point sampling then takes floor(x), linear filtering
// rounds x - 0.5 to 1/256. Wrap and mirror reduce huge coordinates first.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

__global__ void sample(cudaTextureObject_t t, const float *us, float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = tex1D<float>(t, us[i]);
}

static float *d_u, *d_out;

static void run(cudaArray_t a, int filter, int mode, const float *us, float *out, int n) {
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeArray;
    res.res.array.array = a;
    cudaTextureDesc td = {};
    td.addressMode[0] = (cudaTextureAddressMode)mode;
    td.filterMode = (cudaTextureFilterMode)filter;
    td.normalizedCoords = 1;
    cudaTextureObject_t t;
    cudaCreateTextureObject(&t, &res, &td, NULL);
    cudaMemcpy(d_u, us, n * sizeof(float), cudaMemcpyHostToDevice);
    sample<<<(n + 127) / 128, 128>>>(t, d_u, d_out, n);
    cudaMemcpy(out, d_out, n * sizeof(float), cudaMemcpyDeviceToHost);
    cudaDestroyTextureObject(t);
}

static float ulps(float u, int k) {
    unsigned b;
    memcpy(&b, &u, 4);
    b += k;
    memcpy(&u, &b, 4);
    return u;
}

int main() {
    float ramp[9] = {0, 1, 2, 3, 4, 5, 6, 7, 8};
    cudaChannelFormatDesc d = cudaCreateChannelDesc<float>();
    cudaArray_t a3, a7, a9;
    cudaMallocArray(&a3, &d, 3);
    cudaMallocArray(&a7, &d, 7);
    cudaMallocArray(&a9, &d, 9);
    cudaMemcpy2DToArray(a3, 0, 0, ramp, 12, 12, 1, cudaMemcpyHostToDevice);
    cudaMemcpy2DToArray(a7, 0, 0, ramp, 28, 28, 1, cudaMemcpyHostToDevice);
    cudaMemcpy2DToArray(a9, 0, 0, ramp, 36, 36, 1, cudaMemcpyHostToDevice);
    const int N = 1024;
    float us[N], out[N];
    cudaMalloc(&d_u, N * sizeof(float));
    cudaMalloc(&d_out, N * sizeof(float));

    // point sampling a few ulps either side of k/7 and k/9
    for (int w = 7; w <= 9; w += 2) {
        int n = 0;
        for (int k = 1; k < w; k++)
            for (int j = -4; j <= 4; j++) us[n++] = ulps((float)k / w, j);
        run(w == 7 ? a7 : a9, 0, 1, us, out, n);
        printf("point, %d texels:\n", w);
        for (int i = 0; i < n; i++) printf("%s%g", i % 9 ? " " : (i ? "\n " : " "), out[i]);
        printf("\n");
    }
    // linear filtering over a sweep: on a ramp the result is texel + weight/256
    for (int w = 3; w <= 9; w += 6) {
        for (int i = 0; i < N; i++) us[i] = 0.13f + i * 0.000731f;
        run(w == 3 ? a3 : a9, 1, 1, us, out, N);
        unsigned h = 2166136261u;
        for (int i = 0; i < N; i++) {
            unsigned b;
            memcpy(&b, &out[i], 4);
            h = (h ^ b) * 16777619u;
        }
        printf("linear sweep, %d texels: hash %08x\n", w, h);
        for (int i = 0; i < N; i += 73) printf("  u=%a -> %a\n", us[i], out[i]);
    }
    // wrap and mirror at large and negative coordinates
    float far[12] = {-1000.3f, -3.7f, -0.01f, 0.999f, 1.0f, 1.001f, 7.25f, 123.456f, 1e6f, -1e6f, 3e9f, 1e20f};
    const char *names[3] = {"wrap", "clamp", "mirror"};
    for (int mode = 0; mode < 3; mode++)
        for (int filter = 0; filter < 2; filter++) {
            run(a7, filter, mode, far, out, 12);
            printf("%-6s %-6s:", names[mode], filter ? "linear" : "point");
            for (int i = 0; i < 12; i++) printf(" %a", out[i]);
            printf("\n");
        }
    cudaFreeArray(a3);
    cudaFreeArray(a7);
    cudaFreeArray(a9);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}

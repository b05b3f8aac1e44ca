// A product computed before a loop and again at the end of its body, of
// variables the loop changes, is available after the loop: the loop exits
// from its test, where on each path the product of the values there was
// just computed, and GVN's partial-redundancy elimination reads it as a
// phi of the two. A loop left by a break reaches its exit elsewhere too.
#include <cstdio>
#include <cstring>
__global__ void k(const float *in, float *o, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float x = in[i], y = in[n + i], c = 0.25f - in[i] * 0.01f;
    // 1: while with both squares kept
    float x2 = x * x, y2 = y * y;
    int it = 0;
    while (x2 + y2 < 16.0f && it < 50) {
        y = 2.0f * x * y + c;
        x = x2 - y2 + 0.3f;
        x2 = x * x;
        y2 = y * y;
        it++;
    }
    o[i * 6 + 0] = x * x - y * y;
    o[i * 6 + 1] = x * x + 0.5f;
    // 2: for loop, product only at the end of the body, not before
    float u = in[i] * 0.5f, v = 0.0f;
    for (int j = 0; j < 7; j += (i & 1) + 1) {
        u = u * 0.9f + 0.1f;
        v = u * u;
    }
    o[i * 6 + 2] = u * u + v;
    // 3: a loop with a break
    float w = in[n + i], w2 = w * w;
    for (int j = 0; j < 40; j++) {
        if (w2 > 100.0f) break;
        w = w * 1.3f + 0.2f;
        w2 = w * w;
    }
    o[i * 6 + 3] = w * w - 3.0f;
    // 4: do-while
    float s = in[i] + 1.0f, s2 = s * s;
    do {
        s = s * 0.75f + 0.125f;
        s2 = s * s;
    } while (s2 > 0.3f);
    o[i * 6 + 4] = s * s + in[i];
    o[i * 6 + 5] = (float)it + w2 + s2;
}
// a helper that updates a local before returning it: inlined, re is
// zr*zr - zi*zi, and after the loop both squares are the loop's own
__device__ float2 squared(const float2 &z)
{
    float re = z.x * z.x;
    re -= z.y * z.y;
    float im = 2.0f * z.x * z.y;
    return make_float2(re, im);
}

__global__ void julia(float2 *out, int *iters, float2 k, int w, int h)
{
    int px = blockIdx.x * blockDim.x + threadIdx.x, py = blockIdx.y;
    if (px >= w) return;
    float zr = 1.5f * (px - w / 2) / (0.5f * w), zi = (py - h / 2) / (0.5f * h);
    float zr2 = zr * zr, zi2 = zi * zi;
    int it = 0;
    while (zr2 + zi2 <= 4.0f && it < 200) {
        zi = 2.0f * zr * zi + k.y;
        zr = zr2 - zi2 + k.x;
        zr2 = zr * zr;
        zi2 = zi * zi;
        it++;
    }
    iters[py * w + px] = it;
    out[py * w + px] = squared(make_float2(zr, zi));
}

int main()
{
    const int n = 512;
    static float hin[2 * n], ho[6 * n];
    for (int i = 0; i < n; i++) { hin[i] = -1.9f + i * 0.0071f; hin[n + i] = -1.1f + (i % 37) * 0.061f; }
    float *din, *dout;
    cudaMalloc(&din, sizeof hin); cudaMalloc(&dout, sizeof ho);
    cudaMemcpy(din, hin, sizeof hin, cudaMemcpyHostToDevice);
    k<<<4, 128>>>(din, dout, n);
    cudaMemcpy(ho, dout, sizeof ho, cudaMemcpyDeviceToHost);
    for (int c = 0; c < 6; c++) {
        unsigned h = 2166136261u;
        for (int i = 0; i < n; i++) { unsigned u; memcpy(&u, &ho[i * 6 + c], 4); h = (h ^ u) * 16777619u; }
        printf("col %d hash %08x %a %a %a\n", c, h, ho[c], ho[6 * 77 + c], ho[6 * 400 + c]);
    }
    const int w = 128, h = 64;
    static float2 hz[w * h];
    static int hit[w * h];
    float2 *dz; int *dit;
    cudaMalloc(&dz, sizeof hz); cudaMalloc(&dit, sizeof hit);
    julia<<<dim3(w / 64, h), 64>>>(dz, dit, make_float2(-0.8f, 0.156f), w, h);
    cudaMemcpy(hz, dz, sizeof hz, cudaMemcpyDeviceToHost);
    cudaMemcpy(hit, dit, sizeof hit, cudaMemcpyDeviceToHost);
    unsigned hh = 2166136261u; long total = 0;
    for (int i = 0; i < w * h; i++) { unsigned u[2]; memcpy(u, &hz[i], 8); hh = (hh ^ u[0]) * 16777619u; hh = (hh ^ u[1]) * 16777619u; total += hit[i]; }
    printf("julia iterations %ld hash %08x z^2 %a %a %a %a\n", total, hh, hz[300].x, hz[300].y, hz[5000].x, hz[5000].y);
    return 0;
}

// Products held in locals defined before a loop and read by adds inside it: a
// dynamic trip count keeps the local's product rounded (its block is another),
// while a loop of four trips, unrolled whole, fuses it into every trip's add,
// as the H200 does (probe lp_01).
#include <cstdio>
__global__ void k(const float *x, const float *p, float *o, int n) {
    int t = threadIdx.x;
    float a = p[0] + t * 0.013f, b = p[1] - t * 0.007f, c = p[2];
    // v1: one read per iteration, dynamic trip count
    float d1 = a * b;
    float acc1 = 0.f;
    for (int i = 0; i < n; i++) acc1 += expf(d1 + c * x[i]);
    // v2: two reads per iteration
    const float d2 = (a - 0.5f * b * b) * c;
    float acc2 = 0.f;
    for (int i = 0; i < n; i++) acc2 += expf(d2 + b * x[i]) - expf(d2 - b * x[i]);
    // v3: read inside and after the loop
    float d3 = b * c;
    float acc3 = 0.f;
    for (int i = 0; i < n; i++) acc3 += __expf(d3 - a * x[i]);
    float after3 = d3 + a;
    // v4: constant trip count (unrolled whole)
    float d4 = a * c;
    float acc4 = 0.f;
    for (int i = 0; i < 4; i++) acc4 += expf(d4 + b * x[i]);
    // v5: read under a branch inside the loop
    float d5 = c * b;
    float acc5 = 0.f;
    for (int i = 0; i < n; i++) if (x[i] > 0.3f) acc5 += d5 + a * x[i];
    // v6: plain add of the product and a load, no product on the other side
    float d6 = a * a;
    float acc6 = 0.f;
    for (int i = 0; i < n; i++) acc6 += expf(d6 + x[i]);
    float *r = o + 8 * t;
    r[0] = acc1; r[1] = acc2; r[2] = acc3; r[3] = after3; r[4] = acc4; r[5] = acc5; r[6] = acc6; r[7] = 0;
}
int main() {
    const int n = 7;
    float hx[n], hp[3] = {0.8125f, -0.4375f, 1.3f};
    for (int i = 0; i < n; i++) hx[i] = 0.11f * i - 0.2f + 0.0371f * i * i;
    float *dx, *dp, *d;
    cudaMalloc(&dx, sizeof hx); cudaMalloc(&dp, sizeof hp); cudaMalloc(&d, 32 * 8 * sizeof(float));
    cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice);
    cudaMemcpy(dp, hp, sizeof hp, cudaMemcpyHostToDevice);
    k<<<1, 32>>>(dx, dp, d, n);
    float h[256];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++)
        printf("%2d %a %a %a %a %a %a %a\n", t, h[8 * t], h[8 * t + 1], h[8 * t + 2], h[8 * t + 3], h[8 * t + 4], h[8 * t + 5], h[8 * t + 6]);
    return 0;
}

#include <cstdio>
#include <cmath>

__global__ void k(float *o, double *d) {
    float x = 2.0f;
    o[0] = sqrtf(x);
    o[1] = fmaf(0.1f, 10.0f, -1.0f);
    o[2] = expf(1.0f);
    o[3] = fminf(3.0f, -1.5f);
    o[4] = floorf(-2.5f);
    o[5] = roundf(2.5f);
    o[6] = powf(2.0f, 10.0f);
    o[7] = (float)max(3, 9) + (float)min(-2, 4);
    d[0] = sqrt(2.0);
    d[1] = 1.0 / 3.0;
}

int main() {
    float *o, h[8];
    double *d, hd[2];
    cudaMalloc(&o, sizeof(h));
    cudaMalloc(&d, sizeof(hd));
    k<<<1, 1>>>(o, d);
    cudaMemcpy(h, o, sizeof(h), cudaMemcpyDeviceToHost);
    cudaMemcpy(hd, d, sizeof(hd), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 8; i++) printf("%.7g\n", h[i]);
    printf("%.15f %.17g %e\n", hd[0], hd[1], hd[1]);
    unsigned u = 0xF0u;
    printf("%d %d %u %x %5.2f|%-4d|%04d|%s|%c|%%\n", abs(-3), abs(-7), u >> 4, u, 3.14159, 42, 7, "str", 'A');
    return 0;
}
// Output:
// 1.414214
// 1.490116e-08
// 2.718282
// -1.5
// -3
// 3
// 1024
// 7
// 1.414213562373095 0.33333333333333331 3.333333e-01
// 3 7 15 f0  3.14|42  |0007|str|A|%

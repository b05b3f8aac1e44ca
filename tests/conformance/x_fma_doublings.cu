// Products by 2 and by negative constants. NVVM contracts a sum and ptxas a
// difference: in a sum a product by 2 is a product like any other (the one
// of lower rank fuses), in a difference ptxas computes it as x + x and
// fuses the other product. Reassociate turns a sum with a product by a
// negative constant into a difference first (z + x*-3 is z - x*3).
#include <cstdio>
#include <cstring>
template <typename T>
__global__ void k(const T *p, const T *q, const T *r, T *o, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    T a = p[i], b = q[i], c = r[i];
    o[i * 8 + 0] = T(2) * a + (c - b) * b;     // 2*a ranks lower: it fuses
    o[i * 8 + 1] = (c - b) * b + T(2) * a;
    o[i * 8 + 2] = (c - T(2) * b) + a * a;     // c - (b + b), then a*a fuses
    o[i * 8 + 3] = T(-2) * b + T(3) * a;       // 3*a - 2*b
    o[i * 8 + 4] = a * b + T(-3) * c;          // a*b - 3*c
    o[i * 8 + 5] = T(-3) * c + a * b;
    o[i * 8 + 6] = a * c - T(-3) * b;          // a*c + 3*b
    T s = a * a, t = s * a;
    o[i * 8 + 7] = (T(2) * t - T(3) * s + T(1)) * b + (t - T(2) * s + a) * c;
}
template <typename T, typename U>
void run(const char *name, int n)
{
    T *hp = new T[n], *hq = new T[n], *hr = new T[n], *ho = new T[n * 8];
    unsigned s = 12345u;
    for (int i = 0; i < n; i++) {
        s = s * 1664525u + 1013904223u; hp[i] = T((s >> 8) % 20011) / T(7919) - T(1.3);
        s = s * 1664525u + 1013904223u; hq[i] = T((s >> 8) % 30011) / T(10007) - T(1.1);
        s = s * 1664525u + 1013904223u; hr[i] = T((s >> 8) % 25013) / T(6007) - T(2.2);
    }
    T *dp, *dq, *dr, *dout;
    cudaMalloc(&dp, n * sizeof(T)); cudaMalloc(&dq, n * sizeof(T)); cudaMalloc(&dr, n * sizeof(T)); cudaMalloc(&dout, n * 8 * sizeof(T));
    cudaMemcpy(dp, hp, n * sizeof(T), cudaMemcpyHostToDevice);
    cudaMemcpy(dq, hq, n * sizeof(T), cudaMemcpyHostToDevice);
    cudaMemcpy(dr, hr, n * sizeof(T), cudaMemcpyHostToDevice);
    k<T><<<(n + 127) / 128, 128>>>(dp, dq, dr, dout, n);
    cudaMemcpy(ho, dout, n * 8 * sizeof(T), cudaMemcpyDeviceToHost);
    for (int c = 0; c < 8; c++) {
        unsigned long long h = 1469598103934665603ull;
        for (int i = 0; i < n; i++) { U u; memcpy(&u, &ho[i * 8 + c], sizeof u); h = (h ^ (unsigned long long)u) * 1099511628211ull; }
        printf("%s col %d hash %016llx first %a last %a\n", name, c, h, (double)ho[c], (double)ho[(n - 1) * 8 + c]);
    }
    cudaFree(dp); cudaFree(dq); cudaFree(dr); cudaFree(dout);
    delete[] hp; delete[] hq; delete[] hr; delete[] ho;
}
int main()
{
    run<float, unsigned>("float", 2048);
    run<double, unsigned long long>("double", 2048);
    return 0;
}

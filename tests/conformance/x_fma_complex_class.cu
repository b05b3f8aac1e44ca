// Mandelbrot and Julia sets with a templated Complex class.
// Escape counts, smooth colouring, final orbit values printed bit-exactly.
#include <cstdio>
#include <cstring>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

template <typename T>
struct Complex {
    T re, im;
    __host__ __device__ Complex(T r = T(0), T i = T(0)) : re(r), im(i) {}
    __host__ __device__ Complex operator+(const Complex &o) const { return Complex(re + o.re, im + o.im); }
    __host__ __device__ Complex operator-(const Complex &o) const { return Complex(re - o.re, im - o.im); }
    __host__ __device__ Complex operator*(const Complex &o) const
    {
        return Complex(re * o.re - im * o.im, re * o.im + im * o.re);
    }
    __host__ __device__ Complex &operator+=(const Complex &o) { re += o.re; im += o.im; return *this; }
    __host__ __device__ T norm() const { return re * re + im * im; }   // |z|^2
};

template <typename T>
__host__ __device__ Complex<T> sqr(const Complex<T> &z) { return z * z; }

struct Result {
    int iter;
    float smooth;
    float zr, zi;
};

template <typename T>
__global__ void fractal(Result *out, int w, int h, T x0, T y0, T dx, T dy, int maxIter, bool julia, Complex<T> jc)
{
    int px = blockIdx.x * blockDim.x + threadIdx.x;
    int py = blockIdx.y * blockDim.y + threadIdx.y;
    if (px >= w || py >= h) return;
    Complex<T> p(x0 + px * dx, y0 + py * dy);
    Complex<T> z = julia ? p : Complex<T>();
    Complex<T> c = julia ? jc : p;
    int it = 0;
    while (it < maxIter && z.norm() <= T(4)) {
        z = sqr(z) + c;
        ++it;
    }
    Result r;
    r.iter = it;
    if (it < maxIter) {
        float lz = logf((float)z.norm()) * 0.5f;
        r.smooth = it + 1 - log2f(lz / 0.693147181f);
    } else {
        r.smooth = -1.0f;
    }
    r.zr = (float)z.re;
    r.zi = (float)z.im;
    out[py * w + px] = r;
}

static unsigned fb(float f) { unsigned u; memcpy(&u, &f, 4); return u; }

template <typename T>
static void run(const char *name, int W, int H, T x0, T y0, T dx, T dy, int maxIter, bool julia, Complex<T> jc)
{
    Result *d;
    cudaMalloc(&d, W * H * sizeof(Result));
    dim3 b(16, 8), g((W + 15) / 16, (H + 7) / 8);
    fractal<T><<<g, b>>>(d, W, H, x0, y0, dx, dy, maxIter, julia, jc);
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) { printf("%s: %s\n", name, cudaGetErrorString(e)); return; }
    std::vector<Result> r(W * H);
    cudaMemcpy(r.data(), d, W * H * sizeof(Result), cudaMemcpyDeviceToHost);
    cudaFree(d);

    printf("== %s (%dx%d, maxIter=%d) ==\n", name, W, H, maxIter);
    const char *pal = " .,:;irsXA253hMHGS#9B&@";
    int npal = (int)strlen(pal);
    for (int y = 0; y < H; ++y) {
        char line[256];
        for (int x = 0; x < W; ++x) {
            int it = r[y * W + x].iter;
            line[x] = it >= maxIter ? '@' : pal[(it * 3) % (npal - 1)];
        }
        line[W] = 0;
        printf("%s\n", line);
    }
    long long total = 0;
    int inside = 0;
    unsigned hash = 2166136261u;
    double smoothSum = 0.0;
    for (int i = 0; i < W * H; ++i) {
        total += r[i].iter;
        inside += r[i].iter >= maxIter;
        if (r[i].smooth >= 0.0f) smoothSum += r[i].smooth;
        hash = (hash ^ (unsigned)r[i].iter) * 16777619u;
        hash = (hash ^ fb(r[i].zr)) * 16777619u;
        hash = (hash ^ fb(r[i].zi)) * 16777619u;
    }
    printf("total iters=%lld inside=%d smoothSum=%.17g hash=%08x\n", total, inside, smoothSum, hash);
    int probes[] = {0, W / 2 + (H / 2) * W, W * H - 1, 7 * W + 13, 11 * W + 40, 3 * W + 2};
    for (int k : probes) {
        k %= W * H;
        const Result &q = r[k];
        printf("  px %4d: iter=%3d smooth=%.9g z=(%a, %a)\n", k, q.iter, q.smooth, q.zr, q.zi);
    }
}

int main()
{
    const int W = 61, H = 27;
    run<float>("mandelbrot float", W, H, -2.2f, -1.2f, 3.2f / W, 2.4f / H, 200, false, Complex<float>());
    run<double>("mandelbrot double", W, H, -2.2, -1.2, 3.2 / W, 2.4 / H, 200, false, Complex<double>());
    run<float>("julia float", W, H, -1.6f, -1.0f, 3.2f / W, 2.0f / H, 300, true, Complex<float>(-0.8f, 0.156f));
    // deep zoom: float runs out of precision here
    run<float>("zoom float", 40, 12, -0.7436447f, 0.1318252f, 2e-7f, 2e-7f, 500, false, Complex<float>());
    run<double>("zoom double", 40, 12, -0.7436447, 0.1318252, 2e-7, 2e-7, 500, false, Complex<double>());

    // a few orbits printed step by step (float), showing the rounding of each step
    Complex<float> c(-0.75f, 0.1f), z;
    for (int i = 0; i < 5; ++i) {
        z = sqr(z) + c;
        printf("host orbit %d: %.9g %.9g\n", i, z.re, z.im);
    }
    return 0;
}

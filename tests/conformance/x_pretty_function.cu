// __func__ and __PRETTY_FUNCTION__ on both sides: nvcc's device pass and
// gcc, the host compiler, spell a signature differently (pointers, long,
// short, bool), and a __host__ __device__ function's value depends on the
// side that runs it.
#include <cstdio>

struct Meter {
    int v;
    __host__ __device__ Meter operator+(const Meter &o) const
    {
        printf("[%s]\n", __PRETTY_FUNCTION__);
        return Meter{v + o.v};
    }
    __host__ __device__ Meter &operator+=(int k)
    {
        printf("[%s]\n", __PRETTY_FUNCTION__);
        v += k;
        return *this;
    }
    __host__ __device__ static Meter zero()
    {
        printf("[%s] [%s]\n", __func__, __PRETTY_FUNCTION__);
        return Meter{0};
    }
    __device__ int twice() const
    {
        printf("[%s]\n", __PRETTY_FUNCTION__);
        return 2 * v;
    }
};

__host__ __device__ long scale(long x, short s, unsigned u, unsigned long long w, bool neg)
{
    printf("[%s]\n", __PRETTY_FUNCTION__);
    return neg ? -x * s : x * s + (long)(u + w);
}

__device__ const char *label(const char *const *names, signed char i, unsigned char j)
{
    printf("[%s]\n", __PRETTY_FUNCTION__);
    return names[i + j];
}

template <typename T>
__host__ __device__ T cube(T x)
{
    printf("[%s] [%s]\n", __func__, __PRETTY_FUNCTION__);
    return x * x * x;
}

template <int N, typename T>
__device__ void fill(T *out, const T &v)
{
    printf("[%s]\n", __PRETTY_FUNCTION__);
    for (int i = 0; i < N; i++) out[i] = v;
}

template <bool Loud>
__global__ void kernel(float *out, double *dout, int n)
{
    if (threadIdx.x != 0) return;
    printf("[%s] [%s]\n", __func__, __PRETTY_FUNCTION__);
    Meter a{3}, b{4};
    Meter c = a + b;
    c += 5;
    Meter z = Meter::zero();
    out[0] = c.twice() + z.v;
    out[1] = scale(7, 2, 3u, 4ull, Loud);
    __shared__ const char *names[3];
    names[0] = "x";
    names[1] = "y";
    names[2] = "z";
    out[2] = label(names, 1, 1)[0];
    out[3] = cube(2.0f) + cube(3);
    dout[0] = cube(1.5);
    fill<2>(out + 4, 9.5f);
    fill<1, double>(dout + 1, 0.25);
}

int main()
{
    printf("[%s] [%s]\n", __func__, __PRETTY_FUNCTION__);
    Meter a{1}, b{2};
    Meter c = a + b;
    c += 10;
    Meter::zero();
    printf("host: %d %ld %d %g\n", c.v, scale(5, 3, 1u, 2ull, false), cube(4), cube(0.5));
    float *d;
    double *dd;
    cudaMalloc(&d, 6 * sizeof(float));
    cudaMalloc(&dd, 2 * sizeof(double));
    kernel<true><<<1, 32>>>(d, dd, 6);
    float h[6];
    double hd[2];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    cudaMemcpy(hd, dd, sizeof hd, cudaMemcpyDeviceToHost);
    printf("device: %g %g %g %g %g %g | %g %g\n", h[0], h[1], h[2], h[3], h[4], h[5], hd[0], hd[1]);
    cudaFree(d);
    cudaFree(dd);
    return 0;
}

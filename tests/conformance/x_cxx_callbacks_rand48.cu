// Idioms of C and C++ host code around kernels: callbacks held in struct
// members (s.f(x)), trailing return types, lambdas returning references
// into captured arrays, glibc's drand48 family and random(), __ldg and the
// cache-hinted stores on char and vector types, and a local constant
// passed as a template argument to a kernel that uses a struct template.
#include <cstdio>
#include <cstdlib>

struct Filter {
    const char *name;
    float (*apply)(float);
    int (*score)(int, int);
};
static float halve(float x) { return x * 0.5f; }
static float square(float x) { return x * x; }
static int sum2(int a, int b) { return a + b; }
static int diff2(int a, int b) { return a - b; }

auto cube(int i) -> long long { return (long long)i * i * i; }
__device__ auto clampf01(float x) -> float { return fminf(fmaxf(x, 0.0f), 1.0f); }
struct Acc {
    int total;
    auto add(int v) -> Acc & { total += v; return *this; }
    auto get() const -> int;
};
auto Acc::get() const -> int { return total * 10; }

template <class T> struct SharedMemory {
    __device__ operator T *() { extern __shared__ int raw_[]; return (T *)raw_; }
};
template <class T, unsigned B> __global__ void fillShared(T *o) {
    T *s = SharedMemory<T>();
    s[threadIdx.x] = (T)(B * threadIdx.x);
    __syncthreads();
    o[threadIdx.x] = s[(threadIdx.x + 1) % B];
}
template <class T> void runFill() {
    const unsigned threads = 8;
    T *d;
    cudaMalloc(&d, threads * sizeof(T));
    fillShared<T, threads><<<1, threads, threads * sizeof(T)>>>(d);
    T h[threads];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (unsigned i = 0; i < threads; i++) printf("%g ", (double)h[i]);
    printf("\n");
    cudaFree(d);
}

__global__ void hinted(const unsigned char *in, const char4 *c4, const short2 *s2, const longlong2 *l2, int *out, float4 *o4, float *f) {
    int i = threadIdx.x;
    out[i] = __ldg(&in[i]) + __ldg(&c4[i]).w + __ldcs(&s2[i]).y * 3 + (int)__ldg(&l2[i]).x;
    __stcs(&o4[i], make_float4(i, 2 * i, 3 * i, clampf01(0.25f * i)));
    __stcg(&f[i], clampf01(1.5f - 0.5f * i));
}

int main() {
    Filter filters[2] = {{"halve", halve, sum2}, {"square", square, diff2}};
    Filter *p = &filters[1];
    for (int k = 0; k < 2; k++) printf("%s: %g %d\n", filters[k].name, filters[k].apply(3.0f), filters[k].score(7, 4));
    printf("through a pointer: %g %d, explicit: %g\n", p->apply(-1.5f), p->score(2, 9), (*filters[0].apply)(10.0f));

    Acc acc{1};
    acc.add(2).add(3);
    printf("trailing returns: %lld %d\n", cube(-7), acc.get());

    int table[5] = {10, 20, 30, 40, 50};
    auto at = [&](int i) -> int & { return table[i]; };
    auto cptr = [&table](int i) -> const int * { return &table[i]; };
    at(2) += 5;
    at(4) = at(0) * 3;
    printf("lambdas: %d %d %d %d\n", table[2], table[4], *cptr(3), at(1));

    double first = drand48();
    long l0 = lrand48();
    printf("drand48 unseeded: %.17g %ld\n", first, l0);
    srand48(20251125);
    for (int k = 0; k < 4; k++) {
        double x = drand48();
        long y = lrand48();
        long z = mrand48();
        printf("rand48 %d: %.17g %ld %ld\n", k, x, y, z);
    }
    srand48(-77);
    double below = 0;
    for (int k = 0; k < 1000; k++) below += drand48() < 0.25 ? 1 : 0;
    printf("below a quarter: %g\n", below);
    srandom(99);
    long r1 = random();
    long r2 = random();
    srand(99);
    int q1 = rand();
    printf("random %ld %ld rand %d\n", r1, r2, q1);

    runFill<int>();
    runFill<float>();

    const int n = 6;
    unsigned char hin[n] = {1, 2, 250, 255, 0, 128};
    char4 hc[n];
    short2 hs[n];
    longlong2 hl[n];
    for (int i = 0; i < n; i++) {
        hc[i] = make_char4(i, -i, 2 * i, -3 * i);
        hs[i] = make_short2(100 * i, -7 * i);
        hl[i] = make_longlong2(1000000007LL * i, -i);
    }
    unsigned char *din; char4 *dc; short2 *ds; longlong2 *dl; int *dout; float4 *d4; float *df;
    cudaMalloc(&din, sizeof hin); cudaMalloc(&dc, sizeof hc); cudaMalloc(&ds, sizeof hs); cudaMalloc(&dl, sizeof hl);
    cudaMalloc(&dout, n * sizeof(int)); cudaMalloc(&d4, n * sizeof(float4)); cudaMalloc(&df, n * sizeof(float));
    cudaMemcpy(din, hin, sizeof hin, cudaMemcpyHostToDevice);
    cudaMemcpy(dc, hc, sizeof hc, cudaMemcpyHostToDevice);
    cudaMemcpy(ds, hs, sizeof hs, cudaMemcpyHostToDevice);
    cudaMemcpy(dl, hl, sizeof hl, cudaMemcpyHostToDevice);
    hinted<<<1, n>>>(din, dc, ds, dl, dout, d4, df);
    int hout[n];
    float4 h4[n];
    float hf[n];
    cudaMemcpy(hout, dout, sizeof hout, cudaMemcpyDeviceToHost);
    cudaMemcpy(h4, d4, sizeof h4, cudaMemcpyDeviceToHost);
    cudaMemcpy(hf, df, sizeof hf, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++) printf("hinted %d: %d (%g %g %g %g) %g\n", i, hout[i], h4[i].x, h4[i].y, h4[i].z, h4[i].w, hf[i]);
    return 0;
}

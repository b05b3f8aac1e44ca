// Tests a class with private data and public member functions declared in the class
// and defined outside it (Tag::name), constructors defined outside with initialiser
// lists and default arguments, an operator defined outside, and objects of the class
// built and used inside a kernel (a running mean/min/max per thread).
#include <cstdio>
#include <cuda_runtime.h>

class RunningStats {
public:
    __host__ __device__ RunningStats();
    __host__ __device__ RunningStats(float first, int weight = 1);
    __host__ __device__ void push(float v);
    __host__ __device__ float mean() const;
    __host__ __device__ float lo() const;
    __host__ __device__ float hi() const;
    __host__ __device__ int count() const;
    __host__ __device__ RunningStats operator+(const RunningStats &o) const;

private:
    float sum_, min_, max_;
    int n_;
};

__host__ __device__ RunningStats::RunningStats() : sum_(0.0f), min_(1e30f), max_(-1e30f), n_(0) {}

__host__ __device__ RunningStats::RunningStats(float first, int weight)
    : sum_(first * weight), min_(first), max_(first), n_(weight) {}

__host__ __device__ void RunningStats::push(float v) {
    sum_ += v;
    if (v < min_) min_ = v;
    if (v > max_) max_ = v;
    n_++;
}

__host__ __device__ float RunningStats::mean() const { return n_ > 0 ? sum_ / n_ : 0.0f; }
__host__ __device__ float RunningStats::lo() const { return min_; }
__host__ __device__ float RunningStats::hi() const { return max_; }
__host__ __device__ int RunningStats::count() const { return n_; }

__host__ __device__ RunningStats RunningStats::operator+(const RunningStats &o) const {
    RunningStats r;
    r.sum_ = sum_ + o.sum_;
    r.min_ = min_ < o.min_ ? min_ : o.min_;
    r.max_ = max_ > o.max_ ? max_ : o.max_;
    r.n_ = n_ + o.n_;
    return r;
}

__global__ void summarize(const float *x, int per, float *out) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    RunningStats s;
    for (int k = 0; k < per; k++) s.push(x[t * per + k]);
    RunningStats bias(100.0f);
    RunningStats all = s + bias;
    out[4 * t + 0] = s.mean();
    out[4 * t + 1] = s.lo();
    out[4 * t + 2] = s.hi();
    out[4 * t + 3] = all.mean() + all.count();
}

int main() {
    const int threads = 8, per = 5, n = threads * per;
    float hx[n];
    for (int i = 0; i < n; i++) hx[i] = (float)((i * 29) % 23) - 7.5f;
    float *dx, *dout;
    cudaMalloc(&dx, sizeof(hx));
    cudaMalloc(&dout, 4 * threads * sizeof(float));
    cudaMemcpy(dx, hx, sizeof(hx), cudaMemcpyHostToDevice);
    summarize<<<2, threads / 2>>>(dx, per, dout);
    float out[4 * threads];
    cudaMemcpy(out, dout, sizeof(out), cudaMemcpyDeviceToHost);
    for (int t = 0; t < threads; t++)
        printf("thread %d: mean %.3f min %.1f max %.1f combined %.4f\n", t, out[4 * t], out[4 * t + 1],
               out[4 * t + 2], out[4 * t + 3]);
    RunningStats host(2.0f, 3);
    host.push(-4.0f);
    host.push(10.0f);
    printf("host: n=%d mean=%.3f min=%.1f max=%.1f\n", host.count(), host.mean(), host.lo(), host.hi());
    RunningStats empty;
    printf("empty: n=%d mean=%.1f\n", empty.count(), empty.mean());
    cudaFree(dx);
    cudaFree(dout);
    return 0;
}

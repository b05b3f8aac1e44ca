// std::unique_ptr and std::make_unique around a kernel: host buffers that
// free themselves, make_unique<T[]>(n) zero-filled, make_unique<T>(args),
// operator->, *, [], bool, get, release and reset.
#include <cstdio>
#include <memory>

struct Tally {
    int count;
    float sum;
    Tally(int c, float s) : count(c), sum(s) {}
};

__global__ void ramp(float *p, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = i * 0.5f;
}

int main() {
    const int n = 40;
    auto host = std::make_unique<float[]>(n);
    printf("zero-filled: %g %g\n", host[0], host[n - 1]);
    std::unique_ptr<float[]> doubled(new float[n]);
    auto tally = std::make_unique<Tally>(0, 0.0f);
    std::unique_ptr<int> answer = std::make_unique<int>(41);
    std::unique_ptr<int> none;

    float *dev;
    cudaMalloc(&dev, n * sizeof(float));
    ramp<<<2, 32>>>(dev, n);
    cudaMemcpy(host.get(), dev, n * sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(dev);
    for (int i = 0; i < n; i++) {
        doubled[i] = host[i] * 2;
        tally->count++;
        tally->sum += doubled[i];
    }
    printf("%d values, sum %.2f, answer %d, %s, %s\n", tally->count, (*tally).sum, *answer + 1,
           answer ? "set" : "empty", none ? "set" : "empty");
    int *raw = answer.release();
    printf("released %d, now %s\n", *raw, answer ? "set" : "empty");
    delete raw;
    answer.reset(new int);
    *answer = 5;
    printf("reset to %d\n", *answer);
    return 0;
}

// Objects built in memory the program owns: placement new into shared
// memory and into a host buffer, explicit destructor calls, and the
// traces of copies and moves in device code (static_cast<T&&> moves; a
// temporary assigned to an object moves).
#include <cstdio>
#include <new>

struct Tally {
    int id;
    float sum;
    __host__ __device__ Tally(int i, float s) : id(i), sum(s) { printf("  build #%d (%.1f)\n", id, sum); }
    __host__ __device__ Tally(const Tally &o) : id(o.id + 10), sum(o.sum) { printf("  copy #%d from #%d\n", id, o.id); }
    __host__ __device__ Tally(Tally &&o) noexcept : id(o.id + 20), sum(o.sum)
    {
        o.sum = 0;
        printf("  move #%d from #%d\n", id, o.id);
    }
    __host__ __device__ Tally &operator=(const Tally &o)
    {
        sum = o.sum;
        printf("  copy-assign #%d from #%d\n", id, o.id);
        return *this;
    }
    __host__ __device__ Tally &operator=(Tally &&o) noexcept
    {
        sum = o.sum;
        o.sum = 0;
        printf("  move-assign #%d from #%d\n", id, o.id);
        return *this;
    }
    __host__ __device__ ~Tally() { printf("  end #%d (%.1f)\n", id, sum); }
    __host__ __device__ void add(float x) { sum += x; }
};

__device__ Tally fresh(int id) { return Tally(id, 0.5f * id); }

__global__ void lifecycle(float *out)
{
    __shared__ alignas(Tally) unsigned char slots[4 * sizeof(Tally)];
    Tally *mine = nullptr;
    if (threadIdx.x < 4) mine = new (slots + threadIdx.x * sizeof(Tally)) Tally(threadIdx.x, 1.0f);
    __syncthreads();
    if (threadIdx.x < 4) {
        Tally *next = reinterpret_cast<Tally *>(slots) + (threadIdx.x + 1) % 4;
        mine->add(next->id * 10.0f);
    }
    __syncthreads();
    if (threadIdx.x < 4) {
        out[threadIdx.x] = mine->sum;
        mine->~Tally();
    }
    if (threadIdx.x == 0) {
        printf("-- moves in one thread\n");
        Tally a(7, 7.0f);
        Tally b = a;
        Tally c = static_cast<Tally &&>(b);
        c = fresh(8);
        c = a;
        out[4] = a.sum + b.sum + c.sum;
    }
}

int main()
{
    printf("host:\n");
    alignas(Tally) unsigned char buf[sizeof(Tally)];
    Tally *t = new (buf) Tally(1, 2.0f);
    t->add(3.0f);
    printf("  sum %.1f\n", t->sum);
    t->~Tally();

    float *d, h[5];
    cudaMalloc(&d, sizeof h);
    lifecycle<<<1, 32>>>(d);
    cudaDeviceSynchronize();
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("sums: %.1f %.1f %.1f %.1f, moved %.1f\n", h[0], h[1], h[2], h[3], h[4]);
    cudaFree(d);
    return 0;
}

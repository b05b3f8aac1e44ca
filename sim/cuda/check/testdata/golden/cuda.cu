// Kernels, launches, shared memory, vector types and templates.
#define N 256
struct Pair { char tag; double value; int count; };

__constant__ float coeff[4];
__device__ int counter;

template <int BLOCK>
__global__ void __launch_bounds__(BLOCK) reduce(const float *in, float *out) {
    __shared__ float s[BLOCK];
    extern __shared__ float dyn[];
    unsigned t = threadIdx.x;
    s[t] = in[blockIdx.x * blockDim.x + t] * coeff[0];
    __syncthreads();
#pragma unroll
    for (int stride = BLOCK / 2; stride > 0; stride >>= 1) {
        if (t < stride) s[t] += s[t + stride];
        __syncthreads();
    }
    if (t == 0) { out[blockIdx.x] = s[0]; atomicAdd(&counter, 1); dyn[0] = 0; }
}

template <typename T>
__device__ T twice(T v) { return v + v; }

__global__ void vec(float4 *v, Pair *p) {
    float4 a = make_float4(1, 2, 3, 4);
    a.x = twice(a.y);
    v[threadIdx.x] = a;
    p->count = __shfl_down_sync(0xffffffff, p->count, 1);
}

int main() {
    float *in, *out;
    cudaMalloc(&in, N * sizeof(float));
    cudaMalloc((void **)&out, sizeof(float));
    dim3 grid(N / 128), block(128);
    reduce<128><<<grid, block, 4>>>(in, out);
    vec<<<1, 32>>>(0, nullptr);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return sizeof(Pair) + alignof(float4);
}

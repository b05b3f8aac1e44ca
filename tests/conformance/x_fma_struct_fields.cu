// Products held in the fields of a local struct, and adds into an array
// element through operator+=: nvcc inlines the helpers and splits the
// struct into one value per field (SROA) before it contracts, so a field's
// product fuses into the add that reads it, a field set to a constant folds
// with the constants it multiplies, and p[i] += v[i] * dt is one FMA per
// component.
#include <cstdio>

struct vec3 {
    float x, y, z;
    __host__ __device__ vec3() : x(0), y(0), z(0) {}
    __host__ __device__ vec3(float a, float b, float c) : x(a), y(b), z(c) {}
    __host__ __device__ vec3 operator+(const vec3 &o) const { return vec3(x + o.x, y + o.y, z + o.z); }
    __host__ __device__ vec3 operator-(const vec3 &o) const { return vec3(x - o.x, y - o.y, z - o.z); }
    __host__ __device__ vec3 operator*(float s) const { return vec3(x * s, y * s, z * s); }
};

__host__ __device__ inline float3 operator*(float3 a, float s) { return make_float3(a.x * s, a.y * s, a.z * s); }
__host__ __device__ inline float3 &operator+=(float3 &a, float3 b)
{
    a.x += b.x;
    a.y += b.y;
    a.z += b.z;
    return a;
}

const float DT = 1.0f / 120.0f;

__global__ void verlet(const vec3 *cur, const vec3 *prev, vec3 *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    vec3 acc(0.3f * sinf(0.7f * i), -9.81f, 0.0f);
    vec3 vel = (cur[i] - prev[i]) * 0.995f;
    out[i] = cur[i] + vel + acc * (DT * DT);
}

__global__ void fieldsByHand(const float *a, float *o, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float x = a[3 * i], y = a[3 * i + 1], z = a[3 * i + 2];
    float3 p;
    p.x = x * y;
    p.y = y * z;
    p.z = 0.25f;
    float3 q = make_float3(x * z, 0.5f * y, z);
    o[4 * i] = p.x + z;
    o[4 * i + 1] = x - p.y;
    o[4 * i + 2] = q.x + p.z * 8.0f + q.y;
    o[4 * i + 3] = q.z * p.z + x;
}

__global__ void advance(float3 *p, float3 *v, const float3 *vnew, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    v[i] = vnew[i];
    p[i] += vnew[i] * 0.002f;
}

int main()
{
    const int n = 40;
    vec3 hc[n], hp[n];
    float ha[3 * n];
    float3 p3[n], v3[n];
    for (int i = 0; i < n; i++) {
        hc[i] = vec3(0.05f * i + 1e-3f * (i % 7), -0.0007f * i - 0x1.652bd8p-11f, 0.01f * (i % 5));
        hp[i] = vec3(0.05f * i, -0.0003f * (i % 3), 0.01f * (i % 5) - 1e-4f * i);
        ha[3 * i] = 1.1f + 0.013f * i;
        ha[3 * i + 1] = 1.3f - 0.007f * i;
        ha[3 * i + 2] = -1.43f + 0.021f * i;
        p3[i] = make_float3(0.1f * i, 0.0f, 0.01f * (i % 3 - 1));
        v3[i] = make_float3(1.7e-3f * (i % 4), -0.0123f * i, 0.0371f - 2e-3f * i);
    }
    vec3 *dc, *dp, *dout;
    float *da, *dof;
    float3 *dp3, *dv3, *dvn;
    cudaMalloc(&dc, sizeof hc);
    cudaMalloc(&dp, sizeof hp);
    cudaMalloc(&dout, sizeof hc);
    cudaMalloc(&da, sizeof ha);
    cudaMalloc(&dof, 4 * n * sizeof(float));
    cudaMalloc(&dp3, sizeof p3);
    cudaMalloc(&dv3, sizeof v3);
    cudaMalloc(&dvn, sizeof v3);
    cudaMemcpy(dc, hc, sizeof hc, cudaMemcpyHostToDevice);
    cudaMemcpy(dp, hp, sizeof hp, cudaMemcpyHostToDevice);
    cudaMemcpy(da, ha, sizeof ha, cudaMemcpyHostToDevice);
    cudaMemcpy(dp3, p3, sizeof p3, cudaMemcpyHostToDevice);
    cudaMemcpy(dvn, v3, sizeof v3, cudaMemcpyHostToDevice);
    verlet<<<2, 32>>>(dc, dp, dout, n);
    fieldsByHand<<<2, 32>>>(da, dof, n);
    for (int s = 0; s < 3; s++) advance<<<2, 32>>>(dp3, dv3, dvn, n);
    vec3 out[n];
    float of[4 * n];
    cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(of, dof, sizeof of, cudaMemcpyDeviceToHost);
    cudaMemcpy(p3, dp3, sizeof p3, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i += 3)
        printf("%2d verlet %a %a %a | fields %a %a %a %a | advance %a %a %a\n", i, out[i].x, out[i].y, out[i].z,
               of[4 * i], of[4 * i + 1], of[4 * i + 2], of[4 * i + 3], p3[i].x, p3[i].y, p3[i].z);
    return 0;
}

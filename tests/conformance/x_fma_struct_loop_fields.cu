// A struct local updated field by field in a loop: its fields are loop
// phis that SROA makes in the reverse of the fields' order, so in
// q.x*q.x + q.y*q.y the product of q.y ranks lower and is fused, where
// separate scalars x and y (declared in that order, in a grid-stride
// loop) fuse x*x.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

struct Body {
    float x, y, z;
    float vx, vy, vz;
    float mass;
    int id;
};

__global__ void step_struct(Body *b, int n, float dt, int steps) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    Body q = b[i];
    for (int s = 0; s < steps; ++s) {
        float r2 = q.x * q.x + q.y * q.y + q.z * q.z + 0.01f;
        float inv = 1.0f / (r2 * sqrtf(r2));
        q.vx -= q.x * inv * q.mass * dt;
        q.vy -= q.y * inv * q.mass * dt;
        q.vz -= q.z * inv * q.mass * dt;
        q.x += q.vx * dt;
        q.y += q.vy * dt;
        q.z += q.vz * dt;
    }
    b[i] = q;
}

__global__ void step_scalars(Body *b, int n, float dt, int steps) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        float x = b[i].x, y = b[i].y, z = b[i].z;
        float vx = b[i].vx, vy = b[i].vy, vz = b[i].vz, m = b[i].mass;
        for (int s = 0; s < steps; ++s) {
            float r2 = x * x + y * y + z * z + 0.01f;
            float inv = 1.0f / (r2 * sqrtf(r2));
            vx -= x * inv * m * dt;
            vy -= y * inv * m * dt;
            vz -= z * inv * m * dt;
            x += vx * dt;
            y += vy * dt;
            z += vz * dt;
        }
        b[i].x = x; b[i].y = y; b[i].z = z;
        b[i].vx = vx; b[i].vy = vy; b[i].vz = vz;
    }
}

__global__ void step_struct_grid(Body *b, int n, float dt, int steps) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        Body q = b[i];
        for (int s = 0; s < steps; ++s) {
            float r2 = q.x * q.x + q.y * q.y + q.z * q.z + 0.01f;
            float inv = 1.0f / (r2 * sqrtf(r2));
            q.vx -= q.x * inv * q.mass * dt;
            q.vy -= q.y * inv * q.mass * dt;
            q.vz -= q.z * inv * q.mass * dt;
            q.x += q.vx * dt;
            q.y += q.vy * dt;
            q.z += q.vz * dt;
        }
        b[i] = q;
    }
}

static unsigned fnv(const void *p, size_t bytes) {
    const unsigned char *c = (const unsigned char *)p;
    unsigned h = 2166136261u;
    for (size_t i = 0; i < bytes; ++i) h = (h ^ c[i]) * 16777619u;
    return h;
}

int main() {
    const int n = 512;
    Body *h = new Body[n];
    for (int i = 0; i < n; ++i) {
        float t = 0.37f * (float)i;
        h[i].x = 1.0f + 0.01f * (float)(i % 17) - 0.3f * (float)(i % 5);
        h[i].y = 0.5f - 0.013f * (float)(i % 23);
        h[i].z = 0.2f * (float)((i % 7) - 3);
        h[i].vx = 0.1f * (float)((i % 3) - 1) + 0.001f * t;
        h[i].vy = 0.05f * (float)((i % 11) - 5);
        h[i].vz = 0.01f * (float)(i % 13);
        h[i].mass = 1.0f + 0.25f * (float)(i % 4);
        h[i].id = i;
    }
    Body *da, *db, *dc;
    cudaMalloc(&da, n * sizeof(Body));
    cudaMalloc(&db, n * sizeof(Body));
    cudaMalloc(&dc, n * sizeof(Body));
    cudaMemcpy(da, h, n * sizeof(Body), cudaMemcpyHostToDevice);
    cudaMemcpy(db, h, n * sizeof(Body), cudaMemcpyHostToDevice);
    cudaMemcpy(dc, h, n * sizeof(Body), cudaMemcpyHostToDevice);
    step_struct<<<n / 128, 128>>>(da, n, 0.01f, 40);
    step_scalars<<<n / 128, 128>>>(db, n, 0.01f, 40);
    step_struct_grid<<<2, 128>>>(dc, n, 0.01f, 40);
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) { printf("launch: %s\n", cudaGetErrorString(err)); return 1; }
    Body *ra = new Body[n], *rb = new Body[n], *rc = new Body[n];
    cudaMemcpy(ra, da, n * sizeof(Body), cudaMemcpyDeviceToHost);
    cudaMemcpy(rb, db, n * sizeof(Body), cudaMemcpyDeviceToHost);
    cudaMemcpy(rc, dc, n * sizeof(Body), cudaMemcpyDeviceToHost);
    int differ = 0, differGrid = 0;
    for (int i = 0; i < n; ++i) {
        differ += memcmp(&ra[i], &rb[i], sizeof(Body)) != 0;
        differGrid += memcmp(&rc[i], &rb[i], sizeof(Body)) != 0;
    }
    printf("struct hash %08x, grid struct hash %08x, scalars hash %08x, differing from scalars %d and %d\n",
           fnv(ra, n * sizeof(Body)), fnv(rc, n * sizeof(Body)), fnv(rb, n * sizeof(Body)), differ, differGrid);
    for (int i = 0; i < n; i += 101)
        printf("%3d: struct (%a, %a) grid struct (%a, %a) scalars (%a, %a)\n", i, ra[i].x, ra[i].vy, rc[i].x, rc[i].vy, rb[i].x, rb[i].vy);
    cudaFree(da); cudaFree(db); cudaFree(dc);
    delete[] h; delete[] ra; delete[] rb; delete[] rc;
    return 0;
}

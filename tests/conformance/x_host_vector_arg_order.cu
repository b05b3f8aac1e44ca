// The host builds vectors from calls with effects: make_float3(rand(), ...),
// make_int2, a dim3 constructor. Each is a function call to gcc, nvcc's host
// compiler, which evaluates the arguments from the last to the first on
// x86-64, so the first rand() lands in the last component. A braced list
// evaluates from the first to the last.
#include <cstdio>
#include <cstdlib>

static int counter = 0;
static int tick() { return ++counter; }

__global__ void show(float3 p, int2 q, dim3 d) {
    printf("device: p=(%g,%g,%g) q=(%d,%d) d=(%u,%u,%u)\n", p.x, p.y, p.z, q.x, q.y, d.x, d.y, d.z);
}

int main() {
    srand(7);
    float3 p = make_float3((float)(rand() % 100), (float)(rand() % 100), (float)(rand() % 100));
    printf("make_float3: %g %g %g\n", p.x, p.y, p.z);
    int2 q = make_int2(tick(), tick());
    printf("make_int2: %d %d\n", q.x, q.y);
    int4 r = make_int4(tick(), tick(), tick(), tick());
    printf("make_int4: %d %d %d %d\n", r.x, r.y, r.z, r.w);
    dim3 d(tick(), tick(), tick());
    printf("dim3: %u %u %u\n", d.x, d.y, d.z);
    int2 braced = {tick(), tick()};
    printf("braced: %d %d\n", braced.x, braced.y);
    float2 f = make_float2(rand() % 10 * 0.5f, rand() % 10 * 0.25f);
    printf("make_float2: %g %g\n", f.x, f.y);
    show<<<1, 1>>>(make_float3(tick(), tick(), tick()), make_int2(tick(), tick()), dim3(tick(), tick()));
    cudaDeviceSynchronize();
    printf("counter %d\n", counter);
    return 0;
}

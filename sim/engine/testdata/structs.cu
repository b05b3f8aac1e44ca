#include <cstdio>

struct Particle {
    float x, y;
    int id;
};

__device__ float dist2(Particle p) { return p.x * p.x + p.y * p.y; }

__global__ void move(Particle *ps, int n, float dx) {
    int i = threadIdx.x;
    if (i >= n) return;
    Particle p = ps[i];
    p.x += dx;
    p.y = p.y * 2;
    ps[i] = p;
    ps[i].id = (int)dist2(p);
}

int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }

int main(void) {
    Particle h[4];
    for (int i = 0; i < 4; i++) { h[i].x = i; h[i].y = 1.5f; h[i].id = -1; }
    Particle *d;
    cudaMalloc(&d, sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    move<<<1, 8>>>(d, 4, 0.5f);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 4; i++) printf("(%.2f, %.2f) id=%d\n", h[i].x, h[i].y, h[i].id);
    int arr[5] = {5, 4, 3};
    int *p = arr + 1;
    p[2] = 9;
    printf("%d %d %d %d %d | %ld | fact(10)=%d | sizeof(Particle)=%zu\n", arr[0], arr[1], arr[2], arr[3], arr[4], (long)(p - arr), fact(10), sizeof(Particle));
    return 0;
}
// Output:
// (0.50, 3.00) id=9
// (1.50, 3.00) id=11
// (2.50, 3.00) id=15
// (3.50, 3.00) id=21
// 5 4 3 9 0 | 1 | fact(10)=3628800 | sizeof(Particle)=12

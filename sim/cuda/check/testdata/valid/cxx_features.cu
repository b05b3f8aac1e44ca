// C and C++ features that lab programs use; the file must check cleanly.
#include <cstdio>
#include <cstdint>
#include <cmath>

typedef unsigned int uint_t;
typedef struct { float x, y; } Point;
struct Node { int value; Node *next; };
enum Color { RED, GREEN = 5, BLUE };
union Bits { float f; unsigned int u; };

static const int TABLE[3][2] = {{1, 2}, {3, 4}, {5, 6}};
const char *names[] = {"red", "green", "blue"};
char greeting[] = "hi\tthere\n";
extern int later;
int later = 3;

inline int clampi(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }
void swap(int &a, int &b) { int t = a; a = b; b = t; }
static unsigned long long mix(unsigned long long h) { return (h ^ (h >> 33)) * 0xff51afd7ed558ccdULL; }

__host__ __device__ float lerp(float a, float b, float t) { return a + (b - a) * t; }
__device__ __forceinline__ int lane() { return threadIdx.x & 31; }
__device__ __noinline__ int twice(int x) { return 2 * x; }

__global__ void __launch_bounds__(256, 2) kern(float *__restrict__ out, const float *__restrict__ in, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        float v = in[i];
        out[i] = lerp(v, 1.0f, 0.5f) + (float)twice(lane()) + sqrtf(fabsf(v)) + __expf(v) * rsqrtf(2.0f);
    }
}

int main() {
    uint_t u = 10u;
    Point p = {1.0f, 2.0f};
    Node a = {1, nullptr}, b = {2, &a};
    Color c = BLUE;
    Bits bits;
    bits.f = 1.0f;
    int x = 1, y = 2;
    swap(x, y);
    auto z = x + y * 2;
    long long big = 1LL << 40;
    unsigned short us = (unsigned short)65535;
    signed char sc = -5;
    uint8_t byte = 0xFF;
    int64_t wide = INT64_MAX;
    size_t sz = sizeof(Point) + sizeof p + alignof(double);
    double hexf = 0x1.8p1;
    float tiny = 1e-3f;
    char esc = '\x41';
    int sum = 0;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 2; ++j) sum += TABLE[i][j];
    int k = 0;
    do { k++; } while (k < 5);
    while (k > 0) { if (k == 2) break; k--; continue; }
    switch (c) {
    case RED: printf("red\n"); break;
    case GREEN:
    case BLUE: printf("%s\n", names[c - 5 + 1]); // falls through
    default: break;
    }
    int comma = (x++, y++, x + y);
    int *ptr = &x;
    int **pp = &ptr;
    **pp = clampi(**pp, 0, 100);
    const int *cp = ptr;
    int *back = const_cast<int *>(cp);
    void *raw = static_cast<void *>(back);
    uintptr_t addr = reinterpret_cast<uintptr_t>(raw);
    float asf = static_cast<float>(x) / 3;
    bool flag = ptr != nullptr && !(x > y);
    Node *np = &b;
    int chain = np->next->value + (*np).value;
    unsigned mask = ~0u >> 3;
    x += 3; x -= 1; x *= 2; x /= 2; x %= 7; x <<= 1; x >>= 1; x &= 0xff; x |= 1; x ^= 2;
    float *arr = (float *)malloc(4 * sizeof(float));
    memset(arr, 0, 4 * sizeof(float));
    arr[0] = p.x + p.y;
    free(arr);
    printf("%u %d %lld %hu %d %u %ld %zu %f %f %c %d %d %lu %f %d %d %u %s %llu %u %x %d\n", u, z, big, us, sc, byte, wide, sz,
           hexf, tiny, esc, sum, comma, (unsigned long)addr, asf, flag, chain, mask, greeting, mix(1), bits.u, later, k);
    return 0;
}

// new and delete are lowered to malloc, calloc and free.
struct Pair2 { int a, b; };
int useNew() {
    float *h = new float[10];
    int *z = new int[4]();
    Pair2 *p = new Pair2;
    float **rows = new float *[3];
    h[0] = (float)(z[1] + p->a);
    delete[] h;
    delete[] z;
    delete p;
    delete[] rows;
    return 0;
}

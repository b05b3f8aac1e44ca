// Bit-fields as gcc and nvcc lay them out (System V ABI): packing into units
// of the declared type, a field that would cross a unit starts the next one,
// unnamed and zero-width fields, signed fields sign-extend, 64-bit units,
// bool and char fields; reads, assignments, compound assignments and ++/--
// (also through an index with side effects), braced initialisers with default
// member initialisers, the struct's bytes, and bit-fields in device code.
#include <cstdio>
#include <cstring>

struct A { unsigned a : 4; unsigned b : 12; unsigned c : 16; };
struct B { char x; int b : 10; short s; int c : 3, : 0, d : 5; };
struct C { signed int s : 5; unsigned u : 3; long long big : 40; unsigned char tiny : 2; bool flag : 1; };
struct D { unsigned char a : 3; int b : 10; unsigned short c : 9; int : 4; unsigned e : 1; };
struct E { int n = 7; unsigned f : 6; float g = 2.5f; int h : 3; };
union U { unsigned w; unsigned lo : 8; };

template <typename T> void dump(const char *name, const T &v) {
    unsigned char b[sizeof(T)];
    memcpy(b, &v, sizeof(T));
    printf("%s size=%zu bytes:", name, sizeof(T));
    for (size_t i = 0; i < sizeof(T); i++) printf(" %02x", b[i]);
    printf("\n");
}

__global__ void kern(A *out, C c) {
    int t = threadIdx.x;
    A a = {0, 0, 0};
    a.a = t * 3;
    a.b = t * 1000 - 1;
    a.c = c.s * t;
    a.b += c.u;
    a.a++;
    out[t] = a;
}

int main() {
    A a = {15, 4095, 65535};
    dump("A", a);
    a.a++; a.b += 2; a.c--;
    printf("A: %u %u %u\n", a.a, a.b, a.c);
    B b = {'x', -5, 300, 3, 17};
    dump("B", b);
    printf("B: %c %d %d %d %d\n", b.x, b.b, b.s, b.c, b.d);
    b.b = 600; b.c = 4; b.d = -1;
    printf("B2: %d %d %d  cmp %d\n", b.b, b.c, b.d, b.c < 0);
    C c = {-3, 9, -1234567890123LL, 5, true};
    dump("C", c);
    printf("C: %d %u %lld %d %d\n", c.s, c.u, (long long)c.big, c.tiny, c.flag);
    c.s -= 20; c.big *= 3; c.tiny = 7; c.flag = 0;
    printf("C2: %d %lld %d %d  v=%d\n", c.s, (long long)c.big, c.tiny, c.flag, (c.s = 100));
    D d = {5, -300, 511};
    d.e = 1;
    dump("D", d);
    printf("D: %d %d %d %d %d\n", d.a, d.b, d.c, d.e, d.a - 10);
    E e = {3, 63};
    E e2{};
    dump("E", e);
    printf("E: %d %u %.1f %d | %d %u %.1f %d\n", e.n, e.f, e.g, e.h, e2.n, e2.f, e2.g, e2.h);
    U u; u.w = 0x12345678; printf("U: %u %zu\n", u.lo, sizeof(U));
    A arr[4] = {};
    int i = 0;
    arr[i++].b = 77; arr[i++].a = 9; arr[i].c += 5;
    printf("arr: i=%d %u %u %u post=%u pre=%u\n", i, arr[0].b, arr[1].a, arr[2].c, arr[1].a++, ++arr[1].a);
    A *dout; cudaMalloc(&dout, 4 * sizeof(A));
    kern<<<1, 4>>>(dout, c);
    A h[4]; cudaMemcpy(h, dout, sizeof h, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 4; t++) printf("k%d: %u %u %u\n", t, h[t].a, h[t].b, h[t].c);
    return 0;
}

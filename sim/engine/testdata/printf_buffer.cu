// Device printf reads its arguments from one per-thread buffer by the format, as the
// H200 does (printfbuf.go): mismatched conversions read the argument's bytes, missing or
// wider ones what earlier calls left, and an hh conversion shifts the later ones onto
// the next slots and the format string's bytes. The expected lines were printed by an
// H200 running these two kernels.
#include <cstdio>

__global__ void hmods(const int *iv) {
    printf("D %hhx\n", -1);
    printf("H %hhd %hhu %hd %hu\n", 300, 300, 70000, -1);
    printf("J2 %hu %hx %hhx %hhu\n", iv[1], iv[1], iv[1], iv[1]);
}

__global__ void stale(const int *iv) {
    int a = iv[2];
    printf("K %lld\n", 0x1122334455667788LL + a);
    printf("L %lld\n", a + 5);
    printf("M %f\n", a + 3);
    printf("O %d %d\n", a + 1, a + 2);
    printf("P %lld\n", a + 9);
    printf("P2 %lld %lld\n", a + 10, a + 11);
    printf("Q %d %lld %d\n", a + 1, a + 2LL, a + 3);
    printf("R %d %d %d %d %d %d\n", a + 5);
    printf("S %lld %lld %lld\n", a + 7, 1.5, a + 8);
    printf("T %d %d %d %d\n", 2.5, a + 1, a + 2, a + 3);
    printf("U %f %d\n", (char)(a + 65), a + 4);
}

int main() {
    int h[3] = {-1, 0x12345, 0};
    int *d;
    cudaMalloc(&d, sizeof h);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    hmods<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    stale<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    return 0;
}

// Output:
// D 44
// H 44 44 8264 26728
// J2 9029 2345 4a 104
// K 1234605616436508552
// L 1234605615003729925
// M 0.000000
// O 1 2
// P 8589934601
// P2 47244640266 0
// Q 1 2 3
// R 5 11 2 0 3 0
// S 47244640263 4609434218613702656 8
// T 0 1074003968 1 2
// U 0.000000 1

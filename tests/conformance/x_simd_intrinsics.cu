// The SIMD intrinsics (two 16-bit or four 8-bit elements in an unsigned int): wrapping and
// saturating add, sub, neg and abs, absolute differences, averages, min and max, the __vcmp*
// and __vset* comparisons, and sums of absolute differences, signed and unsigned, on values
// that reach every element's extremes.
#include <cstdio>

#define N 36

__global__ void simd(const unsigned *in, unsigned *out) {
    int t = threadIdx.x;
    unsigned a = in[t], b = in[(t * 7 + 3) % 32];
    unsigned *o = out + t * 2 * N;
#define BOTH(i, f) o[i] = f##2(a, b); o[N + i] = f##4(a, b);
#define ONE(i, f) o[i] = f##2(a); o[N + i] = f##4(a);
    ONE(0, __vabs) ONE(1, __vabsss) ONE(2, __vneg) ONE(3, __vnegss)
    BOTH(4, __vabsdiffs) BOTH(5, __vabsdiffu) BOTH(6, __vadd) BOTH(7, __vaddss) BOTH(8, __vaddus)
    BOTH(9, __vavgs) BOTH(10, __vavgu) BOTH(11, __vhaddu) BOTH(12, __vmaxs) BOTH(13, __vmaxu)
    BOTH(14, __vmins) BOTH(15, __vminu) BOTH(16, __vsads) BOTH(17, __vsadu) BOTH(18, __vsub)
    BOTH(19, __vsubss) BOTH(20, __vsubus) BOTH(21, __vcmpeq) BOTH(22, __vcmpges) BOTH(23, __vcmpgeu)
    BOTH(24, __vcmpgts) BOTH(25, __vcmpgtu) BOTH(26, __vcmples) BOTH(27, __vcmpleu) BOTH(28, __vcmplts)
    BOTH(29, __vcmpltu) BOTH(30, __vcmpne) BOTH(31, __vseteq) BOTH(32, __vsetges) BOTH(33, __vsetgtu)
    BOTH(34, __vsetlts) BOTH(35, __vsetne)
}

int main() {
    unsigned h[32];
    unsigned special[8] = {0x80008000u, 0x7fff7fffu, 0xffff0001u, 0x00000000u, 0x807f80ffu, 0x7f80017fu, 0xffffffffu, 0x01ff8000u};
    for (int i = 0; i < 32; i++) h[i] = i < 8 ? special[i] : 0x9e3779b9u * (unsigned)(i * i + 1) ^ (i << 13);
    unsigned *in, *out;
    cudaMalloc(&in, sizeof h);
    cudaMalloc(&out, 32 * 2 * N * sizeof(unsigned));
    cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
    simd<<<1, 32>>>(in, out);
    static unsigned r[32 * 2 * N];
    cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    for (int k = 0; k < 2 * N; k++) {
        printf("%2d:", k);
        for (int t = 0; t < 32; t += 2) printf(" %x", r[t * 2 * N + k]);
        printf("\n");
    }
    return 0;
}

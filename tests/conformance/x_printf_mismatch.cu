// Device printf whose conversions do not match their arguments, as student code often has
// them: %d of a size_t or a long long, %lld and %ld of an int, %d of a float and %f of an int
// (device printf reads the argument buffer by the format), %u of a negative char, %s of NULL,
// %c of an int above 255, and %x of a pointer-sized value. Each line has the mismatch last
// or alone, so that what follows it cannot shift. (Undefined in C: this records the H200.)
#include <cstdio>
#include <cuda_runtime.h>

__global__ void mismatch(const int *iv, const float *fv) {
    int n = iv[0];
    long long big = (long long)iv[1] * 1000000007LL;
    float f = fv[0];
    char ch = (char)iv[2];
    printf("size_t as %%d: %d\n", sizeof(double) * n);
    printf("long long as %%d: %d\n", big);
    printf("int as %%lld: %lld\n", n);
    printf("int as %%ld: %ld\n", -n);
    printf("float as %%d: %d\n", f);
    printf("int as %%f: %f\n", n);
    printf("char as %%u: %u\n", ch);
    printf("NULL as %%s: %s\n", (const char *)0);
    printf("300 as %%c: [%c]\n", 300 + n);
    printf("size_t as %%x: %x\n", (size_t)big);
    printf("unsigned as %%d: %d\n", 4000000000u + n);
    printf("double as %%d: %d\n", (double)f);
}

int main() {
    int iv[3] = {3, 5, -7};
    float fv[1] = {2.75f};
    int *div;
    float *dfv;
    cudaMalloc(&div, sizeof iv);
    cudaMalloc(&dfv, sizeof fv);
    cudaMemcpy(div, iv, sizeof iv, cudaMemcpyHostToDevice);
    cudaMemcpy(dfv, fv, sizeof fv, cudaMemcpyHostToDevice);
    mismatch<<<1, 1>>>(div, dfv);
    cudaDeviceSynchronize();
    cudaFree(div);
    cudaFree(dfv);
    return 0;
}

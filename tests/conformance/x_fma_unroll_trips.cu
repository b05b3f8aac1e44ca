// How many trips of a counted loop nvcc unrolls whole, seen through fusion: the store before the
// loop and the store under the if inside it make the if no branch only where the loop is unrolled
// whole (x_fma_store_loops), and then x*k fuses both before the loop and inside it. Each kernel is
// the same loop with another trip count (a template parameter); `wide` has a larger body.
#include <cstdio>
template <int TRIPS>
__global__ void trips(const float *in, float *out) {
    int t = threadIdx.x; float x = in[t], k = in[32 + t];
    float r1 = x * k + 0.1f;
    out[2 * t + 1] = 0.0f;
    for (int j = 0; j < TRIPS; j++) {
        if ((t + j) & 1) out[2 * t + 1] = x * k - 7.5f;
    }
    out[2 * t] = r1;
}
template <int TRIPS>
__global__ void wide(const float *in, float *out) {
    int t = threadIdx.x; float x = in[t], k = in[32 + t];
    float r1 = x * k + 0.1f, a = 0.0f, b = 1.0f;
    out[2 * t + 1] = 0.0f;
    for (int j = 0; j < TRIPS; j++) {
        if ((t + j) & 1) out[2 * t + 1] = x * k - 7.5f;
        a = a * 0.5f + in[j];
        b = b * in[j + 1] - a;
        a = a + b * 0.25f;
        b = b - a;
    }
    out[2 * t] = r1 + (a - b) * 0.0f;
}
void show(const char *name, float *o) {
    float r[64];
    cudaMemcpy(r, o, sizeof r, cudaMemcpyDeviceToHost);
    printf("%s:", name);
    for (int i = 0; i < 64; i++) printf(" %a", r[i]);
    printf("\n");
}
int main() {
    float h[96];
    for (int i = 0; i < 96; i++) h[i] = (float)(-102 + 17 * i) * (i < 32 ? 1.0f : 1e-3f) + 0.37f;
    float *d, *o;
    cudaMalloc(&d, sizeof h); cudaMalloc(&o, 256);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    trips<1><<<1, 32>>>(d, o); show("trips1", o);
    trips<2><<<1, 32>>>(d, o); show("trips2", o);
    trips<3><<<1, 32>>>(d, o); show("trips3", o);
    trips<4><<<1, 32>>>(d, o); show("trips4", o);
    trips<5><<<1, 32>>>(d, o); show("trips5", o);
    trips<8><<<1, 32>>>(d, o); show("trips8", o);
    trips<16><<<1, 32>>>(d, o); show("trips16", o);
    trips<32><<<1, 32>>>(d, o); show("trips32", o);
    trips<64><<<1, 32>>>(d, o); show("trips64", o);
    trips<256><<<1, 32>>>(d, o); show("trips256", o);
    wide<2><<<1, 32>>>(d, o); show("wide2", o);
    wide<4><<<1, 32>>>(d, o); show("wide4", o);
    wide<8><<<1, 32>>>(d, o); show("wide8", o);
    wide<16><<<1, 32>>>(d, o); show("wide16", o);
    return 0;
}

// tex2D<float4> on an RGBA8 image created with cudaReadModeElementType: the
// texels are bytes, so the fetch must ask for uchar4, or the texture must be
// created to read normalized floats; the lab names the mismatch (not run on
// the GPU, where the call compiles and returns garbage).
// sanitizer-tool: none
#include <cstdio>

__global__ void brightness(cudaTextureObject_t img, float *out, int w) {
    int x = threadIdx.x, y = blockIdx.x;
    float4 p = tex2D<float4>(img, x + 0.5f, y + 0.5f); // ERROR "tex2D<float4> in thread .* reads texture object 0x[0-9a-f]+, 8-bit unsigned integers in 4 channel\(s\) read as they are \(cudaReadModeElementType\): fetch it as the integer type of its texels"
    out[y * w + x] = 0.299f * p.x + 0.587f * p.y + 0.114f * p.z;
}

int main() {
    const int W = 4, H = 2;
    uchar4 pixels[W * H];
    for (int i = 0; i < W * H; i++) pixels[i] = make_uchar4(i * 30, 255 - i * 30, 128, 255);
    cudaChannelFormatDesc desc = cudaCreateChannelDesc<uchar4>();
    cudaArray_t a;
    cudaMallocArray(&a, &desc, W, H);
    cudaMemcpy2DToArray(a, 0, 0, pixels, W * sizeof(uchar4), W * sizeof(uchar4), H, cudaMemcpyHostToDevice);
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeArray;
    res.res.array.array = a;
    cudaTextureDesc td = {};
    td.readMode = cudaReadModeElementType;
    cudaTextureObject_t img;
    cudaCreateTextureObject(&img, &res, &td, NULL);
    float *out;
    cudaMalloc(&out, W * H * sizeof(float));
    brightness<<<H, W>>>(img, out, W);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}

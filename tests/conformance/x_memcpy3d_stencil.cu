// cudaMalloc3D / cudaMemcpy3D / cudaMemset3D with cudaPitchedPtr and make_cudaExtent
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CUDA_CHECK(x) do { cudaError_t err = (x); if (err != cudaSuccess) { \
    fprintf(stdout, "%s:%d %s -> %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(err)); exit(1); } } while (0)

// 7-point Laplacian-like stencil over a pitched 3D volume (interior only)
__global__ void stencil3d(cudaPitchedPtr in, cudaPitchedPtr out, int nx, int ny, int nz)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    int z = blockIdx.z;
    if (x >= nx || y >= ny || z >= nz) return;
    size_t slice = in.pitch * ny;
    const char* ib = (const char*)in.ptr;
    char* ob = (char*)out.ptr;
    auto at = [&](int xx, int yy, int zz) -> float {
        return ((const float*)(ib + zz * slice + yy * in.pitch))[xx];
    };
    float v;
    if (x == 0 || y == 0 || z == 0 || x == nx - 1 || y == ny - 1 || z == nz - 1)
        v = at(x, y, z);
    else
        v = at(x - 1, y, z) + at(x + 1, y, z) + at(x, y - 1, z) + at(x, y + 1, z) +
            at(x, y, z - 1) + at(x, y, z + 1) - 6.0f * at(x, y, z);
    ((float*)(ob + z * out.pitch * ny + y * out.pitch))[x] = v;
}

int main()
{
    const int NX = 19, NY = 6, NZ = 5;
    const size_t N = (size_t)NX * NY * NZ;
    float* h = (float*)malloc(N * sizeof(float));
    for (int z = 0; z < NZ; ++z)
        for (int y = 0; y < NY; ++y)
            for (int x = 0; x < NX; ++x)
                h[(z * NY + y) * NX + x] = (float)(x * x) * 0.25f + (float)(y * z) - (float)z * 1.5f;

    cudaExtent ext = make_cudaExtent(NX * sizeof(float), NY, NZ);
    printf("extent: width=%zu height=%zu depth=%zu\n", ext.width, ext.height, ext.depth);

    cudaPitchedPtr dIn, dOut;
    CUDA_CHECK(cudaMalloc3D(&dIn, ext));
    CUDA_CHECK(cudaMalloc3D(&dOut, ext));
    printf("dIn:  pitch=%zu xsize=%zu ysize=%zu\n", dIn.pitch, dIn.xsize, dIn.ysize);
    printf("dOut: pitch=%zu xsize=%zu ysize=%zu\n", dOut.pitch, dOut.xsize, dOut.ysize);

    CUDA_CHECK(cudaMemset3D(dOut, 0x7f, ext));  // garbage pattern, overwritten by kernel

    cudaMemcpy3DParms p = {0};
    p.srcPtr = make_cudaPitchedPtr(h, NX * sizeof(float), NX, NY);
    p.dstPtr = dIn;
    p.extent = ext;
    p.kind = cudaMemcpyHostToDevice;
    CUDA_CHECK(cudaMemcpy3D(&p));

    dim3 block(8, 4, 1);
    dim3 grid((NX + 7) / 8, (NY + 3) / 4, NZ);
    stencil3d<<<grid, block>>>(dIn, dOut, NX, NY, NZ);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());

    float* r = (float*)calloc(N, sizeof(float));
    cudaMemcpy3DParms q = {0};
    q.srcPtr = dOut;
    q.dstPtr = make_cudaPitchedPtr(r, NX * sizeof(float), NX, NY);
    q.extent = ext;
    q.kind = cudaMemcpyDeviceToHost;
    CUDA_CHECK(cudaMemcpy3D(&q));

    for (int z = 0; z < NZ; ++z) {
        double s = 0;
        for (int i = 0; i < NX * NY; ++i) s += r[z * NX * NY + i];
        printf("z=%d slice sum=%.6f  r[z][2][3]=%.6f r[z][1][17]=%.6f\n", z, s,
               r[(z * NY + 2) * NX + 3], r[(z * NY + 1) * NX + 17]);
    }

    // Copy a sub-box (x 4..11, y 1..4, z 1..3) out using srcPos/dstPos
    const int BX = 8, BY = 4, BZ = 3;
    float box[BZ][BY][BX];
    cudaMemcpy3DParms s = {0};
    s.srcPtr = dIn;
    s.srcPos = make_cudaPos(4 * sizeof(float), 1, 1);
    s.dstPtr = make_cudaPitchedPtr(box, BX * sizeof(float), BX, BY);
    s.dstPos = make_cudaPos(0, 0, 0);
    s.extent = make_cudaExtent(BX * sizeof(float), BY, BZ);
    s.kind = cudaMemcpyDeviceToHost;
    CUDA_CHECK(cudaMemcpy3D(&s));
    for (int z = 0; z < BZ; ++z) {
        printf("box z=%d:\n", z);
        for (int y = 0; y < BY; ++y) {
            for (int x = 0; x < BX; ++x) printf(" %7.2f", box[z][y][x]);
            printf("\n");
        }
    }

    // Device-to-device 3D copy of the whole volume, then compare
    cudaPitchedPtr dCopy;
    CUDA_CHECK(cudaMalloc3D(&dCopy, make_cudaExtent(NX * sizeof(float) + 600, NY + 1, NZ)));
    printf("dCopy: pitch=%zu xsize=%zu ysize=%zu\n", dCopy.pitch, dCopy.xsize, dCopy.ysize);
    cudaMemcpy3DParms d2d = {0};
    d2d.srcPtr = dIn;
    d2d.dstPtr = dCopy;
    d2d.extent = ext;
    d2d.kind = cudaMemcpyDeviceToDevice;
    CUDA_CHECK(cudaMemcpy3D(&d2d));
    // read back row (y=3, z=2) through the larger pitch & slice size
    float row[NX];
    const char* rowp = (const char*)dCopy.ptr + (2 * (NY + 1) + 3) * dCopy.pitch;
    // note: dst layout uses dCopy.ysize (NY+1) rows per slice
    CUDA_CHECK(cudaMemcpy(row, rowp, sizeof(row), cudaMemcpyDeviceToHost));
    int mism = 0;
    for (int x = 0; x < NX; ++x) if (row[x] != h[(2 * NY + 3) * NX + x]) ++mism;
    printf("row check mismatches = %d, row[0]=%.3f row[18]=%.3f\n", mism, row[0], row[NX - 1]);

    // Error path: extent larger than destination pitch
    cudaMemcpy3DParms bad = {0};
    bad.srcPtr = make_cudaPitchedPtr(h, NX * sizeof(float), NX, NY);
    bad.dstPtr = make_cudaPitchedPtr(dIn.ptr, 16, 4, NY);
    bad.extent = ext;
    bad.kind = cudaMemcpyHostToDevice;
    cudaError_t e = cudaMemcpy3D(&bad);
    printf("bad 3D copy: %s\n", cudaGetErrorName(e));
    cudaGetLastError();

    CUDA_CHECK(cudaFree(dCopy.ptr));
    CUDA_CHECK(cudaFree(dOut.ptr));
    CUDA_CHECK(cudaFree(dIn.ptr));
    free(r);
    free(h);
    printf("ok\n");
    return 0;
}

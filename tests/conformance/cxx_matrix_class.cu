// Tests a small matrix class the way host code wraps device buffers: operator() for
// element access (a non-const version returning a reference and a const version), an
// array of objects built with constructor calls, a kernel taking the view struct by
// value, and printing the result with std::cout and std::setw.
#include <cstdio>
#include <iostream>
#include <iomanip>
#include <cuda_runtime.h>

struct MatView {
    float *data;
    int rows, cols;
    __host__ __device__ MatView(float *d, int r, int c) : data(d), rows(r), cols(c) {}
    __host__ __device__ float &operator()(int r, int c) { return data[r * cols + c]; }
    __host__ __device__ float operator()(int r, int c) const { return data[r * cols + c]; }
    __host__ __device__ int size() const { return rows * cols; }
};

struct Tap {
    int dr, dc;
    float w;
    __host__ __device__ Tap(int r, int c, float weight) : dr(r), dc(c), w(weight) {}
};

__global__ void blur(MatView out, const MatView in) {
    int r = blockIdx.y * blockDim.y + threadIdx.y;
    int c = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= in.rows || c >= in.cols) return;
    Tap taps[5] = {Tap(0, 0, 0.5f), Tap(-1, 0, 0.125f), Tap(1, 0, 0.125f), Tap(0, -1, 0.125f), Tap(0, 1, 0.125f)};
    float acc = 0.0f;
    for (const auto &t : taps) {
        int rr = r + t.dr, cc = c + t.dc;
        if (rr < 0) rr = 0;
        if (rr >= in.rows) rr = in.rows - 1;
        if (cc < 0) cc = 0;
        if (cc >= in.cols) cc = in.cols - 1;
        acc += t.w * in(rr, cc);
    }
    out(r, c) = acc;
}

float checksum(const MatView &m) {
    float s = 0.0f;
    for (int r = 0; r < m.rows; r++)
        for (int c = 0; c < m.cols; c++) s += m(r, c) * (r + 1);
    return s;
}

int main() {
    const int rows = 6, cols = 8;
    float hin[rows * cols], hout[rows * cols];
    MatView in(hin, rows, cols);
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++) in(r, c) = (float)((r * 7 + c * 3) % 10);
    float *din, *dout;
    cudaMalloc(&din, sizeof(hin));
    cudaMalloc(&dout, sizeof(hout));
    cudaMemcpy(din, hin, sizeof(hin), cudaMemcpyHostToDevice);
    dim3 block(4, 4), grid((cols + 3) / 4, (rows + 3) / 4);
    blur<<<grid, block>>>(MatView(dout, rows, cols), MatView(din, rows, cols));
    cudaMemcpy(hout, dout, sizeof(hout), cudaMemcpyDeviceToHost);
    MatView out(hout, rows, cols);
    std::cout << std::fixed << std::setprecision(3);
    for (int r = 0; r < rows; r++) {
        for (int c = 0; c < cols; c++) std::cout << std::setw(7) << out(r, c);
        std::cout << '\n';
    }
    std::cout << "elements " << out.size() << " checksum in " << checksum(in) << " out " << checksum(out) << std::endl;
    cudaFree(din);
    cudaFree(dout);
    return 0;
}

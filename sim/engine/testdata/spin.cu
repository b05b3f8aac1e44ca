__global__ void spin(int *flag) {
    while (*flag == 0) {
    }
}

int main() {
    int *f;
    cudaMalloc(&f, 4);
    cudaMemset(f, 0, 4);
    spin<<<1, 32>>>(f);
    cudaDeviceSynchronize();
    return 0;
}
// Exit: 1
// Diagnostic: kernel 'spin' ran more than 5000000 warp instructions; it is probably stuck in the loop at spin.cu:2
// Output:

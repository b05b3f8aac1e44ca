// A switch whose value matches no case and has no default goes on after
// the switch: in loops, in straight-line code, and per lane on the device.
#include <cstdio>

__global__ void classify(const int *in, int *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int score = 0;
    switch (in[i] % 5) {      // lanes with 3 or 4 match nothing
    case 0:
        score += 10;
        break;
    case 1:
        score += 20;          // falls through
    case 2:
        score += 5;
        break;
    }
    score += 1;               // every lane gets here
    for (int k = 0; k < 4; k++) {
        switch ((in[i] + k) & 3) {
        case 3:
            continue;
        case 1:
            score *= 2;
        }
        score += k;
    }
    out[i] = score;
}

int steps(int k) {
    int total = 0;
    while (k > 0) {
        k--;
        switch (k) {
        case 1:
            total += 100;
            break;
        case 5:
            total += 500;
        }
        total += 1;
    }
    return total;
}

int main() {
    const int n = 40;
    int h_in[n], h_out[n];
    for (int i = 0; i < n; i++) h_in[i] = (i * 7 + 3) % 23;
    int *d_in, *d_out;
    cudaMalloc(&d_in, n * sizeof(int));
    cudaMalloc(&d_out, n * sizeof(int));
    cudaMemcpy(d_in, h_in, n * sizeof(int), cudaMemcpyHostToDevice);
    classify<<<2, 32>>>(d_in, d_out, n);
    cudaMemcpy(h_out, d_out, n * sizeof(int), cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++) printf("%d%c", h_out[i], i % 10 == 9 ? '\n' : ' ');
    printf("steps(3)=%d steps(7)=%d\n", steps(3), steps(7));
    int unmatched = 9;
    switch (unmatched) {
    case 1:
        printf("one\n");
    }
    printf("after the switch\n");
    return 0;
}

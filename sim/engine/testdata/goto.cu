// goto under divergence: each lane leaves the nested loops at its own
// time (forward jump), loops by a backward jump a lane-dependent number of
// times, and skips work by a forward jump inside a loop.
#include <cstdio>

__global__ void jumps(int *out) {
    int t = threadIdx.x;
    int key = t + 2, found = -1;
    for (int r = 0; r < 8; r++)
        for (int q = 0; q < 8; q++)
            if ((3 * r + 5 * q + 1) % key == 0) {
                found = r * 8 + q;
                goto searched;
            }
searched:
    unsigned x = t + 1;
    int steps = 0;
again:
    if (x != 1) {
        x = (x & 1) ? 3 * x + 1 : x / 2;
        steps++;
        goto again;
    }
    int acc = 0;
    for (int k = 0; k < 10; k++) {
        if ((t + k) & 1) goto next;
        acc += k * t;
    next:;
    }
    out[3 * t] = found;
    out[3 * t + 1] = steps;
    out[3 * t + 2] = acc;
}

int main() {
    int *d, h[96];
    cudaMalloc(&d, sizeof(h));
    jumps<<<1, 32>>>(d);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++) printf("%d %d %d\n", h[3 * t], h[3 * t + 1], h[3 * t + 2]);
    return 0;
}
// Output:
// 1 0 0
// 1 1 25
// 3 7 40
// 24 2 75
// 1 5 80
// 4 8 125
// 3 16 120
// 7 3 175
// 24 19 160
// 2 6 225
// 7 14 200
// 5 9 275
// 10 9 240
// 25 17 325
// 3 17 280
// 14 4 375
// 7 12 320
// 11 20 425
// 26 20 360
// 4 7 475
// 19 7 400
// 34 15 525
// 12 15 440
// 27 10 575
// 5 23 480
// 20 10 625
// 35 111 520
// 13 18 675
// 28 18 560
// 6 18 725
// 21 106 600
// 36 5 775

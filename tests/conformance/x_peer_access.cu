// Peer access on a machine of one GPU: no device is its own peer, and a
// device number past the last names none; enabling or disabling peer
// access answers cudaErrorInvalidDevice, and the program goes on.
#include <cstdio>

int main() {
    int n = 0, can = -1;
    cudaGetDeviceCount(&n);
    cudaError_t e0 = cudaDeviceCanAccessPeer(&can, 0, 0);
    cudaError_t e1 = cudaDeviceEnablePeerAccess(1, 0);
    cudaError_t e2 = cudaDeviceEnablePeerAccess(0, 0);
    cudaError_t e3 = cudaDeviceDisablePeerAccess(1);
    cudaError_t last = cudaGetLastError();
    printf("devices %d, self peer %d (%s)\n", n, can, cudaGetErrorName(e0));
    printf("enable 1: %s; enable 0: %s; disable 1: %s; last: %s\n", cudaGetErrorName(e1), cudaGetErrorName(e2),
           cudaGetErrorName(e3), cudaGetErrorName(last));
    return 0;
}

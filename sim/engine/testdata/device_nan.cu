// Device float arithmetic returns the GPU's canonical NaN (printed "nan"), the host's
// x86 default NaN ("-nan"); directed-rounding conversions of a NaN do not panic.
#include <cstdio>
#include <cmath>

__global__ void k(float z, double d) {
    float n = z / z;
    printf("dev %f %f %f %f %a\n", n, -n, fabsf(n) * 2.0f, fmaf(n, z, z), __double2float_rz(d));
}

int main() {
    volatile float z = 0.0f;
    float n = z / z;
    printf("host %f %f\n", n, -n);
    k<<<1, 1>>>(0.0f, NAN);
    cudaDeviceSynchronize();
    return 0;
}

// Output:
// host -nan nan
// dev nan nan nan nan nan

// Float literals whose decimal value lies exactly halfway between two floats: nvcc's front end
// rounds an integral one away from zero (16777217.0f is 16777218), a fractional one to even,
// in host and device code alike; a double converted at run time rounds to even.
#include <cstdio>
__global__ void k(float *o) { o[0] = 16777217.0f; o[1] = 16777219.0f; o[2] = -16777217.0f; o[3] = 33554434.0f; o[4] = 33554438.0f; o[5] = 1.00000005960464477539062500f; o[6] = 1.00000017881393432617187500f; o[7] = (float)16777217.0; }
int main() {
  float h[8] = {16777217.0f, 16777219.0f, -16777217.0f, 33554434.0f, 33554438.0f, 1.00000005960464477539062500f, 1.00000017881393432617187500f, (float)16777217.0};
  float *d; cudaMalloc(&d, 32); k<<<1,1>>>(d); float g[8]; cudaMemcpy(g, d, 32, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 8; i++) printf("%d host %a device %a\n", i, h[i], g[i]);
  volatile double x = 16777217.0; float y = (float)x; printf("runtime %a\n", y);
  return 0;
}

// float2 has only x and y.
__global__ void k(float2 *v, float *out) {
    out[threadIdx.x] = v[threadIdx.x].z; // ERROR "no member (named )?'?z"
}

int main() { return 0; }

// An array declarator with a missing closing bracket.
__global__ void tile(float *out) {
    __shared__ float s[32; // ERROR "expected '\]'"
    s[threadIdx.x] = 1.0f;
    out[threadIdx.x] = s[threadIdx.x];
}

int main() { return 0; }

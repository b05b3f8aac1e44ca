// __align__ takes a power of two; 12 is not one.
struct __align__(12) Vec3 { // ERROR "power of two"
    float x, y, z;
};

__global__ void k(Vec3 *v) { v[threadIdx.x].x = 1.0f; }

int main() { return 0; }

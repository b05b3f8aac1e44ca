// Accessing a member that a struct does not have.
struct Particle { float x, y; };

__global__ void move(Particle *p) {
    p[threadIdx.x].z += 1.0f; // ERROR "no member (named )?'?z"
}

int main() { return 0; }

// Cfg has a static member N but no static member M.
struct Cfg {
    static const int N = 4;
};

__global__ void k(int *out) {
    out[threadIdx.x] = Cfg::N + Cfg::M; // ERROR "undeclared identifier 'Cfg::M'|no member"
}

int main() { return 0; }

// __match_all_sync needs a third argument, a pointer where it stores whether all lanes matched.
__global__ void k(int *out) {
    unsigned m = __match_all_sync(0xffffffffu, threadIdx.x / 32); // ERROR "__match_all_sync|argument"
    out[threadIdx.x] = m;
}

int main() { return 0; }

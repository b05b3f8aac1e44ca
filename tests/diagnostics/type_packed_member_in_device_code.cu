// A member of a packed struct at an offset its type's alignment does not
// divide: nvcc reads it byte by byte, the lab's engine accesses memory whole
// and aligned, so it says so at the member (host code and the layout are
// right: sizeof(Record) is 7).
// sanitizer-tool: none
#include <cstdio>

#pragma pack(push, 1)
struct Record {
    unsigned char kind;
    unsigned int length;
    unsigned short crc;
};
#pragma pack(pop)

__global__ void total(const Record *r, unsigned *out) {
    out[threadIdx.x] = r[threadIdx.x].kind + r[threadIdx.x].length; // ERROR "member 'length' of packed struct Record may lie at an address its type's alignment \(4\) does not divide"
}

int main() {
    printf("%zu\n", sizeof(Record));
    return 0;
}

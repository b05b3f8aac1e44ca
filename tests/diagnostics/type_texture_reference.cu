// A texture reference, as pre-CUDA-12 course programs declare one: nvcc 13
// has none, and the lab simulates no textures; the message says what to
// read instead.
// sanitizer-tool: none
#include <cstdio>

texture<float, 1, cudaReadModeElementType> tex; // ERROR "unknown type name 'texture': the lab does not simulate textures .* read the array itself"

int main() {
    printf("no texture\n");
    return 0;
}

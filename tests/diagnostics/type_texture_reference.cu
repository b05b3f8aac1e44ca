// A texture reference, as pre-CUDA-12 course programs declare one: nvcc 13
// has none; the message says which textures the lab has (texture objects).
// sanitizer-tool: none
#include <cstdio>

texture<float, 1, cudaReadModeElementType> tex; // ERROR "unknown type name 'texture': the lab simulates texture objects read with tex1Dfetch, tex1D and tex2D .* the texture<...> and surface<...> references CUDA 12 removed"

int main() {
    printf("no texture\n");
    return 0;
}

#include <cstdio>

__global__ void k(float *a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (idx < n) /* ERROR "undeclared identifier 'idx'" */
        a[i] = 0;
    a[i] = threadIdx.w; /* ERROR "threadIdx has no member w; did you mean x, y or z\?" */
    a[i] = foo(i); /* ERROR "undeclared identifier 'foo'" */
    float4 v = make_float4(1, 2, 3, 4);
    a[i] = v.q; /* ERROR "v has no member q; did you mean x, y, z or w\?" */
}

struct P { int x; int y; };

int main() {
    P p;
    p.z = 1; /* ERROR "struct P has no member 'z' \(its members are x and y\)" */
    P *pp = &p;
    pp.x = 2; /* ERROR "pp is a pointer; use '->'" */
    p->x = 3; /* ERROR "'->' needs a pointer; p is a struct, use '.'" */
    int q = 1;
    q.x = 1; /* ERROR "q has no members: it is int, not a struct" */
    return 0;
}

__global__ void indexing(float *a) {
    int i = threadIdx.x + blockIdx.x * blockDim; /* ERROR "blockDim is a dim3, not a number; did you mean blockDim.x\?" */
    float2 v = make_float2(1, 2);
    a[i] = v * 2; /* ERROR "v is a float2, not a number; did you mean v.x\?" */
}

package engine_test

import (
	"bytes"
	"testing"
)

// TestAnonymousMembers: the members of an anonymous union or struct in a
// struct are the struct's own, at the union's offset, in host and device
// code and through pointers (tests/gpu/probe/syntax, anon_union, on the
// H200).
func TestAnonymousMembers(t *testing.T) {
	const src = `#include <cstdio>
struct V { int kind; union { float f; int i; struct { short lo, hi; }; }; };
__global__ void k(V *v) { v[threadIdx.x].i = threadIdx.x * 65537; }
int main() {
    V h[4], *d;
    cudaMalloc(&d, sizeof h);
    k<<<1, 4>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    V *p = &h[3];
    p->kind = 7;
    h[0].f = 1.0f;
    printf("%d %d %d %d %zu %x\n", p->kind, p->i, p->lo, h[2].hi, sizeof(V), h[0].i);
    return 0;
}
`
	var out bytes.Buffer
	res := runSourceBudget("anon.cu", []byte(src), &out, 0)
	if out.String() != "7 196611 3 2 8 3f800000\n" || len(res.Diagnostics) > 0 {
		t.Errorf("output %q, diagnostics %v", out.String(), res.Diagnostics)
	}
}

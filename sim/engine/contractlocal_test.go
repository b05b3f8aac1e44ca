package engine_test

import (
	"bytes"
	"strings"
	"testing"
)

// The inputs make fusion visible: a = b = 1 + 2^-12 and c = -(1 + 2^-11),
// so a*b rounds to -c and a rounded product plus c is 0 while the fused
// one is 2^-24 (in double 1 + 2^-27 and 2^-54). Each line is one shape of
// contractlocal.go: the device's value, then the host's (which never
// fuses).
const contractLocalSrc = `#include <cstdio>
__host__ __device__ float mulf(float x, float y) { return x * y; }

__host__ __device__ float reassigned(float a, float b, float c) {
    a = a * b;
    return a + c;
}

__host__ __device__ void shapes(const float *v, const double *w, float *o, double *q) {
    {
        float a = v[0], b = v[1], c = v[2];
        float p = a * b;
        o[0] = p + c;
    }
    {
        float a = v[0], b = v[1], c = v[2];
        float x = a;
        float p = x * b;
        x = c;
        o[1] = p + x;
    }
    {
        float a = v[0], b = v[1], c = v[2];
        float p = a * b;
        o[2] = p + c;
        o[3] = p * 2.0f;
    }
    {
        float a = v[0], b = v[1], c = v[2];
        float p = a * b;
        if (v[3] > 0) o[4] = 1;
        o[4] = p + c;
    }
    {
        float a = v[0], b = v[1], c = v[2];
        float s = a * b;
        s += c;
        o[5] = s;
    }
    {
        float a = v[0], b = v[1], c = v[2];
        float p = a * b;
        float r = c;
        r += p;
        o[6] = r;
    }
    {
        float a = v[0], b = v[1], c = v[2];
        float p = -(a * b);
        o[7] = p - c;
    }
    {
        float a = v[0], b = v[1], c = v[2];
        o[8] = mulf(a, b) + c;
    }
    {
        float a = v[0], b = v[1], c = v[2];
        float p = a * b;
        o[9] = (v[3] > 0 ? p : 0.0f) + c;
    }
    {
        float a = v[0], b = v[1], c = v[2];
        float p = a * b, s = p + c;
        o[10] = s;
    }
    {
        float a = v[0], b = v[1], c = v[2];
        float p = a * b;
        o[11] = p + c;
        o[12] = a * b * 2.0f;
    }
    {
        float a = v[0], b = v[1], c = v[2];
        o[13] = reassigned(a, b, c);
    }
    {
        float a = v[0], b = v[1], c = v[2];
        float p = a * b;
        {
            o[14] = p + c;
        }
    }
    {
        float a = v[0], b = v[1], c = v[0], d = v[1];
        float p = a * b;
        o[15] = c * d - p;
    }
    {
        float a = v[0], b = v[1];
        float p = a * b;
        o[16] = a * b - p;
    }
    double x = w[0], y = w[1], z = w[2];
    {
        double p = x * y;
        q[0] = z + p;
    }
}

__global__ void kernel(const float *v, const double *w, float *o, double *q) { shapes(v, w, o, q); }

int main() {
    float hv[4] = {1.000244140625f, 1.000244140625f, -1.00048828125f, 1};
    double hw[3] = {1.0000000074505806, 1.0000000074505806, -1.0000000149011612};
    float *dv, *dof, ho[17], hho[17];
    double *dw, *doq, hq[1], hhq[1];
    cudaMalloc(&dv, sizeof hv);
    cudaMalloc(&dw, sizeof hw);
    cudaMalloc(&dof, sizeof ho);
    cudaMalloc(&doq, sizeof hq);
    cudaMemcpy(dv, hv, sizeof hv, cudaMemcpyHostToDevice);
    cudaMemcpy(dw, hw, sizeof hw, cudaMemcpyHostToDevice);
    kernel<<<1, 1>>>(dv, dw, dof, doq);
    cudaMemcpy(ho, dof, sizeof ho, cudaMemcpyDeviceToHost);
    cudaMemcpy(hq, doq, sizeof hq, cudaMemcpyDeviceToHost);
    shapes(hv, hw, hho, hhq);
    for (int i = 0; i < 17; i++) printf("%d %.9g %.9g\n", i, ho[i], hho[i]);
    printf("d %.17g %.17g\n", hq[0], hhq[0]);
    return 0;
}
`

func TestContractLocalProducts(t *testing.T) {
	var out bytes.Buffer
	res := runSource("contractlocal.cu", []byte(contractLocalSrc), &out)
	if res.ExitCode != 0 || res.Diagnostics.HasErrors() {
		t.Fatalf("exit %d: %v\n%s", res.ExitCode, res.Diagnostics, out.String())
	}
	const fused, zero = "5.96046448e-08", "0"
	want := []string{
		"0 " + fused + " 0",        // p = a*b; p + c
		"1 " + fused + " 0",        // the operand reassigned: the old value
		"2 0 0",                    // p also multiplied: rounded once
		"3 2.00097656 2.00097656",  // p * 2
		"4 0 0",                    // a branch between: separate blocks
		"5 " + fused + " 0",        // p += c
		"6 " + fused + " 0",        // r += p
		"7 -" + fused + " " + zero, // p = -(a*b); p - c
		"8 " + fused + " 0",        // a product function, inlined
		"9 0 0",                    // read under ?:
		"10 " + fused + " 0",       // a later declarator of the same declaration
		"11 0 0",                   // a*b also computed for a multiply (CSE)
		"12 2.00097656 2.00097656",
		"13 " + fused + " 0",         // a by-value parameter reassigned
		"14 " + fused + " 0",         // read in a nested block
		"15 " + fused + " 0",         // c*d - p: the written product is fused
		"16 0 0",                     // a*b - p: one product (CSE), not fused
		"d 5.5511151231257827e-17 0", // double: z + p
	}
	got := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(got) != len(want) {
		t.Fatalf("got %d lines, want %d:\n%s", len(got), len(want), out.String())
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("line %d: got %q, want %q", i, got[i], want[i])
		}
	}
}

// A kernel whose barriers are top-level statements runs phased
// (phased.go): its statement lists are analysed too, and a product fuses
// across the barrier as on the H200 (x_fma_statements2, g9).
func TestContractLocalPhased(t *testing.T) {
	src := []byte(`#include <cstdio>
__global__ void k(const float *v, float *o) {
    __shared__ float s[32];
    float a = v[0], b = v[1], c = v[2];
    float p = a * b;
    s[threadIdx.x] = c;
    __syncthreads();
    o[threadIdx.x] = p + s[(threadIdx.x + 1) % 32];
    for (int i = 0; i < 2; i++) {
        float q = a * b;
        __syncthreads();
        o[32 + 2 * threadIdx.x + i] = q + c;
    }
}
int main() {
    float hv[3] = {1.000244140625f, 1.000244140625f, -1.00048828125f}, ho[96];
    float *dv, *dout;
    cudaMalloc(&dv, sizeof hv);
    cudaMalloc(&dout, sizeof ho);
    cudaMemcpy(dv, hv, sizeof hv, cudaMemcpyHostToDevice);
    k<<<1, 32>>>(dv, dout);
    cudaMemcpy(ho, dout, sizeof ho, cudaMemcpyDeviceToHost);
    printf("%.9g %.9g %.9g %.9g\n", ho[0], ho[31], ho[32], ho[95]);
    return 0;
}
`)
	var out bytes.Buffer
	res := runSource("phased.cu", src, &out)
	if res.ExitCode != 0 || res.Diagnostics.HasErrors() {
		t.Fatalf("exit %d: %v\n%s", res.ExitCode, res.Diagnostics, out.String())
	}
	const want = "5.96046448e-08 5.96046448e-08 5.96046448e-08 5.96046448e-08\n"
	if out.String() != want {
		t.Errorf("got %q, want %q", out.String(), want)
	}
}

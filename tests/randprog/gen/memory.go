package gen

import (
	"fmt"
	"strings"
)

// The memory kind: global loads and stores of every width (char to float4)
// at strided, offset, permuted, gathered, transposed and uniform indices,
// and shared memory written and read through permutations and strides, for
// Nsight Compute's memory counters (sectors, requests, wavefronts, bank
// conflicts, cache hits) rather than for values: each thread folds what it
// loads into an integer, and the host prints a hash of them all. The fold
// reads every byte of a value: nvcc narrows a load whose high half nobody
// reads (a long long only converted to unsigned is a 32-bit LDS), which the
// lab does not model.

type memType struct {
	name  string
	words int    // 4-byte words (0 for 1- and 2-byte types)
	fold  string // the value folded into an unsigned, given v
}

var memTypes = []memType{
	{"char", 0, "(unsigned)v"}, {"short", 0, "(unsigned)v"}, {"int", 1, "(unsigned)v"},
	{"float", 1, "__float_as_uint(v)"},
	{"double", 2, "(unsigned)(__double_as_longlong(v) ^ (__double_as_longlong(v) >> 32))"},
	{"long long", 2, "(unsigned)(v ^ (v >> 32))"}, {"int2", 2, "(unsigned)(v.x ^ v.y)"},
	{"float2", 2, "(__float_as_uint(v.x) ^ __float_as_uint(v.y))"},
	{"int4", 4, "(unsigned)(v.x ^ v.y ^ v.z ^ v.w)"},
	{"float4", 4, "(__float_as_uint(v.x) ^ __float_as_uint(v.y) ^ __float_as_uint(v.z) ^ __float_as_uint(v.w))"},
}

// memIndex is an element index of a global array of n (a power of two)
// elements: one of the access patterns the course meets.
func (g *gen) memIndex(n int) string {
	switch g.pick(8) {
	case 0:
		return "gid"
	case 1:
		return fmt.Sprintf("(gid * %d)", []int{2, 3, 4, 8, 16, 32, 33}[g.pick(7)])
	case 2:
		return fmt.Sprintf("(gid + %d)", 1+g.pick(40))
	case 3:
		return fmt.Sprintf("(gid ^ %d)", 1+g.pick(63))
	case 4:
		return "(unsigned)idx[gid % 1024]"
	case 5:
		w := []int{8, 16, 32, 64}[g.pick(4)]
		return fmt.Sprintf("((gid %% %d) * %d + gid / %d)", w, n/w, w)
	case 6:
		return fmt.Sprintf("%du", g.pick(n))
	}
	return fmt.Sprintf("(blockIdx.x * %d + (threadIdx.x * %d) %% %d)", 64+g.pick(64), 1+2*g.pick(8), 64)
}

func (g *gen) memoryProgram(seed uint64) string {
	const n = 1 << 14 // elements of each global array
	blocks := 2 + g.pick(6)
	threads := []int{64, 96, 128, 256}[g.pick(4)]
	var k strings.Builder
	line := func(format string, args ...any) { fmt.Fprintf(&k, "    "+format+"\n", args...) }
	line("unsigned gid = blockIdx.x * blockDim.x + threadIdx.x, t = threadIdx.x, h = gid * 2654435761u;")
	var params []string
	var setup []string
	used := map[string]bool{}
	// arr names the global array of type t that loads read (g_) or that
	// stores write (o_): no thread reads what another writes.
	arr := func(t memType, store bool) string {
		a := "g_" + strings.ReplaceAll(t.name, " ", "_")
		if store {
			a = "o_" + a[2:]
		}
		if !used[a] {
			used[a] = true
			params = append(params, fmt.Sprintf("%s *%s", t.name, a))
			setup = append(setup, fmt.Sprintf("    %s *%s;\n    cudaMalloc(&%s, %d * sizeof(%s));\n    fill<<<%d, 256>>>((unsigned char *)%s, %d * sizeof(%s));\n",
				t.name, a, a, n, t.name, 64, a, n, t.name))
		}
		return a
	}
	phases := 3 + g.pick(4)
	for p := range phases {
		t := memTypes[g.pick(len(memTypes))]
		switch g.pick(4) {
		case 0, 1: // a global load
			line("{ %s v = %s[(%s) & %du]; h = h * 31u + %s; }", t.name, arr(t, false), g.memIndex(n), n-1, t.fold)
		case 2: // a global store of a value the thread has
			a := arr(t, true)
			val := "(%[1]s)h"
			switch t.name {
			case "int2", "float2":
				val = "make_" + t.name + "((%[2]s)h, (%[2]s)(h >> 3))"
			case "int4", "float4":
				val = "make_" + t.name + "((%[2]s)h, (%[2]s)(h >> 1), (%[2]s)(h >> 2), (%[2]s)(h >> 3))"
			}
			elem := strings.TrimRight(t.name, "24")
			line("%s[(%s) & %du] = %s;", a, g.memIndex(n), n-1, fmt.Sprintf(val, t.name, elem))
		default: // shared memory: written through a permutation, read with a stride
			sm := fmt.Sprintf("s%d", p)
			line("{ __shared__ %s %s[%d];", t.name, sm, threads)
			line("  %s[%s] = %s[gid & %du];", sm, g.permutation(threads), arr(t, false), n-1)
			line("  __syncthreads();")
			stride := []int{1, 2, 3, 4, 8, 16, 32, 17}[g.pick(8)]
			line("  %s v = %s[(t * %d + %d) %% %d]; h = h * 31u + %s;", t.name, sm, stride, g.pick(threads), threads, t.fold)
			line("  __syncthreads(); }")
		}
	}
	line("result[gid] = h;")

	var b strings.Builder
	fmt.Fprintf(&b, "// Random memory access patterns (tests/randprog/gen, kind memory, seed %d).\n", seed)
	b.WriteString("#include <cstdio>\n\n")
	b.WriteString("// fill gives every byte of an array a value of its own.\n")
	b.WriteString("__global__ void fill(unsigned char *p, int n) {\n")
	b.WriteString("    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] = (unsigned char)(i * 37 + (i >> 7));\n}\n\n")
	fmt.Fprintf(&b, "__global__ void access(const int *idx, unsigned *result, %s) {\n", strings.Join(params, ", "))
	b.WriteString(k.String())
	b.WriteString("}\n\n")
	b.WriteString("int main() {\n")
	fmt.Fprintf(&b, "    const int total = %d * %d;\n", blocks, threads)
	b.WriteString("    static int idx[1024];\n")
	fmt.Fprintf(&b, "    for (int i = 0; i < 1024; i++) idx[i] = (int)((i * %du + %du) %% %du);\n", 1+2*g.pick(500), g.pick(1000), n)
	b.WriteString("    int *d_idx;\n    unsigned *d_result;\n")
	b.WriteString("    cudaMalloc(&d_idx, sizeof idx);\n    cudaMemcpy(d_idx, idx, sizeof idx, cudaMemcpyHostToDevice);\n")
	b.WriteString("    cudaMalloc(&d_result, total * sizeof(unsigned));\n")
	for _, s := range setup {
		b.WriteString(s)
	}
	args := []string{"d_idx", "d_result"}
	for _, p := range params {
		args = append(args, p[strings.LastIndex(p, "*")+1:])
	}
	fmt.Fprintf(&b, "    access<<<%d, %d>>>(%s);\n", blocks, threads, strings.Join(args, ", "))
	b.WriteString("    static unsigned result[total];\n")
	b.WriteString("    cudaMemcpy(result, d_result, sizeof result, cudaMemcpyDeviceToHost);\n")
	b.WriteString("    unsigned long long sum = 0;\n")
	b.WriteString("    for (int i = 0; i < total; i++) sum = sum * 1000003u + result[i];\n")
	b.WriteString("    printf(\"%d threads, hash %016llx, first %08x, last %08x\\n\", total, sum, result[0], result[total - 1]);\n")
	b.WriteString("    return 0;\n}\n")
	return b.String()
}

package gen

import (
	"fmt"
	"strings"
)

// The block kind: blocks of random shapes (one or two dimensions, sizes
// that are not multiples of 32 too) pass values through shared memory in
// phases separated by __syncthreads, each thread writing its own word of a
// permutation and reading another's, with loops around barriers, and fold
// values into integer atomics on shared and global memory, whose final
// values do not depend on the order the atomics ran in. Every thread's
// result and every atomic's final value is printed.

// permutation is a bijection of [0, n) over a thread's linear index t,
// spelled in C.
func (g *gen) permutation(n int) string {
	for {
		switch g.pick(4) {
		case 0:
			return fmt.Sprintf("(%d - 1 - t)", n)
		case 1:
			// t*a + c mod n is a bijection when a and n are coprime.
			a := 1 + 2*g.pick(20)
			if gcd(a, n) != 1 {
				continue
			}
			return fmt.Sprintf("((t * %d + %d) %% %d)", a, g.pick(n), n)
		case 2:
			if n&(n-1) == 0 {
				return fmt.Sprintf("(t ^ %d)", g.pick(n))
			}
		case 3:
			return fmt.Sprintf("((t + %d) %% %d)", 1+g.pick(n-1), n)
		}
	}
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// blockValue is an unsigned expression of the thread's state.
func (g *gen) blockValue() string {
	terms := []string{"r", "t", "blockIdx.x", "threadIdx.x", "threadIdx.y", "(r >> 3)", "(r * 2654435761u)", "(t * t)", "k"}
	x, y := terms[g.pick(len(terms))], terms[g.pick(len(terms))]
	return fmt.Sprintf("(%s %s %s)", x, []string{"+", "^", "*", "-", "|"}[g.pick(5)], y)
}

func (g *gen) blockProgram(seed uint64) string {
	shapes := [][2]int{{32, 1}, {64, 1}, {96, 1}, {128, 1}, {256, 1}, {48, 1}, {100, 1}, {16, 4}, {8, 8}, {32, 3}, {12, 10}, {20, 5}}
	shape := shapes[g.pick(len(shapes))]
	n := shape[0] * shape[1]
	blocks := 1 + g.pick(4)
	var k strings.Builder
	line := func(format string, args ...any) {
		fmt.Fprintf(&k, "    "+format+"\n", args...)
	}
	line("unsigned t = threadIdx.y * blockDim.x + threadIdx.x;")
	line("unsigned r = seeds[(blockIdx.x * %d + t) %% 64], k = 0;", n)
	phases := 2 + g.pick(4)
	for range phases {
		switch g.pick(5) {
		case 0: // a loop whose every trip passes values through shared memory
			trips := 2 + g.pick(3)
			line("for (k = 0; k < %du; k++) {", trips)
			line("    s[%s] = %s;", g.permutation(n), g.blockValue())
			line("    __syncthreads();")
			line("    r = r * 31u + s[%s];", g.permutation(n))
			line("    __syncthreads();")
			line("}")
		case 1: // shared atomics, read after a barrier
			m := 1 + g.pick(8)
			op := []string{"atomicAdd", "atomicMax", "atomicMin", "atomicOr", "atomicXor", "atomicAnd"}[g.pick(6)]
			init := map[string]string{"atomicMin": "0xffffffffu", "atomicAnd": "0xffffffffu"}[op]
			if init == "" {
				init = "0u"
			}
			line("if (t < %d) acc[t] = %s;", m, init)
			line("__syncthreads();")
			line("%s(&acc[t %% %du], %s);", op, m, g.blockValue())
			line("__syncthreads();")
			line("r += acc[(t + %d) %% %du];", g.pick(m), m)
			line("__syncthreads();")
		case 2: // global atomics: only their final values are printed, one kind per word
			i := g.pick(6)
			op := []string{"atomicAdd", "atomicMax", "atomicMin", "atomicOr", "atomicXor", "atomicAnd"}[i]
			line("%s(&totals[%d], %s);", op, i, g.blockValue())
		case 3: // a divergent branch around a shared exchange
			line("s[%s] = %s;", g.permutation(n), g.blockValue())
			line("__syncthreads();")
			line("if ((t %% %du) < %du) r ^= s[%s]; else r += s[t];", 2+g.pick(5), 1+g.pick(3), g.permutation(n))
			line("__syncthreads();")
		default:
			line("s[%s] = %s;", g.permutation(n), g.blockValue())
			line("__syncthreads();")
			line("r = %s + s[%s];", g.blockValue(), g.permutation(n))
			line("__syncthreads();")
		}
	}
	line("out[blockIdx.x * %d + t] = r;", n)

	var b strings.Builder
	fmt.Fprintf(&b, "// Random shared-memory phases and atomics (tests/randprog/gen, kind block, seed %d).\n", seed)
	b.WriteString("#include <cstdio>\n\n")
	b.WriteString("__global__ void phases(const unsigned *seeds, unsigned *out, unsigned *totals) {\n")
	fmt.Fprintf(&b, "    __shared__ unsigned s[%d];\n", n)
	b.WriteString("    __shared__ unsigned acc[8];\n")
	b.WriteString(k.String())
	b.WriteString("}\n\n")
	vals := make([]string, 64)
	for i := range vals {
		vals[i] = fmt.Sprintf("%du", g.r.Uint32()>>uint(g.pick(32)))
	}
	fmt.Fprintf(&b, "static const unsigned h_seeds[64] = {%s};\n\n", strings.Join(vals, ", "))
	b.WriteString("int main() {\n")
	fmt.Fprintf(&b, "    const int n = %d * %d;\n", blocks, n)
	b.WriteString("    static unsigned out[n];\n")
	b.WriteString("    unsigned totals[6] = {0u, 0u, 0xffffffffu, 0u, 0u, 0xffffffffu};\n")
	b.WriteString("    unsigned *d_seeds, *d_out, *d_totals;\n")
	b.WriteString("    cudaMalloc(&d_seeds, sizeof h_seeds);\n    cudaMalloc(&d_out, sizeof out);\n    cudaMalloc(&d_totals, sizeof totals);\n")
	b.WriteString("    cudaMemcpy(d_seeds, h_seeds, sizeof h_seeds, cudaMemcpyHostToDevice);\n")
	b.WriteString("    cudaMemcpy(d_totals, totals, sizeof totals, cudaMemcpyHostToDevice);\n")
	fmt.Fprintf(&b, "    phases<<<%d, dim3(%d, %d)>>>(d_seeds, d_out, d_totals);\n", blocks, shape[0], shape[1])
	b.WriteString("    cudaError_t err = cudaDeviceSynchronize();\n")
	b.WriteString("    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);\n")
	b.WriteString("    cudaMemcpy(totals, d_totals, sizeof totals, cudaMemcpyDeviceToHost);\n")
	b.WriteString("    printf(\"status %d\\n\", (int)err);\n")
	b.WriteString("    for (int i = 0; i < n; i++) printf(\"%08x%c\", out[i], i % 8 == 7 ? '\\n' : ' ');\n")
	b.WriteString("    printf(\"\\ntotals %08x %08x %08x %08x %08x %08x\\n\", totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);\n")
	b.WriteString("    return 0;\n}\n")
	return b.String()
}

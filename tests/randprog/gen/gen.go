// Package gen writes random CUDA programs whose output is fully defined by
// C++ and CUDA, so that an H200's output is the oracle for every line: no
// undefined behaviour (signed arithmetic that could overflow goes through
// its unsigned type, divisors and shift counts are guarded), no order that
// depends on scheduling (each thread writes its own slots, the host prints).
//
// The programs probe what a hand-written corpus covers only by luck: C's
// integer promotions and usual arithmetic conversions across every integer
// type, literals whose type depends on their value, comparisons between
// signed and unsigned operands, conversions to narrow types, CUDA's integer
// intrinsics and min/max overloads, float arithmetic and its conversions,
// printf's conversions on the device and the host, divergent control flow,
// warp intrinsics, the layout of structs, and shared memory passed between
// a block's threads across barriers, with atomics.
//
// Each kind of program is a pure function of its seed, so the corpus in
// tests/randprog is reproducible (randprog_test.go regenerates it).
package gen

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// Kinds lists the kinds of program Program writes.
var Kinds = []string{"int", "float", "printf", "control", "warp", "layout", "block", "memory", "cxx", "libc", "runtime", "course", "half", "cg", "halfcxx"}

// Program returns the source of the random program of kind with seed.
func Program(kind string, seed uint64) (string, error) {
	g := &gen{r: rand.New(rand.NewPCG(seed, uint64(len(kind))))}
	switch kind {
	case "int":
		return g.intProgram(seed), nil
	case "float":
		return g.floatProgram(seed), nil
	case "printf":
		return g.printfProgram(seed), nil
	case "control":
		return g.controlProgram(seed), nil
	case "warp":
		return g.warpProgram(seed), nil
	case "layout":
		return g.layoutProgram(seed), nil
	case "block":
		return g.blockProgram(seed), nil
	case "memory":
		return g.memoryProgram(seed), nil
	case "cxx":
		return g.cxxProgram(seed), nil
	case "libc":
		return g.libcProgram(seed), nil
	case "runtime":
		return g.runtimeProgram(seed), nil
	case "course":
		return g.courseProgram(seed), nil
	case "half":
		return g.halfProgram(seed), nil
	case "cg":
		return g.cgProgram(seed), nil
	case "halfcxx":
		return g.halfCxxProgram(seed), nil
	}
	return "", fmt.Errorf("unknown kind %q (have %s)", kind, strings.Join(Kinds, ", "))
}

type gen struct {
	r *rand.Rand
}

func (g *gen) pick(n int) int { return g.r.IntN(n) }

func (g *gen) chance(p float64) bool { return g.r.Float64() < p }

// threads is the number of threads (and host iterations) each program runs.
const threads = 32

// evalVar is an input of an expression program: its C type, its name and
// its value in each thread, as C literals.
type evalVar struct {
	typ, name string
	values    []string
}

// writeEvalHarness writes the rest of an expression program after its
// macros E0..E(n-1): the inputs' arrays, a kernel that stores each thread's
// value of every macro (as conv spells it, "bits(E%d)" or a cast), and a
// main that evaluates the first shared macros on the host too and prints
// every value of both sides.
func writeEvalHarness(b *strings.Builder, vars []evalVar, n, shared int, conv string) {
	for _, v := range vars {
		fmt.Fprintf(b, "static const %s h_%s[%d] = {%s};\n", v.typ, v.name, threads, strings.Join(v.values, ", "))
	}
	params := make([]string, len(vars))
	for i, v := range vars {
		params[i] = fmt.Sprintf("const %s *p_%s", v.typ, v.name)
	}
	fmt.Fprintf(b, "\n__global__ void eval(%s, unsigned long long *out) {\n", strings.Join(params, ", "))
	b.WriteString("    int t = threadIdx.x;\n")
	for _, v := range vars {
		fmt.Fprintf(b, "    %s %s = p_%s[t];\n", v.typ, v.name, v.name)
	}
	for e := range n {
		fmt.Fprintf(b, "    out[%d * %d + t] = %s;\n", e, threads, fmt.Sprintf(conv, e))
	}
	b.WriteString("}\n\nint main() {\n")
	fmt.Fprintf(b, "    static unsigned long long dev[%d * %d], host[%d * %d];\n", n, threads, max(shared, 1), threads) // no array of 0
	args := make([]string, len(vars))
	for i, v := range vars {
		fmt.Fprintf(b, "    %s *d_%s;\n", v.typ, v.name)
		fmt.Fprintf(b, "    cudaMalloc(&d_%s, sizeof h_%s);\n", v.name, v.name)
		fmt.Fprintf(b, "    cudaMemcpy(d_%s, h_%s, sizeof h_%s, cudaMemcpyHostToDevice);\n", v.name, v.name, v.name)
		args[i] = "d_" + v.name
	}
	b.WriteString("    unsigned long long *d_out;\n")
	b.WriteString("    cudaMalloc(&d_out, sizeof dev);\n")
	fmt.Fprintf(b, "    eval<<<1, %d>>>(%s, d_out);\n", threads, strings.Join(args, ", "))
	b.WriteString("    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);\n")
	fmt.Fprintf(b, "    for (int t = 0; t < %d; t++) {\n", threads)
	for _, v := range vars {
		fmt.Fprintf(b, "        %s %s = h_%s[t];\n", v.typ, v.name, v.name)
	}
	for e := range shared {
		fmt.Fprintf(b, "        host[%d * %d + t] = %s;\n", e, threads, fmt.Sprintf(conv, e))
	}
	b.WriteString("    }\n")
	fmt.Fprintf(b, "    for (int e = 0; e < %d; e++) {\n", n)
	b.WriteString("        printf(\"E%d device:\", e);\n")
	fmt.Fprintf(b, "        for (int t = 0; t < %d; t++) printf(\" %%llx\", dev[e * %d + t]);\n", threads, threads)
	b.WriteString("        printf(\"\\n\");\n")
	fmt.Fprintf(b, "        if (e >= %d) continue;\n", shared)
	b.WriteString("        printf(\"E%d host:  \", e);\n")
	fmt.Fprintf(b, "        for (int t = 0; t < %d; t++) printf(\" %%llx\", host[e * %d + t]);\n", threads, threads)
	b.WriteString("        printf(\"\\n\");\n    }\n    return 0;\n}\n")
}

package gen

import (
	"fmt"
	"strings"
)

// The warp kind: random warp-level intrinsics over two warps, with every
// argument the hardware takes modulo something (source lanes, widths,
// deltas, xor masks) drawn from its whole range, and masks that are exactly
// the lanes that call, so that every result is defined.

// deviceBits declares bits(v) for the types a warp or group call returns:
// the value's bits as an unsigned long long, which the host prints in hex.
const deviceBits = `__device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }
__device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
__device__ unsigned long long bits(long long x) { return x; }
__device__ unsigned long long bits(unsigned long long x) { return x; }
__device__ unsigned long long bits(int x) { return (unsigned)x; }
__device__ unsigned long long bits(unsigned x) { return x; }

`

var warpTypes = []string{"int", "unsigned", "float", "double", "long long", "unsigned long long"}

func (g *gen) warpOp(i int) (decl, body string) {
	typ := warpTypes[g.pick(len(warpTypes))]
	// Unsigned arithmetic: x * k may not fit an int.
	val := fmt.Sprintf("(%s)((unsigned)x * %du + %du)", typ, []uint32{1, 0xfffffffd, 7, 1000003}[g.pick(4)], g.pick(100))
	switch typ {
	case "float":
		val = fmt.Sprintf("(float)x * %sf + %sf", []string{"0.5", "-1.25", "3.0"}[g.pick(3)], []string{"0.1", "0.0", "-7.5"}[g.pick(3)])
	case "double":
		val = fmt.Sprintf("(double)x * %s + %s", []string{"0.5", "-1.25", "3.0"}[g.pick(3)], []string{"0.1", "0", "-7.5"}[g.pick(3)])
	}
	width := []int{1, 2, 4, 8, 16, 32, 32, 32}[g.pick(8)]
	pred := []string{"(x & 1) != 0", "lane < 5", "x % 3 == 0", "true", "false", "lane == 31", "(x >> 4) & 1"}[g.pick(7)]
	full := "0xffffffffu"
	switch g.pick(12) {
	case 0, 1:
		src := []string{"0", "5", "31", "32", "-1", "lane * 3", "lane ^ 7", "lane + 40", "(int)(x % 64)"}[g.pick(9)]
		return typ, fmt.Sprintf("__shfl_sync(%s, %s, %s, %d)", full, val, src, width)
	case 2:
		return typ, fmt.Sprintf("__shfl_up_sync(%s, %s, %du, %d)", full, val, g.pick(34), width)
	case 3:
		return typ, fmt.Sprintf("__shfl_down_sync(%s, %s, %du, %d)", full, val, g.pick(34), width)
	case 4:
		return typ, fmt.Sprintf("__shfl_xor_sync(%s, %s, %d, %d)", full, val, g.pick(41), width)
	case 5:
		return "unsigned", fmt.Sprintf("__ballot_sync(%s, %s)", full, pred)
	case 6:
		return "int", fmt.Sprintf("__any_sync(%s, %s) * 2 + __all_sync(%s, %s)", full, pred, full, pred)
	case 7:
		op := []string{"add", "min", "max", "and", "or", "xor"}[g.pick(6)]
		t := "unsigned"
		if (op == "min" || op == "max") && g.chance(0.5) {
			t = "int"
		}
		return t, fmt.Sprintf("__reduce_%s_sync(%s, (%s)(x * %d - %d))", op, full, t, 1+g.pick(5), g.pick(50))
	case 8:
		t := []string{"int", "unsigned", "long long", "float"}[g.pick(4)]
		return "unsigned", fmt.Sprintf("__match_any_sync(%s, (%s)(x %% %d))", full, t, 1+g.pick(6))
	case 9:
		// pred is read in a statement of its own: a read beside the call
		// that writes it would be unsequenced.
		return "unsigned", fmt.Sprintf("__match_all_sync(%s, (int)(x %% %d) / 64, &pred); r = r * 2 + pred", full, 1+g.pick(70))
	case 10:
		// Only the lanes below k call, with their mask.
		k := 1 + g.pick(31)
		mask := fmt.Sprintf("0x%08xu", uint32(1)<<k-1)
		return "unsigned", fmt.Sprintf("lane < %d ? __ballot_sync(%s, %s) : 7u", k, mask, pred)
	}
	return typ, fmt.Sprintf("__shfl_sync(%s, %s, %d)", full, val, g.pick(32))
}

func (g *gen) warpProgram(seed uint64) string {
	const nthreads, ops = 64, 24
	var b strings.Builder
	fmt.Fprintf(&b, "// Random warp intrinsics (tests/randprog/gen, kind warp, seed %d).\n", seed)
	b.WriteString("#include <cstdio>\n#include <cstring>\n\n")
	b.WriteString(deviceBits)
	b.WriteString("__global__ void ops(const int *in, unsigned long long *out) {\n")
	b.WriteString("    int t = threadIdx.x, lane = t % 32;\n    int x = in[t], pred = 0;\n")
	for i := range ops {
		typ, body := g.warpOp(i)
		fmt.Fprintf(&b, "    { %s r = %s; out[%d * %d + t] = bits(r); }\n", typ, body, i, nthreads)
	}
	b.WriteString("}\n\n")
	vals := make([]string, nthreads)
	for i := range vals {
		vals[i] = fmt.Sprint(int32(g.r.Uint32()) >> uint(g.pick(31)))
	}
	writeOpsMain(&b, vals, ops, 1, nthreads, false)
	return b.String()
}

// writeOpsMain writes the host side the warp and cg programs share: the input
// table, one launch of ops, and a line of per-thread result bits for each op;
// lastError adds a line naming the launch's error.
func writeOpsMain(b *strings.Builder, vals []string, ops, blocks, threads int, lastError bool) {
	nthreads := len(vals)
	fmt.Fprintf(b, "static const int h_in[%d] = {%s};\n\n", nthreads, strings.Join(vals, ", "))
	b.WriteString("int main() {\n")
	fmt.Fprintf(b, "    static unsigned long long res[%d * %d];\n", ops, nthreads)
	b.WriteString("    int *d_in;\n    unsigned long long *d_out;\n")
	b.WriteString("    cudaMalloc(&d_in, sizeof h_in);\n    cudaMalloc(&d_out, sizeof res);\n")
	b.WriteString("    cudaMemcpy(d_in, h_in, sizeof h_in, cudaMemcpyHostToDevice);\n")
	fmt.Fprintf(b, "    ops<<<%d, %d>>>(d_in, d_out);\n", blocks, threads)
	b.WriteString("    cudaMemcpy(res, d_out, sizeof res, cudaMemcpyDeviceToHost);\n")
	fmt.Fprintf(b, "    for (int i = 0; i < %d; i++) {\n        printf(\"op%%d:\", i);\n", ops)
	fmt.Fprintf(b, "        for (int t = 0; t < %d; t++) printf(\" %%llx\", res[i * %d + t]);\n", nthreads, nthreads)
	b.WriteString("        printf(\"\\n\");\n    }\n")
	if lastError {
		b.WriteString("    printf(\"%s\\n\", cudaGetErrorString(cudaGetLastError()));\n")
	}
	b.WriteString("    return 0;\n}\n")
}

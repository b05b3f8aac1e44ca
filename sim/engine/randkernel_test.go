package engine

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"simtlab/sim/memsys"
)

// Random kernels against the engine's fast paths. Each fast path has its
// own switch test over the corpus; the corpus holds the programs someone
// thought of. randomKernel writes programs nobody did: integer variables
// of every kind, fed from thread and block indices, through conversions,
// compound assignments, loops counting up and down by any step, branches
// on lane-dependent conditions, early returns, shared memory between
// barriers (at the top level and in loops), global loads and stores
// through pointers, and floats through multiply-adds; then host code from
// the same statements.
// TestRandomKernelsWithoutFastPaths runs each with every fast path on and
// with every one off and requires the same report; the generated
// programs need not be well-defined C, as the engine defines what C
// leaves undefined (wrapping, a fault's report) the same way on both
// paths.

var (
	randomKernels = flag.Int("engine.randkernels", 200, "how many random kernels TestRandomKernelsWithoutFastPaths runs")
	randomFrom    = flag.Uint64("engine.randfrom", 0, "the first random kernel's seed")
)

// fastPathSwitches are the engine's fast paths, each a package switch.
var fastPathSwitches = []*bool{&affineTags, &countRegions, &dotLoops, &fusedShapes, &hostLoops, &hostScalar,
	&uniformIncDecs, &inductionAddrs, &loopShapes, &phasedBarriers, &raceWords, &uniformControl}

// setFastPaths turns every fast path on or off and returns what restores
// them.
func setFastPaths(on bool) (restore func()) {
	saved := make([]bool, len(fastPathSwitches))
	for i, s := range fastPathSwitches {
		saved[i], *s = *s, on
	}
	return func() {
		for i, s := range fastPathSwitches {
			*s = saved[i]
		}
	}
}

// kernelGen writes one random program.
type kernelGen struct {
	r      *rand.Rand
	b      strings.Builder
	ints   []string // integer variables in scope, by name
	floats []string
	kinds  map[string]string // a variable's type
	frozen map[string]bool   // loop counters: read, never assigned (the loops end)
	next   int               // the next variable's number
	depth  int               // nesting of statements
	loops  int               // loop counters in scope (their names are the variables' too)
	whiles int               // of them, while loops: a continue would skip their step
	indent string
	host   bool // writing host code: no thread indices, no device built-ins
}

// intKinds are the integer types the variables take.
var intKinds = []string{"int", "unsigned", "long long", "unsigned long long", "short", "unsigned short",
	"char", "signed char", "unsigned char", "size_t", "long", "int64_t", "uint32_t"}

func (g *kernelGen) pick(xs ...string) string { return xs[g.r.IntN(len(xs))] }

func (g *kernelGen) line(format string, args ...any) {
	text := fmt.Sprintf(format, args...)
	if g.host {
		text = hostNames.Replace(text)
	}
	g.b.WriteString(g.indent + text + "\n")
}

// hostNames stands host variables in for the thread and block indices
// that statements written for kernels name.
var hostNames = strings.NewReplacer("threadIdx.x", "tid", "threadIdx.y", "warp", "threadIdx.z", "0", "blockIdx.x", "warp",
	"blockDim.x", "2", "blockDim.y", "2", "blockDim.z", "1", "gridDim.x", "3")

// leaf is an integer operand: a variable, an index or a constant.
func (g *kernelGen) leaf() string {
	switch g.r.IntN(7) {
	case 0, 1:
		if len(g.ints) > 0 {
			return g.ints[g.r.IntN(len(g.ints))]
		}
		return "tid"
	case 2:
		if g.host {
			return g.pick("tid", "lane", "gid", "warp")
		}
		return g.pick("threadIdx.x", "threadIdx.y", "blockIdx.x", "blockDim.x", "gridDim.x", "tid", "lane", "gid", "warp")
	case 3:
		return g.pick("0", "1", "2", "3", "5", "7", "31", "32", "-1", "-7", "100", "1000003", "2147483647", "4294967295u",
			"0x80000000", "-2147483647 - 1", "65535", "255", "128", "9223372036854775807LL", "40000")
	default:
		return fmt.Sprint(g.r.IntN(64) - 16)
	}
}

// intExpr is an integer expression of at most depth levels.
func (g *kernelGen) intExpr(depth int) string {
	if depth <= 0 || g.r.IntN(4) == 0 {
		return g.leaf()
	}
	a, b := g.intExpr(depth-1), g.intExpr(depth-1)
	switch g.r.IntN(12) {
	case 0, 1, 2:
		return "(" + a + " " + g.pick("+", "-", "*", "&", "|", "^") + " " + b + ")"
	case 3:
		return "(" + a + " " + g.pick("/", "%") + " ((" + b + " & 15) + 1))"
	case 4:
		return "(" + a + " " + g.pick("<<", ">>") + " (" + b + " & 15))"
	case 5:
		return "(" + a + " " + g.pick("<", "<=", ">", ">=", "==", "!=") + " " + b + ")"
	case 6:
		return "(" + g.cond(depth-1) + " ? " + a + " : " + b + ")"
	case 7:
		return "((" + g.pick(intKinds...) + ")" + a + ")"
	case 8:
		return g.pick("-", "~", "!") + "(" + a + ")"
	case 9:
		return g.pick("min", "max") + "(" + a + ", " + b + ")"
	case 10:
		return "g[" + g.index() + "]"
	default:
		if len(g.floats) > 0 {
			return "((int)" + g.floats[g.r.IntN(len(g.floats))] + ")"
		}
		return a
	}
}

// index is an index of g that is always in bounds.
func (g *kernelGen) index() string {
	switch g.r.IntN(4) {
	case 0:
		return "gid & 255"
	case 1:
		return "(tid * " + g.pick("1", "2", "3", "4", "33") + " + " + g.leafConst() + ") & 255"
	default:
		return "(unsigned)(" + g.intExpr(2) + ") % 256u"
	}
}

func (g *kernelGen) leafConst() string { return fmt.Sprint(g.r.IntN(40)) }

// cond is a condition, mostly lane-dependent.
func (g *kernelGen) cond(depth int) string {
	switch g.r.IntN(4) {
	case 0:
		return "(lane " + g.pick("<", ">=", "!=", "==") + " " + fmt.Sprint(g.r.IntN(34)) + ")"
	case 1:
		return "((tid & " + fmt.Sprint(1+g.r.IntN(15)) + ") == 0)"
	default:
		return "(" + g.intExpr(depth) + " " + g.pick("<", "<=", ">", ">=", "==", "!=") + " " + g.intExpr(depth) + ")"
	}
}

func (g *kernelGen) newVar(kind string) string {
	name := fmt.Sprintf("v%d", g.next)
	g.next++
	g.kinds[name] = kind
	return name
}

// stmt writes one statement.
func (g *kernelGen) stmt() {
	if len(g.ints) == len(g.frozen) || g.r.IntN(6) == 0 && len(g.ints) < 12 {
		kind := g.pick(intKinds...)
		v := g.newVar(kind)
		g.line("%s %s = %s;", kind, v, g.intExpr(3))
		g.ints = append(g.ints, v)
		return
	}
	v := g.target()
	dev := !g.host // the device-only statements' guard
	switch n := g.r.IntN(36); {
	case n < 5:
		g.line("%s %s= %s;", v, g.pick("+", "-", "*", "^", "|", "&"), g.intExpr(3))
	case n < 6:
		g.line("%s %s= (%s & 15);", v, g.pick("<<", ">>"), g.intExpr(2))
	case n < 7:
		g.line("%s %s= ((%s & 7) + 1);", v, g.pick("/", "%"), g.intExpr(2))
	case n < 8:
		g.line("%s%s;", v, g.pick("++", "--"))
	case n < 9:
		g.line("%s = %s;", v, g.intExpr(4))
	case n < 11 && g.depth < 3:
		g.line("if %s {", g.cond(2))
		g.block(1 + g.r.IntN(3))
		if g.r.IntN(2) == 0 {
			g.line("} else {")
			g.block(1 + g.r.IntN(3))
		}
		g.line("}")
	case n < 13 && g.depth < 3 && g.loops < 2:
		g.loop(false)
	case n < 14:
		g.line("g[%s] = %s;", "gid & 255", g.intExpr(3))
	case n < 15:
		g.line("%s += g[%s];", v, g.index())
	case n < 16:
		g.line("{ int *p = g + (%s); p %s= %s; %s ^= *p; }", "gid & 127", g.pick("+", "-"), "(lane & 3)", v)
	case n < 17:
		g.floatStmt()
	case n < 18 && g.depth == 0 && dev:
		g.line("%s += __shfl_sync(__activemask(), %s, (lane + %d) & 31);", v, v, g.r.IntN(32))
	case n < 19:
		g.line("%s = mix(%s, %s, &%s);", v, g.intExpr(2), g.intExpr(2), v)
	case n < 20 && g.depth < 3:
		g.line("switch ((%s) & 3) {", g.intExpr(2))
		// Each case in braces: a jump to a later label may not cross the
		// initialization of a variable a case declares.
		for c := range 3 {
			g.line("case %d: {", c)
			g.block(1 + g.r.IntN(2))
			if g.r.IntN(3) > 0 {
				g.line("    break;")
			}
			g.line("}")
		}
		g.line("default: {")
		g.block(1)
		g.line("}")
		g.line("}")
	case n < 21 && g.loops > 0:
		if g.whiles > 0 {
			g.line("if %s break;", g.cond(1))
		} else {
			g.line("if %s %s;", g.cond(1), g.pick("break", "continue"))
		}
	case n < 22 && dev:
		g.line("atomic%s(&g[%s], (int)(%s));", g.pick("Add", "Max", "Min", "Xor", "Or"), g.index(), g.intExpr(2))
	case n < 23:
		g.line("{ int a[5]; for (int j = 0; j < 5; j++) a[j] = (int)(%s) + j; %s += a[(unsigned)(%s) %% 5u]; }", g.intExpr(2), v, g.intExpr(2))
	case n < 24 && g.depth < 3 && g.loops < 2:
		i := g.newVar("int")
		g.line("int %s = %s;", i, g.pick("0", "lane & 3", "3"))
		g.line("do {")
		g.ints = append(g.ints, i)
		g.frozen[i] = true
		g.loops++
		g.block(1 + g.r.IntN(2))
		g.loops--
		g.ints = g.ints[:len(g.ints)-1]
		delete(g.frozen, i)
		g.line("} while (++%s < %s);", i, g.pick("4", "(tid & 3) + 2", "6"))
	case n < 25 && dev:
		g.line("%s += __popc(__ballot_sync(__activemask(), %s)) + __popc((unsigned)%s);", v, g.cond(1), v)
	case n < 26:
		g.line("%s = (%s)((double)(%s) * %s + (double)%s);", v, g.kinds[v], g.intExpr(2), g.pick("0.5", "-1.75", "1e10", "3.0"), g.intExpr(1))
	case n < 27:
		g.line("{ %s *p = &%s; *p %s= (%s)(%s); }", g.kinds[v], v, g.pick("+", "^", "*"), g.kinds[v], g.intExpr(2))
	case n < 28 && dev:
		// The dot-product loop's shape (dotloop.go), rows and columns in
		// bounds of f.
		g.line("{ float acc = %s; for (int kk = %s; kk < %s; kk++) acc += f[(int)threadIdx.y * 16 + kk] * f[kk * 16 + (int)threadIdx.x]; %s += (int)acc; }",
			g.pick("0.0f", "1.5f"), g.pick("0", "1", "(int)blockIdx.x % 3"), g.pick("8", "5", "dotN"), v)
	case n < 29:
		// Induction addresses (induction.go): a counter times 32 plus the lane.
		body := g.pick("V ^= g[i * 32 + lane]", "g[i * 32 + lane] += (int)V", "V += g[i * 32 + (lane ^ 1)]", "V -= g[(7 - i) * 32 + lane]")
		g.line("for (int i = %s; i < %s; i++) %s;", g.pick("0", "1", "(int)blockIdx.x"), g.pick("8", "4", "(lane & 3) + 4"),
			strings.ReplaceAll(body, "V", v))
	case n < 30 && dev:
		g.line("for (int i = gid; i < 256; i += blockDim.x * blockDim.y * blockDim.z * gridDim.x) g[i] %s= (int)(%s);", g.pick("+", "^", ""), g.intExpr(2))
	case n < 31 && dev:
		g.line("sl[tid] = %s; __syncwarp(__activemask()); %s += sl[tid ^ 1] + sc[tid * 3] + (int)sf[tid];", g.intExpr(2), v)
	case n < 32:
		g.line("{ const int *q = g + (%s); %s += q[lane] + q[2 * lane] %s q[31 - lane]; }", g.pick("0", "32", "warp * 64", "64 - lane"), v, g.pick("+", "^", "-"))
	case n < 33:
		g.line("%s = (%s)((%s) ? %s : %s);", v, g.kinds[v], g.cond(1), g.intExpr(2), g.intExpr(2))
	case n < 34 && dev && g.depth == 0 && g.loops == 0:
		// Threads that leave early: later barriers, __syncwarp and
		// warp votes go on without them.
		g.line("if (%s) return;", g.cond(1))
	default:
		g.line("%s = (%s)(%s);", v, g.kinds[v], g.intExpr(3))
	}
}

// target is a variable a statement may assign: not a loop's counter.
func (g *kernelGen) target() string {
	for {
		if v := g.ints[g.r.IntN(len(g.ints))]; !g.frozen[v] {
			return v
		}
	}
}

// floatStmt declares or updates a float through products and sums, the
// fused multiply-add's shapes.
func (g *kernelGen) floatStmt() {
	if len(g.floats) == 0 || g.r.IntN(3) == 0 {
		f := g.newVar("float")
		g.line("float %s = (float)(%s) * %s;", f, g.intExpr(2), g.pick("0.5f", "1.25f", "-3.0f", "1e-3f"))
		g.floats = append(g.floats, f)
		return
	}
	f := g.floats[g.r.IntN(len(g.floats))]
	x := g.floats[g.r.IntN(len(g.floats))]
	switch g.r.IntN(3) {
	case 0:
		g.line("%s = %s * %s + (float)(%s);", f, f, x, g.intExpr(2))
	case 1:
		g.line("%s += (float)(%s) * %s;", f, g.intExpr(2), g.pick("0.25f", "x_scale", "1.5f"))
	default:
		g.line("%s -= %s * (float)g[%s];", f, x, g.index())
	}
}

// loop writes a loop counting up or down by a step, over a
// lane-dependent or uniform range; top lets the body hold barriers.
func (g *kernelGen) loop(top bool) {
	kind := g.pick("int", "unsigned", "long long", "short", "size_t", "unsigned char", "int64_t")
	i := g.newVar(kind)
	lo := g.pick("0", "1", "lane & 3", "tid % 5", "blockIdx.x", "(int)(threadIdx.y)")
	n := g.pick("3", "5", "8", "lane & 7", "(tid % 6) + 1", "blockDim.y + 2", "gridDim.x % 4 * 2")
	step := g.pick("1", "2", "3", "blockDim.y")
	if top {
		lo, n = g.pick("0", "1", "blockIdx.x"), g.pick("3", "4", "gridDim.x % 3 + 2")
	}
	unsigned := strings.HasPrefix(kind, "u") || kind == "size_t"
	whileStep := ""
	switch {
	case g.r.IntN(3) == 0 && !unsigned:
		// (int): a signed counter compared with an unsigned bound would
		// compare as unsigned, and never end.
		g.line("for (%s %s = (%s) + (%s) - 1; %s >= (int)(%s); %s -= %s) {", kind, i, lo, n, i, lo, i, step)
	case g.r.IntN(4) == 0:
		g.line("%s %s = %s;", kind, i, lo)
		g.line("while (%s < (%s) + (%s)) {", i, lo, n)
		whileStep = fmt.Sprintf("    %s += %s;", i, step)
		g.whiles++
		defer func() { g.whiles-- }()
	default:
		g.line("for (%s %s = %s; %s < (%s) + (%s); %s += %s) {", kind, i, lo, i, lo, n, i, step)
	}
	g.ints = append(g.ints, i)
	g.frozen[i] = true
	g.loops++
	if top {
		g.barrierBody()
	} else {
		g.block(1 + g.r.IntN(3))
	}
	if whileStep != "" {
		g.line("%s", whileStep)
	}
	g.loops--
	g.ints = g.ints[:len(g.ints)-1]
	delete(g.frozen, i)
	g.line("}")
}

// barrierBody writes shared-memory traffic between barriers, reached by
// every thread of the block.
func (g *kernelGen) barrierBody() {
	v := g.target()
	switch g.r.IntN(4) {
	case 0:
		// A 2D tile, the transposes' and the tiled multiply's indexing.
		g.line("    t2[threadIdx.y + 5 * threadIdx.z][threadIdx.x] = (int)(%s);", g.intExpr(2))
		g.line("    __syncthreads();")
		g.line("    %s %s= t2[threadIdx.z * 5 + (threadIdx.y + %d) %% blockDim.y][(threadIdx.x * %s + %d) %% blockDim.x];",
			v, g.pick("+", "^"), g.r.IntN(5), g.pick("1", "2", "3"), g.r.IntN(40))
		g.line("    __syncthreads();")
		return
	case 1:
		// Barriers in a called function and under a uniform branch: the
		// coroutines' path, not the phased one.
		g.line("    %s %s= exchange(s, tid, (int)(%s), %d);", v, g.pick("+", "^"), g.intExpr(2), g.r.IntN(40))
		g.line("    if (gridDim.x %s 2) { s[tid] = tid * 3; __syncthreads(); %s += s[NT - 1 - tid]; __syncthreads(); }", g.pick("<", ">="), v)
		return
	}
	g.line("    s[tid] = (int)(%s);", g.intExpr(2))
	g.line("    __syncthreads();")
	g.line("    %s %s= s[(tid * %s + %s) %% NT];", v, g.pick("+", "^", "-"), g.pick("1", "3", "5", "31", "32"), g.leafConst())
	if g.r.IntN(2) == 0 {
		g.line("    if ((tid & %d) == 0) s[tid] += s[(tid + %d) %% NT];", 1+g.r.IntN(7), 1+g.r.IntN(40))
	}
	g.line("    __syncthreads();")
}

// block writes n statements one level deeper.
func (g *kernelGen) block(n int) {
	ints, floats, indent := len(g.ints), len(g.floats), g.indent
	g.depth++
	g.indent += "    "
	for range n {
		g.stmt()
	}
	g.depth--
	g.indent = indent
	g.ints, g.floats = g.ints[:ints], g.floats[:floats]
}

// hash writes statements that fold the variables in scope into h.
func (g *kernelGen) hash(h string) string {
	var b strings.Builder
	for _, v := range g.ints {
		fmt.Fprintf(&b, "%s    %s = %s * 1000003ULL + (unsigned long long)%s;\n", g.indent[4:], h, h, v)
	}
	for _, f := range g.floats {
		fmt.Fprintf(&b, "%s    %s = %s * 31ULL + (unsigned long long)(long long)(%s * 8.0f);\n", g.indent[4:], h, h, f)
	}
	return b.String()
}

// randomKernel writes program number seed.
func randomKernel(seed uint64) string {
	g := &kernelGen{r: rand.New(rand.NewPCG(seed, 0x5eed)), kinds: map[string]string{}, frozen: map[string]bool{}, indent: "    "}
	shapes := [][3]int{{32, 1, 1}, {64, 1, 1}, {48, 1, 1}, {33, 1, 1}, {16, 4, 1}, {8, 4, 2}, {96, 1, 1}, {12, 5, 1}}
	shape := shapes[g.r.IntN(len(shapes))]
	blocks := 1 + g.r.IntN(3)
	if g.r.IntN(10) == 0 {
		// Past the timing recording's budget, where the paths that wait
		// for it (dotloop.go) run.
		blocks = 1500 + g.r.IntN(600)
	}
	for range 2 + g.r.IntN(4) {
		g.stmt()
	}
	if g.r.IntN(2) == 0 {
		g.loop(true)
	} else {
		g.barrierBody()
	}
	for range 2 + g.r.IntN(5) {
		g.stmt()
	}
	hash := g.hash("h")
	kernel := g.b.String()
	// Host code from the same statements, over host variables of the
	// kernel's names, for the host's fast paths (hostscalar.go,
	// hostloop.go).
	g.b.Reset()
	g.ints, g.floats, g.host, g.indent = nil, nil, true, "        "
	for range 3 + g.r.IntN(6) {
		g.stmt()
	}
	host := g.b.String() + g.hash("hh")
	return fmt.Sprintf(`#include <cstdio>
#include <cstdint>
#define NT (%[1]d * %[2]d * %[3]d)
template <typename T>
__host__ __device__ long long mix(long long a, int b, T *c) {
    if (b & 1) return a * 3 + *c;
    return a - (b >> 1) + (long long)*c * 5;
}
__device__ int exchange(int *s, int tid, int v, int k) {
    s[tid] = v;
    __syncthreads();
    int r = s[(tid + k) %% NT];
    __syncthreads();
    return r;
}
__global__ void k(int *g, float *f, unsigned long long *out, float x_scale) {
    __shared__ int s[NT];
    __shared__ int t2[10][97];
    __shared__ long long sl[NT + 1];
    __shared__ char sc[NT * 3];
    __shared__ float sf[NT];
    int tid = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
    int lane = tid & 31, warp = tid / 32;
    int gid = blockIdx.x * NT + tid;
    int dotN = 3 + (int)gridDim.x %% 5;
    sl[tid + 1] = tid * 3; sc[tid * 3] = (char)tid; sc[tid * 3 + 1] = 1; sc[tid * 3 + 2] = 2; sf[tid] = tid * 0.5f;
    if (tid == 0) sl[0] = -1;
    __syncthreads();
%[5]s    unsigned long long h = 17;
%[6]s    out[gid] = h;
}
int main() {
    int *g; float *f; unsigned long long *out;
    cudaMalloc(&g, 256 * sizeof(int));
    cudaMalloc(&f, 256 * sizeof(float));
    cudaMalloc(&out, %[4]d * NT * sizeof(unsigned long long));
    int init[256];
    for (int i = 0; i < 256; i++) init[i] = (i * 2654435761u) >> 7;
    cudaMemcpy(g, init, sizeof init, cudaMemcpyHostToDevice);
    float finit[256];
    for (int i = 0; i < 256; i++) finit[i] = (float)(init[i] %% 97) * 0.125f - 4.0f;
    cudaMemcpy(f, finit, sizeof finit, cudaMemcpyHostToDevice);
    k<<<%[4]d, dim3(%[1]d, %[2]d, %[3]d)>>>(g, f, out, 0.75f);
    cudaError_t err = cudaDeviceSynchronize();
    unsigned long long *h = (unsigned long long *)malloc(%[4]d * NT * sizeof(unsigned long long));
    cudaMemcpy(h, out, %[4]d * NT * sizeof(unsigned long long), cudaMemcpyDeviceToHost);
    cudaMemcpy(init, g, sizeof init, cudaMemcpyDeviceToHost);
    unsigned long long sum = 0;
    for (int i = 0; i < %[4]d * NT; i++) sum = sum * 7 + h[i];
    for (int i = 0; i < 256; i++) sum = sum * 5 + init[i];
    printf("%%d %%llu %%llu %%llu\n", (int)err, sum, h[0], h[%[4]d * NT - 1]);
    {
        int tid = 37, lane = 5, gid = 101, warp = 1;
        int *g = init; float *f = finit; float x_scale = 0.75f;
        unsigned long long hh = 17;
%[7]s        printf("host %%llu\n", hh);
    }
    return 0;
}
`, shape[0], shape[1], shape[2], blocks, kernel, hash, host)
}

// TestRandomKernelsWithoutFastPaths: random kernels give the same output,
// exit status, steps, diagnostics, counters and per-line counters with
// every fast path on as with every one off; every third one also with the
// memory system observing (its counters and traces the same with the
// engine's fast paths and the asynchronous queue off) and through a memory
// worker (remote.go's batches) instead of the local queue.
func TestRandomKernelsWithoutFastPaths(t *testing.T) {
	n := *randomKernels
	if testing.Short() {
		n /= 5
	}
	compiled, observed := 0, 0
	link := startGoWorker(t)
	for seed := *randomFrom; seed < *randomFrom+uint64(n); seed++ {
		src := randomKernel(seed)
		on, _ := runReport(t, "random.cu", []byte(src), seed%8 == 0, 30_000_000)
		restore := setFastPaths(false)
		off, _ := runReport(t, "random.cu", []byte(src), seed%8 == 0, 30_000_000)
		restore()
		if strings.HasPrefix(on, "does not compile") {
			continue
		}
		compiled++
		if on != off {
			t.Errorf("seed %d: with the fast paths:\n%s\nwithout:\n%s\nprogram:\n%s", seed, on, off, src)
			continue
		}
		if seed%3 != 0 || strings.Contains(on, "ran more than") {
			continue
		}
		observed++
		t.Run(fmt.Sprintf("seed %d observed", seed), func(t *testing.T) {
			trace := memsys.TraceOptions{Blocks: []int{0, 1}, Warps: []int{0, 1}}
			fast := runWithMemsys(t, "random.cu", src, 30_000_000, trace)
			restore := setFastPaths(false)
			defer func(old bool) { overlap = old }(overlap)
			overlap = false
			slow := runWithMemsys(t, "random.cu", src, 30_000_000, trace)
			restore()
			compareRuns(t, fast, slow)
			local := runWithMemsys(t, "random.cu", src, 0, memsys.TraceOptions{})
			compareRuns(t, runRemote(t, "random.cu", src, link), local)
			if t.Failed() {
				t.Logf("program:\n%s", src)
			}
		})
	}
	if compiled < n*9/10 || observed < n/5 {
		t.Errorf("only %d of %d random kernels compile, %d observed", compiled, n, observed)
	}
}

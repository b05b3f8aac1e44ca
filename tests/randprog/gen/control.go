package gen

import (
	"fmt"
	"strings"
)

// The control kind: random structured code (if/else, for and while loops
// with break and continue, switch with fall-through, early return) over
// unsigned locals, where every thread of two warps takes its own path, so
// that the warps diverge and reconverge in every way the code allows. Each
// thread's final state is printed, by the device and by the host.

// controlGen writes one function body.
type controlGen struct {
	*gen
	b      strings.Builder
	vars   []string // assignable locals
	reads  []string // loop counters, which are read but never assigned
	names  int      // counters named so far
	indent int
	loops  int // enclosing loops (break and continue are legal inside)
	budget int // statements left
}

func (c *controlGen) line(format string, args ...any) {
	c.b.WriteString(strings.Repeat("    ", c.indent))
	fmt.Fprintf(&c.b, format, args...)
	c.b.WriteString("\n")
}

func (c *controlGen) v() string { return c.vars[c.pick(len(c.vars))] }

// read is a local or an enclosing loop's counter.
func (c *controlGen) read() string {
	if len(c.reads) > 0 && c.chance(0.3) {
		return c.reads[c.pick(len(c.reads))]
	}
	return c.v()
}

func (c *controlGen) name(prefix string) string {
	c.names++
	return fmt.Sprintf("%s%d", prefix, c.names)
}

// expr is an unsigned expression over the locals and the thread index;
// unsigned arithmetic wraps, so no operator here is undefined.
func (c *controlGen) expr(depth int) string {
	if depth == 0 || c.chance(0.3) {
		if c.chance(0.75) {
			return c.read()
		}
		return []string{"t", "1u", "3u", "7u", "0x55u", "0xffffffffu", "(t >> 2)", "(t & 5)"}[c.pick(8)]
	}
	x, y := c.expr(depth-1), c.expr(depth-1)
	switch c.pick(9) {
	case 0:
		return fmt.Sprintf("(%s << (%s & 31u))", x, y)
	case 1:
		return fmt.Sprintf("(%s >> (%s & 31u))", x, y)
	case 2:
		return fmt.Sprintf("(%s / (%s | 1u))", x, y)
	case 3:
		return fmt.Sprintf("(%s %% (%s | 1u))", x, y)
	case 4:
		return fmt.Sprintf("(%s %s %s ? %s : %s)", x, []string{"<", ">", "==", "!="}[c.pick(4)], y, c.expr(depth-1), c.expr(depth-1))
	}
	return fmt.Sprintf("(%s %s %s)", x, []string{"+", "-", "*", "^", "&", "|"}[c.pick(6)], y)
}

// cond is a condition that differs between threads most of the time.
func (c *controlGen) cond() string {
	switch c.pick(4) {
	case 0:
		return fmt.Sprintf("(t & %du) != 0", 1<<c.pick(6))
	case 1:
		return fmt.Sprintf("t %s %du", []string{"<", ">", "<=", ">="}[c.pick(4)], c.pick(64))
	}
	return fmt.Sprintf("(%s) %% %du %s %du", c.expr(2), 2+c.pick(5), []string{"==", "!=", "<"}[c.pick(3)], c.pick(3))
}

func (c *controlGen) block(n int) {
	for range n {
		if c.budget <= 0 {
			return
		}
		c.stmt()
	}
}

func (c *controlGen) stmt() {
	c.budget--
	nested := c.indent < 5
	switch k := c.pick(20); {
	case k < 7 || !nested:
		c.line("%s %s %s;", c.v(), []string{"=", "+=", "^=", "-=", "*=", "|="}[c.pick(6)], c.expr(2))
	case k < 10:
		c.line("if (%s) {", c.cond())
		c.indent++
		c.block(1 + c.pick(3))
		c.indent--
		if c.chance(0.5) {
			c.line("} else {")
			c.indent++
			c.block(1 + c.pick(3))
			c.indent--
		}
		c.line("}")
	case k < 13:
		i := c.name("i")
		c.line("for (unsigned %s = 0; %s < %s; %s++) {", i, i, []string{"3u", "(t % 5u)", "(t & 3u) + 1u", "8u"}[c.pick(4)], i)
		c.indent++
		c.loops++
		c.reads = append(c.reads, i)
		c.block(1 + c.pick(3))
		c.reads = c.reads[:len(c.reads)-1]
		c.loops--
		c.indent--
		c.line("}")
	case k < 15:
		// A while loop that always ends: its counter only counts down.
		n := c.name("n")
		c.line("unsigned %s = %s %% 6u;", n, c.expr(1))
		c.line("while (%s-- > 0u) {", n)
		c.indent++
		c.loops++
		c.block(1 + c.pick(3))
		c.loops--
		c.indent--
		c.line("}")
	case k < 17 && c.loops > 0:
		c.line("if (%s) %s;", c.cond(), []string{"break", "continue"}[c.pick(2)])
	case k < 18:
		c.line("switch (%s %% 4u) {", c.expr(2))
		for cs := range 4 {
			if c.chance(0.3) {
				continue
			}
			// Braces: a jump to a case label may not cross a
			// declaration's initialization (the while loops' counters).
			c.line("case %du: {", cs)
			c.indent++
			c.block(1 + c.pick(2))
			if c.chance(0.7) {
				c.line("break;")
			}
			c.indent--
			c.line("}")
		}
		c.line("default: {")
		c.indent++
		c.block(1)
		c.indent--
		c.line("}")
		c.line("}")
	case k < 19:
		c.line("if (%s) return %s;", c.cond(), c.expr(2))
	default:
		c.line("%s = mix(%s, %s);", c.v(), c.read(), c.expr(1))
	}
}

func (g *gen) controlProgram(seed uint64) string {
	const nthreads = 64 // two warps
	c := &controlGen{gen: g, vars: []string{"a", "b", "c", "d"}, indent: 1, budget: 25 + g.pick(20)}
	c.line("unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = %du;", g.r.Uint32())
	c.block(12)
	for c.budget > 0 {
		c.stmt()
	}
	c.line("return a ^ (b << 1) ^ (c << 2) ^ (d << 3);")
	var b strings.Builder
	fmt.Fprintf(&b, "// Random control flow (tests/randprog/gen, kind control, seed %d).\n", seed)
	b.WriteString("#include <cstdio>\n\n")
	b.WriteString("__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }\n\n")
	b.WriteString("__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {\n")
	b.WriteString(c.b.String())
	b.WriteString("}\n\n")
	seeds := make([]string, nthreads)
	for i := range seeds {
		seeds[i] = fmt.Sprintf("%du", g.r.Uint32()>>uint(g.pick(32)))
	}
	fmt.Fprintf(&b, "static const unsigned h_seed[%d] = {%s};\n\n", nthreads, strings.Join(seeds, ", "))
	b.WriteString("__global__ void run(const unsigned *seedA, unsigned *out) {\n")
	b.WriteString("    unsigned t = threadIdx.x;\n    out[t] = path(t, seedA);\n}\n\n")
	b.WriteString("int main() {\n")
	fmt.Fprintf(&b, "    unsigned dev[%d], *d_seed, *d_out;\n", nthreads)
	b.WriteString("    cudaMalloc(&d_seed, sizeof h_seed);\n    cudaMalloc(&d_out, sizeof dev);\n")
	b.WriteString("    cudaMemcpy(d_seed, h_seed, sizeof h_seed, cudaMemcpyHostToDevice);\n")
	fmt.Fprintf(&b, "    run<<<1, %d>>>(d_seed, d_out);\n", nthreads)
	b.WriteString("    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);\n")
	fmt.Fprintf(&b, "    for (unsigned t = 0; t < %d; t++)\n", nthreads)
	b.WriteString("        printf(\"%2u device %08x host %08x\\n\", t, dev[t], path(t, h_seed));\n")
	b.WriteString("    return 0;\n}\n")
	return b.String()
}

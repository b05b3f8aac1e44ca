package gen

import (
	"fmt"
	"strings"
)

// The layout kind: random structs and unions of scalars, CUDA's vector
// types, arrays, bit-fields, alignment specifiers and earlier aggregates,
// whose sizeof, alignof and offsetof the device and the host print, and an
// array of which a kernel reads through the device's view of the layout.

var layoutScalars = []string{"char", "unsigned char", "short", "int", "unsigned", "long", "long long", "float", "double",
	"bool", "char2", "char3", "uchar4", "short2", "short3", "int2", "int3", "int4", "uint2", "float2", "float3", "float4",
	"double2", "longlong2", "ulonglong2", "double3", "short4", "ushort2", "long2"}

type layoutField struct {
	name, typ, suffix string // suffix: "[3]" or " : 5"
	readable          bool   // a scalar the kernel can read and sum
}

func (g *gen) layoutProgram(seed uint64) string {
	var b strings.Builder
	fmt.Fprintf(&b, "// Random struct layouts (tests/randprog/gen, kind layout, seed %d).\n", seed)
	b.WriteString("#include <cstdio>\n#include <cstddef>\n#include <cstring>\n\n")
	var aggs []string
	var lines []string // the sizeof/alignof/offsetof expressions printed
	fields := map[string][]layoutField{}
	for s := range 6 {
		name := fmt.Sprintf("S%d", s)
		kw := "struct"
		if g.chance(0.15) {
			kw = "union"
		}
		attr := ""
		if g.chance(0.15) {
			attr = fmt.Sprintf(" __align__(%d)", []int{8, 16, 32}[g.pick(3)])
		}
		fmt.Fprintf(&b, "%s%s %s {\n", kw, attr, name)
		n := 1 + g.pick(6)
		for f := range n {
			fl := layoutField{name: fmt.Sprintf("f%d", f)}
			switch k := g.pick(10); {
			case k < 1 && len(aggs) > 0:
				fl.typ = aggs[g.pick(len(aggs))]
			case k < 2 && kw == "struct":
				fl.typ = []string{"unsigned", "int", "unsigned char", "unsigned short"}[g.pick(4)]
				width := map[string]int{"unsigned": 32, "int": 32, "unsigned char": 8, "unsigned short": 16}[fl.typ]
				fl.suffix = fmt.Sprintf(" : %d", 1+g.pick(width))
			default:
				fl.typ = layoutScalars[g.pick(len(layoutScalars))]
				fl.readable = !strings.ContainsAny(fl.typ[len(fl.typ)-1:], "234") && fl.typ != "bool"
				if g.chance(0.2) {
					fl.suffix = fmt.Sprintf("[%d]", 1+g.pick(4))
					fl.readable = false
				}
			}
			align := ""
			if fl.suffix == "" && g.chance(0.1) {
				align = fmt.Sprintf("alignas(%d) ", []int{4, 8, 16}[g.pick(3)])
			}
			fmt.Fprintf(&b, "    %s%s %s%s;\n", align, fl.typ, fl.name, fl.suffix)
			fields[name] = append(fields[name], fl)
			if !strings.Contains(fl.suffix, ":") {
				lines = append(lines, fmt.Sprintf("offsetof(%s, %s)", name, fl.name))
			}
		}
		b.WriteString("};\n")
		lines = append(lines, fmt.Sprintf("sizeof(%s)", name), fmt.Sprintf("alignof(%s)", name))
		aggs = append(aggs, name)
	}
	// The kernel sums the readable scalars of the last struct, element by
	// element, from bytes the host wrote: it reads through the layout.
	last := aggs[len(aggs)-1]
	var reads []string
	for _, f := range fields[last] {
		if f.readable {
			reads = append(reads, fmt.Sprintf("(double)p[t].%s", f.name))
		}
	}
	if len(reads) == 0 {
		reads = []string{"0.0"}
	}
	fmt.Fprintf(&b, "\n#define LAYOUT {%s}\n", strings.Join(lines, ", "))
	fmt.Fprintf(&b, "#define NLAYOUT %d\n\n", len(lines))
	b.WriteString("__global__ void layout(size_t *out) {\n    size_t v[] = LAYOUT;\n")
	b.WriteString("    for (int i = 0; i < NLAYOUT; i++) out[i] = v[i];\n}\n\n")
	fmt.Fprintf(&b, "__global__ void sum(const %s *p, double *out) {\n    int t = threadIdx.x;\n", last)
	fmt.Fprintf(&b, "    out[t] = %s;\n}\n\n", strings.Join(reads, " + "))
	b.WriteString("int main() {\n")
	b.WriteString("    size_t host[] = LAYOUT, dev[NLAYOUT];\n    size_t *d_out;\n")
	b.WriteString("    cudaMalloc(&d_out, sizeof dev);\n    layout<<<1, 1>>>(d_out);\n")
	b.WriteString("    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);\n")
	b.WriteString("    for (int i = 0; i < NLAYOUT; i++) printf(\"%d: device %zu host %zu\\n\", i, dev[i], host[i]);\n")
	fmt.Fprintf(&b, "    %s items[8];\n", last)
	b.WriteString("    unsigned char *raw = (unsigned char *)items;\n")
	b.WriteString("    for (size_t i = 0; i < sizeof items; i++) raw[i] = (unsigned char)(i * 37 % 101);\n")
	fmt.Fprintf(&b, "    %s *d_items;\n    double sums[8], *d_sums;\n", last)
	b.WriteString("    cudaMalloc(&d_items, sizeof items);\n    cudaMalloc(&d_sums, sizeof sums);\n")
	b.WriteString("    cudaMemcpy(d_items, items, sizeof items, cudaMemcpyHostToDevice);\n")
	b.WriteString("    sum<<<1, 8>>>(d_items, d_sums);\n")
	b.WriteString("    cudaMemcpy(sums, d_sums, sizeof sums, cudaMemcpyDeviceToHost);\n")
	b.WriteString("    for (int t = 0; t < 8; t++) {\n")
	fmt.Fprintf(&b, "        const %s *p = items;\n", last)
	fmt.Fprintf(&b, "        printf(\"sum %%d: device %%.17g host %%.17g\\n\", t, sums[t], %s);\n", strings.Join(reads, " + "))
	b.WriteString("    }\n    return 0;\n}\n")
	return b.String()
}

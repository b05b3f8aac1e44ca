package gen

import (
	"fmt"
	"math"
	"strings"
)

// conversion is one random printf conversion and the arguments it takes.
type conversion struct {
	spec string
	args []string
}

// intLengths are printf's length modifiers for integers with the type
// an argument is converted to for each (signed, unsigned).
var intLengths = []struct{ mod, signed, unsigned string }{
	{"", "int", "unsigned"}, {"hh", "signed char", "unsigned char"}, {"h", "short", "unsigned short"},
	{"l", "long", "unsigned long"}, {"ll", "long long", "unsigned long long"},
}

var intArgs = []string{"0", "1", "-1", "7", "-42", "255", "65535", "100000", "2147483647", "(-2147483647 - 1)",
	"4294967295u", "9223372036854775807ll", "(-9223372036854775807ll - 1)", "18446744073709551615ull", "0x1234abcd", "-123456789"}

var doubleArgs = []float64{0, math.Copysign(0, -1), 1, -1, 0.5, 0.1, 1.0 / 3, 2.5, 3.5, -2.5, 123.456, 1e-5, 1e-300, 5e-324,
	1e15, 123456789012.0, 1e21, 1.7976931348623157e308, 0.000123456, 9.9999999, 99999.5, 0.05, 1e100,
	math.Inf(1), math.Inf(-1), math.NaN(), -math.NaN()}

var stringArgs = []string{`""`, `"a"`, `"abc"`, `"hello world"`, `"tab\there"`, `"percent %"`}

// doubleArg spells a printf double argument.
func doubleArg(d float64) string {
	switch {
	case math.IsNaN(d) && math.Signbit(d):
		return "-NAN"
	case math.IsNaN(d):
		return "NAN"
	}
	return doubleLiteral(d)
}

func (g *gen) flags(allowed string) string {
	var b strings.Builder
	for _, f := range allowed {
		if g.chance(0.2) {
			b.WriteRune(f)
		}
	}
	return b.String()
}

// widthPrecision returns a width and a precision, either of which may be
// empty. (CUDA's device printf takes no '*': it prints the conversion as it
// stands and consumes no argument, so the arguments after it shift.)
func (g *gen) widthPrecision(precision bool) string {
	var spec string
	if g.chance(0.5) {
		spec = fmt.Sprint(1 + g.pick(14))
	}
	if precision {
		switch g.pick(4) {
		case 1:
			spec += "." + fmt.Sprint(g.pick(12))
		case 2:
			spec += "."
		case 3:
			spec += "." + fmt.Sprint(12+g.pick(10))
		}
	}
	return spec
}

func (g *gen) conversion() conversion {
	switch k := g.pick(12); {
	case k < 4: // integers
		l := intLengths[g.pick(len(intLengths))]
		c := "diuxXo"[g.pick(6)]
		allowed := "-0"
		switch c {
		case 'd', 'i':
			allowed = "-+ 0"
		case 'x', 'X', 'o':
			allowed = "-#0"
		}
		wp := g.widthPrecision(true)
		t := l.unsigned
		if c == 'd' || c == 'i' {
			t = l.signed
		}
		arg := fmt.Sprintf("(%s)%s", t, intArgs[g.pick(len(intArgs))])
		return conversion{"%" + g.flags(allowed) + wp + l.mod + string(c), []string{arg}}
	case k < 9: // floating point
		c := "fFeEgGaA"[g.pick(8)]
		arg := doubleArg(doubleArgs[g.pick(len(doubleArgs))])
		return conversion{"%" + g.flags("-+ #0") + g.widthPrecision(true) + string(c), []string{arg}}
	case k < 10:
		arg := []string{"'x'", "'A'", "' '", "'0'", "65", "'%'"}[g.pick(6)]
		return conversion{"%" + g.flags("-") + g.widthPrecision(false) + "c", []string{arg}}
	case k < 11:
		arg := stringArgs[g.pick(len(stringArgs))]
		return conversion{"%" + g.flags("-") + g.widthPrecision(true) + "s", []string{arg}}
	}
	return conversion{"%%", nil}
}

// printfProgram writes a kernel whose one thread makes random printf calls,
// and host code that makes the same calls after it.
func (g *gen) printfProgram(seed uint64) string {
	const calls = 40
	var b strings.Builder
	fmt.Fprintf(&b, "// Random printf conversions (tests/randprog/gen, kind printf, seed %d).\n", seed)
	b.WriteString("#include <cstdio>\n#include <cmath>\n\n")
	for i := range calls {
		n := 1 + g.pick(3)
		var specs, args []string
		for range n {
			c := g.conversion()
			specs = append(specs, "["+c.spec+"]")
			args = append(args, c.args...)
		}
		// P<i> holds the call's arguments after the format: one text for both sides.
		rest := ""
		if len(args) > 0 {
			rest = ", " + strings.Join(args, ", ")
		}
		fmt.Fprintf(&b, "#define P%d(side) printf(side \"%d %s\\n\"%s)\n", i, i, strings.Join(specs, " "), rest)
	}
	b.WriteString("\n__global__ void show() {\n")
	for i := range calls {
		fmt.Fprintf(&b, "    P%d(\"device \");\n", i)
	}
	b.WriteString("}\n\nint main() {\n    show<<<1, 1>>>();\n    cudaDeviceSynchronize();\n")
	for i := range calls {
		fmt.Fprintf(&b, "    P%d(\"host   \");\n", i)
	}
	b.WriteString("    return 0;\n}\n")
	return b.String()
}

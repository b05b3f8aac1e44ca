package gen

import (
	"fmt"
	"math/big"
	"strings"
)

// ctype is a C integer type of an LP64 machine (nvcc's host and device).
type ctype struct {
	name   string
	bits   int
	signed bool
	rank   int // conversion rank: bool 0, char 1, short 2, int 3, long 4, long long 5
}

var (
	tBool   = ctype{"bool", 1, false, 0}
	tChar   = ctype{"char", 8, true, 1} // char is signed on x86-64 and on the device
	tSChar  = ctype{"signed char", 8, true, 1}
	tUChar  = ctype{"unsigned char", 8, false, 1}
	tShort  = ctype{"short", 16, true, 2}
	tUShort = ctype{"unsigned short", 16, false, 2}
	tInt    = ctype{"int", 32, true, 3}
	tUInt   = ctype{"unsigned", 32, false, 3}
	tLong   = ctype{"long", 64, true, 4}
	tULong  = ctype{"unsigned long", 64, false, 4}
	tLLong  = ctype{"long long", 64, true, 5}
	tULLong = ctype{"unsigned long long", 64, false, 5}
)

// valueTypes are the types of the programs' inputs and casts.
var valueTypes = []ctype{tChar, tSChar, tUChar, tShort, tUShort, tInt, tUInt, tLong, tULong, tLLong, tULLong}

// promote is C's integer promotion.
func promote(t ctype) ctype {
	if t.rank < tInt.rank {
		return tInt
	}
	return t
}

// unsignedOf is the unsigned type of t's rank.
func unsignedOf(t ctype) ctype {
	switch t.rank {
	case tInt.rank:
		return tUInt
	case tLong.rank:
		return tULong
	case tLLong.rank:
		return tULLong
	}
	panic("unsignedOf " + t.name)
}

// common is C's usual arithmetic conversions for two integer operands.
func common(a, b ctype) ctype {
	a, b = promote(a), promote(b)
	if a == b {
		return a
	}
	if a.signed == b.signed {
		if a.rank > b.rank {
			return a
		}
		return b
	}
	u, s := a, b
	if a.signed {
		u, s = b, a
	}
	switch {
	case u.rank >= s.rank:
		return u
	case s.bits > u.bits:
		return s
	}
	return unsignedOf(s)
}

// limits returns t's smallest and largest values.
func limits(t ctype) (lo, hi *big.Int) {
	if t == tBool {
		return big.NewInt(0), big.NewInt(1)
	}
	one := big.NewInt(1)
	if t.signed {
		hi = new(big.Int).Sub(new(big.Int).Lsh(one, uint(t.bits-1)), one)
		lo = new(big.Int).Neg(new(big.Int).Lsh(one, uint(t.bits-1)))
		return lo, hi
	}
	return big.NewInt(0), new(big.Int).Sub(new(big.Int).Lsh(one, uint(t.bits)), one)
}

// value picks an input of type t: an edge of its range half the time.
func (g *gen) value(t ctype) *big.Int {
	lo, hi := limits(t)
	one := big.NewInt(1)
	if g.chance(0.5) {
		edges := []*big.Int{big.NewInt(0), one, big.NewInt(2), hi, new(big.Int).Sub(hi, one), lo, new(big.Int).Add(lo, one)}
		if t.signed {
			edges = append(edges, big.NewInt(-1), big.NewInt(-2))
		}
		return edges[g.pick(len(edges))]
	}
	// Random bits of a random width, so small and large values both occur.
	width := 1 + g.pick(t.bits)
	v := new(big.Int).SetUint64(g.r.Uint64())
	v.And(v, new(big.Int).Sub(new(big.Int).Lsh(one, uint(width)), one))
	if t.signed {
		if v.Cmp(hi) > 0 {
			v.Rsh(v, 1)
		}
		if g.chance(0.5) {
			v.Neg(v)
		}
	}
	return v
}

// literal spells v, a value of type t, as C source of that type.
func literal(t ctype, v *big.Int) string {
	lo, _ := limits(t)
	if t.signed && v.Cmp(lo) == 0 && t.bits >= 32 {
		// The most negative value has no literal: -(max) - 1.
		m := new(big.Int).Neg(new(big.Int).Add(v, big.NewInt(1)))
		suffix := map[int]string{3: "", 4: "l", 5: "ll"}[t.rank]
		return fmt.Sprintf("(-%s%s - 1)", m, suffix)
	}
	suffix := ""
	switch t {
	case tUInt:
		suffix = "u"
	case tLong:
		suffix = "l"
	case tULong:
		suffix = "ul"
	case tLLong:
		suffix = "ll"
	case tULLong:
		suffix = "ull"
	}
	return v.String() + suffix
}

// constants are literals whose types C derives from their spelling and value.
var constants = []struct {
	text string
	t    ctype
}{
	{"0", tInt}, {"1", tInt}, {"2", tInt}, {"3", tInt}, {"7", tInt}, {"31", tInt}, {"32", tInt},
	{"100", tInt}, {"255", tInt}, {"-1", tInt}, {"-5", tInt}, {"2147483647", tInt},
	{"2147483648", tLong}, {"4294967295", tLong}, {"0x7fffffff", tInt}, {"0x80000000", tUInt},
	{"0xffffffff", tUInt}, {"0x100000000", tLong}, {"0xffffffffffffffff", tULong},
	{"9223372036854775807", tLong}, {"5u", tUInt}, {"5l", tLong}, {"5ul", tULong},
	{"5ll", tLLong}, {"5ull", tULLong}, {"-1ll", tLLong}, {"-1u", tUInt}, {"0200", tInt},
	{"'A'", tChar}, {"'\\xff'", tChar}, {"'\\0'", tChar}, {"true", tBool}, {"false", tBool},
	{"(short)-3", tShort}, {"(unsigned char)200", tUChar}, {"(unsigned short)65535", tUShort},
	{"(signed char)-128", tSChar},
}

// input is one of a program's per-thread inputs.
type input struct {
	name string
	t    ctype
}

// intExpr returns a random expression of depth at most depth over ins and
// its type. With device set it may call CUDA's device-only intrinsics.
func (g *gen) intExpr(ins []input, depth int, device bool) (string, ctype) {
	if depth == 0 || g.chance(0.2) {
		if g.chance(0.7) {
			in := ins[g.pick(len(ins))]
			return in.name, in.t
		}
		c := constants[g.pick(len(constants))]
		return c.text, c.t
	}
	sub := func() (string, ctype) { return g.intExpr(ins, depth-1, device) }
	switch k := g.pick(20); {
	case k < 2: // unary
		x, t := sub()
		p := promote(t)
		switch g.pick(4) {
		case 0:
			if p.signed {
				// -INT_MIN overflows: negate in the unsigned type.
				return fmt.Sprintf("((%s)(-(%s)(%s)))", p.name, unsignedOf(p).name, x), p
			}
			return fmt.Sprintf("(-(%s))", x), p
		case 1:
			return fmt.Sprintf("(~(%s))", x), p
		case 2:
			return fmt.Sprintf("(!(%s))", x), tBool
		}
		return fmt.Sprintf("(+(%s))", x), p
	case k < 4: // conversion
		x, _ := sub()
		t := valueTypes[g.pick(len(valueTypes))]
		if g.chance(0.1) {
			t = tBool
		}
		return fmt.Sprintf("((%s)(%s))", t.name, x), t
	case k < 8: // + - *
		x, tx := sub()
		y, ty := sub()
		op := []string{"+", "-", "*"}[g.pick(3)]
		r := common(tx, ty)
		narrow := tx.rank < tInt.rank && ty.rank < tInt.rank
		if !r.signed || narrow && op != "*" {
			return fmt.Sprintf("((%s) %s (%s))", x, op, y), r
		}
		u := unsignedOf(r).name
		return fmt.Sprintf("((%s)((%s)(%s) %s (%s)(%s)))", r.name, u, x, op, u, y), r
	case k < 10: // / %
		x, tx := sub()
		y, ty := sub()
		op := []string{"/", "%"}[g.pick(2)]
		r := common(tx, ty)
		if r.signed {
			fn := map[string]string{"/": "sdiv", "%": "smod"}[op]
			return fmt.Sprintf("%s((%s)(%s), (%s)(%s))", fn, r.name, x, r.name, y), r
		}
		return fmt.Sprintf("((%s) != 0 ? (%s) %s (%s) : (%s)(%s))", y, x, op, y, r.name, x), r
	case k < 12: // shifts
		x, tx := sub()
		y, _ := sub()
		p := promote(tx)
		count := fmt.Sprintf("((%s) & %d)", y, p.bits-1)
		if g.chance(0.5) {
			if p.signed {
				u := unsignedOf(p).name
				return fmt.Sprintf("((%s)((%s)(%s) << %s))", p.name, u, x, count), p
			}
			return fmt.Sprintf("((%s) << %s)", x, count), p
		}
		return fmt.Sprintf("((%s) >> %s)", x, count), p
	case k < 14: // & | ^
		x, tx := sub()
		y, ty := sub()
		op := []string{"&", "|", "^"}[g.pick(3)]
		return fmt.Sprintf("((%s) %s (%s))", x, op, y), common(tx, ty)
	case k < 16: // comparisons and logic
		x, _ := sub()
		y, _ := sub()
		op := []string{"<", "<=", ">", ">=", "==", "!=", "&&", "||"}[g.pick(8)]
		return fmt.Sprintf("((%s) %s (%s))", x, op, y), tBool
	case k < 17: // ?:
		c, _ := sub()
		x, tx := sub()
		y, ty := sub()
		return fmt.Sprintf("((%s) ? (%s) : (%s))", c, x, y), common(tx, ty)
	}
	if !device {
		return g.intExpr(ins, depth, device)
	}
	return g.intrinsic(sub)
}

// intrinsic calls one of CUDA's integer intrinsics or min/max overloads
// with random arguments, which convert to its parameters as C++ does.
func (g *gen) intrinsic(sub func() (string, ctype)) (string, ctype) {
	type fn struct {
		name string
		args int
		t    ctype
	}
	fns := []fn{
		{"__popc", 1, tInt}, {"__popcll", 1, tInt}, {"__clz", 1, tInt}, {"__clzll", 1, tInt},
		{"__ffs", 1, tInt}, {"__ffsll", 1, tInt}, {"__brev", 1, tUInt}, {"__brevll", 1, tULLong},
		{"__byte_perm", 3, tUInt}, {"__funnelshift_l", 3, tUInt}, {"__funnelshift_r", 3, tUInt},
		{"__funnelshift_lc", 3, tUInt}, {"__funnelshift_rc", 3, tUInt}, {"__mulhi", 2, tInt},
		{"__umulhi", 2, tUInt}, {"__mul64hi", 2, tLLong}, {"__umul64hi", 2, tULLong},
		{"__mul24", 2, tInt}, {"__umul24", 2, tUInt}, {"__sad", 3, tUInt}, {"__usad", 3, tUInt},
		{"__hadd", 2, tInt}, {"__rhadd", 2, tInt}, {"__uhadd", 2, tUInt}, {"__urhadd", 2, tUInt},
		{"min", 2, tInt}, {"max", 2, tInt},
	}
	f := fns[g.pick(len(fns))]
	args := make([]string, f.args)
	for i := range args {
		args[i], _ = sub()
	}
	if f.name == "min" || f.name == "max" {
		// CUDA overloads min and max for equal types and for the mixed
		// signed/unsigned pairs of one width; other mixes are ambiguous.
		pairs := [][2]ctype{{tInt, tInt}, {tUInt, tUInt}, {tInt, tUInt}, {tUInt, tInt},
			{tLLong, tLLong}, {tULLong, tULLong}, {tLLong, tULLong}, {tULLong, tLLong}}
		p := pairs[g.pick(len(pairs))]
		r := p[0]
		if p[0] != p[1] {
			r = unsignedOf(p[0])
		}
		return fmt.Sprintf("%s((%s)(%s), (%s)(%s))", f.name, p[0].name, args[0], p[1].name, args[1]), r
	}
	return fmt.Sprintf("%s(%s)", f.name, strings.Join(args, ", ")), f.t
}

// intProgram writes a program that evaluates random integer expressions
// over per-thread inputs in a kernel and, where they have no intrinsic, in
// host code, and prints every thread's value of each.
func (g *gen) intProgram(seed uint64) string {
	ins := make([]input, 6)
	for i := range ins {
		ins[i] = input{fmt.Sprintf("a%d", i), valueTypes[g.pick(len(valueTypes))]}
	}
	const shared, deviceOnly = 14, 10
	var b strings.Builder
	fmt.Fprintf(&b, "// Random integer expressions (tests/randprog/gen, kind int, seed %d).\n", seed)
	b.WriteString("#include <cstdio>\n\n")
	// Division by zero and MIN / -1 are undefined: the helpers define them.
	for _, t := range []ctype{tInt, tLong, tLLong} {
		fmt.Fprintf(&b, "__host__ __device__ %[1]s sdiv(%[1]s a, %[1]s b) { return b == 0 ? a : b == -1 ? (%[1]s)(-(%[2]s)a) : a / b; }\n", t.name, unsignedOf(t).name)
		fmt.Fprintf(&b, "__host__ __device__ %[1]s smod(%[1]s a, %[1]s b) { return b == 0 || b == -1 ? 0 : a %% b; }\n", t.name)
	}
	b.WriteString("\n")
	exprs := make([]string, shared+deviceOnly)
	for i := range exprs {
		exprs[i], _ = g.intExpr(ins, 2+g.pick(3), i >= shared)
		fmt.Fprintf(&b, "#define E%d %s\n", i, exprs[i])
	}
	b.WriteString("\n")
	vars := make([]evalVar, len(ins))
	for i, in := range ins {
		vars[i] = evalVar{typ: in.t.name, name: in.name, values: make([]string, threads)}
		for t := range vars[i].values {
			vars[i].values[t] = literal(in.t, g.value(in.t))
		}
	}
	writeEvalHarness(&b, vars, len(exprs), shared, "(unsigned long long)(E%d)")
	return b.String()
}

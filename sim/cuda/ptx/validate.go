package ptx

import (
	"fmt"
	"slices"
	"strings"
)

// How many operands each instruction takes, and whether it computes on
// integers (i), floats (f) or either.
var shapes = map[string]struct {
	n     int
	kinds string // "i", "f", "if"; "" when the instruction has no arithmetic type
}{
	"mov": {2, "if"}, "ld": {2, "if"}, "st": {2, "if"}, "cvta": {2, "i"}, "cvt": {2, "if"},
	"add": {3, "if"}, "sub": {3, "if"}, "mul": {3, "if"}, "div": {3, "if"}, "rem": {3, "i"},
	"min": {3, "if"}, "max": {3, "if"}, "and": {3, "i"}, "or": {3, "i"}, "xor": {3, "i"},
	"shl": {3, "i"}, "shr": {3, "i"}, "mad": {4, "if"}, "fma": {4, "f"},
	"not": {2, "i"}, "neg": {2, "if"}, "abs": {2, "if"}, "popc": {2, "i"}, "clz": {2, "i"}, "brev": {2, "i"},
	"sqrt": {2, "f"}, "rcp": {2, "f"}, "rsqrt": {2, "f"}, "ex2": {2, "f"}, "lg2": {2, "f"}, "sin": {2, "f"}, "cos": {2, "f"},
	"membar": {0, ""}, "fence": {0, ""}, "nanosleep": {1, ""}, "bar": {1, ""},
	"setp": {3, "if"}, "selp": {4, "if"}, "bfe": {4, "i"}, "bfi": {5, "i"}, "prmt": {4, "i"}, "bfind": {2, "i"},
	"lop3": {5, "i"}, "shf": {4, "i"}, "prefetch": {1, ""}, "prefetchu": {1, ""},
	"atom": {3, "if"}, "red": {2, "if"}, "shfl": {5, "i"}, "vote": {3, "i"},
	"dp4a": {4, "i"}, "dp2a": {4, "i"},
	"addc": {3, "i"}, "subc": {3, "i"}, "madc": {4, "i"},
}

// comparisons are setp's comparison operators: the integer ones (lo, ls,
// hi, hs unsigned), and for floats the ordered ones and, ending in u, the
// unordered ones (true when an operand is NaN), num and nan.
var comparisons = map[string]string{
	"eq": "if", "ne": "if", "lt": "if", "le": "if", "gt": "if", "ge": "if",
	"lo": "i", "ls": "i", "hi": "i", "hs": "i",
	"equ": "f", "neu": "f", "ltu": "f", "leu": "f", "gtu": "f", "geu": "f", "num": "f", "nan": "f",
}

// Supported reports the instructions the lab runs, for messages.
const Supported = "mov, ld, st, cvta, cvt, add, sub, mul, mad (with .cc), addc, subc, madc, fma, div, rem, min, max, neg, abs, and, or, xor, not, shl, shr, popc, clz, brev, bfe, bfi, bfind, prmt, lop3, shf, dp4a, dp2a, setp, selp, atom, red, shfl.sync, vote.sync, sqrt, rcp, rsqrt, ex2, lg2, sin, cos, membar, fence, prefetch, bar.warp.sync and nanosleep, with @p guards"

// operands is what validate checks operands against.
type operands struct {
	cons []Constraint
	regs []RegDecl
	// narrow is set for ld, st and cvt, which PTX lets move narrow values
	// in wider registers
	narrow bool
}

// knownOp refuses an instruction the lab does not run, before its
// operands are read.
func knownOp(op string, mods []string) error {
	if _, ok := shapes[op]; ok {
		if op == "bar" && !slices.Contains(mods, "warp") {
			return fmt.Errorf("'bar.sync' is simulated only as bar.sync 0 alone in its asm statement (the block's barrier); use __syncthreads()")
		}
		return nil
	}
	switch op {
	case "bra", "brx", "ret", "exit", "call", "set":
		return fmt.Errorf("'%s': branches, calls and predicates are not simulated in lab programs", op)
	case "match", "redux", "cp", "mma", "wmma", "ldmatrix", "tex", "suld", "sust":
		return fmt.Errorf("'%s' is not simulated in inline asm; use the CUDA function that does the same (atomicAdd, __shfl_sync ...)", op)
	case "barrier":
		return fmt.Errorf("'barrier' is not simulated in inline asm; use __syncthreads()")
	}
	return fmt.Errorf("the lab does not simulate the PTX instruction '%s' (it runs %s)", op, Supported)
}

// validate checks an instruction's modifiers, types and operands.
func validate(in *Inst, cons []Constraint, regs []RegDecl) error {
	v := &operands{cons: cons, regs: regs, narrow: in.Op == "ld" || in.Op == "st" || in.Op == "cvt"}
	sh := shapes[in.Op]
	if in.Op == "atom" && in.Has("cas") {
		sh.n = 4
	}
	if in.Op == "vote" {
		return validateVote(in, v)
	}
	if len(in.Operands) != sh.n {
		return fmt.Errorf("'%s' takes %d operands, not %d", in.Op, sh.n, len(in.Operands))
	}
	switch in.Op {
	case "membar", "fence", "nanosleep":
		return nil
	case "prefetch", "prefetchu":
		if in.Operands[0].Kind != Mem {
			return fmt.Errorf("'%s' takes an address: [%%0]", in.Op)
		}
		return nil
	case "bar":
		return source(in.Operands[0], 4, v)
	}
	if in.Type == "pred" {
		return validatePred(in, v)
	}
	size := TypeSize(in.Type)
	if size == 0 {
		return fmt.Errorf("'%s' needs a type (.u32, .f32 ...)", in.Op)
	}
	if in.Type == "f16" || in.From == "f16" {
		return fmt.Errorf("half-precision (.f16) inline asm is not simulated in lab programs")
	}
	isFloat := in.Type[0] == 'f'
	if in.Op != "cvt" && in.From != "" && !isDot(in.Op) {
		return fmt.Errorf("'%s' takes one type", in.Op)
	}
	if isFloat && !strings.Contains(sh.kinds, "f") || !isFloat && !strings.Contains(sh.kinds, "i") {
		return fmt.Errorf("'%s' does not take .%s", in.Op, in.Type)
	}
	if err := checkMods(in, isFloat); err != nil {
		return err
	}
	ops := in.Operands
	switch in.Op {
	case "atom", "red":
		return validateAtomic(in, size, v)
	case "shfl":
		if in.Type != "b32" || !in.Has("sync") {
			return fmt.Errorf("'shfl' is simulated as shfl.sync.mode.b32")
		}
		if err := destination(ops[0], 1, 4, v); err != nil {
			return err
		}
		return sources(ops[1:], 4, v)
	case "setp":
		n := 0
		for _, m := range in.Mods {
			if comparisons[m] != "" {
				n++
			}
		}
		if n != 1 {
			return fmt.Errorf("'setp' needs one comparison (.eq, .lt ...)")
		}
		for _, m := range in.Mods {
			// measured: ptxas refuses these ("Mismatch between instruction
			// type and comparison qualifier")
			if (m == "lo" || m == "ls" || m == "hi" || m == "hs") && in.Type[0] != 'u' || in.Type[0] == 'b' && comparisons[m] != "" && m != "eq" && m != "ne" {
				return fmt.Errorf("'setp.%s' does not take .%s", m, in.Type)
			}
		}
		if err := predicate(ops[0], v); err != nil {
			return err
		}
		return sources(ops[1:], size, v)
	case "selp":
		if err := destination(ops[0], 1, size, v); err != nil {
			return err
		}
		if err := predicate(ops[3], v); err != nil {
			return err
		}
		return sources(ops[1:3], size, v)
	case "bfe", "bfi":
		if err := destination(ops[0], 1, size, v); err != nil {
			return err
		}
		n := 2 // bfe: a; bfi: a, b
		if in.Op == "bfe" {
			n = 1
		}
		if err := sources(ops[1:1+n], size, v); err != nil {
			return err
		}
		return sources(ops[1+n:], 4, v)
	case "prmt":
		if in.Type != "b32" {
			return fmt.Errorf("'prmt' takes .b32")
		}
	case "dp4a", "dp2a":
		// dp4a.atype.btype d, a, b, c (dp2a.lo or .hi): a's and b's types
		// are .u32 or .s32, and d and c are .s32 unless both are .u32.
		if !isWord(in.Type) || !isWord(in.From) {
			return fmt.Errorf("'%s' takes two types, each .u32 or .s32 (%s.u32.s32 ...)", in.Op, in.Op)
		}
		if in.Op == "dp2a" && in.Has("lo") == in.Has("hi") {
			return fmt.Errorf("'dp2a' is dp2a.lo or dp2a.hi")
		}
		if err := destination(ops[0], 1, 4, v); err != nil {
			return err
		}
		return sources(ops[1:4], 4, v)
	case "lop3":
		if in.Type != "b32" {
			return fmt.Errorf("'lop3' takes .b32")
		}
		if ops[4].Kind != Imm || ops[4].Bits > 0xff {
			return fmt.Errorf("'lop3''s last operand is its truth table, a constant from 0 to 0xff")
		}
		if err := destination(ops[0], 1, 4, v); err != nil {
			return err
		}
		return sources(ops[1:4], 4, v)
	case "shf":
		if in.Type != "b32" || in.Has("l") == in.Has("r") || in.Has("wrap") == in.Has("clamp") {
			return fmt.Errorf("'shf' is shf.l or shf.r, .wrap or .clamp, on .b32")
		}
		if err := destination(ops[0], 1, 4, v); err != nil {
			return err
		}
		return sources(ops[1:4], 4, v)
	case "bfind":
		if err := destination(ops[0], 1, 4, v); err != nil {
			return err
		}
		return source(ops[1], size, v)
	case "mov":
		if ops[0].Kind == List || ops[1].Kind == List {
			return packing(in, size, v)
		}
	}
	switch sp := in.Space(); {
	case sp == "local" || sp == "param" || sp == "const":
		return fmt.Errorf("'%s.%s' is not simulated in inline asm; the lab runs .global, .shared and generic addresses", in.Op, sp)
	}
	switch in.Op {
	case "ld":
		if ops[1].Kind != Mem {
			return fmt.Errorf("'ld' reads from an address: [%%1]")
		}
		return destination(ops[0], in.VecLen(), size, v)
	case "st":
		if ops[0].Kind != Mem {
			return fmt.Errorf("'st' writes to an address: [%%0]")
		}
		if in.VecLen() > 1 {
			if ops[1].Kind != List || len(ops[1].Elems) != in.VecLen() {
				return fmt.Errorf("'st.v%d' stores a list of %d registers", in.VecLen(), in.VecLen())
			}
			for _, e := range ops[1].Elems {
				if err := source(e, size, v); err != nil {
					return err
				}
			}
			return nil
		}
		return source(ops[1], size, v)
	case "cvta":
		if in.Type != "u32" && in.Type != "u64" {
			return fmt.Errorf("'cvta' converts .u32 or .u64 addresses")
		}
		if in.Space() == "" {
			return fmt.Errorf("'cvta' needs a state space (.shared, .global ...)")
		}
	case "cvt":
		from := TypeSize(in.From)
		if from == 0 {
			return fmt.Errorf("'cvt' needs two types: cvt.to.from")
		}
		if err := destination(ops[0], 1, size, v); err != nil {
			return err
		}
		return source(ops[1], from, v)
	case "mul", "mad":
		if !isFloat {
			wide := in.Has("wide")
			if !wide && !in.Has("lo") && !in.Has("hi") {
				return fmt.Errorf("integer '%s' needs .lo, .hi or .wide", in.Op)
			}
			if wide && size > 4 {
				return fmt.Errorf("'%s.wide' takes .16 or .32 types", in.Op)
			}
			dsize := size
			if wide {
				dsize = 2 * size
			}
			if err := destination(ops[0], 1, dsize, v); err != nil {
				return err
			}
			for k, o := range ops[1:] {
				osize := size
				if in.Op == "mad" && k == 2 {
					osize = dsize
				}
				if err := source(o, osize, v); err != nil {
					return err
				}
			}
			return nil
		}
	case "popc", "clz":
		if err := destination(ops[0], 1, 4, v); err != nil {
			return err
		}
		return source(ops[1], size, v)
	}
	if err := destination(ops[0], 1, size, v); err != nil {
		return err
	}
	for k, o := range ops[1:] {
		osize := size
		if (in.Op == "shl" || in.Op == "shr") && k == 1 {
			osize = 4
		}
		if in.Op == "mov" && o.Kind == Special {
			if want := specialSize(o.Name); want != size {
				return fmt.Errorf("%%%%%s is a %d-bit register: mov.%s does not fit it", o.Name, 8*want, in.Type)
			}
			continue
		}
		if err := source(o, osize, v); err != nil {
			return err
		}
	}
	return nil
}

// specialSize is the size of a special register in bytes.
func specialSize(name string) int {
	if name == "clock64" || name == "globaltimer" {
		return 8
	}
	return 4
}

// checkMods refuses modifiers the lab does not know or that change results
// it does not model.
func checkMods(in *Inst, isFloat bool) error {
	for _, m := range in.Mods {
		ok := false
		switch in.Op {
		case "ld", "st":
			ok = strings.HasPrefix(m, "L1::") || strings.HasPrefix(m, "L2::") || strings.Contains(
				" weak volatile relaxed acquire release cta gpu sys global shared shared::cta local const param ca cg cs lu cv nc wb wt v2 v4 ", " "+m+" ")
		case "cvta":
			ok = m == "to" || m == "global" || m == "shared" || m == "shared::cta" || m == "local" || m == "const" || m == "param"
		case "cvt":
			ok = strings.Contains(" rn rz rm rp rni rzi rmi rpi ftz sat ", " "+m+" ")
		case "mul", "mad":
			ok = !isFloat && (m == "lo" || m == "hi" || m == "wide") || isFloat && strings.Contains(" rn rz rm rp ftz sat ", " "+m+" ") ||
				in.Op == "mad" && m == "cc" && !in.Has("wide")
		case "add", "sub":
			ok = isFloat && strings.Contains(" rn rz rm rp ftz sat ", " "+m+" ") || !isFloat && m == "sat" && in.Type == "s32" && !in.Has("cc") ||
				!isFloat && m == "cc"
		case "addc", "subc":
			ok = m == "cc"
		case "madc":
			ok = m == "cc" || m == "lo" || m == "hi"
		case "fma":
			ok = strings.Contains(" rn rz rm rp ftz sat ", " "+m+" ")
		case "div", "rcp", "sqrt":
			ok = isFloat && strings.Contains(" rn rz rm rp ftz approx full ", " "+m+" ")
		case "rsqrt", "ex2", "lg2", "sin", "cos":
			ok = m == "approx" || m == "ftz"
		case "min", "max", "neg", "abs":
			ok = isFloat && m == "ftz"
		case "setp":
			ok = strings.Contains(comparisons[m], map[bool]string{true: "f", false: "i"}[isFloat]) || isFloat && m == "ftz"
		case "atom", "red":
			ok = atomicOps[m] || strings.Contains(" relaxed acquire release acq_rel cta gpu sys global shared shared::cta ", " "+m+" ")
		case "shfl":
			ok = m == "sync" || m == "up" || m == "down" || m == "bfly" || m == "idx"
		case "shf":
			ok = m == "l" || m == "r" || m == "wrap" || m == "clamp"
		case "dp2a":
			ok = m == "lo" || m == "hi"
		}
		if !ok {
			return fmt.Errorf("'%s' with .%s is not simulated in lab programs", in.Op, m)
		}
	}
	if UsesCarry(in) {
		// the carry flag's instructions take 32- and 64-bit integers
		if in.Type != "u32" && in.Type != "s32" && in.Type != "u64" && in.Type != "s64" {
			return fmt.Errorf("'%s' with a carry takes .u32, .s32, .u64 or .s64", in.Op)
		}
		if (in.Op == "mad" || in.Op == "madc") && in.Has("lo") == in.Has("hi") {
			return fmt.Errorf("'%s' with a carry is %s.lo or %s.hi", in.Op, in.Op, in.Op)
		}
	}
	if !isFloat {
		return nil
	}
	r, approx, full := in.Rounding(), in.Has("approx"), in.Has("full")
	switch in.Op {
	case "div":
		if in.Type == "f64" && r == 0 || in.Type == "f32" && r == 0 && !approx && !full {
			return fmt.Errorf("'div.%s' needs a rounding modifier (.rn ...)%s", in.Type, map[bool]string{true: " or .approx", false: ""}[in.Type == "f32"])
		}
		if full {
			return fmt.Errorf("'div.full.f32' is not simulated in lab programs; use div.approx or div.rn")
		}
	case "rcp", "sqrt":
		if r == 0 && !approx {
			return fmt.Errorf("'%s.%s' needs a rounding modifier (.rn ...) or .approx", in.Op, in.Type)
		}
		if approx && (in.Type != "f32" || in.Op == "sqrt" || !in.Has("ftz")) {
			return fmt.Errorf("'%s' with .approx is simulated only as rcp.approx.ftz.f32", in.Op)
		}
	case "rsqrt", "ex2", "lg2", "sin", "cos":
		if !approx || in.Type != "f32" {
			return fmt.Errorf("'%s' is simulated as %s.approx.f32 only", in.Op, in.Op)
		}
	case "fma":
		if r == 0 {
			return fmt.Errorf("'fma' needs a rounding modifier (.rn ...)")
		}
	}
	return nil
}

// destination checks a written operand (n registers for a vector load).
func destination(o Operand, n, size int, v *operands) error {
	if n > 1 {
		if o.Kind != List || len(o.Elems) != n {
			return fmt.Errorf("a .v%d load writes a list of %d registers: {%%0, %%1 ...}", n, n)
		}
		for _, e := range o.Elems {
			if err := destination(e, 1, size, v); err != nil {
				return err
			}
		}
		return nil
	}
	if o.Not {
		return fmt.Errorf("a destination cannot be negated")
	}
	switch o.Kind {
	case Arg:
		if !v.cons[o.N].Out {
			return fmt.Errorf("%%%d is an input operand: an instruction cannot write it", o.N)
		}
	case Reg:
	default:
		return fmt.Errorf("the destination must be a register")
	}
	return fits(o, size, v)
}

// source checks a read operand.
func source(o Operand, size int, v *operands) error {
	if o.Not {
		return fmt.Errorf("only a predicate operand can be negated (!p)")
	}
	switch o.Kind {
	case Imm:
		return nil
	case Arg, Reg:
		return fits(o, size, v)
	case Special:
		return fmt.Errorf("special registers are read with mov: mov.u32 %%0, %%%%%s", o.Name)
	}
	return fmt.Errorf("the operand must be a register or a constant")
}

// fits checks that a register operand has the instruction's size, as
// ptxas requires (ld, st and cvt take wider registers for their 8- and
// 16-bit types: see narrow).
func fits(o Operand, size int, v *operands) error {
	have := 0
	switch o.Kind {
	case Arg:
		if v.cons[o.N].Letter == 'n' {
			return nil
		}
		have = v.cons[o.N].Size()
	case Reg:
		have = TypeSize(v.regs[o.N].Type)
	default:
		return nil
	}
	if have != size && !(v.narrow && have > size) {
		name := fmt.Sprintf("%%%d", o.N)
		if o.Kind == Reg {
			name = v.regs[o.N].Name
		}
		return fmt.Errorf("operand %s is a %d-bit register where the instruction needs %d bits", name, 8*have, 8*size)
	}
	return nil
}

// sources checks operands read at one size.
func sources(ops []Operand, size int, v *operands) error {
	for _, o := range ops {
		if err := source(o, size, v); err != nil {
			return err
		}
	}
	return nil
}

// predicate checks an operand that must be a .pred register.
func predicate(o Operand, v *operands) error {
	if o.Kind != Reg || v.regs[o.N].Type != "pred" {
		return fmt.Errorf("a predicate operand is a .pred register")
	}
	return nil
}

// validatePred checks the logic operations on predicates: mov, not, and,
// or, xor .pred.
func validatePred(in *Inst, v *operands) error {
	switch in.Op {
	case "mov", "not", "and", "or", "xor":
	default:
		return fmt.Errorf("'%s' does not take .pred", in.Op)
	}
	if len(in.Mods) > 0 {
		return fmt.Errorf("'%s.pred' takes no modifiers", in.Op)
	}
	want := map[string]int{"mov": 2, "not": 2}[in.Op]
	if want == 0 {
		want = 3
	}
	if len(in.Operands) != want {
		return fmt.Errorf("'%s' takes %d operands, not %d", in.Op, want, len(in.Operands))
	}
	for _, o := range in.Operands {
		if err := predicate(o, v); err != nil {
			return err
		}
	}
	return nil
}

// packing checks mov.b32/b64 between one register and a list of halves
// (mov.b64 %0, {%1, %2}; mov.b64 {%0, %1}, %2).
func packing(in *Inst, size int, v *operands) error {
	if in.Type[0] != 'b' {
		return fmt.Errorf("packing mov takes a .b type")
	}
	whole, list := in.Operands[0], in.Operands[1]
	if whole.Kind == List {
		whole, list = list, whole
		for _, e := range list.Elems {
			if err := destination(e, 1, size/len(list.Elems), v); err != nil {
				return err
			}
		}
		if len(list.Elems) != 2 && len(list.Elems) != 4 || size%len(list.Elems) != 0 || size/len(list.Elems) < 2 {
			return fmt.Errorf("mov.%s unpacks into 2 or 4 registers of at least 16 bits", in.Type)
		}
		return source(whole, size, v)
	}
	if len(list.Elems) != 2 && len(list.Elems) != 4 || size/len(list.Elems) < 2 {
		return fmt.Errorf("mov.%s packs 2 or 4 registers of at least 16 bits", in.Type)
	}
	if err := destination(whole, 1, size, v); err != nil {
		return err
	}
	return sources(list.Elems, size/len(list.Elems), v)
}

// atomicOps are the operations of atom and red.
var atomicOps = map[string]bool{"add": true, "min": true, "max": true, "inc": true, "dec": true,
	"and": true, "or": true, "xor": true, "exch": true, "cas": true}

// validateAtomic checks atom (d, [a], b{, c}) and red ([a], b).
func validateAtomic(in *Inst, size int, v *operands) error {
	op := ""
	for _, m := range in.Mods {
		if atomicOps[m] {
			if op != "" {
				return fmt.Errorf("'%s' takes one operation", in.Op)
			}
			op = m
		}
	}
	if op == "" {
		return fmt.Errorf("'%s' needs an operation (.add, .min ...)", in.Op)
	}
	if in.Op == "red" && (op == "cas" || op == "exch") {
		return fmt.Errorf("'red' does not take .%s; use atom", op)
	}
	if sp := in.Space(); sp != "" && sp != "global" && sp != "shared" {
		return fmt.Errorf("'%s.%s' is not simulated", in.Op, sp)
	}
	t := in.Type
	switch {
	case t[0] == 'f' && op != "add" && op != "exch" && op != "min" && op != "max":
		return fmt.Errorf("'%s.%s' does not take .%s", in.Op, op, t)
	case t[0] == 'b' && (op == "add" || op == "min" || op == "max" || op == "inc" || op == "dec"):
		return fmt.Errorf("'%s.%s' does not take .%s", in.Op, op, t)
	case (op == "inc" || op == "dec") && t != "u32":
		return fmt.Errorf("'%s.%s' takes .u32", in.Op, op)
	case (op == "and" || op == "or" || op == "xor" || op == "cas" || op == "exch") && t[0] != 'b' && !(op == "exch" && t[0] == 'f'):
		return fmt.Errorf("'%s.%s' takes a .b type", in.Op, op)
	case size < 4:
		return fmt.Errorf("'%s' takes 32- and 64-bit types", in.Op)
	}
	ops := in.Operands
	if in.Op == "atom" {
		if err := destination(ops[0], 1, size, v); err != nil {
			return err
		}
		ops = ops[1:]
	}
	if ops[0].Kind != Mem {
		return fmt.Errorf("'%s' works on an address: [%%1]", in.Op)
	}
	return sources(ops[1:], size, v)
}

// validateVote checks vote.sync.{all,any,uni}.pred d, {!}p, mask and
// vote.sync.ballot.b32 d, {!}p, mask.
func validateVote(in *Inst, v *operands) error {
	mode := ""
	for _, m := range in.Mods {
		switch m {
		case "sync":
		case "all", "any", "uni", "ballot":
			mode = m
		default:
			return fmt.Errorf("'vote' with .%s is not simulated in lab programs", m)
		}
	}
	if !in.Has("sync") || mode == "" {
		return fmt.Errorf("'vote' is simulated as vote.sync.mode")
	}
	if len(in.Operands) != 3 {
		return fmt.Errorf("'vote' takes 3 operands, not %d", len(in.Operands))
	}
	if mode == "ballot" {
		if in.Type != "b32" {
			return fmt.Errorf("'vote.sync.ballot' takes .b32")
		}
		if err := destination(in.Operands[0], 1, 4, v); err != nil {
			return err
		}
	} else {
		if in.Type != "pred" {
			return fmt.Errorf("'vote.sync.%s' takes .pred", mode)
		}
		if err := predicate(in.Operands[0], v); err != nil {
			return err
		}
	}
	if err := predicate(in.Operands[1], v); err != nil {
		return err
	}
	return source(in.Operands[2], 4, v)
}

// isDot reports whether op is one of the byte dot products, which take two
// types.
func isDot(op string) bool { return op == "dp4a" || op == "dp2a" }

func isWord(t string) bool { return t == "u32" || t == "s32" }

// UsesCarry reports whether in reads or writes the carry flag (CC.CF):
// add.cc, sub.cc and mad.cc write it, addc, subc and madc read it and,
// with .cc, write it. The flag lasts from one asm statement to the next,
// as the H200 keeps it (engine.Warp.carry).
func UsesCarry(in *Inst) bool {
	switch in.Op {
	case "addc", "subc", "madc":
		return true
	case "add", "sub", "mad":
		return in.Has("cc")
	}
	return false
}

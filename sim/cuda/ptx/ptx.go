// Package ptx reads the inline PTX of CUDA asm statements:
//
//	asm volatile("ld.volatile.shared.f32 %0, [%1];" : "=f"(r) : "r"(addr));
//
// It parses the operand constraints ("=f", "r") and the template into
// instructions of the subset of PTX the lab runs: data movement (mov),
// loads and stores in the global, shared and generic spaces (ld, st, with
// .v2/.v4 vectors), address conversion (cvta), integer and floating-point
// arithmetic, bit and bit-field operations, conversions (cvt), predicates
// (setp, selp, @p guards), atomics (atom, red), warp shuffles and votes
// (shfl.sync, vote.sync) and fences. Anything else (branches, the local
// and parameter spaces, tensor-core operations, asynchronous copies) is an
// error that names the instruction, so a program that nvcc would build is
// either run as the GPU runs it or refused with a message; only the
// special registers that read the machine's state (%clock, %smid,
// %warpid) get the lab's deterministic stand-ins.
package ptx

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Constraint is one asm operand's constraint: "=r" is an output in a
// 32-bit register, "+f" an output that is also read, "l" an input in a
// 64-bit register, "n" an immediate.
type Constraint struct {
	Letter byte // h (16 bits), r (32), l (64), f (float), d (double), n (immediate)
	Out    bool // = or +
	InOut  bool // +: the output's value is read first
}

// Size is the register size of the constraint in bytes (8 for n).
func (c Constraint) Size() int {
	switch c.Letter {
	case 'h':
		return 2
	case 'r', 'f':
		return 4
	}
	return 8
}

// Float reports whether the register holds a float or double.
func (c Constraint) Float() bool { return c.Letter == 'f' || c.Letter == 'd' }

// ParseConstraint reads one operand's constraint string.
func ParseConstraint(s string, output bool) (Constraint, error) {
	var c Constraint
	switch {
	case strings.HasPrefix(s, "="):
		c.Out, s = true, s[1:]
	case strings.HasPrefix(s, "+"):
		c.Out, c.InOut, s = true, true, s[1:]
	}
	s = strings.TrimPrefix(s, "&") // early clobber: no meaning when operands are not registers
	if output != c.Out {
		if output {
			return c, fmt.Errorf("output operand constraint %q must start with '=' or '+'", s)
		}
		return c, fmt.Errorf("input operand constraint %q cannot start with '=' or '+'", s)
	}
	if len(s) != 1 || !strings.Contains("hrlfdn", s) {
		return c, fmt.Errorf("asm operand constraint %q: the lab knows h, r, l, f, d and n", s)
	}
	c.Letter = s[0]
	if c.Out && c.Letter == 'n' {
		return c, fmt.Errorf("an output operand cannot be an immediate (\"n\")")
	}
	return c, nil
}

// OperandKind tells what an instruction operand is.
type OperandKind uint8

const (
	Arg     OperandKind = iota // %N: the asm statement's operand N
	Reg                        // a register the template declares (.reg .u32 t;)
	Imm                        // an integer or floating-point constant
	Special                    // a special register: %%laneid, %%tid.x ...
	Mem                        // [base], [base+offset]
	List                       // {a, b, c, d}: the registers of a vector access
)

// Operand is one operand of an instruction.
type Operand struct {
	Kind  OperandKind
	N     int       // Arg: operand number; Reg: register index
	Bits  uint64    // Imm: the value (floats: the bits of a double unless Float32)
	Float bool      // Imm: written as a floating-point constant
	F32   bool      // Imm: written 0fXXXXXXXX, the bits of a float
	Name  string    // Special: "laneid", "tid.x" ...
	Base  *Operand  // Mem: the address register or constant
	Off   int64     // Mem: the byte offset added to it
	Elems []Operand // List
	Not   bool      // Reg: `!p`, a predicate read negated
}

// Inst is one instruction.
type Inst struct {
	// Guard is the predicate register of `@p inst` (-1: none), GuardNot
	// set for `@!p`: the instruction runs in the lanes where it holds.
	Guard    int
	GuardNot bool
	Op       string    // mov, ld, st, add ...
	Mods     []string  // the modifiers between the opcode and the types: volatile, shared, v4, rn, lo ...
	Type     string    // the (last) type: f32, u32, b64 ...
	From     string    // cvt's source type
	Operands []Operand // destination first, as PTX writes them
	Text     string    // as written, for messages
}

// Has reports whether the instruction has modifier m.
func (in *Inst) Has(m string) bool {
	for _, x := range in.Mods {
		if x == m {
			return true
		}
	}
	return false
}

// Space is the state space of a load, store or cvta: global, shared,
// local, const, param, or "" for generic addresses.
func (in *Inst) Space() string {
	for _, m := range in.Mods {
		switch m {
		case "global", "shared", "shared::cta", "local", "const", "param":
			return strings.TrimSuffix(m, "::cta")
		}
	}
	return ""
}

// VecLen is 2 or 4 for a .v2 or .v4 access, else 1.
func (in *Inst) VecLen() int {
	switch {
	case in.Has("v2"):
		return 2
	case in.Has("v4"):
		return 4
	}
	return 1
}

// Rounding is the rounding modifier of a float operation or conversion
// as the engine's rounding code names modes: 'n' nearest even, 'z' toward
// zero, 'd' down, 'u' up; 0 when none is written.
func (in *Inst) Rounding() byte {
	for _, m := range in.Mods {
		switch m {
		case "rn", "rni":
			return 'n'
		case "rz", "rzi":
			return 'z'
		case "rm", "rmi":
			return 'd'
		case "rp", "rpi":
			return 'u'
		}
	}
	return 0
}

// RegDecl is a register the template declares.
type RegDecl struct {
	Name string
	Type string
}

// Program is a parsed template.
type Program struct {
	Insts []Inst
	Regs  []RegDecl
}

// TypeSize is the size in bytes of a PTX fundamental type, 0 if unknown.
func TypeSize(t string) int {
	if len(t) < 2 || !strings.Contains("busf", t[:1]) {
		return 0
	}
	switch t[1:] {
	case "8":
		if t[0] != 'f' {
			return 1
		}
	case "16":
		return 2
	case "32":
		return 4
	case "64":
		return 8
	}
	return 0
}

// Parse reads template src of an asm statement with the given operand
// constraints (outputs first, as %0, %1 ... number them).
func Parse(src string, cons []Constraint) (*Program, error) {
	src = stripComments(src)
	p := &Program{}
	regs := map[string]int{}
	for _, piece := range strings.Split(src, ";") {
		s := strings.TrimSpace(piece)
		for strings.HasPrefix(s, "{") || strings.HasPrefix(s, "}") {
			s = strings.TrimSpace(s[1:]) // a scope's braces: registers live for the whole statement
		}
		for strings.HasSuffix(s, "}") && strings.Count(s, "{") < strings.Count(s, "}") {
			s = strings.TrimSpace(s[:len(s)-1])
		}
		if s == "" {
			continue
		}
		if strings.HasPrefix(s, ".reg") {
			if err := p.declare(s, regs); err != nil {
				return nil, err
			}
			continue
		}
		in, err := parseInst(s, cons, regs)
		if err != nil {
			return nil, err
		}
		if in.Guard >= 0 && p.Regs[in.Guard].Type != "pred" {
			return nil, fmt.Errorf("%q: the guard %s is not a .pred register", s, p.Regs[in.Guard].Name)
		}
		if err := validate(in, cons, p.Regs); err != nil {
			return nil, fmt.Errorf("%q: %v", s, err)
		}
		p.Insts = append(p.Insts, *in)
	}
	return p, nil
}

// stripComments removes // and /* */ comments.
func stripComments(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch {
		case strings.HasPrefix(s[i:], "//"):
			for i < len(s) && s[i] != '\n' {
				i++
			}
			b.WriteByte('\n')
		case strings.HasPrefix(s[i:], "/*"):
			end := strings.Index(s[i+2:], "*/")
			if end < 0 {
				return b.String()
			}
			i += end + 3
			b.WriteByte(' ')
		default:
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

// declare reads `.reg .u32 a, b;` or `.reg .f32 r<4>;` (r0 to r3).
func (p *Program) declare(s string, regs map[string]int) error {
	f := strings.Fields(strings.ReplaceAll(s, ",", " "))
	if len(f) < 3 || !strings.HasPrefix(f[1], ".") {
		return fmt.Errorf("%q: expected .reg .type name", s)
	}
	t := f[1][1:]
	if TypeSize(t) == 0 && t != "pred" {
		return fmt.Errorf("%q: unknown register type .%s", s, t)
	}
	for _, name := range f[2:] {
		n := 1
		if i := strings.IndexByte(name, '<'); i > 0 && strings.HasSuffix(name, ">") {
			k, err := strconv.Atoi(name[i+1 : len(name)-1])
			if err != nil || k < 1 || k > 64 {
				return fmt.Errorf("%q: bad register count in %s", s, name)
			}
			n, name = k, name[:i]
			for j := 0; j < n; j++ {
				if err := p.addReg(name+strconv.Itoa(j), t, regs); err != nil {
					return err
				}
			}
			continue
		}
		if err := p.addReg(name, t, regs); err != nil {
			return err
		}
	}
	return nil
}

func (p *Program) addReg(name, t string, regs map[string]int) error {
	if !isIdent(name) {
		return fmt.Errorf("%q is not a register name", name)
	}
	if _, dup := regs[name]; dup {
		return fmt.Errorf("register %s is declared twice", name)
	}
	if len(p.Regs) >= 256 {
		return fmt.Errorf("more than 256 registers")
	}
	regs[name] = len(p.Regs)
	p.Regs = append(p.Regs, RegDecl{Name: name, Type: t})
	return nil
}

func isIdent(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if !(r == '_' || r == '$' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

// parseInst reads one instruction.
func parseInst(s string, cons []Constraint, regs map[string]int) (*Inst, error) {
	if i := strings.IndexByte(s, ':'); i > 0 && isIdent(strings.TrimSpace(s[:i])) && !strings.Contains(s[:i], " ") {
		return nil, fmt.Errorf("%q: labels and branches are not simulated in lab programs", s)
	}
	guard, not := -1, false
	text := s
	if strings.HasPrefix(s, "@") {
		g, rest, _ := strings.Cut(s[1:], " ")
		g, not = strings.CutPrefix(g, "!")
		n, ok := regs[g]
		if !ok {
			return nil, fmt.Errorf("%q: the guard %s is not a declared .pred register", s, g)
		}
		guard, s = n, strings.TrimSpace(rest)
	}
	head, rest, _ := strings.Cut(s, " ")
	if j := strings.IndexAny(head, "\t\n"); j >= 0 {
		head, rest = head[:j], head[j:]+" "+rest
	}
	parts := strings.Split(head, ".")
	in := &Inst{Op: parts[0], Text: text, Guard: guard, GuardNot: not}
	if err := knownOp(in.Op, parts[1:]); err != nil {
		return nil, fmt.Errorf("%q: %v", s, err)
	}
	var typesSeen []string
	for _, m := range parts[1:] {
		if TypeSize(m) > 0 || m == "pred" {
			typesSeen = append(typesSeen, m)
			continue
		}
		if len(typesSeen) > 0 {
			return nil, fmt.Errorf("%q: modifier .%s after the type", s, m)
		}
		in.Mods = append(in.Mods, m)
	}
	switch len(typesSeen) {
	case 0:
	case 1:
		in.Type = typesSeen[0]
	case 2:
		in.Type, in.From = typesSeen[0], typesSeen[1]
	default:
		return nil, fmt.Errorf("%q: too many types", s)
	}
	for _, text := range splitOperands(rest) {
		o, err := parseOperand(text, cons, regs)
		if err != nil {
			return nil, fmt.Errorf("%q: %v", s, err)
		}
		in.Operands = append(in.Operands, o)
	}
	return in, nil
}

// splitOperands splits at the commas outside brackets and braces.
func splitOperands(s string) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '[', '{':
			depth++
		case ']', '}':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, strings.TrimSpace(s[start:i]))
				start = i + 1
			}
		}
	}
	if t := strings.TrimSpace(s[start:]); t != "" || len(out) > 0 {
		out = append(out, t)
	}
	return out
}

var specials = map[string]bool{
	"laneid": true, "warpid": true, "nwarpid": true, "smid": true, "nsmid": true,
	"tid.x": true, "tid.y": true, "tid.z": true, "ntid.x": true, "ntid.y": true, "ntid.z": true,
	"ctaid.x": true, "ctaid.y": true, "ctaid.z": true, "nctaid.x": true, "nctaid.y": true, "nctaid.z": true,
	"clock": true, "clock64": true, "globaltimer": true,
	"lanemask_eq": true, "lanemask_lt": true, "lanemask_le": true, "lanemask_gt": true, "lanemask_ge": true,
}

func parseOperand(s string, cons []Constraint, regs map[string]int) (Operand, error) {
	switch {
	case s == "":
		return Operand{}, fmt.Errorf("empty operand")
	case strings.HasPrefix(s, "[") && strings.HasSuffix(s, "]"):
		inner := strings.ReplaceAll(s[1:len(s)-1], " ", "")
		off := int64(0)
		if i := strings.IndexAny(inner[min(1, len(inner)):], "+-") + 1; i > 0 {
			// [a+4], [a-4] and the compiler's [a+-4]
			v, err := strconv.ParseInt(strings.TrimPrefix(inner[i:], "+"), 0, 64)
			if err != nil {
				return Operand{}, fmt.Errorf("bad address offset in %s", s)
			}
			inner, off = inner[:i], v
		}
		base, err := parseOperand(inner, cons, regs)
		if err != nil {
			return Operand{}, err
		}
		if base.Kind != Arg && base.Kind != Reg && base.Kind != Imm {
			return Operand{}, fmt.Errorf("an address is a register or a constant, not %s", inner)
		}
		return Operand{Kind: Mem, Base: &base, Off: off}, nil
	case strings.HasPrefix(s, "{") && strings.HasSuffix(s, "}"):
		var elems []Operand
		for _, e := range strings.Split(s[1:len(s)-1], ",") {
			o, err := parseOperand(strings.TrimSpace(e), cons, regs)
			if err != nil {
				return Operand{}, err
			}
			if o.Kind != Arg && o.Kind != Reg && o.Kind != Imm {
				return Operand{}, fmt.Errorf("a vector's elements are registers, not %s", e)
			}
			elems = append(elems, o)
		}
		return Operand{Kind: List, Elems: elems}, nil
	case strings.HasPrefix(s, "%%"):
		name := s[2:]
		if !specials[name] {
			return Operand{}, fmt.Errorf("the lab does not know the special register %%%s", name)
		}
		return Operand{Kind: Special, Name: name}, nil
	case strings.HasPrefix(s, "%"):
		n, err := strconv.Atoi(s[1:])
		if err != nil {
			return Operand{}, fmt.Errorf("%s: an operand is %%0, %%1 ...; a special register is written %%%%name in inline asm", s)
		}
		if n < 0 || n >= len(cons) {
			return Operand{}, fmt.Errorf("%s: the asm statement has %d operands", s, len(cons))
		}
		return Operand{Kind: Arg, N: n}, nil
	case strings.HasPrefix(s, "0f") && len(s) == 10, strings.HasPrefix(s, "0F") && len(s) == 10:
		v, err := strconv.ParseUint(s[2:], 16, 32)
		if err != nil {
			return Operand{}, fmt.Errorf("bad float constant %s", s)
		}
		return Operand{Kind: Imm, Bits: v, Float: true, F32: true}, nil
	case strings.HasPrefix(s, "0d") && len(s) == 18, strings.HasPrefix(s, "0D") && len(s) == 18:
		v, err := strconv.ParseUint(s[2:], 16, 64)
		if err != nil {
			return Operand{}, fmt.Errorf("bad double constant %s", s)
		}
		return Operand{Kind: Imm, Bits: v, Float: true}, nil
	case s[0] == '-' || s[0] >= '0' && s[0] <= '9':
		t := strings.TrimSuffix(strings.TrimSuffix(s, "U"), "u")
		if v, err := strconv.ParseInt(t, 0, 64); err == nil {
			return Operand{Kind: Imm, Bits: uint64(v)}, nil
		}
		if v, err := strconv.ParseUint(t, 0, 64); err == nil {
			return Operand{Kind: Imm, Bits: v}, nil
		}
		if f, err := strconv.ParseFloat(s, 64); err == nil {
			return Operand{Kind: Imm, Bits: math.Float64bits(f), Float: true}, nil
		}
		return Operand{}, fmt.Errorf("bad constant %s", s)
	case isIdent(s):
		n, ok := regs[s]
		if !ok {
			return Operand{}, fmt.Errorf("register %s is not declared (.reg .type %s;)", s, s)
		}
		return Operand{Kind: Reg, N: n}, nil
	case strings.HasPrefix(s, "!") && isIdent(s[1:]):
		n, ok := regs[s[1:]]
		if !ok {
			return Operand{}, fmt.Errorf("register %s is not declared (.reg .pred %s;)", s[1:], s[1:])
		}
		return Operand{Kind: Reg, N: n, Not: true}, nil
	}
	return Operand{}, fmt.Errorf("cannot read operand %s", s)
}

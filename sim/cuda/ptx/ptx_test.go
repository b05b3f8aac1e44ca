package ptx

import (
	"strings"
	"testing"
)

func constraints(t *testing.T, list ...string) []Constraint {
	t.Helper()
	var out []Constraint
	for _, s := range list {
		c, err := ParseConstraint(s, strings.HasPrefix(s, "=") || strings.HasPrefix(s, "+"))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, c)
	}
	return out
}

func TestParse(t *testing.T) {
	cons := constraints(t, "=f", "=r", "+l", "r", "l", "n")
	p, err := Parse(`{ .reg .u32 t, r<2>; // a comment
		ld.volatile.shared.v2.f32 {%0, %0}, [%3+-8];
		mov.u32 t, %%laneid; /* another */
		add.s32 r1, t, -5;
		mul.wide.u32 %2, r1, 0x10;
		st.global.u32 [%4+16], %1;
		fma.rn.f32 %0, %0, 0f3F800000, 1.5; }`, cons)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Regs) != 3 || p.Regs[2].Name != "r1" || p.Regs[0].Type != "u32" {
		t.Errorf("registers %+v", p.Regs)
	}
	if len(p.Insts) != 6 {
		t.Fatalf("%d instructions: %+v", len(p.Insts), p.Insts)
	}
	ld := p.Insts[0]
	if ld.Op != "ld" || ld.Type != "f32" || ld.Space() != "shared" || ld.VecLen() != 2 || !ld.Has("volatile") {
		t.Errorf("ld: %+v", ld)
	}
	if m := ld.Operands[1]; m.Kind != Mem || m.Base.Kind != Arg || m.Base.N != 3 || m.Off != -8 {
		t.Errorf("ld address: %+v", m)
	}
	if o := p.Insts[1].Operands[1]; o.Kind != Special || o.Name != "laneid" {
		t.Errorf("mov source: %+v", o)
	}
	if o := p.Insts[2].Operands[2]; o.Kind != Imm || int64(o.Bits) != -5 {
		t.Errorf("add immediate: %+v", o)
	}
	if in := p.Insts[3]; !in.Has("wide") || in.Operands[0].Kind != Arg || in.Operands[0].N != 2 {
		t.Errorf("mul.wide: %+v", in)
	}
	if o := p.Insts[5].Operands[2]; !o.F32 || o.Bits != 0x3F800000 {
		t.Errorf("float immediate: %+v", o)
	}
	if in := p.Insts[5]; in.Rounding() != 'n' {
		t.Errorf("fma rounding %c", in.Rounding())
	}
}

func TestParseErrors(t *testing.T) {
	cons := constraints(t, "=r", "=l", "r", "l", "f")
	for _, c := range []struct{ src, want string }{
		{"add.u32 %0, %2, %9;", "%9: the asm statement has 5 operands"},
		{"add.u32 %0, %2, %1;", "operand %1 is a 64-bit register where the instruction needs 32 bits"},
		{"add.u32 %2, %2, 1;", "%2 is an input operand"},
		{"add.u32 %0, %2;", "'add' takes 3 operands, not 2"},
		{"mov.u32 %0, %laneid;", "a special register is written %%name"},
		{"mov.u32 %0, %%nosuch;", "the lab does not know the special register %nosuch"},
		{"mov.u64 %1, %%laneid;", "%%laneid is a 32-bit register: mov.u64 does not fit it"},
		{"add.u32 %0, %%laneid, 1;", "special registers are read with mov"},
		{"@p add.u32 %0, %2, 1;", "the guard p is not a declared .pred register"},
		{".reg .u32 p; @p add.u32 %0, %2, 1;", "the guard p is not a .pred register"},
		{"L1: add.u32 %0, %2, 1;", "labels and branches are not simulated"},
		{"bra L1;", "branches, calls and predicates are not simulated"},
		{".reg .pred p; setp.u32 p, %2, 1;", "'setp' needs one comparison"},
		{".reg .pred p; setp.lo.s32 p, %2, 1;", "'setp.lo' does not take .s32"},
		{".reg .pred p; setp.lt.b32 p, %2, 1;", "'setp.lt' does not take .b32"},
		{".reg .pred p; setp.equ.s32 p, %2, 1;", "'setp' with .equ is not simulated"},
		{"setp.eq.u32 %0, %2, 1;", "a predicate operand is a .pred register"},
		{".reg .pred p; add.u32 %0, p, 1;", "is a 0-bit register"},
		{".reg .pred p; add.pred p, p, p;", "'add' does not take .pred"},
		{".reg .pred p; selp.u32 %0, 1, 2, %2;", "a predicate operand is a .pred register"},
		{"mov.b64 %1, {%0, %0, %0};", "packs 2 or 4 registers"},
		{"mov.u64 {%0, %0}, %1;", "packing mov takes a .b type"},
		{"redux.sync.add.u32 %0, %2, -1;", "use the CUDA function"},
		{"shfl.idx.b32 %0, %2, 0, 31, -1;", "simulated as shfl.sync.mode.b32"},
		{"shfl.sync.idx.b64 %1, %3, 0, 31, -1;", "simulated as shfl.sync.mode.b32"},
		{".reg .pred p; vote.sync.ballot.b32 %0, p;", "'vote' takes 3 operands"},
		{".reg .pred p; vote.ballot.b32 %0, p, -1;", "simulated as vote.sync.mode"},
		{".reg .pred p; vote.sync.all.b32 %0, p, -1;", "'vote.sync.all' takes .pred"},
		{"vote.sync.ballot.b32 %0, %2, -1;", "a predicate operand is a .pred register"},
		{"add.u32 %0, !%2, 1;", "cannot read operand"},
		{".reg .u32 r; add.u32 %0, !r, 1;", "only a predicate operand can be negated"},
		{"atom.global.u32 %0, [%3], 1;", "needs an operation"},
		{"atom.global.add.min.u32 %0, [%3], 1;", "takes one operation"},
		{"red.global.cas.b32 [%3], 1;", "'red' does not take .cas"},
		{"atom.global.add.b32 %0, [%3], 1;", "'atom.add' does not take .b32"},
		{"atom.global.and.u32 %0, [%3], 1;", "'atom.and' takes a .b type"},
		{"atom.global.inc.u64 %1, [%3], 1;", "'atom.inc' takes .u32"},
		{"atom.local.add.u32 %0, [%3], 1;", "not simulated"},
		{"atom.global.add.u32 %0, %3, 1;", "works on an address"},
		{"atom.global.cas.b32 %0, [%3], 1;", "'atom' takes 4 operands"},
		{"bar.sync 0; add.u32 %0, %2, 1;", "only as bar.sync 0 alone in its asm statement"},
		{"frobnicate.u32 %0;", "does not simulate the PTX instruction 'frobnicate'"},
		{"add.u32.u32.u32 %0, %2, 1;", "too many types"},
		{"add %0, %2, 1;", "needs a type"},
		{"and.f32 %0, %2, %2;", "'and' does not take .f32"},
		{"mul.u32 %0, %2, %2;", "integer 'mul' needs .lo, .hi or .wide"},
		{"mul.wide.u64 %1, %3, %3;", "takes .16 or .32 types"},
		{"add.rn.u32 %0, %2, 1;", "'add' with .rn is not simulated"},
		{"add.cc.f32 %0, %4, %4;", "'add' with .cc is not simulated"},
		{"addc.b32 %0, %2, 1;", "'addc' with a carry takes .u32, .s32, .u64 or .s64"},
		{"madc.cc.u32 %0, %2, %2, %2;", "'madc' with a carry is madc.lo or madc.hi"},
		{"mad.wide.cc.u32 %1, %2, %2, %3;", "'mad' with .cc is not simulated"},
		{"subc.f32 %0, %4, %4;", "'subc' does not take .f32"},
		{"div.f32 %0, %4, %4;", "needs a rounding modifier"},
		{"div.full.f32 %0, %4, %4;", "'div.full.f32' is not simulated"},
		{"sqrt.approx.f32 %0, %4;", "simulated only as rcp.approx.ftz.f32"},
		{"sin.f32 %0, %4;", "simulated as sin.approx.f32 only"},
		{"fma.f32 %0, %4, %4, %4;", "'fma' needs a rounding modifier"},
		{"ld.u32 %0, %3;", "'ld' reads from an address"},
		{"st.u32 %3, %2;", "'st' writes to an address"},
		{"ld.v4.u32 {%0, %0}, [%3];", "a .v4 load writes a list of 4 registers"},
		{"st.v2.u32 [%3], %2;", "'st.v2' stores a list of 2 registers"},
		{"ld.local.u32 %0, [%3];", "'ld.local' is not simulated"},
		{"cvta.shared.u16 %0, %2;", "converts .u32 or .u64 addresses"},
		{"cvta.u64 %1, %3;", "needs a state space"},
		{"cvt.u32 %0, %2;", "'cvt' needs two types"},
		{"add.f16 %0, %2, %2;", ".f16"},
		{".reg .u32 a; .reg .u32 a;", "register a is declared twice"},
		{".reg .q32 a;", "unknown register type .q32"},
		{"add.u32 %0, x, 1;", "register x is not declared"},
		{"ld.u32 %0, [%3+zz];", "bad address offset"},
		{"ld.u32 %0, [%%laneid];", "an address is a register or a constant"},
		{"mov.u32 %0, 0f1;", "bad constant 0f1"},
		{"mov.u32 %0, ;", "empty operand"},
		{"lop3.b32 %0, %2, %2, %2, %2;", "truth table, a constant from 0 to 0xff"},
		{"lop3.b32 %0, %2, %2, %2, 0x1ff;", "truth table, a constant from 0 to 0xff"},
		{"lop3.b64 %1, %3, %3, %3, 0x96;", "'lop3' takes .b32"},
		{"shf.l.b32 %0, %2, %2, %2;", "shf.l or shf.r, .wrap or .clamp"},
		{"shf.l.r.wrap.b32 %0, %2, %2, %2;", "shf.l or shf.r, .wrap or .clamp"},
		{"shf.r.wrap.b64 %1, %3, %3, %2;", "on .b32"},
		{"prefetch.global.L2 %3;", "'prefetch' takes an address"},
	} {
		_, err := Parse(c.src, cons)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %q", c.src, err, c.want)
		}
	}
}

func TestParseConstraint(t *testing.T) {
	for _, c := range []struct {
		s      string
		output bool
		want   string // error, or "" with letter
		letter byte
	}{
		{"=r", true, "", 'r'}, {"+f", true, "", 'f'}, {"=&l", true, "", 'l'}, {"n", false, "", 'n'},
		{"r", true, "must start with '=' or '+'", 0},
		{"=r", false, "cannot start with '=' or '+'", 0},
		{"=n", true, "cannot be an immediate", 0},
		{"q", false, "the lab knows h, r, l, f, d and n", 0},
		{"rm", false, "the lab knows", 0},
	} {
		got, err := ParseConstraint(c.s, c.output)
		switch {
		case c.want == "" && (err != nil || got.Letter != c.letter):
			t.Errorf("%q: %+v, %v", c.s, got, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%q: error %v, want %q", c.s, err, c.want)
		}
	}
}

// FuzzParse checks that no template or constraint list makes the parser
// panic.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"ld.volatile.shared.v4.f32 {%0,%1,%2,%3}, [%4];",
		"{ .reg .u32 t<4>; add.u32 t0, %4, 1; mov.u32 %0, t0; }",
		"cvt.rni.s32.f32 %0, %4; mov.u32 %0, %%lanemask_lt;",
		"st.global.v2.f32 [%4+-8], {%3, 0f3F800000};",
		"mul.wide.s32 %1, %2, -7; mad.hi.u32 %0, %2, %2, 0x10;",
	} {
		f.Add(s, "=r,=l,r,f,l")
	}
	f.Fuzz(func(t *testing.T, src, list string) {
		var cons []Constraint
		for _, s := range strings.Split(list, ",") {
			c, err := ParseConstraint(s, strings.HasPrefix(s, "=") || strings.HasPrefix(s, "+"))
			if err != nil {
				return
			}
			cons = append(cons, c)
		}
		Parse(src, cons)
	})
}

package engine

import (
	"math"
	"math/big"
	"math/bits"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/ptx"
	"simtlab/sim/engine/mem"
	"simtlab/sim/engine/num/libdevice"
	"simtlab/sim/memsys"
)

// Inline PTX (asm statements, lowered by the parser to __ptx_asm and
// __ptx_out_X, see sim/cuda/parser/asm.go): the template's instructions
// run lane by lane on the operands' values, each instruction counted as
// one warp instruction; loads and stores go through the warp's memory
// paths, so the sanitizer checks them and the memory system observes them
// like the accesses of compiled code (a .v4 load is one 16-byte access per
// lane). Values are raw bits, zero-extended: a .f32 register holds the
// float's bits.

// asmProgram is a compiled asm statement.
type asmProgram struct {
	prog  *ptx.Program
	cons  []ptx.Constraint
	reads []int  // the operand each argument after the constraints gives
	kinds []kind // the arguments' kinds (variadic promotions included)
}

// ptxAsm compiles __ptx_asm(template, constraints, operands read...).
func (c *compiler) ptxAsm(e *ast.Call) evalFn {
	tmpl, ok1 := ast.StringValue(e.Args[0])
	list, ok2 := ast.StringValue(e.Args[1])
	if !ok1 || !ok2 {
		return c.bad()
	}
	ap := &asmProgram{}
	if list != "" {
		for k, s := range strings.Split(list, ",") {
			con, err := ptx.ParseConstraint(s, strings.HasPrefix(s, "=") || strings.HasPrefix(s, "+"))
			if err != nil {
				return c.bad()
			}
			ap.cons = append(ap.cons, con)
			if !con.Out || con.InOut {
				ap.reads = append(ap.reads, k)
			}
		}
	}
	prog, err := ptx.Parse(tmpl, ap.cons)
	if err != nil || len(ap.reads) != len(e.Args)-2 {
		return c.bad()
	}
	ap.prog = prog
	args := c.exprs(e.Args[2:])
	for _, a := range e.Args[2:] {
		ap.kinds = append(ap.kinds, kindOf(a.Type()))
	}
	line := c.line(e)
	d := c.newReg()
	return func(f *Frame, m uint32) *Vec {
		w := f.w
		// The operands first: one may call a function with an asm
		// statement of its own, which uses the warp's scratch too.
		var buf [8]*Vec
		vals := buf[:0]
		for _, a := range args {
			vals = append(vals, a(f, m))
		}
		n := len(ap.cons) + len(prog.Regs)
		if cap(w.asm) < n {
			w.asm = make([]Vec, n)
		}
		w.asm = w.asm[:n]
		for i, v := range vals {
			dst := &w.asm[ap.reads[i]]
			con, k := ap.cons[ap.reads[i]], ap.kinds[i]
			for l := 0; l < w.n; l++ {
				dst.V[l] = asmOperandBits(con, k, v.get(l))
			}
			dst.U, dst.aff, dst.lazy = false, false, false
		}
		for _, in := range prog.Insts {
			if w.halted() {
				break
			}
			w.count(line, m)
			w.asmExec(ap, &in, m, line)
		}
		out := &f.regs[d]
		out.setUniform(0)
		return out
	}
}

// ptxOut compiles __ptx_out_X(n): operand n's value after the last asm
// statement, as the type X names.
func (c *compiler) ptxOut(e *ast.Call) evalFn {
	idx := c.expr(e.Args[0])
	rk := kindOf(e.T)
	d := c.newReg()
	return func(f *Frame, m uint32) *Vec {
		w := f.w
		k := int(idx(f, m).get(firstLane(m) & 31))
		out := &f.regs[d]
		if k < 0 || k >= len(w.asm) {
			out.setUniform(0)
			return out
		}
		src := &w.asm[k]
		for l := 0; l < w.n; l++ {
			out.V[l] = canon(rk, src.V[l])
		}
		out.U = w.n == 1
		return out
	}
}

// asmOperandBits converts an argument of kind k to the register its
// constraint names: floats to float or double, integers to their low
// bytes (sign-extended first, as C converts them).
func asmOperandBits(con ptx.Constraint, k kind, v uint64) uint64 {
	switch con.Letter {
	case 'f':
		switch {
		case k == kF64:
			return b32(float32(f64(v)))
		case k == kF32:
			return v & 0xffffffff
		case k.signed():
			return b32(float32(int64(v)))
		}
		return b32(float32(v))
	case 'd':
		switch {
		case k == kF32:
			return b64(float64(f32(v)))
		case k == kF64:
			return v
		case k.signed():
			return b64(float64(int64(v)))
		}
		return b64(float64(v))
	}
	v = extend(k, v)
	switch con.Size() {
	case 2:
		return v & 0xffff
	case 4:
		return v & 0xffffffff
	}
	return v
}

// ptxKinds are the engine's kinds of PTX types (bit types unsigned).
var ptxKinds = map[string]kind{
	"b8": kU8, "u8": kU8, "s8": kI8, "b16": kU16, "u16": kU16, "s16": kI16,
	"b32": kU32, "u32": kU32, "s32": kI32, "b64": kU64, "u64": kU64, "s64": kI64,
	"f32": kF32, "f64": kF64,
}

// sizeMask is the mask of a value of size bytes.
func sizeMask(size int) uint64 {
	if size >= 8 {
		return math.MaxUint64
	}
	return 1<<(8*size) - 1
}

// asmExec runs one instruction for the lanes m (those of them where its
// guard holds).
func (w *Warp) asmExec(ap *asmProgram, in *ptx.Inst, m uint32, line int) {
	if in.Guard >= 0 {
		p := &w.asm[len(ap.cons)+in.Guard]
		for l := 0; l < w.n; l++ {
			if (p.get(l) != 0) == in.GuardNot {
				m &^= 1 << l
			}
		}
	}
	if m == 0 {
		return
	}
	if in.Op == "mov" && (in.Operands[0].Kind == ptx.List || in.Operands[1].Kind == ptx.List) {
		w.asmPack(ap, in, m)
		return
	}
	switch in.Op {
	case "shfl":
		w.asmShuffle(ap, in, m, line)
		return
	case "vote": // before the .pred operations: vote.sync.all.pred is a vote
		w.asmVote(ap, in, m)
		return
	case "atom", "red":
		w.asmAtomic(ap, in, m, line)
		return
	}
	if in.Type == "pred" {
		w.asmPredicates(ap, in, m)
		return
	}
	switch in.Op {
	case "membar", "fence", "nanosleep", "bar", "prefetch", "prefetchu":
		// the lab's lanes and warps see each other's writes in order, and
		// a prefetch changes no value (the lab does not model its traffic)
		return
	case "ld":
		w.asmLoad(ap, in, m, line)
		return
	case "st":
		w.asmStore(ap, in, m, line)
		return
	}
	k := ptxKinds[in.Type]
	size := k.size()
	ops := in.Operands
	rk := k // the result's kind: twice as wide for .wide
	if in.Has("wide") {
		rk = map[kind]kind{kI16: kI32, kU16: kU32, kI32: kI64, kU32: kU64}[k]
	}
	carries := ptx.UsesCarry(in)
	for l := 0; l < w.n; l++ {
		if m&(1<<l) == 0 {
			continue
		}
		var x [4]uint64
		for i := 1; i < len(ops); i++ {
			x[i-1] = w.asmRead(ap, in, &ops[i], l)
		}
		var r uint64
		ok := true
		if carries {
			r = w.asmCarry(in, k, size, x, l)
		} else {
			r, ok = w.asmCompute(in, k, size, x, l)
		}
		if !ok {
			w.runtimeError(line, "inline PTX '%s' cannot run on these values", in.Text)
			return
		}
		w.asmWrite(ap, ops[0], l, r, rk)
	}
}

// asmCarry runs add.cc, addc, sub.cc, subc, mad.cc and madc in lane l:
// the sum (or difference) with the carry flag added (or the borrow
// subtracted) for the ...c forms, the flag set to the carry (borrow) out
// for the .cc forms, as PTX defines them (subc: d = a - (b + CC.CF)).
func (w *Warp) asmCarry(in *ptx.Inst, k kind, size int, x [4]uint64, l int) uint64 {
	cf := &w.carry
	var cin uint64
	if in.Op == "addc" || in.Op == "subc" || in.Op == "madc" {
		cin = cf.V[l] & 1
	}
	mask := sizeMask(size)
	a, b := x[0]&mask, x[1]&mask
	var r, cout uint64
	switch in.Op {
	case "sub", "subc":
		if size == 8 {
			r, cout = bits.Sub64(a, b, cin)
		} else {
			r, cout = (a-b-cin)&mask, bool64(a < b+cin)
		}
	default:
		if in.Op == "mad" || in.Op == "madc" {
			if in.Has("hi") {
				a = mulHigh(canon(k, a), canon(k, b), size, k.signed()) & mask
			} else {
				a = a * b & mask
			}
			b = x[2] & mask
		}
		if size == 8 {
			r, cout = bits.Add64(a, b, cin)
		} else {
			sum := a + b + cin
			r, cout = sum&mask, sum>>32
		}
	}
	if in.Has("cc") {
		cf.V[l] = cout
	}
	return r
}

// asmRead is operand o's value in lane l (an immediate converted to the
// instruction's type).
func (w *Warp) asmRead(ap *asmProgram, in *ptx.Inst, o *ptx.Operand, l int) uint64 {
	switch o.Kind {
	case ptx.Arg:
		return w.asm[o.N].V[l]
	case ptx.Reg:
		v := w.asm[len(ap.cons)+o.N].V[l]
		if o.Not {
			v = bool64(v == 0)
		}
		return v
	case ptx.Special:
		return w.special(o.Name, l)
	case ptx.Imm:
		t := in.Type
		if in.Op == "cvt" {
			t = in.From
		}
		switch {
		case t == "f32" && o.F32:
			return o.Bits
		case t == "f32" && o.Float:
			return b32(float32(math.Float64frombits(o.Bits)))
		case t == "f32":
			return b32(float32(int64(o.Bits)))
		case t == "f64" && o.F32:
			return b64(float64(math.Float32frombits(uint32(o.Bits))))
		case t == "f64" && o.Float:
			return o.Bits
		case t == "f64":
			return b64(float64(int64(o.Bits)))
		}
		return o.Bits & sizeMask(ptx.TypeSize(t))
	}
	return 0
}

// asmWrite sets register operand o in lane l to v, a value of kind k: an
// 8- or 16-bit integer that ld or cvt writes to a wider register is
// zero- or sign-extended to it.
func (w *Warp) asmWrite(ap *asmProgram, o ptx.Operand, l int, v uint64, k kind) {
	var d *Vec
	var size int
	switch o.Kind {
	case ptx.Arg:
		d, size = &w.asm[o.N], ap.cons[o.N].Size()
	case ptx.Reg:
		d, size = &w.asm[len(ap.cons)+o.N], ptx.TypeSize(ap.prog.Regs[o.N].Type)
	default:
		return
	}
	if k != kF32 && k != kF64 && k.size() < size {
		v = canon(k, v) & sizeMask(size)
	}
	if d.U {
		for i := 1; i < 32; i++ {
			d.V[i] = d.V[0]
		}
		d.U = false
	}
	d.aff, d.lazy = false, false
	d.V[l] = v
}

// special is a special register's value in lane l.
func (w *Warp) special(name string, l int) uint64 {
	l0 := w.blk.launch
	tid := uint64(w.warpIdx*32 + l)
	bx, by := uint64(max(l0.block[0], 1)), uint64(max(l0.block[1], 1))
	switch name {
	case "laneid":
		return uint64(l)
	case "warpid":
		return uint64(w.warpIdx)
	case "nwarpid":
		return uint64((l0.threads + 31) / 32)
	case "smid":
		return uint64(w.blk.linear % max(1, w.m.cfg.GPU.SMs))
	case "nsmid":
		return uint64(max(1, w.m.cfg.GPU.SMs))
	case "tid.x":
		return tid % bx
	case "tid.y":
		return tid / bx % by
	case "tid.z":
		return tid / (bx * by)
	case "ntid.x", "ntid.y", "ntid.z":
		return uint64(l0.block[name[5]-'x'])
	case "ctaid.x", "ctaid.y", "ctaid.z":
		return w.blk.idx[name[6]-'x']
	case "nctaid.x", "nctaid.y", "nctaid.z":
		return uint64(l0.grid[name[7]-'x'])
	case "clock", "clock64", "globaltimer":
		v := uint64(w.m.steps) * 4 // clock64()'s deterministic stand-in
		if name == "clock" {
			v &= 0xffffffff
		}
		return v
	case "lanemask_eq":
		return 1 << l
	case "lanemask_lt":
		return 1<<l - 1
	case "lanemask_le":
		return 1<<(l+1) - 1
	case "lanemask_gt":
		return 0xffffffff &^ (1<<(l+1) - 1)
	case "lanemask_ge":
		return 0xffffffff &^ (1<<l - 1)
	}
	return 0
}

// sharedWindow is the generic address of shared state-space address 0:
// the block's shared memory begins after the per-block reserve (1 KB on
// compute capability 8.0 and later), so that __cvta_generic_to_shared of
// the first shared variable is 1024, as on an H200.
func (w *Warp) sharedWindow() uint64 {
	return w.blk.sharedBase - uint64(w.m.cfg.GPU.SharedReservedPerBlock)
}

// asmAddress builds the addresses of a load or store: the base operand
// plus the offset, in the shared window for .shared (whose addresses are
// offsets in the block's shared memory).
func (w *Warp) asmAddress(ap *asmProgram, in *ptx.Inst, o *ptx.Operand, m uint32) *Vec {
	a := &w.asmAddr
	var base uint64
	if in.Space() == "shared" {
		base = w.sharedWindow()
	}
	for l := 0; l < w.n; l++ {
		var v uint64
		if m&(1<<l) != 0 {
			v = w.asmRead(ap, &ptx.Inst{Type: "u64"}, o.Base, l)
		}
		a.V[l] = base + v + uint64(o.Off)
	}
	a.U, a.aff, a.lazy = false, false, false
	return a
}

// asmLoad runs ld: one access of size×n bytes per lane.
func (w *Warp) asmLoad(ap *asmProgram, in *ptx.Inst, m uint32, line int) {
	k := ptxKinds[in.Type]
	a := w.asmAddress(ap, in, &in.Operands[1], m)
	n := in.VecLen()
	dsts := []ptx.Operand{in.Operands[0]}
	if n > 1 {
		dsts = in.Operands[0].Elems
	}
	if n == 1 {
		var d Vec
		if !w.load(&d, a, m, k, line) {
			return
		}
		for l := 0; l < w.n; l++ {
			if m&(1<<l) != 0 {
				w.asmWrite(ap, dsts[0], l, d.get(l)&sizeMask(k.size()), k)
			}
		}
		return
	}
	size := k.size()
	for l := 0; l < w.n; l++ {
		if m&(1<<l) == 0 {
			continue
		}
		b, off := w.resolve(a.V[l], size*n, OpLoad, l, line)
		if b == nil {
			return
		}
		for e := 0; e < n; e++ {
			o := off + uint64(e*size)
			w.checkInit(b, o, size, a.V[l]+uint64(e*size), l, line)
			w.asmWrite(ap, dsts[e], l, mem.Load(b, o, size), k)
		}
	}
	w.observe(a, m, size*n, OpLoad, line)
}

// asmStore runs st.
func (w *Warp) asmStore(ap *asmProgram, in *ptx.Inst, m uint32, line int) {
	k := ptxKinds[in.Type]
	a := w.asmAddress(ap, in, &in.Operands[0], m)
	n := in.VecLen()
	srcs := []ptx.Operand{in.Operands[1]}
	if n > 1 {
		srcs = in.Operands[1].Elems
	}
	if n == 1 {
		var v Vec
		for l := 0; l < w.n; l++ {
			v.V[l] = w.asmRead(ap, in, &srcs[0], l)
		}
		w.store(a, &v, m, k, line)
		return
	}
	size := k.size()
	w.storeSeq++
	for l := 0; l < w.n; l++ {
		if m&(1<<l) == 0 {
			continue
		}
		b, off := w.resolve(a.V[l], size*n, OpStore, l, line)
		if b == nil {
			return
		}
		for e := 0; e < n; e++ {
			o := off + uint64(e*size)
			w.raceWrite(b, o, size, a.V[l]+uint64(e*size), 1<<l, line)
			mem.Store(b, o, size, w.asmRead(ap, in, &srcs[e], l))
		}
	}
	w.observe(a, m, size*n, OpStore, line)
}

// asmCompute is the result of an arithmetic, conversion or move
// instruction on the operand values x in lane l.
func (w *Warp) asmCompute(in *ptx.Inst, k kind, size int, x [4]uint64, l int) (uint64, bool) {
	mask := sizeMask(size)
	a, b, c := x[0], x[1], x[2]
	switch in.Op {
	case "setp":
		return bool64(compare(in, k, a, b)), true
	case "selp":
		if c != 0 {
			return a, true
		}
		return b, true
	}
	if k == kF32 || k == kF64 {
		return asmFloat(in, k, a, b, c)
	}
	signed := k.signed()
	sx := func(v uint64) uint64 { return canon(k, v) } // sign-extended (signed types) or masked
	switch in.Op {
	case "bfe":
		return bitFieldExtract(a, b&0xff, c&0xff, size, signed), true
	case "bfi":
		return bitFieldInsert(a, b, c&0xff, x[3]&0xff, size), true
	case "prmt":
		return permuteBytes(a, b, c), true
	case "dp4a", "dp2a":
		return dotBytes(in, a, b, c), true
	case "lop3":
		// bit i of the result is bit 4a+2b+c of the truth table
		var r uint64
		for i := 0; i < 32; i++ {
			idx := (a>>i&1)<<2 | (b>>i&1)<<1 | c>>i&1
			r |= (x[3] >> idx & 1) << i
		}
		return r, true
	case "shf":
		// the funnel shift of b:a (b the high word), as __funnelshift_l/r
		n := c & 31
		if in.Has("clamp") {
			n = min(c&0xffffffff, 32)
		}
		wide := b&0xffffffff<<32 | a&0xffffffff
		if in.Has("l") {
			return wide << n >> 32 & 0xffffffff, true
		}
		return wide >> n & 0xffffffff, true
	case "bfind":
		v := sx(a)
		if signed && int64(v) < 0 {
			v = ^v
		}
		if v&mask == 0 {
			return 0xffffffff, true
		}
		return uint64(63 - bits.LeadingZeros64(v&mask)), true
	case "mov":
		return a & mask, true
	case "add":
		if in.Has("sat") {
			return uint64(int32(min(max(int64(int32(a))+int64(int32(b)), math.MinInt32), math.MaxInt32))) & mask, true
		}
		return (a + b) & mask, true
	case "sub":
		if in.Has("sat") {
			return uint64(int32(min(max(int64(int32(a))-int64(int32(b)), math.MinInt32), math.MaxInt32))) & mask, true
		}
		return (a - b) & mask, true
	case "mul", "mad":
		var r uint64
		switch {
		case in.Has("wide"):
			r = sx(a) * sx(b) & sizeMask(2*size)
			if in.Op == "mad" {
				r = (r + c) & sizeMask(2*size)
			}
			return r, true
		case in.Has("hi"):
			r = mulHigh(sx(a), sx(b), size, signed) & mask
		default:
			r = a * b & mask
		}
		if in.Op == "mad" {
			r = (r + c) & mask
		}
		return r, true
	case "div", "rem":
		if b&mask == 0 {
			return mask, true // all ones, both (measured: x_inline_ptx)
		}
		if signed {
			p, q := int64(sx(a)), int64(sx(b))
			if q == -1 {
				if in.Op == "div" {
					return uint64(-p) & mask, true
				}
				return 0, true
			}
			if in.Op == "div" {
				return uint64(p/q) & mask, true
			}
			return uint64(p%q) & mask, true
		}
		if in.Op == "div" {
			return a / b & mask, true
		}
		return a % b & mask, true
	case "min", "max":
		less := a < b
		if signed {
			less = int64(sx(a)) < int64(sx(b))
		}
		if less == (in.Op == "min") {
			return a & mask, true
		}
		return b & mask, true
	case "and":
		return a & b & mask, true
	case "or":
		return (a | b) & mask, true
	case "xor":
		return (a ^ b) & mask, true
	case "not":
		return ^a & mask, true
	case "neg":
		return -a & mask, true
	case "abs":
		if int64(sx(a)) < 0 {
			return -a & mask, true
		}
		return a & mask, true
	case "shl":
		if b >= uint64(8*size) {
			return 0, true
		}
		return a << b & mask, true
	case "shr":
		s := min(b, uint64(8*size))
		if signed {
			if s == uint64(8*size) {
				s--
			}
			return uint64(int64(sx(a))>>s) & mask, true
		}
		if s == uint64(8*size) {
			return 0, true
		}
		return (a & mask) >> s, true
	case "popc":
		return uint64(bits.OnesCount64(a & mask)), true
	case "clz":
		return uint64(bits.LeadingZeros64(a&mask) - (64 - 8*size)), true
	case "brev":
		return bits.Reverse64(a&mask) >> (64 - 8*size), true
	case "cvta":
		if in.Space() != "shared" {
			return a & mask, true
		}
		if in.Has("to") {
			return (a - w.sharedWindow()) & mask, true
		}
		return (a + w.sharedWindow()) & mask, true
	case "cvt":
		return asmConvert(in, k, a)
	}
	return 0, false
}

// compare is setp's comparison of a and b of kind k.
func compare(in *ptx.Inst, k kind, a, b uint64) bool {
	var op string
	for _, m := range in.Mods {
		if m != "ftz" {
			op = m
		}
	}
	if k == kF32 || k == kF64 {
		x, y := f64(a), f64(b)
		if k == kF32 {
			x, y = float64(f32(a)), float64(f32(b))
		}
		nan := x != x || y != y
		switch op {
		case "num":
			return !nan
		case "nan":
			return nan
		}
		if strings.HasSuffix(op, "u") && nan {
			return true
		}
		switch strings.TrimSuffix(op, "u") {
		case "eq":
			return x == y
		case "ne":
			return !nan && x != y
		case "lt":
			return x < y
		case "le":
			return x <= y
		case "gt":
			return x > y
		case "ge":
			return x >= y
		}
		return false
	}
	// the values are their type's raw bits, zero-extended: unsigned order
	lt, eq := a < b, a == b
	if k.signed() {
		lt = int64(canon(k, a)) < int64(canon(k, b))
	}
	switch op {
	case "eq":
		return eq
	case "ne":
		return !eq
	case "lt":
		return lt
	case "le":
		return lt || eq
	case "gt":
		return !lt && !eq
	case "ge":
		return !lt
	case "lo":
		return a < b
	case "ls":
		return a <= b
	case "hi":
		return a > b
	case "hs":
		return a >= b
	}
	return false
}

// bitFieldExtract is bfe: len bits of a from pos, sign-extended for signed
// types from the field's top bit (or a's, past the width), as PTX defines it.
func bitFieldExtract(a, pos, n uint64, size int, signed bool) uint64 {
	msb := uint64(8*size - 1)
	var sbit uint64
	if signed && n > 0 {
		sbit = a >> min(pos+n-1, msb) & 1
	}
	var d uint64
	for i := uint64(0); i <= msb; i++ {
		bit := sbit
		if i < n && pos+i <= msb {
			bit = a >> (pos + i) & 1
		}
		d |= bit << i
	}
	return d
}

// bitFieldInsert is bfi: len bits of a put into b from pos.
func bitFieldInsert(a, b, pos, n uint64, size int) uint64 {
	msb := uint64(8*size - 1)
	for i := uint64(0); i < n && pos+i <= msb; i++ {
		b = b&^(1<<(pos+i)) | (a>>i&1)<<(pos+i)
	}
	return b
}

// permuteBytes is prmt.b32 in its default mode: each selector nibble picks
// a byte of b:a, and its top bit replicates that byte's sign.
// dotBytes is dp4a (the four byte products of a and b) or dp2a (a's two
// 16-bit halves times two bytes of b, the low two with .lo) added to c, in
// 32 bits; each operand's parts are signed if its type is .s32.
func dotBytes(in *ptx.Inst, a, b, c uint64) uint64 {
	part := func(x uint64, i, bits uint, signed bool) int64 {
		v := x >> (i * bits) & (1<<bits - 1)
		if signed && v>>(bits-1) != 0 {
			return int64(v) - 1<<bits
		}
		return int64(v)
	}
	as, bs := in.Type == "s32", in.From == "s32"
	sum := int64(int32(c))
	if in.Op == "dp4a" {
		for i := uint(0); i < 4; i++ {
			sum += part(a, i, 8, as) * part(b, i, 8, bs)
		}
	} else {
		first := uint(0)
		if in.Has("hi") {
			first = 2
		}
		for i := uint(0); i < 2; i++ {
			sum += part(a, i, 16, as) * part(b, first+i, 8, bs)
		}
	}
	return uint64(sum) & 0xffffffff
}

func permuteBytes(a, b, sel uint64) uint64 {
	src := a&0xffffffff | b<<32
	var r uint64
	for i := 0; i < 4; i++ {
		c := sel >> (4 * i) & 0xf
		v := src >> (8 * (c & 7)) & 0xff
		if c&8 != 0 {
			v = 0
			if src>>(8*(c&7)+7)&1 != 0 {
				v = 0xff
			}
		}
		r |= v << (8 * i)
	}
	return r
}

// asmPredicates runs mov, not, and, or and xor on .pred registers.
func (w *Warp) asmPredicates(ap *asmProgram, in *ptx.Inst, m uint32) {
	ops := in.Operands
	for l := 0; l < w.n; l++ {
		if m&(1<<l) == 0 {
			continue
		}
		a := w.asmRead(ap, in, &ops[1], l) != 0
		var b bool
		if len(ops) > 2 {
			b = w.asmRead(ap, in, &ops[2], l) != 0
		}
		r := a
		switch in.Op {
		case "not":
			r = !a
		case "and":
			r = a && b
		case "or":
			r = a || b
		case "xor":
			r = a != b
		}
		w.asmWrite(ap, ops[0], l, bool64(r), kU8)
	}
}

// asmPack runs mov.b32/b64 between a register and a list of its parts,
// the first part the low bits.
func (w *Warp) asmPack(ap *asmProgram, in *ptx.Inst, m uint32) {
	size := ptx.TypeSize(in.Type)
	dst, src := in.Operands[0], in.Operands[1]
	for l := 0; l < w.n; l++ {
		if m&(1<<l) == 0 {
			continue
		}
		if src.Kind == ptx.List { // pack
			part := size / len(src.Elems)
			var v uint64
			for i := range src.Elems {
				v |= (w.asmRead(ap, in, &src.Elems[i], l) & sizeMask(part)) << (8 * part * i)
			}
			w.asmWrite(ap, dst, l, v, kU64)
			continue
		}
		part := size / len(dst.Elems)
		v := w.asmRead(ap, in, &src, l)
		for i, e := range dst.Elems {
			w.asmWrite(ap, e, l, v>>(8*part*i)&sizeMask(part), kU64)
		}
	}
}

// mulHigh is the high half of the 2·size-byte product of a and b
// (sign-extended when signed).
func mulHigh(a, b uint64, size int, signed bool) uint64 {
	if size < 8 {
		return a * b >> (8 * size)
	}
	hi, _ := bits.Mul64(a, b)
	if signed {
		// the signed product's high word: the unsigned one corrected
		if int64(a) < 0 {
			hi -= b
		}
		if int64(b) < 0 {
			hi -= a
		}
	}
	return hi
}

// asmFloat runs a float or double instruction.
func asmFloat(in *ptx.Inst, k kind, a, b, c uint64) (uint64, bool) {
	double := k == kF64
	val := func(v uint64) float64 {
		if double {
			return f64(v)
		}
		return float64(f32(v))
	}
	ftz := in.Has("ftz")
	if ftz {
		a, b, c = flushSubnormal(a, double), flushSubnormal(b, double), flushSubnormal(c, double)
	}
	result := func(r float64) uint64 {
		var v uint64
		if double {
			v = b64(r)
		} else {
			v = devB32(float32(r))
		}
		if in.Has("sat") {
			switch {
			case r != r || r <= 0:
				v = asmBits(0, double)
			case r >= 1:
				v = asmBits(1, double)
			}
		}
		if ftz {
			v = flushSubnormal(v, double)
		}
		return v
	}
	mode := in.Rounding()
	if mode == 0 {
		mode = 'n'
	}
	switch in.Op {
	case "mov":
		return a, true
	case "neg":
		if double {
			return a ^ 1<<63, true
		}
		return a ^ 1<<31, true
	case "abs":
		if double {
			return a &^ (1 << 63), true
		}
		return a &^ (1 << 31), true
	case "min", "max":
		x, y := val(a), val(b)
		switch {
		case x != x && y != y:
			return result(math.NaN()), true
		case x != x:
			return b, true
		case y != y:
			return a, true
		case x == y: // zeros of both signs: min takes -0, max +0
			sa := a>>(8*k.size()-1)&1 != 0
			if sa == (in.Op == "min") {
				return a, true
			}
			return b, true
		case (x < y) == (in.Op == "min"):
			return a, true
		}
		return b, true
	case "add":
		return result(roundedOp('+', []float64{val(a), val(b)}, mode, double)), true
	case "sub":
		return result(roundedOp('-', []float64{val(a), val(b)}, mode, double)), true
	case "mul":
		return result(roundedOp('*', []float64{val(a), val(b)}, mode, double)), true
	case "fma", "mad":
		return result(roundedOp('f', []float64{val(a), val(b), val(c)}, mode, double)), true
	case "div":
		if in.Has("approx") {
			return result(float64(libdevice.FastDivf(f32(a), f32(b)))), true
		}
		return result(roundedOp('/', []float64{val(a), val(b)}, mode, double)), true
	case "rcp":
		if in.Has("approx") {
			return result(float64(libdevice.MufuRcp(f32(a)))), true
		}
		return result(roundedOp('r', []float64{val(a)}, mode, double)), true
	case "sqrt":
		return result(roundedOp('s', []float64{val(a)}, mode, double)), true
	case "rsqrt":
		if ftz {
			return result(float64(libdevice.MufuRsq(f32(a)))), true
		}
		return result(float64(libdevice.Rsqrtf(f32(a)))), true
	case "ex2":
		return result(float64(libdevice.Ex2Approx(f32(a)))), true
	case "lg2":
		return result(float64(libdevice.Lg2Approx(f32(a)))), true
	case "sin":
		return result(float64(libdevice.FastSinf(f32(a)))), true
	case "cos":
		return result(float64(libdevice.FastCosf(f32(a)))), true
	case "cvt":
		return asmConvert(in, k, a)
	}
	return 0, false
}

// asmBits is the bits of v as a float or double.
func asmBits(v float64, double bool) uint64 {
	if double {
		return b64(v)
	}
	return b32(float32(v))
}

// flushSubnormal makes a subnormal float or double a zero of its sign.
func flushSubnormal(v uint64, double bool) uint64 {
	if double {
		if v>>52&0x7ff == 0 {
			return v & (1 << 63)
		}
		return v
	}
	if v>>23&0xff == 0 {
		return v & (1 << 31)
	}
	return v
}

// asmConvert runs cvt: integers widen or narrow (saturating with .sat),
// floats round in the instruction's mode, floats to integers round to an
// integer first and saturate (NaN gives what compiled conversions give: 0,
// or the most negative value for 64 bits or from a double), as the H200
// runs them.
func asmConvert(in *ptx.Inst, to kind, v uint64) (uint64, bool) {
	from := ptxKinds[in.From]
	mode := in.Rounding()
	if mode == 0 {
		mode = 'n'
	}
	toFloat, fromFloat := to == kF32 || to == kF64, from == kF32 || from == kF64
	switch {
	case !toFloat && !fromFloat:
		x := canon(from, v)
		if in.Has("sat") {
			x = saturateInt(x, from.signed(), to)
		}
		return x & sizeMask(to.size()), true
	case fromFloat && !toFloat:
		f := f64(v)
		if from == kF32 {
			f = float64(f32(v))
		}
		if f != f {
			if to.size() >= 4 {
				// as compiled conversions give it (0x80000000... for 64
				// bits, measured: x_inline_ptx)
				return gpuFloatToInt(f, from, to) & sizeMask(to.size()), true
			}
			return 0, true
		}
		f = roundInteger(f, mode)
		lo, hi := intRange(to)
		switch {
		case f <= lo:
			return uint64(int64(lo)) & sizeMask(to.size()), true
		case f >= hi:
			if to.signed() {
				return uint64(int64(hi)) & sizeMask(to.size()), true
			}
			return sizeMask(to.size()), true
		}
		if to.signed() || f < 0 {
			return uint64(int64(f)) & sizeMask(to.size()), true
		}
		return uint64(f) & sizeMask(to.size()), true
	case fromFloat && toFloat:
		f := f64(v)
		if from == kF32 {
			f = float64(f32(v))
		}
		if in.Has("rni") || in.Has("rzi") || in.Has("rmi") || in.Has("rpi") {
			f = roundInteger(f, mode)
		} else if to == kF32 && from == kF64 && f == f {
			var x big.Float
			x.SetFloat64(f)
			f = roundBig(&x, mode, false)
		}
		if in.Has("ftz") {
			return flushSubnormal(asmBits(f, to == kF64), to == kF64), true
		}
		if to == kF64 {
			return b64(f), true
		}
		return devB32(float32(f)), true
	}
	// integer to float
	var x big.Float
	if from.signed() {
		x.SetInt64(int64(canon(from, v)))
	} else {
		x.SetUint64(canon(from, v))
	}
	r := roundBig(&x, mode, to == kF64)
	return asmBits(r, to == kF64), true
}

// intRange is the range of an integer kind, as floats: lo its smallest
// value, hi its largest when signed, one past it (2^N) when unsigned.
func intRange(k kind) (lo, hi float64) {
	n := float64(8 * k.size())
	if k.signed() {
		return -math.Exp2(n - 1), math.Exp2(n-1) - 1
	}
	return 0, math.Exp2(n)
}

// saturateInt clamps integer x (canonical in its signedness) to the range
// of kind to.
func saturateInt(x uint64, signed bool, to kind) uint64 {
	lo, hi := intRange(to)
	if signed {
		v := float64(int64(x))
		switch {
		case v < lo:
			return uint64(int64(lo))
		case v > hi && to.signed():
			return uint64(int64(hi))
		case v >= hi:
			return sizeMask(to.size())
		}
		return x
	}
	v := float64(x)
	if to.signed() && v > hi {
		return uint64(int64(hi))
	}
	if !to.signed() && v >= hi {
		return sizeMask(to.size())
	}
	return x
}

// spaceTests are the address space tests __isShared and its kin.
var spaceTests = map[string]mem.Space{"__isShared": mem.Shared, "__isGlobal": mem.Global, "__isConstant": mem.Constant, "__isLocal": mem.Local}

// addressSpaceBuiltin compiles __cvta_generic_to_shared and its kin, which
// convert between generic addresses and a state space's (a shared address
// is the offset in the block's shared memory, a global one the generic
// address itself), and the space tests.
func (c *compiler) addressSpaceBuiltin(e *ast.Call, name string) evalFn {
	arg := c.expr(e.Args[0])
	line := c.line(e)
	d := c.newReg()
	return func(f *Frame, m uint32) *Vec {
		w := f.w
		v := arg(f, m)
		w.count(line, m)
		out := &f.regs[d]
		var base uint64
		if w.blk != nil {
			base = w.sharedWindow()
		}
		for l := 0; l < w.n; l++ {
			x := v.get(l)
			switch name {
			case "__cvta_generic_to_shared":
				x -= base
			case "__cvta_shared_to_generic":
				x += base
			case "__cvta_generic_to_global", "__cvta_global_to_generic":
			default:
				x = bool64(mem.SpaceOf(x) == spaceTests[name])
			}
			out.V[l] = x
		}
		out.U, out.aff, out.lazy = false, false, false
		return out
	}
}

// asmShuffle runs shfl.sync.mode.b32 d, a, b, c, membermask: each lane
// reads a from the lane the PTX ISA's rule picks with b and c (c's low
// five bits the clamp, bits 8-12 the segment mask); a source lane that
// does not run the shuffle gives 0, as on the H200 (shuffleLanes).
func (w *Warp) asmShuffle(ap *asmProgram, in *ptx.Inst, m uint32, line int) {
	mode := shflIdx
	switch {
	case in.Has("up"):
		mode = shflUp
	case in.Has("down"):
		mode = shflDown
	case in.Has("bfly"):
		mode = shflBfly
	}
	ops := in.Operands
	var vals [32]uint64
	for l := 0; l < w.n; l++ {
		vals[l] = w.asmRead(ap, in, &ops[1], l)
	}
	for l := 0; l < w.n; l++ {
		if m&(1<<l) == 0 {
			continue
		}
		b, c := uint32(w.asmRead(ap, in, &ops[2], l)), uint32(w.asmRead(ap, in, &ops[3], l))
		src := shflSourceClamped(mode, uint32(l), b, c>>8&31, c&31) & 31
		var v uint64
		if m&(1<<src) != 0 {
			v = vals[src]
		} else if w.device {
			w.reportStrayShuffle("shfl.sync", l, int(src), line)
		}
		w.asmWrite(ap, ops[0], l, v, kU32)
	}
}

// asmVote runs vote.sync: ballot, all, any and uni over the lanes of m.
func (w *Warp) asmVote(ap *asmProgram, in *ptx.Inst, m uint32) {
	ops := in.Operands
	var ballot uint32
	for l := 0; l < w.n; l++ {
		if m&(1<<l) != 0 && w.asmRead(ap, in, &ops[1], l) != 0 {
			ballot |= 1 << l
		}
	}
	var r uint64
	switch {
	case in.Has("ballot"):
		r = uint64(ballot)
	case in.Has("all"):
		r = bool64(ballot == m)
	case in.Has("any"):
		r = bool64(ballot != 0)
	default: // uni
		r = bool64(ballot == 0 || ballot == m)
	}
	for l := 0; l < w.n; l++ {
		if m&(1<<l) != 0 {
			w.asmWrite(ap, ops[0], l, r, kU32)
		}
	}
}

// asmAtomics maps atom's and red's operations to the atomic functions'.
var asmAtomics = map[string]string{"add": "atomicAdd", "min": "atomicMin", "max": "atomicMax", "inc": "atomicInc",
	"dec": "atomicDec", "and": "atomicAnd", "or": "atomicOr", "xor": "atomicXor", "exch": "atomicExch", "cas": "atomicCAS"}

// asmAtomic runs atom and red lane by lane, in lane order, as the atomic
// functions do; the memory system sees one atomic (or reduction) access.
func (w *Warp) asmAtomic(ap *asmProgram, in *ptx.Inst, m uint32, line int) {
	var name string
	for _, md := range in.Mods {
		if n, ok := asmAtomics[md]; ok {
			name = n
		}
	}
	k := ptxKinds[in.Type]
	op := atomicOp(name, k) // min and max order by the type's signedness
	globalOp := op
	if name == "atomicAdd" && k == kF32 {
		globalOp = atomicAddF32Global
	}
	ops := in.Operands
	reduction := in.Op == "red"
	if !reduction {
		ops = ops[1:]
	}
	a := w.asmAddress(ap, in, &ops[0], m)
	size := k.size()
	for mm := m; mm != 0; mm &= mm - 1 {
		l := firstLane(mm)
		if l >= w.n {
			break
		}
		b, off := w.resolve(a.V[l], size, OpAtomic, l, line)
		if b == nil {
			return
		}
		if b.Space != mem.Global && b.Space != mem.Shared && !b.Managed {
			w.fault(line, l, a.V[l], size, OpAtomic, &mem.Fault{Kind: mem.OutOfBounds, Addr: a.V[l],
				Msg: "atomics work on global and shared memory only"})
			return
		}
		w.checkInitAtomic(b, off, size, a.V[l], l, line)
		old := extend(k, mem.Load(b, off, size))
		v := canon(k, w.asmRead(ap, in, &ops[1], l))
		var cmp uint64
		if name == "atomicCAS" { // atom.cas d, [a], b (compare), c (new)
			cmp, v = v, canon(k, w.asmRead(ap, in, &ops[2], l))
		}
		if b.Space == mem.Global {
			mem.Store(b, off, size, globalOp(old, v, cmp))
		} else {
			mem.Store(b, off, size, op(old, v, cmp))
		}
		if !reduction {
			w.asmWrite(ap, in.Operands[0], l, old&sizeMask(size), k)
		}
	}
	if w.device {
		opk, obsMask := OpAtomic, m
		if reduction {
			opk = OpReduction
			if size == 4 && !k.isFloat() && sameAddress(a, m) {
				// the H200 counts one sector for a warp's 32-bit integer
				// reduction on one address, one per lane for floats and
				// 64 bits (measured: x_inline_ptx_warp)
				obsMask = m & -m
			}
		}
		l := w.blk.launch
		switch {
		case name == "atomicCAS":
			l.acc.Atom = memsys.AtomCAS
		case name == "atomicAdd" && k.isFloat(), size == 8 && name != "atomicExch":
			l.acc.Atom = memsys.AtomCASLoop
		}
		w.observe(a, obsMask, size, opk, line)
		l.acc.Atom = memsys.AtomNative
	}
}

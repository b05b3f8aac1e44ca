package engine

import (
	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
	"simtlab/sim/engine/mem"
)

// Fused forms of the host's commonest scalar statements, p[i] = y and
// r op= y into a register variable: one closure each, with the address,
// the block check and the store (or the register's read and write) in
// place instead of through scalarLV's methods. They compute what
// scalarAssign's general closures compute, in the same order, and give
// way (!ok, nothing written) in the same cases. directStore, regConst and
// directAccum describe such statements to a host loop's burst
// (hostloop.go), which runs them without any closure call.

// directStore is p[i] = y for an lvalue of two register variables
// (lv.direct): a host loop's burst runs it in place (hostloop.go),
// elsewhere run is the statement's scalar form.
type directStore struct {
	rp, ri   int
	es, size uint64
	y        sval
	// op, when set, is y's own form: a register variable op a constant,
	// which a burst computes without y's closure.
	op *regConst
}

// regConst is `r op c` for an integer register variable r and a constant
// c in a kind of countKind, computed as arith's lane functions do: the
// result canonical by a shift left and back, as canon.
type regConst struct {
	op     token.Kind // And, Or, Xor, Add, Sub or Mul
	r      int
	c      uint64
	sh     uint // 64 - the kind's bits
	signed bool
}

// regConstOf recognises y = r op c for directStore, or returns nil.
func (c *compiler) regConstOf(y ast.Expr) *regConst {
	b, k := countBinaryOf(y, token.And, token.Or, token.Xor, token.Add, token.Sub, token.Mul)
	if b == nil || b.Const != nil || kindOf(b.T) != k {
		return nil
	}
	x, cv := c.scalarPure(b.X), c.scalarPure(b.Y)
	if !x.ok() || !x.isReg() || !cv.ok() || !cv.isConst() {
		return nil
	}
	return &regConst{op: b.Op, r: x.reg, c: cv.c, sh: uint(64 - 8*k.size()), signed: k.signed()}
}

// eval computes x op c.
func (o *regConst) eval(x uint64) uint64 { return intOp(o.op, x, o.c, o.sh, o.signed) }

// intOp computes x op y (And, Or, Xor, Add, Sub or Mul) as arith does
// in a kind of countKind whose bits are 64 - sh.
func intOp(op token.Kind, x, y uint64, sh uint, signed bool) uint64 {
	var v uint64
	switch op {
	case token.And:
		return x & y
	case token.Or:
		return x | y
	case token.Xor:
		v = x ^ y
	case token.Add:
		v = x + y
	case token.Sub:
		v = x - y
	default:
		v = x * y
	}
	v <<= sh
	if signed {
		return uint64(int64(v) >> sh)
	}
	return v >> sh
}

// directAccum is r op= p[i] for a register variable r of a kind of
// countKind and a load through two register variables, the loaded value
// converted to r's kind without a change of its bits (int to long): a
// loop's burst runs it in place (hostloop.go) where scalarAssign's
// closure (regCompound) would call the load's closures and the
// operation's.
type directAccum struct {
	r, rp, ri int
	es, size  uint64
	op        token.Kind // And, Or, Xor, Add, Sub or Mul
	sh        uint       // 64 - the bits of r's kind
	signed    bool
	loadSh    uint // 64 - the bits of the loaded kind, where extend sign-extends; else 0
}

// directAccumOf compiles e as a directAccum, or returns nil.
func (c *compiler) directAccumOf(e *ast.Assign) *directAccum {
	op := e.Op.BinaryOf()
	switch op {
	case token.And, token.Or, token.Xor, token.Add, token.Sub, token.Mul:
	default:
		return nil
	}
	lv := c.scalarLvalue(e.X)
	if lv == nil || lv.reg < 0 || !countKind(lv.k) || types.IsPointer(e.X.Type()) {
		return nil
	}
	if opT := e.OpType; (opT != nil && kindOf(opT) != lv.k) || kindOf(e.Y.Type()) != lv.k {
		return nil
	}
	y := ast.Unparen(e.Y)
	if cv, isCast := y.(*ast.Cast); isCast {
		from, to := kindOf(cv.X.Type()), kindOf(cv.T)
		if (cv.Conv != ast.ConvNone && cv.Conv != ast.ConvIntToInt) || !from.isInt() || from == kBool || !to.isInt() || convert(from, to) != nil {
			return nil // not the same bits
		}
		y = ast.Unparen(cv.X)
	}
	if _, isIndex := y.(*ast.Index); !isIndex {
		return nil
	}
	ld := c.scalarLvalue(y)
	if ld == nil || !ld.direct || !ld.k.isInt() || ld.k == kBool {
		return nil
	}
	a := &directAccum{r: lv.reg, rp: ld.rp, ri: ld.ri, es: ld.es, size: ld.size, op: op,
		sh: uint(64 - 8*lv.k.size()), signed: lv.k.signed()}
	if ld.k == kI8 || ld.k == kI16 || ld.k == kI32 { // extend's canon
		a.loadSh = uint(64 - 8*ld.k.size())
	}
	return a
}

// directStoreOf compiles e as a directStore, or returns nil.
func (c *compiler) directStoreOf(e *ast.Assign) *directStore {
	if e.Op != token.Assign {
		return nil
	}
	lv := c.scalarLvalue(e.X)
	if lv == nil || !lv.direct {
		return nil
	}
	y := c.scalarPure(e.Y)
	if !y.ok() {
		return nil
	}
	return &directStore{rp: lv.rp, ri: lv.ri, es: lv.es, size: lv.size, y: y, op: c.regConstOf(e.Y)}
}

// run computes y, then the address, and stores; !ok (nothing written)
// where scalarLV.store would give way.
func (s *directStore) run(f *Frame) (uint64, bool) {
	var v uint64
	switch {
	case s.y.fn != nil:
		var ok bool
		if v, ok = s.y.fn(f); !ok {
			return v, false
		}
	case s.y.reg >= 0:
		v = f.regs[s.y.reg].V[0]
	default:
		v = s.y.c
	}
	return v, s.put(f.w, f.regs[s.rp].V[0]+f.regs[s.ri].V[0]*s.es, v)
}

// put stores v at a, as scalarLV.store does.
func (s *directStore) put(w *Warp, a, v uint64) bool {
	size := s.size
	b := w.lastBlock
	if b == nil || a < b.Base || a+size > b.Base+b.Size || a+size <= a || b.Freed {
		if b = w.hostBlock(a, int(size), OpStore); b == nil {
			return false
		}
	}
	w.storeSeq++
	mem.Store(b, a-b.Base, int(size), v)
	return true
}

// regCompound compiles r op= y for a register variable r: load, the
// conversions to the operation's kind and back, and the division checks
// as scalarAssign's closure has them.
func regCompound(r int, yf scalarFn, to, back func(uint64) uint64, op func(a, b uint64) uint64, divides bool, opKind kind) scalarFn {
	return func(f *Frame) (uint64, bool) {
		b, ok := yf(f)
		if !ok {
			return 0, false
		}
		x := &f.regs[r]
		a := x.V[0]
		if divides {
			if b == 0 {
				return 0, false
			}
			if to != nil {
				a = to(a)
			}
			if hostDivTraps(opKind, a, b) {
				return 0, false // the general path reports it
			}
		} else if to != nil {
			a = to(a)
		}
		v := op(a, b)
		if back != nil {
			v = back(v)
		}
		x.setUniform(v)
		return v, true
	}
}

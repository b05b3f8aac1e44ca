package engine

import (
	"testing"

	"simtlab/sim/cuda/token"
)

// TestIntRelationMatchesArith checks the uniform comparison against the
// lane functions of the general path, on each kind's edge values (as the
// engine stores them: sign- or zero-extended).
func TestIntRelationMatchesArith(t *testing.T) {
	raw := []uint64{0, 1, 2, 0x7f, 0x80, 0xff, 0x7fff_ffff, 0x8000_0000, 0xffff_ffff, 1 << 32,
		0x7fff_ffff_ffff_ffff, 0x8000_0000_0000_0000, 0xffff_ffff_ffff_fffe, 0xffff_ffff_ffff_ffff}
	ops := []token.Kind{token.Lss, token.Leq, token.Gtr, token.Geq, token.Eql, token.Neq}
	for _, k := range []kind{kI32, kU32, kI64, kU64} {
		var vals []uint64
		for _, v := range raw {
			vals = append(vals, canon(k, v))
		}
		for _, op := range ops {
			r, ok := intRelationOf(op, k)
			if !ok {
				t.Fatalf("%v on kind %d: no relation", op, k)
			}
			fn, vop := arith(op, k), fastOp(op, k)
			for _, x := range vals {
				for _, y := range vals {
					want := fn(x, y)
					if got := r.test(x, y); got != want {
						t.Errorf("%#x %v %#x (kind %d) = %d, want %d", x, op, y, k, got, want)
					}
					if vop != nil {
						var d Vec
						vop(&d, constVec(x), constVec(y), 32)
						if !d.U || d.V[0] != want {
							t.Errorf("%#x %v %#x (kind %d): the lane op gives %d (uniform %v), arith %d", x, op, y, k, d.V[0], d.U, want)
						}
					}
				}
			}
		}
	}
	if _, ok := intRelationOf(token.Add, kI32); ok {
		t.Error("+ is not a comparison")
	}
	if _, ok := intRelationOf(token.Lss, kF32); ok {
		t.Error("float comparisons are not integer relations")
	}
}

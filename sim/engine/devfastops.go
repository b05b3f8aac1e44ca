package engine

// Device versions of the float vector loops of fastops.go: every float
// instruction of the GPU returns its canonical NaN, 0x7fffffff, whatever NaN
// its operands held or whichever invalid operation (0/0, inf-inf, 0*inf)
// made it, where x86 (and Go) keep an operand's payload or make the negative
// default NaN: a kernel's 0.0f/0.0f prints "nan" on the H200, "-nan" on the
// host (tests/conformance/x_nan_inf_device).

import (
	"math"

	"simtlab/sim/cuda/token"
)

// devB32 is b32 for a device result: a NaN becomes the canonical one.
func devB32(r float32) uint64 {
	if r != r {
		return 0x7fffffff
	}
	return uint64(math.Float32bits(r))
}

// deviceFloatOp returns the device loop for op in float, or nil where the
// host's loop serves both (other kinds, comparisons).
func deviceFloatOp(op token.Kind, k kind) vecOp {
	if k != kF32 {
		return nil
	}
	switch op {
	case token.Add:
		return addF32DevVec
	case token.Sub:
		return subF32DevVec
	case token.Mul:
		return mulF32DevVec
	}
	return nil
}

// deviceArith is arith for the device: float arithmetic with the canonical
// NaN, or nil where arith serves both.
func deviceArith(op token.Kind, k kind) func(x, y uint64) uint64 {
	if k != kF32 {
		return nil
	}
	switch op {
	case token.Add:
		return func(x, y uint64) uint64 { return devB32(f32(x) + f32(y)) }
	case token.Sub:
		return func(x, y uint64) uint64 { return devB32(f32(x) - f32(y)) }
	case token.Mul:
		return func(x, y uint64) uint64 { return devB32(f32(x) * f32(y)) }
	case token.Quo:
		return func(x, y uint64) uint64 { return devB32(f32(x) / f32(y)) }
	}
	return nil
}

func addF32DevVec(d, a, b *Vec, n int) {
	switch {
	case a.U && b.U:
		x, y := a.V[0], b.V[0]
		d.setUniform(devB32(f32(x) + f32(y)))
	case a.U:
		x := a.V[0]
		for i := 0; i < n; i++ {
			y := b.V[i]
			d.V[i] = devB32(f32(x) + f32(y))
		}
		d.U = false
	case b.U:
		y := b.V[0]
		for i := 0; i < n; i++ {
			x := a.V[i]
			d.V[i] = devB32(f32(x) + f32(y))
		}
		d.U = false
	default:
		for i := 0; i < n; i++ {
			x, y := a.V[i], b.V[i]
			d.V[i] = devB32(f32(x) + f32(y))
		}
		d.U = false
	}
}

func subF32DevVec(d, a, b *Vec, n int) {
	switch {
	case a.U && b.U:
		x, y := a.V[0], b.V[0]
		d.setUniform(devB32(f32(x) - f32(y)))
	case a.U:
		x := a.V[0]
		for i := 0; i < n; i++ {
			y := b.V[i]
			d.V[i] = devB32(f32(x) - f32(y))
		}
		d.U = false
	case b.U:
		y := b.V[0]
		for i := 0; i < n; i++ {
			x := a.V[i]
			d.V[i] = devB32(f32(x) - f32(y))
		}
		d.U = false
	default:
		for i := 0; i < n; i++ {
			x, y := a.V[i], b.V[i]
			d.V[i] = devB32(f32(x) - f32(y))
		}
		d.U = false
	}
}

func mulF32DevVec(d, a, b *Vec, n int) {
	switch {
	case a.U && b.U:
		x, y := a.V[0], b.V[0]
		d.setUniform(devB32(f32(x) * f32(y)))
	case a.U:
		x := a.V[0]
		for i := 0; i < n; i++ {
			y := b.V[i]
			d.V[i] = devB32(f32(x) * f32(y))
		}
		d.U = false
	case b.U:
		y := b.V[0]
		for i := 0; i < n; i++ {
			x := a.V[i]
			d.V[i] = devB32(f32(x) * f32(y))
		}
		d.U = false
	default:
		for i := 0; i < n; i++ {
			x, y := a.V[i], b.V[i]
			d.V[i] = devB32(f32(x) * f32(y))
		}
		d.U = false
	}
}

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
// host's loop serves both (other kinds, comparisons): the host's loop, then
// every NaN lane made canonical.
func deviceFloatOp(op token.Kind, k kind) vecOp {
	if k != kF32 || (op != token.Add && op != token.Sub && op != token.Mul) {
		return nil
	}
	host := fastOp(op, k)
	if host == nil {
		return nil
	}
	return func(d, a, b *Vec, n int) {
		host(d, a, b, n)
		canonicalNaN32(d, n)
	}
}

// canonicalNaN32 replaces every float NaN among d's first n lanes (its one
// value when d is uniform) with the GPU's canonical NaN.
func canonicalNaN32(d *Vec, n int) {
	if d.U {
		n = 1
	}
	for i := range d.V[:min(n, len(d.V))] {
		if uint32(d.V[i])&0x7fffffff > 0x7f800000 {
			d.V[i] = 0x7fffffff
		}
	}
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

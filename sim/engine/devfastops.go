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

// A double instruction of the device that returns a NaN returns an
// operand's NaN, quieted, with its sign (a negated operand's NaN is not
// flipped), or an invalid operation's default NaN when no operand is one.
// Which operand's, the H200 decides by the NaNs, not by their places
// (tests/conformance/x_nan_double_operands):
// DADD and DMUL take the NaN of the larger magnitude (payload); DFMA
// takes that of its product when both factors are NaNs, else the addend's,
// else the NaN factor's.

// isNaN64 reports whether the bits v are a double NaN.
func isNaN64(v uint64) bool { return v&^(1<<63) > 0x7ff0000000000000 }

// hasNaN64 reports whether any of v's first n lanes (its one value when
// uniform) is a double NaN.
func hasNaN64(v *Vec, n int) bool {
	if v.U {
		n = 1
	}
	for _, x := range v.V[:min(n, len(v.V))] {
		if isNaN64(x) {
			return true
		}
	}
	return false
}

// devNaN64 is the device's result r of a two-operand instruction on x and y.
func devNaN64(r float64, x, y uint64) uint64 {
	if r == r {
		return b64(r)
	}
	xn, yn := isNaN64(x), isNaN64(y)
	switch {
	case xn && yn && x&^(1<<63) > y&^(1<<63):
		return x | 1<<51
	case yn:
		return y | 1<<51
	case xn:
		return x | 1<<51
	}
	return b64(r)
}

// devFMANaN64 is the device's result r of fma(a, b, c).
func devFMANaN64(r float64, a, b, c uint64) uint64 {
	if r == r {
		return b64(r)
	}
	if isNaN64(a) && isNaN64(b) {
		return devNaN64(r, a, b)
	}
	if isNaN64(c) {
		return c | 1<<51
	}
	return devNaN64(r, a, b)
}

// deviceFloatOp returns the device loop for op in float or double, or nil
// where the host's loop serves both (other kinds, comparisons): for float
// the host's loop, then every NaN lane made canonical; for double each
// lane's NaN chosen as devNaN64 does.
func deviceFloatOp(op token.Kind, k kind) vecOp {
	if k == kF64 {
		fn, host := deviceArith(op, k), fastOp(op, k)
		if fn == nil || host == nil {
			return nil
		}
		return func(d, a, b *Vec, n int) {
			if !hasNaN64(a, n) && !hasNaN64(b, n) {
				host(d, a, b, n) // no operand's NaN to choose: x86's default NaN is the GPU's
				return
			}
			if a.U && b.U {
				d.setUniform(fn(a.V[0], b.V[0]))
				return
			}
			for i := 0; i < n; i++ {
				d.V[i] = fn(a.get(i), b.get(i))
			}
			d.U = false
		}
	}
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
	if k == kF64 {
		switch op {
		case token.Add:
			return func(x, y uint64) uint64 { return devNaN64(f64(x)+f64(y), x, y) }
		case token.Sub:
			return func(x, y uint64) uint64 { return devNaN64(f64(x)-f64(y), x, y) }
		case token.Mul:
			return func(x, y uint64) uint64 { return devNaN64(f64(x)*f64(y), x, y) }
		case token.Quo:
			return func(x, y uint64) uint64 { return devNaN64(f64(x)/f64(y), x, y) }
		}
		return nil
	}
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

package engine

// Vector loops for the most frequent operations, written out so that the
// per-lane work is inlined instead of called through a func value (the
// generic binop). Generated once from a table; edit freely.

import (
	"math"
	"math/bits"
	"unsafe"

	"simtlab/sim/cuda/token"
	"simtlab/sim/engine/num"
)

// vecOp is a whole-vector binary operation: d = a op b over n lanes.
type vecOp func(d, a, b *Vec, n int)

func addI32Vec(d, a, b *Vec, n int) {
	switch {
	case a.U && b.U:
		x, y := a.V[0], b.V[0]
		d.setUniform(uint64(int64(int32(x + y))))
	case a.U:
		x := a.V[0]
		for i := 0; i < n; i++ {
			y := b.V[i]
			d.V[i] = uint64(int64(int32(x + y)))
		}
		d.U = false
	case b.U:
		y := b.V[0]
		for i := 0; i < n; i++ {
			x := a.V[i]
			d.V[i] = uint64(int64(int32(x + y)))
		}
		d.U = false
	default:
		for i := 0; i < n; i++ {
			x, y := a.V[i], b.V[i]
			d.V[i] = uint64(int64(int32(x + y)))
		}
		d.U = false
	}
}

func subI32Vec(d, a, b *Vec, n int) {
	switch {
	case a.U && b.U:
		x, y := a.V[0], b.V[0]
		d.setUniform(uint64(int64(int32(x - y))))
	case a.U:
		x := a.V[0]
		for i := 0; i < n; i++ {
			y := b.V[i]
			d.V[i] = uint64(int64(int32(x - y)))
		}
		d.U = false
	case b.U:
		y := b.V[0]
		for i := 0; i < n; i++ {
			x := a.V[i]
			d.V[i] = uint64(int64(int32(x - y)))
		}
		d.U = false
	default:
		for i := 0; i < n; i++ {
			x, y := a.V[i], b.V[i]
			d.V[i] = uint64(int64(int32(x - y)))
		}
		d.U = false
	}
}

func mulI32Vec(d, a, b *Vec, n int) {
	switch {
	case a.U && b.U:
		x, y := a.V[0], b.V[0]
		d.setUniform(uint64(int64(int32(x * y))))
	case a.U:
		x := a.V[0]
		for i := 0; i < n; i++ {
			y := b.V[i]
			d.V[i] = uint64(int64(int32(x * y)))
		}
		d.U = false
	case b.U:
		y := b.V[0]
		for i := 0; i < n; i++ {
			x := a.V[i]
			d.V[i] = uint64(int64(int32(x * y)))
		}
		d.U = false
	default:
		for i := 0; i < n; i++ {
			x, y := a.V[i], b.V[i]
			d.V[i] = uint64(int64(int32(x * y)))
		}
		d.U = false
	}
}

func addU32Vec(d, a, b *Vec, n int) {
	switch {
	case a.U && b.U:
		x, y := a.V[0], b.V[0]
		d.setUniform(uint64(uint32(x + y)))
	case a.U:
		x := a.V[0]
		for i := 0; i < n; i++ {
			y := b.V[i]
			d.V[i] = uint64(uint32(x + y))
		}
		d.U = false
	case b.U:
		y := b.V[0]
		for i := 0; i < n; i++ {
			x := a.V[i]
			d.V[i] = uint64(uint32(x + y))
		}
		d.U = false
	default:
		for i := 0; i < n; i++ {
			x, y := a.V[i], b.V[i]
			d.V[i] = uint64(uint32(x + y))
		}
		d.U = false
	}
}

func subU32Vec(d, a, b *Vec, n int) {
	switch {
	case a.U && b.U:
		x, y := a.V[0], b.V[0]
		d.setUniform(uint64(uint32(x - y)))
	case a.U:
		x := a.V[0]
		for i := 0; i < n; i++ {
			y := b.V[i]
			d.V[i] = uint64(uint32(x - y))
		}
		d.U = false
	case b.U:
		y := b.V[0]
		for i := 0; i < n; i++ {
			x := a.V[i]
			d.V[i] = uint64(uint32(x - y))
		}
		d.U = false
	default:
		for i := 0; i < n; i++ {
			x, y := a.V[i], b.V[i]
			d.V[i] = uint64(uint32(x - y))
		}
		d.U = false
	}
}

func mulU32Vec(d, a, b *Vec, n int) {
	switch {
	case a.U && b.U:
		x, y := a.V[0], b.V[0]
		d.setUniform(uint64(uint32(x * y)))
	case a.U:
		x := a.V[0]
		for i := 0; i < n; i++ {
			y := b.V[i]
			d.V[i] = uint64(uint32(x * y))
		}
		d.U = false
	case b.U:
		y := b.V[0]
		for i := 0; i < n; i++ {
			x := a.V[i]
			d.V[i] = uint64(uint32(x * y))
		}
		d.U = false
	default:
		for i := 0; i < n; i++ {
			x, y := a.V[i], b.V[i]
			d.V[i] = uint64(uint32(x * y))
		}
		d.U = false
	}
}

func add64Vec(d, a, b *Vec, n int) {
	switch {
	case a.U && b.U:
		x, y := a.V[0], b.V[0]
		d.setUniform(x + y)
	case a.U:
		x := a.V[0]
		for i := 0; i < n; i++ {
			y := b.V[i]
			d.V[i] = x + y
		}
		d.U = false
	case b.U:
		y := b.V[0]
		for i := 0; i < n; i++ {
			x := a.V[i]
			d.V[i] = x + y
		}
		d.U = false
	default:
		for i := 0; i < n; i++ {
			x, y := a.V[i], b.V[i]
			d.V[i] = x + y
		}
		d.U = false
	}
}

func sub64Vec(d, a, b *Vec, n int) {
	switch {
	case a.U && b.U:
		x, y := a.V[0], b.V[0]
		d.setUniform(x - y)
	case a.U:
		x := a.V[0]
		for i := 0; i < n; i++ {
			y := b.V[i]
			d.V[i] = x - y
		}
		d.U = false
	case b.U:
		y := b.V[0]
		for i := 0; i < n; i++ {
			x := a.V[i]
			d.V[i] = x - y
		}
		d.U = false
	default:
		for i := 0; i < n; i++ {
			x, y := a.V[i], b.V[i]
			d.V[i] = x - y
		}
		d.U = false
	}
}

func mul64Vec(d, a, b *Vec, n int) {
	switch {
	case a.U && b.U:
		x, y := a.V[0], b.V[0]
		d.setUniform(x * y)
	case a.U:
		x := a.V[0]
		for i := 0; i < n; i++ {
			y := b.V[i]
			d.V[i] = x * y
		}
		d.U = false
	case b.U:
		y := b.V[0]
		for i := 0; i < n; i++ {
			x := a.V[i]
			d.V[i] = x * y
		}
		d.U = false
	default:
		for i := 0; i < n; i++ {
			x, y := a.V[i], b.V[i]
			d.V[i] = x * y
		}
		d.U = false
	}
}

func addF32Vec(d, a, b *Vec, n int) {
	switch {
	case a.U && b.U:
		x, y := a.V[0], b.V[0]
		d.setUniform(b32(f32(x) + f32(y)))
	case a.U:
		x := a.V[0]
		for i := 0; i < n; i++ {
			y := b.V[i]
			d.V[i] = b32(f32(x) + f32(y))
		}
		d.U = false
	case b.U:
		y := b.V[0]
		for i := 0; i < n; i++ {
			x := a.V[i]
			d.V[i] = b32(f32(x) + f32(y))
		}
		d.U = false
	default:
		for i := 0; i < n; i++ {
			x, y := a.V[i], b.V[i]
			d.V[i] = b32(f32(x) + f32(y))
		}
		d.U = false
	}
}

func subF32Vec(d, a, b *Vec, n int) {
	switch {
	case a.U && b.U:
		x, y := a.V[0], b.V[0]
		d.setUniform(b32(f32(x) - f32(y)))
	case a.U:
		x := a.V[0]
		for i := 0; i < n; i++ {
			y := b.V[i]
			d.V[i] = b32(f32(x) - f32(y))
		}
		d.U = false
	case b.U:
		y := b.V[0]
		for i := 0; i < n; i++ {
			x := a.V[i]
			d.V[i] = b32(f32(x) - f32(y))
		}
		d.U = false
	default:
		for i := 0; i < n; i++ {
			x, y := a.V[i], b.V[i]
			d.V[i] = b32(f32(x) - f32(y))
		}
		d.U = false
	}
}

func mulF32Vec(d, a, b *Vec, n int) {
	switch {
	case a.U && b.U:
		x, y := a.V[0], b.V[0]
		d.setUniform(b32(f32(x) * f32(y)))
	case a.U:
		x := a.V[0]
		for i := 0; i < n; i++ {
			y := b.V[i]
			d.V[i] = b32(f32(x) * f32(y))
		}
		d.U = false
	case b.U:
		y := b.V[0]
		for i := 0; i < n; i++ {
			x := a.V[i]
			d.V[i] = b32(f32(x) * f32(y))
		}
		d.U = false
	default:
		for i := 0; i < n; i++ {
			x, y := a.V[i], b.V[i]
			d.V[i] = b32(f32(x) * f32(y))
		}
		d.U = false
	}
}

func addF64Vec(d, a, b *Vec, n int) {
	switch {
	case a.U && b.U:
		x, y := a.V[0], b.V[0]
		d.setUniform(b64(f64(x) + f64(y)))
	case a.U:
		x := a.V[0]
		for i := 0; i < n; i++ {
			y := b.V[i]
			d.V[i] = b64(f64(x) + f64(y))
		}
		d.U = false
	case b.U:
		y := b.V[0]
		for i := 0; i < n; i++ {
			x := a.V[i]
			d.V[i] = b64(f64(x) + f64(y))
		}
		d.U = false
	default:
		for i := 0; i < n; i++ {
			x, y := a.V[i], b.V[i]
			d.V[i] = b64(f64(x) + f64(y))
		}
		d.U = false
	}
}

func mulF64Vec(d, a, b *Vec, n int) {
	switch {
	case a.U && b.U:
		x, y := a.V[0], b.V[0]
		d.setUniform(b64(f64(x) * f64(y)))
	case a.U:
		x := a.V[0]
		for i := 0; i < n; i++ {
			y := b.V[i]
			d.V[i] = b64(f64(x) * f64(y))
		}
		d.U = false
	case b.U:
		y := b.V[0]
		for i := 0; i < n; i++ {
			x := a.V[i]
			d.V[i] = b64(f64(x) * f64(y))
		}
		d.U = false
	default:
		for i := 0; i < n; i++ {
			x, y := a.V[i], b.V[i]
			d.V[i] = b64(f64(x) * f64(y))
		}
		d.U = false
	}
}

func ltIVec(d, a, b *Vec, n int) {
	switch {
	case a.U && b.U:
		x, y := a.V[0], b.V[0]
		d.setUniform(bool64(int64(x) < int64(y)))
	case a.U:
		x := a.V[0]
		for i := 0; i < n; i++ {
			y := b.V[i]
			d.V[i] = bool64(int64(x) < int64(y))
		}
		d.U = false
	case b.U:
		y := b.V[0]
		for i := 0; i < n; i++ {
			x := a.V[i]
			d.V[i] = bool64(int64(x) < int64(y))
		}
		d.U = false
	default:
		for i := 0; i < n; i++ {
			x, y := a.V[i], b.V[i]
			d.V[i] = bool64(int64(x) < int64(y))
		}
		d.U = false
	}
}

func leIVec(d, a, b *Vec, n int) {
	switch {
	case a.U && b.U:
		x, y := a.V[0], b.V[0]
		d.setUniform(bool64(int64(x) <= int64(y)))
	case a.U:
		x := a.V[0]
		for i := 0; i < n; i++ {
			y := b.V[i]
			d.V[i] = bool64(int64(x) <= int64(y))
		}
		d.U = false
	case b.U:
		y := b.V[0]
		for i := 0; i < n; i++ {
			x := a.V[i]
			d.V[i] = bool64(int64(x) <= int64(y))
		}
		d.U = false
	default:
		for i := 0; i < n; i++ {
			x, y := a.V[i], b.V[i]
			d.V[i] = bool64(int64(x) <= int64(y))
		}
		d.U = false
	}
}

func gtIVec(d, a, b *Vec, n int) {
	switch {
	case a.U && b.U:
		x, y := a.V[0], b.V[0]
		d.setUniform(bool64(int64(x) > int64(y)))
	case a.U:
		x := a.V[0]
		for i := 0; i < n; i++ {
			y := b.V[i]
			d.V[i] = bool64(int64(x) > int64(y))
		}
		d.U = false
	case b.U:
		y := b.V[0]
		for i := 0; i < n; i++ {
			x := a.V[i]
			d.V[i] = bool64(int64(x) > int64(y))
		}
		d.U = false
	default:
		for i := 0; i < n; i++ {
			x, y := a.V[i], b.V[i]
			d.V[i] = bool64(int64(x) > int64(y))
		}
		d.U = false
	}
}

func geIVec(d, a, b *Vec, n int) {
	switch {
	case a.U && b.U:
		x, y := a.V[0], b.V[0]
		d.setUniform(bool64(int64(x) >= int64(y)))
	case a.U:
		x := a.V[0]
		for i := 0; i < n; i++ {
			y := b.V[i]
			d.V[i] = bool64(int64(x) >= int64(y))
		}
		d.U = false
	case b.U:
		y := b.V[0]
		for i := 0; i < n; i++ {
			x := a.V[i]
			d.V[i] = bool64(int64(x) >= int64(y))
		}
		d.U = false
	default:
		for i := 0; i < n; i++ {
			x, y := a.V[i], b.V[i]
			d.V[i] = bool64(int64(x) >= int64(y))
		}
		d.U = false
	}
}

func ltUVec(d, a, b *Vec, n int) {
	switch {
	case a.U && b.U:
		x, y := a.V[0], b.V[0]
		d.setUniform(bool64(x < y))
	case a.U:
		x := a.V[0]
		for i := 0; i < n; i++ {
			y := b.V[i]
			d.V[i] = bool64(x < y)
		}
		d.U = false
	case b.U:
		y := b.V[0]
		for i := 0; i < n; i++ {
			x := a.V[i]
			d.V[i] = bool64(x < y)
		}
		d.U = false
	default:
		for i := 0; i < n; i++ {
			x, y := a.V[i], b.V[i]
			d.V[i] = bool64(x < y)
		}
		d.U = false
	}
}

func eqVec(d, a, b *Vec, n int) {
	switch {
	case a.U && b.U:
		x, y := a.V[0], b.V[0]
		d.setUniform(bool64(x == y))
	case a.U:
		x := a.V[0]
		for i := 0; i < n; i++ {
			y := b.V[i]
			d.V[i] = bool64(x == y)
		}
		d.U = false
	case b.U:
		y := b.V[0]
		for i := 0; i < n; i++ {
			x := a.V[i]
			d.V[i] = bool64(x == y)
		}
		d.U = false
	default:
		for i := 0; i < n; i++ {
			x, y := a.V[i], b.V[i]
			d.V[i] = bool64(x == y)
		}
		d.U = false
	}
}

func neVec(d, a, b *Vec, n int) {
	switch {
	case a.U && b.U:
		x, y := a.V[0], b.V[0]
		d.setUniform(bool64(x != y))
	case a.U:
		x := a.V[0]
		for i := 0; i < n; i++ {
			y := b.V[i]
			d.V[i] = bool64(x != y)
		}
		d.U = false
	case b.U:
		y := b.V[0]
		for i := 0; i < n; i++ {
			x := a.V[i]
			d.V[i] = bool64(x != y)
		}
		d.U = false
	default:
		for i := 0; i < n; i++ {
			x, y := a.V[i], b.V[i]
			d.V[i] = bool64(x != y)
		}
		d.U = false
	}
}

func andVec(d, a, b *Vec, n int) {
	switch {
	case a.U && b.U:
		x, y := a.V[0], b.V[0]
		d.setUniform(x & y)
	case a.U:
		x := a.V[0]
		for i := 0; i < n; i++ {
			y := b.V[i]
			d.V[i] = x & y
		}
		d.U = false
	case b.U:
		y := b.V[0]
		for i := 0; i < n; i++ {
			x := a.V[i]
			d.V[i] = x & y
		}
		d.U = false
	default:
		for i := 0; i < n; i++ {
			x, y := a.V[i], b.V[i]
			d.V[i] = x & y
		}
		d.U = false
	}
}

func orVec(d, a, b *Vec, n int) {
	switch {
	case a.U && b.U:
		x, y := a.V[0], b.V[0]
		d.setUniform(x | y)
	case a.U:
		x := a.V[0]
		for i := 0; i < n; i++ {
			y := b.V[i]
			d.V[i] = x | y
		}
		d.U = false
	case b.U:
		y := b.V[0]
		for i := 0; i < n; i++ {
			x := a.V[i]
			d.V[i] = x | y
		}
		d.U = false
	default:
		for i := 0; i < n; i++ {
			x, y := a.V[i], b.V[i]
			d.V[i] = x | y
		}
		d.U = false
	}
}

// fastOp returns the written-out loop for op in kind k, or nil.
func fastOp(op token.Kind, k kind) vecOp {
	switch k {
	case kI32:
		switch op {
		case token.Add:
			return addI32Vec
		case token.Sub:
			return subI32Vec
		case token.Mul:
			return mulI32Vec
		}
	case kU32:
		switch op {
		case token.Add:
			return addU32Vec
		case token.Sub:
			return subU32Vec
		case token.Mul:
			return mulU32Vec
		}
	case kI64, kU64, kPtr:
		switch op {
		case token.Add:
			return add64Vec
		case token.Sub:
			return sub64Vec
		case token.Mul:
			return mul64Vec
		}
	case kF32:
		switch op {
		case token.Add:
			return addF32Vec
		case token.Sub:
			return subF32Vec
		case token.Mul:
			return mulF32Vec
		}
	case kF64:
		switch op {
		case token.Add:
			return addF64Vec
		case token.Mul:
			return mulF64Vec
		}
	}
	if k.isInt() || k == kPtr {
		signed := k.signed()
		switch op {
		case token.Lss:
			if signed {
				return ltIVec
			}
			return ltUVec
		case token.Leq:
			if signed {
				return leIVec
			}
		case token.Gtr:
			if signed {
				return gtIVec
			}
		case token.Geq:
			if signed {
				return geIVec
			}
		case token.Eql:
			return eqVec
		case token.Neq:
			return neVec
		case token.And:
			return andVec
		case token.Or:
			return orVec
		}
	}
	return nil
}

// fma32Lanes sets d = a*b + c, each a float32 FMA rounded once, over the
// first n lanes of three per-lane vectors. It is a function of its own,
// with no call inside its main loop, so that the loop gets registers of
// its own: inside a larger closure, or around a call, the compiler may
// widen an operand (CVTSS2SD, which writes only the low half of its
// register) into the register that held the previous lane's result, which
// chains every lane to the one before and halves the loop's speed.
func fma32Lanes(d, a, b, c *Vec, n int) {
	n = min(n, 32)
	if d == a || d == b { // the second pass below rereads them
		for i := range d.V[:n] {
			d.V[i] = devB32(num.FMA32(f32(a.V[i]), f32(b.V[i]), f32(c.V[i])))
		}
		d.U = false
		return
	}
	// The lanes are read as float32 where they lie (the low half of each
	// word, little-endian: TestFloatLaneLayout) and walked by pointer: one
	// load-and-widen per operand, and no bounds checks, which WebAssembly
	// pays for as branches. n <= 32 keeps every offset inside the arrays.
	pa, pb, pc, pd := unsafe.Pointer(&a.V), unsafe.Pointer(&b.V), unsafe.Pointer(&c.V), unsafe.Pointer(&d.V)
	var slow uint32
	for i := range n {
		off := uintptr(i) * 8
		// num.FMA32Fast, written out so that its test is one branch.
		s := float64(*(*float32)(unsafe.Add(pa, off)))*float64(*(*float32)(unsafe.Add(pb, off))) +
			float64(*(*float32)(unsafe.Add(pc, off)))
		if x := math.Float64bits(s); x&0x1fffffff == 0x10000000 || x>>52&0x7ff-897 >= 0x7ff-897 {
			slow |= 1 << i
			continue // the lane (c's too, when d is c) is left to the second pass
		}
		*(*uint64)(unsafe.Add(pd, off)) = uint64(math.Float32bits(float32(s)))
	}
	// Rare: sums that are ties, subnormal, zero, infinite or NaN (the
	// device's canonical NaN: only device code fuses).
	for ; slow != 0; slow &= slow - 1 {
		i := bits.TrailingZeros32(slow)
		d.V[i] = devB32(num.FMA32(f32(a.V[i]), f32(b.V[i]), f32(c.V[i])))
	}
	d.U = false
}

package engine

import "math/bits"

// Vec is one value per lane of a warp, every type stored as 64 bits:
// integers sign- or zero-extended from their width (so comparisons work on
// the 64-bit value), bool as 0 or 1, float as its float32 bits, double as
// its float64 bits, pointers as addresses.
//
// U marks a uniform value: every lane holds V[0] and only V[0] is kept up
// to date. Most values in a warp are uniform (loop counters, parameters,
// blockIdx) and all of the host's are, so an operation on uniform operands
// is computed once instead of 32 times.
type Vec struct {
	V [32]uint64
	U bool
	// An affine value's shape (affine.go): trusted only where the compiler
	// knows the producer maintains it; lazy leaves lanes 1-31 unwritten.
	aff, lazy bool
	wsh       uint8
	sx, sy    uint64
}

// setUniform makes d the uniform value x. It drops the affine tag the
// register may keep from an earlier use: a uniform value with a tag would
// make an aware consumer (vecShape, leafShape) decline it.
func (d *Vec) setUniform(x uint64) {
	d.V[0] = x
	d.U, d.aff, d.lazy = true, false, false
}

// materialize turns a uniform d into an explicit per-lane vector, before some
// of its lanes are overwritten.
func (d *Vec) materialize(n int) {
	if d.U {
		x := d.V[0]
		for i := 1; i < n; i++ {
			d.V[i] = x
		}
		d.U = false
	}
}

// assign writes src into d for the lanes in m. full is the set of lanes that
// can still observe d; when m covers it and src is uniform, d stays uniform.
func (d *Vec) assign(src *Vec, m, full uint32, n int) {
	if d == src {
		return
	}
	d.aff, d.lazy = false, false
	if src.U {
		if m&full == full {
			d.setUniform(src.V[0])
			return
		}
		d.materialize(n)
		x := src.V[0]
		for mm := m; mm != 0; mm &= mm - 1 {
			d.V[bits.TrailingZeros32(mm)] = x
		}
		return
	}
	if m&full == full && n == 32 {
		d.V = src.V
		d.U = false
		return
	}
	d.materialize(n)
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm)
		d.V[i] = src.V[i]
	}
}

// get returns lane i of v.
func (v *Vec) get(i int) uint64 {
	if v.U {
		return v.V[0]
	}
	return v.V[i]
}

// firstLane is the lowest set lane of m.
func firstLane(m uint32) int { return bits.TrailingZeros32(m) }

// binop applies f lane-wise: d = f(a, b). Inactive lanes are computed too
// (f must be total: no panics on any input), which is cheaper than testing
// the mask.
func binop(d, a, b *Vec, n int, f func(x, y uint64) uint64) {
	switch {
	case a.U && b.U:
		d.setUniform(f(a.V[0], b.V[0]))
	case a.U:
		x := a.V[0]
		for i := 0; i < n; i++ {
			d.V[i] = f(x, b.V[i])
		}
		d.U = false
	case b.U:
		y := b.V[0]
		for i := 0; i < n; i++ {
			d.V[i] = f(a.V[i], y)
		}
		d.U = false
	default:
		for i := 0; i < n; i++ {
			d.V[i] = f(a.V[i], b.V[i])
		}
		d.U = false
	}
}

// unop applies f lane-wise: d = f(a).
func unop(d, a *Vec, n int, f func(x uint64) uint64) {
	if a.U {
		d.setUniform(f(a.V[0]))
		return
	}
	for i := 0; i < n; i++ {
		d.V[i] = f(a.V[i])
	}
	d.U = false
}

// truthMask returns the lanes of m where v is non-zero.
func truthMask(v *Vec, m uint32) uint32 {
	if v.U {
		if v.V[0] != 0 {
			return m
		}
		return 0
	}
	var t uint32
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm)
		if v.V[i] != 0 {
			t |= 1 << i
		}
	}
	return t
}

func leadingZeros(m uint32) int { return bits.LeadingZeros32(m) }

func itoa(i int) string {
	if i == 0 {
		return "0"
	}
	neg := i < 0
	if neg {
		i = -i
	}
	var b [20]byte
	p := len(b)
	for i > 0 {
		p--
		b[p] = byte('0' + i%10)
		i /= 10
	}
	if neg {
		p--
		b[p] = '-'
	}
	return string(b[p:])
}

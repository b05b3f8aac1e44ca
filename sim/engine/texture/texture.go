// Package texture samples CUDA texture objects as the H200's texture unit
// does: the addressing of normalized and unnormalized coordinates, the
// four address modes, point and linear filtering, and the arithmetic of
// the filter, which is not float arithmetic. The rules come from
// recordings of the H200 (tests/conformance/tex_*.cu and the probes they
// grew from):
//
//   - A normalized coordinate u becomes fixed point with 21 fraction bits,
//     rounded down, before it is scaled by the texture's size; wrap and
//     mirror reduce it first (u - floor(u), or modulo 2).
//   - Point sampling takes floor(x). Linear filtering takes x - 0.5 to
//     fixed point with 8 fraction bits, rounded half up: the integer part
//     picks the first texel, the fraction a (0..255) weights the second
//     by a/256. The corner weight is (ax*ay + 128) >> 8 and the others
//     are what keeps the four summing to 256; a 1D texture is a 2D one of
//     one row, sampled at y = 0.
//   - Float texels (32 and 16 bits) are summed exactly after each is cut
//     to 27 fraction bits below the largest exponent among the texels with
//     a weight, and the sum rounds to float to nearest, ties away.
//   - 8- and 16-bit integers read as normalized floats are widened to 16
//     bits (an 8-bit v as v*257), filtered to a 16-bit integer (ties
//     upward) and divided by 65535 (or 32767 signed, at least -1).
//   - Border texels are the border colour: as it is for float textures,
//     its raw bits for integers read as integers, and rounded to the
//     texel's integer format for normalized reads.
package texture

import (
	"encoding/binary"
	"math"
	mathbits "math/bits"
)

// Kind is a channel's number format (cudaChannelFormatKind).
type Kind int

// The channel kinds of cudaChannelFormatKind.
const (
	Signed Kind = iota
	Unsigned
	Float
)

// AddressMode is cudaTextureAddressMode.
type AddressMode int

// The address modes of cudaTextureAddressMode.
const (
	Wrap AddressMode = iota
	Clamp
	Mirror
	Border
)

// Format is a texel's layout: Channels channels of Bits bits each.
type Format struct {
	Kind     Kind
	Bits     int
	Channels int
}

// Size is a texel's size in bytes.
func (f Format) Size() int { return f.Channels * f.Bits / 8 }

// Desc is one texture object: its texels and how they are sampled.
type Desc struct {
	Format Format
	// Data is the address of texel (0, 0), Pitch the bytes from one row to
	// the next; Width and Height count texels (Height 1 for 1D).
	Data          uint64
	Pitch         uint64
	Width, Height int64
	// Linear marks a linear resource, which only tex1Dfetch reads; Size
	// is its length in bytes.
	Linear bool
	Size   uint64

	Address          [2]AddressMode
	LinearFilter     bool
	NormalizedRead   bool
	NormalizedCoords bool
	Border           [4]float32
}

// Reader reads n bytes at addr, or reports that they are not readable.
type Reader func(addr uint64, n int) ([]byte, bool)

// Texel is what a fetch returns: floats for float textures and
// normalized reads, integers (sign- or zero-extended) otherwise.
type Texel struct {
	F     [4]float32
	I     [4]int32
	Float bool
}

// Floats reports whether the texture's fetches return floats.
func (d *Desc) Floats() bool { return d.Format.Kind == Float || d.NormalizedRead }

// Fetch is tex1Dfetch: texel i of a linear resource, zero outside it.
func (d *Desc) Fetch(read Reader, i int64) (Texel, bool) {
	n := int64(d.Size) / int64(d.Format.Size())
	if i < 0 || i >= n {
		return Texel{Float: d.Floats()}, true
	}
	raw, ok := d.texel(read, i, 0)
	if !ok {
		return Texel{}, false
	}
	return d.point(raw), true
}

// tap is one texel of a filter's footprint: its raw channels, or the
// border.
type tap struct {
	raw    [4]uint32
	border bool
	weight int64 // of 256
}

// Sample is tex2D at (x, y). tex1D is Sample at (x, 0): the H200 samples a
// 1D array as a 2D one of one row, so that linear filtering in border mode
// blends row 0 half and half with the border row above it.
func (d *Desc) Sample(read Reader, x, y float32) (Texel, bool) {
	const dims = 2
	size := [2]int64{d.Width, d.Height}
	if d.Width <= 0 || d.Height <= 0 {
		return Texel{Float: d.Floats()}, true // an empty pitched resource
	}
	coord := [2]float32{x, y}
	var taps [4]tap
	n := 0
	if !d.LinearFilter {
		var idx [2]int64
		border := false
		for a := 0; a < dims; a++ {
			i := floorIndex(d.scaled(coord[a], size[a], a))
			var in bool
			idx[a], in = d.address(i, size[a], a)
			border = border || !in
		}
		t := tap{border: border, weight: 256}
		if !border {
			raw, ok := d.texel(read, idx[0], idx[1])
			if !ok {
				return Texel{}, false
			}
			t.raw = raw
		}
		if !border {
			return d.point(t.raw), true
		}
		return d.borderTexel(), true
	}
	var first [2]int64
	var frac [2]int64
	for a := 0; a < dims; a++ {
		q := fixed8(d.scaled(coord[a], size[a], a) - 0.5)
		first[a], frac[a] = q>>8, q&255
	}
	corner := (frac[0]*frac[1] + 128) >> 8
	weights := [4]int64{256 - frac[0] - frac[1] + corner, frac[0] - corner, frac[1] - corner, corner}
	for k, w := range weights {
		t := tap{weight: w}
		var idx [2]int64
		for a := 0; a < dims; a++ {
			var in bool
			idx[a], in = d.address(first[a]+int64(k>>a&1), size[a], a)
			t.border = t.border || !in
		}
		if !t.border && w != 0 {
			raw, ok := d.texel(read, idx[0], idx[1])
			if !ok {
				return Texel{}, false
			}
			t.raw = raw
		}
		taps[n] = t
		n++
	}
	return d.filter(taps[:n]), true
}

// scaled is coordinate c of axis a in texels: a normalized one reduced by
// the address mode, cut to 21 fraction bits and scaled by the size.
func (d *Desc) scaled(c float32, size int64, a int) float64 {
	x := float64(c)
	if math.IsNaN(x) {
		return 0
	}
	if !d.NormalizedCoords {
		return x
	}
	switch d.Address[a] {
	case Wrap:
		x -= math.Floor(x)
	case Mirror:
		x -= 2 * math.Floor(x/2)
	}
	if math.IsInf(x, 0) {
		return x
	}
	return math.Floor(math.Ldexp(x, 21)) / (1 << 21) * float64(size)
}

// limit keeps fixed-point coordinates inside int64; any beyond it clamp,
// wrap or mirror alike.
const limit = 1 << 40

// floorIndex is a point sample's texel index.
func floorIndex(x float64) int64 {
	return int64(max(-limit, min(limit, math.Floor(x))))
}

// fixed8 is x in fixed point with 8 fraction bits, rounded half up.
func fixed8(x float64) int64 {
	return int64(max(-limit, min(limit, math.Floor(x*256+0.5))))
}

// address maps texel index i of an axis of size n by the address mode,
// and reports whether it is inside (not a border texel). Unnormalized
// coordinates clamp where wrap or mirror was asked for, as CUDA says.
func (d *Desc) address(i, n int64, a int) (int64, bool) {
	mode := d.Address[a]
	if !d.NormalizedCoords && (mode == Wrap || mode == Mirror) {
		mode = Clamp
	}
	switch mode {
	case Wrap:
		i %= n
		if i < 0 {
			i += n
		}
	case Mirror:
		i %= 2 * n
		if i < 0 {
			i += 2 * n
		}
		if i >= n {
			i = 2*n - 1 - i
		}
	case Border:
		return i, i >= 0 && i < n
	default:
		i = max(0, min(n-1, i))
	}
	return i, true
}

// texel reads the raw channels of texel (x, y).
func (d *Desc) texel(read Reader, x, y int64) ([4]uint32, bool) {
	var raw [4]uint32
	size := d.Format.Size()
	b, ok := read(d.Data+uint64(y)*d.Pitch+uint64(x)*uint64(size), size)
	if !ok {
		return raw, false
	}
	step := d.Format.Bits / 8
	for c := 0; c < d.Format.Channels; c++ {
		p := b[c*step:]
		switch step {
		case 1:
			raw[c] = uint32(p[0])
		case 2:
			raw[c] = uint32(binary.LittleEndian.Uint16(p))
		default:
			raw[c] = binary.LittleEndian.Uint32(p)
		}
	}
	return raw, true
}

// point is one texel as a fetch returns it.
func (d *Desc) point(raw [4]uint32) Texel {
	t := Texel{Float: d.Floats()}
	for c := 0; c < d.Format.Channels; c++ {
		switch {
		case d.Format.Kind == Float:
			t.F[c] = d.floatOf(raw[c])
		case d.NormalizedRead:
			t.F[c] = normalizedOf(d.wide(raw[c]), d.Format.Kind)
		default:
			t.I[c] = d.extend(raw[c])
		}
	}
	return t
}

// borderTexel is a point sample outside a border-mode texture.
func (d *Desc) borderTexel() Texel {
	t := Texel{Float: d.Floats()}
	for c := 0; c < d.Format.Channels; c++ { // a channel the texels lack reads 0 there too
		switch {
		case d.Format.Kind == Float:
			t.F[c] = d.Border[c]
		case d.NormalizedRead:
			t.F[c] = normalizedOf(d.wide(d.borderRaw(c)), d.Format.Kind)
		default:
			t.I[c] = d.extend(math.Float32bits(d.Border[c]) & d.mask())
		}
	}
	return t
}

func (d *Desc) mask() uint32 {
	if d.Format.Bits == 32 {
		return math.MaxUint32
	}
	return 1<<d.Format.Bits - 1
}

// extend sign- or zero-extends a raw integer channel.
func (d *Desc) extend(v uint32) int32 {
	if d.Format.Kind == Signed && d.Format.Bits < 32 {
		shift := 32 - d.Format.Bits
		return int32(v<<shift) >> shift
	}
	return int32(v)
}

// floatOf is a float channel's value (32 or 16 bits).
func (d *Desc) floatOf(v uint32) float32 {
	if d.Format.Bits == 16 {
		return halfToFloat(uint16(v))
	}
	return math.Float32frombits(v)
}

// borderRaw is the border colour of channel c in the texel's integer
// format (normalized reads), as the H200 makes it: scaled to 16 bits in
// float, rounded with ties toward zero, and for 8-bit texels cut to the
// top byte (toward zero), so that 0.5 is 127 of 255, 0.3 is 76, 0.002 is
// 0 and -0.5 is -63 of 127 (tests/conformance/tex_formats, probe tz_06).
func (d *Desc) borderRaw(c int) uint32 {
	scale := float32(65535)
	lo := float32(0)
	if d.Format.Kind == Signed {
		scale, lo = 32767, -32767
	}
	v := float64(d.Border[c] * scale)
	if math.IsNaN(v) {
		v = 0
	}
	r := math.Ceil(v - 0.5)
	if v < 0 {
		r = math.Floor(v + 0.5)
	}
	r16 := int32(max(float64(lo), min(float64(scale), r)))
	if d.Format.Bits == 8 {
		r16 /= 256
	}
	return uint32(r16) & d.mask()
}

// wide is an 8- or 16-bit integer channel widened to 16 bits, as the
// filter sees it: an unsigned 8-bit v is v*257 (255 becomes 65535), a
// signed one v*32767/127, fraction kept (-128 becomes -33025.008, below
// -1; the H200's signed 8-bit filter differs from this by one 16-bit unit
// in 3 % of the samples recorded).
func (d *Desc) wide(v uint32) float64 {
	x := float64(d.extend(v))
	if d.Format.Bits == 8 {
		if d.Format.Kind == Signed {
			return x * 32767 / 127
		}
		return x * 257
	}
	return x
}

// normalizedOf is a 16-bit filtered value as a float.
func normalizedOf(v float64, k Kind) float32 {
	if k == Signed {
		return float32(max(-1, float64(v)/32767))
	}
	return float32(float64(v) / 65535)
}

// filter combines the weighted taps.
func (d *Desc) filter(taps []tap) Texel {
	t := Texel{Float: true}
	for c := 0; c < d.Format.Channels; c++ {
		if d.Format.Kind != Float {
			var sum float64
			for _, tp := range taps {
				raw := tp.raw[c]
				if tp.border {
					raw = d.borderRaw(c)
				}
				sum += float64(tp.weight) * d.wide(raw)
			}
			t.F[c] = normalizedOf(math.Floor(sum/256+0.5), d.Format.Kind) // ties upward
			continue
		}
		var vals [4]float32
		for i, tp := range taps {
			if tp.border {
				vals[i] = d.Border[c]
			} else {
				vals[i] = d.floatOf(tp.raw[c])
			}
		}
		t.F[c] = blend(vals[:len(taps)], taps, d.Format.Bits)
	}
	return t
}

// blend sums float texels by weight as the filter's fixed-point adder
// does: each cut to 27 fraction bits below the largest exponent among the
// weighted ones, the sum exact, rounded to nearest with ties away.
func blend(vals []float32, taps []tap, bits int) float32 {
	emax := math.MinInt
	inf := 0.0
	for i, v := range vals {
		if taps[i].weight == 0 {
			continue
		}
		f := float64(v)
		switch {
		case bits == 32 && math.Abs(f) < 0x1p-126:
			vals[i] = float32(math.Copysign(0, f)) // the filter flushes subnormal floats to zero
		case math.IsNaN(f):
			return float32(math.NaN())
		case math.IsInf(f, 0):
			if inf != 0 && inf != f {
				return float32(math.NaN())
			}
			inf = f
		case f != 0:
			_, e := math.Frexp(f)
			emax = max(emax, e-1)
		}
	}
	if inf != 0 {
		return float32(inf)
	}
	if emax == math.MinInt {
		// every weighted texel is zero: the sum is -0 when all are -0
		for i, v := range vals {
			if taps[i].weight != 0 && !math.Signbit(float64(v)) {
				return 0
			}
		}
		return float32(math.Copysign(0, -1))
	}
	frac := 27 // 4 bits beyond a float's 23
	if bits == 16 {
		frac = 14 // and beyond a half's 10
	}
	shift := frac - emax
	var sum int64
	for i, v := range vals {
		sum += taps[i].weight * int64(math.Trunc(math.Ldexp(float64(v), shift)))
	}
	prec := 24
	if bits == 16 {
		prec = 11 // a half texture's result keeps a half's digits
	}
	out := float32(roundAway(sum, -shift-8, prec))
	if math.Abs(float64(out)) < 0x1p-126 {
		return float32(math.Copysign(0, float64(out))) // flushed, its sign kept
	}
	return out
}

// roundAway is sum·2^exp rounded to prec significant bits, ties away from
// zero.
func roundAway(sum int64, exp, prec int) float64 {
	mag := uint64(sum)
	if sum < 0 {
		mag = uint64(-sum)
	}
	if n := mathbits.Len64(mag); n > prec {
		drop := n - prec
		rounded := mag>>drop + (mag>>(drop-1))&1 // the dropped bits' top one decides: ties go up
		mag, exp = rounded, exp+drop
	}
	v := math.Ldexp(float64(mag), exp)
	if sum < 0 {
		v = -v
	}
	return v
}

// halfToFloat widens an IEEE half.
func halfToFloat(h uint16) float32 {
	sign := uint32(h>>15) << 31
	exp := int(h>>10) & 31
	frac := uint32(h) & 1023
	switch {
	case exp == 31:
		return math.Float32frombits(sign | 0xff<<23 | frac<<13)
	case exp == 0:
		v := float32(frac) / (1 << 24)
		if sign != 0 {
			v = -v
		}
		return v
	}
	return math.Float32frombits(sign | uint32(exp-15+127)<<23 | frac<<13)
}

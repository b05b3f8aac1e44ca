// Package curand is cuRAND's device-side XORWOW generator (curandState),
// bit for bit: the seed scramble of curand_init, skip-ahead by
// subsequences of 2^67 draws and by single draws, curand, and the
// uniform and normal distributions built on it.
//
// cuRAND skips ahead with tables of precomputed powers of the generator's
// GF(2) transition matrix (curand_precalc.h). The tables hold exact
// powers, so any exact way of applying A^n gives the same state: this
// package builds A^(2^k) by repeated squaring, once, on first use.
package curand

import (
	"encoding/binary"
	"math"
	"math/bits"
	"sync"

	"simtlab/sim/engine/num"
	"simtlab/sim/engine/num/libdevice"
)

// State is curandStateXORWOW: its fields in the order and sizes of the
// CUDA struct (48 bytes, see Size and the offsets below).
type State struct {
	D               uint32
	V               [5]uint32
	BoxMullerFlag   int32
	BoxMullerFlagD  int32
	BoxMullerExtra  float32
	BoxMullerExtraD float64
}

// Layout of struct curandStateXORWOW in memory.
const (
	Size          = 48
	offD          = 0
	offV          = 4
	offFlag       = 24
	offFlagDouble = 28
	offExtra      = 32
	offExtraD     = 40
)

// extraFlagNormal is cuRAND's EXTRA_FLAG_NORMAL: a cached second normal;
// extraFlagLogNormal its EXTRA_FLAG_LOG_NORMAL: a cached second
// log-normal value, which a normal draw does not take (nor the reverse).
const (
	extraFlagNormal    = 0x00000001
	extraFlagLogNormal = 0x00000002
)

// weyl is the increment of the Weyl sequence added to every draw.
const weyl = 362437

// Init is curand_init(seed, subsequence, offset, &state).
func Init(seed, subsequence, offset uint64) State {
	s0 := uint32(seed) ^ 0xaad26b49
	s1 := uint32(seed>>32) ^ 0xf7dcefdd
	t0 := 1099087573 * s0
	t1 := 2591861531 * s1
	var s State
	s.D = 6615241 + t1 + t0
	s.V = [5]uint32{123456789 + t0, 362436069 ^ t0, 521288629 + t1, 88675123 ^ t1, 5783321 + t0}
	s.V = sequenceStart(seed, s.V, subsequence)
	s.Skip(offset)
	return s
}

// Next is curand(&state): one 32-bit draw.
func (s *State) Next() uint32 {
	t := s.V[0] ^ (s.V[0] >> 2)
	s.V[0], s.V[1], s.V[2], s.V[3] = s.V[1], s.V[2], s.V[3], s.V[4]
	s.V[4] = (s.V[4] ^ (s.V[4] << 4)) ^ (t ^ (t << 1))
	s.D += weyl
	return s.V[4] + s.D
}

// NextEncoded is Decode, Next and Encode on the state b holds in
// curandStateXORWOW's layout, without a State: the draw's words are
// updated in place (and the padding Encode zeroes is zeroed); the
// Box-Muller fields, which Next leaves alone, are not touched.
func NextEncoded(b []byte) uint32 {
	_ = b[Size-1]
	le := binary.LittleEndian
	v0 := le.Uint32(b[offV:])
	t := v0 ^ (v0 >> 2)
	copy(b[offV:offV+16], b[offV+4:offV+20])
	v4 := le.Uint32(b[offV+16:])
	v4 = (v4 ^ (v4 << 4)) ^ (t ^ (t << 1))
	le.PutUint32(b[offV+16:], v4)
	d := le.Uint32(b[offD:]) + weyl
	le.PutUint32(b[offD:], d)
	le.PutUint32(b[offExtra+4:], 0)
	return v4 + d
}

// UniformOf is curand_uniform's float for the draw x.
func UniformOf(x uint32) float32 { return uniform(x) }

// Skip is skipahead(n, &state): n draws ahead.
func (s *State) Skip(n uint64) {
	s.V = jump(s.V, n, 0)
	s.D += weyl * uint32(n)
}

// SkipSequence is skipahead_sequence(n, &state): n·2^67 draws ahead. The
// Weyl counter moves by a multiple of 2^32, so it does not change.
func (s *State) SkipSequence(n uint64) {
	s.V = jump(s.V, n, sequenceLog2)
}

// sequenceLog2 is log2 of the distance between subsequences.
const sequenceLog2 = 67

// Uniform is curand_uniform: a float in (0, 1].
func (s *State) Uniform() float32 { return uniform(s.Next()) }

// UniformDouble is curand_uniform_double: two draws, 53 bits, in (0, 1].
func (s *State) UniformDouble() float64 { return uniformDouble(s.Next(), s.Next()) }

// uniformDouble is _curand_uniform_double_hq.
func uniformDouble(x, y uint32) float64 {
	z := uint64(x) ^ uint64(y)<<(53-32)
	const inv = 1.0 / (1 << 53)
	return float64(z)*inv + inv/2
}

// uniform is _curand_uniform: x·2^-32 + 2^-33, one rounding (the product
// is exact, so a fused multiply-add gives the same float).
func uniform(x uint32) float32 {
	const inv = float32(1.0 / (1 << 32))
	return float32(x)*inv + inv/2
}

// Normal is curand_normal: Box-Muller on two draws, the second result
// cached in the state for the next call.
func (s *State) Normal() float32 {
	if s.BoxMullerFlag != extraFlagNormal {
		x, y := s.Next(), s.Next()
		a, b := boxMuller(x, y)
		s.BoxMullerExtra = b
		s.BoxMullerFlag = extraFlagNormal
		return a
	}
	s.BoxMullerFlag = 0
	return s.BoxMullerExtra
}

// LogNormal is curand_log_normal: a Box-Muller pair, each value v made
// expf(mean + stddev·v) (one fused multiply-add, as nvcc contracts it),
// the second cached with its own flag; the cached value keeps the mean
// and deviation of the call that made it.
func (s *State) LogNormal(mean, stddev float32) float32 {
	if s.BoxMullerFlag != extraFlagLogNormal {
		a, b := boxMuller(s.Next(), s.Next())
		s.BoxMullerExtra = logNormal(mean, stddev, b)
		s.BoxMullerFlag = extraFlagLogNormal
		return logNormal(mean, stddev, a)
	}
	s.BoxMullerFlag = 0
	return s.BoxMullerExtra
}

// logNormal is expf(mean + stddev·v) on the device.
// LogNormalOf is exp(mean + stddev v) as cuRAND computes a log-normal
// from a normal draw v (curand_log_normal2, curand_log_normal4).
func LogNormalOf(mean, stddev, v float32) float32 { return logNormal(mean, stddev, v) }

// LogNormalDoubleOf is LogNormalOf in double.
func LogNormalDoubleOf(mean, stddev, v float64) float64 { return logNormalDouble(mean, stddev, v) }

func logNormal(mean, stddev, v float32) float32 {
	return libdevice.Expf(num.FMA32(stddev, v, mean))
}

// NormalDouble is curand_normal_double.
func (s *State) NormalDouble() float64 {
	if s.BoxMullerFlagD != extraFlagNormal {
		a, b := boxMullerDouble(s.Next(), s.Next(), s.Next(), s.Next())
		s.BoxMullerExtraD = b
		s.BoxMullerFlagD = extraFlagNormal
		return a
	}
	s.BoxMullerFlagD = 0
	return s.BoxMullerExtraD
}

// boxMullerDouble is _curand_box_muller_double: 53-bit u and angle, the
// angle as a multiple of π, with the device's log and sincospi (both of
// libdevice: Go's math.Log and a product by π differ in the last bits).
func boxMullerDouble(x0, x1, y0, y1 uint32) (float64, float64) {
	const inv = 1.0 / (1 << 53)
	u := float64(uint64(x0)^uint64(x1)<<(53-32))*inv + inv/2
	v := float64(uint64(y0)^uint64(y1)<<(53-32))*(inv*2) + inv
	return polarDouble(u, v)
}

// NormalPairDouble is curand_normal2_double: one double Box-Muller
// transform of the next four draws (the cached value is neither used nor
// changed).
func (s *State) NormalPairDouble() (float64, float64) {
	return boxMullerDouble(s.Next(), s.Next(), s.Next(), s.Next())
}

// LogNormalDouble is curand_log_normal_double: a double Box-Muller pair,
// each value v made exp(mean + stddev·v), the second cached with the
// log-normal flag.
func (s *State) LogNormalDouble(mean, stddev float64) float64 {
	return cachedLogNormal(&s.BoxMullerFlagD, &s.BoxMullerExtraD, s.NormalPairDouble, mean, stddev)
}

// cachedLogNormal is curand_log_normal_double's use of a state's cached
// double (flag and extra): a fresh pair's first value, the second kept
// for the next call.
func cachedLogNormal(flag *int32, extra *float64, pair func() (float64, float64), mean, stddev float64) float64 {
	if *flag != extraFlagLogNormal {
		a, b := pair()
		*extra, *flag = logNormalDouble(mean, stddev, b), extraFlagLogNormal
		return logNormalDouble(mean, stddev, a)
	}
	*flag = 0
	return *extra
}

// logNormalDouble is exp(mean + stddev·v) on the device, one fused
// multiply-add and libdevice's exp.
func logNormalDouble(mean, stddev, v float64) float64 {
	return libdevice.Exp(math.FMA(stddev, v, mean))
}

// BoxMullerDouble is the device's double Box-Muller transform of four
// draws, the pair curand_normal2_double returns.
func BoxMullerDouble(x0, x1, y0, y1 uint32) (float64, float64) {
	return boxMullerDouble(x0, x1, y0, y1)
}

// polarDouble is sqrt(-2 log u) times sincospi(v), as cuRAND computes
// it on the device.
func polarDouble(u, v float64) (float64, float64) {
	r := math.Sqrt(-2 * libdevice.Log(u))
	return r * libdevice.Sinpi(v), r * libdevice.Cospi(v)
}

// UniformDoubleHQ is _curand_uniform_double_hq: two draws, 53 bits.
func UniformDoubleHQ(x, y uint32) float64 { return uniformDouble(x, y) }

// BoxMuller is the device's Box-Muller transform of two draws, the pair
// curand_normal2 returns.
func BoxMuller(x, y uint32) (float32, float32) { return boxMuller(x, y) }

// boxMuller is _curand_box_muller for the device: u in (0, 1], an angle
// in (0, 2π], radius sqrt(-2 log u), with the device's functions: logf
// as libdevice computes it and the angle's sine and cosine from
// __sincosf, the hardware's approximations (tests/conformance/
// x_curand_mixed_draws: correctly rounded ones were off in the last
// bits).
func boxMuller(x, y uint32) (float32, float32) {
	const inv = float32(1.0 / (1 << 32))
	const inv2pi = inv * float32(6.2831855)
	u := float32(x)*inv + inv/2
	// nvcc contracts y·c + c/2 into one fused multiply-add.
	v := float32(math.FMA(float64(float32(y)), float64(inv2pi), float64(inv2pi/2)))
	r := float32(math.Sqrt(float64(-2 * libdevice.Logf(u))))
	return libdevice.FastSinf(v) * r, libdevice.FastCosf(v) * r
}

// matrix is a 160×160 GF(2) matrix in cuRAND's layout: row 32·i+j is the
// image of the state with only bit j of word i set.
type matrix [160][5]uint32

// apply returns m·v.
func (m *matrix) apply(v [5]uint32) [5]uint32 {
	var r [5]uint32
	for i, w := range v {
		for w != 0 {
			j := bits.TrailingZeros32(w)
			w &= w - 1
			row := &m[32*i+j]
			r[0] ^= row[0]
			r[1] ^= row[1]
			r[2] ^= row[2]
			r[3] ^= row[3]
			r[4] ^= row[4]
		}
	}
	return r
}

// square returns m·m.
func (m *matrix) square() *matrix {
	var out matrix
	for r := range m {
		out[r] = m.apply(m[r])
	}
	return &out
}

// step is the linear part of one draw.
func step(v [5]uint32) [5]uint32 {
	t := v[0] ^ (v[0] >> 2)
	return [5]uint32{v[1], v[2], v[3], v[4], (v[4] ^ (v[4] << 4)) ^ (t ^ (t << 1))}
}

// powers[k] is A^(2^k) for k < 64+sequenceLog2: enough for an offset of
// up to 2^64-1 draws and a subsequence up to 2^64-1.
var (
	powersOnce sync.Once
	powers     []*matrix
)

func powerTable() []*matrix {
	powersOnce.Do(func() {
		var a matrix
		for i := 0; i < 5; i++ {
			for j := 0; j < 32; j++ {
				var e [5]uint32
				e[i] = 1 << j
				a[32*i+j] = step(e)
			}
		}
		powers = make([]*matrix, 64+sequenceLog2)
		powers[0] = &a
		for k := 1; k < len(powers); k++ {
			powers[k] = powers[k-1].square()
		}
	})
	return powers
}

// jump returns A^(n·2^shift)·v.
func jump(v [5]uint32, n uint64, shift int) [5]uint32 {
	if n == 0 {
		return v
	}
	p := powerTable()
	for n != 0 {
		k := bits.TrailingZeros64(n)
		n &= n - 1
		v = p[k+shift].apply(v)
	}
	return v
}

// lastSequence remembers the most recent subsequence start per seed:
// programs initialise thread after thread with subsequence = thread id, and
// the start of subsequence s+1 is one jump from that of s instead of one
// jump per set bit of s+1. It changes only the speed, never a result.
var lastSequence struct {
	sync.Mutex
	valid     bool
	seed, sub uint64
	v         [5]uint32
}

// sequenceStart is A^(2^67·sub)·v for the scrambled seed state v.
func sequenceStart(seed uint64, v [5]uint32, sub uint64) [5]uint32 {
	c := &lastSequence
	c.Lock()
	from, base := uint64(0), v
	if c.valid && c.seed == seed && c.sub <= sub {
		from, base = c.sub, c.v
	}
	c.Unlock()
	r := jump(base, sub-from, sequenceLog2)
	c.Lock()
	c.valid, c.seed, c.sub, c.v = true, seed, sub, r
	c.Unlock()
	return r
}

// Encode writes the state in the layout of struct curandStateXORWOW
// (little-endian) into b, which holds at least Size bytes.
func (s *State) Encode(b []byte) {
	le := binary.LittleEndian
	le.PutUint32(b[offD:], s.D)
	for i, v := range s.V {
		le.PutUint32(b[offV+4*i:], v)
	}
	le.PutUint32(b[offFlag:], uint32(s.BoxMullerFlag))
	le.PutUint32(b[offFlagDouble:], uint32(s.BoxMullerFlagD))
	le.PutUint32(b[offExtra:], math.Float32bits(s.BoxMullerExtra))
	le.PutUint32(b[offExtra+4:], 0)
	le.PutUint64(b[offExtraD:], math.Float64bits(s.BoxMullerExtraD))
}

// Decode reads a state written in the layout of struct curandStateXORWOW.
func (s *State) Decode(b []byte) {
	le := binary.LittleEndian
	s.D = le.Uint32(b[offD:])
	for i := range s.V {
		s.V[i] = le.Uint32(b[offV+4*i:])
	}
	s.BoxMullerFlag = int32(le.Uint32(b[offFlag:]))
	s.BoxMullerFlagD = int32(le.Uint32(b[offFlagDouble:]))
	s.BoxMullerExtra = math.Float32frombits(le.Uint32(b[offExtra:]))
	s.BoxMullerExtraD = math.Float64frombits(le.Uint64(b[offExtraD:]))
}

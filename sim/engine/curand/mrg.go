package curand

import (
	"encoding/binary"
	"math"
	"sync"

	"simtlab/sim/engine/num/libdevice"
)

// MRG is curandStateMRG32k3a: L'Ecuyer's combined multiple recursive
// generator, two order-3 recurrences modulo m1 and m2, stepped with the
// integer arithmetic cuRAND uses on sm_60 and later. Skip-ahead multiplies
// by powers of the 3×3 transition matrices; subsequences are 2^76 draws
// apart (their number masked to 51 bits, as in cuRAND).
type MRG struct {
	S1, S2          [3]uint32
	BoxMullerFlag   int32
	BoxMullerFlagD  int32
	BoxMullerExtra  float32
	BoxMullerExtraD float64
}

// MRGSize is sizeof(curandStateMRG32k3a_t).
const MRGSize = 48

const (
	mrgM1   = 4294967087
	mrgM2   = 4294944443
	mrgA12  = 1403580
	mrgA13n = 810728
	mrgA21  = 527612
	mrgA23n = 1370589
	// mrgNorm and mrgBitsNorm are MRG32K3A_NORM and MRG32K3A_BITS_NORM.
	mrgNorm     = 2.3283065498378288e-10
	mrgBitsNorm = 1.000000048662
	mrgSubLog2  = 76
	mrgSeqLog2  = 127
)

// InitMRG is curand_init(seed, subsequence, offset, &state) for MRG32k3a.
func InitMRG(seed, subsequence, offset uint64) MRG {
	s := MRG{S1: [3]uint32{12345, 12345, 12345}, S2: [3]uint32{12345, 12345, 12345}}
	if seed != 0 {
		x1 := uint64(uint32(seed) ^ 0x55555555)
		x2 := uint64(uint32(seed>>32) ^ 0xAAAAAAAA)
		s.S1 = [3]uint32{uint32(x1 * 12345 % mrgM1), uint32(x2 * 12345 % mrgM1), uint32(x1 * 12345 % mrgM1)}
		s.S2 = [3]uint32{uint32(x2 * 12345 % mrgM2), uint32(x1 * 12345 % mrgM2), uint32(x2 * 12345 % mrgM2)}
	}
	s.skip(subsequence&(1<<51-1), mrgSubLog2)
	s.Skip(offset)
	return s
}

// step is curand_MRG32k3a: the next value, in (0, m1], as a double.
func (s *MRG) step() float64 {
	p3 := uint64(mrgA13n) * uint64(mrgM1-s.S1[0])
	p1 := uint64(mrgA12)*uint64(s.S1[1]) + p3
	p1 = (p1>>32)*209 + p1&0xffffffff
	if p1 >= mrgM1 {
		p1 -= mrgM1
	}
	s.S1 = [3]uint32{s.S1[1], s.S1[2], uint32(p1)}
	p4 := uint64(mrgA23n) * uint64(mrgM2-s.S2[0])
	p2 := uint64(mrgA21)*uint64(s.S2[2]) + p4
	p2 = (p2>>32)*22853 + p2&0xffffffff
	p2 = (p2>>32)*22853 + p2&0xffffffff
	if p2 >= mrgM2 {
		p2 -= mrgM2
	}
	s.S2 = [3]uint32{s.S2[1], s.S2[2], uint32(p2)}
	p5 := uint32(p1) - uint32(p2)
	if p1 <= p2 {
		return float64(p5 + mrgM1)
	}
	return float64(p5)
}

// Next is curand(&state).
func (s *MRG) Next() uint32 { return uint32(s.step() * mrgBitsNorm) }

// Uniform is curand_uniform.
func (s *MRG) Uniform() float32 { return float32(s.step() * mrgNorm) }

// UniformDouble is curand_uniform_double.
func (s *MRG) UniformDouble() float64 { return s.step() * mrgNorm }

// Normal is curand_normal: Box-Muller on two uniforms, one value cached.
func (s *MRG) Normal() float32 {
	if s.BoxMullerFlag != extraFlagNormal {
		a, b := s.NormalPair()
		s.BoxMullerExtra, s.BoxMullerFlag = b, extraFlagNormal
		return a
	}
	s.BoxMullerFlag = 0
	return s.BoxMullerExtra
}

// LogNormal is curand_log_normal, as State's, on NormalPair's values.
func (s *MRG) LogNormal(mean, stddev float32) float32 {
	if s.BoxMullerFlag != extraFlagLogNormal {
		a, b := s.NormalPair()
		s.BoxMullerExtra, s.BoxMullerFlag = logNormal(mean, stddev, b), extraFlagLogNormal
		return logNormal(mean, stddev, a)
	}
	s.BoxMullerFlag = 0
	return s.BoxMullerExtra
}

// NormalPair is curand_box_muller_mrg (curand_normal2): radius from one
// uniform, angle from another times 2π, with the device's logf and
// __sincosf, as boxMuller.
func (s *MRG) NormalPair() (float32, float32) {
	x := s.Uniform()
	y := s.Uniform() * float32(6.2831855)
	r := float32(math.Sqrt(float64(-2 * libdevice.Logf(x))))
	return libdevice.FastSinf(y) * r, libdevice.FastCosf(y) * r
}

// NormalPairDouble is curand_box_muller_mrg_double (curand_normal2_double):
// a uniform for the radius, another times 2 for the angle, with the
// device's log and sincospi.
func (s *MRG) NormalPairDouble() (float64, float64) {
	x := s.UniformDouble()
	y := s.UniformDouble() * 2
	return polarDouble(x, y)
}

// LogNormalDouble is curand_log_normal_double, as State's.
func (s *MRG) LogNormalDouble(mean, stddev float64) float64 {
	return cachedLogNormal(&s.BoxMullerFlagD, &s.BoxMullerExtraD, s.NormalPairDouble, mean, stddev)
}

// NormalDouble is curand_normal_double.
func (s *MRG) NormalDouble() float64 {
	if s.BoxMullerFlagD != extraFlagNormal {
		sn, cs := s.NormalPairDouble()
		s.BoxMullerExtraD, s.BoxMullerFlagD = cs, extraFlagNormal
		return sn
	}
	s.BoxMullerFlagD = 0
	return s.BoxMullerExtraD
}

// Skip is skipahead: n draws ahead.
func (s *MRG) Skip(n uint64) { s.skip(n, 0) }

// SkipSequence is skipahead_subsequence (and skipahead_sequence's little
// brother): n subsequences of 2^76 draws ahead.
func (s *MRG) SkipSequence(n uint64) { s.skip(n&(1<<51-1), mrgSubLog2) }

// SkipLongSequence is skipahead_sequence for MRG32k3a: n sequences of
// 2^127 draws ahead.
func (s *MRG) SkipLongSequence(n uint64) { s.skip(n, mrgSeqLog2) }

// skip moves both recurrences n·2^shift steps ahead.
func (s *MRG) skip(n uint64, shift int) {
	p1, p2 := mrgPowers()
	for k := 0; n != 0; k, n = k+1, n>>1 {
		if n&1 != 0 {
			s.S1 = p1[k+shift].apply(s.S1, mrgM1)
			s.S2 = p2[k+shift].apply(s.S2, mrgM2)
		}
	}
}

// mat3 is a 3×3 matrix modulo m.
type mat3 [3][3]uint64

func (a *mat3) apply(v [3]uint32, m uint64) [3]uint32 {
	var r [3]uint32
	for i := range a {
		var sum uint64
		for j := range a[i] {
			sum = (sum + a[i][j]*uint64(v[j])%m) % m
		}
		r[i] = uint32(sum)
	}
	return r
}

func (a *mat3) mul(b *mat3, m uint64) *mat3 {
	var r mat3
	for i := range a {
		for j := 0; j < 3; j++ {
			var sum uint64
			for k := 0; k < 3; k++ {
				sum = (sum + a[i][k]*b[k][j]%m) % m
			}
			r[i][j] = sum
		}
	}
	return &r
}

// mrgPowers are the transition matrices raised to 2^k, k < 64+127.
var (
	mrgOnce          sync.Once
	mrgPow1, mrgPow2 []*mat3
)

func mrgPowers() ([]*mat3, []*mat3) {
	mrgOnce.Do(func() {
		a1 := &mat3{{0, 1, 0}, {0, 0, 1}, {mrgM1 - mrgA13n, mrgA12, 0}}
		a2 := &mat3{{0, 1, 0}, {0, 0, 1}, {mrgM2 - mrgA23n, 0, mrgA21}}
		for k := 0; k < 64+mrgSeqLog2; k++ {
			mrgPow1 = append(mrgPow1, a1)
			mrgPow2 = append(mrgPow2, a2)
			a1, a2 = a1.mul(a1, mrgM1), a2.mul(a2, mrgM2)
		}
	})
	return mrgPow1, mrgPow2
}

// Encode writes the state in the layout of struct curandStateMRG32k3a.
func (s *MRG) Encode(b []byte) {
	le := binary.LittleEndian
	for i := 0; i < 3; i++ {
		le.PutUint32(b[4*i:], s.S1[i])
		le.PutUint32(b[12+4*i:], s.S2[i])
	}
	le.PutUint32(b[24:], uint32(s.BoxMullerFlag))
	le.PutUint32(b[28:], uint32(s.BoxMullerFlagD))
	le.PutUint32(b[32:], math.Float32bits(s.BoxMullerExtra))
	le.PutUint32(b[36:], 0)
	le.PutUint64(b[40:], math.Float64bits(s.BoxMullerExtraD))
}

// Decode reads a state in the layout of struct curandStateMRG32k3a.
func (s *MRG) Decode(b []byte) {
	le := binary.LittleEndian
	for i := 0; i < 3; i++ {
		s.S1[i] = le.Uint32(b[4*i:])
		s.S2[i] = le.Uint32(b[12+4*i:])
	}
	s.BoxMullerFlag = int32(le.Uint32(b[24:]))
	s.BoxMullerFlagD = int32(le.Uint32(b[28:]))
	s.BoxMullerExtra = math.Float32frombits(le.Uint32(b[32:]))
	s.BoxMullerExtraD = math.Float64frombits(le.Uint64(b[40:]))
}

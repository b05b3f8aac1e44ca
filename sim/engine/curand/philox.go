package curand

import (
	"encoding/binary"
	"math"
)

// Philox is curandStatePhilox4_32_10: a counter-based generator that
// encrypts a 128-bit counter with the 64-bit seed as key (ten rounds of
// Philox-4x32) and hands out the four words of each block in turn.
type Philox struct {
	Ctr             [4]uint32
	Output          [4]uint32
	Key             [2]uint32
	State           uint32 // next word of Output to return
	BoxMullerFlag   int32
	BoxMullerFlagD  int32
	BoxMullerExtra  float32
	BoxMullerExtraD float64
}

// PhiloxSize is sizeof(curandStatePhilox4_32_10_t): uint4 members make it
// 16-byte aligned, 64 bytes.
const PhiloxSize = 64

// Philox-4x32 constants: the Weyl key increments and the multipliers.
const (
	philoxW0 = 0x9E3779B9
	philoxW1 = 0xBB67AE85
	philoxM0 = 0xD2511F53
	philoxM1 = 0xCD9E8D57
)

// InitPhilox is curand_init(seed, subsequence, offset, &state) for Philox:
// subsequences are 2^66 draws apart (the counter's upper half), the offset
// moves within one.
func InitPhilox(seed, subsequence, offset uint64) Philox {
	s := Philox{Key: [2]uint32{uint32(seed), uint32(seed >> 32)}}
	s.SkipSequence(subsequence)
	s.Skip(offset)
	return s
}

func philoxRound(c [4]uint32, k [2]uint32) [4]uint32 {
	p0 := uint64(philoxM0) * uint64(c[0])
	p1 := uint64(philoxM1) * uint64(c[2])
	hi0, lo0 := uint32(p0>>32), uint32(p0)
	hi1, lo1 := uint32(p1>>32), uint32(p1)
	return [4]uint32{hi1 ^ c[1] ^ k[0], lo1, hi0 ^ c[3] ^ k[1], lo0}
}

// philox10 is curand_Philox4x32_10: ten rounds, the key bumped between.
func philox10(c [4]uint32, k [2]uint32) [4]uint32 {
	for i := 0; i < 10; i++ {
		if i > 0 {
			k[0] += philoxW0
			k[1] += philoxW1
		}
		c = philoxRound(c, k)
	}
	return c
}

// incr is Philox_State_Incr: the counter plus one.
func (s *Philox) incr() {
	for i := range s.Ctr {
		s.Ctr[i]++
		if s.Ctr[i] != 0 {
			return
		}
	}
}

// incrBy is Philox_State_Incr(s, n), carries included as cuRAND does them.
func (s *Philox) incrBy(n uint64) {
	nlo, nhi := uint32(n), uint32(n>>32)
	s.Ctr[0] += nlo
	if s.Ctr[0] < nlo {
		nhi++
	}
	s.Ctr[1] += nhi
	if nhi <= s.Ctr[1] {
		return
	}
	s.Ctr[2]++
	if s.Ctr[2] != 0 {
		return
	}
	s.Ctr[3]++
}

// SkipSequence is skipahead_sequence: n·2^66 draws ahead (the counter's
// upper 64 bits).
func (s *Philox) SkipSequence(n uint64) {
	nlo, nhi := uint32(n), uint32(n>>32)
	s.Ctr[2] += nlo
	if s.Ctr[2] < nlo {
		nhi++
	}
	s.Ctr[3] += nhi
	s.Output = philox10(s.Ctr, s.Key)
}

// Skip is skipahead: n draws ahead.
func (s *Philox) Skip(n uint64) {
	s.State += uint32(n & 3)
	n /= 4
	if s.State > 3 {
		n++
		s.State -= 4
	}
	s.incrBy(n)
	s.Output = philox10(s.Ctr, s.Key)
}

// Next is curand(&state).
func (s *Philox) Next() uint32 {
	r := s.Output[s.State&3]
	s.State++
	if s.State == 4 {
		s.incr()
		s.Output = philox10(s.Ctr, s.Key)
		s.State = 0
	}
	return r
}

// Next4 is curand4(&state): the next four draws.
func (s *Philox) Next4() [4]uint32 {
	tmp := s.Output
	s.incr()
	s.Output = philox10(s.Ctr, s.Key)
	st := s.State & 3
	var r [4]uint32
	for i := uint32(0); i < 4; i++ {
		if j := st + i; j < 4 {
			r[i] = tmp[j]
		} else {
			r[i] = s.Output[j-4]
		}
	}
	return r
}

// Uniform is curand_uniform.
func (s *Philox) Uniform() float32 { return uniform(s.Next()) }

// UniformDouble is curand_uniform_double: for Philox one draw, 32 bits,
// x·2^-32 + 2^-32 (curand_uniform.h: "uses only 32 random bits";
// curand_uniform2_double takes 53 from two).
func (s *Philox) UniformDouble() float64 {
	const inv = 1.0 / (1 << 32)
	return float64(s.Next())*inv + inv
}

// NormalPairDouble is curand_normal2_double: the double Box-Muller
// transform of curand4's four draws.
func (s *Philox) NormalPairDouble() (float64, float64) {
	w := s.Next4()
	return boxMullerDouble(w[0], w[1], w[2], w[3])
}

// Normal4Double is curand_normal4_double: two curand_normal2_double
// pairs, which curand_poisson4 takes for λ above 4000.
func (s *Philox) Normal4Double() [4]float64 {
	a, b := s.NormalPairDouble()
	c, d := s.NormalPairDouble()
	return [4]float64{a, b, c, d}
}

// UniformPairDouble is curand_uniform2_double: two 53-bit doubles from
// curand4's four draws.
func (s *Philox) UniformPairDouble() (float64, float64) {
	w := s.Next4()
	return uniformDouble(w[0], w[1]), uniformDouble(w[2], w[3])
}

// LogNormalDouble is curand_log_normal_double, as State's.
func (s *Philox) LogNormalDouble(mean, stddev float64) float64 {
	return cachedLogNormal(&s.BoxMullerFlagD, &s.BoxMullerExtraD, s.NormalPairDouble, mean, stddev)
}

// Normal is curand_normal: Box-Muller, the second value cached.
func (s *Philox) Normal() float32 {
	if s.BoxMullerFlag != extraFlagNormal {
		a, b := boxMuller(s.Next(), s.Next())
		s.BoxMullerExtra, s.BoxMullerFlag = b, extraFlagNormal
		return a
	}
	s.BoxMullerFlag = 0
	return s.BoxMullerExtra
}

// LogNormal is curand_log_normal, as State's.
func (s *Philox) LogNormal(mean, stddev float32) float32 {
	if s.BoxMullerFlag != extraFlagLogNormal {
		a, b := boxMuller(s.Next(), s.Next())
		s.BoxMullerExtra, s.BoxMullerFlag = logNormal(mean, stddev, b), extraFlagLogNormal
		return logNormal(mean, stddev, a)
	}
	s.BoxMullerFlag = 0
	return s.BoxMullerExtra
}

// NormalDouble is curand_normal_double.
func (s *Philox) NormalDouble() float64 {
	if s.BoxMullerFlagD != extraFlagNormal {
		a, b := boxMullerDouble(s.Next(), s.Next(), s.Next(), s.Next())
		s.BoxMullerExtraD, s.BoxMullerFlagD = b, extraFlagNormal
		return a
	}
	s.BoxMullerFlagD = 0
	return s.BoxMullerExtraD
}

// Layout of struct curandStatePhilox4_32_10.
const (
	phOffCtr    = 0
	phOffOutput = 16
	phOffKey    = 32
	phOffState  = 40
	phOffFlag   = 44
	phOffFlagD  = 48
	phOffExtra  = 52
	phOffExtraD = 56
)

// Encode writes the state in the layout of the CUDA struct.
func (s *Philox) Encode(b []byte) {
	le := binary.LittleEndian
	for i := 0; i < 4; i++ {
		le.PutUint32(b[phOffCtr+4*i:], s.Ctr[i])
		le.PutUint32(b[phOffOutput+4*i:], s.Output[i])
	}
	le.PutUint32(b[phOffKey:], s.Key[0])
	le.PutUint32(b[phOffKey+4:], s.Key[1])
	le.PutUint32(b[phOffState:], s.State)
	le.PutUint32(b[phOffFlag:], uint32(s.BoxMullerFlag))
	le.PutUint32(b[phOffFlagD:], uint32(s.BoxMullerFlagD))
	le.PutUint32(b[phOffExtra:], math.Float32bits(s.BoxMullerExtra))
	le.PutUint64(b[phOffExtraD:], math.Float64bits(s.BoxMullerExtraD))
}

// Decode reads a state in the layout of the CUDA struct.
func (s *Philox) Decode(b []byte) {
	le := binary.LittleEndian
	for i := 0; i < 4; i++ {
		s.Ctr[i] = le.Uint32(b[phOffCtr+4*i:])
		s.Output[i] = le.Uint32(b[phOffOutput+4*i:])
	}
	s.Key = [2]uint32{le.Uint32(b[phOffKey:]), le.Uint32(b[phOffKey+4:])}
	s.State = le.Uint32(b[phOffState:])
	s.BoxMullerFlag = int32(le.Uint32(b[phOffFlag:]))
	s.BoxMullerFlagD = int32(le.Uint32(b[phOffFlagD:]))
	s.BoxMullerExtra = math.Float32frombits(le.Uint32(b[phOffExtra:]))
	s.BoxMullerExtraD = math.Float64frombits(le.Uint64(b[phOffExtraD:]))
}

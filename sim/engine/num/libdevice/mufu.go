package libdevice

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"io"
	"math"
	"sync"
)

// The H200's MUFU approximations (ex2, rcp, rsqrt), measured: each depends on its argument
// through a 23-bit mantissa or fraction, and the results over one or two binades were
// recorded (tests/gpu/math: mufu_ex2 from run.sh, rcp and rsq from mufusweep.cu). A table
// holds, two bits per argument, the difference between the recorded result and a reference
// the lab computes deterministically (correctly rounded, or nearly), so the models reproduce
// the hardware bit for bit.

// mufuTable is one such table, unpacked on first use.
type mufuTable struct {
	gz     []byte // gzip of the packed 2-bit codes
	min    int32  // the code 0's difference
	n      int    // arguments
	once   sync.Once
	packed []byte
}

// delta returns the table's difference for argument j.
func (t *mufuTable) delta(j uint32) int32 {
	t.once.Do(func() {
		r, err := gzip.NewReader(bytes.NewReader(t.gz))
		if err == nil {
			t.packed, err = io.ReadAll(r)
		}
		if err != nil || len(t.packed) != t.n/4 {
			panic("libdevice: a MUFU table is damaged")
		}
	})
	return int32(t.packed[j>>2]>>(2*(j&3))&3) + t.min
}

var (
	//go:embed rcp.bin.gz
	rcpGz []byte
	//go:embed rsq.bin.gz
	rsqGz []byte

	// rcpTable: MUFU.RCP(m) for m in [1, 2) minus 1/m rounded to float.
	rcpTable = &mufuTable{gz: rcpGz, min: -1, n: 1 << 23}
	// rsqTable: MUFU.RSQ(m) for m in [1, 4) minus 1/sqrt(m) (in double) rounded to float.
	rsqTable = &mufuTable{gz: rsqGz, min: -2, n: 1 << 24}
)

// MufuRcp is the MUFU.RCP instruction (rcp.approx.ftz.f32): subnormal arguments count as
// zero and subnormal results are flushed to zero.
func MufuRcp(x float32) float32 {
	b := math.Float32bits(x)
	sign, e := b&0x80000000, int32(b>>23&0xff)
	switch {
	case x != x:
		return canonicalNaN
	case e == 0:
		return math.Float32frombits(sign | 0x7f800000)
	case e == 0xff:
		return math.Float32frombits(sign)
	}
	j := b & 0x7fffff
	m := math.Float32frombits(0x3f800000 | j)
	r := int32(math.Float32bits(float32(1/float64(m)))) + rcpTable.delta(j)
	// 1/x = 2^(127-e) / m: move the exponent, flushing what falls below the normal range.
	re := r>>23 + 127 - e
	if re <= 0 {
		return math.Float32frombits(sign)
	}
	return math.Float32frombits(sign | uint32(re)<<23 | uint32(r)&0x7fffff)
}

// MufuRsq is the MUFU.RSQ instruction (rsqrt.approx.ftz.f32).
func MufuRsq(x float32) float32 {
	b := math.Float32bits(x)
	e := int32(b >> 23 & 0xff)
	switch {
	case x != x:
		return canonicalNaN
	case e == 0:
		return math.Float32frombits(b&0x80000000 | 0x7f800000) // ±0: ±inf
	case b>>31 != 0:
		return canonicalNaN
	case e == 0xff:
		return 0
	}
	// x = 2^(2k) m with m in [1, 4): j indexes m's bits from 1.0 on.
	k := (e - 127) >> 1
	j := b&0x7fffff | uint32((e-127)&1)<<23
	m := math.Float32frombits(0x3f800000 + j)
	r := int32(math.Float32bits(float32(1/math.Sqrt(float64(m))))) + rsqTable.delta(j)
	return math.Float32frombits(uint32(r - k<<23))
}

// Rsqrtf is libdevice's rsqrtf (rsqrt.approx.f32): subnormal arguments are scaled by 2^24
// first.
func Rsqrtf(x float32) float32 {
	if float32(math.Abs(float64(x))) < 0x1p-126 {
		return MufuRsq(x*0x1p24) * 4096
	}
	return MufuRsq(x)
}

// FastDivf is __fdividef (div.approx.f32): x times MUFU.RCP(y), both scaled by 2^24 when y is
// subnormal (FastDivNum and FastDivRcp, the two factors).
func FastDivf(x, y float32) float32 {
	r := FastDivNum(x, y) * FastDivRcp(y)
	if r != r {
		return canonicalNaN
	}
	return r
}

// subnormalDivisor reports whether div.approx scales y (and x) by 2^24.
func subnormalDivisor(y float32) bool { return float32(math.Abs(float64(y))) < 0x1p-126 }

// FastDivNum is __fdividef's numerator: x, scaled by 2^24 when y is subnormal.
func FastDivNum(x, y float32) float32 {
	if subnormalDivisor(y) {
		return x * 0x1p24
	}
	return x
}

// FastDivRcp is __fdividef's other factor: MUFU.RCP(y), y scaled by 2^24 when subnormal.
func FastDivRcp(y float32) float32 {
	if subnormalDivisor(y) {
		y *= 0x1p24
	}
	return MufuRcp(y)
}

func init() {
	float1["rsqrt"] = Rsqrtf
}

package engine

import (
	"math"
	"math/big"
	"testing"
)

func TestRoundedFloatOps(t *testing.T) {
	f := func(v float32) float64 { return float64(v) }
	bits := func(v float32) uint32 { return math.Float32bits(v) }
	one := float32(1)
	maxF := float32(math.MaxFloat32)
	tests := []struct {
		name string
		op   byte
		x    []float64
		mode byte
		want uint32
	}{
		{"1 + 2^-30 rz", '+', []float64{1, 0x1p-30}, 'z', bits(one)},
		{"1 + 2^-30 ru", '+', []float64{1, 0x1p-30}, 'u', bits(1 + 0x1p-23)},
		{"1 + 2^-100 ru (wide)", '+', []float64{1, 0x1p-100}, 'u', bits(1 + 0x1p-23)},
		{"-1 - 2^-30 rd", '+', []float64{-1, -0x1p-30}, 'd', bits(-(1 + 0x1p-23))},
		{"1 - 1 rd is -0", '-', []float64{1, 1}, 'd', 0x80000000},
		{"1 - 1 rz is +0", '-', []float64{1, 1}, 'z', 0},
		{"-0 + -0 ru is -0", '+', []float64{math.Copysign(0, -1), math.Copysign(0, -1)}, 'u', 0x80000000},
		{"1 / 3 rz", '/', []float64{1, 3}, 'z', 0x3EAAAAAA},
		{"1 / 3 ru", '/', []float64{1, 3}, 'u', 0x3EAAAAAB},
		{"1 / 3 rn", '/', []float64{1, 3}, 'n', 0x3EAAAAAB},
		{"-1 / 3 rd", '/', []float64{-1, 3}, 'd', 0xBEAAAAAB},
		{"1 / 0 ru", '/', []float64{1, 0}, 'u', 0x7F800000},
		{"sqrt 2 rd", 's', []float64{2}, 'd', 0x3FB504F3},
		{"sqrt 2 ru", 's', []float64{2}, 'u', 0x3FB504F4},
		{"sqrt 4 rd (exact)", 's', []float64{4}, 'd', bits(2)},
		{"rcp 3 rz", 'r', []float64{3}, 'z', 0x3EAAAAAA},
		{"subnormal product rz", '*', []float64{0x1p-126, 0.75}, 'z', bits(0.75 * 0x1p-126)},
		{"below smallest subnormal ru", '*', []float64{0x1p-140, 0x1p-10}, 'u', 1},
		{"half the smallest subnormal rn", '*', []float64{0x1p-140, 0x1p-10}, 'n', 0},
		{"below smallest subnormal rz", '*', []float64{0x1p-140, 0x1p-10}, 'z', 0},
		{"overflow rz", '+', []float64{f(maxF), f(maxF)}, 'z', bits(maxF)},
		{"overflow ru", '+', []float64{f(maxF), f(maxF)}, 'u', 0x7F800000},
		{"overflow rd negative", '+', []float64{-f(maxF), -f(maxF)}, 'd', 0xFF800000},
		{"fma rz", 'f', []float64{1 + 0x1p-23, 1 - 0x1p-23, 0}, 'z', 0x3F7FFFFF},
		{"fma rn", 'f', []float64{1 + 0x1p-23, 1 - 0x1p-23, 0}, 'n', bits(one)},
		{"nan passes", '+', []float64{math.NaN(), 1}, 'z', 0x7FC00000},
	}
	for _, tt := range tests {
		got := math.Float32bits(float32(roundedOp(tt.op, tt.x, tt.mode, false)))
		if got != tt.want {
			t.Errorf("%s: got %#08x, want %#08x", tt.name, got, tt.want)
		}
	}
}

func TestRoundedDoubleOps(t *testing.T) {
	tests := []struct {
		name string
		op   byte
		x    []float64
		mode byte
		want float64
	}{
		{"1 + 2^-60 ru", '+', []float64{1, 0x1p-60}, 'u', 1 + 0x1p-52},
		{"1 + 2^-60 rd", '+', []float64{1, 0x1p-60}, 'd', 1},
		{"rcp 3 rz", 'r', []float64{3}, 'z', math.Float64frombits(0x3FD5555555555555)},
		{"rcp 3 ru", 'r', []float64{3}, 'u', math.Float64frombits(0x3FD5555555555556)},
		{"smallest subnormal / 2 ru", '/', []float64{5e-324, 2}, 'u', 5e-324},
		{"smallest subnormal / 2 rn", '/', []float64{5e-324, 2}, 'n', 0},
	}
	for _, tt := range tests {
		if got := roundedOp(tt.op, tt.x, tt.mode, true); got != tt.want {
			t.Errorf("%s: got %v, want %v", tt.name, got, tt.want)
		}
	}
}

func TestRoundConversions(t *testing.T) {
	i := func(v int64) *big.Float { return new(big.Float).SetInt64(v) }
	tests := []struct {
		name   string
		x      *big.Float
		mode   byte
		double bool
		want   float64
	}{
		{"int 2^24+1 rn (tie to even)", i(1<<24 + 1), 'n', false, 1 << 24},
		{"int 2^24+1 ru", i(1<<24 + 1), 'u', false, 1<<24 + 2},
		{"int 2^24+3 rn", i(1<<24 + 3), 'n', false, 1<<24 + 4},
		{"ll 2^53+1 ru", i(1<<53 + 1), 'u', true, 1<<53 + 2},
		{"ll -(2^53+1) rz", i(-(1<<53 + 1)), 'z', true, -(1 << 53)},
		{"double 0.1 rz to float", new(big.Float).SetFloat64(0.1), 'z', false, float64(math.Float32frombits(0x3DCCCCCC))},
		{"double 0.1 ru to float", new(big.Float).SetFloat64(0.1), 'u', false, float64(math.Float32frombits(0x3DCCCCCD))},
		{"double 1e300 rz to float", new(big.Float).SetFloat64(1e300), 'z', false, math.MaxFloat32},
	}
	for _, tt := range tests {
		if got := roundBig(tt.x, tt.mode, tt.double); got != tt.want {
			t.Errorf("%s: got %v, want %v", tt.name, got, tt.want)
		}
	}
	for _, tt := range []struct {
		v    float64
		mode byte
		want float64
	}{{2.5, 'n', 2}, {-2.5, 'n', -2}, {2.1, 'u', 3}, {-2.1, 'd', -3}, {-2.9, 'z', -2}} {
		if got := roundInteger(tt.v, tt.mode); got != tt.want {
			t.Errorf("roundInteger(%v, %c) = %v, want %v", tt.v, tt.mode, got, tt.want)
		}
	}
	for _, n := range []string{"__fadd_rz", "__ddiv_ru", "__float2int_rd", "__ull2double_rn"} {
		if _, _, ok := splitRounding(n); !ok {
			t.Errorf("splitRounding(%q) failed", n)
		}
	}
	if _, _, ok := splitRounding("__fdividef"); ok {
		t.Error("__fdividef is not a rounding intrinsic")
	}
}

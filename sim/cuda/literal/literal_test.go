package literal

import (
	"math"
	"testing"

	"simtlab/sim/cuda/types"
)

func TestParseInt(t *testing.T) {
	tests := []struct {
		text  string
		value uint64
		typ   types.BasicKind
	}{
		{"0", 0, types.Int},
		{"42", 42, types.Int},
		{"2147483647", 2147483647, types.Int},
		{"2147483648", 2147483648, types.Long},
		{"0x7fffffff", 0x7fffffff, types.Int},
		{"0x80000000", 0x80000000, types.UInt},
		{"0xffffffff", 0xffffffff, types.UInt},
		{"0x100000000", 0x100000000, types.Long},
		{"052", 42, types.Int},
		{"0b101", 5, types.Int},
		{"10u", 10, types.UInt},
		{"10U", 10, types.UInt},
		{"5000000000u", 5000000000, types.ULong},
		{"1l", 1, types.Long},
		{"1ul", 1, types.ULong},
		{"1LU", 1, types.ULong},
		{"1ll", 1, types.LongLong},
		{"1ull", 1, types.ULongLong},
		{"1ULL", 1, types.ULongLong},
		{"0xDEADBEEFCAFEBABEULL", 0xDEADBEEFCAFEBABE, types.ULongLong},
		{"18446744073709551615", math.MaxUint64, types.ULong},
		{"1'000'000", 1000000, types.Int},
	}
	for _, tt := range tests {
		lit, err := ParseInt(tt.text)
		if err != nil {
			t.Errorf("%s: %v", tt.text, err)
			continue
		}
		if lit.Value != tt.value || lit.Type().Kind != tt.typ {
			t.Errorf("%s: value %d type %v, want %d %v", tt.text, lit.Value, lit.Type(), tt.value, types.Typ[tt.typ])
		}
	}
	for _, bad := range []string{"09", "0x", "1uu", "1lL", "12a", "0b2", "1lul"} {
		if _, err := ParseInt(bad); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
	if lit, _ := ParseInt("99999999999999999999"); !lit.Overflow {
		t.Error("overflow not reported")
	}
}

func TestParseFloat(t *testing.T) {
	tests := []struct {
		text    string
		value   float64
		isFloat bool
	}{
		{"1.0", 1, false},
		{"1.5f", 1.5, true},
		{".5", 0.5, false},
		{"2.", 2, false},
		{"1e-3", 1e-3, false},
		{"1E3F", 1000, true},
		{"0x1p4", 16, false},
		{"0x1.8p1f", 3, true},
		{"1.0L", 1, false},
		{"0.1f", float64(float32(0.1)), true},
		{"1e999", math.Inf(1), false},
	}
	for _, tt := range tests {
		v, isFloat, err := ParseFloat(tt.text)
		if err != nil || v != tt.value || isFloat != tt.isFloat {
			t.Errorf("%s: %v %v %v, want %v %v", tt.text, v, isFloat, err, tt.value, tt.isFloat)
		}
	}
	for _, bad := range []string{"1.0e", "0x1.0", "1.0ff", "1e+", "0x1pz"} {
		if _, _, err := ParseFloat(bad); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
}

func TestParseCharString(t *testing.T) {
	chars := map[string]int64{`'a'`: 97, `'\n'`: 10, `'\0'`: 0, `'\x41'`: 65, `'\377'`: -1, `'\''`: 39, `'\\'`: 92, `'ab'`: 0x6162}
	for text, want := range chars {
		if v, err := ParseChar(text); err != nil || v != want {
			t.Errorf("%s: %d %v, want %d", text, v, err, want)
		}
	}
	for _, bad := range []string{`''`, `'\q'`, `'\x'`, `'\x100'`, `'a`} {
		if _, err := ParseChar(bad); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
	if s, err := ParseString(`"a\tb\"c\101\x42"`); err != nil || s != "a\tb\"cAB" {
		t.Errorf("ParseString = %q, %v", s, err)
	}
	if !IsMultiChar(`'ab'`) || IsMultiChar(`'a'`) {
		t.Error("IsMultiChar")
	}
}

// TestFloatLiteralTies checks the ties of float literals as the H200's
// recordings have them (tests/conformance/x_float_literal_ties): an
// integral tie away from zero, a fractional one to even, a subnormal one
// toward zero, and a double literal never touched.
func TestFloatLiteralTies(t *testing.T) {
	for _, tc := range []struct {
		text string
		want float64
	}{
		{"16777217.0f", 16777218},
		{"-16777217.0f", -16777218},
		{"16777219.0f", 16777220},
		{"33554434.0f", 33554436},
		{"33554438.0f", 33554440},
		{"16777216.0f", 16777216},
		{"1.00000005960464477539062500f", 1},
		{"1.00000017881393432617187500f", 1 + 0x1p-22},
		{"16777217.0", 16777217},
		{"0.1f", float64(float32(0.1))},
		// a subnormal tie goes toward zero (probe dd_08), a subnormal
		// that is not a tie to the nearer float
		{"0x1.fffffep-127f", 0x1.fffffcp-127},
		{"0x1.fffffdp-127f", 0x1.fffffcp-127},
		{"0x1.ffffffp-127f", 0x1p-126},
		{"0x1.fffffep-127", 0x1.fffffep-127},
	} {
		got, _, err := ParseFloat(tc.text)
		if err != nil || got != tc.want {
			t.Errorf("ParseFloat(%q) = %v, %v; want %v", tc.text, got, err, tc.want)
		}
	}
}

package engine

import "testing"

// TestCFloatLen checks the prefix strtod reads against glibc's rules,
// which tests/conformance/x_strtod_prefixes also checks on the H200's host.
func TestCFloatLen(t *testing.T) {
	for _, c := range []struct {
		s    string
		want int
	}{
		{"\r\n2.25", 6},
		{" \v\f-1.5e3x", 9},
		{"0x1.8p1", 7},
		{"0x", 1},
		{"0xg", 1},
		{"1e", 1},
		{"1e+", 1},
		{"1.e2", 4},
		{".5", 2},
		{".", 0},
		{"-.e1", 0},
		{"+", 0},
		{"inf", 3},
		{"-Infinity!", 9},
		{"infin", 3},
		{"nan(0x1f)", 9},
		{"nan(a-b)", 3},
		{"nan(", 3},
		{"12,5", 2},
		{"", 0},
	} {
		if got := cFloatLen(c.s); got != c.want {
			t.Errorf("cFloatLen(%q) = %d, want %d", c.s, got, c.want)
		}
	}
}

// TestStrtodBits checks the values: strtof rounds the decimal once, and
// nan(tag) carries glibc's payload.
func TestStrtodBits(t *testing.T) {
	for _, c := range []struct {
		s    string
		k    kind
		want uint64
	}{
		{"0.1", kF64, 0x3fb999999999999a},
		{"0.1", kF32, 0x3dcccccd},
		{"-nan(0x123)", kF64, 0xfff8000000000123},
		{"NAN(42)", kF32, 0x7fc0002a},
		{"0x1p-2", kF64, 0x3fd0000000000000},
		{"1e400", kF64, 0x7ff0000000000000},
		{"  7", kF64, 0x401c000000000000},
	} {
		if got := strtodBits(c.s, c.k); got != c.want {
			t.Errorf("strtodBits(%q, %v) = %#x, want %#x", c.s, c.k, got, c.want)
		}
	}
}

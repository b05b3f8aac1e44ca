package texture

import (
	"encoding/binary"
	"math"
	"strconv"
	"testing"
)

// floats lays texels out as one row of float32s and returns their reader.
func floats(v ...float32) Reader {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(x))
	}
	return bytesReader(b)
}

func bytesReader(b []byte) Reader {
	return func(addr uint64, n int) ([]byte, bool) {
		if addr+uint64(n) > uint64(len(b)) {
			return nil, false
		}
		return b[addr : addr+uint64(n)], true
	}
}

func hex(t *testing.T, s string) float32 {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Fatal(err)
	}
	return float32(f)
}

// The expected values are the H200's (tests/conformance/tex_*.out and the
// probes they came from).
func TestSampleMatchesRecordings(t *testing.T) {
	line := func(w int64, addr AddressMode, linear, norm bool) *Desc {
		return &Desc{Format: Format{Float, 32, 1}, Width: w, Height: 1, Pitch: 4 * uint64(w), LinearFilter: linear,
			NormalizedCoords: norm, Address: [2]AddressMode{addr, addr}, Border: [4]float32{7.5}}
	}
	cases := []struct {
		name string
		d    *Desc
		read Reader
		x, y float32
		want string
	}{
		// x - 0.5 rounds to 1/256 half up: 1/512 past the centre weighs 1/256
		{"weight rounds half up", line(2, Clamp, true, false), floats(0, 1), 0.5 + 4.0/2048, 0, "0x1p-8"},
		{"weight 256 at the next centre", line(2, Clamp, true, false), floats(0, 1), 1.4999999, 0, "0x1p+0"},
		// 0.7 cut to 27 fraction bits below 1000's exponent
		{"fixed-point sum", line(2, Clamp, true, false), floats(0.7, 1000), 0.5 + 1.0/256 + 1.0/1024, 0, "0x1.269ff4p+2"},
		// ties of the final rounding go away from zero
		{"ties away", line(2, Clamp, true, false), floats(-3.5, 16777216), 1.0 + 1.0/1024, 0, "0x1.fffffap+22"},
		{"subnormal texels flush", line(2, Clamp, true, false), floats(1e-45, -1e-38), 1.0, 0, "0x0p+0"},
		// a 1D array is one row of a 2D one: border mode blends in the row above
		{"1D border blends the border row", &Desc{Format: Format{Float, 32, 1}, Width: 5, Height: 1, Pitch: 20, LinearFilter: true,
			Address: [2]AddressMode{Border, Border}, Border: [4]float32{7.5}}, floats(10, 20, 30, 40, 50), 0.8, 0, "0x1.48cp+3"},
		// u is cut to 21 fraction bits before it is scaled: just above 4/7 is still texel 3
		{"normalized coordinate cut", line(7, Clamp, false, true), floats(0, 1, 2, 3, 4, 5, 6), hex(t, "0x1.24924ep-1"), 0, "0x1.8p+1"},
		{"wrap reduces first", line(7, Wrap, true, true), floats(0, 1, 2, 3, 4, 5, 6), -1000.3, 0, "0x1.198p+2"},
		{"mirror", line(7, Mirror, true, true), floats(0, 1, 2, 3, 4, 5, 6), 7.25, 0, "0x1.3p+2"},
	}
	for _, c := range cases {
		got, ok := c.d.Sample(c.read, c.x, c.y)
		if !ok || got.F[0] != hex(t, c.want) {
			t.Errorf("%s: got %x (ok %v), want %s", c.name, got.F[0], ok, c.want)
		}
	}
}

func TestSample2DCornerWeight(t *testing.T) {
	// texel (1,0) alone is 1: its weight is ax - (ax*ay+128)>>8, so at
	// ax = 16, ay = 8 the result is 15/256 where float arithmetic gives 15.5
	d := &Desc{Format: Format{Float, 32, 1}, Width: 2, Height: 2, Pitch: 8, LinearFilter: true, Address: [2]AddressMode{Clamp, Clamp}}
	got, _ := d.Sample(floats(0, 1, 0, 0), 0.5+16.0/256+1.0/2048, 0.5+8.0/256+1.0/2048)
	if got.F[0] != 15.0/256 {
		t.Errorf("got %x, want 0x1.ep-5", got.F[0])
	}
}

func TestNormalizedIntegers(t *testing.T) {
	d := &Desc{Format: Format{Unsigned, 8, 1}, Width: 2, Height: 1, Pitch: 2, LinearFilter: true, NormalizedRead: true,
		Address: [2]AddressMode{Clamp, Clamp}}
	read := bytesReader([]byte{0, 255})
	// 255 widens to 65535; the weighted sum rounds to a 16-bit integer over 65535
	for _, c := range []struct {
		a    int
		want string
	}{{1, "0x1.0001p-8"}, {128, "0x1.0001p-1"}, {255, "0x1.fdfffep-1"}} {
		got, _ := d.Sample(read, 0.5+float32(c.a)/256+1.0/1024, 0)
		if got.F[0] != hex(t, c.want) {
			t.Errorf("weight %d: got %x, want %s", c.a, got.F[0], c.want)
		}
	}
	// a border colour goes to 16 bits (ties toward zero), then to the top
	// byte: 0.3 is 76 of 255, 0.5 is 127, 0.002 is 0
	d.Address = [2]AddressMode{Border, Border}
	for _, c := range []struct {
		border float32
		want   float32
	}{{0.3, 76.0 / 255}, {0.5, 127.0 / 255}, {0.002, 0}} {
		d.Border[0] = c.border
		got, _ := d.Sample(read, -5, 0)
		if got.F[0] != c.want {
			t.Errorf("border %v: got %x, want %x", c.border, got.F[0], c.want)
		}
	}
}

func TestNegativeZeroBorderStaysNegative(t *testing.T) {
	d := &Desc{Format: Format{Float, 32, 1}, Width: 2, Height: 2, Pitch: 8, LinearFilter: true,
		Address: [2]AddressMode{Border, Border}, Border: [4]float32{float32(math.Copysign(0, -1))}}
	got, _ := d.Sample(floats(1, 2, 3, 4), -5.3, -7.1)
	if got.F[0] != 0 || !math.Signbit(float64(got.F[0])) {
		t.Errorf("got %v, want -0", got.F[0])
	}
}

func TestHalfKeepsHalfPrecision(t *testing.T) {
	d := &Desc{Format: Format{Float, 16, 1}, Width: 2, Height: 1, Pitch: 4, LinearFilter: true, Address: [2]AddressMode{Clamp, Clamp}}
	b := []byte{0x66, 0x2e, 0xd0, 0x63} // 0.1 and 1000 as halves
	got, _ := d.Sample(bytesReader(b), 0.5+1.0/256+1.0/1024, 0)
	if got.F[0] != 4 {
		t.Errorf("got %x, want 0x1p+2", got.F[0])
	}
}

func TestFetchOutsideIsZero(t *testing.T) {
	d := &Desc{Format: Format{Signed, 32, 1}, Linear: true, Size: 8}
	read := bytesReader([]byte{1, 0, 0, 0, 0xfe, 0xff, 0xff, 0xff})
	for i, want := range map[int64]int32{-1: 0, 0: 1, 1: -2, 2: 0} {
		got, ok := d.Fetch(read, i)
		if !ok || got.I[0] != want {
			t.Errorf("fetch %d: got %d (ok %v), want %d", i, got.I[0], ok, want)
		}
	}
}

package libdevice

import (
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"testing"
)

// lg2Cells reads the MUFU.LG2 sweep (lg2.d32: every float of [0.5, 4), the result bits minus
// those of libdevice's log2 rounded to float, little-endian int32) and returns, per mantissa
// j, the cell [lo, hi] of V(j) (2^-36 units) that its three results allow under the rule of
// MufuLg2: result = e + V(j) in fixed point, truncated, through the one's complement when
// negative. It fails the test when a result contradicts the rule.
func lg2Cells(t *testing.T, d32 []byte) (lo, hi []int64) {
	const n = 1 << 23
	if len(d32) != 4*3*n {
		t.Fatalf("lg2.d32 has %d bytes, not %d", len(d32), 4*3*n)
	}
	lo, hi = make([]int64, n), make([]int64, n)
	for j := range lo {
		lo[j], hi[j] = math.MinInt64, math.MaxInt64
		for e := int64(-1); e <= 1; e++ {
			if j == 0 && e == 0 {
				continue // lg2(1) = 0, a special case
			}
			i := int(e+1)*n + j
			x := math.Float32frombits(0x3f000000 + uint32(i))
			ref := math.Float32bits(float32(Log2(float64(x))))
			y := math.Float32frombits(ref + binary.LittleEndian.Uint32(d32[4*i:]))
			// y = RZ(t 2^-36) with t = e 2^36 + V, or -RZ((-t-1) 2^-36) when t < 0.
			a := math.Abs(float64(y))
			up := float64(math.Nextafter32(float32(a), float32(math.Inf(1))))
			l, h := int64(math.Ceil(a*0x1p36)), int64(math.Ceil(up*0x1p36))-1
			if y < 0 {
				l, h = -h-1, -l-1
			}
			lo[j], hi[j] = max(lo[j], l-e<<36), min(hi[j], h-e<<36)
		}
		if lo[j] > hi[j] {
			t.Fatalf("lg2: mantissa %#x: the sweep's results contradict the model", j)
		}
	}
	return lo, hi
}

// encodeLg2 builds lg2.bin.gz's contents from the cells: one point of each cell as a code on
// lg2Grid relative to lg2Ref.
func encodeLg2(t *testing.T, lo, hi []int64) []byte {
	knots := lg2Knots()
	codes := make([]int64, len(lo))
	for j := range codes {
		ref := lg2Ref(knots, uint32(j))
		g := lg2Grid(ref)
		v := floorDiv(lo[j]+g-1, g) * g // the cell's first point on the grid
		if v > hi[j] {
			t.Fatalf("lg2: mantissa %#x: the grid %d is coarser than the cell [%d, %d]", j, g, lo[j], hi[j])
		}
		codes[j] = v/g - floorDiv(ref, g)
	}
	return packBlockCodes(codes)
}

// TestMufuLg2TableMatchesSweep checks (and with -update-mufu rewrites) lg2.bin.gz against the
// sweep of mufusweep.cu, where SIMTLAB_MUFU_SWEEPS names a directory holding lg2.d32.
func TestMufuLg2TableMatchesSweep(t *testing.T) {
	dir := os.Getenv("SIMTLAB_MUFU_SWEEPS")
	if dir == "" {
		t.Skip("SIMTLAB_MUFU_SWEEPS is not set")
	}
	d32, err := os.ReadFile(filepath.Join(dir, "lg2.d32"))
	if err != nil {
		t.Fatal(err)
	}
	lo, hi := lg2Cells(t, d32)
	if *updateMufu {
		if err := os.WriteFile("lg2.bin.gz", encodeLg2(t, lo, hi), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	bad := 0
	for j := range lo {
		if v := lg2V(uint32(j)); v < lo[j] || v > hi[j] {
			bad++
		}
	}
	if bad > 0 {
		t.Errorf("lg2.bin.gz: %d mantissas outside the sweep's cells", bad)
	}
	// And every recorded result itself.
	for i := 0; i < len(d32)/4; i++ {
		x := math.Float32frombits(0x3f000000 + uint32(i))
		want := math.Float32bits(float32(Log2(float64(x)))) + binary.LittleEndian.Uint32(d32[4*i:])
		if got := math.Float32bits(MufuLg2(x)); got != want {
			t.Fatalf("MufuLg2(%g) = %#08x, the sweep has %#08x", x, got, want)
		}
	}
}

// TestMufuLg2Points checks MUFU.LG2 at the edges and on results of the sweep (mufusweep.cu) and
// of the fast_log2f recording that show its rules: absolute, not relative, accuracy near 1,
// 1 special, the truncation of e + V(j), the one's complement of negative sums.
func TestMufuLg2Points(t *testing.T) {
	inf := float32(math.Inf(1))
	for _, tc := range []struct {
		x    uint32
		want uint32
	}{
		{0x3f800000, 0x00000000}, // 1: exactly 0
		{0x3f800001, 0x3495f600}, // 1 + 2^-23: 2.79e-7, not 1.72e-7
		{0x40000000, 0x3f800000}, // 2
		{0x40000001, 0x3f800002}, // 2 + 2^-22
		{0x3f000000, 0xbf7ffffe}, // 0.5: -1 + 2^-23
		{0x3f000001, 0xbf7ffffb}, // 0.5 + 2^-24
		{0x3f7ff73d, 0xb94a3000}, // a one's complement that ends on the grid
		{0x00000000, math.Float32bits(-inf)},
		{0x80000000, math.Float32bits(-inf)},
		{0x00000001, math.Float32bits(-inf)}, // subnormals count as zero
		{0x7f800000, 0x7f800000},
		{0xbf800000, 0x7fffffff},
		{0xff800000, 0x7fffffff},
		{0x7fc00000, 0x7fffffff},
	} {
		if got := math.Float32bits(MufuLg2(math.Float32frombits(tc.x))); got != tc.want {
			t.Errorf("MufuLg2(%#08x) = %#08x, want %#08x", tc.x, got, tc.want)
		}
	}
	// lg2.approx.f32 scales subnormals: log2(2^-149) is -149 exactly.
	if got := Lg2Approx(math.Float32frombits(1)); got != -149 {
		t.Errorf("Lg2Approx(2^-149) = %g, want -149", got)
	}
}

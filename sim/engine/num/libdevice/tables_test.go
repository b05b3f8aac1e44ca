package libdevice

import (
	"bytes"
	"compress/gzip"
	"flag"
	"math"
	"os"
	"path/filepath"
	"testing"

	"simtlab/sim/engine/num/glibc"
)

// The MUFU tables come from the sweeps that tests/gpu/math records on the H200 (run.sh:
// mufu_ex2.d8; mufusweep.cu: rcp.d8, rsq.d8; each the result bits minus those of the double
// function rounded to float, one signed byte per argument). They are too large for the
// repository, so this test runs where SIMTLAB_MUFU_SWEEPS names a directory holding them:
//
//	SIMTLAB_MUFU_SWEEPS=/path/to/sweeps go test ./sim/engine/num/libdevice -run Tables [-update-mufu]
//
// It checks that the tables hold the sweeps' results (and rewrites them with -update-mufu).

var updateMufu = flag.Bool("update-mufu", false, "rewrite the MUFU tables from the sweeps")

func TestMufuTablesMatchSweeps(t *testing.T) {
	dir := os.Getenv("SIMTLAB_MUFU_SWEEPS")
	if dir == "" {
		t.Skip("SIMTLAB_MUFU_SWEEPS is not set")
	}
	for _, tc := range []struct {
		file, table string
		tab         *mufuTable
		first       uint32 // bits of the sweep's first argument
		offset      uint32 // index in the sweep of the table's first argument
		// ref is the lab's reference for argument bits b; sweepRef the recording's
		ref, sweepRef func(b uint32) uint32
	}{
		{"mufu_ex2.d8", "ex2.bin.gz", ex2Table, 0x3f000000, 1 << 23,
			func(b uint32) uint32 { return math.Float32bits(glibc.Exp2f(math.Float32frombits(b))) },
			func(b uint32) uint32 { return math.Float32bits(float32(math.Exp2(float64(math.Float32frombits(b))))) }},
		{"rcp.d8", "rcp.bin.gz", rcpTable, 0x3f800000, 0,
			func(b uint32) uint32 { return math.Float32bits(float32(1 / float64(math.Float32frombits(b)))) }, nil},
		{"rsq.d8", "rsq.bin.gz", rsqTable, 0x3f800000, 0,
			func(b uint32) uint32 {
				return math.Float32bits(float32(1 / math.Sqrt(float64(math.Float32frombits(b)))))
			}, nil},
	} {
		d8, err := os.ReadFile(filepath.Join(dir, tc.file))
		if err != nil {
			t.Fatal(err)
		}
		packed := make([]byte, tc.tab.n/4)
		bad := 0
		for j := 0; j < tc.tab.n; j++ {
			b := tc.first + tc.offset + uint32(j)
			sref := tc.ref
			if tc.sweepRef != nil {
				sref = tc.sweepRef
			}
			want := uint32(int32(sref(b)) + int32(int8(d8[int(tc.offset)+j])))
			d := int32(want) - int32(tc.ref(b))
			code := d - tc.tab.min
			if code < 0 || code > 3 {
				t.Fatalf("%s: argument %#08x differs from the reference by %d, beyond two bits", tc.file, b, d)
			}
			packed[j>>2] |= byte(code) << (2 * (j & 3))
			if !*updateMufu && tc.tab.delta(uint32(j)) != d {
				bad++
			}
		}
		if bad > 0 {
			t.Errorf("%s: %d arguments differ from %s", tc.table, bad, tc.file)
		}
		if *updateMufu {
			var buf bytes.Buffer
			w, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
			w.Write(packed)
			w.Close()
			if err := os.WriteFile(tc.table, buf.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}

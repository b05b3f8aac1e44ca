package occupancy

import (
	"encoding/csv"
	"errors"
	"io"
	"io/fs"
	"os"
	"strconv"
	"testing"

	"simtlab/hardware"
)

// sweepFile is recorded on a real H200 by tests/gpu/occupancy/sweep.cu.
const sweepFile = "../../tests/gpu/occupancy/h200.csv"

// TestH200Sweep compares every recorded
// cudaOccupancyMaxActiveBlocksPerMultiprocessor answer with Compute.
func TestH200Sweep(t *testing.T) {
	f, err := os.Open(sweepFile)
	if errors.Is(err, fs.ErrNotExist) {
		t.Skip("no recording at", sweepFile)
	}
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	h200 := hardware.Default()
	r := csv.NewReader(f)
	header, err := r.Read()
	want := []string{"kernel", "numRegs", "staticSmem", "threads", "dynSmem", "carveout", "maxDynAttr", "blocksPerSM"}
	if err != nil || len(header) != len(want) {
		t.Fatalf("header %v (%v), want %v", header, err, want)
	}
	for i := range want {
		if header[i] != want[i] {
			t.Fatalf("header %v, want %v", header, want)
		}
	}
	rows, mismatches := 0, 0
	for {
		rec, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		var n [7]int
		for i := range n {
			if n[i], err = strconv.Atoi(rec[i+1]); err != nil {
				t.Fatalf("line %d: %v", rows+2, err)
			}
		}
		rows++
		in := Input{Regs: n[0], StaticSmem: n[1], Threads: n[2], DynamicSmem: n[3], Carveout: n[4], MaxDynamicSmem: n[5]}
		got := Compute(h200, in)
		if got.BlocksPerSM != n[6] {
			mismatches++
			if mismatches <= 20 {
				t.Errorf("line %d %v: computed %d blocks (%v), H200 said %d", rows+1, rec, got.BlocksPerSM, got.Limiters, n[6])
			}
		}
	}
	if rows < 2000 {
		t.Errorf("only %d points recorded, want at least 2,000", rows)
	}
	if mismatches > 0 {
		t.Errorf("%d of %d points differ", mismatches, rows)
	}
	t.Logf("%d points compared", rows)
}

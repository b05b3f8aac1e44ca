package occupancy

import (
	"bytes"
	"encoding/csv"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"testing"

	"simtlab/hardware"
)

// headerFile holds what NVIDIA's cuda_occupancy.h answered for random launch
// configurations on every profile of CC 3.0 and later
// (tests/gpu/occupancy/header_sweep.cpp).
const headerFile = "../../tests/gpu/occupancy/header.csv"

var headerSweep = flag.String("header-sweep", "", "path of a built header_sweep program: regenerate "+headerFile)

func TestHeaderSweep(t *testing.T) {
	if *headerSweep != "" {
		var in bytes.Buffer
		for _, p := range hardware.All() {
			if p.CC[0] < 3 {
				continue // the current header has no Fermi rules
			}
			fmt.Fprintln(&in, p.Name, p.CC[0], p.CC[1], p.MaxThreadsPerBlock, p.MaxThreadsPerSM, p.RegsPerBlock, p.RegsPerSM,
				p.WarpSize, p.SharedPerBlock, p.SharedPerSM, p.SMs, p.SharedPerBlockOptin, p.SharedReservedPerBlock)
		}
		cmd := exec.Command(*headerSweep)
		cmd.Stdin = &in
		out, err := cmd.Output()
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(headerFile, out, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	f, err := os.Open(headerFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r := csv.NewReader(f)
	if _, err := r.Read(); err != nil {
		t.Fatal(err)
	}
	rows, bad := 0, 0
	perGPU := map[string]int{}
	for {
		rec, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		p, ok := hardware.Lookup(rec[0])
		if !ok {
			t.Fatalf("unknown GPU %q", rec[0])
		}
		var n [8]int
		for i := range n {
			if n[i], err = strconv.Atoi(rec[i+1]); err != nil {
				t.Fatal(err)
			}
		}
		rows++
		perGPU[p.Name]++
		in := Input{Regs: n[0], StaticSmem: n[1], Threads: n[2], DynamicSmem: n[3], Carveout: n[4],
			CacheConfig: CacheConfig(n[5]), MaxDynamicSmem: n[6]}
		got := Compute(p, in)
		if got.BlocksPerSM != n[7] {
			bad++
			if bad <= 20 {
				t.Errorf("%v: computed %d (%v %s), header %d", rec, got.BlocksPerSM, got.Limiters, got.Reason, n[7])
			}
		}
	}
	for _, p := range hardware.All() {
		if p.CC[0] >= 3 && perGPU[p.Name] < 1000 {
			t.Errorf("%s: only %d points", p.Name, perGPU[p.Name])
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d points differ", bad, rows)
	}
}

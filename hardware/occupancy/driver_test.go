package occupancy

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestDriverSharedConfigH200 replays the H200's carveout probe
// (sim/memsys/testdata/probe/carveout.cu): block size, registers and dynamic
// shared memory in, the driver's configuration and ncu's shared-memory limit
// out. Three launches follow no rule (driver.go); every other must match.
func TestDriverSharedConfigH200(t *testing.T) {
	f, err := os.Open("../../sim/memsys/testdata/probe/h200/carveout.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	h200 := profile(t, "h200")
	unexplained := map[[2]int]bool{{128, 1152}: true, {128, 2176}: true}
	launches, misses := 0, 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if strings.HasPrefix(sc.Text(), "#") {
			continue
		}
		fld := strings.Fields(sc.Text())
		n := make([]int, len(fld))
		for i := 1; i < 9; i++ {
			n[i], _ = strconv.Atoi(fld[i])
		}
		threads, dyn, regs, alloc, config, limit := n[1], n[2], n[3], n[4], n[7], n[8]
		in := NewInput(threads, regs)
		in.DynamicSmem, in.MaxDynamicSmem = dyn, 200*1024 // as the probe sets it
		r := Compute(h200, in)
		launches++
		if r.SmemPerBlock != alloc {
			t.Errorf("%s: allocated %d, want %d", sc.Text(), r.SmemPerBlock, alloc)
		}
		got, gotLimit := r.DriverSmemConfig, int(r.Metrics()["launch__occupancy_limit_shared_mem"])
		if got == config && gotLimit == limit {
			continue
		}
		misses++
		if !unexplained[[2]int{threads, alloc}] {
			t.Errorf("%d threads, %d regs, %d B/block: config %d (limit %d), the H200 %d (%d)", threads, regs, alloc, got, gotLimit, config, limit)
		}
	}
	if launches != 336 || misses > 3 {
		t.Errorf("%d launches, %d misses; want 336 and at most 3", launches, misses)
	}
}

// An explicit carveout is what the driver launches with.
func TestDriverSharedConfigExplicit(t *testing.T) {
	h200 := profile(t, "h200")
	in := NewInput(256, 32)
	in.StaticSmem, in.Carveout = 5000, 50
	if r := Compute(h200, in); r.DriverSmemConfig != r.SmemPerSMConfig || r.DriverSmemConfig != 132*1024 {
		t.Errorf("carveout 50%%: config %d, API %d; want 135168", r.DriverSmemConfig, r.SmemPerSMConfig)
	}
}

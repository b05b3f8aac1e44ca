package timing

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"simtlab/hardware/occupancy"
	"simtlab/sim/memsys"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden from the current model")

// TestGoldenReports pins the full report of a few small launches: any
// change to the model's numbers shows up as a diff to review, and
// `go test ./sim/timing -run Golden -update` accepts it.
func TestGoldenReports(t *testing.T) {
	var b strings.Builder
	scenario := func(name, gpu string, l Launch, ws []WarpStream) {
		r := Simulate(mustProfile(t, gpu), l, ws)
		fmt.Fprintf(&b, "== %s on %s\n", name, gpu)
		writeReport(&b, r)
	}
	l, ws := mixedLaunch(200, 8, 6)
	scenario("mixed kernel, 200 blocks of 8 warps", "h200", l, ws)
	l, ws = mixedLaunch(30, 4, 4)
	scenario("mixed kernel, 30 blocks of 4 warps", "gf100", l, ws)

	var conflict []WarpStream
	for w := range 8 {
		conflict = append(conflict, WarpStream{Warp: int32(w), Insts: loop([]Inst{{Class: ClassShared, Level: memsys.LevelShared, Wavefronts: uint8(1 + 31*(w%2)), Line: 10}}, 400, 4)})
	}
	scenario("shared loads, half the warps 32-way conflicted", "a100", Launch{Blocks: 1, Occupancy: occupancy.NewInput(256, 32)}, conflict)

	got := b.String()
	path := filepath.Join("testdata", "reports.golden")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("reports differ from %s (run with -update if the change is intended):\n%s", path, got)
	}
}

func writeReport(b *strings.Builder, r *Report) {
	if r.Err != "" {
		fmt.Fprintf(b, "error: %s\n", r.Err)
	}
	m := r.Metrics()
	names := make([]string, 0, len(m))
	for k := range m {
		names = append(names, k)
	}
	slices.Sort(names)
	for _, k := range names {
		fmt.Fprintf(b, "%s %.6g\n", k, m[k])
	}
	lines := make([]int, 0, len(r.Lines))
	for l := range r.Lines {
		lines = append(lines, l)
	}
	slices.Sort(lines)
	for _, l := range lines {
		c := r.Lines[l]
		fmt.Fprintf(b, "line %d:", l)
		for s := Stall(0); s < NumStalls; s++ {
			if c[s] != 0 {
				fmt.Fprintf(b, " %s=%d", s, c[s])
			}
		}
		b.WriteString("\n")
	}
	for _, tl := range r.Timeline[:1] {
		fmt.Fprintf(b, "timeline SM %d scheduler %d, %d-cycle buckets:", tl.SM, tl.Scheduler, tl.BucketCycles)
		for _, s := range tl.Segments[:min(len(tl.Segments), 8)] {
			fmt.Fprintf(b, " [%d,%d) %s %.2f", s.Start, s.End, s.State, s.Issue)
		}
		b.WriteString("\n")
	}
}

package sharedview

import (
	"context"
	"os"
	"strings"
	"testing"

	"simtlab/sim"
)

// traced runs a program with block 0 traced and returns each launch's
// shared-memory accesses.
func traced(t *testing.T, file string) [][]Access {
	t.Helper()
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	res := sim.Run(context.Background(), file, src, sim.Options{Stdout: &out, Trace: sim.TraceOptions{Blocks: []int{0}}})
	if len(res.Diagnostics) > 0 || res.ExitCode != 0 {
		t.Fatalf("%s: exit %d, %v", file, res.ExitCode, res.Diagnostics)
	}
	var all [][]Access
	for _, l := range res.Launches {
		var as []Access
		if l.Trace != nil {
			for i := range l.Trace.Records {
				if a, ok := FromRecord(&l.Trace.Records[i]); ok {
					as = append(as, a)
				}
			}
		}
		all = append(all, as)
	}
	return all
}

func TestColumnConflictAndPadding(t *testing.T) {
	launches := traced(t, "testdata/column.cu")
	if len(launches) != 2 {
		t.Fatalf("%d launches, want 2", len(launches))
	}
	for i, want := range []struct{ wavefronts, conflicts int }{{32, 31}, {1, 0}} {
		if len(launches[i]) == 0 {
			t.Fatalf("launch %d: no shared accesses traced", i)
		}
		a := launches[i][0]
		if a.Wavefronts != want.wavefronts || a.Conflicts != want.conflicts {
			t.Errorf("launch %d: %d wavefronts, %d conflicts; want %d, %d", i, a.Wavefronts, a.Conflicts, want.wavefronts, want.conflicts)
		}
	}
	// Unpadded: every lane in bank 0, one row each; padded: a diagonal.
	unpadded, padded := launches[0][0].Layout(), launches[1][0].Layout()
	if unpadded.Rows != 32 || unpadded.Cells[31*Banks] != 31 {
		t.Errorf("unpadded layout: %d rows, cell (31,0) = lane %d", unpadded.Rows, unpadded.Cells[31*Banks])
	}
	if padded.Cells[5*Banks+5] != 5 {
		t.Errorf("padded layout: cell (5,5) = lane %d, want 5", padded.Cells[5*Banks+5])
	}
}

func TestSharing(t *testing.T) {
	var a Access
	a.Mask = ^uint32(0)
	if s := a.Sharing(); !s.Broadcast || s.SharedLane != ^uint32(0) {
		t.Errorf("all lanes on word 0: %+v, want broadcast", s)
	}
	for l := range a.Addr {
		a.Addr[l] = uint64(l/2) * 4 // pairs share a word
	}
	if s := a.Sharing(); s.Broadcast || s.Multicasts != 16 {
		t.Errorf("pairs: %+v, want 16 multicasts", s)
	}
	for l := range a.Addr {
		a.Addr[l] = uint64(l) * 4
	}
	if s := a.Sharing(); s.Broadcast || s.Multicasts != 0 || s.SharedLane != 0 {
		t.Errorf("distinct words: %+v, want no sharing", s)
	}
}

func TestSVGSteps(t *testing.T) {
	a := traced(t, "testdata/column.cu")[0][0]
	first, all := SVG(a, 1), SVG(a, 0)
	if !strings.Contains(first, "showing 1 of 32") || !strings.Contains(all, "showing 32 of 32") {
		t.Errorf("captions do not follow the step")
	}
	if strings.Count(first, faded) <= strings.Count(all, faded) {
		t.Errorf("step 1 should fade more lanes than the full access")
	}
	if SVG(Access{}, 3) == "" {
		t.Error("empty access drew nothing")
	}
}

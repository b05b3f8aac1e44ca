package timing_test

import (
	"context"
	"encoding/gob"
	"flag"
	"io"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"simtlab/hardware"
	"simtlab/sim"
	"simtlab/sim/timing"
	"simtlab/sim/workloads"
)

var captureDir = flag.String("capture", "", "write the launches of the benchmark workloads to this folder (replay.gob files for BenchmarkReplay)")

// capturedLaunch is one Simulate call as the engine made it.
type capturedLaunch struct {
	GPU     string
	Launch  timing.Launch
	Streams []timing.WarpStream
}

// launches runs a program and returns the launches Simulate was given.
func launches(t *testing.T, file string, src []byte) []capturedLaunch {
	t.Helper()
	var mu sync.Mutex
	var got []capturedLaunch
	timing.SetCaptureHook(func(p *hardware.Profile, l timing.Launch, ws []timing.WarpStream) {
		mu.Lock()
		defer mu.Unlock()
		got = append(got, capturedLaunch{GPU: p.Name, Launch: l, Streams: ws})
	})
	defer timing.SetCaptureHook(nil)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	sim.Run(ctx, file, src, sim.Options{Stdout: io.Discard, Stderr: io.Discard})
	mu.Lock()
	defer mu.Unlock()
	return got
}

// TestConformanceLaunchesAgree replays every launch of the conformance
// programs on the fast and the reference path of the scheduler step and
// requires identical reports.
func TestConformanceLaunchesAgree(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the conformance corpus")
	}
	files, err := filepath.Glob(filepath.Join("..", "..", "tests", "conformance", "*.cu"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no conformance programs: %v", err)
	}
	n := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, l := range launches(t, filepath.Base(f), src) {
			p, _ := hardware.Lookup(l.GPU)
			if d := timing.ReplayPathsDiffer(p, l.Launch, l.Streams); d != "" {
				t.Errorf("%s launch %d (%s): %s", filepath.Base(f), i, l.Launch.Kernel, d)
			}
			n++
		}
	}
	t.Logf("%d launches of %d programs agree", n, len(files))
}

// TestCaptureWorkloads runs the speed-target programs and saves the
// launches their replays were given, so that the replay can be measured
// alone (BenchmarkReplay) and checked against the reference path.
func TestCaptureWorkloads(t *testing.T) {
	if *captureDir == "" {
		t.Skip("no -capture folder")
	}
	for _, w := range []workloads.Workload{workloads.Matmul256, workloads.Reduce1M} {
		got := launches(t, w.File, []byte(w.Source))
		f, err := os.Create(filepath.Join(*captureDir, w.Name+".replay.gob"))
		if err != nil {
			t.Fatal(err)
		}
		if err := gob.NewEncoder(f).Encode(got); err != nil {
			t.Fatal(err)
		}
		f.Close()
		t.Logf("%s: %d launches", w.Name, len(got))
	}
}

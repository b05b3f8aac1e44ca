package timing

import (
	"encoding/gob"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

var replayDir = flag.String("replays", "", "folder of *.replay.gob launches (written by TestCaptureWorkloads -capture) for BenchmarkReplay and TestReplayPathsAgree")

// recordedLaunch is one captured Simulate call (capture_test.go's capturedLaunch).
type recordedLaunch struct {
	GPU     string
	Launch  Launch
	Streams []WarpStream
}

// loadReplays reads the captured launches of -replays, by file name.
func loadReplays(tb testing.TB) map[string][]recordedLaunch {
	tb.Helper()
	if *replayDir == "" {
		return nil
	}
	files, err := filepath.Glob(filepath.Join(*replayDir, "*.replay.gob"))
	if err != nil {
		tb.Fatal(err)
	}
	out := map[string][]recordedLaunch{}
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			tb.Fatal(err)
		}
		var ls []recordedLaunch
		err = gob.NewDecoder(f).Decode(&ls)
		f.Close()
		if err != nil {
			tb.Fatalf("%s: %v", name, err)
		}
		for _, l := range ls {
			shareIdentical(l.Streams)
		}
		out[filepath.Base(name)] = ls
	}
	return out
}

// BenchmarkReplay replays the captured launches of -replays alone.
func BenchmarkReplay(b *testing.B) {
	all := loadReplays(b)
	if len(all) == 0 {
		b.Skip("no -replays folder")
	}
	for name, ls := range all {
		b.Run(name, func(b *testing.B) {
			for range b.N {
				for _, l := range ls {
					Simulate(mustProfile(b, l.GPU), l.Launch, l.Streams)
				}
			}
		})
	}
}

// shareIdentical makes identical streams share one slice, as the Recorder
// gives them to Simulate (a decoded capture has a copy per warp).
func shareIdentical(ws []WarpStream) {
	seen := map[uint64][]int{} // content hash → streams kept with it
	for i := range ws {
		in := ws[i].Insts
		h := uint64(len(in))
		for _, x := range in {
			h = h*1099511628211 ^ uint64(x.Line)<<32 ^ uint64(x.Dep)<<16 ^ uint64(x.Dep2) ^ uint64(x.Class)<<56 ^ uint64(x.Level)<<48 ^ uint64(x.L2Requests)<<40 ^
				uint64(x.Wavefronts)<<8 ^ uint64(x.Sectors)<<24 ^ uint64(x.L2Sectors)<<36 ^ uint64(x.DRAMSectors)<<44 ^ uint64(x.Flags)<<60
		}
		shared := false
		for _, j := range seen[h] {
			if slices.Equal(ws[j].Insts, in) {
				ws[i].Insts, shared = ws[j].Insts, true
				break
			}
		}
		if !shared {
			seen[h] = append(seen[h], i)
		}
	}
}

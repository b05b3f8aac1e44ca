package memsys

import (
	"encoding/binary"
	"testing"
)

// FuzzObserve feeds arbitrary accesses (odd widths, spaces, masks, lines and
// SMs, atomic kinds and shape hints included) to the memory system, tracing
// some of them: it must never panic, and a shared access always costs at
// least one wavefront.
func FuzzObserve(f *testing.F) {
	f.Add([]byte{0, 0, 4, 0xff, 0xff, 0xff, 0xff, 7, 1, 2, 3, 4, 5, 6, 7, 8})
	f.Add([]byte{1, 2, 16, 0x0f, 0, 0, 0, 200, 0, 0, 0, 0, 0, 0, 0, 1})
	f.Add([]byte{2, 1, 8, 0xff, 0, 0xff, 0, 3, 9, 9, 9, 9, 9, 9, 9, 9})
	s := New(DefaultConfig())
	s.BeginLaunch("fuzz", [3]int{}, [3]int{}, TraceOptions{Blocks: []int{0}, MaxRecords: 50})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 16 {
			return
		}
		a := Access{
			Space: Space(data[0] % 5), Op: Op(data[1] % 5), Width: data[2],
			Mask: binary.LittleEndian.Uint32(data[3:]), Line: int(int8(data[7])),
			SM: int(int8(data[8])), Block: int(data[9] % 2), Atom: AtomKind(data[10] % 5),
		}
		base := binary.LittleEndian.Uint64(data[8:])
		rest := data[16:]
		for i := range a.Addr {
			var d uint64
			if len(rest) > 0 {
				d = uint64(rest[i%len(rest)]) * uint64(i)
			}
			a.Addr[i] = base + d
		}
		// Shape hints, on any mask and row width, made true as the engine's
		// are (a hint is a promise), and accesses given as row starts only.
		if h := data[11]; h&3 != 0 {
			a.Affine, a.Stride = h&1 != 0, int64(int8(data[12]))
			if !a.Affine {
				a.RowLanes = h >> 2
			}
			a.RowStarts = true
			a.FillRows()
			a.RowStarts = h&0x80 != 0
		}
		o := s.Observe(&a)
		if a.Space == Shared && o.Level == LevelShared && o.Wavefronts < 1 {
			t.Fatalf("shared access with %d wavefronts", o.Wavefronts)
		}
	})
}

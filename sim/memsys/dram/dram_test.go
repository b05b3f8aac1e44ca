package dram

import (
	"fmt"
	"testing"
)

// The lecture's toy memory (PMPP ch. 5): 2 channels × 2 banks, bursts of 8 bytes
// (two floats), interleaved burst by burst: channel first, then bank.
var lecture = Config{Channels: 2, BanksPerChannel: 2, BurstBytes: 8, InterleaveBytes: 8, RowBytes: 64}

func TestLectureMapping(t *testing.T) {
	want := []struct{ ch, bank int }{
		{0, 0}, {0, 0}, // M[0], M[1]
		{1, 0}, {1, 0}, // M[2], M[3]
		{0, 1}, {0, 1}, // M[4], M[5]
		{1, 1}, {1, 1}, // M[6], M[7]
		{0, 0}, {0, 0}, // M[8], M[9]: the pattern repeats every 8 floats
	}
	for i, w := range want {
		l := lecture.Map(uint64(4 * i))
		if l.Channel != w.ch || l.Bank != w.bank {
			t.Errorf("M[%d]: channel %d bank %d, want %d %d", i, l.Channel, l.Bank, w.ch, w.bank)
		}
	}
}

// tileLoads plays one phase of the tiled matrix multiply: every block of a
// (width/2)×(width/2) grid of 2×2 blocks loads its 2×2 tile of M (row-major,
// width×width floats) and returns the traffic.
func tileLoads(t *testing.T, width, phase int, matrix string) Stats {
	m, err := New(lecture)
	if err != nil {
		t.Fatal(err)
	}
	const tile = 2
	for by := 0; by < width/tile; by++ {
		for bx := 0; bx < width/tile; bx++ {
			for ty := 0; ty < tile; ty++ {
				for tx := 0; tx < tile; tx++ {
					var idx int
					if matrix == "M" { // Mds[ty][tx] = M[Row*Width + ph*TILE + tx]
						idx = (by*tile+ty)*width + phase*tile + tx
					} else { // Nds[ty][tx] = N[(ph*TILE + ty)*Width + Col]
						idx = (phase*tile+ty)*width + bx*tile + tx
					}
					m.Access(uint64(4*idx), 4, false)
				}
			}
		}
	}
	return m.Stats()
}

// The lecture's 4×4 example: in phase 0 all four blocks read M[0,1,4,5] or
// M[8,9,12,13], all in channel 0; in phase 1 they read M[2,3,6,7] or
// M[10,11,14,15], all in channel 1. Each phase uses one channel of two.
func TestLecture4x4TilesUseOneChannelPerPhase(t *testing.T) {
	for phase, wantCh := range []int{0, 1} {
		s := tileLoads(t, 4, phase, "M")
		if s.ChannelsUsed() != 1 || s.ChannelBursts[wantCh] == 0 {
			t.Errorf("phase %d: channel bursts %v, want only channel %d", phase, s.ChannelBursts, wantCh)
		}
		if s.BanksUsed() != 2 {
			t.Errorf("phase %d: bank bursts %v, want both banks of the channel", phase, s.BankBursts)
		}
	}
}

// The lecture's question: 8×8 matrices, same 2×2 blocks and tiles. A row of M is
// now 32 bytes, exactly one round of the 4 banks, so every M tile of a phase
// falls in the same channel and bank: one bank of four for the whole grid. The
// N tiles of a phase span whole rows and use all four banks of both channels.
func TestLecture8x8(t *testing.T) {
	for phase := 0; phase < 4; phase++ {
		s := tileLoads(t, 8, phase, "M")
		ch, bank := phase%2, (phase/2)%2
		if s.BanksUsed() != 1 || s.BankBursts[ch*2+bank] != 16*4 {
			t.Errorf("M phase %d: bank bursts %v, want all 64 in channel %d bank %d", phase, s.BankBursts, ch, bank)
		}
		n := tileLoads(t, 8, phase, "N")
		if n.ChannelsUsed() != 2 || n.BanksUsed() != 4 {
			t.Errorf("N phase %d: bank bursts %v, want all four banks", phase, n.BankBursts)
		}
	}
}

func TestRowBuffer(t *testing.T) {
	m, err := New(lecture)
	if err != nil {
		t.Fatal(err)
	}
	m.Access(0, 8, false)  // opens row 0 of channel 0 bank 0
	m.Access(32, 8, false) // same bank, next chunk of the same row: hit
	m.Access(256, 8, true) // same bank, row 1: miss
	m.Access(0, 16, false) // row 0 again (miss) and channel 1 (miss)
	s := m.Stats()
	if s.RowHits != 1 || s.RowMisses != 4 || s.ReadBursts != 4 || s.WriteBursts != 1 {
		t.Errorf("stats %+v", s)
	}
}

func TestValidate(t *testing.T) {
	for _, c := range []Config{{}, {2, 2, 8, 12, 64}, {2, 2, 8, 16, 24}, {-1, 2, 8, 8, 64}} {
		if _, err := New(c); err == nil {
			t.Errorf("%+v accepted", c)
		}
	}
}

func ExampleConfig_Map() {
	for i := 0; i < 8; i += 2 {
		l := lecture.Map(uint64(4 * i))
		fmt.Printf("M[%d],M[%d] -> channel %d bank %d\n", i, i+1, l.Channel, l.Bank)
	}
	// Output:
	// M[0],M[1] -> channel 0 bank 0
	// M[2],M[3] -> channel 1 bank 0
	// M[4],M[5] -> channel 0 bank 1
	// M[6],M[7] -> channel 1 bank 1
}

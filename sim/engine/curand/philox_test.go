package curand

import "testing"

// TestPhiloxKnownAnswers checks the block function against the
// known-answer vectors of Random123, where Philox-4x32-10 comes from.
func TestPhiloxKnownAnswers(t *testing.T) {
	tests := []struct {
		ctr  [4]uint32
		key  [2]uint32
		want [4]uint32
	}{
		{[4]uint32{}, [2]uint32{}, [4]uint32{0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8}},
		{[4]uint32{0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff}, [2]uint32{0xffffffff, 0xffffffff},
			[4]uint32{0x408f276d, 0x41c83b0e, 0xa20bc7c6, 0x6d5451fd}},
		{[4]uint32{0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344}, [2]uint32{0xa4093822, 0x299f31d0},
			[4]uint32{0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1}},
	}
	for _, tt := range tests {
		if got := philox10(tt.ctr, tt.key); got != tt.want {
			t.Errorf("philox10(%x, %x) = %x, want %x", tt.ctr, tt.key, got, tt.want)
		}
	}
}

func TestPhiloxStream(t *testing.T) {
	// Seed 0, subsequence 0: the first block is the encryption of counter 0.
	s := InitPhilox(0, 0, 0)
	first := [4]uint32{0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8}
	for i, w := range first {
		if got := s.Next(); got != w {
			t.Fatalf("draw %d = %#x, want %#x", i, got, w)
		}
	}
	// Skipping n draws equals drawing them, across block boundaries.
	for _, n := range []uint64{1, 3, 4, 5, 11, 1000} {
		a, b := InitPhilox(77, 2, 0), InitPhilox(77, 2, n)
		for i := uint64(0); i < n; i++ {
			a.Next()
		}
		if a.Next() != b.Next() {
			t.Fatalf("offset %d differs from %d draws", n, n)
		}
	}
	// curand4 returns the next four draws wherever the state is.
	for skip := 0; skip < 4; skip++ {
		a, b := InitPhilox(5, 0, uint64(skip)), InitPhilox(5, 0, uint64(skip))
		four := a.Next4()
		for i := 0; i < 4; i++ {
			if w := b.Next(); four[i] != w {
				t.Fatalf("skip %d: curand4[%d] = %#x, curand gives %#x", skip, i, four[i], w)
			}
		}
	}
	// Subsequence n starts 2^66 draws in: the counter's third word.
	if s := InitPhilox(9, 3, 0); s.Ctr != [4]uint32{0, 0, 3, 0} {
		t.Fatalf("subsequence 3 counter %x", s.Ctr)
	}
	var p Philox
	b := make([]byte, PhiloxSize)
	q := InitPhilox(1, 2, 3)
	q.Normal()
	q.Encode(b)
	p.Decode(b)
	if p != q {
		t.Fatalf("round trip %+v != %+v", p, q)
	}
}

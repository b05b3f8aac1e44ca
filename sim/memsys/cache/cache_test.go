package cache

import "testing"

func mustNew(t *testing.T, lines, ways int) *Cache {
	c, err := New(lines, ways, 4)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

var read = Policy{Allocate: true}

// look is one lookup with what it evicted.
type look struct {
	hit, miss uint8
	evicted   bool
	victim    uint64
	dirty     uint8
}

func lookup(c *Cache, line uint64, sectors uint8, p Policy) look {
	h, m := c.Lookup(line, sectors, p)
	v, d, ok := c.LastEviction()
	return look{h, m, ok, v, d}
}

func TestSectoredFill(t *testing.T) {
	c := mustNew(t, 8, 2)
	if r := lookup(c, 5, 0b0011, read); r.hit != 0 || r.miss != 0b0011 {
		t.Fatalf("cold: %+v", r)
	}
	// Sectors 0,1 now resident, 2,3 not: a miss fetches only what is missing.
	if r := lookup(c, 5, 0b0110, read); r.hit != 0b0010 || r.miss != 0b0100 {
		t.Fatalf("partial: %+v", r)
	}
	if r := lookup(c, 5, 0b0111, read); r.hit != 0b0111 || r.miss != 0 {
		t.Fatalf("warm: %+v", r)
	}
}

func TestLRUEviction(t *testing.T) {
	c := mustNew(t, 8, 2) // 4 sets of 2 ways; lines 0, 4, 8 share set 0
	c.Lookup(0, 1, read)
	c.Lookup(4, 1, read)
	c.Lookup(0, 1, read) // 0 is now most recent, so 4 goes next
	r := lookup(c, 8, 1, read)
	if !r.evicted || r.victim != 4 {
		t.Fatalf("evicted %+v, want line 4", r)
	}
	if c.Probe(0, 1) != 1 || c.Probe(4, 1) != 0 || c.Probe(8, 1) != 1 {
		t.Fatal("wrong lines resident after eviction")
	}
	if r := lookup(c, 8, 1, read); r.evicted {
		t.Fatal("a hit reports an eviction")
	}
}

func TestWriteBack(t *testing.T) {
	c := mustNew(t, 2, 1) // 2 sets, direct mapped
	c.Lookup(0, 0b1000, Policy{Allocate: true, Write: true})
	r := lookup(c, 2, 0b0001, read)
	if !r.evicted || r.victim != 0 || r.dirty != 0b1000 {
		t.Fatalf("write-back: %+v", r)
	}
	c.Lookup(1, 0b0101, Policy{Allocate: true, Write: true})
	var flushed []uint64
	c.Flush(func(line uint64, d uint8) { flushed = append(flushed, line, uint64(d)) })
	if len(flushed) != 2 || flushed[0] != 1 || flushed[1] != 0b0101 {
		t.Fatalf("flush: %v", flushed)
	}
}

func TestNoAllocate(t *testing.T) {
	c := mustNew(t, 4, 4)
	if r := lookup(c, 3, 0b1111, Policy{Write: true}); r.miss != 0b1111 || r.evicted {
		t.Fatalf("%+v", r)
	}
	if c.Probe(3, 0b1111) != 0 {
		t.Fatal("a non-allocating write installed a line")
	}
}

func TestBadGeometry(t *testing.T) {
	for _, g := range [][3]int{{0, 1, 4}, {10, 4, 4}, {8, 2, 9}, {8, 0, 4}} {
		if _, err := New(g[0], g[1], g[2]); err == nil {
			t.Errorf("New%v accepted", g)
		}
	}
}

func TestSetOf(t *testing.T) {
	for _, sets := range []int{1, 3, 216, 30720, 1 << 12} {
		c, err := New(sets*2, 2, 4)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range []uint64{0, 1, 215, 216, 12345678, 1<<32 + 5, 1<<53 + 77} {
			x := uint32(line) ^ uint32(line>>32)
			if got, want := c.setOf(line), int(uint64(x)%uint64(sets)); got != want {
				t.Errorf("sets %d line %d: set %d, want %d", sets, line, got, want)
			}
		}
	}
}

// Reset must forget every line, including the ones the recent-slot memo and
// the lazily emptied sets still hold.
func TestResetForgets(t *testing.T) {
	c := mustNew(t, 8, 2)
	c.Lookup(0, 0b1111, Policy{Allocate: true, Write: true})
	c.Lookup(5, 0b0001, read)
	c.Reset()
	if hit, _ := c.Lookup(0, 0b1111, read); hit != 0 {
		t.Fatalf("line 0 survived Reset: hit %04b", hit)
	}
	if c.Probe(5, 1) != 0 {
		t.Fatal("line 5 survived Reset")
	}
	n := 0
	c.Flush(func(uint64, uint8) { n++ })
	if n != 0 {
		t.Fatal("dirty data survived Reset")
	}
	// Set 1 held line 5 before the reset; it now has both ways free.
	c.Lookup(9, 1, read)
	if r := lookup(c, 13, 1, read); r.evicted {
		t.Fatalf("evicted from a set that should have a free way: %+v", r)
	}
}

// A Reset that wraps the epoch around must forget every line too: the
// memo entries and sets of the first epoch 1 would otherwise look current
// in the second.
func TestEpochWrapForgets(t *testing.T) {
	c := mustNew(t, 8, 2)
	c.Lookup(0, 0b1111, Policy{Allocate: true, Write: true})
	c.Lookup(5, 0b0001, read)
	c.epoch = ^uint32(0) // as if the epochs had gone round since
	c.Reset()
	if c.epoch != 1 {
		t.Fatalf("epoch %d after the wrap", c.epoch)
	}
	if hit, _ := c.Lookup(0, 0b1111, read); hit != 0 {
		t.Fatalf("line 0 survived the wrap: hit %04b", hit)
	}
	if c.Probe(5, 1) != 0 {
		t.Fatal("line 5 survived the wrap")
	}
}

// Partly written sectors are allocated for writes but not valid for reads.
func TestPartialWrites(t *testing.T) {
	c := mustNew(t, 8, 2)
	w := Policy{Allocate: true, Write: true, Partial: 0b0010}
	if r := lookup(c, 3, 0b0011, w); r.miss != 0b0011 {
		t.Fatalf("first write %+v", r)
	}
	if r := lookup(c, 3, 0b0010, w); r.hit != 0b0010 {
		t.Fatalf("second partial write should find the sector allocated: %+v", r)
	}
	if r := lookup(c, 3, 0b0011, read); r.hit != 0b0001 || r.miss != 0b0010 {
		t.Fatalf("read after partial write %+v", r)
	}
	if r := lookup(c, 3, 0b0010, read); r.hit != 0b0010 {
		t.Fatalf("the fill made the sector valid: %+v", r)
	}
}

func TestFill(t *testing.T) {
	c := mustNew(t, 8, 2)
	c.Lookup(6, 0b0001, read)
	c.Fill(6, 0b0010)
	if got := c.Probe(6, 0b1111); got != 0b0011 {
		t.Fatalf("after fill: %04b", got)
	}
	c.Fill(7, 0b1111) // absent: nothing happens
	if c.Probe(7, 0b1111) != 0 {
		t.Fatal("Fill installed an absent line")
	}
}

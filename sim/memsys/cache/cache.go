// Package cache is a sectored, set-associative cache with least-recently-used
// replacement: the shape of both the L1 and the L2 of NVIDIA GPUs since Volta,
// whose 128-byte lines hold four 32-byte sectors that are filled one by one (a miss
// fetches only the missing sectors, not the whole line).
//
// Policy, kept deliberately simple and deterministic:
//   - A line lives in set (line number, its two 32-bit halves XORed) mod sets.
//   - Every lookup that touches a resident line makes it the most recently used.
//   - On a miss with allocation, an empty way is used first, else the least
//     recently used one (lowest way on ties); its dirty sectors are reported so the
//     caller can write them back.
//   - Writes that allocate mark their sectors valid and dirty without fetching
//     (write-allocate of whole sectors, as the L2's byte masks make possible).
package cache

import (
	"fmt"
	"math/bits"
)

// Policy says what a lookup does besides finding sectors.
type Policy struct {
	Allocate bool // install missing sectors (a read fill, or a write-allocate)
	Write    bool // the access writes: allocated or present sectors become dirty
}

// Result is the outcome of one lookup.
type Result struct {
	Hit, Miss   uint8  // requested sectors found / not found (bit k = sector k)
	Evicted     bool   // a valid line was replaced
	Victim      uint64 // its line number
	VictimDirty uint8  // its dirty sectors, to be written back
}

// way is one line slot. The fields of a slot sit together so that a set
// search touches few host cache lines: the L2 is megabytes of slots.
type way struct {
	tag   uint64 // line number + 1; 0 marks an empty way
	used  uint64 // last-use stamp for LRU
	valid uint8
	dirty uint8
}

// Cache is a sectored set-associative cache. Not safe for concurrent use.
type Cache struct {
	sets, ways int
	full       uint8 // all sectors of a line
	slot       []way // set s is slot[s*ways : (s+1)*ways]
	// A set whose epoch is not the cache's is empty: Reset only bumps the
	// epoch, so emptying a 60 MB L2 between launches costs nothing.
	setEpoch []uint32
	epoch    uint32
	clock    uint64
	recent   [4]int // slots of recently found lines (-1: none): loops cycle over a few lines
	next     int    // where the next found slot goes in recent
	setMul   uint64 // fast modulo by sets (Lemire): see setOf
}

// New returns an empty cache of lines lines in ways ways, each line holding
// sectorsPerLine (1..8) sectors. lines must be a positive multiple of ways.
func New(lines, ways, sectorsPerLine int) (*Cache, error) {
	if ways <= 0 || lines <= 0 || lines%ways != 0 || sectorsPerLine < 1 || sectorsPerLine > 8 {
		return nil, fmt.Errorf("cache: %d lines in %d ways with %d sectors per line is not a valid geometry", lines, ways, sectorsPerLine)
	}
	sets := lines / ways
	return &Cache{
		setMul:   ^uint64(0)/uint64(sets) + 1,
		sets:     sets,
		ways:     ways,
		full:     uint8(1<<sectorsPerLine - 1),
		slot:     make([]way, lines),
		setEpoch: make([]uint32, sets),
		epoch:    1,
		recent:   noRecent,
	}, nil
}

// Sets and Ways describe the geometry.
func (c *Cache) Sets() int { return c.sets }
func (c *Cache) Ways() int { return c.ways }

// Reset empties the cache (between kernel launches, as Nsight Compute's default
// cache control flushes the caches before each profiled kernel).
func (c *Cache) Reset() {
	c.epoch++
	if c.epoch == 0 { // wrapped: old epochs could look current
		clear(c.slot)
		clear(c.setEpoch)
		c.epoch = 1
	}
	c.clock = 0
	c.recent, c.next = noRecent, 0
}

// Lookup looks up the given sectors of a line.
func (c *Cache) Lookup(line uint64, sectors uint8, p Policy) Result {
	c.clock++
	// A line found recently: skip the set search.
	key := line + 1
	for _, i := range c.recent {
		if i >= 0 && c.slot[i].tag == key {
			return c.touch(&c.slot[i], sectors&c.full, p)
		}
	}
	return c.search(line, sectors&c.full, p)
}

var noRecent = [4]int{-1, -1, -1, -1}

// remember puts slot i among the recent ones.
func (c *Cache) remember(i int) {
	c.recent[c.next] = i
	c.next = (c.next + 1) % len(c.recent)
}

// touch is a lookup of a resident line.
func (c *Cache) touch(w *way, sectors uint8, p Policy) Result {
	r := Result{Hit: sectors & w.valid, Miss: sectors &^ w.valid}
	if p.Allocate {
		w.valid |= sectors
	}
	if p.Write {
		w.dirty |= sectors & w.valid
	}
	w.used = c.clock
	return r
}

// search finds the line in its set, or allocates it.
func (c *Cache) search(line uint64, sectors uint8, p Policy) Result {
	key := line + 1
	sn := c.setOf(line)
	base := sn * c.ways
	set := c.slot[base : base+c.ways]
	if c.setEpoch[sn] != c.epoch {
		clear(set)
		c.setEpoch[sn] = c.epoch
	}
	for i := range set {
		if set[i].tag == key {
			c.remember(base + i)
			return c.touch(&set[i], sectors, p)
		}
	}
	r := Result{Miss: sectors}
	if !p.Allocate || sectors == 0 {
		return r
	}
	victim := 0
	for i := range set {
		if set[i].tag == 0 {
			victim = i
			break
		}
		if set[i].used < set[victim].used {
			victim = i
		}
	}
	w := &set[victim]
	if w.tag != 0 {
		r.Evicted = true
		r.Victim = w.tag - 1
		r.VictimDirty = w.dirty
	}
	*w = way{tag: key, used: c.clock, valid: sectors}
	if p.Write {
		w.dirty = sectors
	}
	c.remember(base + victim)
	return r
}

// setOf returns the set of a line: the line number (its two 32-bit halves
// folded together) modulo the number of sets, computed with a multiplication
// instead of a division (Lemire, "Faster remainder by direct computation").
func (c *Cache) setOf(line uint64) int {
	x := uint32(line) ^ uint32(line>>32)
	lowbits := c.setMul * uint64(x)
	hi, _ := bits.Mul64(lowbits, uint64(c.sets))
	return int(hi)
}

// Probe reports which of the sectors are resident, without changing anything.
func (c *Cache) Probe(line uint64, sectors uint8) uint8 {
	sn := c.setOf(line)
	if c.setEpoch[sn] != c.epoch {
		return 0
	}
	base := sn * c.ways
	for _, w := range c.slot[base : base+c.ways] {
		if w.tag == line+1 {
			return sectors & w.valid
		}
	}
	return 0
}

// Flush calls f for every line with dirty sectors, in storage order (so the
// order is deterministic), and clears the dirty bits.
func (c *Cache) Flush(f func(line uint64, dirty uint8)) {
	for i := range c.slot {
		if c.setEpoch[i/c.ways] != c.epoch {
			continue
		}
		if w := &c.slot[i]; w.dirty != 0 {
			f(w.tag-1, w.dirty)
			w.dirty = 0
		}
	}
}

// Count returns the number of set bits in a sector mask.
func Count(m uint8) int { return bits.OnesCount8(m) }

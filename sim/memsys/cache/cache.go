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

// Cache is a sectored set-associative cache. Not safe for concurrent use.
type Cache struct {
	sets, ways int
	full       uint8    // all sectors of a line
	tag        []uint64 // line number + 1; 0 marks an empty way
	valid      []uint8
	dirty      []uint8
	used       []uint64 // last-use stamp for LRU
	clock      uint64
	recent     [4]int // slots of recently found lines: loops cycle over a few lines
	next       int    // where the next found slot goes in recent
	setMul     uint64 // fast modulo by sets (Lemire): see setOf
}

// New returns an empty cache of lines lines in ways ways, each line holding
// sectorsPerLine (1..8) sectors. lines must be a positive multiple of ways.
func New(lines, ways, sectorsPerLine int) (*Cache, error) {
	if ways <= 0 || lines <= 0 || lines%ways != 0 || sectorsPerLine < 1 || sectorsPerLine > 8 {
		return nil, fmt.Errorf("cache: %d lines in %d ways with %d sectors per line is not a valid geometry", lines, ways, sectorsPerLine)
	}
	sets := lines / ways
	return &Cache{
		setMul: ^uint64(0)/uint64(sets) + 1,
		sets:   sets,
		ways:   ways,
		full:   uint8(1<<sectorsPerLine - 1),
		tag:    make([]uint64, lines),
		valid:  make([]uint8, lines),
		dirty:  make([]uint8, lines),
		used:   make([]uint64, lines),
	}, nil
}

// Sets and Ways describe the geometry.
func (c *Cache) Sets() int { return c.sets }
func (c *Cache) Ways() int { return c.ways }

// Reset empties the cache (between kernel launches, as Nsight Compute's default
// cache control flushes the caches before each profiled kernel).
func (c *Cache) Reset() {
	clear(c.tag)
	clear(c.valid)
	clear(c.dirty)
	clear(c.used)
	c.clock = 0
	c.recent, c.next = [4]int{}, 0
}

// Lookup looks up the given sectors of a line.
func (c *Cache) Lookup(line uint64, sectors uint8, p Policy) Result {
	c.clock++
	// A line found recently: skip the set search.
	key := line + 1
	for _, i := range c.recent {
		if c.tag[i] == key {
			return c.touch(i, sectors&c.full, p)
		}
	}
	return c.search(line, sectors&c.full, p)
}

// remember puts slot i among the recent ones.
func (c *Cache) remember(i int) {
	c.recent[c.next] = i
	c.next = (c.next + 1) % len(c.recent)
}

// touch is a lookup of a resident line in slot i.
func (c *Cache) touch(i int, sectors uint8, p Policy) Result {
	r := Result{Hit: sectors & c.valid[i], Miss: sectors &^ c.valid[i]}
	if p.Allocate {
		c.valid[i] |= sectors
	}
	if p.Write {
		c.dirty[i] |= sectors & c.valid[i]
	}
	c.used[i] = c.clock
	return r
}

// search finds the line in its set, or allocates it.
func (c *Cache) search(line uint64, sectors uint8, p Policy) Result {
	key := line + 1
	set := c.setOf(line)
	ways := c.tag[set*c.ways : set*c.ways+c.ways]
	for w, t := range ways {
		if t != key {
			continue
		}
		c.remember(set*c.ways + w)
		return c.touch(set*c.ways+w, sectors, p)
	}
	r := Result{Miss: sectors}
	if !p.Allocate || sectors == 0 {
		return r
	}
	victim := 0
	for w, t := range ways {
		if t == 0 {
			victim = w
			break
		}
		if c.used[set*c.ways+w] < c.used[set*c.ways+victim] {
			victim = w
		}
	}
	i := set*c.ways + victim
	if c.tag[i] != 0 {
		r.Evicted = true
		r.Victim = c.tag[i] - 1
		r.VictimDirty = c.dirty[i]
	}
	c.tag[i] = key
	c.valid[i] = sectors
	c.dirty[i] = 0
	if p.Write {
		c.dirty[i] = sectors
	}
	c.used[i] = c.clock
	c.remember(i)
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
	set := c.setOf(line)
	for w := 0; w < c.ways; w++ {
		if c.tag[set*c.ways+w] == line+1 {
			return sectors & c.valid[set*c.ways+w]
		}
	}
	return 0
}

// Flush calls f for every line with dirty sectors, in storage order (so the
// order is deterministic), and clears the dirty bits: a flush.
func (c *Cache) Flush(f func(line uint64, dirty uint8)) {
	for i, d := range c.dirty {
		if d != 0 {
			f(c.tag[i]-1, d)
			c.dirty[i] = 0
		}
	}
}

// Count returns the number of set bits in a sector mask.
func Count(m uint8) int { return bits.OnesCount8(m) }

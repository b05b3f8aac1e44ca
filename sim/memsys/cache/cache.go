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
//   - Writes that allocate mark their sectors dirty without fetching; fully
//     written sectors also become valid, partly written ones do not (a later
//     read fetches them), as the byte masks of the real caches behave.
package cache

import (
	"fmt"
	"math/bits"
)

// Policy says what a lookup does besides finding sectors.
type Policy struct {
	Allocate bool // install missing sectors (a read fill, or a write-allocate)
	Write    bool // the access writes: its sectors become dirty
	// Partial marks sectors a write covers only in part: they become dirty but
	// not valid (a later read of them misses and fetches the rest), as the
	// byte-masked sectors of the H200 behave.
	Partial uint8
}

// A slot's state besides its tag is packed in one word: bits 0-7 valid
// sectors, 8-15 dirty sectors, 16-63 the last-use stamp for LRU.
type meta uint64

func (m meta) valid() uint8 { return uint8(m) }
func (m meta) dirty() uint8 { return uint8(m >> 8) }
func (m meta) used() uint64 { return uint64(m) >> 16 }
func pack(used uint64, valid, dirty uint8) meta {
	return meta(used<<16 | uint64(dirty)<<8 | uint64(valid))
}

// memoN is the size of the slot memo. Measured on the naive SGEMM: 64
// entries keep a block's A rows but not its 256 B lines between warps.
const (
	memoBits = 9
	memoN    = 1 << memoBits
)

// slot is one way: the line's tag and state side by side, so that a
// lookup reads one host cache line.
type slot struct {
	tag  uint64
	meta meta
}

// memoEntry says that some line whose key hashes to the entry was found in
// slot during epoch (an entry of an earlier epoch is stale: Reset need not
// clear the memo). The entry need not name the line: the slot's tag does,
// and a slot the memo names in the current epoch is in a set of the current
// epoch, whose tags are the lines it holds. Eight bytes rather than sixteen
// keep twice the entries in each host cache line.
type memoEntry struct {
	slot  uint32
	epoch uint32
}

// memoIndex hashes a line key (Fibonacci hashing) to its memo entry.
func memoIndex(key uint64) int { return int((key * 0x9E3779B97F4A7C15) >> (64 - memoBits)) }

// Cache is a sectored set-associative cache. Not safe for concurrent use.
type Cache struct {
	sets, ways int
	full       uint8 // all sectors of a line
	// Slot i of set s (i in [s*ways, (s+1)*ways)) holds line slot[i].tag-1
	// (0 = empty way) with its state. A set fills from way 0 and a line
	// leaves only when another replaces it, so the lines of a set are a
	// prefix of its ways: a search stops at the first empty way, and a
	// sparsely used cache (a 60 MB L2) touches one host cache line per set.
	slot []slot
	// A set whose epoch is not the cache's is empty: Reset only bumps the
	// epoch, so emptying a 60 MB L2 between launches costs nothing.
	setEpoch []uint32
	epoch    uint32
	clock    uint64
	setMul   uint64 // fast modulo by sets (Lemire): see setOf
	// A direct-mapped memo of the slots lines were last found in, indexed
	// by a hash of the line: loops cycle over a few lines, and warps of a
	// block read the same ones, so most lookups skip the set search.
	memo [memoN]memoEntry
	// What the last Lookup evicted (see LastEviction).
	evicted     bool
	victim      uint64
	victimDirty uint8
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
		slot:     make([]slot, lines),
		setEpoch: make([]uint32, sets),
		epoch:    1,
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
		clear(c.memo[:])
		c.epoch = 1
	}
	c.clock = 0
}

// Lookup looks up the given sectors of a line and returns those found (hit)
// and those not found (miss). It returns two bytes rather than a struct: it is
// the simulator's innermost call.
func (c *Cache) Lookup(line uint64, sectors uint8, p Policy) (hit, miss uint8) {
	c.clock++
	c.evicted = false
	key := line + 1
	if x := c.memoized(key); x != nil {
		return c.touch(x, sectors&c.full, p)
	}
	return c.search(line, sectors&c.full, p)
}

// LookupPair is Lookup of line a and then Lookup of line b in one call, for
// the two lines a warp of a 16-wide 2D block reads: the results, the state
// left and LastEviction (b's) are those of the two Lookups. Its body is
// Lookup's twice, not two calls: the call is a good part of a lookup's cost,
// the more so in WebAssembly.
func (c *Cache) LookupPair(a uint64, sa uint8, b uint64, sb uint8, p Policy) (hitA, missA, hitB, missB uint8) {
	c.clock++
	c.evicted = false
	if x := c.memoized(a + 1); x != nil {
		hitA, missA = c.touch(x, sa&c.full, p)
	} else {
		hitA, missA = c.search(a, sa&c.full, p)
	}
	c.clock++
	c.evicted = false
	if x := c.memoized(b + 1); x != nil {
		hitB, missB = c.touch(x, sb&c.full, p)
	} else {
		hitB, missB = c.search(b, sb&c.full, p)
	}
	return hitA, missA, hitB, missB
}

// LastEviction reports the valid line the last Lookup replaced, if any, with
// its dirty sectors (to be written back).
func (c *Cache) LastEviction() (line uint64, dirty uint8, ok bool) {
	return c.victim, c.victimDirty, c.evicted
}

// remember records that line key is in slot i.
func (c *Cache) remember(key uint64, i int) {
	c.memo[memoIndex(key)] = memoEntry{slot: uint32(i), epoch: c.epoch}
}

// memoized returns the slot the memo holds for line key, or nil. A memo
// entry is checked against the slot's tag: the line may have been replaced
// since.
func (c *Cache) memoized(key uint64) *slot {
	e := c.memo[memoIndex(key)]
	if e.epoch != c.epoch || uint(e.slot) >= uint(len(c.slot)) { // (always in range: the test spares the compiler's)
		return nil
	}
	if x := &c.slot[e.slot]; x.tag == key {
		return x
	}
	return nil
}

// touch is a lookup of the resident line in slot x.
func (c *Cache) touch(x *slot, sectors uint8, p Policy) (hit, miss uint8) {
	valid, dirty := x.meta.valid(), x.meta.dirty()
	present := valid
	if p.Write { // a write finds a partly written (dirty) sector allocated
		present |= dirty
	}
	if p.Allocate {
		valid |= sectors &^ p.Partial
	}
	if p.Write {
		dirty |= sectors
	}
	x.meta = pack(c.clock, valid, dirty)
	return sectors & present, sectors &^ present
}

// search finds the line in its set, or allocates it.
func (c *Cache) search(line uint64, sectors uint8, p Policy) (hit, miss uint8) {
	key := line + 1
	sn := c.setOf(line)
	base := sn * c.ways
	set := c.slot[base : base+c.ways]
	if c.setEpoch[sn] != c.epoch {
		clear(set)
		c.setEpoch[sn] = c.epoch
	}
	// One pass finds the line, or else the first empty way, or else the
	// least recently used way (the lowest on ties): a miss in a full set,
	// the common miss, reads the set once.
	victim, full := 0, true
	oldest := ^uint64(0)
	for w := range set {
		t := set[w].tag
		if t == key {
			c.remember(key, base+w)
			return c.touch(&set[w], sectors, p)
		}
		if t == 0 { // the lines are a prefix of the ways: key is absent
			victim, full = w, false
			break
		}
		if u := set[w].meta.used(); u < oldest {
			victim, oldest = w, u
		}
	}
	if !p.Allocate || sectors == 0 {
		return 0, sectors
	}
	if full {
		c.evicted = true
		c.victim = set[victim].tag - 1
		c.victimDirty = set[victim].meta.dirty()
	}
	var dirty uint8
	if p.Write {
		dirty = sectors
	}
	set[victim] = slot{tag: key, meta: pack(c.clock, sectors&^p.Partial, dirty)}
	c.remember(key, base+victim)
	return 0, sectors
}

// setOf returns the set of a line: the line number (its two 32-bit halves
// folded together) modulo the number of sets, computed with a multiplication
// instead of a division (Lemire, "Faster remainder by direct computation").
func (c *Cache) setOf(line uint64) int {
	x := uint32(line) ^ uint32(line>>32)
	hi, _ := bits.Mul64(c.setMul*uint64(x), uint64(c.sets))
	return int(hi)
}

// Fill marks sectors of a resident line valid without counting as a use: the
// rest of a fill wider than the sectors a lookup missed. An absent line is
// left alone.
func (c *Cache) Fill(line uint64, sectors uint8) {
	if x := c.find(line); x != nil {
		x.meta = pack(x.meta.used(), x.meta.valid()|sectors&c.full, x.meta.dirty())
	}
}

// find returns the slot holding line, or nil, changing nothing.
func (c *Cache) find(line uint64) *slot {
	key := line + 1
	if x := c.memoized(key); x != nil {
		return x
	}
	sn := c.setOf(line)
	if c.setEpoch[sn] != c.epoch {
		return nil
	}
	set := c.slot[sn*c.ways : sn*c.ways+c.ways]
	for w := range set {
		switch set[w].tag {
		case key:
			return &set[w]
		case 0:
			return nil
		}
	}
	return nil
}

// Probe reports which of the sectors are resident, without changing anything.
func (c *Cache) Probe(line uint64, sectors uint8) uint8 {
	if x := c.find(line); x != nil {
		return sectors & x.meta.valid()
	}
	return 0
}

// Flush calls f for every line with dirty sectors, in storage order (so the
// order is deterministic), and clears the dirty bits.
func (c *Cache) Flush(f func(line uint64, dirty uint8)) {
	for sn := range c.sets {
		if c.setEpoch[sn] != c.epoch {
			continue
		}
		for i := sn * c.ways; i < sn*c.ways+c.ways; i++ {
			if x := &c.slot[i]; x.meta.dirty() != 0 {
				f(x.tag-1, x.meta.dirty())
				x.meta = pack(x.meta.used(), x.meta.valid(), 0)
			}
		}
	}
}

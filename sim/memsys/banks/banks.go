// Package banks counts shared-memory wavefronts and bank conflicts for one
// warp-level access, with the rules Nsight Compute's counters follow on Volta and
// later GPUs (validated on an H200; see docs/hardware-facts §2.2 in the shared notes).
//
// Shared memory has 32 banks of 4 bytes: word w = address/4 lives in bank w%32.
// The active lanes are split into groups by access width (32 lanes for 1/2/4-byte
// accesses, 16 for 8-byte, 8 for 16-byte). A load whose lanes all read the same
// address as lane n^1 (or all as lane n^2) is "pair-uniform" and its groups double
// in size. Each non-empty group needs as many wavefronts as the largest number of
// distinct words any one bank must deliver; the groups' wavefronts add up. Nsight
// Compute reports as bank conflicts the wavefronts beyond one per non-empty group.
// Atomics never merge lanes: in each group, a bank hit by k active lanes costs k
// wavefronts.
package banks

import "math/bits"

// Banks is the number of shared-memory banks and WordBytes the width of each.
const (
	Banks     = 32
	WordBytes = 4
)

// Op is the kind of shared-memory instruction.
type Op uint8

const (
	Load Op = iota
	Store
	Atomic
)

// Result is what one warp-level shared-memory access costs.
type Result struct {
	Wavefronts int // data wavefronts (one per cycle)
	Groups     int // non-empty lane groups: the conflict-free ideal
	Words      int // 32-bit bank words moved (Nsight Compute's bank reads/writes)
}

// Conflicts is Nsight Compute's bank-conflict count: wavefronts beyond the ideal.
func (r Result) Conflicts() int { return r.Wavefronts - r.Groups }

// groupLanes gives the lanes per group for an access width, before packing.
func groupLanes(width uint8) int {
	switch width {
	case 8:
		return 16
	case 16:
		return 8
	}
	return 32
}

// wordsPerLane is how many 32-bit words one lane's access covers.
func wordsPerLane(width uint8) int {
	if width <= WordBytes {
		return 1
	}
	return int(width) / WordBytes
}

// PairUniform reports whether a load of this width packs two groups into one:
// every active lane reads the same address as its neighbour n^1, or every active
// lane the same as n^2 (an inactive partner does not break the rule).
func PairUniform(addr *[32]uint64, mask uint32, width uint8) bool {
	if width != 8 && width != 16 {
		return false
	}
	return uniformWith(addr, mask, 1) || uniformWith(addr, mask, 2)
}

func uniformWith(addr *[32]uint64, mask uint32, xor int) bool {
	for m := mask; m != 0; m &= m - 1 {
		n := bits.TrailingZeros32(m)
		p := n ^ xor
		if mask&(1<<p) != 0 && addr[p] != addr[n] {
			return false
		}
	}
	return true
}

// lanesPerGroup is the group size after the pair-uniform packing rule.
func lanesPerGroup(addr *[32]uint64, mask uint32, width uint8, op Op) int {
	g := groupLanes(width)
	if op == Load && g < 32 && PairUniform(addr, mask, width) {
		g *= 2
	}
	return g
}

// groupMask returns the mask of lanes of group i for groups of g lanes.
func groupMask(i, g int) uint32 {
	if g >= 32 {
		return ^uint32(0)
	}
	return ((uint32(1) << g) - 1) << (i * g)
}

// Counter computes Results without allocating; its scratch space is reused, so
// a Counter must not be shared between goroutines.
type Counter struct {
	set      wordSet
	perBank  [Banks]uint8
	bankWord [Banks]uint64
}

// Count returns the cost of a shared-memory access whose active lanes (mask)
// access width bytes at the given byte offsets.
func (c *Counter) Count(addr *[32]uint64, mask uint32, width uint8, op Op) Result {
	if mask == 0 {
		return Result{}
	}
	if op == Atomic {
		return c.countAtomic(addr, mask, width)
	}
	g := lanesPerGroup(addr, mask, width, op)
	var r Result
	for i := 0; i < 32/g; i++ {
		m := mask & groupMask(i, g)
		if m == 0 {
			continue
		}
		wf, words := c.countGroup(addr, m, width)
		r.Groups++
		r.Wavefronts += wf
		r.Words += words
	}
	return r
}

// countGroup returns the wavefronts and distinct words of one group of lanes.
func (c *Counter) countGroup(addr *[32]uint64, m uint32, width uint8) (wavefronts, words int) {
	nw := wordsPerLane(width)
	if nw == 1 {
		// Common case: each bank sees at most one distinct word (no conflict).
		var used uint32
		for mm := m; mm != 0; mm &= mm - 1 {
			w := addr[bits.TrailingZeros32(mm)] / WordBytes
			b := uint32(w % Banks)
			if used&(1<<b) == 0 {
				used |= 1 << b
				c.bankWord[b] = w
			} else if c.bankWord[b] != w {
				goto general
			}
		}
		return 1, bits.OnesCount32(used)
	}
general:
	c.set.reset()
	c.perBank = [Banks]uint8{}
	most := uint8(0)
	for mm := m; mm != 0; mm &= mm - 1 {
		first := addr[bits.TrailingZeros32(mm)] / WordBytes
		for j := 0; j < nw; j++ {
			w := first + uint64(j)
			if !c.set.add(w) {
				continue
			}
			words++
			b := w % Banks
			c.perBank[b]++
			if c.perBank[b] > most {
				most = c.perBank[b]
			}
		}
	}
	return int(most), words
}

// countAtomic applies the no-merging rule: each active lane's words count
// separately in their banks, even when lanes share an address. Lanes are
// grouped by width as for loads (measured on an H200: ATOMS.EXCH.64 with every
// lane on one address takes 16 wavefronts per half-warp, 30 conflicts).
func (c *Counter) countAtomic(addr *[32]uint64, mask uint32, width uint8) Result {
	nw := wordsPerLane(width)
	g := groupLanes(width)
	var r Result
	for i := 0; i < 32/g; i++ {
		m := mask & groupMask(i, g)
		if m == 0 {
			continue
		}
		c.perBank = [Banks]uint8{}
		most := uint8(0)
		for mm := m; mm != 0; mm &= mm - 1 {
			first := addr[bits.TrailingZeros32(mm)] / WordBytes
			for j := 0; j < nw; j++ {
				b := (first + uint64(j)) % Banks
				c.perBank[b]++
				r.Words++
				if c.perBank[b] > most {
					most = c.perBank[b]
				}
			}
		}
		r.Groups++
		r.Wavefronts += int(most)
	}
	return r
}

// CountAffine is Count for a full warp whose lane i accesses base + i*stride,
// computed in closed form where it can be; it gives exactly Count's answer.
func (c *Counter) CountAffine(addr *[32]uint64, base uint64, stride int64, width uint8, op Op) Result {
	if r, ok := AffineClosedForm(base, stride, width, op); ok {
		return r
	}
	return c.Count(addr, ^uint32(0), width, op)
}

// AffineClosedForm is CountAffine's answer for the shapes it has a closed
// form for, which need no lane's address but the first; ok is false for
// the others (CountAffine counts their lanes).
func AffineClosedForm(base uint64, stride int64, width uint8, op Op) (r Result, ok bool) {
	if op != Atomic && width <= WordBytes && base%WordBytes == 0 && stride%WordBytes == 0 {
		d := stride / WordBytes
		if d == 0 {
			return Result{Wavefronts: 1, Groups: 1, Words: 1}, true
		}
		// 32 distinct words; lanes i and i+k share a bank when k*d ≡ 0 (mod 32),
		// so each used bank holds gcd(d mod 32, 32) of them.
		return Result{Wavefronts: gcd32(int(uint64(d) % Banks)), Groups: 1, Words: 32}, true
	}
	if op != Atomic && int64(width) == stride && base%uint64(width) == 0 && width > WordBytes {
		// Contiguous 8- or 16-byte vectors: every group covers 32 distinct banks once.
		g := 32 / groupLanes(width)
		return Result{Wavefronts: g, Groups: g, Words: 32 * int(width) / WordBytes}, true
	}
	return Result{}, false
}

// StridedClosedForm is Count's answer for the lanes in mask of a warp
// whose lane i accesses base + i*stride, for the shapes it has a closed
// form for (loads and stores of at most a word, whole words apart); ok is
// false for the others. With every lane running it is
// AffineClosedForm's.
func StridedClosedForm(base uint64, stride int64, mask uint32, width uint8, op Op) (r Result, ok bool) {
	if mask == ^uint32(0) {
		return AffineClosedForm(base, stride, width, op)
	}
	if op == Atomic || width > WordBytes || base%WordBytes != 0 || stride%WordBytes != 0 {
		return Result{}, false
	}
	if mask == 0 {
		return Result{}, true
	}
	d := stride / WordBytes
	if d == 0 {
		return Result{Wavefronts: 1, Groups: 1, Words: 1}, true
	}
	// Every lane has a word of its own; lanes i and j share a bank when
	// (i-j)*d ≡ 0 (mod 32), i.e. when i ≡ j (mod period): the busiest bank
	// holds the most lanes of mask of one residue.
	period := 32 / gcd32(int(uint64(d)%Banks))
	var every uint32 // lanes 0, period, 2*period ...
	for l := 0; l < 32; l += period {
		every |= 1 << l
	}
	most := 0
	for res := 0; res < period; res++ {
		most = max(most, bits.OnesCount32(mask&(every<<res)))
	}
	return Result{Wavefronts: most, Groups: 1, Words: bits.OnesCount32(mask)}, true
}

// gcd32 returns gcd(x, 32) for 0 <= x < 32, with gcd(0, 32) = 32.
func gcd32(x int) int {
	if x == 0 {
		return 32
	}
	return 1 << bits.TrailingZeros(uint(x))
}

// wordSet is a small open-addressing set of words; reset is O(1) thanks to a
// generation stamp, so a group costs no clearing.
type wordSet struct {
	keys  [128]uint64
	stamp [128]uint32
	gen   uint32
}

func (s *wordSet) reset() {
	s.gen++
	if s.gen == 0 { // wrapped: old stamps could look current
		s.stamp = [128]uint32{}
		s.gen = 1
	}
}

// add inserts w and reports whether it was new. At most 64 words are ever
// inserted between resets (32 lanes × 2 words, or 16 × 4), so the table never fills.
func (s *wordSet) add(w uint64) bool {
	h := (w * 0x9E3779B97F4A7C15) >> 57
	for {
		if s.stamp[h] != s.gen {
			s.stamp[h] = s.gen
			s.keys[h] = w
			return true
		}
		if s.keys[h] == w {
			return false
		}
		h = (h + 1) & 127
	}
}

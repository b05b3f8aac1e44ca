// Package sectors finds the distinct sectors and cache lines a warp-level access
// touches: the unit of global-memory coalescing. On Volta and later GPUs the L1
// counts one request per instruction and one "sector" per distinct 32-byte piece
// of memory the active lanes touch; misses go to L2 as one request per distinct
// 128-byte line carrying the missing sectors of that line.
package sectors

import (
	"fmt"
	"math/bits"
)

// MaxLines bounds the lines one access can touch: 32 lanes × 4 pieces × 2
// sectors each, the worst case of a misaligned 16-byte local access.
const MaxLines = 256

// Line is one cache line an access touches.
type Line struct {
	Num     uint64 // line number: byte address / line size
	Sectors uint8  // bit k set: sector k of the line is touched
	Full    uint8  // after MarkFull: sectors whose every byte is touched
	Lanes   uint32 // lanes whose bytes fall in this line
}

// Set collects the lines of one access. It is reused from access to access and
// allocates nothing after New.
type Set struct {
	sectorShift, lineShift uint
	lines                  [MaxLines]Line
	n                      int
	// index maps a line number to its slot in lines; slots with a stale
	// stamp are empty, so reset is O(1).
	keys  [2 * MaxLines]uint64
	slot  [2 * MaxLines]uint16
	stamp [2 * MaxLines]uint32
	gen   uint32
	last  int                 // slot of the line touched last (consecutive lanes usually share it)
	cover [MaxLines][8]uint32 // MarkFull's byte masks per sector (32-byte sectors at most)
	// unindexed: lines were stored without the hash index (CollectAffine).
	unindexed bool
}

// New returns a Set for the given sector and line sizes (powers of two, at most
// 8 sectors per line).
func New(sectorBytes, lineBytes int) (*Set, error) {
	if !pow2(sectorBytes) || !pow2(lineBytes) || lineBytes < sectorBytes || lineBytes/sectorBytes > 8 {
		return nil, fmt.Errorf("sectors: sector %d B and line %d B must be powers of two with 1 to 8 sectors per line", sectorBytes, lineBytes)
	}
	return &Set{
		sectorShift: uint(bits.TrailingZeros(uint(sectorBytes))),
		lineShift:   uint(bits.TrailingZeros(uint(lineBytes))),
	}, nil
}

func pow2(x int) bool { return x > 0 && x&(x-1) == 0 }

// Reset empties the set.
func (s *Set) Reset() {
	s.n = 0
	s.unindexed = false
	s.last = -1
	s.gen++
	if s.gen == 0 {
		s.stamp = [2 * MaxLines]uint32{}
		s.gen = 1
	}
}

// Lines returns the touched lines in order of first touch (lowest lane first).
func (s *Set) Lines() []Line { return s.lines[:s.n] }

// Sectors returns the number of distinct sectors touched.
func (s *Set) Sectors() int {
	n := 0
	for i := range s.n {
		n += bits.OnesCount8(s.lines[i].Sectors)
	}
	return n
}

// Collect resets the set and adds the bytes of every active lane: pieces
// pieces of pieceBytes bytes each, the k-th at addr + k*pieceStride. A global
// access is one piece of the access width; a local access wider than 4 bytes is
// split into 4-byte words 128 bytes apart by the per-thread interleaving.
func (s *Set) Collect(addr *[32]uint64, mask uint32, pieceBytes, pieces int, pieceStride uint64) {
	s.Reset()
	if pieces == 1 && pieceBytes > 0 {
		s.collectOnePiece(addr, mask, uint64(pieceBytes))
		return
	}
	for m := mask; m != 0; m &= m - 1 {
		lane := bits.TrailingZeros32(m)
		a := addr[lane]
		for k := 0; k < pieces; k++ {
			s.addBytes(a, uint64(pieceBytes), uint32(1)<<lane)
			a += pieceStride
		}
	}
}

// collectOnePiece is Collect for one piece per lane, with a shortcut for the
// usual case of a lane falling in the same sector as the previous lane.
func (s *Set) collectOnePiece(addr *[32]uint64, mask uint32, n uint64) {
	lastSec := ^uint64(0)
	for m := mask; m != 0; m &= m - 1 {
		lane := bits.TrailingZeros32(m)
		a := addr[lane]
		sec := a >> s.sectorShift
		if sec == lastSec && (a+n-1)>>s.sectorShift == sec {
			s.lines[s.last].Lanes |= 1 << lane
			continue
		}
		s.addBytes(a, n, 1<<lane)
		lastSec = (a + n - 1) >> s.sectorShift
	}
}

// CollectRange resets the set and adds the byte range [lo, lo+n) as touched by
// the lanes in mask: the closed form for a contiguous (coalesced) access.
func (s *Set) CollectRange(lo, n uint64, mask uint32) {
	s.Reset()
	s.addBytes(lo, n, mask)
}

func (s *Set) addBytes(a, n uint64, lanes uint32) {
	if n == 0 {
		return
	}
	first := a >> s.sectorShift
	last := (a + n - 1) >> s.sectorShift
	per := s.lineShift - s.sectorShift
	for sec := first; sec <= last; {
		line := sec >> per
		// Sectors of this line covered by [sec, last].
		lineEnd := (line+1)<<per - 1
		hi := min(last, lineEnd)
		lo := uint(sec - line<<per)
		cnt := uint(hi - sec + 1)
		bitsMask := uint8(((uint(1) << cnt) - 1) << lo)
		i := s.find(line)
		s.lines[i].Sectors |= bitsMask
		s.lines[i].Lanes |= lanes
		if hi == last {
			break
		}
		sec = hi + 1
	}
}

// linearLines is how many lines find scans directly before it switches to the
// hash index (most accesses touch 1 to 4 lines).
const linearLines = 8

// find returns the slot of line, adding it if new.
func (s *Set) find(line uint64) int {
	if s.last >= 0 && s.lines[s.last].Num == line {
		return s.last
	}
	if s.n < linearLines {
		for i := 0; i < s.n; i++ {
			if s.lines[i].Num == line {
				s.last = i
				return i
			}
		}
		s.lines[s.n] = Line{Num: line}
		s.last = s.n
		s.n++
		if s.n == linearLines { // from now on, look lines up by hash
			for i := 0; i < s.n; i++ {
				s.index(s.lines[i].Num, i)
			}
		}
		return s.last
	}
	if s.unindexed {
		for i := 0; i < s.n; i++ {
			s.index(s.lines[i].Num, i)
		}
		s.unindexed = false
	}
	return s.hashed(line)
}

// index records that line is in slot i.
func (s *Set) index(line uint64, i int) {
	h := (line * 0x9E3779B97F4A7C15) >> 55
	for s.stamp[h] == s.gen {
		h = (h + 1) & (2*MaxLines - 1)
	}
	s.stamp[h] = s.gen
	s.keys[h] = line
	s.slot[h] = uint16(i)
}

// hashed is find through the hash index, used once the set has many lines.
func (s *Set) hashed(line uint64) int {
	h := (line * 0x9E3779B97F4A7C15) >> 55 // 9 bits: 512 slots
	for {
		if s.stamp[h] != s.gen {
			if s.n == MaxLines { // cannot happen for valid widths; stay in bounds anyway
				s.last = s.n - 1
				return s.last
			}
			s.stamp[h] = s.gen
			s.keys[h] = line
			s.slot[h] = uint16(s.n)
			s.lines[s.n] = Line{Num: line}
			s.last = s.n
			s.n++
			return s.last
		}
		if s.keys[h] == line {
			s.last = int(s.slot[h])
			return s.last
		}
		h = (h + 1) & (2*MaxLines - 1)
	}
}

// CollectAffine resets the set and adds a full warp whose lane i touches n bytes
// at base + i*stride, using closed forms for the common shapes: one address,
// contiguous lanes, and lanes a whole number of lines apart (a column of a
// row-major matrix). It returns false, leaving the set empty, for other shapes;
// the caller then uses Collect.
func (s *Set) CollectAffine(base uint64, stride int64, n uint64) bool {
	s.Reset()
	switch {
	case n == 0:
		return false
	case stride == 0:
		s.addBytes(base, n, ^uint32(0))
		return true
	case stride == int64(n):
		s.addBytes(base, 32*n, ^uint32(0))
		return true
	}
	lineBytes := uint64(1) << s.lineShift
	abs := uint64(stride)
	if stride < 0 {
		abs = uint64(-stride)
	}
	if abs%lineBytes != 0 || base%lineBytes+n > lineBytes {
		return false
	}
	// Every lane sits at the same offset of its own line: no lookups needed.
	lo := uint((base >> s.sectorShift) & (1<<(s.lineShift-s.sectorShift) - 1))
	cnt := uint((base+n-1)>>s.sectorShift - base>>s.sectorShift + 1)
	mask := uint8(((uint(1) << cnt) - 1) << lo)
	a := base
	for lane := 0; lane < 32; lane++ {
		s.lines[lane] = Line{Num: a >> s.lineShift, Sectors: mask, Lanes: 1 << lane}
		a += uint64(stride)
	}
	s.n = 32
	s.last = 31
	s.unindexed = true // find builds the hash index if it is ever needed
	return true
}

// CollectSegments resets the set and adds a full warp made of 32/seg segments of
// seg lanes, each affine with the same stride (lane j+t of the segment starting
// at lane j touches n bytes at addr[j] + t*stride): what a 2D block whose rows
// are narrower than a warp produces. Only stride 0 and stride n (contiguous) are
// handled; for other strides it returns false with the set empty.
func (s *Set) CollectSegments(addr *[32]uint64, seg int, stride int64, n uint64) bool {
	s.Reset()
	if seg <= 0 || 32%seg != 0 || n == 0 || (stride != 0 && stride != int64(n)) {
		return false
	}
	span := n
	if stride != 0 {
		span = uint64(seg) * n
	}
	lanes := uint32(1)<<seg - 1
	if seg == 32 {
		lanes = ^uint32(0)
	}
	for j := 0; j < 32; j += seg {
		s.addRange(addr[j], span, lanes<<j)
	}
	return true
}

// addRange is addBytes with a shortcut for the usual range of a row: within
// one line, while the set is small enough to scan.
func (s *Set) addRange(a, n uint64, lanes uint32) {
	first, last := a>>s.sectorShift, (a+n-1)>>s.sectorShift
	per := s.lineShift - s.sectorShift
	line := first >> per
	if n == 0 || last>>per != line || s.n >= linearLines-1 {
		s.addBytes(a, n, lanes)
		return
	}
	sectors := uint8((uint(2)<<(last-first) - 1) << (first & (1<<per - 1)))
	i := 0
	for i < s.n && s.lines[i].Num != line {
		i++
	}
	if i == s.n {
		s.lines[i] = Line{Num: line}
		s.n++
	}
	s.lines[i].Sectors |= sectors
	s.lines[i].Lanes |= lanes
	s.last = i
}

// MarkFull sets Line.Full for the lines already collected: the sectors whose
// every byte the active lanes' pieces cover (same arguments as Collect). Stores
// need it: a partly written sector is not a complete copy in a cache.
func (s *Set) MarkFull(addr *[32]uint64, mask uint32, pieceBytes, pieces int, pieceStride uint64) {
	cover := s.cover[:s.n]
	clear(cover)
	sb := uint64(1) << s.sectorShift
	if sb > 32 {
		return // sectors over 32 bytes: never marked full
	}
	full := uint32(1<<sb - 1)
	per := s.lineShift - s.sectorShift
	for m := mask; m != 0; m &= m - 1 {
		lane := bits.TrailingZeros32(m)
		a := addr[lane]
		for k := 0; k < pieces; k++ {
			// Inclusive ends, so that the top of the address space does
			// not wrap; a piece that would wrap is skipped, as Collect does.
			for lo, last := a, a+uint64(pieceBytes)-1; pieceBytes > 0 && lo <= last; {
				sec := lo >> s.sectorShift
				end := min(last, lo|(sb-1))
				i := s.find(sec >> per)
				off := lo & (sb - 1)
				cover[i][sec&(1<<per-1)] |= uint32((uint64(1)<<(end-lo+1) - 1) << off)
				if end == last {
					break
				}
				lo = end + 1
			}
			a += pieceStride
		}
	}
	for i := range cover {
		s.lines[i].Full = 0
		for k := range 8 {
			if cover[i][k] == full {
				s.lines[i].Full |= 1 << k
			}
		}
	}
}

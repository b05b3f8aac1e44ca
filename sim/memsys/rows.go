package memsys

import (
	"math/bits"

	"simtlab/sim/memsys/cache"
	"simtlab/sim/memsys/sectors"
)

// loadRows is the fast path of the most common access, a global load by a
// full warp made of 1, 2 or 4 rows (shape) each reading one contiguous range
// or one element within a single line: a coalesced load, a broadcast, the
// rows of a 2D block. It writes the lines straight into s.rowBuf, in the
// order Collect would find them (rows in lane order), and the distinct bytes
// into s.rowBytes, with none of the general path's per-lane work. ok is false
// for every other access; the general path then handles it, with the same
// result (TestFastPathsAgree).
func (s *System) loadRows(a *Access) (lines []sectors.Line, ok bool) {
	if a.Space != Global || a.Op != Load || s.general {
		return nil, false
	}
	seg, stride := s.shape(a)
	w := uint64(a.Width)
	span := w // bytes of one row: one element, or seg consecutive ones
	switch {
	case seg < 8: // no shape, or more rows than rowBuf holds
		return nil, false
	case stride == int64(w):
		span = uint64(seg) * w
	case stride != 0:
		return nil, false
	}
	if seg == 32 { // one row: the usual 1D access
		lo := a.Addr[0]
		if !s.inOneLine(lo, span) {
			return nil, false
		}
		s.rowBuf[0] = sectors.Line{Num: lo >> (s.lineShift & 63), Sectors: s.sectorMask(lo, span), Lanes: fullMask}
		s.rowBytes = span
		return s.rowBuf[:1], true
	}
	if seg == 16 {
		return s.twoRows(a.Addr[0], a.Addr[16], span)
	}
	rowLanes := uint32(1)<<(uint(seg)&31) - 1
	var starts [4]uint64 // distinct row starts, for the distinct bytes
	n, rows := 0, 0
	for j := 0; j < 32; j += seg {
		lo := a.Addr[j]
		if !s.inOneLine(lo, span) {
			return nil, false
		}
		repeat := false // the same range as an earlier row
		for _, x := range starts[:rows&3] {
			if x == lo {
				repeat = true
			} else if x < lo+span && lo < x+span {
				return nil, false // partly overlapping rows
			}
		}
		if !repeat {
			starts[rows&3] = lo
			rows++
		}
		line := lo >> (s.lineShift & 63)
		i := 0
		for i < n && s.rowBuf[i&3].Num != line {
			i++
		}
		if i == n {
			s.rowBuf[i&3] = sectors.Line{Num: line}
			n++
		}
		s.rowBuf[i&3].Sectors |= s.sectorMask(lo, span)
		s.rowBuf[i&3].Lanes |= rowLanes << (uint(j) & 31)
	}
	s.rowBytes = uint64(rows) * span
	return s.rowBuf[:n], true
}

// twoRows is loadRows for a warp of two rows of 16 lanes (16-wide 2D
// blocks, the most common shape after one row), starting at lo and hi, of
// span bytes each, written out for speed.
func (s *System) twoRows(lo, hi, span uint64) (lines []sectors.Line, ok bool) {
	if !s.inOneLine(lo, span) || !s.inOneLine(hi, span) {
		return nil, false
	}
	if lo == hi { // both rows read the same range
		s.rowBuf[0] = sectors.Line{Num: lo >> (s.lineShift & 63), Sectors: s.sectorMask(lo, span), Lanes: fullMask}
		s.rowBytes = span
		return s.rowBuf[:1], true
	}
	if lo < hi+span && hi < lo+span {
		return nil, false // partly overlapping rows
	}
	s.rowBytes = 2 * span
	l0, l1 := lo>>(s.lineShift&63), hi>>(s.lineShift&63)
	if l0 == l1 {
		s.rowBuf[0] = sectors.Line{Num: l0, Sectors: s.sectorMask(lo, span) | s.sectorMask(hi, span), Lanes: fullMask}
		return s.rowBuf[:1], true
	}
	s.rowBuf[0] = sectors.Line{Num: l0, Sectors: s.sectorMask(lo, span), Lanes: 0xffff}
	s.rowBuf[1] = sectors.Line{Num: l1, Sectors: s.sectorMask(hi, span), Lanes: 0xffff0000}
	return s.rowBuf[:2], true
}

// rowLoad is cached for a global load whose lines loadRows found: the same
// steps and counters, with the store and local-memory cases left out (the
// general path is held to the same results by TestFastPathsAgree).
func (s *System) rowLoad(a *Access, c *counters, o *Outcome, lines []sectors.Line) {
	s.touched = lines
	// A load closes the SM's open store-buffer entries (storebuf.go).
	if sm := uint(a.SM); sm < uint(len(s.stores)) {
		if sb := s.stores[sm]; sb != nil && sb.open > 0 {
			s.closeStores(sb)
		}
	} else if sb := s.storeBufferFor(a.SM); sb.open > 0 {
		s.closeStores(sb)
	}
	l1 := s.l1For(a.SM)
	l1Policy := cache.Policy{Allocate: s.cfg.L1CachesGlobalLoads}
	var sectorsN, l1Hits, l2Requests, l2Sectors, l2Hits, l2Misses, dramSectors, carried int
	for i := range lines {
		ln := &lines[i]
		sectorsN += bits.OnesCount8(ln.Sectors)
		var hit1, miss1 uint8
		if a.BypassL1 {
			miss1 = ln.Sectors
		} else {
			hit1, miss1 = l1.Lookup(ln.Num, ln.Sectors, l1Policy)
		}
		s.hitL1[i&(sectors.MaxLines-1)] = hit1
		s.hitL2[i&(sectors.MaxLines-1)] = 0
		l1Hits += bits.OnesCount8(hit1)
		if miss1 == 0 {
			continue
		}
		l2Requests++
		l2Sectors += bits.OnesCount8(miss1)
		hit2, miss2 := s.l2.Lookup(ln.Num, miss1, cache.Policy{Allocate: true})
		s.hitL2[i&(sectors.MaxLines-1)] = hit2
		s.writeBack()
		l2Hits += bits.OnesCount8(hit2)
		if miss2 != 0 {
			n := s.dramRead(ln.Num, miss2)
			dramSectors += n
			l2Misses += n // the whole fetch block: see cached
			carried += s.carry(ln.Num, miss2, 0, n)
		}
	}
	c[cGlobalLdInst+gInst]++
	c[cGlobalLdInst+gRequests]++
	c[cGlobalLdInst+gSectors] += uint64(sectorsN)
	c[cGlobalLdInst+gHits] += uint64(l1Hits)
	c[cGlobalLdInst+gMisses] += uint64(sectorsN - l1Hits)
	c[cGlobalLdInst+gBytes] += s.rowBytes
	c[cL2ReadRequests] += uint64(l2Requests)
	c[cL2ReadSectors] += uint64(l2Sectors)
	c[cL2ReadHits] += uint64(l2Hits)
	c[cL2ReadMisses] += uint64(l2Misses)
	c[cDRAMReadSectors] += uint64(dramSectors)
	c[cL2Hits] += uint64(l2Hits)
	c[cL2Misses] += uint64(l2Misses)
	o.Level = LevelL1
	switch {
	case dramSectors > 0:
		o.Level = LevelDRAM
	case l2Sectors > 0:
		o.Level = LevelL2
	}
	o.Requests, o.Sectors, o.L1Hits = 1, int32(sectorsN), int32(l1Hits)
	o.L2Sectors, o.L2Hits, o.DRAMSectors, o.CarriedSectors = int32(l2Sectors), int32(l2Hits), int32(dramSectors), int32(carried)
	o.L2Requests, o.Lines = int32(l2Requests), int32(len(lines))
}

// inOneLine reports whether the n bytes at lo lie within one line.
func (s *System) inOneLine(lo, n uint64) bool {
	lineBytes := uint64(1) << (s.lineShift & 63)
	return lo&(lineBytes-1)+n <= lineBytes
}

// sectorMask returns the sectors of its line that the n bytes at lo touch
// (they lie within one line).
func (s *System) sectorMask(lo, n uint64) uint8 {
	first, last := lo>>(s.sectorShift&63), (lo+n-1)>>(s.sectorShift&63)
	perLine := uint64(1)<<((s.lineShift-s.sectorShift)&63) - 1
	return uint8((uint(2)<<((last-first)&7) - 1) << (first & perLine & 7))
}

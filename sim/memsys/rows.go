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
// result (TestFastPathsAgree). ObserveOutcome gives loads of 1 and 2 rows to
// rowPairLoad first, which finds the same lines with less work.
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
	rowLanes := uint32(uint64(1)<<(uint(seg)&63) - 1)
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

// rowPairLoad is loadRows and rowLoad in one for the loads the engine sends
// most: a global load by a full warp in one row (a 1D access) or in two
// rows of 16 lanes (a 16-wide 2D block), each row reading one contiguous
// range or one element within a single line. Written out for those two
// shapes, it finds at most two lines and looks them up without a loop, and
// reads the shape from the engine's hint without a call. It returns false,
// having done nothing, for any other access: loadRows and rowLoad take
// rows of 8 lanes, the general path the rest. The lines, the counters and
// the outcome are rowLoad's, which TestFastPathsAgree holds to the general
// path's.
func (s *System) rowPairLoad(a *Access, c *counters, o *Outcome) bool {
	var seg int
	var stride int64
	switch { // shape, with the engine's hints first
	case a.Space != Global || a.Op != Load || a.Mask != fullMask || s.general:
		return false
	case a.Affine:
		seg, stride = 32, a.Stride
	case a.RowLanes == 16:
		seg, stride = 16, a.Stride
	default:
		seg, stride = s.shape(a)
	}
	w := uint64(a.Width)
	var span uint64 // bytes of one row: one element, or seg consecutive ones
	switch {
	case stride == 0:
		span = w
	case stride == int64(w):
		span = uint64(seg) * w
	default:
		return false
	}
	var lo, hi uint64
	switch seg {
	case 32:
		lo = a.Addr[0]
		hi = lo
	case 16:
		lo, hi = a.Addr[0], a.Addr[16]
	default:
		return false
	}
	lineShift, lineMask := s.lineShift&63, s.lineMask
	if lo&lineMask+span > lineMask+1 || hi&lineMask+span > lineMask+1 {
		return false // a row crosses a line
	}
	rowBytes := span
	if lo != hi {
		if lo < hi+span && hi < lo+span {
			return false // partly overlapping rows
		}
		rowBytes = 2 * span
	}
	n0, n1 := lo>>lineShift, hi>>lineShift
	ss := s.sectorShift & 63 // sectorMask's, both rows at once
	f0, e0 := lo&lineMask>>ss, (lo&lineMask+span-1)>>ss
	f1, e1 := hi&lineMask>>ss, (hi&lineMask+span-1)>>ss
	m0 := uint8(uint(2)<<(e0&7) - uint(1)<<(f0&7))
	m1 := uint8(uint(2)<<(e1&7) - uint(1)<<(f1&7))
	lines := 1
	if n0 == n1 {
		m0 |= m1
		s.rowBuf[0] = sectors.Line{Num: n0, Sectors: m0, Lanes: fullMask}
	} else {
		lines = 2
		s.rowBuf[0] = sectors.Line{Num: n0, Sectors: m0, Lanes: 0xffff}
		s.rowBuf[1] = sectors.Line{Num: n1, Sectors: m1, Lanes: 0xffff0000}
	}
	s.touched = s.rowBuf[:lines]

	// A load closes the SM's open store-buffer entries (storebuf.go).
	var l1 *cache.Cache
	if sm := uint(a.SM); sm < uint(len(s.stores)) && sm < uint(len(s.l1)) {
		if sb := s.stores[sm]; sb != nil && sb.open > 0 {
			s.closeStores(sb)
		}
		l1 = s.l1[sm]
	} else if sb := s.storeBufferFor(a.SM); sb.open > 0 {
		s.closeStores(sb)
	}
	if l1 == nil {
		l1 = s.l1For(a.SM)
	}
	sectorsN := bits.OnesCount8(m0)
	var h0, h1, x1 uint8
	x0 := m0
	if lines == 2 {
		sectorsN += bits.OnesCount8(m1)
		x1 = m1
	}
	if !a.BypassL1 {
		p := cache.Policy{Allocate: s.cfg.L1CachesGlobalLoads}
		if lines == 2 {
			h0, x0, h1, x1 = l1.LookupPair(n0, m0, n1, m1, p)
		} else {
			h0, x0 = l1.Lookup(n0, m0, p)
		}
	}
	s.hitL1[0], s.hitL1[1], s.hitL2[0], s.hitL2[1] = h0, h1, 0, 0
	l1Hits := bits.OnesCount8(h0) + bits.OnesCount8(h1)
	c[cGlobalLdInst+gInst]++
	c[cGlobalLdInst+gRequests]++
	c[cGlobalLdInst+gSectors] += uint64(sectorsN)
	c[cGlobalLdInst+gHits] += uint64(l1Hits)
	c[cGlobalLdInst+gMisses] += uint64(sectorsN - l1Hits)
	c[cGlobalLdInst+gBytes] += rowBytes
	// Field by field (o is zero): see ObserveOutcome.
	o.Level, o.Requests, o.Sectors, o.L1Hits, o.Lines = LevelL1, 1, int32(sectorsN), int32(l1Hits), int32(lines)
	if x0 != 0 {
		s.rowL2(c, o, 0, n0, x0)
	}
	if x1 != 0 {
		s.rowL2(c, o, 1, n1, x1)
	}
	return true
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
	var sectorsN, l1Hits int
	o.Level = LevelL1 // rowL2 raises it
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
		if miss1 != 0 {
			s.rowL2(c, o, i, ln.Num, miss1)
		}
	}
	c[cGlobalLdInst+gInst]++
	c[cGlobalLdInst+gRequests]++
	c[cGlobalLdInst+gSectors] += uint64(sectorsN)
	c[cGlobalLdInst+gHits] += uint64(l1Hits)
	c[cGlobalLdInst+gMisses] += uint64(sectorsN - l1Hits)
	c[cGlobalLdInst+gBytes] += s.rowBytes
	// Field by field (o is zero): see ObserveOutcome.
	o.Requests, o.Sectors, o.L1Hits, o.Lines = 1, int32(sectorsN), int32(l1Hits), int32(len(lines))
}

// rowL2 is the L2 and DRAM step of a load for line i of its lines, number
// num, whose sectors miss L1 lacked: the steps and counters cached takes for
// each such line, added to c and o line by line (o starts at zero).
func (s *System) rowL2(c *counters, o *Outcome, i int, num uint64, miss uint8) {
	hit2, miss2 := s.l2.Lookup(num, miss, cache.Policy{Allocate: true})
	s.hitL2[i&(sectors.MaxLines-1)] = hit2
	s.writeBack()
	n, h := bits.OnesCount8(miss), bits.OnesCount8(hit2)
	c[cL2ReadRequests]++
	c[cL2ReadSectors] += uint64(n)
	c[cL2ReadHits] += uint64(h)
	c[cL2Hits] += uint64(h)
	o.L2Requests++
	o.L2Sectors += int32(n)
	o.L2Hits += int32(h)
	o.Level = max(o.Level, LevelL2)
	if miss2 != 0 {
		d := s.dramRead(num, miss2)
		// Nsight Compute's L2 read misses count the whole fetch block:
		// see cached.
		c[cL2ReadMisses] += uint64(d)
		c[cL2Misses] += uint64(d)
		c[cDRAMReadSectors] += uint64(d)
		o.DRAMSectors += int32(d)
		o.CarriedSectors += int32(s.carry(num, miss2, 0, d))
		o.Level = LevelDRAM
	}
}

// inOneLine reports whether the n bytes at lo lie within one line.
func (s *System) inOneLine(lo, n uint64) bool {
	lineBytes := uint64(1) << (s.lineShift & 63)
	return lo&(lineBytes-1)+n <= lineBytes
}

// sectorMask returns the sectors of its line that the n bytes at lo touch
// (they lie within one line, so no sector index exceeds 7).
func (s *System) sectorMask(lo, n uint64) uint8 {
	off := lo & s.lineMask
	first, last := off>>(s.sectorShift&63), (off+n-1)>>(s.sectorShift&63)
	return uint8(uint(2)<<(last&7) - uint(1)<<(first&7))
}

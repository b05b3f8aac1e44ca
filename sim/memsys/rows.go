package memsys

import "simtlab/sim/memsys/sectors"

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

package memsys

import "math/bits"

// storeBufferLines is how many 128-byte lines each SM's L1 keeps recent global
// stores of. Measured on an H200 (testdata/probe/wcombine.cu, results in
// h200/wcombine.csv): a warp storing into n lines twice in a row sends n write
// requests to L2 (one per line, the sectors of both stores together) and
// finds the second store's sectors "hit" for n ≤ 28; from n = 29 on every
// store misses and is sent on its own (least recently stored line evicted).
const storeBufferLines = 28

// storeBuffer is one SM's record of recently stored lines. Stores to a line
// it holds hit (Nsight Compute's l1tex..._op_st_lookup_hit) and, while the
// line's entry is open, join its pending write to L2: one L2 request carries
// every sector stored since the entry opened. An entry is sent (one
// lts__t_requests_srcunit_tex_op_write, its sectors) when it is evicted, when
// a load or atomic goes through the same L1 (measured: a load between two
// stores to one line makes two requests, the second store still hits), and
// at the end of the launch. Warps interleave on the GPU, so with many warps
// per SM the count depends on timing; the lab's warps take turns.
type storeBuffer struct {
	n     int
	open  int // entries with pending sectors: loads skip the scan when 0
	last  int // entry of the latest store: consecutive stores often share it
	entry [storeBufferLines]storeEntry
}

type storeEntry struct {
	line    uint64
	pending uint8 // sectors stored since the entry opened; 0 = closed
	srcLine int   // source line the entry's write request is counted on
	used    uint64
}

func (s *System) storeBufferFor(sm int) *storeBuffer {
	if n := len(s.stores); uint(sm) >= uint(n) {
		sm %= n
		if sm < 0 {
			sm += n
		}
	}
	if s.stores[sm] == nil {
		s.stores[sm] = new(storeBuffer)
	}
	return s.stores[sm]
}

// store records a store of sectors into line, on behalf of source line
// srcLine, and returns the sectors that hit.
func (s *System) store(b *storeBuffer, line uint64, sectors uint8, srcLine int) (hit uint8) {
	s.storeClock++
	if b.last < b.n && b.entry[b.last].line == line {
		s.join(b, b.last, sectors, srcLine)
		return sectors
	}
	for i := 0; i < b.n; i++ {
		if b.entry[i].line == line {
			s.join(b, i, sectors, srcLine)
			return sectors
		}
	}
	i := b.n
	if b.n == storeBufferLines {
		i = 0
		for j := 1; j < b.n; j++ {
			if b.entry[j].used < b.entry[i].used {
				i = j
			}
		}
		s.sendStore(b, &b.entry[i])
	} else {
		b.n++
	}
	b.entry[i] = storeEntry{line: line, pending: sectors, srcLine: srcLine, used: s.storeClock}
	b.open++
	b.last = i
	return 0
}

// join adds a store's sectors to entry i, reopening it if it was sent.
func (s *System) join(b *storeBuffer, i int, sectors uint8, srcLine int) {
	e := &b.entry[i]
	if e.pending == 0 {
		e.srcLine = srcLine
		b.open++
	}
	e.pending |= sectors
	e.used = s.storeClock
	b.last = i
}

// closeStores sends every open entry of b (the lines stay recorded).
func (s *System) closeStores(b *storeBuffer) {
	for i := 0; i < b.n && b.open > 0; i++ {
		s.sendStore(b, &b.entry[i])
	}
}

// sendStore counts an open entry's write request to L2 and closes it.
func (s *System) sendStore(b *storeBuffer, e *storeEntry) {
	if e.pending == 0 {
		return
	}
	b.open--
	c := s.counters(e.srcLine)
	c[cL2WriteRequests]++
	c[cL2WriteSectors] += uint64(bits.OnesCount8(e.pending))
	e.pending = 0
}

// flushStores sends what every SM still holds, at the end of a launch.
func (s *System) flushStores() {
	for _, b := range s.stores {
		if b != nil {
			s.closeStores(b)
		}
	}
}

package memsys

import (
	"sync"

	"simtlab/sim/memsys/cache"
)

// The caches of a released System are kept for the next System of the
// same geometry: an H200's L2 tags, and the carried L2's, are 8 MB each,
// and allocating them for every run (zeroing, the first touch of each page,
// the collector) cost about 15 ms of CPU per run of the SGEMM benchmark. A
// reused cache is Reset, which leaves it behaving as a new one does
// (cache.TestResetForgets, the reference model of cache/model_test.go), so
// reuse changes no result (TestReleasedCachesChangeNothing).

type geometry struct{ lines, ways, sectors int }

var cachePools sync.Map // geometry → *sync.Pool of *cache.Cache

// reuseCaches is off only in tests that build a reference without reuse.
var reuseCaches = true

// newCache returns an empty cache of the geometry, reused when one is free.
func newCache(lines, ways, sectorsPerLine int) (*cache.Cache, error) {
	g := geometry{lines, ways, sectorsPerLine}
	if p, ok := cachePools.Load(g); ok && reuseCaches {
		if c, ok := p.(*sync.Pool).Get().(*cache.Cache); ok {
			c.Reset()
			return c, nil
		}
	}
	return cache.New(lines, ways, sectorsPerLine)
}

// Release hands the System's caches back for reuse by later Systems. The
// System must not be used afterwards.
func (s *System) Release() {
	per := s.cfg.LineBytes / s.cfg.SectorBytes
	put := func(c *cache.Cache) {
		if c == nil {
			return
		}
		g := geometry{c.Sets() * c.Ways(), c.Ways(), per}
		p, _ := cachePools.LoadOrStore(g, new(sync.Pool))
		p.(*sync.Pool).Put(c)
	}
	for i, c := range s.l1 {
		put(c)
		s.l1[i] = nil
	}
	put(s.l2)
	put(s.carried)
	s.l2, s.carried = nil, nil
}

package memsys

import "simtlab/sim/memsys/cache"

// The L2 as the timing model sees it. The counters start every launch with
// empty caches, as Nsight Compute's cache control "all" does, but a GPU that
// runs kernels one after another keeps its L2: a kernel timed after others
// finds their data there (the recorded timing programs take the median of
// launches after warm-ups). carried is a second L2 of the same geometry that
// BeginLaunch does not empty. Only the accesses that miss the counters' L2 —
// each line's first touch in a launch — look it up and install their sectors,
// so it costs nothing on hits. Outcome.CarriedSectors reports the DRAM
// sectors it held; the timing model takes those from L2.

// carriedL2 returns the carried L2, created on first use (a program without
// global accesses never pays for its tags).
func (s *System) carriedL2() *cache.Cache {
	if s.carried == nil {
		// The geometry is the L2's, which NewChecked already built.
		s.carried, _ = newCache(wholeSets(s.cfg.L2Bytes/s.cfg.LineBytes, s.cfg.L2Ways*s.cfg.L2Slices), s.cfg.L2Ways, s.cfg.LineBytes/s.cfg.SectorBytes)
	}
	return s.carried
}

// carry looks up the sectors of line that missed the counters' L2 in the
// carried L2 and installs them there; fetched is what the counters' miss read
// from DRAM (0 for a write). It returns fetched when every missing sector was
// carried over from an earlier launch (the access would have hit a warm L2),
// else 0. Written sectors are installed only when written in full: a partly
// written sector is not valid in L2 (see cached).
func (s *System) carry(line uint64, missing, written uint8, fetched int) int {
	c := s.carriedL2()
	if fetched == 0 {
		if written != 0 {
			c.Lookup(line, written, cache.Policy{Allocate: true})
		}
		return 0
	}
	hit, _ := c.Lookup(line, s.fetchMask(missing), cache.Policy{Allocate: true})
	if missing&^hit != 0 {
		return 0
	}
	return fetched
}

// fetchMask widens missing sectors to the DRAM fetch blocks that dramRead
// reads, so that the carried L2 holds what the counters' L2 was filled with.
func (s *System) fetchMask(missing uint8) uint8 {
	g := s.cfg.DRAMFetchBytes / s.cfg.SectorBytes
	if g <= 1 {
		return missing
	}
	block := uint8(1<<g - 1)
	var fetch uint8
	for k := 0; k < s.cfg.LineBytes/s.cfg.SectorBytes; k += g {
		if missing&(block<<k) != 0 {
			fetch |= block << k
		}
	}
	return fetch
}

package memsys

import (
	"math/bits"

	"simtlab/sim/memsys/banks"
)

// Shared-memory atomics cost what the instructions nvcc emits for sm_90 cost
// on the H200 (measured with testdata/probe/atoms.cu and atoms2.cu; results in
// testdata/probe/h200):
//
//   - a native ATOMS serves every lane on its own, whether its old value is
//     used or not: lanes on one address or one bank take one wavefront each
//     (the banks package's atomic rule);
//   - atomicAdd of the constant 1 with the result unused is ATOMS.POPC.INC,
//     which adds the number of lanes per word once: wavefronts as for a load;
//   - atomicCAS moves two operands per lane: twice the wavefronts of a
//     native ATOMS, with Nsight Compute's conflicts those of one (64-bit
//     atomics, native or CAS, count per half-warp as 64-bit loads do);
//   - float atomicAdd and the 64-bit arithmetic atomics are a loop of LDS
//     and ATOMS.CAST.SPIN that runs until every lane has succeeded (see
//     casLoop).

// sharedAtomic counts one shared-memory atomic and returns its wavefronts.
func (s *System) sharedAtomic(a *Access, c *counters) int {
	c[cAtomicCollisions] += uint64(bits.OnesCount32(a.Mask) - s.distinctAddresses(a, 0))
	if a.Atom == AtomCASLoop {
		return s.casLoop(a, c)
	}
	op := banks.Atomic
	if a.Atom == AtomPopcInc {
		op = banks.Load
	}
	r := s.bank.Count(&a.Addr, a.Mask, a.Width, op)
	wf, conf := r.Wavefronts, r.Conflicts()
	if a.Atom == AtomCAS {
		wf *= 2
	}
	c[cSharedAtomInst]++
	c[cSharedAtomWavefronts] += uint64(wf)
	c[cSharedAtomConflicts] += uint64(conf)
	return wf
}

// casPasses returns, per lane, the 0-based pass of casLoop in which the lane
// succeeds, and the number of passes.
func casPasses(a *Access) (pass [32]uint8, n int) {
	group := uint32(0xffffffff)
	if a.Width > 4 {
		group = 0xffff
	}
	for left := a.Mask; left != 0; n++ {
		won := casWinners(a, left, group)
		for m := won; m != 0; m &= m - 1 {
			pass[bits.TrailingZeros32(m)] = uint8(n)
		}
		left &^= won
	}
	return pass, n
}

// casLoop counts nvcc's compare-and-swap loop for an atomic the hardware has
// no shared-memory instruction for:
//
//	loop: LDS old; new = old op v; ATOMS.CAST.SPIN ok, [p], old, new; @!ok BRA loop
//
// Each pass, the lanes still trying load the current value (a load's
// wavefronts) and try the swap. Measured on an H200: one lane per bank
// succeeds per pass (per bank and half-warp for 64-bit values), and of lanes
// on one address only one; a 32-bit CAST costs 2 wavefronts, a 64-bit one 2
// per half-warp with lanes still trying, and neither counts bank conflicts.
// The passes are those of one warp alone: other warps contending for the
// same words at the same time (which the GPU interleaves) add passes the
// memory system cannot see.
func (s *System) casLoop(a *Access, c *counters) int {
	group := uint32(0xffffffff)
	if a.Width > 4 {
		group = 0xffff
	}
	total := 0
	for left := a.Mask; left != 0; {
		r := s.bank.Count(&a.Addr, left, a.Width, banks.Load)
		c[cSharedLdInst]++
		c[cSharedLdWavefronts] += uint64(r.Wavefronts)
		c[cSharedLdConflicts] += uint64(r.Conflicts())
		c[cBankReads] += uint64(r.Words)
		wf := 2
		if a.Width > 4 && left&0xffff != 0 && left>>16 != 0 {
			wf = 4
		}
		c[cSharedAtomInst]++
		c[cSharedAtomWavefronts] += uint64(wf)
		total += wf
		left &^= casWinners(a, left, group)
	}
	return total
}

// casWinners returns the lanes of left whose swap succeeds in one pass: in
// each group of lanes (the warp, or each half-warp for 64-bit values) the
// lowest lane per bank, and of those on one address the lowest.
func casWinners(a *Access, left, group uint32) uint32 {
	var won uint32
	for shift := 0; shift < 32 && group<<shift != 0; shift += bits.OnesCount32(group) {
		var banksUsed uint32
		for m := left & (group << shift); m != 0; m &= m - 1 {
			l := bits.TrailingZeros32(m)
			b := uint32(a.Addr[l]/banks.WordBytes) % banks.Banks
			if banksUsed&(1<<b) != 0 {
				continue
			}
			banksUsed |= 1 << b
			taken := false
			for w := won; w != 0; w &= w - 1 {
				if a.Addr[bits.TrailingZeros32(w)] == a.Addr[l] {
					taken = true
					break
				}
			}
			if !taken {
				won |= 1 << l
			}
		}
	}
	return won
}

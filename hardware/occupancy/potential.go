package occupancy

import (
	"errors"

	"simtlab/hardware"
)

// MaxPotentialBlockSize is cudaOccupancyMaxPotentialBlockSize: the block
// size with the most resident threads per SM (the largest such size on a
// tie, because sizes are tried from the top down) and the grid size that
// fills every SM with it. blockLimit is the kernel's own limit
// (cudaFuncAttributes.maxThreadsPerBlock, from __launch_bounds__), 0 for
// none. dynSmem gives the dynamic shared memory a block size needs; nil
// means in.DynamicSmem for every size. in.Threads is ignored.
func MaxPotentialBlockSize(p *hardware.Profile, in Input, blockLimit int, dynSmem func(blockSize int) int) (minGridSize, blockSize int, err error) {
	if p == nil {
		return 0, 0, errors.New("no GPU profile")
	}
	limit := p.MaxThreadsPerBlock
	if blockLimit > 0 {
		limit = min(limit, blockLimit)
	}
	best, bestBlocks, bestThreads := 0, 0, 0
	for aligned := roundUp(limit, p.WarpSize); aligned > 0; aligned -= p.WarpSize {
		try := min(limit, aligned)
		v := in
		v.Threads = try
		if dynSmem != nil {
			v.DynamicSmem = dynSmem(try)
		}
		r := Compute(p, v)
		if r.Err != nil {
			return 0, 0, r.Err
		}
		if threads := try * r.BlocksPerSM; threads > bestThreads {
			best, bestBlocks, bestThreads = try, r.BlocksPerSM, threads
		}
		if bestThreads == p.MaxThreadsPerSM {
			break
		}
	}
	return bestBlocks * p.SMs, best, nil
}

// AvailableDynamicSmemPerBlock is cudaOccupancyAvailableDynamicSMemPerBlock:
// the dynamic shared memory each block may use so that numBlocks blocks of
// in.Threads threads fit on an SM. Like CUDA it ignores the driver's
// per-block reserve when dividing, so its answer can be 1 KB too generous
// (hardware-facts.md 1.1); Compute gives the true occupancy.
func AvailableDynamicSmemPerBlock(p *hardware.Profile, in Input, numBlocks int) (int, error) {
	if numBlocks <= 0 {
		return 0, errors.New("the number of blocks must be positive")
	}
	v := in
	v.DynamicSmem = 0
	r := Compute(p, v)
	if r.Err != nil {
		return 0, r.Err
	}
	if r.BlocksPerSM < numBlocks {
		return 0, errors.New("that many blocks cannot be resident on one SM")
	}
	perBlockCap := p.SharedPerBlock
	if p.VoltaPlus() {
		perBlockCap = p.SharedPerBlockOptin
	}
	if p.CC[0] >= 8 {
		perBlockCap += p.SharedReservedPerBlock
	}
	perSM := perBlockCap
	if numBlocks > 1 {
		pref, ok := PreferredSharedPerSM(p, in)
		if !ok {
			return 0, errors.New("no legal shared-memory configuration")
		}
		if pref == 0 {
			if pref, ok = AlignUpCarveout(p, 1); !ok {
				return 0, errors.New("no legal shared-memory configuration")
			}
		}
		perSM = pref
	}
	avail := perSM / numBlocks / p.SharedAllocUnit * p.SharedAllocUnit
	avail = min(avail, perBlockCap)
	maxDyn := in.MaxDynamicSmem
	if maxDyn == MaxDynamicSmemDefault {
		maxDyn = max(p.SharedPerBlock-in.StaticSmem, 0)
	}
	if avail < in.StaticSmem {
		// size_t wraps around in CUDA; the attribute then caps it.
		return maxDyn, nil
	}
	return min(avail-in.StaticSmem, maxDyn), nil
}

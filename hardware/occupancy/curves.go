package occupancy

import "simtlab/hardware"

// Point is one point of an occupancy curve: X is the varied quantity (block
// size, registers per thread or bytes of shared memory per block).
type Point struct {
	X           int
	BlocksPerSM int
	WarpsPerSM  int
	Occupancy   float64
}

// Curves are the three graphs of NVIDIA's occupancy spreadsheet: occupancy
// against block size, registers per thread and shared memory per block,
// each varying one input of the launch while the others stay as given.
type Curves struct {
	BlockSize []Point // 32, 64, ... up to the block-size limit
	Registers []Point // 1 .. the per-thread register limit
	SharedMem []Point // 0 .. the largest legal per-block size, in steps of SharedStep
	// SharedStep is the spacing of SharedMem: 512 bytes, or the allocation
	// unit where that is larger.
	SharedStep int
}

// ComputeCurves returns the curves around the launch configuration in.
func ComputeCurves(p *hardware.Profile, in Input) Curves {
	var c Curves
	if p == nil {
		return c
	}
	point := func(x int, v Input) Point {
		r := Compute(p, v)
		return Point{X: x, BlocksPerSM: r.BlocksPerSM, WarpsPerSM: r.WarpsPerSM, Occupancy: r.Occupancy}
	}
	for threads := p.WarpSize; threads <= p.MaxThreadsPerBlock; threads += p.WarpSize {
		v := in
		v.Threads = threads
		c.BlockSize = append(c.BlockSize, point(threads, v))
	}
	for regs := 1; regs <= p.MaxRegsPerThread; regs++ {
		v := in
		v.Regs = regs
		c.Registers = append(c.Registers, point(regs, v))
	}
	// Dynamic shared memory is what the program can vary; the attribute is
	// raised as cudaFuncSetAttribute would, so the curve reaches the opt-in
	// maximum.
	c.SharedStep = max(512, p.SharedAllocUnit)
	top := p.SharedPerBlockOptin - in.StaticSmem
	for dyn := 0; dyn <= top; dyn += c.SharedStep {
		v := in
		v.DynamicSmem = dyn
		v.MaxDynamicSmem = top
		c.SharedMem = append(c.SharedMem, point(in.StaticSmem+dyn, v))
	}
	return c
}

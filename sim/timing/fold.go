package timing

// nvcc unrolls loops: a loop over arithmetic whose trip count is known only
// at run time is unrolled 4 times with a remainder loop, and the unrolled
// body again 4 times (the H200 SASS of tests/gpu/timing/divergence.cu: 16
// FFMA per IADD3, ISETP and BRA). Its test and increment therefore run once
// per unrolled trip, where the engine, which runs the source, records them
// in every iteration. In a loop of a few operations that is most of the
// stream: smsp__inst_executed.sum of uniformBranch is 112 warp instructions
// per warp on the H200, where the engine records 204 (64 iterations of a
// test, a fused multiply-add and an increment). foldLoopControl leaves out
// the instructions of later iterations that the unrolled code no longer
// issues.
//
// Loops over loads are hoistLoads' business (it folds their loop control
// with their address arithmetic), so the loop control of a line is folded
// only while nothing but ALU work ever ran between two of its instructions.

// LoopUnroll is how many iterations share one test and increment after
// unrolling: the factor every runtime-unrolled loop gets at least (the same
// as HoistUnroll). The divergence SASS shows 4 × 4; the remainder loop and
// the set-up of the unrolled one make 4 the closer count of instructions
// (112 on the H200 against 108 modelled for uniformBranch).
const LoopUnroll = HoistUnroll

// folder holds foldLoopControl's buffers, reused from stream to stream.
type folder struct {
	alias []int32 // old index → new index of the kept instruction that stands for it, -1 = none
	out   []Inst
	seen  map[int32]loopSeen
}

// loopSeen is, per source line, the index of its last loop-control
// instruction, how many followed the first with only ALU work between, and
// whether a memory instruction ever ran between two of them.
type loopSeen struct {
	last, run int
	loads     bool
}

// foldLoopControl returns insts without the loop-control instructions that
// unrolling removes: of LoopUnroll consecutive ones of a line, only the
// first stays. An instruction that read a left-out one reads what that one
// read. The result is insts itself when nothing is left out, else the
// folder's buffer, valid until its next use.
func (f *folder) foldLoopControl(insts []Inst) []Inst {
	first := -1
	for i := range insts {
		if insts[i].Flags&FlagLoopControl != 0 {
			first = i
			break
		}
	}
	if first < 0 {
		return insts
	}
	if f.seen == nil {
		f.seen = map[int32]loopSeen{}
	}
	clear(f.seen)
	alias := grow(f.alias, len(insts))
	f.alias = alias
	out := f.out[:0]
	lastMem := -1 // index of the youngest non-ALU instruction
	for i := range insts {
		in := insts[i]
		drop := false
		if in.Flags&FlagLoopControl != 0 && isALU(in.Class) {
			s, ok := f.seen[in.Line]
			switch {
			case !ok:
			case lastMem > s.last:
				s.loads = true // a loop over loads: hoistLoads folds it
			default:
				s.run++
			}
			s.last = i
			f.seen[in.Line] = s
			drop = !s.loads && s.run%LoopUnroll != 0
		}
		if !isALU(in.Class) {
			lastMem = i
		}
		if drop {
			// Whoever reads it reads its own producer instead.
			alias[i] = -1
			if d := int(in.Dep); d > 0 && d <= i {
				alias[i] = alias[i-d]
			}
			continue
		}
		n := len(out)
		in.Dep = f.redirect(i, int(in.Dep), n)
		in.Dep2 = f.redirect(i, int(in.Dep2), n)
		if in.Dep == in.Dep2 {
			in.Dep2 = 0
		}
		alias[i] = int32(n)
		out = append(out, in)
	}
	f.out = out
	if len(out) == len(insts) {
		return insts
	}
	return out
}

// redirect turns the dependency distance d of old instruction i into a
// distance from new index n, through the alias of a left-out producer.
func (f *folder) redirect(i, d, n int) uint16 {
	if d <= 0 || d > i {
		return 0
	}
	p := int(f.alias[i-d])
	if p < 0 || n-p > MaxDep {
		return 0
	}
	return uint16(n - p)
}

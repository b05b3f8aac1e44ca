package engine

import (
	"math"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/engine/mem"
	"simtlab/sim/memsys"
)

// atomicOp returns the new value of an atomic read-modify-write given the
// old value, the operand and (for CAS) the compare value.
func atomicOp(name string, k kind) func(old, v, cmp uint64) uint64 {
	switch name {
	case "atomicAdd":
		switch k {
		case kF32:
			// Shared memory's float atomicAdd is a compare-and-swap loop around
			// an FADD: no flushing, the GPU's canonical NaN.
			return func(o, v, _ uint64) uint64 { return deviceNaN32(b32(f32(o) + f32(v))) }
		case kF64:
			return func(o, v, _ uint64) uint64 { return b64(f64(o) + f64(v)) }
		}
		return func(o, v, _ uint64) uint64 { return canon(k, o+v) }
	case "atomicAdd_simtlab_f16", "atomicAdd_simtlab_bf16", "atomicAdd_simtlab_f16x2", "atomicAdd_simtlab_bf16x2":
		// atom.add.noftz on 16-bit floats: each half rounded to nearest
		sf := halfFloat
		if strings.Contains(name, "bf16") {
			sf = bf16Float
		}
		halves := 1
		if strings.HasSuffix(name, "x2") {
			halves = 2
		}
		return func(o, v, _ uint64) uint64 {
			var r uint64
			for k := range halves {
				a, b := uint16(o>>(16*k)), uint16(v>>(16*k))
				r |= uint64(sf.op("__hadd", []float64{sf.decode(a), sf.decode(b)}, []uint16{a, b})) << (16 * k)
			}
			return r
		}
	case "atomicSub":
		return func(o, v, _ uint64) uint64 { return canon(k, o-v) }
	case "atomicExch":
		return func(_, v, _ uint64) uint64 { return v }
	case "atomicMin", "atomicMax":
		less := arith(token.Lss, k)
		isMin := name == "atomicMin"
		if k.isFloat() {
			return func(o, v, _ uint64) uint64 {
				a, b := f64(o), f64(v)
				if k == kF32 {
					a, b = float64(f32(o)), float64(f32(v))
				}
				if (b < a) == isMin && b != a {
					return v
				}
				return o
			}
		}
		return func(o, v, _ uint64) uint64 {
			if (less(v, o) != 0) == isMin && v != o {
				return v
			}
			return o
		}
	case "atomicInc":
		return func(o, v, _ uint64) uint64 {
			if uint32(o) >= uint32(v) {
				return 0
			}
			return canon(k, o+1)
		}
	case "atomicDec":
		return func(o, v, _ uint64) uint64 {
			if uint32(o) == 0 || uint32(o) > uint32(v) {
				return canon(k, v)
			}
			return canon(k, o-1)
		}
	case "atomicCAS":
		return func(o, v, cmp uint64) uint64 {
			if o == cmp {
				return v
			}
			return o
		}
	case "atomicAnd":
		return func(o, v, _ uint64) uint64 { return o & v }
	case "atomicOr":
		return func(o, v, _ uint64) uint64 { return o | v }
	case "atomicXor":
		return func(o, v, _ uint64) uint64 { return canon(k, o^v) }
	}
	return nil
}

// atomicAddF32Global is atomicAdd on a float of global memory, PTX's
// atom.global.add.f32: it rounds to nearest even and flushes subnormal inputs
// and results to zero, keeping their sign (the PTX ISA; RED/ATOMG .FTZ.RN).
func atomicAddF32Global(o, v, _ uint64) uint64 {
	return deviceNaN32(b32(flushF32(flushF32(f32(o)) + flushF32(f32(v)))))
}

// flushF32 returns x with a subnormal replaced by a zero of its sign.
func flushF32(x float32) float32 {
	if b := math.Float32bits(x); b&0x7f800000 == 0 {
		return math.Float32frombits(b & 0x80000000)
	}
	return x
}

// deviceNaN32 returns the float bits r with a NaN replaced by the GPU's
// canonical NaN, 0x7fffffff, which every float instruction produces.
func deviceNaN32(r uint64) uint64 {
	if uint32(r)&0x7fffffff > 0x7f800000 {
		return 0x7fffffff
	}
	return r
}

// atomic compiles the atomic functions: executed lane by lane in lane order,
// each lane seeing the previous lanes' updates.
func (c *compiler) atomic(e *ast.Call, name string) evalFn {
	for _, suffix := range []string{"_block", "_system"} {
		name = strings.TrimSuffix(name, suffix)
	}
	k := kindOf(e.T)
	op := atomicOp(name, k)
	if op == nil || len(e.Args) < 2 {
		return nil
	}
	args := c.exprs(e.Args)
	cas := name == "atomicCAS"
	unused := c.discard == e
	// libcu++'s atomics (check/libcuatomic.go) are atom instructions
	// even when their result is unused (its inline PTX), and a 64-bit add
	// of one value for every lane aggregates as a 32-bit one does
	// (x_cuda_atomics' SASS: POPC, then one lane's ATOM.E.ADD.64).
	libcu := e.Func != nil && strings.HasPrefix(e.Func.Name, "__cuda_atomic_")
	reduction := unused && !libcu
	wideAdd := libcu && (k == kI64 || k == kU64) && (name == "atomicAdd" || name == "atomicSub")
	aggregate := (k == kI32 || k == kU32) && (name == "atomicAdd" || name == "atomicSub" ||
		unused && (name == "atomicMin" || name == "atomicMax" || name == "atomicAnd" || name == "atomicOr" || name == "atomicXor"))
	line := c.line(e)
	d := c.newReg()
	size := k.size()
	atomKind := atomKindOf(name, k, size, reduction, e.Args[len(e.Args)-1])
	globalOp := op
	if name == "atomicAdd" && k == kF32 {
		globalOp = atomicAddF32Global
	}
	return func(f *Frame, m uint32) *Vec {
		out := &f.regs[d]
		w := f.w
		p := args[0](f, m)
		v := args[len(args)-1](f, m)
		var cmp *Vec
		if cas {
			cmp = args[1](f, m)
		}
		w.count(line, m)
		out.U = false
		if w.halted() {
			out.setUniform(0)
			return out
		}
		for mm := m; mm != 0; mm &= mm - 1 {
			l := firstLane(mm)
			if l >= w.n {
				break
			}
			addr := p.get(l)
			b, off := w.resolve(addr, size, OpAtomic, l, line)
			if b == nil {
				out.setUniform(0)
				return out
			}
			if w.device && b.Space != mem.Global && b.Space != mem.Shared && !b.Managed {
				w.fault(line, l, addr, size, OpAtomic, &mem.Fault{Kind: mem.OutOfBounds, Addr: addr,
					Msg: "atomics work on global and shared memory only"})
				out.setUniform(0)
				return out
			}
			w.checkInitAtomic(b, off, size, addr, l, line)
			raw := mem.Load(b, off, size)
			old := extend(k, raw)
			var cv uint64
			if cmp != nil {
				cv = cmp.get(l)
			}
			nv := op(old, v.get(l), cv)
			if b.Space == mem.Global {
				nv = globalOp(old, v.get(l), cv)
			}
			mem.Store(b, off, size, nv)
			if nv&sizeMask(size) != raw {
				w.atomicWrites++ // a wait loop that changes memory is working, not waiting (its.go)
			}
			out.V[l] = old
		}
		if w.n == 1 {
			out.U = true
		}
		opk := OpAtomic
		if reduction {
			opk = OpReduction
		}
		obsMask := m
		if (aggregate || wideAdd && v.U) && sameAddress(p, m) {
			// nvcc aggregates a 32-bit integer atomicAdd/Sub whose address is
			// the same in every active lane: one lane performs the sum of
			// the warp (the others get prefix sums), so the memory system
			// sees one access. Min, max, and, or and xor whose results
			// nobody reads are aggregated too, with REDUX (x_randblock_*'s
			// SASS: REDUX.MIN, then one lane's REDG.E.MIN).
			obsMask = m & -m
		}
		if w.device {
			// The memory system costs shared atomics by what nvcc emits.
			w.blk.launch.acc.Atom = atomKind
			w.observe(p, obsMask, size, opk, line)
			w.blk.launch.acc.Atom = memsys.AtomNative
		}
		return out
	}
}

// atomKindOf is the instruction sequence nvcc emits for an atomic on sm_90,
// which shared memory's counters depend on (memsys.AtomKind).
func atomKindOf(name string, k kind, size int, reduction bool, operand ast.Expr) memsys.AtomKind {
	switch {
	case name == "atomicCAS":
		return memsys.AtomCAS
	case name == "atomicAdd" && k.isFloat(), size == 8 && name != "atomicExch":
		return memsys.AtomCASLoop
	case name == "atomicAdd" && reduction && size == 4:
		if v := operand.Base().Const; v != nil && !v.IsFloat && v.Int == 1 {
			return memsys.AtomPopcInc
		}
	}
	return memsys.AtomNative
}

// checkInitAtomic is initcheck for atomics (they read the old value); it
// skips the race detector, since atomics never race.
func (w *Warp) checkInitAtomic(b *mem.Block, off uint64, size int, addr uint64, lane, line int) {
	if !w.device || b.Initialized(off, uint64(size)) {
		return
	}
	w.reportUninit(b, size, addr, lane, line)
}

// sameAddress reports whether every active lane of p holds one address.
func sameAddress(p *Vec, m uint32) bool {
	if p.U {
		return true
	}
	x := p.V[firstLane(m)]
	for mm := m; mm != 0; mm &= mm - 1 {
		if p.V[firstLane(mm)] != x {
			return false
		}
	}
	return true
}

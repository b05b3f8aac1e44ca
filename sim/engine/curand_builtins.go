package engine

import (
	"fmt"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/types"
	"simtlab/sim/engine/curand"
	"simtlab/sim/engine/mem"
)

// curandGen is a cuRAND device generator state (XORWOW or Philox).
type curandGen interface {
	Next() uint32
	Uniform() float32
	UniformDouble() float64
	Normal() float32
	LogNormal(mean, stddev float32) float32
	NormalDouble() float64
	NormalPairDouble() (float64, float64)
	LogNormalDouble(mean, stddev float64) float64
	Skip(n uint64)
	SkipSequence(n uint64)
	Encode(b []byte)
	Decode(b []byte)
}

// curandKind says which generator a state pointer argument points to.
type curandKind struct {
	size   uint64
	xorwow bool // curandStateXORWOW (the others may have its size)
	fresh  func() curandGen
	init   func(seed, subsequence, offset uint64) curandGen
}

var (
	curandXORWOW = curandKind{curand.Size, true, func() curandGen { return new(curand.State) },
		func(a, b, c uint64) curandGen { s := curand.Init(a, b, c); return &s }}
	curandMRG = curandKind{curand.MRGSize, false, func() curandGen { return new(curand.MRG) },
		func(a, b, c uint64) curandGen { s := curand.InitMRG(a, b, c); return &s }}
	curandPhilox = curandKind{curand.PhiloxSize, false, func() curandGen { return new(curand.Philox) },
		func(a, b, c uint64) curandGen { s := curand.InitPhilox(a, b, c); return &s }}
)

func curandKindOf(t types.Type) curandKind {
	if p, ok := t.(*types.Pointer); ok {
		if st, ok := p.Elem.(*types.Struct); ok {
			switch st.Name {
			case "curandStatePhilox4_32_10":
				return curandPhilox
			case "curandStateMRG32k3a":
				return curandMRG
			}
		}
	}
	return curandXORWOW
}

// curandBuiltin compiles cuRAND's device API. Each call reads the state
// the program passed by pointer, advances it with sim/engine/curand and
// writes it back, lane by lane, so the numbers are the library's, bit for
// bit.
func (c *compiler) curandBuiltin(e *ast.Call, name string) evalFn {
	stateArg := 0
	switch name {
	case "curand_init":
		stateArg = 3
	case "skipahead", "skipahead_sequence", "skipahead_subsequence":
		stateArg = 1
	case "curand", "curand_uniform", "curand_uniform_double", "curand_normal", "curand_normal_double",
		"curand_log_normal", "curand_log_normal_double", "curand_normal2", "curand4", "curand_uniform4", "curand_normal4",
		"curand_normal2_double", "curand_uniform2_double", "curand_poisson", "curand_poisson4",
		"curand_log_normal2", "curand_log_normal4", "curand_log_normal2_double", "curand_log_normal4_double",
		"curand_normal4_double", "curand_uniform4_double":
	default:
		return nil
	}
	if stateArg >= len(e.Args) {
		return nil
	}
	gk := curandKindOf(e.Args[stateArg].Type())
	switch name {
	case "curand_init":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			f.w.storeCurand(a[3], gk, gk.init(a[0], a[1], a[2]), lane, line)
			return 0
		})
	case "skipahead", "skipahead_sequence", "skipahead_subsequence":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			s, ok := f.w.loadCurand(a[1], gk, lane, line)
			if !ok {
				return 0
			}
			mrg, isMRG := s.(*curand.MRG)
			switch {
			case name == "skipahead":
				s.Skip(a[0])
			case name == "skipahead_sequence" && isMRG:
				mrg.SkipLongSequence(a[0]) // MRG32k3a's sequences are 2^127 draws
			default:
				s.SkipSequence(a[0])
			}
			f.w.storeCurand(a[1], gk, s, lane, line)
			return 0
		})
	case "curand_normal2", "curand4", "curand_uniform4", "curand_normal4", "curand_normal2_double", "curand_uniform2_double", "curand_poisson4",
		"curand_log_normal2", "curand_log_normal4", "curand_log_normal2_double", "curand_log_normal4_double", "curand_normal4_double", "curand_uniform4_double":
		size := e.T.Size() // float2 8 bytes, float4 and double2 16, double4 32
		return c.aggregateEffect(e, size, func(f *Frame, a []uint64, lane, line int) [4]uint64 {
			s, ok := f.w.loadCurand(a[0], gk, lane, line)
			if !ok {
				return [4]uint64{}
			}
			var r [4]uint64
			p, isPhilox := s.(*curand.Philox)
			switch name {
			case "curand_normal2":
				x, y := normalPair(s)
				r[0] = b32(x) | b32(y)<<32
			case "curand_log_normal2":
				// the pair curand_normal2 draws, each through exp(mean + stddev v)
				x, y := normalPair(s)
				mean, sd := f32(a[1]), f32(a[2])
				r[0] = b32(curand.LogNormalOf(mean, sd, x)) | b32(curand.LogNormalOf(mean, sd, y))<<32
			case "curand_log_normal2_double":
				x, y := s.NormalPairDouble()
				mean, sd := f64(a[1]), f64(a[2])
				r[0], r[1] = b64(curand.LogNormalDoubleOf(mean, sd, x)), b64(curand.LogNormalDoubleOf(mean, sd, y))
			case "curand_log_normal4", "curand_normal4":
				if !isPhilox {
					return r
				}
				w := p.Next4()
				x0, y0 := curand.BoxMuller(w[0], w[1])
				x1, y1 := curand.BoxMuller(w[2], w[3])
				v := [4]float32{x0, y0, x1, y1}
				if name == "curand_log_normal4" {
					for i := range v {
						v[i] = curand.LogNormalOf(f32(a[1]), f32(a[2]), v[i])
					}
				}
				r[0], r[1] = b32(v[0])|b32(v[1])<<32, b32(v[2])|b32(v[3])<<32
			case "curand_normal4_double", "curand_log_normal4_double", "curand_uniform4_double":
				if !isPhilox {
					return r
				}
				var v [4]float64
				if name == "curand_uniform4_double" {
					v[0], v[1] = p.UniformPairDouble()
					v[2], v[3] = p.UniformPairDouble()
				} else {
					v = p.Normal4Double()
				}
				for i := range v {
					if name == "curand_log_normal4_double" {
						v[i] = curand.LogNormalDoubleOf(f64(a[1]), f64(a[2]), v[i])
					}
					r[i] = b64(v[i])
				}
			case "curand_normal2_double":
				x, y := s.NormalPairDouble()
				r[0], r[1] = b64(x), b64(y)
			case "curand_uniform2_double":
				if !isPhilox {
					return r
				}
				x, y := p.UniformPairDouble()
				r[0], r[1] = b64(x), b64(y)
			case "curand4", "curand_uniform4":
				if !isPhilox {
					return r
				}
				w := p.Next4()
				for i, v := range w {
					bits := uint64(v)
					if name == "curand_uniform4" {
						bits = b32(float32(v)*float32(1.0/(1<<32)) + float32(1.0/(1<<33)))
					}
					r[i/2] |= bits << (32 * (i % 2))
				}
			case "curand_poisson4":
				if !isPhilox {
					return r
				}
				k, ok := curand.Poisson4(p, f64(a[1]), p.Normal4Double)
				if !ok {
					f.w.runtimeError(line, "%s", poissonStuck(name, f64(a[1])))
				}
				r[0], r[1] = uint64(k[0])|uint64(k[1])<<32, uint64(k[2])|uint64(k[3])<<32
			}
			f.w.storeCurand(a[0], gk, s, lane, line)
			return r
		})
	}
	draw := func(f *Frame, a []uint64, lane, line int) uint64 {
		s, ok := f.w.loadCurand(a[0], gk, lane, line)
		if !ok {
			return 0
		}
		var r uint64
		switch name {
		case "curand":
			r = uint64(s.Next())
		case "curand_uniform":
			r = b32(s.Uniform())
		case "curand_uniform_double":
			r = b64(s.UniformDouble())
		case "curand_normal":
			r = b32(s.Normal())
		case "curand_normal_double":
			r = b64(s.NormalDouble())
		case "curand_log_normal":
			r = b32(s.LogNormal(f32(a[1]), f32(a[2])))
		case "curand_log_normal_double":
			r = b64(s.LogNormalDouble(f64(a[1]), f64(a[2])))
		case "curand_poisson":
			k, ok := curand.Poisson(s, f64(a[1]))
			if !ok {
				f.w.runtimeError(line, "%s", poissonStuck(name, f64(a[1])))
			}
			r = uint64(k)
		}
		f.w.storeCurand(a[0], gk, s, lane, line)
		return r
	}
	if gk.xorwow && (name == "curand" || name == "curand_uniform") {
		// The commonest draws on the default generator, in place: no
		// State to decode, allocate and encode per lane. (A state in
		// constant memory takes the general way, whose store faults.)
		uniform := name == "curand_uniform"
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			if mem.SpaceOf(a[0]) == mem.Constant {
				return draw(f, a, lane, line)
			}
			b, blk, ok := f.w.curandBytes(a[0], gk, lane, line)
			if !ok {
				return 0
			}
			x := curand.NextEncoded(b)
			blk.MarkInit(a[0]-blk.Base, gk.size)
			if uniform {
				return b32(curand.UniformOf(x))
			}
			return uint64(x)
		})
	}
	return c.effect(e, draw)
}

// poissonStuck is the message for a Poisson draw whose rejection loop
// gave up: on a GPU it would never return.
func poissonStuck(name string, lambda float64) string {
	return fmt.Sprintf("%s with lambda %g never returns: cuRAND's rejection method accepts no count for it (%d tries), and on a GPU the thread would loop for ever", name, lambda, curand.MaxPoissonTries)
}

// normalPair is curand_normal2: both values of one Box-Muller transform
// of the next two draws (the cached value is neither used nor changed).
// MRG32k3a builds it from two uniforms instead.
func normalPair(s curandGen) (float32, float32) {
	if mrg, ok := s.(*curand.MRG); ok {
		return mrg.NormalPair()
	}
	return curand.BoxMuller(s.Next(), s.Next())
}

// aggregateEffect is effect for a call that returns an aggregate of 8 to
// 32 bytes (float2, uint4, float4, double2, double4): fn gives its bytes
// as up to four words, and the call evaluates to the address of the value
// in frame memory.
func (c *compiler) aggregateEffect(e *ast.Call, size int64, fn func(f *Frame, a []uint64, lane, line int) [4]uint64) evalFn {
	args := c.exprs(e.Args)
	line := c.line(e)
	off := c.frameMem(size, min(size, 16))
	d := c.newReg()
	return func(f *Frame, m uint32) *Vec {
		w := f.w
		vs := make([]*Vec, len(args))
		for i, a := range args {
			vs[i] = a(f, m)
		}
		w.count(line, m)
		out := &f.regs[d]
		addU(out, &f.base, off, w.n)
		in := make([]uint64, len(vs))
		for mm := m; mm != 0; mm &= mm - 1 {
			l := firstLane(mm)
			if l >= w.n || w.halted() {
				break
			}
			for i, v := range vs {
				in[i] = v.get(l)
			}
			r := fn(f, in, l, line)
			addr := out.get(l)
			for k := int64(0); k < size/8; k++ {
				w.storeLane(addr+uint64(8*k), kU64, r[k], l, line)
			}
		}
		return out
	}
}

// loadCurand reads the generator state at addr for one lane.
func (w *Warp) loadCurand(addr uint64, gk curandKind, lane, line int) (curandGen, bool) {
	if _, bad := w.checkRange(addr, gk.size, OpLoad, lane, line); bad {
		return nil, false
	}
	b, _, fl := w.m.mem.Bytes(addr, gk.size)
	if fl != nil {
		w.fault(line, lane, addr, int(gk.size), OpLoad, fl)
		return nil, false
	}
	s := gk.fresh()
	s.Decode(b)
	return s, true
}

// curandBytes is the generator state at addr for one lane, checked as
// loadCurand checks it, and its block.
func (w *Warp) curandBytes(addr uint64, gk curandKind, lane, line int) ([]byte, *mem.Block, bool) {
	blk, bad := w.checkRange(addr, gk.size, OpLoad, lane, line)
	if bad {
		return nil, nil, false
	}
	off := addr - blk.Base
	return blk.Data[off : off+gk.size], blk, true
}

// storeCurand writes a generator state at addr for one lane.
func (w *Warp) storeCurand(addr uint64, gk curandKind, s curandGen, lane, line int) {
	if _, bad := w.checkRange(addr, gk.size, OpStore, lane, line); bad {
		return
	}
	b, _, fl := w.m.mem.Bytes(addr, gk.size)
	if fl != nil {
		w.fault(line, lane, addr, int(gk.size), OpStore, fl)
		return
	}
	s.Encode(b)
	if blk := w.m.mem.Find(addr); blk != nil {
		blk.MarkInit(addr-blk.Base, gk.size)
	}
}

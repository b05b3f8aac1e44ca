package engine

import (
	"math"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
	"simtlab/sim/diag"
	"simtlab/sim/engine/mem"
)

// runtimeVersion is what cudaRuntimeGetVersion and cudaDriverGetVersion
// report: CUDA 13.0, the toolkit and driver of the recordings.
const runtimeVersion = 13000

// Pitch alignment of cudaMallocPitch rows, in bytes.
const pitchAlign = 512

// cudaMemoryType values of cudaPointerAttributes.type.
const (
	memTypeUnregistered = 0
	memTypeHost         = 1
	memTypeDevice       = 2
	memTypeManaged      = 3
)

// defaultLimits are cudaDeviceGetLimit's values before any
// cudaDeviceSetLimit (cudaLimit enumerators: stack size, printf FIFO,
// malloc heap, runtime sync depth, pending launches, L2 fetch granularity,
// persisting L2 size, and a seventh the H200 answers without an error).
// The printf FIFO's 8,650,752 bytes is what an H200
// reports under CUDA 13 (tests/conformance/rt_limits_async_alloc.out).
var defaultLimits = map[int]uint64{0: 1024, 1: 8650752, 2: 8 << 20, 3: 2, 4: 2048, 5: 64, 6: 0, 7: 0}

// maxStackSize is the largest cudaLimitStackSize an H200 accepts under
// CUDA 13 (found by bisection in tests/conformance/x_rt_limits).
const maxStackSize = 523712

// limitValue is what cudaDeviceSetLimit(limit, v) leaves for
// cudaDeviceGetLimit to read, given the limit's current value, and whether
// the value is accepted, as an H200 answers (x_rt_limits): a stack size
// is rounded up to 16 bytes, unless the current one rounds up to the same
// (then it reads back as asked), and fails past maxStackSize; the printf
// FIFO is rounded up to 256 bytes, at least 512 KB and at most 2 GB; the
// malloc heap is rounded up to 64 KB, at least 4 MB.
func limitValue(limit int, v, current uint64) (uint64, bool) {
	roundUp := func(x, unit uint64) uint64 {
		if x > 1<<62 {
			return x
		}
		return (x + unit - 1) / unit * unit
	}
	switch limit {
	case 0:
		if v > maxStackSize {
			return current, false
		}
		if roundUp(v, 16) == roundUp(current, 16) {
			return v, true
		}
		return roundUp(v, 16), true
	case 1:
		return min(max(roundUp(v, 256), 512<<10), 2<<30), true
	case 2:
		return max(roundUp(v, 64<<10), 4<<20), true
	}
	return v, true
}

// deviceMapHost is cudaDeviceMapHost, the flag cudaGetDeviceFlags reports:
// pinned memory is mapped (unified addressing).
const deviceMapHost = 8

// Error codes only these calls return.
const (
	errInvalidPitchValue  cudaError = 12
	errInvalidDeviceFunc  cudaError = 98
	errInvalidClusterSize cudaError = 912
)

// The H200's stream priorities (cudaDeviceGetStreamPriorityRange there,
// tests/conformance/x_stream_priorities): 0 is the least, -5 the greatest.
const (
	leastStreamPriority    = 0
	greatestStreamPriority = -5
)

// runtimeExtra compiles the library surface beyond the basics: cuRAND's
// device API (curand_builtins.go), cuda_fp16.h (runtime_half.go), the
// rounding-mode intrinsics (runtime_rounding.go), assert with CUDA's
// message (runtime_assert.go), __ldg and the cache-hint loads and stores,
// and the runtime calls here: pinned and unified memory, stream flags and
// waits, 2D copies, cudaLaunchKernel, limits, version, memory and pointer
// queries. It runs before the other built-in tables, so it may refine one
// of their calls; a call it does not know falls through to them.
func (c *compiler) runtimeExtra(e *ast.Call, name string) evalFn {
	if f := c.curandBuiltin(e, name); f != nil {
		return f
	}
	if f := c.halfBuiltin(e, name); f != nil {
		return f
	}
	if f := c.roundingBuiltin(e, name); f != nil {
		return f
	}
	switch name {
	case "tex1Dfetch", "tex1D", "tex2D", "__simtlab_tex1Dfetch", "__simtlab_tex1D", "__simtlab_tex2D":
		return c.texBuiltin(e, name)
	case "surf1Dread", "surf2Dread", "surf1Dwrite", "surf2Dwrite",
		"__simtlab_surf1Dread", "__simtlab_surf2Dread", "__simtlab_surf1Dwrite", "__simtlab_surf2Dwrite":
		return c.surfBuiltin(e, name)
	}
	m := c.m
	rt := &m.rt
	ok := func() uint64 { return uint64(rt.result(errSuccess)) }
	fail := func(code cudaError) uint64 { return uint64(rt.result(code)) }
	switch name {
	case "__simtlab_api_result":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			return uint64(rt.result(cudaError(a[0])))
		})
	case "assert", "__assert":
		return c.deviceAssert(e)
	case "__ldg", "__ldca", "__ldcg", "__ldcs", "__ldlu", "__ldcv":
		return c.cachedLoad(e, name)
	case "__stwb", "__stcg", "__stcs", "__stwt":
		return c.cachedStore(e)
	case "cudaRuntimeGetVersion", "cudaDriverGetVersion":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			if a[0] == 0 {
				return fail(errInvalidValue)
			}
			f.w.hostStore(a[0], kI32, runtimeVersion, line)
			return uint64(rt.unaffected(errSuccess))
		})
	case "cudaMemGetInfo":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			if rt.sticky != errSuccess {
				return uint64(rt.result(errSuccess))
			}
			total := uint64(m.cfg.GPU.MemBytes)
			used := uint64(max(m.mem.Live(), 0))
			free := total - min(used, total)
			f.w.hostStore(a[0], kU64, free, line)
			f.w.hostStore(a[1], kU64, total, line)
			return ok()
		})
	case "cudaSetDeviceFlags", "cudaDeviceSetCacheConfig", "cudaProfilerStart", "cudaProfilerStop":
		return c.effect(e, func(*Frame, []uint64, int, int) uint64 { return ok() })
	case "cudaStreamCreateWithFlags", "cudaStreamCreateWithPriority":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			if a[1]&^uint64(cudaStreamNonBlocking) != 0 {
				// only cudaStreamNonBlocking is a flag (probe sm_08: 0x40)
				return fail(errInvalidValue)
			}
			rt.nextEvent += 0x100
			rt.events[rt.nextEvent] = math.NaN()
			attrs := streamAttrs{flags: a[1]}
			if len(a) > 2 {
				// Clamped into the device's range, as the runtime does.
				attrs.priority = min(max(int(int32(a[2])), greatestStreamPriority), leastStreamPriority)
			}
			rt.streams[rt.nextEvent] = attrs
			f.w.hostStore(a[0], kPtr, rt.nextEvent, line)
			return ok()
		})
	case "cudaDeviceGetStreamPriorityRange":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			if a[0] != 0 {
				f.w.hostStore(a[0], kI32, leastStreamPriority, line)
			}
			if a[1] != 0 {
				g := int64(greatestStreamPriority)
				f.w.hostStore(a[1], kI32, uint64(g), line)
			}
			return ok()
		})
	case "cudaStreamGetPriority", "cudaStreamGetFlags":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			if _, known := rt.events[a[0]]; !known && a[0] != 0 {
				return fail(errInvalidResourceHandle)
			}
			attrs := rt.streams[a[0]] // the default stream and plain streams: 0, 0
			if name == "cudaStreamGetFlags" {
				f.w.hostStore(a[1], kU32, attrs.flags, line)
			} else {
				f.w.hostStore(a[1], kI32, uint64(int64(attrs.priority)), line)
			}
			return ok()
		})
	case "cudaStreamWaitEvent":
		// Streams run in issue order, so every event recorded before the
		// wait has already happened.
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			if _, known := rt.events[a[1]]; !known {
				return fail(errInvalidResourceHandle)
			}
			return ok()
		})
	case "cudaMemPrefetchAsync", "cudaMemAdvise":
		// Hints about where managed memory should live: the lab has one
		// memory, so only the range is checked. The location argument may
		// be a struct (CUDA 13's cudaMemLocation) and is not evaluated.
		if len(e.Args) < 2 {
			return nil
		}
		call := *e
		call.Args = e.Args[:2]
		return c.effect(&call, func(f *Frame, a []uint64, lane, line int) uint64 {
			if rt.sticky != errSuccess {
				return uint64(rt.result(errSuccess))
			}
			b, _, fl := m.mem.Resolve(a[0], max(a[1], 1))
			if fl != nil || !b.Managed || a[1] == 0 {
				m.apiWarn(line, "%s: the range is not inside memory from cudaMallocManaged", name)
				return fail(errInvalidValue)
			}
			return ok()
		})
	case "cudaMallocHost", "cudaHostAlloc":
		// Pinned host memory is mapped into the device's address space
		// (unified addressing), so kernels may dereference it.
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			if rt.sticky != errSuccess {
				return uint64(rt.result(errSuccess))
			}
			b, err := m.mem.Alloc(mem.Host, max(a[1], 1), 256, name)
			if err != nil {
				m.apiWarn(line, "%s of %d bytes failed: out of memory (%v)", name, a[1], err)
				m.failedAlloc = allocFailure{line, name}
				return fail(errMemoryAllocation)
			}
			b.Managed = true
			if !f.w.hostStore(a[0], kPtr, b.Base, line) {
				return fail(errInvalidValue)
			}
			if rt.hostFlags == nil {
				rt.hostFlags = map[uint64]uint32{}
			}
			requested := uint32(cudaHostAllocPortable) // cudaMallocHost's
			if name == "cudaHostAlloc" {
				requested = uint32(a[2])
			}
			rt.hostFlags[b.Base] = rt.pinned.flags(requested, a[1])
			return ok()
		})
	case "cudaHostRegister", "cudaHostUnregister":
		// Page-locking changes nothing in the lab's one memory; the range
		// must be host memory from malloc/new. Mapped registration makes
		// it reachable from kernels, as cudaHostAllocMapped memory is.
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			b := m.mem.Find(a[0])
			if b == nil || b.Freed || b.Space != mem.Host {
				m.apiWarn(line, "%s(%#x): not a pointer into host memory the program allocated", name, a[0])
				return fail(errInvalidValue)
			}
			if name == "cudaHostUnregister" {
				if _, known := rt.registered[a[0]]; !known {
					return fail(errHostNotRegistered)
				}
				delete(rt.registered, a[0])
				b.Managed = false // no longer reachable from kernels (probe ks_08)
				return ok()
			}
			if a[0]+a[1] > b.Base+b.Size || a[1] == 0 {
				return fail(errInvalidValue)
			}
			if rt.registeredAt(a[0], a[0]+a[1]) {
				return fail(errHostAlreadyRegistered)
			}
			if rt.registered == nil {
				rt.registered = map[uint64]uint64{}
			}
			rt.registered[a[0]] = a[0] + a[1]
			if a[2]&2 != 0 {
				b.Managed = true
			}
			return ok()
		})
	case "cudaHostGetFlags":
		// The flags of cudaHostAlloc, as the driver reports them with
		// unified addressing: mapped always (probe ks_08: Mapped|Portable
		// reads back as 3, WriteCombined as 6, cudaMallocHost's as 3).
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			var flags uint32
			known := false
			if b := m.mem.Find(a[1]); b != nil && !b.Freed {
				flags, known = rt.hostFlags[b.Base] // any address inside the block (probe hf_01)
			}
			if !known {
				return fail(errInvalidValue)
			}
			f.w.hostStore(a[0], kI32, uint64(flags|cudaHostAllocMapped), line)
			return ok()
		})
	case "cudaHostGetDevicePointer":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			b := m.mem.Find(a[1])
			if b == nil || b.Freed || b.Space != mem.Host || !b.Managed {
				return fail(errInvalidValue)
			}
			f.w.hostStore(a[0], kPtr, a[1], line)
			return ok()
		})
	case "cudaPointerGetAttributes":
		return c.pointerAttributes(e)
	case "cudaMallocPitch":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			if rt.sticky != errSuccess {
				return uint64(rt.result(errSuccess))
			}
			width, height := a[2], a[3]
			if width > 1<<48 || height > 1<<48 {
				return fail(errMemoryAllocation)
			}
			pitch := (width + pitchAlign - 1) / pitchAlign * pitchAlign
			var p uint64
			if size := pitch * height; size > 0 {
				if height != 0 && size/height != pitch {
					return fail(errMemoryAllocation)
				}
				b, err := m.mem.Alloc(mem.Global, size, 256, name)
				if err != nil {
					m.apiWarn(line, "%s of %d bytes failed: out of memory (%v)", name, size, err)
					m.failedAlloc = allocFailure{line, name}
					return fail(errMemoryAllocation)
				}
				p = b.Base
			}
			if !f.w.hostStore(a[0], kPtr, p, line) || !f.w.hostStore(a[1], kU64, pitch, line) {
				return fail(errInvalidValue)
			}
			return ok()
		})
	case "cudaMemcpy2D", "cudaMemcpy2DAsync":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			m.synchronize()
			dst, dpitch, src, spitch, width, height, kind := a[0], a[1], a[2], a[3], a[4], a[5], a[6]
			narrow := width > dpitch || width > spitch
			if narrow && height != 1 { // checked before a fault's error
				return uint64(rt.unaffected(errInvalidPitchValue))
			}
			if rt.sticky != errSuccess {
				// one row is a plain copy, which the fault's error
				// answers first (randprog runtime_m08)
				return uint64(rt.result(errSuccess))
			}
			if narrow { // the H200's answer for one row (x_rt_pitch_rows)
				return fail(errInvalidValue)
			}
			if width == 0 || height == 0 {
				return ok()
			}
			// Both rectangles must lie in memory before any row is copied.
			if !m.spanValid(dst, dpitch, width, height) || !m.spanValid(src, spitch, width, height) {
				m.apiWarn(line, "%s of %d rows of %d bytes: a row lies outside its allocation", name, height, width)
				return fail(errInvalidValue)
			}
			for r := uint64(0); r < height; r++ {
				if code := m.memcpy(dst+r*dpitch, src+r*spitch, width, kind); code != errSuccess {
					m.apiWarn(line, "%s failed at row %d: %s", name, r, m.memcpyProblem(dst+r*dpitch, src+r*spitch, width, kind))
					return fail(code)
				}
			}
			return ok()
		})
	case "cudaMemset2D", "cudaMemset2DAsync":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			p, pitch, v, width, height := a[0], a[1], a[2], a[3], a[4]
			if width == 0 || height == 0 {
				// nothing to fill succeeds, even after a fault
				// (randprog runtime_m08: no rows, a null pointer)
				return uint64(rt.unaffected(errSuccess))
			}
			if rt.sticky != errSuccess {
				return uint64(rt.result(errSuccess))
			}
			// A pitch narrower than the rows is cudaErrorInvalidValue
			// (not cudaMemcpy2D's cudaErrorInvalidPitchValue), but one
			// row is filled whatever the pitch (x_rt_pitch_rows).
			if width > pitch && height > 1 {
				return fail(errInvalidValue)
			}
			if b := m.mem.Find(p); b == nil || b.Space != mem.Global || !m.spanValid(p, pitch, width, height) {
				return fail(errInvalidValue)
			}
			for r := uint64(0); r < height; r++ {
				m.mem.Fill(p+r*pitch, byte(v), width)
			}
			return ok()
		})
	case "cudaDeviceSetLimit", "cudaDeviceGetLimit":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			limit := int(int32(a[0]))
			if name == "cudaDeviceGetLimit" {
				limit = int(int32(a[1]))
			}
			def, known := defaultLimits[limit]
			if !known { // x_rt_last_error, x_rt_pitch_rows
				return fail(errInvalidValue)
			}
			if rt.limits == nil {
				rt.limits = map[int]uint64{}
			}
			v, set := rt.limits[limit]
			if !set {
				v = def
			}
			if rt.sticky != errSuccess { // after a fault the limit reads as 0
				if name == "cudaDeviceGetLimit" {
					f.w.hostStore(a[0], kU64, 0, line)
				}
				return fail(errSuccess)
			}
			if name == "cudaDeviceSetLimit" {
				nv, valid := limitValue(limit, a[1], v)
				if limit == limitMallocHeapSize && rt.heap.touched {
					// the heap is laid out once a kernel has used it (probe dm_09)
					m.apiWarn(line, "cudaDeviceSetLimit(cudaLimitMallocHeapSize, %d) failed: a kernel has used malloc or free already, and the heap's size is fixed from then on", a[1])
					return fail(errInvalidValue)
				}
				if !valid {
					return fail(errInvalidValue)
				}
				rt.limits[limit] = nv
				return ok()
			}
			f.w.hostStore(a[0], kU64, v, line)
			return ok()
		})
	case "cudaMallocAsync":
		// Stream-ordered allocation: streams run in issue order, so it is
		// cudaMalloc.
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			if rt.sticky != errSuccess {
				return uint64(rt.result(errSuccess))
			}
			var p uint64
			if a[1] > 0 {
				b, err := m.mem.Alloc(mem.Global, a[1], 256, name)
				if err != nil {
					m.apiWarn(line, "%s of %d bytes failed: out of memory (%v)", name, a[1], err)
					m.failedAlloc = allocFailure{line, name}
					return fail(errMemoryAllocation)
				}
				p = b.Base
			}
			if !f.w.hostStore(a[0], kPtr, p, line) {
				return fail(errInvalidValue)
			}
			return ok()
		})
	case "cudaFreeAsync":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			m.synchronize()
			if rt.sticky != errSuccess {
				return uint64(rt.result(errSuccess))
			}
			if a[0] == 0 {
				return ok()
			}
			if err := m.mem.Free(a[0], mem.Global); err != nil {
				m.apiWarn(line, "%s(%#x) failed: %s", name, a[0], m.freeProblem(a[0], mem.Global))
				return fail(errInvalidValue)
			}
			return ok()
		})
	case "cudaDeviceCanAccessPeer":
		// One GPU: a device is not its own peer.
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			if int32(a[1]) != 0 || int32(a[2]) != 0 {
				return fail(errInvalidDevice)
			}
			f.w.hostStore(a[0], kI32, 0, line)
			return ok()
		})
	case "cudaDeviceEnablePeerAccess", "cudaDeviceDisablePeerAccess":
		// One GPU, no peer: another device number names no device, and
		// enabling access to the current device itself is "unsupported"
		// (the H200's answers, x_peer_access).
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			if name == "cudaDeviceEnablePeerAccess" && int32(a[0]) == 0 {
				return fail(errPeerUnsupported)
			}
			return fail(errInvalidDevice)
		})
	case "cudaGetDeviceFlags":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			f.w.hostStore(a[0], kU32, deviceMapHost, line)
			return ok()
		})
	case "cudaFuncGetAttributes":
		return c.funcAttributes(e)
	case "cudaLaunchKernel", "cudaLaunchCooperativeKernel":
		return c.launchKernel(e)
	case "cudaLaunchKernelEx":
		return c.launchKernelEx(e)
	}
	return nil
}

// pointerAttributes compiles cudaPointerGetAttributes: what kind of memory
// a pointer points into. Memory the runtime did not allocate (malloc, the
// stack) is cudaMemoryTypeUnregistered, as since CUDA 11.
func (c *compiler) pointerAttributes(e *ast.Call) evalFn {
	m, rt := c.m, &c.m.rt
	st, _ := structArg(e, 0)
	return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
		if a[0] == 0 || st == nil {
			return uint64(m.rt.result(errInvalidValue))
		}
		p := a[1]
		typ, dev, dptr, hptr := int64(memTypeUnregistered), int64(-2), uint64(0), p
		if b := m.mem.Find(p); b != nil && !b.Freed {
			switch {
			case b.Space == mem.Global && b.Managed:
				typ, dev, dptr, hptr = memTypeManaged, 0, p, p
			case b.Space == mem.Global:
				typ, dev, dptr, hptr = memTypeDevice, 0, p, 0
			case b.Space == mem.Host && (b.Managed || rt.registeredAt(p, p+1)):
				typ, dev, dptr, hptr = memTypeHost, 0, p, p
			}
		}
		vals := map[string]uint64{"type": uint64(typ), "device": uint64(dev), "devicePointer": dptr, "hostPointer": hptr}
		storeFields(f.w, a[0], st, vals, line)
		return uint64(m.rt.unaffected(errSuccess))
	})
}

// funcAttributes compiles cudaFuncGetAttributes: the kernel's static
// shared memory, limits and versions, field by field.
func (c *compiler) funcAttributes(e *ast.Call) evalFn {
	if len(e.Args) < 2 {
		return nil
	}
	m := c.m
	st, _ := structArg(e, 0)
	call, resolve := c.kernelArg(e, 1)
	return c.effect(call, func(f *Frame, a []uint64, lane, line int) uint64 {
		decl, a := resolve(a)
		if m.rt.sticky != errSuccess {
			return uint64(m.rt.result(errSuccess))
		}
		if decl == nil {
			// CUDA 13 answers a pointer that names no kernel (a host
			// function's) so; the recording x_kernel_pointers decides.
			return uint64(m.rt.result(errInvalidResourceHandle))
		}
		if st == nil || a[0] == 0 {
			return uint64(m.rt.result(errInvalidDeviceFunc))
		}
		p := m.cfg.GPU
		static := int64(m.staticSmem(decl))
		maxThreads := int64(p.MaxThreadsPerBlock)
		if decl.Attrs.HasLaunchBounds && decl.Attrs.LaunchBounds[0] > 0 {
			maxThreads = decl.Attrs.LaunchBounds[0]
		}
		// The registers limit the block too: a warp's registers are
		// allocated in units of RegAllocUnit.
		regs := m.kernelRegs(decl)
		if unit := max(p.RegAllocUnit, 1); regs > 0 && p.RegsPerBlock > 0 {
			perWarp := (regs*p.WarpSize + unit - 1) / unit * unit
			maxThreads = min(maxThreads, int64(p.RegsPerBlock/perWarp*p.WarpSize))
		}
		dyn := int64(p.SharedPerBlock) - static
		if v, set := m.rt.maxDynSmem[decl]; set {
			dyn = int64(v)
		}
		carve := ^uint64(0) // -1: none set
		if v, set := m.rt.carveout[decl]; set {
			carve = uint64(int64(v))
		}
		cc := int64(p.CC[0]*10 + p.CC[1])
		vals := map[string]uint64{
			"sharedSizeBytes": uint64(static), "maxThreadsPerBlock": uint64(maxThreads), "constSizeBytes": m.constantBytes(),
			"numRegs": uint64(regs), "ptxVersion": uint64(cc), "binaryVersion": uint64(cc),
			"maxDynamicSharedSizeBytes": uint64(dyn), "preferredShmemCarveout": carve,
		}
		storeFields(f.w, a[0], st, vals, line)
		return uint64(m.rt.result(errSuccess))
	})
}

// constantBytes is cudaFuncAttributes.constSizeBytes: the program's
// __constant__ variables, laid out in order at their alignments. The
// H200 reports them all for every kernel, used or not (the random
// programs of tests/randprog, kind runtime).
func (m *Machine) constantBytes() uint64 {
	var n int64
	for _, d := range m.file.Vars {
		if o := d.Obj; o != nil && o.Space == ast.SpaceConstant {
			a := int64(max(o.Type.Align(), o.AlignAs, 1))
			n = (n+a-1)/a*a + o.Type.Size()
		}
	}
	return uint64(n)
}

// launchKernel compiles cudaLaunchKernel(kernel, grid, block, args, smem,
// stream): the launch k<<<grid, block, smem, stream>>>(...) with the
// arguments read through the array of pointers args, one per parameter.
func (c *compiler) launchKernel(e *ast.Call) evalFn {
	if len(e.Args) < 4 {
		return nil
	}
	m := c.m
	cooperative := e.Func != nil && e.Func.Name == "cudaLaunchCooperativeKernel"
	return c.runtimeLaunch(e, 0, func(decl *ast.FuncDecl, a []uint64, line int) cudaError {
		g, okg := m.readDim3(a[0])
		b, okb := m.readDim3(a[1])
		if !okg || !okb {
			return errInvalidValue
		}
		smem := 0
		if len(a) > 3 {
			smem = int(min(a[3], 1<<31))
		}
		if cooperative {
			// every block resident at once, whether or not the kernel
			// calls grid.sync() (probe ex_09 on the H200)
			threads := b[0] * b[1] * b[2]
			if threads > 0 && threads <= m.cfg.GPU.MaxThreadsPerBlock {
				if n, most := m.gridBlocks(g, decl, threads, smem); n > most {
					m.warnf(m.pos(line), diag.KindRuntime, "cudaLaunchCooperativeKernel of %s failed: a grid of %d blocks is more than the %d that can be resident at once (%s: %s)",
						decl.Name, n, most, errorName(errCoopTooLarge), errorString(errCoopTooLarge))
					m.rt.setErr(errCoopTooLarge)
					return errCoopTooLarge
				}
			}
		}
		argv := make([]*Vec, len(decl.Params))
		var copies paramCopies
		defer func() { m.freeParams(copies) }()
		for i, p := range decl.Params {
			slot, ok := m.loadHost(a[2]+uint64(8*i), kPtr)
			if !ok || slot == 0 {
				m.apiWarn(line, "cudaLaunchKernel: args[%d] is not a pointer to the kernel's parameter %s", i, p.Name)
				return errInvalidValue
			}
			k := kindOf(p.Type)
			v := &Vec{U: true}
			if k == kAgg {
				if v.V[0], ok = m.copyParam(&copies, slot, uint64(p.Type.Size())); !ok {
					return errInvalidValue
				}
			} else if v.V[0], ok = m.loadHost(slot, k); !ok {
				m.apiWarn(line, "cudaLaunchKernel: args[%d] does not point to a readable %s", i, p.Type)
				return errInvalidValue
			}
			argv[i] = v
		}
		return m.runLaunch(decl, g, b, smem, argv, line, [3]int{})
	})
}

// runtimeLaunch compiles a runtime call that launches the kernel its
// argument idx names: launch gets the kernel and the other arguments'
// values, and returns the call's result.
func (c *compiler) runtimeLaunch(e *ast.Call, idx int, launch func(decl *ast.FuncDecl, a []uint64, line int) cudaError) evalFn {
	m := c.m
	call, resolve := c.kernelArg(e, idx)
	return c.effect(call, func(f *Frame, a []uint64, lane, line int) uint64 {
		decl, a := resolve(a)
		if decl == nil || decl.Body == nil || !decl.Attrs.Global {
			return uint64(m.rt.result(errInvalidDeviceFunc))
		}
		return uint64(m.rt.result(launch(decl, a, line)))
	})
}

// paramCopies are the copies of a runtime launch's aggregate arguments
// (the kernel's parameter space), freed when the launch returns.
type paramCopies []uint64

// copyParam copies size bytes of an aggregate argument from addr into a
// parameter block of pc and returns the block's address.
func (m *Machine) copyParam(pc *paramCopies, addr, size uint64) (uint64, bool) {
	pb, err := m.mem.Alloc(mem.Constant, size, 16, "a kernel parameter")
	if err != nil {
		return 0, false
	}
	*pc = append(*pc, pb.Base)
	return pb.Base, m.mem.Copy(pb.Base, addr, size) == nil
}

func (m *Machine) freeParams(pc paramCopies) {
	for _, p := range pc {
		m.mem.Free(p, mem.Constant)
	}
}

// launchKernelEx compiles cudaLaunchKernelEx(&config, kernel, args...):
// the launch that config (a cudaLaunchConfig_t: 56 bytes, attributes of 72
// from offset 40, as CUDA 13.0 lays them out) describes, in clusters of the
// shape a cudaLaunchAttributeClusterDimension attribute gives; the other
// attributes are accepted and ignored. As the H200 answers: an empty grid
// or block is cudaErrorInvalidValue, and a grid that is not a whole number
// of clusters, or clusters of more than the portable 8 blocks,
// cudaErrorInvalidClusterSize (x_launch_kernel_ex).
func (c *compiler) launchKernelEx(e *ast.Call) evalFn {
	if len(e.Args) < 2 {
		return nil
	}
	m := c.m
	return c.runtimeLaunch(e, 1, func(decl *ast.FuncDecl, a []uint64, line int) cudaError {
		if len(a)-1 != len(decl.Params) {
			return errInvalidValue
		}
		cfg := a[0]
		g, okg := m.readDim3(cfg)
		b, okb := m.readDim3(cfg + 12)
		smem, oks := m.loadHost(cfg+24, kU64)
		attrs, oka := m.loadHost(cfg+40, kPtr)
		n, okn := m.loadHost(cfg+48, kU32)
		if cfg == 0 || !okg || !okb || !oks || !oka || !okn || g[0]*g[1]*g[2] == 0 || b[0]*b[1]*b[2] == 0 {
			return errInvalidValue
		}
		var cluster [3]int
		for i := uint64(0); i < n; i++ {
			at := attrs + 72*i
			id, ok := m.loadHost(at, kU32)
			if !ok {
				return errInvalidValue
			}
			if id != launchAttributeClusterDimension {
				continue
			}
			for d := range cluster {
				v, ok := m.loadHost(at+8+4*uint64(d), kU32)
				if !ok {
					return errInvalidValue
				}
				cluster[d] = int(min(v, 1<<20))
			}
		}
		if cluster != ([3]int{}) && clusterShapeError(cluster, g, false) != "" {
			return errInvalidClusterSize
		}
		argv := make([]*Vec, len(decl.Params))
		var copies paramCopies
		defer func() { m.freeParams(copies) }()
		for i, p := range decl.Params {
			v := &Vec{U: true}
			v.V[0] = a[1+i]
			if kindOf(p.Type) == kAgg { // the argument is the aggregate's address: the kernel gets a copy
				var ok bool
				if v.V[0], ok = m.copyParam(&copies, v.V[0], uint64(p.Type.Size())); !ok {
					return errInvalidValue
				}
			}
			argv[i] = v
		}
		return m.runLaunch(decl, g, b, int(min(smem, 1<<31)), argv, line, cluster)
	})
}

// launchAttributeClusterDimension is cudaLaunchAttributeClusterDimension.
const launchAttributeClusterDimension = 4

// spanValid reports whether height rows of width bytes, pitch apart from
// p, lie inside one live allocation.
func (m *Machine) spanValid(p, pitch, width, height uint64) bool {
	if height > 1<<40 || pitch > 1<<40 {
		return false
	}
	span := (height-1)*pitch + width
	_, _, fl := m.mem.Resolve(p, span)
	return fl == nil
}

// loadHost reads a value of kind k at addr, or reports false.
func (m *Machine) loadHost(addr uint64, k kind) (uint64, bool) {
	b, off, fl := m.mem.Resolve(addr, uint64(k.size()))
	if fl != nil {
		return 0, false
	}
	return extend(k, mem.Load(b, off, k.size())), true
}

// cachedLoad compiles __ldg and the cache-hint loads (__ldcg, __ldcs ...):
// *p, whatever the hint. A vector value (float4 ...) is an aggregate, which
// the engine represents by its address, so the pointer itself is the value
// once the access is checked. Scalars are left to the general __ldg.
func (c *compiler) cachedLoad(e *ast.Call, name string) evalFn {
	if len(e.Args) != 1 {
		return nil
	}
	rk := kindOf(e.Type())
	if rk != kAgg && name == "__ldg" {
		return nil
	}
	p := c.expr(e.Args[0])
	d := c.newReg()
	line := c.line(e)
	size := uint64(e.Type().Size())
	// ld.global.cg, .lu and .cv do not use L1 (memsys.Access.BypassL1)
	bypass := name == "__ldcg" || name == "__ldlu" || name == "__ldcv"
	return func(f *Frame, m uint32) *Vec {
		out := &f.regs[d]
		a := p(f, m)
		f.w.count(line, m)
		if rk != kAgg {
			if bypass && f.w.blk != nil {
				f.w.blk.launch.acc.BypassL1 = true
				defer func() { f.w.blk.launch.acc.BypassL1 = false }()
			}
			if !f.w.load(out, a, m, rk, line) {
				out.setUniform(0)
			}
			return out
		}
		for mm := m; mm != 0; mm &= mm - 1 {
			l := firstLane(mm)
			if l >= f.w.n {
				break
			}
			if _, bad := f.w.checkRange(a.get(l), size, OpLoad, l, line); bad {
				break
			}
		}
		return a
	}
}

// cachedStore compiles the cache-hint stores __stcg(p, v) ...: *p = v.
func (c *compiler) cachedStore(e *ast.Call) evalFn {
	if len(e.Args) != 2 {
		return nil
	}
	k := kindOf(e.Args[1].Type())
	if k == kAgg {
		// a vector (float4...): the plain store *p = v, which the hint
		// only steers through the caches
		pt, ok := e.Args[0].Type().(*types.Pointer)
		if !ok {
			return nil
		}
		lhs := &ast.Unary{ExprBase: ast.ExprBase{P: e.P, T: pt.Elem, LV: true}, Op: token.Mul, X: e.Args[0]}
		return c.expr(&ast.Assign{ExprBase: ast.ExprBase{P: e.P, T: pt.Elem}, Op: token.Assign, X: lhs, Y: e.Args[1]})
	}
	p, v := c.expr(e.Args[0]), c.expr(e.Args[1])
	line := c.line(e)
	z := constVec(0)
	return func(f *Frame, m uint32) *Vec {
		a, x := p(f, m), v(f, m)
		f.w.count(line, m)
		f.w.store(a, x, m, k, line)
		return z
	}
}

// structArg is the struct type a pointer argument points to.
func structArg(e *ast.Call, i int) (*types.Struct, bool) {
	if i >= len(e.Args) {
		return nil, false
	}
	t := e.Args[i].Type()
	if c, ok := e.Args[i].(*ast.Cast); ok {
		t = c.X.Type()
	}
	p, ok := t.(*types.Pointer)
	if !ok {
		return nil, false
	}
	st, ok := p.Elem.(*types.Struct)
	return st, ok
}

// storeFields zeroes the struct at addr and writes the named fields.
func storeFields(w *Warp, addr uint64, st *types.Struct, vals map[string]uint64, line int) {
	if _, bad := w.checkRange(addr, uint64(st.Size()), OpStore, 0, line); bad {
		return
	}
	w.m.mem.Fill(addr, 0, uint64(st.Size()))
	for _, fl := range st.Fields {
		v, ok := vals[fl.Name]
		if !ok {
			continue
		}
		k := kindOf(fl.Type)
		w.hostStore(addr+uint64(fl.Offset), k, canon(k, v), line)
	}
	if b := w.m.mem.Find(addr); b != nil {
		b.MarkInit(addr-b.Base, uint64(st.Size()))
	}
}

// registeredAt reports whether [lo, hi) overlaps memory that cudaHostRegister
// page-locked.
func (r *runtimeState) registeredAt(lo, hi uint64) bool {
	for start, end := range r.registered {
		if lo < end && start < hi {
			return true
		}
	}
	return false
}

// pinnedPool is what cudaHostGetFlags reports of pinned memory: the
// driver carves small allocations out of chunks of at least 1 MiB, in
// turn, and reports a chunk's flags for every allocation in it, those of
// the allocation that made it: Mapped alone for a default one, Portable
// and Mapped for any other (cudaMallocHost's too); write-combined memory
// is its own, its flags as asked with Mapped (x_pinned_flags on the
// H200: a 256-byte Portable allocation after a default one reads back 2,
// a 1 MiB Mapped one 3; probe ks_08: cudaMallocHost's 4 KB after a 16 KB
// Portable and Mapped one 3).
type pinnedPool struct {
	flags0    uint32 // the current chunk's
	used, cap uint64
}

// pinnedChunk is the least size of a chunk; pinnedHeader what each
// allocation takes besides its bytes (two 512 KB allocations do not share
// a chunk: probe mm_04).
const (
	pinnedChunk  = 1 << 20
	pinnedHeader = 256
)

func (p *pinnedPool) flags(requested uint32, size uint64) uint32 {
	if requested&cudaHostAllocWriteCombined != 0 {
		return requested | cudaHostAllocMapped
	}
	need := max(size, 1) + pinnedHeader
	if p.cap == 0 || p.used+need > p.cap {
		p.flags0 = cudaHostAllocMapped
		if requested&(cudaHostAllocPortable|cudaHostAllocMapped) != 0 {
			p.flags0 |= cudaHostAllocPortable
		}
		p.used, p.cap = 0, max(need, pinnedChunk)
	}
	p.used += need
	return p.flags0
}

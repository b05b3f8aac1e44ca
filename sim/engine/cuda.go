package engine

import (
	"fmt"
	"math"
	"strings"

	"simtlab/hardware/occupancy"
	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/types"
	"simtlab/sim/cudart"
	"simtlab/sim/diag"
	"simtlab/sim/engine/mem"
)

// funcOf finds the kernel a runtime call names (cudaFuncSetAttribute(k, ...)).
func funcOf(x ast.Expr) *ast.FuncDecl {
	if obj := symbolOf(x); obj != nil && obj.Kind == ast.ObjFunc {
		return obj.Decl
	}
	return nil
}

// symbolOf finds the variable or function a runtime call names
// (cudaMemcpyToSymbol(sym, ...), through parentheses, casts and &).
func symbolOf(x ast.Expr) *ast.Object {
	for {
		switch e := x.(type) {
		case *ast.Paren:
			x = e.X
		case *ast.Cast:
			x = e.X
		case *ast.Unary:
			x = e.X
		case *ast.Ident:
			return e.Obj
		default:
			return nil
		}
	}
}

// hostStore writes v (kind k) at a host address for an API call's output
// parameter.
func (w *Warp) hostStore(addr uint64, k kind, v uint64, line int) bool {
	a, val := constVec(addr), constVec(v)
	return w.store(a, val, 1, k, line)
}

// cudaBuiltin compiles the CUDA runtime API. Each call returns a
// cudaError_t and follows CUDA's rules for the error state: a failing call
// records its error for cudaGetLastError; after a kernel fault every call
// returns the sticky error.
func (c *compiler) cudaBuiltin(e *ast.Call, name string) evalFn {
	m := c.m
	rt := &m.rt
	// Arguments that name functions or symbols are resolved now; they are
	// not values the engine computes.
	switch name {
	case "cudaFuncSetAttribute", "cudaOccupancyMaxActiveBlocksPerMultiprocessor", "cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags",
		"cudaOccupancyAvailableDynamicSMemPerBlock", "cudaFuncSetCacheConfig":
		idx := 0
		if strings.HasPrefix(name, "cudaOccupancy") {
			idx = 1
		}
		if idx >= len(e.Args) {
			return nil
		}
		call, resolve := c.kernelArg(e, idx)
		return c.effect(call, func(f *Frame, a []uint64, lane, line int) uint64 {
			decl, a := resolve(a)
			if decl == nil {
				return uint64(rt.result(errInvalidValue))
			}
			if rt.sticky != errSuccess {
				return uint64(rt.result(errSuccess)) // nothing stored or set
			}
			switch name {
			case "cudaFuncSetAttribute":
				// cudaFuncAttributeMaxDynamicSharedMemorySize is 8.
				if len(a) >= 2 && a[0] == 8 {
					// the kernel's static shared memory counts against
					// the opt-in limit too (x_dynamic_smem_optin_lambda)
					if int64(int32(a[1])) < 0 || int(a[1])+m.staticSmem(decl) > m.cfg.GPU.SharedPerBlockOptin {
						return uint64(rt.result(errInvalidValue))
					}
					rt.maxDynSmem[decl] = int(a[1])
				}
				// cudaFuncAttributePreferredSharedMemoryCarveout is 9: a
				// percentage, or -1 for none; the occupancy calculator
				// and cudaFuncGetAttributes read it back (occupancy's
				// Carveout).
				if len(a) >= 2 && a[0] == 9 {
					v := int64(int32(a[1]))
					if v < -1 || v > 100 {
						return uint64(rt.result(errInvalidValue))
					}
					rt.carveout[decl] = int(v)
				}
				// Of the calls that succeed, this one alone clears the
				// error an earlier call left for cudaGetLastError, on the
				// H200 under CUDA 13 (tests/conformance/x_rt_last_error_reset).
				rt.last = errSuccess
			case "cudaOccupancyAvailableDynamicSMemPerBlock":
				avail, ok := m.availableDynamicSmem(decl, int(int32(a[1])), int(int32(a[2])))
				if !ok {
					return uint64(rt.result(errInvalidValue))
				}
				f.w.hostStore(a[0], kU64, uint64(avail), line)
			case "cudaOccupancyMaxActiveBlocksPerMultiprocessor", "cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags":
				if len(a) < 3 || int32(a[1]) <= 0 {
					// A block of no threads is an error, and the count is
					// left as it was; one of 1025 is 0 blocks (x_rt_last_error).
					return uint64(rt.result(errInvalidValue))
				}
				n := m.occupancyBlocks(decl, int(a[1]), int(a[2]))
				f.w.hostStore(a[0], kI32, uint64(n), line)
			}
			return uint64(rt.result(errSuccess))
		})
	case "cudaMemcpyToSymbol", "cudaMemcpyFromSymbol", "cudaGetSymbolAddress", "cudaGetSymbolSize", "cudaMemcpyToSymbolAsync", "cudaMemcpyFromSymbolAsync":
		idx := 0
		if name == "cudaMemcpyFromSymbol" || name == "cudaGetSymbolAddress" || name == "cudaGetSymbolSize" || name == "cudaMemcpyFromSymbolAsync" {
			idx = 1
		}
		if idx >= len(e.Args) {
			return nil
		}
		sym := symbolOf(e.Args[idx])
		return c.effect(withoutArg(e, idx), func(f *Frame, a []uint64, lane, line int) uint64 {
			addr, ok := m.globals[sym]
			if sym == nil || !ok || (sym.Space != ast.SpaceGlobal && sym.Space != ast.SpaceConstant && sym.Space != ast.SpaceManaged) {
				return uint64(rt.result(errInvalidSymbol))
			}
			if name == "cudaGetSymbolAddress" {
				f.w.hostStore(a[0], kPtr, addr, line)
				return uint64(rt.result(errSuccess))
			}
			if name == "cudaGetSymbolSize" {
				f.w.hostStore(a[0], kU64, uint64(sym.Type.Size()), line)
				return uint64(rt.result(errSuccess))
			}
			m.synchronize()
			if rt.sticky != errSuccess {
				return uint64(rt.result(errSuccess))
			}
			other, count := a[0], a[1]
			var off uint64
			if len(a) > 2 {
				off = a[2]
			}
			size := uint64(sym.Type.Size())
			if off+count > size || off+count < off {
				return uint64(rt.result(errInvalidValue))
			}
			dst, src := addr+off, other
			from := strings.Contains(name, "From")
			if from {
				dst, src = other, addr+off
			}
			// The copy's kind (cudaMemcpyHostToDevice by default) must
			// have the symbol's side on the device: the H200 answers
			// cudaMemcpyToSymbol(..., cudaMemcpyDeviceToHost) so
			// (tests/conformance/x_rt_last_error).
			if len(a) > 3 && !symbolCopyKind(a[3], from) {
				return uint64(rt.result(errInvalidMemcpyDir))
			}
			if _, _, fl := m.mem.Resolve(other, count); fl != nil && count > 0 {
				return uint64(rt.result(errInvalidValue))
			}
			m.mem.Copy(dst, src, count)
			return uint64(rt.result(errSuccess))
		})
	}
	switch name {
	case "cudaMalloc", "cudaMallocManaged":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			if len(a) < 2 || a[0] == 0 {
				// no place for the pointer (cudaMalloc((void **)nullptr, n)):
				// invalid argument on the H200 (probe ex_06)
				return uint64(rt.result(errInvalidValue))
			}
			if rt.sticky != errSuccess {
				// After a fault, 0 bytes is still a null allocation;
				// anything more fails and leaves the pointer null.
				f.w.hostStore(a[0], kPtr, 0, line)
				if a[1] == 0 {
					return uint64(rt.unaffected(errSuccess))
				}
				return uint64(rt.result(errSuccess))
			}
			var p uint64
			if a[1] > 0 {
				b, err := m.mem.Alloc(mem.Global, a[1], 256, name)
				if err != nil {
					m.apiWarn(line, "%s of %d bytes failed: out of memory (%v)", name, a[1], err)
					m.failedAlloc = allocFailure{line, name}
					if name == "cudaMalloc" {
						f.w.hostStore(a[0], kPtr, 0, line) // the H200's runtime nulls it (x_runtime_error_paths)
					}
					return uint64(rt.result(errMemoryAllocation))
				}
				b.Managed = name == "cudaMallocManaged"
				p = b.Base
			}
			if !f.w.hostStore(a[0], kPtr, p, line) {
				return uint64(rt.result(errInvalidValue))
			}
			return uint64(rt.result(errSuccess))
		})
	case "cudaFree", "cudaFreeHost":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			m.synchronize()
			if rt.sticky != errSuccess {
				return uint64(rt.result(errSuccess))
			}
			space := mem.Global
			if name == "cudaFreeHost" {
				space = mem.Host
				if _, pinned := rt.hostFlags[a[0]]; !pinned && a[0] != 0 && m.symbolAt(a[0]) == nil {
					// memory from malloc stays the program's to free
					m.apiWarn(line, "cudaFreeHost(%#x) failed: it is not memory from cudaMallocHost or cudaHostAlloc", a[0])
					return uint64(rt.result(errInvalidValue))
				}
			}
			if sym := m.symbolAt(a[0]); sym != nil {
				// cudaFree(d_sym) builds (the host shadow's address) and fails
				m.apiWarn(line, "%s(%#x) failed: it is the %s variable '%s', not memory from cudaMalloc (invalid device pointer)", name, a[0], sym.Space, sym.Name)
				return uint64(rt.result(errInvalidValue))
			}
			if err := m.mem.Free(a[0], space); err != nil {
				m.apiWarn(line, "%s(%#x) failed: %s", name, a[0], m.freeProblem(a[0], space))
				return uint64(rt.result(errInvalidValue))
			}
			delete(rt.hostFlags, a[0])
			return uint64(rt.result(errSuccess))
		})
	case "cudaMemcpy", "cudaMemcpyAsync", "cudaMemcpyPeer", "cudaMemcpyPeerAsync":
		peer := strings.HasPrefix(name, "cudaMemcpyPeer")
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			m.synchronize()
			if peer {
				// (dst, dstDevice, src, srcDevice, count): the one device
				// is 0, and a copy between its own allocations is a
				// device-to-device copy
				if len(a) < 5 {
					return uint64(rt.result(errInvalidValue))
				}
				if int32(a[1]) != 0 || int32(a[3]) != 0 {
					return uint64(rt.result(errInvalidDevice))
				}
				a = []uint64{a[0], a[2], a[4], 3} // cudaMemcpyDeviceToDevice
			}
			if len(a) > 2 && a[2] == 0 {
				return uint64(rt.unaffected(errSuccess))
			}
			if rt.sticky != errSuccess {
				return uint64(rt.result(errSuccess))
			}
			if len(a) < 4 {
				return uint64(rt.result(errInvalidValue))
			}
			e := m.memcpy(a[0], a[1], a[2], a[3])
			if e == errSuccess {
				m.gpuIssue()
				rt.clockNs += m.memcpyNs(a[3], a[2])
				if name == "cudaMemcpy" || name == "cudaMemcpyPeer" {
					m.hostWait() // the copy is synchronous: the host waits for it too
				}
			}
			if e != errSuccess {
				m.apiWarn(line, "%s of %d bytes failed: %s", name, a[2], m.memcpyProblem(a[0], a[1], a[2], a[3]))
			}
			return uint64(rt.result(e))
		})
	case "cudaMemset", "cudaMemsetAsync":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			if a[2] == 0 {
				return uint64(rt.unaffected(errSuccess))
			}
			if rt.sticky != errSuccess {
				return uint64(rt.result(errSuccess))
			}
			b, _, fl := m.mem.Resolve(a[0], a[2])
			// device memory, or host memory the device reaches (pinned,
			// managed: x_memcpy_kinds_uva), not pageable host memory
			if fl != nil && a[2] > 0 || (b != nil && b.Space != mem.Global && !(b.Space == mem.Host && b.Managed)) {
				return uint64(rt.result(errInvalidValue))
			}
			m.mem.Fill(a[0], byte(a[1]), a[2])
			return uint64(rt.result(errSuccess))
		})
	case "cudaDeviceSynchronize", "cudaThreadSynchronize", "cudaStreamSynchronize", "cudaDeviceReset":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			if name == "cudaStreamSynchronize" && len(a) > 0 && m.deadHandle(a[0], line) {
				return uint64(rt.unaffected(errInvalidResourceHandle))
			}
			m.synchronize()
			if name == "cudaDeviceReset" {
				rt.sticky, rt.last, rt.pending = errSuccess, errSuccess, errSuccess
				return 0
			}
			return uint64(rt.result(errSuccess))
		})
	case "cudaGetLastError":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			// The sticky error too is returned once, then cleared; later
			// calls that fail with it record it again.
			r := rt.last
			rt.last = errSuccess
			return uint64(r)
		})
	case "cudaPeekAtLastError":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			// Even after a fault: the last error, which the fault's
			// error was until cudaGetLastError took it (x_rt_after_fault).
			return uint64(rt.last)
		})
	case "cudaGetErrorString", "cudaGetErrorName":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			code := cudaError(int32(a[0]))
			if name == "cudaGetErrorName" {
				return m.stringAddr(errorName(code))
			}
			return m.stringAddr(errorString(code))
		})
	case "cudaGetDeviceCount":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			f.w.hostStore(a[0], kI32, 1, line)
			return uint64(rt.unaffected(errSuccess))
		})
	case "cudaGetDevice":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			f.w.hostStore(a[0], kI32, 0, line)
			return uint64(rt.unaffected(errSuccess))
		})
	case "cudaSetDevice":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			if a[0] != 0 {
				return uint64(rt.unaffected(errInvalidDevice))
			}
			return uint64(rt.unaffected(errSuccess))
		})
	case "cudaGetDeviceProperties":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			if canon(kI32, a[1]) != 0 {
				return uint64(rt.unaffected(errInvalidDevice))
			}
			m.fillDeviceProp(f.w, a[0], line)
			return uint64(rt.unaffected(errSuccess))
		})
	case "cudaEventCreate", "cudaStreamCreate", "cudaEventCreateWithFlags":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			if rt.sticky != errSuccess {
				// The call fails, yet leaves a handle, which the runtime
				// cannot use (deadEvent, deadStream).
				h := uint64(deadEvent)
				if name == "cudaStreamCreate" {
					h = deadStream
				}
				f.w.hostStore(a[0], kPtr, h, line)
				return uint64(rt.result(errSuccess))
			}
			if name == "cudaEventCreateWithFlags" && (a[1]&^0x7 != 0 || a[1]&0x4 != 0 && a[1]&cudaEventDisableTiming == 0) {
				// flags beyond BlockingSync, DisableTiming and
				// Interprocess (which needs DisableTiming): an invalid
				// value, with no event (probe sm_08: 0x80)
				return uint64(rt.result(errInvalidValue))
			}
			rt.nextEvent += 0x100
			h := rt.nextEvent
			if name == "cudaEventCreateWithFlags" && a[1]&cudaEventDisableTiming != 0 {
				h |= untimedEvent
			}
			rt.events[h] = math.NaN()
			f.w.hostStore(a[0], kPtr, h, line)
			return uint64(rt.result(errSuccess))
		})
	case "cudaEventRecord":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			if m.deadHandle(a[0], line) {
				return 0
			}
			if _, ok := rt.events[a[0]]; !ok {
				return uint64(rt.result(errInvalidResourceHandle))
			}
			m.gpuIssue()
			rt.events[a[0]] = rt.clockNs
			return uint64(rt.result(errSuccess))
		})
	case "cudaEventSynchronize", "cudaEventDestroy", "cudaStreamDestroy", "cudaEventQuery":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			if m.deadHandle(a[0], line) {
				return uint64(rt.unaffected(errInvalidResourceHandle))
			}
			if _, ok := rt.events[a[0]]; !ok {
				return uint64(rt.result(errInvalidResourceHandle))
			}
			if name == "cudaEventSynchronize" {
				m.synchronize()
			}
			if name == "cudaEventDestroy" || name == "cudaStreamDestroy" {
				delete(rt.events, a[0])
			}
			return uint64(rt.result(errSuccess))
		})
	case "cudaEventElapsedTime":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			if a[0] == 0 {
				return uint64(rt.result(errInvalidValue)) // as the H200 answers a null ms
			}
			if m.deadHandle(a[1], line) || m.deadHandle(a[2], line) {
				return 0
			}
			t0, ok0 := rt.events[a[1]]
			t1, ok1 := rt.events[a[2]]
			if !ok0 || !ok1 || (a[1]|a[2])&untimedEvent != 0 {
				return uint64(rt.result(errInvalidResourceHandle))
			}
			if math.IsNaN(t0) || math.IsNaN(t1) {
				return uint64(rt.result(errInvalidResourceHandle))
			}
			f.w.hostStore(a[0], kF32, b32(float32((t1-t0)/1e6)), line)
			return uint64(rt.result(errSuccess))
		})
	}
	return nil
}

// deadEvent and deadStream are what cudaEventCreate and cudaStreamCreate
// leave in their handle when they fail after a kernel's fault. On the H200
// (tests/randprog's runtime programs) the runtime rejects such a stream
// with cudaErrorInvalidResourceHandle, and the process dies of SIGSEGV
// when it is given such an event.
const (
	deadEvent  = 0xdead_0000_0100
	deadStream = 0xdead_0000_0200
)

// deadHandle reports whether h is a handle a failed create left: a stream
// (for which the call answers cudaErrorInvalidResourceHandle), or an
// event, which kills the program.
func (m *Machine) deadHandle(h uint64, line int) bool {
	switch h {
	case deadStream:
		return true
	case deadEvent:
		m.errorf(m.pos(line), diag.KindRuntime, "this event's cudaEventCreate failed (after a kernel's fault), and the CUDA runtime crashes on the handle it left: the program is killed by SIGSEGV (exit status %d)", sigsegvStatus)
		m.kill(sigsegvStatus)
		return true
	}
	return false
}

// Handles are multiples of 0x100; an event created with
// cudaEventDisableTiming has untimedEvent set in its handle, so that
// cudaEventElapsedTime can refuse it as CUDA does.
const (
	cudaEventDisableTiming = 2
	untimedEvent           = 1

	cudaStreamNonBlocking      = 1
	cudaHostAllocPortable      = 1
	cudaHostAllocMapped        = 2
	cudaHostAllocWriteCombined = 4
)

// apiWarn explains why a runtime call failed, at the call's line. It is a
// warning: the program sees the error code and decides what happens.
func (m *Machine) apiWarn(line int, format string, args ...any) {
	m.warnf(m.pos(line), diag.KindRuntime, format, args...)
}

// symbolAt is the __device__, __constant__ or __managed__ variable whose
// storage starts at p, or nil.
func (m *Machine) symbolAt(p uint64) *ast.Object {
	for o, a := range m.globals {
		if a == p && o.Space != ast.SpaceHost && o.Space != ast.SpaceAuto {
			return o
		}
	}
	return nil
}

// freeProblem says why cudaFree(p) is wrong.
func (m *Machine) freeProblem(p uint64, space mem.Space) string {
	b := m.mem.Find(p)
	switch {
	case b == nil:
		return "it is not a pointer returned by cudaMalloc (invalid device pointer)"
	case b.Freed && b.Base == p:
		return "double free: this memory was already freed"
	case b.Space != space && b.Space == mem.Host:
		return "it is a host pointer, not a device pointer (use free for malloc'd memory)"
	case b.Base != p:
		return fmt.Sprintf("it points %d bytes into an allocation, not at its start (invalid device pointer)", p-b.Base)
	}
	return "invalid device pointer"
}

// memcpyProblem says why a cudaMemcpy failed.
func (m *Machine) memcpyProblem(dst, src, n, kind uint64) string {
	for _, side := range []struct {
		what string
		p    uint64
	}{{"destination", dst}, {"source", src}} {
		if _, _, f := m.mem.Resolve(side.p, n); f != nil {
			if b := m.mem.Find(side.p); b != nil && !b.Freed {
				return fmt.Sprintf("the %s has only %d bytes from %#x: the copy is larger than the allocation (out of bounds)", side.what, b.End()-side.p, side.p)
			}
			return fmt.Sprintf("the %s %#x is not inside any allocation", side.what, side.p)
		}
	}
	kinds := []string{"cudaMemcpyHostToHost", "cudaMemcpyHostToDevice", "cudaMemcpyDeviceToHost", "cudaMemcpyDeviceToDevice", "cudaMemcpyDefault"}
	if kind >= uint64(len(kinds)) {
		return "invalid copy direction"
	}
	side := "destination"
	if b := m.mem.Find(dst); kind == 2 || b != nil && !m.pageable(b) {
		side = "source"
	}
	return fmt.Sprintf("the %s is pageable host memory (malloc, the stack, a static), which %s says is device memory", side, kinds[kind])
}

// symbolCopyKind reports whether a cudaMemcpyKind suits a copy to a
// symbol (from false: host or device to device, or default) or from one.
func symbolCopyKind(kind uint64, from bool) bool {
	switch kind {
	case 3, 4: // device to device, default
		return true
	case 1: // host to device
		return !from
	case 2: // device to host
		return from
	}
	return false
}

// pageable reports whether b is host memory the driver does not know
// (malloc, the stack, statics), unlike pinned, managed or registered memory.
func (m *Machine) pageable(b *mem.Block) bool {
	return b.Space == mem.Host && !b.Managed && !m.rt.registeredAt(b.Base, b.End())
}

// memcpy is cudaMemcpy's checks and copy. kind: 0 host→host, 1 host→device,
// 2 device→host, 3 device→device, 4 default (inferred from the pointers).
func (m *Machine) memcpy(dst, src, n, kind uint64) cudaError {
	if n == 0 {
		return errSuccess
	}
	db, _, f1 := m.mem.Resolve(dst, n)
	sb, _, f2 := m.mem.Resolve(src, n)
	if f1 != nil || f2 != nil {
		return errInvalidValue
	}
	// With unified addressing the driver finds where every pointer it
	// knows lies (device, pinned, managed, registered memory), whatever the
	// kind says; only pageable host memory (malloc, the stack, statics)
	// cannot stand where the kind promises device memory (x_memcpy_kinds_uva
	// on the H200: all 80 pairs of four memories and five kinds).
	pageable := m.pageable
	ok := false
	switch kind {
	case 0, 4:
		ok = true
	case 1:
		ok = !pageable(db)
	case 2:
		ok = !pageable(sb)
	case 3:
		ok = !pageable(db) && !pageable(sb)
	default:
		return errInvalidMemcpyDir
	}
	if !ok {
		return errInvalidValue
	}
	m.mem.Copy(dst, src, n)
	return errSuccess
}

// fillDeviceProp writes the profile's cudaDeviceProp (sim/cudart's
// values) into the program's struct, field by field: the front end's
// struct may declare fewer fields than CUDA's.
func (m *Machine) fillDeviceProp(w *Warp, addr uint64, line int) {
	st, ok := propType(m)
	if !ok {
		return
	}
	p := m.cfg.GPU
	if _, bad := w.checkRange(addr, uint64(st.Size()), OpStore, 0, line); bad {
		return
	}
	m.mem.Fill(addr, 0, uint64(st.Size()))
	for _, fl := range st.Fields {
		a := addr + uint64(fl.Offset)
		if fl.Name == "name" {
			name := p.DeviceName
			if name == "" {
				name = p.Display
			}
			if n := int(fl.Type.Size()) - 1; len(name) > n {
				name = name[:max(n, 0)]
			}
			m.mem.Copy(a, m.stringAddr(name), uint64(len(name)))
			continue
		}
		vals, ok := cudart.DevicePropValue(p, fl.Name)
		if !ok {
			continue
		}
		elem := fl.Type
		if at, ok := elem.(*types.Array); ok {
			elem = at.Elem
		}
		k, es := kindOf(elem), uint64(elem.Size())
		for i, v := range vals {
			if uint64(i+1)*es > uint64(fl.Type.Size()) {
				break
			}
			w.hostStore(a+uint64(i)*es, k, canon(k, uint64(v)), line)
		}
	}
}

func propType(m *Machine) (*types.Struct, bool) {
	for _, o := range m.file.Objects {
		if o != nil && o.Kind == ast.ObjBuiltinFunc && o.Name == "cudaGetDeviceProperties" {
			if ft, ok := o.Type.(*types.Func); ok && len(ft.Params) > 0 {
				if p, ok := ft.Params[0].Type.(*types.Pointer); ok {
					st, ok := p.Elem.(*types.Struct)
					return st, ok
				}
			}
		}
	}
	return nil, false
}

// staticSmem is the static shared memory a kernel's blocks take.
func (m *Machine) staticSmem(decl *ast.FuncDecl) int {
	_, size := sharedLayout(m.sharedVars(decl), 0)
	return staticSize(size)
}

// staticSize is nvcc's sharedSizeBytes of a layout of size bytes: rounded
// up to 16, so a kernel's char tag[3] or int flag takes 16, counts[33],
// sums[17] and 10 16-byte structs 432 (the H200's cudaFuncGetAttributes).
func staticSize(size uint64) int { return int(size+15) &^ 15 }

// sharedLayout places the static shared variables of a kernel one after
// the other, each at its alignment, and returns their offsets (by object
// ID, in a slice of n entries when n > 0) and the size they take.
func sharedLayout(shared []*ast.Object, n int) ([]uint64, uint64) {
	var offs []uint64
	if n > 0 {
		offs = make([]uint64, n)
	}
	var off uint64
	for _, o := range shared {
		a := uint64(max(o.Type.Align(), o.AlignAs, 1))
		off = (off + a - 1) &^ (a - 1)
		if o.ID >= 0 && o.ID < len(offs) {
			offs[o.ID] = off
		}
		off += uint64(o.Type.Size())
	}
	return offs, off
}

// kernelInput is what CUDA's occupancy calculator is given for blocks of
// threads of kernel decl with dynSmem bytes of dynamic shared memory: its
// registers, static shared memory and opt-in dynamic limit.
func (m *Machine) kernelInput(decl *ast.FuncDecl, threads, dynSmem int) occupancy.Input {
	in := occupancy.NewInput(threads, m.kernelRegs(decl))
	in.StaticSmem = m.staticSmem(decl)
	in.DynamicSmem = dynSmem
	if v, ok := m.rt.maxDynSmem[decl]; ok {
		in.MaxDynamicSmem = v
	}
	if v, ok := m.rt.carveout[decl]; ok {
		in.Carveout = v
	}
	return in
}

// occupancyBlocks is cudaOccupancyMaxActiveBlocksPerMultiprocessor.
func (m *Machine) occupancyBlocks(decl *ast.FuncDecl, threads, dynSmem int) int {
	return occupancy.Compute(m.cfg.GPU, m.kernelInput(decl, threads, dynSmem)).BlocksPerSM
}

// availableDynamicSmem is cudaOccupancyAvailableDynamicSMemPerBlock: the
// dynamic shared memory each of numBlocks blocks of blockSize threads may
// have with all of them resident on one SM. As the H200 answers
// (tests/conformance/x_occupancy_available): the SM's shared memory divided
// among the blocks whole, in allocation units (the 1 KB each block
// reserves is not taken off), less the kernel's static shared memory, at
// most what the kernel may ask for (cudaFuncAttributeMaxDynamicSharedMemorySize,
// by default 48 KB less its static shared memory); numBlocks that the
// SM's warps, block slots, registers or shared memory cannot hold are an
// invalid value.
func (m *Machine) availableDynamicSmem(decl *ast.FuncDecl, numBlocks, blockSize int) (int, bool) {
	gpu := m.cfg.GPU
	if numBlocks <= 0 || blockSize <= 0 || blockSize > gpu.MaxThreadsPerBlock {
		return 0, false
	}
	occ := occupancy.Compute(gpu, occupancy.NewInput(blockSize, m.kernelRegs(decl)))
	if occ.Err != nil || numBlocks > min(occ.LimitWarps, occ.LimitBlocks, occ.LimitRegisters) {
		return 0, false
	}
	static := m.staticSmem(decl)
	limit := gpu.SharedPerBlock - static
	if v, ok := m.rt.maxDynSmem[decl]; ok {
		limit = v
	}
	unit := max(gpu.SharedAllocUnit, 1)
	// Shared among the blocks: the carveout's configuration, at least one
	// that holds their static parts; one block may have the whole SM (a
	// launch overrides the preference to fit one). With 32 static bytes
	// the H200 answers 2016 for 4 blocks at 0% (8 KB), 8160 at 10% (32 KB),
	// and the attribute's 102400 for one block at any carveout.
	perSM := gpu.SharedPerSM
	if numBlocks > 1 {
		if pref, ok := occupancy.PreferredSharedPerSM(gpu, m.kernelInput(decl, blockSize, 0)); ok {
			perSM = pref
			if need, ok := occupancy.AlignUpCarveout(gpu, numBlocks*(static+gpu.SharedReservedPerBlock)); ok && need > perSM {
				perSM = need
			}
		}
	}
	avail := perSM/numBlocks/unit*unit - static
	if avail < 0 {
		return 0, false // not even the static shared memory fits
	}
	return max(min(avail, limit), 0), true
}

// kernelArg compiles the kernel argument idx of a runtime call: a kernel
// named (through casts and &) is resolved now and left out of the
// arguments evaluated; any other pointer is evaluated, and names its
// kernel, or nil, when the call runs. It returns the call to evaluate and
// the resolver of its argument values (which leaves the kernel's out).
func (c *compiler) kernelArg(e *ast.Call, idx int) (*ast.Call, func(a []uint64) (*ast.FuncDecl, []uint64)) {
	if decl := funcOf(e.Args[idx]); decl != nil {
		if !decl.Attrs.Global {
			decl = nil // (const void *)hostFunction: cudaErrorInvalidDeviceFunction
		}
		return withoutArg(e, idx), func(a []uint64) (*ast.FuncDecl, []uint64) { return decl, a }
	}
	m := c.m
	return e, func(a []uint64) (*ast.FuncDecl, []uint64) {
		if idx >= len(a) {
			return nil, a
		}
		decl := m.funcAt(a[idx])
		if decl != nil && !decl.Attrs.Global {
			decl = nil
		}
		return decl, append(a[:idx:idx], a[idx+1:]...)
	}
}

// withoutArg is the call e without its argument idx: the argument that names
// a kernel or a symbol, which the compiler resolves rather than computes.
func withoutArg(e *ast.Call, idx int) *ast.Call {
	rest := make([]ast.Expr, 0, len(e.Args))
	for i, a := range e.Args {
		if i != idx {
			rest = append(rest, a)
		}
	}
	call := *e
	call.Args = rest
	return &call
}

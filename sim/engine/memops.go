package engine

import (
	"fmt"
	"math/bits"

	"simtlab/sim/cuda/types"
	"simtlab/sim/diag"
	"simtlab/sim/engine/le"
	"simtlab/sim/engine/mem"
	"simtlab/sim/memsys"
)

// Op is what a warp-level memory instruction does.
type Op = memsys.Op

const (
	OpLoad      = memsys.Load
	OpStore     = memsys.Store
	OpAtomic    = memsys.Atomic
	OpReduction = memsys.Reduction
)

// Observer receives every warp-level memory access of a kernel: the
// memory system (sim/memsys), or a test double.
type Observer interface {
	BeginLaunch(kernel string, grid, block [3]int)
	Observe(a *memsys.Access)
	EndLaunch() (metrics map[string]float64, lines map[int]map[string]float64)
}

// memsysSpace maps the engine's address windows to the memory system's
// spaces (host memory never reaches it).
var memsysSpace = [...]memsys.Space{mem.Global: memsys.Global, mem.Constant: memsys.Constant,
	mem.Shared: memsys.Shared, mem.Local: memsys.Local, mem.Host: memsys.Global, mem.Invalid: memsys.Global}

// spaceAllowed says whether code on this side may touch a space.
func (w *Warp) spaceAllowed(s mem.Space, op Op) (bool, string) {
	if w.privileged {
		return true, ""
	}
	if w.device {
		switch s {
		case mem.Host:
			return false, "a host pointer was dereferenced in device code (copy the data with cudaMemcpy and pass the device pointer)"
		case mem.Constant:
			if op != OpLoad {
				return false, "__constant__ memory is read-only in kernels"
			}
		}
		return true, ""
	}
	switch s {
	case mem.Global, mem.Shared, mem.Local:
		return false, "a device pointer was dereferenced in host code (segmentation fault); copy the data back with cudaMemcpy first"
	case mem.Constant:
		if op != OpLoad {
			return false, "writing to read-only memory (a string literal or __constant__ variable; use cudaMemcpyToSymbol)"
		}
	}
	return true, ""
}

// managed reports whether addr is in managed memory, which both sides may
// use.
func (w *Warp) managed(addr uint64) bool {
	b := w.m.mem.Find(addr)
	return b != nil && b.Managed
}

// resolve checks one lane's access and returns its block and offset; on a
// bad access it reports the fault and returns nil.
func (w *Warp) resolve(addr uint64, size int, op Op, lane int, line int) (*mem.Block, uint64) {
	// The block of the warp's last resolved access, when this one is
	// inside it and aligned: its space was allowed for every kind of
	// access (constant memory, whose rule depends on the kind, is not
	// kept), so the checks below would pass and Resolve would find it.
	if b, end := w.lastBlock, addr+uint64(size); b != nil && addr >= b.Base && end <= b.Base+b.Size && end > addr &&
		!b.Freed && !w.privileged && (!w.device || addr%uint64(size) == 0) {
		return b, addr - b.Base
	}
	s := mem.SpaceOf(addr)
	if ok, why := w.spaceAllowed(s, op); !ok && addr >= 0x1000 && !w.managed(addr) {
		w.fault(line, lane, addr, size, op, &mem.Fault{Kind: mem.OutOfBounds, Addr: addr, Msg: why})
		return nil, 0
	}
	if w.device && size > 1 && addr%uint64(size) != 0 {
		w.fault(line, lane, addr, size, op, &mem.Fault{Kind: mem.Misaligned, Addr: addr,
			Msg: fmt.Sprintf("address %#x is not aligned to the access size %d", addr, size)})
		return nil, 0
	}
	b, off, f := w.m.mem.Resolve(addr, uint64(size))
	if f != nil {
		w.fault(line, lane, addr, size, op, f)
		return nil, 0
	}
	if ok, _ := w.spaceAllowed(s, op); ok && s != mem.Constant && !w.privileged {
		w.lastBlock = b
	}
	return b, off
}

// load reads a value of kind k at the per-lane addresses a into d.
func (w *Warp) load(d, a *Vec, m uint32, k kind, line int) bool {
	size := k.size()
	if w.halted() || m == 0 {
		return false
	}
	if a.U || w.n == 1 {
		lane := firstLane(m)
		b, off := w.resolve(a.V[0], size, OpLoad, lane, line)
		if b == nil {
			return false
		}
		w.checkInit(b, off, size, a.V[0], lane, line)
		if m&(m-1) != 0 && w.device && b.Space == mem.Shared && b.Initialized(off, uint64(size)) {
			w.raceReadOthers(b, off, size, m&(m-1), line)
		}
		d.setUniform(extend(k, mem.Load(b, off, size)))
		w.observe(a, m, size, OpLoad, line)
		return true
	}
	if b := w.span(a, m, size, OpLoad); b != nil {
		// Every lane is inside one allocation: no per-lane lookups.
		check := w.device && (b.Space == mem.Shared || !b.AllInitialized())
		base := b.Base
		if !check && size == 4 {
			data := b.Data
			signed := k == kI32
			if m == 0xffffffff {
				for i, x := range &a.V {
					v := le.Uint32(data[x-base : x-base+4])
					if signed {
						d.V[i] = uint64(int64(int32(v)))
					} else {
						d.V[i] = uint64(v)
					}
				}
			} else {
				for mm := m; mm != 0; mm &= mm - 1 {
					i := bits.TrailingZeros32(mm)
					off := a.V[i] - base
					v := le.Uint32(data[off : off+4])
					if signed {
						d.V[i] = uint64(int64(int32(v)))
					} else {
						d.V[i] = uint64(v)
					}
				}
			}
			d.U = false
			w.observe(a, m, size, OpLoad, line)
			return true
		}
		for mm := m; mm != 0; mm &= mm - 1 {
			i := bits.TrailingZeros32(mm)
			off := a.V[i] - base
			if check {
				if !b.Initialized(off, uint64(size)) || b.Space == mem.Shared {
					w.checkInit(b, off, size, a.V[i], i, line)
				}
			}
			d.V[i] = extend(k, mem.Load(b, off, size))
		}
		d.U = false
		w.observe(a, m, size, OpLoad, line)
		return true
	}
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm)
		b, off := w.resolve(a.V[i], size, OpLoad, i, line)
		if b == nil {
			return false
		}
		w.checkInit(b, off, size, a.V[i], i, line)
		d.V[i] = extend(k, mem.Load(b, off, size))
	}
	d.U = false
	w.observe(a, m, size, OpLoad, line)
	return true
}

// span returns the one live block that holds every active lane's access
// when the accesses are aligned and allowed, or nil (then the caller checks
// lane by lane and reports what is wrong).
func (w *Warp) span(a *Vec, m uint32, size int, op Op) *mem.Block {
	lo, hi, or := ^uint64(0), uint64(0), uint64(0)
	if m == 0xffffffff {
		for _, x := range &a.V {
			lo = min(lo, x)
			hi = max(hi, x)
			or |= x
		}
	} else {
		for mm := m; mm != 0; mm &= mm - 1 {
			x := a.V[bits.TrailingZeros32(mm)]
			lo = min(lo, x)
			hi = max(hi, x)
			or |= x
		}
	}
	if w.device && or&uint64(size-1) != 0 {
		return nil
	}
	b, _, f := w.m.mem.Resolve(lo, hi-lo+uint64(size))
	if f != nil {
		return nil
	}
	if ok, _ := w.spaceAllowed(b.Space, op); !ok && !b.Managed {
		return nil
	}
	return b
}

// extend brings loaded bits to the stored form of k.
func extend(k kind, v uint64) uint64 {
	switch k {
	case kI8, kI16, kI32:
		return canon(k, v)
	}
	return v
}

// store writes v (kind k) at the per-lane addresses a. When several lanes
// write one address, the highest lane wins, as on the hardware.
func (w *Warp) store(a, v *Vec, m uint32, k kind, line int) bool {
	size := k.size()
	if w.halted() || m == 0 {
		return false
	}
	w.storeSeq++
	if w.n == 1 || (a.U && v.U) {
		lane := 31 - bits.LeadingZeros32(m)
		b, off := w.resolve(a.V[0], size, OpStore, lane, line)
		if b == nil {
			return false
		}
		w.raceWrite(b, off, size, a.V[0], m, line)
		mem.Store(b, off, size, v.V[0])
		w.observe(a, m, size, OpStore, line)
		return true
	}
	if !a.U {
		if b := w.span(a, m, size, OpStore); b != nil {
			base := b.Base
			if b.Space == mem.Shared {
				w.raceWriteLanes(b, a, size, m, line)
			}
			storeLanes(b, base, a, v, m, size)
			w.observe(a, m, size, OpStore, line)
			return true
		}
	}
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm)
		b, off := w.resolve(a.get(i), size, OpStore, i, line)
		if b == nil {
			return false
		}
		w.raceWrite(b, off, size, a.get(i), 1<<i, line)
		mem.Store(b, off, size, v.get(i))
	}
	w.observe(a, m, size, OpStore, line)
	return true
}

// storeLanes writes the lanes of m at their addresses a inside b (span
// checked them), in lane order, and marks the bytes written once per run
// of lanes whose addresses follow each other instead of once per lane.
func storeLanes(b *mem.Block, base uint64, a, v *Vec, m uint32, size int) {
	var start, end uint64 // the run being marked: [start, end)
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm)
		off := a.V[i] - base
		mem.StoreUnmarked(b, off, size, v.get(i))
		if off == end && end > start {
			end += uint64(size)
			continue
		}
		if end > start {
			b.MarkInit(start, end-start)
		}
		start, end = off, off+uint64(size)
	}
	if end > start {
		b.MarkInit(start, end-start)
	}
}

// copyLanes copies a value of type t from the per-lane addresses src to dst
// (struct assignment, passing and returning structs).
func (w *Warp) copyLanes(dst, src *Vec, m uint32, t types.Type, line int) bool {
	return w.copyBytes(dst, src, m, uint64(t.Size()), uint64(max(t.Align(), 1)), line)
}

// copyBytes copies size bytes of a value aligned to align. In device code
// the copy is nvcc's: loads and stores of align bytes each (one 16-byte
// access for a float4), which fault at an address the alignment does not
// divide, as a misaligned scalar access does.
func (w *Warp) copyBytes(dst, src *Vec, m uint32, size, align uint64, line int) bool {
	if w.halted() {
		return false
	}
	align = min(align, size, 16)
	staged := false    // some lane copies within one allocation: every lane loads before any stores
	sharedDst := false // some lane stores to shared memory, which the race checks watch
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm)
		if i >= w.n {
			break
		}
		d, s := dst.get(i), src.get(i)
		if w.misaligned(s, size, align, OpLoad, i, line) || w.misaligned(d, size, align, OpStore, i, line) {
			return false
		}
		bs, f := w.checkRange(s, size, OpLoad, i, line)
		if f {
			return false
		}
		bd, f := w.checkRange(d, size, OpStore, i, line)
		if f {
			return false
		}
		if w.device && bs != nil && bs == bd && m&(m-1) != 0 {
			staged = true
		}
		if w.device && bs != nil && bs.Space == mem.Shared {
			w.raceRead(bs, s-bs.Base, int(size), i, line)
		}
		sharedDst = sharedDst || w.device && bd != nil && bd.Space == mem.Shared
	}
	if staged {
		return w.copyStaged(dst, src, m, size, sharedDst, line)
	}
	w.storeSeq++
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm)
		if i >= w.n {
			break
		}
		d, s := dst.get(i), src.get(i)
		if sharedDst {
			w.raceWriteCopy(d, size, i, line)
		}
		if f := w.m.mem.Copy(d, s, size); f != nil {
			w.fault(line, i, d, int(size), OpStore, f)
			return false
		}
	}
	// A float2/float4/int4 copy is one vector load and one vector store.
	if w.device && (size == 4 || size == 8 || size == 16) {
		w.observe(src, m, int(size), OpLoad, line)
		w.observe(dst, m, int(size), OpStore, line)
	}
	return true
}

// copyStaged is copyBytes' copy when a lane's destination may be another
// lane's source: every lane's source is read before any lane stores, as
// the warp's loads of a struct all precede its stores.
func (w *Warp) copyStaged(dst, src *Vec, m uint32, size uint64, sharedDst bool, line int) bool {
	var read [32]mem.Staged
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm)
		if i >= w.n {
			break
		}
		st, f := w.m.mem.Stage(src.get(i), size)
		if f != nil {
			w.fault(line, i, src.get(i), int(size), OpLoad, f)
			return false
		}
		read[i] = st
	}
	w.storeSeq++
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm)
		if i >= w.n {
			break
		}
		if sharedDst {
			w.raceWriteCopy(dst.get(i), size, i, line)
		}
		if f := w.m.mem.Unstage(dst.get(i), read[i]); f != nil {
			w.fault(line, i, dst.get(i), int(size), OpStore, f)
			return false
		}
	}
	if size == 4 || size == 8 || size == 16 {
		w.observe(src, m, int(size), OpLoad, line)
		w.observe(dst, m, int(size), OpStore, line)
	}
	return true
}

// raceWriteCopy records lane's store of a struct copy's size bytes at
// addr when they are shared memory.
func (w *Warp) raceWriteCopy(addr, size uint64, lane, line int) {
	if b, _, f := w.m.mem.Resolve(addr, size); f == nil && b.Space == mem.Shared {
		w.raceWrite(b, addr-b.Base, int(size), addr, 1<<lane, line)
	}
}

// misaligned reports (and faults) a device access of size bytes, made of
// accesses of align bytes, whose address align does not divide.
func (w *Warp) misaligned(addr, size, align uint64, op Op, lane, line int) bool {
	if !w.device || align <= 1 || addr%align == 0 {
		return false
	}
	w.fault(line, lane, addr, int(size), op, &mem.Fault{Kind: mem.Misaligned, Addr: addr,
		Msg: fmt.Sprintf("address %#x is not aligned to %d bytes, the alignment of the %d-byte value accessed", addr, align, size)})
	return true
}

// checkRange validates a bulk access of one lane.
func (w *Warp) checkRange(addr, size uint64, op Op, lane, line int) (*mem.Block, bool) {
	if size == 0 {
		return nil, false
	}
	s := mem.SpaceOf(addr)
	if ok, why := w.spaceAllowed(s, op); !ok && !w.managed(addr) {
		w.fault(line, lane, addr, int(size), op, &mem.Fault{Kind: mem.OutOfBounds, Addr: addr, Msg: why})
		return nil, true
	}
	b, _, f := w.m.mem.Resolve(addr, size)
	if f != nil {
		w.fault(line, lane, addr, int(size), op, f)
		return nil, true
	}
	return b, false
}

// zeroLanes clears size bytes at each lane's address.
func (w *Warp) zeroLanes(a *Vec, m uint32, size uint64, line int) {
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm)
		if i >= w.n {
			break
		}
		if _, bad := w.checkRange(a.get(i), size, OpStore, i, line); bad {
			return
		}
		w.m.mem.Fill(a.get(i), 0, size)
	}
}

// writeBytes copies s (at most size bytes) to each lane's address.
func (w *Warp) writeBytes(a *Vec, m uint32, s []byte, size uint64, line int) {
	if uint64(len(s)) > size {
		s = s[:size]
	}
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm)
		if i >= w.n {
			break
		}
		d, _, f := w.m.mem.Bytes(a.get(i), uint64(len(s)))
		if f != nil {
			w.fault(line, i, a.get(i), len(s), OpStore, f)
			return
		}
		b, _, _ := w.m.mem.Resolve(a.get(i), uint64(len(s)))
		copy(d, s)
		if b != nil && len(s) > 0 {
			b.MarkInit(a.get(i)-b.Base, uint64(len(s)))
		}
	}
}

// fault reports a bad access and stops the kernel (or the program, on the
// host).
func (w *Warp) fault(line, lane int, addr uint64, size int, op Op, f *mem.Fault) {
	if w.halted() {
		return
	}
	verb := "read"
	switch op {
	case OpStore:
		verb = "write"
	case OpAtomic, OpReduction:
		verb = "atomic"
	}
	msg := f.Msg
	if a := w.m.failedAlloc; f.Kind == mem.NullPointer && a.name != "" {
		// The warning about the allocation may sort after this error
		// (diagnostics go by line): say here what likely made the null.
		msg += fmt.Sprintf(" (%s at line %d failed: the program asked for more than the lab's %d MiB of simulated memory)", a.name, a.line, w.m.cfg.MaxMemory>>20)
	}
	if !w.device {
		// Memory the host has not mapped (address 0, device memory, no
		// memory at all) kills the process; a host allocation overrun is
		// the lab's finding, where a real program would go on.
		s := mem.SpaceOf(addr)
		if f.Kind == mem.NullPointer || s == mem.Global || s == mem.Shared || s == mem.Local || s == mem.Invalid {
			w.m.errorf(w.m.pos(line), diag.KindRuntime, "invalid %s of size %d at %#x: %s: the program is killed by SIGSEGV (exit status %d)", verb, size, addr, msg, sigsegvStatus)
			w.m.kill(sigsegvStatus)
			return
		}
		w.m.errorf(w.m.pos(line), diag.KindRuntime, "invalid %s of size %d at %#x: %s", verb, size, addr, msg)
		w.m.halted = true
		return
	}
	l := w.blk.launch
	code := errIllegalAddress
	if f.Kind == mem.Misaligned {
		code = errMisalignedAddress
	}
	t := w.threadOf(lane)
	what := fmt.Sprintf("%s %s of size %d", spaceWord(mem.SpaceOf(addr)), verb, size)
	if size == 0 {
		what = spaceWord(mem.SpaceOf(addr)) + " array access"
	}
	w.m.errorf(w.m.pos(line), diag.KindSanitizer,
		"kernel '%s': invalid %s at %#x by thread (%d,%d,%d) in block (%d,%d,%d): %s",
		l.fn.name(), what, addr, t[0], t[1], t[2],
		w.blk.idx[0], w.blk.idx[1], w.blk.idx[2], msg)
	l.fail(code)
}

func spaceWord(s mem.Space) string {
	switch s {
	case mem.Global:
		return "__global__"
	case mem.Shared:
		return "__shared__"
	case mem.Local:
		return "__local__"
	case mem.Constant:
		return "__constant__"
	case mem.Host:
		return "host"
	}
	return "generic"
}

// threadOf returns threadIdx of a lane.
func (w *Warp) threadOf(lane int) [3]uint64 {
	return [3]uint64{w.tid[0].get(lane), w.tid[1].get(lane), w.tid[2].get(lane)}
}

// checkInit reports a read of never-written global or shared memory
// (compute-sanitizer's initcheck), once per source line.
func (w *Warp) checkInit(b *mem.Block, off uint64, size int, addr uint64, lane, line int) {
	if !w.device || (b.Space != mem.Global && b.Space != mem.Shared) {
		return
	}
	if b.Initialized(off, uint64(size)) {
		if b.Space == mem.Shared {
			w.raceRead(b, off, size, lane, line)
		}
		return
	}
	w.reportUninit(b, size, addr, lane, line)
}

// reportUninit is initcheck's report, once per source line.
func (w *Warp) reportUninit(b *mem.Block, size int, addr uint64, lane, line int) {
	l := w.blk.launch
	if l.uninitReported[line] {
		return
	}
	l.uninitReported[line] = true
	t := w.threadOf(lane)
	w.m.warnf(w.m.pos(line), diag.KindSanitizer,
		"kernel '%s': uninitialized %s memory read of size %d at %#x by thread (%d,%d,%d) in block (%d,%d,%d) (%s was never written there)",
		l.fn.name(), spaceWord(b.Space), size, addr, t[0], t[1], t[2], w.blk.idx[0], w.blk.idx[1], w.blk.idx[2], b.Name)
}

// observe hands a kernel's access to the memory system and counts it.
func (w *Warp) observe(a *Vec, m uint32, size int, op Op, line int) {
	if !w.device {
		return
	}
	l := w.blk.launch
	space := mem.SpaceOf(a.get(firstLane(m)))
	if space == mem.Local {
		// The engine keeps structs and addressed locals in local memory,
		// where nvcc keeps most of them in registers: counting them would
		// invent traffic. TODO: observe genuine local arrays only.
		return
	}
	l.countMem(space, op, line)
	if w.dotEvents != nil { // as observeAffine: a dot loop learns its accesses
		*w.dotEvents = append(*w.dotEvents, dotObserve)
	}
	if l.obs == nil {
		return
	}
	acc := &l.acc
	acc.Space, acc.Op, acc.Width, acc.Mask, acc.Line = memsysSpace[space], op, uint8(size), m, line
	acc.Block, acc.Warp, acc.SM = w.blk.linear, w.warpIdx, w.blk.linear%max(1, w.m.cfg.GPU.SMs)
	var base uint64
	switch space {
	case mem.Shared:
		base = w.blk.sharedBase
	case mem.Constant:
		base = mem.ConstantBase
	}
	// A uniform address is affine with stride 0: the hint spares the memory
	// system its scan of the lanes (it needs a full mask).
	acc.Affine, acc.Stride = a.U && m == 0xffffffff, 0
	switch {
	case a.U:
		x := a.V[0] - base
		for i := range acc.Addr {
			acc.Addr[i] = x
		}
	case base == 0:
		acc.Addr = a.V // one block copy
	default:
		for i := range acc.Addr {
			acc.Addr[i] = a.V[i] - base
		}
	}
	l.observeAccess(w, acc)
}

// indexFault reports an index outside a declared array.
func (w *Warp) indexFault(line, lane int, idx, n int64, name string, addr uint64) {
	msg := fmt.Sprintf("index %d is out of bounds for %s[%d] (valid indices are 0 to %d)", idx, name, n, n-1)
	if !w.device {
		w.runtimeError(line, "%s", msg)
		return
	}
	w.fault(line, lane, addr, 0, OpLoad, &mem.Fault{Kind: mem.OutOfBounds, Addr: addr, Msg: msg})
}

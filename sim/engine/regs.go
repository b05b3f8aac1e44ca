package engine

import (
	"bytes"
	"strconv"

	"simtlab/hardware"
	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/types"
)

// Registers per thread. The lab has no register allocator, so it
// estimates what nvcc would report (launch__registers_per_thread,
// cudaFuncAttributes.numRegs) and then applies the limits nvcc obeys:
// __maxnreg__, __launch_bounds__ and the GPU's per-thread maximum. A
// lesson that needs an exact figure pins it with
//
//	#pragma simtlab registers N
//
// on a line before the kernel (the next __global__ function after the
// pragma takes it; nvcc ignores unknown pragmas, so the file still builds).

// kernelRegs is the registers per thread every part of the lab reports for
// a kernel: launch metrics, occupancy, cudaFuncGetAttributes and the
// occupancy API.
func (m *Machine) kernelRegs(decl *ast.FuncDecl) int {
	if n, ok := m.pinnedRegs(decl); ok {
		return n
	}
	return capRegs(estimateRegs(decl), decl.Attrs, m.cfg.GPU)
}

// estimateRegs estimates the registers nvcc gives a kernel from its typed
// AST: the most values live at once (liveValues) plus what every kernel
// holds besides (regsBase), at least the floor nvcc reports.
func estimateRegs(decl *ast.FuncDecl) int {
	floor := regsFloor
	if callsABI(decl, 0) {
		floor = abiFloor
	}
	return min(max(regsBase+liveValues(decl, 0), floor), 255)
}

// abiFloor: a kernel that makes a real call (printf's vprintf, malloc,
// free, assert's __assertfail) follows the calling convention, whose
// argument and caller-saved registers it must have: Nsight Compute recorded
// 32 for every such conformance kernel with less to do.
const abiFloor = 32

// abiCalls are the builtins nvcc compiles to calls rather than inline code.
var abiCalls = map[string]bool{"printf": true, "malloc": true, "free": true, "__assertfail": true, "assert": true, "__assert_fail": true}

// callsABI reports whether decl, or a device function it calls, calls one
// of abiCalls or makes a virtual call (an indirect call, never inlined).
func callsABI(decl *ast.FuncDecl, depth int) bool {
	if decl == nil || decl.Body == nil || depth > maxInlineDepth {
		return false
	}
	found := false
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		if c, ok := n.(*ast.Call); ok && !found && c.Func != nil {
			if abiCalls[c.Func.Name] || c.Virtual || c.Func.Decl != decl && callsABI(c.Func.Decl, depth+1) {
				found = true
			}
		}
		return !found
	})
	return found
}

// regsFloor: Nsight Compute never recorded fewer than 16 registers per
// thread on the H200 (most conformance kernels have exactly 16).
const regsFloor = 16

// regsBase is what a kernel holds besides its variables' values: the
// stack pointer (R1), the thread and block indices read from special
// registers, and the temporaries of address arithmetic. Calibrated once
// against the 235 conformance kernels' launch__registers_per_thread
// (TestRegisterEstimateAgainstNcu prints the table): 4 or 5 give the
// smallest median error (0), 7 the smallest mean (3.63); 6 is within
// one register and 0.1 of both.
const regsBase = 6

// An unrolled loop keeps the accesses of its later iterations in flight:
// unrollValues registers per access of the body (HoistUnroll − 1 = 3 more
// iterations' values), at most maxUnrollValues.
const (
	unrollValues    = 3
	maxUnrollValues = 24
)

// maxInlineDepth bounds how deep calls of device functions are followed
// (nvcc inlines them; recursion is not followed).
const maxInlineDepth = 3

// liveValues is the most 32-bit registers the values of decl's variables
// and parameters occupy at one point of its body. Each object is live from
// its first to its last mention in source order; one mentioned before a
// loop and inside it stays live to the loop's end (the next iteration may
// read it). 64-bit values (pointers, long, double) take two registers,
// structs one per 32 bits; arrays and shared variables none (they live in
// local or shared memory). A statement's memory accesses each add an
// address temporary (two registers) while it runs, and a call of a device
// function adds the callee's own peak at the call (nvcc inlines it).
func liveValues(decl *ast.FuncDecl, depth int) int {
	if decl == nil || decl.Body == nil || depth > maxInlineDepth {
		return 0
	}
	spans := map[*ast.Object]*liveSpan{}
	var order []*ast.Object // first mention order: keeps the sums deterministic
	var loops [][2]int
	extra := map[int]int{}    // position → temporaries while that node runs
	unrolled := map[int]int{} // position → change of the unrolled loops' values in flight
	pos := 0
	var visit func(n ast.Node) bool
	visit = func(n ast.Node) bool {
		pos++
		switch n := n.(type) {
		case *ast.For, *ast.While, *ast.DoWhile:
			loop := n
			if f, ok := n.(*ast.For); ok && f.Copies > 0 {
				// unrolled as nvcc unrolls it (parser/partialunroll.go): the
				// copies run one after another, each in the registers the
				// first one needs
				loop = oneCopy(f)
			}
			size := visitedSize(loop)
			loops = append(loops, [2]int{pos, pos + size - 1})
			v := unrolledValues(loop)
			unrolled[pos] += v
			unrolled[pos+size] -= v
			if loop != n {
				ast.Inspect(loop, func(m ast.Node) bool { return m == loop || visit(m) })
				return false
			}
		case *ast.Ident:
			mention(spans, &order, n.Obj, pos)
		case *ast.VarDecl:
			// the front end's inlining temporaries are declared at the top
			// of the function (check/inlinehelpers.go): live from their
			// assignment, as nvcc's values are
			if !n.Temp {
				mention(spans, &order, n.Obj, pos)
			}
		case *ast.Index:
			extra[pos] += 2
		case *ast.Call:
			if f := n.Func; f != nil && f.Decl != nil && f.Decl != decl && !f.Decl.Attrs.Global {
				extra[pos] += liveValues(f.Decl, depth+1)
			}
		}
		return true
	}
	for _, p := range decl.Params {
		mention(spans, &order, p, 0)
	}
	ast.Inspect(decl.Body, visit)
	delta := make([]int, pos+2)
	for _, o := range order {
		sp := spans[o]
		for _, l := range loops {
			if sp.lo < l[0] && sp.hi >= l[0] && sp.hi < l[1] {
				sp.hi = l[1]
			}
		}
		delta[sp.lo] += sp.w
		delta[sp.hi+1] -= sp.w
	}
	peak, live, inFlight := 0, 0, 0
	for p := 0; p <= pos; p++ {
		live += delta[p]
		inFlight += unrolled[p]
		peak = max(peak, live+extra[p]+inFlight)
	}
	return peak
}

// visitedSize is the number of positions liveValues gives n and the nodes
// in it: an unrolled loop inside counts its first copy only, as it is
// visited.
func visitedSize(n ast.Node) int {
	size := 0
	var count func(m ast.Node) bool
	count = func(m ast.Node) bool {
		size++
		if f, ok := m.(*ast.For); ok && f.Copies > 0 {
			if c := oneCopy(f); c != f {
				ast.Inspect(c, func(x ast.Node) bool { return x == c || count(x) })
				return false
			}
		}
		return true
	}
	ast.Inspect(n, count)
	return size
}

// oneCopy stands for a loop the parser unrolled (ast.For.Copies): the loop
// with its first copy of the body and the counter's step after it.
func oneCopy(f *ast.For) *ast.For {
	b, ok := f.Body.(*ast.Block)
	if !ok || len(b.List) < 2 {
		return f
	}
	return &ast.For{P: f.P, Init: f.Init, Cond: f.Cond, Body: &ast.Block{P: b.P, List: b.List[:2], Rbrace: b.Rbrace}, Unroll: f.Unroll}
}

// unrolledValues is how many registers the later iterations of an
// unrolled loop keep in flight: unrollValues per memory access of its own
// body (nested loops count for themselves). A loop with a barrier, or
// marked #pragma unroll 1, is not unrolled that way.
func unrolledValues(loop ast.Node) int {
	var unroll ast.Unroll
	switch l := loop.(type) {
	case *ast.For:
		unroll = l.Unroll
	case *ast.While:
		unroll = l.Unroll
	case *ast.DoWhile:
		unroll = l.Unroll
	}
	if unroll == 1 {
		return 0
	}
	accesses, barrier := 0, false
	ast.Inspect(loop, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.For, *ast.While, *ast.DoWhile:
			return n == loop
		case *ast.Index:
			accesses++
		case *ast.Call:
			if n.Func != nil && n.Func.Name == "__syncthreads" {
				barrier = true
			}
		}
		return true
	})
	if barrier {
		return 0
	}
	return min(unrollValues*accesses, maxUnrollValues)
}

// liveSpan is where an object is live, and how many registers it takes.
type liveSpan struct{ lo, hi, w int }

// mention records that o is mentioned at pos, if o is a value that lives
// in registers.
func mention(spans map[*ast.Object]*liveSpan, order *[]*ast.Object, o *ast.Object, pos int) {
	if o == nil || o.Kind != ast.ObjVar && o.Kind != ast.ObjParam || o.Global || o.Static || o.Space != ast.SpaceAuto {
		return
	}
	if sp := spans[o]; sp != nil {
		sp.hi = max(sp.hi, pos)
		return
	}
	w := valueRegs(o.Type)
	if w == 0 {
		return
	}
	spans[o] = &liveSpan{pos, pos, w}
	*order = append(*order, o)
}

// valueRegs is how many 32-bit registers a value of type t takes: arrays
// none (local memory), references and pointers two, others a register
// per 32 bits.
func valueRegs(t types.Type) int {
	switch t := t.(type) {
	case nil:
		return 0
	case *types.Array:
		return 0
	case *types.Reference, *types.Pointer:
		return 2
	default:
		return int(min(max((t.Size()+3)/4, 1), 8))
	}
}

// capRegs applies __maxnreg__, __launch_bounds__ and the GPU's maximum.
func capRegs(regs int, a ast.FuncAttrs, gpu *hardware.Profile) int {
	if a.MaxNReg > 0 {
		regs = min(regs, int(a.MaxNReg))
	}
	if a.HasLaunchBounds && a.LaunchBounds[0] > 0 {
		regs = min(regs, launchBoundsCap(gpu, int(a.LaunchBounds[0]), max(int(a.LaunchBounds[1]), 1)))
	}
	if gpu != nil && gpu.MaxRegsPerThread > 0 {
		regs = min(regs, gpu.MaxRegsPerThread)
	}
	return max(regs, 1)
}

// launchBoundsCap is the most registers per thread that still let
// minBlocks blocks of maxThreads threads be resident on one SM, the bound
// nvcc compiles __launch_bounds__(maxThreads, minBlocks) to: per-warp
// allocations are rounded up to the allocation unit, so the answer is a
// multiple of unit / 32 registers.
func launchBoundsCap(gpu *hardware.Profile, maxThreads, minBlocks int) int {
	if gpu == nil || gpu.RegsPerSM <= 0 || gpu.WarpSize <= 0 {
		return 255
	}
	warps := minBlocks * ((maxThreads + gpu.WarpSize - 1) / gpu.WarpSize)
	if warps <= 0 {
		return 255
	}
	best := 0
	for r := 1; r <= 255; r++ {
		unit := max(gpu.RegAllocUnitFor(r), 1)
		perWarp := (r*gpu.WarpSize + unit - 1) / unit * unit
		if warps*perWarp <= gpu.RegsPerSM && (gpu.RegsPerBlock <= 0 || warps/minBlocks*perWarp <= gpu.RegsPerBlock) {
			best = r
		}
	}
	return max(best, 1)
}

// pinnedRegs finds `#pragma simtlab registers N` before decl: the pragma
// applies to the first __global__ function declared after it.
func (m *Machine) pinnedRegs(decl *ast.FuncDecl) (int, bool) {
	pins := m.registerPragmas()
	if len(pins) == 0 || decl == nil || m.file == nil {
		return 0, false
	}
	line := decl.P.Line
	// The pragma's line must be the last one before decl with no kernel
	// in between.
	best, found := 0, false
	for _, p := range pins {
		if p.line < line && (!found || p.line > best) {
			best, found = p.line, true
		}
	}
	if !found {
		return 0, false
	}
	for _, d := range m.file.Decls {
		f, ok := d.(*ast.FuncDecl)
		if ok && f.Attrs.Global && f.P.Line > best && f.P.Line < line {
			return 0, false
		}
	}
	for _, p := range pins {
		if p.line == best {
			return p.regs, true
		}
	}
	return 0, false
}

type regPragma struct{ line, regs int }

// registerPragmas scans the source once for `#pragma simtlab registers N`.
func (m *Machine) registerPragmas() []regPragma {
	if m.regPins != nil {
		return *m.regPins
	}
	var pins []regPragma
	for i, ln := range bytes.Split(m.src, []byte("\n")) {
		f := bytes.Fields(ln)
		if len(f) == 4 && string(f[0]) == "#pragma" && string(f[1]) == "simtlab" && string(f[2]) == "registers" {
			if n, err := strconv.Atoi(string(f[3])); err == nil && n >= 1 && n <= 255 {
				pins = append(pins, regPragma{line: i + 1, regs: n})
			}
		}
	}
	m.regPins = &pins
	return pins
}

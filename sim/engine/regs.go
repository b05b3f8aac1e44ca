package engine

import (
	"bytes"
	"strconv"

	"simtlab/hardware"
	"simtlab/sim/cuda/ast"
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

// estimateRegs guesses the registers nvcc would give a kernel from the
// number of distinct scalar variables and parameters it names: two
// registers each (64-bit pointers and indices dominate device code) on top
// of the fixed ones (thread and block indices, the stack pointer).
//
// TODO: live values at the kernel's widest point from the compiled IR.
func estimateRegs(decl *ast.FuncDecl) int {
	vars := map[*ast.Object]bool{}
	if decl.Body != nil {
		ast.Inspect(decl.Body, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && id.Obj != nil && (id.Obj.Kind == ast.ObjVar || id.Obj.Kind == ast.ObjParam) {
				vars[id.Obj] = true
			}
			return true
		})
	}
	r := 8 + 2*len(vars)
	return min(max(r, 16), 255)
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

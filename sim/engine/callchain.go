package engine

import (
	"strings"

	"simtlab/sim/cuda/ast"
)

// stackLimit is the per-thread device stack, cudaLimitStackSize as the
// program left it.
func (rt *runtimeState) stackLimit() uint64 {
	if v, ok := rt.limits[limitStackSize]; ok {
		return v
	}
	return defaultLimits[limitStackSize]
}

// limitStackSize is cudaLimitStackSize's value.
const limitStackSize = 0

// callChainFrames is the stack fn's frame and the deepest chain of direct
// calls below it take, each function counted once on a path: a recursive
// call adds nothing here (its frames are the stack limit's to bound, as
// on the GPU, where only recursion keeps frames in local memory). Calls
// through pointers, which run what the program stored, count nothing.
//
// Each function's chain is worked out once in a run (m.chainFrames):
// helpers that call the same helpers, and launch after launch of one
// kernel, take no more time than there are functions.
func (m *Machine) callChainFrames(fn *function, onPath map[*function]bool) uint64 {
	if fn == nil || onPath[fn] {
		return 0
	}
	if v, ok := m.chainFrames[fn]; ok {
		return v
	}
	onPath[fn] = true
	defer delete(onPath, fn)
	deepest := uint64(0)
	if fn.decl != nil && fn.decl.Body != nil {
		seen := map[*ast.FuncDecl]bool{}
		ast.Inspect(fn.decl.Body, func(n ast.Node) bool {
			call, ok := n.(*ast.Call)
			if !ok || call.Func == nil || call.Func.Kind != ast.ObjFunc || call.Func.Decl == nil {
				return true
			}
			targets := []*ast.FuncDecl{call.Func.Decl}
			if call.Virtual {
				// any override may run: Ray Tracing in One Weekend's
				// hittable::hit and material::scatter chains
				targets = append(targets, m.overriders(call.Func.Decl)...)
			}
			for _, d := range targets {
				if seen[d] {
					continue
				}
				seen[d] = true
				if callee := m.quietFunction(d); callee != nil {
					deepest = max(deepest, m.callChainFrames(callee, onPath))
				}
			}
			return true
		})
	}
	if m.chainFrames == nil {
		m.chainFrames = map[*function]uint64{}
	}
	m.chainFrames[fn] = (fn.frameSize+15)&^15 + deepest
	return m.chainFrames[fn]
}

// quietFunction is decl compiled, as function does, for a launch to size
// its stack before the kernel calls it; a function that does not compile
// reports nothing here and counts no frame (the call, if it comes, reports
// it), so that a function the program never calls still does not stop it.
func (m *Machine) quietFunction(decl *ast.FuncDecl) *function {
	if fn, ok := m.funcs[decl]; ok {
		if fn.failed {
			return nil
		}
		return fn
	}
	if decl.Body == nil || decl.Attrs.Exec()&ast.ExecDevice == 0 {
		return nil
	}
	diags, halted := len(m.diags), m.halted
	fn := m.function(decl)
	if fn == nil {
		m.diags, m.halted = m.diags[:diags], halted
		delete(m.funcs, decl)
	}
	return fn
}

// overriders are the functions of the program that a virtual call of d may
// run instead: the virtual member functions of its name in other structs.
func (m *Machine) overriders(d *ast.FuncDecl) []*ast.FuncDecl {
	i := strings.LastIndex(d.Name, "::")
	if i < 0 {
		return nil
	}
	suffix := d.Name[i:] // ::hit
	var out []*ast.FuncDecl
	for _, f := range m.file.Funcs {
		if f != d && f.Virtual && f.Body != nil && strings.HasSuffix(f.Name, suffix) {
			out = append(out, f)
		}
	}
	return out
}

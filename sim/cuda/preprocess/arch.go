package preprocess

import (
	"simtlab/sim/cuda/token"
	"simtlab/sim/diag"
)

// nvcc reads a .cu file twice: the device pass with __CUDA_ARCH__ defined
// (900 for sm_90) compiles the kernels and device functions, the host pass
// without it compiles the rest. The lab reads the file once, in both
// views at once: a conditional on __CUDA_ARCH__ is evaluated in each, and
// text that only one view keeps is marked with it (token.Arch). archView
// then keeps, in each function body, the text of the pass that compiles
// that body: the device view in __global__ and __device__ functions, the
// host view in host functions, __host__ __device__ functions (which the
// lab runs from one body) and at file scope. Directives act when either
// view keeps them, as both passes run them: a #define under
// `#ifdef __CUDA_ARCH__` is one definition for the whole file.

// The views, as indexes of condState's arrays.
const (
	device = 0
	host   = 1
)

const archMacroName = "__CUDA_ARCH__"

// archMacro is __CUDA_ARCH__ as the device pass defines it for sm_90.
var archMacro = &macro{name: archMacroName, body: []token.Token{{Kind: token.Int, Text: "900"}}}

// ownArch reports whether the program defines or undefines __CUDA_ARCH__
// itself: then there is one view.
func (p *Preprocessor) ownArch() bool {
	_, own := p.macros[archMacroName]
	return own
}

// withArch runs f with __CUDA_ARCH__ defined.
func (p *Preprocessor) withArch(f func()) {
	p.macros[archMacroName] = archMacro
	defer delete(p.macros, archMacroName)
	f()
}

// arch is the view text here belongs to.
func (p *Preprocessor) arch() token.Arch {
	switch v := p.views(); {
	case v[device] && !v[host]:
		return token.DeviceArch
	case v[host] && !v[device]:
		return token.HostArch
	}
	return token.BothArch
}

// evalCondViews evaluates the condition of #if or #elif in both views;
// errors are reported once, from the host view's evaluation.
func (p *Preprocessor) evalCondViews(pos token.Pos, args []token.Token) [2]bool {
	h := p.evalCond(pos, args)
	if p.ownArch() {
		return [2]bool{h, h}
	}
	var d bool
	errs := p.errs
	p.errs = &diag.List{}
	p.withArch(func() { d = p.evalCond(pos, args) })
	p.errs = errs
	return [2]bool{d, h}
}

// definedViews reports whether name is a macro in each view.
func (p *Preprocessor) definedViews(name string) [2]bool {
	if name == archMacroName && !p.ownArch() {
		return [2]bool{true, false}
	}
	def := p.lookup(name) != nil
	return [2]bool{def, def}
}

// expandArch expands a run of text lines onto the output, marked with
// the view that keeps them; __CUDA_ARCH__ in it is 900 unless only the
// host view keeps it.
func (p *Preprocessor) expandArch(text []token.Token) {
	a, start := p.arch(), len(p.out)
	if a != token.HostArch && !p.ownArch() {
		p.withArch(func() { p.expandInto(text) })
	} else {
		p.expandInto(text)
	}
	if a == token.BothArch {
		return
	}
	p.split = true
	for i := start; i < len(p.out); i++ {
		p.out[i].Arch = a
	}
}

// archView drops from toks the text of the view that does not compile
// the place it stands in (see the top of this file). Function bodies are
// found from the tokens: a { after a ) (or a trailing const or noexcept)
// at file, namespace or class scope opens one, and the execution-space
// qualifiers since that scope's last ; or } say whose it is. One view's
// text at such a scope is declarations: the device view's when they are
// the device's (__global__, __device__ without __host__, __constant__ ...,
// the qualifiers of the declaration it continues included), the host
// view's otherwise; so `#if __CUDA_ARCH__ >= 700` around a __device__
// function keeps it, and `#if __CUDA_ARCH__ < 600` around one drops it.
func archView(toks []token.Token) []token.Token {
	type scope struct {
		arch token.Arch // the view kept here
		decl bool       // declarations stand here (file, namespace, class)
	}
	stack := []scope{{arch: token.HostArch, decl: true}}
	var global, dev, hst, head bool // the declaration being read; head: namespace, class...
	var prev token.Token
	out := toks[:0]
	runEnd, runKeep := -1, false // the one-view run at a declaration scope being read
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		cur := stack[len(stack)-1]
		if t.Arch != token.BothArch {
			if !cur.decl {
				if t.Arch != cur.arch {
					continue
				}
			} else {
				if i > runEnd {
					runEnd = i
					for runEnd+1 < len(toks) && toks[runEnd+1].Arch == t.Arch {
						runEnd++
					}
					want := token.HostArch
					if global || dev && !hst || deviceDecls(toks[i:runEnd+1]) {
						want = token.DeviceArch
					}
					runKeep = t.Arch == want
				}
				if !runKeep {
					continue
				}
			}
		}
		t.Arch = token.BothArch
		out = append(out, t)
		switch t.Kind {
		case token.Ident:
			if cur.decl {
				switch t.Text {
				case "__global__":
					global = true
				case "__device__":
					dev = true
				case "__host__":
					hst = true
				case "namespace", "struct", "class", "union", "enum", "extern":
					head = true
				}
			}
		case token.LBrace:
			next := scope{arch: cur.arch}
			if cur.decl {
				body := prev.Kind == token.RParen || prev.Kind == token.Ident && (prev.Text == "const" || prev.Text == "noexcept" || prev.Text == "override")
				switch {
				case body && (global || dev && !hst):
					next.arch = token.DeviceArch
				case body:
					next.arch = token.HostArch
				case head:
					next.decl = true
				}
				global, dev, hst, head = false, false, false, false
			}
			stack = append(stack, next)
		case token.RBrace:
			if len(stack) > 1 {
				stack = stack[:len(stack)-1]
			}
			if stack[len(stack)-1].decl {
				global, dev, hst, head = false, false, false, false
			}
		case token.Semi:
			if cur.decl {
				global, dev, hst, head = false, false, false, false
			}
		}
		prev = t
	}
	return out
}

// deviceDecls reports whether toks, one view's declarations, declare the
// device's functions or variables: a __global__, a __device__ without
// __host__, or a __constant__, __shared__ or __managed__ qualifier.
func deviceDecls(toks []token.Token) bool {
	dev, hst := false, false
	for _, t := range toks {
		if t.Kind != token.Ident {
			continue
		}
		switch t.Text {
		case "__global__", "__constant__", "__shared__", "__managed__":
			return true
		case "__device__":
			dev = true
		case "__host__":
			hst = true
		}
	}
	return dev && !hst
}

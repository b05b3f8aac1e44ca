package preprocess

import (
	"slices"

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
// host view in host functions and at file scope (but for device
// declarations). A __host__ __device__ function whose body differs
// between the views keeps the host view's and gets a copy with the device
// view's (splitHostDevice), which calls running on the device run; one in
// a class or a template keeps the host view's alone. Directives act when either
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
// errors are reported once, from the host view's evaluation. A condition
// that cannot read __CUDA_ARCH__ is the same in both and evaluated once.
func (p *Preprocessor) evalCondViews(pos token.Pos, args []token.Token) [2]bool {
	h := p.evalCond(pos, args)
	if p.ownArch() || !p.archInMacros && !slices.ContainsFunc(args, isArchName) {
		return [2]bool{h, h}
	}
	var d bool
	errs := p.errs
	p.errs = &diag.List{}
	p.withArch(func() { d = p.evalCond(pos, args) })
	p.errs = errs
	return [2]bool{d, h}
}

// isArchName reports whether t is the name __CUDA_ARCH__.
func isArchName(t token.Token) bool { return t.Kind == token.Ident && t.Text == archMacroName }

// definedViews reports whether name is a macro in each view.
func (p *Preprocessor) definedViews(name string) [2]bool {
	if name == archMacroName && !p.ownArch() {
		return [2]bool{true, false}
	}
	def := p.lookup(name) != nil
	return [2]bool{def, def}
}

// expandArch expands a run of text lines onto the output, marked with
// the view that keeps them. __CUDA_ARCH__ in text only the device view
// keeps is 900; in text both keep it stays a name, which archView makes
// 900 where the device pass compiles it and leaves undeclared elsewhere,
// as nvcc's host pass does.
func (p *Preprocessor) expandArch(text []token.Token) {
	a, start := p.arch(), len(p.out)
	if a == token.DeviceArch && !p.ownArch() {
		p.withArch(func() { p.expandInto(text) })
	} else {
		p.expandInto(text)
	}
	if a == token.BothArch {
		for _, t := range p.out[start:] {
			if isArchName(t) {
				p.split = true
			}
		}
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
		arch  token.Arch // the view kept here
		decl  bool       // declarations stand here (file, namespace, class)
		class bool       // a class's members
	}
	stack := []scope{{arch: token.HostArch, decl: true}}
	var global, dev, hst, head, class, tmpl bool // the declaration being read; head: namespace, class...
	declStart := 0                               // where it starts in out
	reset := func(at int) {
		global, dev, hst, head, class, tmpl = false, false, false, false, false, false
		declStart = at
	}
	var prev token.Token
	out := make([]token.Token, 0, len(toks)+len(toks)/8)
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
		if isArchName(t) && (cur.arch == token.DeviceArch && !cur.decl || cur.decl && (global || dev && !hst)) {
			t = archValue(t)
		}
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
				case "namespace", "enum", "extern":
					head = true
				case "struct", "class", "union":
					head, class = true, true
				case "template":
					tmpl = true
				}
			}
		case token.LBrace:
			next := scope{arch: cur.arch}
			if cur.decl {
				body := prev.Kind == token.RParen || prev.Kind == token.Ident && (prev.Text == "const" || prev.Text == "noexcept" || prev.Text == "override")
				if body && dev && hst && !global && !tmpl {
					if end, split := splitHostDevice(toks, i, &out, declStart); split {
						i, prev = end, toks[end]
						reset(len(out))
						continue
					}
				}
				switch {
				case body && (global || dev && !hst):
					next.arch = token.DeviceArch
				case body:
					next.arch = token.HostArch
				case head:
					next.decl, next.class = true, class
				}
				reset(len(out))
			}
			stack = append(stack, next)
		case token.RBrace:
			if len(stack) > 1 {
				stack = stack[:len(stack)-1]
			}
			if stack[len(stack)-1].decl {
				reset(len(out))
			}
		case token.Semi:
			if cur.decl {
				reset(len(out))
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

// DeviceViewSuffix ends the name of the device pass's copy of a
// __host__ __device__ function whose body depends on __CUDA_ARCH__: the
// function keeps the host pass's body and is called from host code and
// other __host__ __device__ functions; the copy, __device__ only, has the
// device pass's body, and the checker points the calls in kernels and
// __device__ functions at it (check/deviceviews.go).
const DeviceViewSuffix = " (device pass)"

// splitHostDevice writes, for the __host__ __device__ function whose
// declaration starts at out[declStart] and whose body opens at toks[open]
// (out ends with that brace), the host pass's body and then the device
// pass's copy, and returns the index of the body's closing brace; it
// writes nothing and returns false when the body is the same in both
// views (no one-view text, no __CUDA_ARCH__), or its braces do not close, or the declaration names no plain
// function (an operator, a template, a constructor or destructor).
func splitHostDevice(toks []token.Token, open int, out *[]token.Token, declStart int) (int, bool) {
	closing := func(a token.Arch) int {
		depth := 0
		for j := open; j < len(toks); j++ {
			if toks[j].Arch != token.BothArch && toks[j].Arch != a {
				continue
			}
			switch toks[j].Kind {
			case token.LBrace:
				depth++
			case token.RBrace:
				if depth--; depth == 0 {
					return j
				}
			}
		}
		return -1
	}
	hEnd, dEnd := closing(token.HostArch), closing(token.DeviceArch)
	if hEnd < 0 || dEnd < 0 {
		return 0, false
	}
	split := false
	for _, t := range toks[open:max(hEnd, dEnd)] {
		split = split || t.Arch != token.BothArch || isArchName(t)
	}
	head := (*out)[declStart : len(*out)-1] // without the brace
	name := -1
	for j, t := range head {
		if t.Kind == token.LParen {
			if j > 0 && head[j-1].Kind == token.Ident {
				name = j - 1
			}
			break
		}
	}
	if !split || name < 0 || head[name].Text == "operator" || !hasResultType(head[:name]) {
		return 0, false
	}
	view := func(a token.Arch, end int) {
		for _, t := range toks[open+1 : end+1] {
			if t.Arch == token.BothArch || t.Arch == a {
				t.Arch = token.BothArch
				if a == token.DeviceArch && isArchName(t) {
					t = archValue(t)
				}
				*out = append(*out, t)
			}
		}
	}
	view(token.HostArch, hEnd)
	copyHead := make([]token.Token, 0, len(head)+1)
	for j, t := range head {
		if t.Kind == token.Ident && t.Text == "__host__" {
			continue
		}
		if j == name {
			t.Text += DeviceViewSuffix
		}
		copyHead = append(copyHead, t)
	}
	*out = append(*out, copyHead...)
	*out = append(*out, toks[open])
	view(token.DeviceArch, dEnd)
	return max(hEnd, dEnd), true
}

// hasResultType reports whether the specifiers before a function's name
// name a type: not a constructor's or destructor's (S() or ~S() in its
// class), whose copy under another name would be no constructor.
func hasResultType(specs []token.Token) bool {
	for _, t := range specs {
		if t.Kind == token.Tilde {
			return false
		}
		if t.Kind == token.Ident && !ctorSpecifiers[t.Text] {
			return true
		}
	}
	return false
}

var ctorSpecifiers = map[string]bool{"__host__": true, "__device__": true, "__forceinline__": true,
	"__noinline__": true, "inline": true, "explicit": true, "constexpr": true, "virtual": true}

// archValue is __CUDA_ARCH__'s value where the device pass reads name.
func archValue(name token.Token) token.Token {
	return token.Token{Kind: token.Int, Text: "900", Pos: name.Pos, SpaceBefore: name.SpaceBefore, BOL: name.BOL}
}

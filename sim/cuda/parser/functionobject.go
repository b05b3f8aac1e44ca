package parser

import (
	"fmt"
	"slices"
	"strings"

	"simtlab/sim/cuda/token"
)

// A std::function that lowerStdFunction leaves (a member, a container's
// element, a global, a local assigned later) is a class of the lab's own
// for its signature, written in front of the declaration that first names
// it, as libstdc++'s type erasure does it: the callable copied to the
// heap, and three function pointers made for its type by a constructor
// template, to call, copy and delete it.
//
//	std::function<float(float, int)> f = [k](float x, int n) { ... };
//
// makes `function<float(float,int)>` (one name, as struct template
// instances have) with
//
//	template <typename F> float __simtlab_fnobj_1_call(void *o, float a1, int a2) { return (*(F *)o)(a1, a2); }
//	struct function<float(float,int)> {
//		void *obj; float (*call)(void *, float, int); void *(*clone)(void *); void (*destroy)(void *);
//		template <typename F> function(F f) : obj(new F(f)), call(&__simtlab_fnobj_1_call<F>), ... {}
//		float operator()(float a1, int a2) const { return call(obj, a1, a2); }
//		... (copies, assignment, the destructor, operator bool)
//	};
//
// The pass runs before struct templates are instantiated and again after
// (a member std::function<T(T)> of a struct template is one of known types
// in each instance); a signature that names a function template's
// parameter stays as it is, and the parser says so (MissingStd).

// fnObjectPrefix names the placeholder of a signature's class while its
// code is written; the class takes the signature's own spelling after.
const fnObjectPrefix = "__simtlab_fnobj_"

// functionSig is one std::function signature the program names.
type functionSig struct {
	id     int
	result []token.Token
	args   [][]token.Token
	at     int // where in the output its code goes: the first use's declaration
	name   string
}

// lowerFunctionObjects renames the std::function types of toks to their
// signatures' classes and writes each class in front of its first use.
func lowerFunctionObjects(toks []token.Token) []token.Token {
	if !slices.ContainsFunc(toks, func(t token.Token) bool { return t.Kind == token.Ident && t.Text == "function" }) {
		return toks // (the pass after instantiation runs for every program)
	}
	var sigs []*functionSig
	byKey := map[string]*functionSig{}
	// a second pass (after struct templates' instances are made) keeps
	// the classes and numbers of the first
	made, helpers := 0, false
	for i, t := range toks {
		if t.Kind != token.Ident {
			continue
		}
		if t.Text == fnObjectPrefix+"clone" {
			helpers = true
		}
		if key, ok := strings.CutPrefix(t.Text, "function<"); ok && i > 0 && toks[i-1].Text == "struct" {
			made++
			byKey[strings.TrimSuffix(key, ">")] = &functionSig{name: t.Text, id: -1}
		}
	}
	out := make([]token.Token, 0, len(toks))
	depth, declStart := 0, 0
	var tparams map[string]bool // the template parameters of the declaration scanned
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if depth == 0 && t.Kind == token.Ident && t.Text == "template" && i+1 < len(toks) && toks[i+1].Kind == token.Lss && tparams == nil {
			tparams = templateParamNames(toks, i+1)
		}
		if t.Kind == token.Ident && t.Text == "function" && i+1 < len(toks) && toks[i+1].Kind == token.Lss && (i == 0 || !isMember(toks[i-1])) {
			if end := closeAngle(toks, i+1); end > 0 && isSignature(toks[i+2:end]) && !namesAny(toks[i+2:end], tparams) {
				key := spell(toks[i+2 : end])
				s := byKey[key]
				if s == nil {
					s = newFunctionSig(toks[i+2:end], made+len(sigs)+1, declStart)
					if s == nil {
						out = append(out, t)
						continue
					}
					s.name = "function<" + key + ">"
					byKey[key] = s
					sigs = append(sigs, s)
				}
				nt := t
				nt.Text = s.name
				out = append(out, nt)
				i = end
				continue
			}
		}
		out = append(out, t)
		switch t.Kind {
		case token.LBrace:
			depth++
		case token.RBrace:
			depth--
		}
		if depth == 0 && (t.Kind == token.Semi || t.Kind == token.RBrace) {
			declStart, tparams = len(out), nil
		}
	}
	if len(sigs) == 0 {
		return toks
	}
	// each signature's code in front of its first use's declaration,
	// the latest first so that the earlier places stay where they are
	for k := len(sigs) - 1; k >= 0; k-- {
		s := sigs[k]
		out = slices.Insert(out, s.at, s.code(out[min(s.at, len(out)-1)], k == 0 && !helpers)...)
	}
	return out
}

// newFunctionSig reads the signature R(A1, A2) of a std::function; nil
// when it is none the lab writes a class for.
func newFunctionSig(sig []token.Token, id, at int) *functionSig {
	open := matchingOpen(sig, len(sig)-1)
	if open < 1 {
		return nil
	}
	s := &functionSig{id: id, result: sig[:open], at: at}
	if inner := sig[open+1 : len(sig)-1]; len(inner) > 0 && !(len(inner) == 1 && inner[0].Text == "void") {
		s.args = splitTopLevel(inner)
	}
	for _, a := range s.args {
		if len(a) == 0 || a[len(a)-1].Kind == token.Ellipsis {
			return nil
		}
	}
	return s
}

// namesAny reports whether toks name one of names.
func namesAny(toks []token.Token, names map[string]bool) bool {
	return slices.ContainsFunc(toks, func(t token.Token) bool { return t.Kind == token.Ident && names[t.Text] })
}

// code is the class of s and its call template, placed at token at, with
// the clone and destroy templates all classes share where helpers says.
func (s *functionSig) code(at token.Token, helpers bool) []token.Token {
	var out []token.Token
	emit := func(parts ...any) {
		for _, p := range parts {
			switch p := p.(type) {
			case string:
				out = append(out, synth(at, p)...)
			case []token.Token:
				out = append(out, p...)
			}
		}
	}
	class := fmt.Sprintf("%s%d", fnObjectPrefix, s.id)
	call := class + "_call"
	params := func(named bool) []any { // A1 a1, A2 a2 (or the types alone)
		var ps []any
		for k, a := range s.args {
			if k > 0 {
				ps = append(ps, ",")
			}
			ps = append(ps, a)
			if named {
				ps = append(ps, fmt.Sprintf("__simtlab_a%d", k+1))
			}
		}
		return ps
	}
	var names strings.Builder
	for k := range s.args {
		fmt.Fprintf(&names, ", __simtlab_a%d", k+1)
	}
	ret := "return "
	if len(s.result) == 1 && s.result[0].Text == "void" {
		ret = ""
	}
	emit("template <typename F> ", s.result, call+"(void *__simtlab_o")
	if len(s.args) > 0 {
		emit(",")
	}
	emit(params(true)...)
	emit(") { "+ret+"(*(F *)__simtlab_o)(", strings.TrimPrefix(names.String(), ", "), "); }\n")
	if helpers { // the first signature's code comes first
		emit("template <typename F> void *" + fnObjectPrefix + "clone(void *o) { return new F(*(F *)o); }\n")
		emit("template <typename F> void " + fnObjectPrefix + "destroy(void *o) { delete (F *)o; }\n")
	}
	emit("struct "+class+" { void *obj; ", s.result, "(*call)(void *")
	if len(s.args) > 0 {
		emit(",")
	}
	emit(params(false)...)
	emit("); void *(*clone)(void *); void (*destroy)(void *);\n")
	emit(class + "() : obj(0), call(0), clone(0), destroy(0) {}\n")
	emit(class + "(nullptr_t) : obj(0), call(0), clone(0), destroy(0) {}\n")
	emit("template <typename F> " + class + "(F f) : obj(new F(f)), call(&" + call + "<F>), clone(&" + fnObjectPrefix + "clone<F>), destroy(&" + fnObjectPrefix + "destroy<F>) {}\n")
	emit(class + "(const " + class + " &o) : obj(o.obj ? o.clone(o.obj) : 0), call(o.call), clone(o.clone), destroy(o.destroy) {}\n")
	emit(class + " &operator=(const " + class + " &o) { if (this != &o) { if (obj) destroy(obj); obj = o.obj ? o.clone(o.obj) : 0; call = o.call; clone = o.clone; destroy = o.destroy; } return *this; }\n")
	emit("~" + class + "() { if (obj) destroy(obj); }\n")
	emit(s.result, "operator()(")
	emit(params(true)...)
	emit(") const { "+ret+"call(obj"+names.String(), "); }\n")
	emit("explicit operator bool() const { return call != 0; }\n")
	emit("bool operator==(nullptr_t) const { return call == 0; }\n")
	emit("bool operator!=(nullptr_t) const { return call != 0; }\n};\n")
	for k := range out {
		if out[k].Kind == token.Ident && out[k].Text == class {
			out[k].Text = s.name
		}
	}
	return out
}

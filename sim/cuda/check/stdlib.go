package check

import (
	"sort"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/parser"
	"simtlab/sim/cuda/preprocess"
	"simtlab/sim/cuda/token"
	"simtlab/sim/diag"
)

// The <algorithm> and <numeric> functions programs call around kernels are
// written below as ordinary function templates over pointers (which is what
// array and std::vector iterators are in the lab). A program gets the ones
// it names and does not declare itself, parsed from this source as if they
// preceded its first line; std:: was already dropped by the parser.
var stdTemplates = map[string]string{
	// cg::reduce with the program's own operation (parser.CGReduceFn):
	// halving shfl_xor steps, each combining a lane's value (the
	// operation's first argument) with its partner's, as
	// cooperative_groups/details/reduce.h does where no redux instruction
	// or built-in functor applies.
	parser.CGReduceFn: `template <typename T, typename Op> __device__ T __cg_reduce_fn(thread_block_tile g, T v, Op op) {
	for (unsigned offset = g.size() / 2; offset > 0; offset /= 2) v = op(v, g.shfl_xor(v, offset));
	return v;
}`,
	// the scans with the program's own operation: as the built-in ones
	// (engine/cg_coalesced.go's scanGroups), each step combining a lane's
	// value (the operation's first argument) with the value of the lane i
	// ranks below; the exclusive scan is the inclusive one of the rank
	// below, a zero value at rank 0
	parser.CGInclusiveScanFn: `template <typename G, typename T, typename Op> __device__ T __cg_inclusive_scan_fn(G g, T v, Op op) {
	for (unsigned i = 1; i < g.size(); i <<= 1) {
		T below = g.shfl_up(v, i);
		if (i <= g.thread_rank()) v = op(v, below);
	}
	return v;
}`,
	parser.CGExclusiveScanFn: `template <typename G, typename T, typename Op> __device__ T __cg_exclusive_scan_fn(G g, T v, Op op) {
	T below = g.shfl_up(__cg_inclusive_scan_fn(g, v, op), 1);
	if (g.thread_rank() == 0) below = T();
	return below;
}`,
	// A group's shuffle of a struct (cgStructShuffle): word by word from
	// the same lane, as details/shuffle.h moves a trivially copyable type;
	// kind 0 shfl, 1 shfl_down, 2 shfl_up, 3 shfl_xor.
	cgShflStruct: `template <typename G, typename T> __device__ T __cg_shfl_struct(G g, T v, int arg, int kind) {
	T r;
	unsigned *from = (unsigned *)&v, *to = (unsigned *)&r;
	for (int i = 0; i < (int)(sizeof(T) / 4); ++i) {
		if (kind == 0) to[i] = g.shfl(from[i], arg);
		else if (kind == 1) to[i] = g.shfl_down(from[i], (unsigned)arg);
		else if (kind == 2) to[i] = g.shfl_up(from[i], (unsigned)arg);
		else to[i] = __cg_shfl_xor_word(g, from[i], arg);
	}
	return r;
}
__device__ unsigned __cg_shfl_xor_word(thread_block_tile g, unsigned w, int mask) { return g.shfl_xor(w, mask); }
__device__ unsigned __cg_shfl_xor_word(coalesced_group g, unsigned w, int mask) { return w; /* never called: a coalesced group has no shfl_xor */ }`,
	"swap":     `template <typename T> __host__ __device__ void swap(T &a, T &b) { T t = a; a = b; b = t; }`,
	"exchange": `template <typename T, typename U> __host__ __device__ T exchange(T &obj, U value) { T old = obj; obj = value; return old; }`,
	"fill": `template <typename T, typename U> __host__ __device__ void fill(T *first, T *last, U value) {
	for (; first != last; ++first) *first = value;
}`,
	"fill_n": `template <typename T, typename U> __host__ __device__ T *fill_n(T *first, long n, U value) {
	for (long i = 0; i < n; ++i) first[i] = value;
	return first + (n > 0 ? n : 0);
}`,
	"accumulate": `template <typename I, typename U> __host__ __device__ U accumulate(I first, I last, U init) {
	for (; first != last; ++first) init = init + *first;
	return init;
}`,
	// <numeric>'s gcd and lcm of two integers, of their magnitudes; the
	// result has the first one's type (C++ gives their common type)
	"gcd": `template <typename T, typename U> __host__ __device__ T gcd(T m, U n) {
	T a = m < 0 ? -m : m, b = (T)(n < 0 ? -n : n);
	while (b != 0) { T t = a % b; a = b; b = t; }
	return a;
}`,
	"lcm": `template <typename T, typename U> __host__ __device__ T lcm(T m, U n) {
	T a = m < 0 ? -m : m, b = (T)(n < 0 ? -n : n);
	if (a == 0 || b == 0) return 0;
	T x = a, y = b;
	while (y != 0) { T t = x % y; x = y; y = t; }
	return a / x * b;
}`,
	"iota": `template <typename T, typename U> __host__ __device__ void iota(T *first, T *last, U value) {
	for (; first != last; ++first) { *first = value; ++value; }
}`,
	"reverse": `template <typename T> __host__ __device__ void reverse(T *first, T *last) {
	while (first != last && first != --last) { T t = *first; *first = *last; *last = t; ++first; }
}`,
	"copy": `template <typename T, typename O> __host__ __device__ O copy(const T *first, const T *last, O out) {
	for (; first != last; ++first, ++out) *out = *first;
	return out;
}`,
	"count": `template <typename I, typename U> __host__ __device__ long count(I first, I last, U value) {
	long n = 0;
	for (; first != last; ++first) if (*first == value) ++n;
	return n;
}`,
	"min_element": `template <typename T> __host__ __device__ T *min_element(T *first, T *last) {
	T *best = first;
	if (first == last) return last;
	while (++first != last) if (*first < *best) best = first;
	return best;
}`,
	"max_element": `template <typename T> __host__ __device__ T *max_element(T *first, T *last) {
	T *best = first;
	if (first == last) return last;
	while (++first != last) if (*best < *first) best = first;
	return best;
}`,
	// new T(args) (parser/expr.go): the object built by T(args), copied
	// into memory of its own byte for byte (no operator= of T's: new
	// constructs in place); const T& so that nothing is copied or
	// destroyed on the way.
	"__new_object": `template <typename T> __host__ __device__ T *__new_object(const T &v) {
	T *p = (T *)malloc(sizeof(T));
	memcpy((void *)p, (const void *)&v, sizeof(T));
	return p;
}`,
	// new (addr) T(args) (parser/expr.go): the object T(args) copied
	// into the memory at addr, as __new_object does into its own
	"__new_in_place": `template <typename T> __host__ __device__ T *__new_in_place(void *p, const T &v) {
	memcpy(p, (const void *)&v, sizeof(T));
	return (T *)p;
}`,
	// new T[n] of a struct with constructors (parser/expr.go): each
	// element built in place by T's default constructor, as the
	// initialiser list's m() builds a member (no operator= on memory that
	// holds no object yet)
	"__new_each": `template <typename T> __host__ __device__ T *__new_each(unsigned long n, T *, int) {
	T *p = (T *)malloc(sizeof(T) * (n ? n : 1));
	for (unsigned long i = 0; i < n; i++) p[i] = __member_ctor();
	return p;
}`,
	"equal": `template <typename T, typename U> __host__ __device__ bool equal(T *first, T *last, U *other) {
	for (; first != last; ++first, ++other) if (!(*first == *other)) return false;
	return true;
}`,
}

// declaredNames returns the names of f's functions and global variables,
// and with types those of its type declarations too.
func declaredNames(f *ast.File, types bool) map[string]bool {
	declared := map[string]bool{}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			declared[d.Name] = true
		case *ast.GlobalVars:
			for _, v := range d.Decls {
				declared[v.Name] = true
			}
		case *ast.TypeDecl:
			if types {
				for _, t := range d.Declarators {
					declared[t.Name] = true
				}
			}
		}
	}
	return declared
}

// addStdTemplates puts the standard templates f uses before its
// declarations.
func addStdTemplates(f *ast.File, errs *diag.List) {
	declared := declaredNames(f, false)
	// a friend function defined in its struct is a file-scope function of
	// the program too (the lab has no std:: to tell the two apart; a
	// member's unqualified calls reach the member first)
	for _, d := range f.Decls {
		if td, ok := d.(*ast.TypeDecl); ok && td.Spec != nil && td.Spec.Struct != nil {
			for _, m := range td.Spec.Struct.Methods {
				if !strings.Contains(m.Name, "::") { // a friend: a file-scope function
					declared[m.Name] = true
				}
			}
		}
	}
	used := map[string]bool{}
	firstUse := map[string]diag.Pos{}                        // where a template's code stands: its first call
	users := make([]map[string]bool, len(comparatorHelpers)) // comparators passed to each helper
	for i := range users {
		users[i] = map[string]bool{}
	}
	var locals map[string]bool // the variables of the declaration visited
	visit := func(n ast.Node) bool {
		if c, ok := n.(*ast.Call); ok {
			if id, ok := c.Fun.(*ast.Ident); ok && strings.HasPrefix(id.Name, parser.StdPrefix) {
				// std::name where the program has a name of its own
				base := strings.TrimPrefix(id.Name, parser.StdPrefix)
				if v := stdVariant(base, len(c.Args)); stdTemplates[v] != "" {
					id.Name = parser.StdPrefix + v
					if !used[id.Name] {
						used[id.Name] = true
						firstUse[id.Name] = id.P
					}
				} else if !parser.StreamManipulators[base] { // (std::setw beside a variable setw: cout.go)
					id.Name = base // not one of these templates: as before
				}
			}
			if id, ok := c.Fun.(*ast.Ident); ok && !declared[id.Name] && !locals[id.Name] {
				if v := stdVariant(id.Name, len(c.Args)); v != id.Name && stdTemplates[v] != "" {
					id.Name = v
				}
				if stdTemplates[id.Name] != "" && !used[id.Name] {
					used[id.Name] = true
					firstUse[id.Name] = id.P
				}
				if id.Name == "minmax_element" {
					for _, n := range minmaxCompanions[len(c.Args)] {
						used[n] = true
					}
				}
			}
			if m, ok := c.Fun.(*ast.Member); ok && !used[cgShflStruct] {
				if _, shfl := cgShuffles[m.Name]; shfl { // a group's shuffle, which may be of a struct
					used[cgShflStruct] = true
					firstUse[cgShflStruct] = m.NamePos
				}
			}
			for i, h := range comparatorHelpers {
				if cmp := h.rewrite(c, declared); cmp != "" {
					users[i][cmp] = true
				}
			}
		}
		return true
	}
	for _, d := range f.Decls {
		// a lambda or function pointer named next or sort is the
		// program's, not the standard's
		locals = localNames(d)
		ast.Inspect(d, visit)
	}
	for _, d := range f.Decls {
		// member functions live in their struct's declaration
		var spec *ast.DeclSpec
		switch d := d.(type) {
		case *ast.TypeDecl:
			spec = d.Spec
		case *ast.GlobalVars:
			if len(d.Decls) > 0 {
				spec = d.Decls[0].Spec
			}
		}
		if spec != nil && spec.Struct != nil {
			// a member's unqualified call reaches its struct's member
			// functions first (a method named reduce)
			members := map[string]bool{}
			for _, m := range spec.Struct.Methods {
				if _, name, ok := strings.Cut(m.Name, "::"); ok {
					members[name] = true
				}
			}
			for _, m := range spec.Struct.Methods {
				locals = localNames(m)
				for name := range members {
					locals[name] = true
				}
				ast.Inspect(m, visit)
			}
		}
	}
	if used[parser.CGExclusiveScanFn] && !used[parser.CGInclusiveScanFn] {
		used[parser.CGInclusiveScanFn] = true
		firstUse[parser.CGInclusiveScanFn] = firstUse[parser.CGExclusiveScanFn]
	}
	for _, fn := range []string{parser.CGReduceFn, parser.CGInclusiveScanFn, parser.CGExclusiveScanFn} {
		if used[fn] && !used[cgShflStruct] {
			// its shuffles of the type, which may be a struct
			used[cgShflStruct] = true
			firstUse[cgShflStruct] = firstUse[fn]
		}
	}
	comparators := 0
	for _, u := range users {
		comparators += len(u)
	}
	libc := libcSourcesFor(f)
	if len(used) == 0 && comparators == 0 && len(libc) == 0 {
		return
	}
	names := make([]string, 0, len(used))
	for n := range used {
		names = append(names, n)
	}
	sort.Strings(names)
	var decls []ast.Decl
	if len(libc) > 0 {
		decls = parser.ParseFile("<std>", libc, errs).Decls
	}
	for _, n := range names {
		// The template's tokens stand at its first call, so that an error
		// in its code (a functor it cannot call) points at the program.
		base := strings.TrimPrefix(n, parser.StdPrefix)
		toks := preprocess.Process("<std>", []byte(stdTemplates[base]), errs)
		for i := range toks {
			if at, ok := firstUse[n]; ok {
				toks[i].Pos = token.Pos{Line: int32(at.Line), Col: int32(at.Col)}
			}
			if base != n && toks[i].Kind == token.Ident && toks[i].Text == base {
				toks[i].Text = n // the library's copy, beside the program's own
			}
		}
		decls = append(decls, parser.ParseTokens(f.Name, toks, errs).Decls...)
	}
	f.Decls = append(decls, f.Decls...)
	for i, h := range comparatorHelpers {
		if len(users[i]) > 0 {
			protos, bodies := h.funcs(users[i], errs)
			f.Decls = append(append(protos, f.Decls...), bodies...)
		}
	}
}

// qsort(base, n, size, cmp) needs a function pointer, which the lab does not
// have; but the comparator is almost always a function named right there.
// Such a call becomes __qsort_cmp(base, n, size), a merge sort written for
// that comparator: glibc's qsort is this stable top-down merge sort
// (msort.c) whenever it can allocate the buffer, so equal elements keep
// their order and the comparator sees the same pairs. bsearch(key, base,
// n, size, cmp) becomes __bsearch_cmp(key, base, n, size) the same way:
// glibc's binary search (bits/stdlib-bsearch.h), so that among equal
// elements it finds the same one.

// comparatorHelper is a libc function that takes a comparator as its last
// argument, and the source of its per-comparator version (CMP stands for
// the comparator's name).
type comparatorHelper struct {
	name          string
	args          int
	proto, source string
}

var comparatorHelpers = []comparatorHelper{
	{"qsort", 4, qsortProto, qsortSource},
	{"bsearch", 5, bsearchProto, bsearchSource},
}

// prefix is what the helper's per-comparator functions are named with.
func (h comparatorHelper) prefix() string { return "__" + h.name + "_" }

// rewrite rewrites c when it calls the helper with cmp (or &cmp), a
// function of the program, as its last argument, and returns cmp (""
// otherwise).
func (h comparatorHelper) rewrite(c *ast.Call, declared map[string]bool) string {
	id, ok := c.Fun.(*ast.Ident)
	if !ok || id.Name != h.name || declared[h.name] || len(c.Args) != h.args {
		return ""
	}
	arg := ast.Unparen(c.Args[h.args-1])
	if u, ok := arg.(*ast.Unary); ok && u.Op == token.And {
		arg = ast.Unparen(u.X)
	}
	cmp, ok := arg.(*ast.Ident)
	if !ok || !declared[cmp.Name] {
		return ""
	}
	id.Name = h.prefix() + cmp.Name
	c.Args = c.Args[:h.args-1]
	return cmp.Name
}

// funcs returns the prototypes of the helper's versions for the
// comparators (to go before the program) and their definitions (after it,
// where the comparators are declared).
func (h comparatorHelper) funcs(cmps map[string]bool, errs *diag.List) (protos, bodies []ast.Decl) {
	names := make([]string, 0, len(cmps))
	for n := range cmps {
		names = append(names, n)
	}
	sort.Strings(names)
	var head, src []byte
	for _, n := range names {
		head = append(head, strings.ReplaceAll(h.proto, "CMP", n)...)
		src = append(src, strings.ReplaceAll(h.source, "CMP", n)...)
	}
	file := "<" + h.name + ">"
	return parser.ParseFile(file, head, errs).Decls, parser.ParseFile(file, src, errs).Decls
}

const qsortProto = "void __qsort_CMP(void *base, unsigned long n, unsigned long s);\n"

const bsearchProto = "void *__bsearch_CMP(const void *key, const void *base, unsigned long n, unsigned long s);\n"

const bsearchSource = `void *__bsearch_CMP(const void *key, const void *base, unsigned long n, unsigned long s) {
	unsigned long l = 0, u = n;
	while (l < u) {
		unsigned long i = (l + u) / 2;
		const char *p = (const char *)base + i * s;
		int c = CMP(key, p);
		if (c < 0) u = i;
		else if (c > 0) l = i + 1;
		else return (void *)p;
	}
	return 0;
}
`

const qsortSource = `void __qsort_msort_CMP(char *b, unsigned long n, unsigned long s, char *t) {
	if (n <= 1) return;
	unsigned long n1 = n / 2, n2 = n - n1;
	char *b1 = b, *b2 = b + n1 * s, *tmp = t;
	__qsort_msort_CMP(b1, n1, s, t);
	__qsort_msort_CMP(b2, n2, s, t);
	while (n1 > 0 && n2 > 0) {
		if (CMP(b1, b2) <= 0) { memcpy(tmp, b1, s); b1 += s; --n1; }
		else { memcpy(tmp, b2, s); b2 += s; --n2; }
		tmp += s;
	}
	if (n1 > 0) memcpy(tmp, b1, n1 * s);
	memcpy(b, t, (n - n2) * s);
}
void __qsort_CMP(void *base, unsigned long n, unsigned long s) {
	char *t = (char *)malloc(n * s > 0 ? n * s : 1);
	__qsort_msort_CMP((char *)base, n, s, t);
	free(t);
}
`

// localNames are the names of the variables and parameters declared in a
// file-scope declaration's functions (a lambda's parameters are not
// among them).
func localNames(d ast.Decl) map[string]bool {
	names := map[string]bool{}
	ast.Inspect(d, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.DeclStmt:
			for _, v := range n.Decls {
				names[v.Name] = true
			}
		case *ast.FuncDecl:
			if n.Declarator != nil && len(n.Declarator.Parts) > 0 {
				for _, p := range n.Declarator.Parts[0].Params {
					if p.Declarator != nil && p.Declarator.Name != "" {
						names[p.Declarator.Name] = true
					}
				}
			}
		}
		return true
	})
	return names
}

package check

import (
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/parser"
)

// The <algorithm> functions that take a predicate, comparator or function
// object (a lambda, usually), and std::sort in the order libstdc++ leaves
// equal elements in.
//
// Function templates cannot be overloaded in the lab, so a call whose
// argument count picks one overload of the standard's is renamed to that
// variant first (stdVariant): sort(a, b) → __sort_less(a, b), sort(a, b,
// cmp) → __sort_by(a, b, cmp), and so on.

// stdVariants maps a standard name and an argument count to the template
// that implements that overload.
var stdVariants = map[string]map[int]string{
	"sort":         {2: "__sort_less", 3: "__sort_by"},
	"stable_sort":  {2: "__stable_sort_less", 3: "__stable_sort_by"},
	"min_element":  {3: "__min_element_by"},
	"max_element":  {3: "__max_element_by"},
	"accumulate":   {4: "__accumulate_by"},
	"transform":    {4: "__transform1", 5: "__transform2"},
	"partial_sort": {4: "__partial_sort_by"},
}

// stdVariant returns the template a call of name with n arguments uses, or
// name itself.
func stdVariant(name string, n int) string {
	if v := stdVariants[name][n]; v != "" {
		return v
	}
	return name
}

// renameStdVariants gives the calls in an instance of a function template
// (parsed again from its tokens) the names addStdTemplates gave them in the
// template: transform(a, b, out, op) is __transform1 there.
func (c *checker) renameStdVariants(fd *ast.FuncDecl) {
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		call, ok := n.(*ast.Call)
		if !ok {
			return true
		}
		id, ok := call.Fun.(*ast.Ident)
		if !ok {
			return true
		}
		name, prefix := id.Name, ""
		if base, cut := strings.CutPrefix(name, parser.StdPrefix); cut {
			name, prefix = base, parser.StdPrefix
		}
		v := stdVariant(name, len(call.Args))
		if prefix == "" && (v == name || c.fileScope.names[name] != nil) {
			return true
		}
		if c.fileScope.names[prefix+v] != nil {
			id.Name = prefix + v
		} else if c.fileScope.names[name] != nil {
			id.Name = name
		}
		return true
	})
}

func init() {
	for name, src := range predicateTemplates {
		stdTemplates[name] = src
	}
	// std::sort: libstdc++'s introsort (median-of-three quicksort down to
	// runs of 16, heapsort past 2·log2(n) levels, then one insertion sort),
	// step for step, so that elements the comparator calls equal end in
	// the same order as with g++ and nvcc's host compiler.
	for name, less := range map[string]string{"__sort_less": "(A) < (B)", "__sort_by": "comp(A, B)"} {
		params, args := "", ""
		if name == "__sort_by" {
			params, args = ", C comp", ", comp"
		}
		src := strings.NewReplacer("NAME##", name, "NAME", name, "PARAMS", params, "ARGS", args, "TPL", tplFor(params)).Replace(introsortSource)
		stdTemplates[name] = lessReplace(src, less)
	}
	for name, less := range map[string]string{"partial_sort": "(A) < (B)", "__partial_sort_by": "comp(A, B)"} {
		params, args := "", ""
		if name == "__partial_sort_by" {
			params, args = ", C comp", ", comp"
		}
		src := strings.NewReplacer("NAME##", name, "NAME", name, "PARAMS", params, "ARGS", args, "TPL", tplFor(params)).Replace(heapAdjustSource + partialSortSource)
		stdTemplates[name] = lessReplace(src, less)
	}
	for name, less := range map[string]string{"__stable_sort_less": "(A) < (B)", "__stable_sort_by": "comp(A, B)"} {
		params, args := "", ""
		if name == "__stable_sort_by" {
			params, args = ", C comp", ", comp"
		}
		src := strings.NewReplacer("NAME##", name, "NAME", name, "PARAMS", params, "ARGS", args, "TPL", tplFor(params)).Replace(stableSortSource)
		stdTemplates[name] = lessReplace(src, less)
	}
}

func tplFor(params string) string {
	if params != "" {
		return "template <typename T, typename C>"
	}
	return "template <typename T>"
}

// lessReplace writes LESS(x, y) of src as the comparison less (with A, B).
func lessReplace(src, less string) string {
	var b strings.Builder
	for {
		i := strings.Index(src, "LESS(")
		if i < 0 {
			b.WriteString(src)
			return b.String()
		}
		b.WriteString(src[:i])
		src = src[i+len("LESS("):]
		depth, j, comma := 1, 0, -1
		for ; j < len(src) && depth > 0; j++ {
			switch src[j] {
			case '(':
				depth++
			case ')':
				depth--
			case ',':
				if depth == 1 && comma < 0 {
					comma = j
				}
			}
		}
		a, bb := strings.TrimSpace(src[:comma]), strings.TrimSpace(src[comma+1:j-1])
		b.WriteString("(" + strings.NewReplacer("A", a, "B", bb).Replace(less) + ")")
		src = src[j:]
	}
}

// heapAdjustSource is libstdc++'s __adjust_heap (and the __push_heap at its
// end): the hole at hole sinks to a leaf along the larger children, and
// value rises back from there.
const heapAdjustSource = `TPL __host__ __device__ void NAME##_adjust(T *first, long hole, long len, T value PARAMS) {
	long top = hole, child = hole;
	while (child < (len - 1) / 2) {
		child = 2 * (child + 1);
		if (LESS(first[child], first[child - 1])) child--;
		first[hole] = first[child];
		hole = child;
	}
	if ((len & 1) == 0 && child == (len - 2) / 2) {
		child = 2 * (child + 1);
		first[hole] = first[child - 1];
		hole = child - 1;
	}
	long parent = (hole - 1) / 2;
	while (hole > top && LESS(first[parent], value)) {
		first[hole] = first[parent];
		hole = parent;
		parent = (hole - 1) / 2;
	}
	first[hole] = value;
}
`

// partialSortSource is libstdc++'s __partial_sort: a heap of the first
// middle - first elements, each later element less than its top swapped
// in (__heap_select), then the heap sorted (__sort_heap).
const partialSortSource = `TPL __host__ __device__ void NAME(T *first, T *middle, T *last PARAMS) {
	long len = middle - first;
	if (len >= 2) {
		for (long parent = (len - 2) / 2; ; parent--) {
			NAME##_adjust(first, parent, len, first[parent] ARGS);
			if (parent == 0) break;
		}
	}
	for (T *i = middle; i < last; ++i)
		if (LESS(*i, *first)) { T value = *i; *i = *first; NAME##_adjust(first, 0, len, value ARGS); }
	while (middle - first > 1) {
		--middle;
		T value = *middle;
		*middle = *first;
		NAME##_adjust(first, 0, middle - first, value ARGS);
	}
}
`

const introsortSource = heapAdjustSource + insertionSortSource + pivotSource + `TPL __host__ __device__ void NAME##_heapsort(T *first, T *last PARAMS) {
	long len = last - first;
	if (len >= 2) {
		for (long parent = (len - 2) / 2; ; parent--) {
			NAME##_adjust(first, parent, len, first[parent] ARGS);
			if (parent == 0) break;
		}
	}
	while (last - first > 1) {
		--last;
		T value = *last;
		*last = *first;
		NAME##_adjust(first, 0, last - first, value ARGS);
	}
}
TPL __host__ __device__ void NAME##_loop(T *first, T *last, long depth PARAMS) {
	while (last - first > 16) {
		if (depth == 0) { NAME##_heapsort(first, last ARGS); return; }
		--depth;
		T *cut = NAME##_pivot(first, last ARGS);
		NAME##_loop(cut, last, depth ARGS);
		last = cut;
	}
}
TPL __host__ __device__ void NAME(T *first, T *last PARAMS) {
	if (first == last) return;
	long n = last - first, lg = 0;
	while (n > 1) { n >>= 1; lg++; }
	NAME##_loop(first, last, 2 * lg ARGS);
	if (last - first > 16) {
		NAME##_insertion(first, first + 16 ARGS);
		for (T *i = first + 16; i != last; ++i) NAME##_insert(i ARGS);
	} else {
		NAME##_insertion(first, last ARGS);
	}
}
`

// insertionSortSource is libstdc++'s __insertion_sort and the
// __unguarded_linear_insert it calls.
const insertionSortSource = `TPL __host__ __device__ void NAME##_insert(T *last PARAMS) {
	T val = *last;
	T *next = last - 1;
	while (LESS(val, *next)) { *last = *next; last = next; --next; }
	*last = val;
}
TPL __host__ __device__ void NAME##_insertion(T *first, T *last PARAMS) {
	if (first == last) return;
	for (T *i = first + 1; i != last; ++i) {
		if (LESS(*i, *first)) {
			T val = *i;
			for (T *j = i; j != first; --j) *j = *(j - 1);
			*first = val;
		} else {
			NAME##_insert(i ARGS);
		}
	}
}
`

// pivotSource is libstdc++'s __unguarded_partition_pivot: the median of
// the second, middle and last elements moved to the front, the rest
// partitioned around it; the cut is returned.
const pivotSource = `template <typename T> __host__ __device__ void NAME##_swap(T *a, T *b) { T t = *a; *a = *b; *b = t; }
TPL __host__ __device__ T *NAME##_pivot(T *first, T *last PARAMS) {
	T *a = first + 1, *b = first + (last - first) / 2, *c = last - 1;
	if (LESS(*a, *b)) {
		if (LESS(*b, *c)) NAME##_swap(first, b);
		else if (LESS(*a, *c)) NAME##_swap(first, c);
		else NAME##_swap(first, a);
	} else if (LESS(*a, *c)) NAME##_swap(first, a);
	else if (LESS(*b, *c)) NAME##_swap(first, c);
	else NAME##_swap(first, b);
	T *lo = first + 1, *hi = last;
	while (true) {
		while (LESS(*lo, *first)) ++lo;
		--hi;
		while (LESS(*first, *hi)) --hi;
		if (!(lo < hi)) return lo;
		NAME##_swap(lo, hi);
		++lo;
	}
}
`

// Any stable sort leaves the same order; this one merges bottom-up
// through a buffer.
const stableSortSource = `TPL __host__ __device__ void NAME(T *first, T *last PARAMS) {
	long n = last - first;
	if (n < 2) return;
	T *buf = (T *)malloc(n * sizeof(T));
	T *from = first, *to = buf;
	for (long w = 1; w < n; w *= 2) {
		for (long lo = 0; lo < n; lo += 2 * w) {
			long mid = lo + w < n ? lo + w : n, hi = lo + 2 * w < n ? lo + 2 * w : n;
			long i = lo, j = mid, k = lo;
			while (i < mid && j < hi) {
				if (LESS(from[j], from[i])) to[k++] = from[j++];
				else to[k++] = from[i++];
			}
			while (i < mid) to[k++] = from[i++];
			while (j < hi) to[k++] = from[j++];
		}
		T *t = from; from = to; to = t;
	}
	if (from != first) for (long i = 0; i < n; i++) first[i] = from[i];
	free(buf);
}
`

var predicateTemplates = map[string]string{
	"for_each": `template <typename I, typename F> __host__ __device__ F for_each(I first, I last, F f) {
	for (; first != last; ++first) f(*first);
	return f;
}`,
	"__transform1": `template <typename T, typename O, typename F> __host__ __device__ O __transform1(T *first, T *last, O out, F f) {
	for (; first != last; ++first, ++out) *out = f(*first);
	return out;
}`,
	"__transform2": `template <typename T, typename S, typename O, typename F> __host__ __device__ O __transform2(T *first, T *last, S *second, O out, F f) {
	for (; first != last; ++first, ++second, ++out) *out = f(*first, *second);
	return out;
}`,
	"count_if": `template <typename I, typename P> __host__ __device__ long count_if(I first, I last, P pred) {
	long n = 0;
	for (; first != last; ++first) if (pred(*first)) ++n;
	return n;
}`,
	"find": `template <typename I, typename U> __host__ __device__ I find(I first, I last, U value) {
	for (; first != last; ++first) if (*first == value) return first;
	return last;
}`,
	"find_if": `template <typename I, typename P> __host__ __device__ I find_if(I first, I last, P pred) {
	for (; first != last; ++first) if (pred(*first)) return first;
	return last;
}`,
	"any_of": `template <typename I, typename P> __host__ __device__ bool any_of(I first, I last, P pred) {
	for (; first != last; ++first) if (pred(*first)) return true;
	return false;
}`,
	"all_of": `template <typename I, typename P> __host__ __device__ bool all_of(I first, I last, P pred) {
	for (; first != last; ++first) if (!pred(*first)) return false;
	return true;
}`,
	"none_of": `template <typename I, typename P> __host__ __device__ bool none_of(I first, I last, P pred) {
	for (; first != last; ++first) if (pred(*first)) return false;
	return true;
}`,
	// std::shuffle as libstdc++ does it (the engines' __rnd_uint is
	// parser/random.go's uniform_int_distribution draw of [0, urange]).
	"shuffle": `template <typename T, typename G> void shuffle(T *first, T *last, G &g) {
	if (first == last) return;
	const unsigned long urngrange = (unsigned long)g.max() - (unsigned long)g.min();
	const unsigned long urange = (unsigned long)(last - first);
	T t;
	if (urngrange / urange >= urange) {
		T *i = first + 1;
		if (urange % 2 == 0) {
			unsigned long k = __rnd_uint(g, 1UL);
			t = *i; *i = first[k]; first[k] = t;
			i++;
		}
		while (i != last) {
			const unsigned long b0 = (unsigned long)(i - first) + 1, b1 = b0 + 1;
			unsigned long x = __rnd_uint(g, b0 * b1 - 1);
			unsigned long k1 = x / b1, k2 = x % b1;
			t = *i; *i = first[k1]; first[k1] = t;
			i++;
			t = *i; *i = first[k2]; first[k2] = t;
			i++;
		}
		return;
	}
	for (T *i = first + 1; i != last; ++i) {
		unsigned long k = __rnd_uint(g, (unsigned long)(i - first));
		t = *i; *i = first[k]; first[k] = t;
	}
}`,
	"generate": `template <typename T, typename G> __host__ __device__ void generate(T *first, T *last, G gen) {
	for (; first != last; ++first) *first = gen();
}`,
	"__min_element_by": `template <typename T, typename C> __host__ __device__ T *__min_element_by(T *first, T *last, C comp) {
	T *best = first;
	if (first == last) return last;
	while (++first != last) if (comp(*first, *best)) best = first;
	return best;
}`,
	"__max_element_by": `template <typename T, typename C> __host__ __device__ T *__max_element_by(T *first, T *last, C comp) {
	T *best = first;
	if (first == last) return last;
	while (++first != last) if (comp(*best, *first)) best = first;
	return best;
}`,
	"__accumulate_by": `template <typename T, typename U, typename F> __host__ __device__ U __accumulate_by(T *first, T *last, U init, F op) {
	for (; first != last; ++first) init = op(init, *first);
	return init;
}`,
}

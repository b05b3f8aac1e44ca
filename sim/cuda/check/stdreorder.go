package check

import "strings"

// <algorithm>'s reordering functions over pointers, as libstdc++ writes
// them where the order they leave depends on the algorithm (partition,
// nth_element: elements the predicate or comparator cannot tell apart end
// where g++'s code puts them), and plainly where the result is fixed
// (rotate, stable_partition, next_permutation...).
func init() {
	for name, src := range reorderTemplates {
		stdTemplates[name] = src
	}
	for name, v := range map[string]map[int]string{
		"unique":           {3: "__unique_by"},
		"unique_copy":      {4: "__unique_copy_by"},
		"nth_element":      {3: "__nth_less", 4: "__nth_by"},
		"next_permutation": {2: "__next_perm_less", 3: "__next_perm_by"},
		"prev_permutation": {2: "__prev_perm_less", 3: "__prev_perm_by"},
	} {
		stdVariants[name] = v
	}
	for name, less := range map[string]string{"__nth_less": "(A) < (B)", "__nth_by": "comp(A, B)"} {
		params, args := "", ""
		if name == "__nth_by" {
			params, args = ", C comp", ", comp"
		}
		src := strings.NewReplacer("NAME##", name, "NAME", name, "PARAMS", params, "ARGS", args, "TPL", tplFor(params)).Replace(heapAdjustSource + insertionSortSource + pivotSource + nthElementSource)
		stdTemplates[name] = lessReplace(src, less)
	}
	for _, dir := range []string{"next", "prev"} {
		for name, less := range map[string]string{"__" + dir + "_perm_less": "(A) < (B)", "__" + dir + "_perm_by": "comp(A, B)"} {
			params := ""
			if strings.HasSuffix(name, "_by") {
				params = ", C comp"
			}
			src := strings.NewReplacer("NAME", name, "PARAMS", params, "TPL", tplFor(params)).Replace(permutationSource)
			if dir == "prev" {
				less = strings.NewReplacer("A", "B", "B", "A").Replace(less) // the order reversed
			}
			stdTemplates[name] = lessReplace(src, less)
		}
	}
}

// nthElementSource is libstdc++'s __introselect: introsort's partitions
// (pivotSource) narrow the range around nth down to three elements, which
// its insertion sort orders; past 2·log2(n) partitions, a heap selects the
// smallest nth+1 and the largest of them is swapped to nth.
const nthElementSource = `TPL __host__ __device__ void NAME(T *first, T *nth, T *last PARAMS) {
	if (first == last || nth == last) return;
	long n = last - first, depth = 0;
	while (n > 1) { n >>= 1; depth++; }
	depth *= 2;
	while (last - first > 3) {
		if (depth == 0) {
			T *middle = nth + 1;
			long len = middle - first;
			if (len >= 2) {
				for (long parent = (len - 2) / 2; ; parent--) {
					NAME##_adjust(first, parent, len, first[parent] ARGS);
					if (parent == 0) break;
				}
			}
			for (T *i = middle; i < last; ++i)
				if (LESS(*i, *first)) { T value = *i; *i = *first; NAME##_adjust(first, 0, len, value ARGS); }
			NAME##_swap(first, nth);
			return;
		}
		--depth;
		T *cut = NAME##_pivot(first, last ARGS);
		if (cut <= nth) first = cut;
		else last = cut;
	}
	NAME##_insertion(first, last ARGS);
}
`

// permutationSource is next_permutation (prev_permutation with the order
// reversed): the longest non-increasing tail is found, the element before
// it swapped with the last one greater than it, and the tail reversed.
const permutationSource = `TPL __host__ __device__ bool NAME(T *first, T *last PARAMS) {
	if (last - first < 2) return false;
	T *i = last - 1;
	for (;;) {
		T *ii = i;
		--i;
		if (LESS(*i, *ii)) {
			T *j = last;
			while (!LESS(*i, *--j)) {}
			T t = *i; *i = *j; *j = t;
			for (T *lo = ii, *hi = last - 1; lo < hi; ++lo, --hi) { T s = *lo; *lo = *hi; *hi = s; }
			return true;
		}
		if (i == first) {
			for (T *lo = first, *hi = last - 1; lo < hi; ++lo, --hi) { T s = *lo; *lo = *hi; *hi = s; }
			return false;
		}
	}
}
`

var reorderTemplates = map[string]string{
	"rotate": `template <typename T> __host__ __device__ T *rotate(T *first, T *middle, T *last) {
	if (first == middle) return last;
	if (middle == last) return first;
	long n = last - first, k = middle - first;
	T *tmp = (T *)malloc(sizeof(T) * n);
	for (long i = 0; i < n; i++) tmp[i] = first[(i + k) % n];
	for (long i = 0; i < n; i++) first[i] = tmp[i];
	free(tmp);
	return first + (n - k);
}`,
	"rotate_copy": `template <typename T, typename U> __host__ __device__ U *rotate_copy(T *first, T *middle, T *last, U *out) {
	for (T *p = middle; p != last; ++p) *out++ = *p;
	for (T *p = first; p != middle; ++p) *out++ = *p;
	return out;
}`,
	"reverse_copy": `template <typename T, typename U> __host__ __device__ U *reverse_copy(T *first, T *last, U *out) {
	while (first != last) *out++ = *--last;
	return out;
}`,
	"swap_ranges": `template <typename T, typename U> __host__ __device__ U *swap_ranges(T *first, T *last, U *other) {
	for (; first != last; ++first, ++other) { T t = *first; *first = *other; *other = t; }
	return other;
}`,
	// libstdc++'s __unique and __unique_copy: each element is compared with
	// the last one kept
	"__unique_by": `template <typename T, typename P> __host__ __device__ T *__unique_by(T *first, T *last, P pred) {
	if (first == last) return last;
	T *dest = first;
	while (++first != last) if (!pred(*dest, *first)) *++dest = *first;
	return ++dest;
}`,
	"unique_copy": `template <typename T, typename U> __host__ __device__ U *unique_copy(T *first, T *last, U *out) {
	if (first == last) return out;
	T *kept = first;
	*out = *first;
	while (++first != last) if (!(*kept == *first)) { kept = first; *++out = *first; }
	return ++out;
}`,
	"__unique_copy_by": `template <typename T, typename U, typename P> __host__ __device__ U *__unique_copy_by(T *first, T *last, U *out, P pred) {
	if (first == last) return out;
	T *kept = first;
	*out = *first;
	while (++first != last) if (!pred(*kept, *first)) { kept = first; *++out = *first; }
	return ++out;
}`,
	// libstdc++'s __partition for bidirectional iterators: from both ends,
	// an element failing the predicate swapped with one passing it
	"partition": `template <typename T, typename P> __host__ __device__ T *partition(T *first, T *last, P pred) {
	while (true) {
		while (true) {
			if (first == last) return first;
			if (pred(*first)) ++first;
			else break;
		}
		--last;
		while (true) {
			if (first == last) return first;
			if (!pred(*last)) --last;
			else break;
		}
		T t = *first; *first = *last; *last = t;
		++first;
	}
}`,
	"stable_partition": `template <typename T, typename P> __host__ __device__ T *stable_partition(T *first, T *last, P pred) {
	long n = last - first, k = 0;
	if (n == 0) return first;
	T *rest = (T *)malloc(sizeof(T) * n);
	long r = 0;
	for (long i = 0; i < n; i++) {
		if (pred(first[i])) first[k++] = first[i];
		else rest[r++] = first[i];
	}
	for (long i = 0; i < r; i++) first[k + i] = rest[i];
	free(rest);
	return first + k;
}`,
	"partition_point": `template <typename T, typename P> __host__ __device__ T *partition_point(T *first, T *last, P pred) {
	long len = last - first;
	while (len > 0) {
		long half = len >> 1;
		T *middle = first + half;
		if (pred(*middle)) { first = middle + 1; len = len - half - 1; }
		else len = half;
	}
	return first;
}`,
	"is_partitioned": `template <typename T, typename P> __host__ __device__ bool is_partitioned(T *first, T *last, P pred) {
	while (first != last && pred(*first)) ++first;
	for (; first != last; ++first) if (pred(*first)) return false;
	return true;
}`,
	// libstdc++'s random_shuffle: rand() % (i + 1) for each position
	"random_shuffle": `template <typename T> void random_shuffle(T *first, T *last) {
	if (first == last) return;
	for (T *i = first + 1; i != last; ++i) {
		T *j = first + rand() % ((i - first) + 1);
		if (i != j) { T t = *i; *i = *j; *j = t; }
	}
}`,
	"adjacent_find": `template <typename T> __host__ __device__ T *adjacent_find(T *first, T *last) {
	if (first == last) return last;
	for (T *next = first + 1; next != last; first = next, ++next) if (*first == *next) return first;
	return last;
}`,
	"find_if_not": `template <typename T, typename P> __host__ __device__ T *find_if_not(T *first, T *last, P pred) {
	for (; first != last; ++first) if (!pred(*first)) return first;
	return last;
}`,
}

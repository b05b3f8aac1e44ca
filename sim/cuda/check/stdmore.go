package check

// More <algorithm> and <numeric> templates over pointers (see stdlib.go
// and stdalgo.go): searching sorted ranges, prefix sums and products, the
// ones CPU reference code around kernels uses. Each follows libstdc++'s
// loop, so that which element is found, and the order of floating-point
// additions, are g++'s.

func init() {
	for name, src := range moreStdTemplates {
		stdTemplates[name] = src
	}
	for name, v := range map[string]map[int]string{
		"is_sorted":        {3: "__is_sorted_by"},
		"lower_bound":      {4: "__lower_bound_by"},
		"upper_bound":      {4: "__upper_bound_by"},
		"binary_search":    {4: "__binary_search_by"},
		"inner_product":    {6: "__inner_product_by"},
		"partial_sum":      {4: "__partial_sum_by"},
		"inclusive_scan":   {4: "__inclusive_scan_by"},
		"merge":            {6: "__merge_by"},
		"reduce":           {2: "__reduce0", 4: "__reduce_by"},
		"transform_reduce": {5: "__transform_reduce_unary", 6: "__transform_reduce_by"},
		"next":             {1: "__next1"},
		"prev":             {1: "__prev1"},
	} {
		stdVariants[name] = v
	}
}

var moreStdTemplates = map[string]string{
	// std::reduce and std::transform_reduce (C++17, no execution policy):
	// libstdc++ adds random-access ranges four elements at a time, as
	// ((a0 + a1) + (a2 + a3)) into the running sum, then the rest one by
	// one; a float sum depends on that order.
	"__reduce0": `template <typename T> __host__ __device__ T __reduce0(const T *first, const T *last) {
	T init = T();
	while (last - first >= 4) { T v1 = first[0] + first[1]; T v2 = first[2] + first[3]; T v3 = v1 + v2; init = init + v3; first += 4; }
	for (; first != last; ++first) init = init + *first;
	return init;
}`,
	"reduce": `template <typename T, typename U> __host__ __device__ U reduce(const T *first, const T *last, U init) {
	while (last - first >= 4) { U v1 = first[0] + first[1]; U v2 = first[2] + first[3]; U v3 = v1 + v2; init = init + v3; first += 4; }
	for (; first != last; ++first) init = init + *first;
	return init;
}`,
	"__reduce_by": `template <typename T, typename U, typename F> __host__ __device__ U __reduce_by(const T *first, const T *last, U init, F op) {
	while (last - first >= 4) { U v1 = op(first[0], first[1]); U v2 = op(first[2], first[3]); U v3 = op(v1, v2); init = op(init, v3); first += 4; }
	for (; first != last; ++first) init = op(init, *first);
	return init;
}`,
	"transform_reduce": `template <typename T, typename S, typename U> __host__ __device__ U transform_reduce(const T *first1, const T *last1, const S *first2, U init) {
	for (; last1 - first1 >= 4; first1 += 4, first2 += 4) {
		U v1 = first1[0] * first2[0] + first1[1] * first2[1];
		U v2 = first1[2] * first2[2] + first1[3] * first2[3];
		U v3 = v1 + v2;
		init = init + v3;
	}
	for (; first1 != last1; ++first1, ++first2) init = init + *first1 * *first2;
	return init;
}`,
	"__transform_reduce_by": `template <typename T, typename S, typename U, typename F, typename G> __host__ __device__ U __transform_reduce_by(const T *first1, const T *last1, const S *first2, U init, F sum, G product) {
	for (; last1 - first1 >= 4; first1 += 4, first2 += 4) {
		U v1 = sum(product(first1[0], first2[0]), product(first1[1], first2[1]));
		U v2 = sum(product(first1[2], first2[2]), product(first1[3], first2[3]));
		U v3 = sum(v1, v2);
		init = sum(init, v3);
	}
	for (; first1 != last1; ++first1, ++first2) init = sum(init, product(*first1, *first2));
	return init;
}`,
	"__transform_reduce_unary": `template <typename T, typename U, typename F, typename G> __host__ __device__ U __transform_reduce_unary(const T *first, const T *last, U init, F sum, G f) {
	for (; first != last; ++first) init = sum(init, f(*first));
	return init;
}`,
	"merge": `template <typename T, typename S, typename O> __host__ __device__ O merge(T *first1, T *last1, S *first2, S *last2, O out) {
	for (; first1 != last1 && first2 != last2; ++out) {
		if (*first2 < *first1) { *out = *first2; ++first2; }
		else { *out = *first1; ++first1; }
	}
	for (; first1 != last1; ++first1, ++out) *out = *first1;
	for (; first2 != last2; ++first2, ++out) *out = *first2;
	return out;
}`,
	"__merge_by": `template <typename T, typename S, typename O, typename C> __host__ __device__ O __merge_by(T *first1, T *last1, S *first2, S *last2, O out, C comp) {
	for (; first1 != last1 && first2 != last2; ++out) {
		if (comp(*first2, *first1)) { *out = *first2; ++first2; }
		else { *out = *first1; ++first1; }
	}
	for (; first1 != last1; ++first1, ++out) *out = *first1;
	for (; first2 != last2; ++first2, ++out) *out = *first2;
	return out;
}`,
	"copy_if": `template <typename T, typename O, typename P> __host__ __device__ O copy_if(T *first, T *last, O out, P pred) {
	for (; first != last; ++first) if (pred(*first)) { *out = *first; ++out; }
	return out;
}`,
	"remove_if": `template <typename T, typename P> __host__ __device__ T *remove_if(T *first, T *last, P pred) {
	while (first != last && !pred(*first)) ++first;
	if (first == last) return first;
	T *result = first;
	for (++first; first != last; ++first) if (!pred(*first)) { *result = *first; ++result; }
	return result;
}`,
	"replace_if": `template <typename T, typename P, typename U> __host__ __device__ void replace_if(T *first, T *last, P pred, U value) {
	for (; first != last; ++first) if (pred(*first)) *first = value;
}`,
	"is_sorted": `template <typename T> __host__ __device__ bool is_sorted(T *first, T *last) {
	if (first == last) return true;
	for (T *next = first + 1; next != last; first = next, ++next) if (*next < *first) return false;
	return true;
}`,
	"__is_sorted_by": `template <typename T, typename C> __host__ __device__ bool __is_sorted_by(T *first, T *last, C comp) {
	if (first == last) return true;
	for (T *next = first + 1; next != last; first = next, ++next) if (comp(*next, *first)) return false;
	return true;
}`,
	"lower_bound": `template <typename T, typename U> __host__ __device__ T *lower_bound(T *first, T *last, U value) {
	long len = last - first;
	while (len > 0) {
		long half = len >> 1;
		T *mid = first + half;
		if (*mid < value) { first = mid + 1; len = len - half - 1; } else len = half;
	}
	return first;
}`,
	"__lower_bound_by": `template <typename T, typename U, typename C> __host__ __device__ T *__lower_bound_by(T *first, T *last, U value, C comp) {
	long len = last - first;
	while (len > 0) {
		long half = len >> 1;
		T *mid = first + half;
		if (comp(*mid, value)) { first = mid + 1; len = len - half - 1; } else len = half;
	}
	return first;
}`,
	"upper_bound": `template <typename T, typename U> __host__ __device__ T *upper_bound(T *first, T *last, U value) {
	long len = last - first;
	while (len > 0) {
		long half = len >> 1;
		T *mid = first + half;
		if (value < *mid) len = half; else { first = mid + 1; len = len - half - 1; }
	}
	return first;
}`,
	"__upper_bound_by": `template <typename T, typename U, typename C> __host__ __device__ T *__upper_bound_by(T *first, T *last, U value, C comp) {
	long len = last - first;
	while (len > 0) {
		long half = len >> 1;
		T *mid = first + half;
		if (comp(value, *mid)) len = half; else { first = mid + 1; len = len - half - 1; }
	}
	return first;
}`,
	"binary_search": `template <typename T, typename U> __host__ __device__ bool binary_search(T *first, T *last, U value) {
	long len = last - first;
	while (len > 0) {
		long half = len >> 1;
		T *mid = first + half;
		if (*mid < value) { first = mid + 1; len = len - half - 1; } else len = half;
	}
	return first != last && !(value < *first);
}`,
	"__binary_search_by": `template <typename T, typename U, typename C> __host__ __device__ bool __binary_search_by(T *first, T *last, U value, C comp) {
	long len = last - first;
	while (len > 0) {
		long half = len >> 1;
		T *mid = first + half;
		if (comp(*mid, value)) { first = mid + 1; len = len - half - 1; } else len = half;
	}
	return first != last && !comp(value, *first);
}`,
	"inner_product": `template <typename T, typename S, typename U> __host__ __device__ U inner_product(T *first, T *last, S *second, U init) {
	for (; first != last; ++first, ++second) init = init + *first * *second;
	return init;
}`,
	"__inner_product_by": `template <typename T, typename S, typename U, typename F, typename G> __host__ __device__ U __inner_product_by(T *first, T *last, S *second, U init, F sum, G product) {
	for (; first != last; ++first, ++second) init = sum(init, product(*first, *second));
	return init;
}`,
	"partial_sum": `template <typename T, typename O> __host__ __device__ O partial_sum(T *first, T *last, O out) {
	if (first == last) return out;
	T value = *first;
	*out = value;
	while (++first != last) { value = value + *first; *++out = value; }
	return ++out;
}`,
	"__partial_sum_by": `template <typename T, typename O, typename F> __host__ __device__ O __partial_sum_by(T *first, T *last, O out, F op) {
	if (first == last) return out;
	T value = *first;
	*out = value;
	while (++first != last) { value = op(value, *first); *++out = value; }
	return ++out;
}`,
	"inclusive_scan": `template <typename T, typename O> __host__ __device__ O inclusive_scan(T *first, T *last, O out) {
	if (first == last) return out;
	T value = *first;
	*out++ = value;
	while (++first != last) { value = value + *first; *out++ = value; }
	return out;
}`,
	"__inclusive_scan_by": `template <typename T, typename O, typename F> __host__ __device__ O __inclusive_scan_by(T *first, T *last, O out, F op) {
	if (first == last) return out;
	T value = *first;
	*out++ = value;
	while (++first != last) { value = op(value, *first); *out++ = value; }
	return out;
}`,
	"exclusive_scan": `template <typename T, typename O, typename V> __host__ __device__ O exclusive_scan(T *first, T *last, O out, V init) {
	while (first != last) { V v = init; init = init + *first; ++first; *out++ = v; }
	return out;
}`,
	"adjacent_difference": `template <typename T, typename O> __host__ __device__ O adjacent_difference(T *first, T *last, O out) {
	if (first == last) return out;
	T value = *first;
	*out = value;
	while (++first != last) { T tmp = *first; *++out = tmp - value; value = tmp; }
	return ++out;
}`,
	"replace": `template <typename T, typename U> __host__ __device__ void replace(T *first, T *last, U old_value, U new_value) {
	for (; first != last; ++first) if (*first == old_value) *first = new_value;
}`,
	"copy_n": `template <typename T, typename O> __host__ __device__ O copy_n(T *first, long n, O out) {
	for (long i = 0; i < n; ++i) *out++ = *first++;
	return out;
}`,
	"unique": `template <typename T> __host__ __device__ T *unique(T *first, T *last) {
	if (first == last) return last;
	T *dest = first;
	while (++first != last) if (!(*dest == *first)) *++dest = *first;
	return ++dest;
}`,
	"remove": `template <typename T, typename U> __host__ __device__ T *remove(T *first, T *last, U value) {
	T *out = first;
	for (; first != last; ++first) if (!(*first == value)) *out++ = *first;
	return out;
}`,
	// <iterator> over pointers
	"distance": `template <typename T> __host__ __device__ long distance(T *first, T *last) { return last - first; }`,
	"advance":  `template <typename T> __host__ __device__ void advance(T *&it, long n) { it += n; }`,
	"next":     `template <typename T> __host__ __device__ T *next(T *it, long n) { return it + n; }`,
	"__next1":  `template <typename T> __host__ __device__ T *__next1(T *it) { return it + 1; }`,
	"prev":     `template <typename T> __host__ __device__ T *prev(T *it, long n) { return it - n; }`,
	"__prev1":  `template <typename T> __host__ __device__ T *__prev1(T *it) { return it - 1; }`,
	"clamp":    `template <typename T> __host__ __device__ T clamp(T v, T lo, T hi) { return v < lo ? lo : hi < v ? hi : v; }`,
	// minmax_element (minmax.go): the first smallest and the last largest
	"__minmax_min": `template <typename T> __host__ __device__ T *__minmax_min(T *first, T *last) {
	T *best = first;
	if (first == last) return last;
	while (++first != last) if (*first < *best) best = first;
	return best;
}`,
	"__minmax_max": `template <typename T> __host__ __device__ T *__minmax_max(T *first, T *last) {
	T *best = first;
	if (first == last) return last;
	while (++first != last) if (!(*first < *best)) best = first;
	return best;
}`,
	"__minmax_min_by": `template <typename T, typename C> __host__ __device__ T *__minmax_min_by(T *first, T *last, C comp) {
	T *best = first;
	if (first == last) return last;
	while (++first != last) if (comp(*first, *best)) best = first;
	return best;
}`,
	"__minmax_max_by": `template <typename T, typename C> __host__ __device__ T *__minmax_max_by(T *first, T *last, C comp) {
	T *best = first;
	if (first == last) return last;
	while (++first != last) if (!comp(*first, *best)) best = first;
	return best;
}`,
}

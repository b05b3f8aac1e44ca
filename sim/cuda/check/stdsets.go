package check

import "strings"

// The set operations of <algorithm> over sorted ranges, as libstdc++
// loops them (which of two equal elements is copied is its choice: the
// first range's), writing through any output iterator: a pointer, or a
// vector's back inserter (parser/containers.go's lowerBackInserters); and
// std::equal's forms with a second end or a predicate.

func init() {
	for _, op := range []struct{ name, body string }{
		{"set_intersection", `
	while (first1 != last1 && first2 != last2) {
		if (LESS(*first1, *first2)) ++first1;
		else if (LESS(*first2, *first1)) ++first2;
		else { *out = *first1; ++out; ++first1; ++first2; }
	}
	return out;`},
		{"set_union", `
	while (first1 != last1 && first2 != last2) {
		if (LESS(*first1, *first2)) { *out = *first1; ++first1; }
		else if (LESS(*first2, *first1)) { *out = *first2; ++first2; }
		else { *out = *first1; ++first1; ++first2; }
		++out;
	}
	for (; first1 != last1; ++first1, ++out) *out = *first1;
	for (; first2 != last2; ++first2, ++out) *out = *first2;
	return out;`},
		{"set_difference", `
	while (first1 != last1 && first2 != last2) {
		if (LESS(*first1, *first2)) { *out = *first1; ++out; ++first1; }
		else if (LESS(*first2, *first1)) ++first2;
		else { ++first1; ++first2; }
	}
	for (; first1 != last1; ++first1, ++out) *out = *first1;
	return out;`},
		{"set_symmetric_difference", `
	while (first1 != last1 && first2 != last2) {
		if (LESS(*first1, *first2)) { *out = *first1; ++out; ++first1; }
		else if (LESS(*first2, *first1)) { *out = *first2; ++out; ++first2; }
		else { ++first1; ++first2; }
	}
	for (; first1 != last1; ++first1, ++out) *out = *first1;
	for (; first2 != last2; ++first2, ++out) *out = *first2;
	return out;`},
	} {
		by := "__" + op.name + "_by"
		stdTemplates[op.name] = "template <typename T, typename S, typename O> __host__ __device__ O " + op.name +
			"(T *first1, T *last1, S *first2, S *last2, O out) {" + lessBy(op.body, "") + "\n}"
		stdTemplates[by] = "template <typename T, typename S, typename O, typename C> __host__ __device__ O " + by +
			"(T *first1, T *last1, S *first2, S *last2, O out, C comp) {" + lessBy(op.body, "comp") + "\n}"
		stdVariants[op.name] = map[int]string{6: by}
	}
	// std::equal(b1, e1, b2, e2) and (b1, e1, b2, pred): two templates of
	// one name, the pointer one more specialized (templateoverload.go)
	stdTemplates["__equal4"] = `template <typename T, typename S> __host__ __device__ bool __equal4(T *first1, T *last1, S *first2, S *last2) {
	if (last1 - first1 != last2 - first2) return false;
	for (; first1 != last1; ++first1, ++first2) if (!(*first1 == *first2)) return false;
	return true;
}
template <typename T, typename S, typename P> __host__ __device__ bool __equal4(T *first1, T *last1, S *first2, P pred) {
	for (; first1 != last1; ++first1, ++first2) if (!pred(*first1, *first2)) return false;
	return true;
}`
	stdTemplates["__equal5"] = `template <typename T, typename S, typename P> __host__ __device__ bool __equal5(T *first1, T *last1, S *first2, S *last2, P pred) {
	if (last1 - first1 != last2 - first2) return false;
	for (; first1 != last1; ++first1, ++first2) if (!pred(*first1, *first2)) return false;
	return true;
}`
	stdVariants["equal"] = map[int]string{4: "__equal4", 5: "__equal5"}
	stdTemplates["includes"] = `template <typename T, typename S> __host__ __device__ bool includes(T *first1, T *last1, S *first2, S *last2) {
	for (; first2 != last2; ++first1) {
		if (first1 == last1 || *first2 < *first1) return false;
		if (!(*first1 < *first2)) ++first2;
	}
	return true;
}`
}

// lessBy writes body's LESS(a, b) (arguments without commas or
// parentheses of their own) as a < b, or as comp(a, b).
func lessBy(body, comp string) string {
	var out strings.Builder
	for {
		before, rest, found := strings.Cut(body, "LESS(")
		out.WriteString(before)
		if !found {
			return out.String()
		}
		args, after, _ := strings.Cut(rest, ")")
		if comp == "" {
			a, b, _ := strings.Cut(args, ", ")
			out.WriteString("(" + a + " < " + b + ")")
		} else {
			out.WriteString(comp + "(" + args + ")")
		}
		body = after
	}
}

package engine

import (
	"strings"

	"simtlab/sim/cuda/ast"
)

// The SIMD intrinsics of the CUDA math API (__vadd2, __vcmpgeu4,
// __vsads2 ...): an unsigned int seen as two 16-bit or four 8-bit
// elements, each computed on its own. Their names say the operation,
// the elements' signedness (s or u, where it matters) and how many
// elements (2 or 4); "ss"/"us" saturate to the signed or unsigned range.

// simdOps are the operations by name without the element count.
var simdOps = map[string]func(a, b int64, bits uint, signed bool) int64{
	"__vadd":      func(a, b int64, _ uint, _ bool) int64 { return a + b },
	"__vaddss":    func(a, b int64, _ uint, _ bool) int64 { return a + b },
	"__vaddus":    func(a, b int64, _ uint, _ bool) int64 { return a + b },
	"__vsub":      func(a, b int64, _ uint, _ bool) int64 { return a - b },
	"__vsubss":    func(a, b int64, _ uint, _ bool) int64 { return a - b },
	"__vsubus":    func(a, b int64, _ uint, _ bool) int64 { return a - b },
	"__vabsdiffs": func(a, b int64, _ uint, _ bool) int64 { return abs64(a - b) },
	"__vabsdiffu": func(a, b int64, _ uint, _ bool) int64 { return abs64(a - b) },
	"__vavgs":     func(a, b int64, _ uint, _ bool) int64 { return halfAway(a + b) },
	"__vavgu":     func(a, b int64, _ uint, _ bool) int64 { return (a + b + 1) >> 1 },
	"__vhaddu":    func(a, b int64, _ uint, _ bool) int64 { return (a + b) >> 1 },
	"__vmaxs":     func(a, b int64, _ uint, _ bool) int64 { return max(a, b) },
	"__vmaxu":     func(a, b int64, _ uint, _ bool) int64 { return max(a, b) },
	"__vmins":     func(a, b int64, _ uint, _ bool) int64 { return min(a, b) },
	"__vminu":     func(a, b int64, _ uint, _ bool) int64 { return min(a, b) },
	"__vabs":      func(a, _ int64, _ uint, _ bool) int64 { return abs64(a) },
	"__vabsss":    func(a, _ int64, _ uint, _ bool) int64 { return abs64(a) },
	"__vneg":      func(a, _ int64, _ uint, _ bool) int64 { return -a },
	"__vnegss":    func(a, _ int64, _ uint, _ bool) int64 { return -a },
}

// simdCompares are the comparisons; __vcmp* gives all ones where they
// hold, __vset* gives 1.
var simdCompares = map[string]func(a, b int64) bool{
	"eq": func(a, b int64) bool { return a == b }, "ne": func(a, b int64) bool { return a != b },
	"ges": func(a, b int64) bool { return a >= b }, "geu": func(a, b int64) bool { return a >= b },
	"gts": func(a, b int64) bool { return a > b }, "gtu": func(a, b int64) bool { return a > b },
	"les": func(a, b int64) bool { return a <= b }, "leu": func(a, b int64) bool { return a <= b },
	"lts": func(a, b int64) bool { return a < b }, "ltu": func(a, b int64) bool { return a < b },
}

// halfAway is s/2 rounded half away from zero, __vavgs's rounding
// (measured: x_simd_intrinsics; __vavgu rounds half up).
func halfAway(s int64) int64 {
	if s < 0 {
		return -((-s + 1) >> 1)
	}
	return (s + 1) >> 1
}

func abs64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// simdName splits "__vaddss2" into "__vaddss" and 2; ok is false for
// names that are not SIMD intrinsics.
func simdName(name string) (base string, n int, ok bool) {
	if !strings.HasPrefix(name, "__v") || len(name) < 5 {
		return "", 0, false
	}
	switch name[len(name)-1] {
	case '2':
		n = 2
	case '4':
		n = 4
	default:
		return "", 0, false
	}
	return name[:len(name)-1], n, true
}

// simdSigned reports whether the operation reads its elements as signed.
func simdSigned(base string) bool {
	switch base {
	case "__vadd", "__vsub", "__vneg", "__vabs", "__vabsss", "__vnegss":
		return true
	}
	return strings.HasSuffix(base, "s") && !strings.HasSuffix(base, "us") || strings.HasSuffix(base, "ss")
}

// simdBuiltin compiles the SIMD intrinsics, or returns nil.
func (c *compiler) simdBuiltin(e *ast.Call, name string) evalFn {
	base, n, ok := simdName(name)
	if !ok {
		return nil
	}
	bits := uint(32 / n)
	mask := uint64(1)<<bits - 1
	elem := func(x uint64, i int, signed bool) int64 {
		v := x >> (uint(i) * bits) & mask
		if signed && v>>(bits-1) != 0 {
			return int64(v) - int64(mask) - 1
		}
		return int64(v)
	}
	if strings.HasPrefix(base, "__vsad") {
		signed := base == "__vsads"
		return c.lanewise(e, func(a []uint64) uint64 {
			var s int64
			for i := 0; i < n; i++ {
				s += abs64(elem(a[0], i, signed) - elem(a[1], i, signed))
			}
			return uint64(uint32(s))
		})
	}
	for _, prefix := range []string{"__vcmp", "__vset"} {
		if cmp, ok := simdCompares[strings.TrimPrefix(base, prefix)]; ok && strings.HasPrefix(base, prefix) {
			signed := strings.HasSuffix(base, "s")
			t := mask
			if prefix == "__vset" {
				t = 1
			}
			return c.lanewise(e, func(a []uint64) uint64 {
				var r uint64
				for i := 0; i < n; i++ {
					if cmp(elem(a[0], i, signed), elem(a[1], i, signed)) {
						r |= t << (uint(i) * bits)
					}
				}
				return r
			})
		}
	}
	op, ok := simdOps[base]
	if !ok {
		return nil
	}
	signed := simdSigned(base)
	lo, hi := int64(0), int64(mask) // the saturating range
	if strings.HasSuffix(base, "ss") {
		lo, hi = -int64(mask>>1)-1, int64(mask>>1)
	}
	saturate := strings.HasSuffix(base, "ss") || strings.HasSuffix(base, "us")
	return c.lanewise(e, func(a []uint64) uint64 {
		var r uint64
		b := uint64(0)
		if len(a) > 1 {
			b = a[1]
		}
		for i := 0; i < n; i++ {
			v := op(elem(a[0], i, signed), elem(b, i, signed), bits, signed)
			if saturate {
				v = min(max(v, lo), hi)
			}
			r |= uint64(v) & mask << (uint(i) * bits)
		}
		return r
	})
}

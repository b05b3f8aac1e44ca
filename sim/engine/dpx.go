package engine

import (
	"strings"

	"simtlab/sim/cuda/ast"
)

// The DPX intrinsics of the CUDA math API (sm_90's dynamic-programming
// instructions): max and min of three values (__vimax3_s32), of a sum
// and a value (__viaddmax_s32: max(a + b, c)), with a ReLU (a floor of
// 0: __vimax_s32_relu, __viaddmin_s16x2_relu), and the two-value ones
// that also say which won (__vibmax_s32(a, b, &pred): pred is a >= b, for
// a min a <= b). s32 and u32 work on one 32-bit value, s16x2 and u16x2 on
// the two halves of one; sums wrap at the element's width.

// dpxName splits "__viaddmax_s16x2_relu" into its operation ("addmax"),
// element signedness and width, element count and ReLU; ok is false for
// other names.
func dpxName(name string) (op string, signed bool, bits uint, n int, relu, ok bool) {
	rest, found := strings.CutPrefix(name, "__vi")
	if !found {
		return
	}
	rest, relu = strings.CutSuffix(rest, "_relu")
	op, elem, found := strings.Cut(rest, "_")
	if !found {
		return
	}
	switch elem {
	case "s32":
		signed, bits, n = true, 32, 1
	case "u32":
		bits, n = 32, 1
	case "s16x2":
		signed, bits, n = true, 16, 2
	case "u16x2":
		bits, n = 16, 2
	default:
		return
	}
	switch op {
	case "max", "min":
		ok = relu // __vimax_s32 alone is no intrinsic: max(a, b) is
	case "max3", "min3", "addmax", "addmin", "bmax", "bmin":
		ok = true
	}
	return op, signed, bits, n, relu, ok
}

// dpxBuiltin compiles the DPX intrinsics, or returns nil.
func (c *compiler) dpxBuiltin(e *ast.Call, name string) evalFn {
	op, signed, bits, n, relu, ok := dpxName(name)
	if !ok {
		return nil
	}
	mask := uint64(1)<<bits - 1
	elem := func(x uint64, i int) int64 {
		v := x >> (uint(i) * bits) & mask
		if signed && v>>(bits-1) != 0 {
			return int64(v) - int64(mask) - 1
		}
		return int64(v)
	}
	wrap := func(v int64) int64 { return elem(uint64(v)&mask, 0) }
	isMax := strings.Contains(op, "max")
	pick := func(a, b int64) int64 { // the operation's max or min
		if isMax {
			return max(a, b)
		}
		return min(a, b)
	}
	calc := func(a []uint64, i int) int64 {
		x, y := elem(a[0], i), elem(a[1], i)
		var v int64
		switch op {
		case "max", "min", "bmax", "bmin":
			v = pick(x, y)
		case "max3", "min3":
			v = pick(pick(x, y), elem(a[2], i))
		default: // addmax, addmin
			v = pick(wrap(x+y), elem(a[2], i))
		}
		if relu {
			v = max(v, 0)
		}
		return v
	}
	pack := func(a []uint64) uint64 {
		var r uint64
		for i := 0; i < n; i++ {
			r |= uint64(calc(a, i)) & mask << (uint(i) * bits)
		}
		return r
	}
	if op != "bmax" && op != "bmin" {
		return c.lanewise(e, pack)
	}
	// the predicates: one bool* for a 32-bit value; for two halves the
	// high half's first, then the low half's
	return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
		for i := 0; i < n; i++ {
			x, y := elem(a[0], i), elem(a[1], i)
			won := x >= y
			if op == "bmin" {
				won = x <= y
			}
			at := a[2]
			if n == 2 && i == 0 {
				at = a[3] // pred_lo
			}
			v := uint64(0)
			if won {
				v = 1
			}
			f.w.storeLane(at, kBool, v, lane, line)
		}
		return pack(a)
	})
}

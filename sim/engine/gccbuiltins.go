package engine

import (
	"math/bits"
	"strings"

	"simtlab/sim/cuda/ast"
)

// gccBuiltin compiles the bit-counting built-ins of g++ (nvcc's host
// compiler) that host code uses, such as a CPU reference for __popc:
// __builtin_popcount, clz, ctz, ffs and parity on unsigned int, long
// (suffix l) and long long (ll), and __builtin_expect. A zero argument to
// clz or ctz is undefined in g++; here it gives the operand's width.
func (c *compiler) gccBuiltin(e *ast.Call, name string) evalFn {
	op, ok := strings.CutPrefix(name, "__builtin_")
	if !ok {
		return nil
	}
	switch op {
	case "expect":
		return c.lanewise(e, func(a []uint64) uint64 { return a[0] })
	case "bswap16":
		return c.lanewise(e, func(a []uint64) uint64 { return uint64(bits.ReverseBytes16(uint16(a[0]))) })
	case "bswap32":
		return c.lanewise(e, func(a []uint64) uint64 { return uint64(bits.ReverseBytes32(uint32(a[0]))) })
	case "bswap64":
		return c.lanewise(e, func(a []uint64) uint64 { return bits.ReverseBytes64(a[0]) })
	}
	wide := strings.HasSuffix(op, "l") // l and ll: 64 bits in LP64
	op = strings.TrimRight(op, "l")
	narrow := func(v uint64) uint64 {
		if wide {
			return v
		}
		return v & 0xffffffff
	}
	width := 32
	if wide {
		width = 64
	}
	var f func(v uint64) uint64
	switch op {
	case "popcount":
		f = func(v uint64) uint64 { return uint64(bits.OnesCount64(narrow(v))) }
	case "parity":
		f = func(v uint64) uint64 { return uint64(bits.OnesCount64(narrow(v)) & 1) }
	case "clz":
		f = func(v uint64) uint64 { return uint64(bits.LeadingZeros64(narrow(v)) - (64 - width)) }
	case "ctz":
		f = func(v uint64) uint64 {
			if narrow(v) == 0 {
				return uint64(width)
			}
			return uint64(bits.TrailingZeros64(narrow(v)))
		}
	case "ffs":
		f = func(v uint64) uint64 {
			if narrow(v) == 0 {
				return 0
			}
			return uint64(bits.TrailingZeros64(narrow(v)) + 1)
		}
	default:
		return nil
	}
	return c.lanewise(e, func(a []uint64) uint64 { return f(a[0]) })
}

package engine

import (
	"math"

	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
	"simtlab/sim/engine/num"
)

// kind is how the engine represents and computes with a type.
type kind uint8

const (
	kVoid kind = iota
	kBool
	kI8
	kU8
	kI16
	kU16
	kI32
	kU32
	kI64
	kU64
	kF32
	kF64
	kPtr
	kAgg // struct, union or array: handled through its address
)

func kindOf(t types.Type) kind {
	switch t := t.(type) {
	case *types.Basic:
		switch t.Kind {
		case types.Bool:
			return kBool
		case types.Char, types.SChar:
			return kI8
		case types.UChar:
			return kU8
		case types.Short:
			return kI16
		case types.UShort:
			return kU16
		case types.Int:
			return kI32
		case types.UInt:
			return kU32
		case types.Long, types.LongLong:
			return kI64
		case types.ULong, types.ULongLong:
			return kU64
		case types.Float:
			return kF32
		case types.Double:
			return kF64
		case types.Nullptr:
			return kPtr
		}
		return kVoid
	case *types.Enum:
		if t.Base != nil {
			return kindOf(t.Base)
		}
		return kI32
	case *types.Pointer, *types.Reference, *types.Func:
		return kPtr
	case *types.Struct, *types.Array:
		return kAgg
	}
	return kVoid
}

func (k kind) isInt() bool   { return k >= kBool && k <= kU64 }
func (k kind) isFloat() bool { return k == kF32 || k == kF64 }
func (k kind) signed() bool  { return k == kI8 || k == kI16 || k == kI32 || k == kI64 }
func (k kind) size() int {
	switch k {
	case kBool, kI8, kU8:
		return 1
	case kI16, kU16:
		return 2
	case kI32, kU32, kF32:
		return 4
	}
	return 8
}

// canon brings the bits of an integer result to the stored form of k.
// hostDivTraps reports whether an x86-64 integer division (a / b or a % b
// in kind k, both canonical) traps: a zero divisor, or the most negative
// value divided by -1, whose quotient does not fit.
func hostDivTraps(k kind, a, b uint64) bool {
	switch {
	case b == 0:
		return true
	case k == kI32:
		return int32(b) == -1 && int32(a) == math.MinInt32
	case k == kI64:
		return int64(b) == -1 && int64(a) == math.MinInt64
	}
	return false
}

// sigfpeStatus is the exit status of a process killed by SIGFPE, as a
// shell reports it (128 + 8).
const sigfpeStatus = 136

// sigsegvStatus is the exit status of a process killed by SIGSEGV (128 + 11).
const sigsegvStatus = 139

func canon(k kind, v uint64) uint64 {
	switch k {
	case kBool:
		if v != 0 {
			return 1
		}
		return 0
	case kI8:
		return uint64(int64(int8(v)))
	case kU8:
		return uint64(uint8(v))
	case kI16:
		return uint64(int64(int16(v)))
	case kU16:
		return uint64(uint16(v))
	case kI32:
		return uint64(int64(int32(v)))
	case kU32:
		return uint64(uint32(v))
	}
	return v
}

func f32(v uint64) float32 { return math.Float32frombits(uint32(v)) }
func b32(f float32) uint64 { return uint64(math.Float32bits(f)) }
func f64(v uint64) float64 { return math.Float64frombits(v) }
func b64(f float64) uint64 { return math.Float64bits(f) }
func bool64(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// arith returns the lane function for x op y computed in kind k. The
// result of a comparison is a bool. Division by zero yields what the GPU's
// integer division yields (all ones), never a Go panic.
func arith(op token.Kind, k kind) func(x, y uint64) uint64 {
	switch k {
	case kF32:
		switch op {
		case token.Add:
			return func(x, y uint64) uint64 { return b32(f32(x) + f32(y)) }
		case token.Sub:
			return func(x, y uint64) uint64 { return b32(f32(x) - f32(y)) }
		case token.Mul:
			return func(x, y uint64) uint64 { return b32(f32(x) * f32(y)) }
		case token.Quo:
			return func(x, y uint64) uint64 { return b32(f32(x) / f32(y)) }
		case token.Eql:
			return func(x, y uint64) uint64 { return bool64(f32(x) == f32(y)) }
		case token.Neq:
			return func(x, y uint64) uint64 { return bool64(f32(x) != f32(y)) }
		case token.Lss:
			return func(x, y uint64) uint64 { return bool64(f32(x) < f32(y)) }
		case token.Gtr:
			return func(x, y uint64) uint64 { return bool64(f32(x) > f32(y)) }
		case token.Leq:
			return func(x, y uint64) uint64 { return bool64(f32(x) <= f32(y)) }
		case token.Geq:
			return func(x, y uint64) uint64 { return bool64(f32(x) >= f32(y)) }
		}
		return nil
	case kF64:
		switch op {
		case token.Add:
			return func(x, y uint64) uint64 { return b64(f64(x) + f64(y)) }
		case token.Sub:
			return func(x, y uint64) uint64 { return b64(f64(x) - f64(y)) }
		case token.Mul:
			return func(x, y uint64) uint64 { return b64(f64(x) * f64(y)) }
		case token.Quo:
			return func(x, y uint64) uint64 { return b64(f64(x) / f64(y)) }
		case token.Eql:
			return func(x, y uint64) uint64 { return bool64(f64(x) == f64(y)) }
		case token.Neq:
			return func(x, y uint64) uint64 { return bool64(f64(x) != f64(y)) }
		case token.Lss:
			return func(x, y uint64) uint64 { return bool64(f64(x) < f64(y)) }
		case token.Gtr:
			return func(x, y uint64) uint64 { return bool64(f64(x) > f64(y)) }
		case token.Leq:
			return func(x, y uint64) uint64 { return bool64(f64(x) <= f64(y)) }
		case token.Geq:
			return func(x, y uint64) uint64 { return bool64(f64(x) >= f64(y)) }
		}
		return nil
	}
	// Integers and pointers (compared as unsigned addresses).
	signed := k.signed()
	bitsN := uint64(k.size() * 8)
	switch op {
	case token.Add:
		return func(x, y uint64) uint64 { return canon(k, x+y) }
	case token.Sub:
		return func(x, y uint64) uint64 { return canon(k, x-y) }
	case token.Mul:
		return func(x, y uint64) uint64 { return canon(k, x*y) }
	case token.And:
		return func(x, y uint64) uint64 { return x & y }
	case token.Or:
		return func(x, y uint64) uint64 { return x | y }
	case token.Xor:
		return func(x, y uint64) uint64 { return canon(k, x^y) }
	case token.Shl:
		// The GPU's shl clamps the shift count; x86 masks it. Both are UB
		// in C; clamping is what a kernel sees.
		return func(x, y uint64) uint64 {
			if y >= bitsN {
				return 0
			}
			return canon(k, x<<y)
		}
	case token.Shr:
		if signed {
			return func(x, y uint64) uint64 {
				if y >= bitsN {
					y = bitsN - 1
				}
				return canon(k, uint64(int64(x)>>y))
			}
		}
		return func(x, y uint64) uint64 {
			if y >= bitsN {
				return 0
			}
			return x >> y
		}
	case token.Quo:
		// By zero the GPU's division gives all ones; its 64-bit division
		// takes a 32-bit path when both operands fit in 32 bits, whose all
		// ones are 0xffffffff (measured: x_int_edges_device).
		byZero := func(x uint64) uint64 {
			if bitsN == 64 && x < 1<<32 {
				return 0xffffffff
			}
			return canon(k, math.MaxUint64)
		}
		if signed {
			return func(x, y uint64) uint64 {
				if y == 0 {
					return byZero(x)
				}
				if int64(y) == -1 {
					return canon(k, -x) // also MinInt / -1, which wraps
				}
				return canon(k, uint64(int64(x)/int64(y)))
			}
		}
		return func(x, y uint64) uint64 {
			if y == 0 {
				return byZero(x)
			}
			return x / y
		}
	case token.Rem:
		if signed {
			return func(x, y uint64) uint64 {
				if y == 0 || int64(y) == -1 {
					if y == 0 {
						return x
					}
					return 0
				}
				return canon(k, uint64(int64(x)%int64(y)))
			}
		}
		return func(x, y uint64) uint64 {
			if y == 0 {
				return x
			}
			return x % y
		}
	case token.Eql:
		return func(x, y uint64) uint64 { return bool64(x == y) }
	case token.Neq:
		return func(x, y uint64) uint64 { return bool64(x != y) }
	}
	if signed {
		switch op {
		case token.Lss:
			return func(x, y uint64) uint64 { return bool64(int64(x) < int64(y)) }
		case token.Gtr:
			return func(x, y uint64) uint64 { return bool64(int64(x) > int64(y)) }
		case token.Leq:
			return func(x, y uint64) uint64 { return bool64(int64(x) <= int64(y)) }
		case token.Geq:
			return func(x, y uint64) uint64 { return bool64(int64(x) >= int64(y)) }
		}
		return nil
	}
	switch op {
	case token.Lss:
		return func(x, y uint64) uint64 { return bool64(x < y) }
	case token.Gtr:
		return func(x, y uint64) uint64 { return bool64(x > y) }
	case token.Leq:
		return func(x, y uint64) uint64 { return bool64(x <= y) }
	case token.Geq:
		return func(x, y uint64) uint64 { return bool64(x >= y) }
	}
	return nil
}

// hostShift is a shift as x86-64 executes it, which masks the count to the
// operand's width (5 bits, 6 for 64-bit operands), where the GPU's shifts
// clamp it (arith); nil for other operators.
func hostShift(op token.Kind, k kind) func(x, y uint64) uint64 {
	mask := uint64(k.size()*8 - 1)
	switch op {
	case token.Shl:
		return func(x, y uint64) uint64 { return canon(k, x<<(y&mask)) }
	case token.Shr:
		if k.signed() {
			return func(x, y uint64) uint64 { return canon(k, uint64(int64(x)>>(y&mask))) }
		}
		return func(x, y uint64) uint64 { return x >> (y & mask) }
	}
	return nil
}

// gpuFloatToInt converts f, truncated already or not (the fraction is
// dropped), from float kind from to integer kind to as the GPU's F2I does:
// saturating. NaN gives 0 from a float to 32 bits, but the integer
// indefinite value (0x80000000, 0x8000000000000000) from a double to 32 bits
// and from either to 64 bits; char and short are converted to int (unsigned
// ones to unsigned int) and truncated. (Measured on the H200:
// tests/conformance/x_float_to_int_edges, x_int_edges_device.)
func gpuFloatToInt(f float64, from, to kind) uint64 {
	wide := to.size() == 8 || to == kPtr
	if f != f {
		switch {
		case wide:
			return canon(to, 1<<63)
		case from == kF64:
			return canon(to, 1<<31)
		}
		return 0
	}
	bitsN := uint(32)
	if wide {
		bitsN = 64
	}
	if to.signed() {
		return canon(to, uint64(num.FloatToInt(f, bitsN)))
	}
	return canon(to, num.FloatToUint(f, bitsN))
}

// convertHost is convert where host code differs from the GPU's, nil
// elsewhere: a float to an integer. The GPU saturates (cvt.rzi, NaN gives
// 0); gcc on x86-64 truncates with cvttss2si/cvttsd2si, whose result for NaN
// and out-of-range values is the "integer indefinite" 0x80000000
// (0x8000000000000000 in 64 bits). gcc converts to unsigned int through the
// 64-bit conversion (keeping its low half), to char and short through the
// 32-bit one, and to unsigned long by subtracting 2^63 from values at or
// above 2^63 first and setting the top bit again (measured with g++ -O2).
func convertHost(from, to kind) func(uint64) uint64 {
	if !from.isFloat() || to.isFloat() || to == kBool || to == kVoid || to == kAgg {
		return nil
	}
	get := func(x uint64) float64 { return f64(x) }
	if from == kF32 {
		get = func(x uint64) float64 { return float64(f32(x)) }
	}
	switch {
	case to == kPtr || to == kU64:
		return func(x uint64) uint64 {
			if f := get(x); f >= 0x1p63 {
				return uint64(x86Truncate64(f-0x1p63)) ^ 1<<63
			}
			return uint64(x86Truncate64(get(x)))
		}
	case to == kI64:
		return func(x uint64) uint64 { return uint64(x86Truncate64(get(x))) }
	case to.size() == 4 && !to.signed():
		return func(x uint64) uint64 { return canon(to, uint64(x86Truncate64(get(x)))) }
	}
	return func(x uint64) uint64 { return canon(to, uint64(x86Truncate32(get(x)))) }
}

// x86Truncate32 is cvttsd2si with a 32-bit result.
func x86Truncate32(f float64) int32 {
	if t := math.Trunc(f); t >= -0x1p31 && t < 0x1p31 { // false for NaN
		return int32(t)
	}
	return math.MinInt32
}

// x86Truncate64 is cvttsd2si with a 64-bit result.
func x86Truncate64(f float64) int64 {
	if t := math.Trunc(f); t >= -0x1p63 && t < 0x1p63 {
		return int64(t)
	}
	return math.MinInt64
}

// convert returns the lane function converting a value of kind from to kind
// to, or nil when the bits stay as they are.
func convert(from, to kind) func(uint64) uint64 {
	if from == to || to == kVoid || to == kAgg {
		return nil
	}
	switch {
	case to == kBool:
		switch from {
		case kF32:
			return func(x uint64) uint64 { return bool64(f32(x) != 0) }
		case kF64:
			return func(x uint64) uint64 { return bool64(f64(x) != 0) }
		}
		return func(x uint64) uint64 { return bool64(x != 0) }
	case from.isFloat() && to.isFloat():
		if to == kF32 {
			return func(x uint64) uint64 { return b32(float32(f64(x))) }
		}
		return func(x uint64) uint64 { return b64(float64(f32(x))) }
	case from.isFloat():
		get := func(x uint64) float64 { return f64(x) }
		if from == kF32 {
			get = func(x uint64) float64 { return float64(f32(x)) }
		}
		return func(x uint64) uint64 { return gpuFloatToInt(get(x), from, to) }
	case to.isFloat():
		if from.signed() {
			if to == kF32 {
				return func(x uint64) uint64 { return b32(float32(int64(x))) }
			}
			return func(x uint64) uint64 { return b64(float64(int64(x))) }
		}
		if to == kF32 {
			return func(x uint64) uint64 { return b32(float32(x)) }
		}
		return func(x uint64) uint64 { return b64(float64(x)) }
	}
	// Integer or pointer to integer or pointer: the stored forms are already
	// extended per the source's signedness, so truncating to the target is
	// all that remains.
	if to == kPtr || to == kI64 || to == kU64 {
		return nil
	}
	return func(x uint64) uint64 { return canon(to, x) }
}

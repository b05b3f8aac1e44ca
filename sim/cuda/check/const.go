package check

import (
	"math"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
)

// Constant folding follows the target's arithmetic: integers wrap in two's
// complement at their type's width, float results are rounded to float32.

// truncInt reduces v to t's width, sign- or zero-extending the result.
func truncInt(v uint64, t types.Type) uint64 {
	b := types.BasicOf(t)
	if b == nil {
		return v
	}
	if b.Kind == types.Bool {
		if v != 0 {
			return 1
		}
		return 0
	}
	bits := uint(b.Size() * 8)
	if bits >= 64 || bits == 0 {
		return v
	}
	mask := uint64(1)<<bits - 1
	v &= mask
	if types.IsSigned(t) && v&(1<<(bits-1)) != 0 {
		v |= ^mask
	}
	return v
}

func intValue(v uint64, t types.Type) *ast.Value {
	v = truncInt(v, t)
	if i := int64(v) + smallBias; i >= 0 && i < int64(len(smallValues)) {
		return &smallValues[i]
	}
	return &ast.Value{Int: v}
}

// smallValues are shared constants for the small integers that most folded
// expressions produce, which saves an allocation each (Values are never
// modified once made).
const smallBias = 64

var smallValues = func() (vs [1024 + smallBias]ast.Value) {
	for i := range vs {
		vs[i].Int = uint64(int64(i) - smallBias)
	}
	return
}()

func floatValue(f float64, t types.Type) *ast.Value {
	if b := types.BasicOf(t); b != nil && b.Kind == types.Float {
		f = float64(float32(f))
	}
	return &ast.Value{Float: f, IsFloat: true}
}

// convertConst converts a constant between types; nil when v is nil or the
// conversion does not give a constant.
func convertConst(v *ast.Value, from, to types.Type, k ast.ConvKind) *ast.Value {
	if v == nil {
		return nil
	}
	switch k {
	case ast.ConvNone:
		if types.IsArithmetic(to) || types.IsPointer(to) {
			return v
		}
		return nil
	case ast.ConvIntToInt:
		return intValue(v.Int, to)
	case ast.ConvIntToFloat:
		if types.IsUnsigned(from) {
			return floatValue(float64(v.Int), to)
		}
		return floatValue(float64(int64(v.Int)), to)
	case ast.ConvFloatToInt:
		f := math.Trunc(v.Float)
		if math.IsNaN(f) {
			return nil
		}
		if types.IsUnsigned(to) {
			if f < 0 || f >= 18446744073709551616.0 {
				return nil
			}
			return intValue(uint64(f), to)
		}
		if f < -9223372036854775808.0 || f >= 9223372036854775808.0 {
			return nil
		}
		return intValue(uint64(int64(f)), to)
	case ast.ConvFloatToFloat:
		return floatValue(v.Float, to)
	case ast.ConvToBool:
		if v.IsFloat {
			return intValue(b2u(v.Float != 0), to)
		}
		return intValue(b2u(v.Int != 0), to)
	case ast.ConvNullToPtr, ast.ConvIntToPtr:
		return &ast.Value{Int: v.Int}
	}
	return nil
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// foldUnary folds -x, ~x, !x, +x for a constant operand of type t.
func foldUnary(op token.Kind, v *ast.Value, t types.Type) *ast.Value {
	if v == nil {
		return nil
	}
	switch op {
	case token.Add:
		return v
	case token.Sub:
		if v.IsFloat {
			return floatValue(-v.Float, t)
		}
		return intValue(-v.Int, t)
	case token.Tilde:
		if v.IsFloat {
			return nil
		}
		return intValue(^v.Int, t)
	case token.Not:
		if v.IsFloat {
			return &ast.Value{Int: b2u(v.Float == 0)}
		}
		return &ast.Value{Int: b2u(v.Int == 0)}
	}
	return nil
}

// foldBinary folds x op y where both operands have type t (after the usual
// conversions; for shifts t is the left operand's type) and the result has
// type rt. Division by zero and overflowing shifts are left unfolded (and
// diagnosed elsewhere).
func foldBinary(op token.Kind, x, y *ast.Value, t, rt types.Type) *ast.Value {
	if x == nil || y == nil {
		return nil
	}
	if x.IsFloat || y.IsFloat {
		a, b := x.Float, y.Float
		switch op {
		case token.Add:
			return floatValue(a+b, rt)
		case token.Sub:
			return floatValue(a-b, rt)
		case token.Mul:
			return floatValue(a*b, rt)
		case token.Quo:
			return floatValue(a/b, rt)
		case token.Eql:
			return &ast.Value{Int: b2u(a == b)}
		case token.Neq:
			return &ast.Value{Int: b2u(a != b)}
		case token.Lss:
			return &ast.Value{Int: b2u(a < b)}
		case token.Gtr:
			return &ast.Value{Int: b2u(a > b)}
		case token.Leq:
			return &ast.Value{Int: b2u(a <= b)}
		case token.Geq:
			return &ast.Value{Int: b2u(a >= b)}
		case token.LAnd:
			return &ast.Value{Int: b2u(a != 0 && b != 0)}
		case token.LOr:
			return &ast.Value{Int: b2u(a != 0 || b != 0)}
		}
		return nil
	}
	a, b := x.Int, y.Int
	signed := types.IsSigned(t)
	switch op {
	case token.Add:
		return intValue(a+b, rt)
	case token.Sub:
		return intValue(a-b, rt)
	case token.Mul:
		return intValue(a*b, rt)
	case token.Quo, token.Rem:
		if b == 0 {
			return nil
		}
		var r uint64
		if signed {
			sa, sb := int64(a), int64(b)
			if sb == -1 {
				if op == token.Quo {
					r = uint64(-sa)
				}
			} else if op == token.Quo {
				r = uint64(sa / sb)
			} else {
				r = uint64(sa % sb)
			}
		} else {
			a, b = truncUnsigned(a, t), truncUnsigned(b, t)
			if op == token.Quo {
				r = a / b
			} else {
				r = a % b
			}
		}
		return intValue(r, rt)
	case token.And:
		return intValue(a&b, rt)
	case token.Or:
		return intValue(a|b, rt)
	case token.Xor:
		return intValue(a^b, rt)
	case token.Shl, token.Shr:
		width := uint64(t.Size() * 8)
		if b >= width {
			return nil
		}
		if op == token.Shl {
			return intValue(a<<b, rt)
		}
		if signed {
			return intValue(uint64(int64(a)>>b), rt)
		}
		return intValue(truncUnsigned(a, t)>>b, rt)
	case token.Eql:
		return &ast.Value{Int: b2u(a == b)}
	case token.Neq:
		return &ast.Value{Int: b2u(a != b)}
	case token.Lss, token.Gtr, token.Leq, token.Geq:
		var lt bool
		if signed {
			lt = int64(a) < int64(b)
		} else {
			lt = truncUnsigned(a, t) < truncUnsigned(b, t)
		}
		eq := a == b
		switch op {
		case token.Lss:
			return &ast.Value{Int: b2u(lt)}
		case token.Gtr:
			return &ast.Value{Int: b2u(!lt && !eq)}
		case token.Leq:
			return &ast.Value{Int: b2u(lt || eq)}
		default:
			return &ast.Value{Int: b2u(!lt)}
		}
	case token.LAnd:
		return &ast.Value{Int: b2u(a != 0 && b != 0)}
	case token.LOr:
		return &ast.Value{Int: b2u(a != 0 || b != 0)}
	}
	return nil
}

// truncUnsigned gives the unsigned value of v at t's width.
func truncUnsigned(v uint64, t types.Type) uint64 {
	bits := uint(t.Size() * 8)
	if bits >= 64 || bits == 0 {
		return v
	}
	return v & (uint64(1)<<bits - 1)
}

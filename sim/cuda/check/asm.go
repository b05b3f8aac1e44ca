package check

import (
	"fmt"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/ptx"
	"simtlab/sim/cuda/types"
)

// checkAsm checks an asm statement, which the parser lowered to
// __ptx_asm(template, constraints, operands read...) (parser/asm.go): the
// constraints, the operands' types, and the template, which must be PTX
// the lab runs (sim/cuda/ptx). It reports whether the call is good.
func (c *checker) checkAsm(e *ast.Call) bool {
	if c.exec == ast.ExecHost {
		c.unsupported(e.P, "inline assembly in host code is not supported in lab programs (the lab runs inline PTX in device code)")
		return false
	}
	if len(e.Args) < 2 {
		return false
	}
	tmpl, ok1 := ast.StringValue(e.Args[0])
	list, ok2 := ast.StringValue(e.Args[1])
	if !ok1 || !ok2 {
		c.errorf(e.P, "an asm statement's template and constraints are string literals")
		return false
	}
	cons, ok := c.asmConstraints(e, list)
	if !ok {
		return false
	}
	if _, err := ptx.Parse(tmpl, cons); err != nil {
		c.unsupported(e.P, "inline PTX: %v", err)
		return false
	}
	return true
}

// asmConstraints reads the constraints and checks the operands read
// against them.
func (c *checker) asmConstraints(e *ast.Call, list string) ([]ptx.Constraint, bool) {
	var cons []ptx.Constraint
	if list == "" {
		return nil, len(e.Args) == 2
	}
	inputs := false
	arg := 2
	for _, s := range strings.Split(list, ",") {
		output := strings.HasPrefix(s, "=") || strings.HasPrefix(s, "+")
		if output && inputs {
			c.errorf(e.P, "asm statement: outputs come before inputs")
			return nil, false
		}
		inputs = inputs || !output
		k, err := ptx.ParseConstraint(s, output)
		if err != nil {
			c.unsupported(e.P, "asm statement: %v", err)
			return nil, false
		}
		cons = append(cons, k)
		if k.Out && !k.InOut {
			continue
		}
		if arg >= len(e.Args) {
			return nil, false
		}
		t := e.Args[arg].Type()
		if cc, ok := e.Args[arg].(*ast.Cast); ok && cc.Style == ast.CastImplicit {
			t = cc.X.Type() // before the promotion of a variadic argument
		}
		arg++
		if k.Letter == 'n' {
			if v := e.Args[arg-1].Base().Const; v == nil || v.IsFloat {
				c.errorf(e.P, "asm operand %d: \"n\" takes an integer constant", len(cons)-1)
				return nil, false
			}
		} else if why := asmTypeMismatch(k, t); why != "" {
			c.errorf(e.P, "asm operand %d: %s", len(cons)-1, why)
			return nil, false
		}
	}
	if arg != len(e.Args) {
		c.errorf(e.P, "asm statement: %d operands for %d constraints", len(e.Args)-2, len(cons))
		return nil, false
	}
	return cons, true
}

// isAsmOutput reports whether x is the call __ptx_out_X that an asm
// statement's lowering assigns to an output (parser/asm.go).
func isAsmOutput(x ast.Expr, name string) bool {
	call, ok := ast.Unparen(x).(*ast.Call)
	return ok && call.Func != nil && call.Func.Name == name
}

// asmTypeMismatch says why an operand of type t does not fit constraint k,
// or returns "": as nvcc requires, h takes a 2-byte integer, r a 4-byte
// one, l an 8-byte one or a pointer, f a float and d a double (measured:
// nvcc 13 refuses "r"(char), "r"(float), "f"(int), "l"(int) ...).
func asmTypeMismatch(k ptx.Constraint, t types.Type) string {
	ok := false
	switch k.Letter {
	case 'f':
		ok = types.Identical(t, types.Typ[types.Float])
	case 'd':
		ok = types.Identical(t, types.Typ[types.Double])
	case 'l':
		ok = types.IsPointer(t) || types.IsInteger(t) && t.Size() == 8
	default:
		ok = types.IsInteger(t) && t.Size() == int64(k.Size())
	}
	if ok {
		return ""
	}
	want := map[byte]string{'h': "a 2-byte integer", 'r': "a 4-byte integer", 'l': "an 8-byte integer or a pointer",
		'f': "a float", 'd': "a double"}[k.Letter]
	return fmt.Sprintf("%s does not fit the constraint \"%c\", which takes %s", t, k.Letter, want)
}

// asmOutputFits checks the type of an asm output against its constraint
// (the lowering assigns __ptx_out_X(n) to it, parser/asm.go).
func (c *checker) asmOutputFits(x ast.Expr, name string, call *ast.Call) bool {
	if types.IsInvalid(x.Type()) || len(call.Args) != 1 {
		return true
	}
	k := ptx.Constraint{Letter: name[len(name)-1], Out: true}
	n := 0
	if v := call.Args[0].Base().Const; v != nil {
		n = int(v.Int)
	} else if lit, ok := call.Args[0].(*ast.IntLit); ok {
		n = int(lit.Value)
	}
	if why := asmTypeMismatch(k, x.Type()); why != "" {
		c.errorf(call.P, "asm operand %d: %s", n, why)
		return false
	}
	return true
}

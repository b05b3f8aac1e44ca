package check

import (
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
		switch {
		case k.Letter == 'n':
			if v := e.Args[arg-1].Base().Const; v == nil || v.IsFloat {
				c.errorf(e.P, "asm operand %d: \"n\" takes an integer constant", len(cons)-1)
				return nil, false
			}
		case k.Float():
			if !types.IsArithmetic(t) {
				c.errorf(e.P, "asm operand %d: \"%c\" takes a number, not %s", len(cons)-1, k.Letter, t)
				return nil, false
			}
		case k.Letter == 'l':
			if !types.IsInteger(t) && !types.IsPointer(t) {
				c.errorf(e.P, "asm operand %d: \"l\" takes a 64-bit integer or a pointer, not %s", len(cons)-1, t)
				return nil, false
			}
		default:
			if !types.IsInteger(t) && !types.IsArithmetic(t) {
				c.errorf(e.P, "asm operand %d: \"%c\" takes an integer, not %s", len(cons)-1, k.Letter, t)
				return nil, false
			}
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

package check

import (
	"fmt"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/types"
	"simtlab/sim/diag"
)

// checkFormat warns when a printf-style format string literal does not
// match its arguments (gcc's -Wformat): printing a float with %d is a
// classic bug whose output is garbage on both CPU and GPU.
func (c *checker) checkFormat(name string, args []ast.Expr, fmtIndex int) {
	if fmtIndex >= len(args) {
		return
	}
	lit := formatLiteral(args[fmtIndex])
	if lit == nil {
		return
	}
	if positionalFormat(lit.Value) {
		return // %n$: glibc's numbered arguments, not checked here
	}
	rest := args[fmtIndex+1:]
	next := 0
	warn := func(pos diag.Pos, format string, a ...any) {
		c.errs.AddDiag(diag.Diagnostic{Pos: pos, Severity: diag.Warning, Kind: diag.KindType, Msg: fmt.Sprintf(format, a...)})
	}
	take := func(conv string) ast.Expr {
		if next >= len(rest) {
			warn(lit.P, "format %s in the %s format string has no argument", conv, name)
			return nil
		}
		x := rest[next]
		next++
		return x
	}
	s := lit.Value
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			continue
		}
		start := i
		i++
		for i < len(s) && (s[i] == '-' || s[i] == '+' || s[i] == ' ' || s[i] == '#' || s[i] == '0') {
			i++
		}
		if i < len(s) && s[i] == '*' {
			if x := take("*"); x != nil && !types.IsInteger(x.Type()) {
				warn(x.Pos(), "field width '*' needs an int argument, not %s", x.Type())
			}
			i++
		}
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		if i < len(s) && s[i] == '.' {
			i++
			if i < len(s) && s[i] == '*' {
				if x := take(".*"); x != nil && !types.IsInteger(x.Type()) {
					warn(x.Pos(), "precision '.*' needs an int argument, not %s", x.Type())
				}
				i++
			}
			for i < len(s) && s[i] >= '0' && s[i] <= '9' {
				i++
			}
		}
		length := ""
		for i < len(s) && (s[i] == 'h' || s[i] == 'l' || s[i] == 'z' || s[i] == 'j' || s[i] == 't' || s[i] == 'L' || s[i] == 'q') {
			length += string(s[i])
			i++
		}
		if i >= len(s) {
			warn(lit.P, "incomplete format specifier at the end of the %s format string", name)
			return
		}
		conv := s[start : i+1]
		if s[i] == '%' {
			continue
		}
		x := take(conv)
		if x == nil {
			return
		}
		if want := formatWants(s[i], length); want != "" && !formatAccepts(s[i], length, x.Type()) {
			warn(x.Pos(), "format %s expects %s, but the argument has type %s", conv, want, describeType(x.Type()))
		}
	}
	if next < len(rest) {
		warn(rest[next].Pos(), "more arguments than the %s format string uses", name)
	}
}

// positionalFormat reports whether format numbers its arguments (%1$s).
func positionalFormat(format string) bool {
	for i := 0; i+1 < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		j := i + 1
		for j < len(format) && format[j] >= '0' && format[j] <= '9' {
			j++
		}
		if j > i+1 && j < len(format) && format[j] == '$' {
			return true
		}
		if j < len(format) && format[j] == '%' {
			i = j
		}
	}
	return false
}

// formatLiteral returns the string literal of a format argument, or nil.
func formatLiteral(x ast.Expr) *ast.StringLit {
	if cst, ok := x.(*ast.Cast); ok && cst.Conv == ast.ConvArrayDecay {
		x = cst.X
	}
	lit, _ := ast.Unparen(x).(*ast.StringLit)
	return lit
}

func formatWants(conv byte, length string) string {
	switch conv {
	case 'd', 'i', 'u', 'o', 'x', 'X':
		switch length {
		case "l":
			return "a long"
		case "ll", "q", "j":
			return "a long long"
		case "z":
			return "a size_t"
		case "t":
			return "a ptrdiff_t"
		}
		return "an int"
	case 'c':
		return "a char (int)"
	case 's':
		return "a string (char *)"
	case 'p':
		return "a pointer"
	case 'f', 'F', 'e', 'E', 'g', 'G', 'a', 'A':
		return "a double (or a float)"
	}
	return ""
}

func formatAccepts(conv byte, length string, t types.Type) bool {
	switch conv {
	case 'd', 'i', 'u', 'o', 'x', 'X':
		if !types.IsInteger(t) {
			return false
		}
		switch length {
		case "", "h", "hh":
			return t.Size() == 4
		default:
			return t.Size() == 8
		}
	case 'c':
		return types.IsInteger(t) && t.Size() == 4
	case 's':
		p, ok := t.(*types.Pointer)
		return ok && isCharType(p.Elem)
	case 'p':
		return types.IsPointer(t) || isNullptrType(t)
	case 'f', 'F', 'e', 'E', 'g', 'G', 'a', 'A':
		return types.IsFloat(t)
	}
	return true
}

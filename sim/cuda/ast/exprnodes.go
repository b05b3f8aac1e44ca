package ast

// exprNode methods are inherited from ExprBase; these assertions keep every
// expression type an Expr.
var (
	_ Expr = (*Ident)(nil)
	_ Expr = (*IntLit)(nil)
	_ Expr = (*FloatLit)(nil)
	_ Expr = (*StringLit)(nil)
	_ Expr = (*BoolLit)(nil)
	_ Expr = (*NullptrLit)(nil)
	_ Expr = (*Paren)(nil)
	_ Expr = (*Unary)(nil)
	_ Expr = (*IncDec)(nil)
	_ Expr = (*Binary)(nil)
	_ Expr = (*Assign)(nil)
	_ Expr = (*Cond)(nil)
	_ Expr = (*Call)(nil)
	_ Expr = (*Launch)(nil)
	_ Expr = (*Index)(nil)
	_ Expr = (*Member)(nil)
	_ Expr = (*Cast)(nil)
	_ Expr = (*Construct)(nil)
	_ Expr = (*SizeOf)(nil)
	_ Expr = (*InitList)(nil)
	_ Expr = (*OffsetOf)(nil)
	_ Expr = (*BadExpr)(nil)
)

// Unparen returns x without enclosing parentheses.
func Unparen(x Expr) Expr {
	for {
		p, ok := x.(*Paren)
		if !ok {
			return x
		}
		x = p.X
	}
}

// StringValue returns the string literal x stands for, through
// parentheses and casts (the checker's array decay), and whether it is one.
func StringValue(x Expr) (string, bool) {
	for {
		switch v := x.(type) {
		case *StringLit:
			return v.Value, true
		case *Cast:
			x = v.X
		case *Paren:
			x = v.X
		default:
			return "", false
		}
	}
}

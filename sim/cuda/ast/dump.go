package ast

import (
	"fmt"
	"strconv"
	"strings"

	"simtlab/sim/cuda/types"
)

// Dump renders a (typed) tree as indented text, one node per line, with each
// expression's type, "lv" for lvalues and its folded constant. It is for
// tests (golden files) and debugging; the format may change.
func Dump(n Node) string {
	d := &dumper{}
	d.node(n, 0)
	return d.b.String()
}

type dumper struct{ b strings.Builder }

func (d *dumper) line(depth int, format string, args ...any) {
	for i := 0; i < depth; i++ {
		d.b.WriteString("  ")
	}
	fmt.Fprintf(&d.b, format, args...)
	d.b.WriteByte('\n')
}

func typeStr(t types.Type) string {
	if t == nil {
		return "<nil>"
	}
	return t.String()
}

func (d *dumper) exprHead(e Expr, label string) string {
	b := e.Base()
	s := label + " : " + typeStr(b.T)
	if b.LV {
		s += " lv"
	}
	if v := b.Const; v != nil {
		if v.IsFloat {
			s += " = " + strconv.FormatFloat(v.Float, 'g', -1, 64)
		} else if types.IsSigned(b.T) {
			s += fmt.Sprintf(" = %d", int64(v.Int))
		} else {
			s += fmt.Sprintf(" = %d", v.Int)
		}
	}
	return s
}

func (d *dumper) node(n Node, depth int) {
	switch n := n.(type) {
	case nil:
		d.line(depth, "<nil>")
	case *File:
		d.line(depth, "file %s", n.Name)
		for _, f := range n.Vars {
			d.node(f, depth+1)
		}
		for _, f := range n.Funcs {
			d.node(f, depth+1)
		}
	case *FuncDecl:
		attrs := ""
		switch {
		case n.Attrs.Global:
			attrs = "__global__ "
		case n.Attrs.Host && n.Attrs.Device:
			attrs = "__host__ __device__ "
		case n.Attrs.Device:
			attrs = "__device__ "
		}
		t := "<nil>"
		if n.Obj != nil {
			t = typeStr(n.Obj.Type)
		}
		extra := ""
		if n.Attrs.HasLaunchBounds {
			extra = fmt.Sprintf(" launch_bounds(%d,%d)", n.Attrs.LaunchBounds[0], n.Attrs.LaunchBounds[1])
		}
		d.line(depth, "func %s%s : %s%s", attrs, n.Name, t, extra)
		for _, p := range n.Params {
			d.line(depth+1, "param %s : %s", p.Name, typeStr(p.Type))
		}
		if n.Body != nil {
			d.node(n.Body, depth+1)
		}
	case *VarDecl:
		s := "var " + n.Name
		if n.Obj != nil {
			s += " : " + typeStr(n.Obj.Type)
			if n.Obj.Qual != 0 {
				s += " " + n.Obj.Qual.String()
			}
			if n.Obj.Space != SpaceAuto {
				s += " [" + n.Obj.Space.String() + "]"
			}
		}
		d.line(depth, "%s", s)
		if n.Init != nil {
			d.node(n.Init, depth+1)
		}
	case *Block:
		d.line(depth, "block")
		for _, s := range n.List {
			d.node(s, depth+1)
		}
	case *DeclStmt:
		for _, v := range n.Decls {
			d.node(v, depth)
		}
	case *ExprStmt:
		d.node(n.X, depth)
	case *EmptyStmt:
		d.line(depth, "empty")
	case *If:
		d.line(depth, "if")
		d.node(n.Cond, depth+1)
		d.node(n.Then, depth+1)
		if n.Else != nil {
			d.line(depth, "else")
			d.node(n.Else, depth+1)
		}
	case *For:
		d.line(depth, "for unroll=%d", n.Unroll)
		if n.Init != nil {
			d.node(n.Init, depth+1)
		}
		if n.Cond != nil {
			d.node(n.Cond, depth+1)
		}
		if n.Post != nil {
			d.node(n.Post, depth+1)
		}
		d.node(n.Body, depth+1)
	case *While:
		d.line(depth, "while")
		d.node(n.Cond, depth+1)
		d.node(n.Body, depth+1)
	case *DoWhile:
		d.line(depth, "do")
		d.node(n.Body, depth+1)
		d.node(n.Cond, depth+1)
	case *Switch:
		d.line(depth, "switch")
		d.node(n.Tag, depth+1)
		for _, c := range n.Clauses {
			d.line(depth+1, "case %v default=%v", c.Values, c.IsDefault)
			for _, s := range c.Body {
				d.node(s, depth+2)
			}
		}
	case *Break:
		d.line(depth, "break")
	case *Continue:
		d.line(depth, "continue")
	case *Return:
		d.line(depth, "return")
		if n.X != nil {
			d.node(n.X, depth+1)
		}
	case *BadStmt:
		d.line(depth, "bad-stmt")
	case *Ident:
		d.line(depth, "%s", d.exprHead(n, "ident "+n.Name))
	case *IntLit:
		d.line(depth, "%s", d.exprHead(n, "int"))
	case *FloatLit:
		d.line(depth, "%s", d.exprHead(n, "float"))
	case *StringLit:
		d.line(depth, "%s", d.exprHead(n, "string "+strconv.Quote(n.Value)))
	case *BoolLit:
		d.line(depth, "%s", d.exprHead(n, "bool"))
	case *NullptrLit:
		d.line(depth, "%s", d.exprHead(n, "nullptr"))
	case *Paren:
		d.line(depth, "%s", d.exprHead(n, "paren"))
		d.node(n.X, depth+1)
	case *Unary:
		d.line(depth, "%s", d.exprHead(n, "unary "+n.Op.String()))
		d.node(n.X, depth+1)
	case *Lambda:
		d.line(depth, "%s", d.exprHead(n, "lambda "+n.Tag))
		if n.Method != nil && n.Method.Body != nil {
			d.node(n.Method.Body, depth+1)
		}
	case *IncDec:
		label := "pre" + n.Op.String()
		if n.Post {
			label = "post" + n.Op.String()
		}
		d.line(depth, "%s", d.exprHead(n, label))
		d.node(n.X, depth+1)
	case *Binary:
		head := "binary " + n.Op.String()
		switch n.Fuse {
		case FuseLeft:
			head += " fuse-left"
		case FuseRight:
			head += " fuse-right"
		case FuseNone:
			head += " fuse-none"
		}
		d.line(depth, "%s", d.exprHead(n, head))
		d.node(n.X, depth+1)
		d.node(n.Y, depth+1)
	case *Assign:
		label := "assign " + n.Op.String()
		if n.OpType != nil {
			label += " in " + n.OpType.String()
		}
		d.line(depth, "%s", d.exprHead(n, label))
		d.node(n.X, depth+1)
		d.node(n.Y, depth+1)
	case *Cond:
		d.line(depth, "%s", d.exprHead(n, "cond"))
		d.node(n.Cond, depth+1)
		d.node(n.Then, depth+1)
		d.node(n.Else, depth+1)
	case *Call:
		name := "?"
		if n.Func != nil {
			name = n.Func.Name
		}
		d.line(depth, "%s", d.exprHead(n, "call "+name))
		for _, a := range n.Args {
			d.node(a, depth+1)
		}
	case *Launch:
		name := "?"
		if n.Kernel != nil {
			name = n.Kernel.Name
		}
		d.line(depth, "%s", d.exprHead(n, "launch "+name))
		d.node(n.Grid, depth+1)
		d.node(n.Block, depth+1)
		if n.Smem != nil {
			d.node(n.Smem, depth+1)
		}
		if n.Stream != nil {
			d.node(n.Stream, depth+1)
		}
		for _, a := range n.Args {
			d.node(a, depth+1)
		}
	case *Index:
		d.line(depth, "%s", d.exprHead(n, "index"))
		d.node(n.X, depth+1)
		d.node(n.Index, depth+1)
	case *Member:
		op := "."
		if n.Arrow {
			op = "->"
		}
		off := ""
		if n.Field != nil {
			off = fmt.Sprintf(" @%d", n.Field.Offset)
		}
		d.line(depth, "%s", d.exprHead(n, "member "+op+n.Name+off))
		d.node(n.X, depth+1)
	case *Cast:
		style := [...]string{"implicit", "c-cast", "functional", "static_cast", "reinterpret_cast", "const_cast"}[n.Style]
		d.line(depth, "%s", d.exprHead(n, style+" "+n.Conv.String()))
		d.node(n.X, depth+1)
	case *Construct:
		d.line(depth, "%s", d.exprHead(n, "construct"))
		for _, a := range n.Args {
			d.node(a, depth+1)
		}
	case *SizeOf:
		d.line(depth, "%s", d.exprHead(n, "sizeof"))
	case *InitList:
		d.line(depth, "%s", d.exprHead(n, "init-list"))
		for _, a := range n.Elems {
			d.node(a, depth+1)
		}
	case *BadExpr:
		d.line(depth, "bad-expr")
	default:
		d.line(depth, "%T", n)
	}
}

// Package signature spells a function's signature as the compilers do
// for __PRETTY_FUNCTION__ and assert's message: nvcc's device pass writes
// `float *ptrs(float **, const char *, unsigned int, long, __nv_bool)`,
// gcc on the host `float* ptrs(float**, const char*, unsigned int, long
// int, bool)` (both recorded on the H200). A function template's instance
// writes its parameters as declared and its arguments after, `T square(T)
// [with T = float]`.
package signature

import (
	"fmt"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/parser"
	"simtlab/sim/cuda/preprocess"
	"simtlab/sim/cuda/types"
)

// Pretty is __PRETTY_FUNCTION__ for the checked function fd, as nvcc's
// device pass (device) or gcc on the host spells it.
func Pretty(fd *ast.FuncDecl, device bool) string {
	sp := speller{device: device}
	ft, _ := fd.Obj.Type.(*types.Func)
	if ft == nil {
		ft = &types.Func{Result: types.Typ[types.Void]}
	}
	generic := fd.Generic
	var written []*ast.ParamDecl // the parameters as declared, for a template's instance
	tparams := map[string]bool{}
	if generic != nil {
		for _, tp := range generic.Template {
			tparams[tp.Name] = true
		}
		if d := generic.Declarator; d != nil && len(d.Parts) > 0 && d.Parts[0].Kind == ast.PartFunc {
			written = d.Parts[0].Params
		}
	}
	name := fd.Name
	if generic != nil {
		name = generic.Name
	}
	name = TemplateFree(strings.TrimSuffix(overloadFree(name), preprocess.DeviceViewSuffix))
	name = strings.ReplaceAll(name, parser.NamespaceSep, "::")
	var b strings.Builder
	static := fd.Receiver == "" && strings.Contains(name, "::") && !fd.Ctor && fd.FriendOf == ""
	if static {
		b.WriteString("static ")
	}
	if !fd.Ctor && !strings.Contains(name, "::~") && !strings.Contains(name, "operator ") {
		if generic != nil && generic.Spec != nil && tparams[generic.Spec.Name] {
			b.WriteString(sp.written(generic.Spec, nil, resultParts(generic.Declarator)))
		} else if p, ok := ft.Result.(*types.Pointer); ok && returnsReference(fd.Declarator) {
			// T &f(): the lab returns a pointer (checker.refResult)
			b.WriteString(sp.typ(&types.Reference{Elem: p.Elem, ElemQual: p.ElemQual}, 0))
		} else {
			b.WriteString(sp.typ(ft.Result, 0))
		}
		if !strings.HasSuffix(b.String(), "*") && !strings.HasSuffix(b.String(), "&") || !device {
			b.WriteByte(' ')
		}
	}
	b.WriteString(name)
	b.WriteByte('(')
	params := ft.Params
	if fd.Receiver != "" && len(params) > 0 {
		params = params[1:] // the object
	}
	for i, p := range params {
		if i > 0 {
			b.WriteString(", ")
		}
		if i < len(written) && written[i].Spec != nil && tparams[written[i].Spec.Name] {
			var parts []ast.DeclPart
			if written[i].Declarator != nil {
				parts = written[i].Declarator.Parts
			}
			b.WriteString(sp.written(written[i].Spec, nil, parts))
			continue
		}
		t := p.Type
		if p.ConstRef {
			t = &types.Reference{Elem: t, ElemQual: types.Const}
		}
		b.WriteString(sp.typ(t, 0))
	}
	if ft.Variadic {
		if len(params) > 0 {
			b.WriteString(", ")
		}
		b.WriteString("...")
	}
	b.WriteByte(')')
	if fd.ConstMethod {
		b.WriteString(" const")
	}
	if generic != nil && len(fd.TemplateArgs) == len(generic.Template) {
		var with []string
		for i, tp := range generic.Template {
			v := fd.TemplateArgs[i]
			switch {
			case tp.IsType:
				with = append(with, tp.Name+" = "+sp.typ(v.Type, 0))
			case v.Func != nil:
				with = append(with, tp.Name+" = "+v.Func.Name)
			default:
				kind := "int"
				if tp.IntType != nil && tp.IntType.Spec != nil {
					kind = sp.written(tp.IntType.Spec, nil, nil)
				}
				val := fmt.Sprint(v.Int)
				if kind == "bool" || kind == "__nv_bool" {
					val = map[bool]string{true: "true", false: "false"}[v.Int != 0]
				}
				with = append(with, kind+" "+tp.Name+" = "+val)
			}
		}
		if len(with) > 0 {
			b.WriteString(" [with " + strings.Join(with, "; ") + "]")
		}
	}
	return b.String()
}

// returnsReference reports whether a function's declarator makes its
// result a reference.
func returnsReference(d *ast.Declarator) bool {
	rp := resultParts(d)
	return len(rp) > 0 && rp[0].Kind == ast.PartReference
}

// overloadFree is a function's name without the checker's overload
// suffix (f#2 is the second f).
func overloadFree(name string) string {
	if i := strings.IndexByte(name, '#'); i >= 0 {
		return name[:i]
	}
	return name
}

// TemplateFree is a function's name without the template arguments a
// specialization made on tokens carries (kern<int, 4> is kern).
func TemplateFree(name string) string {
	if !strings.HasSuffix(name, ">") || strings.Contains(name, "operator") {
		return name
	}
	depth := 0
	for i := len(name) - 1; i > 0; i-- {
		switch name[i] {
		case '>':
			depth++
		case '<':
			if depth--; depth == 0 {
				return name[:i]
			}
		}
	}
	return name
}

// resultParts are the pointer and reference parts of a function's result
// (the declarator's parts after its parameter list).
func resultParts(d *ast.Declarator) []ast.DeclPart {
	if d == nil || len(d.Parts) < 2 {
		return nil
	}
	return d.Parts[1:]
}

// speller writes types as one side's compiler does.
type speller struct{ device bool }

// basicNames are gcc's names of the basic types; the device pass's differ
// for a few (basicDeviceNames).
var basicNames = map[types.BasicKind]string{
	types.Void: "void", types.Bool: "bool", types.Char: "char", types.SChar: "signed char", types.UChar: "unsigned char",
	types.Short: "short int", types.UShort: "short unsigned int", types.Int: "int", types.UInt: "unsigned int",
	types.Long: "long int", types.ULong: "long unsigned int", types.LongLong: "long long int",
	types.ULongLong: "long long unsigned int", types.Float: "float", types.Double: "double", types.Nullptr: "std::nullptr_t",
}

var basicDeviceNames = map[types.BasicKind]string{
	types.Bool: "__nv_bool", types.Short: "short", types.UShort: "unsigned short", types.Long: "long",
	types.ULong: "unsigned long", types.LongLong: "long long", types.ULongLong: "unsigned long long",
}

// typ spells t with the qualifiers q of the object it types.
func (sp speller) typ(t types.Type, q types.Qual) string {
	switch t := t.(type) {
	case *types.Pointer:
		return sp.indirect(sp.typ(t.Elem, t.ElemQual), "*") + sp.qualSuffix(q)
	case *types.Reference:
		mark := "&"
		if t.Rvalue {
			mark = "&&"
		}
		return sp.indirect(sp.typ(t.Elem, t.ElemQual), mark)
	}
	return sp.qualPrefix(q) + sp.baseName(t)
}

// indirect writes a pointer or reference to elem: `T *` on the device,
// `T*` on the host.
func (sp speller) indirect(elem, mark string) string {
	if sp.device && !strings.HasSuffix(elem, "*") && !strings.HasSuffix(elem, "&") {
		return elem + " " + mark
	}
	return elem + mark
}

func (sp speller) qualPrefix(q types.Qual) string {
	s := ""
	if q&types.Const != 0 {
		s += "const "
	}
	if q&types.Volatile != 0 {
		s += "volatile "
	}
	return s
}

// qualSuffix is a pointer's own const: `char *const` on the device,
// `char* const` on the host.
func (sp speller) qualSuffix(q types.Qual) string {
	switch {
	case q&types.Const == 0:
		return ""
	case sp.device:
		return "const"
	}
	return " const"
}

// baseName spells a type that is no pointer or reference.
func (sp speller) baseName(t types.Type) string {
	switch t := t.(type) {
	case *types.Basic:
		if n, ok := basicDeviceNames[t.Kind]; ok && sp.device {
			return n
		}
		if n, ok := basicNames[t.Kind]; ok {
			return n
		}
	case *types.Struct:
		if t.Name != "" {
			return strings.ReplaceAll(t.Name, parser.NamespaceSep, "::")
		}
	}
	s := strings.TrimPrefix(t.String(), "struct ")
	return strings.ReplaceAll(s, parser.NamespaceSep, "::")
}

// written spells a type as declared, `const T *`, for a declaration that
// names a template parameter.
func (sp speller) written(spec *ast.DeclSpec, _ types.Type, parts []ast.DeclPart) string {
	base := spec.Name
	switch {
	case base == "" && spec.T != nil:
		base = sp.baseName(spec.T) // unsigned is unsigned int, bool __nv_bool on the device
	case base == "":
		base = strings.Join(spec.Keywords, " ")
		switch {
		case base == "bool" && sp.device:
			base = "__nv_bool"
		case base == "unsigned":
			base = "unsigned int"
		}
	}
	s := sp.qualPrefix(spec.Qual) + strings.ReplaceAll(base, parser.NamespaceSep, "::")
	for k := len(parts) - 1; k >= 0; k-- {
		p := parts[k]
		switch p.Kind {
		case ast.PartPointer:
			s = sp.indirect(s, "*") + sp.qualSuffix(p.Qual)
		case ast.PartReference:
			mark := "&"
			if p.Rvalue {
				mark = "&&"
			}
			s = sp.indirect(s, mark)
		}
	}
	return s
}

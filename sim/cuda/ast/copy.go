package ast

import "reflect"

// CopyTemplateArg is a deep copy of a template argument the checker has not
// checked. The checker writes what it resolves into the nodes it checks (a
// name's object, a type name's type, a qualified name rewritten to its
// class), so an argument checked once per instance, like a parameter's
// default that names an earlier parameter (int N = F::dim, sizeof(T)),
// is checked on a copy each time.
func CopyTemplateArg(a TemplateArg) TemplateArg {
	if a.Type != nil {
		a.Type = deepCopy(reflect.ValueOf(a.Type)).Interface().(*TypeName)
	}
	if a.Expr != nil {
		a.Expr = deepCopy(reflect.ValueOf(&a.Expr).Elem()).Interface().(Expr)
	}
	return a
}

// CopyFuncDecl is a deep copy of a function the checker has not checked
// (a generic lambda's call operator, checked once per argument types).
func CopyFuncDecl(fd *FuncDecl) *FuncDecl {
	n := reflect.New(reflect.TypeFor[FuncDecl]())
	n.Elem().Set(deepCopy(reflect.ValueOf(fd).Elem()))
	return n.Interface().(*FuncDecl)
}

// shared are the pointer types a copy keeps pointing at the original's:
// what the checker resolves names to, and folded values, which are
// immutable.
var shared = map[reflect.Type]bool{
	reflect.TypeFor[*Object]():   true,
	reflect.TypeFor[*FuncDecl](): true,
	reflect.TypeFor[*Value]():    true,
}

var astPackage = reflect.TypeFor[Ident]().PkgPath()

// deepCopy copies v, following pointers to this package's node types,
// slices and interfaces holding them; anything else (types.Type, the
// resolved objects above) is shared.
func deepCopy(v reflect.Value) reflect.Value {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() || shared[v.Type()] || v.Type().Elem().PkgPath() != astPackage {
			return v
		}
		n := reflect.New(v.Type().Elem())
		n.Elem().Set(deepCopy(v.Elem()))
		return n
	case reflect.Interface:
		if v.IsNil() {
			return v
		}
		n := reflect.New(v.Type()).Elem()
		n.Set(deepCopy(v.Elem()))
		return n
	case reflect.Slice:
		if v.IsNil() {
			return v
		}
		n := reflect.MakeSlice(v.Type(), v.Len(), v.Len())
		for i := range v.Len() {
			n.Index(i).Set(deepCopy(v.Index(i)))
		}
		return n
	case reflect.Struct:
		n := reflect.New(v.Type()).Elem()
		n.Set(v)
		for i := range v.NumField() {
			if n.Field(i).CanSet() {
				n.Field(i).Set(deepCopy(v.Field(i)))
			}
		}
		return n
	}
	return v
}

// CopyExpr is a deep copy of an expression the checker has not checked
// (a range-for's range, checked once to learn its type).
func CopyExpr(e Expr) Expr {
	return deepCopy(reflect.ValueOf(&e).Elem()).Interface().(Expr)
}

package types

import "testing"

func TestVectorLayout(t *testing.T) {
	tests := []struct {
		name        string
		size, align int64
	}{
		{"char1", 1, 1}, {"char2", 2, 2}, {"char3", 3, 1}, {"char4", 4, 4},
		{"uchar4", 4, 4}, {"short2", 4, 4}, {"short4", 8, 8},
		{"int2", 8, 8}, {"int3", 12, 4}, {"int4", 16, 16}, {"uint2", 8, 8}, {"uint4", 16, 16},
		{"float2", 8, 8}, {"float3", 12, 4}, {"float4", 16, 16},
		{"double2", 16, 16}, {"long2", 16, 16}, {"longlong2", 16, 16}, {"ulonglong2", 16, 16},
		{"dim3", 12, 4}, {"uint3", 12, 4},
	}
	for _, tt := range tests {
		v := Vector(tt.name)
		if v == nil {
			t.Errorf("%s: missing", tt.name)
			continue
		}
		if v.Size() != tt.size || v.Align() != tt.align {
			t.Errorf("%s: size %d align %d, want %d %d", tt.name, v.Size(), v.Align(), tt.size, tt.align)
		}
	}
}

func TestStructLayout(t *testing.T) {
	field := func(n string, t Type) *Field { return &Field{Name: n, Type: t} }
	s := &Struct{Name: "S", Fields: []*Field{
		field("c", Typ[Char]), field("d", Typ[Double]), field("i", Typ[Int]), field("s", Typ[Short]),
	}}
	s.Layout(0)
	offs := []int64{0, 8, 16, 20}
	for i, f := range s.Fields {
		if f.Offset != offs[i] {
			t.Errorf("field %s at %d, want %d", f.Name, f.Offset, offs[i])
		}
	}
	if s.Size() != 24 || s.Align() != 8 {
		t.Errorf("size %d align %d, want 24 8", s.Size(), s.Align())
	}
	u := &Struct{Name: "U", Union: true, Fields: []*Field{field("c", &Array{Elem: Typ[Char], Len: 5}), field("i", Typ[Int])}}
	u.Layout(0)
	if u.Size() != 8 || u.Align() != 4 {
		t.Errorf("union size %d align %d, want 8 4", u.Size(), u.Align())
	}
	a := &Struct{Name: "A", Fields: []*Field{field("x", Typ[Float])}}
	a.Layout(16)
	if a.Size() != 16 || a.Align() != 16 {
		t.Errorf("__align__(16) struct size %d align %d", a.Size(), a.Align())
	}
	nested := &Struct{Name: "N", Fields: []*Field{field("c", Typ[Char]), field("v", Vector("float4"))}}
	nested.Layout(0)
	if nested.Fields[1].Offset != 16 || nested.Size() != 32 {
		t.Errorf("float4 member at %d, size %d; want 16, 32", nested.Fields[1].Offset, nested.Size())
	}
}

func TestStrings(t *testing.T) {
	tests := []struct {
		t    Type
		want string
	}{
		{NewPointer(Typ[Int], 0), "int *"},
		{NewPointer(Typ[Float], Const), "const float *"},
		{NewPointer(NewPointer(Typ[Char], 0), 0), "char **"},
		{&Array{Elem: Typ[Int], Len: 4}, "int[4]"},
		{&Array{Elem: &Array{Elem: Typ[Int], Len: 3}, Len: 2}, "int[2][3]"},
		{NewPointer(&Array{Elem: Typ[Int], Len: 4}, 0), "int (*)[4]"},
		{&Reference{Elem: Typ[Int]}, "int &"},
		{&Func{Result: Typ[Void], Params: []Param{{Type: NewPointer(Typ[Float], 0)}}, Variadic: true}, "void (float *, ...)"},
		{Vector("float4"), "float4"},
		{&Struct{Name: "P"}, "struct P"},
		{&Enum{Name: "E"}, "enum E"},
	}
	for _, tt := range tests {
		if got := tt.t.String(); got != tt.want {
			t.Errorf("got %q, want %q", got, tt.want)
		}
	}
}

func TestIdentical(t *testing.T) {
	p1, p2 := NewPointer(Typ[Int], Const), NewPointer(Typ[Int], Const)
	if !Identical(p1, p2) {
		t.Error("const int * != const int *")
	}
	if Identical(p1, NewPointer(Typ[Int], 0)) {
		t.Error("qualifiers ignored")
	}
	if !IdenticalIgnoringQual(p1, NewPointer(Typ[Int], 0)) {
		t.Error("IdenticalIgnoringQual")
	}
	if Identical(&Struct{Name: "A"}, &Struct{Name: "A"}) {
		t.Error("distinct structs are identical")
	}
	if Identical(&Array{Elem: Typ[Int], Len: 3}, &Array{Elem: Typ[Int], Len: 4}) {
		t.Error("arrays of different lengths")
	}
}

func TestPredicates(t *testing.T) {
	if !IsSigned(Typ[Char]) || IsSigned(Typ[UChar]) || !IsUnsigned(Typ[Bool]) || !IsInteger(&Enum{}) {
		t.Error("signedness")
	}
	if Rank(Typ[Long]) <= Rank(Typ[Int]) || Rank(Typ[Float]) != 0 {
		t.Error("rank")
	}
	if !IsScalar(NewPointer(Typ[Void], 0)) || IsScalar(Vector("int2")) {
		t.Error("IsScalar")
	}
}

package types

import "testing"

// TestBaseLayout checks the Itanium C++ ABI rules that g++ -std=c++17
// follows for a base struct (the numbers are g++'s on x86-64).
func TestBaseLayout(t *testing.T) {
	vp := NewPointer(Typ[Void], 0)
	field := func(n string, t Type) *Field { return &Field{Name: n, Type: t} }
	base := func(s *Struct) *Field { return &Field{Name: "(base)", Type: s, Base: true} }
	lay := func(s *Struct) *Struct { s.Layout(0); return s }

	// struct A { virtual f(); int a; }: dsize 12, size 16
	a := lay(&Struct{Name: "A", NonPOD: true, Fields: []*Field{field("(vptr)", vp), field("a", Typ[Int])}})
	if a.Size() != 16 || a.DataSize() != 12 {
		t.Errorf("A: size %d dsize %d, want 16 12", a.Size(), a.DataSize())
	}
	// struct B : A { int b; }: b in A's tail padding
	b := lay(&Struct{Name: "B", NonPOD: true, Fields: []*Field{base(a), field("b", Typ[Int])}})
	if b.Fields[1].Offset != 12 || b.Size() != 16 {
		t.Errorf("B: b at %d, size %d; want 12, 16", b.Fields[1].Offset, b.Size())
	}
	// struct P { int x; char y; } is a POD: its padding stays its own
	p := lay(&Struct{Name: "P", Fields: []*Field{field("x", Typ[Int]), field("y", Typ[Char])}})
	q := lay(&Struct{Name: "Q", NonPOD: true, Fields: []*Field{base(p), field("z", Typ[Char])}})
	if q.Fields[1].Offset != 8 || q.Size() != 12 {
		t.Errorf("Q: z at %d, size %d; want 8, 12", q.Fields[1].Offset, q.Size())
	}
	// an empty struct has size 1 and, as a base, takes no room
	e := lay(&Struct{Name: "E"})
	f := lay(&Struct{Name: "F", NonPOD: true, Fields: []*Field{base(e), field("v", Typ[Int])}})
	if e.Size() != 1 || f.Fields[1].Offset != 0 || f.Size() != 4 {
		t.Errorf("E size %d, F.v at %d, F size %d; want 1, 0, 4", e.Size(), f.Fields[1].Offset, f.Size())
	}
	// a non-POD base with nothing after it keeps the derived struct's
	// size rounded to the alignment
	g := lay(&Struct{Name: "G", NonPOD: true, Fields: []*Field{base(a)}})
	if g.Size() != 16 || g.DataSize() != 12 {
		t.Errorf("G: size %d dsize %d, want 16 12", g.Size(), g.DataSize())
	}
}

package types

import "testing"

// TestBitFieldLayout checks layouts against g++ on x86-64 (the byte dumps
// of tests/conformance/x_bitfields.cu).
func TestBitFieldLayout(t *testing.T) {
	u, i, s, ll, uc := Typ[UInt], Typ[Int], Typ[Short], Typ[LongLong], Typ[UChar]
	bf := func(name string, t Type, w int) MemberDecl { return MemberDecl{Name: name, Type: t, Width: w} }
	field := func(name string, t Type) MemberDecl { return MemberDecl{Name: name, Type: t, Width: -1} }
	type want struct {
		name          string
		offset, shift int
	}
	tests := []struct {
		name   string
		decls  []MemberDecl
		size   int64
		align  int64
		bits   []want
		fields int // storage fields, hidden ones included
	}{
		{"packed", []MemberDecl{bf("a", u, 4), bf("b", u, 12), bf("c", u, 16)}, 4, 4,
			[]want{{"a", 0, 0}, {"b", 0, 4}, {"c", 0, 16}}, 1},
		// struct B { char x; int b : 10; short s; int c : 3, : 0, d : 5; }
		{"mixed", []MemberDecl{field("x", Typ[Char]), bf("b", i, 10), field("s", s), bf("c", i, 3), {Type: i, Width: 0}, bf("d", i, 5)}, 12, 4,
			[]want{{"b", 0, 8}, {"c", 4, 16}, {"d", 8, 0}}, 6},
		// struct C { int s : 5; unsigned u : 3; long long big : 40; unsigned char tiny : 2; bool flag : 1; }
		{"wide", []MemberDecl{bf("s", i, 5), bf("u", u, 3), bf("big", ll, 40), bf("tiny", uc, 2), bf("flag", Typ[Bool], 1)}, 8, 8,
			[]want{{"s", 0, 0}, {"u", 0, 5}, {"big", 0, 8}, {"tiny", 6, 0}, {"flag", 6, 2}}, 3},
		// a field that would cross its unit starts the next one; unnamed ones do not align the struct
		{"cross", []MemberDecl{bf("a", uc, 3), {Type: i, Width: 4}, bf("b", uc, 6)}, 2, 1,
			[]want{{"a", 0, 0}, {"b", 1, 0}}, 1},
	}
	for _, tt := range tests {
		st := &Struct{Name: tt.name}
		st.LayoutMembers(tt.decls, 0)
		if st.Size() != tt.size || st.Align() != tt.align {
			t.Errorf("%s: size %d align %d, want %d %d", tt.name, st.Size(), st.Align(), tt.size, tt.align)
		}
		for _, w := range tt.bits {
			b := st.BitField(w.name)
			if b == nil || b.Offset*8+int64(b.Shift) != int64(w.offset*8+w.shift) {
				t.Errorf("%s.%s: got %+v, want bit %d", tt.name, w.name, b, w.offset*8+w.shift)
			}
		}
		if len(st.Fields) != tt.fields {
			t.Errorf("%s: %d storage fields, want %d", tt.name, len(st.Fields), tt.fields)
		}
		// storage fields cover distinct bytes in order
		end := int64(0)
		for _, f := range st.Fields {
			if f.Offset < end {
				t.Errorf("%s: field %s at %d overlaps the previous one", tt.name, f.Name, f.Offset)
			}
			end = f.Offset + f.Type.Size()
		}
	}
}

package types

import (
	"fmt"
	"strings"
)

// Bit-fields (struct S { unsigned a : 4; unsigned b : 12; };) are laid out
// as gcc does on x86-64 (the System V ABI), which is what nvcc follows in
// device code too: a bit-field takes the next free bits unless it would
// cross a naturally aligned unit of its declared type, in which case it
// starts the next one; a zero-width bit-field skips to the next unit; a
// named bit-field aligns the struct as its type does, an unnamed one does
// not.
//
// A bit-field is read and written through its unit: the naturally aligned
// object of its declared type that contains it (Offset, UnitType), from bit
// Shift on. Units may overlap other members' bytes, so writes are
// read-modify-write. For braced initialisers the bytes that bit-fields
// occupy are also given hidden storage fields (named "(bits@N)"), so the
// struct's Fields cover every byte exactly once.

// MemberDecl is one member of a struct as declared, for LayoutMembers.
type MemberDecl struct {
	Name  string // "" for an unnamed bit-field
	Type  Type
	Qual  Qual
	Width int   // bit-field width; -1 for a member that is not a bit-field
	Align int64 // alignas(n) on a member that is not a bit-field, 0 when none
}

// BitField is a bit-field member.
type BitField struct {
	Name     string
	Type     Type // as declared: an integer type, bool or an enum
	Qual     Qual
	Width    int
	Offset   int64  // byte offset of the unit
	UnitType *Basic // the unsigned type of the unit's size
	Shift    int    // bit offset of the field in the unit's value
}

// Member is a named member in declaration order: a field or a bit-field.
type Member struct {
	Field *Field
	Bit   *BitField
}

// HiddenField reports whether f is a storage field made for bit-fields.
func HiddenField(f *Field) bool { return strings.HasPrefix(f.Name, "(bits@") }

// BitField returns the bit-field called name, or nil.
func (s *Struct) BitField(name string) *BitField {
	for _, b := range s.Bits {
		if b.Name == name {
			return b
		}
	}
	return nil
}

// LayoutMembers lays out a struct declared with the members ds, some of
// which are bit-fields (widths already checked: 0..8·size, 0 only
// unnamed). minAlign is an explicit __align__(n).
func (s *Struct) LayoutMembers(ds []MemberDecl, minAlign int64) {
	s.Fields, s.Bits, s.Members = nil, nil, nil
	var bit, align int64 = 0, max(minAlign, 1) // bit: the next free bit
	var end int64                              // union: the largest member
	used := map[int64]bool{}                   // bytes bit-fields occupy (structs)
	for _, d := range ds {
		a := d.Type.Align()
		if d.Width < 0 {
			a = max(a, d.Align)
			f := &Field{Name: d.Name, Type: d.Type, Qual: d.Qual, Align: d.Align}
			if !s.Union {
				f.Offset = roundUp((bit+7)/8, a)
				bit = (f.Offset + d.Type.Size()) * 8
			}
			end = max(end, d.Type.Size()*8)
			align = max(align, a)
			s.Fields = append(s.Fields, f)
			s.Members = append(s.Members, Member{Field: f})
			continue
		}
		unitBits := a * 8
		w := int64(d.Width)
		if s.Union {
			bit = 0
		}
		if w == 0 {
			bit = roundUp(bit, unitBits)
			continue
		}
		if bit/unitBits != (bit+w-1)/unitBits {
			bit = roundUp(bit, unitBits)
		}
		start := bit
		bit += w
		end = max(end, bit)
		if d.Name == "" {
			continue
		}
		align = max(align, a)
		unit := start / unitBits * a
		b := &BitField{Name: d.Name, Type: d.Type, Qual: d.Qual, Width: d.Width, Offset: unit,
			UnitType: unsignedOfSize(d.Type.Size()), Shift: int(start - unit*8)}
		s.Bits = append(s.Bits, b)
		s.Members = append(s.Members, Member{Bit: b})
		for by := start / 8; by <= (start+w-1)/8; by++ {
			used[by] = true
		}
	}
	if s.Union {
		bit = end
	}
	s.size = roundUp((bit+7)/8, align)
	s.align = align
	s.Complete = true
	if s.Union {
		// a union's bit-fields all start at byte 0; one hidden field of the
		// union's size would overlap the others, so braced initialisers of
		// unions reach only the first member, as C says.
		return
	}
	s.addStorage(used)
}

// addStorage appends hidden fields covering the bytes in used, each the
// widest naturally aligned unsigned type that fits a run of used bytes,
// and keeps Fields in offset order.
func (s *Struct) addStorage(used map[int64]bool) {
	var fields []*Field
	i := 0
	for off := int64(0); off < s.size; {
		for i < len(s.Fields) && s.Fields[i].Offset < off {
			i++
		}
		if i < len(s.Fields) && s.Fields[i].Offset == off && !used[off] {
			fields = append(fields, s.Fields[i])
			off += max(s.Fields[i].Type.Size(), 1)
			i++
			continue
		}
		if !used[off] {
			off++
			continue
		}
		n := int64(8)
		for n > 1 && (off%n != 0 || !allUsed(used, off, n)) {
			n /= 2
		}
		fields = append(fields, &Field{Name: fmt.Sprintf("(bits@%d)", off), Type: unsignedOfSize(n), Offset: off})
		off += n
	}
	s.Fields = fields
}

func allUsed(used map[int64]bool, off, n int64) bool {
	for k := off; k < off+n; k++ {
		if !used[k] {
			return false
		}
	}
	return true
}

func unsignedOfSize(n int64) *Basic {
	switch n {
	case 1:
		return Typ[UChar]
	case 2:
		return Typ[UShort]
	case 4:
		return Typ[UInt]
	}
	return Typ[ULongLong]
}

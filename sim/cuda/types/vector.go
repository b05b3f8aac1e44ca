package types

import "fmt"

// Vector types of CUDA's vector_types.h, with the alignment the header gives
// them. Each is a unique *Struct with Vec set, fields x, y, z, w.
var vectors = map[string]*Struct{}

// vectorNames lists the vector types in a fixed order (for deterministic
// iteration by the builtins table).
var vectorNames []string

// Dim3 is CUDA's dim3: three unsigned ints. It converts from unsigned int
// (missing components are 1) and from uint3.
var Dim3 *Struct

// Uint3 is the type of threadIdx and blockIdx.
var Uint3 *Struct

func init() {
	type spec struct {
		prefix string
		elem   BasicKind
	}
	specs := []spec{
		{"char", SChar}, {"uchar", UChar}, {"short", Short}, {"ushort", UShort},
		{"int", Int}, {"uint", UInt}, {"long", Long}, {"ulong", ULong},
		{"longlong", LongLong}, {"ulonglong", ULongLong}, {"float", Float}, {"double", Double},
	}
	for _, s := range specs {
		for n := 1; n <= 4; n++ {
			elem := Typ[s.elem]
			// CUDA aligns 2-vectors to twice the element and 3-vectors to the
			// element; 4-vectors to 4x the element, capped at 16. The 8-byte
			// element types are 16-aligned for 2 and 4 (long4 is 16, double4 is
			// 16 in the classic header).
			var align int64
			switch n {
			case 1, 3:
				align = elem.Size()
			case 2:
				align = 2 * elem.Size()
			case 4:
				align = min(4*elem.Size(), 16)
			}
			name := fmt.Sprintf("%s%d", s.prefix, n)
			vectors[name] = newVector(name, elem, n, align)
			vectorNames = append(vectorNames, name)
		}
	}
	Uint3 = vectors["uint3"]
	Dim3 = newVector("dim3", Typ[UInt], 3, 4)
	vectors["dim3"] = Dim3
	vectorNames = append(vectorNames, "dim3")
}

func newVector(name string, elem *Basic, n int, align int64) *Struct {
	s := &Struct{Name: name, Vec: &VecInfo{Elem: elem, N: n}}
	for i := 0; i < n; i++ {
		s.Fields = append(s.Fields, &Field{Name: string("xyzw"[i]), Type: elem})
	}
	s.Layout(align)
	return s
}

// Vector returns the vector type called name ("float4", "dim3", ...) or nil.
func Vector(name string) *Struct { return vectors[name] }

// VectorNames returns the names of all vector types in a fixed order.
func VectorNames() []string { return vectorNames }

package parser

import "testing"

func TestSelfDefaultCtors(t *testing.T) {
	tests := []struct{ src, want string }{
		{"struct H { H *p = this; };",
			"struct H { H ( ) { } H * p = this ; } ;"},
		// a default argument and this in a member function's body are no
		// default member initialiser naming this
		{"struct M { float m[2]; static M s(float a, float b = -1) { M r{}; return r; } M t() const { return *this; } };",
			"struct M { float m [ 2 ] ; static M s ( float a , float b = - 1 ) { M r { } ; return r ; } M t ( ) const { return * this ; } } ;"},
		// a struct with a constructor of its own keeps it
		{"struct K { K *p = this; K() {} };",
			"struct K { K * p = this ; K ( ) { } } ;"},
	}
	for _, tc := range tests {
		if got := spellAll(addSelfDefaultCtors(lex(t, tc.src))); got != tc.want {
			t.Errorf("%s:\n got %s\nwant %s", tc.src, got, tc.want)
		}
	}
}

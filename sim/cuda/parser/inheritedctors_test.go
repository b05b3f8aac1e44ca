package parser

import "testing"

func TestInheritedCtors(t *testing.T) {
	src := "struct B { B(int x, float = 1) {} B(const B &o) {} B(B &&o) {} B(char c) = delete; }; struct D : B { using B::B; int k; };"
	want := "struct B { B ( int x , float = 1 ) { } B ( const B & o ) { } B ( B && o ) { } B ( char c ) = delete ; } ; " +
		"struct D : B { D ( int x , float __simtlab_inh1 = 1 ) : B ( x , __simtlab_inh1 ) { } int k ; } ;"
	if got := spellAll(lowerInheritedCtors(lex(t, src))); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

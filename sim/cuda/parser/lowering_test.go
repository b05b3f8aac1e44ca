package parser

import (
	"strings"
	"testing"

	"simtlab/sim/cuda/scanner"
	"simtlab/sim/cuda/token"
	"simtlab/sim/diag"
)

func lex(t *testing.T, src string) []token.Token {
	t.Helper()
	var errs diag.List
	var toks []token.Token
	for _, tk := range scanner.Tokenize("t.cu", []byte(src), &errs) {
		if tk.Kind != token.Newline {
			toks = append(toks, tk)
		}
	}
	if len(errs) > 0 {
		t.Fatalf("scanning %q: %v", src, errs)
	}
	return toks
}

func spellAll(toks []token.Token) string {
	var parts []string
	for _, tk := range toks {
		if tk.Kind != token.EOF {
			parts = append(parts, tk.Text)
		}
	}
	return strings.Join(parts, " ")
}

// TestTokenLowerings checks the passes that rewrite tokens before parsing.
func TestTokenLowerings(t *testing.T) {
	tests := []struct {
		name, src, want string
		pass            func([]token.Token) []token.Token
	}{
		{"namespace", "namespace a { int f(); } int g() { return a::f(); }",
			"int f ( ) ; int g ( ) { return f ( ) ; }", flattenScopes},
		{"nested namespace", "namespace a { namespace b { int x; } } int y = a::b::x;",
			"int x ; int y = x ;", flattenScopes},
		{"anonymous namespace", "namespace { int x; } int y;", "int x ; int y ;", flattenScopes},
		{"using namespace", "namespace a { int x; } using namespace a; int y = x;", "int x ; int y = x ;", flattenScopes},
		{"enum class", "enum class E { A, B }; E e = E::B;", "enum E : int { E::A , E::B } ; E e = E::B ;", flattenScopes},
		{"enum struct", "enum struct E { A }; int i = (int)E::A;", "enum E : int { E::A } ; int i = ( int ) E::A ;", flattenScopes},
		{"two enum classes, one enumerator name", "enum class E { A, B = A + 2 }; enum class F : char { A }; int i = (int)E::B + (int)F::A;",
			"enum E : int { E::A , E::B = E::A + 2 } ; enum F : char { F::A } ; int i = ( int ) E::B + ( int ) F::A ;", flattenScopes},
		{"a name not of the enum keeps the old lowering", "enum class E { A }; int i = (int)E::Z;", "enum E : int { E::A } ; int i = ( int ) Z ;", flattenScopes},
		{"no scopes", "int a::b;", "int a :: b ;", flattenScopes},
		{"one name in two namespaces", "namespace a { int f(); } namespace b { int f(); int g() { return f(); } } int h() { return a::f() + b::g(); }",
			"int a∷f ( ) ; int b∷f ( ) ; int g ( ) { return b∷f ( ) ; } int h ( ) { return a∷f ( ) + g ( ) ; }", flattenScopes},
		{"the global one by ::", "int f(); namespace a { int f() { return ::f() + 1; } } int g() { return f(); }",
			"int f ( ) ; int a∷f ( ) { return f ( ) + 1 ; } int g ( ) { return f ( ) ; }", flattenScopes},
		{"nested, from inside and out", "namespace a { int k = 1; namespace b { int k = 2; int j = k; } int m = b::k; } int n = a::b::k;",
			"int a∷k = 1 ; int a∷b∷k = 2 ; int j = a∷b∷k ; int m = a∷b∷k ; int n = a∷b∷k ;", flattenScopes},
		{"through a using-directive", "namespace a { struct S { int v; }; } namespace b { struct S { float v; }; } using namespace b; S s; int w(S *p) { return p->v; }",
			"struct a∷S { int v ; } ; struct b∷S { float v ; } ; b∷S s ; int w ( b∷S * p ) { return p -> v ; }", flattenScopes},
		{"C++17 nested namespaces", "namespace a::b { int f(); } namespace a::c { int f(); } int g() { return a::b::f() + a::c::f(); }",
			"int a∷b∷f ( ) ; int a∷c∷f ( ) ; int g ( ) { return a∷b∷f ( ) + a∷c∷f ( ) ; }", flattenScopes},
		{"members keep their names", "namespace a { int n; } namespace b { int n; } struct T { int m; }; int h(T t) { return t.n + t.m; }",
			"int a∷n ; int b∷n ; struct T { int m ; } ; int h ( T t ) { return t . n + t . m ; }", flattenScopes},
		{"local struct", "int f() { int k = 1; struct S { int v; int g() { return v; } } s, t; return s.g(); }",
			"struct S { int v ; int g ( ) { return v ; } } ; int f ( ) { int k = 1 ; struct S s , t ; return s . g ( ) ; }", hoistLocalStructs},
		{"local structs in order", "void f() { struct A { A() {} }; struct B { A a; void h() {} }; }",
			"struct A { A ( ) { } } ; struct B { A a ; void h ( ) { } } ; void f ( ) { }", hoistLocalStructs},
		{"local struct without methods", "void f() { struct P { int x; int y[2] = {1, 2}; } p; }",
			"void f ( ) { struct P { int x ; int y [ 2 ] = { 1 , 2 } ; } p ; }", hoistLocalStructs},
		{"local struct in a template", "template <typename T> void f() { struct S { T g() { return T(); } }; }",
			"template < typename T > void f ( ) { struct S { T g ( ) { return T ( ) ; } } ; }", hoistLocalStructs},
		{"two local structs of one name", "void f() { struct S { void g() {} }; } void h() { struct S { void g() {} }; }",
			"void f ( ) { struct S { void g ( ) { } } ; } void h ( ) { struct S { void g ( ) { } } ; }", hoistLocalStructs},
		{"local typedef as a template argument", "int main() { int k; typedef pair<int, int> P; using Q = float; vector<P> v; vector<Q *> w; }",
			"typedef pair < int , int > P ; using Q = float ; int main ( ) { int k ; vector < P > v ; vector < Q * > w ; }", hoistLocalStructs},
		{"local typedef elsewhere stays", "int main() { typedef int I; I k; }", "int main ( ) { typedef int I ; I k ; }", hoistLocalStructs},
		{"local struct as a template argument", "void f() { struct E { int a; }; vector<const E &> v; }",
			"struct E { int a ; } ; void f ( ) { vector < const E & > v ; }", hoistLocalStructs},
		{"two lists closed by >>", "vector<vector<int>> v; int s = a >> 2;", "vector < vector < int > > v ; int s = a >> 2 ;", splitAngleCloses},
		{"three lists closed by >>>", "map<int, vector<pair<int, int>>> m; k<<<1, 2>>>(p);",
			"map < int , vector < pair < int , int > > > m ; k <<< 1 , 2 >>> ( p ) ;", splitAngleCloses},
		{"a template head closed by >>>", "template <typename T, typename = enable_if_t<is_integral_v<T>>> T f(T);",
			"template < typename T , typename = enable_if_t < is_integral_v < T > > > T f ( T ) ;", splitAngleCloses},
		{"enable_if_t with a type", "template <typename T, enable_if_t<is_integral<T>::value, int> = 0> void f(T);",
			`template < typename T , decltype ( __simtlab_enable_if ( ( __simtlab_trait ( "is_integral" , ( T * ) 0 ) ) , ( int * ) 0 ) ) = 0 > void f ( T ) ;`, lowerTypeTraits},
		{"typename enable_if<B>::type", "template <typename T, typename enable_if<(sizeof(T) > 4)>::type * = nullptr> void f(T);",
			"template < typename T , decltype ( __simtlab_enable_if ( ( ( sizeof ( T ) > 4 ) ) , ( void * ) 0 ) ) * = nullptr > void f ( T ) ;", lowerTypeTraits},
		{"a trait's object", "f(x, is_integral<T>()); g(is_signed<T>{});",
			`f ( x , __simtlab_tag ( __simtlab_trait ( "is_integral" , ( T * ) 0 ) ) ) ; g ( __simtlab_tag ( __simtlab_trait ( "is_signed" , ( T * ) 0 ) ) ) ;`, lowerTypeTraits},
		{"using alias", "using real = float; using ptr = const int *;", "typedef float real ; typedef const int * ptr ;", lowerUsingAliases},
		{"using namespace kept", "using namespace std;", "using namespace std ;", lowerUsingAliases},
		{"int max", "int m = numeric_limits<int>::max();", "int m = 2147483647 ;", lowerNumericLimits},
		{"unsigned lowest", "unsigned m = numeric_limits<unsigned int>::lowest();", "unsigned m = 0U ;", lowerNumericLimits},
		{"float epsilon", "float e = numeric_limits<float>::epsilon();", "float e = 1.19209290e-7F ;", lowerNumericLimits},
		{"int64_t max", "long m = numeric_limits<int64_t>::max();", "long m = 9223372036854775807L ;", lowerNumericLimits},
		{"uint8_t max", "int m = numeric_limits<uint8_t>::max();", "int m = 255 ;", lowerNumericLimits},
		{"double denorm_min", "double d = numeric_limits<double>::denorm_min();", "double d = 4.9406564584124654e-324 ;", lowerNumericLimits},
		{"double infinity", "double d = numeric_limits<double>::infinity();", "double d = __builtin_inf ( ) ;", lowerNumericLimits},
		{"limits alias", "typedef numeric_limits<unsigned int> L; unsigned m = L::max();", "unsigned m = numeric_limits < unsigned int > :: max ( ) ;", lowerLimitAliases},
		{"other typedef kept", "typedef vector<int> L; int m = L::max();", "typedef vector < int > L ; int m = L :: max ( ) ;", lowerLimitAliases},
		{"unknown member kept", "int m = numeric_limits<int>::traps;", "int m = numeric_limits < int > :: traps ;", lowerNumericLimits},
		{"clock now", "auto t = chrono::high_resolution_clock::now();", "auto t = ( clock ( ) * 1000L ) ;", lowerChrono},
		{"time point type", "chrono::steady_clock::time_point t;", "long t ;", lowerChrono},
		{"duration in ms", "double ms = chrono::duration<double, milli>(b - a).count();",
			"double ms = ( ( double ) ( b - a ) / 1e6 ) ;", lowerChrono},
		{"duration in s", "double s = duration<float>(d).count();", "double s = ( ( float ) ( d ) / 1e9 ) ;", lowerChrono},
		{"duration_cast", "long us = chrono::duration_cast<chrono::microseconds>(b - a).count();",
			"long us = ( ( long ) ( b - a ) / 1000L ) ;", lowerChrono},
		{"unrelated duration", "int duration = 3;", "int duration = 3 ;", lowerChrono},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := spellAll(tt.pass(lex(t, tt.src))); got != tt.want {
				t.Errorf("%s:\n got %s\nwant %s", tt.src, got, tt.want)
			}
		})
	}
}

func TestStructTemplates(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"one instance", "template <typename T> struct P { T a; }; P<int> x;",
			"struct P<int> { int a ; } ; P<int> x ;"},
		{"default and value parameter", "template <typename T, int N = 2> struct B { T v[N]; }; B<float> b; B<char, 3> c;",
			"struct B<float, 2> { float v [ 2 ] ; } ; B<float, 2> b ; struct B<char, 3> { char v [ 3 ] ; } ; B<char, 3> c ;"},
		{"same instance twice", "template <typename T> struct P { T a; }; P<int> x; int f(P<int> p);",
			"struct P<int> { int a ; } ; P<int> x ; int f ( P<int> p ) ;"},
		{"self reference and constructor", "template <typename T> struct P { T a; P(T v) : a(v) {} P<T> twice() const; }; P<long> x;",
			"struct P<long> { long a ; P<long> ( long v ) : a ( v ) { } P<long> twice ( ) const ; } ; P<long> x ;"},
		{"a base from another template", "template <typename T> struct B { T v; }; template <typename T> struct D : B<T> { T w; }; D<int> x;",
			"struct B<int> { int v ; } ; struct D<int> : B<int> { int w ; } ; D<int> x ;"},
		{"multi-word argument, named by a typedef", "template <typename T> struct P { T a; }; P<unsigned int> x;",
			"typedef unsigned int P<unsigned int>::T ; struct P<unsigned int> { P<unsigned int>::T a ; } ; P<unsigned int> x ;"},
		{"placed before its first use", "struct S { int k; }; template <typename T> struct P { T a; }; int g; P<S> x;",
			"struct S { int k ; } ; int g ; struct P<S> { S a ; } ; P<S> x ;"},
		{"a class's static constant", "struct A { static constexpr int dim = 2; }; template <int N> struct R { int v[N]; }; R<A::dim> r; R<2> s;",
			"struct A { static constexpr int dim = 2 ; } ; struct R<2> { int v [ 2 ] ; } ; R<2> r ; R<2> s ;"},
		{"a constant from another", "const int n = 3; constexpr int m = n * 2; template <int N> struct R { int v[N]; }; R<m> r;",
			"const int n = 3 ; constexpr int m = n * 2 ; struct R<6> { int v [ 6 ] ; } ; R<6> r ;"},
		{"nested, closed by >>", "template <typename T> struct P { T a; }; P<P<int>> x; int y = 8 >> 1;",
			"struct P<int> { int a ; } ; struct P<P<int>> { P<int> a ; } ; P<P<int>> x ; int y = 8 >> 1 ;"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var errs diag.List
			got := spellAll(instantiateStructTemplates(lex(t, tt.src), &errs, "t.cu"))
			if len(errs) > 0 {
				t.Fatalf("errors: %v", errs)
			}
			if got != tt.want {
				t.Errorf("%s:\n got %s\nwant %s", tt.src, got, tt.want)
			}
		})
	}
}

// TestStructTemplateInFunctionTemplate checks that a struct template used
// with a function template's parameter is reported once and the function
// template dropped, instead of a cascade of errors.
func TestStructTemplateInFunctionTemplate(t *testing.T) {
	var errs diag.List
	src := "template <typename T> struct B { T v; }; template <typename T> T get(B<T> b) { return b.v; } int x;"
	got := spellAll(instantiateStructTemplates(lex(t, src), &errs, "t.cu"))
	if len(errs) != 1 || !strings.Contains(errs[0].Msg, "struct template 'B'") {
		t.Errorf("errors = %v, want one about struct template 'B'", errs)
	}
	if got != "int x ;" {
		t.Errorf("got %s, want int x ;", got)
	}
}

// TestSpecializeFunctionTemplate checks that a function template over a
// struct template gets one overload per instance it matches, placed before
// the first declaration that calls it, and none for an instance nobody
// calls it with in a form it takes.
func TestSpecializeFunctionTemplate(t *testing.T) {
	var errs diag.List
	src := "template <typename T> struct B { T v; }; template <typename T, typename U> struct P { T a; U b; }; " +
		"template <typename T> T get(const B<T> &b) { return b.v; } " +
		"template <typename T> T first(P<T, int> p) { return p.a; } " +
		"int x; B<float> f; B<int> i; P<char, int> c; P<char, float> d; int main() { return get(i) + first(c); }"
	got := spellAll(instantiateStructTemplates(lex(t, src), &errs, "t.cu"))
	if len(errs) != 0 {
		t.Fatalf("errors = %v", errs)
	}
	for _, want := range []string{
		"__simtlab_on_use float get ( const B<float> & b ) { return b . v ; }",
		"__simtlab_on_use int get ( const B<int> & b ) { return b . v ; }",
		"__simtlab_on_use char first ( P<char, int> p ) { return p . a ; } int main",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in\n%s", want, got)
		}
	}
	if strings.Contains(got, "P<char, float> p") || strings.Contains(got, "template") || strings.Contains(got, "#generic") {
		t.Errorf("a specialization too many, or a template or marker left:\n%s", got)
	}
}

// TestSpecializeThroughAnother checks that a function template called only
// by another one's specialization is specialized too, before it.
func TestSpecializeThroughAnother(t *testing.T) {
	var errs diag.List
	src := "template <typename T> struct B { T v; }; " +
		"template <typename T> T get(B<T> b) { return b.v; } " +
		"template <typename T> T twice(B<B<T> > b) { return get(b.v) * 2; } " +
		"B<B<int> > x; int main() { return twice(x); }"
	got := spellAll(instantiateStructTemplates(lex(t, src), &errs, "t.cu"))
	if len(errs) != 0 {
		t.Fatalf("errors = %v", errs)
	}
	first := strings.Index(got, "int get ( B<int> b )")
	second := strings.Index(got, "int twice ( B<B<int>> b )")
	if first < 0 || second < 0 || first > second {
		t.Errorf("want get's specialization before twice's:\n%s", got)
	}
}

// TestSpecializeThroughTraits checks the function templates whose struct
// templates take a class's constant: a local constant from a parameter's
// member waits for the specialization a call names (run<A>), and a
// parameter whose default is a member of another (N = F::dim) binds that
// one to each class whose member has the value an instance gives.
func TestSpecializeThroughTraits(t *testing.T) {
	var errs diag.List
	src := "struct A { static constexpr int dim = 2; }; struct B { static constexpr int dim = 3; }; " +
		"template <int N> struct R { int v[N]; }; " +
		"template <typename F> int run() { constexpr int M = F::dim; R<M> h; return sizeof(h); } " +
		"template <typename F, int N = F::dim> R<N> make(const F &f) { R<N> r; return r; } " +
		"R<2> x; R<3> y; int main() { A a; B b; x = make(a); y = make(b); return run<A>(); }"
	got := spellAll(instantiateStructTemplates(lex(t, src), &errs, "t.cu"))
	if len(errs) != 0 {
		t.Fatalf("errors = %v", errs)
	}
	for _, want := range []string{
		"constexpr int M = A :: dim ; R<2> h ;",
		"R<2> make ( const A & f ) { R<2> r ;",
		"R<3> make ( const B & f ) { R<3> r ;",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in\n%s", want, got)
		}
	}
	if strings.Contains(got, "R<2> make ( const B") || strings.Contains(got, "template") {
		t.Errorf("a specialization for the wrong class, or a template left:\n%s", got)
	}
}

// TestRangeForParses checks the range-for lowering's shape.
func TestRangeForParses(t *testing.T) {
	var errs diag.List
	f := ParseFile("t.cu", []byte("void f() { int a[3]; for (auto &x : a) x = 1; for (int i = 0, j = 1 ? 2 : 3; i < j; i++) ; }"), &errs)
	if len(errs) > 0 {
		t.Fatalf("errors: %v", errs)
	}
	if len(f.Decls) != 1 {
		t.Fatalf("decls = %d", len(f.Decls))
	}
}

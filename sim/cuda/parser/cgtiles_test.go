package parser

import "testing"

func TestCGTileAndAngleLowerings(t *testing.T) {
	tests := []struct {
		name string
		pass func(src string) string
		src  string
		want string
	}{
		{"tile type and partition", func(s string) string { return spellAll(lowerCGTiles(stripNamespaces(lex(t, s)))) },
			"namespace cg = cooperative_groups; cg::thread_block_tile<32> w = cg::tiled_partition<32>(b);",
			"thread_block_tile w = __tiled_partition ( b , 32 ) ;"},
		{"the run-time partition stays", func(s string) string { return spellAll(lowerCGTiles(stripNamespaces(lex(t, s)))) },
			"namespace cg = cooperative_groups; cg::thread_group g = cg::tiled_partition(b, 4);",
			"thread_group g = tiled_partition ( b , 4 ) ;"},
		{"scans, with and without a functor", func(s string) string { return spellAll(stripNamespaces(lex(t, s))) },
			"namespace cg = cooperative_groups; int a = cg::inclusive_scan(w, v); int b = cg::exclusive_scan(w, v, cg::bit_xor<int>());",
			"int a = __cg_inclusive_scan ( w , v ) ; int b = __cg_exclusive_scan ( w , v , 5 ) ;"},
		{"reduce with a functor", func(s string) string { return spellAll(stripNamespaces(lex(t, s))) },
			"namespace cg = cooperative_groups; int r = cg::reduce(w, v, cg::greater<int>());",
			"int r = __cg_reduce ( w , v , 2 ) ;"},
		{"a functor passed on is an object; in a reduce, an operation code", func(s string) string { return spellAll(stripNamespaces(lex(t, s))) },
			"namespace cg = cooperative_groups; int r = f(w, v, cg::less<int>()); int s = cg::reduce(w, g(v, cg::plus<int>()), cg::less<int>()) + cg::bit_or<int>()(1, 2);",
			"int r = f ( w , v , __cg_less < int > ( ) ) ; int s = __cg_reduce ( w , g ( v , 0 ) , 1 ) + __cg_bit_or < int > ( ) ( 1 , 2 ) ;"},
		{"the namespace open: unqualified algorithms and their functors", func(s string) string { return spellAll(stripNamespaces(lex(t, s))) },
			"using namespace cooperative_groups; int r = reduce(w, v, plus<int>()); int s = inclusive_scan(w, v); auto p = plus<int>();",
			"using namespace cooperative_groups ; int r = __cg_reduce ( w , v , 0 ) ; int s = __cg_inclusive_scan ( w , v ) ; auto p = plus < int > ( ) ;"},
		{"the namespace open, but the program's own reduce", func(s string) string { return spellAll(stripNamespaces(lex(t, s))) },
			"using namespace cooperative_groups; int reduce(int *a, int n); int r = reduce(a, 4); int s = q.reduce(x);",
			"using namespace cooperative_groups ; int reduce ( int * a , int n ) ; int r = reduce ( a , 4 ) ; int s = q . reduce ( x ) ;"},
		{"the namespace open: a member reduce is another function", func(s string) string { return spellAll(stripNamespaces(lex(t, s))) },
			"using namespace cooperative_groups; int s = q.reduce(x) + p->reduce(y) + Acc::reduce(z); int r = reduce(w, v, plus<int>());",
			"using namespace cooperative_groups ; int s = q . reduce ( x ) + p -> reduce ( y ) + Acc :: reduce ( z ) ; int r = __cg_reduce ( w , v , 0 ) ;"},
		{"the namespace open: a struct's reduce is its members' own", func(s string) string { return spellAll(stripNamespaces(lex(t, s))) },
			"using namespace cooperative_groups; struct Acc { int reduce(int x); int twice(int x) { return reduce(x) * 2; } }; int r = reduce(w, v, plus<int>());",
			"using namespace cooperative_groups ; struct Acc { int reduce ( int x ) ; int twice ( int x ) { return reduce ( x ) * 2 ; } } ; int r = __cg_reduce ( w , v , 0 ) ;"},
		{"a program's own reduce and plus are left alone", func(s string) string { return spellAll(stripNamespaces(lex(t, s))) },
			"int r = reduce(w, plus<int>());",
			"int r = reduce ( w , plus < int > ( ) ) ;"},
		{"nested template arguments", func(s string) string { return spellAll(splitAngleCloses(lex(t, s))) },
			"vector<vector<int>> g; int s = a >> 2; template <typename T> struct Box {}; Box<Box<int>> b;",
			"vector < vector < int > > g ; int s = a >> 2 ; template < typename T > struct Box { } ; Box < Box < int > > b ;"},
		{"a shift is not split", func(s string) string { return spellAll(splitAngleCloses(lex(t, s))) },
			"bool c = x < y >> 1;",
			"bool c = x < y >> 1 ;"},
	}
	for _, tc := range tests {
		if got := tc.pass(tc.src); got != tc.want {
			t.Errorf("%s:\n got %s\nwant %s", tc.name, got, tc.want)
		}
	}
}

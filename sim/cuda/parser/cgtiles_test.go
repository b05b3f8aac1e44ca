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
			"thread_group w = tiled_partition ( b , 32 ) ;"},
		{"reduce with a functor", func(s string) string { return spellAll(stripNamespaces(lex(t, s))) },
			"namespace cg = cooperative_groups; int r = cg::reduce(w, v, cg::greater<int>());",
			"int r = __cg_reduce ( w , v , 2 ) ;"},
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

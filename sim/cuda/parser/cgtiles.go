package parser

import (
	"slices"
	"strconv"

	"simtlab/sim/cuda/token"
)

// Cooperative-group tiles are lowered to one built-in tile type,
// thread_block_tile, whose value holds the tile's size (the lab runs a
// tile's lanes together, so the size is all a tile needs):
//
//	cg::thread_block_tile<32> t = cg::tiled_partition<32>(block);
//
// becomes `thread_block_tile t = __tiled_partition(block, 32);`; the
// run-time form cg::tiled_partition(block, 32) stays, as it gives a
// thread_group. cg::reduce(g, v, cg::plus<int>()) becomes __cg_reduce(g, v,
// 0), the functor an operation code (cgOps), and cg::inclusive_scan and
// cg::exclusive_scan become __cg_inclusive_scan and __cg_exclusive_scan;
// the cg:: qualifier tells these from a program's own plus or reduce.
// Group methods (t.shfl_down, t.thread_rank ...) are built-ins named
// thread_block_tile.method.

// cgOps are the operation codes of cg::reduce's functors.
var cgOps = map[string]int{"plus": 0, "less": 1, "greater": 2, "bit_and": 3, "bit_or": 4, "bit_xor": 5}

// cgQualified lowers the names that follow a cooperative_groups:: (or alias)
// qualifier at toks[i] (the name after the qualifier); it returns the
// tokens to emit and how many it consumed (0: not one of them).
func cgQualified(toks []token.Token, i int) ([]token.Token, int) {
	t := toks[i]
	if t.Kind != token.Ident {
		return nil, 0
	}
	if t.Text == "reduce" || t.Text == "inclusive_scan" || t.Text == "exclusive_scan" {
		r := t
		r.Text = "__cg_" + t.Text
		if userReduceOp(toks, i) {
			r.Text = map[string]string{"reduce": CGReduceFn, "inclusive_scan": CGInclusiveScanFn, "exclusive_scan": CGExclusiveScanFn}[t.Text]
		}
		return []token.Token{r}, 1
	}
	return cgFunctor(toks, i)
}

// cgFunctor lowers the functor plus<T>() (less, greater, bit_and, bit_or,
// bit_xor) at toks[i] to its operation code, as cgQualified does; n is 0
// when it is not one.
func cgFunctor(toks []token.Token, i int) (repl []token.Token, n int) {
	t := toks[i]
	if t.Kind != token.Ident {
		return nil, 0
	}
	op, ok := cgOps[t.Text]
	if !ok || i+1 >= len(toks) || toks[i+1].Kind != token.Lss {
		return nil, 0
	}
	end := closeAngle(toks, i+1)
	if end < 0 || end+2 >= len(toks) || toks[end+1].Kind != token.LParen || toks[end+2].Kind != token.RParen {
		return nil, 0
	}
	lit := t
	lit.Kind, lit.Text = token.Int, strconv.Itoa(op)
	return []token.Token{lit}, end + 3 - i
}

// builtinCGAlgorithm reports whether name is the lowered cg::reduce or
// scan that takes a functor as an operation code.
func builtinCGAlgorithm(name string) bool {
	return name == "__cg_reduce" || name == "__cg_inclusive_scan" || name == "__cg_exclusive_scan"
}

// cgFunctorPrefix names the lab's struct template for a cg functor
// (cg::less<int> is __cg_less<int>) where a program passes it on rather
// than to a reduce or a scan: a reduce of the program's own operation
// (CGReduceFn) calls it then.
const cgFunctorPrefix = "__cg_"

// CGReduceFn is cg::reduce with an operation of the program's own (a
// lambda, a functor object): a function template of the lab's
// (check/csource.go) that reduces by halving shfl_xor steps, as
// cooperative_groups/details/reduce.h does for such an operation.
const CGReduceFn = "__cg_reduce_fn"

// CGInclusiveScanFn and CGExclusiveScanFn are cg::inclusive_scan and
// cg::exclusive_scan with an operation of the program's own, function
// templates of the lab's as CGReduceFn is.
const (
	CGInclusiveScanFn = "__cg_inclusive_scan_fn"
	CGExclusiveScanFn = "__cg_exclusive_scan_fn"
)

// userReduceOp reports whether the call reduce(g, v, op) (or a scan) at
// toks[i] takes an operation that is none of cg's functors (cgOps).
func userReduceOp(toks []token.Token, i int) bool {
	if i+1 >= len(toks) || toks[i+1].Kind != token.LParen {
		return false
	}
	end := matchingClose(toks, i+1, token.LParen, token.RParen) // a lambda's braces and ';' inside
	if end < 0 {
		return false
	}
	args := splitArgs(toks[i+2 : end])
	if len(args) != 3 || len(args[2]) == 0 {
		return false
	}
	op := args[2]
	for j := 0; j+1 < len(op) && j < 4; j++ {
		if _, known := cgOps[op[j].Text]; known && op[j].Kind == token.Ident && op[j+1].Kind == token.Lss {
			return false
		}
	}
	return true
}

// closeAngle returns the index of the '>' closing the '<' at toks[open],
// or -1 (a ';' or a brace comes first).
func closeAngle(toks []token.Token, open int) int {
	return matchingClose(toks, open, token.Lss, token.Gtr, token.Semi, token.LBrace, token.RBrace)
}

// lowerCGTiles rewrites thread_block_tile<N> to thread_block_tile and
// tiled_partition<N>(args) to __tiled_partition(args, N).
func lowerCGTiles(toks []token.Token) []token.Token {
	has := false
	for _, t := range toks {
		if t.Kind == token.Ident && (t.Text == "thread_block_tile" || t.Text == "tiled_partition") {
			has = true
			break
		}
	}
	if !has {
		return toks
	}
	out := make([]token.Token, 0, len(toks))
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.Kind != token.Ident || i+1 >= len(toks) || toks[i+1].Kind != token.Lss {
			out = append(out, t)
			continue
		}
		end := closeAngle(toks, i+1)
		switch {
		case end > 0 && t.Text == "thread_block_tile":
			out = append(out, t)
			i = end
		case end > 0 && t.Text == "tiled_partition" && end+1 < len(toks) && toks[end+1].Kind == token.LParen:
			close := closeParen(toks, end+1)
			if close < 0 {
				out = append(out, t)
				continue
			}
			p := t
			p.Text = "__tiled_partition"
			out = append(out, p)
			out = append(out, toks[end+1:close]...)
			comma := toks[close]
			comma.Kind, comma.Text = token.Comma, ","
			out = append(out, comma)
			out = append(out, toks[i+2:end]...)
			out = append(out, toks[close])
			i = close
		default:
			out = append(out, t)
		}
	}
	return out
}

// closeParen returns the index of the ')' closing the '(' at toks[open],
// or -1 (a ';' or a brace comes first).
func closeParen(toks []token.Token, open int) int {
	return matchingClose(toks, open, token.LParen, token.RParen, token.Semi, token.LBrace, token.RBrace)
}

// matchingClose returns the index of the closeK token that closes the
// openK token at toks[open], or -1 when one of stops or the end comes
// first.
func matchingClose(toks []token.Token, open int, openK, closeK token.Kind, stops ...token.Kind) int {
	depth := 0
	for j := open; j < len(toks) && toks[j].Kind != token.EOF; j++ {
		switch k := toks[j].Kind; {
		case k == openK:
			depth++
		case k == closeK:
			if depth--; depth == 0 {
				return j
			}
		case slices.Contains(stops, k):
			return -1
		}
	}
	return -1
}

// splitAngleCloses splits `>>` into two `>` where it closes two template
// argument lists (C++11: vector<vector<int>>), and `>>>` into three. A `<` opens a list only
// after the name of a template: one the program declares, or a container
// or helper the lab provides, so a shift such as a < b >> c is left alone.
func splitAngleCloses(toks []token.Token) []token.Token {
	names := map[string]bool{"vector": true, "array": true, "numeric_limits": true, "thread_block_tile": true,
		"duration": true, "duration_cast": true, "pair": true, "tuple": true, "list": true, "optional": true, "map": true, "set": true, "deque": true,
		"queue": true, "stack": true, "priority_queue": true, "unique_ptr": true, "shared_ptr": true,
		"static_cast": true, "reinterpret_cast": true, "const_cast": true, "function": true} // static_cast<make_unsigned_t<T>>(v)
	for name := range functionObjects {
		names[name] = true
	}
	for name := range Traits { // is_same<Op, A<T>>::value
		names[name], names[name+"_v"] = true, true
	}
	for name := range TypeTraits { // make_unsigned_t<vector<int>::size_type>
		names[name], names[name+"_t"] = true, true
	}
	names["conditional"], names["conditional_t"] = true, true
	names["enable_if"], names["enable_if_t"] = true, true
	has := false
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].Kind == token.Shr || toks[i].Kind == token.LaunchClose {
			has = true
		}
		if toks[i].Kind != token.Ident || toks[i].Text != "template" || toks[i+1].Kind != token.Lss {
			continue
		}
		end := closeAngle(toks, i+1)
		if end < 0 {
			continue
		}
		for j := end + 1; j+1 < len(toks); j++ {
			t := toks[j]
			if t.Kind == token.Ident && (t.Text == "struct" || t.Text == "class" || t.Text == "using") && toks[j+1].Kind == token.Ident {
				names[toks[j+1].Text] = true // a struct or alias template
				break
			}
			if toks[j+1].Kind == token.LParen && t.Kind == token.Ident {
				names[t.Text] = true
				break
			}
			if t.Kind == token.Semi || t.Kind == token.LBrace {
				break
			}
		}
	}
	if !has {
		return toks
	}
	out := make([]token.Token, 0, len(toks))
	open := 0 // template argument lists open here
	for i, t := range toks {
		switch t.Kind {
		case token.Lss:
			if i > 0 && toks[i-1].Kind == token.Ident && (names[toks[i-1].Text] || toks[i-1].Text == "template") {
				open++
			}
		case token.Gtr:
			if open > 0 {
				open--
			}
		case token.Shr, token.LaunchClose:
			// >> closing two lists, >>> three (map<int, vector<pair<int, int>>>)
			n := 2
			if t.Kind == token.LaunchClose {
				n = 3
			}
			if open >= n {
				for k := 0; k < n; k++ {
					g := t
					g.Kind, g.Text = token.Gtr, ">"
					g.Pos.Col += int32(k)
					out = append(out, g)
				}
				open -= n
				continue
			}
		case token.Semi, token.LBrace, token.RBrace:
			open = 0
		}
		out = append(out, t)
	}
	return out
}

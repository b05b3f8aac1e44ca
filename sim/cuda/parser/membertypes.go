package parser

import "simtlab/sim/cuda/token"

// The member types of the standard containers that programs spell out
// (std::vector<int>::iterator it = v.begin(), std::string::size_type n),
// written as the types the lab's containers use: iterators are element
// pointers (parser/containers.go, stdmap.go, stdstring.go). The lab has no
// member typedefs of its own, so this is a token pass on the container
// names, before struct templates are instantiated.
//
//	vector<T>::iterator, const_iterator, pointer -> T *
//	vector<T>::value_type, reference             -> T, T &
//	vector<T>::size_type, difference_type        -> unsigned long, long
//	array<T, N>::...                             -> the same
//	map<K, V>::iterator, const_iterator          -> pair<K, V> *
//	map<K, V>::key_type, mapped_type, value_type -> K, V, pair<K, V>
//	string::iterator, size_type, value_type      -> char *, unsigned long, char
//	X::reverse_iterator, const_reverse_iterator  -> reverse_iterator<element> (parser/reverseiter.go)
//	list<T>::iterator, const_iterator            -> list_iterator<T> (parser/stdlist.go)

func lowerMemberTypes(toks []token.Token) []token.Token {
	has := false
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].Kind == token.Gtr && toks[i+1].Kind == token.ColonColon ||
			toks[i].Kind == token.Ident && toks[i].Text == "string" && toks[i+1].Kind == token.ColonColon {
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
		if t.Kind == token.Ident && i+2 < len(toks) && toks[i+1].Kind == token.ColonColon && toks[i+2].Kind == token.Ident && t.Text == "string" {
			if repl := stringMemberType(toks[i+2].Text, t); repl != nil {
				out = append(out, repl...)
				i += 2
				continue
			}
		}
		if t.Kind == token.Ident && (t.Text == "vector" || t.Text == "array" || t.Text == "map" || t.Text == "set" || t.Text == "list") && i+1 < len(toks) && toks[i+1].Kind == token.Lss {
			args, gt, ok := nestedTemplateArgs(toks, i+1)
			if ok && gt+2 < len(toks) && toks[gt+1].Kind == token.ColonColon && toks[gt+2].Kind == token.Ident {
				if repl := containerMemberType(t, args, toks[gt+2].Text); repl != nil {
					out = append(out, repl...)
					i = gt + 2
					continue
				}
			}
		}
		out = append(out, t)
	}
	return out
}

func stringMemberType(member string, at token.Token) []token.Token {
	switch member {
	case "iterator", "const_iterator", "pointer":
		return synth(at, "char *")
	case "size_type":
		return synth(at, "unsigned long")
	case "difference_type":
		return synth(at, "long")
	case "value_type":
		return synth(at, "char")
	case "reverse_iterator", "const_reverse_iterator":
		return synth(at, "reverse_iterator<char>")
	}
	return nil
}

func containerMemberType(at token.Token, args [][]token.Token, member string) []token.Token {
	if len(args) == 0 {
		return nil
	}
	join := func(parts ...[]token.Token) []token.Token {
		var out []token.Token
		for _, p := range parts {
			out = append(out, p...)
		}
		return out
	}
	switch member {
	case "size_type":
		return synth(at, "unsigned long")
	case "difference_type":
		return synth(at, "long")
	}
	if at.Text == "list" {
		switch member {
		case "iterator", "const_iterator":
			return join(synth(at, "list_iterator <"), args[0], synth(at, ">"))
		case "value_type":
			return args[0]
		case "reference":
			return join(args[0], synth(at, "&"))
		}
		return nil
	}
	if at.Text == "set" {
		switch member {
		case "iterator", "const_iterator":
			return join(synth(at, "const"), args[0], synth(at, "*"))
		case "reverse_iterator", "const_reverse_iterator":
			return join(synth(at, "reverse_iterator <"), args[0], synth(at, ">"))
		case "key_type", "value_type":
			return args[0]
		}
		return nil
	}
	if at.Text == "map" {
		if len(args) != 2 {
			return nil
		}
		pair := join(synth(at, "pair <"), args[0], synth(at, ","), args[1], synth(at, ">"))
		switch member {
		case "iterator", "const_iterator":
			return join(pair, synth(at, "*"))
		case "reverse_iterator", "const_reverse_iterator":
			return join(synth(at, "reverse_iterator <"), pair, synth(at, ">"))
		case "key_type":
			return args[0]
		case "mapped_type":
			return args[1]
		case "value_type":
			return pair
		}
		return nil
	}
	switch member {
	case "iterator", "const_iterator", "pointer":
		return join(args[0], synth(at, "*"))
	case "value_type":
		return args[0]
	case "reference":
		return join(args[0], synth(at, "&"))
	case "reverse_iterator", "const_reverse_iterator":
		return join(synth(at, "reverse_iterator <"), args[0], synth(at, ">"))
	}
	return nil
}

// nestedTemplateArgs splits `< args >` at toks[open] into its arguments,
// which may be template instances themselves (vector<vector<int>>), and
// returns the index of the closing '>'.
func nestedTemplateArgs(toks []token.Token, open int) ([][]token.Token, int, bool) {
	end := closeAngle(toks, open)
	if end < 0 {
		return nil, 0, false
	}
	var args [][]token.Token
	var cur []token.Token
	depth := 0
	for _, t := range toks[open+1 : end] {
		switch t.Kind {
		case token.Lss, token.LParen, token.LBrack:
			depth++
		case token.Gtr, token.RParen, token.RBrack:
			depth--
		case token.Comma:
			if depth == 0 {
				args = append(args, cur)
				cur = nil
				continue
			}
		}
		cur = append(cur, t)
	}
	if len(cur) > 0 {
		args = append(args, cur)
	}
	return args, end, true
}

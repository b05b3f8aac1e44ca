package parser

import (
	"simtlab/sim/cuda/token"
)

// std::chrono, which programs use only to time their code, is lowered to
// the host's clock() (microseconds of modelled host time): a time point is a
// long count of nanoseconds.
//
//	chrono::high_resolution_clock::now()            -> (clock() * 1000L)
//	chrono::steady_clock::time_point t              -> long t
//	chrono::duration<double, milli>(t1 - t0).count() -> ((double)(t1 - t0) / 1e6)
//	chrono::duration_cast<chrono::microseconds>(d).count() -> ((long)(d) / 1000L)
//
// (std:: was dropped before; `using namespace std::chrono` leaves the names
// without chrono::, which the patterns accept too.)

var clockNames = map[string]bool{"high_resolution_clock": true, "steady_clock": true, "system_clock": true}

// nanosPer gives the nanoseconds of one tick of a ratio or duration name.
var nanosPer = map[string]string{
	"nano": "1", "micro": "1e3", "milli": "1e6", "": "1e9",
	"nanoseconds": "1L", "microseconds": "1000L", "milliseconds": "1000000L", "seconds": "1000000000L",
}

func lowerChrono(toks []token.Token) []token.Token {
	has := false
	for _, t := range toks {
		if t.Kind == token.Ident && (clockNames[t.Text] || t.Text == "duration" || t.Text == "duration_cast" || unitNames[t.Text]) {
			has = true
			break
		}
	}
	if !has {
		return toks
	}
	toks = lowerChronoVars(toks)
	out := make([]token.Token, 0, len(toks))
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		j := i
		// an optional chrono:: qualifier
		if t.Kind == token.Ident && t.Text == "chrono" && j+1 < len(toks) && toks[j+1].Kind == token.ColonColon {
			j += 2
		}
		if j >= len(toks) || toks[j].Kind != token.Ident {
			out = append(out, t)
			continue
		}
		name := toks[j].Text
		switch {
		case clockNames[name] && j+2 < len(toks) && toks[j+1].Kind == token.ColonColon && toks[j+2].Kind == token.Ident:
			member := toks[j+2].Text
			if member == "now" && j+4 < len(toks) && toks[j+3].Kind == token.LParen && toks[j+4].Kind == token.RParen {
				out = append(out, synth(t, "(clock() * 1000L)")...)
				i = j + 4
				continue
			}
			if member == "time_point" || member == "duration" || member == "rep" {
				out = append(out, synth(t, "long")...)
				i = j + 2
				continue
			}
		case name == "duration" || name == "duration_cast":
			if repl, end := chronoCount(toks, j, name, t); end > 0 {
				out = append(out, repl...)
				i = end
				continue
			}
		}
		out = append(out, t)
	}
	return out
}

// chronoCount matches duration<T[, ratio]>(x).count() or
// duration_cast<unit>(x).count() at toks[j].
func chronoCount(toks []token.Token, j int, name string, at token.Token) ([]token.Token, int) {
	if j+1 >= len(toks) || toks[j+1].Kind != token.Lss {
		return nil, 0
	}
	args, gt, ok := templateArgsAt(toks, j+1)
	if !ok && name == "duration_cast" {
		// duration_cast<duration<double>>(d), nested: the duration itself
		if gt = closeAngle(toks, j+1); gt > 0 {
			a := toks[j+2 : gt]
			if len(a) > 2 && a[0].Kind == token.Ident && a[0].Text == "chrono" && a[1].Kind == token.ColonColon {
				a = a[2:]
			}
			if len(a) > 2 && a[0].Kind == token.Ident && a[0].Text == "duration" && a[1].Kind == token.Lss {
				if inner, _, innerOK := templateArgsAt(a, 1); innerOK && len(inner) > 0 {
					name, args, ok = "duration", inner, true
				}
			}
		}
	}
	if !ok || len(args) == 0 || gt+1 >= len(toks) || toks[gt+1].Kind != token.LParen {
		return nil, 0
	}
	// the parenthesised operand
	depth, end := 0, -1
	for k := gt + 1; k < len(toks); k++ {
		switch toks[k].Kind {
		case token.LParen:
			depth++
		case token.RParen:
			depth--
		case token.EOF:
			return nil, 0
		}
		if depth == 0 {
			end = k
			break
		}
	}
	if end < 0 {
		return nil, 0
	}
	operand := toks[gt+1 : end+1]
	if end+4 >= len(toks) || toks[end+1].Kind != token.Dot || toks[end+2].Kind != token.Ident ||
		toks[end+2].Text != "count" || toks[end+3].Kind != token.LParen || toks[end+4].Kind != token.RParen {
		// a duration value, still in nanoseconds (chronovars.go): a cast
		// to a unit drops what is below one tick of it
		if out := durationNanos(name, args, operand, at); out != nil {
			return out, end
		}
		return nil, 0
	}
	var typ []token.Token
	var unit string
	if name == "duration" {
		typ = args[0]
		if len(args) > 1 {
			unit = lastIdent(args[1])
		}
	} else {
		typ = synth(at, "long")
		unit = lastIdent(args[0])
	}
	per, ok := nanosPer[unit]
	if !ok {
		return nil, 0
	}
	var out []token.Token
	out = append(out, synth(at, "((")...)
	out = append(out, typ...)
	out = append(out, synth(at, ")")...)
	out = append(out, operand...)
	out = append(out, synth(at, "/ "+per+")")...)
	return out, end + 4
}

func lastIdent(ts []token.Token) string {
	for k := len(ts) - 1; k >= 0; k-- {
		if ts[k].Kind == token.Ident {
			return ts[k].Text
		}
	}
	return ""
}

// synth scans src into tokens placed at at's position.
func synth(at token.Token, src string) []token.Token {
	var out []token.Token
	for _, t := range tokenizeQuiet(src) {
		t.Pos = at.Pos
		out = append(out, t)
	}
	return out
}

// durationNanos is duration_cast<unit>(x) or duration<T[, r]>(x) as a
// value in nanoseconds: ((long)(x) / per * per) or ((T)(x)).
func durationNanos(name string, args [][]token.Token, operand []token.Token, at token.Token) []token.Token {
	if name == "duration" {
		out := append(synth(at, "(("), args[0]...)
		out = append(out, synth(at, ")")...)
		out = append(out, operand...)
		return append(out, synth(at, ")")...)
	}
	per, ok := nanosPer[lastIdent(args[0])]
	if !ok || !unitNames[lastIdent(args[0])] {
		return nil
	}
	out := append(synth(at, "((long)"), operand...)
	return append(out, synth(at, "/ "+per+" * "+per+")")...)
}

package parser

import "simtlab/sim/cuda/token"

// Duration variables of std::chrono (see chrono.go): a variable declared
// as duration<T[, ratio]>, as one of the unit names (milliseconds, ...) or
// as auto from duration_cast<unit>(x) or duration<T, ratio>(x) holds
// nanoseconds, like every lowered duration; its count() divides by its
// unit:
//
//	duration<double, milli> ms = t1 - t0;  -> double ms = t1 - t0;
//	ms.count()                             -> ((double)(ms) / 1e6)
//	auto us = duration_cast<microseconds>(d); -> auto us = ((long)(d) / 1000L * 1000L);
//
// Names are matched as written, without scopes.

// chronoVar is a duration variable's count type and nanoseconds per tick.
type chronoVar struct {
	typ []token.Token
	per string
}

var unitNames = map[string]bool{"nanoseconds": true, "microseconds": true, "milliseconds": true, "seconds": true}

// integralPer gives nanoseconds per tick of a ratio as an integer literal,
// for durations counted in an integer type.
var integralPer = map[string]string{"nano": "1L", "micro": "1000L", "milli": "1000000L", "": "1000000000L"}

func lowerChronoVars(toks []token.Token) []token.Token {
	vars := map[string]chronoVar{}
	out := make([]token.Token, 0, len(toks))
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		j := i
		if t.Kind == token.Ident && t.Text == "chrono" && j+1 < len(toks) && toks[j+1].Kind == token.ColonColon {
			j += 2
		}
		if j < len(toks) && toks[j].Kind == token.Ident {
			if v, end, ok := durationDecl(toks, j); ok {
				vars[toks[end].Text] = v
				out = append(out, v.typ...)
				i = end - 1 // the name comes next
				continue
			}
			// auto name = duration_cast<unit>(x) or duration<T, r>(x), without count()
			if toks[j].Text == "auto" && j+3 < len(toks) && toks[j+1].Kind == token.Ident && toks[j+2].Kind == token.Assign {
				k := j + 3
				if toks[k].Kind == token.Ident && toks[k].Text == "chrono" && k+1 < len(toks) && toks[k+1].Kind == token.ColonColon {
					k += 2
				}
				if v, ok := durationValue(toks, k); ok {
					vars[toks[j+1].Text] = v
				}
			}
		}
		// name.count() of a duration variable
		if v, ok := vars[t.Text]; ok && t.Kind == token.Ident && i+4 < len(toks) && toks[i+1].Kind == token.Dot &&
			toks[i+2].Kind == token.Ident && toks[i+2].Text == "count" && toks[i+3].Kind == token.LParen && toks[i+4].Kind == token.RParen {
			out = append(out, synth(t, "((")...)
			out = append(out, v.typ...)
			out = append(out, synth(t, ")")...)
			out = append(out, t)
			out = append(out, synth(t, "/ "+v.per+")")...)
			i += 4
			continue
		}
		out = append(out, t)
	}
	return out
}

// durationDecl matches a declaration's type duration<T[, r]> or a unit
// name at toks[j] followed by a variable name; end is the name's index.
func durationDecl(toks []token.Token, j int) (chronoVar, int, bool) {
	name := toks[j].Text
	if unitNames[name] {
		if j+2 < len(toks) && toks[j+1].Kind == token.Ident && isDeclEnd(toks[j+2].Kind) {
			return chronoVar{synth(toks[j], "long"), nanosPer[name]}, j + 1, true
		}
		return chronoVar{}, 0, false
	}
	if name != "duration" || j+1 >= len(toks) || toks[j+1].Kind != token.Lss {
		return chronoVar{}, 0, false
	}
	v, gt, ok := durationArgs(toks, j)
	if !ok || gt+2 >= len(toks) || toks[gt+1].Kind != token.Ident || !isDeclEnd(toks[gt+2].Kind) {
		return chronoVar{}, 0, false
	}
	return v, gt + 1, true
}

// durationValue matches duration_cast<unit>(...) or duration<T[, r]>(...)
// at toks[k] that is not followed by .count(): the value's type.
func durationValue(toks []token.Token, k int) (chronoVar, bool) {
	if k+1 >= len(toks) || toks[k].Kind != token.Ident || toks[k+1].Kind != token.Lss {
		return chronoVar{}, false
	}
	switch toks[k].Text {
	case "duration_cast":
		args, _, ok := templateArgsAt(toks, k+1)
		if !ok || len(args) != 1 {
			return chronoVar{}, false
		}
		per, ok := nanosPer[lastIdent(args[0])]
		if !ok || !unitNames[lastIdent(args[0])] {
			return chronoVar{}, false
		}
		return chronoVar{synth(toks[k], "long"), per}, true
	case "duration":
		v, _, ok := durationArgs(toks, k)
		return v, ok
	}
	return chronoVar{}, false
}

// durationArgs reads duration<T[, ratio]> at toks[j]; gt is the '>'.
func durationArgs(toks []token.Token, j int) (chronoVar, int, bool) {
	args, gt, ok := templateArgsAt(toks, j+1)
	if !ok || len(args) == 0 || len(args) > 2 {
		return chronoVar{}, 0, false
	}
	unit := ""
	if len(args) > 1 {
		unit = lastIdent(args[1])
	}
	per, ok := nanosPer[unit]
	if !ok {
		return chronoVar{}, 0, false
	}
	if typ := lastIdent(args[0]); typ != "float" && typ != "double" {
		per = integralPer[unit]
	}
	return chronoVar{args[0], per}, gt, true
}

func isDeclEnd(k token.Kind) bool {
	return k == token.Assign || k == token.Semi || k == token.LParen || k == token.LBrace || k == token.Comma
}

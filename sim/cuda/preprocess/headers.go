package preprocess

import (
	"embed"

	"simtlab/sim/cuda/scanner"
	"simtlab/sim/cuda/token"
)

// The CUDA samples' helper headers (helper_cuda.h and the headers it
// needs, helper_math.h) are part of many real programs. Their declarations
// are C++ source that the lab runs like the program's own, so they are
// built in as source (headers/) and read where the program includes them,
// once.
//
// Every token of such a header takes the position of the #include line:
// a lab program is one file, and an error inside a header, or a step
// through its code, points there.

//go:embed headers/*.h
var builtinHeaders embed.FS

// includeBuiltin reads the built-in header name into the output, and
// reports whether there is one of that name.
func (p *Preprocessor) includeBuiltin(name string, at token.Pos) bool {
	if name == "cstdarg" || name == "stdarg.h" {
		// not named stdarg.h: nvcc builds of the lab's programs take
		// helper_cuda.h from headers/, where a stdarg.h would hide the
		// system's
		name = "simtlab_stdarg.h"
	}
	src, err := builtinHeaders.ReadFile("headers/" + name)
	if err != nil {
		return false
	}
	if p.included[name] {
		return true
	}
	if p.included == nil {
		p.included = map[string]bool{}
	}
	p.included[name] = true
	sc := scanner.New(name, src, p.errs)
	var run, line []token.Token
	flush := func() {
		if len(run) > 0 {
			p.expandInto(run)
			run = run[:0]
		}
	}
	for tok := sc.Next(); tok.Kind != token.EOF && !p.fatal; {
		line = line[:0]
		for tok.Kind != token.Newline && tok.Kind != token.EOF {
			tok.Pos = at
			line = append(line, tok)
			tok = sc.Next()
		}
		if tok.Kind == token.Newline {
			tok = sc.Next()
		}
		switch {
		case len(line) == 0:
		case line[0].Kind == token.Hash:
			flush()
			p.directive(line)
		case p.active():
			run = append(run, line...)
		default:
			flush()
		}
	}
	flush()
	return true
}

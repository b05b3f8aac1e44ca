// Package mathml converts the subset of TeX math that lessons use into
// MathML, which browsers render natively: no script, no font download, no
// server. It is also a goldmark extension for $…$ and $$…$$.
//
// The subset: letters, numbers, operators, groups, ^ and _, \frac, \dfrac,
// \tfrac, \sqrt (with an index), \binom, \text, \mathrm, \mathbf, \mathit,
// \operatorname, \left…\right, accents (\hat, \bar, \overline, \vec,
// \tilde), spacing, Greek letters, the common relation and operator
// symbols, function names, and the aligned, cases and matrix environments.
// Anything else is an error naming the command, so a pack check finds it.
package mathml

import (
	"fmt"
	"html"
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxDepth bounds nesting so hostile input cannot exhaust the stack.
const maxDepth = 64

// Convert turns TeX math into a <math> element; display selects block layout.
func Convert(tex string, display bool) (string, error) {
	p := &texParser{src: tex, display: display}
	body, err := p.parseList("")
	if err != nil {
		return "", err
	}
	var b strings.Builder
	b.WriteString(`<math xmlns="http://www.w3.org/1998/Math/MathML"`)
	if display {
		b.WriteString(` display="block"`)
	}
	b.WriteString("><semantics><mrow>")
	b.WriteString(body)
	b.WriteString(`</mrow><annotation encoding="application/x-tex">`)
	b.WriteString(html.EscapeString(tex))
	b.WriteString("</annotation></semantics></math>")
	return b.String(), nil
}

type texParser struct {
	src     string
	pos     int
	depth   int
	display bool
}

func (p *texParser) errorf(format string, args ...any) error {
	return fmt.Errorf("math: "+format, args...)
}

func (p *texParser) skipSpace() {
	for p.pos < len(p.src) && (p.src[p.pos] == ' ' || p.src[p.pos] == '\t' || p.src[p.pos] == '\n' || p.src[p.pos] == '\r') {
		p.pos++
	}
}

// peekCommand returns the control sequence at pos ("\\frac", "\\,") or "".
func (p *texParser) peekCommand() string {
	if p.pos >= len(p.src) || p.src[p.pos] != '\\' {
		return ""
	}
	end := p.pos + 1
	for end < len(p.src) && isASCIILetter(p.src[end]) {
		end++
	}
	if end == p.pos+1 && end < len(p.src) {
		_, size := utf8.DecodeRuneInString(p.src[end:])
		end += size
	}
	return p.src[p.pos:end]
}

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// parseList parses atoms with their scripts until end of input, "}" or a
// terminator command (for \left…\right and environments: "\\right", "&",
// "\\\\", "\\end"). stop names what the caller waits for, for messages.
func (p *texParser) parseList(stop string) (string, error) {
	p.depth++
	defer func() { p.depth-- }()
	if p.depth > maxDepth {
		return "", p.errorf("nested too deeply")
	}
	var b strings.Builder
	for {
		p.skipSpace()
		if p.pos >= len(p.src) {
			if stop != "" {
				return "", p.errorf("missing %s", stop)
			}
			return b.String(), nil
		}
		c := p.src[p.pos]
		if c == '}' {
			if stop != "}" {
				return "", p.errorf("unexpected }")
			}
			return b.String(), nil
		}
		if c == '&' || strings.HasPrefix(p.src[p.pos:], `\\`) || p.peekCommand() == `\right` || p.peekCommand() == `\end` {
			if stop == "}" || stop == "" {
				if c == '&' || strings.HasPrefix(p.src[p.pos:], `\\`) {
					return "", p.errorf("%q outside an aligned, cases or matrix environment", p.src[p.pos:p.pos+1+boolInt(c != '&')])
				}
				return "", p.errorf("%s without its opening", p.peekCommand())
			}
			return b.String(), nil
		}
		atom, big, err := p.parseAtom()
		if err != nil {
			return "", err
		}
		atom, err = p.parseScripts(atom, big)
		if err != nil {
			return "", err
		}
		b.WriteString(atom)
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// parseScripts attaches any ^ and _ that follow an atom.
func (p *texParser) parseScripts(base string, big bool) (string, error) {
	var sub, sup string
	for {
		p.skipSpace()
		if p.pos >= len(p.src) || (p.src[p.pos] != '^' && p.src[p.pos] != '_') {
			break
		}
		which := p.src[p.pos]
		p.pos++
		arg, err := p.parseArg()
		if err != nil {
			return "", err
		}
		if which == '^' {
			if sup != "" {
				return "", p.errorf("double superscript")
			}
			sup = arg
		} else {
			if sub != "" {
				return "", p.errorf("double subscript")
			}
			sub = arg
		}
	}
	under, over := "msub", "msup"
	both := "msubsup"
	if big && p.display {
		under, over, both = "munder", "mover", "munderover"
	}
	switch {
	case sub != "" && sup != "":
		return "<" + both + ">" + base + sub + sup + "</" + both + ">", nil
	case sub != "":
		return "<" + under + ">" + base + sub + "</" + under + ">", nil
	case sup != "":
		return "<" + over + ">" + base + sup + "</" + over + ">", nil
	}
	return base, nil
}

// parseArg reads one argument: a {group} or a single atom, as one mrow.
func (p *texParser) parseArg() (string, error) {
	p.skipSpace()
	if p.pos >= len(p.src) {
		return "", p.errorf("missing argument at end of formula")
	}
	if p.src[p.pos] == '{' {
		return p.parseGroup()
	}
	if c := p.src[p.pos]; c == '}' || c == '^' || c == '_' {
		return "", p.errorf("missing argument before %q", string(c))
	} else if c >= '0' && c <= '9' {
		p.pos++ // as in TeX, an argument without braces is one digit: \frac12
		return mn(string(c)), nil
	}
	a, _, err := p.parseAtom()
	return a, err
}

// parseGroup reads {…} as one <mrow>.
func (p *texParser) parseGroup() (string, error) {
	p.pos++ // {
	inner, err := p.parseList("}")
	if err != nil {
		return "", err
	}
	p.pos++ // }
	return "<mrow>" + inner + "</mrow>", nil
}

// rawGroup reads {…} as text, for \text and friends.
func (p *texParser) rawGroup() (string, error) {
	p.skipSpace()
	if p.pos >= len(p.src) || p.src[p.pos] != '{' {
		return "", p.errorf("expected {")
	}
	depth := 0
	for i := p.pos; i < len(p.src); i++ {
		switch p.src[i] {
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				s := p.src[p.pos+1 : i]
				p.pos = i + 1
				return s, nil
			}
		}
	}
	return "", p.errorf("missing }")
}

func mi(s string) string { return "<mi>" + html.EscapeString(s) + "</mi>" }
func mo(s string) string { return "<mo>" + html.EscapeString(s) + "</mo>" }
func mn(s string) string { return "<mn>" + html.EscapeString(s) + "</mn>" }

// parseAtom reads one atom; big reports a large operator (\sum, \max, …)
// whose scripts go under and over it in display math.
func (p *texParser) parseAtom() (atom string, big bool, err error) {
	c := p.src[p.pos]
	switch {
	case c == '{':
		a, err := p.parseGroup()
		return a, false, err
	case c >= '0' && c <= '9' || c == '.' && p.pos+1 < len(p.src) && p.src[p.pos+1] >= '0' && p.src[p.pos+1] <= '9':
		start := p.pos
		for p.pos < len(p.src) && (p.src[p.pos] >= '0' && p.src[p.pos] <= '9' || p.src[p.pos] == '.') {
			p.pos++
		}
		return mn(p.src[start:p.pos]), false, nil
	case isASCIILetter(c):
		p.pos++
		return mi(string(c)), false, nil
	case c == '\\':
		return p.parseCommand()
	case c == '~':
		p.pos++
		return `<mspace width="0.333em"></mspace>`, false, nil
	case c == '\'':
		p.pos++
		return mo("′"), false, nil
	case c == '-':
		p.pos++
		return mo("−"), false, nil
	case c == '*':
		p.pos++
		return mo("∗"), false, nil
	case strings.IndexByte("+=<>()[]|,;:!/.?@\"", c) >= 0:
		p.pos++
		return mo(string(c)), false, nil
	case c == '^' || c == '_':
		return "", false, p.errorf("%q needs something before it", string(c))
	case c == '#' || c == '$' || c == '%':
		return "", false, p.errorf("%q must be written \\%c", string(c), c)
	}
	r, size := utf8.DecodeRuneInString(p.src[p.pos:])
	p.pos += size
	if r == utf8.RuneError {
		return "", false, p.errorf("invalid UTF-8")
	}
	if unicode.IsLetter(r) {
		return mi(string(r)), false, nil
	}
	return mo(string(r)), false, nil
}

func (p *texParser) parseCommand() (string, bool, error) {
	cmd := p.peekCommand()
	p.pos += len(cmd)
	name := cmd[1:]
	if s, ok := letters[name]; ok {
		return mi(s), false, nil
	}
	if s, ok := uprightLetters[name]; ok {
		return `<mi mathvariant="normal">` + s + "</mi>", false, nil
	}
	if s, ok := symbols[name]; ok {
		return mo(s), false, nil
	}
	if s, ok := bigOps[name]; ok {
		return `<mo largeop="true" movablelimits="true">` + s + "</mo>", true, nil
	}
	if functions[name] {
		return mi(name), false, nil
	}
	if limitFunctions[name] {
		return `<mo movablelimits="true" form="prefix">` + name + "</mo>", true, nil
	}
	if w, ok := spaces[name]; ok {
		return `<mspace width="` + w + `"></mspace>`, false, nil
	}
	switch name {
	case "frac", "dfrac", "tfrac", "binom":
		num, err := p.parseArg()
		if err != nil {
			return "", false, err
		}
		den, err := p.parseArg()
		if err != nil {
			return "", false, err
		}
		if name == "binom" {
			return `<mrow><mo>(</mo><mfrac linethickness="0">` + num + den + `</mfrac><mo>)</mo></mrow>`, false, nil
		}
		return "<mfrac>" + num + den + "</mfrac>", false, nil
	case "sqrt":
		p.skipSpace()
		if p.pos < len(p.src) && p.src[p.pos] == '[' {
			end := strings.IndexByte(p.src[p.pos:], ']')
			if end < 0 {
				return "", false, p.errorf("\\sqrt[ without ]")
			}
			index, err := (&texParser{src: p.src[p.pos+1 : p.pos+end], depth: p.depth, display: p.display}).parseList("")
			if err != nil {
				return "", false, err
			}
			p.pos += end + 1
			arg, err := p.parseArg()
			if err != nil {
				return "", false, err
			}
			return "<mroot>" + arg + "<mrow>" + index + "</mrow></mroot>", false, nil
		}
		arg, err := p.parseArg()
		if err != nil {
			return "", false, err
		}
		return "<msqrt>" + arg + "</msqrt>", false, nil
	case "text", "textrm", "mbox", "textit", "textbf", "texttt":
		s, err := p.rawGroup()
		if err != nil {
			return "", false, err
		}
		open := "<mtext>"
		if v := textVariants[name]; v != "" {
			open = `<mtext mathvariant="` + v + `">`
		}
		return open + html.EscapeString(unescapeText(s)) + "</mtext>", false, nil
	case "mathrm", "mathbf", "mathit", "operatorname", "mathtt":
		s, err := p.rawGroup()
		if err != nil {
			return "", false, err
		}
		s = unescapeText(s)
		variant := map[string]string{"mathrm": "normal", "operatorname": "normal", "mathbf": "bold", "mathit": "italic", "mathtt": "monospace"}[name]
		return `<mi mathvariant="` + variant + `">` + html.EscapeString(s) + "</mi>", false, nil
	case "hat", "bar", "overline", "vec", "tilde", "dot":
		arg, err := p.parseArg()
		if err != nil {
			return "", false, err
		}
		acc := map[string]string{"hat": "^", "bar": "¯", "overline": "¯", "vec": "→", "tilde": "~", "dot": "˙"}[name]
		return `<mover accent="true">` + arg + `<mo stretchy="true">` + acc + "</mo></mover>", false, nil
	case "mathrel", "mathbin", "mathop", "mathord":
		// Spacing classes: MathML spaces operators itself, so keep the content.
		arg, err := p.parseArg()
		return arg, name == "mathop", err
	case "pmod":
		arg, err := p.parseArg()
		if err != nil {
			return "", false, err
		}
		return `<mrow><mo>(</mo><mo form="prefix">mod</mo>` + arg + `<mo>)</mo></mrow>`, false, nil
	case "left":
		open, err := p.delimiter()
		if err != nil {
			return "", false, err
		}
		inner, err := p.parseList(`\right`)
		if err != nil {
			return "", false, err
		}
		if p.peekCommand() != `\right` {
			return "", false, p.errorf("\\left without \\right")
		}
		p.pos += len(`\right`)
		closeDelim, err := p.delimiter()
		if err != nil {
			return "", false, err
		}
		return "<mrow>" + fence(open) + inner + fence(closeDelim) + "</mrow>", false, nil
	case "begin":
		return p.environment()
	case "right":
		return "", false, p.errorf("\\right without \\left")
	}
	return "", false, p.errorf("unknown command %s", cmd)
}

func fence(d string) string {
	if d == "" {
		return ""
	}
	return `<mo fence="true" stretchy="true">` + html.EscapeString(d) + "</mo>"
}

// delimiter reads the delimiter after \left or \right ("." is none).
func (p *texParser) delimiter() (string, error) {
	p.skipSpace()
	if p.pos >= len(p.src) {
		return "", p.errorf("missing delimiter after \\left or \\right")
	}
	if cmd := p.peekCommand(); cmd != "" {
		p.pos += len(cmd)
		if s, ok := delimiters[cmd[1:]]; ok {
			return s, nil
		}
		return "", p.errorf("%s is not a delimiter", cmd)
	}
	c := p.src[p.pos]
	p.pos++
	switch c {
	case '.':
		return "", nil
	case '(', ')', '[', ']', '|', '/':
		return string(c), nil
	}
	return "", p.errorf("%q is not a delimiter", string(c))
}

var environments = map[string][2]string{
	"aligned": {"", ""}, "align*": {"", ""}, "cases": {"{", ""}, "matrix": {"", ""},
	"pmatrix": {"(", ")"}, "bmatrix": {"[", "]"}, "vmatrix": {"|", "|"},
}

// environment reads \begin{name} … \end{name} as a table.
func (p *texParser) environment() (string, bool, error) {
	name, err := p.rawGroup()
	if err != nil {
		return "", false, err
	}
	delims, ok := environments[name]
	if !ok {
		return "", false, p.errorf("unknown environment %q", name)
	}
	var b strings.Builder
	b.WriteString("<mtable>")
	for {
		b.WriteString("<mtr>")
		for {
			cell, err := p.parseList(`\end{` + name + `}`)
			if err != nil {
				return "", false, err
			}
			b.WriteString("<mtd>" + cell + "</mtd>")
			if p.pos < len(p.src) && p.src[p.pos] == '&' {
				p.pos++
				continue
			}
			break
		}
		b.WriteString("</mtr>")
		if strings.HasPrefix(p.src[p.pos:], `\\`) {
			p.pos += 2
			continue
		}
		break
	}
	b.WriteString("</mtable>")
	if p.peekCommand() != `\end` {
		return "", false, p.errorf("missing \\end{%s}", name)
	}
	p.pos += len(`\end`)
	end, err := p.rawGroup()
	if err != nil {
		return "", false, err
	}
	if end != name {
		return "", false, p.errorf("\\begin{%s} ended by \\end{%s}", name, end)
	}
	return "<mrow>" + fence(delims[0]) + b.String() + fence(delims[1]) + "</mrow>", false, nil
}

var textVariants = map[string]string{"textit": "italic", "textbf": "bold", "texttt": "monospace"}

// textEscapes undoes TeX's escapes of special characters inside \text{…}.
var textEscapes = strings.NewReplacer(`\_`, "_", `\%`, "%", `\&`, "&", `\#`, "#", `\$`, "$", `\{`, "{", `\}`, "}")

func unescapeText(s string) string { return textEscapes.Replace(s) }

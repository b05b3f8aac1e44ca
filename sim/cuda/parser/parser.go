// Package parser turns preprocessed CUDA C tokens into an untyped syntax
// tree (package sim/cuda/ast). It handles C's declarations and statements,
// the CUDA qualifiers and launch syntax, and the C++ pieces lab programs
// use: templates (functions and kernels), named casts, references in
// parameters, bool/nullptr, and struct names used as types.
//
// Like C compilers, the parser tracks which identifiers name types
// (typedefs, struct tags, template type parameters and the built-in types
// of the headers) to tell declarations from expressions.
//
// Errors are collected in a diag.List; after an error the parser skips to
// the end of the statement or declaration and goes on, and reports at most
// one error per line so that one mistake does not produce a cascade.
package parser

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/builtins"
	"simtlab/sim/cuda/preprocess"
	"simtlab/sim/cuda/token"
	"simtlab/sim/diag"
)

// MaxNesting bounds the nesting of statements, expressions and declarators.
const MaxNesting = 256

// ParseFile preprocesses and parses src.
func ParseFile(filename string, src []byte, errs *diag.List) *ast.File {
	toks := preprocess.Process(filename, src, errs)
	return ParseTokens(filename, toks, errs)
}

// ParseTokens parses preprocessed tokens (ending with EOF).
func ParseTokens(filename string, toks []token.Token, errs *diag.List) *ast.File {
	toks = lowerAsm(toks, errs, filename)
	toks = lowerChrono(lowerTypeTraits(lowerNumericLimits(lowerLimitAliases(lowerUsingAliases(lowerAliasTemplates(hoistMemberTypedefs(lowerMemberEnums(hoistLocalStructs(flattenScopes(lowerNamespaceAliases(lowerCGTiles(lowerMemberTypes(lowerStdFunction(splitAngleCloses(stripNamespaces(stripAttributes(lowerOperatorNew(dropExplicitInstantiations(addSelfDefaultCtors(lowerInheritedCtors(toks))))))))))))))), errs, filename))))))
	toks = instantiateStructTemplates(withWMMA(withStdContainers(lowerBackInserters(withStdSet(withStdMap(withFunctional(withUniquePtr(withCudaAtomics(withStdString(withPosixTime(withLibc(withCuda3D(withTextures(withStdRandom(withStdQueues(withUnordered(withIostream(expandPacks(toks, errs, filename)))))))))))))))))), errs, filename)
	// the member typedefs of struct templates, now that their instances
	// are structs with their arguments in place
	toks = hoistMemberTypedefs(qualifyNestedClasses(lowerFunctionObjects(toks)))
	p := newParser(toks, errs)
	p.file = filename
	p.hoist = true
	f := &ast.File{Name: filename}
	for p.tok.Kind != token.EOF {
		before := p.i
		ds := p.topLevel()
		// prototypes written inside the functions just parsed go first
		f.Decls = append(append(f.Decls, p.hoisted...), ds...)
		p.hoisted = nil
		if p.i == before && p.tok.Kind != token.EOF {
			p.next() // always make progress
		}
	}
	return f
}

// ParseExpr parses src, an expression the lab writes (valid by
// construction), with every node at pos.
func ParseExpr(src string, pos diag.Pos) ast.Expr {
	at := token.Pos{Line: int32(pos.Line), Col: int32(pos.Col)}
	toks := tokenizeQuiet(src)
	for i := range toks {
		toks[i].Pos = at
	}
	var errs diag.List
	p := newParser(append(toks, token.Token{Kind: token.EOF, Pos: at}), &errs)
	p.file = pos.File
	return p.expr()
}

// ParseTemplate parses the tokens of one template definition again (see
// ast.FuncDecl.Source). names are the type and template names declared at
// file scope (see Names).
// values are the instance's integer arguments by parameter name, which
// loop bounds may name (partialunroll.go).
func ParseTemplate(toks []token.Token, names *FileNames, values map[string]int64, errs *diag.List) *ast.FuncDecl {
	p := newParser(toks, errs)
	p.file = names.File
	p.values = values
	for n := range names.Types {
		p.scopes[0][n] = true
	}
	for n := range names.Templates {
		p.templates[n] = true
	}
	if len(names.StaticFuncs) > 0 {
		p.staticFuncs = maps.Clone(names.StaticFuncs)
	}
	for n := range names.MemberTemplates {
		p.memberTemplates[n] = true
	}
	for _, d := range p.topLevel() {
		if fd, ok := d.(*ast.FuncDecl); ok {
			return fd
		}
	}
	return nil
}

type parser struct {
	values map[string]int64 // a template instance's integer arguments (ParseTemplate)
	// typeParams are the names of the templates' type parameters seen
	// (partialunroll.go takes them for arithmetic types)
	typeParams map[string]bool
	file       string
	toks       []token.Token
	i          int
	tok        token.Token
	errs       *diag.List
	lastErr    int // line of the last error, to report one error per line
	lastFile   string
	depth      int
	scopes     []map[string]bool // type names per scope; value false hides an outer type name
	templates  map[string]bool   // names of function templates
	// memberTemplates are the names of member function templates, so that
	// x.name<args>(...) parses as a call with template arguments
	memberTemplates map[string]bool
	pragma          string // a pending #pragma before a statement
	// pack is the member alignment #pragma pack sets for the structs
	// that follow (0: natural), packStack what push saved.
	pack      int64
	packStack []int64
	rangeFors int // range-for loops lowered so far, to name their indices
	launchCfg int // launch configurations being parsed: `>> >` closes one (launchClose)
	convStars int // the pointers of the conversion function operatorName read last

	// lines holds the structs by tag: their base and whether they are
	// polymorphic (inherit.go)
	lines map[string]*lineInfo
	// staticFuncs holds the static member functions declared so far, as
	// Tag::name, so that a definition outside the struct is not lowered
	// to a member function with an object
	staticFuncs map[string]bool
	// hoisted are the function prototypes declared inside a function body
	// (`int helper(int);`), which name a file-scope function as in C and
	// C++: they are placed before the top-level declaration that holds
	// them, where hoist is set (a whole file, not a template re-parsed
	// alone).
	hoisted []ast.Decl
	hoist   bool
	// classTags are the structs and classes defined so far, whose objects
	// new builds with their constructors, implicit ones too (newExpr)
	classTags map[string]bool
}

func newParser(toks []token.Token, errs *diag.List) *parser {
	p := &parser{toks: toks, errs: errs, scopes: []map[string]bool{{}}, templates: map[string]bool{}, memberTemplates: map[string]bool{}}
	if len(toks) == 0 || toks[len(toks)-1].Kind != token.EOF {
		p.toks = append(p.toks, token.Token{Kind: token.EOF})
	}
	p.tok = p.toks[0]
	p.skipPragmas()
	return p
}

// FileNames are the names that decide how a template's tokens parse.
type FileNames struct {
	File      string          // the file's name, for positions
	Types     map[string]bool // typedef names and struct/enum tags
	Templates map[string]bool // function templates
	// StaticFuncs are the static member functions (Tag::name), which a
	// definition of that name defines as plain functions
	StaticFuncs map[string]bool
	// MemberTemplates are the member function templates' own names
	// (get for Holder::get), which h.get<3>() calls
	MemberTemplates map[string]bool
}

// Names returns the type and template names declared at file scope (for
// ParseTemplate).
func Names(f *ast.File) *FileNames {
	fn := &FileNames{File: f.Name, Types: map[string]bool{}, Templates: map[string]bool{}, StaticFuncs: map[string]bool{},
		MemberTemplates: map[string]bool{}}
	names := fn.Types
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Template != nil {
				fn.Templates[d.Name] = true
			}
		case *ast.TypeDecl:
			if d.Spec.Storage == ast.StorageTypedef {
				for _, dc := range d.Declarators {
					names[dc.Name] = true
				}
			}
			addTags(d.Spec, names)
			addStatics(d.Spec, fn.StaticFuncs)
			addMemberTemplates(d.Spec, fn)
		case *ast.GlobalVars:
			for _, v := range d.Decls {
				addTags(v.Spec, names)
				addStatics(v.Spec, fn.StaticFuncs)
			}
		}
	}
	return fn
}

// addStatics adds the static member functions of the struct s declares.
func addStatics(s *ast.DeclSpec, statics map[string]bool) {
	if s == nil || s.Struct == nil || s.Struct.Tag == "" {
		return
	}
	for _, fd := range s.Struct.Methods {
		if fd.Receiver == "" && !fd.Ctor && strings.HasPrefix(fd.Name, s.Struct.Tag+"::") {
			statics[fd.Name] = true
		}
	}
}

// addMemberTemplates adds the member function templates of the struct s
// declares to names: a function template's body, parsed again for each
// instance, may call them with arguments (Sum::apply<T>(a, b),
// h.get<3>()).
func addMemberTemplates(s *ast.DeclSpec, names *FileNames) {
	if s == nil || s.Struct == nil {
		return
	}
	for _, fd := range s.Struct.Methods {
		if fd.Template == nil {
			continue
		}
		names.Templates[fd.Name] = true
		if i := strings.LastIndex(fd.Name, "::"); i >= 0 {
			names.MemberTemplates[fd.Name[i+2:]] = true
		}
	}
}

func addTags(s *ast.DeclSpec, names map[string]bool) {
	if s == nil {
		return
	}
	if s.Struct != nil && s.Struct.Tag != "" {
		names[s.Struct.Tag] = true
	}
	if s.Enum != nil && s.Enum.Tag != "" {
		names[s.Enum.Tag] = true
	}
}

// at turns a token position into a position in the file.
func (p *parser) at(tp token.Pos) diag.Pos { return tp.In(p.file) }

func (p *parser) next() {
	if p.i < len(p.toks)-1 {
		p.i++
	}
	p.tok = p.toks[p.i]
	p.skipPragmas()
}

// skipPragmas moves pragma tokens out of the way, remembering the last one
// for the statement that follows.
func (p *parser) skipPragmas() {
	for p.tok.Kind == token.Pragma {
		p.pragma = p.tok.Text
		p.packPragma(p.tok.Text)
		if p.i < len(p.toks)-1 {
			p.i++
		}
		p.tok = p.toks[p.i]
	}
}

// packPragma follows #pragma pack(n), pack(push[, n]), pack(pop) and
// pack(), as GCC does: n caps the alignment of the members of the structs
// defined after it (1 packs them without padding).
func (p *parser) packPragma(text string) {
	t := strings.ReplaceAll(text, " ", "")
	if !strings.HasPrefix(t, "pack(") || !strings.HasSuffix(t, ")") {
		return
	}
	args := strings.Split(t[len("pack("):len(t)-1], ",")
	value := func(s string) int64 {
		n, err := strconv.ParseInt(s, 0, 64)
		if err != nil || n <= 0 || n&(n-1) != 0 {
			return 0
		}
		return n
	}
	switch args[0] {
	case "push":
		p.packStack = append(p.packStack, p.pack)
		if len(args) > 1 {
			p.pack = value(args[len(args)-1])
		}
	case "pop":
		if n := len(p.packStack); n > 0 {
			p.pack, p.packStack = p.packStack[n-1], p.packStack[:n-1]
		}
	default:
		p.pack = value(args[0]) // pack() and pack(0) restore the natural alignment
	}
}

// packedAttribute consumes __attribute__((...)) and reports whether it
// says packed.
func (p *parser) packedAttribute() bool {
	packed := false
	if p.tok.Kind == token.Ident && p.tok.Text == "__attribute__" {
		p.next()
		start := p.i
		p.skipParens()
		for _, t := range p.toks[start:p.i] {
			packed = packed || t.Kind == token.Ident && (t.Text == "packed" || t.Text == "__packed__")
		}
	}
	return packed
}

// peek returns the token n places ahead (pragmas not skipped; they only
// occur between statements).
func (p *parser) peek(n int) token.Token {
	j := p.i + n
	if j >= len(p.toks) {
		return p.toks[len(p.toks)-1]
	}
	return p.toks[j]
}

func (p *parser) errorf(pos diag.Pos, format string, args ...any) {
	if pos.Line == p.lastErr && pos.File == p.lastFile {
		return
	}
	// Running into the end of the file after an earlier error (an
	// unterminated comment, string or macro call) is a consequence of it.
	if p.tok.Kind == token.EOF && len(*p.errs) > 0 && pos == p.at(p.tok.Pos) {
		return
	}
	// An earlier phase (scanner, preprocessor) may have reported this line
	// already; a second message would only be a consequence of the first.
	for i := len(*p.errs) - 1; i >= 0 && i >= len(*p.errs)-8; i-- {
		if d := (*p.errs)[i]; d.Pos.Line == pos.Line && d.Pos.File == pos.File {
			return
		}
	}
	p.lastErr, p.lastFile = pos.Line, pos.File
	p.errs.Add(pos, diag.KindSyntax, format, args...)
}

// describe names a token in a message.
func describe(t token.Token) string {
	switch t.Kind {
	case token.EOF:
		return "end of file"
	case token.Ident:
		return "'" + t.Text + "'"
	case token.Int, token.Float, token.Char, token.String:
		return t.Text
	}
	return "'" + t.Kind.String() + "'"
}

func (p *parser) got(k token.Kind) bool {
	if p.tok.Kind == k {
		p.next()
		return true
	}
	return false
}

// expect consumes a token of kind k, or reports what was expected.
func (p *parser) expect(k token.Kind, context string) diag.Pos {
	pos := p.at(p.tok.Pos)
	if p.tok.Kind == k {
		p.next()
		return pos
	}
	p.errExpected("'"+k.String()+"'", context)
	return pos
}

func (p *parser) errExpected(what, context string) {
	pos := p.at(p.tok.Pos)
	// For a missing ';' point just after the previous token, where it belongs.
	if what == "';'" && p.i > 0 {
		prev := p.toks[p.i-1]
		if p.at(prev.Pos).Line != p.at(p.tok.Pos).Line || p.tok.Kind == token.EOF {
			pos = p.at(prev.Pos)
			pos.Col += len(prev.Text)
			if prev.Text == "" {
				pos.Col += len(prev.Kind.String())
			}
		}
	}
	msg := "expected " + what
	if context != "" {
		msg += " " + context
	}
	if p.tok.Kind != token.EOF || what != "';'" {
		msg += fmt.Sprintf(", found %s", describe(p.tok))
	}
	p.errorf(pos, "%s", msg)
}

func (p *parser) enter() bool {
	p.depth++
	if p.depth > MaxNesting {
		if p.depth == MaxNesting+1 {
			p.errs.Add(p.at(p.tok.Pos), diag.KindLimit, "program is nested too deeply (more than %d levels)", MaxNesting)
		}
		return false
	}
	return true
}

func (p *parser) leave() { p.depth-- }

// Type-name scopes.

// Scopes get their map only when they declare something: most blocks don't.
func (p *parser) pushScope() { p.scopes = append(p.scopes, nil) }
func (p *parser) popScope()  { p.scopes = p.scopes[:len(p.scopes)-1] }

func (p *parser) setName(name string, isType bool) {
	top := &p.scopes[len(p.scopes)-1]
	if *top == nil {
		*top = map[string]bool{}
	}
	(*top)[name] = isType
}

func (p *parser) declareType(name string) { p.setName(name, true) }

// declareVar hides a type name of an outer scope (int size_t = 3; is legal).
func (p *parser) declareVar(name string) {
	if p.isTypeName(name) {
		p.setName(name, false)
	}
}

func (p *parser) isTypeName(name string) bool {
	for k := len(p.scopes) - 1; k >= 0; k-- {
		if v, ok := p.scopes[k][name]; ok {
			return v
		}
	}
	return builtins.IsType(name)
}

// skipTo skips tokens until one of kinds at nesting level 0 (consumed if it
// is a ';'), or a '}' that closes the current level (not consumed).
func (p *parser) skipTo(stopAtBrace bool) {
	level := 0
	for p.tok.Kind != token.EOF {
		switch p.tok.Kind {
		case token.LBrace, token.LParen, token.LBrack:
			level++
		case token.RParen, token.RBrack:
			if level > 0 {
				level--
			}
		case token.RBrace:
			if level == 0 {
				if stopAtBrace {
					return
				}
				p.next()
				return
			}
			level--
			if level == 0 && !stopAtBrace {
				p.next()
				if p.tok.Kind == token.Semi {
					p.next()
				}
				return
			}
		case token.Semi:
			if level == 0 {
				p.next()
				return
			}
		}
		p.next()
	}
}

// usesNamespace reports whether the program says `using namespace ns;`.
func usesNamespace(toks []token.Token, ns string) bool {
	for i := 0; i+3 < len(toks); i++ {
		if toks[i].Text == "using" && toks[i+1].Text == "namespace" && toks[i+2].Text == ns && toks[i+3].Kind == token.Semi {
			return true
		}
	}
	return false
}

// ownFuncs is where a program's own functions of some names are the ones
// an unqualified call of the name reaches: everywhere for one declared
// outside any struct or class, inside the body that declares a member of
// the name (a member call, q.reduce(x), declares nothing).
type ownFuncs struct {
	free   map[string]bool
	bodies map[string][][2]int // token ranges [open, close] of struct and class bodies
}

// declaredFuncs finds the program's own functions of names: the name
// after a type (an identifier, '*', '&' or '>') and before '('.
func declaredFuncs(toks []token.Token, names ...string) ownFuncs {
	own := ownFuncs{free: map[string]bool{}, bodies: map[string][][2]int{}}
	bodies := classBodies(toks)
	for i := 1; i+1 < len(toks); i++ {
		t := toks[i]
		if t.Kind != token.Ident || !slices.Contains(names, t.Text) || toks[i+1].Kind != token.LParen || !endsType(toks[i-1]) {
			continue
		}
		if b, ok := innermost(bodies, i); ok {
			own.bodies[t.Text] = append(own.bodies[t.Text], b)
		} else {
			own.free[t.Text] = true
		}
	}
	return own
}

// owns reports whether an unqualified call of name at toks[i] reaches the
// program's own function.
func (o ownFuncs) owns(name string, i int) bool {
	if o.free[name] {
		return true
	}
	for _, b := range o.bodies[name] {
		if b[0] < i && i < b[1] {
			return true
		}
	}
	return false
}

// classBodies returns the token ranges [open, close] of the braces of
// every struct, class and union body.
func classBodies(toks []token.Token) [][2]int {
	var out [][2]int
	for i, t := range toks {
		if t.Kind != token.Ident || t.Text != "struct" && t.Text != "class" && t.Text != "union" {
			continue
		}
		j := i + 1
		for j < len(toks) && toks[j].Kind != token.LBrace && toks[j].Kind != token.Semi && toks[j].Kind != token.LParen {
			j++
		}
		if j < len(toks) && toks[j].Kind == token.LBrace {
			if end := matchingClose(toks, j, token.LBrace, token.RBrace); end > 0 {
				out = append(out, [2]int{j, end})
			}
		}
	}
	return out
}

// innermost returns the range of bodies that holds index i most closely.
func innermost(bodies [][2]int, i int) ([2]int, bool) {
	var in [2]int
	found := false
	for _, b := range bodies {
		if b[0] < i && i < b[1] && (!found || b[0] > in[0]) {
			in, found = b, true
		}
	}
	return in, found
}

// endsType reports whether t may end the type before a declared
// function's name.
func endsType(t token.Token) bool {
	switch t.Kind {
	case token.Ident, token.Mul, token.And, token.Gtr:
		return true
	}
	return false
}

// isMember reports whether t, the token before a name followed by '(',
// makes the name a member or a qualified one (q.f, p->f, S::f) rather
// than a free function's.
func isMember(t token.Token) bool {
	switch t.Kind {
	case token.Dot, token.Arrow, token.ColonColon:
		return true
	}
	return false
}

// cgFunctors lowers the unqualified functors (plus<int>() ...) among the
// arguments of a cooperative-groups call to their operation codes.
func cgFunctors(args []token.Token) []token.Token {
	out := make([]token.Token, 0, len(args))
	for i := 0; i < len(args); i++ {
		if repl, n := cgFunctor(args, i); n > 0 {
			out = append(out, repl...)
			i += n - 1
			continue
		}
		out = append(out, args[i])
	}
	return out
}

// MovedCall marks std::move(x) on tokens, __simtlab_moved(x), which the
// parser reads as the parenthesised x marked moved (ast.Paren.Moved).
const MovedCall = "__simtlab_moved"

// movedValue reports how many tokens from toks[i] spell `move` or
// `forward<T>` before a parenthesised single argument: std::move(x) and
// std::forward<T>(x) say that x may be moved from, so they are the
// parenthesised x, and std::move's marked (MovedCall): its T&& overloads
// win over const T&'s.
func movedValue(toks []token.Token, i int) int {
	if i+1 >= len(toks) || toks[i].Kind != token.Ident {
		return 0
	}
	open := i + 1
	switch {
	case toks[i].Text == "move":
	case toks[i].Text == "forward" && toks[open].Kind == token.Lss:
		if c := closeAngle(toks, open); c > 0 {
			open = c + 1
		} else {
			return 0
		}
	default:
		return 0
	}
	if open >= len(toks) || toks[open].Kind != token.LParen {
		return 0
	}
	c := closeParen(toks, open)
	if c < 0 || len(splitArgs(toks[open+1:c])) != 1 {
		return 0 // std::move(first, last, out), the algorithm
	}
	return open - i
}

// knownNamespaces are the namespaces whose names are built in: a qualified
// name std::min or cooperative_groups::this_grid is the plain name.
var knownNamespaces = map[string]bool{"std": true, "cooperative_groups": true, "cuda": true, "nvcuda": true, "wmma": true}

// StdPrefix marks a std:: function whose name the program gives a function
// of its own (std::accumulate next to a kernel named accumulate): the
// qualified call keeps the prefix, and the checker gives it the library's
// function under that name.
const StdPrefix = "__std__"

// shadowedStdNames returns the names called as std::name( that the program
// also declares as functions at file scope (a type, then the name and '('
// outside any braces) or as friends in a class.
func shadowedStdNames(toks []token.Token) map[string]bool {
	called := map[string]bool{}
	for i := 0; i+3 < len(toks); i++ {
		if toks[i].Kind == token.Ident && toks[i].Text == "std" && toks[i+1].Kind == token.ColonColon &&
			toks[i+2].Kind == token.Ident && (toks[i+3].Kind == token.LParen || toks[i+3].Kind == token.Lss) {
			called[toks[i+2].Text] = true
		}
	}
	if len(called) == 0 {
		return nil
	}
	declared := map[string]bool{}
	var classBody []bool // per open brace: whether it opens a class's body
	friend := false      // after `friend`, in a class, until the declaration's name
	for i := 1; i+1 < len(toks); i++ {
		switch t := toks[i]; {
		case t.Kind == token.LBrace:
			classBody = append(classBody, opensClassBody(toks, i))
			friend = false
		case t.Kind == token.RBrace:
			if len(classBody) > 0 {
				classBody = classBody[:len(classBody)-1]
			}
		case t.Kind == token.Semi:
			friend = false
		case t.Kind == token.Ident && t.Text == "friend":
			friend = true
		case (len(classBody) == 0 || friend || classBody[len(classBody)-1]) && t.Kind == token.Ident && called[t.Text] &&
			toks[i+1].Kind == token.LParen && endsType(toks[i-1]) && !isMember(toks[i-1]):
			// a file-scope function, a member function (a class's own
			// swap, which calls std::swap on its fields), or a friend
			// defined in its class (friend void swap(Buf &a, Buf &b))
			declared[t.Text] = true
		}
	}
	return declared
}

// opensClassBody reports whether the '{' at toks[open] opens the body of a
// struct, class or union: its declaration, back to the previous ';' or
// brace, names one of those keywords.
func opensClassBody(toks []token.Token, open int) bool {
	for k := open - 1; k >= 0; k-- {
		switch t := toks[k]; t.Kind {
		case token.Semi, token.LBrace, token.RBrace, token.RParen, token.Assign:
			return false
		case token.Ident:
			if t.Text == "struct" || t.Text == "class" || t.Text == "union" {
				return true
			}
		}
	}
	return false
}

// StreamManipulators are the names of <iostream>'s and <iomanip>'s
// manipulators (the checker's cout.go knows what each does).
var StreamManipulators = map[string]bool{
	"endl": true, "flush": true, "fixed": true, "scientific": true, "hexfloat": true, "defaultfloat": true,
	"hex": true, "dec": true, "oct": true, "uppercase": true, "nouppercase": true, "showbase": true,
	"noshowbase": true, "showpos": true, "noshowpos": true, "boolalpha": true, "noboolalpha": true,
	"left": true, "right": true, "internal": true, "showpoint": true, "noshowpoint": true,
	"setprecision": true, "setw": true, "setfill": true, "setbase": true,
}

// shadowedManipulators returns the manipulators written std::name that
// the program also names unqualified (a variable hex or dec): the
// qualified ones keep the prefix, so that std::hex is not the variable.
func shadowedManipulators(toks []token.Token) map[string]bool {
	qualified, plain := map[string]bool{}, map[string]bool{}
	for i, t := range toks {
		if t.Kind != token.Ident || !StreamManipulators[t.Text] {
			continue
		}
		if i >= 2 && toks[i-1].Kind == token.ColonColon && toks[i-2].Kind == token.Ident && toks[i-2].Text == "std" {
			qualified[t.Text] = true
		} else {
			plain[t.Text] = true
		}
	}
	var out map[string]bool
	for name := range qualified {
		if plain[name] {
			if out == nil {
				out = map[string]bool{}
			}
			out[name] = true
		}
	}
	return out
}

// explicitMinMax rewrites std::min<T>(a, b) (at toks[i], after std::) as
// min((T)(a), (T)(b)): the template argument only converts the operands.
// It returns the tokens and how many it replaces, or 0.
func explicitMinMax(toks []token.Token, i int) ([]token.Token, int) {
	if toks[i].Kind != token.Ident || toks[i].Text != "min" && toks[i].Text != "max" || toks[i+1].Kind != token.Lss {
		return nil, 0
	}
	targs, end, ok := templateArgsAt(toks, i+1)
	if !ok || len(targs) != 1 || end+1 >= len(toks) || toks[end+1].Kind != token.LParen {
		return nil, 0
	}
	c := closeParen(toks, end+1)
	if c < 0 {
		return nil, 0
	}
	args := splitArgs(toks[end+2 : c])
	if len(args) != 2 {
		return nil, 0
	}
	at := toks[i]
	tok := func(k token.Kind, text string) token.Token { return token.Token{Kind: k, Text: text, Pos: at.Pos} }
	out := []token.Token{at, tok(token.LParen, "(")}
	for k, a := range args {
		if k > 0 {
			out = append(out, tok(token.Comma, ","))
		}
		out = append(out, tok(token.LParen, "("))
		out = append(out, targs[0]...)
		out = append(out, tok(token.RParen, ")"), tok(token.LParen, "("))
		out = append(out, a...)
		out = append(out, tok(token.RParen, ")"))
	}
	out = append(out, tok(token.RParen, ")"))
	return out, c - i + 1
}

// stripNamespaces removes `ns::` qualifiers of the known namespaces and the
// aliases a program declares for them (`namespace cg = cooperative_groups;`,
// which is dropped too). Any other namespace is left for the parser to
// report.
func stripNamespaces(toks []token.Token) []token.Token {
	aliases := map[string]bool{}
	cg := map[string]bool{"cooperative_groups": true} // the namespace and its aliases
	has := false
	for i := 0; i+4 < len(toks); i++ {
		if toks[i].Kind == token.Ident && toks[i].Text == "namespace" && toks[i+1].Kind == token.Ident &&
			toks[i+2].Kind == token.Assign && toks[i+3].Kind == token.Ident && knownNamespaces[toks[i+3].Text] &&
			toks[i+4].Kind == token.Semi {
			aliases[toks[i+1].Text] = true
			if toks[i+3].Text == "cooperative_groups" {
				cg[toks[i+1].Text] = true
			}
		}
		if toks[i].Kind == token.ColonColon {
			has = true
		}
	}
	openCG := usesNamespace(toks, "cooperative_groups")
	if !has && len(aliases) == 0 && !openCG {
		return toks
	}
	var own ownFuncs // the cg algorithms a program with the namespace open defines itself
	if openCG {
		own = declaredFuncs(toks, "reduce", "inclusive_scan", "exclusive_scan")
	}
	shadowed := shadowedStdNames(toks)
	for name := range shadowedManipulators(toks) {
		if shadowed == nil {
			shadowed = map[string]bool{}
		}
		shadowed[name] = true
	}
	out := make([]token.Token, 0, len(toks))
	cgArgsEnd := -1 // the ')' of the cg::reduce or scan call whose arguments are being copied
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		// (A declaration of the name made it the program's own; a member
		// call is another function.)
		if openCG && t.Kind == token.Ident && !own.owns(t.Text, i) && i+1 < len(toks) && toks[i+1].Kind == token.LParen && (i == 0 || !isMember(toks[i-1])) {
			// `using namespace cooperative_groups;` then reduce(g, v, plus<int>()): as cg::reduce
			if repl, n := cgQualified(toks, i); n > 0 {
				out = append(out, repl...)
				if close := closeParen(toks, i+1); close > 0 {
					out = append(out, cgFunctors(toks[i+1:close+1])...)
					i = close
				}
				continue
			}
		}
		if t.Kind == token.Ident && t.Text == "namespace" && i+4 < len(toks) && aliases[toks[i+1].Text] &&
			toks[i+2].Kind == token.Assign && toks[i+4].Kind == token.Semi {
			i += 4
			continue
		}
		if t.Kind == token.ColonColon && i+2 < len(toks) && toks[i+1].Kind == token.Ident &&
			(knownNamespaces[toks[i+1].Text] || aliases[toks[i+1].Text]) && toks[i+2].Kind == token.ColonColon {
			continue // ::cuda::atomic_ref: the global qualifier goes with the namespace's
		}
		if t.Kind == token.Ident && t.Text == "std" && i+1 < len(toks) && toks[i+1].Kind == token.ColonColon {
			if n := movedValue(toks, i+2); n > 0 {
				if toks[i+2].Text == "move" {
					m := toks[i+2]
					m.Text = MovedCall
					out = append(out, m)
				}
				i += 1 + n // std::move(x) and std::forward<T>(x) are (x)
				continue
			}
		}
		if t.Kind == token.Ident && t.Text == "std" && i+3 < len(toks) && toks[i+1].Kind == token.ColonColon {
			if repl, n := explicitMinMax(toks, i+2); n > 0 {
				out = append(out, repl...)
				i += 1 + n
				continue
			}
		}
		if t.Kind == token.Ident && t.Text == "std" && i+2 < len(toks) && toks[i+1].Kind == token.ColonColon && shadowed[toks[i+2].Text] {
			// std::sort in a program with a kernel named sort: the
			// library's, which the checker finds under this name
			n := toks[i+2]
			n.Text = StdPrefix + n.Text
			out = append(out, n)
			i += 2
			continue
		}
		if t.Kind == token.Ident && (knownNamespaces[t.Text] || aliases[t.Text]) && i+1 < len(toks) && toks[i+1].Kind == token.ColonColon {
			i++
			if cg[t.Text] && i+1 < len(toks) {
				if _, n := cgFunctor(toks, i+1); n > 0 && i > cgArgsEnd {
					// cg::less<int>() passed on, not to a reduce or scan:
					// an object of the lab's functor (functional.go)
					f := toks[i+1]
					f.Text = cgFunctorPrefix + f.Text
					out = append(out, f)
					i++
					continue
				}
				if repl, n := cgQualified(toks, i+1); n > 0 {
					if builtinCGAlgorithm(repl[0].Text) {
						cgArgsEnd = closeParen(toks, i+1+n)
					}
					out = append(out, repl...)
					i += n
				}
			}
			continue
		}
		out = append(out, t)
	}
	return out
}

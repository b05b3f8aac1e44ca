// Package token defines the lexical tokens of the CUDA C subset that SIMT Lab
// accepts, and their spelling.
package token

import "simtlab/sim/diag"

// Kind is the kind of a token. Operator kinds double as the operator of
// ast.Unary, ast.Binary and ast.Assign nodes.
type Kind uint8

const (
	Illegal Kind = iota
	EOF
	Newline // only seen by the preprocessor

	Ident
	Int        // 42, 0x2a, 052, 10u, 1ull
	Float      // 1.0f, 1e-3, 0x1p4
	Char       // 'a', '\n'
	String     // "text"
	HeaderName // <stdio.h>, only inside #include

	// Operators and punctuation.
	LParen     // (
	RParen     // )
	LBrack     // [
	RBrack     // ]
	LBrace     // {
	RBrace     // }
	Semi       // ;
	Comma      // ,
	Dot        // .
	Arrow      // ->
	Ellipsis   // ...
	Question   // ?
	Colon      // :
	ColonColon // ::
	Hash       // #
	HashHash   // ##

	Add    // +
	Sub    // -
	Mul    // *
	Quo    // /
	Rem    // %
	And    // &
	Or     // |
	Xor    // ^
	Shl    // <<
	Shr    // >>
	Not    // !
	Tilde  // ~
	LAnd   // &&
	LOr    // ||
	Inc    // ++
	Dec    // --
	Eql    // ==
	Neq    // !=
	Lss    // <
	Gtr    // >
	Leq    // <=
	Geq    // >=
	Assign // =

	AddAssign // +=
	SubAssign // -=
	MulAssign // *=
	QuoAssign // /=
	RemAssign // %=
	AndAssign // &=
	OrAssign  // |=
	XorAssign // ^=
	ShlAssign // <<=
	ShrAssign // >>=

	LaunchOpen  // <<<
	LaunchClose // >>>

	// Pragma carries a #pragma line from the preprocessor to the parser;
	// Text is the line after "pragma", e.g. "unroll 4".
	Pragma

	kindCount
)

var spelling = [...]string{
	Illegal: "illegal", EOF: "end of file", Newline: "newline",
	Ident: "identifier", Int: "integer literal", Float: "floating literal",
	Char: "character literal", String: "string literal", HeaderName: "header name",
	LParen: "(", RParen: ")", LBrack: "[", RBrack: "]", LBrace: "{", RBrace: "}",
	Semi: ";", Comma: ",", Dot: ".", Arrow: "->", Ellipsis: "...", Question: "?",
	Colon: ":", ColonColon: "::", Hash: "#", HashHash: "##",
	Add: "+", Sub: "-", Mul: "*", Quo: "/", Rem: "%", And: "&", Or: "|", Xor: "^",
	Shl: "<<", Shr: ">>", Not: "!", Tilde: "~", LAnd: "&&", LOr: "||", Inc: "++",
	Dec: "--", Eql: "==", Neq: "!=", Lss: "<", Gtr: ">", Leq: "<=", Geq: ">=",
	Assign: "=", AddAssign: "+=", SubAssign: "-=", MulAssign: "*=", QuoAssign: "/=",
	RemAssign: "%=", AndAssign: "&=", OrAssign: "|=", XorAssign: "^=",
	ShlAssign: "<<=", ShrAssign: ">>=", LaunchOpen: "<<<", LaunchClose: ">>>", Pragma: "#pragma",
}

// String returns the operator's spelling, or a word for the other kinds.
func (k Kind) String() string {
	if int(k) < len(spelling) && spelling[k] != "" {
		return spelling[k]
	}
	return "token"
}

// IsAssignOp reports whether k is = or a compound assignment.
func (k Kind) IsAssignOp() bool { return k == Assign || (k >= AddAssign && k <= ShrAssign) }

// BinaryOf maps a compound assignment (+=) to its binary operator (+).
func (k Kind) BinaryOf() Kind {
	if k >= AddAssign && k <= ShrAssign {
		return [...]Kind{Add, Sub, Mul, Quo, Rem, And, Or, Xor, Shl, Shr}[k-AddAssign]
	}
	return Illegal
}

// Pos is a token's line and column (1-based) in the file being scanned.
// Tokens leave the file name out to stay small; In adds it.
type Pos struct {
	Line, Col int32
}

// In returns the position in the named file.
func (p Pos) In(file string) diag.Pos {
	return diag.Pos{File: file, Line: int(p.Line), Col: int(p.Col)}
}

// Token is one lexical token. Text is the exact spelling in the source (for
// literals and identifiers) so that later phases can decode it.
type Token struct {
	Kind Kind
	Pos  Pos
	Text string
	// SpaceBefore is set when white space preceded the token; the
	// preprocessor needs it for # stringizing and to tell `#define f(x)` from
	// `#define f (x)`.
	SpaceBefore bool
	// BOL is set when the token is the first of its line.
	BOL bool
	// NoExpand marks an identifier that must not be macro-expanded again
	// (C's "painted blue" rule, which stops recursive expansion).
	NoExpand bool
	// Arch marks a token that only one of nvcc's two compilations sees:
	// text under a conditional on __CUDA_ARCH__ (preprocess/arch.go).
	Arch Arch
}

// Arch is the compilation a token belongs to: both, or nvcc's device pass
// (__CUDA_ARCH__ defined) or host pass alone.
type Arch uint8

const (
	BothArch Arch = iota
	DeviceArch
	HostArch
)

func (t Token) String() string {
	switch t.Kind {
	case Ident, Int, Float, Char, String, HeaderName:
		return t.Text
	}
	return t.Kind.String()
}

// Keywords recognised by the parser. They are scanned as Ident tokens (the
// preprocessor must see them as identifiers) and told apart by the parser.
var Keywords = map[string]bool{
	"auto": true, "bool": true, "break": true, "case": true, "char": true, "const": true,
	"const_cast": true, "continue": true, "default": true, "do": true, "double": true,
	"else": true, "enum": true, "extern": true, "false": true, "float": true, "for": true,
	"goto": true, "if": true, "inline": true, "int": true, "long": true, "nullptr": true,
	"reinterpret_cast": true, "return": true, "short": true, "signed": true, "sizeof": true,
	"static": true, "static_cast": true, "struct": true, "switch": true, "template": true,
	"true": true, "typedef": true, "typename": true, "union": true, "unsigned": true,
	"void": true, "volatile": true, "while": true, "class": true,
	"__global__": true, "__device__": true, "__host__": true, "__shared__": true,
	"__constant__": true, "__managed__": true, "__restrict__": true, "__forceinline__": true,
	"__noinline__": true, "__launch_bounds__": true, "__cluster_dims__": true, "__maxnreg__": true, "__inline__": true,
	"__align__": true, "restrict": true, "__restrict": true, "new": true, "delete": true,
}

// Precedence is the binding strength of a binary operator in C, from 1
// (||) to 10 (* / %); 0 for a token that is not a binary operator. The
// parser and the preprocessor's #if evaluator share it.
func (k Kind) Precedence() int {
	switch k {
	case LOr:
		return 1
	case LAnd:
		return 2
	case Or:
		return 3
	case Xor:
		return 4
	case And:
		return 5
	case Eql, Neq:
		return 6
	case Lss, Gtr, Leq, Geq:
		return 7
	case Shl, Shr:
		return 8
	case Add, Sub:
		return 9
	case Mul, Quo, Rem:
		return 10
	}
	return 0
}

package ast

import "simtlab/sim/diag"

// Stmt is a statement.
type Stmt interface {
	Node
	stmtNode()
}

// Block is { List }.
type Block struct {
	P      diag.Pos
	List   []Stmt
	Rbrace diag.Pos
}

// DeclStmt declares local variables (one VarDecl per declarator), or a local
// struct/typedef/enum (then Decls is empty and Types holds it).
type DeclStmt struct {
	P     diag.Pos
	Decls []*VarDecl
	Types []Decl
}

// ExprStmt is an expression evaluated for its effects.
type ExprStmt struct {
	X Expr
}

// EmptyStmt is a lone ;.
type EmptyStmt struct {
	P diag.Pos
}

// StaticAssert is static_assert(Cond, Msg), in a block or at file scope
// (a Decl too). The checker checks it and leaves nothing to run: in a
// block it becomes an EmptyStmt.
type StaticAssert struct {
	P    diag.Pos
	Cond Expr
	Msg  string // the message's text, "" when none
}

// If is if (Cond) Then else Else. Else is nil when absent.
type If struct {
	P    diag.Pos
	Cond Expr
	Then Stmt
	Else Stmt
	// Constexpr is C++17's `if constexpr`: the checker keeps only the
	// branch the constant condition takes, unchecked the other.
	Constexpr bool
}

// Unroll is the effect of a `#pragma unroll` before a loop: -1 when there was
// none, 0 for a bare `#pragma unroll`, N for `#pragma unroll N` (1 means do
// not unroll). It changes no result, only what a real compiler would emit.
type Unroll int

// For is for (Init; Cond; Post) Body. Init is nil, an ExprStmt or a
// DeclStmt; Cond (converted to bool) and Post may be nil.
type For struct {
	P      diag.Pos
	Init   Stmt
	Cond   Expr
	Post   Expr
	Body   Stmt
	Unroll Unroll
	// Copies is set on a loop the parser unrolled as nvcc does
	// (parser/partialunroll.go): its Body is that many blocks, each the
	// body as written, and a step of the counter after each.
	Copies int
}

// While is while (Cond) Body.
type While struct {
	P      diag.Pos
	Cond   Expr
	Body   Stmt
	Unroll Unroll
}

// DoWhile is do Body while (Cond);.
type DoWhile struct {
	P      diag.Pos
	Body   Stmt
	Cond   Expr
	Unroll Unroll
}

// Switch is switch (Tag) { clauses }. The tag is promoted; case values are
// folded and converted to the tag's type. Control enters the clause whose
// value matches (or the default clause, or none) and falls through into the
// following clauses until a break, as in C. Statements before the first
// label are unreachable and kept in no clause.
type Switch struct {
	P       diag.Pos
	Tag     Expr
	Clauses []*CaseClause
}

// CaseClause is one or more labels (`case 1: case 2:` or `default:`) followed
// by the statements up to the next label.
type CaseClause struct {
	P         diag.Pos
	Exprs     []Expr  // the case expressions as written
	Values    []int64 // folded by the checker, same order as Exprs
	IsDefault bool    // the clause has a default label (possibly among cases)
	Body      []Stmt
}

// Break is break;.
type Break struct{ P diag.Pos }

// Continue is continue;.
type Continue struct{ P diag.Pos }

// Labeled is Label: Stmt. The checker numbers a function's labels (ID,
// from 0) and allows them only as statements of a block.
type Labeled struct {
	P     diag.Pos
	Label string
	Stmt  Stmt
	ID    int
}

// Goto is goto Label; the checker sets Target.
type Goto struct {
	P      diag.Pos
	Label  string
	Target *Labeled
}

// Return is return X; X is nil in a void function and otherwise converted
// to the result type.
type Return struct {
	P diag.Pos
	X Expr
}

// BadStmt stands for a statement with a syntax error.
type BadStmt struct{ P diag.Pos }

func (s *Block) Pos() diag.Pos        { return s.P }
func (s *DeclStmt) Pos() diag.Pos     { return s.P }
func (s *ExprStmt) Pos() diag.Pos     { return s.X.Pos() }
func (s *EmptyStmt) Pos() diag.Pos    { return s.P }
func (s *StaticAssert) Pos() diag.Pos { return s.P }
func (s *If) Pos() diag.Pos           { return s.P }
func (s *For) Pos() diag.Pos          { return s.P }
func (s *While) Pos() diag.Pos        { return s.P }
func (s *DoWhile) Pos() diag.Pos      { return s.P }
func (s *Switch) Pos() diag.Pos       { return s.P }
func (s *CaseClause) Pos() diag.Pos   { return s.P }
func (s *Break) Pos() diag.Pos        { return s.P }
func (s *Continue) Pos() diag.Pos     { return s.P }
func (s *Return) Pos() diag.Pos       { return s.P }
func (s *Labeled) Pos() diag.Pos      { return s.P }
func (s *Goto) Pos() diag.Pos         { return s.P }
func (s *BadStmt) Pos() diag.Pos      { return s.P }

func (*Block) stmtNode()        {}
func (*DeclStmt) stmtNode()     {}
func (*ExprStmt) stmtNode()     {}
func (*EmptyStmt) stmtNode()    {}
func (*StaticAssert) stmtNode() {}
func (*StaticAssert) declNode() {}
func (*If) stmtNode()           {}
func (*For) stmtNode()          {}
func (*While) stmtNode()        {}
func (*DoWhile) stmtNode()      {}
func (*Switch) stmtNode()       {}
func (*Break) stmtNode()        {}
func (*Labeled) stmtNode()      {}
func (*Goto) stmtNode()         {}
func (*Continue) stmtNode()     {}
func (*Return) stmtNode()       {}
func (*BadStmt) stmtNode()      {}

package check

import (
	"maps"
	"slices"
	"sort"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
	"simtlab/sim/diag"
)

// Of a sum of two products, a*b + c*d, nvcc fuses one and rounds the
// other, and which one is decided before the contraction: LLVM's
// Reassociate pass puts the operands of every commutative operation in
// order of rank, the float ones included (it may not reassociate them,
// but it does canonicalize them), and the DAG combiner then fuses the
// first operand's product. A value's rank (Reassociate's getRank) is 0
// for a constant; 3, 4, ... for the function's parameters in order; for
// an instruction that reads memory or calls (a load, a libdevice
// function), one of its own, counted up in program order from a base
// above every rank of the blocks before; and for any other instruction
// one more than its operands' highest (a negation none more). So the
// product of lower rank is fused, the left one when the two tie.
// Recorded on the H200 (x_fma_rank, and the PTX of probes): with a..e
// loaded in order, c*d + a*b fuses a*b, (float)i*a + b*c with i loaded
// last fuses b*c, expf(a)*b + c*d fuses c*d, (a*b)*c + d*e fuses (a*b)*c;
// a difference is never fused here (ptxas decides, and the engine's
// rule stands).
//
// orderProductSums finds the sums whose right product has the lower rank
// and rounds their left one (rewritten as __fmul_rn or __dmul_rn), so the
// engine, which fuses the left product of a sum, fuses the right one. A
// sum whose ranks are not known (a value from a branch or loop, a call of
// a user function) keeps the engine's rule. It also rounds a left product
// computed in an earlier block than its sum or difference (blockCalls,
// sassBlockCalls), and marks every sum of two products, written or held
// in locals, with the side to fuse (ast.Binary.Fuse) for the engine's
// contractlocal.go. The products in shared, which fmashare.go has just
// rounded, fuse nowhere.
func (c *checker) orderProductSums(r *rankScan, shared map[*ast.Binary]bool) {
	fmul, dmul := c.lookup("__fmul_rn"), c.lookup("__dmul_rn")
	if fmul == nil || dmul == nil {
		return
	}
	written := func(x ast.Expr) bool { // a product written there, which the engine may fuse
		m, ok := ast.Unparen(x).(*ast.Binary)
		return ok && fusableProduct(m) && !shared[m]
	}
	for _, f := range r.sums {
		b := f.b
		xw, yw := written(b.X), written(b.Y)
		same := types.Identical(b.X.Type(), b.Y.Type())
		known := b.Op == token.Add && f.x.ok && f.y.ok && same
		if xw && (f.earlier || known && yw && f.y.v < f.x.v) {
			o := fmul
			if types.BasicOf(b.X.Type()).Kind == types.Double {
				o = dmul
			}
			b.X = roundedProduct(ast.Unparen(b.X).(*ast.Binary), o)
		}
		if known && (xw || f.xLocal) && (yw || f.yLocal) {
			b.Fuse = ast.FuseLeft
			if f.y.v < f.x.v {
				b.Fuse = ast.FuseRight
			}
		}
	}
}

// scanRanks ranks the values of fd's body (rankScan).
func scanRanks(fd *ast.FuncDecl) *rankScan {
	r := &rankScan{vals: map[*ast.Object]rank{}, loads: map[string]rank{}, products: map[*ast.Binary]rank{},
		productVars: map[*ast.Object]bool{}, productSass: map[*ast.Object]int{}}
	if fd.Body == nil {
		return r
	}
	r.params = map[*ast.Object]rank{}
	for i, p := range fd.Params {
		// a kernel's parameters are the function's arguments; a device
		// function's are its callers' values, of unknown order, but
		// ranked below everything its body computes
		r.vals[p] = rank{v: 3, ok: true}
		if fd.Attrs.Global {
			r.vals[p] = rank{v: 3 + int64(i), ok: true}
		}
		r.params[p] = r.vals[p]
	}
	r.fields, r.constStructs = map[*ast.Object][]rank{}, readOnlyStructs(fd.Body)
	r.fieldStructs = fieldWrittenStructs(fd.Body)
	r.kernel = fd.Attrs.Global
	r.elems, r.constArrays = map[*ast.Object][]rank{}, readOnlyArrays(fd.Body)
	r.base = int64(len(fd.Params)+3) << 16
	r.seq = r.base
	r.lastRead, r.kept = lastReads(fd.Body), map[*ast.Object]int{}
	r.stmt(fd.Body)
	return r
}

// roundedProduct is the call of o (__fmul_rn or __dmul_rn), the product
// of m's operands that the engine never fuses. Its signature is one of
// roundedSigs, which tells it from a call the program writes
// (unroundedProduct).
func roundedProduct(m *ast.Binary, o *ast.Object) ast.Expr {
	ft := roundedSigs[types.Float]
	if types.BasicOf(m.T).Kind == types.Double {
		ft = roundedSigs[types.Double]
	}
	return &ast.Call{ExprBase: ast.ExprBase{P: m.P, T: m.T},
		Fun:  &ast.Ident{ExprBase: ast.ExprBase{P: m.P, T: o.Type}, Name: o.Name, Obj: o},
		Args: []ast.Expr{m.X, m.Y}, Func: o, Sig: ft}
}

var roundedSigs = map[types.BasicKind]*types.Func{
	types.Float:  {Result: types.Typ[types.Float], Params: []types.Param{{Type: types.Typ[types.Float]}, {Type: types.Typ[types.Float]}}},
	types.Double: {Result: types.Typ[types.Double], Params: []types.Param{{Type: types.Typ[types.Double]}, {Type: types.Typ[types.Double]}}},
}

// unroundedProduct returns the product a rounding of roundedProduct
// stands for, or nil when x is none.
func unroundedProduct(x ast.Expr) *ast.Binary {
	call, ok := x.(*ast.Call)
	if !ok || len(call.Args) != 2 || call.Sig == nil || call.Sig != roundedSigs[types.Float] && call.Sig != roundedSigs[types.Double] {
		return nil
	}
	return &ast.Binary{ExprBase: ast.ExprBase{P: call.P, T: call.T}, Op: token.Mul, X: call.Args[0], Y: call.Args[1]}
}

// unroundAll undoes in fd's body what unfuseSharedProducts decided: the
// roundings it wrote and the sides it marked, so that it decides again
// once helpers are inlined, with their code in place.
func unroundAll(fd *ast.FuncDecl) {
	unwrap := func(x ast.Expr) ast.Expr {
		if m := unroundedProduct(x); m != nil {
			return m
		}
		return x
	}
	rewriteAddends(fd.Body, unwrap, func(b *ast.Binary) { b.Fuse = ast.FuseUnknown }) // Fuse marks sums and differences only
}

// rank is a value's Reassociate rank; ok is false where the scan cannot
// tell it.
type rank struct {
	v  int64
	ok bool
}

func (a rank) max(b rank) rank { return rank{v: max(a.v, b.v), ok: a.ok && b.ok} }
func (a rank) next() rank      { return rank{v: a.v + 1, ok: a.ok} }

var unknownRank = rank{}

// builtinVarRank ranks threadIdx, blockIdx and the like: each component a
// call of an intrinsic that reads no memory and takes no operand, so one
// above a constant.
var builtinVarRank = rank{v: 1, ok: true}

// rankScan walks a function body in program order.
type rankScan struct {
	// vals ranks the values of the parameters and the register variables
	// assigned in straight-line code; a variable assigned in a branch or
	// loop (a phi after it) is absent.
	vals map[*ast.Object]rank
	// loads ranks the loads and calls already made in this block, by
	// operand key: nvcc's value numbering makes an equal one the same
	// value.
	loads     map[string]rank
	base, seq int64
	// sums are the adds and subtractions that read a product; products
	// ranks every float product.
	sums     []sumFacts
	products map[*ast.Binary]rank
	// sassCalls counts the sassBlockCalls scanned so far, calls the
	// blockCalls.
	sassCalls, calls int
	// lastRead is where each variable is read last in the function;
	// kept holds, for the variables a keepsArgument call reads, the
	// count of calls just after the last such call.
	lastRead map[*ast.Object]diag.Pos
	kept     map[*ast.Object]int
	// productVars holds the locals whose value is a float product, which
	// the engine may fuse into the sums that read them; productSass, the
	// sassCalls scanned when each got it.
	productVars map[*ast.Object]bool
	productSass map[*ast.Object]int
	// params ranks the function's parameters, struct ones too (whose
	// members are read as the parameter).
	params map[*ast.Object]rank
	// inlining counts the callees being ranked through (inlined), whose
	// sums and products are their own scan's.
	inlining int
	// fields ranks the fields of the struct locals that are only read
	// after their declaration (constStructs): SROA makes each field a
	// value of its own (float3 v = vel[i] is three loads, in order).
	fields       map[*ast.Object][]rank
	constStructs map[*ast.Object]bool
	// fieldStructs are the struct locals written only field by field
	// (q.vx += a*dt), whose fields SROA makes values too: tracked in
	// fields as they are assigned, and phis of the loops that assign them
	fieldStructs map[*ast.Object]bool
	// elems ranks the elements of the array locals initialised by a
	// braced list and only read by index after (readOnlyArrays): SROA
	// makes each element a register value too
	elems       map[*ast.Object][]rank
	constArrays map[*ast.Object]bool
	// kernel says the function scanned is a kernel.
	kernel bool
	// assigning is the variable the assignment being scanned sets: its
	// reads after it are of the new value, so the old one dies there.
	assigning *ast.Object
}

// sumFacts is what the scan found of an add or subtraction b that reads a
// product (written there, or held in a local: xLocal, yLocal): its
// operands' ranks, and whether its left product is computed in an
// earlier block than b.
type sumFacts struct {
	b              *ast.Binary
	x, y           rank
	earlier        bool
	xLocal, yLocal bool
}

// sequential is the rank of the next load or call of the block.
func (r *rankScan) sequential() rank {
	r.seq++
	return rank{v: r.seq, ok: true}
}

// newBlock starts a basic block: its loads and calls rank above
// everything before.
func (r *rankScan) newBlock() {
	r.base += 1 << 16
	r.seq = r.base
	clear(r.loads)
}

// forgetMemory drops the loads, and the calls that read one, after a
// store: the calls of registers alone stay one value each (EarlyCSE
// merges readnone calls across stores: x_fma_call_ranks, a __sinf(x)
// stored before a sum of products of __cosf(x) and __sinf(x) keeps its
// rank, and the product of __sinf(x) is fused).
func (r *rankScan) forgetMemory() {
	maps.DeleteFunc(r.loads, func(k string, _ rank) bool { return strings.Contains(k, "[") })
}

func (r *rankScan) stmt(st ast.Stmt) {
	switch s := st.(type) {
	case *ast.Block:
		for _, x := range s.List {
			r.stmt(x)
		}
	case *ast.DeclStmt:
		for _, d := range s.Decls {
			if d.Init == nil {
				delete(r.vals, d.Obj)
				continue
			}
			if list, ok := d.Init.(*ast.InitList); ok && r.constArrays[d.Obj] {
				ranks := make([]rank, len(list.Elems))
				for i, x := range list.Elems {
					ranks[i] = r.expr(x)
				}
				r.elems[d.Obj] = ranks
				continue
			}
			v := r.expr(d.Init)
			r.setVar(d.Obj, v)
			r.noteProductVar(d.Obj, d.Init)
			if r.constStructs[d.Obj] || r.fieldStructs[d.Obj] {
				r.fields[d.Obj] = r.structFields(d.Obj.Type, d.Init)
			}
		}
	case *ast.ExprStmt:
		r.expr(s.X)
	case *ast.If:
		r.expr(s.Cond)
		r.branches(s, s.Then, s.Else)
	case *ast.For, *ast.While, *ast.DoWhile, *ast.Switch:
		if f, ok := s.(*ast.For); ok && f.Init != nil {
			r.stmt(f.Init)
		}
		r.branches(s)
	case nil, *ast.EmptyStmt:
	default:
		r.branches(s)
	}
}

// branches scans the parts of a statement that branches or loops, each
// in blocks of its own, and forgets the variables any of them assigns:
// after the statement they are phis (and in a loop they are phis from its
// start).
func (r *rankScan) branches(st ast.Stmt, parts ...ast.Stmt) {
	assigned := assignedVars(st)
	fieldsAssigned := r.assignedFields(st)
	forget := func() {
		for o := range assigned {
			delete(r.vals, o)
		}
		for q, idx := range fieldsAssigned {
			for _, i := range idx {
				r.fields[q][i] = unknownRank
			}
		}
	}
	switch st.(type) {
	case *ast.If:
	default:
		forget()
		parts = []ast.Stmt{st}
		st = nil
	}
	rolled := false // a loop that stays one: its variables are phis
	for _, p := range parts {
		r.newBlock()
		if st == nil {
			// (a loop nvcc unrolls whole has no phis: x_fma_shapes' six
			// trips of a complex square keep the rule for unknown ranks)
			switch l := p.(type) {
			case *ast.For:
				_, whole := unrolledWhole(l)
				rolled = !whole
			case *ast.While, *ast.DoWhile:
				rolled = true
			}
			if rolled {
				r.loopPhis(assigned)
				r.fieldPhis(fieldsAssigned)
			}
			r.loopParts(p, assigned)
		} else {
			saved, savedFields := copyRanks(r.vals), copyFields(r.fields)
			r.stmt(p)
			r.vals, r.fields = saved, savedFields
		}
	}
	forget()
	r.newBlock()
	if rolled {
		r.fieldPhis(fieldsAssigned)
		// after the loop its variables hold the phis' last values, which
		// rank below anything computed later (probe g_04: the energy
		// 0.5f*v*v + 0.5f*k*x*x after an RK4 loop fuses the product of x,
		// declared first)
		r.loopPhis(assigned)
	}
}

// structFields ranks the fields of a struct local of type t initialised by
// init (already scanned): a copy from memory loads them one by one, in
// order (after SROA); a vector built in place has its arguments' ranks;
// nil for anything else.
func (r *rankScan) structFields(t types.Type, init ast.Expr) []rank {
	st, ok := t.(*types.Struct)
	if !ok || st.Union || len(st.Bits) > 0 {
		return nil
	}
	for _, f := range st.Fields {
		if !types.IsArithmetic(f.Type) {
			return nil
		}
	}
	out := make([]rank, len(st.Fields))
	x := ast.Unparen(init)
	u, deref := x.(*ast.Unary)
	m, member := x.(*ast.Member)
	_, index := x.(*ast.Index)
	if index || deref && u.Op == token.Mul || member && m.Arrow {
		for i := range out {
			out[i] = r.sequential()
		}
		return out
	}
	v, built := x.(*ast.Construct)
	if !built || len(v.Args) != len(out) {
		return nil
	}
	for i, a := range v.Args {
		out[i] = r.expr(a) // scanned again: its loads are the same values
	}
	return out
}

// indexedArray returns the local array x indexes (a[i]), or nil.
func indexedArray(x *ast.Index) *ast.Object {
	base := ast.Unparen(x.X)
	if c, ok := base.(*ast.Cast); ok && c.Style == ast.CastImplicit {
		base = ast.Unparen(c.X)
	}
	id, ok := base.(*ast.Ident)
	if !ok || id.Obj == nil || id.Obj.Kind != ast.ObjVar || id.Obj.Space != ast.SpaceAuto || id.Obj.Static {
		return nil
	}
	if _, isArray := id.Obj.Type.(*types.Array); !isArray {
		return nil
	}
	return id.Obj
}

// readOnlyArrays returns the arithmetic array locals of body declared
// with a braced list and read only by index after: never assigned,
// incremented or taken the address of by element, nor used whole.
func readOnlyArrays(body ast.Stmt) map[*ast.Object]bool {
	out := map[*ast.Object]bool{}
	reads := map[*ast.Ident]bool{} // the array names read as a[i]
	ast.Inspect(body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.VarDecl:
			if a, ok := x.Obj.Type.(*types.Array); ok && types.IsArithmetic(a.Elem) && x.Obj.Space == ast.SpaceAuto && !x.Obj.Static {
				if _, list := x.Init.(*ast.InitList); list {
					out[x.Obj] = true
				}
			}
		case *ast.Index:
			if o := indexedArray(x); o != nil {
				ast.Inspect(x.X, func(m ast.Node) bool {
					if id, ok := m.(*ast.Ident); ok && id.Obj == o {
						reads[id] = true
					}
					return true
				})
			}
		}
		return true
	})
	written := func(x ast.Expr) {
		if ix, ok := ast.Unparen(x).(*ast.Index); ok {
			if o := indexedArray(ix); o != nil {
				delete(out, o)
			}
		}
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Assign:
			written(x.X)
		case *ast.IncDec:
			written(x.X)
		case *ast.Unary:
			if x.Op == token.And {
				written(x.X)
			}
		case *ast.Call:
			writtenArgs(x, written)
		case *ast.Ident:
			if x.Obj != nil && out[x.Obj] && !reads[x] {
				delete(out, x.Obj) // used whole: passed, copied, decayed
			}
		}
		return true
	})
	return out
}

// readOnlyStructs are the struct locals of body declared with a value and
// never assigned, incremented, nor their address taken, whole or in part,
// after it.
func readOnlyStructs(body ast.Stmt) map[*ast.Object]bool {
	w := scanStructWrites(body)
	for o := range w.locals {
		if w.fields[o] || w.other[o] {
			delete(w.locals, o)
		}
	}
	return w.locals
}

// structWrites is what a function body does to its struct locals.
type structWrites struct {
	locals map[*ast.Object]bool // declared with a value (auto, not static)
	fields map[*ast.Object]bool // a field assigned or incremented (s.f = ..., s.n++)
	other  map[*ast.Object]bool // written otherwise: whole, through an address, by a call, a nested member
	looped map[*ast.Object]bool // assigned in part or whole inside a loop
}

func scanStructWrites(body ast.Stmt) structWrites {
	w := structWrites{locals: map[*ast.Object]bool{}, fields: map[*ast.Object]bool{}, other: map[*ast.Object]bool{},
		looped: map[*ast.Object]bool{}}
	root := func(x ast.Expr) *ast.Object {
		if id := memberRoot(x); id != nil {
			return id.Obj
		}
		return nil
	}
	assigned := func(x ast.Expr, inLoop bool) {
		o := root(x)
		if m, ok := ast.Unparen(x).(*ast.Member); ok && !m.Arrow {
			if _, direct := ast.Unparen(m.X).(*ast.Ident); direct {
				w.fields[o] = true
			} else {
				w.other[o] = true
			}
		} else {
			w.other[o] = true
		}
		if inLoop {
			w.looped[o] = true
		}
	}
	var visit func(n ast.Node, inLoop bool) bool
	visit = func(n ast.Node, inLoop bool) bool {
		switch x := n.(type) {
		case *ast.For, *ast.While, *ast.DoWhile:
			if !inLoop {
				ast.Inspect(n, func(m ast.Node) bool { return m == n || visit(m, true) })
				return false
			}
		case *ast.VarDecl:
			if _, ok := x.Obj.Type.(*types.Struct); ok && x.Init != nil && x.Obj.Space == ast.SpaceAuto && !x.Obj.Static {
				w.locals[x.Obj] = true
			}
		case *ast.Assign:
			assigned(x.X, inLoop)
		case *ast.IncDec:
			assigned(x.X, inLoop)
		case *ast.Unary:
			if x.Op == token.And {
				w.other[root(x.X)] = true
			}
		case *ast.Call:
			writtenArgs(x, func(a ast.Expr) { w.other[root(a)] = true })
		}
		return true
	}
	ast.Inspect(body, func(n ast.Node) bool { return visit(n, false) })
	return w
}

// loopPhis ranks the variables a loop assigns, as it starts: each is a
// phi of the loop's first block, and Reassociate ranks a phi as it does a
// load, next in its block (before the loads of the body, which follow the
// phis): so in ema = a*v + (1 - a)*ema, with v loaded in the loop, the
// product of the phi ranks lower and is fused (probe g_10, recorded on
// the H200: FMUL v*a, FFMA (1-a)*ema + that). In the order the
// variables are declared.
func (r *rankScan) loopPhis(assigned map[*ast.Object]bool) {
	objs := make([]*ast.Object, 0, len(assigned))
	for o := range assigned {
		objs = append(objs, o)
	}
	sort.Slice(objs, func(i, j int) bool { // a total order: assigned is a map
		a, b := objs[i], objs[j]
		switch {
		case a.Pos.Line != b.Pos.Line:
			return a.Pos.Line < b.Pos.Line
		case a.Pos.Col != b.Pos.Col:
			return a.Pos.Col < b.Pos.Col
		}
		return a.ID < b.ID
	})
	for _, o := range objs {
		r.setVar(o, r.sequential())
	}
}

// loopParts scans a loop's or switch's statements after branches has
// forgotten what they assign. In a loop the parser unrolled as nvcc does
// (ast.For.Copies) every copy starts from the phis: Reassociate ranked
// the loop before it was unrolled, and its copies keep that order.
func (r *rankScan) loopParts(st ast.Stmt, assigned map[*ast.Object]bool) {
	switch s := st.(type) {
	case *ast.For:
		if s.Cond != nil {
			r.expr(s.Cond)
		}
		if b, ok := s.Body.(*ast.Block); ok && s.Copies > 0 {
			for i, part := range b.List {
				if _, isCopy := part.(*ast.Block); isCopy && i > 0 {
					r.loopPhis(assigned)
					r.fieldPhis(r.assignedFields(s))
				}
				r.stmt(part)
			}
			break
		}
		r.stmt(s.Body)
		if s.Post != nil {
			r.expr(s.Post)
		}
	case *ast.While:
		r.expr(s.Cond)
		r.stmt(s.Body)
	case *ast.DoWhile:
		r.stmt(s.Body)
		r.expr(s.Cond)
	case *ast.Switch:
		r.expr(s.Tag)
		for _, cl := range s.Clauses {
			for _, x := range cl.Body {
				r.stmt(x)
			}
		}
	case *ast.Labeled:
		r.stmt(s.Stmt)
	case *ast.Return:
		if s.X != nil {
			r.expr(s.X)
		}
	}
}

// fieldPhis ranks the fields of struct locals a loop assigns (by
// assignedFields) as it starts, after its scalar variables: each is a phi
// of the loop's first block, and SROA makes them in the reverse of the
// fields' order (probe bf_04: in a Particle q updated in a loop, q.y*q.y
// + ... fuses q.y*q.y where separate x and y fuse x*x).
func (r *rankScan) fieldPhis(fields map[*ast.Object][]int) {
	objs := make([]*ast.Object, 0, len(fields))
	for o := range fields {
		objs = append(objs, o)
	}
	sort.Slice(objs, func(i, j int) bool { return objs[i].ID < objs[j].ID })
	for _, q := range objs {
		idx := fields[q]
		for k := len(idx) - 1; k >= 0; k-- {
			r.fields[q][idx[k]] = r.sequential()
		}
	}
}

// trackedField returns the struct local and field index x assigns when x
// is a field of one of fieldStructs whose fields are ranked.
func (r *rankScan) trackedField(x ast.Expr) (*ast.Object, int) {
	m, ok := ast.Unparen(x).(*ast.Member)
	if !ok || m.Arrow {
		return nil, 0
	}
	id, ok := ast.Unparen(m.X).(*ast.Ident)
	if !ok || id.Obj == nil || !r.fieldStructs[id.Obj] || r.fields[id.Obj] == nil {
		return nil, 0
	}
	st, ok := id.Obj.Type.(*types.Struct)
	if !ok {
		return nil, 0
	}
	for i, f := range st.Fields {
		if f == m.Field && i < len(r.fields[id.Obj]) {
			return id.Obj, i
		}
	}
	return nil, 0
}

// assignedFields are the fields of ranked struct locals st assigns, by
// struct, in field order.
func (r *rankScan) assignedFields(st ast.Stmt) map[*ast.Object][]int {
	out := map[*ast.Object][]int{}
	note := func(x ast.Expr) {
		if q, i := r.trackedField(x); q != nil && !slices.Contains(out[q], i) {
			out[q] = append(out[q], i)
		}
	}
	ast.Inspect(st, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Assign:
			note(x.X)
		case *ast.IncDec:
			note(x.X)
		}
		return true
	})
	for _, idx := range out {
		slices.Sort(idx)
	}
	return out
}

func copyFields(m map[*ast.Object][]rank) map[*ast.Object][]rank {
	out := make(map[*ast.Object][]rank, len(m))
	for k, v := range m {
		out[k] = slices.Clone(v)
	}
	return out
}

// fieldWrittenStructs are the struct locals initialised where declared
// and written only by assigning their fields (q.x = ..., q.vx += ...,
// q.n++), some of them in a loop: never whole, through their address, or
// by a call. (Outside loops, the ranks of such fields' values are not
// known well enough: probe gm_08's float4 d = dst[i]; d.x = s.x / 255.0f
// * a + d.x * (1.0f - a) fuses the left product on the H200.)
func fieldWrittenStructs(body ast.Stmt) map[*ast.Object]bool {
	w := scanStructWrites(body)
	for o := range w.locals {
		if w.other[o] || !w.looped[o] {
			delete(w.locals, o)
		}
	}
	return w.locals
}

func copyRanks(m map[*ast.Object]rank) map[*ast.Object]rank {
	out := make(map[*ast.Object]rank, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// assignedVars are the register variables st assigns or declares.
func assignedVars(st ast.Stmt) map[*ast.Object]bool {
	out := map[*ast.Object]bool{}
	ast.Inspect(st, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Assign:
			if o := scalarVar(x.X); o != nil {
				out[o] = true
			}
		case *ast.IncDec:
			if o := scalarVar(x.X); o != nil {
				out[o] = true
			}
		case *ast.Unary:
			if x.Op == token.And { // its address taken: anything may write it
				if o := scalarVar(x.X); o != nil {
					out[o] = true
				}
			}
		case *ast.VarDecl:
			out[x.Obj] = true
		case *ast.Call:
			writtenArgs(x, func(a ast.Expr) {
				if o := scalarVar(a); o != nil {
					out[o] = true
				}
			})
		}
		return true
	})
	return out
}

// scalarVar is the register variable x names, or nil.
func scalarVar(x ast.Expr) *ast.Object {
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok || !registerVar(id) || id.Obj.Static {
		return nil
	}
	return id.Obj
}

// noteProductVar records whether local o now holds a float product.
func (r *rankScan) noteProductVar(o *ast.Object, x ast.Expr) {
	if o != nil {
		r.productVars[o] = x != nil && fusableProduct(x)
		r.productSass[o] = r.sassCalls
	}
}

// localProduct reports whether x is a local holding a float product,
// which the engine may fuse into the sums that read it.
func (r *rankScan) localProduct(x ast.Expr) bool {
	o := scalarVar(x)
	return o != nil && r.productVars[o]
}

func (r *rankScan) setVar(o *ast.Object, v rank) {
	if o == nil {
		return
	}
	if _, scalar := o.Type.(*types.Basic); scalar && v.ok {
		r.vals[o] = v
		return
	}
	delete(r.vals, o)
}

// sassBlockCalls are the operations whose SASS branches (a slow path)
// though their PTX does not: they split the blocks ptxas contracts in, so
// they decide the differences (NVVM fuses no product into a subtraction,
// ptxas does, within a block): (float)i*(cbrtf(a) - b) - (float)i*sqrtf(a)
// rounds the product computed before sqrtf's slow path and fuses the one
// after it (recorded in a probe's SASS and in random program float_j08).
// Sums are NVVM's, whose blocks these are not.
var sassBlockCalls = map[string]bool{"sqrtf": true, "sqrt": true}

// blockCalls are the library functions whose libdevice code keeps
// branches (the PTX of a probe of every function, x_fma_block_calls): the
// code after such a call is in another basic block than the code before
// it, and NVVM fuses within a block. (atanf has one branch, which a probe
// kept and x_fma_block_calls did not: left out.) keepsArgument are those
// of them that read their argument again after their branches, which
// stays live across them.
var blockCalls = map[string]bool{
	"sinf": true, "cosf": true, "log1pf": true, "lgammaf": true, "fmodf": true, "remainderf": true,
	"sin": true, "cos": true, "tan": true, "log": true, "log2": true, "log10": true, "normcdf": true,
	"sinpi": true, "cospi": true, "pow": true, "atan2": true,
	// the double ports of 25 November (tests/gpu/math/ptx_rare_d.cu's PTX)
	"lgamma": true, "tgamma": true, "erfcinv": true, "normcdfinv": true, "erfcx": true,
	"j0": true, "j1": true, "y0": true, "y1": true,
}

var keepsArgument = map[string]bool{"log1pf": true}

// speculatable are the built-ins LLVM computes with an intrinsic it may
// move freely (no rank of its own): fabs, minnum, floor...
var speculatable = map[string]bool{"fabsf": true, "fabs": true, "fminf": true, "fmaxf": true, "fmin": true, "fmax": true,
	"floorf": true, "floor": true, "ceilf": true, "ceil": true, "truncf": true, "trunc": true, "rintf": true, "rint": true,
	"copysignf": true, "copysign": true, "__fmul_rn": true, "__dmul_rn": true}

// selectArm reports whether nvcc computes e, an arm of a conditional
// expression, unconditionally as an operand of a select: it reads no
// memory, cannot trap, and calls only speculatable functions.
func selectArm(e ast.Expr) bool {
	if !pure(e) {
		return false
	}
	ok := true
	ast.Inspect(e, func(n ast.Node) bool {
		if call, isCall := n.(*ast.Call); isCall && (call.Func == nil || !speculatable[call.Func.Name]) {
			ok = false
		}
		return ok
	})
	return ok
}

// expr ranks e, scanning it in evaluation order.
func (r *rankScan) expr(e ast.Expr) rank {
	if e == nil {
		return unknownRank
	}
	if e.Base().Const != nil {
		r.walk(e)
		return rank{ok: true}
	}
	switch x := e.(type) {
	case *ast.Paren:
		return r.expr(x.X)
	case *ast.FloatLit, *ast.IntLit, *ast.BoolLit:
		return rank{ok: true}
	case *ast.Ident:
		if x.Obj == nil {
			return unknownRank
		}
		if v, ok := r.vals[x.Obj]; ok {
			return v
		}
		if x.Obj.Kind == ast.ObjVar && x.Obj.Space != ast.SpaceAuto {
			return r.load(e)
		}
		if x.Obj.Kind == ast.ObjBuiltinVar {
			return builtinVarRank
		}
		return unknownRank
	case *ast.Index:
		if o := indexedArray(x); o != nil && r.elems[o] != nil {
			// an element of a read-only local array: its value's rank,
			// the highest of them where the index varies (probe co_08:
			// cb[c] of float cb[3] = {d8.x*k, ...} ranks below a call's
			// result, and (1-as)*ab*cb[c] fuses)
			r.expr(x.Index)
			elems := r.elems[o]
			if c := x.Index.Base().Const; c != nil && !c.IsFloat && c.Int < uint64(len(elems)) {
				return elems[c.Int]
			}
			v := rank{ok: len(elems) > 0}
			for _, el := range elems {
				v = v.max(el)
			}
			return v
		}
		r.expr(x.X)
		r.expr(x.Index)
		return r.load(e)
	case *ast.Member:
		if v := r.expr(x.X); v == builtinVarRank {
			return v // threadIdx.x
		}
		if x.Arrow {
			return r.load(e)
		}
		if id, ok := ast.Unparen(x.X).(*ast.Ident); ok && id.Obj != nil && r.fields[id.Obj] != nil {
			for i, f := range x.X.Type().(*types.Struct).Fields {
				if f == x.Field && i < len(r.fields[id.Obj]) {
					return r.fields[id.Obj][i]
				}
			}
		}
		if id, ok := ast.Unparen(x.X).(*ast.Ident); ok && id.Obj != nil && id.Obj.Kind == ast.ObjParam {
			// a member of a struct passed by value: loaded from the
			// parameter once, at the function's entry (LICM and GVN), as
			// low as the parameter itself (probe g_04: p.k of a Params)
			if v, ok := r.params[id.Obj]; ok {
				return v
			}
		}
		return unknownRank
	case *ast.Unary:
		v := r.expr(x.X)
		switch x.Op {
		case token.Sub, token.Add:
			return v // a negation counts for nothing
		case token.Mul:
			return r.load(e)
		case token.Not, token.Tilde:
			return v.next()
		}
		return unknownRank
	case *ast.Cast:
		v := r.expr(x.X)
		if sameRepresentation(x.T, x.X.Type()) {
			return v
		}
		return v.next()
	case *ast.Binary:
		return r.binary(x)
	case *ast.Cond:
		c := r.expr(x.Cond)
		if !selectArm(x.Then) || !selectArm(x.Else) {
			// c ? 0.0f : p[i]: the arms are blocks of their own, and
			// the value is a phi in the block after them, ranked there
			// as a load is (probe au_06's hermite4 of four such
			// samples, inlined, fuses by those ranks on the H200)
			r.newBlock()
			r.expr(x.Then)
			r.newBlock()
			r.expr(x.Else)
			r.newBlock()
			return r.sequential()
		}
		t := r.expr(x.Then)
		f := r.expr(x.Else)
		return c.max(t).max(f).next()
	case *ast.Assign:
		saved := r.assigning
		if x.Op == token.Assign {
			r.assigning = scalarVar(x.X)
		}
		v := r.expr(x.Y)
		r.assigning = saved
		o := scalarVar(x.X)
		if q, i := r.trackedField(x.X); q != nil {
			if x.Op != token.Assign {
				v = v.max(r.fields[q][i]).next()
			}
			r.fields[q][i] = v
			return v
		}
		if o == nil {
			r.walk(x.X)
			r.forgetMemory() // a store: loads after it read memory again
			return v
		}
		if x.Op != token.Assign {
			old, ok := r.vals[o]
			v = v.max(rank{v: old.v, ok: ok && old.ok}).next()
			r.noteProductVar(o, nil)
		} else {
			r.noteProductVar(o, x.Y)
		}
		r.setVar(o, v)
		return v
	case *ast.IncDec:
		if o := scalarVar(x.X); o != nil {
			v, ok := r.vals[o]
			r.setVar(o, rank{v: v.v + 1, ok: ok && v.ok})
			return unknownRank
		}
		r.walk(x.X)
		r.forgetMemory()
		return unknownRank
	case *ast.Call:
		args := rank{ok: true}
		each := make([]rank, len(x.Args))
		for i, a := range x.Args {
			each[i] = r.expr(a)
			args = args.max(each[i])
		}
		if x.Func == nil || x.Func.Kind != ast.ObjBuiltinFunc {
			r.forgetMemory() // a user function may store anything
			return r.inlined(x, each)
		}
		if sassBlockCalls[x.Func.Name] {
			r.sassCalls++
		}
		if blockCalls[x.Func.Name] && !constantArgument(x) {
			r.calls++
			if keepsArgument[x.Func.Name] {
				for _, a := range x.Args {
					if o := scalarVar(a); o != nil {
						r.kept[o] = r.calls
					}
				}
			}
			// the code after the call's branches is a block of its own,
			// whose loads rank above everything before it (probe ml_07:
			// a*(w[i] - target) + noise, w[i] loaded after a sin, fuses
			// noise's product)
			v := r.load(e)
			r.newBlock()
			return v
		}
		if speculatable[x.Func.Name] {
			return args.next()
		}
		return r.load(e)
	}
	r.walk(e)
	return unknownRank
}

// walk scans the expressions inside e (for the sums within) when e's own
// rank is not needed.
func (r *rankScan) walk(e ast.Expr) {
	ast.Inspect(e, func(n ast.Node) bool {
		if n == ast.Node(e) {
			return true
		}
		if x, ok := n.(ast.Expr); ok {
			r.expr(x)
			return false
		}
		return true
	})
}

// load ranks a load or call e: an equal one made before in the block is
// the same value.
func (r *rankScan) load(e ast.Expr) rank {
	k := operandKey(e, noAlias)
	if k != "" {
		if v, ok := r.loads[k]; ok {
			return v
		}
	}
	v := r.sequential()
	if k != "" {
		r.loads[k] = v
	}
	return v
}

func (r *rankScan) binary(b *ast.Binary) rank {
	if b.Op == token.LAnd || b.Op == token.LOr {
		r.expr(b.X)
		r.newBlock() // the right operand runs in a block of its own
		r.expr(b.Y)
		r.newBlock()
		return unknownRank
	}
	x := r.expr(b.X)
	sassCalls, calls := r.sassCalls, r.calls
	y := r.expr(b.Y)
	if b.Op == token.Comma {
		return y
	}
	if b.Op == token.Add || b.Op == token.Sub {
		f := sumFacts{b: b, x: x, y: y, xLocal: r.localProduct(b.X), yLocal: r.localProduct(b.Y)}
		if fusableProduct(b.X) {
			// the left product is computed before the right operand: in
			// an earlier block than the operation when that branches (in
			// SASS, for a difference, which ptxas contracts), unless nvcc
			// moves the product down to it (r.sinks: ptxas then fuses it),
			// which it cannot when NVVM has fused the right product there
			// (probe sr_10: sinf(t)*expf(u) + 0.25f*cosf(v) fuses 0.25f*cosf)
			f.earlier = b.Op == token.Sub && r.sassCalls > sassCalls || r.calls > calls && !r.sinks(b, calls)
		}
		if b.Op == token.Sub && (f.xLocal && r.sassCalls > r.productSass[scalarVar(b.X)] || f.yLocal && r.sassCalls > r.productSass[scalarVar(b.Y)]) {
			// a local's product computed before a sqrtf's slow path is
			// in an earlier block than this difference, which ptxas
			// contracts within a block (probe ad_01: w*c1 held in a
			// local, then w - lr*m/(sqrt(v) + eps), rounds it)
			b.Fuse = ast.FuseNone
		}
		if (fusableProduct(b.X) || fusableProduct(b.Y) || f.xLocal || f.yLocal) && r.inlining == 0 {
			r.sums = append(r.sums, f)
		}
	}
	v := x.max(y).next()
	if bt := types.BasicOf(b.T); b.Op == token.Quo && bt != nil && bt.Kind == types.Float {
		// a float division is a call of NVVM's div.rn intrinsic (IEEE
		// unless -prec-div=false), ranked in program order as a load is
		// (probe g_08: a*(1-s) + d*s, s a smoothstep's quotient computed
		// after d's load, fuses d*s); a double one is LLVM's fdiv (random
		// programs float_n33, float_b26)
		v = r.sequential()
	}
	if floatProduct(b) && r.inlining == 0 {
		r.products[b] = v
	}
	return v
}

// maxInlining bounds the calls ranked through their callees' bodies.
const maxInlining = 3

// inlined ranks the result of a call of a program's device function as
// nvcc, which inlines it, does: the callee's statements ranked with its
// parameters holding the arguments' ranks, up to the return that ends it
// (its only one). Its sums keep the ranks of the callee's own scan: the
// body is one for every call. Unknown when the callee returns elsewhere.
func (r *rankScan) inlined(call *ast.Call, args []rank) rank {
	var fd *ast.FuncDecl
	if call.Func != nil {
		fd = call.Func.Decl
	}
	if call.Func == nil || fd == nil || fd.Body == nil || r.inlining >= maxInlining || len(fd.Params) != len(args) || fd.Attrs.Exec()&ast.ExecDevice == 0 {
		return unknownRank
	}
	list := fd.Body.List
	if len(list) == 0 {
		return unknownRank
	}
	returns := 0
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if _, isRet := n.(*ast.Return); isRet {
			returns++
		}
		return true
	})
	ret, ok := list[len(list)-1].(*ast.Return)
	if ft, isFunc := call.Func.Type.(*types.Func); returns > 1 && isFunc && ft.Result != nil && !types.IsVoid(ft.Result) {
		// the returns meet in a block after the callee's branches,
		// where the value is a phi, ranked as a load is (probe co_08:
		// as*B(cb, cs) + (1-as)*ab*cb, B a switch of returns, fuses the
		// right product on the H200)
		r.newBlock()
		return r.sequential()
	}
	if !ok || ret.X == nil || returns != 1 {
		return unknownRank
	}
	saved := r.vals
	r.vals = copyRanks(r.vals)
	r.inlining++
	for i, p := range fd.Params {
		r.setVar(p, args[i])
	}
	for _, st := range list[:len(list)-1] {
		r.stmt(st)
	}
	v := r.expr(ret.X)
	r.inlining--
	r.vals = saved
	return v
}

// sinks reports whether nvcc computes the product b.X, written before a
// call in b.Y that branches, after that call, next to the add, where it
// fuses: when that keeps as many values live across the branches, as
// the PTX of probes and the random programs show. The product's
// variables that the function reads after b, or that the call reads
// after its branches (keepsArgument), are live across anyway; so are
// constants. With at most one other variable (a square, x*x, has one)
// the product moves; with two it stays before the call, rounded
// (a*b + sinf(c) in a kernel that reads a and b nowhere else). A load
// or a blockCall's result counts as a variable of its own. calls is the count of blockCalls
// before b.Y.
func (r *rankScan) sinks(b *ast.Binary, calls int) bool {
	end := lastPos(b)
	dead := map[any]bool{} // the variables' objects, the loads' nodes
	load := func(x ast.Expr) {
		for n := range dead { // an equal load is the same value
			if e, ok := n.(ast.Expr); ok && operandKey(x, noAlias) != "" && operandKey(x, noAlias) == operandKey(e, noAlias) {
				return
			}
		}
		dead[x] = true
	}
	ast.Inspect(b.X, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Index, *ast.Member:
			load(x.(ast.Expr))
			return false
		case *ast.Call:
			// a library call cannot move down with the product: its
			// result is a value of its own (y*sinf(g) before cosf: y and
			// sinf's result would both live across,
			// x_fma_block_call_assign; sinf(t)*expf(u) before cosf stays
			// rounded, x_fma_block_call_ranks); LLVM's intrinsics move
			// with it and count as their variables (fmaf(a, b, b) *
			// expm1f(c) before fmodf fuses, random program float_j21), and
			// so does a call that has no branches of its own and reads
			// only a variable the product multiplies by itself
			// (v*expf(-v*0.25f) before log1pf fuses, probe ll_09; not
			// fmaf(p, q, hypotf(q, r)) * s, random program float_j11)
			if x.Func != nil && x.Func.Kind == ast.ObjBuiltinFunc && !speculatable[x.Func.Name] && !movesWithProduct[x.Func.Name] &&
				(blockCalls[x.Func.Name] || !readsOnly(x, factorVars(b.X))) {
				load(x)
				return false
			}
		case *ast.Unary:
			if x.Op == token.Mul {
				load(x)
				return false
			}
		case *ast.Ident:
			o := x.Obj
			if o == nil || (o.Kind != ast.ObjVar && o.Kind != ast.ObjParam) {
				return false
			}
			if o.Space != ast.SpaceAuto {
				load(x)
				return false
			}
			if o.Kind == ast.ObjParam && r.kernel && o != r.assigning {
				// a kernel's parameter is read from the constant bank
				// where it is used and holds no register (probe mm_01:
				// row[x]*s before sinf(...)*cosf(...) fuses)
				return false
			}
			if r.kept[o] <= calls && (!end.Before(r.lastRead[o]) || o == r.assigning) {
				// (y = y*sinf(g) + cosf(x): the later reads of y are of
				// the sum; probe gp_01 rounds y*sinf(g) on the H200)
				dead[o] = true
			}
		}
		return true
	})
	return len(dead) <= 1
}

// factorVars are the variables x, a product, multiplies by directly.
func factorVars(x ast.Expr) map[*ast.Object]bool {
	out := map[*ast.Object]bool{}
	m, ok := ast.Unparen(x).(*ast.Binary)
	if !ok || m.Op != token.Mul {
		return out
	}
	for _, f := range []ast.Expr{m.X, m.Y} {
		if id, ok := ast.Unparen(f).(*ast.Ident); ok && id.Obj != nil && (id.Obj.Kind == ast.ObjVar || id.Obj.Kind == ast.ObjParam) {
			out[id.Obj] = true
		}
	}
	return out
}

// readsOnly reports whether call's arguments read variables of vars alone
// (and no memory).
func readsOnly(call *ast.Call, vars map[*ast.Object]bool) bool {
	ok := true
	for _, a := range call.Args {
		ast.Inspect(a, func(n ast.Node) bool {
			switch y := n.(type) {
			case *ast.Index, *ast.Member, *ast.Call:
				ok = false
			case *ast.Unary:
				ok = ok && y.Op != token.Mul
			case *ast.Ident:
				if y.Obj != nil && (y.Obj.Kind == ast.ObjVar || y.Obj.Kind == ast.ObjParam) && !vars[y.Obj] {
					ok = false
				}
			}
			return ok
		})
	}
	return ok
}

// movesWithProduct are the calls besides speculatable ones that nvcc
// computes where the product reading them goes (LLVM's fma intrinsic).
var movesWithProduct = map[string]bool{"fmaf": true, "fma": true}

// noAlias spells every variable as itself (operandKey's alias).
func noAlias(s string) string { return s }

// constantArgument reports whether an argument of call is a constant
// (reads no variable):
// the call is folded, or its branches on that argument are (float_13's
// fmodf(ceilf(f3), log2f(3.25f)) fuses the product before it).
func constantArgument(call *ast.Call) bool {
	for _, a := range call.Args {
		variable := false
		ast.Inspect(a, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && id.Obj != nil && (id.Obj.Kind == ast.ObjVar || id.Obj.Kind == ast.ObjParam) {
				variable = true
			}
			return !variable
		})
		if !variable {
			return true
		}
	}
	return false
}

// lastReads returns where each variable is read last in body.
func lastReads(body ast.Stmt) map[*ast.Object]diag.Pos {
	out := map[*ast.Object]diag.Pos{}
	ast.Inspect(body, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && id.Obj != nil && out[id.Obj].Before(id.P) {
			out[id.Obj] = id.P
		}
		return true
	})
	return out
}

// lastPos is the position of the last identifier in e.
func lastPos(e ast.Expr) diag.Pos {
	var p diag.Pos
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && p.Before(id.P) {
			p = id.P
		}
		return true
	})
	return p
}

// fusableProduct reports whether x is a float or double product the
// engine would fuse (not one by 1, -1 or 2, which LLVM folds away).
func fusableProduct(x ast.Expr) bool {
	m, ok := ast.Unparen(x).(*ast.Binary)
	return ok && floatProduct(m) && m.Const == nil && !foldedFactor(m.X) && !foldedFactor(m.Y)
}

// sameRepresentation reports whether a conversion from u to t is no
// instruction in LLVM's IR (signedness alone, or the same type).
func sameRepresentation(t, u types.Type) bool {
	if types.Identical(t, u) {
		return true
	}
	bt, bu := types.BasicOf(t), types.BasicOf(u)
	return bt != nil && bu != nil && types.IsInteger(bt) && types.IsInteger(bu) && bt.Size() == bu.Size() && bt.Kind != types.Bool && bu.Kind != types.Bool
}

// foldedFactor reports whether x is the constant 1 or -1, by which LLVM
// folds a product away; the engine's mulOperands declines it too. (A
// product by 2 is one in a sum, which NVVM contracts, and x + x in a
// difference, which ptxas does: roundDoublings.)
func foldedFactor(x ast.Expr) bool {
	v := ast.Unparen(x).Base().Const
	return v != nil && v.IsFloat && (v.Float == 1 || v.Float == -1)
}

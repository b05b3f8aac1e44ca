package check

import (
	"fmt"
	"slices"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
)

// nvcc fuses a*b + c into one FMA by default (-fmad=true), and the engine
// does the same for every product that is an operand of + or - (or of +=,
// -=) in device code. But nvcc first removes common subexpressions: when the
// same product is computed twice with the same operand values, as zr*zr in
//
//	while (zr * zr + zi * zi <= 4.0f) { float t = zr * zr - zi * zi + cr; ... }
//
// it becomes one FMUL whose result both uses read, and a product with two
// uses is not fused (recorded in x_mandelbrot's SASS: FMUL, FMUL, FADD for
// the condition and FADD, FADD for t). unfuseSharedProducts finds such
// products and makes them __fmul_rn / __dmul_rn calls, CUDA's own spelling
// of a multiply that is never fused, so the engine rounds them apart.
//
// A product is shared when an equal product (same operands, in either
// order, built from variables, constants, and loads) was evaluated before it
// on every path and nothing it reads was assigned since: earlier in the
// same statement list, in the condition of an enclosing if or loop, or in
// the earlier statements of the block around it. Assignments to a variable
// forget the products that read it; stores through pointers and calls of
// user functions forget the products that load from memory. A variable
// copied from another stands for it until either is assigned, and a
// product inside a sum computed before as a whole is not shared: the sum
// is one value with one use of the product.
//
// Shared products that only additions and subtractions read, in one basic
// block, fuse all the same (fuseSharedAddends). A small if on registers
// alone is part of the block around it (LLVM makes selects of it), and a
// product one branch of an if that stays a branch computes is available
// after the if as well (GVN's partial-redundancy elimination): both
// recorded in x_fma_flattened. An if that only stores a select (the place
// stored before it, or by both its branches) is no branch either
// (x_fma_stores). A counted loop nvcc unrolls whole is straight-line code
// (unrolled.go); in a loop that stays one, the products whose operands the
// loop never changes leave it (licm.go).
func (c *checker) unfuseSharedProducts(fd *ast.FuncDecl) {
	if fd.Body == nil || fd.Attrs.Exec()&ast.ExecDevice == 0 {
		return
	}
	c.expandFastMath(fd.Body)
	foldZeroAddends(fd.Body)
	c.roundDoublings(fd.Body)
	c.roundComparedDifferences(fd.Body)
	s := &productScan{shared: map[*ast.Binary]bool{}, classOf: map[*ast.Binary]int{},
		region: map[*ast.Binary]int{}, addend: map[*ast.Binary]addendSide{}, sibling: map[*ast.Binary]*ast.Binary{},
		hoist: map[*ast.Binary]bool{}, partial: map[*ast.Binary]int{}, phi: map[*ast.Binary]bool{},
		inSub: map[*ast.Binary]bool{}, twin: map[*ast.Binary]*ast.Binary{}, late: c.inlinedLate}
	s.stmt(fd.Body, map[string][]*ast.Binary{})
	ranks := scanRanks(fd)
	s.ranks = ranks.products
	s.fuseSharedAddends()
	for _, b := range s.twins {
		if s.shared[s.twin[b]] {
			s.shared[b] = true
		}
	}
	c.roundShared(fd, s.shared)
	c.orderProductSums(ranks, s.shared)
	mirrorSums(s.sumTwins)
}

// sumTwin is a sum computed again as a whole (post) and the earlier one;
// flip says post's operands are early's in the other order.
type sumTwin struct {
	post, early *ast.Binary
	flip        bool
}

// mirrorSums makes each sum computed again as a whole round and fuse its
// products as the earlier one, whose value it is (x_fma_loop_exit: the
// sum after a loop is its condition's).
func mirrorSums(twins []sumTwin) {
	for _, tw := range twins {
		ex, ey, fuse := tw.early.X, tw.early.Y, tw.early.Fuse
		if tw.flip {
			ex, ey = ey, ex
			switch fuse {
			case ast.FuseLeft:
				fuse = ast.FuseRight
			case ast.FuseRight:
				fuse = ast.FuseLeft
			}
		}
		tw.post.X, tw.post.Y = mirrorRounding(tw.post.X, ex), mirrorRounding(tw.post.Y, ey)
		tw.post.Fuse = fuse
	}
}

// mirrorRounding is x, a product, rounded when e, the equal operand of the
// earlier sum, is: a call of __fmul_rn or __dmul_rn.
func mirrorRounding(x, e ast.Expr) ast.Expr {
	m, ok := ast.Unparen(x).(*ast.Binary)
	call, rounded := ast.Unparen(e).(*ast.Call)
	if !ok || m.Op != token.Mul || !rounded || call.Func == nil || (call.Func.Name != "__fmul_rn" && call.Func.Name != "__dmul_rn") {
		return x
	}
	return roundedProduct(m, call.Func)
}

// roundShared rewrites the shared products that an add or subtraction
// reads as __fmul_rn or __dmul_rn calls.
func (c *checker) roundShared(fd *ast.FuncDecl, shared map[*ast.Binary]bool) {
	if len(shared) == 0 {
		return
	}
	fmul, dmul := c.lookup("__fmul_rn"), c.lookup("__dmul_rn")
	if fmul == nil || dmul == nil {
		return
	}
	unfuse := func(x ast.Expr) ast.Expr {
		b, ok := ast.Unparen(x).(*ast.Binary)
		if !ok || !shared[b] {
			return x
		}
		o := fmul
		if types.BasicOf(b.T).Kind == types.Double {
			o = dmul
		}
		return roundedProduct(b, o)
	}
	rewriteAddends(fd.Body, unfuse, nil)
}

// rewriteAddends replaces each operand of an addition or subtraction in
// body, and the right side of each += and -=, by f's result; sum, if any,
// sees each addition and subtraction first.
func rewriteAddends(body ast.Node, f func(ast.Expr) ast.Expr, sum func(*ast.Binary)) {
	ast.Inspect(body, func(n ast.Node) bool {
		switch e := n.(type) {
		case *ast.Binary:
			if e.Op == token.Add || e.Op == token.Sub {
				if sum != nil {
					sum(e)
				}
				e.X, e.Y = f(e.X), f(e.Y)
			}
		case *ast.Assign:
			if e.Op == token.AddAssign || e.Op == token.SubAssign {
				e.Y = f(e.Y)
			}
		}
		return true
	})
}

// productScan walks a function body in execution order with the products
// available at each point (key → the nodes that computed it).
type productScan struct {
	shared map[*ast.Binary]bool
	// classes are the groups of equal products found shared, by
	// classOf's index, in evaluation order.
	classes [][]*ast.Binary
	classOf map[*ast.Binary]int
	// region numbers the straight-line stretches of the body (one per
	// basic block, roughly): each product's, for fuseSharedAddends.
	region  map[*ast.Binary]int
	cur     int
	addend  map[*ast.Binary]addendSide  // products that are an operand of + or - (or of += and -=)
	sibling map[*ast.Binary]*ast.Binary // the product on the other side of such an operator
	hoist   map[*ast.Binary]bool        // products hoisted out of their block: if-else branches' leading ones, loops' invariant ones read beside what the loop changes
	// partial holds the products of one branch that partiallyRedundant
	// made available after their if, with the region of the block right
	// after the join: GVN computes such a product on the other path only
	// for an equal one in that block, so elsewhere they are not there.
	partial map[*ast.Binary]int
	// phi holds the products with a constant factor that read a branch's
	// equal product through the join's phi (throughPhi).
	phi map[*ast.Binary]bool
	// ranks ranks the products (fmarank.go), to say which of two in a
	// sum fuses; inSub holds the products that a subtraction reads (or
	// -=).
	ranks map[*ast.Binary]rank
	inSub map[*ast.Binary]bool
	// twin holds the products of a sum computed before as a whole, each
	// with the equal product of that sum, whose rounding it takes; twins
	// lists them in evaluation order.
	twin  map[*ast.Binary]*ast.Binary
	twins []*ast.Binary
	// late says whether products inlined from functions nvcc inlines
	// after its loop passes may be in the body (bodyEntry).
	late bool
	// sumTwins are those sums, each with the earlier one, whose choice
	// of the product to fuse it copies (mirrorSums).
	sumTwins []sumTwin
	// storedBefore is the statement before the one scanned in its list
	// (speculatedStore). A loop's body, whose first statement has none,
	// keeps the loop's: right for a loop unrolled whole (unrolledWhole),
	// wrong for the if alone in another (recorded in
	// tests/conformance/x_fma_store_loops: runtimeTrips' product stays
	// rounded either way) but right for a product read again after it
	// (afterIf fuses both, because LICM hoists the loop-invariant
	// arithmetic of both statements, products and adds, into one block
	// before the loop; loopInvariant models the rest of LICM).
	storedBefore ast.Stmt
}

// addendSide says which operand of an addition or subtraction a product is.
type addendSide uint8

const (
	leftAddend addendSide = iota + 1
	rightAddend
)

// newRegion starts a new straight-line stretch: control flow joins or
// splits here.
func (s *productScan) newRegion() { s.cur++ }

// fuseSharedAddends fuses the equal products of one region (one basic
// block, roughly) that only additions and subtractions read, however many:
// recorded in x_fma_multiuse2's SASS, where a product five sums read is
// five FFMAs, and both a sum and a difference of one product fuse it. A
// product that is read as a value too (stored, compared, multiplied) is
// computed once and rounded for all its reads (the same SASS: y*w + 0.5
// beside a store of y*w is FMUL, FADD), and so is one read from another
// basic block (x_mandelbrot: the loop's test and its body). Where both
// operands of a sum are products, the one more reads share is rounded and
// the other fused; with as many reads, the one of lower rank (fmarank.go),
// and in a difference the left one (x_fma_multiuse2's x*x + y*y beside
// x*x - y*y). A product rounded so in one read is rounded in all of them
// once a difference reads it (x_fma_rank).
func (s *productScan) fuseSharedAddends() {
	uses := func(b *ast.Binary) int {
		if id, ok := s.classOf[b]; ok {
			return len(s.classes[id])
		}
		return 1
	}
	for _, class := range s.classes {
		fusable := true
		for _, b := range class {
			if s.addend[b] == 0 || s.hoist[b] || s.region[b] != s.region[class[0]] {
				fusable = false
			}
		}
		if !fusable {
			continue
		}
		// NVVM contracts sums, each with its own choice of product (its
		// FMUL stays for the reads that keep it rounded); a difference is
		// left to ptxas, which fuses a product only where the FMUL goes
		// away: one that a sum keeps rounded is rounded in every read as
		// soon as a difference reads it (x_fma_rank: g*c, rounded in a sum
		// beside d*e, is rounded in g*c - d*e too)
		loses := func(b *ast.Binary) bool {
			other := s.sibling[b]
			if other == nil {
				return false
			}
			n, m := uses(b), uses(other)
			return n > m || n == m && !s.fusedOfTwo(b, other)
		}
		if slices.ContainsFunc(class, loses) && slices.ContainsFunc(class, func(b *ast.Binary) bool { return s.inSub[b] }) {
			continue
		}
		for _, b := range class {
			if !loses(b) {
				delete(s.shared, b)
			}
		}
	}
}

// fusedOfTwo reports whether b, which other meets in an add or
// subtraction with as many reads, is the one fused: in a sum the product
// of lower rank (fmarank.go), else the left one.
func (s *productScan) fusedOfTwo(b, other *ast.Binary) bool {
	rb, okb := s.ranks[b]
	ro, oko := s.ranks[other]
	if !s.inSub[b] && okb && oko && rb.ok && ro.ok && rb.v != ro.v { // other is b's sibling in a sum
		return rb.v < ro.v
	}
	return s.addend[b] != rightAddend
}

// share marks b shared with the earlier equal products prev.
func (s *productScan) share(prev []*ast.Binary, b *ast.Binary) {
	id, ok := s.classOf[prev[0]]
	if !ok {
		id = len(s.classes)
		s.classes = append(s.classes, nil)
		for _, p := range prev {
			if _, in := s.classOf[p]; !in {
				s.classOf[p] = id
				s.classes[id] = append(s.classes[id], p)
			}
		}
	}
	s.classOf[b] = id
	s.classes[id] = append(s.classes[id], b)
	for _, p := range prev {
		s.shared[p] = true
	}
	s.shared[b] = true
}

// A register variable (or member) copied from another holds the same
// value until either is assigned, and LLVM's value numbering sees one
// value (x_inline_helpers: r3 = p; r3 += dt * v computes p + dt * v).
// avail keeps such a copy as "=" + its key, with a marker of what it
// stands for (aliasMarker).

// aliasOf returns the key k stands for in a: what k was copied from, or k.
func (s *productScan) aliasOf(a avail) func(string) string {
	return func(k string) string {
		if m := a["="+k]; len(m) > 0 {
			return aliasTarget(m[0])
		}
		return k
	}
}

// copied records that the register variable v, declared with init, holds
// init's value: the whole and, for a struct or vector, each field (from a
// braced list, field by field).
func (s *productScan) copied(a avail, v *ast.Object, init ast.Expr) {
	alias := s.aliasOf(a)
	set := func(from, to string) {
		if to == "" || strings.Contains(to, "[") {
			return // only register values
		}
		a["="+from] = []*ast.Binary{aliasMarker(to)}
	}
	from := objKey(v)
	st, _ := v.Type.(*types.Struct)
	var elems []ast.Expr // a struct built in place: its fields' values
	switch x := init.(type) {
	case *ast.InitList:
		elems = x.Elems
	case *ast.Construct:
		elems = x.Args
	}
	if elems != nil {
		if st == nil || len(elems) > len(st.Fields) {
			return
		}
		for i, e := range elems {
			set(from+"."+st.Fields[i].Name+";", operandKey(e, alias))
		}
		return
	}
	to := operandKey(init, alias)
	set(from, to)
	if st != nil && to != "" {
		for _, f := range st.Fields {
			set(from+"."+f.Name+";", to+"."+f.Name+";")
		}
	}
}

type avail = map[string][]*ast.Binary

func copyAvail(a avail) avail {
	b := make(avail, len(a))
	for k, v := range a {
		b[k] = append([]*ast.Binary(nil), v...)
	}
	return b
}

func (s *productScan) stmt(st ast.Stmt, a avail) avail {
	switch st := st.(type) {
	case nil:
		return a
	case *ast.Block:
		for i, x := range st.List {
			if i > 0 {
				s.storedBefore = st.List[i-1]
			}
			a = s.stmt(x, a)
			s.storedBefore = nil
		}
		return a
	case *ast.ExprStmt:
		return s.expr(st.X, a)
	case *ast.DeclStmt:
		for _, v := range st.Decls {
			if v.Init != nil {
				a = s.expr(v.Init, a)
			}
			if v.Obj != nil {
				a = forget(a, objKey(v.Obj), false)
				if v.Init != nil && v.Obj.Space == ast.SpaceAuto && v.Obj.Qual&types.Volatile == 0 {
					s.copied(a, v.Obj, v.Init)
				}
			}
		}
		return a
	case *ast.Return:
		if st.X != nil {
			s.expr(st.X, a)
		}
		s.newRegion()
		return avail{}
	case *ast.If:
		a = s.expr(st.Cond, a)
		if st.Cond.Base().Const != nil {
			// if (true) is no branch: the statement it runs is straight-line
			// code where it stands, and the other one is folded away
			// (cg_b13 of tests/randprog)
			if isTrue(st.Cond) {
				return s.stmt(st.Then, a)
			}
			return s.stmt(st.Else, a)
		}
		s.hoisted(st, a)
		// A small if on registers alone becomes selects (SimplifyCFG's
		// speculation): its products are in the block around it, where a
		// product before it and its equal inside, each read by adds, both
		// fuse (tests/conformance/x_fma_flattened).
		before := s.storedBefore
		s.storedBefore = nil // an if in a branch follows no statement of this list
		flat := smallRegisterBranch(st.Then) && smallRegisterBranch(st.Else) ||
			st.Else == nil && speculatedStore(st.Then, before, s.aliasOf(a)) ||
			st.Else != nil && speculatedStore(st.Then, st.Else, s.aliasOf(a)) && speculatedStore(st.Else, st.Then, s.aliasOf(a))
		if !flat {
			s.newRegion()
		}
		t := s.stmt(st.Then, copyAvail(a))
		if !flat {
			s.newRegion()
		}
		e := s.stmt(st.Else, copyAvail(a))
		if !flat {
			s.newRegion()
		}
		// a branch that leaves (if (k > 30) break;) does not reach the
		// join: after the if, what the other path left is available
		switch thenLeaves, elseLeaves := leaves(st.Then), st.Else != nil && leaves(st.Else); {
		case thenLeaves && !elseLeaves:
			return e
		case elseLeaves && !thenLeaves:
			return t
		}
		out := both(a, t, e)
		if !flat {
			s.partiallyRedundant(out, a, t, st.Else)
			s.partiallyRedundant(out, a, e, st.Then)
		}
		return out
	case *ast.While:
		before := a
		a = loopEntry(a, st)
		s.newRegion()
		entry := copyAvail(a)
		a = s.expr(st.Cond, a)
		s.newRegion()
		body := s.stmt(st.Body, copyAvail(s.bodyEntry(st.Cond, st.Body, entry, a)))
		s.newRegion()
		return s.afterLoop(st, st.Body, s.condAfterLoop(st.Cond, st.Body, s.exitPhis(both(a, body, body), before, body, st.Body)))
	case *ast.DoWhile:
		// the body's first iteration has nothing from the condition
		s.newRegion()
		body := s.stmt(st.Body, avail{})
		body = s.expr(st.Cond, body)
		s.newRegion()
		return s.afterLoop(st, st.Body, body)
	case *ast.For:
		a = s.stmt(st.Init, a)
		if trips, ok := unrolledWhole(st); ok && (trips == 1 || flatEveryTrip(st.Body, s.aliasOf(a))) {
			// nvcc unrolls it whole: its body is straight-line code
			// right after the statement before the loop (storedBefore),
			// and its test and step fold away.
			return s.stmt(st.Body, a)
		}
		before := a
		a = loopEntry(a, st)
		s.newRegion()
		entry := copyAvail(a)
		if st.Cond != nil {
			a = s.expr(st.Cond, a)
		}
		s.newRegion()
		body := s.stmt(st.Body, copyAvail(s.bodyEntry(st.Cond, st.Body, entry, a)))
		if st.Post != nil {
			body = s.expr(st.Post, body)
		}
		s.newRegion()
		return s.afterLoop(st, st.Body, s.condAfterLoop(st.Cond, st.Body, s.exitPhis(both(a, body, body), before, body, st.Body)))
	}
	// switch, break, continue, ...: look inside, share nothing across
	defer s.newRegion()
	s.newRegion()
	ast.Inspect(st, func(n ast.Node) bool {
		if x, ok := n.(ast.Stmt); ok && x != st {
			s.stmt(x, avail{})
			return false
		}
		return true
	})
	return avail{}
}

// bodyEntry is what a loop's body starts with: entry, what the loop
// starts with, and the products of its condition, afterCond, unless GVN
// cannot carry them to the body. When the condition's first test (all of
// it, or the left of &&) computes products, LLVM rotates the loop: that
// test runs at the end of each iteration, and the next iteration's body
// reads its products through phis that partial-redundancy elimination
// makes, which it cannot do with products that are not in the loop yet
// at the time, inlined late (inlinedLate) into the test or the body.
func (s *productScan) bodyEntry(cond ast.Expr, body ast.Stmt, entry, afterCond avail) avail {
	if cond == nil || !s.late {
		return afterCond
	}
	first := cond
	for {
		b, ok := ast.Unparen(first).(*ast.Binary)
		if !ok || b.Op != token.LAnd {
			break
		}
		first = b.X
	}
	hasProduct, late := false, false
	ast.Inspect(first, func(n ast.Node) bool {
		if b, ok := n.(*ast.Binary); ok && floatProduct(b) {
			hasProduct = true
			late = late || b.InlinedLate
		}
		return true
	})
	if !hasProduct {
		return afterCond
	}
	if !late {
		ast.Inspect(body, func(n ast.Node) bool {
			if b, ok := n.(*ast.Binary); ok && b.InlinedLate {
				late = true
			}
			return !late
		})
	}
	if late {
		return entry
	}
	return afterCond
}

// hoisted finds the product that both branches of an if-else compute
// first: LLVM's SimplifyCFG hoists the instructions both branches begin
// with above the branch, so the product is computed once there with two
// uses (a read in each branch), and the add in each branch, which sees a
// value from another basic block, fuses its other product. (A course
// kernel's RoPE step, recorded on the H200: c = a*cos - s*a2 in one
// branch and a*cos + s*a3 in the other fuse s*a2 and s*a3, not a*cos.)
// Only the first statement of each branch counts, when nothing in it is
// evaluated before the product but loads and arithmetic.
func (s *productScan) hoisted(st *ast.If, a avail) {
	if st.Else == nil {
		return
	}
	pt, pe := leadingProduct(st.Then), leadingProduct(st.Else)
	if pt == nil || pe == nil {
		return
	}
	alias := s.aliasOf(a)
	if k := productKey(pt, alias); k != "" && k == productKey(pe, alias) && stayBranches(st, a, alias) {
		// shared by the two branches alone: GVN, which would let code
		// after the if read it, runs before the hoisting (x_fma_branches:
		// a later v[t]*p is a product of its own, and fused)
		s.shared[pt], s.shared[pe] = true, true
		s.hoist[pt], s.hoist[pe] = true, true
	}
}

// speculatedStore reports whether then, a branch of an if, is one store of
// a value of at most eight operations on registers to the place that
// before stores to: the statement before an if without else, or an if's
// other branch. SimplifyCFG then stores a select unconditionally, so the
// if is no branch (tests/conformance/x_fma_stores: out[i] = 0; if (c)
// out[i] = x*k - 7.5f fuses x*k there and before the if, and so does an
// if-else storing to one place).
func speculatedStore(then, before ast.Stmt, alias func(string) string) bool {
	assignOf := func(st ast.Stmt) *ast.Assign {
		if b, ok := st.(*ast.Block); ok && len(b.List) == 1 {
			st = b.List[0]
		}
		if es, ok := st.(*ast.ExprStmt); ok {
			if as, ok := ast.Unparen(es.X).(*ast.Assign); ok && as.Op == token.Assign {
				return as
			}
		}
		return nil
	}
	in, prev := assignOf(then), assignOf(before)
	if in == nil || prev == nil || !isMemory(ast.Unparen(in.X)) || readsMemory(in.Y, true) {
		return false
	}
	k := operandKey(in.X, alias)
	return k != "" && k == operandKey(prev.X, alias) && operations(in.Y) <= 8
}

// productIn returns the product with key k of sum, an earlier sum (or the
// product x += a*b recorded for its sum), or nil.
func productIn(sum *ast.Binary, k string, alias func(string) string) *ast.Binary {
	if sum.Op == token.Mul {
		return sum
	}
	for _, x := range []ast.Expr{sum.X, sum.Y} {
		if m, ok := ast.Unparen(x).(*ast.Binary); ok && m.Op == token.Mul && productKey(m, alias) == k {
			return m
		}
	}
	return nil
}

// leaves reports whether control never runs past the end of st: it ends in
// a break, continue, return or goto on every path.
func leaves(st ast.Stmt) bool {
	switch s := st.(type) {
	case *ast.Break, *ast.Continue:
		return true
	case *ast.Block:
		return len(s.List) > 0 && leaves(s.List[len(s.List)-1])
	case *ast.If:
		return s.Else != nil && leaves(s.Then) && leaves(s.Else)
	}
	return terminates(st)
}

// condAfterLoop adds to out, what is available after a loop, the products
// and sums of its condition: the loop leaves where its condition fails, so
// GVN reads the condition's last values after it (x_fma_loop_exit: a
// Mandelbrot loop's test x*x + y*y <= 4, rounded because the body reads
// x*x and y*y too, is the sqrtf(x*x + y*y) after the loop). A break
// leaves the loop elsewhere: there the condition's values still hold when
// nothing before the break changed what they read (the same program: an
// if (k > 30) break; first in the body). Not when the condition assigns
// or calls.
func (s *productScan) condAfterLoop(cond ast.Expr, body ast.Stmt, out avail) avail {
	if cond == nil || hasGoto(body) || !pureCondition(cond) {
		return out
	}
	names, memory := writesBeforeBreak(body)
	alias := s.aliasOf(out)
	ast.Inspect(cond, func(n ast.Node) bool {
		b, ok := n.(*ast.Binary)
		if !ok {
			return true
		}
		var k string
		switch {
		case b.Op == token.Add || b.Op == token.Sub:
			if k = operandKey(b, alias); k != "" {
				k = "+" + k
			}
		case floatProduct(b):
			k = productKey(b, alias)
		}
		if k != "" && !slices.Contains(out[k], b) && !keyWritten(k, names, memory) {
			out[k] = append(out[k], b)
		}
		return true
	})
	return out
}

// exitPhis adds to out, what is available after a loop, the products
// of the variables the loop changes that are computed both before it
// (before) and last in its body (end): the loop leaves from its test,
// where on each path those variables are the values one of the two
// products read, so GVN's partial-redundancy elimination reads the
// product after the loop as a phi of the two (probe cz_01: zr2 = zr*zr
// before the loop and again at the end of its body; csqr(zr, zi) after
// it is zr2 - zi2, unfused, on the H200). The product before the loop
// is the one of the same operands as they were there (its key through
// before's copies). A loop left by a break, continue, goto or return
// reaches its exit on other paths as well.
func (s *productScan) exitPhis(out, before, end avail, body ast.Stmt) avail {
	leavesElsewhere := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n.(type) {
		case *ast.Break, *ast.Continue, *ast.Goto, *ast.Return:
			leavesElsewhere = true
		}
		return !leavesElsewhere
	})
	if leavesElsewhere {
		return out
	}
	preAlias := s.aliasOf(before)
	for k, last := range end {
		if len(out[k]) > 0 || len(last) == 0 || strings.HasPrefix(k, "=") || strings.HasPrefix(k, "+") {
			continue
		}
		p := last[len(last)-1]
		if !floatProduct(p) {
			continue
		}
		if pre := before[productKey(p, preAlias)]; len(pre) > 0 {
			out[k] = append(append([]*ast.Binary(nil), pre...), last...)
		}
	}
	return out
}

// keyWritten reports whether writes of names (variables' keys) and, with
// memory, of memory change what key k (a product's or sum's) reads.
func keyWritten(k string, names []string, memory bool) bool {
	if memory && strings.Contains(k, "[") {
		return true
	}
	return slices.ContainsFunc(names, func(n string) bool { return strings.Contains(k, n) })
}

// loopEntry is what the start of a loop that stays a loop sees of a, what
// was available before it: in every trip after the first the variables
// the loop assigns are phis, no longer the values they were copied from
// or the products read before the loop (float x = 0, y = 0; before a loop
// that assigns both does not make x*x and y*y in it one value), nor is
// memory the loop writes.
func loopEntry(a avail, loop ast.Stmt) avail {
	names, memory := writesOf(loop)
	a = copyAvail(a)
	for _, n := range names {
		a = forget(a, n, false)
	}
	if memory {
		a = forget(a, "", true)
	}
	return a
}

// writesBeforeBreak is what a loop's body may change before a break that
// leaves the loop: the writes of its statements up to the last one that
// holds such a break (none when there is no break).
func writesBeforeBreak(body ast.Stmt) (names []string, memory bool) {
	list := []ast.Stmt{body}
	if b, ok := body.(*ast.Block); ok {
		list = b.List
	}
	last := -1
	for i, st := range list {
		if breaks(st) {
			last = i
		}
	}
	for _, st := range list[:last+1] {
		n, m := writesOf(st)
		names, memory = append(names, n...), memory || m
	}
	return names, memory
}

// pureCondition reports whether a loop's condition only reads registers
// and memory: no assignment or call of the program's functions.
func pureCondition(x ast.Expr) bool {
	pure := true
	ast.Inspect(x, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Assign, *ast.IncDec:
			pure = false
		case *ast.Call:
			if n.Func == nil || n.Func.Kind != ast.ObjBuiltinFunc {
				pure = false
			}
		}
		return pure
	})
	return pure
}

// afterLoop is what is available after loop, a loop that stays a loop,
// given out, what its scan left: also the loop-invariant products of its
// body, which LICM computes before the loop (loopInvariant).
func (s *productScan) afterLoop(loop, body ast.Stmt, out avail) avail {
	alias := s.aliasOf(out)
	for _, p := range s.loopInvariant(loop, body) {
		if k := productKey(p, alias); k != "" && len(out[k]) == 0 {
			out[k] = []*ast.Binary{p}
		}
	}
	return out
}

// flatEveryTrip reports whether body, a loop's unrolled whole, stays
// straight-line code on every trip after the first: where it begins with
// an if that only the store before it makes no branch (speculatedStore),
// the statement before it on the later trips is the body's last one,
// which must store to the same place; an if that is the whole body is
// that store once speculated (tests/conformance/x_fma_unroll_trips: a
// body of the if alone fuses for up to 64 trips, one that computes more
// after it does not for 4).
func flatEveryTrip(body ast.Stmt, alias func(string) string) bool {
	list := []ast.Stmt{body}
	if b, ok := body.(*ast.Block); ok {
		list = b.List
	}
	if len(list) == 0 {
		return true
	}
	first, ok := list[0].(*ast.If)
	if !ok || first.Else != nil || smallRegisterBranch(first.Then) {
		return true
	}
	last := list[len(list)-1]
	if l, ok := last.(*ast.If); ok && l.Else == nil {
		last = l.Then
	}
	return speculatedStore(first.Then, last, alias)
}

// operations counts x's operators.
func operations(x ast.Expr) int {
	n := 0
	ast.Inspect(x, func(n2 ast.Node) bool {
		switch n2.(type) {
		case *ast.Binary, *ast.Unary, *ast.Cond:
			n++
		}
		return true
	})
	return n
}

// partiallyRedundant adds to out, what is available after an if that stays
// a branch, the products one branch (x, from before) computed that the
// other branch leaves valid: LLVM's GVN computes such a product on the
// other path too (partial-redundancy elimination) and reads it after the
// join through a phi, so an equal product there is one value with the
// branch's, read from another basic block, and neither fuses
// (tests/conformance/x_fma_flattened: FMUL, then FADDs). Only in the
// block right after the join, whose predecessors are the branches: past
// another branch or a loop, the branch's product dominates no
// predecessor, and an equal product is computed afresh and fuses
// (x_fma_partial_region; s.partial holds the region).
func (s *productScan) partiallyRedundant(out, before, x avail, other ast.Stmt) {
	names, memory := writesOf(other)
	for k, v := range x {
		if len(v) == 0 || len(before[k]) > 0 || strings.HasPrefix(k, loadMark) || strings.HasPrefix(k, "=") || readsMemory(v[0], false) {
			continue // a load in the branch is a value of its own (x_fma_branches: a later v[t]*p fuses)
		}
		v = s.present(v)
		if len(v) == 0 {
			continue // an inner if's, which this branch's end does not see either
		}
		if !keyWritten(k, names, memory) {
			for _, b := range v {
				s.partial[b] = s.cur
			}
			out[k] = append(out[k], v...)
		}
	}
}

// constantFactor reports whether product b multiplies by a constant.
func constantFactor(b *ast.Binary) bool {
	return b.X.Base().Const != nil || b.Y.Base().Const != nil
}

// throughPhi returns the products of v that an equal product with a
// constant factor, here, shares: those of this block, and those that
// reach it through a phi, a branch's (partiallyRedundant, here in the
// block after the join) or a product that read one so. One product
// computed on every path and read in another block is not shared: ptxas
// computes a multiply by a constant again beside each add that reads it
// there and fuses each (x_fma_constant_factor; random programs cg_h00,
// cg_h14, cg_b01, cg_21), where a product of two variables stays one FMUL
// (x_fma_dominating); in one block, or through a phi, it stays one value
// (x_fma_constant_factor's c4 and c5; cg_b13, cg_05).
func (s *productScan) throughPhi(v []*ast.Binary) []*ast.Binary {
	return keepProducts(v, func(b *ast.Binary) bool { return s.region[b] == s.cur || s.viaPhi(b) })
}

// viaPhi reports whether b reaches here through a phi: a branch's product
// (partiallyRedundant) or one that read such.
func (s *productScan) viaPhi(b *ast.Binary) bool {
	_, partial := s.partial[b]
	return partial || s.phi[b]
}

// present returns the products of v that are values here: all but those
// partiallyRedundant made available for another region than this one.
func (s *productScan) present(v []*ast.Binary) []*ast.Binary {
	return keepProducts(v, func(b *ast.Binary) bool {
		r, partial := s.partial[b]
		return !partial || r == s.cur
	})
}

// keepProducts returns the products of v that keep accepts: v itself when
// it accepts them all (the common case, without a copy).
func keepProducts(v []*ast.Binary, keep func(*ast.Binary) bool) []*ast.Binary {
	for i, b := range v {
		if !keep(b) {
			kept := append([]*ast.Binary(nil), v[:i]...)
			for _, b := range v[i+1:] {
				if keep(b) {
					kept = append(kept, b)
				}
			}
			return kept
		}
	}
	return v
}

// readsMemory reports whether x reads memory (or, with calls set, calls a
// function).
func readsMemory(x ast.Expr, calls bool) bool {
	found := false
	ast.Inspect(x, func(n ast.Node) bool {
		if _, ok := n.(*ast.Call); ok && calls {
			found = true
		}
		if e, ok := n.(ast.Expr); ok && isMemory(e) {
			found = true
		}
		return !found
	})
	return found
}

// writesOf is what st may change: the keys of the variables it assigns,
// and whether it writes memory (a store, or a call that is not pure). It
// is coarser than forgetTarget on purpose: it answers for a whole branch
// (partiallyRedundant), where an assignment to one member counts as one
// to the whole struct and a call as a write of memory, since the branch's
// other path must leave a product valid for GVN to compute it there.
func writesOf(st ast.Stmt) (names []string, memory bool) {
	target := func(x ast.Expr) {
		if k, ok := variableTarget(x); ok {
			names = append(names, k)
		} else {
			memory = true
		}
	}
	ast.Inspect(st, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Assign:
			target(x.X)
		case *ast.IncDec:
			target(x.X)
		case *ast.Call:
			writtenArgs(x, target)
			if !pureCall(x) {
				memory = true
			}
		}
		return true
	})
	return names, memory
}

// variableTarget is the key of the variable an assignment to x changes,
// whole or one of its members; ok is false for a place in memory reached
// through a pointer or an element.
func variableTarget(x ast.Expr) (key string, ok bool) {
	switch t := ast.Unparen(x).(type) {
	case *ast.Ident:
		if t.Obj != nil {
			return objKey(t.Obj), true
		}
	case *ast.Member:
		if id, isIdent := ast.Unparen(t.X).(*ast.Ident); isIdent && !t.Arrow && id.Obj != nil {
			return objKey(id.Obj), true
		}
	}
	return "", false
}

// smallRegisterBranch reports whether st, a branch of an if, is what LLVM
// speculates into selects: assignments to register variables of at most
// four operations (SimplifyCFG's two-entry phi folding threshold), with no
// memory, call, jump or loop.
func smallRegisterBranch(st ast.Stmt) bool {
	ok, ops := true, 0
	ast.Inspect(st, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Call, *ast.Return, *ast.Break, *ast.Continue, *ast.Goto, *ast.For, *ast.While, *ast.DoWhile,
			*ast.Switch, *ast.IncDec, *ast.DeclStmt, *ast.Lambda:
			ok = false
		case *ast.Binary, *ast.Unary, *ast.Cond:
			ops++
		case *ast.Assign:
			if x.Op != token.Assign {
				ops++ // r += x*k: the add
			}
		case ast.Expr:
			if isMemory(x) {
				ok = false
			}
		}
		return ok
	})
	return ok && ops <= 4
}

// stayBranches reports whether the branches of st remain branches after
// LLVM's SimplifyCFG: a branch that reads or writes memory the other does
// not, and that was not read before the if (loaded before, a read is a
// register), cannot be speculated. Branches without one become selects in
// one basic block, whose fusion the lab does not model (x_fma_hoisted in
// known_failures.txt).
func stayBranches(st *ast.If, a avail, alias func(string) string) bool {
	t, e := memoryKeys(st.Then, alias), memoryKeys(st.Else, alias)
	unique := func(x, y map[string]bool) bool {
		for k := range x {
			if !y[k] && len(a[loadMark+k]) == 0 {
				return true
			}
		}
		return false
	}
	return unique(t, e) || unique(e, t)
}

// memoryKeys are the keys of the memory st reads or writes: loads and
// stores alike, and "" for one the keys do not spell.
func memoryKeys(st ast.Stmt, alias func(string) string) map[string]bool {
	keys := map[string]bool{}
	ast.Inspect(st, func(n ast.Node) bool {
		if x, ok := n.(ast.Expr); ok && isMemory(x) {
			keys[operandKey(x, alias)] = true
		}
		return true
	})
	return keys
}

// isMemory reports whether x names memory: an element, a dereference, a
// member through a pointer, or a variable outside registers.
func isMemory(x ast.Expr) bool {
	switch x := x.(type) {
	case *ast.Index:
		return true
	case *ast.Unary:
		return x.Op == token.Mul
	case *ast.Member:
		return x.Arrow
	case *ast.Ident:
		return x.Obj != nil && (x.Obj.Kind == ast.ObjVar || x.Obj.Kind == ast.ObjParam) && x.Obj.Space != ast.SpaceAuto
	}
	return false
}

// loadMark prefixes the key of a load in avail: memory read before, which
// a later read of the same key takes from a register.
const loadMark = "@"

// leadingProduct is the floating-point product that the first statement
// of st computes first, when that statement is an assignment or an
// initialized declaration whose value has no call, assignment or
// increment: its instructions up to the product are loads and arithmetic.
func leadingProduct(st ast.Stmt) *ast.Binary {
	if b, ok := st.(*ast.Block); ok {
		if len(b.List) == 0 {
			return nil
		}
		st = b.List[0]
	}
	var x ast.Expr
	switch st := st.(type) {
	case *ast.ExprStmt:
		if as, ok := st.X.(*ast.Assign); ok && as.Op == token.Assign {
			x = as.Y
		}
	case *ast.DeclStmt:
		if len(st.Decls) > 0 {
			x = st.Decls[0].Init
		}
	}
	if x == nil {
		return nil
	}
	plain := true
	ast.Inspect(x, func(n ast.Node) bool {
		switch n.(type) {
		case *ast.Call, *ast.Assign, *ast.IncDec, *ast.Cond, *ast.Lambda:
			plain = false
		}
		return plain
	})
	if !plain {
		return nil
	}
	var first func(e ast.Expr) *ast.Binary // in evaluation order
	first = func(e ast.Expr) *ast.Binary {
		b, ok := ast.Unparen(e).(*ast.Binary)
		if !ok {
			return nil
		}
		if p := first(b.X); p != nil {
			return p
		}
		if p := first(b.Y); p != nil {
			return p
		}
		if floatProduct(b) {
			return b
		}
		return nil
	}
	return first(x)
}

// both is what is still available after a branch or loop that started with
// a and ended with x (one path) and y (the other): the products of a that
// neither path forgot.
func both(a, x, y avail) avail {
	out := avail{}
	for k, v := range a {
		if len(x[k]) > 0 && len(y[k]) > 0 {
			if strings.HasPrefix(k, "=") && (x[k][0] != v[0] || y[k][0] != v[0]) {
				continue // copied again on a path
			}
			out[k] = v
		}
	}
	return out
}

// expr records the products of e (in evaluation order), then forgets what
// e's assignments change.
func (s *productScan) expr(e ast.Expr, a avail) avail {
	if e == nil {
		return a
	}
	// The inliner's temporaries are SSA values, each assigned once, the
	// value of what it was assigned: two inlined copies of a helper read
	// one product through their own (probe sl_04: hermite(p0, p1, m0, m1,
	// t) and hermite(p0, p1, mm0, mm1, t) share h00*p0, rounded for both
	// on the H200).
	ast.Inspect(e, func(n ast.Node) bool {
		if as, ok := n.(*ast.Assign); ok && as.Op == token.Assign {
			if id, ok := ast.Unparen(as.X).(*ast.Ident); ok && id.Obj != nil && strings.HasPrefix(id.Name, inlineTempPrefix) {
				s.copied(a, id.Obj, as.Y)
			}
		}
		return true
	})
	// the sums and differences that hold a product, with their keys: a
	// product inside a sum computed before as a whole is not shared, as
	// the sum itself is computed once (wholeSum)
	alias := s.aliasOf(a)
	sums := map[*ast.Binary]string{}
	around := map[*ast.Binary]*ast.Binary{} // a product's sum
	ast.Inspect(e, func(n ast.Node) bool {
		s.noteAddOperands(n)
		switch b := n.(type) {
		case *ast.Binary:
			if b.Op == token.Add || b.Op == token.Sub {
				for _, x := range []ast.Expr{b.X, b.Y} {
					if m, ok := ast.Unparen(x).(*ast.Binary); ok && m.Op == token.Mul {
						if k := operandKey(b, alias); k != "" {
							sums[m] = "+" + k
							around[m] = b
						}
					}
				}
			}
		case *ast.Assign:
			// x += a*b is the sum x + a*b
			if m, ok := ast.Unparen(b.Y).(*ast.Binary); ok && m.Op == token.Mul && (b.Op == token.AddAssign || b.Op == token.SubAssign) {
				if k := sumKey(b.Op.BinaryOf(), operandKey(b.X, alias), operandKey(b.Y, alias)); k != "" {
					sums[m] = "+" + k
				}
			}
		}
		return true
	})
	ast.Inspect(e, func(n ast.Node) bool {
		if x, ok := n.(ast.Expr); ok && isMemory(x) {
			if k := operandKey(x, alias); strings.HasPrefix(k, "[") {
				a[loadMark+k] = []*ast.Binary{{}} // a mark, no product
			}
		}
		if as, ok := n.(*ast.Assign); ok {
			if m, ok := ast.Unparen(as.Y).(*ast.Binary); ok && sums[m] != "" {
				a[sums[m]] = append(a[sums[m]], m)
			}
			return true
		}
		b, ok := n.(*ast.Binary)
		if call, isCall := n.(*ast.Call); isCall {
			if branchingCall(call) {
				// inlined, its branches end the block: the products after
				// it are in another (probe sl_04: h01*p1 of a hermite()
				// before tangent()'s if and of one after it is one FMUL
				// on the H200, not two FFMAs)
				s.newRegion()
			}
			b = squareRead(call) // the product a library function computes of its argument
			ok = b != nil
		}
		if !ok {
			return true
		}
		if b.Op == token.Add || b.Op == token.Sub {
			if k := operandKey(b, alias); k != "" {
				a["+"+k] = append(a["+"+k], b)
			}
			return true
		}
		if !floatProduct(b) {
			return true
		}
		k := productKey(b, alias)
		if k == "" {
			return true
		}
		if sum, inSum := sums[b]; inSum && len(a[sum]) > 1 {
			// the sum around b was computed before: nvcc computes it once
			// (x_helper_math: dot(a, b) and then a dot of the same
			// components plus one more term), and b is rounded or fused
			// as the product of that sum is (x_fma_loop_exit)
			if p := productIn(a[sum][0], k, alias); p != nil && p != b {
				s.twin[b] = p
				s.twins = append(s.twins, b)
				if post, early := around[b], a[sum][0]; post != nil && early.Op != token.Mul && post != early {
					s.sumTwins = append(s.sumTwins, sumTwin{post, early, p == ast.Unparen(early.Y) == (ast.Unparen(post.X) == b)})
				}
			}
			return true
		}
		s.region[b] = s.cur
		a[k] = s.present(a[k])
		prev := a[k]
		if constantFactor(b) {
			prev = s.throughPhi(prev)
		}
		if len(prev) > 0 {
			s.share(prev, b)
			if constantFactor(b) && slices.ContainsFunc(prev, s.viaPhi) {
				s.phi[b] = true
			}
		}
		a[k] = append(a[k], b)
		return true
	})
	ast.Inspect(e, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Assign:
			a = forgetTarget(a, x.X)
		case *ast.IncDec:
			a = forgetTarget(a, x.X)
		case *ast.Unary:
			if x.Op == token.And { // &v may be written through
				a = forgetTarget(a, x.X)
			}
		case *ast.Call:
			writtenArgs(x, func(arg ast.Expr) { a = forgetTarget(a, arg) })
			if x.Func == nil || x.Func.Kind != ast.ObjBuiltinFunc {
				if mayWriteMemory(x.Func, 0) {
					a = forget(a, "", true)
				}
			} else if strings.HasPrefix(x.Func.Name, "atomic") || strings.HasPrefix(x.Func.Name, "__sync") {
				a = forget(a, "", true)
			}
		}
		return true
	})
	return a
}

// mayWriteMemory reports whether calling fn may write memory other than
// through its reference parameters (which the call's written arguments
// stand for): a store through a pointer or to a global, an atomic, a
// barrier, inline PTX, or a call that may. nvcc inlines a helper that does
// none, and the loads around the call stay one value (twoSum(s, p, s, q)
// between two equal products, dd_04). A call through a pointer, or a
// chain too deep to follow, may.
func mayWriteMemory(fn *ast.Object, depth int) bool {
	if fn == nil || fn.Kind != ast.ObjFunc || fn.Decl == nil || fn.Decl.Body == nil || depth > 8 {
		return true
	}
	writes := false
	target := func(x ast.Expr) { // a write to a local of the callee's changes no memory the caller reads
		o := baseObject(x)
		writes = writes || o == nil || o.Global || o.Static || o.Space != ast.SpaceAuto
	}
	ast.Inspect(fn.Decl.Body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Assign:
			target(x.X)
		case *ast.IncDec:
			target(x.X)
		case *ast.Unary:
			if x.Op == token.And {
				writes = true // the address may be written through
			}
		case *ast.Call: // inline PTX is a call of a __ptx built-in, not pure
			switch f := x.Func; {
			case f == nil:
				writes = true
			case f.Kind == ast.ObjBuiltinFunc:
				writes = !pureCall(x)
			default:
				writes = mayWriteMemory(f, depth+1)
			}
		}
		return !writes
	})
	return writes
}

// branchingCall reports whether call calls a function of the program
// whose body branches: an if, a loop, a switch, a conditional
// expression, && or ||.
func branchingCall(call *ast.Call) bool {
	if call.Func == nil || call.Func.Kind != ast.ObjFunc || call.Func.Decl == nil || call.Func.Decl.Body == nil {
		return false
	}
	branches := false
	ast.Inspect(call.Func.Decl.Body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.If, *ast.For, *ast.While, *ast.DoWhile, *ast.Switch, *ast.Cond:
			branches = true
		case *ast.Binary:
			branches = x.Op == token.LAnd || x.Op == token.LOr
		}
		return !branches
	})
	return branches
}

// squareReaders are the library functions whose libdevice code computes
// the square of the argument, x*x, which is one value with an equal
// product of the kernel, read as a value (recorded on the H200 in
// x_fma_library_squares: sinhf, tanhf and erff; tanh and asin in double).
var squareReaders = map[types.BasicKind][]string{types.Float: {"sinh", "tanh", "erf"}, types.Double: {"tanh", "asin"}}

// squareRead returns the product x*x that call computes inside the
// library, or nil: a node of no statement, which an equal product of the
// kernel shares.
func squareRead(call *ast.Call) *ast.Binary {
	if call.Func == nil || call.Func.Kind != ast.ObjBuiltinFunc || len(call.Args) != 1 {
		return nil
	}
	x := call.Args[0]
	k := types.BasicOf(x.Type())
	if k == nil || !types.Identical(x.Type(), call.T) {
		return nil
	}
	name := call.Func.Name
	if k.Kind == types.Float {
		name = strings.TrimSuffix(name, "f")
	}
	for _, f := range squareReaders[k.Kind] {
		if f == name {
			return &ast.Binary{ExprBase: ast.ExprBase{P: call.P, T: x.Type()}, Op: token.Mul, X: x, Y: x}
		}
	}
	return nil
}

// noteAddOperands records the products that are an operand of an
// addition or subtraction n, and the product beside each, if any.
func (s *productScan) noteAddOperands(n ast.Node) {
	isProduct := func(x ast.Expr) (*ast.Binary, bool) {
		m, ok := ast.Unparen(x).(*ast.Binary)
		return m, ok && m.Op == token.Mul
	}
	switch b := n.(type) {
	case *ast.Binary:
		if b.Op != token.Add && b.Op != token.Sub {
			return
		}
		mx, px := isProduct(b.X)
		my, py := isProduct(b.Y)
		if b.Op == token.Sub {
			s.inSub[mx], s.inSub[my] = px, py
		}
		// a product folded away (x*2 is x + x) is no sibling to fuse
		// instead (probe sl_04: 2*t3 - 3*t2 beside -2*t3 + 3*t2 fuses
		// 3*t2 in both)
		if px {
			s.addend[mx] = leftAddend
			if py && fusableProduct(my) {
				s.sibling[mx] = my
			}
		}
		if py {
			s.addend[my] = rightAddend
			if px && fusableProduct(mx) {
				s.sibling[my] = mx
			}
		}
	case *ast.Assign:
		if m, ok := isProduct(b.Y); ok && (b.Op == token.AddAssign || b.Op == token.SubAssign) {
			s.addend[m] = rightAddend
			s.inSub[m] = b.Op == token.SubAssign
		}
	}
}

// forgetTarget forgets the products an assignment to x changes, as
// precisely as it can along one path: an assignment to one member keeps
// the products that read only the struct's other members (writesOf is
// the coarser question for a whole branch).
func forgetTarget(a avail, x ast.Expr) avail {
	if id, ok := ast.Unparen(x).(*ast.Ident); ok && id.Obj != nil {
		return forget(a, objKey(id.Obj), false)
	}
	if m, ok := ast.Unparen(x).(*ast.Member); ok && !m.Arrow {
		if id, ok := ast.Unparen(m.X).(*ast.Ident); ok && id.Obj != nil {
			return forgetField(a, objKey(id.Obj), m.Name)
		}
		return forgetTarget(a, m.X)
	}
	return forget(a, "", true)
}

// mentions reports whether the key k of a (an alias with what it stands
// for) satisfies has.
func mentions(a avail, k string, has func(string) bool) bool {
	if has(k) {
		return true
	}
	return strings.HasPrefix(k, "=") && len(a[k]) > 0 && has(aliasTarget(a[k][0]))
}

// forget drops the products whose key mentions name, or (memory) that load,
// and the copies of and from them.
func forget(a avail, name string, memory bool) avail {
	for k := range a {
		if mentions(a, k, func(s string) bool {
			return name != "" && strings.Contains(s, name) || memory && strings.Contains(s, "[")
		}) {
			delete(a, k)
		}
	}
	return a
}

// forgetField drops what an assignment to the member field of the
// variable with key obj changes: the keys that read that member or the
// whole variable, not those reading only its other members.
func forgetField(a avail, obj, field string) avail {
	member := obj + "." + field + ";"
	changed := func(s string) bool {
		for i := strings.Index(s, obj); i >= 0; {
			rest := s[i+len(obj):]
			if !strings.HasPrefix(rest, ".") || strings.HasPrefix(s[i:], member) {
				return true
			}
			j := strings.Index(rest, obj)
			if j < 0 {
				break
			}
			i += len(obj) + j
		}
		return false
	}
	for k := range a {
		if mentions(a, k, changed) {
			delete(a, k)
		}
	}
	return a
}

// aliasMarker and aliasTarget keep what an alias stands for in avail.
func aliasMarker(to string) *ast.Binary {
	return &ast.Binary{X: &ast.StringLit{Value: to}}
}

func aliasTarget(m *ast.Binary) string {
	if l, ok := m.X.(*ast.StringLit); ok {
		return l.Value
	}
	return ""
}

func objKey(o *ast.Object) string { return fmt.Sprintf("v%p;", o) }

// productKey is the canonical text of a*b (operands sorted, so b*a is the
// same product), or "" when an operand is not a plain value.
func productKey(b *ast.Binary, alias func(string) string) string {
	if p, ok := negFactorProduct(b, b.T); ok {
		// (-x)*y is -(x*y) to InstCombine: the product of x*y, negated
		// (probe gn_05: __expf(-x * x) + rsqrtf(1.0f + x * x) squares once)
		b = p.(*ast.Binary)
	}
	x, y := operandKey(b.X, alias), operandKey(b.Y, alias)
	if x == "" || y == "" {
		return ""
	}
	if y < x {
		x, y = y, x
	}
	return "(" + x + "*" + y + ")"
}

// sumKey is the key of x op y: sums and products with their operands
// sorted, as value numbering sees a + b and b + a as one value.
func sumKey(op token.Kind, x, y string) string {
	if x == "" || y == "" || op == token.LAnd || op == token.LOr {
		return ""
	}
	if (op == token.Add || op == token.Mul) && y < x {
		x, y = y, x
	}
	return "(" + x + op.String() + y + ")"
}

// operandKey spells a side-effect-free operand; loads are marked with '['.
// A register variable or member copied from another is spelled as that
// one (alias).
func operandKey(e ast.Expr, alias func(string) string) string {
	if c := e.Base().Const; c != nil {
		return fmt.Sprintf("c%v:%s;", *c, e.Type())
	}
	key := func(x ast.Expr) string { return operandKey(x, alias) }
	switch e := e.(type) {
	case *ast.Paren:
		return key(e.X)
	case *ast.Ident:
		if e.Obj == nil {
			return ""
		}
		if e.Obj.Kind == ast.ObjVar || e.Obj.Kind == ast.ObjParam {
			if e.Obj.Space == ast.SpaceAuto {
				return alias(objKey(e.Obj))
			}
			return "[" + objKey(e.Obj) // a global, shared or constant variable: a load
		}
		return "b" + e.Name + ";" // threadIdx, blockDim ...
	case *ast.FloatLit:
		return fmt.Sprintf("f%v;", e.Value)
	case *ast.IntLit:
		return fmt.Sprintf("i%d;", e.Value)
	case *ast.Cast:
		if x := key(e.X); x != "" {
			return fmt.Sprintf("(%s)%s", e.T, x)
		}
	case *ast.Member:
		if e.Arrow {
			if x := key(e.X); x != "" {
				return "[" + x + "->" + e.Name + ";"
			}
			return ""
		}
		// the member of a copied variable: its own copy, or the member of
		// what the variable was copied from
		if id, ok := ast.Unparen(e.X).(*ast.Ident); ok && id.Obj != nil && id.Obj.Space == ast.SpaceAuto &&
			(id.Obj.Kind == ast.ObjVar || id.Obj.Kind == ast.ObjParam) {
			own := objKey(id.Obj) + "." + e.Name + ";"
			if to := alias(own); to != own {
				return to
			}
		}
		if x := key(e.X); x != "" {
			return x + "." + e.Name + ";"
		}
	case *ast.Index:
		x, i := key(e.X), key(e.Index)
		if x != "" && i != "" {
			return "[" + x + "[" + i + "];"
		}
	case *ast.Unary:
		if x := key(e.X); x != "" {
			switch e.Op {
			case token.Sub:
				return "-" + x
			case token.Mul:
				return "[*" + x
			}
		}
	case *ast.Binary:
		return sumKey(e.Op, key(e.X), key(e.Y))
	case *ast.Call:
		if m := unroundedProduct(e); m != nil {
			return key(m) // a product the lab rounds is LLVM's fmul still
		}
		// a call LLVM computes with one intrinsic that reads nothing but
		// its arguments: equal calls are one value
		if e.Func == nil || e.Func.Kind != ast.ObjBuiltinFunc || !intrinsicCalls[e.Func.Name] {
			return ""
		}
		k := "@" + e.Func.Name + "("
		for _, a := range e.Args {
			x := key(a)
			if x == "" {
				return ""
			}
			k += x + ","
		}
		return k + ")"
	}
	return ""
}

// intrinsicCalls are the built-in functions nvcc computes with one LLVM
// intrinsic (lg2.approx, sin.approx, sqrt, fabs, minnum, floor...).
var intrinsicCalls = map[string]bool{"__log2f": true, "__sinf": true, "__cosf": true, "__simtlab_rcp_approx": true, "__simtlab_div_approx_num": true, "sqrtf": true, "sqrt": true, "fabsf": true, "fabs": true,
	"fminf": true, "fmaxf": true, "fmin": true, "fmax": true, "floorf": true, "floor": true, "ceilf": true, "ceil": true,
	"truncf": true, "trunc": true, "rintf": true, "rint": true, "copysignf": true, "copysign": true}

// floatProduct reports whether b is a float or double product (the only
// ones that fuse).
func floatProduct(b *ast.Binary) bool {
	bt := types.BasicOf(b.T)
	return b.Op == token.Mul && bt != nil && (bt.Kind == types.Float || bt.Kind == types.Double)
}

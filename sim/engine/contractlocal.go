package engine

import (
	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/loops"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
)

// nvcc contracts after inlining and SSA construction, so a product held in
// a local variable is fused into the adds that read it, with the values its
// operands had when it was computed. The H200 recordings of
// tests/conformance/x_fma_statements and x_fma_statements2 (nvcc
// -arch=sm_90) show the rule this file implements:
//
//   - float p = a*b; ... p + c, c - p, r += p, p -= c, p = p + c: one FFMA
//     each, every add that reads p fused, however many (five were), also
//     across braces and __syncthreads;
//   - a product that is also read by anything but an add (a multiply, a
//     store, a conversion) is rounded once and no add fuses it; so is one
//     that the function computes again and reads there other than in an
//     add (nvcc computes it once);
//   - against a product written in the add (p + c*d, c*d + p, p - c*d,
//     s = a*a; s += b*b) the local's product is fused when it has that one
//     read, except as the subtrahend (c*d - p fuses c*d); of two locals
//     read once (p + q), the left one;
//   - a product computed before a branch, in one, or before a loop is not
//     fused into an add after it or in the loop;
//   - a function that only returns x*y is inlined: f(a, b) + c is one FFMA.
//
// The analysis accepts only the shapes that settle: the variable is a
// register local of the product's type declared in the same statement list
// (or a by-value parameter, in the function's own statements), the
// definition (T p = x*y; p = x*y; or -(x*y)) and every read of it are
// straight-line statements of that list (no branch, loop, conditional
// operator, && or || and no call of a user function between them or around
// a read), and every read is an operand of a + or - of the same type.
// Anything else compiles as before, the product rounded (known_failures.txt
// lists the recorded shapes left so). Host code never fuses: the analysis
// runs only for functions the device may run, and fma rounds the product on
// the host.

// localProduct is an accepted definition: the registers that keep its
// multiply's operand values for the adds that fuse it.
type localProduct struct {
	x, y     int
	neg      bool // p = -(x*y)
	compiled bool // the multiply saving x and y is compiled (reads follow it)
	// once marks an accumulator a loop unrolled whole adds to (p = x*y;
	// for (...) p += z;): only the first trip's add reads the product.
	// flag is the register the definition sets and that add clears.
	once bool
	flag int
}

// localProducts maps the multiply of each accepted definition and each
// read that fuses it.
type localProducts struct {
	defs map[*ast.Binary]*localProduct
	uses map[*ast.Ident]*localProduct
	// others lists, per pair of variables, the statement lists holding
	// the function's products of them read by something other than an
	// add; clean are the product definitions whose value only adds read;
	// assigned are the variables assigned after their declaration (all
	// found once per function).
	others   map[[2]*ast.Object][]*ast.Stmt
	clean    map[*ast.Binary]bool
	assigned map[*ast.Object]bool
}

// productUse is a read of a candidate's variable as an operand of an add:
// add is the *ast.Binary or compound *ast.Assign, first whether the read
// is its left operand.
type productUse struct {
	id    *ast.Ident
	add   ast.Expr
	first bool
	// mulOther: the add's other operand is a product written there.
	mulOther bool
	// subtrahend: the read is Y of a - (or the right side of -=).
	subtrahend bool
}

// productCandidate is a definition under analysis.
type productCandidate struct {
	mul    *ast.Binary
	neg    bool // p = -(x*y)
	uses   []productUse
	reject bool
	// redefined: the scan ended at the variable's next assignment
	redefined bool
	// once: that assignment is the add of a loop unrolled whole, which
	// reads the product on its first trip only (accumulatorLoop)
	once bool
}

// findLocalProducts analyses one statement list and reserves the operand
// registers of the definitions it accepts (before the statements' own
// registers, so they outlive each statement).
func (c *compiler) findLocalProducts(list []ast.Stmt) {
	if c.fn.decl == nil || c.fn.decl.Body == nil || c.hostOnly() {
		return
	}
	var cands []*productCandidate
	var facts *listFacts // found at the first definition
	declared := map[*ast.Object]bool{}
	if body := c.fn.decl.Body; len(list) > 0 && len(body.List) == len(list) && &body.List[0] == &list[0] {
		// The function's own statements: a by-value parameter lives no
		// longer than they do.
		for _, p := range c.fn.decl.Params {
			declared[p] = true
		}
	}
	for i, s := range list {
		if d, ok := s.(*ast.DeclStmt); ok {
			for _, v := range d.Decls {
				if v.Obj != nil {
					declared[v.Obj] = true
				}
			}
		}
		for _, def := range productDefs(s) {
			if !c.productVariable(def.obj, def.mul) || c.productElsewhere(def.mul, list) {
				continue
			}
			if facts == nil {
				facts = newListFacts(list)
			}
			// a variable declared outside the list (a loop's z.y, split from
			// its struct) must get its next value in the list, which the
			// reads after the list then see (x_fma_struct_updates' orbit)
			if cd := facts.readByAdds(def, list, i); cd != nil && (declared[def.obj] || cd.redefined) {
				cands = append(cands, cd)
			}
		}
	}
	settlePairs(cands)
	for _, cd := range cands {
		if cd.reject {
			continue
		}
		if c.prods.defs == nil {
			c.prods.defs = map[*ast.Binary]*localProduct{}
			c.prods.uses = map[*ast.Ident]*localProduct{}
		}
		lp := &localProduct{x: c.newReg(), y: c.newReg(), neg: cd.neg, once: cd.once}
		if cd.once {
			lp.flag = c.newReg()
		}
		c.prods.defs[cd.mul] = lp
		for _, u := range cd.uses {
			c.prods.uses[u.id] = lp
		}
	}
}

// productElsewhere reports whether the function multiplies mul's two
// variables again where the product is read by something other than an
// add: nvcc computes the product once (CSE), and such a read keeps it from
// being fused anywhere. Products in other definitions of locals whose
// every read is an add's operand do not count (the recording fused both
// of two such definitions).
//
// A product in another statement list counts only when neither variable is
// ever assigned after its declaration: otherwise it may multiply other
// values (s1 * coeff in a loop's body and again after the loop, probe
// cz_10's Goertzel filter, which the H200 fused in the loop).
func (c *compiler) productElsewhere(mul *ast.Binary, list []ast.Stmt) bool {
	key, ok := varPair(mul)
	if !ok {
		return false
	}
	if c.prods.others == nil {
		c.prods.others, c.prods.clean, c.prods.assigned = c.nonAddProducts()
	}
	n := 0
	for _, where := range c.prods.others[key] {
		if len(list) > 0 && where == &list[0] || !c.prods.assigned[key[0]] && !c.prods.assigned[key[1]] {
			n++
		}
	}
	if !c.prods.clean[mul] {
		n-- // the definition itself was counted
	}
	return n > 0
}

// nonAddProducts counts, per pair of variables, the function's products
// of them that are read by something other than an add, and says which
// product definitions only adds read: every read of the variable, or
// every read of the value the definition gives, up to the variable's
// next assignment, in straight-line code after it (t = x*y; t += c;
// o[0] = t reads the sum, not the product: probe t3 on the H200 fused
// it).
func (c *compiler) nonAddProducts() (map[[2]*ast.Object][]*ast.Stmt, map[*ast.Binary]bool, map[*ast.Object]bool) {
	body := c.fn.decl.Body
	inAdd := map[*ast.Binary]bool{}
	defOf := map[*ast.Binary]*ast.Object{}
	reads := map[*ast.Object]int{}
	addReads := map[*ast.Object]int{}
	assigned := map[*ast.Object]bool{}
	markAdd := func(x ast.Expr) {
		switch x := ast.Unparen(x).(type) {
		case *ast.Binary:
			inAdd[x] = true
		case *ast.Ident:
			if x.Obj != nil {
				addReads[x.Obj]++
			}
		}
	}
	target := func(x ast.Expr) {
		if id, ok := ast.Unparen(x).(*ast.Ident); ok && id.Obj != nil {
			assigned[id.Obj] = true
		}
	}
	clean := map[*ast.Binary]bool{}
	ast.Inspect(body, func(n ast.Node) bool {
		if st, ok := n.(ast.Stmt); ok {
			for _, d := range productDefs(st) {
				defOf[d.mul] = d.obj
			}
			if es, ok := st.(*ast.ExprStmt); ok {
				if a, ok := ast.Unparen(es.X).(*ast.Assign); ok && a.Op == token.Assign {
					if id, ok := ast.Unparen(a.X).(*ast.Ident); ok && id.Obj != nil {
						reads[id.Obj]-- // assigned, not read
					}
				}
			}
		}
		switch n := n.(type) {
		case *ast.Ident:
			if n.Obj != nil {
				reads[n.Obj]++
			}
		case *ast.Block:
			var facts *listFacts
			for i, s := range n.List {
				for _, d := range productDefs(s) {
					if facts == nil {
						facts = newListFacts(n.List)
					}
					if facts.readByAdds(d, n.List, i) != nil {
						clean[d.mul] = true
					}
				}
			}
		case *ast.Binary:
			if n.Op == token.Add || n.Op == token.Sub {
				markAdd(n.X)
				markAdd(n.Y)
			}
		case *ast.Assign:
			target(n.X)
			if n.Op == token.AddAssign || n.Op == token.SubAssign {
				markAdd(n.X)
				markAdd(n.Y)
			}
		case *ast.IncDec:
			target(n.X)
		case *ast.Unary:
			if n.Op == token.And {
				target(n.X)
			}
		}
		return true
	})
	// a local that only adds read anywhere is clean in every definition
	for mul, obj := range defOf {
		if reads[obj] == addReads[obj] {
			clean[mul] = true
		}
	}
	// the other products, each with the innermost statement list it is in
	others := map[[2]*ast.Object][]*ast.Stmt{}
	note := func(mul *ast.Binary, where *ast.Stmt) {
		if k, ok := varPair(mul); ok {
			others[k] = append(others[k], where)
		}
	}
	inList := func(list []ast.Stmt) {
		for _, st := range list {
			ast.Inspect(st, func(m ast.Node) bool {
				switch m := m.(type) {
				case *ast.Block, *ast.CaseClause:
					return false // a list of its own
				case *ast.Binary:
					if m.Op == token.Mul && !inAdd[m] && !clean[m] {
						note(m, &list[0])
					}
				case *ast.Call:
					// The checker spells a product that an earlier equal one
					// makes shared as __fmul_rn / __dmul_rn (check/fmashare.go).
					if f := m.Func; f != nil && f.Kind == ast.ObjBuiltinFunc && (f.Name == "__fmul_rn" || f.Name == "__dmul_rn") && len(m.Args) == 2 {
						note(&ast.Binary{Op: token.Mul, X: m.Args[0], Y: m.Args[1]}, &list[0])
					}
				}
				return true
			})
		}
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Block:
			inList(n.List)
		case *ast.CaseClause:
			inList(n.Body)
		}
		return true
	})
	return others, clean, assigned
}

// varPair returns the variables a multiply of two variables reads, in a
// canonical order.
func varPair(mul *ast.Binary) ([2]*ast.Object, bool) {
	x, okx := ast.Unparen(mul.X).(*ast.Ident)
	y, oky := ast.Unparen(mul.Y).(*ast.Ident)
	if !okx || !oky || x.Obj == nil || y.Obj == nil {
		return [2]*ast.Object{}, false
	}
	if x.Obj.ID > y.Obj.ID {
		x, y = y, x
	}
	return [2]*ast.Object{x.Obj, y.Obj}, true
}

// productDef is a definition `T p = x*y;`, `p = x*y;` or the same with
// -(x*y); after holds the declarators that follow it in its declaration,
// which run after it.
type productDef struct {
	obj   *ast.Object
	mul   *ast.Binary
	neg   bool
	after ast.Stmt
}

// productDefs returns the product definitions of a statement.
func productDefs(s ast.Stmt) []productDef {
	var defs []productDef
	add := func(obj *ast.Object, init ast.Expr, after ast.Stmt) {
		for { // (t = a, (u = b, t.x*u)): the inliner's temporaries set first
			b, ok := ast.Unparen(init).(*ast.Binary)
			if !ok || b.Op != token.Comma {
				break
			}
			if _, assigns := b.X.(*ast.Assign); !assigns {
				break
			}
			init = b.Y
		}
		neg := false
		if u, ok := ast.Unparen(init).(*ast.Unary); ok && u.Op == token.Sub && u.Const == nil {
			neg, init = true, u.X
		}
		mul, ok := ast.Unparen(init).(*ast.Binary)
		if obj != nil && ok && mul.Op == token.Mul && mul.Const == nil {
			defs = append(defs, productDef{obj, mul, neg, after})
		}
	}
	switch s := s.(type) {
	case *ast.DeclStmt:
		for i, d := range s.Decls {
			if d.Init == nil {
				continue
			}
			var after ast.Stmt
			if i+1 < len(s.Decls) {
				after = &ast.DeclStmt{P: s.P, Decls: s.Decls[i+1:]}
			}
			add(d.Obj, d.Init, after)
		}
	case *ast.ExprStmt:
		if a, ok := ast.Unparen(s.X).(*ast.Assign); ok && a.Op == token.Assign {
			if id, ok := ast.Unparen(a.X).(*ast.Ident); ok {
				add(id.Obj, a.Y, nil)
			}
		}
	}
	return defs
}

// productVariable reports whether obj is a register local holding the
// floating product mul without conversion.
func (c *compiler) productVariable(obj *ast.Object, mul *ast.Binary) bool {
	k := kindOf(mul.T)
	if k != kF32 && k != kF64 || (obj.Kind != ast.ObjVar && obj.Kind != ast.ObjParam) || obj.Global || obj.Static ||
		obj.Space != ast.SpaceAuto || obj.Qual&types.Volatile != 0 || c.addrd[obj] {
		return false
	}
	if _, ref := obj.Type.(*types.Reference); ref {
		return false
	}
	return kindOf(obj.Type) == k && types.Identical(obj.Type, mul.T)
}

// listFacts are what the scans of one statement list need, found once:
// the variables each statement names (and how often) and whether it is
// straight-line code, and each variable's last statement.
type listFacts struct {
	names    map[ast.Stmt]map[*ast.Object]int
	straight map[ast.Stmt]bool
	last     map[*ast.Object]int
}

func newListFacts(list []ast.Stmt) *listFacts {
	lf := &listFacts{names: map[ast.Stmt]map[*ast.Object]int{}, straight: map[ast.Stmt]bool{}, last: map[*ast.Object]int{}}
	for i, s := range list {
		lf.add(s)
		for obj := range lf.names[s] {
			lf.last[obj] = i
		}
	}
	return lf
}

// add records the facts of s.
func (lf *listFacts) add(s ast.Stmt) {
	if _, ok := lf.names[s]; ok {
		return
	}
	names := map[*ast.Object]int{}
	ast.Inspect(s, func(x ast.Node) bool {
		if id, ok := x.(*ast.Ident); ok && id.Obj != nil {
			names[id.Obj]++
		}
		return true
	})
	lf.names[s], lf.straight[s] = names, oneBlock(s)
}

// scan collects the reads of obj in rest, the statements after its
// definition up to the last that names obj, stopping at its next
// assignment. It reports false when a read is not an add's operand or is
// not in straight-line code with the definition.
func (lf *listFacts) scan(obj *ast.Object, rest []ast.Stmt, cd *productCandidate) bool {
	for i, s := range rest {
		lf.add(s)
		n := lf.names[s][obj]
		if id := accumulatorLoop(s, obj); id != nil {
			// p = x*y; for (...) p += z*w;: the first trip adds to the
			// product as straight-line code would (nvcc unrolls the loop
			// whole), the later trips to the sums (probe sc_06's stencil)
			for _, u := range addUses(s, obj) {
				if u.id == id {
					cd.uses = append(cd.uses, u)
					cd.redefined, cd.once = true, true
					return true
				}
			}
			return false
		}
		if !lf.straight[s] {
			// A branch or loop between: any later read is in another block
			// of the machine's (rest ends at obj's last statement). Only
			// the last statement's reads inside the arguments of its one
			// call are still in the definition's block: they are computed
			// before the call (o[t] = bits(p + c*d), x_fma_rank_locals_calls).
			if i != len(rest)-1 || n == 0 || !readsBeforeCall(s, obj) || redefinition(s, obj) != nil {
				return false
			}
		}
		if n == 0 {
			continue
		}
		var redefined bool
		target := redefinition(s, obj)
		if target != nil {
			redefined = true
			n-- // the assigned name is not a read
		}
		uses := addUses(s, obj)
		if target != nil && target.Op != token.Assign {
			// p += c reads p as well: addUses counted it.
			n++
		}
		if len(uses) != n {
			return false
		}
		cd.uses = append(cd.uses, uses...)
		if _, ret := s.(*ast.Return); ret || redefined {
			cd.redefined = redefined
			return true
		}
	}
	return true
}

// accumulatorLoop returns the read of obj in s when s is a loop nvcc
// unrolls whole whose body names obj once, in a top-level statement obj +=
// z or obj -= z: an accumulator the loop adds to.
func accumulatorLoop(s ast.Stmt, obj *ast.Object) *ast.Ident {
	loop, ok := s.(*ast.For)
	if !ok || !oneBlock(loop) || (loop.Init != nil && names(loop.Init, obj)) || (loop.Cond != nil && names(loop.Cond, obj)) ||
		(loop.Post != nil && names(loop.Post, obj)) {
		return nil
	}
	body := []ast.Stmt{loop.Body}
	if b, ok := loop.Body.(*ast.Block); ok {
		body = b.List
	}
	var read *ast.Ident
	for _, t := range body {
		if !names(t, obj) {
			continue
		}
		a := redefinition(t, obj)
		if read != nil || a == nil || (a.Op != token.AddAssign && a.Op != token.SubAssign) || names(a.Y, obj) {
			return nil
		}
		read = ast.Unparen(a.X).(*ast.Ident)
	}
	return read
}

// readByAdds is the candidate that def, statement i of list, makes when
// adds alone read its value in straight-line code after it, up to the
// variable's next assignment or last statement; nil otherwise.
func (lf *listFacts) readByAdds(def productDef, list []ast.Stmt, i int) *productCandidate {
	cd := &productCandidate{mul: def.mul, neg: def.neg}
	if def.after != nil && !lf.scan(def.obj, []ast.Stmt{def.after}, cd) {
		return nil
	}
	end := i + 1 // past the last statement naming the variable
	if l, ok := lf.last[def.obj]; ok && l >= end {
		end = l + 1
	}
	if !lf.scan(def.obj, list[i+1:end], cd) || len(cd.uses) == 0 {
		return nil
	}
	return cd
}

// readsBeforeCall reports whether s's only branching part is one call of
// a user function whose arguments hold every read of obj and call no
// user function themselves: the reads are evaluated before the call.
func readsBeforeCall(s ast.Stmt, obj *ast.Object) bool {
	calls, ok := userCalls(s)
	if !ok || len(calls) != 1 {
		return false
	}
	call := calls[0]
	inArgs, all := 0, 0
	ast.Inspect(s, func(x ast.Node) bool {
		if id, isID := x.(*ast.Ident); isID && id.Obj == obj {
			all++
		}
		return true
	})
	for _, a := range call.Args {
		ast.Inspect(a, func(x ast.Node) bool {
			if id, isID := x.(*ast.Ident); isID && id.Obj == obj {
				inArgs++
			}
			return true
		})
	}
	return inArgs == all
}

// userCalls returns the calls of user functions in s, and false when s
// branches otherwise (?:, && and ||, a lambda, a launch).
func userCalls(s ast.Node) ([]*ast.Call, bool) {
	var calls []*ast.Call
	ok := true
	ast.Inspect(s, func(x ast.Node) bool {
		switch x := x.(type) {
		case *ast.Cond, *ast.Lambda, *ast.Launch:
			ok = false
		case *ast.Binary:
			if x.Op == token.LAnd || x.Op == token.LOr {
				ok = false
			}
		case *ast.Call:
			if (x.Func == nil || x.Func.Kind != ast.ObjBuiltinFunc) && !straightCall(x, 0) {
				calls = append(calls, x)
			}
		}
		return ok
	})
	return calls, ok
}

// straightCall reports whether call calls a function of the program that
// nvcc inlines into straight-line code: no branch, loop or conditional
// in its body, one return at its end, and calls of such functions alone
// (probe sl_02's fetchClamp, min and max of an index then a load, read
// between a product local and its add).
func straightCall(call *ast.Call, depth int) bool {
	fn := call.Func
	if fn == nil || fn.Kind != ast.ObjFunc || fn.Decl == nil || fn.Decl.Body == nil || depth > 4 || fn.Decl.Attrs.Global {
		return false
	}
	list := fn.Decl.Body.List
	if len(list) == 0 {
		return false
	}
	if _, ok := list[len(list)-1].(*ast.Return); !ok {
		return false
	}
	straight := true
	ast.Inspect(fn.Decl.Body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.If, *ast.For, *ast.While, *ast.DoWhile, *ast.Switch, *ast.Cond, *ast.Labeled, *ast.Goto, *ast.Lambda:
			straight = false
		case *ast.Return:
			straight = x == list[len(list)-1]
		case *ast.Binary:
			straight = x.Op != token.LAnd && x.Op != token.LOr
		case *ast.Call:
			straight = x.Func != nil && x.Func.Kind == ast.ObjBuiltinFunc || straightCall(x, depth+1)
		}
		return straight
	})
	return straight
}

// redefinition returns the top-level assignment of s to obj (=, += or
// -=), if any: in braces, the last of their statements that names obj
// (the inliner's { t = v[i]; p -= t.x*d; }).
func redefinition(s ast.Stmt, obj *ast.Object) *ast.Assign {
	if b, ok := s.(*ast.Block); ok {
		for i := len(b.List) - 1; i >= 0; i-- {
			if names(b.List[i], obj) {
				return redefinition(b.List[i], obj)
			}
		}
		return nil
	}
	es, ok := s.(*ast.ExprStmt)
	if !ok {
		return nil
	}
	a, ok := ast.Unparen(es.X).(*ast.Assign)
	if !ok {
		return nil
	}
	if id, ok := ast.Unparen(a.X).(*ast.Ident); ok && id.Obj == obj {
		return a
	}
	return nil
}

// oneBlock reports whether s runs as one basic block: an expression,
// declaration or return without branches inside (user functions may
// branch once inlined; built-ins are single operations), and a counted
// loop nvcc unrolls whole whose body is such statements (probe lp_01: a
// product local defined before `for (i = 0; i < 4; i++) acc += expf(d + b
// * x[i])` is fused into each trip's add).
func oneBlock(s ast.Stmt) bool {
	switch s := s.(type) {
	case *ast.For:
		if _, whole := loops.UnrolledWhole(s); !whole {
			return false
		}
		body := []ast.Stmt{s.Body}
		if b, ok := s.Body.(*ast.Block); ok {
			body = b.List
		}
		for _, t := range body {
			if _, ret := t.(*ast.Return); ret || !oneBlock(t) {
				return false
			}
		}
		return true
	case *ast.ExprStmt, *ast.DeclStmt, *ast.Return, *ast.EmptyStmt:
	case *ast.Block: // braces alone start no block of the machine's
		if hasLabel(s.List) {
			return false
		}
		for _, t := range s.List {
			if _, ret := t.(*ast.Return); ret || !oneBlock(t) {
				return false
			}
		}
		return true
	default:
		return false
	}
	calls, ok := userCalls(s)
	return ok && len(calls) == 0
}

// addUses returns the reads of obj in s that are an operand of a + or -
// of obj's own type: X or Y of a Binary, either side of += or -=.
func addUses(s ast.Stmt, obj *ast.Object) []productUse {
	var uses []productUse
	k := kindOf(obj.Type)
	operand := func(x ast.Expr) *ast.Ident {
		if id, ok := ast.Unparen(x).(*ast.Ident); ok && id.Obj == obj && id.Const == nil {
			return id
		}
		return nil
	}
	ast.Inspect(s, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Binary:
			if (n.Op == token.Add || n.Op == token.Sub) && kindOf(n.T) == k && n.Const == nil {
				if id := operand(n.X); id != nil {
					uses = append(uses, productUse{id, n, true, isFloatMul(n.Y, k), false})
				}
				if id := operand(n.Y); id != nil {
					uses = append(uses, productUse{id, n, false, isFloatMul(n.X, k), n.Op == token.Sub})
				}
			}
		case *ast.Assign:
			if (n.Op == token.AddAssign || n.Op == token.SubAssign) && kindOf(n.X.Type()) == k &&
				(n.OpType == nil || kindOf(n.OpType) == k) {
				if id := operand(n.X); id != nil {
					uses = append(uses, productUse{id, n, true, isFloatMul(n.Y, k), false})
				}
				if id := operand(n.Y); id != nil {
					uses = append(uses, productUse{id, n, false, false, n.Op == token.SubAssign})
				}
			}
		}
		return true
	})
	return uses
}

// isFloatMul reports whether x is a floating multiply of kind k, written
// or a product function's call.
func isFloatMul(x ast.Expr, k kind) bool {
	if _, _, ok := mulOperands(x, k); ok {
		return true
	}
	call, ok := ast.Unparen(x).(*ast.Call)
	if !ok {
		return false
	}
	_, _, ok = productCall(call, k)
	return ok
}

// productOperands returns the operands of x when x is a floating multiply
// of kind k: written a*b, or in code the device runs a call of a function
// that only returns the product of its two parameters, which nvcc inlines
// and then fuses like the product written in place.
func (c *compiler) productOperands(x ast.Expr, k kind) (ast.Expr, ast.Expr, bool) {
	if a, b, ok := mulOperands(x, k); ok {
		return a, b, true
	}
	if call, ok := ast.Unparen(x).(*ast.Call); ok && !c.hostOnly() {
		return productCall(call, k)
	}
	return nil, nil, false
}

// productCall returns the arguments of a call of `T f(T x, T y) { return
// x * y; }` (a plain function, T float or double, no conversion inside).
func productCall(call *ast.Call, k kind) (ast.Expr, ast.Expr, bool) {
	fn := call.Func
	if fn == nil || fn.Kind != ast.ObjFunc || fn.Decl == nil || len(call.Args) != 2 || kindOf(call.T) != k {
		return nil, nil, false
	}
	d := fn.Decl
	if d.Body == nil || len(d.Body.List) != 1 || len(d.Params) != 2 || d.IsTemplate() ||
		d.Receiver != "" || d.Virtual || d.Attrs.NoInline || d.Attrs.Global {
		return nil, nil, false
	}
	ret, ok := d.Body.List[0].(*ast.Return)
	if !ok || ret.X == nil {
		return nil, nil, false
	}
	mul, ok := ast.Unparen(ret.X).(*ast.Binary)
	if !ok || mul.Op != token.Mul || kindOf(mul.T) != k || mul.Const != nil || !types.Identical(mul.T, call.T) {
		return nil, nil, false
	}
	x, okx := ast.Unparen(mul.X).(*ast.Ident)
	y, oky := ast.Unparen(mul.Y).(*ast.Ident)
	if !okx || !oky || x.Obj != d.Params[0] || y.Obj != d.Params[1] {
		return nil, nil, false
	}
	for _, p := range d.Params {
		if !types.Identical(p.Type, mul.T) || p.Qual&types.Volatile != 0 {
			return nil, nil, false
		}
	}
	return call.Args[0], call.Args[1], true
}

// settlePairs decides the adds whose other operand is a product too, as
// the recordings did where both products have that one read: in a sum,
// the side the checker marked (ast.Binary.Fuse: the product of lower
// rank, x_fma_rank_locals), else the local; in a difference the local
// (p - c*d) except as the subtrahend (c*d - p fuses c*d); of two locals
// added, the marked one, else the left one (p + q). Any other pairing (a
// product with more reads, a difference of two locals, p + p) is not
// settled: the locals involved stay rounded, as before.
func settlePairs(cands []*productCandidate) {
	type side struct {
		cd    *productCandidate
		first bool
		sub   bool
	}
	byAdd := map[ast.Expr][]side{}
	var adds []ast.Expr // in analysis order, for determinism
	for _, cd := range cands {
		for _, u := range cd.uses {
			if _, seen := byAdd[u.add]; !seen {
				adds = append(adds, u.add)
			}
			byAdd[u.add] = append(byAdd[u.add], side{cd, u.first, u.subtrahend})
		}
	}
	var lose []*productCandidate
	for _, cd := range cands {
		for _, u := range cd.uses {
			if u.mulOther && (len(cd.uses) > 1 || u.subtrahend || fusesOther(u)) {
				lose = append(lose, cd)
			}
			if b, ok := u.add.(*ast.Binary); ok && b.Fuse == ast.FuseNone {
				lose = append(lose, cd) // computed in an earlier block (check/fmarank.go)
			}
		}
	}
	for _, add := range adds {
		s := byAdd[add]
		if len(s) < 2 {
			continue
		}
		x, y := s[0], s[1]
		if !x.first {
			x, y = y, x
		}
		if x.cd != y.cd && !y.sub && len(x.cd.uses) == 1 && len(y.cd.uses) == 1 {
			if b, ok := add.(*ast.Binary); ok && b.Fuse == ast.FuseRight {
				x, y = y, x // the right one ranks lower (check/fmarank.go)
			}
			lose = append(lose, y.cd)
			continue
		}
		lose = append(lose, x.cd, y.cd)
	}
	for _, cd := range lose {
		cd.reject = true
	}
}

// fusesOther reports whether the checker found that the sum u reads the
// local in fuses the product on its other side, which ranks lower
// (check/fmarank.go).
func fusesOther(u productUse) bool {
	b, ok := u.add.(*ast.Binary)
	if !ok || b.Fuse != ast.FuseLeft && b.Fuse != ast.FuseRight {
		return false
	}
	return (b.Fuse == ast.FuseRight) == u.first
}

// savingOperands wraps the operands of an accepted definition's multiply
// so that evaluating them also keeps their values for the fused adds.
func (c *compiler) savingOperands(e *ast.Binary, x, y operand) (operand, operand) {
	lp := c.prods.defs[e]
	if lp == nil {
		return x, y
	}
	lp.compiled = true
	save := func(o operand, r int) operand {
		return operand{reg: -1, fn: func(f *Frame, m uint32) *Vec {
			v := o.get(f, m)
			f.regs[r].assign(v, m, f.full, f.w.n)
			return v
		}}
	}
	if lp.once {
		flag, one := lp.flag, constVec(1)
		saveX := save(x, lp.x)
		x = operand{reg: -1, fn: func(f *Frame, m uint32) *Vec {
			f.regs[flag].assign(one, m, f.full, f.w.n)
			return saveX.get(f, m)
		}}
		return x, save(y, lp.y)
	}
	return save(x, lp.x), save(y, lp.y)
}

// localProductOf returns the accepted definition that the read e fuses,
// once its multiply is compiled.
func (c *compiler) localProductOf(e ast.Expr) *localProduct {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil
	}
	if lp := c.prods.uses[id]; lp != nil && lp.compiled {
		return lp
	}
	return nil
}

// firstTripOnly runs fused, the add that fuses accumulator lp's product,
// on the loop's first trip (the definition set lp's flag) and, after it,
// what plain compiles: the add as if the local held a sum.
func (c *compiler) firstTripOnly(lp *localProduct, id *ast.Ident, fused evalFn, plain func() evalFn) evalFn {
	delete(c.prods.uses, id)
	other := plain()
	c.prods.uses[id] = lp
	flag, zero := lp.flag, constVec(0)
	return func(f *Frame, m uint32) *Vec {
		if l := firstLane(m); l < f.w.n && f.regs[flag].get(l) != 0 {
			f.regs[flag].assign(zero, m, f.full, f.w.n)
			return fused(f, m)
		}
		return other(f, m)
	}
}

// readsOnceProduct reports whether e reads an accumulator's product on a
// loop's first trip: its instructions differ between the first trip and
// the others, so it is no count region (countrun.go).
func (c *compiler) readsOnceProduct(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if lp := c.prods.uses[id]; lp != nil && lp.once {
				found = true
			}
		}
		return !found
	})
	return found
}

// onceProduct returns the accumulator product that e's left operand reads
// on a loop's first trip, and the read.
func (c *compiler) onceProduct(e *ast.Binary) (*localProduct, *ast.Ident) {
	id, ok := ast.Unparen(e.X).(*ast.Ident)
	if !ok {
		return nil, nil
	}
	if lp := c.prods.uses[id]; lp != nil && lp.compiled && lp.once {
		return lp, id
	}
	return nil, nil
}

// contractLocal compiles p + z, z + p, p - z and z - p where p holds an
// accepted product: one fma over the product's saved operands.
func (c *compiler) contractLocal(e *ast.Binary, k kind) evalFn {
	if lp, id := c.onceProduct(e); lp != nil {
		lp.once = false
		fused := c.contractLocal(e, k)
		lp.once = true
		if fused == nil {
			return nil
		}
		return c.firstTripOnly(lp, id, fused, func() evalFn { return c.expr(e) })
	}
	sub := e.Op == token.Sub
	if lp := c.localProductOf(e.X); lp != nil {
		z := c.operandOf(e.Y, c.expr(e.Y))
		if lp.neg {
			return c.fmaNegated(lp, z, k, sub, true, c.line(e))
		}
		return c.fma(operand{reg: lp.x}, operand{reg: lp.y}, z, k, false, sub, c.line(e), -1)
	}
	if lp := c.localProductOf(e.Y); lp != nil {
		z := c.operandOf(e.X, c.expr(e.X))
		if lp.neg {
			return c.fmaNegated(lp, z, k, sub, false, c.line(e))
		}
		return c.fma(operand{reg: lp.x}, operand{reg: lp.y}, z, k, sub, false, c.line(e), -1)
	}
	return nil
}

// fmaNegated compiles p ± z (pFirst) or z ± p where p = -(x*y): one fma on
// the device; on the host as written, the rounded product negated and then
// added, so that even a NaN's sign is the host's.
func (c *compiler) fmaNegated(lp *localProduct, z operand, k kind, sub, pFirst bool, line int) evalFn {
	d := c.newReg()
	negProduct := pFirst || !sub // z - p adds the product itself
	negOther := pFirst && sub
	dev := deviceMultiplyAdd(k, negProduct, negOther)
	var host func(x, y, w uint64) uint64
	if k == kF32 {
		host = func(x, y, w uint64) uint64 {
			p := -float32(f32(x) * f32(y))
			fw := f32(w)
			switch {
			case pFirst && sub:
				return b32(p - fw)
			case pFirst:
				return b32(p + fw)
			case sub:
				return b32(fw - p)
			}
			return b32(fw + p)
		}
	} else {
		host = func(x, y, w uint64) uint64 {
			p := -float64(f64(x) * f64(y))
			fw := f64(w)
			switch {
			case pFirst && sub:
				return b64(p - fw)
			case pFirst:
				return b64(p + fw)
			case sub:
				return b64(fw - p)
			}
			return b64(fw + p)
		}
	}
	return multiplyAddLanes(d, operand{reg: lp.x}, operand{reg: lp.y}, z, line, host, dev)
}

// names reports whether n names obj.
func names(n ast.Node, obj *ast.Object) bool {
	found := false
	ast.Inspect(n, func(x ast.Node) bool {
		if id, ok := x.(*ast.Ident); ok && id.Obj == obj {
			found = true
		}
		return !found
	})
	return found
}

package engine

import (
	"math"
	"math/bits"
	"slices"
	"unsafe"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/engine/mem"
	"simtlab/sim/engine/num"
)

// Dot-product loops. The inner loop of a naive matrix multiply,
//
//	for (int k = 0; k < n; k++) sum += a[row*n + k] * b[k*n + col];
//
// costs a dozen closures per iteration in the general loop (the test, the
// statement's region, the FMA, two fused loads with their checks, the
// step), about 1,300 machine instructions per warp beside the 32 lanes'
// own work. Once both addresses are predicted (induction.go: only their
// bases move, by a fixed amount per step of k), an iteration does nothing
// but two loads at known shapes, an FMA and k++; a burst runs such
// iterations directly, as many as it can show in advance are ordinary:
//
//   - k stays below the bound (k and the bound uniform, the test k < bound
//     true in every iteration of the burst);
//   - every address of both loads lies in its global or shared block,
//     aligned, in every iteration (the first and the last bound the
//     others: the bases move linearly), every byte between is initialized
//     and the blocks are not freed, so that no load faults or reports an
//     uninitialized read; one operand may be a word every lane reads, in
//     global or constant memory (a convolution's or stencil's
//     coefficients: sum += filt[i] * tile[i + t]), its lanes' offsets 0;
//   - no word a shared load reads was written in this barrier interval,
//     so that no read races: the race detector only notes each lane's
//     read (burstReads), as the general load would;
//   - the predictions hold (induction.go's guard: left steps), the step
//     budget's next check (Machine.tick) is not reached, the warp is whole
//     and nothing records the timing or execution trace.
//
// Each iteration of a burst then does what the general one does: its
// two accesses in order (natively queued as one repeating pair after the
// burst, observeQueue.addPair), the two loads and the FMA (dotLanes:
// fma32Lanes of the words the loads would read), k++; the load registers
// are left as the last iteration leaves them. The counts (the step count
// and the per-line counters) are those of one general iteration times the
// burst's length: the loop learns them by the difference of the counters
// around two general iterations, which must agree, as a count region does
// around one (countrun.go); nothing in the burst reads them. The
// induction slots are left as the predictions would have left them.
// Anything else (a partial warp, an uninitialized array, a shared word
// written since the last barrier, the end of the loop) runs in the general
// loop. The addresses of a tiled multiply's b[k][x], whose row moves with
// k, are predicted too (induction.go), so its inner loop over two shared
// tiles bursts as well.

// dotLoops turns dot-product bursts on; tests turn them off to compare.
var dotLoops = true

// countDotLoops makes bursts add their iterations to dotLoopIterations
// and dotLoopTraced (tests only).
var (
	countDotLoops     = false
	dotLoopIterations int64
	dotLoopTraced     int64 // of them, iterations that the timing recording traced
)

// fusedLoadSite is a load through a fused address, as compiled: the
// address, the kind loaded, the register it loads into and its line.
type fusedLoadSite struct {
	fz   *fusedAddr
	k    kind
	out  int
	line int
}

// dotLoop is a loop of the form above, as compiled.
type dotLoop struct {
	a, b     fusedLoadSite       // the product's operands, in evaluation order
	acc      int                 // the accumulator's register
	k        int                 // the counter's register
	bound    int                 // the bound's register, or -1: boundVal
	boundVal uint64              // a constant bound
	ck       kind                // the test's kind: kI32 or kU32
	step     func(uint64) uint64 // ++ on the counter
	// The counts of one iteration (the tick, the test, the statement,
	// the step), learned from a general one.
	state  regionState
	steps  int64
	run    []lineRun
	before []uint64 // the counters before the learning iteration
	// A traced iteration's counted instructions (their lines) and the two
	// accesses (dotObserve), in order, learned from two traced general
	// iterations that must agree: a traced burst replays them, so that
	// the timing trace gets every instruction as the general loop gives it.
	eventState regionState
	events     []int32
	recording  []int32
}

// dotObserve marks an observed access among a traced iteration's events.
const dotObserve = -1

// noteFusedLoad records that e compiled to the load site s (dotLoopOf
// looks the product's operands up).
func (c *compiler) noteFusedLoad(e ast.Expr, s fusedLoadSite) {
	if c.fusedLoads == nil {
		c.fusedLoads = map[ast.Expr]fusedLoadSite{}
	}
	c.fusedLoads[e] = s
}

// dotLoopOf returns the dot-product form of the loop for (...; condE;
// postE) bodyS, compiled already, or nil when it has none.
func (c *compiler) dotLoopOf(condE, postE ast.Expr, bodyS ast.Stmt) *dotLoop {
	if !dotLoops || c.hostOnly() || condE == nil || postE == nil || bodyS == nil {
		return nil
	}
	s := bodyS
	if b, ok := s.(*ast.Block); ok {
		if len(b.List) != 1 {
			return nil
		}
		s = b.List[0]
	}
	es, ok := s.(*ast.ExprStmt)
	if !ok {
		return nil
	}
	as, ok := ast.Unparen(es.X).(*ast.Assign)
	if !ok || as.Op != token.AddAssign || kindOf(as.X.Type()) != kF32 || as.OpType != nil && kindOf(as.OpType) != kF32 {
		return nil
	}
	ma, mb, ok := mulOperands(as.Y, kF32)
	if !ok {
		return nil
	}
	la, okA := c.fusedLoads[ast.Unparen(ma)]
	lb, okB := c.fusedLoads[ast.Unparen(mb)]
	if !okA || !okB || la.k != kF32 || lb.k != kF32 || la.fz.ind == nil || lb.fz.ind == nil ||
		la.fz.ind.k != lb.fz.ind.k || la.fz.ind.loop != lb.fz.ind.loop || la.out == lb.out {
		return nil
	}
	dl := &dotLoop{a: la, b: lb, acc: c.regOf(ast.Unparen(as.X)), k: la.fz.ind.k, bound: -1}
	// The test: k < bound, both of one 32-bit kind.
	cb, ok := ast.Unparen(condE).(*ast.Binary)
	if !ok || cb.Op != token.Lss || c.regOf(ast.Unparen(cb.X)) != dl.k {
		return nil
	}
	dl.ck = kindOf(cb.X.Type())
	if (dl.ck != kI32 && dl.ck != kU32) || kindOf(cb.Y.Type()) != dl.ck {
		return nil
	}
	switch y := ast.Unparen(cb.Y).(type) {
	case *ast.IntLit:
		dl.boundVal = y.Value
	case *ast.Ident:
		if y.Const != nil {
			return nil
		}
		if dl.bound = c.regOf(y); dl.bound < 0 {
			return nil
		}
	default:
		return nil
	}
	// The step: k++ or ++k.
	id, ok := ast.Unparen(postE).(*ast.IncDec)
	if !ok || id.Op != token.Inc || c.regOf(ast.Unparen(id.X)) != dl.k {
		return nil
	}
	dl.step = incDecStep(dl.ck, id.X.Type(), token.Inc)
	if dl.acc < 0 || dl.acc == dl.k || dl.acc == dl.bound || dl.acc == la.out || dl.acc == lb.out ||
		dl.k == la.out || dl.k == lb.out || dl.bound >= 0 && (dl.bound == la.out || dl.bound == lb.out) {
		return nil
	}
	return dl
}

// ready reports whether a burst or a learning iteration may start for
// the whole warp w in m: a kernel warp of 32 lanes whose instructions no
// trace records (the timing recording's, or an execution trace that
// selects it), no count region recording around the loop.
func (dl *dotLoop) ready(f *Frame, m uint32) bool {
	w := f.w
	return m == ^uint32(0) && f.full == m && w.n == 32 && w.device && !w.batch && !w.halted() &&
		(w.m.exec == nil || !w.m.exec.selects(w))
}

// top runs at the top of an iteration of the general loop for a ready
// warp: a burst when the loop knows its iteration (traced or not), else
// the start of learning it; it reports whether the iteration is learned
// (and the step count learnEnd starts from).
func (dl *dotLoop) top(f *Frame) (learning bool, steps int64) {
	w := f.w
	if w.tr.on {
		switch dl.eventState {
		case regionKnown:
			dl.burst(f, true)
		case regionNew:
			dl.recording = dl.recording[:0]
			w.dotEvents = &dl.recording
			return true, 0
		}
		return false, 0
	}
	switch dl.state {
	case regionKnown:
		dl.burst(f, false)
	case regionNew:
		return true, dl.learnStart(w)
	}
	return false, 0
}

// learned ends what top started learning, after a general iteration that
// kept the whole warp (complete: the test held and nothing halted).
func (dl *dotLoop) learned(w *Warp, steps int64, complete bool) {
	if w.dotEvents != nil {
		w.dotEvents = nil
		if complete {
			dl.learnEvents()
		}
		return
	}
	if complete {
		dl.learnEnd(w, steps)
	}
}

// learnEvents keeps the traced iteration just recorded, and knows it once
// two agree and it holds the two accesses.
func (dl *dotLoop) learnEvents() {
	observed := 0
	for _, e := range dl.recording {
		if e == dotObserve {
			observed++
		}
	}
	switch {
	case observed != 2:
		dl.eventState = regionOff
	case dl.events == nil:
		dl.events = slices.Clone(dl.recording)
	case slices.Equal(dl.events, dl.recording):
		dl.eventState = regionKnown
	default:
		dl.eventState = regionOff
	}
}

// learnStart copies the line counters before a general iteration (into
// the loop's own scratch: a count region inside may record meanwhile,
// in the machine's).
func (dl *dotLoop) learnStart(w *Warp) int64 {
	dl.before = dl.before[:0]
	for _, lc := range w.lines {
		dl.before = append(dl.before, lc.inst, lc.threadInst)
	}
	return w.m.steps
}

// learnEnd keeps what a general iteration of the whole warp added to the
// counters since learnStart, when every count was under the full mask.
// The counts are known once two iterations (the first taking the
// addresses' first, unpredicted path) added the same; a difference turns
// bursts off for the loop.
func (dl *dotLoop) learnEnd(w *Warp, steps int64) {
	before := dl.before
	if w.halted() || len(before) != 2*len(w.lines) {
		return
	}
	if dl.state == regionNew && dl.run != nil {
		prevRun, prevSteps := slices.Clone(dl.run), dl.steps
		dl.learnCounts(w, before, steps)
		if dl.state == regionOff || dl.steps != prevSteps || !slices.Equal(dl.run, prevRun) {
			dl.state = regionOff
			return
		}
		dl.state = regionKnown
		return
	}
	dl.learnCounts(w, before, steps)
}

// learnCounts keeps the counters' gains since learnStart as the loop's
// run (or turns bursts off when they are not an iteration's shape).
func (dl *dotLoop) learnCounts(w *Warp, before []uint64, steps int64) {
	dl.run = dl.run[:0]
	if dl.run == nil {
		dl.run = []lineRun{}
	}
	var onLines int64
	for line := range w.lines {
		n := w.lines[line].inst - before[2*line]
		if n == 0 {
			continue
		}
		if w.lines[line].threadInst-before[2*line+1] != 32*n {
			dl.state = regionOff
			return
		}
		dl.run = append(dl.run, lineRun{line: line, n: n})
		onLines += int64(n)
	}
	dl.steps = w.m.steps - steps
	// Every step but the tick's is an instruction on a line.
	if dl.steps != onLines+1 {
		dl.state = regionOff
	}
}

// maxBurst bounds one burst (and keeps the address arithmetic below far
// from overflow).
const maxBurst = 1 << 20

// burst runs the loop's next iterations directly, as many as are ordinary
// (see the top of the file); f's warp is at the top of an iteration with
// the whole warp active.
func (dl *dotLoop) burst(f *Frame, traced bool) {
	w := f.w
	kv, acc := &f.regs[dl.k], &f.regs[dl.acc]
	if !kv.U || kv.aff || acc.U || acc.aff || acc.lazy || verifyInduction || !inductionAddrs {
		return
	}
	k0 := kv.V[0]
	// Iterations left before the test fails.
	bound := dl.boundVal
	if dl.bound >= 0 {
		bv := &f.regs[dl.bound]
		if !bv.U || bv.aff {
			return
		}
		bound = bv.V[0]
	}
	var n int64
	if dl.ck == kI32 {
		n = int64(int32(uint32(bound))) - int64(int32(uint32(k0)))
	} else {
		n = int64(uint32(bound)) - int64(uint32(k0))
	}
	// Before the budget's next check: each tick must stay below it.
	perIteration := dl.steps
	if traced {
		perIteration = 1 // the tick, and each counted instruction
		for _, e := range dl.events {
			if e != dotObserve {
				perIteration++
			}
		}
	}
	n = min(n, (w.m.nextYield-w.m.steps-1)/perIteration, maxBurst)
	g := f.loopGen[dl.a.fz.ind.loop]
	sa, sb := &f.shapes[dl.a.fz.ind.slot], &f.shapes[dl.b.fz.ind.slot]
	for _, s := range [2]*shapeSlot{sa, sb} {
		if g == 0 || s.gen != g || s.left == 0 || k0 != s.k+s.step || dl.step(k0) != k0+s.step {
			return
		}
		n = min(n, int64(min(s.left, maxBurst)))
	}
	if n <= 0 || sa.step != sb.step || sa.u && sb.u {
		return
	}
	ba, loA, hiA, ok := loadable(w, dl.a.fz.blk, sa, n)
	if !ok {
		return
	}
	bb, loB, hiB, ok := loadable(w, dl.b.fz.blk, sb, n)
	if !ok {
		return
	}
	ra, rb := sa.a.normalize(), sb.a.normalize()
	if sa.u { // one word for every lane
		ra = affine{base: sa.a.base, wsh: 5}
	}
	if sb.u {
		rb = affine{base: sb.a.base, wsh: 5}
	}
	// The lanes' offsets from each base: the same in every iteration.
	var offA, offB [32]int
	for i := range offA {
		offA[i], offB[i] = int(ra.lane(i)-ra.base), int(rb.lane(i)-rb.base)
	}
	// Shared operands: the race detector sees every lane's read.
	var readsA, readsB burstReads
	if !readsA.prepare(w, ba, loA, hiA, &offA, dl.a.line) || !readsB.prepare(w, bb, loB, hiB, &offB, dl.b.line) {
		return
	}
	pa, pb := unsafe.Pointer(unsafe.SliceData(ba.Data)), unsafe.Pointer(unsafe.SliceData(bb.Data))
	// Natively the accesses go to the memory system's worker as one pair
	// that repeats (observeQueue.addPair), after the iterations: they
	// hold their rows when their shapes are one or two rows.
	l := w.blk.launch
	queued := !traced && l.obs != nil && l.timing != nil && l.timing.queue != nil && ra.wsh >= 4 && rb.wsh >= 4 &&
		ba.Space == mem.Global && bb.Space == mem.Global && !sa.u && !sb.u
	k, last, m := k0, k0, ^uint32(0)
	var done int64
	for done < n && !w.halted() {
		ra.base += sa.d
		rb.base += sb.d
		// The accesses, then the lanes they read (observing reads no memory).
		switch {
		case traced:
			dl.replay(w, ra, rb)
		case !queued:
			w.observeAffine(ra, m, 4, OpLoad, dl.a.line)
			w.observeAffine(rb, m, 4, OpLoad, dl.b.line)
		}
		if readsA.race != nil {
			readsA.read(ra.base - ba.Base)
		}
		if readsB.race != nil {
			readsB.read(rb.base - bb.Base)
		}
		dotLanes(acc, unsafe.Add(pa, ra.base-ba.Base), unsafe.Add(pb, rb.base-bb.Base), &offA, &offB)
		last, k = k, dl.step(k)
		done++
		if k != last+sa.step { // the next address is not a prediction
			break
		}
	}
	if done == 0 {
		return
	}
	if queued {
		dl.queuePair(w, ra, rb, sa.d, sb.d, done)
	}
	// The loads' registers as the last iteration leaves them.
	va, vb := &f.regs[dl.a.out], &f.regs[dl.b.out]
	va.U, va.aff, va.lazy = false, false, false
	vb.U, vb.aff, vb.lazy = false, false, false
	loadFullWarp4(va, ba.Data, ra.base-ba.Base, ra)
	loadFullWarp4(vb, bb.Data, rb.base-bb.Base, rb)
	if sa.u { // a uniform load's register, as the general load leaves it
		va.setUniform(va.V[0])
	}
	if sb.u {
		vb.setUniform(vb.V[0])
	}
	if countDotLoops {
		dotLoopIterations += done
		if traced {
			dotLoopTraced += done
		}
	}
	kv.V[0] = k
	acc.U = false
	// The predictions' state after done of them.
	for _, s := range [2]*shapeSlot{sa, sb} {
		s.k = last
		s.left -= uint64(done)
		s.a.base += uint64(done) * s.d
	}
	if traced {
		return // replay counted every instruction
	}
	w.m.steps += done * dl.steps
	for _, r := range dl.run {
		if uint(r.line) < uint(len(w.lines)) {
			lc := &w.lines[r.line]
			lc.inst += uint64(done) * r.n
			lc.threadInst += uint64(done) * r.n * 32
		}
	}
}

// replay does a traced iteration's instructions as the general loop does
// them, in order: its tick, each counted instruction (Warp.count, which
// traces it) and the accesses of a at ra and b at rb (observeAffine, which
// makes the instruction just counted a memory instruction).
func (dl *dotLoop) replay(w *Warp, ra, rb affine) {
	w.m.steps++ // the tick (burst stays below its slow path)
	m := ^uint32(0)
	first := true
	for _, e := range dl.events {
		switch {
		case e != dotObserve:
			w.count(int(e), m)
		case first:
			w.observeAffine(ra, m, 4, OpLoad, dl.a.line)
			first = false
		default:
			w.observeAffine(rb, m, 4, OpLoad, dl.b.line)
		}
	}
}

// queuePair queues the accesses of a burst's done iterations, whose last
// shapes are ra and rb, as the iterations would have queued them one by one
// (observeAffine): counted, then one pair from the first iteration's
// shapes that repeats.
func (dl *dotLoop) queuePair(w *Warp, ra, rb affine, da, db uint64, done int64) {
	l := w.blk.launch
	l.countMemN(mem.Global, OpLoad, dl.a.line, float64(done))
	l.countMemN(mem.Global, OpLoad, dl.b.line, float64(done))
	ra.base -= uint64(done-1) * da
	rb.base -= uint64(done-1) * db
	m := ^uint32(0)
	a := *w.affineAccess(ra, m, 4, OpLoad, dl.a.line, mem.Global)
	l.acc.RowLanes, l.acc.RowStarts = 0, false
	b := *w.affineAccess(rb, m, 4, OpLoad, dl.b.line, mem.Global)
	l.acc.RowLanes, l.acc.RowStarts = 0, false
	l.timing.queue.addPair(&a, &b, da, db, int32(done))
}

// loadable reports whether the next n predicted loads of slot s read
// 4-byte words of one block, initialized, aligned and within it in every
// one (the bases move linearly: the first and the last bound the others);
// lo and hi are the lowest and the highest address a lane reads. The
// block is hint, the one the last load found (loadShape's), global or
// shared, the lanes' corners those loadShape checked (the slot's chk). A
// uniform slot's word, which the general load reads without loadShape,
// has its block looked up, global or constant (a uniform shared word is
// left to the general loop, whose race detector notes 32 reads of it).
func loadable(w *Warp, hint *mem.Block, s *shapeSlot, n int64) (_ *mem.Block, lo, hi uint64, ok bool) {
	c := &s.chk
	if !s.u && (c.size != 4 || c.k != kF32) {
		return nil, 0, 0, false
	}
	var offLo, offHi uint64 // the lanes' corners from the base
	if !s.u {
		offLo, offHi = c.lo, c.hi
	}
	d := int64(s.d)
	if d <= -1<<40 || d >= 1<<40 || s.d&3 != 0 || (s.a.base+s.d)&3 != 0 {
		return nil, 0, 0, false
	}
	lo, hi = 1<<64-1, 0
	for _, j := range [2]int64{1, n} {
		base := s.a.base + uint64(j*d)
		lo, hi = min(lo, base+offLo), max(hi, base+offHi)
	}
	if (lo | hi) >= 1<<62 {
		return nil, 0, 0, false
	}
	b := hint
	if s.u {
		var f *mem.Fault
		if b, _, f = w.m.mem.Resolve(lo, hi+4-lo); f != nil || b == nil || b.Space != mem.Global && b.Space != mem.Constant {
			return nil, 0, 0, false
		}
	} else if b == nil || b.Space != mem.Global && b.Space != mem.Shared {
		return nil, 0, 0, false
	}
	if b.Freed || lo < b.Base || hi+4 > b.Base+b.Size {
		return nil, 0, 0, false
	}
	if ok, _ := w.spaceAllowed(b.Space, OpLoad); !ok {
		return nil, 0, 0, false
	}
	// Every byte between them written (the words read are among them).
	if !b.AllInitialized() && !b.Initialized(lo-b.Base, hi+4-lo) {
		return nil, 0, 0, false
	}
	return b, lo, hi, true
}

// burstReads is what the race detector sees of a burst's loads of a
// shared block: each lane's read of its word, in lane order, iteration by
// iteration, as loadSharedWords records them. prepare allows it only when
// no word the burst reads was written in this interval (none is split
// into bytes either): then no read can race, quietRead and raceReadCell
// come down to noting the first reader and any second one, and read does
// just that.
type burstReads struct {
	race        *raceShadow // nil: not shared, or no shadow
	off         *[32]int    // the lanes' offsets from the base
	t0          int32       // the warp's first thread
	line        int32
	epoch, sync uint32
}

// prepare sets r up for loads from block b whose lanes (at off from each
// load's base) read the words from lo to hi, or reports false when a word
// read might race.
func (r *burstReads) prepare(w *Warp, b *mem.Block, lo, hi uint64, off *[32]int, line int) bool {
	if b.Space != mem.Shared {
		return true
	}
	race := w.blk.launch.shadowFor(b)
	if race == nil {
		return true
	}
	lo, hi = lo-b.Base, hi-b.Base
	if hi+4 > uint64(len(race.cells)) || lo%4 != 0 {
		return false
	}
	for i := lo / 4; i <= hi/4; i++ {
		if race.split[i] || race.words[i].wEpoch == race.epoch {
			return false
		}
	}
	*r = burstReads{race: race, off: off, t0: int32(w.warpIdx * 32), line: int32(line), epoch: race.epoch, sync: w.syncs}
	return true
}

// read notes the 32 lanes' reads of the load whose base is at offset base
// of the block.
func (r *burstReads) read(base uint64) {
	words := r.race.words
	for i, o := range r.off {
		c := &words[(base+uint64(o))/4]
		t := r.t0 + int32(i)
		switch {
		case c.rEpoch != r.epoch:
			c.rEpoch, c.rTid, c.rLine, c.rSync = r.epoch, t, r.line, r.sync
		default:
			c.anotherRead(t, r.sync)
		}
	}
}

// loadFullWarp4 loads a whole warp's 4-byte words at the affine offsets of
// af from off0, as loadShape does for a full mask.
func loadFullWarp4(d *Vec, data []byte, off0 uint64, af affine) {
	if !loadWarp4(&d.V, data, off0, af, false) {
		loadRows(d, data, off0, af, ^uint32(0), 4, false)
	}
}

// dotLanes sets acc = a*b + acc over the 32 lanes, each a float32 FMA
// rounded once, where lane i of a is the float32 at pa+offA[i] and of b the
// one at pb+offB[i]: fma32Lanes(acc, va, vb, acc, 32) of the words the two
// loads would put in va and vb, read where they lie (burst's loadable
// checked every lane's address). Its slow lanes are fma32Lanes's.
func dotLanes(acc *Vec, pa, pb unsafe.Pointer, offA, offB *[32]int) {
	pc := unsafe.Pointer(&acc.V)
	var slow uint32
	for i := range 32 {
		off := uintptr(i) * 8
		s := float64(*(*float32)(unsafe.Add(pa, offA[i])))*float64(*(*float32)(unsafe.Add(pb, offB[i]))) +
			float64(*(*float32)(unsafe.Add(pc, off)))
		if x := math.Float64bits(s); x&0x1fffffff == 0x10000000 || x>>52&0x7ff-897 >= 0x7ff-897 {
			slow |= 1 << i
			continue
		}
		*(*uint64)(unsafe.Add(pc, off)) = uint64(math.Float32bits(float32(s)))
	}
	for ; slow != 0; slow &= slow - 1 {
		i := bits.TrailingZeros32(slow)
		x, y := *(*float32)(unsafe.Add(pa, offA[i])), *(*float32)(unsafe.Add(pb, offB[i]))
		acc.V[i] = devB32(num.FMA32(x, y, f32(acc.V[i])))
	}
}

package memsys

import (
	"math/bits"

	"simtlab/sim/memsys/banks"
	"simtlab/sim/memsys/cache"
	"simtlab/sim/memsys/dram"
	"simtlab/sim/memsys/sectors"
)

// localWindow keeps local-memory addresses apart from global ones in the caches
// and DRAM: both live in device memory, never at the same place.
const localWindow = uint64(1) << 60

// maxLine bounds the per-line table; accesses on larger line numbers are counted
// for the launch only.
const maxLine = 1 << 20

const fullMask = ^uint32(0)

// System is the memory system of one simulated GPU. It is not safe for
// concurrent use: the engine observes accesses one at a time, in a
// deterministic order, and the counters and trace follow that order.
type System struct {
	cfg          Config
	sectorShift  uint
	lineShift    uint
	lineMask     uint64 // the byte offset within a line: LineBytes-1
	constShift   uint
	l1           []*cache.Cache // per SM, created on first use
	stores       []*storeBuffer // per SM, created on first use (storebuf.go)
	storeClock   uint64
	l2           *cache.Cache
	carried      *cache.Cache // the L2 across launches, for timing (carried.go)
	mem          *dram.Model
	bank         banks.Counter
	set          *sectors.Set
	lines        []*counters // per source line; slot 0 = not attributed to a line
	seq          int
	kernel       string
	trace        tracer
	hitL1, hitL2 [sectors.MaxLines]uint8 // per touched line of the current access
	// touched is the lines of the current global or local access: s.set's,
	// or rowBuf's on the fast path of rows.go (the trace reads them too).
	touched  []sectors.Line
	rowBuf   [4]sectors.Line
	rowBytes uint64 // distinct bytes of the access loadRows took
	// The shape collect found for the current global access: affine in the
	// lane with this stride when shapeAffine (distinctBytes reuses it).
	shapeAffine bool
	shapeSeg    int // or 32/shapeSeg segments of shapeSeg lanes, each affine (0 = no shape)
	shapeStride int64
	sortBuf     [32]uint64
	// general turns every shortcut off (shape hints, closed forms, the
	// fast path): the reference the tests hold the shortcuts to.
	general bool
}

// New returns a memory system with cold caches, ready for BeginLaunch. It
// panics on an invalid Config; NewChecked returns the error instead.
func New(cfg Config) *System {
	s, err := NewChecked(cfg)
	if err != nil {
		panic(err)
	}
	return s
}

// NewChecked is New returning a configuration error instead of panicking.
func NewChecked(cfg Config) (*System, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	set, err := sectors.New(cfg.SectorBytes, cfg.LineBytes)
	if err != nil {
		return nil, err
	}
	per := cfg.LineBytes / cfg.SectorBytes
	l2, err := newCache(wholeSets(cfg.L2Bytes/cfg.LineBytes, cfg.L2Ways*cfg.L2Slices), cfg.L2Ways, per)
	if err != nil {
		return nil, err
	}
	mem, err := dram.New(cfg.DRAM)
	if err != nil {
		return nil, err
	}
	s := &System{
		cfg:         cfg,
		sectorShift: uint(bits.TrailingZeros(uint(cfg.SectorBytes))),
		lineShift:   uint(bits.TrailingZeros(uint(cfg.LineBytes))),
		lineMask:    uint64(cfg.LineBytes - 1),
		constShift:  uint(bits.TrailingZeros(uint(cfg.ConstLineBytes))),
		l1:          make([]*cache.Cache, cfg.SMs),
		stores:      make([]*storeBuffer, cfg.SMs),
		l2:          l2,
		mem:         mem,
		set:         set,
		lines:       []*counters{new(counters)},
	}
	return s, nil
}

// Config returns the configuration.
func (s *System) Config() Config { return s.cfg }

// BeginLaunch starts a kernel launch: caches empty (as under Nsight Compute's
// default cache control, which flushes them before each profiled kernel),
// counters zero, and the trace set up for the chosen warps.
func (s *System) BeginLaunch(kernel string, grid, block [3]int, trace TraceOptions) {
	for _, c := range s.l1 {
		if c != nil {
			c.Reset()
		}
	}
	for _, b := range s.stores {
		if b != nil {
			*b = storeBuffer{}
		}
	}
	s.l2.Reset()
	s.mem.Reset()
	for _, c := range s.lines {
		if c != nil {
			*c = counters{}
		}
	}
	s.lines[0][cDRAMReadSectors] = uint64(s.cfg.LaunchDRAMReadSectors)
	s.seq = 0
	s.kernel = kernel
	s.trace.begin(kernel, trace)
}

// EndLaunch returns the launch's metrics (every metric the memory system
// knows, zeros included), the metrics of each source line that did memory
// work, and the trace (nil unless requested).
func (s *System) EndLaunch() (metrics map[string]float64, lines map[int]map[string]float64, tr *Trace) {
	s.flushStores()
	var total counters
	lines = make(map[int]map[string]float64)
	for line, c := range s.lines {
		if c == nil {
			continue
		}
		total.add(c)
		if line > 0 && *c != (counters{}) {
			lines[line] = c.metrics(false, s.cfg.SectorBytes)
		}
	}
	metrics = total.metrics(true, s.cfg.SectorBytes)
	st := s.mem.Stats()
	metrics[mDRAMRowHits] = float64(st.RowHits)
	metrics[mDRAMRowMisses] = float64(st.RowMisses)
	metrics[mDRAMChannels] = float64(st.ChannelsUsed())
	metrics[mDRAMBanks] = float64(st.BanksUsed())
	tr = s.trace.tr
	s.trace = tracer{}
	return metrics, lines, tr
}

// DRAMStats returns the device-memory traffic of the launch so far, per
// channel and bank, for the UI's DRAM view.
func (s *System) DRAMStats() dram.Stats { return s.mem.Stats() }

// lineSlot is where line's counters are filed: lines outside the table
// (0 and below, maxLine and above) share slot 0.
func lineSlot(line int) int {
	if line <= 0 || line >= maxLine {
		return 0
	}
	return line
}

func (s *System) counters(line int) *counters {
	if line = lineSlot(line); line == 0 {
		return s.lines[0]
	}
	if line >= len(s.lines) {
		s.lines = append(s.lines, make([]*counters, line+1-len(s.lines))...)
	}
	c := s.lines[line]
	if c == nil {
		c = new(counters)
		s.lines[line] = c
	}
	return c
}

// validWidths has bit w set for each width w, in bytes, a lane may access.
const validWidths = 1<<1 | 1<<2 | 1<<4 | 1<<8 | 1<<16

func validWidth(w uint8) bool { return w < 32 && validWidths>>w&1 != 0 }

// validOps has bit 4*space+op set for each op the memory system accounts in
// each space: every op on global and shared memory, loads and stores on
// local memory (CUDA has no local atomics), loads from constant memory.
const validOps = 0xf<<(4*Global) | 0xf<<(4*Shared) | 0x3<<(4*Local) | 0x1<<(4*Constant)

// validOp reports whether the memory system accounts op in space.
func validOp(space Space, op Op) bool {
	return space <= Constant && op <= Reduction && validOps>>(4*uint(space)+uint(op))&1 != 0
}

// Observe accounts one warp-level memory instruction and returns its cost.
// Accesses with no active lane, an unknown width, space or op, or an atomic on
// local or constant memory (which CUDA cannot express) are ignored.
func (s *System) Observe(a *Access) Outcome {
	var o Outcome
	s.ObserveOutcome(a, &o)
	return o
}

// ObserveOutcome is Observe writing the cost into *o, the engine's hot
// path (the System is the engine's OutcomeSink). The parts fill o field by
// field and nothing copies it whole: a struct built with narrow stores and
// then copied with wide loads stalls the host's store forwarding, which
// cost a quarter of the memory system's time. It may complete the
// addresses of an access that holds its row starts only.
func (s *System) ObserveOutcome(a *Access, o *Outcome) {
	*o = Outcome{}
	if a.Mask == 0 || !validWidth(a.Width) || !validOp(a.Space, a.Op) {
		return
	}
	// Only the row fast paths of global loads (rows.go) and the closed forms
	// of affine shared loads and stores work from the row starts; they fill
	// them themselves where they give up.
	if a.RowStarts && (!rowStartsSuffice(a) || s.general || s.trace.on && s.trace.selects(a)) {
		a.FillRows()
	}
	c := s.counters(a.Line)
	seq := s.seq
	s.seq++
	switch a.Space {
	case Shared:
		s.shared(a, c, o)
	case Global, Local:
		if a.Op >= Atomic {
			s.atomic(a, c, o)
		} else if !s.rowPairLoad(a, c, o) {
			if lines, ok := s.loadRows(a); ok {
				s.rowLoad(a, c, o, lines)
			} else {
				s.cached(a, c, o)
			}
		}
	case Constant:
		s.constant(a, c, o)
	}
	if s.trace.on && s.trace.wants(a) {
		s.record(seq, a)
	}
}

// rowStartsSuffice reports whether the fast paths may see a with its row
// starts only: global loads, and shared loads and stores with the Affine hint.
func rowStartsSuffice(a *Access) bool {
	switch a.Space {
	case Global:
		return a.Op == Load
	case Shared:
		return a.Affine && a.Op <= Store
	}
	return false
}

// affine reports whether a full warp's addresses are base + lane*stride.
func affine(a *Access) (int64, bool) {
	if a.Affine {
		return a.Stride, true
	}
	if a.Mask != fullMask {
		return 0, false
	}
	seg, stride := segments(&a.Addr)
	return stride, seg == 32
}

func (s *System) shared(a *Access, c *counters, o *Outcome) {
	if a.Op >= Atomic {
		o.Level, o.Wavefronts = LevelShared, int32(s.sharedAtomic(a, c))
		return
	}
	op := banks.Load
	if a.Op == Store {
		op = banks.Store
	}
	var r banks.Result
	closed := false
	if stride, ok := affine(a); ok && !s.general {
		r, closed = banks.AffineClosedForm(a.Addr[0], stride, a.Width, op)
	}
	if !closed {
		a.FillRows()
		r = s.bank.Count(&a.Addr, a.Mask, a.Width, op)
	}
	countShared(c, op, r)
	o.Level, o.Wavefronts = LevelShared, int32(r.Wavefronts)
}

// countShared counts one shared-memory load or store that cost r.
func countShared(c *counters, op banks.Op, r banks.Result) {
	wf, conf := uint64(r.Wavefronts), uint64(r.Conflicts())
	switch op {
	case banks.Load:
		c[cSharedLdInst]++
		c[cSharedLdWavefronts] += wf
		c[cSharedLdConflicts] += conf
		c[cBankReads] += uint64(r.Words)
	default:
		c[cSharedStInst]++
		c[cSharedStWavefronts] += wf
		c[cSharedStConflicts] += conf
		c[cBankWrites] += uint64(r.Words)
	}
}

// collect fills s.set with the lines of a global or local access and returns
// the line-number offset that places local lines in their own window.
func (s *System) collect(a *Access) uint64 {
	w := int(a.Width)
	if a.Space == Local {
		if w > 4 { // interleaved: one 4-byte word per 128 bytes
			s.set.Collect(&a.Addr, a.Mask, 4, w/4, 128)
		} else {
			s.set.Collect(&a.Addr, a.Mask, w, 1, 0)
		}
		return localWindow >> s.lineShift
	}
	seg, stride := s.shape(a)
	s.shapeAffine, s.shapeSeg, s.shapeStride = seg == 32, seg, stride
	switch {
	case seg == 32 && s.set.CollectAffine(a.Addr[0], stride, uint64(w)):
	case seg > 0 && s.set.CollectSegments(&a.Addr, seg, stride, uint64(w)):
	default:
		s.set.Collect(&a.Addr, a.Mask, w, 1, 0)
	}
	return 0
}

// shape finds the rows of a global access: the warp is 32/seg rows of seg
// lanes, lane t of a row at the row's first address + t*stride; seg = 0
// means no such shape (or a partial mask). The engine's hints (Affine,
// RowLanes) spare the scan, which finds rows of 32, 16 and 8 lanes.
func (s *System) shape(a *Access) (seg int, stride int64) {
	switch {
	case s.general || a.Mask != fullMask:
		return 0, 0
	case a.Affine:
		return 32, a.Stride
	case a.RowLanes > 0 && a.RowLanes < 32 && a.RowLanes&(a.RowLanes-1) == 0:
		return int(a.RowLanes), a.Stride
	}
	return segments(&a.Addr)
}

// segments finds the shape of a full warp's addresses: the warp is 32/seg
// segments of seg lanes (32, 16 or 8), each lane stride bytes after the previous
// one within its segment. seg = 0 means no such shape. Rows of a 2D block
// narrower than a warp give 16 or 8. It runs for nearly every access, so the
// 31 steps are written out and tested with one branch per shape.
func segments(addr *[32]uint64) (seg int, stride int64) {
	d := addr[1] - addr[0]
	inner := (addr[1] - addr[0] ^ d) |
		(addr[2] - addr[1] ^ d) |
		(addr[3] - addr[2] ^ d) |
		(addr[4] - addr[3] ^ d) |
		(addr[5] - addr[4] ^ d) |
		(addr[6] - addr[5] ^ d) |
		(addr[7] - addr[6] ^ d) |
		(addr[9] - addr[8] ^ d) |
		(addr[10] - addr[9] ^ d) |
		(addr[11] - addr[10] ^ d) |
		(addr[12] - addr[11] ^ d) |
		(addr[13] - addr[12] ^ d) |
		(addr[14] - addr[13] ^ d) |
		(addr[15] - addr[14] ^ d) |
		(addr[17] - addr[16] ^ d) |
		(addr[18] - addr[17] ^ d) |
		(addr[19] - addr[18] ^ d) |
		(addr[20] - addr[19] ^ d) |
		(addr[21] - addr[20] ^ d) |
		(addr[22] - addr[21] ^ d) |
		(addr[23] - addr[22] ^ d) |
		(addr[25] - addr[24] ^ d) |
		(addr[26] - addr[25] ^ d) |
		(addr[27] - addr[26] ^ d) |
		(addr[28] - addr[27] ^ d) |
		(addr[29] - addr[28] ^ d) |
		(addr[30] - addr[29] ^ d) |
		(addr[31] - addr[30] ^ d)
	t8, t16, t24 := addr[8]-addr[7]^d, addr[16]-addr[15]^d, addr[24]-addr[23]^d
	switch {
	case inner|t8|t16|t24 == 0:
		return 32, int64(d)
	case inner|t8|t24 == 0:
		return 16, int64(d)
	case inner == 0:
		return 8, int64(d)
	}
	return 0, 0
}

// wholeSets rounds a number of lines down to a multiple of unit (the lines of
// one set, times the slices), so that any cache size a GPU profile gives works.
func wholeSets(lines, unit int) int { return lines / unit * unit }

func (s *System) l1For(sm int) *cache.Cache {
	if n := len(s.l1); uint(sm) >= uint(n) { // out of range: wrap, never panic
		sm %= n
		if sm < 0 {
			sm += n
		}
	}
	if s.l1[sm] == nil {
		// Validate guarantees the geometry, so New cannot fail here.
		s.l1[sm], _ = newCache(wholeSets(s.cfg.L1Bytes/s.cfg.LineBytes, s.cfg.L1Ways), s.cfg.L1Ways, s.cfg.LineBytes/s.cfg.SectorBytes)
	}
	return s.l1[sm]
}

// localRequests counts Nsight Compute's L1 requests for a local access: one
// per 32-bit word of the lane's value, because the per-thread interleaving puts
// those words 128 bytes apart. Measured on an H200: LDL.64 = 2 requests (also
// with only lanes 0-15 active), STL.128 = 4.
func localRequests(width uint8) int {
	if width <= 4 {
		return 1
	}
	return int(width) / 4
}

// Offsets within a group of six L1 counters (see metrics.go).
const (
	gInst = iota
	gRequests
	gSectors
	gHits
	gMisses
	gBytes
)

// cached handles loads and stores to global and local memory: L1 (write-through;
// loads and stores allocate where the GPU caches global data in L1, local data
// always), then L2 (write-back, write-allocate), then DRAM.
// ObserveOutcome gives the global loads that rowPairLoad or loadRows take to
// those fast paths instead.
func (s *System) cached(a *Access, c *counters, o *Outcome) {
	a.FillRows()
	local := a.Space == Local
	load := a.Op == Load
	var dataBytes uint64
	off := s.collect(a)
	if !load {
		// Measured (testdata/probe, st_partial_ld): a partly written sector
		// is not valid in L1 or L2; a later read of it misses.
		if local && a.Width > 4 {
			s.set.MarkFull(&a.Addr, a.Mask, 4, int(a.Width)/4, 128)
		} else {
			s.set.MarkFull(&a.Addr, a.Mask, int(a.Width), 1, 0)
		}
	}
	lines := s.set.Lines()
	switch {
	case local: // interleaved per thread: no two lanes share a byte
		dataBytes = uint64(bits.OnesCount32(a.Mask)) * uint64(a.Width)
	default:
		dataBytes = s.distinctBytes(a)
	}
	s.touched = lines
	l1 := s.l1For(a.SM)
	// Measured (testdata/probe, st_sync_ld): a global store leaves its sectors
	// in L1, where a later load by another lane hits.
	l1Policy := cache.Policy{Allocate: local || s.cfg.L1CachesGlobalLoads}
	l2Policy := cache.Policy{Allocate: true, Write: !load}
	requests := 1
	if local {
		requests = localRequests(a.Width)
	}
	var sectorsN, l1Hits, l2Requests, l2Sectors, l2Hits, l2Misses, dramSectors, carried int
	// Global stores hit and reach L2 through the SM's store buffer; loads
	// close its open entries (storebuf.go).
	var sb *storeBuffer
	if !local || load {
		sb = s.storeBufferFor(a.SM)
		if load {
			s.closeStores(sb)
			sb = nil
		}
	}
	for i := range lines {
		ln := &lines[i]
		line := ln.Num + off
		sectorsN += bits.OnesCount8(ln.Sectors)
		if !load {
			partial := ln.Sectors &^ ln.Full
			l1Policy.Partial, l2Policy.Partial = partial, partial
		}
		var hit1, miss1 uint8
		if load && a.BypassL1 && !local {
			miss1 = ln.Sectors
		} else {
			hit1, miss1 = l1.Lookup(line, ln.Sectors, l1Policy)
		}
		if sb != nil { // a stored line recorded in the buffer, or valid data in L1
			hit1 |= s.store(sb, line, ln.Sectors, a.Line)
		}
		s.hitL1[i] = hit1
		l1Hits += bits.OnesCount8(hit1)
		toL2 := miss1 // loads: what L1 lacks
		if !load {    // stores: everything goes on to L2
			toL2 = ln.Sectors
		}
		s.hitL2[i] = 0
		if toL2 == 0 {
			continue
		}
		l2Requests++
		l2Sectors += bits.OnesCount8(toL2)
		hit2, miss2 := s.l2.Lookup(line, toL2, l2Policy)
		s.hitL2[i] = hit2
		s.writeBack()
		l2Hits += bits.OnesCount8(hit2)
		if load && miss2 != 0 {
			n := s.dramRead(line, miss2)
			dramSectors += n
			// Measured (conformance mem_global_offset, mem_global_column):
			// Nsight Compute's L2 read misses count the sectors the miss
			// fetched from DRAM, the whole 64-byte block, not those asked for.
			l2Misses += n
			carried += s.carry(line, miss2, 0, n)
		} else if miss2 != 0 {
			l2Misses += bits.OnesCount8(miss2)
			carried += s.carry(line, miss2, toL2&^l2Policy.Partial, 0)
		}
	}
	g := cGlobalLdInst
	switch {
	case !local && !load:
		g = cGlobalStInst
	case local && load:
		g = cLocalLdInst
	case local:
		g = cLocalStInst
	}
	c[g+gInst]++
	c[g+gRequests] += uint64(requests)
	c[g+gSectors] += uint64(sectorsN)
	c[g+gHits] += uint64(l1Hits)
	c[g+gMisses] += uint64(sectorsN - l1Hits)
	c[g+gBytes] += dataBytes
	if load {
		c[cL2ReadRequests] += uint64(l2Requests)
		c[cL2ReadSectors] += uint64(l2Sectors)
		c[cL2ReadHits] += uint64(l2Hits)
		c[cL2ReadMisses] += uint64(l2Misses)
		c[cDRAMReadSectors] += uint64(dramSectors)
	} else if local {
		c[cL2WriteRequests] += uint64(l2Requests)
		c[cL2WriteSectors] += uint64(l2Sectors)
	}
	c[cL2Hits] += uint64(l2Hits)
	c[cL2Misses] += uint64(l2Misses)
	level := LevelL1
	switch {
	case dramSectors > 0:
		level = LevelDRAM
	case l2Sectors > 0:
		level = LevelL2
	}
	// Field by field (o is zero): see ObserveOutcome.
	o.Level, o.Requests, o.Sectors, o.L1Hits = level, int32(requests), int32(sectorsN), int32(l1Hits)
	o.L2Sectors, o.L2Hits, o.DRAMSectors, o.CarriedSectors = int32(l2Sectors), int32(l2Hits), int32(dramSectors), int32(carried)
	o.L2Requests, o.Lines = int32(l2Requests), int32(len(lines))
}

// dramRead reads the missing sectors of a line from device memory, widened to
// whole DRAM fetch blocks, installs the extra sectors in L2 and returns the
// number of sectors read.
func (s *System) dramRead(line uint64, missing uint8) int {
	fetch := missing
	if g := s.cfg.DRAMFetchBytes / s.cfg.SectorBytes; g > 1 {
		block := uint8(1<<g - 1)
		fetch = 0
		for k := 0; k < s.cfg.LineBytes/s.cfg.SectorBytes; k += g {
			if missing&(block<<k) != 0 {
				fetch |= block << k
			}
		}
		if extra := fetch &^ missing; extra != 0 {
			s.l2.Fill(line, extra)
		}
	}
	for m := fetch; m != 0; m &= m - 1 {
		k := uint64(bits.TrailingZeros8(m))
		s.mem.Access(line<<s.lineShift+k<<s.sectorShift, s.cfg.SectorBytes, false)
	}
	return bits.OnesCount8(fetch)
}

// writeBack sends an evicted line's dirty sectors to device memory. The
// traffic belongs to the launch, not to the source line that caused the
// eviction.
func (s *System) writeBack() {
	victim, dirty, ok := s.l2.LastEviction()
	if !ok || dirty == 0 {
		return
	}
	for m := dirty; m != 0; m &= m - 1 {
		k := uint64(bits.TrailingZeros8(m))
		s.mem.Access(victim<<s.lineShift+k<<s.sectorShift, s.cfg.SectorBytes, true)
	}
	s.lines[0][cDRAMWriteSectors] += uint64(bits.OnesCount8(dirty))
}

// sortedAddresses puts the active lanes' addresses, shifted right by shift,
// into s.sortBuf in ascending order and returns how many there are.
func (s *System) sortedAddresses(a *Access, shift uint) []uint64 {
	buf := s.sortBuf[:0]
	for m := a.Mask; m != 0; m &= m - 1 {
		v := a.Addr[bits.TrailingZeros32(m)] >> shift
		// Insertion sort: at most 32 values.
		j := len(buf)
		buf = append(buf, v)
		for j > 0 && buf[j-1] > v {
			buf[j] = buf[j-1]
			j--
		}
		buf[j] = v
	}
	return buf
}

// distinctAddresses counts distinct lane addresses after dropping the low
// shift bits.
func (s *System) distinctAddresses(a *Access, shift uint) int {
	first := a.Addr[bits.TrailingZeros32(a.Mask)] >> shift
	uniform := true
	for m := a.Mask; m != 0; m &= m - 1 {
		if a.Addr[bits.TrailingZeros32(m)]>>shift != first {
			uniform = false
			break
		}
	}
	if uniform {
		return 1
	}
	buf := s.sortedAddresses(a, shift)
	n := 1
	for i := 1; i < len(buf); i++ {
		if buf[i] != buf[i-1] {
			n++
		}
	}
	return n
}

// atomic handles global atomics and reductions. They bypass L1 and execute at
// L2, where lanes on the same address are not combined (measured on an H200):
// L2 operations = Σ over lines of the most lanes sharing one address in that
// line; L1 sector operations = the same sum taken per sector.
func (s *System) atomic(a *Access, c *counters, o *Outcome) {
	s.closeStores(s.storeBufferFor(a.SM))
	buf := s.sortedAddresses(a, 0)
	var secOps, lineOps int
	var curSec, curLine uint64
	secMax, lineMax := 0, 0
	for i := 0; i < len(buf); {
		j := i + 1
		for j < len(buf) && buf[j] == buf[i] {
			j++
		}
		n := j - i
		sec, line := buf[i]>>s.sectorShift, buf[i]>>s.lineShift
		if i == 0 || sec != curSec {
			secOps += secMax
			secMax, curSec = 0, sec
		}
		if i == 0 || line != curLine {
			lineOps += lineMax
			lineMax, curLine = 0, line
		}
		secMax = max(secMax, n)
		lineMax = max(lineMax, n)
		i = j
	}
	secOps += secMax
	lineOps += lineMax
	collisions := bits.OnesCount32(a.Mask) - s.distinctAddresses(a, 0)

	// The data: each touched sector is read (on a miss, from DRAM) and
	// left dirty in L2.
	s.set.Collect(&a.Addr, a.Mask, int(a.Width), 1, 0)
	s.touched = s.set.Lines()
	o.Level, o.Requests, o.Sectors, o.L2Sectors = LevelL2, 1, int32(secOps), int32(secOps)
	l2Misses := 0
	for i, ln := range s.touched {
		s.hitL1[i] = 0
		hit2, miss2 := s.l2.Lookup(ln.Num, ln.Sectors, cache.Policy{Allocate: true, Write: true})
		s.hitL2[i] = hit2
		s.writeBack()
		o.L2Hits += int32(bits.OnesCount8(hit2))
		if miss2 != 0 {
			l2Misses += bits.OnesCount8(miss2)
			n := s.dramRead(ln.Num, miss2)
			o.DRAMSectors += int32(n)
			o.CarriedSectors += int32(s.carry(ln.Num, miss2, 0, n))
		}
	}
	if o.DRAMSectors > 0 {
		o.Level = LevelDRAM
	}
	if a.Op == Atomic {
		c[cGlobalAtomInst]++
		c[cGlobalAtomRequests]++
		c[cGlobalAtomSectors] += uint64(secOps)
		c[cL2AtomRequests] += uint64(lineOps)
		c[cL2AtomSectors] += uint64(secOps)
	} else {
		c[cGlobalRedInst]++
		c[cGlobalRedRequests]++
		c[cGlobalRedSectors] += uint64(secOps)
		c[cL2RedRequests] += uint64(lineOps)
		c[cL2RedSectors] += uint64(secOps)
	}
	c[cAtomicCollisions] += uint64(collisions)
	c[cL2Hits] += uint64(o.L2Hits)
	c[cL2Misses] += uint64(l2Misses)
	c[cDRAMReadSectors] += uint64(o.DRAMSectors)
}

// constant handles loads from __constant__ memory: the constant cache serves
// one line per pass, so a warp reading k distinct lines is replayed k times
// (uniform addresses are one broadcast pass).
func (s *System) constant(a *Access, c *counters, o *Outcome) {
	addrs := s.distinctAddresses(a, 0)
	passes := 1
	if addrs > 1 {
		passes = s.distinctAddresses(a, s.constShift)
	}
	c[cConstInst]++
	c[cConstAddresses] += uint64(addrs)
	c[cConstPasses] += uint64(passes)
	o.Level, o.Wavefronts = LevelConstant, int32(passes)
}

// distinctBytes is how many different bytes the active lanes access: lanes
// reading the same bytes count once. Nsight Compute's data bytes per sector
// (smsp__sass_average_data_bytes_per_sector_mem_global_op_*) count this way:
// on an H200 naive matmul's loads, where 16 lanes share each A element and
// the two half-warps read the same 16 B elements, show 56.25 %, not 200 %.
func (s *System) distinctBytes(a *Access) uint64 {
	w := uint64(a.Width)
	if s.shapeAffine { // set by collect for this access
		stride := s.shapeStride
		d := uint64(stride)
		if stride < 0 {
			d = uint64(-stride)
		}
		return 31*min(d, w) + w
	}
	if n, ok := s.segmentBytes(a); ok {
		return n
	}
	buf := s.sortedAddresses(a, 0)
	n := w
	for i := 1; i < len(buf); i++ {
		n += min(buf[i]-buf[i-1], w)
	}
	return n
}

// segmentBytes is distinctBytes for a warp of affine segments (2D blocks)
// whose byte ranges are equal or disjoint, as they usually are; ok is false
// for partial overlaps.
func (s *System) segmentBytes(a *Access) (n uint64, ok bool) {
	seg := s.shapeSeg
	if seg != 16 && seg != 8 {
		return 0, false
	}
	w := uint64(a.Width)
	d := uint64(s.shapeStride)
	if s.shapeStride < 0 {
		d = uint64(-s.shapeStride)
	}
	span := uint64(seg-1)*d + w // bytes from the lowest lane's start to the highest lane's end
	per := uint64(seg-1)*min(d, w) + w
	var lo [4]uint64
	k := 0
	for i := 0; i < 32; i += seg {
		x := min(a.Addr[i], a.Addr[i+seg-1])
		dup := false
		for j := 0; j < k; j++ {
			switch {
			case lo[j] == x:
				dup = true
			case lo[j] < x+span && x < lo[j]+span:
				return 0, false // partial overlap
			}
		}
		if !dup {
			lo[k] = x
			k++
		}
	}
	return uint64(k) * per, true
}

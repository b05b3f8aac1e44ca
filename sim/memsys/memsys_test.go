package memsys

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"
)

const full = ^uint32(0)

// gbase is where test arrays start: line-aligned, like cudaMalloc's.
const gbase = 1 << 32

func acc(space Space, op Op, width uint8, mask uint32, f func(i int) uint64) *Access {
	a := &Access{Space: space, Op: op, Width: width, Mask: mask, Line: 7}
	for i := range a.Addr {
		a.Addr[i] = f(i)
	}
	return a
}

// run observes the accesses in one launch and returns the launch metrics.
func run(t testing.TB, accs ...*Access) map[string]float64 {
	t.Helper()
	s := New(DefaultConfig())
	s.BeginLaunch("k", [3]int{1, 1, 1}, [3]int{32, 1, 1}, TraceOptions{})
	for _, a := range accs {
		s.Observe(a)
	}
	m, _, _ := s.EndLaunch()
	return m
}

func check(t *testing.T, name string, m map[string]float64, want map[string]float64) {
	t.Helper()
	for k, v := range want {
		got, ok := m[k]
		if !ok {
			t.Errorf("%s: metric %s missing", name, k)
		} else if got != v {
			t.Errorf("%s: %s = %v, want %v", name, k, got, v)
		}
	}
}

const (
	ldInst  = "smsp__sass_inst_executed_op_global_ld.sum"
	ldReq   = "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum"
	ldSec   = "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum"
	ldHit   = "l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum"
	l2RdReq = "lts__t_requests_srcunit_tex_op_read.sum"
	l2RdSec = "lts__t_sectors_srcunit_tex_op_read.sum"
	dramRdB = "dram__bytes_read.sum"
	// launchB is the DRAM read every H200 launch makes for itself
	// (Config.LaunchDRAMReadSectors).
	launchB  = 2816
	stReq    = "l1tex__t_requests_pipe_lsu_mem_global_op_st.sum"
	stSec    = "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum"
	l2WrReq  = "lts__t_requests_srcunit_tex_op_write.sum"
	l2WrSec  = "lts__t_sectors_srcunit_tex_op_write.sum"
	atomReq  = "l1tex__t_requests_pipe_lsu_mem_global_op_atom.sum"
	atomSec  = "l1tex__t_sectors_pipe_lsu_mem_global_op_atom.sum"
	l2Atom   = "lts__t_requests_srcunit_tex_op_atom.sum"
	redSec   = "l1tex__t_sectors_pipe_lsu_mem_global_op_red.sum"
	l2Red    = "lts__t_requests_srcunit_tex_op_red.sum"
	efficLd  = "smsp__sass_average_data_bytes_per_sector_mem_global_op_ld.pct"
	locLdReq = "l1tex__t_requests_pipe_lsu_mem_local_op_ld.sum"
	locLdSec = "l1tex__t_sectors_pipe_lsu_mem_local_op_ld.sum"
	locStReq = "l1tex__t_requests_pipe_lsu_mem_local_op_st.sum"
	locStSec = "l1tex__t_sectors_pipe_lsu_mem_local_op_st.sum"
)

// Global loads on cold caches (hardware-facts §3.1): one request, distinct
// sectors, one L2 request per distinct line, every sector read from DRAM.
func TestGlobalLoads(t *testing.T) {
	type tc struct {
		name          string
		width         uint8
		mask          uint32
		addr          func(i int) uint64
		sectors, line float64
	}
	cases := []tc{
		{"offset 0", 4, full, func(i int) uint64 { return gbase + 4*uint64(i) }, 4, 1},
		{"offset 1", 4, full, func(i int) uint64 { return gbase + 4 + 4*uint64(i) }, 5, 2},
		{"offset 8", 4, full, func(i int) uint64 { return gbase + 32 + 4*uint64(i) }, 4, 2},
		{"offset 31", 4, full, func(i int) uint64 { return gbase + 124 + 4*uint64(i) }, 5, 2},
		{"float2", 8, full, func(i int) uint64 { return gbase + 8*uint64(i) }, 8, 2},
		{"float4", 16, full, func(i int) uint64 { return gbase + 16*uint64(i) }, 16, 4},
		{"double", 8, full, func(i int) uint64 { return gbase + 8*uint64(i) }, 8, 2},
		{"column", 4, full, func(i int) uint64 { return gbase + 4096*uint64(i) }, 32, 32},
		{"same word", 4, full, func(i int) uint64 { return gbase }, 1, 1},
		{"half warp", 4, 0xffff, func(i int) uint64 { return gbase + 4*uint64(i) }, 2, 1},
	}
	for k := 2; k <= 33; k++ {
		cases = append(cases, tc{fmt.Sprintf("stride %d", k), 4, full,
			func(i int) uint64 { return gbase + 4*uint64(k*i) }, float64(min(32, 31*k/8+1)), float64(min(32, k))})
	}
	for _, c := range cases {
		a := acc(Global, Load, c.width, c.mask, c.addr)
		// DRAM reads whole 64-byte blocks (Config.DRAMFetchBytes); the
		// efficiency counts each byte once, however many lanes read it.
		blocks, distinct := map[uint64]bool{}, map[uint64]bool{}
		for i := 0; i < 32; i++ {
			if c.mask&(1<<i) != 0 {
				for b := a.Addr[i]; b < a.Addr[i]+uint64(c.width); b++ {
					blocks[b/64] = true
					distinct[b] = true
				}
			}
		}
		bytes := float64(len(distinct))
		check(t, c.name, run(t, a), map[string]float64{
			ldInst: 1, ldReq: 1, ldSec: c.sectors, ldHit: 0,
			l2RdReq: c.line, l2RdSec: c.sectors, dramRdB: launchB + 64*float64(len(blocks)),
			efficLd: 100 * bytes / (32 * c.sectors),
		})
	}
}

func popcount(m uint32) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

// Loads allocate in L1 (§3.2): the same load again on the same SM hits all
// sectors; on another SM it misses L1 and hits L2.
func TestL1AndL2Hits(t *testing.T) {
	a := acc(Global, Load, 4, full, func(i int) uint64 { return gbase + 4*uint64(i) })
	b := *a
	b.SM = 1
	m := run(t, a, a)
	check(t, "same SM", m, map[string]float64{ldSec: 8, ldHit: 4, l2RdSec: 4, "l1tex__t_sector_hit_rate.pct": 50})
	m = run(t, a, &b)
	check(t, "other SM", m, map[string]float64{ldHit: 0, l2RdSec: 8, "lts__t_sectors_srcunit_tex_op_read_lookup_hit.sum": 4, dramRdB: launchB + 128, "lab__lts_t_sector_srcunit_tex_hit_rate.pct": 50})

	cfg := DefaultConfig()
	cfg.L1CachesGlobalLoads = false // like Kepler, or ld.global.cg
	s := New(cfg)
	s.BeginLaunch("k", [3]int{}, [3]int{}, TraceOptions{})
	s.Observe(a)
	if o := s.Observe(a); o.L1Hits != 0 || o.Level != LevelL2 {
		t.Errorf("uncached loads: %+v", o)
	}
}

// TestBypassL1 holds a cache-operator load that skips L1 (__ldcg) to what
// x_cache_hints measured: no L1 hits, even on a line a plain load brought
// in, and no allocation for the loads after it.
func TestBypassL1(t *testing.T) {
	a := acc(Global, Load, 4, full, func(i int) uint64 { return gbase + 4*uint64(i) })
	cg := *a
	cg.BypassL1 = true
	m := run(t, &cg, &cg)
	check(t, "cg twice", m, map[string]float64{ldSec: 8, ldHit: 0, l2RdSec: 8, "l1tex__t_sector_hit_rate.pct": 0})
	m = run(t, a, &cg, &cg)
	check(t, "plain, then cg", m, map[string]float64{ldSec: 12, ldHit: 0, l2RdSec: 12})
	m = run(t, &cg, a, a)
	check(t, "cg, then plain", m, map[string]float64{ldSec: 12, ldHit: 4, l2RdSec: 8})
}

func TestStores(t *testing.T) {
	st := acc(Global, Store, 4, full, func(i int) uint64 { return gbase + 4 + 4*uint64(i) })
	m := run(t, st)
	check(t, "store", m, map[string]float64{stReq: 1, stSec: 5, l2WrReq: 2, l2WrSec: 5, dramRdB: launchB, "dram__bytes_write.sum": 0})
	// Store then load of the same data: the load hits in L1 on the 3 sectors
	// the store wrote in full (measured: testdata/probe st_sync_ld); the 2
	// partly written ones miss in L1 and L2 and come from DRAM (st_partial_ld),
	// each in a 64-byte block.
	ld := acc(Global, Load, 4, full, func(i int) uint64 { return gbase + 4 + 4*uint64(i) })
	m = run(t, st, ld)
	check(t, "store+load", m, map[string]float64{ldHit: 3, l2RdSec: 2, dramRdB: launchB + 128})
	// From another SM, the load misses L1 and finds the full sectors in L2.
	ld.SM = 3
	m = run(t, st, ld)
	check(t, "store+load elsewhere", m, map[string]float64{ldHit: 0, "lts__t_sectors_srcunit_tex_op_read_lookup_hit.sum": 3, dramRdB: launchB + 128})
	// The probe st_partial_ld: lanes store the even words of 8 sectors, then
	// load the odd ones: 8 L1 misses, 8 L2 sectors read, 8 sectors from DRAM.
	even := acc(Global, Store, 4, full, func(i int) uint64 { return gbase + 8*uint64(i) })
	odd := acc(Global, Load, 4, full, func(i int) uint64 { return gbase + 4 + 8*uint64(i) })
	check(t, "st_partial_ld", run(t, even, odd), map[string]float64{ldHit: 0, "l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_miss.sum": 8,
		l2RdSec: 8, l2WrSec: 8, dramRdB: launchB + 256})
}

// Atomics (§3.4): no combining of same-address lanes.
func TestAtomics(t *testing.T) {
	cases := []struct {
		name      string
		op        Op
		addr      func(i int) uint64
		sec, l2   float64
		collision float64
	}{
		{"32 addresses in one line", Atomic, func(i int) uint64 { return gbase + 4*uint64(i) }, 4, 1, 0},
		{"all same address", Atomic, func(i int) uint64 { return gbase }, 32, 32, 31},
		{"32 lines", Atomic, func(i int) uint64 { return gbase + 128*uint64(i) }, 32, 32, 0},
		{"pairs", Atomic, func(i int) uint64 { return gbase + 4*uint64(i/2) }, 4, 2, 16},
		// Lanes 0-15 on one address, 16-31 on another in a different sector of
		// the same line: 16 + 16 sector operations, 16 L2 operations.
		{"two halves", Reduction, func(i int) uint64 { return gbase + 64*uint64(i/16) }, 32, 16, 30},
	}
	for _, c := range cases {
		m := run(t, acc(Global, c.op, 4, full, c.addr))
		want := map[string]float64{"lab__atomic_same_address_lanes.sum": c.collision}
		if c.op == Atomic {
			want[atomReq], want[atomSec], want[l2Atom] = 1, c.sec, c.l2
		} else {
			want[redSec], want[l2Red] = c.sec, c.l2
		}
		check(t, c.name, m, want)
	}
}

// Local memory (§3.5): interleaved per thread; 64-/128-bit accesses count 2/4
// requests.
func TestLocal(t *testing.T) {
	frame := uint64(1 << 20)
	same := func(off uint64) func(i int) uint64 {
		return func(i int) uint64 { return LocalAddr(frame, i, off) }
	}
	check(t, "LDL.32", run(t, acc(Local, Load, 4, full, same(40))), map[string]float64{locLdReq: 1, locLdSec: 4})
	check(t, "LDL.64", run(t, acc(Local, Load, 8, full, same(40))), map[string]float64{locLdReq: 2, locLdSec: 8})
	check(t, "STL.128", run(t, acc(Local, Store, 16, full, same(48))), map[string]float64{locStReq: 4, locStSec: 16})
	// Measured (testdata/probe): LDL.64 with lanes 0-15 active is still 2
	// requests, 4 sectors.
	check(t, "LDL.64 half warp", run(t, acc(Local, Load, 8, 0xffff, same(40))), map[string]float64{locLdReq: 2, locLdSec: 4})
	// Each lane a different element of a double array.
	diff := func(i int) uint64 { return LocalAddr(frame, i, 8*uint64(i)) }
	check(t, "LDL.64 lane-dependent", run(t, acc(Local, Load, 8, full, diff)), map[string]float64{locLdSec: 64})
	check(t, "LDL.32 lane-dependent", run(t, acc(Local, Load, 4, full, diff)), map[string]float64{locLdSec: 32})
	// A local store then load of the same word hits in L1 (local allocates).
	m := run(t, acc(Local, Store, 4, full, same(0)), acc(Local, Load, 4, full, same(0)))
	check(t, "spill and reload", m, map[string]float64{"l1tex__t_sectors_pipe_lsu_mem_local_op_ld_lookup_hit.sum": 4})
	// Local and global addresses never alias.
	m = run(t, acc(Global, Load, 4, full, func(i int) uint64 { return frame + 4*uint64(i) }), acc(Local, Load, 4, full, same(0)))
	check(t, "no aliasing", m, map[string]float64{"l1tex__t_sectors_pipe_lsu_mem_local_op_ld_lookup_hit.sum": 0})
}

func TestConstant(t *testing.T) {
	cases := []struct {
		name          string
		addr          func(i int) uint64
		passes, addrs float64
	}{
		{"uniform", func(i int) uint64 { return 16 }, 1, 1},
		{"32 addresses in 2 lines", func(i int) uint64 { return 4 * uint64(i) }, 2, 32},
		{"32 lines", func(i int) uint64 { return 128 * uint64(i) }, 32, 32},
		{"4 lines", func(i int) uint64 { return 64 * uint64(i%4) }, 4, 4},
	}
	for _, c := range cases {
		check(t, c.name, run(t, acc(Constant, Load, 4, full, c.addr)), map[string]float64{
			"lab__inst_executed_op_constant_ld.sum": 1,
			"lab__constant_serialized_passes.sum":   c.passes,
			"lab__constant_distinct_addresses.sum":  c.addrs,
		})
	}
}

func TestSharedCounters(t *testing.T) {
	ld := acc(Shared, Load, 4, full, func(i int) uint64 { return 8 * uint64(i) })
	st := acc(Shared, Store, 16, full, func(i int) uint64 { return 0 })
	at := acc(Shared, Atomic, 4, full, func(i int) uint64 { return 4 * uint64(i/2) })
	nonAffine := acc(Shared, Load, 4, 0xfffffffe, func(i int) uint64 { return 128 * uint64(i%4) })
	m := run(t, ld, st, at, nonAffine)
	check(t, "shared", m, map[string]float64{
		"smsp__sass_inst_executed_op_shared_ld.sum":                  2,
		"smsp__sass_inst_executed_op_shared_st.sum":                  1,
		"smsp__sass_inst_executed_op_shared_atom.sum":                1,
		"l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum":       2 + 4,
		"l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum":   1 + 3,
		"l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum":       4,
		"l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum":   0,
		"l1tex__data_pipe_lsu_wavefronts_mem_shared_op_atom.sum":     2,
		"l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_atom.sum": 1,
		"lab__data_pipe_lsu_wavefronts_mem_shared_ld_st_atom.sum":    12,
		"l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum":         5,
		"lab__shared_bank_writes.sum":                                16, // 4 wavefronts × 4 words (measured: STS.128 all 0)
	})
}

func TestPerLine(t *testing.T) {
	s := New(DefaultConfig())
	s.BeginLaunch("k", [3]int{}, [3]int{}, TraceOptions{})
	a := acc(Global, Load, 4, full, func(i int) uint64 { return gbase + 4*uint64(i) })
	a.Line = 3
	b := acc(Shared, Load, 4, full, func(i int) uint64 { return 128 * uint64(i) })
	b.Line = 9
	s.Observe(a)
	s.Observe(b)
	s.Observe(b)
	m, lines, _ := s.EndLaunch()
	if len(lines) != 2 {
		t.Fatalf("lines %v", lines)
	}
	if lines[3][ldSec] != 4 || lines[9]["l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum"] != 62 {
		t.Errorf("per line: %v", lines)
	}
	if _, ok := lines[3]["l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum"]; ok {
		t.Error("line 3 reports a shared metric it never touched")
	}
	if m[ldSec] != 4 || m["l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum"] != 62 {
		t.Error("launch totals differ from the sum of lines")
	}
}

func TestEveryMetricExplained(t *testing.T) {
	m := run(t, acc(Global, Load, 4, full, func(i int) uint64 { return gbase + 4*uint64(i) }),
		acc(Global, Store, 4, full, func(i int) uint64 { return gbase + 4*uint64(i) }))
	for name := range m {
		if Explain(name) == "" {
			t.Errorf("no explanation for %s", name)
		}
	}
	for _, name := range MetricNames() {
		if _, ok := m[name]; !ok {
			t.Errorf("%s is explained but not reported", name)
		}
	}
	for _, name := range []string{
		"smsp__sass_inst_executed_op_shared_ld.sum", "smsp__sass_inst_executed_op_shared_st.sum",
		"l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum", "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum",
		"l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum", "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum",
		"smsp__sass_inst_executed_op_global_ld.sum", "smsp__sass_inst_executed_op_global_st.sum",
		"l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum", "l1tex__t_requests_pipe_lsu_mem_global_op_st.sum",
		"l1tex__t_requests_pipe_lsu_mem_global_op_atom.sum", "l1tex__t_requests_pipe_lsu_mem_global_op_red.sum",
		"l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum", "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum",
		"l1tex__t_sectors_pipe_lsu_mem_global_op_atom.sum", "l1tex__t_sectors_pipe_lsu_mem_global_op_red.sum",
	} { // design.md §3
		if _, ok := m[name]; !ok {
			t.Errorf("design.md metric %s missing", name)
		}
	}
}

func TestDRAMTraffic(t *testing.T) {
	// 64 warps stream 8 KiB: 256 sectors from DRAM, spread over channels by
	// 256-byte interleaving: 32 channels.
	var accs []*Access
	for w := 0; w < 64; w++ {
		accs = append(accs, acc(Global, Load, 4, full, func(i int) uint64 { return gbase + uint64(128*w+4*i) }))
	}
	m := run(t, accs...)
	check(t, "stream", m, map[string]float64{"dram__sectors_read.sum": 88 + 256, dramRdB: launchB + 8192, "lab__dram_channels_used": 32})
	// An empty launch reads what the H200 reads for any launch.
	check(t, "empty", run(t), map[string]float64{dramRdB: launchB, "dram__sectors_read.sum": 88})
}

func TestEvictionWritesBack(t *testing.T) {
	cfg := DefaultConfig()
	cfg.L2Bytes = 128 * 16 * 2 // 2 slices × one 16-way set
	s := New(cfg)
	s.BeginLaunch("k", [3]int{}, [3]int{}, TraceOptions{})
	// 40 lines of stores into a 32-line L2: 8 dirty lines must be written back.
	for l := 0; l < 40; l++ {
		s.Observe(acc(Global, Store, 4, full, func(i int) uint64 { return gbase + uint64(128*l+4*i) }))
	}
	m, lines, _ := s.EndLaunch()
	if m["dram__sectors_write.sum"] != 32 || m["dram__bytes_write.sum"] != 1024 {
		t.Errorf("write-back: %v sectors", m["dram__sectors_write.sum"])
	}
	if _, ok := lines[7]["dram__sectors_write.sum"]; ok {
		t.Error("write-backs attributed to a source line")
	}
}

func TestTrace(t *testing.T) {
	s := New(DefaultConfig())
	s.BeginLaunch("k", [3]int{4, 1, 1}, [3]int{64, 1, 1}, TraceOptions{Blocks: []int{2}, Warps: []int{1}, MaxRecords: 2})
	mk := func(block, warp int, space Space, f func(int) uint64) *Access {
		a := acc(space, Load, 4, full, f)
		a.Block, a.Warp = block, warp
		return a
	}
	s.Observe(mk(0, 1, Shared, func(i int) uint64 { return 0 }))                       // not selected
	s.Observe(mk(2, 0, Shared, func(i int) uint64 { return 0 }))                       // wrong warp
	s.Observe(mk(2, 1, Shared, func(i int) uint64 { return 8 * uint64(i) }))           // recorded
	s.Observe(mk(2, 1, Global, func(i int) uint64 { return gbase + 4 + 4*uint64(i) })) // recorded
	s.Observe(mk(2, 1, Global, func(i int) uint64 { return gbase + 4 + 4*uint64(i) })) // over the cap
	_, _, tr := s.EndLaunch()
	if tr == nil || len(tr.Records) != 2 || tr.Dropped != 1 {
		t.Fatalf("trace %+v", tr)
	}
	sh := tr.Records[0]
	if sh.Seq != 2 || sh.Wavefronts != 2 || sh.Conflicts != 1 || sh.Wave[17] != 1 || sh.Bank[17] != 2 {
		t.Errorf("shared record %+v", sh)
	}
	g := tr.Records[1]
	if len(g.Sectors) != 5 || g.Sectors[0].Lanes != 0x7f || g.Sectors[4].Lanes != 0x80000000 {
		t.Errorf("global sectors %+v", g.Sectors)
	}
	for _, sec := range g.Sectors {
		if sec.Where != FromDRAM {
			t.Errorf("cold sector served from %v", sec.Where)
		}
	}
	// Nothing is recorded when no trace is asked for.
	s.BeginLaunch("k", [3]int{}, [3]int{}, TraceOptions{})
	s.Observe(mk(0, 0, Shared, func(i int) uint64 { return 0 }))
	if _, _, tr := s.EndLaunch(); tr != nil {
		t.Error("trace without options")
	}
}

// randomAccesses is a reproducible mix of every space and op.
func randomAccesses(seed uint64, n int) []*Access {
	r := rand.New(rand.NewPCG(seed, 99))
	out := make([]*Access, n)
	for k := range out {
		w := []uint8{1, 2, 4, 8, 16}[r.IntN(5)]
		a := &Access{Space: Space(r.IntN(4)), Op: Op(r.IntN(4)), Width: w, Mask: r.Uint32() | 1,
			Line: r.IntN(20), SM: r.IntN(200) - 30, Block: r.IntN(4), Warp: r.IntN(4)}
		base := gbase + r.Uint64N(1<<16)
		stride := uint64(r.IntN(40))
		for i := range a.Addr {
			a.Addr[i] = (base + uint64(i)*stride + r.Uint64N(8)) / uint64(w) * uint64(w)
		}
		out[k] = a
	}
	return out
}

func TestDeterministic(t *testing.T) {
	play := func() (map[string]float64, map[int]map[string]float64, *Trace) {
		s := New(DefaultConfig())
		s.BeginLaunch("k", [3]int{}, [3]int{}, TraceOptions{Blocks: []int{1, 3}})
		for _, a := range randomAccesses(42, 3000) {
			s.Observe(a)
		}
		return s.EndLaunch()
	}
	m1, l1, t1 := play()
	m2, l2, t2 := play()
	if !reflect.DeepEqual(m1, m2) || !reflect.DeepEqual(l1, l2) || !reflect.DeepEqual(t1, t2) {
		t.Fatal("same accesses, different results")
	}
	if len(t1.Records) == 0 {
		t.Fatal("nothing traced")
	}
}

// Odd accesses (bad widths, unknown spaces, atomics on constant memory, SM
// numbers out of range) must not panic.
func TestOddAccessesDoNotPanic(t *testing.T) {
	s := New(DefaultConfig())
	s.BeginLaunch("k", [3]int{}, [3]int{}, TraceOptions{Blocks: []int{0}})
	for _, a := range randomAccesses(7, 2000) {
		a.Width = uint8(rand.IntN(20))
		a.Space = Space(rand.IntN(6))
		a.Line = rand.IntN(3*maxLine) - maxLine
		a.Block = 0
		s.Observe(a)
	}
	s.EndLaunch()
}

func TestConfig(t *testing.T) {
	if err := DefaultConfig().Validate(); err != nil {
		t.Fatal(err)
	}
	bad := DefaultConfig()
	bad.L2Bytes = 1000
	if _, err := NewChecked(bad); err == nil {
		t.Error("an L2 smaller than one set accepted")
	}
	// Sizes that are not whole sets are rounded down, not refused: a GPU
	// profile's L2 of 50,000,000 bytes must work.
	odd := DefaultConfig()
	odd.L2Bytes, odd.L1Bytes = 50_000_000, 100_000
	if _, err := NewChecked(odd); err != nil {
		t.Error(err)
	}
}

// The Affine hint must not change any result.
func TestAffineHint(t *testing.T) {
	play := func(hint bool) (map[string]float64, *Trace) {
		s := New(DefaultConfig())
		s.BeginLaunch("k", [3]int{}, [3]int{}, TraceOptions{Blocks: []int{0}})
		r := rand.New(rand.NewPCG(11, 12))
		for k := 0; k < 3000; k++ {
			w := []uint8{1, 2, 4, 8, 16}[r.IntN(5)]
			stride := int64(r.IntN(300)-100) / int64(w) * int64(w)
			base := gbase + r.Uint64N(1<<20)/uint64(w)*uint64(w)
			a := acc(Space(r.IntN(4)), Op(r.IntN(4)), w, full, func(i int) uint64 { return uint64(int64(base) + int64(i)*stride) })
			a.Affine, a.Stride = hint, stride
			if !hint {
				a.Stride = 0
			}
			s.Observe(a)
		}
		m, _, tr := s.EndLaunch()
		return m, tr
	}
	m1, t1 := play(false)
	m2, t2 := play(true)
	if !reflect.DeepEqual(m1, m2) || !reflect.DeepEqual(t1.Records[:100], t2.Records[:100]) {
		t.Fatal("the Affine hint changed the results")
	}
}

func TestSegments(t *testing.T) {
	mk := func(f func(i int) uint64) *[32]uint64 {
		var a [32]uint64
		for i := range a {
			a[i] = f(i)
		}
		return &a
	}
	cases := []struct {
		addr   *[32]uint64
		seg    int
		stride int64
	}{
		{mk(func(i int) uint64 { return 100 + 4*uint64(i) }), 32, 4},
		{mk(func(i int) uint64 { return 100 }), 32, 0},
		{mk(func(i int) uint64 { return 4096 - 8*uint64(i) }), 32, -8},
		{mk(func(i int) uint64 { return 4*uint64(i%16) + 1024*uint64(i/16) }), 16, 4},
		{mk(func(i int) uint64 { return 4*uint64(i%8) + 999*uint64(i/8) }), 8, 4},
		{mk(func(i int) uint64 { return 64 * uint64(i/16) }), 16, 0},
		{mk(func(i int) uint64 { return uint64(i * i) }), 0, 0},
		{mk(func(i int) uint64 { return 4*uint64(i%4) + 64*uint64(i/4) }), 0, 0},
	}
	for k, c := range cases {
		if seg, stride := segments(c.addr); seg != c.seg || (seg != 0 && stride != c.stride) {
			t.Errorf("case %d: segments %d stride %d, want %d %d", k, seg, stride, c.seg, c.stride)
		}
	}
}

package memsys

import (
	"encoding/csv"
	"os"
	"strconv"
	"strings"
	"testing"
)

// h200Launches reads an ncu CSV of testdata/probe/h200 in launch order:
// kernel name and metric → value for each launch.
func h200Launches(t *testing.T, path string) (kernels []string, metrics []map[string]float64) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r := csv.NewReader(f)
	r.FieldsPerRecord = -1
	rows, err := r.ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	var col map[string]int
	ids := map[string]int{}
	for _, row := range rows {
		if len(row) > 0 && row[0] == "ID" {
			col = map[string]int{}
			for i, h := range row {
				col[h] = i
			}
			continue
		}
		if col == nil || len(row) != len(col) {
			continue
		}
		id := row[col["ID"]]
		i, ok := ids[id]
		if !ok {
			i = len(kernels)
			ids[id] = i
			name, _, _ := strings.Cut(row[col["Kernel Name"]], "(")
			kernels = append(kernels, name)
			metrics = append(metrics, map[string]float64{})
		}
		v, err := strconv.ParseFloat(strings.ReplaceAll(row[col["Metric Value"]], ",", ""), 64)
		if err != nil {
			t.Fatal(err)
		}
		metrics[i][row[col["Metric Name"]]] = v
	}
	return kernels, metrics
}

// atomPattern is the lane → element map of testdata/probe/atoms*.cu.
func atomPattern(p, lane int) int {
	switch p {
	case 0: // same
		return 5
	case 1: // distinct
		return lane
	case 2: // one bank
		return 32 * lane
	case 3: // pairs
		return lane / 2
	}
	return lane & 1 * 32 // two words of one bank
}

// TestAgainstH200SharedAtomics replays atoms.cu and atoms2.cu: one warp's
// atomic on each lane pattern, with the kernel's own shared loads (one after
// the barrier) added, against the H200's instructions, wavefronts and
// conflicts.
func TestAgainstH200SharedAtomics(t *testing.T) {
	type kernel struct {
		width uint8
		op    Op
		kind  AtomKind
	}
	known := map[string]kernel{
		"add_i32": {4, Atomic, AtomNative}, "exch_i32": {4, Atomic, AtomNative},
		"max_i32": {4, Atomic, AtomNative}, "inc_u32": {4, Atomic, AtomNative},
		"cas_i32": {4, Atomic, AtomCAS}, "add_f32": {4, Atomic, AtomCASLoop},
		"add_f64": {8, Atomic, AtomCASLoop}, "add_u64": {8, Atomic, AtomCASLoop},
		"red_add_var": {4, Reduction, AtomNative}, "red_add_one": {4, Reduction, AtomPopcInc},
		"red_max": {4, Reduction, AtomNative}, "red_exch": {4, Reduction, AtomNative},
		"red_cas": {4, Reduction, AtomCAS}, "red_add_f32": {4, Reduction, AtomCASLoop},
		"cas_u64": {8, Atomic, AtomCAS}, "exch_u64": {8, Atomic, AtomNative},
		// min_u64 is a CAS loop that stops without a swap once the minimum is
		// already in memory: on zeroed words it never swaps, which the memory
		// system cannot know, so it is not replayed.
		"min_u64": {},
	}
	for _, file := range []string{"testdata/probe/h200/atoms.csv", "testdata/probe/h200/atoms2.csv"} {
		kernels, hw := h200Launches(t, file)
		perPattern := len(kernels) / 5
		for i, name := range kernels {
			k, ok := known[name]
			if !ok {
				t.Fatalf("%s: unknown kernel %s", file, name)
			}
			if k.width == 0 {
				continue
			}
			p := i / perPattern
			s := New(DefaultConfig())
			s.BeginLaunch(name, [3]int{1, 1, 1}, [3]int{32, 1, 1}, TraceOptions{})
			a := Access{Space: Shared, Op: k.op, Atom: k.kind, Width: k.width, Mask: fullMask}
			for l := range a.Addr {
				a.Addr[l] = uint64(atomPattern(p, l)) * uint64(k.width)
			}
			s.Observe(&a)
			own := Access{Space: Shared, Op: Load, Width: k.width, Mask: fullMask}
			for l := range own.Addr {
				own.Addr[l] = uint64(l) * uint64(k.width)
			}
			s.Observe(&own)
			m, _, _ := s.EndLaunch()
			for _, name := range []string{
				"smsp__sass_inst_executed_op_shared_atom.sum",
				"l1tex__data_pipe_lsu_wavefronts_mem_shared_op_atom.sum",
				"l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_atom.sum",
				"smsp__sass_inst_executed_op_shared_ld.sum",
				"l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum",
			} {
				if m[name] != hw[i][name] {
					t.Errorf("%s, pattern %d: %s = %v, the H200 %v", kernels[i], p, name, m[name], hw[i][name])
				}
			}
		}
	}
}

// The trace of a float atomicAdd on one address: one lane succeeds per pass.
func TestTraceCASLoop(t *testing.T) {
	s := New(DefaultConfig())
	s.BeginLaunch("k", [3]int{1, 1, 1}, [3]int{32, 1, 1}, TraceOptions{Blocks: []int{0}})
	a := Access{Space: Shared, Op: Reduction, Atom: AtomCASLoop, Width: 4, Mask: 0xf}
	s.Observe(&a) // four lanes on word 0
	_, _, tr := s.EndLaunch()
	if tr == nil || len(tr.Records) != 1 {
		t.Fatalf("trace %+v", tr)
	}
	r := tr.Records[0]
	if r.Wavefronts != 4 || r.Wave[0] != 0 || r.Wave[3] != 3 {
		t.Errorf("passes %d, waves %v; want 4 passes, lane l in pass l", r.Wavefronts, r.Wave[:4])
	}
}

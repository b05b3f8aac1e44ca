package conformance_test

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"

	"simtlab/sim"
	"simtlab/tests/internal/knownfail"
	"simtlab/tests/internal/ncu"
)

// A counterGroup is the counters of one kind of memory instruction. The lab models accesses
// as the source writes them; the GPU executes what the compiler emitted. The two can only be
// compared when they execute the same number of instructions of that kind (the compiler
// neither merged, split, removed nor added accesses), which the instruction counter shows.
type counterGroup struct {
	name         string
	global       bool     // global-memory counters, which the device runtime's traffic also moves
	instructions string   // smsp__sass_inst_executed_op_*: the gate
	counters     []string // must then be equal
}

var counterGroups = []counterGroup{
	{"shared loads", false, "smsp__sass_inst_executed_op_shared_ld.sum", []string{
		"l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum",
		"l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum",
	}},
	{"shared stores", false, "smsp__sass_inst_executed_op_shared_st.sum", []string{
		"l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum",
		"l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum",
	}},
	{"global loads", true, "smsp__sass_inst_executed_op_global_ld.sum", []string{
		"l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum",
		"l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum",
	}},
	{"global stores", true, "smsp__sass_inst_executed_op_global_st.sum", []string{
		"l1tex__t_requests_pipe_lsu_mem_global_op_st.sum",
		"l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum",
	}},
	{"global atomics", true, "smsp__sass_inst_executed_op_global_atom.sum", []string{
		"l1tex__t_requests_pipe_lsu_mem_global_op_atom.sum",
		"l1tex__t_sectors_pipe_lsu_mem_global_op_atom.sum",
	}},
	{"global reductions", true, "smsp__sass_inst_executed_op_global_red.sum", []string{
		"l1tex__t_requests_pipe_lsu_mem_global_op_red.sum",
		"l1tex__t_sectors_pipe_lsu_mem_global_op_red.sum",
	}},
}

// deviceRuntimeCalls is the lab's count of device printf, malloc and free calls in a launch.
const deviceRuntimeCalls = "lab__device_runtime_calls.sum"

// validationOut, when set, is where TestCounters writes a Markdown table of every launch and
// counter: go test ./tests/conformance -run TestCounters -validation ../../docs/validation.md
var validationOut = flag.String("validation", "", "write the lab-versus-H200 counter table to this Markdown file")

// validationRow is one counter of one launch in the table.
type validationRow struct {
	program string
	launch  int
	kernel  string
	counter string
	lab, hw float64
	verdict string // "match", "differs", or why it is not compared
}

// TestCounters compares the lab's memory counters with Nsight Compute's (ncu/NAME.csv, recorded
// by tests/gpu/record.sh), launch by launch, for every group whose instruction count agrees.
// The mem_* programs are written so that every group agrees; for them a disagreeing
// instruction count is a failure too. Programs listed in known_failures.txt are skipped here as
// well: they do not run correctly yet.
func TestCounters(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("ncu", "*.csv"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Skip("no Nsight Compute recordings in ncu/ yet: run tests/gpu/record.sh on a GPU")
	}
	sort.Strings(files)
	known, err := knownfail.Load(knownFailuresFile)
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var rows []validationRow
	t.Run("programs", func(t *testing.T) {
		for _, csvPath := range files {
			name := strings.TrimSuffix(filepath.Base(csvPath), ".csv")
			t.Run(name, func(t *testing.T) {
				t.Parallel()
				if reason, ok := known[name]; ok {
					t.Skipf("known failure: %s", reason)
				}
				hw := readNcu(t, csvPath)
				if len(hw) == 0 {
					t.Skip("no kernel launch was profiled")
				}
				lab := runForCounters(t, name)
				problems, compared := compareCounters(hw, lab, strings.HasPrefix(name, "mem_"))
				for _, p := range problems {
					t.Error(p)
				}
				t.Logf("%d counters compared", compared)
				mu.Lock()
				rows = append(rows, tabulate(name, hw, lab)...)
				mu.Unlock()
			})
		}
	})
	if *validationOut != "" {
		if err := writeValidation(*validationOut, rows); err != nil {
			t.Fatal(err)
		}
	}
}

// ranLaunches drops launches that never started (the lab lists them with no metrics; ncu
// never sees them).
func ranLaunches(lab []sim.LaunchReport) []sim.LaunchReport {
	var ran []sim.LaunchReport
	for _, l := range lab {
		if len(l.Metrics) > 0 {
			ran = append(ran, l)
		}
	}
	return ran
}

// tabulate lists every counter that both the lab and the H200 report, launch by launch.
func tabulate(program string, hw []ncu.Launch, lab []sim.LaunchReport) []validationRow {
	gate := map[string]string{} // counter → its instruction counter
	for _, g := range counterGroups {
		for _, c := range g.counters {
			gate[c] = g.instructions
		}
	}
	ran := ranLaunches(lab)
	var rows []validationRow
	for i := 0; i < len(hw) && i < len(ran); i++ {
		h, l := hw[i], ran[i]
		names := make([]string, 0, len(l.Metrics))
		for c := range l.Metrics {
			if _, ok := h.Metrics[c]; ok {
				names = append(names, c)
			}
		}
		sort.Strings(names)
		for _, c := range names {
			r := validationRow{program: program, launch: i, kernel: l.Kernel, counter: c, lab: l.Metrics[c], hw: h.Metrics[c]}
			switch inst, gated := gate[c]; {
			case h.Name() != bareName(l.Kernel):
				r.verdict = "not compared: different kernels"
			case gated && l.Metrics[deviceRuntimeCalls] > 0 && strings.Contains(c, "_global_"):
				r.verdict = "not compared: device runtime traffic (printf, malloc)"
			case gated && h.Metrics[inst] != l.Metrics[inst]:
				r.verdict = "not compared: SASS differs from the source"
			case gated && h.Metrics[inst] == 0 && l.Metrics[inst] == 0:
				r.verdict = "not compared: no such instruction (device-runtime traffic)"
			case !gated && l.Metrics[deviceRuntimeCalls] > 0 && len(memoryInstructions(c)) > 0 && !strings.Contains(c, "_shared"):
				r.verdict = "not compared: device runtime traffic (printf, malloc)"
			case !gated && !sameInstructions(h, l, memoryInstructions(c)):
				r.verdict = "not compared: SASS differs from the source"
			case h.Matches(c, r.lab):
				r.verdict = "match"
			default:
				r.verdict = "differs"
			}
			rows = append(rows, r)
		}
	}
	return rows
}

// memoryInstructions lists the instruction counters whose accesses a memory
// counter outside the gated groups depends on (nil for other counters): cache
// outcomes, L2 and DRAM traffic and ratios of a kind of access can only agree
// when the GPU executed as many instructions of that kind as the source has.
func memoryInstructions(counter string) []string {
	const p = "smsp__sass_inst_executed_op_"
	ld, st := []string{p + "global_ld.sum", p + "local_ld.sum"}, []string{p + "global_st.sum", p + "local_st.sum"}
	all := []string{p + "global_ld.sum", p + "local_ld.sum", p + "global_st.sum", p + "local_st.sum",
		p + "global_atom.sum", p + "global_red.sum"}
	for _, k := range []struct {
		part  string
		insts []string
	}{
		{"mem_global_op_ld", []string{p + "global_ld.sum"}}, {"mem_global_op_st", []string{p + "global_st.sum"}},
		{"mem_global_op_atom", []string{p + "global_atom.sum"}}, {"mem_global_op_red", []string{p + "global_red.sum"}},
		{"mem_local_op_ld", []string{p + "local_ld.sum"}}, {"mem_local_op_st", []string{p + "local_st.sum"}},
		{"mem_shared_op_atom", []string{p + "shared_atom.sum"}},
		{"mem_shared_op_ld", []string{p + "shared_ld.sum"}}, {"mem_shared_op_st", []string{p + "shared_st.sum"}},
		{"srcunit_tex_op_read", ld}, {"srcunit_tex_op_write", st},
		{"srcunit_tex_op_atom", []string{p + "global_atom.sum"}}, {"srcunit_tex_op_red", []string{p + "global_red.sum"}},
		{"l1tex__t_sector_hit_rate", all[:4]}, {"srcunit_tex_lookup", all}, {"dram__", all},
	} {
		if strings.Contains(counter, k.part) {
			return k.insts
		}
	}
	return nil
}

// sameInstructions reports whether the lab and the GPU executed as many
// instructions of each listed kind.
func sameInstructions(h ncu.Launch, l sim.LaunchReport, insts []string) bool {
	for _, inst := range insts {
		if hv, ok := h.Metrics[inst]; ok && hv != l.Metrics[inst] {
			return false
		}
	}
	return true
}

// writeValidation writes the table, sorted by program, launch and counter.
// timingRatios is the timing model's table (tests/timing), which the
// validation page shows too.
const timingRatios = "../timing/testdata/ratios.md"

func writeValidation(path string, rows []validationRow) error {
	sort.Slice(rows, func(i, j int) bool {
		a, b := rows[i], rows[j]
		if a.program != b.program {
			return a.program < b.program
		}
		if a.launch != b.launch {
			return a.launch < b.launch
		}
		return a.counter < b.counter
	})
	counts := map[string]int{}
	for _, r := range rows {
		counts[r.verdict]++
	}
	var b strings.Builder
	b.WriteString("# Validation: the lab's counters against an H200\n\n")
	b.WriteString("Generated by `go test ./tests/conformance -run TestCounters -validation ../../docs/validation.md`\n")
	b.WriteString("from the Nsight Compute recordings in `tests/conformance/ncu/` (`tests/gpu/record.sh`). Memory\n")
	b.WriteString("counters of a kind are compared only when the H200 executed as many instructions of that kind\n")
	b.WriteString("as the source has accesses (`smsp__sass_inst_executed_op_*`), i.e. when the compiler kept\n")
	b.WriteString("the source's accesses one to one; cache outcomes, L2 and DRAM traffic and ratios of a kind of\n")
	b.WriteString("access likewise, and not at all where device printf or malloc moved data with no instruction of\n")
	b.WriteString("the kernel. Values ncu prints with decimals (ratios, percentages, waves) match when equal at the\n")
	b.WriteString("precision ncu printed. Why the remaining differences are what they are: docs/architecture.md,\n")
	b.WriteString("\"The memory system\".\n\n")
	fmt.Fprintf(&b, "%d counters: %d match, %d differ, %d not compared.\n\n", len(rows), counts["match"], counts["differs"],
		len(rows)-counts["match"]-counts["differs"])
	ratios, err := os.ReadFile(timingRatios)
	if err != nil {
		return err
	}
	b.WriteString("## Time: the timing model's ratios against the H200\n\n")
	b.WriteString("The timing programs of `tests/gpu/timing` run through the lab on the H200 profile; each ratio of\n")
	b.WriteString("two variants' times must be within ±25 % of the measured ratio and each group ranked in the\n")
	b.WriteString("measured order (`go test ./tests/timing/`, which keeps `tests/timing/testdata/ratios.md`, the\n")
	b.WriteString("table below, true; the model and its sources: docs/timing.md).\n\n")
	b.Write(ratios)
	// Per counter, then the rows that differ: the matching ones are the
	// bulk (a whole table of them was 6 MB) and say nothing one by one.
	type tally struct{ match, differs, other int }
	byCounter := map[string]*tally{}
	var names []string
	for _, r := range rows {
		c := byCounter[r.counter]
		if c == nil {
			c = &tally{}
			byCounter[r.counter] = c
			names = append(names, r.counter)
		}
		switch r.verdict {
		case "match":
			c.match++
		case "differs":
			c.differs++
		default:
			c.other++
		}
	}
	sort.Strings(names)
	b.WriteString("\n## Counters\n\n")
	b.WriteString("| counter | match | differ | not compared |\n| --- | ---: | ---: | ---: |\n")
	for _, n := range names {
		c := byCounter[n]
		fmt.Fprintf(&b, "| `%s` | %d | %d | %d |\n", n, c.match, c.differs, c.other)
	}
	b.WriteString("\n## The counters that differ\n\n")
	b.WriteString("| program | launch | kernel | counter | lab | H200 |\n| --- | ---: | --- | --- | ---: | ---: |\n")
	for _, r := range rows {
		if r.verdict == "differs" {
			fmt.Fprintf(&b, "| %s | %d | %s | `%s` | %g | %g |\n", r.program, r.launch, r.kernel, r.counter, r.lab, r.hw)
		}
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}

func readNcu(t *testing.T, path string) []ncu.Launch {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	launches, err := ncu.Parse(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return launches
}

func runForCounters(t *testing.T, name string) []sim.LaunchReport {
	t.Helper()
	file := name + ".cu"
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), runTimeout)
	defer cancel()
	res := sim.Run(ctx, file, src, sim.Options{Stdout: io.Discard, Stderr: io.Discard})
	if res.Diagnostics.HasErrors() {
		t.Fatalf("the lab reports errors: %v", res.Diagnostics.Err())
	}
	return res.Launches
}

// compareCounters pairs launches in order (ncu profiles them in launch order; the lab's list
// includes launches that failed to start, which ncu never sees) and returns the mismatches
// and how many counters were compared.
func compareCounters(hw []ncu.Launch, lab []sim.LaunchReport, strict bool) (problems []string, compared int) {
	ran := ranLaunches(lab)
	if len(ran) < len(hw) {
		problems = append(problems, fmt.Sprintf("the GPU profiled %d launches, the lab ran %d", len(hw), len(ran)))
	}
	for i := 0; i < len(hw) && i < len(ran); i++ {
		h, l := hw[i], ran[i]
		where := fmt.Sprintf("launch %d (%s)", i, l.Kernel)
		if h.Name() != bareName(l.Kernel) {
			problems = append(problems, fmt.Sprintf("%s: the GPU's launch %d is %s", where, i, h.Name()))
			continue
		}
		for _, g := range counterGroups {
			hwInst, ok := h.Metrics[g.instructions]
			if !ok {
				continue // not recorded
			}
			labInst := l.Metrics[g.instructions]
			if l.Metrics[deviceRuntimeCalls] > 0 && g.global {
				// Device printf, malloc and free move data through global memory in the device
				// runtime, with no instruction of the kernel: the GPU counts that traffic, the
				// lab does not model it.
				continue
			}
			if hwInst == 0 && labInst == 0 {
				// The kernel has no instruction of this kind. Traffic the GPU still counts comes
				// from the device runtime (printf hands its arguments to vprintf, whose memory
				// traffic executes no SASS instruction of the kernel), not from the program.
				continue
			}
			if hwInst != labInst {
				if strict {
					problems = append(problems, fmt.Sprintf("%s: %s: the GPU executed %v instructions, the lab %v (see sass/*.lines.sass.gz)",
						where, g.name, hwInst, labInst))
				}
				continue
			}
			for _, c := range g.counters {
				hv, ok := h.Metrics[c]
				if !ok {
					continue
				}
				compared++
				if lv := l.Metrics[c]; !h.Matches(c, lv) {
					problems = append(problems, fmt.Sprintf("%s: %s = %v on the H200, %v in the lab", where, c, hv, lv))
				}
			}
		}
	}
	return problems, compared
}

// bareName drops template arguments and parameters: "k<64>" → "k", as
// ncu.Launch.Name does, and a namespace's kernel's qualifier, which ncu's
// names leave out ("reduce" for the lab's "gpu::reduce").
func bareName(kernel string) string {
	if i := strings.IndexAny(kernel, "<("); i >= 0 {
		kernel = kernel[:i]
	}
	if i := strings.LastIndex(kernel, "::"); i >= 0 {
		kernel = kernel[i+2:]
	}
	return kernel
}

func TestCompareCounters(t *testing.T) {
	hw := []ncu.Launch{{Kernel: "k(float *)", Metrics: map[string]float64{
		"smsp__sass_inst_executed_op_shared_ld.sum":                1,
		"l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum":     2,
		"l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum": 1,
		"smsp__sass_inst_executed_op_global_ld.sum":                4,
		"l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum":           16,
	}}}
	lab := func(wavefronts, globalInst float64) []sim.LaunchReport {
		return []sim.LaunchReport{
			{Kernel: "refused"}, // a launch that never started has no metrics
			{Kernel: "k", Metrics: map[string]float64{
				"smsp__sass_inst_executed_op_shared_ld.sum":                1,
				"l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum":     wavefronts,
				"l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum": 1,
				"smsp__sass_inst_executed_op_global_ld.sum":                globalInst,
				"l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum":           16,
			}}}
	}
	tests := []struct {
		name               string
		lab                []sim.LaunchReport
		strict             bool
		problems, compared int
	}{
		{"equal", lab(2, 4), true, 0, 3},
		{"wavefronts differ", lab(3, 4), false, 1, 3},
		{"instructions differ, lenient", lab(2, 1), false, 0, 2},
		{"instructions differ, strict", lab(2, 1), true, 1, 2},
		{"kernel differs", []sim.LaunchReport{{Kernel: "other", Metrics: map[string]float64{"x": 1}}}, true, 1, 0},
		{"launch missing", nil, true, 1, 0},
	}
	for _, tt := range tests {
		problems, compared := compareCounters(hw, tt.lab, tt.strict)
		if len(problems) != tt.problems || compared != tt.compared {
			t.Errorf("%s: %d problems (%q), %d compared; want %d, %d", tt.name, len(problems), problems, compared,
				tt.problems, tt.compared)
		}
	}
}

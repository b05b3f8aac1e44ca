// Package timing_test checks the timing model end to end (issue 5, check
// b): the recorded H200 timing programs run through the lab, and the
// model's time ratios between variants of one program must be within ±25 %
// of the measured ratios and rank the variants in the same order.
//
// The programs in testdata are tests/gpu/timing/*.cu with the same kernels,
// sizes and launches; only the host harness differs (the front end has no
// lambdas, so a TIME macro replaces medianMs, and one timed launch replaces
// the median of 31: the simulator is deterministic).
//
//	go test ./tests/timing/            every program (about a minute of CPU); the
//	                                   table must equal testdata/ratios.md
//	go test ./tests/timing/ -update    also rewrite testdata/ratios.md
//	go test ./tests/timing/ -short     transpose only (a few seconds)
package timing_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/csv"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"simtlab/sim"
)

var (
	update = flag.Bool("update", false, "rewrite testdata/ratios.md")
)

// band is the allowed relative error of a ratio.
const band = 0.25

// comparison is one ratio: variant's time over base's time. Variants of
// one group are also ranked (matmul's sizes are ranked separately).
type comparison struct {
	program, variant, base string
	group                  string // "" = the program
}

func (c comparison) rankGroup() string {
	if c.group != "" {
		return c.group
	}
	return c.program
}

var comparisons = []comparison{
	{"transpose", "transpose_naive_1024", "copy_1024", ""},
	{"transpose", "transpose_shared_1024", "copy_1024", ""},
	{"transpose", "transpose_padded_1024", "copy_1024", ""},
	{"divergence", "branch_even_odd", "branch_uniform", ""},
	{"divergence", "branch_four_way", "branch_uniform", ""},
	{"divergence", "loop_lane_dependent", "branch_uniform", ""},
	{"reduce", "reduce_atomic_1m", "reduce_grid_shared_1m", ""},
	{"reduce", "reduce_single_block_1m", "reduce_grid_shared_1m", ""},
	{"reduce", "reduce_grid_atomic_1m", "reduce_grid_shared_1m", ""},
	{"matmul", "matmul_naive_256", "matmul_tiled_256", "matmul_256"},
	{"matmul", "matmul_naive_512", "matmul_tiled_512", "matmul_512"},
	// throughput.cu isolates the rates the model takes from it (L2 requests,
	// same-address atomics, block dispatch): the first rows check that the
	// model reproduces its own sources, the others are independent.
	{"throughput", "launch_empty_2", "launch_empty_1", "launch"},
	{"throughput", "store_1sector_4m", "store_4sector_4m", "store_4m"},
	{"throughput", "load_1sector_4m", "load_4sector_4m", "load_4m"},
	{"throughput", "store_per_block_4096", "launch_empty_1", "per_block"},
	{"throughput", "atomic_per_block_4096", "launch_empty_1", "per_block"},
	{"throughput", "atomic_per_block_16384", "launch_empty_1", "per_block"},
	{"throughput", "store_1sector_1m", "store_4sector_1m", "store_1m"},
	{"throughput", "store_4sector_1m", "launch_empty_1", "store_1m"},
	{"throughput", "atomic_distinct_1m", "store_4sector_1m", "store_1m"},
	// The shared-memory microbenchmark in plain C (issue 5): adds per
	// loaded component, not wavefronts, set the pair and quad loops' time.
	{"sharedloop", "pairs_c", "words_c", ""},
	{"sharedloop", "quads_c", "words_c", ""},
	// atomics.cu: per-lane atomics on distinct addresses cost what stores
	// of the same addresses cost, and __ldcg loads bypass L1.
	{"atomics", "red_4sector_1m", "store_4sector_1m", "red_1m"},
	{"atomics", "red_4sector_16m", "store_4sector_16m", "red_16m"},
	{"atomics", "load_cg_1sector_4m", "load_plain_1sector_4m", "ldcg"},
}

// fast programs run in every test run; the others are left out by -short.
var fast = map[string]bool{"transpose": true}

// knownGaps are ratios (program/variant) and rankings (program) the model
// does not reproduce yet, each with the reason (docs/timing.md). A gap
// that closes fails the test too, so that this list stays true.
// None is left (the last three closed with loop-control folding, the L1
// bypass of __ldcg and the second recording session, docs/timing.md).
var knownGaps = map[string]string{}

// sessions are the recordings of tests/gpu/timing: the first sets the
// ratios; an order between two variants is checked only where every
// session that recorded both agrees on it (see misordered). The second
// session re-recorded every program on another day's machine.
var sessions = []string{"../gpu/timing/h200.csv", "../gpu/timing/h200-session2.csv"}

func TestTimeRatiosH200(t *testing.T) {
	measured := readMeasured(t, sessions[0])
	var all []map[string]map[string]float64
	for _, s := range sessions {
		all = append(all, readMeasured(t, s))
	}
	model := runPrograms(t)
	var table strings.Builder
	table.WriteString("| program | ratio | H200 | model | error | in band |\n|---|---|---|---|---|---|\n")
	for _, c := range comparisons {
		got, ok := model[c.program]
		if !ok {
			continue
		}
		key := c.program + "/" + c.variant
		want := measured[c.program][c.variant] / measured[c.program][c.base]
		ratio := got[c.variant] / got[c.base]
		if math.IsNaN(want) || math.IsNaN(ratio) || got[c.base] == 0 || measured[c.program][c.base] == 0 {
			t.Errorf("%s: missing times (model %v, measured %v)", key, got, measured[c.program])
			continue
		}
		rel := ratio/want - 1
		in := math.Abs(rel) <= band
		fmt.Fprintf(&table, "| %s | %s / %s | %.2f | %.2f | %+.0f %% | %s |\n", c.program, c.variant, c.base, want, ratio, 100*rel, yesNo(in))
		checkGap(t, key, in, fmt.Sprintf("ratio %.3f, measured %.3f (%+.0f %%, band ±%.0f %%)", ratio, want, 100*rel, 100*band))
	}
	var groups []string
	program := map[string]string{}
	for _, c := range comparisons {
		if _, ok := model[c.program]; ok && !slices.Contains(groups, c.rankGroup()) {
			groups = append(groups, c.rankGroup())
			program[c.rankGroup()] = c.program
		}
	}
	for _, g := range groups {
		p := program[g]
		want, have := rank(measured[p], g), rank(model[p], g)
		var recorded []map[string]float64
		for _, m := range all {
			recorded = append(recorded, m[p])
		}
		bad := misordered(recorded, model[p], want)
		fmt.Fprintf(&table, "| %s | ranking | %s | %s | | %s |\n", g, strings.Join(want, " < "), strings.Join(have, " < "), yesNo(len(bad) == 0))
		checkGap(t, g, len(bad) == 0, fmt.Sprintf("model ranks %v, measured %v; misordered: %v", have, want, bad))
	}
	t.Logf("\n%s", table.String())
	switch {
	case testing.Short():
		if *update {
			t.Fatal("-update needs every program: drop -short")
		}
	case *update:
		if err := os.WriteFile("testdata/ratios.md", []byte(table.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	default:
		// docs/timing.md and docs/validation.md show this file: keep it true.
		old, err := os.ReadFile("testdata/ratios.md")
		if err != nil || string(old) != table.String() {
			t.Errorf("testdata/ratios.md is not the model's table now: run go test ./tests/timing/ -update")
		}
	}
}

// checkGap fails when a result disagrees with knownGaps.
func checkGap(t *testing.T, key string, ok bool, detail string) {
	t.Helper()
	reason, gap := knownGaps[key]
	switch {
	case !ok && !gap:
		t.Errorf("%s out of band: %s", key, detail)
	case ok && gap:
		t.Errorf("%s is in band now (%s): remove it from knownGaps (%q)", key, detail, reason)
	case !ok:
		t.Logf("known gap %s: %s (%s)", key, detail, reason)
	}
}

// tie is how close two measured times may be for their order to be noise
// (copy_1024 and transpose_padded_1024 differ by 1 %).
const tie = 0.05

// misordered lists the pairs of variants (in the first session's order)
// that every session recording both measured more than tie apart in that
// order, but which the model orders the other way. A pair whose order
// changes from session to session is noise: atomic_distinct_1m took 6 %
// longer than store_4sector_1m in the first session and 3 % less in the
// second.
func misordered(sessions []map[string]float64, model map[string]float64, order []string) []string {
	var bad []string
	for i, a := range order {
		for _, b := range order[i+1:] {
			apart := true
			for _, m := range sessions {
				ta, okA := m[a]
				tb, okB := m[b]
				if okA && okB && tb <= ta*(1+tie) {
					apart = false
				}
			}
			if apart && model[b] <= model[a] {
				bad = append(bad, a+" < "+b)
			}
		}
	}
	return bad
}

// rank orders the variants of a ranking group, fastest first.
func rank(times map[string]float64, group string) []string {
	var vs []string
	for _, c := range comparisons {
		if c.rankGroup() != group {
			continue
		}
		for _, v := range []string{c.variant, c.base} {
			if !slices.Contains(vs, v) {
				vs = append(vs, v)
			}
		}
	}
	slices.SortStableFunc(vs, func(a, b string) int {
		switch {
		case times[a] < times[b]:
			return -1
		case times[a] > times[b]:
			return 1
		}
		return strings.Compare(a, b)
	})
	return vs
}

// runProgram runs testdata/<program>.cu on the H200 profile and parses its
// "variant,ms" lines.
// runPrograms runs the programs of comparisons (under -short, the fast
// ones), two at a time, and returns each one's variant times.
func runPrograms(t *testing.T) map[string]map[string]float64 {
	t.Helper()
	var programs []string
	for _, c := range comparisons {
		if !slices.Contains(programs, c.program) && (fast[c.program] || !testing.Short()) {
			programs = append(programs, c.program)
		}
	}
	times := make([]map[string]float64, len(programs))
	errs := make([]error, len(programs))
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2)
	for i, p := range programs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			times[i], errs[i] = runProgram(p)
		}()
	}
	wg.Wait()
	model := map[string]map[string]float64{}
	for i, p := range programs {
		if errs[i] != nil {
			t.Fatal(errs[i])
		}
		model[p] = times[i]
	}
	return model
}

func runProgram(program string) (map[string]float64, error) {
	path := filepath.Join("testdata", program+".cu")
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	// Every TIME runs its body twice (a warm-up, then the timed run): the
	// matmuls need more than the default instruction budget.
	res := sim.Run(context.Background(), path, src, sim.Options{GPU: "h200", Stdout: &out, MaxSteps: 1_000_000_000})
	if res.ExitCode != 0 || res.Diagnostics.HasErrors() {
		return nil, fmt.Errorf("%s: exit %d: %v\n%s", program, res.ExitCode, res.Diagnostics, out.String())
	}
	times := map[string]float64{}
	sc := bufio.NewScanner(&out)
	for sc.Scan() {
		name, ms, ok := strings.Cut(sc.Text(), ",")
		if !ok {
			continue
		}
		v, err := strconv.ParseFloat(ms, 64)
		if err != nil {
			return nil, fmt.Errorf("%s: bad line %q", program, sc.Text())
		}
		times[name] = v
	}
	return times, nil
}

// readMeasured reads program,variant,ms.
func readMeasured(t *testing.T, path string) map[string]map[string]float64 {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]map[string]float64{}
	for _, r := range rows[1:] {
		v, err := strconv.ParseFloat(r[2], 64)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if out[r[0]] == nil {
			out[r[0]] = map[string]float64{}
		}
		out[r[0]][r[1]] = v
	}
	return out
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "**no**"
}

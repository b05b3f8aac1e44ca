package engine

import (
	"encoding/csv"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/check"
)

// recordedRegs reads launch__registers_per_thread of every kernel Nsight
// Compute recorded for the conformance programs: program → kernel → regs.
func recordedRegs(t *testing.T) map[string]map[string]int {
	t.Helper()
	files, _ := filepath.Glob("../../tests/conformance/ncu/*.csv")
	out := map[string]map[string]int{}
	for _, file := range files {
		f, err := os.Open(file)
		if err != nil {
			t.Fatal(err)
		}
		rows, err := csv.NewReader(f).ReadAll()
		f.Close()
		if err != nil || len(rows) < 3 {
			continue
		}
		ki, ri := slices.Index(rows[0], "Kernel Name"), slices.Index(rows[0], "launch__registers_per_thread")
		if ki < 0 || ri < 0 {
			continue
		}
		prog := strings.TrimSuffix(filepath.Base(file), ".csv")
		for _, r := range rows[2:] {
			name, _, _ := strings.Cut(r[ki], "(")
			name, _, _ = strings.Cut(name, "<") // a template's instances share the name
			n, err := strconv.Atoi(strings.ReplaceAll(r[ri], ",", ""))
			if err != nil {
				continue
			}
			if out[prog] == nil {
				out[prog] = map[string]int{}
			}
			if _, seen := out[prog][name]; !seen {
				out[prog][name] = n
			}
		}
	}
	return out
}

// regErrors compares an estimator with the recordings: absolute errors of
// every kernel found in its program, and the signed mean.
func regErrors(t *testing.T, rec map[string]map[string]int, estimate func(*ast.FuncDecl) int) (abs []float64, signed float64, rows []string) {
	t.Helper()
	progs := make([]string, 0, len(rec))
	for p := range rec {
		progs = append(progs, p)
	}
	slices.Sort(progs)
	for _, p := range progs {
		src, err := os.ReadFile(filepath.Join("../../tests/conformance", p+".cu"))
		if err != nil {
			continue
		}
		f, diags := check.File(p+".cu", src)
		if diags.HasErrors() {
			continue
		}
		kernels := make([]string, 0, len(rec[p]))
		for k := range rec[p] {
			kernels = append(kernels, k)
		}
		slices.Sort(kernels)
		for _, k := range kernels {
			var decl *ast.FuncDecl
			for _, fd := range f.Funcs {
				if fd.Attrs.Global && (fd.Name == k || fd.Generic != nil && fd.Generic.Name == k) {
					decl = fd
					break
				}
			}
			if decl == nil {
				continue
			}
			got, want := capRegs(estimate(decl), decl.Attrs, nil), rec[p][k]
			abs = append(abs, math.Abs(float64(got-want)))
			signed += float64(got - want)
			rows = append(rows, fmt.Sprintf("%s/%s: %d, recorded %d", p, k, got, want))
		}
	}
	if len(abs) > 0 {
		signed /= float64(len(abs))
	}
	return abs, signed, rows
}

func median(v []float64) float64 {
	s := slices.Clone(v)
	slices.Sort(s)
	if len(s) == 0 {
		return math.NaN()
	}
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

func mean(v []float64) float64 {
	var s float64
	for _, x := range v {
		s += x
	}
	return s / float64(len(v))
}

// namedVarRegs is the estimate the lab used before the live-value one: 8
// plus 2 per distinct variable or parameter named, at least 16. Kept to
// show what changed.
func namedVarRegs(decl *ast.FuncDecl) int {
	vars := map[*ast.Object]bool{}
	if decl.Body != nil {
		ast.Inspect(decl.Body, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && id.Obj != nil && (id.Obj.Kind == ast.ObjVar || id.Obj.Kind == ast.ObjParam) {
				vars[id.Obj] = true
			}
			return true
		})
	}
	return min(max(8+2*len(vars), 16), 255)
}

// TestRegisterEstimateAgainstNcu measures the register estimate against
// every kernel whose registers Nsight Compute recorded on the H200, prints
// the errors (-v), and fails when the median error grows past its bound.
func TestRegisterEstimateAgainstNcu(t *testing.T) {
	rec := recordedRegs(t)
	if len(rec) == 0 {
		t.Skip("no recordings")
	}
	abs, signed, rows := regErrors(t, rec, estimateRegs)
	old, oldSigned, _ := regErrors(t, rec, namedVarRegs)
	t.Logf("%d kernels: live-value estimate median error %.1f, mean %.2f (signed %+.2f); previous (8 + 2 per name) median %.1f, mean %.2f (signed %+.2f)",
		len(abs), median(abs), mean(abs), signed, median(old), mean(old), oldSigned)
	if testing.Verbose() {
		for _, r := range rows {
			t.Log(r)
		}
	}
	if len(abs) < 150 {
		t.Errorf("only %d kernels compared", len(abs))
	}
	// The bounds: half the previous estimate's median error (4) and below
	// its mean (6.6), with room for the corpus to grow.
	const medianBound, meanBound = 2, 5
	if m := median(abs); m > medianBound {
		t.Errorf("median error %.1f registers, bound %d", m, medianBound)
	}
	if m := mean(abs); m > meanBound {
		t.Errorf("mean error %.2f registers, bound %d", m, meanBound)
	}
}

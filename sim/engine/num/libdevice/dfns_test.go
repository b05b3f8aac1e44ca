package libdevice

import (
	"fmt"
	"testing"

	"simtlab/sim/engine/num/mathset"
)

// tests/gpu/math/dfns.cu recorded the double functions the main recording lacks, over the
// sets below (its DFNS list: name, seed, exponent range, signed; y from seed+100).
var dfnsSets = []mathset.Set{
	{Name: "exp10", Seed: 60, EMin: -30, EMax: 8, Signed: true},
	{Name: "expm1", Seed: 61, EMin: -30, EMax: 10, Signed: true},
	{Name: "log1p", Seed: 62, EMin: -30, EMax: 20, Signed: true},
	{Name: "cbrt", Seed: 63, EMin: -1022, EMax: 1023, Signed: true},
	{Name: "atan", Seed: 64, EMin: -30, EMax: 40, Signed: true},
	{Name: "asin", Seed: 65, EMin: -30, EMax: 0, Signed: true},
	{Name: "acos", Seed: 66, EMin: -30, EMax: 0, Signed: true},
	{Name: "sinh", Seed: 67, EMin: -30, EMax: 10, Signed: true},
	{Name: "cosh", Seed: 68, EMin: -30, EMax: 10, Signed: true},
	{Name: "tanh", Seed: 69, EMin: -30, EMax: 6, Signed: true},
	{Name: "atan2", Seed: 70, EMin: -20, EMax: 20, Signed: true},
	{Name: "hypot", Seed: 71, EMin: -20, EMax: 20, Signed: true},
	{Name: "log10", Seed: 72, EMin: -1022, EMax: 1023, Signed: false},
	{Name: "rcbrt", Seed: 73, EMin: -1022, EMax: 1023, Signed: true},
}

// dfnsExact are the recorded functions the lab models bit for bit: the test fails when one
// differs from its recording, and logs the others' agreement.
var dfnsExact = map[string]bool{
	"log10": true, "exp10": true, "expm1": true, "atan": true, "atan2": true, "asin": true, "acos": true,
	"sinh": true, "cosh": true, "tanh": true, "hypot": true, "log1p": true, "cbrt": true, "rcbrt": true,
}

func TestDfnsRecordings(t *testing.T) {
	if testing.Short() {
		t.Skip("2^20 arguments per function")
	}
	recs, err := mathset.Load(mathDir+"hashes_dfns.txt", mathDir+"samples_dfns.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range dfnsSets {
		rec := recs[s.Name]
		f := Double2(s.Name)
		if g := Double1(s.Name); g != nil {
			f = func(x, _ float64) float64 { return g(x) }
		}
		if rec == nil || f == nil {
			if dfnsExact[s.Name] {
				t.Errorf("%s: no model or no recording", s.Name)
			}
			continue
		}
		hashOK, same, total, bad := mathset.AgreeDouble(s, rec, f)
		status := "bit for bit"
		if !hashOK {
			status = fmt.Sprintf("differs (%d of %d samples equal; %s)", same, total, bad)
			if dfnsExact[s.Name] {
				t.Errorf("%s: %s", s.Name, status)
			}
		}
		t.Logf("%-6s %s", s.Name, status)
	}
}

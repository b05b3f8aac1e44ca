package mathset

import (
	"os"
	"regexp"
	"strconv"
	"testing"
)

const dir = "../../../../tests/gpu/math/"

// TestSetsMatchMathgen keeps the Go sets equal to mathgen.h's, which the recording programs use.
func TestSetsMatchMathgen(t *testing.T) {
	src, err := os.ReadFile(dir + "mathgen.h")
	if err != nil {
		t.Fatal(err)
	}
	re := regexp.MustCompile(`X\((\w+), (\d+), (-?\d+), (-?\d+), ([01])\)`)
	var got []Set
	for _, m := range re.FindAllStringSubmatch(string(src), -1) {
		seed, _ := strconv.ParseUint(m[2], 10, 64)
		lo, _ := strconv.Atoi(m[3])
		hi, _ := strconv.Atoi(m[4])
		got = append(got, Set{m[1], seed, lo, hi, m[5] == "1"})
	}
	want := append(append([]Set{}, Floats...), Doubles...)
	if len(got) != len(want) {
		t.Fatalf("mathgen.h has %d sets, the Go list %d", len(got), len(want))
	}
	for i := range got {
		if got[i] != want[i] {
			t.Errorf("set %d: mathgen.h %+v, Go %+v", i, got[i], want[i])
		}
	}
}

// TestSqrtfRecording checks the generator and the hash against the one function whose result
// is certain: sqrtf is correctly rounded on the GPU, as in Go.
func TestSqrtfRecording(t *testing.T) {
	recs, err := Load(dir+"hashes.txt", dir+"samples.txt")
	if err != nil {
		t.Fatal(err)
	}
	r := recs["sqrtf"]
	if r == nil {
		t.Fatal("no sqrtf recording")
	}
	h := NewFNV()
	s := Floats[len(Floats)-1]
	for i := uint64(0); i < r.N; i++ {
		x := float32frombits(s.Float(i))
		v := float32bits(sqrt32(x))
		if want, ok := r.Samples[i]; ok && uint64(v) != want {
			t.Errorf("sqrtf sample %d: %#08x, recorded %#08x", i, v, want)
		}
		h.Add32(v)
	}
	if uint64(h) != r.Hash {
		t.Errorf("sqrtf hash %016x, recorded %016x", uint64(h), r.Hash)
	}
}

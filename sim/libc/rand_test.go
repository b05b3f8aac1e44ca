package libc

import (
	"bufio"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rebuild testdata/rand.golden with the system C compiler")

func TestRandMatchesGlibc(t *testing.T) {
	golden := filepath.Join("testdata", "rand.golden")
	if *update {
		bin := filepath.Join(t.TempDir(), "rand_gen")
		if out, err := exec.Command("cc", "-O2", "-o", bin, filepath.Join("testdata", "rand_gen.c")).CombinedOutput(); err != nil {
			t.Fatalf("cc: %v\n%s", err, out)
		}
		out, err := exec.Command(bin).Output()
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(golden, out, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	f, err := os.Open(golden)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	sequences := 0
	for sc.Scan() {
		line := sc.Text()
		if rest, ok := strings.CutPrefix(line, "RAND_MAX "); ok {
			if rest != strconv.Itoa(RandMax) {
				t.Errorf("RAND_MAX %s, want %d", rest, RandMax)
			}
			continue
		}
		head, nums, ok := strings.Cut(line, ":")
		if !ok {
			t.Fatalf("bad line %q", line)
		}
		var r *Rand
		if head == "seed none" {
			r = NewRand(1)
		} else {
			seed, err := strconv.ParseUint(strings.TrimPrefix(head, "seed "), 10, 32)
			if err != nil {
				t.Fatal(err)
			}
			r = NewRand(uint32(seed))
		}
		for i, field := range strings.Fields(nums) {
			want, _ := strconv.ParseInt(field, 10, 32)
			if got := r.Next(); int64(got) != want {
				t.Fatalf("%s, value %d: got %d, glibc %d", head, i, got, want)
			}
		}
		sequences++
	}
	if sequences != 14 {
		t.Errorf("%d sequences checked, want 14", sequences)
	}
}

func TestReseed(t *testing.T) {
	r := NewRand(5)
	first := []int32{r.Next(), r.Next(), r.Next()}
	r.Seed(5)
	for i, want := range first {
		if got := r.Next(); got != want {
			t.Errorf("after reseed, value %d = %d, want %d", i, got, want)
		}
	}
	a, b := NewRand(0), NewRand(1)
	for i := 0; i < 10; i++ {
		if x, y := a.Next(), b.Next(); x != y {
			t.Fatalf("srand(0) differs from srand(1) at %d", i)
		}
	}
}

package glibc

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"flag"
	"fmt"
	"hash/fnv"
	"math"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

// The double functions' reference is the local glibc, whose sources for them are the same as
// 2.39's (Debian's 2.36, with the FMA copies of log2, expm1 and log1p backported).
// testdata/hashes_double.txt keeps the hash of its results on each function's argument sets, so
// that the ports are checked where gcc is missing too; -update rewrites it from the local C
// library (testdata/oracle.c). tests/gpu/math/hostdouble.sh runs -update on the H200's host,
// whose glibc 2.39 wrote the same file.

var (
	update     = flag.Bool("update", false, "rewrite testdata/hashes_double.txt from the local glibc (gcc needed)")
	exp10Build = flag.String("exp10", "", "with -update: glibc 2.39's exp10 built by testdata/exp10_239.sh")
)

// exp10Case is exp10's arguments: tiny, to 256 (exp10(x) > 2^-1022 and < 2^1024), past the
// special-case threshold, beyond. The local glibc's exp10 is not 2.39's; -exp10 gives the build
// that makes its hash.
var exp10Case = doubleCase{"exp10", Exp10, []rng{{-70, -50}, {-10, 8}, {7, 9}, {8, 8}, {-1, 2}}}

const (
	hashesPath = "testdata/hashes_double.txt"
	hashSize   = 1 << 16 // arguments per range
)

// hashSet is one function's arguments for the hash file: x alone, or the pairs (x, y); oracle
// is the program that evaluates glibc's function ("" for testdata/oracle.c).
type hashSet struct {
	name   string
	f1     func(float64) float64
	f2     func(x, y float64) float64
	x, y   []float64
	oracle string
}

// hashSets returns every double function's arguments, one entry per function.
func hashSets() []hashSet {
	var sets []hashSet
	for _, c := range append(doubleCases, exp10Case) {
		var all []float64
		for _, args := range c.argSets(hashSize) {
			all = append(all, args...)
		}
		sets = append(sets, hashSet{name: c.name, f1: c.f, x: all})
	}
	sets[len(doubleCases)].oracle = "exp10"
	pow := hashSet{name: "pow", f2: Pow}
	for i := range powRanges {
		xs, ys := powPairs(i, hashSize)
		pow.x, pow.y = append(pow.x, xs...), append(pow.y, ys...)
	}
	atan2 := hashSet{name: "atan2", f2: Atan2}
	hypot := hashSet{name: "hypot", f2: Hypot}
	for i := range atan2Ranges {
		ys, xs := atan2Pairs(i, hashSize)
		atan2.x, atan2.y = append(atan2.x, ys...), append(atan2.y, xs...)
	}
	hypot.x, hypot.y = atan2.x, atan2.y
	return append(sets, pow, atan2, hypot)
}

// hashResults is the FNV-1a hash of the results' little-endian bytes.
func hashResults(results []uint64) uint64 {
	h := fnv.New64a()
	var b [8]byte
	for _, r := range results {
		binary.LittleEndian.PutUint64(b[:], r)
		h.Write(b[:])
	}
	return h.Sum64()
}

// portResults evaluates the port on the set.
func (s hashSet) portResults() []uint64 {
	out := make([]uint64, len(s.x))
	for i, x := range s.x {
		if s.f2 != nil {
			out[i] = math.Float64bits(s.f2(x, s.y[i]))
		} else {
			out[i] = math.Float64bits(s.f1(x))
		}
	}
	return out
}

// glibcResults evaluates the local C library on the set.
func (s hashSet) glibcResults(t *testing.T) []uint64 {
	width := 8
	if s.f2 != nil {
		width = 16
	}
	in := make([]byte, width*len(s.x))
	for i, x := range s.x {
		binary.LittleEndian.PutUint64(in[width*i:], math.Float64bits(x))
		if s.f2 != nil {
			binary.LittleEndian.PutUint64(in[width*i+8:], math.Float64bits(s.y[i]))
		}
	}
	var got []byte
	if s.oracle == "" {
		got = runOracle(t, s.name, in)
	} else {
		cmd := exec.Command(*exp10Build)
		cmd.Stdin = bytes.NewReader(in)
		var err error
		if got, err = cmd.Output(); err != nil {
			t.Fatalf("%s: %v", *exp10Build, err)
		}
	}
	if len(got) != 8*len(s.x) {
		t.Fatalf("%s: oracle returned %d bytes for %d arguments", s.name, len(got), len(s.x))
	}
	out := make([]uint64, len(s.x))
	for i := range out {
		out[i] = binary.LittleEndian.Uint64(got[8*i:])
	}
	return out
}

// loadHashes reads the hash file: "name count hash" per line, # for comments.
func loadHashes(t *testing.T) map[string][2]uint64 {
	f, err := os.Open(hashesPath)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string][2]uint64{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		if len(fields) != 3 {
			t.Fatalf("%s: bad line %q", hashesPath, line)
		}
		n, err1 := strconv.ParseUint(fields[1], 10, 64)
		h, err2 := strconv.ParseUint(fields[2], 16, 64)
		if err1 != nil || err2 != nil {
			t.Fatalf("%s: bad line %q", hashesPath, line)
		}
		out[fields[0]] = [2]uint64{n, h}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestDoubleHashes(t *testing.T) {
	sets := hashSets()
	if *update {
		old := loadHashes(t)
		var b strings.Builder
		b.WriteString("# The local glibc's double functions (exp10: glibc 2.39's, testdata/exp10_239.sh) on the\n")
		b.WriteString("# argument sets of hashes_test.go: function, number of arguments, FNV-1a hash of the\n")
		b.WriteString("# results (written by -update).\n")
		for _, s := range sets {
			if s.oracle != "" && *exp10Build == "" {
				if w, ok := old[s.name]; ok { // keep it: no build to recompute it with
					fmt.Fprintf(&b, "%s %d %016x\n", s.name, w[0], w[1])
				}
				continue
			}
			fmt.Fprintf(&b, "%s %d %016x\n", s.name, len(s.x), hashResults(s.glibcResults(t)))
		}
		if err := os.WriteFile(hashesPath, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want := loadHashes(t)
	for _, s := range sets {
		w, ok := want[s.name]
		if !ok {
			t.Errorf("%s: no hash in %s (run with -update where gcc is)", s.name, hashesPath)
			continue
		}
		if got := hashResults(s.portResults()); uint64(len(s.x)) != w[0] || got != w[1] {
			t.Errorf("%s: %d results hash to %016x, glibc's %d to %016x", s.name, len(s.x), got, w[0], w[1])
		}
	}
}

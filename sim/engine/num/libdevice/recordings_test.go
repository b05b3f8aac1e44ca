package libdevice

import (
	"math"
	"os"
	"strconv"
	"strings"
	"testing"
)

// recordedRows reads a recording of tests/gpu/math: the fields of each
// line.
func recordedRows(t *testing.T, name string) [][]string {
	t.Helper()
	data, err := os.ReadFile(mathDir + name)
	if err != nil {
		t.Fatal(err)
	}
	var rows [][]string
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		rows = append(rows, strings.Fields(line))
	}
	return rows
}

// bits32 is a recorded word, written in hexadecimal.
func bits32(t *testing.T, w string) uint32 {
	t.Helper()
	v, err := strconv.ParseUint(w, 16, 32)
	if err != nil {
		t.Fatal(err)
	}
	return uint32(v)
}

// sameAsRecorded reports whether got is the recorded float want; NaNs
// match as NaNs.
func sameAsRecorded(got float32, want uint32) bool {
	return math.Float32bits(got) == want || got != got && f(want) != f(want)
}

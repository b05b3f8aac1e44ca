// Package ncu reads Nsight Compute's raw CSV export (`ncu --csv --page raw --print-units base`):
// one header row of metric names, one row of units, then one row per profiled kernel launch.
package ncu

import (
	"encoding/csv"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
)

// Launch is one profiled kernel launch.
type Launch struct {
	ID      int
	Kernel  string // the demangled name as ncu prints it, e.g. "transpose(float *, const float *)"
	Values  map[string]string
	Metrics map[string]float64 // every column that parses as a number
	// Decimals is how many digits ncu printed after the decimal point, for
	// the metrics that have any ("0.97", "14.58"): ncu rounds ratios and
	// fractions to two.
	Decimals map[string]int
}

// Matches reports whether the lab's value of a metric equals the recorded
// one at the precision ncu printed it with: 0.9697 matches "0.97".
func (l Launch) Matches(name string, lab float64) bool {
	hw, ok := l.Metrics[name]
	if !ok {
		return false
	}
	d, ok := l.Decimals[name]
	if !ok {
		return lab == hw
	}
	scale := math.Pow(10, float64(d))
	return math.Abs(math.Round(lab*scale)-math.Round(hw*scale)) < 0.5
}

// Name is the kernel's bare name: "transpose(float *, ...)" → "transpose", "void k<256>(...)" → "k".
func (l Launch) Name() string {
	name := l.Kernel
	if i := strings.IndexByte(name, '('); i >= 0 {
		name = name[:i]
	}
	if i := strings.IndexByte(name, '<'); i >= 0 {
		name = name[:i]
	}
	if i := strings.LastIndexByte(name, ' '); i >= 0 {
		name = name[i+1:]
	}
	return name
}

// Parse reads a raw CSV export. Lines before the header (ncu's "==PROF==" chatter, the program's own
// stdout) are skipped.
func Parse(r io.Reader) ([]Launch, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	text := string(data)
	start := strings.Index(text, "\"ID\",")
	if start < 0 {
		return nil, nil // no kernel was profiled
	}
	cr := csv.NewReader(strings.NewReader(text[start:]))
	cr.FieldsPerRecord = -1
	rows, err := cr.ReadAll()
	if err != nil {
		return nil, fmt.Errorf("ncu csv: %v", err)
	}
	if len(rows) < 2 {
		return nil, fmt.Errorf("ncu csv: no units row")
	}
	header := rows[0]
	var out []Launch
	for _, row := range rows[2:] {
		if len(row) != len(header) {
			continue // a line of program output that happened to be CSV-like
		}
		l := Launch{Values: map[string]string{}, Metrics: map[string]float64{}, Decimals: map[string]int{}}
		for i, name := range header {
			v := row[i]
			l.Values[name] = v
			if f, ok := Number(v); ok {
				l.Metrics[name] = f
				if i := strings.LastIndexByte(v, '.'); i >= 0 {
					l.Decimals[name] = len(strings.TrimSpace(v)) - i - 1
				}
			}
		}
		l.ID, _ = strconv.Atoi(l.Values["ID"])
		l.Kernel = l.Values["Kernel Name"]
		out = append(out, l)
	}
	return out, nil
}

// Number parses ncu's numbers, which carry thousands separators ("1,024").
func Number(s string) (float64, bool) {
	s = strings.ReplaceAll(strings.TrimSpace(s), ",", "")
	if s == "" {
		return 0, false
	}
	f, err := strconv.ParseFloat(s, 64)
	return f, err == nil
}

package metricsview

import (
	"testing"

	"simtlab/sim/memsys"
)

func TestRowsSortedAndExplained(t *testing.T) {
	names := memsys.MetricNames()
	if len(names) < 2 {
		t.Fatal("memsys names fewer than two metrics")
	}
	m := map[string]float64{names[1]: 2.5, names[0]: 1e9, "not_a_metric": 1}
	rows := Rows(m)
	if len(rows) != 3 {
		t.Fatalf("%d rows", len(rows))
	}
	for i := 1; i < len(rows); i++ {
		if rows[i-1].Name > rows[i].Name {
			t.Errorf("rows not sorted: %q before %q", rows[i-1].Name, rows[i].Name)
		}
	}
	for _, r := range rows {
		switch r.Name {
		case "not_a_metric":
			if r.Explain != "" {
				t.Errorf("unknown metric explained: %q", r.Explain)
			}
		default:
			if r.Explain == "" {
				t.Errorf("%s has no explanation", r.Name)
			}
		}
		if r.Name == names[0] && r.Value != "1e+09" {
			t.Errorf("value %q", r.Value)
		}
	}
}

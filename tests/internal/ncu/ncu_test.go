package ncu

import (
	"strings"
	"testing"
)

const sample = `==PROF== Connected to process 492 (/tmp/p)
regs=16 nb=8
"ID","Process ID","Kernel Name","Block Size","l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum","launch__registers_per_thread","gpu__time_duration.sum"
"","","","","","register/thread","ns"
"0","492","k(float *)","(32, 1, 1)","0","16","2,048"
"1","492","void tr<32>(float *, const float *)","(32, 8, 1)","31","32","4,512"
`

func TestParse(t *testing.T) {
	launches, err := Parse(strings.NewReader(sample))
	if err != nil {
		t.Fatal(err)
	}
	if len(launches) != 2 {
		t.Fatalf("got %d launches, want 2", len(launches))
	}
	if got := launches[1].Name(); got != "tr" {
		t.Errorf("Name() = %q, want tr", got)
	}
	if got := launches[0].Metrics["gpu__time_duration.sum"]; got != 2048 {
		t.Errorf("duration = %v, want 2048 (thousands separator)", got)
	}
	if got := launches[1].Metrics["l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum"]; got != 31 {
		t.Errorf("conflicts = %v, want 31", got)
	}
	if _, ok := launches[0].Metrics["Block Size"]; ok {
		t.Errorf("a tuple column parsed as a number")
	}
}

func TestParseNoKernels(t *testing.T) {
	launches, err := Parse(strings.NewReader("==PROF== No kernels were profiled.\n"))
	if err != nil || launches != nil {
		t.Fatalf("got %v, %v; want no launches and no error", launches, err)
	}
}

func TestMatchesAtPrintedPrecision(t *testing.T) {
	const csv = `"ID","Kernel Name","launch__waves_per_multiprocessor","smsp__sass_average_data_bytes_per_sector_mem_global_op_st.pct","launch__grid_size"
"","","","%",""
"0","k()","0.97","14.58","1,024"
`
	launches, err := Parse(strings.NewReader(csv))
	if err != nil || len(launches) != 1 {
		t.Fatalf("%v, %v", launches, err)
	}
	l := launches[0]
	for _, tc := range []struct {
		name string
		lab  float64
		want bool
	}{
		{"launch__waves_per_multiprocessor", 512.0 / 528, true},
		{"launch__waves_per_multiprocessor", 0.96, false},
		{"smsp__sass_average_data_bytes_per_sector_mem_global_op_st.pct", 14.583333333333334, true},
		{"launch__grid_size", 1024, true},
		{"launch__grid_size", 1024.4, false}, // printed without decimals: exact
		{"no_such_metric", 0, false},
	} {
		if got := l.Matches(tc.name, tc.lab); got != tc.want {
			t.Errorf("Matches(%s, %v) = %v, want %v", tc.name, tc.lab, got, tc.want)
		}
	}
}

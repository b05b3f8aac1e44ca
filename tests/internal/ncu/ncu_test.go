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

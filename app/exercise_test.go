package app

import (
	"testing"

	"simtlab/app/course"
	"simtlab/sim"
)

func TestEvaluateExerciseInWords(t *testing.T) {
	const conflicts = "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum"
	ex := &course.Exercise{Title: "Remove the bank conflicts", Checks: []course.Check{
		{Metric: conflicts, Value: 0},
		{Metric: "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum", Kernel: "transpose", Op: "<=", Value: 128},
		{Metric: "made_up.sum", Value: 1},
		{StdoutContains: "out[5] = 5"},
		{Stdout: "out[5] = 5\n"},
	}}
	launches := []sim.LaunchReport{
		{Kernel: "transpose", Metrics: map[string]float64{conflicts: 31, "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum": 128}},
		{Kernel: "other", Metrics: map[string]float64{conflicts: 1, "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum": 4}},
	}
	tests := []struct {
		stdout string
		want   []checkLine
		passed bool
	}{
		{"out[5] = 5\n", []checkLine{
			{"shared-store bank conflicts: 32 (want 0)", false},
			{"global-store sectors in transpose: 128 (want <= 128)", true},
			{"made_up.sum: not measured, no matching kernel launch (want 1)", false},
			{`the output contains "out[5] = 5"`, true},
			{"the output is the expected one", true},
		}, false},
		{"out[5] = 6\n", []checkLine{
			{"shared-store bank conflicts: 32 (want 0)", false},
			{"global-store sectors in transpose: 128 (want <= 128)", true},
			{"made_up.sum: not measured, no matching kernel launch (want 1)", false},
			{`the output does not contain "out[5] = 5"`, false},
			{"the output is not the expected one", false},
		}, false},
	}
	for _, tt := range tests {
		got := evaluateExercise(ex, tt.stdout, launches)
		if len(got) != len(tt.want) {
			t.Fatalf("%q: %d results, want %d", tt.stdout, len(got), len(tt.want))
		}
		for i := range got {
			if got[i] != tt.want[i] {
				t.Errorf("%q: check %d = %+v, want %+v", tt.stdout, i, got[i], tt.want[i])
			}
		}
		if allPassed(got) != tt.passed {
			t.Errorf("%q: allPassed = %v", tt.stdout, !tt.passed)
		}
	}
	pass := evaluateExercise(&course.Exercise{Checks: []course.Check{{Metric: conflicts, Kernel: "other", Op: "<", Value: 2}}}, "", launches)
	if !allPassed(pass) || pass[0].text != "shared-store bank conflicts in other: 1 (want < 2)" {
		t.Errorf("kernel-scoped check = %+v", pass)
	}
	if allPassed(nil) {
		t.Error("an exercise with no checks passed")
	}
}

package lessons

import "testing"

func TestEvaluate(t *testing.T) {
	const conflicts = "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum"
	launches := []LaunchMetrics{
		{Kernel: "transpose", Metrics: map[string]float64{conflicts: 0, "smsp__inst_executed.sum": 100}},
		{Kernel: "check", Metrics: map[string]float64{conflicts: 3, "smsp__inst_executed.sum": 0.1 + 0.2}},
	}
	tests := []struct {
		name   string
		check  Check
		stdout string
		pass   bool
		msg    string
	}{
		{"contains", Check{StdoutContains: "c[95] = 285"}, "c[0] = 0\nc[95] = 285\n", true, ""},
		{"contains fails", Check{StdoutContains: "c[95] = 285"}, "c[95] = 284\n", false, `the output does not contain "c[95] = 285"`},
		{"equals ignores trailing newlines and CRLF", Check{Stdout: "a\nb"}, "a\r\nb\r\n\n", true, ""},
		{"equals fails", Check{Stdout: "a\nb"}, "a\nb\nc\n", false, "the output is not the expected one"},
		{"empty stdout", Check{}, "", true, ""},
		{"metric summed", Check{Metric: conflicts, Op: "==", Value: 3}, "", true, ""},
		{"metric of one kernel", Check{Metric: conflicts, Kernel: "transpose", Value: 0}, "", true, ""},
		{"metric fails", Check{Metric: conflicts, Kernel: "check", Op: "==", Value: 0}, "", false, conflicts + " is 3; want == 0"},
		{"float tolerance", Check{Metric: "smsp__inst_executed.sum", Kernel: "check", Op: "==", Value: 0.3}, "", true, ""},
		{"less", Check{Metric: "smsp__inst_executed.sum", Op: "<", Value: 100}, "", false, "smsp__inst_executed.sum is 100.3; want < 100"},
		{">=", Check{Metric: "smsp__inst_executed.sum", Op: ">=", Value: 100.3}, "", true, ""},
		{"!=", Check{Metric: conflicts, Op: "!=", Value: 0}, "", true, ""},
		{"missing metric", Check{Metric: "dram__bytes.sum", Op: "<", Value: 1}, "", false, "no kernel launch reported dram__bytes.sum"},
		{"missing kernel", Check{Metric: conflicts, Kernel: "nope", Value: 0}, "", false, "no launch of kernel nope reported " + conflicts},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ex := &Exercise{Checks: []Check{tt.check}}
			r := ex.Evaluate(tt.stdout, launches)
			if len(r) != 1 || r[0].Passed != tt.pass || r[0].Msg != tt.msg {
				t.Errorf("got %+v, want pass=%v msg=%q", r, tt.pass, tt.msg)
			}
			if Passed(r) != tt.pass {
				t.Errorf("Passed = %v", Passed(r))
			}
		})
	}
	if Passed(nil) {
		t.Error("an exercise without results must not count as passed")
	}
}

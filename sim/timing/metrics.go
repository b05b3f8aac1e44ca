package timing

// Metrics returns the launch's timing counters under Nsight Compute's
// names. Stall counts are warp-cycles summed over the launch (ncu samples
// them; the model counts every cycle, so compare proportions).
func (r *Report) Metrics() map[string]float64 {
	m := map[string]float64{
		"gpu__time_duration.sum":                              r.DurationNs,
		"sm__cycles_elapsed.max":                              float64(r.Cycles),
		"sm__cycles_active.sum":                               float64(r.SMActiveCycles),
		"sm__warps_active.avg.pct_of_peak_sustained_active":   r.AchievedOccupancy,
		"smsp__issue_active.avg.pct_of_peak_sustained_active": r.IssueActive,
		"smsp__inst_issued.sum":                               float64(r.Insts),
		"launch__waves_per_multiprocessor":                    float64(r.Waves),
	}
	for s := Stall(0); s < NumStalls; s++ {
		m[s.MetricName()] = float64(r.Stalls[s])
		// The Warp State section's breakdown: warps in state s per issued
		// instruction; summed over states it is the average warp latency
		// between two instructions (smsp__average_warp_latency_per_inst_issued).
		if r.Insts > 0 {
			m["smsp__average_warps_issue_stalled_"+s.String()+"_per_issue_active.ratio"] = float64(r.Stalls[s]) / float64(r.Insts)
		}
	}
	if r.Insts > 0 {
		m["smsp__average_warp_latency_per_inst_issued.ratio"] = float64(r.Stalls.Total()) / float64(r.Insts)
	}
	return m
}

// LineMetrics returns the stall counts per source line, under the same
// names as Metrics.
func (r *Report) LineMetrics() map[int]map[string]float64 {
	out := make(map[int]map[string]float64, len(r.Lines))
	for line, c := range r.Lines {
		m := make(map[string]float64, NumStalls)
		for s := Stall(0); s < NumStalls; s++ {
			if c[s] != 0 {
				m[s.MetricName()] = float64(c[s])
			}
		}
		out[line] = m
	}
	return out
}

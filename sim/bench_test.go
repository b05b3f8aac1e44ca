package sim

import (
	"context"
	"strings"
	"testing"

	"simtlab/sim/workloads"
)

func benchProgram(b *testing.B, w workloads.Workload) {
	name, src, want := w.File, w.Source, w.Want
	var inst float64
	for i := 0; i < b.N; i++ {
		var out strings.Builder
		res := Run(context.Background(), name, []byte(src), Options{Stdout: &out})
		if len(res.Diagnostics) > 0 || out.String() != want {
			b.Fatalf("output %q, diagnostics %v", out.String(), res.Diagnostics)
		}
		inst = 0
		for _, l := range res.Launches {
			inst += l.Metrics["smsp__inst_executed.sum"]
		}
	}
	b.ReportMetric(inst, "warp-inst/op")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/inst, "ns/warp-inst")
}

func BenchmarkMatmul256(b *testing.B) {
	benchProgram(b, workloads.Matmul256)
}

func BenchmarkReduce1M(b *testing.B) {
	benchProgram(b, workloads.Reduce1M)
}

func BenchmarkTiledMatmul512(b *testing.B) {
	benchProgram(b, workloads.TiledMatmul512)
}

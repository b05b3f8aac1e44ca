package memsys

import (
	"flag"
	"os"
	"strings"
	"testing"
)

var writeNames = flag.String("write-names", "", "write the Nsight Compute metric names the lab reports (no lab__ ones), comma-separated, to this file; testdata/probe/run.sh profiles a kernel with them so that ncu rejects any name it does not know")

func TestWriteNames(t *testing.T) {
	if *writeNames == "" {
		t.Skip("no -write-names file")
	}
	var names []string
	for _, n := range MetricNames() {
		if !strings.HasPrefix(n, "lab__") {
			names = append(names, n)
		}
	}
	if err := os.WriteFile(*writeNames, []byte(strings.Join(names, ",")), 0o644); err != nil {
		t.Fatal(err)
	}
}

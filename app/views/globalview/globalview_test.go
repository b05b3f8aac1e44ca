package globalview

import (
	"context"
	"os"
	"strings"
	"testing"

	"simtlab/sim"
	"simtlab/sim/memsys"
	"simtlab/sim/memsys/dram"
)

func TestStrideSectors(t *testing.T) {
	src, err := os.ReadFile("testdata/stride.cu")
	if err != nil {
		t.Fatal(err)
	}
	res := sim.Run(context.Background(), "stride.cu", src, sim.Options{Stdout: new(strings.Builder), Trace: sim.TraceOptions{Blocks: []int{0}}})
	if res.ExitCode != 0 || len(res.Launches) != 2 {
		t.Fatalf("exit %d, %d launches, %v", res.ExitCode, len(res.Launches), res.Diagnostics)
	}
	cfg := memsys.DefaultConfig().DRAM
	for i, want := range []struct {
		sectors, lines int
		eff            float64
	}{{4, 1, 1}, {8, 2, 0.5}} {
		var load *Access
		for _, r := range res.Launches[i].Trace.Records {
			if a, ok := FromRecord(&r, cfg); ok && a.Op == "load" {
				load = &a
				break
			}
		}
		if load == nil {
			t.Fatalf("launch %d: no global load traced", i)
		}
		if got := load.SectorsPerRequest(); got != float64(want.sectors) || load.Lines() != want.lines || load.Efficiency() != want.eff {
			t.Errorf("stride %d: %.1f sectors/request, %d lines, efficiency %.2f; want %d, %d, %.2f",
				i+1, got, load.Lines(), load.Efficiency(), want.sectors, want.lines, want.eff)
		}
		if svg := SVG(*load, 1); !strings.Contains(svg, "sectors/request") {
			t.Errorf("SVG lacks its caption")
		}
	}
}

func TestDRAMMapping(t *testing.T) {
	d := dram.Config{Channels: 4, BanksPerChannel: 2, BurstBytes: 32, InterleaveBytes: 256, RowBytes: 1024}
	r := memsys.Record{Space: memsys.Global, Requests: 1, Sectors: []memsys.SectorRecord{{Addr: 0}, {Addr: 256}, {Addr: 1024}}}
	a, ok := FromRecord(&r, d)
	if !ok {
		t.Fatal("global record refused")
	}
	got := [][2]int{{a.Sectors[0].Channel, a.Sectors[0].Bank}, {a.Sectors[1].Channel, a.Sectors[1].Bank}, {a.Sectors[2].Channel, a.Sectors[2].Bank}}
	want := [][2]int{{0, 0}, {1, 0}, {0, 1}}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("sector %d: channel/bank %v, want %v", i, got[i], want[i])
		}
	}
	if _, ok := FromRecord(&memsys.Record{Space: memsys.Shared}, d); ok {
		t.Error("shared record accepted")
	}
}

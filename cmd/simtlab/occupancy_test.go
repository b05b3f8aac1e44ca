//go:build !wasm

package main

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestOccupancyCommand(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want []string
	}{
		{[]string{"--threads", "256", "--regs", "64"}, []string{
			"4 blocks per SM = 32 of 64 warps = 50.0%",
			"registers   4          launch__occupancy_limit_registers  <- limiter",
			"Registers limit it: each warp needs 2048 registers",
			"cudaOccupancyMaxPotentialBlockSize would pick 1024 threads per block: 50.0% occupancy.",
		}},
		{[]string{"--gpu", "b200", "--threads", "768", "--regs", "32"}, []string{"= 75.0%", "Warps limit it"}},
		{[]string{"--gpu", "b200", "--threads", "32", "--regs", "32"}, []string{"= 50.0%", "Block slots limit it"}},
		{[]string{"--gpu", "b200", "--threads", "256", "--regs", "32", "--smem", "102400"}, []string{
			"2 blocks per SM", "cudaFuncAttributeMaxDynamicSharedMemorySize", "103424 bytes (102400 requested + 1024 reserved",
		}},
		{[]string{"--gpu", "fermi", "--threads", "512", "--regs", "10"}, []string{"3 blocks per SM = 48 of 48 warps"}},
		{[]string{"--gpu", "fermi", "--threads", "128", "--regs", "10"}, []string{"8 blocks per SM = 32 of 48 warps"}},
		{[]string{"--threads", "128", "--regs", "32", "--smem", "20000", "--carveout", "25"}, []string{"3 blocks per SM", "carveout 25%", "65536-byte shared-memory configuration"}},
		{[]string{"--gpu", "fermi", "--threads", "1024", "--regs", "40"}, []string{"cannot launch", "40960 registers"}},
	} {
		code, out, errs := runCmd(occ, tc.args...)
		if code != 0 || errs != "" {
			t.Errorf("%v: exit %d, stderr %q", tc.args, code, errs)
			continue
		}
		for _, w := range tc.want {
			if !strings.Contains(out, w) {
				t.Errorf("%v: output lacks %q:\n%s", tc.args, w, out)
			}
		}
	}
}

func TestOccupancyJSON(t *testing.T) {
	code, out, _ := runCmd(occ, "--gpu", "h200", "--threads", "128", "--regs", "72", "--json")
	var rep occupancyReport
	if code != 0 || json.Unmarshal([]byte(out), &rep) != nil {
		t.Fatalf("exit %d\n%s", code, out)
	}
	if rep.BlocksPerSM != 7 || rep.WarpsPerSM != 28 || rep.Limits["registers"] != 7 || rep.Limiters[0] != "registers" ||
		rep.Metrics["launch__occupancy_limit_registers"] != 7 || rep.Metrics["sm__maximum_warps_per_active_cycle_pct"] != 43.75 {
		t.Errorf("report %+v", rep)
	}
}

func TestOccupancyErrors(t *testing.T) {
	for _, args := range [][]string{
		{},
		{"--threads", "128"},
		{"--regs", "32"},
		{"--threads", "0", "--regs", "32"},
		{"--threads", "128", "--regs", "32", "--gpu", "h300"},
		{"--threads", "128", "--regs", "32", "--carveout", "101"},
		{"--threads", "128", "--regs", "32", "--smem", "-1"},
		{"--threads", "128", "--regs", "32", "extra"},
		{"--threads", "many", "--regs", "32"},
	} {
		code, out, errs := runCmd(occ, args...)
		if code != 2 || errs == "" || out != "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out, errs)
		}
	}
}

func TestOccupancyCurve(t *testing.T) {
	code, out, errs := runCmd(occ, "--threads", "256", "--regs", "64", "--curve", "regs")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || errs != "" || len(lines) != 256 {
		t.Fatalf("exit %d, %d lines, stderr %q", code, len(lines), errs)
	}
	// Row for 64 registers: 4 blocks, 32 warps, 50 %.
	if f := strings.Fields(lines[64]); len(f) != 4 || f[0] != "64" || f[1] != "4" || f[2] != "32" || f[3] != "50.0%" {
		t.Errorf("64-register row %q", lines[64])
	}
	code, out, _ = runCmd(occ, "--threads", "256", "--regs", "64", "--curve", "threads", "--json")
	var pts []struct{ X, BlocksPerSM int }
	if code != 0 || json.Unmarshal([]byte(out), &pts) != nil || len(pts) != 32 || pts[7].X != 256 || pts[7].BlocksPerSM != 4 {
		t.Errorf("threads curve JSON: exit %d\n%.200s", code, out)
	}
	if code, _, errs := runCmd(occ, "--threads", "256", "--regs", "64", "--curve", "x"); code != 2 || errs == "" {
		t.Errorf("bad curve: exit %d", code)
	}
}

//go:build !wasm

package main

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"simtlab/hardware"
)

func runCmd(f func([]string, *bytes.Buffer, *bytes.Buffer) int, args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := f(args, &out, &errb)
	return code, out.String(), errb.String()
}

func gpus(args []string, out, errb *bytes.Buffer) int { return runGPUs(args, out, errb) }
func occ(args []string, out, errb *bytes.Buffer) int  { return runOccupancy(args, out, errb) }

func TestGPUsTable(t *testing.T) {
	code, out, errs := runCmd(gpus)
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if !strings.HasPrefix(lines[0], "NAME") {
		t.Errorf("no header: %q", lines[0])
	}
	for i, name := range hardware.Names() {
		if !strings.HasPrefix(lines[i+1], name+" ") {
			t.Errorf("row %d = %q, want %s first", i+1, lines[i+1], name)
		}
	}
	for _, want := range []string{"139.8 GB HBM3e", "4800 GB/s", "126.5 MB", "1.5 MB", " 2.0 ", " 10.0 "} {
		if !strings.Contains(out, want) {
			t.Errorf("table lacks %q:\n%s", want, out)
		}
	}
}

func TestGPUsOneAndJSON(t *testing.T) {
	code, out, _ := runCmd(gpus, "Fermi")
	if code != 0 || !regexp.MustCompile(`\nmax_blocks_per_sm +8 +LECT-FERMI\n`).MatchString(out) {
		t.Errorf("gpus fermi: exit %d\n%s", code, out)
	}
	code, out, _ = runCmd(gpus, "--json")
	var rows []map[string]any
	if code != 0 || json.Unmarshal([]byte(out), &rows) != nil || len(rows) != len(hardware.Names()) {
		t.Errorf("gpus --json: exit %d\n%s", code, out)
	}
	code, out, _ = runCmd(gpus, "--json", "h200")
	var one struct {
		Name   string                        `json:"name"`
		Values map[string][2]json.RawMessage `json:"values"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &one) != nil || one.Name != "h200" || string(one.Values["sms"][0]) != "132" {
		t.Errorf("gpus --json h200: exit %d\n%s", code, out)
	}
	for _, args := range [][]string{{"nosuchgpu"}, {"a", "b"}, {"--bogus"}} {
		if code, _, errs := runCmd(gpus, args...); code != 2 || errs == "" {
			t.Errorf("gpus %v: exit %d, stderr %q", args, code, errs)
		}
	}
}

//go:build !wasm

package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"text/tabwriter"

	"simtlab/hardware"
)

// runGPUs is "simtlab gpus [--json] [NAME]": the profiles as a table, or every
// value of one profile with its source.
func runGPUs(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("gpus", flag.ContinueOnError)
	fs.SetOutput(stderr)
	asJSON := fs.Bool("json", false, "print JSON instead of a table")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: simtlab gpus [--json] [NAME]\n\nLists the GPU profiles; with NAME, every value of that profile and its source.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	switch fs.NArg() {
	case 0:
		return listGPUs(stdout, *asJSON)
	case 1:
		p, ok := hardware.Lookup(fs.Arg(0))
		if !ok {
			fmt.Fprintf(stderr, "simtlab gpus: unknown GPU %q (known: %v)\n", fs.Arg(0), hardware.Names())
			return 2
		}
		return showGPU(stdout, p, *asJSON)
	}
	fs.Usage()
	return 2
}

func listGPUs(stdout io.Writer, asJSON bool) int {
	if asJSON {
		type row struct {
			Name      string   `json:"name"`
			Display   string   `json:"display"`
			Aliases   []string `json:"aliases"`
			CC        string   `json:"cc"`
			SMs       int      `json:"sms"`
			ClockMHz  int      `json:"clock_mhz"`
			Memory    string   `json:"memory"`
			Bandwidth float64  `json:"bandwidth_gbs"`
		}
		var rows []row
		for _, p := range hardware.All() {
			rows = append(rows, row{p.Name, p.Display, p.Aliases, p.CCString(), p.SMs, p.CoreClockMHz, p.MemType, p.BandwidthGBs})
		}
		return writeJSON(stdout, rows)
	}
	w := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(w, "NAME\tGPU\tCC\tSMs\tCLOCK\tTHREADS/SM\tBLOCKS/SM\tREGS/SM\tSMEM/SM\tL2\tMEMORY\tBANDWIDTH")
	for _, p := range hardware.All() {
		fmt.Fprintf(w, "%s\t%s\t%s\t%d\t%d MHz\t%d\t%d\t%d K\t%d KB\t%s\t%s %s\t%g GB/s\n",
			p.Name, p.Display, p.CCString(), p.SMs, p.CoreClockMHz, p.MaxThreadsPerSM, p.MaxBlocksPerSM,
			p.RegsPerSM/1024, p.SharedPerSM/1024, bytesText(int64(p.L2Bytes)), bytesText(p.MemBytes), p.MemType, p.BandwidthGBs)
	}
	w.Flush()
	fmt.Fprintln(stdout, "\n\"simtlab gpus NAME\" lists every value of a profile with its source.")
	return 0
}

func showGPU(stdout io.Writer, p *hardware.Profile, asJSON bool) int {
	vals := p.Values()
	if asJSON {
		obj := map[string]any{"name": p.Name, "display": p.Display, "aliases": p.Aliases}
		values := map[string][2]any{}
		for _, v := range vals {
			values[v.Key] = [2]any{json.RawMessage(v.Value), v.Source}
		}
		obj["values"] = values
		return writeJSON(stdout, obj)
	}
	fmt.Fprintf(stdout, "%s: %s, compute capability %s (also: %v)\n\n", p.Name, p.Display, p.CCString(), p.Aliases)
	w := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(w, "VALUE\t\tSOURCE")
	for _, v := range vals {
		fmt.Fprintf(w, "%s\t%s\t%s\n", v.Key, v.Value, v.Source)
	}
	w.Flush()
	return 0
}

func writeJSON(stdout io.Writer, v any) int {
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return 1
	}
	return 0
}

// bytesText prints a size in the largest binary unit it reaches, with one
// decimal when it is not a whole number of that unit.
func bytesText(n int64) string {
	for _, u := range []struct {
		shift uint
		name  string
	}{{30, "GB"}, {20, "MB"}, {10, "KB"}} {
		if n < 1<<u.shift {
			continue
		}
		if n%(1<<u.shift) == 0 {
			return fmt.Sprintf("%d %s", n>>u.shift, u.name)
		}
		return fmt.Sprintf("%.1f %s", float64(n)/float64(int64(1)<<u.shift), u.name)
	}
	return fmt.Sprintf("%d B", n)
}

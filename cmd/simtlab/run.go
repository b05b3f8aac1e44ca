//go:build !wasm

package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sort"
	"text/tabwriter"

	"simtlab/sim"
	"simtlab/sim/diag"
)

// runRun runs one program headless: the program's output on stdout,
// diagnostics on stderr (file:line:col, the source line and a caret), and
// the program's exit status as ours.
func runRun(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("simtlab run", flag.ContinueOnError)
	fl.SetOutput(stderr)
	gpu := fl.String("gpu", "", "GPU profile `NAME` (default h200; see simtlab gpus)")
	metrics := fl.String("metrics", "", "report each launch's counters as `json` (one record per line) or table")
	metricsOut := fl.String("metrics-out", "", "write the metrics to `FILE` instead of stderr")
	maxSteps := fl.Int64("max-steps", 0, "stop after `N` warp instructions of kernels (or of one block), or N steps of host code (0: the defaults, 2e9 for kernels, 2e8 for one block, 1e9 for host code)")
	fl.Usage = func() {
		fmt.Fprintln(stderr, "usage: simtlab run [--gpu NAME] [--metrics json|table] [--metrics-out FILE] [--max-steps N] PROGRAM.cu")
		fl.PrintDefaults()
	}
	if err := fl.Parse(args); err != nil {
		return 2
	}
	if fl.NArg() != 1 {
		fl.Usage()
		return 2
	}
	if *metrics != "" && *metrics != "json" && *metrics != "table" {
		fmt.Fprintf(stderr, "simtlab run: --metrics must be json or table, not %q\n", *metrics)
		return 2
	}
	if *metricsOut != "" && *metrics == "" {
		*metrics = "json"
	}
	file := fl.Arg(0)
	src, err := os.ReadFile(file)
	if err != nil {
		fmt.Fprintf(stderr, "simtlab run: %v\n", err)
		return 1
	}

	ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt)
	defer cancel()
	out := bufio.NewWriter(stdout)
	res := sim.Run(ctx, file, src, sim.Options{
		GPU:      *gpu,
		Stdout:   out,
		Stderr:   stderrAfter(out, stderr),
		Yield:    func() bool { return ctx.Err() == nil },
		MaxSteps: *maxSteps,
		// glibc buffers stdout by line on a terminal, in blocks otherwise
		StdoutIsTerminal: isTerminal(stdout),
	})
	out.Flush()

	for _, d := range res.Diagnostics {
		fmt.Fprintln(stderr, diag.Format(d, src))
	}
	if *metrics != "" {
		w := stderr
		if *metricsOut != "" {
			f, err := os.Create(*metricsOut)
			if err != nil {
				fmt.Fprintf(stderr, "simtlab run: %v\n", err)
				return 1
			}
			defer f.Close()
			w = f
		}
		if err := writeMetrics(w, *metrics, res.Launches); err != nil {
			fmt.Fprintf(stderr, "simtlab run: %v\n", err)
			return 1
		}
	}
	if res.Stopped {
		fmt.Fprintln(stderr, "simtlab run: interrupted")
		return 130
	}
	return res.ExitCode
}

// metricsRecord is one launch in --metrics json (design.md §3).
type metricsRecord struct {
	Kernel  string             `json:"kernel"`
	Grid    [3]int             `json:"grid"`
	Block   [3]int             `json:"block"`
	GPU     string             `json:"gpu"`
	Metrics map[string]float64 `json:"metrics"`
}

// writeMetrics reports every launch's counters, in launch order.
func writeMetrics(w io.Writer, format string, launches []sim.LaunchReport) error {
	if format == "json" {
		enc := json.NewEncoder(w)
		for _, l := range launches {
			m := l.Metrics
			if m == nil {
				m = map[string]float64{}
			}
			if err := enc.Encode(metricsRecord{l.Kernel, l.Grid, l.Block, l.GPU, m}); err != nil {
				return err
			}
		}
		return nil
	}
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	for i, l := range launches {
		fmt.Fprintf(tw, "launch %d: %s<<<(%d,%d,%d), (%d,%d,%d)>>> on %s\n", i+1, l.Kernel,
			l.Grid[0], l.Grid[1], l.Grid[2], l.Block[0], l.Block[1], l.Block[2], l.GPU)
		names := make([]string, 0, len(l.Metrics))
		for n := range l.Metrics {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			fmt.Fprintf(tw, "  %s\t%g\n", n, l.Metrics[n])
		}
	}
	return tw.Flush()
}

// stderrAfter flushes the buffered stdout before each write to stderr, so
// that a terminal shows the two streams in the order the program wrote them.
func stderrAfter(out *bufio.Writer, stderr io.Writer) io.Writer {
	return writerFunc(func(p []byte) (int, error) {
		out.Flush()
		return stderr.Write(p)
	})
}

type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(p []byte) (int, error) { return f(p) }

// isTerminal reports whether w is a character device (a terminal).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

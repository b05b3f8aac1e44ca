//go:build !js

package browserbench

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/chromedp/chromedp"
)

var threads = flag.Bool("browserbench.threads", false,
	"report the CPU time and the run-queue wait of each of Chromium's busy threads per timed run (Linux: /proc/PID/task/TID/schedstat)")

// threadTime is what the scheduler reports for one thread: nanoseconds on a
// core, and nanoseconds runnable but waiting for one.
type threadTime struct {
	name          string
	onCPU, waited int64
}

// chromiumThreads snapshots the scheduler's times of every thread of the
// browser ctx runs and of its descendant processes (the renderer runs the
// page and its workers), keyed by "PID/TID".
func chromiumThreads(ctx context.Context) (map[string]threadTime, error) {
	c := chromedp.FromContext(ctx)
	if c == nil || c.Browser == nil || c.Browser.Process() == nil {
		return nil, fmt.Errorf("no browser process to read")
	}
	pids := descendants(c.Browser.Process().Pid)
	out := map[string]threadTime{}
	for _, pid := range pids {
		tids, _ := filepath.Glob(fmt.Sprintf("/proc/%d/task/*", pid))
		for _, dir := range tids {
			stat, err := os.ReadFile(filepath.Join(dir, "schedstat"))
			if err != nil {
				continue // the thread ended
			}
			f := strings.Fields(string(stat))
			if len(f) < 2 {
				continue
			}
			on, _ := strconv.ParseInt(f[0], 10, 64)
			wait, _ := strconv.ParseInt(f[1], 10, 64)
			comm, _ := os.ReadFile(filepath.Join(dir, "comm"))
			out[fmt.Sprintf("%d/%s", pid, filepath.Base(dir))] = threadTime{strings.TrimSpace(string(comm)), on, wait}
		}
	}
	return out, nil
}

// descendants returns pid and every process below it.
func descendants(pid int) []int {
	children := map[int][]int{}
	stats, _ := filepath.Glob("/proc/[0-9]*/stat")
	for _, path := range stats {
		b, err := os.ReadFile(path)
		if err != nil {
			continue
		}
		// pid (comm) state ppid ...: comm may hold spaces, so read after the last ')'.
		s := string(b)
		i := strings.LastIndexByte(s, ')')
		if i < 0 {
			continue
		}
		f := strings.Fields(s[i+1:])
		if len(f) < 2 {
			continue
		}
		child, _ := strconv.Atoi(filepath.Base(filepath.Dir(path)))
		parent, _ := strconv.Atoi(f[1])
		children[parent] = append(children[parent], child)
	}
	all := []int{pid}
	for i := 0; i < len(all); i++ {
		all = append(all, children[all[i]]...)
	}
	return all
}

// threadTable lists the threads that spent at least a millisecond a run on
// a core between before and after, busiest first, per run.
func threadTable(before, after map[string]threadTime, runs int) string {
	type row struct {
		id     string
		t      threadTime
		on, wt float64
	}
	var rows []row
	var totalOn, totalWait float64
	for id, a := range after {
		b := before[id] // a thread started since counts from zero
		on := float64(a.onCPU-b.onCPU) / 1e6 / float64(runs)
		wt := float64(a.waited-b.waited) / 1e6 / float64(runs)
		totalOn += on
		totalWait += wt
		if on >= 1 {
			rows = append(rows, row{id, a, on, wt})
		}
	}
	busiestFirst(rows, func(r row) float64 { return r.on }, func(r row) string { return r.id })
	var sb strings.Builder
	fmt.Fprintf(&sb, "    ms a run on a core, waiting for one; thread\n")
	fmt.Fprintf(&sb, "    %8.1f %8.1f  all of Chromium's threads\n", totalOn, totalWait)
	for _, r := range rows {
		fmt.Fprintf(&sb, "    %8.1f %8.1f  %s (%s)\n", r.on, r.wt, r.t.name, r.id)
	}
	return sb.String()
}

// processCPU is this process's user and system CPU time so far.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

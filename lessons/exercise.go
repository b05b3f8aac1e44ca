package lessons

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// Exercise is a task attached to a widget: the student edits the widget's
// program until every check passes.
type Exercise struct {
	Title  string
	Checks []Check
	Hints  []string
	// Solution is the reference program (never shown on the page). When the
	// exercise names a file, Render leaves it empty and sets SolutionFile;
	// LoadPack then reads the file from the pack.
	Solution     string
	SolutionFile string // path inside the pack, "" for an inline solution
	Line         int    // line of the ```exercise fence
}

// Check is one condition on a run. Exactly one of Stdout, StdoutContains
// and Metric is set.
type Check struct {
	Stdout         string // the whole output equals this (trailing newlines ignored)
	StdoutContains string // the output contains this
	Metric         string // Nsight Compute metric name
	Kernel         string // only launches of this kernel; "" = all launches, summed
	Op             string // "==", "!=", "<", "<=", ">", ">="
	Value          float64
	Line           int // line of the check in the Markdown file
}

// Ops are the comparisons a metric check may use.
var Ops = []string{"==", "!=", "<", "<=", ">", ">="}

// LaunchMetrics is what Evaluate needs from one kernel launch.
type LaunchMetrics struct {
	Kernel  string
	Metrics map[string]float64
}

// CheckResult says whether one check passed and, in words, why not.
type CheckResult struct {
	Check  Check
	Passed bool
	Got    string // the value seen: the metric's number, or a short quote of the output
	Msg    string // "" when passed
}

// Evaluate runs every check against one run's output and metrics. It is a
// pure function: the same inputs give the same results.
func (e *Exercise) Evaluate(stdout string, launches []LaunchMetrics) []CheckResult {
	out := make([]CheckResult, len(e.Checks))
	for i, c := range e.Checks {
		out[i] = c.evaluate(stdout, launches)
	}
	return out
}

// Passed reports whether every result passed.
func Passed(results []CheckResult) bool {
	for _, r := range results {
		if !r.Passed {
			return false
		}
	}
	return len(results) > 0
}

func (c Check) evaluate(stdout string, launches []LaunchMetrics) CheckResult {
	r := CheckResult{Check: c}
	norm := strings.ReplaceAll(stdout, "\r\n", "\n")
	switch {
	case c.Metric != "":
		sum, seen := 0.0, false
		for _, l := range launches {
			if c.Kernel != "" && l.Kernel != c.Kernel {
				continue
			}
			if v, ok := l.Metrics[c.Metric]; ok {
				sum += v
				seen = true
			}
		}
		if !seen {
			if c.Kernel != "" {
				r.Msg = fmt.Sprintf("no launch of kernel %s reported %s", c.Kernel, c.Metric)
			} else {
				r.Msg = fmt.Sprintf("no kernel launch reported %s", c.Metric)
			}
			return r
		}
		r.Got = strconv.FormatFloat(sum, 'g', -1, 64)
		r.Passed = compare(sum, c.Op, c.Value)
		if !r.Passed {
			r.Msg = fmt.Sprintf("%s is %s; want %s %s", c.Metric, r.Got, opOrEq(c.Op), strconv.FormatFloat(c.Value, 'g', -1, 64))
		}
	case c.StdoutContains != "":
		r.Got = quote(norm)
		r.Passed = strings.Contains(norm, c.StdoutContains)
		if !r.Passed {
			r.Msg = fmt.Sprintf("the output does not contain %q", c.StdoutContains)
		}
	default:
		r.Got = quote(norm)
		r.Passed = strings.TrimRight(norm, "\n") == strings.TrimRight(c.Stdout, "\n")
		if !r.Passed {
			r.Msg = "the output is not the expected one"
		}
	}
	return r
}

func opOrEq(op string) string {
	if op == "" {
		return "=="
	}
	return op
}

// compare applies op; == and != allow a relative error of 1e-9 so that
// metrics computed as sums of floats still compare equal.
func compare(got float64, op string, want float64) bool {
	eq := got == want || math.Abs(got-want) <= 1e-9*math.Max(math.Abs(got), math.Abs(want))
	switch op {
	case "", "==":
		return eq
	case "!=":
		return !eq
	case "<":
		return got < want
	case "<=":
		return got <= want || eq
	case ">":
		return got > want
	case ">=":
		return got >= want || eq
	}
	return false
}

func quote(s string) string {
	const max = 200
	if len(s) > max {
		return s[:max] + "…"
	}
	return s
}

// parseExercise reads an ```exercise block's YAML body. fenceLine is the
// line of the opening fence; the body starts on the next line.
func parseExercise(body string, fenceLine int, report func(line int, msg string)) *Exercise {
	r := &yamlReader{lineOffset: fenceLine, report: report}
	root, ok := r.parse([]byte(body))
	if !ok {
		return nil
	}
	if root == nil {
		report(fenceLine, "exercise block is empty; it needs title, checks and solution")
		return nil
	}
	m := r.mapping(root, "exercise", "title", "hints", "checks", "solution")
	if m == nil {
		return nil
	}
	ex := &Exercise{Line: fenceLine}
	if n := m["title"]; n != nil {
		ex.Title, _ = r.str(n, "title")
	} else {
		report(fenceLine, "exercise needs a title")
	}
	if n := m["hints"]; n != nil {
		ex.Hints = r.strList(n, "hints")
	}
	if n := m["solution"]; n != nil {
		if s, ok := r.str(n, "solution"); ok {
			if isSolutionPath(s) {
				ex.SolutionFile = s
			} else {
				ex.Solution = s
			}
		}
	} else {
		report(fenceLine, "exercise needs a solution: a .cu file of the pack or an inline program")
	}
	n := m["checks"]
	if n == nil || len(n.Content) == 0 {
		report(fenceLine, "exercise needs at least one check")
		return ex
	}
	if n.Kind != yaml.SequenceNode {
		r.errorf(n, "checks must be a list")
		return ex
	}
	for _, cn := range n.Content {
		cm := r.mapping(cn, "check", "stdout", "stdout_contains", "metric", "kernel", "op", "value")
		if cm == nil {
			continue
		}
		c := Check{Line: r.line(cn)}
		kinds := 0
		if v := cm["stdout"]; v != nil {
			c.Stdout, _ = r.str(v, "stdout")
			kinds++
		}
		if v := cm["stdout_contains"]; v != nil {
			c.StdoutContains, _ = r.str(v, "stdout_contains")
			if c.StdoutContains == "" {
				r.errorf(v, "stdout_contains must not be empty")
			}
			kinds++
		}
		if v := cm["metric"]; v != nil {
			c.Metric, _ = r.str(v, "metric")
			kinds++
			if v := cm["value"]; v != nil {
				c.Value, _ = r.number(v, "value")
			} else {
				r.errorf(cn, "metric check needs a value")
			}
			if v := cm["op"]; v != nil {
				c.Op, _ = r.str(v, "op")
				if !slices.Contains(Ops, c.Op) {
					r.errorf(v, "op %q: want one of %s", c.Op, strings.Join(Ops, " "))
				}
			}
			if v := cm["kernel"]; v != nil {
				c.Kernel, _ = r.str(v, "kernel")
			}
		} else {
			for _, k := range []string{"op", "value", "kernel"} {
				if v := cm[k]; v != nil {
					r.errorf(v, "%s applies only to a metric check", k)
				}
			}
		}
		if kinds != 1 {
			r.errorf(cn, "a check needs exactly one of stdout, stdout_contains or metric")
			continue
		}
		ex.Checks = append(ex.Checks, c)
	}
	return ex
}

// isSolutionPath tells a file name ("solutions/x.cu") from an inline program.
func isSolutionPath(s string) bool {
	return !strings.ContainsAny(s, "\n;{") && strings.HasSuffix(strings.TrimSpace(s), ".cu")
}

// Package browserbench measures the simulator as the lab runs it: compiled to
// WebAssembly and driven in headless Chromium. BenchmarkChromium runs the
// same workloads as sim's native benchmarks (package sim/workloads, so there
// is one copy), alternating browser and native
// runs, and reports each one's median time in the browser, natively, and the
// median of the per-pair ratios.
//
// The WebAssembly side is the program in ./page.
package browserbench

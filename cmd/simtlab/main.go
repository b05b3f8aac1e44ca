//go:build !wasm

// Command simtlab serves SIMT Lab, builds it as a static site, and runs CUDA
// programs headless. Built for WebAssembly (GOOS=js GOARCH=wasm), the same
// package is the lab's browser app (main_wasm.go).
package main

import (
	"fmt"
	"io"
	"os"
)

const usage = `SIMT Lab: CUDA programs on a simulated GPU, in the browser.

Usage:
  simtlab [serve] [--addr 127.0.0.1:8080] [--pack DIR] [--wasm FILE]
        serve the lab with the built-in course (or the pack in DIR)
  simtlab build -o DIR [--base /sub/path/] [--pack DIR] [--wasm FILE]
        write the lab as a static site into DIR
  simtlab run [--gpu NAME] [--metrics json|table] [--metrics-out FILE] PROGRAM.cu
        run a program headless: its output on stdout, diagnostics on stderr,
        exit status of the program
  simtlab occupancy --gpu NAME --threads N --regs N [--smem BYTES] [--carveout PCT] [--json]
        compute a kernel's occupancy as CUDA's calculator does
  simtlab check PACK
        validate a lesson pack
  simtlab gpus
        list the GPU profiles

Run "simtlab COMMAND -h" for a command's flags.
`

func main() {
	os.Exit(dispatch(os.Args[1:], os.Stdout, os.Stderr))
}

// dispatch runs the command named by args[0] and returns the exit status.
func dispatch(args []string, stdout, stderr io.Writer) int {
	cmd := "serve"
	if len(args) > 0 && (len(args[0]) == 0 || args[0][0] != '-') {
		cmd, args = args[0], args[1:]
	}
	switch cmd {
	case "serve":
		return runServe(args, stdout, stderr)
	case "build":
		return runBuild(args, stdout, stderr)
	case "run":
		return runRun(args, stdout, stderr)
	case "check":
		return runCheck(args, stdout, stderr)
	case "gpus":
		return runGPUs(args, stdout, stderr)
	case "occupancy":
		return runOccupancy(args, stdout, stderr)
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	}
	fmt.Fprintf(stderr, "simtlab: unknown command %q\n\n%s", cmd, usage)
	return 2
}

//go:build !wasm

package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"

	"simtlab/lessons"
)

// runCheck validates a lesson pack (a directory or a .zip) and prints each
// problem as file:line: message.
func runCheck(args []string, stdout, stderr io.Writer) int {
	if len(args) != 1 || len(args[0]) > 0 && args[0][0] == '-' {
		fmt.Fprintln(stderr, "usage: simtlab check PACK")
		return 2
	}
	fsys, err := lessons.OpenPack(args[0])
	if err != nil {
		fmt.Fprintf(stderr, "simtlab check: %v\n", err)
		return 1
	}
	ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt)
	defer cancel()
	opts := lessons.CheckOptions{KnownGPU: knownGPU, Run: runForCheck}
	problems := lessons.CheckPack(ctx, fsys, opts)
	for _, p := range problems {
		fmt.Fprintln(stdout, p)
	}
	if len(problems) > 0 {
		noun := "problems"
		if len(problems) == 1 {
			noun = "problem"
		}
		fmt.Fprintf(stderr, "simtlab check: %d %s in %s\n", len(problems), noun, args[0])
		return 1
	}
	fmt.Fprintf(stdout, "%s: ok\n", args[0])
	return 0
}

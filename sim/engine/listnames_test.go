package engine

import (
	"fmt"
	"testing"

	"simtlab/sim/cuda/builtins"
)

func TestListBuiltinNames(t *testing.T) {
	for _, n := range builtins.FuncNames() {
		fmt.Println(n)
	}
}

//go:build !wasm && !fmaemul

package fused

import "math"

// FMA is a*b + c with one rounding: math.FMA, an instruction on the machines Go targets
// natively.
func FMA(a, b, c float64) float64 { return math.FMA(a, b, c) }

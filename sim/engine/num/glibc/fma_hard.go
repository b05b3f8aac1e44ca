//go:build !wasm && !fmaemul

package glibc

import "math"

// fma is a*b + c with one rounding: math.FMA, an instruction on the machines Go targets
// natively.
func fma(a, b, c float64) float64 { return math.FMA(a, b, c) }

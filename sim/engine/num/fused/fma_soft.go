//go:build wasm || fmaemul

package fused

// FMA is a*b + c with one rounding (see fmaEmulated).
func FMA(a, b, c float64) float64 { return fmaEmulated(a, b, c) }

//go:build wasm || fmaemul

package glibc

// fma is a*b + c with one rounding (see fmaEmulated).
func fma(a, b, c float64) float64 { return fmaEmulated(a, b, c) }

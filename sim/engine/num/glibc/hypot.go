package glibc

// The double hypot of glibc 2.35 and later (sysdeps/ieee754/dbl-64/e_hypot.c, by Adhemerval
// Zanella after Borges' "An Improved Algorithm for hypot(a,b)"): the square root of the sum
// of squares with one correction step, the arguments scaled away from overflow and underflow.
// It has no FMA copy on x86-64, so it takes the path without fma and rounds every product.
//
// Ported from glibc; Copyright (C) 2021-2024 Free Software Foundation, Inc.; licensed under the
// GNU Lesser General Public License, version 2.1 or later.

import "math"

const (
	hypotScale = 0x1p-600
	hypotLarge = 0x1p+511
	hypotTiny  = 0x1p-459
	hypotEps   = 0x1p-54
)

// hypotKernel is sqrt(ax^2 + ay^2) for ax >= ay >= 0 whose squares neither overflow nor
// underflow, corrected by one step.
func hypotKernel(ax, ay float64) float64 {
	h := math.Sqrt(float64(ax*ax) + float64(ay*ay))
	var t1, t2 float64
	if h <= 2*ay {
		delta := h - ay
		t1 = ax * (float64(2*delta) - ax)
		t2 = (delta - float64(2*(ax-ay))) * delta
	} else {
		delta := h - ax
		t1 = float64(2*delta) * (ax - float64(2*ay))
		t2 = float64((float64(4*delta)-ay)*ay) + float64(delta*delta)
	}
	return h - (t1+t2)/float64(2*h)
}

// Hypot is glibc's hypot.
func Hypot(x, y float64) float64 {
	if math.IsInf(x, 0) || math.IsInf(y, 0) || x != x || y != y {
		if (math.IsInf(x, 0) || math.IsInf(y, 0)) && !signalling64(math.Float64bits(x)) &&
			!signalling64(math.Float64bits(y)) {
			return math.Inf(1)
		}
		return nanSum64(x, y) // x + y
	}
	x, y = math.Abs(x), math.Abs(y)
	ax, ay := x, y
	if x < y {
		ax, ay = y, x
	}
	switch {
	case ax > hypotLarge:
		if ay <= ax*hypotEps {
			return ax + ay
		}
		return hypotKernel(ax*hypotScale, ay*hypotScale) / hypotScale
	case ay < hypotTiny:
		if ax >= ay/hypotEps {
			return ax + ay
		}
		return hypotKernel(ax/hypotScale, ay/hypotScale) * hypotScale
	case ay <= ax*hypotEps:
		return ax + ay
	}
	return hypotKernel(ax, ay)
}

package engine

import (
	"cmp"
	"math"
	"math/bits"
)

// --- Estimates ---
//
// The engines estimate the cost of their units with Estimates, and the
// planner balances shards and sizes Progress with them. Their arithmetic is
// integer arithmetic, so that shards are the same on every machine.

// EstimateOf returns c as an Estimate.
func EstimateOf(c uint64) Estimate {
	return Estimate{1 << 63, -63}.Mul(c)
}

// An Estimate is a number m·2^e ≥ 0 to 64 significant bits: m is 0, or
// has its top bit set. Its arithmetic is integer arithmetic, and so the
// same on every machine, where floating point need not be: Go may fuse a
// multiplication and an addition into one instruction on some.
type Estimate struct {
	m uint64
	e int
}

// Mul returns a·c, rounded down to 64 significant bits.
func (a Estimate) Mul(c uint64) Estimate {
	hi, lo := bits.Mul64(a.m, c)
	if hi == 0 {
		if lo == 0 {
			return Estimate{}
		}
		shift := bits.LeadingZeros64(lo)
		return Estimate{lo << shift, a.e - shift}
	}
	shift := 64 - bits.LeadingZeros64(hi)
	return Estimate{hi<<(64-shift) | lo>>shift, a.e + shift}
}

// Add returns a + b, rounded down to 64 significant bits.
func (a Estimate) Add(b Estimate) Estimate {
	if a.m == 0 {
		return b
	}
	if b.m == 0 {
		return a
	}
	if a.e < b.e {
		a, b = b, a
	}
	d := a.e - b.e
	if d >= 64 {
		return a
	}
	sum, carry := bits.Add64(a.m, b.m>>d, 0)
	if carry != 0 {
		return Estimate{sum>>1 | 1<<63, a.e + 1}
	}
	return Estimate{sum, a.e}
}

// Compare returns -1, 0 or +1 as a is less than, equal to or greater than b.
func (a Estimate) Compare(b Estimate) int {
	switch {
	case a.m == 0 || b.m == 0:
		return cmp.Compare(a.m, b.m)
	case a.e != b.e:
		return cmp.Compare(a.e, b.e)
	}
	return cmp.Compare(a.m, b.m)
}

// Parts returns a as m·2^e: m is 0, or has its top bit set.
func (a Estimate) Parts() (m uint64, e int) { return a.m, a.e }

// Float64 returns a as a float64, for arithmetic that need not be the same
// on every machine.
func (a Estimate) Float64() float64 { return math.Ldexp(float64(a.m), a.e) }

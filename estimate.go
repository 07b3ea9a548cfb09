package nqueens

import (
	"cmp"
	"math/bits"
)

// --- Estimates ---
//
// The engines estimate the cost of their units with estimates, and the
// planner balances shards and sizes Progress with them. Their arithmetic is
// integer arithmetic, so that shards are the same on every machine.

// estimateOf returns c as an estimate.
func estimateOf(c uint64) estimate {
	return estimate{1 << 63, -63}.mul(c)
}

// An estimate is a number m·2^e ≥ 0 to 64 significant bits: m is 0, or
// has its top bit set. Its arithmetic is integer arithmetic, and so the
// same on every machine, where floating point need not be: Go may fuse a
// multiplication and an addition into one instruction on some.
type estimate struct {
	m uint64
	e int
}

// mul returns a·c, rounded down to 64 significant bits.
func (a estimate) mul(c uint64) estimate {
	hi, lo := bits.Mul64(a.m, c)
	if hi == 0 {
		if lo == 0 {
			return estimate{}
		}
		shift := bits.LeadingZeros64(lo)
		return estimate{lo << shift, a.e - shift}
	}
	shift := 64 - bits.LeadingZeros64(hi)
	return estimate{hi<<(64-shift) | lo>>shift, a.e + shift}
}

// add returns a + b, rounded down to 64 significant bits.
func (a estimate) add(b estimate) estimate {
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
		return estimate{sum>>1 | 1<<63, a.e + 1}
	}
	return estimate{sum, a.e}
}

// compare returns -1, 0 or +1 as a is less than, equal to or greater than b.
func (a estimate) compare(b estimate) int {
	switch {
	case a.m == 0 || b.m == 0:
		return cmp.Compare(a.m, b.m)
	case a.e != b.e:
		return cmp.Compare(a.e, b.e)
	}
	return cmp.Compare(a.m, b.m)
}

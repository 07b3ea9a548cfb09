package engine

import (
	"math/big"
	"math/rand/v2"
	"testing"
)

// TestEstimateArithmetic checks the arithmetic of estimates against exact
// integers: sums and products of random numbers, each rounded down by less
// than one part in 2^62 at each step.
func TestEstimateArithmetic(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	value := func(a Estimate) *big.Float {
		f := new(big.Float).SetPrec(256).SetUint64(a.m)
		return f.SetMantExp(f, a.e)
	}
	for range 1000 {
		a, exact := Estimate{1 << 63, -63}, big.NewInt(1)
		steps := 0
		for range 40 {
			c := rng.Uint64N(64)
			if rng.IntN(2) == 0 {
				a = a.Mul(c)
				exact.Mul(exact, new(big.Int).SetUint64(c))
			} else {
				a = a.Add(Estimate{1 << 63, -63}.Mul(c))
				exact.Add(exact, new(big.Int).SetUint64(c))
			}
			steps++
			want := new(big.Float).SetPrec(256).SetInt(exact)
			got := value(a)
			if got.Cmp(want) > 0 {
				t.Fatalf("estimate %v = %v, more than the exact %v", a, got, want)
			}
			slack := new(big.Float).SetPrec(256).SetMantExp(big.NewFloat(float64(steps)), -62)
			low := new(big.Float).SetPrec(256).Sub(want, slack.Mul(slack, want))
			if got.Cmp(low) < 0 {
				t.Fatalf("estimate %v = %v, too far below the exact %v", a, got, want)
			}
			if (a.m == 0) != (exact.Sign() == 0) || (a.m != 0 && a.m>>63 == 0) {
				t.Fatalf("estimate %v of %v is not normalized", a, exact)
			}
			b := Estimate{1 << 63, -63}.Mul(rng.Uint64N(1 << 20))
			if got, want := a.Compare(b), value(a).Cmp(value(b)); got != want {
				t.Fatalf("%v.Compare(%v) = %d, want %d", a, b, got, want)
			}
		}
	}
}

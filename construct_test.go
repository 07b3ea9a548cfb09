package nqueens

import (
	"fmt"
	"slices"
	"testing"
)

func TestConstruct(t *testing.T) {
	for n := range 5001 {
		b, ok := Construct(n)
		if n == 2 || n == 3 {
			if ok || b != nil {
				t.Errorf("Construct(%d) = %v, %v; want nil, false", n, []int(b), ok)
			}
			continue
		}
		if !ok || len(b) != n {
			t.Fatalf("Construct(%d) = a board of size %d, %v; want size %d, true", n, len(b), ok, n)
		}
		if err := b.Validate(); err != nil {
			t.Fatalf("Construct(%d) = %v: %v", n, []int(b), err)
		}
	}
}

// TestConstructSmall checks the constructed boards against the oracle's
// list of every solution.
func TestConstructSmall(t *testing.T) {
	for n := range 11 {
		b, ok := Construct(n)
		found := false
		for _, s := range oracleOf(n) {
			if slices.Equal(s, b) {
				found = true
			}
		}
		if found != ok {
			t.Errorf("Construct(%d) = %v, %v; the oracle finds it: %v", n, []int(b), ok, found)
		}
	}
}

func TestConstructLarge(t *testing.T) {
	sizes := []int{100_000, 1_000_000, 1_000_001, 1_000_002, 1_000_003, 1_000_004, 1_000_005}
	if !testing.Short() {
		sizes = append(sizes, 10_000_000, 10_000_001)
	}
	for _, n := range sizes {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			b, ok := Construct(n)
			if !ok || len(b) != n {
				t.Fatalf("Construct(%d) = a board of size %d, %v", n, len(b), ok)
			}
			if err := b.Validate(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

func TestConstructPanics(t *testing.T) {
	mustPanic(t, func() { Construct(-1) }, "Construct", "n = -1")
}

package main

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/nqueens-go/nqueens"
)

// TestRandomUniformFlag checks that random -uniform -seed S prints the
// board that nqueens.RandomUniform draws from rand.NewPCG(S, 0), and that
// it refuses a size above nqueens.MaxUniform and says there is no
// solution of size 3.
func TestRandomUniformFlag(t *testing.T) {
	for _, n := range []int{1, 8, 12} {
		for seed := range uint64(3) {
			want, err := nqueens.RandomUniform(n, rand.NewPCG(seed, 0))
			if err != nil {
				t.Fatal(err)
			}
			status, got, stderr := runCommand("random", fmt.Sprint(n), "-uniform", "-seed", fmt.Sprint(seed), "-format", "tuple")
			if status != 0 || got != want.Tuple()+"\n" {
				t.Errorf("random %d -uniform -seed %d: status %d, %q, %q; want %s", n, seed, status, got, stderr, want.Tuple())
			}
		}
	}
	status, _, stderr := runCommand("random", fmt.Sprint(nqueens.MaxUniform+1), "-uniform")
	if status != 2 || !strings.Contains(stderr, fmt.Sprintf("-uniform draws N up to %d, not %d", nqueens.MaxUniform, nqueens.MaxUniform+1)) {
		t.Errorf("random %d -uniform: status %d, %q", nqueens.MaxUniform+1, status, stderr)
	}
	if status, _, stderr := runCommand("random", "3", "-uniform"); status != 1 || stderr != "nqueens random: no solution of size 3\n" {
		t.Errorf("random 3 -uniform: status %d, %q", status, stderr)
	}
}

package repair

import (
	"math/rand/v2"
	"testing"
)

// TestSolution checks that every draw of sizes 4 to 200 is a solution.
func TestSolution(t *testing.T) {
	r := rand.NewPCG(1, 2)
	for n := 4; n <= 200; n++ {
		b := Solution(n, r)
		cols, down, up := map[int]bool{}, map[int]bool{}, map[int]bool{}
		for row, c := range b {
			if c < 0 || c >= n || cols[c] || down[row-c] || up[row+c] {
				t.Fatalf("n=%d: %v is not a solution: row %d", n, b, row)
			}
			cols[c], down[row-c], up[row+c] = true, true, true
		}
		if len(b) != n {
			t.Fatalf("n=%d: a board of %d rows", n, len(b))
		}
	}
}

// TestUniform checks that Uniform stays below its bound and reaches each
// number below a small one.
func TestUniform(t *testing.T) {
	r := rand.NewPCG(3, 4)
	for _, m := range []uint64{1, 3, 7, 1 << 63, 1<<64 - 1} {
		seen := map[uint64]bool{}
		for range 1000 {
			k := Uniform(r, m)
			if k >= m {
				t.Fatalf("Uniform(%d) = %d", m, k)
			}
			seen[k] = true
		}
		if m <= 7 && len(seen) != int(m) {
			t.Errorf("Uniform(%d) drew %d numbers in 1000 draws", m, len(seen))
		}
	}
}

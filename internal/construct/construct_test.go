package construct

import "testing"

// solution reports whether b has one queen in each column and no two on a
// diagonal, by comparing every pair.
func solution(b []int) bool {
	for i := range b {
		for j := range i {
			d := b[i] - b[j]
			if d == 0 || d == i-j || d == j-i || b[i] < 0 || b[i] >= len(b) {
				return false
			}
		}
	}
	return true
}

// TestConstruction checks every size up to 300: none for 2 and 3, and a
// solution otherwise, the same by Fill and by Column.
func TestConstruction(t *testing.T) {
	for n := range 301 {
		c, ok := New(n)
		if ok != (n != 2 && n != 3) {
			t.Fatalf("n=%d: New says %v", n, ok)
		}
		if !ok {
			continue
		}
		b := make([]int, n)
		c.Fill(b)
		for r := range n {
			if c.Column(r) != b[r] {
				t.Fatalf("n=%d, row %d: Column %d, Fill %d", n, r, c.Column(r), b[r])
			}
		}
		if !solution(b) {
			t.Fatalf("n=%d: %v is not a solution", n, b)
		}
	}
}

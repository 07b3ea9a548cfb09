package blockedtest

import (
	"slices"
	"testing"
)

// TestSquares checks the instances of a few sizes and numbers of blocks:
// as many blocked squares as asked for, or fewer where no other square
// may be blocked, each once and on the board; at least two free squares
// left in every row and column; and the same squares from the same seed.
func TestSquares(t *testing.T) {
	for _, tt := range []struct{ n, blocks int }{{0, 0}, {1, 1}, {4, 3}, {8, 20}, {16, 16 * 16 * 80 / 100}, {64, 64 * 64 * 90 / 100}} {
		for seed := range uint64(3) {
			squares := Squares(tt.n, tt.blocks, seed)
			rowFree, colFree := make([]int, tt.n), make([]int, tt.n)
			for i := range tt.n {
				rowFree[i], colFree[i] = tt.n, tt.n
			}
			seen := make(map[[2]int]bool)
			for _, s := range squares {
				if s[0] < 0 || s[0] >= tt.n || s[1] < 0 || s[1] >= tt.n || seen[s] {
					t.Fatalf("n=%d, %d blocks, seed %d: square %v off the board or blocked twice", tt.n, tt.blocks, seed, s)
				}
				seen[s] = true
				rowFree[s[0]]--
				colFree[s[1]]--
			}
			for i := range tt.n {
				if rowFree[i] < min(tt.n, minFree) || colFree[i] < min(tt.n, minFree) {
					t.Errorf("n=%d, %d blocks, seed %d: row or column %d with fewer than two free squares", tt.n, tt.blocks, seed, i)
				}
			}
			if len(squares) > tt.blocks {
				t.Errorf("n=%d, %d blocks, seed %d: %d squares blocked", tt.n, tt.blocks, seed, len(squares))
			}
			for r := range tt.n {
				for c := range tt.n {
					if len(squares) < tt.blocks && !seen[[2]int{r, c}] && rowFree[r] > minFree && colFree[c] > minFree {
						t.Errorf("n=%d, %d blocks, seed %d: %d squares blocked, and row %d, column %d could be too", tt.n, tt.blocks, seed, len(squares), r, c)
					}
				}
			}
			if again := Squares(tt.n, tt.blocks, seed); !slices.Equal(squares, again) {
				t.Errorf("n=%d, %d blocks, seed %d: another instance from the same seed", tt.n, tt.blocks, seed)
			}
		}
	}
}

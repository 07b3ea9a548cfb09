package linereader_test

import (
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/nqueens-go/nqueens/internal/linereader"
)

// TestNextBlock reads files of blocks: blank lines and comments between
// and within them, lines trimmed, the most lines of a block kept and the
// rest of it read, and an error that stops the input.
func TestNextBlock(t *testing.T) {
	type block struct {
		Lines    []string
		At       []int
		Comments []string
		Start    int
		Over     int
		Total    int
	}
	for _, tc := range []struct {
		name, input string
		most        int
		want        []block
	}{
		{"empty", "", 4, nil},
		{"blank and comments", "\n  \n# a\n\n#b\n", 4, nil},
		{"one", "AB\nCD\n", 4, []block{{Lines: []string{"AB", "CD"}, At: []int{1, 2}, Start: 1, Total: 2}}},
		{"two, no newline at the end", "\n# first\n AB \n\tCD\n\n\n# second\nEF\n# within\nGH", 4, []block{
			{Lines: []string{"AB", "CD"}, At: []int{3, 4}, Comments: []string{"first"}, Start: 3, Total: 2},
			{Lines: []string{"EF", "GH"}, At: []int{8, 10}, Comments: []string{"second", "within"}, Start: 8, Total: 2},
		}},
		{"over", "A\nB\nC\nD\n\nE\n", 2, []block{
			{Lines: []string{"A", "B"}, At: []int{1, 2}, Start: 1, Over: 3, Total: 4},
			{Lines: []string{"E"}, At: []int{6}, Start: 6, Total: 1},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			lr := linereader.NewReader(strings.NewReader(tc.input), "input", 64)
			var got []block
			for {
				b, err := lr.NextBlock(tc.most)
				if errors.Is(err, io.EOF) {
					break
				}
				if err != nil {
					t.Fatal(err)
				}
				var text []string
				for _, l := range b.Lines {
					text = append(text, string(l))
				}
				got = append(got, block{text, b.At, b.Comments, b.Start, b.Over, b.Total})
			}
			if diff := cmp.Diff(tc.want, got, cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("blocks (-want +got):\n%s", diff)
			}
		})
	}
	// A line too long stops the input, its line named in the error and
	// in Start.
	lr := linereader.NewReader(strings.NewReader("AB\n"+strings.Repeat("x", 100)+"\n"), "input", 64)
	b, err := lr.NextBlock(4)
	if err == nil || !strings.Contains(err.Error(), "line 2") || b.Start != 1 {
		t.Errorf("a line too long: %+v, %v", b, err)
	}
}

// Package golden helps the tests that check the code against golden
// files: text files of lines, with comments from # and blank lines.
package golden

import (
	"fmt"
	"iter"
	"os"
	"strings"
	"testing"
)

// CheckPinned checks every line of a golden file that pins a numbering of
// units and its split into shards: the lines "n=N subproblems=K
// key=HASH", which numbering gives, and "n=N shards=M assignment=HASH",
// which assignment gives. It checks too that the file pins every size
// from least to 16.
func CheckPinned(t *testing.T, file, key string, numbering func(*testing.T, int) string, assignment func(*testing.T, int, int) string, least int) {
	t.Helper()
	pinned := make(map[int]bool) // the sizes whose numbering is pinned
	for number, line := range Lines(t, file) {
		var n, count, m int
		var hash uint64
		var got string
		switch {
		case strings.Contains(line, " "+key+"="):
			if _, err := fmt.Sscanf(line, "n=%d subproblems=%d "+key+"=%x", &n, &count, &hash); err != nil {
				t.Fatalf("%s:%d: %q: %v", file, number, line, err)
			}
			got = numbering(t, n)
			pinned[n] = true
		case strings.Contains(line, " assignment="):
			if _, err := fmt.Sscanf(line, "n=%d shards=%d assignment=%x", &n, &m, &hash); err != nil {
				t.Fatalf("%s:%d: %q: %v", file, number, line, err)
			}
			got = assignment(t, n, m)
		default:
			t.Fatalf("%s:%d: %q is neither a numbering nor an assignment", file, number, line)
		}
		if got != line {
			t.Errorf("%s:%d: the code gives %q for %q: the numbering or the shards changed", file, number, got, line)
		}
	}
	for n := least; n <= 16; n++ {
		if !pinned[n] {
			t.Errorf("%s pins no numbering of size %d", file, n)
		}
	}
}

// Lines returns the lines of the golden file in order, with their
// numbers from 1, leaving out its comments and blank lines.
func Lines(t *testing.T, file string) iter.Seq2[int, string] {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return func(yield func(int, string) bool) {
		for i, line := range strings.Split(string(data), "\n") {
			if line != "" && !strings.HasPrefix(line, "#") && !yield(i+1, line) {
				return
			}
		}
	}
}

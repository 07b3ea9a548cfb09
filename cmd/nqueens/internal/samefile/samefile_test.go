package samefile

import (
	"os"
	"path/filepath"
	"testing"
)

func TestSameFile(t *testing.T) {
	if got := Absolute("f"); !filepath.IsAbs(got) || filepath.Base(got) != "f" {
		t.Errorf("Absolute(%q) = %q, want an absolute path ending in f", "f", got)
	}
	dir := t.TempDir()
	file, link, none := filepath.Join(dir, "f"), filepath.Join(dir, "link"), filepath.Join(dir, "none")
	os.WriteFile(file, nil, 0o644)
	hardLinks := os.Link(file, link) == nil
	tests := []struct {
		a, b string
		want bool
	}{
		{file, file, true},
		{file, filepath.Join(dir, ".", "f"), true},
		{file, none, false},
		{none, filepath.Join(dir, "x", "..", "none"), true}, // one path, no file
		{file, link, hardLinks},                             // two names of one file
	}
	for _, tt := range tests {
		if got := SameFile(tt.a, tt.b); got != tt.want {
			t.Errorf("SameFile(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

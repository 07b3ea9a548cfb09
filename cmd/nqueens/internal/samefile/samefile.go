package samefile

import (
	"os"
	"path/filepath"
)

// Absolute returns path made absolute, or path if it cannot be.
func Absolute(path string) string {
	if abs, err := filepath.Abs(path); err == nil {
		return abs
	}
	return path
}

// SameFile reports whether the paths a and b, relative to the working
// directory or absolute, name one file: the same path once made absolute,
// or two names of one file that exists.
func SameFile(a, b string) bool {
	if Absolute(a) == Absolute(b) {
		return true
	}
	ia, err1 := os.Stat(a)
	ib, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(ia, ib)
}

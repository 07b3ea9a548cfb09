//go:build !amd64 || purego

package disjoint

// wideKernels returns none: wide chunks are counted in Go here.
func wideKernels() map[string]wideKernel { return nil }

//go:build !amd64 || purego

package disjoint

// asmKernels returns none: the package has no assembly here.
func asmKernels() []asmKernel { return nil }

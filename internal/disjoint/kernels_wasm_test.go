//go:build !purego

package disjoint

// asmKernels returns none: the counts of whole vectors run their Go twins
// here.
func asmKernels() []asmKernel { return nil }

// joinedKernels returns the WebAssembly kernel of AppendJoined, for the
// tests to run beside the Go twin.
func joinedKernels() map[string]joinedKernel {
	return map[string]joinedKernel{"WebAssembly": appendJoined}
}

// tableKernels returns none: fillTable runs its Go twin here, and the
// tests check fillTableSmall's WebAssembly beside fillTableSmallGo.
func tableKernels() map[string]tableKernel { return nil }

// freeKernels returns the WebAssembly kernel of AppendFree, for the tests
// to run beside the Go twin.
func freeKernels() map[string]freeKernel {
	return map[string]freeKernel{"WebAssembly": appendFree}
}

// partsKernels returns the WebAssembly kernel of AppendParts, for the
// tests to run beside the Go twin.
func partsKernels() map[string]partsKernel {
	return map[string]partsKernel{"WebAssembly": appendParts}
}

// transposeKernels returns none: transpose runs its Go twin here.
func transposeKernels() map[string]func(*[64]uint64) { return nil }

// patternsKernels returns none: patterns runs its Go twin here.
func patternsKernels() map[string]patternsKernel { return nil }

//go:build (!amd64 && !arm64 && !wasm) || purego

package disjoint

// asmKernels returns none: the package has no assembly here.
func asmKernels() []asmKernel { return nil }

// joinedKernels returns none: AppendJoined runs its Go twin here.
func joinedKernels() map[string]joinedKernel { return nil }

// tableKernels returns none: fillTable runs its Go twin here.
func tableKernels() map[string]tableKernel { return nil }

// freeKernels returns none: AppendFree runs its Go twin here.
func freeKernels() map[string]freeKernel { return nil }

// partsKernels returns none: AppendParts runs its Go twin here.
func partsKernels() map[string]partsKernel { return nil }

// transposeKernels returns none: transpose runs its Go twin here.
func transposeKernels() map[string]func(*[64]uint64) { return nil }

// patternsKernels returns none: patterns runs its Go twin here.
func patternsKernels() map[string]patternsKernel { return nil }

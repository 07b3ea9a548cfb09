package main

import (
	"fmt"
	"math"
	"runtime"
	"runtime/debug"

	"github.com/nqueens-go/nqueens/internal/prose"
)

// --- The memory the command may take ---
//
// A board of random is held whole, so random checks that it fits before it
// draws anything: a process that outgrows a limit of its own dies of it, in
// the middle, with a goroutine dump.

// A memoryLimit is a bound on the memory of the process.
type memoryLimit struct {
	left uint64 // the bytes left under it
	what string // what it is, for a message: "the 23.4 GiB of this machine"
	// virtual is set for a bound on address space, which the Go
	// runtime's reservations share.
	virtual bool
}

// memoryLimits returns the bounds on the memory of this process that the
// system can tell: the machine's memory, its control group's limit, its
// limits on address space and data (ulimit -v and -d), and GOMEMLIMIT.
func memoryLimits() []memoryLimit {
	limits := systemLimits()
	if limit := debug.SetMemoryLimit(-1); limit < math.MaxInt64 {
		var stats runtime.MemStats
		runtime.ReadMemStats(&stats)
		held := stats.Sys - stats.HeapReleased
		limits = append(limits, memoryLimit{left: subtract(uint64(limit), held),
			what: fmt.Sprintf("the %s left under GOMEMLIMIT=%s", prose.Bytes(subtract(uint64(limit), held)), prose.Bytes(uint64(limit)))})
	}
	return limits
}

// subtract returns a-b, or 0 if b is more.
func subtract(a, b uint64) uint64 {
	if b > a {
		return 0
	}
	return a - b
}

// runtimeShare is the part, in quarters, of a large heap that the Go runtime
// adds to it in address space: a process that holds 2.4 GB for random's
// board peaks at 3.7 GiB of address space, 1.2 GiB of which it held at
// start (linux/amd64, Go 1.26).
const runtimeShare = 1

// checkMemory returns an error if what takes need bytes, and would not fit
// under one of limits.
func checkMemory(what string, need uint64, limits []memoryLimit) error {
	for _, l := range limits {
		want := need
		if l.virtual {
			want += need / 4 * runtimeShare
		}
		if want > l.left {
			extra := ""
			if l.virtual {
				extra = fmt.Sprintf(", and %s of address space with what the Go runtime adds", prose.Bytes(want))
			}
			return fmt.Errorf("%s takes %s%s, more than %s", what, prose.Bytes(need), extra, l.what)
		}
	}
	return nil
}

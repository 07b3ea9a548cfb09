// Package memlimit tells the bounds on the memory of the process that the
// system can tell, so that the command checks that what it would hold
// whole, a random board of millions of queens, or one it reads, fits
// before it begins: a process that outgrows a limit of its own dies of it,
// in the middle, with a goroutine dump.
package memlimit

import (
	"fmt"
	"math"
	"runtime"
	"runtime/debug"

	"github.com/nqueens-go/nqueens/internal/prose"
)

// A Limit is a bound on the memory of the process.
type Limit struct {
	Left uint64 // the bytes left under it
	What string // what it is, for a message: "the 23.4 GiB of this machine"
	// Virtual is set for a bound on address space, which the Go
	// runtime's reservations share.
	Virtual bool
}

// Limits returns the bounds on the memory of this process that the
// system can tell: the machine's memory, its control group's limit, its
// limits on address space and data (ulimit -v and -d), and GOMEMLIMIT.
func Limits() []Limit {
	limits := systemLimits()
	if limit := debug.SetMemoryLimit(-1); limit < math.MaxInt64 {
		var stats runtime.MemStats
		runtime.ReadMemStats(&stats)
		held := stats.Sys - stats.HeapReleased
		limits = append(limits, Limit{Left: subtract(uint64(limit), held),
			What: fmt.Sprintf("the %s left under GOMEMLIMIT=%s", prose.Bytes(subtract(uint64(limit), held)), prose.Bytes(uint64(limit)))})
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

// Check returns an error if what takes need bytes, and would not fit
// under one of limits, naming the limit.
func Check(what string, need uint64, limits []Limit) error {
	for _, l := range limits {
		want := need
		if l.Virtual {
			want += need / 4 * runtimeShare
		}
		if want > l.Left {
			extra := ""
			if l.Virtual {
				extra = fmt.Sprintf(", and %s of address space with what the Go runtime adds", prose.Bytes(want))
			}
			return fmt.Errorf("%s takes %s%s, more than %s", what, prose.Bytes(need), extra, l.What)
		}
	}
	return nil
}

package nqueens

import (
	"context"
	"errors"
	"fmt"

	"github.com/nqueens-go/nqueens/internal/counting"
)

// --- Errors ---
//
// The functions inside the package make their errors in their own words,
// without the name of the exported function that called them: each
// exported function adds its name once, with named, as it returns. The
// errors a caller may need to tell apart are types of their own, which
// errors.As finds; the command reads their fields, never their text.

// ErrOverflow is the error, wrapped in one that names the board size, that
// [Counter.Count] returns when a count does not fit in a uint64.
var ErrOverflow = errors.New("overflows uint64")

// A problem is an error found inside the package, which the exported
// function that returns it names.
type problem struct{ err error }

func (p *problem) Error() string { return p.err.Error() }
func (p *problem) Unwrap() error { return p.err }

// problemf returns a problem, formatted as fmt.Errorf formats it.
func problemf(format string, args ...any) error {
	return &problem{fmt.Errorf(format, args...)}
}

// A callError is a problem returned by the exported function fn.
type callError struct {
	fn  string
	err error
}

func (e *callError) Error() string { return "nqueens: " + e.fn + ": " + e.err.Error() }
func (e *callError) Unwrap() error { return e.err }

// A caller is the name of the exported function that returned an error of
// an exported type, which each such type holds.
type caller struct{ fn string }

func (c *caller) setFunction(fn string) { c.fn = fn }

// A namedError is an exported error type that names the function that
// returned it.
type namedError interface {
	error
	setFunction(fn string)
}

// named returns err as the exported function fn returns it: a problem
// with fn's name before it, an exported error type with fn's name set, and
// any other error, such as ctx.Err() or the error of a callback, as it is.
func named(fn string, err error) error {
	switch e := err.(type) {
	case *problem:
		return &callError{fn, e.err}
	case namedError:
		e.setFunction(fn)
	}
	return err
}

// overflowError reports a count of size n that does not fit in a uint64.
func overflowError(n int) error {
	return problemf("the number of solutions for n = %d %w", n, ErrOverflow)
}

// A RangeError is the error that a [Counter] returns when its Method
// counts sizes in a range that does not hold the size asked for: the join
// counts sizes 2 to 25.
type RangeError struct {
	Method   Method // the method asked for
	N        int    // the size asked for
	Min, Max int    // the sizes the method counts
	caller
}

// Error says which sizes the method counts.
func (e *RangeError) Error() string {
	return fmt.Sprintf("nqueens: %s: %v counts sizes %d to %d, not %d", e.fn, e.Method, e.Min, e.Max, e.N)
}

// A MemoryError is the error that [Counter.Count] returns when a count by
// [Join] or [Join2] would need more memory than the Counter's MaxMemory
// for its table: a join whose whole table takes more keeps only the
// table's index, and places the entries each goroutine needs as it needs
// them, but it needs the index.
type MemoryError struct {
	N     int    // the board size
	Need  uint64 // the bytes that the table's index takes, the least the join needs
	Table uint64 // the bytes that the whole table takes
	Limit uint64 // MaxMemory, or 1 GiB for a MaxMemory of 0
	caller
}

// Error says how much memory the table takes, and how much it may.
func (e *MemoryError) Error() string {
	return fmt.Sprintf("nqueens: %s: the join of n = %d needs %d bytes for its table's index at least (the whole table takes %d), more than MaxMemory = %d; raise MaxMemory to count it", e.fn, e.N, e.Need, e.Table, e.Limit)
}

// A DeviceError is the error that a [Counter] returns when its Device
// cannot count: no OpenCL library, no OpenCL device, or a device too small
// for the size; and that [OpenCLDevices] returns where it cannot load
// OpenCL. Err says why, in words that name no function, so that a program
// can give the reason in its own words.
type DeviceError struct {
	Device Device // the device asked for
	Err    error  // why it cannot count there
	caller
}

// Error names the function that returned e, if one did, the device and why
// it cannot count.
func (e *DeviceError) Error() string {
	if e.fn == "" {
		return fmt.Sprintf("nqueens: Device = %v: %v", e.Device, e.Err)
	}
	return fmt.Sprintf("nqueens: %s: Device = %v: %v", e.fn, e.Device, e.Err)
}

// Unwrap returns Err.
func (e *DeviceError) Unwrap() error { return e.Err }

// A SubproblemError is the error that [Counter.Count] returns when
// [Counter.Done] holds a subproblem that the count does not hold: one of
// another size or method than the count's, not a subproblem of the size
// (its number too large), or not one of the shard. It names the least such
// subproblem, in the order of sizes, methods and then numbers, and says
// what differs; a program that keeps Done in a file can say where that
// subproblem was recorded.
type SubproblemError struct {
	Subproblem Subproblem // the least subproblem of Done that the count does not hold
	caller
	scope string // which subproblems the count holds
}

// Error says which subproblem Done holds and which ones the count holds.
func (e *SubproblemError) Error() string {
	return fmt.Sprintf("nqueens: %s: Done holds subproblem %v, %s", e.fn, e.Subproblem, e.scope)
}

// A ShardError is the error that [SumCounts] returns when its parts are
// shards of one count, but not each of its shards once: some are missing,
// or there more than once. A program that keeps the shards it has counted
// can count the missing ones, drop the repeated ones, and add them up
// again.
type ShardError struct {
	N      int    // the board size of the count
	Method Method // the method of the count
	Shards int    // the number of shards of the count
	// Missing lists the shards that no part holds, in increasing order:
	// all of them, or the least 65,536 where more are missing.
	Missing []int
	// Repeated lists the shards that more than one part holds, in
	// increasing order.
	Repeated []int
	// Held and Has are the subproblems that the parts hold in all, and
	// those that the count has, where every shard is there once but they
	// differ: the parts hold subproblems of another count.
	Held, Has int
	missing   int // the number of missing shards
	caller
}

// Error says how many shards are missing, and which, and which are there
// more than once.
func (e *ShardError) Error() string {
	ce := counting.ShardError{N: e.N, Method: counting.Method(e.Method), Shards: e.Shards,
		Missing: e.Missing, Missed: e.missing, Repeated: e.Repeated, Held: e.Held, Has: e.Has}
	return fmt.Sprintf("nqueens: %s: %v", e.fn, &ce)
}

// A CountsError is the error that [SumCounts] returns when its parts add
// up to numbers that cannot be the counts of size n: other numbers than
// the OEIS has for n, a Total from which Burnside's lemma gives no whole
// number of fundamental solutions, or at any size, an odd Total, or a
// Unique that the Total cannot be 2 to 8 times, as every class of
// solutions holds 2, 4 or 8 of them from size 2 on. Parts of which one is
// missing, one is there twice or one is of another count do that.
type CountsError struct {
	N int // the board size
	// Sum is what the parts add up to. Its UniqueUnknown is set where
	// Burnside's lemma gave no whole number of fundamental solutions
	// from its Total.
	Sum Counts
	// Known holds the counts of size n that the OEIS has, and is the zero
	// Counts for the sizes it does not know, above 27.
	Known Counts
	caller
	why string // why Sum cannot be the counts, where the OEIS is not the reason
}

// Error says what the parts add up to, and why that cannot be all the
// solutions of size n.
func (e *CountsError) Error() string {
	ce := counting.CountsError{N: e.N, Sum: countingCounts(e.Sum), Known: countingCounts(e.Known), Why: e.why}
	return fmt.Sprintf("nqueens: %s: %v", e.fn, &ce)
}

// --- Programmer errors ---
//
// A size, a context or a board that the caller must get right panics, with a
// message that names the exported function and the bad value: the checks of
// sizes and boards are in board.go.

// checkContext panics if ctx is nil, naming the function fn, as the
// standard library does.
func checkContext(fn string, ctx context.Context) {
	if ctx == nil {
		panic("nqueens: " + fn + ": nil Context")
	}
}

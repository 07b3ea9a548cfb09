package nqueens

import (
	"errors"
	"fmt"
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
	fn       string
}

// Error says which sizes the method counts.
func (e *RangeError) Error() string {
	return fmt.Sprintf("nqueens: %s: %v counts sizes %d to %d, not %d", e.fn, e.Method, e.Min, e.Max, e.N)
}

func (e *RangeError) setFunction(fn string) { e.fn = fn }

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
	fn    string // the function that was called
}

// Error says how much memory the table takes, and how much it may.
func (e *MemoryError) Error() string {
	return fmt.Sprintf("nqueens: %s: the join of n = %d needs %d bytes for its table's index at least (the whole table takes %d), more than MaxMemory = %d; raise MaxMemory to count it", e.fn, e.N, e.Need, e.Table, e.Limit)
}

func (e *MemoryError) setFunction(fn string) { e.fn = fn }

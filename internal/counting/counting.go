// Package counting plans and runs the count of a board size: it checks
// the settings, chooses the method and the device from the table of
// methods (by the rule of Auto, and by timing a GPU for the default
// device), picks the units of a shard, checks what is done against them,
// gives the units out to goroutines, adds up, reports and records what
// they find, and estimates how long a count would take. It speaks to the
// engines through internal/engine alone. The nqueens package documents what
// it does, as the Counter's; its settings and results here are the
// Counter's, converted at the package's edge.
package counting

import (
	"context"
	"fmt"

	"github.com/nqueens-go/nqueens/internal/engine"
)

// MaxN is the largest board size: a row is a 64-bit word.
const MaxN = 64

// Settings are a count's: the fields of the Counter that counts.
type Settings struct {
	Workers       int                      // 0 for runtime.GOMAXPROCS(0)
	Progress      func(done, total int)    // if not nil, called with the work done
	Shard, Shards int                      // Shards 0 for the whole count
	Done          map[Unit]Counts          // the units counted before
	Finished      func(Unit, Counts) error // if not nil, called as each unit is counted
	Method        Method                   // Auto by default
	Device        Device                   // DefaultDevice by default
	MaxMemory     int64                    // 0 for defaultMaxMemory
	ByColumn      bool                     // split the counts by the column of row 0's queen (columns.go)
}

// defaultMaxMemory is what a MaxMemory of 0 stands for.
const defaultMaxMemory = 1 << 30

// Counts are what a count, a shard or a unit found.
type Counts struct {
	Total, Unique uint64
	UniqueUnknown bool    // a join's unit or shard, which does not know its fundamental solutions
	ByColumn      Columns // of a count by column, the solutions by the column of row 0's queen
}

// A Unit names one unit of a count: its size, the method whose numbering
// it follows, and its number.
type Unit struct {
	N      int
	Method Method
	Number int
}

// problem says why u cannot be a unit of any count, or returns "" if it
// can be one.
func (u Unit) problem() string {
	switch {
	case u.N < 0 || u.N > MaxN:
		return fmt.Sprintf("N = %d out of range [0, %d]", u.N, MaxN)
	case !u.Method.counts():
		return fmt.Sprintf("Method = %v is not %s", u.Method, methodList(Counting(CPU)))
	case u.Number < 0:
		return fmt.Sprintf("Number = %d is negative", u.Number)
	}
	return ""
}

// Problem is the error of a problem with a count's settings or with what it
// is given, in the package's own words: the caller names the function.
type Problem struct{ Err error }

func (p *Problem) Error() string { return p.Err.Error() }
func (p *Problem) Unwrap() error { return p.Err }

// problemf returns a *Problem, formatted as fmt.Errorf formats it.
func problemf(format string, args ...any) error {
	return &Problem{fmt.Errorf(format, args...)}
}

// An OverflowError is the error of a count of size N that does not fit in
// a uint64.
type OverflowError struct{ N int }

func (e *OverflowError) Error() string {
	return fmt.Sprintf("the number of solutions for n = %d overflows uint64", e.N)
}

// A RangeError is the error of a method that does not count size N: it
// counts Min to Max.
type RangeError struct {
	Method   Method
	N        int
	Min, Max int
}

func (e *RangeError) Error() string {
	return fmt.Sprintf("%v counts sizes %d to %d, not %d", e.Method, e.Min, e.Max, e.N)
}

// A MemoryError is the error of a join whose table's index, Need bytes,
// takes more than Limit; the whole table takes Table.
type MemoryError struct {
	N                  int
	Need, Table, Limit uint64
}

func (e *MemoryError) Error() string {
	return fmt.Sprintf("the join of n = %d needs %d bytes for its table's index", e.N, e.Need)
}

// A UnitError is the error of a Done that holds Unit, which the count does
// not hold, for the reason Scope gives.
type UnitError struct {
	Unit  Unit
	Scope string
}

func (e *UnitError) Error() string { return fmt.Sprintf("Done holds unit %v, %s", e.Unit, e.Scope) }

// A DeviceError is the error of a Device that cannot count: Err says why.
type DeviceError struct {
	Device Device
	Err    error
}

func (e *DeviceError) Error() string { return fmt.Sprintf("Device = %v: %v", e.Device, e.Err) }
func (e *DeviceError) Unwrap() error { return e.Err }

// tally holds what a count found.
type tally struct {
	total, unique uint64
	columns       Columns
}

// add adds counts to t, and reports false rather than wrap around if a sum
// does not fit in a uint64.
func (t *tally) add(counts Counts) bool {
	var ok1, ok2 bool
	t.total, ok1 = engine.AddWeighted(t.total, 1, counts.Total)
	t.unique, ok2 = engine.AddWeighted(t.unique, 1, counts.Unique)
	var ok3 bool
	t.columns, ok3 = t.columns.add(counts.ByColumn)
	return ok1 && ok2 && ok3
}

// counts returns what job j counted: its units' counts, or the whole
// size's, which knows its fundamental solutions; for a shard of shards > 1,
// without the fundamental solutions where its engine's units do not know
// them.
func (j *job) counts(shards int) Counts {
	return Counts{Total: j.sum.total, Unique: j.sum.unique, UniqueUnknown: shards > 1 && !j.engine.CountsUnique(), ByColumn: j.sum.columns}
}

// Count counts the solutions of size n, and returns what it found.
func (c *Settings) Count(ctx context.Context, n int) (Counts, error) {
	counts, _, _, err := c.CountBy(ctx, n)
	return counts, err
}

// CountBy is Count, which returns the method that counted too, and the
// number of units the count held, Done's included: a shard's.
func (c *Settings) CountBy(ctx context.Context, n int) (Counts, Method, int, error) {
	j, err := c.count(ctx, n)
	if err != nil {
		return Counts{}, 0, 0, err
	}
	counts := j.counts(c.Shards)
	if c.ByColumn && counts.ByColumn.Len() == 0 {
		counts.ByColumn = ColumnsOf(make([]uint64, n)) // no units, or none but Done's
	}
	return counts, j.method, len(j.units), nil
}

// count is Count: it returns the job, whose sum holds the counts.
func (c *Settings) count(ctx context.Context, n int) (*job, error) {
	j, err := c.planCount(ctx, n)
	if err != nil {
		return nil, err
	}
	return j, c.run(ctx, j)
}

// Units returns the method that counts size n and the numbers of the
// units the count holds, in increasing order, Done's included. It builds
// none of the tables that counting needs.
func (c *Settings) Units(ctx context.Context, n int) (Method, []int, error) {
	p := *c
	if p.Device == DefaultDevice {
		// The units are the same on every device: the default's choice,
		// which may time a GPU, would change nothing.
		p.Device = CPU
	}
	j, err := p.plan(ctx, n)
	if err != nil {
		return 0, nil, err
	}
	j.engine.Release()
	return j.method, j.units, nil
}

// MethodFor returns the method that counts size n.
func (c *Settings) MethodFor(ctx context.Context, n int) (Method, error) {
	return c.choose(ctx, n)
}

// DeviceFor returns the device that counts size n, and why where a GPU was
// timed for it.
func (c *Settings) DeviceFor(ctx context.Context, n int) (Device, string, error) {
	if err := c.checkSettings(n); err != nil {
		return 0, "", err
	}
	m, err := c.choose(ctx, n)
	if err != nil {
		return 0, "", err
	}
	if c.Device == DefaultDevice && c.ByColumn {
		return CPU, "", nil // the processor's engines alone count by column
	}
	if c.Device != DefaultDevice {
		if _, err := c.kindOn(ctx, m, n); err != nil {
			return 0, "", err
		}
		return c.Device, "", nil
	}
	k, why, err := c.defaultKind(ctx, m, n)
	if err != nil {
		return 0, "", err
	}
	return deviceOf(m, k), why, nil
}

package nqueens

import (
	"context"
	"errors"
	"time"

	"github.com/nqueens-go/nqueens/internal/counting"
	"github.com/nqueens-go/nqueens/internal/opencl"
)

// A Counter counts the solutions of a board size on several goroutines,
// can report its progress and be cancelled, and can count one shard of the
// work, so that many machines can share a count. The zero Counter counts
// all of it on [runtime.GOMAXPROCS] goroutines, by the faster [Method] for
// the size, and reports nothing.
//
// # Subproblems
//
// A count is split into subproblems, which its goroutines take from a
// shared queue, so that all of them stay busy until the queue runs out.
// Each method splits a count its own way, described at [Backtrack] and
// [Join] ([Join2] splits it as Join does): the subproblems of each size are
// numbered from 0, and the numbering of each method is part of this
// package's API, the same on every machine and in every release. A
// [Subproblem] names the size, the method and the number. Boards smaller
// than 12 are counted on the calling goroutine alone: their subproblems
// take less time than starting goroutines.
//
// # Shards
//
// Setting Shards to m splits the subproblems of each size into m shards,
// and Count then counts only shard number Shard, from 0 to m-1. The Counts
// of the m shards add up to the Counts of the whole. Shards are balanced
// by the estimated cost of their subproblems, not by their number: in
// order of decreasing estimate, the lower number first among equal ones,
// each subproblem joins the shard whose estimates add up to the least so
// far, the lowest-numbered of those. The estimates, worked out by each
// method with integer arithmetic alone, and so the shards are the same on
// every machine and in every release, like the numbering; with more shards
// than subproblems, some shards are empty. A count of a shard begins by
// estimating every subproblem of the size, on Workers goroutines, which
// costs time in proportion to their number, far less than counting them:
// a shard of a large size much smaller than that is mostly estimates. The method of a count by Auto
// depends on the size and MaxMemory alone, so shards counted with the same
// settings on different machines always share one numbering.
//
// # Resuming
//
// Done and Finished make a count that can be stopped and resumed:
// Finished records each subproblem as it finishes, and a later count is
// given those records in Done and counts only the rest. The records name
// the size and the method of their count, which fix what each number
// means, and a count refuses, with a [*SubproblemError], a Done that holds
// a subproblem of another size, of another method or of another shard, so
// that a resumed count gives the exact answer or an error, never a wrong
// number. MaxMemory and Workers change no numbering: records move freely
// between counts that differ in those alone.
type Counter struct {
	// Workers is the number of goroutines that count, and that estimate
	// the cost of the subproblems for shards and Progress; 0 means
	// runtime.GOMAXPROCS(0).
	Workers int

	// Progress, if not nil, is called with the work finished and the
	// work in all (in the shard, if there are shards): first with the
	// work of Done, last with done = total, and in between as subproblems
	// finish, at most every 100 ms, done growing with each call. The
	// work is the estimated
	// cost of the subproblems, the same estimates that balance shards, in
	// units that keep total below 2^24, so that done/total is an honest
	// share of the time and 100*done fits in any int. The total is never
	// 0: a count with no subproblems, as of size 2 or 3 or an empty
	// shard, reports (1, 1), once. Sizing the work, an estimate of every
	// subproblem's cost, takes a moment before the count starts, in
	// proportion to the number of subproblems, far less than the count.
	// It is called from the goroutine that called Count, never from two
	// goroutines at once, and never after Count returns. No result is
	// collected while Progress runs, so it should return quickly.
	Progress func(done, total int)

	// Shard and Shards, if Shards is not 0, make Count count only shard
	// number Shard of Shards, from 0 to Shards-1.
	Shard, Shards int

	// Done, if not nil, holds the counts of subproblems that were counted
	// before, as Finished was given them. Count adds them to its result
	// instead of counting those subproblems again. They must be subproblems
	// of the size, the method and the shard counted. Count reads Done
	// before it starts counting and does not change it, so Finished may add
	// to it.
	Done map[Subproblem]Counts

	// Finished, if not nil, is called with each subproblem and its counts
	// as soon as it has been counted, from the goroutine that called
	// Count, never from two goroutines at once. Every subproblem that
	// finishes is reported, also while Count is being cancelled; Finished
	// is not called after Count returns. If Finished returns an error,
	// Count stops and returns that error.
	Finished func(sub Subproblem, counts Counts) error

	// Method is the way to count; the zero Method is Auto.
	Method Method

	// Device is where to count: DefaultDevice, the zero Device, counts on
	// an OpenCL GPU where one can count the method, the size is large
	// enough, and the GPU counted a sample of the count faster than the
	// processor, and on the processor elsewhere; see [Device] and
	// [Counter.DeviceFor].
	Device Device

	// MaxMemory, if not 0, is the most memory, in bytes, that the table of
	// a join count may take; 0 means 1 GiB. A join whose whole table takes
	// more keeps only the table's index and places the entries it needs as
	// it goes (see [Join]); where even the index takes more, a count by
	// Auto counts by backtracking instead, and a count by Join or Join2
	// returns a [*MemoryError]. Beyond the table, each goroutine holds the
	// half-solutions of the rows it joins; docs/performance.md gives the
	// peak memory of large counts.
	MaxMemory int64

	// ByColumn, if set, makes Count count the solutions by the column of
	// the queen of row 0 too, in Counts.ByColumn (OEIS A059963), for
	// every method, in the same subproblems and shards. The Totals of its
	// subproblems may differ from a plain count's, while their sums
	// agree: by Join2, which counts by column without the
	// transposition's weights, and by Join or Join2 at an odd size, where
	// each subproblem of a pair of middle queens counts the pair's image
	// in the main diagonal too. Records
	// of such a count have ByColumn set: Count refuses, with a
	// [*SubproblemError], a Done that holds plain records in a count by
	// column, or records by column in a plain count. A count by column
	// counts on the processor: on the DefaultDevice, or with an error on
	// OpenCL.
	ByColumn bool
}

// Count counts the solutions of size n and the fundamental solutions among
// them, in one search: all of them, or those of shard Shard of Shards.
//
// It returns an error if n is outside [0, MaxN], if Workers, Shards or
// MaxMemory is negative, Shard is outside [0, Shards), or Method is Join or
// Join2 and the join cannot count size n, a [*MemoryError] if even its
// table's index would take more than MaxMemory; a [*SubproblemError] if
// Done holds a subproblem of another size or method, or outside the shard;
// the error that Finished returns, if it returns one; and an error that wraps
// [ErrOverflow] if a count does not fit in a uint64, which happens for no
// n up to 28 (every count known, n ≤ 27, fits). When ctx is cancelled,
// every goroutine stops, as the package overview says, and Count returns
// ctx.Err(). Count panics if ctx is nil.
func (c *Counter) Count(ctx context.Context, n int) (Counts, error) {
	checkContext("Counter.Count", ctx)
	settings := c.settings()
	counts, method, units, err := settings.CountBy(ctx, n)
	if err != nil {
		return Counts{}, named("Counter.Count", fromCounting(err))
	}
	whole := countsOf(counts)
	if c.Shards > 0 {
		whole.Part = Part{N: n, Method: Method(method), Shard: c.Shard, Shards: c.Shards, Subproblems: units}
	}
	return whole, nil
}

// Subproblems returns the subproblems of size n that Count counts, in
// increasing order of their numbers: all of them, or those of shard Shard
// of Shards, including those in Done. Like Count, it returns an error if
// n, Workers, Shard, Shards, Method or MaxMemory is out of range, and
// ctx.Err() if ctx is done before it has finished: with shards, it
// estimates the cost of every subproblem of size n, the most of the work
// for large n. It builds none of the tables that counting needs.
// Subproblems panics if ctx is nil.
func (c *Counter) Subproblems(ctx context.Context, n int) ([]Subproblem, error) {
	checkContext("Counter.Subproblems", ctx)
	settings := c.settings()
	method, units, err := settings.Units(ctx, n)
	if err != nil {
		return nil, named("Counter.Subproblems", fromCounting(err))
	}
	subs := make([]Subproblem, len(units))
	for i, u := range units {
		subs[i] = Subproblem{n, Method(method), u}
	}
	return subs, nil
}

// MethodFor returns the method that Count takes to count size n,
// following Method, MaxMemory and the rule of [Auto]: what a program needs
// to know to name the method of a count in its own records before the
// count starts. It returns a [*RangeError] if Method does not count n,
// and a [*MemoryError] if even the join's table's index would take more
// than MaxMemory. It sizes the table by counting its placements, the first
// time for each size, which costs far less than the count, and returns
// ctx.Err() if ctx is done first. It panics if ctx is nil.
func (c *Counter) MethodFor(ctx context.Context, n int) (Method, error) {
	checkContext("Counter.MethodFor", ctx)
	settings := c.settings()
	m, err := settings.MethodFor(ctx, n)
	return Method(m), named("Counter.MethodFor", fromCounting(err))
}

// DeviceFor returns the device that Count takes to count size n, CPU or
// OpenCL, with Method settled as [Counter.MethodFor] settles it, and why,
// in words for a program to show. For CPU and OpenCL it returns Device,
// and why is empty; it returns a [*DeviceError] where the machine cannot
// count n on Device, as Count would.
//
// For DefaultDevice, where the machine has an OpenCL GPU that counts n by
// the method and n is at least 18, the first call for a method, size and
// shard in the process counts a sample of the subproblems the count holds
// (the shard's, for a shard), one in 256 and 8 at least, some 1/256 of
// the work of a large count, on the processor and then on the GPU, and
// chooses the GPU only if it counted the sample sooner and found the same
// total; the GPU's sample stops once it has taken as long as the
// processor's. A count of fewer than 128 subproblems, too few to spare a
// sample, stays on the processor. The choice holds for the process, for
// the same settings, which Count follows, and why says what was timed, in
// the form "GPU NAME counted a sample of S of the U subproblems in T1 s,
// the processor in T2 s: counting on the GPU" (or "on the processor"),
// NAME the GPU's, S, U, T1 and T2 measured. Where no GPU was timed, it
// returns CPU, and why is empty. It returns ctx.Err() if ctx is
// done first.
func (c *Counter) DeviceFor(ctx context.Context, n int) (Device, string, error) {
	checkContext("Counter.DeviceFor", ctx)
	settings := c.settings()
	d, why, err := settings.DeviceFor(ctx, n)
	if err != nil {
		return 0, "", named("Counter.DeviceFor", fromCounting(err))
	}
	return Device(d), why, nil
}

// --- The edge of internal/counting ---
//
// The Counter counts through internal/counting, whose settings, units,
// counts and errors are its own: converted here, both ways.

// settings returns the settings of the count that c makes.
func (c *Counter) settings() counting.Settings {
	s := counting.Settings{
		Workers: c.Workers, Progress: c.Progress, Shard: c.Shard, Shards: c.Shards,
		Method: counting.Method(c.Method), Device: counting.Device(c.Device), MaxMemory: c.MaxMemory,
		ByColumn: c.ByColumn,
	}
	if c.Done != nil {
		s.Done = make(map[counting.Unit]counting.Counts, len(c.Done))
		for sub, counts := range c.Done {
			s.Done[unitOf(sub)] = countingCounts(counts)
		}
	}
	if finished := c.Finished; finished != nil {
		s.Finished = func(u counting.Unit, counts counting.Counts) error {
			return finished(subproblemOf(u), countsOf(counts))
		}
	}
	return s
}

// unitOf returns the unit that sub names.
func unitOf(sub Subproblem) counting.Unit {
	return counting.Unit{N: sub.N, Method: counting.Method(sub.Method), Number: sub.Number}
}

// subproblemOf returns the subproblem that u names.
func subproblemOf(u counting.Unit) Subproblem {
	return Subproblem{N: u.N, Method: Method(u.Method), Number: u.Number}
}

// countsOf returns c as Counts.
func countsOf(c counting.Counts) Counts {
	return Counts{Total: c.Total, Unique: c.Unique, UniqueUnknown: c.UniqueUnknown, ByColumn: Columns{c.ByColumn}}
}

// fromCounting returns err, of internal/counting, as the API says it: its
// typed errors as the API's, its problems as problems, which the exported
// function names, and any other error, ctx.Err() or Finished's, as it is.
func fromCounting(err error) error {
	var (
		pe *counting.Problem
		oe *counting.OverflowError
		re *counting.RangeError
		me *counting.MemoryError
		ue *counting.UnitError
		de *counting.DeviceError
		se *counting.ShardError
		ce *counting.CountsError
	)
	switch {
	case err == nil:
		return nil
	case errors.As(err, &de):
		return &DeviceError{Device: Device(de.Device), Err: fromCounting(de.Err)}
	case errors.As(err, &re):
		return &RangeError{Method: Method(re.Method), N: re.N, Min: re.Min, Max: re.Max}
	case errors.As(err, &me):
		return &MemoryError{N: me.N, Need: me.Need, Table: me.Table, Limit: me.Limit}
	case errors.As(err, &ue):
		return &SubproblemError{Subproblem: subproblemOf(ue.Unit), scope: ue.Scope}
	case errors.As(err, &se):
		return &ShardError{N: se.N, Method: Method(se.Method), Shards: se.Shards, Missing: se.Missing,
			Repeated: se.Repeated, Held: se.Held, Has: se.Has, missing: se.Missed}
	case errors.As(err, &ce):
		return &CountsError{N: ce.N, Sum: countsOf(ce.Sum), Known: countsOf(ce.Known), why: ce.Why}
	case errors.As(err, &oe):
		return overflowError(oe.N)
	case errors.As(err, &pe):
		return &problem{pe.Err}
	}
	return err
}

// Estimate returns about how long c.Count(ctx, n) would take on this
// machine, before it starts: the cost of its subproblems (those of the
// shard, if c names one, less those in Done), as its engine estimates it,
// at the pace at which the same method counts here, on the same device and
// number of goroutines. Estimate finds that pace by timing counts of sizes
// from 8 up, until one takes long enough to time well, or is of size n.
// It estimates the cost of at most a few thousand subproblems: where the
// count has more, those of a sample spread evenly over them, scaled to
// their number, and for a shard, that of the whole count divided among
// the shards, which are balanced by cost. So Estimate takes about as
// long at every size, however far past any horizon the count is: little
// more than the timed counts where the count takes longer. Where the
// count would take more than the longest Duration, some 292 years,
// Estimate returns the longest Duration.
//
// Estimates are for counts by backtracking, whose subproblems' time
// follows their estimated cost across sizes, so that the pace of a small
// size foretells a large one's (docs/performance.md compares the two).
// For a count by Join or Join2, as Auto counts the sizes it joins,
// Estimate returns an error: the join's time for each unit of its
// estimated cost falls as the size grows, so that the pace of a small size
// says nothing of a large one.
//
// Estimate returns the errors that Count returns for its settings and
// Done, and ctx.Err() if ctx is done first; where it samples, it checks
// Done's subproblems against the size and method, and Count checks that
// they are in the shard. It panics if ctx is nil.
func (c *Counter) Estimate(ctx context.Context, n int) (time.Duration, error) {
	checkContext("Counter.Estimate", ctx)
	settings := c.settings()
	d, err := settings.Estimate(ctx, n)
	return d, named("Counter.Estimate", fromCounting(err))
}

// An OpenCLDevice describes a device that OpenCL reaches.
type OpenCLDevice struct {
	Platform     string // the name of its platform, as "Portable Computing Language"
	Name         string
	Vendor       string
	Driver       string // the version of its driver
	GPU          bool   // whether it is a GPU
	Memory       uint64 // its global memory, in bytes
	ComputeUnits int
}

// OpenCLDevices returns the OpenCL devices of this machine, platform by
// platform: those the [OpenCL] Device chooses from. It loads the OpenCL
// library the first time, and returns a [*DeviceError] naming what it
// tried on a machine without one, and no error where the library has no
// platform.
func OpenCLDevices() ([]OpenCLDevice, error) {
	devices, err := opencl.Devices()
	if err != nil {
		return nil, &DeviceError{Device: OpenCL, Err: err, caller: caller{"OpenCLDevices"}}
	}
	out := make([]OpenCLDevice, len(devices))
	for i, d := range devices {
		out[i] = OpenCLDevice{d.Platform, d.Name, d.Vendor, d.DriverVersion, d.GPU, d.Memory, d.ComputeUnits}
	}
	return out, nil
}

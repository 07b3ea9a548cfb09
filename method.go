package nqueens

import (
	"fmt"
	"slices"

	"github.com/nqueens-go/nqueens/internal/counting"
	"github.com/nqueens-go/nqueens/internal/prose"
)

// A Method is a way for a [Counter] to count. Its text form, which
// [Method.MarshalText] writes and [Method.UnmarshalText] reads, is its
// name: "auto", "backtrack", "join" or "join2", so that a Method serves as
// a flag with [flag.TextVar] and as a field of JSON.
type Method int

const (
	// Auto counts by joining half boards, with Join2, where that is
	// faster and possible: a board of size 12 to 25 whose join table, or
	// at least the table's index, fits in the Counter's MaxMemory, which
	// with the default of 1 GiB means all of them. Everything else it
	// counts by backtracking. The choice depends on the size and
	// MaxMemory alone, so a count, its shards and its resumption by Auto
	// all take the same method, on every machine.
	Auto Method = iota

	// Backtrack counts by searching, row by row, the completions of each
	// class of start placements (the queens of the border lines), its
	// subproblems. It counts any size up to MaxN on little memory, and
	// each subproblem gives the fundamental solutions among its own.
	//
	// Its subproblems are the classes of start placements. Write a start
	// placement as (t, b, l, r): the column of the queen in the top row
	// and of the queen in the bottom row, the row of the queen in the left
	// column and of the queen in the right column, all counted from 0, a
	// queen in a corner standing in two of them. Its eight images under
	// the symmetries of the square are start placements too; the
	// subproblems are the placements of queens that attack no other queen
	// and that come first among their images, in lexicographic order of
	// (t, b, l, r), and they are numbered in that order: 4,319 for n = 17,
	// 38,604 for n = 27. The boards of size 0 and 1 have one subproblem
	// each, the board itself, and those of size 2 and 3 none. The cost of
	// a subproblem, which balances shards, is estimated from 256 random
	// paths down its search tree.
	Backtrack

	// Join counts by joining half boards: for each set of rows whose queen
	// stands in the east half of the board, it pairs the east
	// half-solutions with the west ones whose diagonals they do not meet,
	// 512 pairs at a time. Its subproblems are runs of such sets of rows.
	// It counts sizes 2 to 25, several times faster than backtracking from
	// 12 on, and takes a table of every placement in a quarter of the
	// board, which grows about eightfold with every second size. Where the
	// whole table takes more than MaxMemory, the join keeps only the
	// table's index, which says how many placements stand in each rows
	// and columns, and each goroutine places the entries of the rows it
	// joins as it needs them; that changes no count. [Counter.MethodFor] and a
	// [*MemoryError] say what a size needs. A join subproblem's Counts hold
	// its Total alone, with UniqueUnknown set: the fundamental solutions
	// come from the whole total by Burnside's lemma, in a count not split
	// into shards, or from [SumCounts] of its shards. A shard of a count
	// by Join has UniqueUnknown set, even one that happens to hold every
	// subproblem.
	//
	// Its subproblems are numbered in this order. A board of odd size
	// 2h+1 has one queen in its middle row and one in its middle column:
	// first come the solutions with a queen at the centre, then those
	// with queens at (h, h+a) and (h+b, h), 1 ≤ a < b ≤ h, by (a, b) in
	// lexicographic order, each standing for its eight images. Within
	// each, the sets X of the other rows, of as many rows as the east
	// half has free columns, are taken in increasing order of their bits,
	// the top row in the lowest bit; with a queen at the centre, or none
	// (even sizes), only the least of X, its mirror image, the rows not
	// in X and their mirror image. A subproblem is 64 such sets in a row,
	// fewer at the end of each part. The cost of a subproblem, which
	// balances shards, is estimated from the number of placements in the
	// quarters that its half-solutions are made of.
	Join

	// Join2 is the second version of Join, which Auto takes: it counts
	// the same sizes in the same table, and its subproblems are Join's,
	// numbered alike, but where Join counts each solution of a set of rows
	// X once, Join2 also uses the transposition of the board about its
	// main diagonal. Let Y be the set of columns whose queen stands in the
	// south half, numbered as the rows are, west to east; transposing maps
	// X to Y and Y to X. Where Join takes only the least X of each class
	// (even sizes, and the queen at the centre of odd ones), Join2 counts
	// a solution twice if the least member of the class of its Y comes
	// after X, once if it is X, and not at all if it comes before. That
	// leaves out about half the pairs of half-solutions: twice as fast at
	// even sizes, a little faster at odd ones, with the same total. A
	// subproblem of Join2 thus counts other solutions than the same
	// subproblem of Join, and its cost is estimated from the placements
	// of the quarters that its weights leave in: the records and the
	// shards of the two methods never mix.
	Join2
)

// Methods returns every Method, Auto first, in the order of their values:
// what a program lists to offer the choice of one.
func Methods() []Method {
	var all []Method
	for _, m := range counting.Methods() {
		all = append(all, Method(m))
	}
	return all
}

// CountsOn reports whether a [Counter] with Method m counts on Device d:
// whether m has an engine there; for Auto, whether the method it chooses
// may, one of those it chooses from having one; and for DefaultDevice,
// whether m counts anywhere. A method that counts on a device may still
// return a [*DeviceError] for a machine without one, or a size the device
// cannot hold.
func (m Method) CountsOn(d Device) bool {
	return counting.Method(m).CountsOn(counting.Device(d))
}

// countingOn returns the methods that count on device d, in order.
func countingOn(d Device) []Method {
	var list []Method
	for _, m := range counting.Counting(counting.Device(d)) {
		list = append(list, Method(m))
	}
	return list
}

// counts reports whether m is a method that counts, rather than Auto,
// which chooses one, or no method.
func (m Method) counts() bool { return slices.Contains(countingOn(CPU), m) }

// valid reports whether m is one of the methods.
func (m Method) valid() bool { return m == Auto || m.counts() }

// String returns "auto", "backtrack", "join" or "join2".
func (m Method) String() string { return counting.Method(m).String() }

// MarshalText returns the name of m: "auto", "backtrack", "join" or
// "join2". It returns an error if m is not one of those methods.
func (m Method) MarshalText() ([]byte, error) {
	if !m.valid() {
		return nil, fmt.Errorf("nqueens: Method(%d) is not a method", int(m))
	}
	return []byte(m.String()), nil
}

// UnmarshalText sets m to the method named by text: "auto", "backtrack",
// "join" or "join2". It returns an error that quotes text if it names none
// of them.
func (m *Method) UnmarshalText(text []byte) error {
	if method, ok := counting.MethodNamed(string(text)); ok {
		*m = Method(method)
		return nil
	}
	return fmt.Errorf("nqueens: method %q: want %s", prose.Excerpt(string(text)), prose.Or(prose.Names(Methods())))
}

// A Device is where a [Counter] counts: on the processor, or on an OpenCL
// device, such as a GPU. It is apart from [Method], which fixes the
// numbering of a count's subproblems, because the device does not: the
// same subproblems counted anywhere give the same counts, so shards,
// records and checkpoints move freely between devices. Its text form,
// which [Device.MarshalText] writes and [Device.UnmarshalText] reads, is
// its name: "default", "cpu" or "opencl".
//
// [Method.CountsOn] says which methods count on which device; a count by
// a method on a device where it does not count returns an error.
type Device int

const (
	// DefaultDevice counts on an OpenCL GPU where the machine has one
	// that counts the size by the method, the size is at least 18, large
	// enough to pay for starting it, and the GPU counted a sample of the
	// count faster than the processor, as [Counter.DeviceFor] says; every
	// other count, and every count wherever OpenCL fails to start, on the
	// processor. A GPU that fails once the count is under way ends it with
	// an error, as on OpenCL.
	DefaultDevice Device = iota

	// CPU counts on the processor, on as many goroutines as the Counter
	// says.
	CPU

	// OpenCL counts on the first OpenCL GPU of the machine, or where it
	// has none, on its first OpenCL device of any kind, such as the
	// processor through POCL. Every method counts there: Backtrack
	// searches in a kernel of its own, and Join and Join2 make their half
	// boards on the processor and count the disjoint pairs of their keys
	// on the device. Auto takes the method it takes on the processor. A
	// machine without OpenCL, a device that
	// cannot build the engine's kernel or runs out of memory, and a
	// method that does not count on OpenCL are errors, never a count on
	// the processor instead. So is a device that fails during the count,
	// as a GPU that resets does: the error names the device and the call
	// that failed, and the subproblems finished before it are reported to
	// Finished as always, so that a count with Done resumes from them, on
	// any device.
	OpenCL
)

// String returns "default", "cpu" or "opencl".
func (d Device) String() string { return counting.Device(d).String() }

// MarshalText returns the name of d: "default", "cpu" or "opencl". It
// returns an error if d is not one of those devices.
func (d Device) MarshalText() ([]byte, error) {
	if !counting.Device(d).Valid() {
		return nil, fmt.Errorf("nqueens: Device(%d) is not a device", int(d))
	}
	return []byte(d.String()), nil
}

// UnmarshalText sets d to the device named by text: "default", "cpu" or
// "opencl". It returns an error that quotes text if it names none of them.
func (d *Device) UnmarshalText(text []byte) error {
	if device, ok := counting.DeviceNamed(string(text)); ok {
		*d = Device(device)
		return nil
	}
	return fmt.Errorf("nqueens: device %q: want %s", prose.Excerpt(string(text)), prose.Or(prose.Names(Devices())))
}

// Devices returns every Device, DefaultDevice first, in the order of their
// values: what a program lists to offer the choice of one.
func Devices() []Device {
	var all []Device
	for _, d := range counting.Devices() {
		all = append(all, Device(d))
	}
	return all
}

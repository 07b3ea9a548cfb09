package counting

import (
	"context"

	"github.com/nqueens-go/nqueens/internal/backtrack"
	"github.com/nqueens-go/nqueens/internal/clengine"
	"github.com/nqueens-go/nqueens/internal/engine"
	"github.com/nqueens-go/nqueens/internal/join"
)

// --- Engine kinds ---
//
// The engines count (internal/engine): the backtracking search of start
// placements (internal/backtrack), the join of half boards
// (internal/join), and backtracking on an OpenCL device
// (internal/clengine). The planner (plan.go) knows a method on a device by
// its engineKind, a line of the table of methods (method.go): it asks each
// kind whether it can count a size, within MaxMemory, on this machine,
// which is how Auto and DefaultDevice choose, and then has it build the
// engine. A new engine comes as its package and its kind here.

// An engineKind is what the planner knows of a method before it builds the
// method's engine for a count.
type engineKind interface {
	// check returns nil if the method can count size n in at most limit
	// bytes of the engine's own memory; otherwise an engine.SizeError, a
	// engine.MemoryError or an engine.Unavailable, which make Auto look further,
	// or ctx.Err(). It builds nothing, and is quick but for sizing what
	// the engine would need.
	check(ctx context.Context, n int, limit uint64) error

	// prefers reports whether Auto takes the method for size n, where
	// check allows it, before the methods after it in autoOrder.
	prefers(n int) bool

	// newEngine returns the engine of size n, which check allows within
	// limit, with its units listed, or ctx.Err().
	newEngine(ctx context.Context, n int, limit uint64) (engine.Engine, error)
}

// A gpuKind is the kind of a method on a device that may be a GPU.
type gpuKind interface {
	// gpu returns the kind that counts on a GPU alone, and only the sizes
	// where that may pay: the kind that DefaultDevice times against the
	// processor's where it can count the size (trial.go).
	gpu() engineKind
}

// --- The join's kind ---
//
// The join of half boards (internal/join) counts Join and Join2. Its kind
// says which sizes it counts, and within what memory.

// autoJoinN is the size from which Auto prefers the join: below,
// backtracking is faster.
const autoJoinN = 12

// joinKind is the engine kind of Join, and of Join2 if transpose is set.
type joinKind struct{ transpose bool }

// check returns an engine.SizeError for a size outside [join.MinN,
// join.MaxN], and an engine.MemoryError if even the index of the table of
// size n takes more than limit bytes.
func (k joinKind) check(ctx context.Context, n int, limit uint64) error {
	if n < join.MinN || n > join.MaxN {
		return engine.SizeError{N: n, Min: join.MinN, Max: join.MaxN}
	}
	_, err := joinMemory(ctx, n, limit)
	return err
}

func (joinKind) prefers(n int) bool { return n >= autoJoinN && n <= join.MaxN }

func (k joinKind) newEngine(ctx context.Context, n int, limit uint64) (engine.Engine, error) {
	stream, err := joinMemory(ctx, n, limit)
	if err != nil {
		return nil, err
	}
	return join.New(ctx, n, k.transpose, stream)
}

// joinMemory returns whether a join of size n streams the entries of its
// table, which it does where the whole table takes more than limit bytes;
// or an engine.MemoryError if even the
// index takes more, or ctx.Err() if ctx is done while it sizes the table.
func joinMemory(ctx context.Context, n int, limit uint64) (stream bool, err error) {
	whole, err := join.TableSize(ctx, n)
	if err != nil {
		return false, err
	}
	if whole <= limit {
		return false, nil
	}
	index := join.IndexSize(n)
	if index <= limit {
		return true, nil
	}
	return false, engine.MemoryError{N: n, Need: index, Whole: whole, Limit: limit}
}

// --- Backtracking ---

// backtrackKind is the engine kind of Backtrack on the processor, which
// counts every size on little memory.
type backtrackKind struct{}

func (backtrackKind) check(context.Context, int, uint64) error { return nil }

func (backtrackKind) prefers(int) bool { return true }

func (backtrackKind) newEngine(ctx context.Context, n int, _ uint64) (engine.Engine, error) {
	return backtrack.New(ctx, n)
}

// --- OpenCL ---

// gpuFromN is the least size DefaultDevice times on a GPU: below, the
// whole count takes about as long as starting the device and timing it.
const gpuFromN = 18

// openclBacktrackKind is the engine kind of Backtrack on an OpenCL device.
// With gpuOnly set, it takes a GPU only, from size gpuFromN, as
// DefaultDevice does.
type openclBacktrackKind struct{ gpuOnly bool }

func (k openclBacktrackKind) check(_ context.Context, n int, _ uint64) error {
	if k.gpuOnly && n < gpuFromN {
		return engine.Unavailable{Why: "too small a count to start a GPU for"}
	}
	d, err := clengine.Device(k.gpuOnly)
	if err == nil {
		err = clengine.CheckBacktrack(d, n)
	}
	return err
}

func (openclBacktrackKind) prefers(int) bool { return true }

func (k openclBacktrackKind) newEngine(ctx context.Context, n int, _ uint64) (engine.Engine, error) {
	d, err := clengine.Device(k.gpuOnly)
	if err != nil {
		return nil, err
	}
	return clengine.NewBacktrack(ctx, d, n)
}

func (openclBacktrackKind) gpu() engineKind { return openclBacktrackKind{gpuOnly: true} }

func (k openclBacktrackKind) deviceName() string { return openclName(k.gpuOnly) }

// openclName names the device that an OpenCL kind counts on, GPU or not.
func openclName(gpuOnly bool) string {
	d, err := clengine.Device(gpuOnly)
	switch {
	case err != nil:
		return "the OpenCL device"
	case d.GPU:
		return "GPU " + d.Name
	}
	return "OpenCL device " + d.Name
}

// openclJoinKind is the engine kind of Join, and of Join2 if transpose is
// set, on an OpenCL device: the join's kind on the processor, whose half
// boards it makes there, with the pairs counted on the device. With
// gpuOnly set, it takes a GPU only, from size gpuFromN.
type openclJoinKind struct {
	join    joinKind
	gpuOnly bool
}

func (k openclJoinKind) check(ctx context.Context, n int, limit uint64) error {
	if n >= join.MinN && n <= join.MaxN && k.gpuOnly && n < gpuFromN {
		return engine.Unavailable{Why: "too small a count to start a GPU for"}
	}
	if err := k.join.check(ctx, n, limit); err != nil {
		return err
	}
	d, err := clengine.Device(k.gpuOnly)
	if err == nil {
		err = clengine.CheckJoin(d)
	}
	return err
}

func (k openclJoinKind) prefers(n int) bool { return k.join.prefers(n) }

func (k openclJoinKind) gpu() engineKind { return openclJoinKind{join: k.join, gpuOnly: true} }

func (k openclJoinKind) deviceName() string { return openclName(k.gpuOnly) }

func (k openclJoinKind) newEngine(ctx context.Context, n int, limit uint64) (engine.Engine, error) {
	stream, err := joinMemory(ctx, n, limit)
	if err != nil {
		return nil, err
	}
	d, err := clengine.Device(k.gpuOnly)
	if err != nil {
		return nil, err
	}
	return clengine.NewJoin(ctx, d, n, k.join.transpose, stream)
}

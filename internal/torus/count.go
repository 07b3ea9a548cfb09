package torus

import (
	"context"
	"fmt"
	"runtime"
	"sync"
)

// CountUnit returns the number of classes of size n under group g whose
// least solution lies in unit u, 0 ≤ u < [Units](n), so that the units'
// numbers add up to the term. It returns an error naming n, g or u if one
// is out of range, and ctx.Err() once ctx is done: the search looks at ctx
// every few milliseconds at most. Its cost is exponential in n.
func CountUnit(ctx context.Context, n int, g Group, u int) (uint64, error) {
	if err := check(n, g); err != nil {
		return 0, err
	}
	if err := checkUnit(n, u); err != nil {
		return 0, err
	}
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	return newSearcher(n, g).countUnit(ctx, u)
}

// Count returns the number of classes of size n under group g, the term of
// A062164 for [Torus] and of A062165 for [Similar]: 1 for n = 0, the empty
// board's one solution, and for n = 1, and 0 for n = 2 and 3.
//
// It counts the units on workers goroutines (runtime.GOMAXPROCS(0) for 0),
// in increasing order of their numbers, but for those in skip, which a
// caller counted before: Count adds skip's counts to the term and counts
// those units no more. As each unit finishes, Count calls done, if not nil,
// with the unit and its count, from the goroutine that called Count, one
// call at a time. If done returns an error, Count stops and returns it; if
// ctx is done first, Count stops and returns ctx.Err(). Either way it calls
// done no more, and returns once its goroutines have stopped.
//
// Count returns an error naming n, g or a unit of skip if one is out of
// range, or workers if it is negative.
func Count(ctx context.Context, n int, g Group, workers int, skip map[int]uint64, done func(u int, count uint64) error) (uint64, error) {
	return CountUnits(ctx, n, g, workers, nil, skip, done)
}

// CountUnits is Count of the units in units alone, which must be units of
// size n, each once, in increasing order, or of every unit for nil: it
// returns the classes whose least solution lies in those units, as the
// count of one shard of the units (ShardUnits). skip may hold only units
// of units.
func CountUnits(ctx context.Context, n int, g Group, workers int, units []int, skip map[int]uint64, done func(u int, count uint64) error) (uint64, error) {
	if err := check(n, g); err != nil {
		return 0, err
	}
	in := make(map[int]bool, len(units))
	for i, u := range units {
		if err := checkUnit(n, u); err != nil {
			return 0, err
		}
		if i > 0 && u <= units[i-1] {
			return 0, fmt.Errorf("torus: units %d and %d out of increasing order", units[i-1], u)
		}
		in[u] = true
	}
	if units == nil {
		for u := range Units(n) {
			units = append(units, u)
			in[u] = true
		}
	}
	if workers < 0 {
		return 0, fmt.Errorf("torus: %d workers; want 0 or more", workers)
	}
	if workers == 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	for u := range skip {
		if err := checkUnit(n, u); err != nil {
			return 0, err
		}
		if !in[u] {
			return 0, fmt.Errorf("torus: unit %d to skip is not one of the units to count", u)
		}
	}
	var term uint64
	var todo []int
	for _, u := range units {
		if count, ok := skip[u]; ok {
			term += count
		} else {
			todo = append(todo, u)
		}
	}
	if err := ctx.Err(); err != nil {
		return 0, err
	}

	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	type result struct {
		u     int
		count uint64
		err   error
	}
	next := make(chan int)
	results := make(chan result)
	var wg sync.WaitGroup
	for range min(workers, len(todo)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := newSearcher(n, g)
			for u := range next {
				count, err := w.countUnit(ctx, u)
				results <- result{u, count, err}
			}
		}()
	}
	go func() {
		defer close(next)
		for _, u := range todo {
			select {
			case next <- u:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() {
		wg.Wait()
		close(results)
	}()

	var err error
	reported := 0
	for r := range results {
		switch {
		case err != nil: // stopping: drain the results
		case r.err != nil:
			err = r.err
		case ctx.Err() != nil:
			err = ctx.Err()
		default:
			term += r.count
			reported++
			if done != nil {
				err = done(r.u, r.count)
			}
		}
		if err != nil {
			cancel()
		}
	}
	if err == nil && reported < len(todo) {
		err = ctx.Err() // the units stopped coming: ctx is done
	}
	if err != nil {
		return 0, err
	}
	return term, nil
}

// check returns an error naming n or g if n is not a size a count takes
// or g names no group.
func check(n int, g Group) error {
	if err := checkSize(n); err != nil {
		return err
	}
	return checkGroup(g)
}

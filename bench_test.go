package nqueens

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/nqueens-go/nqueens/internal/clengine"
	"github.com/nqueens-go/nqueens/internal/join"
	"github.com/nqueens-go/nqueens/internal/rank"
)

// The benchmarks report, besides time per operation, the figure a user of
// each function cares about: solutions per second for the searches that
// visit many, and the cost of one solution for All and Next.

// BenchmarkEstimate estimates counts by backtracking on every core, of
// sizes whose counts are years past any horizon: the estimate's own time
// is bounded, at every size. It reports the estimate, in years.
func BenchmarkEstimate(b *testing.B) {
	for _, n := range []int{30, 40, 64} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			c := Counter{Method: Backtrack}
			var d time.Duration
			for b.Loop() {
				var err error
				if d, err = c.Estimate(context.Background(), n); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(d.Hours()/8766, "years")
		})
	}
}

// BenchmarkJoin counts by Join, the join of v0.1.0, and BenchmarkJoin2 by
// Join2, on every core and then on one, sizes 12 to 18.
// BenchmarkJoin2Large counts 19 and 20 by Join2, which take minutes: run it
// with -benchtime=1x. All report the memory of the table, which the
// goroutines share, in MiB.
func BenchmarkJoin(b *testing.B) {
	benchmarkJoin(b, Join, []int{12, 14, 16, 17, 18}, []int{14, 16, 17, 18})
}

func BenchmarkJoin2(b *testing.B) {
	benchmarkJoin(b, Join2, []int{12, 14, 16, 17, 18}, []int{14, 16, 17, 18})
}

func BenchmarkJoin2Large(b *testing.B) {
	benchmarkJoin(b, Join2, []int{19, 20}, []int{19, 20})
}

func benchmarkJoin(b *testing.B, method Method, all, one []int) {
	for _, workers := range []int{0, 1} {
		name, sizes := "workers=all", all
		if workers == 1 {
			name, sizes = "workers=1", one
		}
		for _, n := range sizes {
			b.Run(fmt.Sprintf("%s/n=%d", name, n), func(b *testing.B) {
				c := Counter{Workers: workers, Method: method}
				var counts Counts
				for b.Loop() {
					var err error
					if counts, err = c.Count(context.Background(), n); err != nil {
						b.Fatal(err)
					}
				}
				table, _ := join.TableSize(context.Background(), n)
				b.ReportMetric(float64(table)/(1<<20), "table-MiB")
				b.ReportMetric(float64(counts.Total)*float64(b.N)/b.Elapsed().Seconds(), "solutions/s")
			})
		}
	}
}

// BenchmarkCounterCancel measures how long a count of n = 22 goes on after
// its context is cancelled, once its goroutines are deep in the search.
func BenchmarkCounterCancel(b *testing.B) {
	benchmarkStop(b, 300*time.Millisecond, func(ctx context.Context) error {
		_, err := (&Counter{Method: Backtrack}).Count(ctx, 22)
		return err
	})
}

// BenchmarkOpenCLCancel measures how long a count of n = 22 on OpenCL goes
// on after its context is cancelled, once the kernel has started: the
// launch under way, which the engine sizes to about 40 ms, and no more.
func BenchmarkOpenCLCancel(b *testing.B) {
	if devices, err := OpenCLDevices(); err != nil || len(devices) == 0 {
		b.Skipf("needs an OpenCL device: %v", err)
	}
	benchmarkStop(b, 1000*time.Millisecond, func(ctx context.Context) error {
		_, err := (&Counter{Method: Backtrack, Device: OpenCL}).Count(ctx, 22)
		return err
	})
}

// BenchmarkOpenCLJoinCancel measures how long a join count of n = 20 on
// OpenCL goes on after its context is cancelled, once its table is built
// and its kernels run: the list and the launch under way, which the engine
// sizes to about 40 ms on a processor's device, and no more.
func BenchmarkOpenCLJoinCancel(b *testing.B) {
	if devices, err := OpenCLDevices(); err != nil || len(devices) == 0 {
		b.Skipf("needs an OpenCL device: %v", err)
	}
	benchmarkStop(b, 1500*time.Millisecond, func(ctx context.Context) error {
		_, err := (&Counter{Method: Join2, Device: OpenCL}).Count(ctx, 20)
		return err
	})
}

// BenchmarkJoinCancel measures how long a join count of n = 20 goes on
// after its context is cancelled, once its table is built and its
// goroutines are joining.
func BenchmarkJoinCancel(b *testing.B) {
	benchmarkStop(b, 1500*time.Millisecond, func(ctx context.Context) error {
		_, err := (&Counter{Method: Join}).Count(ctx, 20)
		return err
	})
}

// BenchmarkFirstContextCancel measures how long FirstContext goes on after
// its context is cancelled, deep in the search for the first solution of
// size 40, which takes far longer than the benchmark.
func BenchmarkFirstContextCancel(b *testing.B) {
	benchmarkStop(b, 100*time.Millisecond, func(ctx context.Context) error {
		_, _, err := FirstContext(ctx, 40)
		return err
	})
}

// benchmarkStop runs search, cancels its context after the given time,
// and reports how long it goes on after that, on average.
func benchmarkStop(b *testing.B, after time.Duration, search func(ctx context.Context) error) {
	var waited time.Duration
	for b.Loop() {
		ctx, cancel := context.WithCancel(context.Background())
		errc := make(chan error)
		go func() { errc <- search(ctx) }()
		time.Sleep(after)
		cancel()
		cancelled := time.Now()
		if err := <-errc; err != context.Canceled {
			b.Fatal(err)
		}
		waited += time.Since(cancelled)
	}
	b.ReportMetric(float64(waited.Microseconds())/1000/float64(b.N), "ms-to-stop")
}

func BenchmarkAll(b *testing.B) {
	for _, n := range []int{8, 12, 14} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			solutions := 0
			for b.Loop() {
				for range All(n) {
					solutions++
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(solutions), "ns/solution")
			b.ReportMetric(float64(solutions)/b.Elapsed().Seconds(), "solutions/s")
		})
	}
}

// BenchmarkUnique goes through the fundamental solutions; its time per op
// is to be compared with BenchmarkAll's for the same n.
func BenchmarkUnique(b *testing.B) {
	for _, n := range []int{8, 12, 14} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			boards := 0
			for b.Loop() {
				for range Unique(n) {
					boards++
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(boards), "ns/board")
		})
	}
}

func BenchmarkFirst(b *testing.B) {
	for _, n := range []int{8, 16, 24, 28} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				First(n)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "solutions/s")
		})
	}
}

// BenchmarkNext steps through the solutions with Next, starting over from
// First when they run out, so that each call pays for rebuilding the search
// from the board it is given.
func BenchmarkNext(b *testing.B) {
	for _, n := range []int{8, 12, 14} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			first, _ := First(n)
			board := first
			for b.Loop() {
				next, ok := Next(board)
				if !ok {
					next = first
				}
				board = next
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "solutions/s")
		})
	}
}

func BenchmarkConstruct(b *testing.B) {
	for _, n := range []int{1_000, 1_000_000, 10_000_000} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Construct(n)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/queen")
		})
	}
}

// BenchmarkRandom measures Random: uniform by counting up to size 14, by
// min-conflicts repair above, where it reports the time per queen.
func BenchmarkRandom(b *testing.B) {
	for _, n := range []int{8, 14, 1000, 1_000_000, 10_000_000} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			r := rand.New(rand.NewPCG(1, 2))
			for b.Loop() {
				if _, ok := Random(n, r); !ok {
					b.Fatal("no board")
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/queen")
		})
	}
}

// BenchmarkSVG measures drawing a board as an SVG picture, written to
// io.Discard: crowns on a small board, dots on a large one.
func BenchmarkSVG(b *testing.B) {
	for _, n := range []int{8, 1000, 1_000_000} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			board, _ := Construct(n)
			for b.Loop() {
				if err := WriteSVG(io.Discard, []Board{board}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/queen")
		})
	}
}

// BenchmarkOpenCL counts by Backtrack on the first OpenCL device, with
// from 0 to 5 rows placed on the host, and beside it on the processor, on
// every core: on POCL, both on the same cores.
func BenchmarkOpenCL(b *testing.B) {
	if devices, err := OpenCLDevices(); err != nil || len(devices) == 0 {
		b.Skipf("needs an OpenCL device: %v", err)
	}
	defer func(rows int) { clengine.HostRows = rows }(clengine.HostRows)
	for _, n := range []int{14, 16, 17} {
		b.Run(fmt.Sprintf("device=cpu/n=%d", n), func(b *testing.B) {
			benchmarkCount(b, n, Counter{Method: Backtrack, Device: CPU})
		})
	}
	for rows := range 6 {
		for _, n := range []int{14, 16, 17} {
			b.Run(fmt.Sprintf("device=opencl/rows=%d/n=%d", rows, n), func(b *testing.B) {
				clengine.HostRows = rows
				benchmarkCount(b, n, Counter{Method: Backtrack, Device: OpenCL})
			})
		}
	}
}

// benchmarkCount counts size n with c in a loop, and reports the
// solutions counted a second.
func benchmarkCount(b *testing.B, n int, c Counter) {
	var counts Counts
	for b.Loop() {
		var err error
		if counts, err = c.Count(context.Background(), n); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(counts.Total)*float64(b.N)/b.Elapsed().Seconds(), "solutions/s")
}

// BenchmarkOpenCLJoin2 counts by Join2 on the first OpenCL device and
// beside it on the processor, on every core: on POCL, both on the same
// cores. The device is opened and the kernel built by the first count of
// the process, which b.Loop leaves out of its time.
func BenchmarkOpenCLJoin2(b *testing.B) {
	if devices, err := OpenCLDevices(); err != nil || len(devices) == 0 {
		b.Skipf("needs an OpenCL device: %v", err)
	}
	for _, n := range []int{16, 17, 18} {
		for _, d := range []Device{CPU, OpenCL} {
			b.Run(fmt.Sprintf("n=%d/device=%v", n, d), func(b *testing.B) {
				benchmarkCount(b, n, Counter{Method: Join2, Device: d})
			})
		}
	}
}

// BenchmarkUniqueFromTotal measures the search of the solutions that the
// turns of the board leave unchanged, which a count by joining runs after
// its join for the fundamental solutions.
func BenchmarkUniqueFromTotal(b *testing.B) {
	for _, row := range readOEIS(b) {
		if row.n < 16 || row.n > 20 {
			continue
		}
		b.Run(fmt.Sprintf("n=%d", row.n), func(b *testing.B) {
			for b.Loop() {
				if _, err := UniqueFromTotal(context.Background(), row.n, row.total); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkUnrank measures Unrank and Rank at places drawn at random, with
// Count beside them for scale, and reports the time of each as a multiple
// of Count's.
func BenchmarkUnrank(b *testing.B) {
	for _, n := range []int{14, 16, 17, 18, 20} {
		var count time.Duration
		var total uint64
		// The first call of a size counts row 0 and keeps its counts;
		// the benchmark times it once, beside a count, and then the
		// calls after it.
		b.Run(fmt.Sprintf("n=%d/first", n), func(b *testing.B) {
			rank.Forget(n)
			start := time.Now()
			total = Count(n)
			count = time.Since(start)
			for b.Loop() {
				rank.Forget(n)
				if _, err := Unrank(n, total/3); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed())/float64(b.N)/float64(count), "counts")
		})
		b.Run(fmt.Sprintf("n=%d/unrank", n), func(b *testing.B) {
			r := rand.New(rand.NewPCG(1, 2))
			for b.Loop() {
				if _, err := Unrank(n, r.Uint64N(total)); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed())/float64(b.N)/float64(count), "counts")
		})
		b.Run(fmt.Sprintf("n=%d/rank", n), func(b *testing.B) {
			r := rand.New(rand.NewPCG(1, 2))
			boards := make([]Board, 4)
			for i := range boards {
				boards[i], _ = Unrank(n, r.Uint64N(total))
			}
			i := 0
			for b.Loop() {
				if _, err := Rank(boards[i%len(boards)]); err != nil {
					b.Fatal(err)
				}
				i++
			}
			b.ReportMetric(float64(b.Elapsed())/float64(b.N)/float64(count), "counts")
		})
	}
}

// BenchmarkUnrankLarge checks Unrank and Rank at sizes 19 and 20 as
// TestUnrankEnds does at 14 (checkEnds), at the first and the
// 999th place of each end and of the walk from a third of the solutions:
// minutes a size, too slow for the tests. It times the whole check.
func BenchmarkUnrankLarge(b *testing.B) {
	for _, n := range []int{19, 20} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			for b.Loop() {
				checkEnds(b, n, 999)
			}
		})
	}
}

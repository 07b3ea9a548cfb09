package browsertest

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	neturl "net/url"
	"os/exec"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
	"github.com/nqueens-go/nqueens"
)

// BenchmarkCount counts each size from 14 to 18 in the page's workers,
// one to a core (workers), in the seconds the page reports (page-s),
// beside the same count on one goroutine of the native build here
// (native-s), and their ratio (page/native).
func BenchmarkCount(b *testing.B) {
	url := server(b)
	ctx := browse(b, desk)
	open(b, ctx, url, "count/14")
	wait(b, ctx, `counters.length > 0`)
	eval(b, ctx, `warming`, nil)
	for n := 14; n <= 18; n++ {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			var page, native float64
			for b.Loop() {
				act(b, ctx, fmt.Sprintf(`document.getElementById('count-n').value = %d; document.getElementById('count-start').click()`, n))
				status := text(b, ctx, "count-status")
				var total, unique string
				var seconds float64
				if _, err := fmt.Sscanf(status, "n = %d: %s solutions, %s fundamental, in %g s.", new(int), &total, &unique, &seconds); err != nil {
					b.Fatalf("count %d: %q: %v", n, status, err)
				}
				page += seconds
				start := time.Now()
				if _, err := (&nqueens.Counter{Workers: 1}).Count(context.Background(), n); err != nil {
					b.Fatal(err)
				}
				native += time.Since(start).Seconds()
			}
			var workers float64
			eval(b, ctx, "workers", &workers)
			b.ReportMetric(workers, "workers")
			b.ReportMetric(page/float64(b.N), "page-s")
			b.ReportMetric(native/float64(b.N), "native-s")
			b.ReportMetric(page/native, "page/native")
		})
	}
}

// A line is a network the page is loaded over.
type line struct {
	name      string
	latency   float64 // milliseconds
	down      float64 // bytes a second
	throttled bool
}

// lines are those BenchmarkFirstVisit loads the page over: no limit, a
// line of 10 Mbit/s with 40 ms of latency, and Chromium DevTools' "Slow
// 4G", 1.6 Mbit/s down at 90%, with 562.5 ms of latency.
var lines = []line{
	{name: "local"},
	{name: "10Mbit", latency: 40, down: 10e6 / 8, throttled: true},
	{name: "slow4G", latency: 562.5, down: 1.6e6 / 8 * 0.9, throttled: true},
}

// throttle returns h as served over the line l, which all its answers
// share: each answer starts after the line's latency, and their bytes go
// out at the line's rate, one after another. The test throttles the line
// here, at the server, for Chromium's emulation of a network throttles
// the page's own requests but not those of its Web Workers, which fetch
// the WebAssembly.
func throttle(h http.Handler, l line) http.Handler {
	if !l.throttled {
		return h
	}
	var mu sync.Mutex
	var free time.Time // when the line is next free
	send := func(n int) {
		mu.Lock()
		start := time.Now()
		if free.After(start) {
			start = free
		}
		free = start.Add(time.Duration(float64(n) / l.down * float64(time.Second)))
		done := free
		mu.Unlock()
		time.Sleep(time.Until(done))
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(time.Duration(l.latency * float64(time.Millisecond)))
		h.ServeHTTP(&throttled{ResponseWriter: w, send: send}, r)
	})
}

// throttled is a ResponseWriter whose bytes wait for the line.
type throttled struct {
	http.ResponseWriter
	send func(n int)
}

func (t *throttled) Write(p []byte) (int, error) {
	written := 0
	for len(p) > 0 {
		chunk := p[:min(len(p), 4096)]
		t.send(len(chunk))
		n, err := t.ResponseWriter.Write(chunk)
		written += n
		if err != nil {
			return written, err
		}
		if f, ok := t.ResponseWriter.(http.Flusher); ok {
			f.Flush()
		}
		p = p[len(chunk):]
	}
	return written, nil
}

// BenchmarkFirstVisit loads the page as a newcomer does, in a browser
// with nothing kept, over each line, from the playground command, which
// sends the files compressed (server=command), behind a proxy that
// passes on what it sends, and from a plain file server of the same files
// (server=plain): the board drawn, in
// milliseconds from the start of the load (board-ms), today's regions
// puzzle ready to play by taps (playable-ms), and the library loaded,
// for hints and puzzles made to order (library-ms).
func BenchmarkFirstVisit(b *testing.B) {
	chromium(b)
	commandURL := server(b)
	dir := b.TempDir()
	build := exec.Command("go", "run", "./cmd/playground", "-o", dir)
	build.Dir = root
	if out, err := build.CombinedOutput(); err != nil {
		b.Fatalf("go run ./cmd/playground -o %s: %v\n%s", dir, err, out)
	}
	command, err := neturl.Parse(commandURL)
	if err != nil {
		b.Fatal(err)
	}
	servers := []struct {
		name string
		h    http.Handler
	}{{"command", httputil.NewSingleHostReverseProxy(command)}, {"plain", http.FileServer(http.Dir(dir))}}
	for _, l := range lines {
		for _, s := range servers {
			b.Run(fmt.Sprintf("line=%s/server=%s", l.name, s.name), func(b *testing.B) {
				front := httptest.NewServer(throttle(s.h, l))
				defer front.Close()
				var board, playable, library float64
				for b.Loop() {
					ctx := browse(b, phone)
					if err := chromedp.Run(ctx, network.Enable(), network.SetCacheDisabled(true), network.SetBypassServiceWorker(true)); err != nil {
						b.Fatal(err)
					}
					visit(b, ctx, front.URL)
					wait(b, ctx, `typeof firstPlayable === 'number' && typeof libraryReady === 'number'`)
					var at [3]float64
					eval(b, ctx, `[firstBoard, firstPlayable, libraryReady]`, &at)
					board += at[0]
					playable += at[1]
					library += at[2]
				}
				b.ReportMetric(board/float64(b.N), "board-ms")
				b.ReportMetric(playable/float64(b.N), "playable-ms")
				b.ReportMetric(library/float64(b.N), "library-ms")
			})
		}
	}
}

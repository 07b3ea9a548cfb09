// Package browsertest plays the page of cmd/playground in a real
// Chromium, driven by chromedp, as people play it: on a phone-sized page
// by touch, and at a desk by mouse and keys. It is a module of its own,
// so that the library's module requires neither chromedp nor what
// chromedp requires; its go.mod replaces the library with the source of
// this clone.
package browsertest

import (
	"bufio"
	"context"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/device"
)

// root is the root of the clone, where the module's source is.
var root = filepath.Join("..", "..", "..")

// chromium returns the path of a Chromium, or skips t if there is none,
// unless NQUEENS_NEED_BROWSER=1, when t fails instead.
func chromium(t testing.TB) string {
	need := os.Getenv("NQUEENS_NEED_BROWSER") == "1"
	if testing.Short() && !need {
		t.Skip("builds the page and starts a browser")
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if path, err := exec.LookPath(name); err == nil {
			return path
		}
	}
	if need {
		t.Fatal("NQUEENS_NEED_BROWSER=1, and no chromium on the PATH: apt-get install chromium")
	}
	t.Skip("no chromium on the PATH")
	return ""
}

// The playground command, serving the page, started once for all the
// tests that need it, and stopped by TestMain.
var (
	serverOnce sync.Once
	serverURL  string
	serverErr  error
	serverCmd  *exec.Cmd
	serverDir  string
)

func TestMain(m *testing.M) {
	code := m.Run()
	if serverCmd != nil {
		serverCmd.Process.Signal(os.Interrupt)
		serverCmd.Wait()
	}
	if serverDir != "" {
		os.RemoveAll(serverDir)
	}
	os.Exit(code)
}

// server returns the address of the page, served by the playground
// command as a person runs it, built from this clone: go run
// ./cmd/playground, on a port of its own.
func server(t testing.TB) string {
	t.Helper()
	serverOnce.Do(func() {
		serverDir, serverErr = os.MkdirTemp("", "nqueens-browsertest-")
		if serverErr != nil {
			return
		}
		bin := filepath.Join(serverDir, "playground")
		build := exec.Command("go", "build", "-o", bin, "./cmd/playground")
		build.Dir = root
		if out, err := build.CombinedOutput(); err != nil {
			serverErr = fmt.Errorf("go build ./cmd/playground: %v\n%s", err, out)
			return
		}
		serverCmd = exec.Command(bin, "-addr", "127.0.0.1:0")
		serverCmd.Dir = root
		serverCmd.Stderr = os.Stderr
		stdout, err := serverCmd.StdoutPipe()
		if err != nil {
			serverErr = err
			return
		}
		if serverErr = serverCmd.Start(); serverErr != nil {
			return
		}
		line, err := bufio.NewReader(stdout).ReadString('\n')
		if err != nil {
			serverErr = fmt.Errorf("the playground says no address: %v", err)
			return
		}
		// "the playground is at http://ADDRESS/ (Ctrl-C stops it)"
		if _, after, ok := strings.Cut(line, "http://"); ok {
			serverURL = "http://" + strings.Fields(after)[0]
		} else {
			serverErr = fmt.Errorf("the playground says %q", line)
		}
	})
	if serverErr != nil {
		t.Fatal(serverErr)
	}
	return serverURL
}

// A view is how a browser shows the page: a desk's window, or a phone's
// screen with touch.
type view int

const (
	desk view = iota
	phone
)

// browse starts a Chromium of its own, with a profile of its own, as v
// shows pages, and returns its context, which t's end closes.
func browse(t testing.TB, v view) context.Context {
	path := chromium(t)
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(path), chromedp.NoSandbox,
		chromedp.DisableGPU, chromedp.WindowSize(900, 1300))
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancelAlloc)
	ctx, cancel := chromedp.NewContext(alloc)
	t.Cleanup(cancel)
	ctx, cancelTime := context.WithTimeout(ctx, 4*time.Minute)
	t.Cleanup(cancelTime)
	if v == phone {
		if err := chromedp.Run(ctx, chromedp.Emulate(device.Pixel5)); err != nil {
			t.Fatal(err)
		}
	}
	// Every exception the page's scripts throw fails the test.
	var mu sync.Mutex
	var thrown []string
	chromedp.ListenTarget(ctx, func(ev any) {
		if e, ok := ev.(*runtime.EventExceptionThrown); ok {
			mu.Lock()
			thrown = append(thrown, e.ExceptionDetails.Error())
			mu.Unlock()
		}
	})
	t.Cleanup(func() {
		mu.Lock()
		defer mu.Unlock()
		for _, e := range thrown {
			t.Errorf("the page threw: %s", e)
		}
	})
	return ctx
}

// visit opens the address url in the browser ctx.
func visit(t testing.TB, ctx context.Context, url string) {
	t.Helper()
	if err := chromedp.Run(ctx, chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
}

// eval evaluates the JavaScript expression js in the page, awaiting it if
// it is a promise, into result.
func eval(t testing.TB, ctx context.Context, js string, result any) {
	t.Helper()
	err := chromedp.Run(ctx, chromedp.Evaluate(js, result, func(p *runtime.EvaluateParams) *runtime.EvaluateParams {
		return p.WithAwaitPromise(true)
	}))
	if err != nil {
		t.Fatalf("%s: %v", js, err)
	}
}

// wait waits until the JavaScript expression js is true in the page.
func wait(t testing.TB, ctx context.Context, js string) {
	t.Helper()
	var ok bool
	if err := chromedp.Run(ctx, chromedp.Poll(js, &ok, chromedp.WithPollingTimeout(2*time.Minute))); err != nil {
		t.Fatalf("waiting for %s: %v", js, err)
	}
}

// idle waits until the page has answered every tap, click and key.
func idle(t testing.TB, ctx context.Context) {
	t.Helper()
	wait(t, ctx, `typeof busy === 'number' && busy === 0`)
}

// act runs the JavaScript js, as clicks and keys of a person, and waits
// until the page has answered them all.
func act(t testing.TB, ctx context.Context, js string) {
	t.Helper()
	eval(t, ctx, js+"; true", nil)
	idle(t, ctx)
}

// text returns the text of the element id.
func text(t testing.TB, ctx context.Context, id string) string {
	t.Helper()
	var s string
	eval(t, ctx, fmt.Sprintf(`document.getElementById(%q).textContent`, id), &s)
	return s
}

// cells returns the squares of the grid id whose label, after its row
// and column, holds what, as [row, column] pairs, row by row.
func cells(t testing.TB, ctx context.Context, id, what string) [][2]int {
	t.Helper()
	var got [][2]int
	eval(t, ctx, fmt.Sprintf(`[...document.querySelectorAll('#%s .cells button')].filter((b) => b.getAttribute('aria-label').split(': ')[1].split(', ').includes(%q)).map((b) => [Number(b.dataset.row), Number(b.dataset.col)])`, id, what), &got)
	return got
}

// label returns the label of the square at row and column of the grid id.
func label(t testing.TB, ctx context.Context, id string, row, col int) string {
	t.Helper()
	var s string
	eval(t, ctx, fmt.Sprintf(`document.querySelector('#%s .cells button[data-row="%d"][data-col="%d"]').getAttribute('aria-label')`, id, row, col), &s)
	return s
}

// click clicks the square at row and column of the grid id, as a screen
// reader does, or right-clicks it if right, and waits for the page.
func click(t testing.TB, ctx context.Context, id string, row, col int, right bool) {
	t.Helper()
	event := "click"
	if right {
		event = "contextmenu"
	}
	act(t, ctx, fmt.Sprintf(`document.querySelector('#%s .cells button[data-row="%d"][data-col="%d"]').dispatchEvent(new MouseEvent(%q, {bubbles: true, cancelable: true}))`, id, row, col, event))
}

// centre returns where, in the viewport, the middle of the element that
// the CSS selector sel names lies, scrolled into view.
func centre(t testing.TB, ctx context.Context, sel string) (x, y float64) {
	t.Helper()
	var at [2]float64
	eval(t, ctx, fmt.Sprintf(`(() => { const e = document.querySelector(%q); e.scrollIntoView({block: 'center'}); const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()`, sel), &at)
	return at[0], at[1]
}

// square is the CSS selector of the square at row and column of grid id.
func square(id string, row, col int) string {
	return fmt.Sprintf(`#%s .cells button[data-row="%d"][data-col="%d"]`, id, row, col)
}

// touch dispatches a touch that starts at the first point, moves through
// the others, and lifts, as a finger does, and waits for the page.
func touch(t testing.TB, ctx context.Context, points ...[2]float64) {
	t.Helper()
	actions := []chromedp.Action{input.DispatchTouchEvent(input.TouchStart, []*input.TouchPoint{{X: points[0][0], Y: points[0][1]}})}
	for i := 1; i < len(points); i++ {
		// Steps of a few pixels, as a finger's events come.
		from, to := points[i-1], points[i]
		steps := max(1, int(math.Hypot(to[0]-from[0], to[1]-from[1])/8))
		for k := 1; k <= steps; k++ {
			f := float64(k) / float64(steps)
			actions = append(actions, input.DispatchTouchEvent(input.TouchMove, []*input.TouchPoint{{X: from[0] + f*(to[0]-from[0]), Y: from[1] + f*(to[1]-from[1])}}))
		}
	}
	actions = append(actions, input.DispatchTouchEvent(input.TouchEnd, []*input.TouchPoint{}))
	if err := chromedp.Run(ctx, actions...); err != nil {
		t.Fatal(err)
	}
	idle(t, ctx)
}

// tap taps the element the CSS selector sel names, as a finger does.
func tap(t testing.TB, ctx context.Context, sel string) {
	t.Helper()
	x, y := centre(t, ctx, sel)
	touch(t, ctx, [2]float64{x, y})
}

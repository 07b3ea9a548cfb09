// Package browsertest plays the page of cmd/playground in a real
// Chromium, driven by chromedp. It is a module of its own, so that the
// library's module requires neither chromedp nor what chromedp requires;
// its go.mod replaces the library with the source of this clone.
package browsertest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image/png"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/puzzle"
	"github.com/nqueens-go/nqueens/regions"
)

// browser returns the path of a Chromium, or skips t if there is none,
// unless NQUEENS_NEED_BROWSER=1, when t fails instead.
func browser(t testing.TB) string {
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

// build writes the page's files to the folder dir, as a person does in
// the root of the clone: go run ./cmd/playground -o dir.
func build(t testing.TB, dir string) {
	t.Helper()
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("building the page needs the go command: %v", err)
	}
	cmd := exec.Command(goCmd, "run", "./cmd/playground", "-o", dir)
	cmd.Dir = filepath.Join("..", "..", "..")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go run ./cmd/playground -o %s: %v\n%s", dir, err, out)
	}
}

// page builds the page, serves it, and opens it in a headless Chromium,
// returning the browser's context.
func page(t testing.TB) context.Context {
	path := browser(t)
	dir := t.TempDir()
	build(t, dir)
	server := httptest.NewServer(http.FileServer(http.Dir(dir)))
	t.Cleanup(server.Close)
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(path), chromedp.NoSandbox,
		chromedp.DisableGPU, chromedp.WindowSize(900, 1300))
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancelAlloc)
	ctx, cancel := chromedp.NewContext(alloc)
	t.Cleanup(cancel)
	ctx, cancelTime := context.WithTimeout(ctx, 3*time.Minute)
	t.Cleanup(cancelTime)
	if err := chromedp.Run(ctx, chromedp.Navigate(server.URL)); err != nil {
		t.Fatal(err)
	}
	return ctx
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

// cells returns the squares of the grid id whose label ends in what, as
// [row, column] pairs.
func cells(t testing.TB, ctx context.Context, id, what string) [][2]int {
	t.Helper()
	var got [][2]int
	eval(t, ctx, fmt.Sprintf(`[...document.querySelectorAll('#%s .cells button')].filter((b) => b.getAttribute('aria-label').endsWith(%q)).map((b) => [Number(b.dataset.row), Number(b.dataset.col)])`, id, what), &got)
	return got
}

// act runs the JavaScript js, as clicks and keys of a person, and waits
// until the page has answered them all.
func act(t testing.TB, ctx context.Context, js string) {
	t.Helper()
	eval(t, ctx, js+"; true", nil)
	var idle bool
	if err := chromedp.Run(ctx, chromedp.Poll(`busy === 0`, &idle, chromedp.WithPollingTimeout(time.Minute))); err != nil {
		t.Fatalf("%s: the page stays busy: %v", js, err)
	}
}

// text returns the text of the element id.
func text(t testing.TB, ctx context.Context, id string) string {
	t.Helper()
	var s string
	eval(t, ctx, fmt.Sprintf(`document.getElementById(%q).textContent`, id), &s)
	return s
}

// click clicks the square at row and column of the grid id, with the
// right button if right, and waits for the page to answer.
func click(t testing.TB, ctx context.Context, id string, row, col int, right bool) {
	t.Helper()
	event := "click"
	if right {
		event = "contextmenu"
	}
	act(t, ctx, fmt.Sprintf(`document.querySelector('#%s .cells button[data-row="%d"][data-col="%d"]').dispatchEvent(new MouseEvent(%q, {bubbles: true, cancelable: true}))`, id, row, col, event))
}

// TestPage plays the page in Chromium as a person would, and checks what
// it says against the library.
func TestPage(t *testing.T) {
	ctx := page(t)

	// The board: a queen at the corner, what the page says of it, and
	// the squares it shades, against the library.
	act(t, ctx, "0")
	if got := text(t, ctx, "board-status"); got != "Completions: many. 0 of 8 queens placed." {
		t.Errorf("the empty board of 8: %q", got)
	}
	click(t, ctx, "board", 0, 0, false)
	got := text(t, ctx, "board-status")
	p := puzzle.New(8)
	p.Place(0, 0)
	want := map[uint64]string{0: "No completion.", 1: "Exactly one completion.", 2: "Completions: many."}[p.Count(2)] + " 1 of 8 queens placed."
	if got != want {
		t.Errorf("a queen at row 0, column 0: %q, want %q", got, want)
	}
	supported, _, _ := p.Supports(nil)
	var wantShaded [][2]int
	for q, ok := range supported {
		if ok && q/8 != 0 {
			wantShaded = append(wantShaded, [2]int{q / 8, q % 8})
		}
	}
	if shaded := cells(t, ctx, "board", "some completion holds it"); fmt.Sprint(shaded) != fmt.Sprint(wantShaded) {
		t.Errorf("shaded %v, want %v", shaded, wantShaded)
	}
	// A queen the first attacks is refused.
	click(t, ctx, "board", 1, 1, false)
	if got := text(t, ctx, "board-status"); !strings.HasPrefix(got, "Refused: ") {
		t.Errorf("a queen at row 1, column 1 beside row 0's: %q", got)
	}
	// Solve: a solution that keeps the queen.
	act(t, ctx, `document.getElementById('board-solve').click()`)
	got = text(t, ctx, "board-status")
	queens := cells(t, ctx, "board", ": queen")
	b := make(nqueens.Board, 8)
	for _, q := range queens {
		b[q[0]] = q[1]
	}
	if len(queens) != 8 || b.Validate() != nil || b[0] != 0 || !strings.HasPrefix(got, "A solution!") {
		t.Errorf("Solve: %q, queens %v", got, queens)
	}

	// Solve keeps a blocked square; First and Next are refused, with a
	// word why, past the sizes they walk; the slider hides past 12.
	act(t, ctx, `document.getElementById('board-clear').click()`)
	click(t, ctx, "board", 1, 2, true)
	act(t, ctx, `document.getElementById('board-solve').click()`)
	if blocked := cells(t, ctx, "board", ": blocked"); fmt.Sprint(blocked) != "[[1 2]]" {
		t.Errorf("Solve with row 1, column 2 blocked: blocked squares %v after it", blocked)
	}
	act(t, ctx, `document.getElementById('board-n').value = 64; document.getElementById('board-n').dispatchEvent(new Event('change'))`)
	act(t, ctx, `document.getElementById('board-first').click()`)
	var sliderShown bool
	eval(t, ctx, `document.getElementById('board-slider-row').offsetParent !== null`, &sliderShown)
	if got := text(t, ctx, "board-status"); !strings.HasPrefix(got, "First and Next walk the solutions in order up to size 30") || sliderShown {
		t.Errorf("First at 64: %q, slider shown %v", got, sliderShown)
	}
	// Each picture is an image of its own, whose patterns no other's ids
	// can shadow.
	var inline int
	eval(t, ctx, `document.querySelectorAll('.picture svg').length`, &inline)
	if inline != 0 {
		t.Errorf("%d pictures drawn inline, where their ids meet", inline)
	}
	act(t, ctx, `document.getElementById('board-n').value = 8; document.getElementById('board-n').dispatchEvent(new Event('change'))`)

	// Count 8, and cancel a count of 18.
	act(t, ctx, `document.getElementById('tab-count').click(); document.getElementById('count-n').value = 8; document.getElementById('count-start').click()`)
	if got := text(t, ctx, "count-status"); !strings.HasPrefix(got, "n = 8: 92 solutions, 12 fundamental") {
		t.Errorf("count 8: %q", got)
	}
	eval(t, ctx, `document.getElementById('count-n').value = 18; document.getElementById('count-start').click()`, nil)
	var progressed bool
	if err := chromedp.Run(ctx, chromedp.Poll(`document.getElementById('count-progress').value > 0`, &progressed, chromedp.WithPollingTimeout(time.Minute))); err != nil {
		t.Fatalf("the count of 18 shows no progress: %v", err)
	}
	// Cancel ends the worker at once: the page says so before it looks
	// at anything else.
	var cancelled string
	eval(t, ctx, `(async () => { document.getElementById('count-cancel').click(); await new Promise((r) => setTimeout(r, 0)); return document.getElementById('count-status').textContent; })()`, &cancelled)
	if cancelled != "Cancelled the count of 18." {
		t.Errorf("Cancel: %q", cancelled)
	}

	// A puzzle made to order, played to its end with hints.
	act(t, ctx, `document.getElementById('tab-puzzle').click()`)
	got = text(t, ctx, "puzzle-status")
	made, answer, err := puzzle.Make(8, 1, puzzle.Options{Grade: puzzle.Hard})
	if err != nil {
		t.Fatal(err)
	}
	clues := len(made.Queens())
	if want := fmt.Sprintf("A puzzle of grade hard: %d queens to place.", 8-clues); got != want {
		t.Errorf("the puzzle: %q, want %q", got, want)
	}
	// A queen that attacks a clue is refused.
	clue := made.Queens()[0]
	other := (clue.Row + 1) % 8
	if !slices.ContainsFunc(made.Queens(), func(q puzzle.Square) bool { return q.Row == other }) {
		click(t, ctx, "puzzle", other, clue.Col, false)
		if got := text(t, ctx, "puzzle-status"); !strings.HasPrefix(got, "Refused: ") {
			t.Errorf("a queen below a clue: %q", got)
		}
	}
	// A size and grade that give no puzzle leave the one on screen to play.
	act(t, ctx, `document.getElementById('puzzle-n').value = 4; document.getElementById('puzzle-grade').value = 'expert'; document.getElementById('puzzle-new').click()`)
	if got := text(t, ctx, "puzzle-status"); !strings.HasPrefix(got, "No puzzle of grade expert and size 4 from seed 1") {
		t.Errorf("a puzzle of 4, expert: %q", got)
	}
	act(t, ctx, `document.getElementById('puzzle-n').value = 8; document.getElementById('puzzle-grade').value = 'hard'`)
	playHints(t, ctx, "puzzle", "puzzle-hint", "puzzle-status", "Solved!")
	if queens := append(cells(t, ctx, "puzzle", ": queen"), cells(t, ctx, "puzzle", ": queen, a clue")...); len(queens) != 8 {
		t.Errorf("the puzzle solved with %v", queens)
	} else {
		for _, q := range queens {
			if answer[q[0]] != q[1] {
				t.Errorf("the puzzle solved with a queen at %v, not its answer %v", q, answer)
			}
		}
	}

	// A regions puzzle, played to its end with hints.
	act(t, ctx, `document.getElementById('tab-regions').click()`)
	got = text(t, ctx, "regions-status")
	rp, ranswer, err := regions.Make(8, 1, regions.Options{Grade: regions.Hard})
	if err != nil {
		t.Fatal(err)
	}
	if got != "A puzzle of grade hard: 8 queens to place." {
		t.Errorf("the regions puzzle: %q", got)
	}
	var shown [][]int
	eval(t, ctx, `regions.map`, &shown)
	if fmt.Sprint(shown) != fmt.Sprint(rp.Regions()) {
		t.Errorf("the page's regions %v, want %v", shown, rp.Regions())
	}
	playHints(t, ctx, "regions", "regions-hint", "regions-status", "Solved!")
	rqueens := cells(t, ctx, "regions", ", queen")
	var want2 [][2]int
	for _, s := range ranswer {
		want2 = append(want2, [2]int{s.Row, s.Col})
	}
	if fmt.Sprint(rqueens) != fmt.Sprint(want2) {
		t.Errorf("the regions puzzle solved with %v, want %v", rqueens, want2)
	}

	// A picture of the page that is not blank.
	var shot []byte
	act(t, ctx, `document.getElementById('tab-board').click(); document.getElementById('board-clear').click()`)
	click(t, ctx, "board", 0, 2, false)
	click(t, ctx, "board", 3, 3, true)
	if err := chromedp.Run(ctx, chromedp.FullScreenshot(&shot, 100)); err != nil {
		t.Fatal(err)
	}
	if err := notBlank(shot); err != nil {
		t.Error(err)
	}
	if path := os.Getenv("NQUEENS_SCREENSHOT"); path != "" {
		os.WriteFile(path, shot, 0o644)
	}
}

// playHints asks the page for hints, one after another, and makes each
// one as a player would, until the status says done.
func playHints(t *testing.T, ctx context.Context, grid, button, statusID, done string) {
	t.Helper()
	for range 400 {
		if text(t, ctx, statusID) == done {
			return
		}
		act(t, ctx, fmt.Sprintf(`document.getElementById(%q).click()`, button))
		hint := text(t, ctx, statusID)
		if !strings.HasPrefix(hint, "Hint: ") {
			t.Fatalf("a hint: %q", hint)
		}
		var h struct{ Queens, Empty [][2]int }
		eval(t, ctx, fmt.Sprintf(`library.call(%q, %sState())`, map[string]string{"puzzle": "hint", "regions": "regions-hint"}[grid], grid), &h)
		for _, q := range h.Queens {
			click(t, ctx, grid, q[0], q[1], false)
		}
		for _, q := range h.Empty {
			click(t, ctx, grid, q[0], q[1], true)
		}
	}
	t.Fatalf("no end to the hints")
}

// notBlank returns an error if the PNG image shot is of one colour.
func notBlank(shot []byte) error {
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		return err
	}
	colours := map[[4]uint32]bool{}
	bounds := img.Bounds()
	for y := bounds.Min.Y; y < bounds.Max.Y; y += 7 {
		for x := bounds.Min.X; x < bounds.Max.X; x += 7 {
			r, g, b, a := img.At(x, y).RGBA()
			colours[[4]uint32{r, g, b, a}] = true
		}
	}
	if len(colours) < 10 {
		return errors.New("the screenshot is blank")
	}
	return nil
}

// BenchmarkPage times the page in Chromium: the first board drawn, in
// milliseconds from the start of the page's load (first-board-ms), and
// counts of 14, 16 and 17 in its workers, one to a core (workers), in the
// seconds the page reports (page-s), beside the same count on one
// goroutine here (native-s).
func BenchmarkPage(b *testing.B) {
	ctx := page(b)
	b.Run("first-board", func(b *testing.B) {
		var first float64
		for b.Loop() {
			var drawn bool
			if err := chromedp.Run(ctx, chromedp.Reload(), chromedp.Poll(`typeof firstBoard === 'number'`, &drawn, chromedp.WithPollingTimeout(time.Minute))); err != nil {
				b.Fatal(err)
			}
			var ms float64
			eval(b, ctx, "firstBoard", &ms)
			first += ms
		}
		b.ReportMetric(first/float64(b.N), "first-board-ms")
	})
	for _, n := range []int{14, 16, 17} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			var page, native float64
			for b.Loop() {
				act(b, ctx, fmt.Sprintf(`document.getElementById('tab-count').click(); document.getElementById('count-n').value = %d; document.getElementById('count-start').click()`, n))
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
			eval(b, ctx, "shards", &workers)
			b.ReportMetric(workers, "workers")
			b.ReportMetric(page/float64(b.N), "page-s")
			b.ReportMetric(native/float64(b.N), "native-s")
		})
	}
}

package browsertest

import (
	"context"
	"fmt"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp/device"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/nqueens-go/nqueens/regions"
)

// TestPhone plays today's regions puzzle on a phone-sized page by taps
// alone, as a newcomer does: the page opens on it; a tap marks a square
// and a second places a queen; the squares a queen rules out are marked,
// and a queen that touches another is drawn in conflict and named; Undo
// and Redo take back and bring back a tap; a drag marks a run of
// squares; a link to the page opens the same puzzle at the same position
// in another browser; a reload, and a visit with no link, keep the
// progress; the last queen solves it, with the time, the hints and the
// streak. The answer comes from the library's Daily of the page's date.
func TestPhone(t *testing.T) {
	url := server(t)
	ctx := browse(t, phone)
	visit(t, ctx, url)
	wait(t, ctx, `typeof regions === 'object' && regions.ready()`)
	idle(t, ctx)

	var date string
	eval(t, ctx, `regions.date`, &date)
	day, err := time.Parse(time.DateOnly, date)
	if err != nil {
		t.Fatalf("the page's daily puzzle is of %q: %v", date, err)
	}
	d, err := regions.Daily(day)
	if err != nil {
		t.Fatal(err)
	}
	n := d.Puzzle.Size()
	var shown []int
	eval(t, ctx, `regions.map`, &shown)
	if fmt.Sprint(shown) != fmt.Sprint(slices.Concat(d.Puzzle.Regions()...)) {
		t.Fatalf("the page's daily puzzle of %s: %v, want %v", date, shown, d.Puzzle.Regions())
	}
	if got := text(t, ctx, "regions-title"); !strings.Contains(got, date) || !strings.Contains(got, d.Grade.String()) {
		t.Errorf("the title %q names neither %s nor %v", got, date, d.Grade)
	}
	answer := d.Answer
	sq := func(i int) string { return square("regions", answer[i].Row, answer[i].Col) }

	// Two taps: a mark, then a queen, and the squares it rules out marked.
	tap(t, ctx, sq(0))
	if l := label(t, ctx, "regions", answer[0].Row, answer[0].Col); !strings.HasSuffix(l, "marked empty") {
		t.Errorf("one tap: %q", l)
	}
	tap(t, ctx, sq(0))
	if l := label(t, ctx, "regions", answer[0].Row, answer[0].Col); !strings.HasSuffix(l, ", queen") {
		t.Errorf("two taps: %q", l)
	}
	ruled := cells(t, ctx, "regions", "ruled out")
	for _, q := range ruled {
		if q[0] != answer[0].Row && q[1] != answer[0].Col && d.Puzzle.Region(q[0], q[1]) != d.Puzzle.Region(answer[0].Row, answer[0].Col) &&
			max(abs(q[0]-answer[0].Row), abs(q[1]-answer[0].Col)) > 1 {
			t.Errorf("square %v marked as ruled out by the queen at %v", q, answer[0])
		}
	}
	if len(ruled) < 2*(n-1) {
		t.Errorf("%d squares marked as ruled out by one queen, want its row and column at least", len(ruled))
	}

	// A queen beside it: both in conflict, and named; Undo takes the taps
	// back one at a time, and Redo brings one back.
	r, c := answer[0].Row+1, answer[0].Col
	if r == n {
		r = answer[0].Row - 1
	}
	tap(t, ctx, square("regions", r, c))
	tap(t, ctx, square("regions", r, c))
	if conflict := cells(t, ctx, "regions", "in conflict"); len(conflict) != 2 {
		t.Errorf("two queens touching: %v in conflict", conflict)
	}
	if got := text(t, ctx, "regions-status"); !strings.Contains(got, "two queens") && !strings.Contains(got, "touch") {
		t.Errorf("two queens touching: %q", got)
	}
	tap(t, ctx, "#regions-undo")
	if l := label(t, ctx, "regions", r, c); !strings.Contains(l, "marked empty") {
		t.Errorf("after Undo: %q", l)
	}
	tap(t, ctx, "#regions-undo")
	tap(t, ctx, "#regions-redo")
	tap(t, ctx, "#regions-undo")
	if l := label(t, ctx, "regions", r, c); strings.Contains(l, "queen") || strings.Contains(l, "marked") {
		t.Errorf("after Undo, Undo, Redo, Undo: %q", l)
	}
	if conflict := cells(t, ctx, "regions", "in conflict"); len(conflict) != 0 {
		t.Errorf("after Undo: %v in conflict", conflict)
	}

	// A drag along a row marks each square it crosses, up to the answer's.
	row := answer[1].Row
	from, to := 0, answer[1].Col-1
	if answer[1].Col < 2 {
		from, to = answer[1].Col+1, n-1
	}
	x0, y0 := centre(t, ctx, square("regions", row, from))
	x1, y1 := centre(t, ctx, square("regions", row, to))
	touch(t, ctx, [2]float64{x0, y0}, [2]float64{x1, y1})
	var want [][2]int
	for col := from; col <= to; col++ {
		want = append(want, [2]int{row, col})
	}
	var marked [][2]int
	for _, q := range cells(t, ctx, "regions", "marked empty") {
		if q[0] == row {
			marked = append(marked, q)
		}
	}
	if fmt.Sprint(marked) != fmt.Sprint(want) {
		t.Errorf("a drag along row %d from column %d to %d marked %v", row, from, to, marked)
	}

	// Half the queens, and a link: another browser opens the same puzzle
	// at the same position.
	for i := 1; i < n/2; i++ {
		tap(t, ctx, sq(i))
		tap(t, ctx, sq(i))
	}
	var link string
	eval(t, ctx, `location.href`, &link)
	before := fmt.Sprint(cells(t, ctx, "regions", "queen"), cells(t, ctx, "regions", "marked empty"))
	other := browse(t, phone)
	visit(t, other, link)
	wait(t, other, `typeof regions === 'object' && regions.ready()`)
	idle(t, other)
	if after := fmt.Sprint(cells(t, other, "regions", "queen"), cells(t, other, "regions", "marked empty")); after != before {
		t.Errorf("the link %s opens %s, want %s", link, after, before)
	}

	// A reload, and a visit without the link, keep the position.
	if err := chromedp.Run(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	wait(t, ctx, `typeof regions === 'object' && regions.ready()`)
	idle(t, ctx)
	if after := fmt.Sprint(cells(t, ctx, "regions", "queen"), cells(t, ctx, "regions", "marked empty")); after != before {
		t.Errorf("after a reload %s, want %s", after, before)
	}
	var running bool
	eval(t, ctx, `regions.since !== null && regions.elapsed > 0`, &running)
	if !running {
		t.Error("after a reload, the clock of the puzzle begun stands still")
	}
	visit(t, ctx, url)
	wait(t, ctx, `typeof regions === 'object' && regions.ready()`)
	idle(t, ctx)
	if after := fmt.Sprint(cells(t, ctx, "regions", "queen"), cells(t, ctx, "regions", "marked empty")); after != before {
		t.Errorf("back with no link: %s, want %s", after, before)
	}

	if os.Getenv("NQUEENS_PHONE_SCREENSHOT") != "" {
		wait(t, ctx, `typeof libraryReady === 'number'`)
		shoot(t, ctx, "NQUEENS_PHONE_SCREENSHOT")
	}

	// The rest of the queens: solved, with the time, no hint, and a
	// streak of one day.
	for i := n / 2; i < n; i++ {
		tap(t, ctx, sq(i))
		tap(t, ctx, sq(i))
	}
	got := text(t, ctx, "regions-status")
	if !strings.HasPrefix(got, "Solved in ") || !strings.Contains(got, "with no hint") || !strings.Contains(got, "Streak: 1 day ") {
		t.Errorf("the daily puzzle solved: %q", got)
	}
	if streak := text(t, ctx, "regions-streak"); !strings.HasPrefix(streak, "Streak: 1 day ") {
		t.Errorf("the streak: %q", streak)
	}

	// The largest boards fit the phone's screen.
	for _, hash := range []string{"board/64", "puzzle/30/easy/1", "regions/16/medium/3"} {
		visit(t, ctx, url+"/#"+hash)
		wait(t, ctx, `typeof busy === 'number'`)
		idle(t, ctx)
		var fit bool
		eval(t, ctx, `document.documentElement.scrollWidth <= innerWidth`, &fit)
		if !fit {
			var wide float64
			eval(t, ctx, `document.documentElement.scrollWidth`, &wide)
			t.Errorf("%s: the page is %.0f pixels wide on a phone's screen", hash, wide)
		}
	}
}

// shoot writes a picture of the page to the file the environment
// variable env names, if it names one.
func shoot(t *testing.T, ctx context.Context, env string) {
	path := os.Getenv(env)
	if path == "" {
		return
	}
	// At one pixel to the CSS pixel, a picture small enough for a README.
	var shot []byte
	eval(t, ctx, `window.scrollTo(0, 0)`, nil)
	if err := chromedp.Run(ctx, emulation.SetDeviceMetricsOverride(393, 760, 1, true), chromedp.CaptureScreenshot(&shot),
		chromedp.Emulate(device.Pixel5)); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, shot, 0o644); err != nil {
		t.Fatal(err)
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

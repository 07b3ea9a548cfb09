package browsertest

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/puzzle"
	"github.com/nqueens-go/nqueens/regions"
)

// open shows the tab of the page at url named by hash, and waits for it.
func open(t testing.TB, ctx context.Context, url, hash string) {
	t.Helper()
	visit(t, ctx, url+"/#"+hash)
	wait(t, ctx, `typeof busy === 'number'`)
	idle(t, ctx)
}

// TestBoard plays the board tab at a desk, by clicks, right clicks and
// keys, and checks what it says against the library.
func TestBoard(t *testing.T) {
	url := server(t)
	ctx := browse(t, desk)
	open(t, ctx, url, "board/8")
	if got := text(t, ctx, "board-status"); got != "Three completions or more. 0 of 8 queens placed." {
		t.Errorf("the empty board of 8: %q", got)
	}
	// A queen at the corner, what the page says of it, and the squares it
	// shades, against the library.
	click(t, ctx, "board", 0, 0, false)
	p := puzzle.New(8)
	p.Place(0, 0)
	want := map[uint64]string{0: "No completion.", 1: "Exactly one completion.", 2: "Exactly two completions.", 3: "Three completions or more."}[p.Count(3)] + " 1 of 8 queens placed."
	if got := text(t, ctx, "board-status"); got != want {
		t.Errorf("a queen at row 0, column 0: %q, want %q", got, want)
	}
	supported, _, _ := p.Supports(nil)
	var wantShaded [][2]int
	for q, ok := range supported {
		if ok && q/8 != 0 {
			wantShaded = append(wantShaded, [2]int{q / 8, q % 8})
		}
	}
	if shaded := cells(t, ctx, "board", "free"); len(shaded) == 0 {
		t.Error("no free square")
	}
	if shaded := cells(t, ctx, "board", "some completion holds it"); fmt.Sprint(shaded) != fmt.Sprint(wantShaded) {
		t.Errorf("shaded %v, want %v", shaded, wantShaded)
	}
	// A queen the first attacks is refused, and the board stays.
	click(t, ctx, "board", 1, 1, false)
	if got := text(t, ctx, "board-status"); !strings.HasPrefix(got, "Refused: ") {
		t.Errorf("a queen at row 1, column 1 beside row 0's: %q", got)
	}
	if queens := cells(t, ctx, "board", "queen"); fmt.Sprint(queens) != "[[0 0]]" {
		t.Errorf("after the refusal: queens %v", queens)
	}
	// Keys: Q places a queen, Ctrl+Z takes it back, Ctrl+Y brings it back.
	act(t, ctx, `document.querySelector('#board .cells button[data-row="2"][data-col="4"]').focus()`)
	if err := chromedp.Run(ctx, chromedp.KeyEvent("q")); err != nil {
		t.Fatal(err)
	}
	idle(t, ctx)
	if queens := cells(t, ctx, "board", "queen"); fmt.Sprint(queens) != "[[0 0] [2 4]]" {
		t.Errorf("Q at row 2, column 4: queens %v", queens)
	}
	undoKey := `document.activeElement.dispatchEvent(new KeyboardEvent('keydown', {key: 'z', ctrlKey: true, bubbles: true, cancelable: true}))`
	act(t, ctx, undoKey)
	if queens := cells(t, ctx, "board", "queen"); fmt.Sprint(queens) != "[[0 0]]" {
		t.Errorf("Ctrl+Z: queens %v", queens)
	}
	act(t, ctx, `document.activeElement.dispatchEvent(new KeyboardEvent('keydown', {key: 'y', ctrlKey: true, bubbles: true, cancelable: true}))`)
	if queens := cells(t, ctx, "board", "queen"); fmt.Sprint(queens) != "[[0 0] [2 4]]" {
		t.Errorf("Ctrl+Y: queens %v", queens)
	}
	// Ctrl+Z and Ctrl+Y with no square focused, after a click elsewhere.
	act(t, ctx, `document.activeElement.blur(); document.body.dispatchEvent(new KeyboardEvent('keydown', {key: 'z', ctrlKey: true, bubbles: true, cancelable: true}))`)
	if queens := cells(t, ctx, "board", "queen"); fmt.Sprint(queens) != "[[0 0]]" {
		t.Errorf("Ctrl+Z on the page: queens %v", queens)
	}
	act(t, ctx, `document.body.dispatchEvent(new KeyboardEvent('keydown', {key: 'y', ctrlKey: true, bubbles: true, cancelable: true}))`)
	if queens := cells(t, ctx, "board", "queen"); fmt.Sprint(queens) != "[[0 0] [2 4]]" {
		t.Errorf("Ctrl+Y on the page: queens %v", queens)
	}
	// The setting of marks, changed with no puzzle made yet.
	act(t, ctx, `document.getElementById('setting-automark').click()`)
	act(t, ctx, `document.getElementById('setting-automark').click()`)
	// Solve: a solution that keeps the queens.
	act(t, ctx, `document.getElementById('board-solve').click()`)
	got := text(t, ctx, "board-status")
	queens := cells(t, ctx, "board", "queen")
	b := make(nqueens.Board, 8)
	for _, q := range queens {
		b[q[0]] = q[1]
	}
	if len(queens) != 8 || b.Validate() != nil || b[0] != 0 || b[2] != 4 || !strings.HasPrefix(got, "A solution!") {
		t.Errorf("Solve: %q, queens %v", got, queens)
	}
	wait(t, ctx, `document.getElementById('board-status').textContent.includes('lexicographic')`)
	rank, _ := nqueens.Rank(b)
	if got := text(t, ctx, "board-status"); !strings.Contains(got, fmt.Sprintf("It is solution %d in lexicographic order.", rank+1)) {
		t.Errorf("the solution %v: %q, want its place %d", b, got, rank+1)
	}

	// Solve keeps a blocked square; First and Next are refused, with a
	// word why, past the sizes they walk; the slider hides past 12.
	act(t, ctx, `document.getElementById('board-clear').click()`)
	click(t, ctx, "board", 1, 2, true)
	act(t, ctx, `document.getElementById('board-solve').click()`)
	if blocked := cells(t, ctx, "board", "blocked"); fmt.Sprint(blocked) != "[[1 2]]" {
		t.Errorf("Solve with row 1, column 2 blocked: blocked squares %v after it", blocked)
	}
	act(t, ctx, `document.getElementById('board-n').value = 64; document.getElementById('board-n').dispatchEvent(new Event('change'))`)
	act(t, ctx, `document.getElementById('board-first').click()`)
	var sliderShown bool
	eval(t, ctx, `document.getElementById('board-slider-row').offsetParent !== null`, &sliderShown)
	if got := text(t, ctx, "board-status"); !strings.HasPrefix(got, "First and Next walk the solutions in order up to size 30") || sliderShown {
		t.Errorf("First at 64: %q, slider shown %v", got, sliderShown)
	}
	// Exactly two completions: the empty board of 4.
	act(t, ctx, `document.getElementById('board-n').value = 4; document.getElementById('board-n').dispatchEvent(new Event('change'))`)
	if got := text(t, ctx, "board-status"); got != "Exactly two completions. 0 of 4 queens placed." {
		t.Errorf("the empty board of 4: %q", got)
	}
	// A size out of range is refused, not changed into another.
	act(t, ctx, `document.getElementById('board-n').value = 65; document.getElementById('board-n').dispatchEvent(new Event('change'))`)
	if got := text(t, ctx, "board-status"); got != "The size is a whole number from 4 to 64, and 65 is not one." {
		t.Errorf("size 65: %q", got)
	}
	var squares int
	eval(t, ctx, `document.querySelectorAll('#board .cells button').length`, &squares)
	if squares != 16 {
		t.Errorf("size 65 refused, and the board has %d squares, not 4's 16", squares)
	}
}

// TestCount counts on the count tab: the number entered, or a word why
// not; the bar moves on a short count too, and Cancel stops a long one.
func TestCount(t *testing.T) {
	url := server(t)
	ctx := browse(t, desk)
	open(t, ctx, url, "count/8")
	wait(t, ctx, `counters.length > 0 && document.getElementById('count-status').textContent.startsWith('Pick')`)
	act(t, ctx, `document.getElementById('count-start').click()`)
	if got := text(t, ctx, "count-status"); !strings.HasPrefix(got, "n = 8: 92 solutions, 12 fundamental") {
		t.Errorf("count 8: %q", got)
	}
	act(t, ctx, `document.getElementById('count-n').value = 21; document.getElementById('count-start').click()`)
	if got := text(t, ctx, "count-status"); got != "The size is a whole number from 1 to 20, and 21 is not one." {
		t.Errorf("count 21: %q", got)
	}
	// The bar of a count of 14: it moves before the count ends.
	eval(t, ctx, `window.bar = []; (() => {
		const p = document.getElementById('count-progress');
		const seen = Object.getOwnPropertyDescriptor(HTMLProgressElement.prototype, 'value');
		Object.defineProperty(p, 'value', { get() { return seen.get.call(p); }, set(v) { window.bar.push(v); seen.set.call(p, v); } });
	})()`, nil)
	act(t, ctx, `document.getElementById('count-n').value = 14; document.getElementById('count-start').click()`)
	if got := text(t, ctx, "count-status"); !strings.HasPrefix(got, "n = 14: 365,596 solutions, 45,752 fundamental") {
		t.Errorf("count 14: %q", got)
	}
	var bar []float64
	eval(t, ctx, `window.bar`, &bar)
	between := slices.ContainsFunc(bar, func(v float64) bool { return v > 0 && v < 1 })
	if !between || bar[len(bar)-1] != 1 {
		t.Errorf("the bar of a count of 14 took %v, none between 0 and 1 or not ending at 1", bar)
	}
	eval(t, ctx, `document.getElementById('count-n').value = 18; document.getElementById('count-start').click()`, nil)
	wait(t, ctx, `document.getElementById('count-progress').value > 0`)
	// Cancel ends the workers at once: the page says so before it looks
	// at anything else.
	var cancelled string
	eval(t, ctx, `(async () => { document.getElementById('count-cancel').click(); await new Promise((r) => setTimeout(r, 0)); return document.getElementById('count-status').textContent; })()`, &cancelled)
	if cancelled != "Cancelled the count of 18." {
		t.Errorf("Cancel: %q", cancelled)
	}
	idle(t, ctx)
	// The workers start again and warm up, and the page still says so.
	eval(t, ctx, `warming`, nil)
	if got := text(t, ctx, "count-status"); got != "Cancelled the count of 18." {
		t.Errorf("once the workers are back: %q", got)
	}
	act(t, ctx, `document.getElementById('count-n').value = 12; document.getElementById('count-start').click()`)
	if got := text(t, ctx, "count-status"); !strings.HasPrefix(got, "n = 12: 14,200 solutions, 1,787 fundamental") {
		t.Errorf("count 12 after a cancel: %q", got)
	}
}

// TestPuzzles plays a puzzle of each kind made to order to its end with
// hints, at a desk: the page's puzzles are the library's, New puzzle moves
// the seed, the clues stand apart from the player's queens, and a puzzle
// the library cannot make leaves the one on screen.
func TestPuzzles(t *testing.T) {
	url := server(t)
	ctx := browse(t, desk)
	open(t, ctx, url, "puzzle/8/hard/1")
	made, answer, err := puzzle.Make(8, 1, puzzle.Options{Grade: puzzle.Hard})
	if err != nil {
		t.Fatal(err)
	}
	clues := made.Queens()
	if got, want := text(t, ctx, "puzzle-status"), fmt.Sprintf("%d queens to place.", 8-len(clues)); got != want {
		t.Errorf("the puzzle: %q, want %q", got, want)
	}
	var shown [][2]int
	for _, q := range clues {
		shown = append(shown, [2]int{q.Row, q.Col})
	}
	if got := cells(t, ctx, "puzzle", "a clue"); fmt.Sprint(got) != fmt.Sprint(shown) {
		t.Errorf("the clues shown: %v, want %v", got, shown)
	}
	var clueColour, queenColour string
	// A queen below a clue's column: drawn in conflict, and named.
	other := (clues[0].Row + 1) % 8
	if !slices.ContainsFunc(clues, func(q puzzle.Square) bool { return q.Row == other }) {
		act(t, ctx, fmt.Sprintf(`document.querySelector('%s').focus()`, square("puzzle", other, clues[0].Col)))
		if err := chromedp.Run(ctx, chromedp.KeyEvent("q")); err != nil {
			t.Fatal(err)
		}
		idle(t, ctx)
		want := fmt.Sprintf("Column %d has two queens, at row %d, column %d and row %d, column %d.", clues[0].Col,
			min(clues[0].Row, other), clues[0].Col, max(clues[0].Row, other), clues[0].Col)
		if got := text(t, ctx, "puzzle-status"); got != want {
			t.Errorf("a queen below a clue: %q", got)
		}
		eval(t, ctx, fmt.Sprintf(`getComputedStyle(document.querySelector('%s')).color`, square("puzzle", clues[0].Row, clues[0].Col)), &clueColour)
		act(t, ctx, `document.getElementById('puzzle-undo').click()`)
		act(t, ctx, fmt.Sprintf(`document.querySelector('%s').focus()`, square("puzzle", other, clues[0].Col+1)))
		chromedp.Run(ctx, chromedp.KeyEvent("q"))
		idle(t, ctx)
		eval(t, ctx, fmt.Sprintf(`getComputedStyle(document.querySelector('%s')).color`, square("puzzle", other, clues[0].Col+1)), &queenColour)
		act(t, ctx, `document.getElementById('puzzle-undo').click()`)
		if clueColour == queenColour {
			t.Errorf("clues and queens both drawn in %s", clueColour)
		}
	}
	// New puzzle moves the seed on.
	var seed string
	eval(t, ctx, `document.getElementById('puzzle-seed').value`, &seed)
	if seed != "2" {
		t.Errorf("after the puzzle of seed 1, the seed box holds %q, want 2", seed)
	}
	// A size and grade that give no puzzle from ten seeds leave the one
	// on screen; a seed that gives none is passed over for the next.
	act(t, ctx, `document.getElementById('puzzle-n').value = 4; document.getElementById('puzzle-grade').value = 'expert'; document.getElementById('puzzle-seed').value = 1; document.getElementById('puzzle-new').click()`)
	if got := text(t, ctx, "puzzle-status"); !strings.HasPrefix(got, "Seeds 1 to 10 make no expert puzzle of size 4") {
		t.Errorf("a puzzle of 4, expert: %q", got)
	}
	if got := cells(t, ctx, "puzzle", "a clue"); fmt.Sprint(got) != fmt.Sprint(shown) {
		t.Errorf("after a puzzle refused, the clues shown: %v, want %v", got, shown)
	}
	playHints(t, ctx, "puzzle")
	queens := cells(t, ctx, "puzzle", "queen")
	if len(queens) != 8 {
		t.Errorf("the puzzle solved with %v", queens)
	}
	for _, q := range queens {
		if answer[q[0]] != q[1] {
			t.Errorf("the puzzle solved with a queen at %v, not its answer %v", q, answer)
		}
	}

	// A regions puzzle made to order, played to its end with hints.
	open(t, ctx, url, "regions/8/hard/1")
	rp, ranswer, err := regions.Make(8, 1, regions.Options{Grade: regions.Hard})
	if err != nil {
		t.Fatal(err)
	}
	var shownMap []int
	eval(t, ctx, `regions.map`, &shownMap)
	if fmt.Sprint(shownMap) != fmt.Sprint(slices.Concat(rp.Regions()...)) {
		t.Errorf("the page's regions %v, want %v", shownMap, rp.Regions())
	}
	if got := text(t, ctx, "regions-title"); got != "A puzzle of grade hard, 8×8" {
		t.Errorf("the regions puzzle: %q", got)
	}
	// A wrong queen, which breaks no rule yet, named when a hint is
	// asked for.
	wrong := ranswer[0]
	wrong.Col = (wrong.Col + 4) % 8
	act(t, ctx, fmt.Sprintf(`document.querySelector('%s').focus()`, square("regions", wrong.Row, wrong.Col)))
	chromedp.Run(ctx, chromedp.KeyEvent("q"))
	idle(t, ctx)
	act(t, ctx, `document.getElementById('regions-hint').click()`)
	if got := text(t, ctx, "regions-status"); got != fmt.Sprintf("No answer from here: wrong at row %d, column %d.", wrong.Row, wrong.Col) {
		t.Errorf("a hint with a wrong queen at %v: %q", wrong, got)
	}
	act(t, ctx, `document.getElementById('regions-restart').click()`)
	// The same hint asked for twice counts once.
	act(t, ctx, `document.getElementById('regions-hint').click()`)
	act(t, ctx, `document.getElementById('regions-hint').click()`)
	var hinted int
	eval(t, ctx, `regions.hints`, &hinted)
	if hinted != 1 {
		t.Errorf("one hint asked for twice: %d hints counted", hinted)
	}
	playHints(t, ctx, "regions")
	var want [][2]int
	for _, s := range ranswer {
		want = append(want, [2]int{s.Row, s.Col})
	}
	if got := cells(t, ctx, "regions", "queen"); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("the regions puzzle solved with %v, want %v", got, want)
	}
	got := text(t, ctx, "regions-status")
	var hints int
	eval(t, ctx, `regions.hints`, &hints)
	if !strings.HasPrefix(got, "Solved in ") || !strings.HasSuffix(got, fmt.Sprintf("with %d hints!", hints)) || hints < 2 {
		t.Errorf("the regions puzzle solved with %d hints: %q", hints, got)
	}
	// Started afresh, a solved puzzle cannot be undone back into its
	// solved board with a record it did not earn.
	act(t, ctx, `document.getElementById('regions-restart').click()`)
	act(t, ctx, `document.getElementById('regions-undo').click()`)
	if got := text(t, ctx, "regions-status"); got != "Nothing to undo." {
		t.Errorf("Restart of a solved puzzle, then Undo: %q", got)
	}
	// The clock of a tab out of sight stops.
	click(t, ctx, "regions", 0, 0, false)
	act(t, ctx, `document.getElementById('tab-puzzle').click()`)
	var stopped bool
	eval(t, ctx, `regions.since === null && regions.elapsed >= 0`, &stopped)
	if !stopped {
		t.Error("the regions clock runs with the puzzle tab in sight")
	}

	// A link to a puzzle the page does not make: today's, and a word why.
	for _, hash := range []string{"regions/300/hard/1", "regions/daily/2026-02-30", "regions/5/expert/1", "puzzle/8/bogus/1", "count/0"} {
		open(t, ctx, url, hash)
		if got := text(t, ctx, "regions-status"); !strings.HasPrefix(got, "The link names no puzzle or board this page shows (#"+hash+")") {
			t.Errorf("a link to %s: %q", hash, got)
		}
		var today bool
		eval(t, ctx, `regions.date === today() && location.hash.startsWith('#regions/daily/')`, &today)
		if !today {
			t.Errorf("a link to %s: not today's puzzle", hash)
		}
	}
	var squares int
	eval(t, ctx, `document.querySelectorAll('#regions .cells button').length`, &squares)
	if squares > 16*16 {
		t.Errorf("a link to size 300 drew %d squares", squares)
	}
}

// playHints asks the page for hints, one after another, and makes each
// one as a player would, with keys, until it says the puzzle is solved.
func playHints(t *testing.T, ctx context.Context, grid string) {
	t.Helper()
	status := grid + "-status"
	for range 400 {
		if strings.HasPrefix(text(t, ctx, status), "Solved in ") {
			return
		}
		act(t, ctx, fmt.Sprintf(`document.getElementById('%s-hint').click()`, grid))
		hint := text(t, ctx, status)
		if !strings.HasPrefix(hint, "Hint: ") {
			t.Fatalf("a hint: %q", hint)
		}
		var h struct{ Queens, Empty [][2]int }
		eval(t, ctx, fmt.Sprintf(`library.call(%q, %s.state())`, map[string]string{"puzzle": "hint", "regions": "regions-hint"}[grid], grid), &h)
		for _, q := range h.Queens {
			act(t, ctx, fmt.Sprintf(`document.querySelector('%s').focus()`, square(grid, q[0], q[1])))
			chromedp.Run(ctx, chromedp.KeyEvent("q"))
			idle(t, ctx)
		}
		for _, q := range h.Empty {
			click(t, ctx, grid, q[0], q[1], true)
		}
	}
	t.Fatalf("no end to the hints")
}

package play

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/puzzle"
	"github.com/nqueens-go/nqueens/regions"
)

// call makes the call method with args, and decodes its answer into v, or
// returns its error.
func call(t *testing.T, method, args string, v any) string {
	t.Helper()
	out := All().Call(context.Background(), method, []byte(args))
	var e struct{ Error string }
	if err := json.Unmarshal(out, &e); err != nil {
		t.Fatalf("%s %s: %q is not JSON: %v", method, args, out, err)
	}
	if e.Error != "" {
		return e.Error
	}
	if err := json.Unmarshal(out, v); err != nil {
		t.Fatalf("%s %s: %v", method, args, err)
	}
	return ""
}

// TestAnalyze checks what the page shows of boards against the library:
// the number of completions up to 2, and the free squares some
// completion holds, found here by listing every completion.
func TestAnalyze(t *testing.T) {
	for _, args := range []string{
		`{"n":8}`,
		`{"n":8,"queens":[[0,0]]}`,
		`{"n":8,"queens":[[0,0],[1,4]],"blocked":[[2,7]]}`,
		`{"n":6,"queens":[[0,0]]}`,
		`{"n":4}`,
		`{"n":6}`,
		`{"n":4,"queens":[[0,1],[1,3],[2,0],[3,2]]}`,
	} {
		var b Board
		json.Unmarshal([]byte(args), &b)
		p, _ := b.puzzle()
		var want [][2]int
		held := map[[2]int]bool{}
		completions := 0
		for c := range p.All() {
			completions++
			for r, col := range c {
				if !rowHolds(p, r) {
					held[[2]int{r, col}] = true
				}
			}
		}
		for r := range b.N {
			for c := range b.N {
				if held[[2]int{r, c}] {
					want = append(want, [2]int{r, c})
				}
			}
		}
		var a Analysis
		if err := call(t, "analyze", args, &a); err != "" {
			t.Fatalf("analyze %s: %s", args, err)
		}
		wantCount := [...]string{"none", "one", "two", "many"}[min(completions, 3)]
		if a.Completions != wantCount || a.Solved != (len(b.Queens) == b.N) {
			t.Errorf("analyze %s: %q, solved %v; want %q", args, a.Completions, a.Solved, wantCount)
		}
		if a.Solved {
			want = nil
		}
		if diff := cmp.Diff(want, a.Supported); diff != "" {
			t.Errorf("analyze %s: supported (-want +got):\n%s", args, diff)
		}
	}
}

// TestCalls checks the other calls against the library, and the errors
// of requests the library refuses.
func TestCalls(t *testing.T) {
	var s Solution
	if err := call(t, "first", `{"n":8}`, &s); err != "" || cmp.Diff([]int{0, 4, 7, 5, 2, 6, 1, 3}, s.Board) != "" {
		t.Errorf("first 8: %v, %s", s.Board, err)
	}
	if err := call(t, "next", `{"board":[0,4,7,5,2,6,1,3]}`, &s); err != "" || cmp.Diff([]int{0, 5, 7, 2, 6, 3, 1, 4}, s.Board) != "" {
		t.Errorf("next: %v, %s", s.Board, err)
	}
	want, _ := nqueens.Unrank(8, 91)
	if err := call(t, "unrank", `{"n":8,"k":91}`, &s); err != "" || cmp.Diff([]int(want), s.Board) != "" {
		t.Errorf("unrank 8 91: %v, %s", s.Board, err)
	}
	if err := call(t, "solve", `{"n":8,"queens":[[0,0]]}`, &s); err != "" || nqueens.Board(s.Board).Validate() != nil || s.Board[0] != 0 {
		t.Errorf("solve: %v, %s", s.Board, err)
	}
	var total Total
	if err := call(t, "total", `{"n":10}`, &total); err != "" || total.Total != 724 {
		t.Errorf("total 10: %d, %s", total.Total, err)
	}
	var sym Symmetry
	canonical := nqueens.Board{0, 5, 7, 2, 6, 3, 1, 4}.Canonical()
	if err := call(t, "symmetry", `{"board":[0,5,7,2,6,3,1,4]}`, &sym); err != "" || sym.Rank != 1 || sym.Images != 8 || cmp.Diff([]int(canonical), sym.Canonical) != "" {
		t.Errorf("symmetry: %+v, %s", sym, err)
	}
	var m Made
	if err := call(t, "make-puzzle", `{"n":8,"seed":1,"grade":"hard"}`, &m); err != "" {
		t.Fatal(err)
	}
	p, answer, _ := puzzle.Make(8, 1, puzzle.Options{Grade: puzzle.Hard})
	if cmp.Diff([]int(answer), m.Answer) != "" || m.Grade != "hard" || len(m.Queens) == 0 {
		t.Errorf("make-puzzle: %+v", m)
	}
	for _, q := range m.Queens {
		if !p.Queen(q[0], q[1]) {
			t.Errorf("make-puzzle: a clue at %v that Make's puzzle lacks", q)
		}
	}
	var h Hint
	args, _ := json.Marshal(m.Board)
	d, _ := p.Hint()
	if err := call(t, "hint", string(args), &h); err != "" || h.Text != d.String() {
		t.Errorf("hint: %+v, %s; want %v", h, err, d)
	}
	var rm RegionsMade
	if err := call(t, "regions-generate", `{"n":8,"seed":1,"grade":"hard"}`, &rm); err != "" {
		t.Fatal(err)
	}
	rp, ranswer, _ := regions.Make(8, 1, regions.Options{})
	if cmp.Diff(rp.Regions(), rm.Regions) != "" {
		t.Errorf("regions-generate: %v", rm.Regions)
	}
	var daily RegionsMade
	day, _ := regions.Daily(time.Date(2026, 12, 7, 0, 0, 0, 0, time.UTC))
	if err := call(t, "regions-daily", `{"date":"2026-12-07"}`, &daily); err != "" || cmp.Diff(day.Puzzle.Regions(), daily.Regions) != "" ||
		daily.Date != "2026-12-07" || daily.Grade != day.Grade.String() {
		t.Errorf("regions-daily 2026-12-07: %+v, %s; want %v", daily, err, day)
	}
	for _, m := range []RegionsMade{rm, daily} {
		looks := map[Look]bool{}
		for _, l := range m.Looks {
			looks[l] = true
		}
		if len(m.Looks) != len(m.Regions) || len(looks) != len(m.Regions) {
			t.Errorf("the looks of %v: %v, not one to a region", m.Regions, m.Looks)
		}
	}
	rargs, _ := json.Marshal(Regions{Regions: rm.Regions, Queens: [][2]int{{ranswer[0].Row, ranswer[0].Col}}, Marks: [][2]int{{ranswer[1].Row, ranswer[1].Col}}})
	var ra RegionsAnalysis
	if err := call(t, "regions-analyze", string(rargs), &ra); err != "" || ra.Solved || cmp.Diff([][2]int{{ranswer[1].Row, ranswer[1].Col}}, ra.Mistakes) != "" {
		t.Errorf("regions-analyze: %+v, %s", ra.Mistakes, err)
	}
	for _, tc := range []struct{ method, args, err string }{
		{"analyze", `{"n":65}`, "size 65 outside [1, 64]"},
		{"analyze", `{"n":8,"queens":[[0,0],[1,1]]}`, "share a diagonal"},
		{"analyze", `[`, "a request the page does not send"},
		{"unrank", `{"n":13,"k":0}`, "size 13: the page steps through the solutions by place from size 1 to 12"},
		{"next", `{"board":[4,2,0,3,1]}`, "[4 2 0 3 1] is the last solution of size 5"},
		{"next", `{"board":[]}`, "a board of 0 rows, outside [1, 64]"},
		{"make-puzzle", `{"n":8,"grade":"fiendish"}`, "fiendish"},
		{"solve", `{"n":3}`, "no completion"},
		{"hint", `{"n":8,"queens":[[0,0],[1,2],[2,4]]}`, ""},
		{"nothing", `{}`, `no call "nothing"`},
		{"regions-daily", `{"date":"7 December"}`, `date "7 December": want year-month-day`},
		{"regions-generate", `{"n":17,"grade":"easy"}`, "size 17 outside [4, 16]"},
	} {
		var v map[string]any
		if err := call(t, tc.method, tc.args, &v); !strings.Contains(err, tc.err) || tc.err != "" && err == "" {
			t.Errorf("%s %s: %q, want %q", tc.method, tc.args, err, tc.err)
		}
	}
}

// TestCountShards checks the page's count of a size split into shards,
// some to each worker, counted and added up as the page does, against
// OEIS's counts; a piece missing is named, and a size or split out of
// range refused.
// TestCodes: an answer the page acts on by its kind carries a code: a
// seed that makes no puzzle of the grade, of either kind; other errors
// carry none.
func TestCodes(t *testing.T) {
	for _, tc := range []struct{ method, args, code string }{
		{"make-puzzle", `{"n":4,"grade":"expert","seed":1}`, "no-puzzle"},
		{"regions-generate", `{"n":4,"grade":"expert","seed":1}`, "no-puzzle"},
		{"make-puzzle", `{"n":3,"grade":"easy","seed":1}`, ""},
		{"make-puzzle", `{"n":8,"grade":"fiendish","seed":1}`, ""},
	} {
		var e struct{ Error, Code string }
		if err := json.Unmarshal(All().Call(context.Background(), tc.method, []byte(tc.args)), &e); err != nil || e.Error == "" || e.Code != tc.code {
			t.Errorf("%s %s: %+v, %v; want an error of code %q", tc.method, tc.args, e, err, tc.code)
		}
	}
}

func TestCountShards(t *testing.T) {
	for _, tc := range []struct{ n, workers, of int }{{10, 1, 2}, {10, 2, 8}, {10, 3, 7}, {14, 2, 8}, {1, 2, 4}} {
		var pieces []Piece
		for w := range tc.workers {
			var list []int
			for s := w; s < tc.of; s += tc.workers {
				list = append(list, s)
			}
			var shares []float64
			err := CountShards(context.Background(), tc.n, list, tc.of, func(s float64) { shares = append(shares, s) },
				func(p Piece) { pieces = append(pieces, p) })
			if err != nil || len(shares) == 0 || shares[len(shares)-1] != 1 {
				t.Fatalf("count %d, shards %v of %d: %v, progress %v", tc.n, list, tc.of, err, shares)
			}
		}
		want := nqueens.Count(tc.n)
		var sum Count
		args, _ := json.Marshal(map[string]any{"n": tc.n, "pieces": pieces})
		if err := call(t, "sum-counts", string(args), &sum); err != "" || sum.N != tc.n || sum.Total != want {
			t.Errorf("count %d in %d shards on %d workers: %+v, %q; want %d", tc.n, tc.of, tc.workers, sum, err, want)
		}
		args, _ = json.Marshal(map[string]any{"n": tc.n, "pieces": pieces[1:]})
		if err := call(t, "sum-counts", string(args), &sum); !strings.Contains(err, "shard") {
			t.Errorf("count %d, the first piece missing: %q; want an error naming it", tc.n, err)
		}
	}
	var unique Count
	args, _ := json.Marshal(map[string]any{"n": 10, "pieces": piecesOf(t, 10, 4)})
	if err := call(t, "sum-counts", string(args), &unique); err != "" || unique.Unique != 92 {
		t.Errorf("count 10: %d fundamental, %q; want 92", unique.Unique, err)
	}
	for _, tc := range []struct {
		n      int
		shards []int
		of     int
	}{{21, []int{0}, 2}, {0, []int{0}, 2}, {10, []int{2}, 2}, {10, []int{0}, 1}, {10, []int{0}, maxShards + 1}, {10, nil, 2}} {
		if err := CountShards(context.Background(), tc.n, tc.shards, tc.of, func(float64) {}, func(Piece) {}); err == nil {
			t.Errorf("count %d, shards %v of %d: no error", tc.n, tc.shards, tc.of)
		}
	}
}

// piecesOf counts every shard of a count of size n split into of.
func piecesOf(t *testing.T, n, of int) []Piece {
	var all []int
	for s := range of {
		all = append(all, s)
	}
	var pieces []Piece
	if err := CountShards(context.Background(), n, all, of, func(float64) {}, func(p Piece) { pieces = append(pieces, p) }); err != nil {
		t.Fatal(err)
	}
	return pieces
}

package play

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/puzzle"
	"github.com/nqueens-go/nqueens/regions"
)

// call makes the call method with args, and decodes its answer into v, or
// returns its error.
func call(t *testing.T, method, args string, v any) string {
	t.Helper()
	out := Call(context.Background(), method, []byte(args))
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
		wantCount := [...]string{"none", "one", "many"}[min(completions, 2)]
		if a.Completions != wantCount || !strings.HasPrefix(a.SVG, "<svg") || a.Solved != (len(b.Queens) == b.N) {
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
	rargs, _ := json.Marshal(Regions{Regions: rm.Regions, Queens: [][2]int{{ranswer[0].Row, ranswer[0].Col}}, Marks: [][2]int{{ranswer[1].Row, ranswer[1].Col}}})
	var ra RegionsAnalysis
	if err := call(t, "regions-analyze", string(rargs), &ra); err != "" || ra.Solved || cmp.Diff([][2]int{{ranswer[1].Row, ranswer[1].Col}}, ra.Mistakes) != "" {
		t.Errorf("regions-analyze: %+v, %s", ra.Mistakes, err)
	}
	for _, tc := range []struct{ method, args, err string }{
		{"analyze", `{"n":65}`, "size 65 outside [1, 64]"},
		{"analyze", `{"n":8,"queens":[[0,0],[1,1]]}`, "share a diagonal"},
		{"analyze", `[`, "a request the page does not send"},
		{"unrank", `{"n":13,"k":0}`, "up to size 12"},
		{"make-puzzle", `{"n":8,"grade":"fiendish"}`, "fiendish"},
		{"solve", `{"n":3}`, "no completion"},
		{"hint", `{"n":8,"queens":[[0,0],[1,2],[2,4]]}`, ""},
		{"nothing", `{}`, `no call "nothing"`},
	} {
		var v map[string]any
		if err := call(t, tc.method, tc.args, &v); !strings.Contains(err, tc.err) || tc.err != "" && err == "" {
			t.Errorf("%s %s: %q, want %q", tc.method, tc.args, err, tc.err)
		}
	}
}

// TestCountShards checks the page's count of a size in shards, added up
// by the call "sum-counts", against OEIS's, for one to five shards, and
// that sum-counts refuses the shards with one missing.
func TestCountShards(t *testing.T) {
	for shards := 1; shards <= 5; shards++ {
		var parts []nqueens.Counts
		for shard := range shards {
			var shares []float64
			c, err := CountShard(context.Background(), 10, shard, shards, func(s float64) { shares = append(shares, s) })
			if err != nil || len(shares) == 0 || shares[len(shares)-1] != 1 {
				t.Fatalf("count 10, shard %d of %d: %+v, %v, progress %v", shard, shards, c, err, shares)
			}
			parts = append(parts, c)
		}
		var sum Count
		args, _ := json.Marshal(map[string]any{"n": 10, "parts": parts})
		if err := call(t, "sum-counts", string(args), &sum); err != "" || sum != (Count{N: 10, Total: 724, Unique: 92}) {
			t.Errorf("count 10 in %d shards: %+v, %q; want 724 and 92", shards, sum, err)
		}
		if shards > 1 {
			args, _ := json.Marshal(map[string]any{"n": 10, "parts": parts[1:]})
			if err := call(t, "sum-counts", string(args), &sum); !strings.Contains(err, "shard") {
				t.Errorf("count 10 in %d shards, the first missing: %q; want an error naming it", shards, err)
			}
		}
	}
	for _, tc := range [][3]int{{21, 0, 1}, {0, 0, 1}, {10, 2, 2}, {10, 0, 0}, {10, 0, maxShards + 1}} {
		if _, err := CountShard(context.Background(), tc[0], tc[1], tc[2], func(float64) {}); err == nil {
			t.Errorf("count %d, shard %d of %d: no error", tc[0], tc[1], tc[2])
		}
	}
}

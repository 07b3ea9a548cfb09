package regions_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens/regions"
	"github.com/nqueens-go/nqueens/regions/internal/stars/starstest"
)

func TestMarshalJSON(t *testing.T) {
	eight := "AAAABBBB\nAAAABBBB\nCCCCDDDD\nCCCCDDDD\nEEEEFFFF\nEEEEFFFF\nGGGGHHHH\nGGGGHHHH\n"
	eightJSON := `[[0,0,0,0,1,1,1,1],[0,0,0,0,1,1,1,1],[2,2,2,2,3,3,3,3],[2,2,2,2,3,3,3,3],[4,4,4,4,5,5,5,5],[4,4,4,4,5,5,5,5],[6,6,6,6,7,7,7,7],[6,6,6,6,7,7,7,7]]`
	tests := []struct {
		name string
		text string
		v    regions.Variant
		want string
	}{
		{"daily", text4, regions.Variant{}, `{"regions":[[0,0,1,1],[0,0,1,1],[2,0,3,1],[3,3,3,3]]}`},
		{"one star", text4, regions.Variant{Stars: 1}, `{"regions":[[0,0,1,1],[0,0,1,1],[2,0,3,1],[3,3,3,3]]}`},
		{"state", text4 + ".Q..\nx...\n....\n...x\n", regions.Variant{},
			`{"regions":[[0,0,1,1],[0,0,1,1],[2,0,3,1],[3,3,3,3]],"queens":[[0,1]],"empty":[[1,0],[3,3]]}`},
		{"diagonal", text4, regions.Variant{Rule: regions.DiagonalRule}, `{"regions":[[0,0,1,1],[0,0,1,1],[2,0,3,1],[3,3,3,3]],"rule":"diagonal"}`},
		{"two stars", eight + "Q.Q.....\n" + strings.Repeat("........\n", 7), regions.Variant{Stars: 2},
			`{"regions":` + eightJSON + `,"stars":2,"queens":[[0,0],[0,2]]}`},
		{"labels", "zz99\nzz99\nQza9\naaaa\n", regions.Variant{}, `{"regions":[[0,0,1,1],[0,0,1,1],[2,0,3,1],[3,3,3,3]]}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := mustParseText(t, tt.text, tt.v)
			got, err := json.Marshal(p)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, string(got)); diff != "" {
				t.Errorf("MarshalJSON (-want +got):\n%s", diff)
			}
			var back regions.Puzzle
			if err := json.Unmarshal(got, &back); err != nil {
				t.Fatalf("UnmarshalJSON(%s): %v", got, err)
			}
			again, _ := json.Marshal(&back)
			if string(again) != string(got) {
				t.Errorf("MarshalJSON of UnmarshalJSON = %s, want %s", again, got)
			}
			if max(back.Variant().Stars, 1) != max(tt.v.Stars, 1) || back.Variant().Rule != tt.v.Rule {
				t.Errorf("variant %+v, want %+v", back.Variant(), tt.v)
			}
		})
	}
}

// TestJSONRoundTrip checks that random puzzles, with random states, of
// every variant, come back from their JSON the same.
func TestJSONRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(61, 62))
	for i := range 150 {
		n := 4 + i%13
		k := 1
		if n >= 8 && i%3 == 0 {
			k = 1 + rng.IntN(n/4)
		}
		diagonal := k == 1 && i%4 == 0
		p, err := regions.New(rows(n, starstest.RandomRegions(rng, n, k, nil)), variantOf(k, diagonal))
		if err != nil {
			t.Fatal(err)
		}
		for range rng.IntN(3 * n) {
			if rng.IntN(2) == 0 {
				p.Place(rng.IntN(n), rng.IntN(n))
			} else {
				p.Mark(rng.IntN(n), rng.IntN(n))
			}
		}
		data, err := p.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		var q regions.Puzzle
		if err := q.UnmarshalJSON(data); err != nil {
			t.Fatalf("UnmarshalJSON(%s): %v", data, err)
		}
		if diff := cmp.Diff(p.String(), q.String()); diff != "" {
			t.Fatalf("%s: String (-want +got):\n%s", data, diff)
		}
		if diff := cmp.Diff(p.Regions(), q.Regions()); diff != "" {
			t.Fatalf("%s: Regions (-want +got):\n%s", data, diff)
		}
		if q.Variant().Rule != p.Variant().Rule || max(q.Variant().Stars, 1) != k {
			t.Fatalf("%s: variant %+v, want %+v", data, q.Variant(), p.Variant())
		}
	}
}

func TestUnmarshalJSONErrors(t *testing.T) {
	regions4 := `"regions":[[0,0,1,1],[0,0,1,1],[2,0,3,1],[3,3,3,3]]`
	tests := []struct {
		name string
		data string
		is   error  // the sentinel it wraps, if any
		want string // a part of the error
	}{
		{"not json", `{`, nil, "regions: unexpected end of JSON input"},
		{"array", `[1,2]`, nil, "regions: json: cannot unmarshal array"},
		{"null regions", `{}`, nil, "regions: 0 rows: want 4 to 32"},
		{"regions string", `{"regions":"AABB"}`, nil, "regions: json: cannot unmarshal string"},
		{"fraction", `{"regions":[[0,0,1,1],[0,0,1,1],[2,0,3,1],[3,3,3,1.5]]}`, nil, "regions: json: cannot unmarshal number 1.5"},
		{"ragged", `{"regions":[[0,0,1,1],[0,0,1],[2,0,3,1],[3,3,3,3]]}`, nil, "regions: row 1: 3 squares, want 4"},
		{"out", `{"regions":[[0,0,1,1],[0,0,1,1],[2,0,3,1],[3,3,3,4]]}`, nil, "regions: row 3, column 3: region 4 outside [0, 4)"},
		{"rule", `{` + regions4 + `,"rule":"knight"}`, nil, `regions: rule "knight": want touch or diagonal`},
		{"rule number", `{` + regions4 + `,"rule":1}`, nil, "regions: json: cannot unmarshal number"},
		{"stars", `{` + regions4 + `,"stars":2}`, nil, "regions: 2 stars outside [1, 1] for size 4"},
		{"stars negative", `{` + regions4 + `,"stars":-1}`, nil, "regions: -1 stars outside [1, 1] for size 4"},
		{"queen off", `{` + regions4 + `,"queens":[[4,0]]}`, regions.ErrOffBoard, "regions: place row 4, column 0: off the grid of 4"},
		{"queen negative", `{` + regions4 + `,"queens":[[0,-1]]}`, regions.ErrOffBoard, "place row 0, column -1"},
		{"queens touch", `{` + regions4 + `,"queens":[[0,1],[1,2]]}`, regions.ErrBroken, "regions: place row 1, column 2: breaks a rule: it touches the queen at row 0, column 1"},
		{"queen twice", `{` + regions4 + `,"queens":[[0,1],[0,1]]}`, regions.ErrTaken, "regions: place row 0, column 1: holds a queen"},
		{"mark on queen", `{` + regions4 + `,"queens":[[0,1]],"empty":[[0,1]]}`, regions.ErrTaken, "regions: mark row 0, column 1: holds a queen"},
		{"mark twice", `{` + regions4 + `,"empty":[[2,2],[2,2]]}`, regions.ErrTaken, "mark row 2, column 2"},
		{"mark off", `{` + regions4 + `,"empty":[[2,9]]}`, regions.ErrOffBoard, "mark row 2, column 9: off the grid"},
		{"diagonal two stars", `{"regions":[[0,0,0,0,1,1,1,1],[0,0,0,0,1,1,1,1],[2,2,2,2,3,3,3,3],[2,2,2,2,3,3,3,3],[4,4,4,4,5,5,5,5],[4,4,4,4,5,5,5,5],[6,6,6,6,7,7,7,7],[6,6,6,6,7,7,7,7]],"stars":2,"rule":"diagonal"}`,
			nil, "regions: 2 stars with the diagonal rule"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := mustParseText(t, text4+"..Q.\n....\n....\n....\n", regions.Variant{Rule: regions.DiagonalRule})
			before, _ := p.MarshalJSON()
			err := p.UnmarshalJSON([]byte(tt.data))
			if err == nil {
				t.Fatalf("UnmarshalJSON(%s): no error, want %q", tt.data, tt.want)
			}
			if !strings.Contains(err.Error(), tt.want) || !strings.HasPrefix(err.Error(), "regions: ") {
				t.Errorf("UnmarshalJSON(%s) = %q, want it to hold %q", tt.data, err, tt.want)
			}
			if tt.is != nil && !errors.Is(err, tt.is) {
				t.Errorf("UnmarshalJSON(%s) = %q, not %v", tt.data, err, tt.is)
			}
			// p is unchanged, its variant too.
			if after, _ := p.MarshalJSON(); string(after) != string(before) {
				t.Errorf("UnmarshalJSON(%s) refused, but the puzzle is now %s", tt.data, after)
			}
		})
	}
}

// TestUnmarshalJSONPairs checks that a queen or mark that is not a pair
// of numbers is refused, as data not of the form MarshalJSON writes.
func TestUnmarshalJSONPairs(t *testing.T) {
	regions4 := `"regions":[[0,0,1,1],[0,0,1,1],[2,0,3,1],[3,3,3,3]]`
	for _, data := range []string{
		`{` + regions4 + `,"queens":[[0,1,2]]}`,
		`{` + regions4 + `,"queens":[[3]]}`,
		`{` + regions4 + `,"queens":[[]]}`,
		`{` + regions4 + `,"empty":[[1]]}`,
	} {
		var p regions.Puzzle
		if err := p.UnmarshalJSON([]byte(data)); err == nil {
			t.Errorf("UnmarshalJSON(%s) = %q, want an error", data, p.String())
		}
	}
}

// TestUnmarshalJSONAccepts checks the JSON that UnmarshalJSON takes
// beyond what MarshalJSON writes.
func TestUnmarshalJSONAccepts(t *testing.T) {
	regions4 := `"regions":[[0,0,1,1],[0,0,1,1],[2,0,3,1],[3,3,3,3]]`
	tests := []struct {
		name, data string
		v          regions.Variant
	}{
		{"touch", `{` + regions4 + `,"rule":"touch","stars":1}`, regions.Variant{Stars: 1}},
		{"spaces", " { " + regions4 + " } \n", regions.Variant{}},
		{"unknown field", `{` + regions4 + `,"name":"daily"}`, regions.Variant{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var p regions.Puzzle
			if err := json.Unmarshal([]byte(tt.data), &p); err != nil {
				t.Fatalf("Unmarshal(%s): %v", tt.data, err)
			}
			if p.Variant() != tt.v || p.String() != text4 {
				t.Errorf("Unmarshal(%s) = %+v\n%v", tt.data, p.Variant(), &p)
			}
		})
	}
}

// FuzzUnmarshalJSON checks that UnmarshalJSON refuses data with an error
// that leaves the puzzle as it was, or sets it to a puzzle whose JSON
// reads back the same; and that no data makes it work long.
func FuzzUnmarshalJSON(f *testing.F) {
	f.Add(`{"regions":[[0,0,1,1],[0,0,1,1],[2,0,3,1],[3,3,3,3]]}`)
	f.Add(`{"regions":[[0,0,1,1],[0,0,1,1],[2,0,3,1],[3,3,3,3]],"queens":[[0,1]],"empty":[[1,0],[3,3]]}`)
	f.Add(`{"regions":[[0,0,1,1],[0,0,1,1],[2,0,3,1],[3,3,3,3]],"rule":"diagonal","queens":[[0,0],[3,3]]}`)
	f.Add(`{"regions":[[0,0,0,0,1,1,1,1],[0,0,0,0,1,1,1,1],[2,2,2,2,3,3,3,3],[2,2,2,2,3,3,3,3],[4,4,4,4,5,5,5,5],[4,4,4,4,5,5,5,5],[6,6,6,6,7,7,7,7],[6,6,6,6,7,7,7,7]],"stars":2}`)
	f.Add(`{"regions":[[0]],"stars":-3}`)
	f.Add(`null`)
	f.Fuzz(func(t *testing.T, data string) {
		if len(data) > 1<<16 {
			return
		}
		p := mustParseText(t, text4+"x...\n....\n....\n....\n", regions.Variant{})
		before, _ := p.MarshalJSON()
		if err := p.UnmarshalJSON([]byte(data)); err != nil {
			if after, _ := p.MarshalJSON(); string(after) != string(before) {
				t.Fatalf("UnmarshalJSON(%q) = %v, but the puzzle changed to %s", data, err, after)
			}
			if !strings.HasPrefix(err.Error(), "regions: ") {
				t.Fatalf("UnmarshalJSON(%q) = %q", data, err)
			}
			return
		}
		out, err := p.MarshalJSON()
		if err != nil {
			t.Fatalf("MarshalJSON after UnmarshalJSON(%q): %v", data, err)
		}
		var q regions.Puzzle
		if err := q.UnmarshalJSON(out); err != nil {
			t.Fatalf("UnmarshalJSON(%q) = %s, which does not read back: %v", data, out, err)
		}
		if again, _ := q.MarshalJSON(); string(again) != string(out) {
			t.Fatalf("UnmarshalJSON(%q) = %s, which reads back as %s", data, out, again)
		}
		if p.String() != q.String() {
			t.Fatalf("UnmarshalJSON(%q): String %q, read back %q", data, p.String(), q.String())
		}
		// A puzzle read is one to solve, in bounded time for its size.
		if p.Size() <= 9 {
			p.Count(2)
		}
		_ = fmt.Sprint(p)
	})
}

package puzzle_test

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens/puzzle"
)

// TestJSON checks the JSON form of puzzles worked by hand, and that it
// reads back as the same puzzle, through encoding/json too.
func TestJSON(t *testing.T) {
	tests := []struct {
		name string
		p    *puzzle.Puzzle
		want string
	}{
		{"n=0", puzzle.New(0), `{"n":0}`},
		{"n=8", puzzle.New(8), `{"n":8}`},
		{"nauck", nauck(), `{"n":8,"queens":[[3,3],[4,1]]}`},
		{"marks", mustParse(t, "x...\n..Q.\n....\n.x.x"), `{"n":4,"queens":[[1,2]],"empty":[[0,0],[3,1],[3,3]]}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data, err := tt.p.MarshalJSON()
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, string(data)); diff != "" {
				t.Errorf("MarshalJSON (-want +got):\n%s", diff)
			}
			var q puzzle.Puzzle
			if err := q.UnmarshalJSON(data); err != nil || q != *tt.p {
				t.Errorf("UnmarshalJSON(%s) = %v:\n%v\nwant\n%v", data, err, &q, tt.p)
			}
			// A Puzzle in a struct, by encoding/json.
			type doc struct {
				Puzzle *puzzle.Puzzle `json:"puzzle"`
			}
			line, err := json.Marshal(doc{tt.p})
			if err != nil || string(line) != `{"puzzle":`+tt.want+`}` {
				t.Errorf("json.Marshal = %s, %v", line, err)
			}
			var back doc
			if err := json.Unmarshal(line, &back); err != nil || back.Puzzle == nil || *back.Puzzle != *tt.p {
				t.Errorf("json.Unmarshal(%s) = %v, %v", line, back.Puzzle, err)
			}
		})
	}
}

// TestJSONRoundTrip checks that the JSON form of random puzzles reads back
// as the same puzzle.
func TestJSONRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 18))
	for range 300 {
		p, _, _ := randomPuzzle(rng, rng.IntN(13))
		data, err := p.MarshalJSON()
		if err != nil {
			t.Fatalf("\n%v\nMarshalJSON: %v", p, err)
		}
		q := puzzle.New(5)
		q.Place(0, 0)
		if err := q.UnmarshalJSON(data); err != nil || *q != *p {
			t.Fatalf("\n%v\nMarshalJSON = %s, which reads back as\n%v\n%v", p, data, q, err)
		}
	}
}

// TestJSONErrors checks that UnmarshalJSON refuses what is not the JSON
// form of a puzzle, with an error of the package, and leaves the puzzle
// as it was.
func TestJSONErrors(t *testing.T) {
	tests := []struct {
		name, data, want string // want: a part of the error
	}{
		{"not JSON", `{"n":`, "puzzle: "},
		{"an array", `[1,2]`, "puzzle: "},
		{"a string", `"8"`, "puzzle: "},
		{"n a string", `{"n":"8"}`, "puzzle: "},
		{"n too large", `{"n":65}`, "puzzle: n = 65 out of range [0, 64]"},
		{"n negative", `{"n":-1}`, "puzzle: n = -1 out of range [0, 64]"},
		{"a pair of one", `{"n":4,"queens":[[0]]}`, "puzzle: [0] is not a [row, column] pair"},
		{"a pair of three", `{"n":4,"queens":[[0,1,2]]}`, "puzzle: [0,1,2] is not a [row, column] pair"},
		{"queens attack", `{"n":4,"queens":[[0,0],[1,1]]}`, "puzzle: place row 1, column 1: queens at row 0, column 0 and row 1, column 1 share a diagonal"},
		{"queen off the board", `{"n":4,"queens":[[0,4]]}`, "puzzle: place row 0, column 4: off the 4×4 board"},
		{"mark off the board", `{"n":4,"empty":[[-1,0]]}`, "puzzle: mark row -1, column 0: off the 4×4 board"},
		{"marked twice", `{"n":4,"empty":[[0,0],[0,0]]}`, "puzzle: mark row 0, column 0: is marked empty"},
		{"a mark on a queen", `{"n":4,"queens":[[0,1]],"empty":[[0,1]]}`, "puzzle: mark row 0, column 1: holds a queen"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := nauck()
			p.Mark(0, 0)
			before := *p
			err := p.UnmarshalJSON([]byte(tt.data))
			if err == nil || !strings.Contains(err.Error(), tt.want) || !strings.HasPrefix(err.Error(), "puzzle: ") {
				t.Errorf("UnmarshalJSON(%s) = %v, want an error holding %q", tt.data, err, tt.want)
			}
			if *p != before {
				t.Errorf("UnmarshalJSON(%s) refused, but the puzzle changed to\n%v", tt.data, p)
			}
		})
	}
}

// TestJSONNull checks that UnmarshalJSON of null leaves the puzzle as it
// was, whether it refuses it, as its doc says of what is not the JSON
// form of a puzzle, or takes it as nothing to do, as encoding/json's
// Unmarshalers do by convention.
func TestJSONNull(t *testing.T) {
	p := nauck()
	before := *p
	err := p.UnmarshalJSON([]byte("null"))
	if *p != before {
		t.Errorf("UnmarshalJSON(null) = %v, and the puzzle changed from\n%v\nto\n%v", err, &before, p)
	}
	if err != nil && !strings.HasPrefix(err.Error(), "puzzle: ") {
		t.Errorf("UnmarshalJSON(null) = %q", err)
	}
}

// FuzzUnmarshalJSON checks that UnmarshalJSON never panics, leaves the
// puzzle as it was when it refuses data, and that what it reads writes
// and reads back the same.
func FuzzUnmarshalJSON(f *testing.F) {
	f.Add(`{"n":8,"queens":[[3,3],[4,1]]}`)
	f.Add(`{"n":4,"queens":[[1,2]],"empty":[[0,0],[3,1],[3,3]]}`)
	f.Add(`{"n":0}`)
	f.Add(`{"n":64,"empty":[[63,63]]}`)
	f.Add(`{"n":4,"queens":[[0,0],[1,1]]}`)
	f.Add(`null`)
	f.Fuzz(func(t *testing.T, data string) {
		p := nauck()
		before := *p
		if err := p.UnmarshalJSON([]byte(data)); err != nil {
			if *p != before || !strings.HasPrefix(err.Error(), "puzzle: ") {
				t.Fatalf("UnmarshalJSON(%q) = %q, and the puzzle changed to\n%v", data, err, p)
			}
			return
		}
		out, err := p.MarshalJSON()
		if err != nil {
			t.Fatalf("MarshalJSON after UnmarshalJSON(%q): %v", data, err)
		}
		var q puzzle.Puzzle
		if err := q.UnmarshalJSON(out); err != nil || q != *p {
			t.Fatalf("UnmarshalJSON(%q) = %s, which reads back as\n%v\n%v", data, out, &q, err)
		}
	})
}

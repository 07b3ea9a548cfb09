// Package play is what the page of cmd/playground asks of the library,
// in plain Go that tests run anywhere: each of its calls takes a request
// in JSON and gives an answer in JSON, which the page's WebAssembly hands
// over to JavaScript as strings. It holds no state between calls: the
// page keeps the board, and sends it with each request.
package play

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/nqueens-go/nqueens/puzzle"
)

// Calls are calls of the page, by name.
type Calls map[string]func(context.Context, []byte) (any, error)

// Call answers the request args of the call named method, both JSON: it
// is the one entry of the page's WebAssembly. An answer holds "error"
// where the call failed, or where c has no call of that name. ctx bounds
// the searches.
func (c Calls) Call(ctx context.Context, method string, args []byte) []byte {
	call, ok := c[method]
	if !ok {
		return answer(nil, fmt.Errorf("no call %q", method))
	}
	result, err := call(ctx, args)
	return answer(result, err)
}

// answer returns result as JSON, or {"error": ...}, with "code" where the
// page acts on the kind of error: "no-puzzle" for a seed that makes no
// puzzle of the grade asked for.
func answer(result any, err error) []byte {
	if err != nil {
		e := map[string]string{"error": strings.TrimPrefix(strings.TrimPrefix(err.Error(), "nqueens: "), "regions: ")}
		if errors.Is(err, puzzle.ErrNoPuzzle) {
			e["code"] = "no-puzzle"
		}
		text, _ := json.Marshal(e)
		return text
	}
	text, err := json.Marshal(result)
	if err != nil {
		return answer(nil, err)
	}
	return text
}

// Play returns the calls the page plays with: the boards' analysis,
// first and next solutions, and the puzzles of both kinds. They leave out
// the engines that count, so that the WebAssembly that holds them alone
// is the smaller.
func Play() Calls {
	return Calls{
		"analyze":          analyze,
		"solve":            solve,
		"first":            first,
		"next":             next,
		"make-puzzle":      makePuzzle,
		"hint":             hint,
		"regions-generate": regionsGenerate,
		"regions-daily":    regionsDaily,
		"regions-analyze":  regionsAnalyze,
		"regions-hint":     regionsHint,
	}
}

// All returns every call of the page: Play's, and those that count:
// the total of a size, a solution by its place, the place and class of a
// solution, and the sum of a count's shards, which CountShards counts.
func All() Calls {
	c := Play()
	c["total"] = total
	c["unrank"] = unrank
	c["symmetry"] = symmetry
	c["sum-counts"] = sumCounts
	return c
}

// DoneAnswer is the JSON that CountShards' caller hands the page at its
// end: {} once every listed shard is counted, or {"error": ...}.
func DoneAnswer(err error) []byte {
	return answer(struct{}{}, err)
}

// PieceAnswer is the JSON of a shard's Piece that CountShards' caller
// hands the page.
func PieceAnswer(p Piece) []byte {
	text, err := json.Marshal(p)
	return answer(json.RawMessage(text), err)
}

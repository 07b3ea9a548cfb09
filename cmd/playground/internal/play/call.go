// Package play is what the page of cmd/playground asks of the library,
// in plain Go that tests run anywhere: each of its calls takes a request
// in JSON and gives an answer in JSON, which the page's WebAssembly hands
// over to JavaScript as strings. It holds no state between calls: the
// page keeps the board, and sends it with each request.
package play

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/nqueens-go/nqueens"
)

// Call answers the request args of the call named method, both JSON: it
// is the one entry of the page's WebAssembly. An answer holds "error"
// where the call failed. ctx bounds the searches.
func Call(ctx context.Context, method string, args []byte) []byte {
	call, ok := calls[method]
	if !ok {
		return answer(nil, fmt.Errorf("no call %q", method))
	}
	result, err := call(ctx, args)
	return answer(result, err)
}

// answer returns result as JSON, or {"error": ...}.
func answer(result any, err error) []byte {
	if err != nil {
		text, _ := json.Marshal(map[string]string{"error": strings.TrimPrefix(strings.TrimPrefix(err.Error(), "nqueens: "), "regions: ")})
		return text
	}
	text, err := json.Marshal(result)
	if err != nil {
		return answer(nil, err)
	}
	return text
}

// calls are the calls of the page, by name.
var calls = map[string]func(context.Context, []byte) (any, error){
	"analyze":          analyze,
	"draw":             draw,
	"total":            total,
	"solve":            solve,
	"first":            first,
	"next":             next,
	"unrank":           unrank,
	"symmetry":         symmetry,
	"make-puzzle":      makePuzzle,
	"hint":             hint,
	"regions-generate": regionsGenerate,
	"regions-analyze":  regionsAnalyze,
	"regions-hint":     regionsHint,
	"sum-counts":       sumCounts,
}

// CountAnswer is the JSON that CountShard's caller hands the page: the
// shard's Counts, or {"error": ...}.
func CountAnswer(counts nqueens.Counts, err error) []byte {
	if err != nil {
		return answer(nil, err)
	}
	text, err := json.Marshal(counts)
	return answer(json.RawMessage(text), err)
}

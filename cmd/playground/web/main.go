//go:build js && wasm

// Command web is the library compiled to WebAssembly for the page of
// cmd/playground, nqueens.wasm: it sets two functions on the page's global
// object, nqCall(method, args), which answers any call of internal/play's
// All, both JSON strings, and nqCount(n, shards, of, progress, piece,
// done), which counts the solutions of size n in the shards listed in the
// JSON array shards, of a count split into of, one after another in a
// goroutine of its own with one table for them all, calling
// progress(share) as it goes, piece(answer) with each shard's counts and
// done(answer) at the end. The page runs it in Web Workers, so that its
// searches never hold up the page; web/play is the smaller WebAssembly
// that plays.
package main

import (
	"context"
	"encoding/json"
	"syscall/js"

	"github.com/nqueens-go/nqueens/cmd/playground/internal/play"
)

func main() {
	calls := play.All()
	js.Global().Set("nqCall", js.FuncOf(func(this js.Value, args []js.Value) any {
		return string(calls.Call(context.Background(), args[0].String(), []byte(args[1].String())))
	}))
	js.Global().Set("nqCount", js.FuncOf(func(this js.Value, args []js.Value) any {
		n, list, of, progress, piece, done := args[0].Int(), args[1].String(), args[2].Int(), args[3], args[4], args[5]
		go func() {
			var shards []int
			if err := json.Unmarshal([]byte(list), &shards); err != nil {
				done.Invoke(string(play.DoneAnswer(err)))
				return
			}
			err := play.CountShards(context.Background(), n, shards, of,
				func(share float64) { progress.Invoke(share) },
				func(p play.Piece) { piece.Invoke(string(play.PieceAnswer(p))) })
			done.Invoke(string(play.DoneAnswer(err)))
		}()
		return nil
	}))
	select {}
}

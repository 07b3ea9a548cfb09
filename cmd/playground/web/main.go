//go:build js && wasm

// Command web is the library compiled to WebAssembly for the page of
// cmd/playground: it sets two functions on the page's global object,
// nqCall(method, args), which answers a call of internal/play, both JSON
// strings, and nqCount(n, shard, shards, progress, done), which counts
// the solutions of a shard of size n in a goroutine of its own, calling
// progress(share) as it goes and done(answer) at the end. The page runs
// it in Web Workers, so that its searches never hold up the page.
package main

import (
	"context"
	"syscall/js"

	"github.com/nqueens-go/nqueens/cmd/playground/internal/play"
)

func main() {
	js.Global().Set("nqCall", js.FuncOf(func(this js.Value, args []js.Value) any {
		return string(play.Call(context.Background(), args[0].String(), []byte(args[1].String())))
	}))
	js.Global().Set("nqCount", js.FuncOf(func(this js.Value, args []js.Value) any {
		n, shard, shards, progress, done := args[0].Int(), args[1].Int(), args[2].Int(), args[3], args[4]
		go func() {
			c, err := play.CountShard(context.Background(), n, shard, shards, func(share float64) { progress.Invoke(share) })
			done.Invoke(string(play.CountAnswer(c, err)))
		}()
		return nil
	}))
	select {}
}

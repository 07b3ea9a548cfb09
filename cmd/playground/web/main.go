//go:build js && wasm

// Command web is the library compiled to WebAssembly for the page of
// cmd/playground: it sets two functions on the page's global object,
// nqCall(method, args), which answers a call of internal/play, both JSON
// strings, and nqCount(n, progress, done), which counts the solutions of
// size n in a goroutine of its own, calling progress(share) as it goes
// and done(answer) at the end. The page runs it in Web Workers, so that
// its searches never hold up the page.
package main

import (
	"context"
	"encoding/json"
	"syscall/js"

	"github.com/nqueens-go/nqueens/cmd/playground/internal/play"
)

func main() {
	js.Global().Set("nqCall", js.FuncOf(func(this js.Value, args []js.Value) any {
		return string(play.Call(context.Background(), args[0].String(), []byte(args[1].String())))
	}))
	js.Global().Set("nqCount", js.FuncOf(func(this js.Value, args []js.Value) any {
		n, progress, done := args[0].Int(), args[1], args[2]
		go func() {
			c, err := play.CountSolutions(context.Background(), n, func(share float64) { progress.Invoke(share) })
			var answer []byte
			if err != nil {
				answer, _ = json.Marshal(map[string]string{"error": err.Error()})
			} else {
				answer, _ = json.Marshal(c)
			}
			done.Invoke(string(answer))
		}()
		return nil
	}))
	select {}
}

//go:build js && wasm

// Command play is the smaller WebAssembly of the page of cmd/playground,
// play.wasm, which the page loads first: it sets nqCall(method, args) on
// the page's global object, which answers the calls of internal/play's
// Play, both JSON strings, and holds none of the engines that count,
// which nqueens.wasm, of cmd/playground/web, adds.
package main

import (
	"context"
	"syscall/js"

	"github.com/nqueens-go/nqueens/cmd/playground/internal/play"
)

func main() {
	calls := play.Play()
	js.Global().Set("nqCall", js.FuncOf(func(this js.Value, args []js.Value) any {
		return string(calls.Call(context.Background(), args[0].String(), []byte(args[1].String())))
	}))
	select {}
}

package join

import "runtime"

// pause lets the other goroutines run. In WebAssembly the runtime has one
// thread and switches goroutines only where one blocks or yields, so a
// count that never did would keep the garbage collector from finishing a
// cycle it had begun, with its write barriers slowing every store of a
// pointer meanwhile.
func pause() { runtime.Gosched() }

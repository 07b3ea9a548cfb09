package complete

import "runtime"

// pause lets the other goroutines run. In WebAssembly the runtime has one
// thread and switches goroutines only where one blocks or yields, so a
// search that never did would never see a context's deadline pass: the
// timer that ends it would not fire.
func pause() { runtime.Gosched() }

//go:build !linux

package join

// lastLevelCache returns 0: the package reads the size of the processor's
// caches from Linux's sysfs alone.
var lastLevelCache = func() uint64 { return 0 }

//go:build unix

package main

import (
	"runtime"
	"syscall"
)

// resourceUsage returns the processor time the command has taken so far, in
// seconds, user and system time of every thread together, and the most
// memory it has held resident at once, in bytes, with ok set; or ok unset
// where the system cannot tell.
func resourceUsage() (cpu float64, peak uint64, ok bool) {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return 0, 0, false
	}
	cpu = float64(u.Utime.Sec+u.Stime.Sec) + float64(u.Utime.Usec+u.Stime.Usec)/1e6
	peak = uint64(u.Maxrss)
	if runtime.GOOS != "darwin" && runtime.GOOS != "ios" {
		peak *= 1024 // kilobytes everywhere but on Apple's systems, where bytes
	}
	return cpu, peak, true
}

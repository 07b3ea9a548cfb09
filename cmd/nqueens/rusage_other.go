//go:build !unix

package main

// resourceUsage returns the processor time the command has taken and the most
// memory it has held at once, with ok set where the system can tell: here
// it cannot.
func resourceUsage() (cpu float64, peak uint64, ok bool) { return 0, 0, false }

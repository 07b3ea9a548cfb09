//go:build !linux

package main

// machineMemory returns the memory of the machine in bytes, and whether it
// could tell: here it cannot.
func machineMemory() (uint64, bool) { return 0, false }

package main

import "golang.org/x/sys/unix"

// machineMemory returns the memory of the machine in bytes, and whether it
// could tell.
func machineMemory() (uint64, bool) {
	var info unix.Sysinfo_t
	if err := unix.Sysinfo(&info); err != nil {
		return 0, false
	}
	return uint64(info.Totalram) * uint64(info.Unit), true
}

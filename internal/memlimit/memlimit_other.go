//go:build !linux

package memlimit

// machineMemory returns the memory of the machine in bytes, and whether it
// could tell: here it cannot.
func MachineMemory() (uint64, bool) { return 0, false }

// systemLimits returns the bounds on the memory of this process that the
// system sets, as far as the command can tell: here, none.
func systemLimits() []Limit { return nil }

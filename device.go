package nqueens

import (
	"fmt"

	"github.com/nqueens-go/nqueens/internal/counting"
	"github.com/nqueens-go/nqueens/internal/prose"

	"github.com/nqueens-go/nqueens/internal/opencl"
)

// A Device is where a [Counter] counts: on the processor, or on an OpenCL
// device, such as a GPU. It is apart from [Method], which fixes the
// numbering of a count's subproblems, because the device does not: the
// same subproblems counted anywhere give the same counts, so shards,
// records and checkpoints move freely between devices. Its text form,
// which [Device.MarshalText] writes and [Device.UnmarshalText] reads, is
// its name: "default", "cpu" or "opencl".
//
// [Method.CountsOn] says which methods count on which device; a count by
// a method on a device where it does not count returns an error.
type Device int

const (
	// DefaultDevice counts on an OpenCL GPU where the machine has one
	// that counts the size by the method, the size is at least 18, large
	// enough to pay for starting it, and the GPU counted a sample of the
	// count faster than the processor, as [Counter.DeviceFor] says; every
	// other count, and every count wherever OpenCL fails to start, on the
	// processor. A GPU that fails once the count is under way ends it with
	// an error, as on OpenCL.
	DefaultDevice Device = iota

	// CPU counts on the processor, on as many goroutines as the Counter
	// says.
	CPU

	// OpenCL counts on the first OpenCL GPU of the machine, or where it
	// has none, on its first OpenCL device of any kind, such as the
	// processor through POCL. Every method counts there: Backtrack
	// searches in a kernel of its own, and Join and Join2 make their half
	// boards on the processor and count the disjoint pairs of their keys
	// on the device. Auto takes the method it takes on the processor. A
	// machine without OpenCL, a device that
	// cannot build the engine's kernel or runs out of memory, and a
	// method that does not count on OpenCL are errors, never a count on
	// the processor instead. So is a device that fails during the count,
	// as a GPU that resets does: the error names the device and the call
	// that failed, and the subproblems finished before it are reported to
	// Finished as always, so that a count with Done resumes from them, on
	// any device.
	OpenCL
)

// String returns "default", "cpu" or "opencl".
func (d Device) String() string { return counting.Device(d).String() }

// MarshalText returns the name of d: "default", "cpu" or "opencl". It
// returns an error if d is not one of those devices.
func (d Device) MarshalText() ([]byte, error) {
	if !counting.Device(d).Valid() {
		return nil, fmt.Errorf("nqueens: Device(%d) is not a device", int(d))
	}
	return []byte(d.String()), nil
}

// UnmarshalText sets d to the device named by text: "default", "cpu" or
// "opencl". It returns an error that quotes text if it names none of them.
func (d *Device) UnmarshalText(text []byte) error {
	if device, ok := counting.DeviceNamed(string(text)); ok {
		*d = Device(device)
		return nil
	}
	return fmt.Errorf("nqueens: device %q: want %s", excerpt(string(text)), prose.Or(prose.Names(Devices())))
}

// Devices returns every Device, DefaultDevice first, in the order of their
// values: what a program lists to offer the choice of one.
func Devices() []Device {
	var all []Device
	for _, d := range counting.Devices() {
		all = append(all, Device(d))
	}
	return all
}

// An OpenCLDevice describes a device that OpenCL reaches.
type OpenCLDevice struct {
	Platform     string // the name of its platform, as "Portable Computing Language"
	Name         string
	Vendor       string
	Driver       string // the version of its driver
	GPU          bool   // whether it is a GPU
	Memory       uint64 // its global memory, in bytes
	ComputeUnits int
}

// OpenCLDevices returns the OpenCL devices of this machine, platform by
// platform: those the [OpenCL] Device chooses from. It loads the OpenCL
// library the first time, and returns a [*DeviceError] naming what it
// tried on a machine without one, and no error where the library has no
// platform.
func OpenCLDevices() ([]OpenCLDevice, error) {
	devices, err := opencl.Devices()
	if err != nil {
		return nil, &DeviceError{Device: OpenCL, Err: err, caller: caller{"OpenCLDevices"}}
	}
	out := make([]OpenCLDevice, len(devices))
	for i, d := range devices {
		out[i] = OpenCLDevice{d.Platform, d.Name, d.Vendor, d.DriverVersion, d.GPU, d.Memory, d.ComputeUnits}
	}
	return out, nil
}

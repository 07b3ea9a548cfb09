package counting

import (
	"fmt"
	"slices"

	"github.com/nqueens-go/nqueens/internal/prose"
)

// --- The table of methods ---
//
// A Method and a Device have the values of the nqueens package's, which
// documents them. Each method is a line of the table methods: its name
// and its engine kind on each device (engine.go). A new method, or a
// method on a new device, is a line here and the files of its kind.

// A Method is a way to count.
type Method int

// The methods, with the values of nqueens.Method's.
const (
	Auto Method = iota
	Backtrack
	Join
	Join2
)

// A Device is where a count counts.
type Device int

// The devices, with the values of nqueens.Device's.
const (
	DefaultDevice Device = iota
	CPU
	OpenCL

	deviceCount // the number of devices
)

// deviceNames are the names of the devices, by value.
var deviceNames = [...]string{DefaultDevice: "default", CPU: "cpu", OpenCL: "opencl"}

// methods describes each Method, by its value: its name and its engine
// kind on each device, nil where it does not count there (and for Auto,
// which chooses another method).
var methods = [...]struct {
	name string
	on   [deviceCount]engineKind // by Device; DefaultDevice chooses another
}{
	Auto:      {name: "auto"},
	Backtrack: {"backtrack", [deviceCount]engineKind{CPU: backtrackKind{}, OpenCL: openclBacktrackKind{}}},
	Join:      {"join", [deviceCount]engineKind{CPU: joinKind{}, OpenCL: openclJoinKind{join: joinKind{}}}},
	Join2:     {"join2", [deviceCount]engineKind{CPU: joinKind{transpose: true}, OpenCL: openclJoinKind{join: joinKind{transpose: true}}}},
}

// autoOrder is the order in which Auto considers the methods: the first
// that prefers a size and can count it counts it.
var autoOrder = []Method{Join2, Backtrack}

// Methods returns every Method, Auto first, in the order of their values.
func Methods() []Method {
	all := make([]Method, len(methods))
	for i := range all {
		all[i] = Method(i)
	}
	return all
}

// Devices returns every Device, DefaultDevice first, in the order of their
// values.
func Devices() []Device {
	all := make([]Device, deviceCount)
	for i := range all {
		all[i] = Device(i)
	}
	return all
}

// CountsOn reports whether m counts on d: whether m has an engine there;
// for Auto, whether a method it chooses from has one; and for
// DefaultDevice, whether m counts anywhere.
func (m Method) CountsOn(d Device) bool {
	if !m.valid() || d < 0 || d >= deviceCount {
		return false
	}
	if m == Auto {
		return slices.ContainsFunc(autoOrder, func(a Method) bool { return a.CountsOn(d) })
	}
	if d == DefaultDevice {
		d = CPU
	}
	return methods[m].on[d] != nil
}

// Counting returns the methods that count on device d, in order, Auto
// left out.
func Counting(d Device) []Method {
	var list []Method
	for _, m := range Methods() {
		if m.counts() && m.CountsOn(d) {
			list = append(list, m)
		}
	}
	return list
}

// methodList writes the methods as "a, b or c".
func methodList(list []Method) string { return prose.Or(prose.Names(list)) }

// valid reports whether m is one of the methods.
func (m Method) valid() bool { return m >= 0 && int(m) < len(methods) }

// kind returns the engine kind of m on the processor, and nil for Auto and
// for a value that is no method.
func (m Method) kind() engineKind {
	if !m.valid() {
		return nil
	}
	return methods[m].on[CPU]
}

// counts reports whether m is a method that counts, rather than Auto,
// which chooses one, or no method.
func (m Method) counts() bool { return m.kind() != nil }

// String returns "auto", "backtrack", "join" or "join2", or "Method(N)"
// for a value that is no method.
func (m Method) String() string {
	if !m.valid() {
		return fmt.Sprintf("Method(%d)", int(m))
	}
	return methods[m].name
}

// MethodNamed returns the method called name, and false if there is none.
func MethodNamed(name string) (Method, bool) {
	for k, method := range methods {
		if name == method.name {
			return Method(k), true
		}
	}
	return 0, false
}

// String returns "default", "cpu" or "opencl", or "Device(N)" for a value
// that is no device.
func (d Device) String() string {
	if !d.Valid() {
		return fmt.Sprintf("Device(%d)", int(d))
	}
	return deviceNames[d]
}

// Valid reports whether d is one of the devices.
func (d Device) Valid() bool { return d >= 0 && d < deviceCount }

// DeviceNamed returns the device called name, and false if there is none.
func DeviceNamed(name string) (Device, bool) {
	for k, n := range deviceNames {
		if name == n {
			return Device(k), true
		}
	}
	return 0, false
}

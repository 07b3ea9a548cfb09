package nqueens_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/nqueens-go/nqueens"
)

func ExampleDevice() {
	// The same subproblems counted on the processor or on an OpenCL
	// device give the same counts; here, the processor.
	c := nqueens.Counter{Method: nqueens.Backtrack, Device: nqueens.CPU}
	counts, err := c.Count(context.Background(), 12)
	fmt.Println(counts.Total, counts.Unique, err)
	// Output:
	// 14200 1787 <nil>
}

func ExampleDevice_String() {
	fmt.Println(nqueens.DefaultDevice, nqueens.CPU, nqueens.OpenCL)
	// Output:
	// default cpu opencl
}

func ExampleDevice_MarshalText() {
	text, err := nqueens.OpenCL.MarshalText()
	fmt.Printf("%s %v\n", text, err)
	// Output:
	// opencl <nil>
}

func ExampleDevice_UnmarshalText() {
	var d nqueens.Device
	for _, text := range []string{"cpu", "gpu"} {
		err := d.UnmarshalText([]byte(text))
		fmt.Println(d, err)
	}
	// Output:
	// cpu <nil>
	// cpu nqueens: device "gpu": want default, cpu or opencl
}

func ExampleCounter_DeviceFor() {
	// Where a count runs before it starts, for a program to record or
	// show: the processor for a count too small to start a GPU for, as
	// here, and where the machine has no GPU. For a count of 18 or more
	// on a machine with a GPU, the default device times a sample of the
	// count on both, and why says what it measured.
	var c nqueens.Counter
	d, why, err := c.DeviceFor(context.Background(), 14)
	fmt.Printf("%v %q %v\n", d, why, err)
	// Output:
	// cpu "" <nil>
}

func ExampleOpenCLDevices() {
	// Count on OpenCL where the machine has it, and on the processor
	// where it does not: the counts are the same, by the method Auto
	// takes on either, Join2 for 14.
	c := nqueens.Counter{Device: nqueens.CPU}
	if devices, err := nqueens.OpenCLDevices(); err == nil && len(devices) > 0 {
		c.Device = nqueens.OpenCL // on devices[0], or the first GPU
	}
	counts, err := c.Count(context.Background(), 14)
	fmt.Println(counts.Total, err)
	// Output:
	// 365596 <nil>
}

func ExampleOpenCLDevice() {
	d := nqueens.OpenCLDevice{Platform: "Portable Computing Language", Name: "cpu", ComputeUnits: 2, Memory: 4 << 30}
	fmt.Printf("%s on %s: %d compute units, %d GiB\n", d.Name, d.Platform, d.ComputeUnits, d.Memory>>30)
	// Output:
	// cpu on Portable Computing Language: 2 compute units, 4 GiB
}

func ExampleDeviceError() {
	// Count on OpenCL, and on the processor where OpenCL cannot.
	c := nqueens.Counter{Method: nqueens.Backtrack, Device: nqueens.OpenCL}
	counts, err := c.Count(context.Background(), 10)
	var de *nqueens.DeviceError
	if errors.As(err, &de) {
		// de.Err says why: no OpenCL library, no device, or a device
		// too small for the size.
		c.Device = nqueens.CPU
		counts, err = c.Count(context.Background(), 10)
	}
	fmt.Println(counts.Total, err)
	// Output:
	// 724 <nil>
}

func ExampleDeviceError_Error() {
	err := &nqueens.DeviceError{Device: nqueens.OpenCL, Err: errors.New("no OpenCL device on this machine")}
	fmt.Println(err)
	// Output:
	// nqueens: Device = opencl: no OpenCL device on this machine
}

func ExampleDeviceError_Unwrap() {
	errNoDriver := errors.New("no driver")
	var err error = &nqueens.DeviceError{Device: nqueens.OpenCL, Err: errNoDriver}
	fmt.Println(errors.Is(err, errNoDriver))
	// Output:
	// true
}

func ExampleDevices() {
	for _, d := range nqueens.Devices() {
		fmt.Println(d)
	}
	// Output:
	// default
	// cpu
	// opencl
}

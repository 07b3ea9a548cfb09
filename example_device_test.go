package nqueens_test

import (
	"context"
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

func ExampleOpenCLDevices() {
	// Count on OpenCL where the machine has it, and on the processor
	// where it does not: the counts are the same.
	c := nqueens.Counter{Method: nqueens.Backtrack, Device: nqueens.CPU}
	if devices, err := nqueens.OpenCLDevices(); err == nil && len(devices) > 0 {
		c.Device = nqueens.OpenCL // on devices[0], or the first GPU
	}
	counts, err := c.Count(context.Background(), 10)
	fmt.Println(counts.Total, err)
	// Output:
	// 724 <nil>
}

func ExampleOpenCLDevice() {
	d := nqueens.OpenCLDevice{Platform: "Portable Computing Language", Name: "cpu", ComputeUnits: 2, Memory: 4 << 30}
	fmt.Printf("%s on %s: %d compute units, %d GiB\n", d.Name, d.Platform, d.ComputeUnits, d.Memory>>30)
	// Output:
	// cpu on Portable Computing Language: 2 compute units, 4 GiB
}

package main

import (
	"errors"
	"fmt"

	"github.com/nqueens-go/nqueens"
)

var devicesCommand = &command{
	name:    "devices",
	summary: "list the OpenCL devices that count -device opencl can use",
	doc: `List the OpenCL devices of this machine, one line each: its platform, its
name, whether it is a GPU, its compute units, its memory and the version of
its driver. 'count -device opencl' counts on the first GPU, or without one
on the first device. Exit with status 1 if there is none, or no OpenCL
library, saying what is missing; POCL (Debian's pocl-opencl-icd) gives
every machine an OpenCL device on its processor.
`,
	setup: noFlags(devices),
}

func devices(args []string, env *environment) error {
	if len(args) > 0 {
		return usagef("unexpected argument %q", args[0])
	}
	list, err := nqueens.OpenCLDevices()
	var de *nqueens.DeviceError
	switch {
	case errors.As(err, &de):
		return fmt.Errorf("no OpenCL device: %v", de.Err)
	case err != nil:
		return err
	}
	if len(list) == 0 {
		return fmt.Errorf("no OpenCL device: the OpenCL library has no platform; install a driver, as pocl-opencl-icd")
	}
	for _, d := range list {
		kind := "CPU or other"
		if d.GPU {
			kind = "GPU"
		}
		fmt.Fprintf(env.out.w, "%s: %s (%s), %d compute units, %d MiB, driver %s\n", d.Platform, d.Name, kind, d.ComputeUnits, d.Memory>>20, d.Driver)
	}
	return nil
}

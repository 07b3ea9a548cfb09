//go:build (darwin || linux || windows) && (amd64 || arm64)

package opencl

import (
	"fmt"

	"github.com/ebitengine/purego"
)

// openLibrary loads the OpenCL library of this system and binds the
// functions of library, each looked up first: a library that lacks one is
// an error, not a panic.
func openLibrary() (*library, error) {
	lookup, err := openSystemLibrary()
	if err != nil {
		return nil, err
	}
	l := new(library)
	for _, f := range []struct {
		fptr any
		name string
	}{
		{&l.getPlatformIDs, "clGetPlatformIDs"},
		{&l.getPlatformInfo, "clGetPlatformInfo"},
		{&l.getDeviceIDs, "clGetDeviceIDs"},
		{&l.getDeviceInfo, "clGetDeviceInfo"},
		{&l.createContext, "clCreateContext"},
		{&l.createCommandQueue, "clCreateCommandQueue"},
		{&l.createProgram, "clCreateProgramWithSource"},
		{&l.buildProgram, "clBuildProgram"},
		{&l.getProgramBuildInfo, "clGetProgramBuildInfo"},
		{&l.createKernel, "clCreateKernel"},
		{&l.setKernelArg, "clSetKernelArg"},
		{&l.createBuffer, "clCreateBuffer"},
		{&l.enqueueWriteBuffer, "clEnqueueWriteBuffer"},
		{&l.enqueueReadBuffer, "clEnqueueReadBuffer"},
		{&l.enqueueNDRangeKernel, "clEnqueueNDRangeKernel"},
		{&l.finish, "clFinish"},
		{&l.releaseMemObject, "clReleaseMemObject"},
		{&l.releaseKernel, "clReleaseKernel"},
		{&l.releaseProgram, "clReleaseProgram"},
		{&l.releaseCommandQueue, "clReleaseCommandQueue"},
		{&l.releaseContext, "clReleaseContext"},
	} {
		addr, err := lookup(f.name)
		if err != nil || addr == 0 {
			return nil, fmt.Errorf("the OpenCL library has no %s: %w", f.name, ErrNoLibrary)
		}
		purego.RegisterFunc(f.fptr, addr)
	}
	return l, nil
}

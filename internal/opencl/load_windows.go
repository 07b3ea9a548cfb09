//go:build windows && (amd64 || arm64)

package opencl

import (
	"fmt"
	"syscall"
)

// openSystemLibrary loads OpenCL.dll, and returns the function that looks
// up its symbols.
func openSystemLibrary() (func(name string) (uintptr, error), error) {
	dll, err := syscall.LoadDLL("OpenCL.dll")
	if err != nil {
		return nil, fmt.Errorf("%w: OpenCL.dll does not load: %v", ErrNoLibrary, err)
	}
	return func(symbol string) (uintptr, error) {
		proc, err := dll.FindProc(symbol)
		if err != nil {
			return 0, err
		}
		return proc.Addr(), nil
	}, nil
}

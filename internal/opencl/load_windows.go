//go:build windows && (amd64 || arm64)

package opencl

import (
	"fmt"
	"os"
	"syscall"
)

// openSystemLibrary loads OpenCL.dll, and returns the function that looks
// up its symbols.
func openSystemLibrary() (func(name string) (uintptr, error), error) {
	name := "OpenCL.dll"
	if path := os.Getenv(LibraryVariable); path != "" {
		name = path
	}
	dll, err := syscall.LoadDLL(name)
	if err != nil {
		return nil, fmt.Errorf("%w: %s does not load: %v", ErrNoLibrary, name, err)
	}
	return func(symbol string) (uintptr, error) {
		proc, err := dll.FindProc(symbol)
		if err != nil {
			return 0, err
		}
		return proc.Addr(), nil
	}, nil
}

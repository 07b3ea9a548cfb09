//go:build (darwin || linux) && (amd64 || arm64)

package opencl

import (
	"fmt"
	"os"
	"runtime"
	"strings"

	"github.com/ebitengine/purego"
)

// libraryNames are the names the OpenCL library goes by, tried in order.
var libraryNames = map[string][]string{
	"darwin": {"/System/Library/Frameworks/OpenCL.framework/OpenCL"},
	"linux":  {"libOpenCL.so.1", "libOpenCL.so"},
}

// openSystemLibrary loads the OpenCL library, and returns the function that
// looks up its symbols.
func openSystemLibrary() (func(name string) (uintptr, error), error) {
	names, ok := libraryNames[runtime.GOOS]
	if !ok {
		names = []string{"libOpenCL.so.1", "libOpenCL.so"}
	}
	if path := os.Getenv(LibraryVariable); path != "" {
		names = []string{path}
	}
	var tried []string
	for _, name := range names {
		handle, err := purego.Dlopen(name, purego.RTLD_NOW|purego.RTLD_GLOBAL)
		if err == nil {
			return func(symbol string) (uintptr, error) { return purego.Dlsym(handle, symbol) }, nil
		}
		tried = append(tried, name)
	}
	return nil, fmt.Errorf("%w: none of %s loads (on Debian and Ubuntu, install ocl-icd-libopencl1 and a driver, as pocl-opencl-icd)", ErrNoLibrary, strings.Join(tried, ", "))
}

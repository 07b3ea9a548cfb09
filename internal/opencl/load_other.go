//go:build !((darwin || linux || windows) && (amd64 || arm64))

package opencl

import (
	"fmt"
	"runtime"
)

// openLibrary returns an error: the package does not reach OpenCL on
// this platform.
func openLibrary() (*library, error) {
	return nil, fmt.Errorf("%w: OpenCL is not reached on %s/%s", ErrNoLibrary, runtime.GOOS, runtime.GOARCH)
}

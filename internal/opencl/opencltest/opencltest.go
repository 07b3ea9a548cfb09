// Package opencltest helps the tests of the engines that count on OpenCL.
package opencltest

import (
	"os"
	"testing"

	"github.com/nqueens-go/nqueens/internal/opencl"
)

// Need skips the test where the machine has no OpenCL device, or fails it
// if NQUEENS_NEED_OPENCL is set, as in CI, which installs POCL.
func Need(t testing.TB) {
	t.Helper()
	if err := opencl.Available(); err != nil {
		if os.Getenv("NQUEENS_NEED_OPENCL") != "" {
			t.Fatalf("NQUEENS_NEED_OPENCL is set, but: %v", err)
		}
		t.Skipf("needs an OpenCL device, as POCL's (pocl-opencl-icd): %v", err)
	}
}

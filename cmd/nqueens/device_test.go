package main

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/internal/opencl"
)

// TestDevices checks devices and count -device: the list of OpenCL
// devices, a count on OpenCL equal to one on the processor, shard lines of
// either that sum adds up, and the command lines refused.
func TestDevices(t *testing.T) {
	if status, _, stderr := runCommand("count", "12", "-device", "gpu"); status != 2 || !strings.Contains(stderr, `-device: unknown device "gpu" (want default, cpu or opencl)`) {
		t.Errorf("count 12 -device gpu: status %d, stderr %q", status, stderr)
	}
	// The JSON names where the count ran; the default device, for a
	// count too small to time a GPU for, on the processor, silently.
	for _, device := range []string{"cpu", "default"} {
		if status, out, stderr := runCommand("count", "12", "-device", device, "-format", "json"); status != 0 || !strings.Contains(out, `"device":"cpu"`) || stderr != "" {
			t.Errorf("count 12 -device %s -format json: status %d, %q, stderr %q; want \"device\":\"cpu\"", device, status, out, stderr)
		}
	}
	list, err := nqueens.OpenCLDevices()
	if err != nil || len(list) == 0 {
		if os.Getenv("NQUEENS_NEED_OPENCL") != "" {
			t.Fatalf("NQUEENS_NEED_OPENCL is set, but no OpenCL device: %v", err)
		}
		if status, _, stderr := runCommand("devices"); status != 1 || !strings.HasPrefix(stderr, "nqueens devices: no OpenCL device") {
			t.Errorf("devices without OpenCL: status %d, stderr %q", status, stderr)
		}
		t.Skipf("needs an OpenCL device, as POCL's: %v", err)
	}
	status, stdout, stderr := runCommand("devices")
	if status != 0 || strings.Count(stdout, "\n") != len(list) || !strings.Contains(stdout, list[0].Name) {
		t.Errorf("devices: status %d, stdout %q, stderr %q", status, stdout, stderr)
	}
	if status, out, stderr := runCommand("count", "12", "-device", "opencl", "-format", "json"); status != 0 || !strings.Contains(out, `"device":"opencl"`) {
		t.Errorf("count 12 -device opencl -format json: status %d, %q, stderr %q; want \"device\":\"opencl\"", status, out, stderr)
	}
	// Every method counts on OpenCL, and Auto takes there what it takes
	// on the processor.
	_, want, _ := runCommand("count", "13", "-device", "cpu")
	for _, method := range []string{"auto", "backtrack", "join", "join2"} {
		if status, got, stderr := runCommand("count", "13", "-method", method, "-device", "opencl"); status != 0 || got != want {
			t.Errorf("count 13 -method %s on OpenCL: status %d, %q, stderr %q; want %q", method, status, got, stderr, want)
		}
	}
	for _, method := range []string{"backtrack", "join2"} {
		var lines strings.Builder
		for i, device := range []string{"opencl", "cpu"} {
			_, line, _ := runCommand("count", "13", "-method", method, "-device", device, "-shard", []string{"0/2", "1/2"}[i])
			lines.WriteString(line)
		}
		if status, got, stderr := runWithInput(lines.String(), "sum"); status != 0 || !strings.HasPrefix(got, want) {
			t.Errorf("sum of a shard by %s on OpenCL and one on the processor: status %d, %q, stderr %q", method, status, got, stderr)
		}
	}
}

// TestDevicesWithoutOpenCL runs the command where the OpenCL library does
// not load: count -device opencl and devices say so in their own words,
// with the reason, and without the library's prefix.
func TestDevicesWithoutOpenCL(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"count", "8", "-device", "opencl"}, "nqueens count: -device opencl: no OpenCL: no OpenCL library: "},
		{[]string{"devices"}, "nqueens devices: no OpenCL device: no OpenCL library: "},
	} {
		cmd := exec.Command(os.Args[0], tc.args...)
		cmd.Env = append(os.Environ(), "NQUEENS_RUN_MAIN=1", opencl.LibraryVariable+"=/nonexistent/libOpenCL.so.1")
		var stderr strings.Builder
		cmd.Stderr = &stderr
		cmd.Run()
		name := strings.Join(tc.args, " ")
		if status := cmd.ProcessState.ExitCode(); status != 1 || !strings.HasPrefix(stderr.String(), tc.want) || strings.Contains(stderr.String(), "nqueens: ") {
			t.Errorf("%s without OpenCL: status %d, stderr %q; want 1 and %q", name, status, stderr.String(), tc.want)
		}
	}
	// The default device counts on the processor.
	cmd := exec.Command(os.Args[0], "count", "8")
	cmd.Env = append(os.Environ(), "NQUEENS_RUN_MAIN=1", opencl.LibraryVariable+"=/nonexistent/libOpenCL.so.1")
	if out, err := cmd.Output(); err != nil || string(out) != "total 92\nunique 12\n" {
		t.Errorf("count 8 without OpenCL: %q, %v", out, err)
	}
}

package opencl

import (
	"errors"
	"os"
	"strings"
	"testing"
)

// firstDevice returns the first OpenCL device of the machine, and skips
// the test where there is none, or fails it if NQUEENS_NEED_OPENCL is set,
// as in CI, which installs POCL.
func firstDevice(t *testing.T) DeviceInfo {
	t.Helper()
	if err := Available(); err != nil {
		if os.Getenv("NQUEENS_NEED_OPENCL") != "" {
			t.Fatalf("NQUEENS_NEED_OPENCL is set, but: %v", err)
		}
		t.Skipf("needs an OpenCL device, as POCL's (pocl-opencl-icd): %v", err)
	}
	devices, err := Devices()
	if err != nil {
		t.Fatal(err)
	}
	return devices[0]
}

// TestDevices checks that each device is described.
func TestDevices(t *testing.T) {
	d := firstDevice(t)
	if d.Name == "" || d.Platform == "" || d.Memory == 0 || d.ComputeUnits == 0 {
		t.Errorf("device %+v lacks a property", d)
	}
	t.Log(d)
}

// TestRun builds a kernel that doubles each word and adds its index, runs
// it on a buffer, and reads the buffer back.
func TestRun(t *testing.T) {
	d := firstDevice(t)
	const source = `__kernel void twice(__global ulong *words, const int n) {
		int i = get_global_id(0);
		if (i < n) words[i] = 2 * words[i] + i;
	}`
	p, err := Build(d, source, "", "twice")
	if err != nil {
		t.Fatal(err)
	}
	defer p.Release()
	q, err := p.Queue()
	if err != nil {
		t.Fatal(err)
	}
	data := []uint64{1, 2, 3, 40, 1 << 62}
	b, err := q.Buffer(len(data))
	if err != nil {
		t.Fatal(err)
	}
	if err := q.Write(b, data); err != nil {
		t.Fatal(err)
	}
	if err := q.Run(8, 0, b, int32(len(data))); err != nil {
		t.Fatal(err)
	}
	got := make([]uint64, len(data))
	if err := q.Read(b, got); err != nil {
		t.Fatal(err)
	}
	for i, v := range data {
		if got[i] != 2*v+uint64(i) {
			t.Errorf("word %d: %d, want %d", i, got[i], 2*v+uint64(i))
		}
	}
}

// TestBuildError checks that a program that does not build is an *Error
// with the compiler's log.
func TestBuildError(t *testing.T) {
	d := firstDevice(t)
	_, err := Build(d, "__kernel void broken(__global ulong *w) { w[0] = undeclared; }", "", "broken")
	var e *Error
	if !errors.As(err, &e) || e.Call != "clBuildProgram" || !strings.Contains(e.Log, "undeclared") {
		t.Fatalf("Build of a broken kernel: %v; want an *Error from clBuildProgram with the log", err)
	}
	if _, err := Build(d, "__kernel void k(__global ulong *w) { }", "", "other"); err == nil {
		t.Error("Build of a kernel by a name the program lacks: no error")
	}
}

// TestOutOfMemory asks for a buffer larger than any device holds: an
// *Error that says the device is out of memory.
func TestOutOfMemory(t *testing.T) {
	d := firstDevice(t)
	p, err := Build(d, "__kernel void k(__global ulong *w) { }", "", "k")
	if err != nil {
		t.Fatal(err)
	}
	defer p.Release()
	q, err := p.Queue()
	if err != nil {
		t.Fatal(err)
	}
	_, err = q.Buffer(int(min(uint64(1)<<40, uint64(^uint(0)>>4))))
	var e *Error
	if !errors.As(err, &e) || !e.OutOfMemory() {
		t.Errorf("a buffer of 8 TiB: %v; want an *Error that says the device is out of memory", err)
	}
}

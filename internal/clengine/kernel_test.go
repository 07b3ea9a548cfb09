package clengine

import (
	"errors"
	"testing"

	"github.com/nqueens-go/nqueens/internal/opencl"
	"github.com/nqueens-go/nqueens/internal/opencl/opencltest"
)

// TestHold checks the programs built once a process: two holds of one
// program share it, a hold on which a call failed has the next hold build
// it anew, and the failed program is released only once its last holder
// gives it up, its queues still working until then.
func TestHold(t *testing.T) {
	opencltest.Need(t)
	devices, err := opencl.Devices()
	if err != nil {
		t.Fatal(err)
	}
	const source = "__kernel void one(__global ulong *x) { x[0] = 1; }"
	d := devices[0]
	a, err := hold(d, source, "", "one")
	if err != nil {
		t.Fatal(err)
	}
	b, err := hold(d, source, "", "one")
	if err != nil {
		t.Fatal(err)
	}
	if a.b != b.b || a.b.holders != 2 {
		t.Fatalf("two holds of one program: %p and %p, %d holders; want one program, 2 holders", a.b, b.b, a.b.holders)
	}
	other, err := hold(d, source, "-DOTHER", "one")
	if err != nil {
		t.Fatal(err)
	}
	if other.b == a.b {
		t.Fatal("a hold with other build options shares the program")
	}
	other.release()

	err = b.fail(errors.New("device lost"))
	if want := "OpenCL device " + d.Name; err == nil || err.Error()[:len(want)] != want {
		t.Fatalf("fail gives %v; want an error that names the device", err)
	}
	b.release()
	if a.b.program == nil || a.b.holders != 1 || !a.b.dropped {
		t.Fatalf("after the failed hold's release: holders %d, dropped %v; want 1 holder and the program dropped", a.b.holders, a.b.dropped)
	}
	c, err := hold(d, source, "", "one")
	if err != nil {
		t.Fatal(err)
	}
	if c.b == a.b {
		t.Fatal("a hold after a failure shares the failed program; want it built anew")
	}
	q, err := a.queue()
	if err != nil {
		t.Fatalf("a queue of a dropped program still held: %v", err)
	}
	buf, err := q.Buffer(1)
	if err != nil {
		t.Fatal(err)
	}
	x := []uint64{0}
	if err = q.Run(1, 1, buf); err == nil {
		err = q.Read(buf, x)
	}
	if err != nil || x[0] != 1 {
		t.Fatalf("the kernel of a dropped program still held wrote %d, %v; want 1", x[0], err)
	}
	a.release()
	if a.b.holders != 0 {
		t.Fatalf("after the last release: %d holders", a.b.holders)
	}
	c.release()
	programs.Lock()
	defer programs.Unlock()
	if got := programs.m[c.b.key]; got != c.b || got.holders != 0 {
		t.Fatalf("the program built anew is %p with %d holders after its release; want it kept, %p, with none", got, got.holders, c.b)
	}
}

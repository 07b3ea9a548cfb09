package counting

import (
	"context"
	"strings"
	"testing"

	"github.com/nqueens-go/nqueens/internal/opencl/opencltest"
)

// TestOpenCLErrors checks the errors of counts on OpenCL: a method that
// does not count there, as the table of methods would have one, and a
// device that is not one.
func TestOpenCLErrors(t *testing.T) {
	defer func(on [deviceCount]engineKind) { methods[Join2].on = on }(methods[Join2].on)
	methods[Join2].on[OpenCL] = nil
	for _, tt := range []struct {
		c    Settings
		want string
	}{
		{Settings{Method: Join2, Device: OpenCL}, "join2 does not count on opencl; set Method to backtrack or join, or Device to cpu"},
		{Settings{Device: 7}, "Device = 7 is not a device"},
	} {
		if _, err := tt.c.Count(context.Background(), 14); err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%+v: %v, want %q", tt.c, err, tt.want)
		}
	}
}

// TestOpenCLTrial counts the sample that DefaultDevice times, by
// backtracking and by Join2, on the processor and then the same
// subproblems, at least trialUnits of them, on the OpenCL device, POCL in
// CI: the same total on both.
func TestOpenCLTrial(t *testing.T) {
	opencltest.Need(t)
	for m, n := range map[Method]int{Backtrack: 14, Join2: 18} {
		c := Settings{}
		cpuTotal, sample, units, _, err := c.trial(context.Background(), methods[m].on[CPU], n, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		if len(sample) < trialUnits {
			t.Fatalf("the sample of n = %d by %v: %d of %d units; want at least %d", n, m, len(sample), units, trialUnits)
		}
		clTotal, _, _, _, err := c.trial(context.Background(), methods[m].on[OpenCL], n, sample, 0)
		if err != nil {
			t.Fatal(err)
		}
		if cpuTotal == 0 || clTotal != cpuTotal {
			t.Errorf("the sample of n = %d by %v, %d of %d units: %d solutions on the processor, %d on OpenCL; want the same", n, m, len(sample), units, cpuTotal, clTotal)
		}
	}
}

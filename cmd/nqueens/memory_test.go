package main

import "testing"

// TestRandomMemory checks that random refuses a board that would not fit
// under a limit, naming the limit, with the Go runtime's share added to
// the bounds on address space.
func TestRandomMemory(t *testing.T) {
	machine := memoryLimit{left: 16 << 30, what: "the 16.0 GiB of this machine"}
	if err := checkRandomMemory(100_000_000, []memoryLimit{machine}); err != nil {
		t.Errorf("100 million queens in 16 GiB: %v", err)
	}
	for _, tc := range []struct {
		limit memoryLimit
		want  string // "" for none
	}{
		{memoryLimit{left: 2 << 30, what: "the 2.0 GiB of this machine"},
			"a random board of size 100000000 takes 2.2 GiB, more than the 2.0 GiB of this machine"},
		{memoryLimit{left: 2500 << 20, what: "GOMEMLIMIT's"}, ""},
		// 2.2 GiB fits in 2.6 GiB, but not with the runtime's share.
		{memoryLimit{left: 2600 << 20, what: "the 2.5 GiB of address space left", virtual: true},
			"a random board of size 100000000 takes 2.2 GiB, and 2.8 GiB of address space with what the Go runtime adds, more than the 2.5 GiB of address space left"},
		{memoryLimit{left: 3 << 30, what: "3 GiB of address space", virtual: true}, ""},
	} {
		err := checkRandomMemory(100_000_000, []memoryLimit{machine, tc.limit})
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("under %+v: %v; want none", tc.limit, err)
		case tc.want != "" && (err == nil || err.Error() != tc.want):
			t.Errorf("under %+v: %v; want %q", tc.limit, err, tc.want)
		}
	}
	if total, ok := machineMemory(); ok && total < 1<<20 {
		t.Errorf("this machine has %d bytes of memory, by machineMemory", total)
	}
}

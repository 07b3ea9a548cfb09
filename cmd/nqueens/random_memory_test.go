package main

import (
	"testing"

	"github.com/nqueens-go/nqueens/internal/memlimit"
)

// TestRandomMemory checks that random refuses a board that would not fit
// under a limit, naming the limit, with the Go runtime's share added to
// the bounds on address space.
func TestRandomMemory(t *testing.T) {
	machine := memlimit.Limit{Left: 16 << 30, What: "the 16.0 GiB of this machine"}
	if err := checkRandomMemory(100_000_000, []memlimit.Limit{machine}); err != nil {
		t.Errorf("100 million queens in 16 GiB: %v", err)
	}
	for _, tc := range []struct {
		limit memlimit.Limit
		want  string // "" for none
	}{
		{memlimit.Limit{Left: 2 << 30, What: "the 2.0 GiB of this machine"},
			"a random board of size 100000000 takes 2.2 GiB, more than the 2.0 GiB of this machine"},
		{memlimit.Limit{Left: 2500 << 20, What: "GOMEMLIMIT's"}, ""},
		// 2.2 GiB fits in 2.6 GiB, but not with the runtime's share.
		{memlimit.Limit{Left: 2600 << 20, What: "the 2.5 GiB of address space left", Virtual: true},
			"a random board of size 100000000 takes 2.2 GiB, and 2.8 GiB of address space with what the Go runtime adds, more than the 2.5 GiB of address space left"},
		{memlimit.Limit{Left: 3 << 30, What: "3 GiB of address space", Virtual: true}, ""},
	} {
		err := checkRandomMemory(100_000_000, []memlimit.Limit{machine, tc.limit})
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("under %+v: %v; want none", tc.limit, err)
		case tc.want != "" && (err == nil || err.Error() != tc.want):
			t.Errorf("under %+v: %v; want %q", tc.limit, err, tc.want)
		}
	}
}

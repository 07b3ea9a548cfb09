package memlimit

import "testing"

// TestCheck checks what fits under limits and what does not, the message
// naming the first limit it would pass, and the Go runtime's share added
// to a bound on address space.
func TestCheck(t *testing.T) {
	const need = 2400 << 20
	for _, tc := range []struct {
		limits []Limit
		want   string // "" for none
	}{
		{nil, ""},
		{[]Limit{{Left: 16 << 30, What: "the 16.0 GiB of this machine"}}, ""},
		{[]Limit{{Left: 2 << 30, What: "the 2.0 GiB of this machine"}},
			"a board takes 2.3 GiB, more than the 2.0 GiB of this machine"},
		{[]Limit{{Left: 16 << 30, What: "the machine"}, {Left: 1 << 30, What: "GOMEMLIMIT's"}},
			"a board takes 2.3 GiB, more than GOMEMLIMIT's"},
		// 2.3 GiB fits in 2.6 GiB, but not with the runtime's share.
		{[]Limit{{Left: 2700 << 20, What: "the 2.6 GiB of address space left", Virtual: true}},
			"a board takes 2.3 GiB, and 2.9 GiB of address space with what the Go runtime adds, more than the 2.6 GiB of address space left"},
		{[]Limit{{Left: 3100 << 20, What: "3 GiB of address space", Virtual: true}}, ""},
	} {
		err := Check("a board", need, tc.limits)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("under %+v: %v; want none", tc.limits, err)
		case tc.want != "" && (err == nil || err.Error() != tc.want):
			t.Errorf("under %+v: %v; want %q", tc.limits, err, tc.want)
		}
	}
	if total, ok := MachineMemory(); ok && total < 1<<20 {
		t.Errorf("this machine has %d bytes of memory, by MachineMemory", total)
	}
	for _, l := range Limits() {
		if l.What == "" {
			t.Errorf("Limits gives %+v, which says nothing of what it is", l)
		}
	}
}

package torus

import "fmt"

// Group names the group of a count.
type Group int

const (
	Torus   Group = iota // the square's symmetries and the torus shifts
	Similar              // those and the multipliers
)

// String returns the group's name: "torus" or "similar", or "Group(k)"
// for a value k that names no group.
func (g Group) String() string {
	switch g {
	case Torus:
		return "torus"
	case Similar:
		return "similar"
	}
	return fmt.Sprintf("Group(%d)", int(g))
}

// valid reports whether g names a group.
func (g Group) valid() bool { return g == Torus || g == Similar }

// multipliers returns the multipliers of size n whose images g's count
// must try: 1 alone for [Torus]; for [Similar], each f in [1, n/2] with
// gcd(f, n) = 1. The multiplier n-f need not be tried beside f: it is f
// followed by the half turn and a shift, (r, c) -> (-r, -c) + (n-1, n-1),
// and those are in the group already.
func multipliers(n int, g Group) []int {
	list := []int{1}
	if g != Similar {
		return list
	}
	for f := 2; 2*f <= n; f++ {
		if gcd(f, n) == 1 {
			list = append(list, f)
		}
	}
	return list
}

// gcd returns the greatest common divisor of the positive a and b.
func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

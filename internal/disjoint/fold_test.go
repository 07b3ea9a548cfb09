package disjoint

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

// TestFoldWidths checks the widths NewFold folds to: whole chunks, where
// that saves one, moving at most four bits.
func TestFoldWidths(t *testing.T) {
	for _, c := range []struct {
		width int
		dead  uint64
		want  int
	}{
		{38, 0, 38},                            // nothing dead
		{38, 1<<8 | 1<<27, 36},                 // two dead bits save a chunk
		{38, 1<<8 | 1<<12 | 1<<27 | 1<<31, 36}, // and four, the same
		{34, 1<<7 | 1<<11 | 1<<24 | 1<<28, 30}, // four save a chunk of 34
		{34, 1<<7 | 1<<24, 34},                 // two do not
		{30, 1<<7 | 1<<11 | 1<<22 | 1<<26, 30}, // 26 bits take five chunks, as 30 do
		{38, 1<<36 | 1<<37, 36},                // dead bits at the top need no move
		{64, 0x3f, 60},                         // six dead bits, at most four moves
		{38, 1 << 40, 38},                      // dead bits beyond the width count for nothing
		{13, 1<<0 | 1<<1 | 1<<2 | 1<<3, 12},    // one move suffices
		{64, 0xffffffffff << 24, 24},           // all dead above 24
	} {
		f := NewFold(c.width, c.dead)
		if f.Width() != c.want {
			t.Errorf("NewFold(%d, %#x): width %d, want %d", c.width, c.dead, f.Width(), c.want)
		}
	}
}

// TestFoldKeepsPairs checks, for random widths and dead bits, that a
// fold maps the keys that hold no dead bit one to one into its width, and
// keeps each pair of them disjoint exactly when it was.
func TestFoldKeepsPairs(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 16))
	for range 2000 {
		width := 1 + r.IntN(64)
		all := ^uint64(0) >> uint(64-width)
		var dead uint64
		for range r.IntN(7) {
			dead |= 1 << r.UintN(uint(width))
		}
		f := NewFold(width, dead)
		if f.Width() > width || f.Width() < width-bits.OnesCount64(dead) {
			t.Fatalf("NewFold(%d, %#x): width %d", width, dead, f.Width())
		}
		key := func() uint64 { return r.Uint64() & r.Uint64() & all &^ dead }
		for range 50 {
			x, y := key(), key()
			fx, fy := f.Apply(x), f.Apply(y)
			if fx>>uint(f.Width()) != 0 && f.Width() < 64 {
				t.Fatalf("NewFold(%d, %#x): %#x folds to %#x, wider than %d bits", width, dead, x, fx, f.Width())
			}
			if (x&y == 0) != (fx&fy == 0) || (x == y) != (fx == fy) || bits.OnesCount64(x) != bits.OnesCount64(fx) {
				t.Fatalf("NewFold(%d, %#x): %#x and %#x fold to %#x and %#x", width, dead, x, y, fx, fy)
			}
		}
	}
}

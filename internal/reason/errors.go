package reason

import (
	"context"
	"errors"
	"fmt"
	"strings"
)

// --- The errors of a player's moves ---

// The reasons that Place, Mark and Clear refuse a square, which both
// puzzle packages export as their own.
var (
	ErrOffBoard = errors.New("off the board")
	ErrTaken    = errors.New("taken")
	ErrBroken   = errors.New("breaks a rule")
	ErrFree     = errors.New("neither a queen nor marked")
)

// SquareMessage returns the text of a puzzle package's error of the
// square at row and col: its package's name, what was done to the square,
// op, as "place", the square, and why, or err's text where why is "".
func SquareMessage(pkg, op string, row, col int, err error, why string) string {
	if why == "" {
		why = err.Error()
	}
	return fmt.Sprintf("%s: %s row %d, column %d: %s", pkg, op, row, col, why)
}

// Prefixed returns err with the name of the package pkg before it, as a
// puzzle package's errors say it once: err itself where its text says it
// already, or for a context's error, returned as it is; nil for nil.
func Prefixed(pkg string, err error) error {
	switch {
	case err == nil, strings.HasPrefix(err.Error(), pkg+": "),
		errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		return err
	}
	return fmt.Errorf("%s: %w", pkg, err)
}

// CheckContext panics if ctx is nil, naming the package pkg and its
// function fn, as the standard library does.
func CheckContext(pkg, fn string, ctx context.Context) {
	if ctx == nil {
		panic(pkg + ": " + fn + ": nil Context")
	}
}

// UnitName returns the name of a unit, as both puzzle packages write it:
// "row 3", "column 5", or "region C" by its label, or by its number where
// it has none.
func UnitName(kind, index int, label byte) string {
	switch kind {
	case 0:
		return fmt.Sprintf("row %d", index)
	case 1:
		return fmt.Sprintf("column %d", index)
	case 2:
		if label != 0 {
			return fmt.Sprintf("region %c", label)
		}
		return fmt.Sprintf("region %d", index)
	}
	return fmt.Sprintf("UnitKind(%d) %d", kind, index)
}

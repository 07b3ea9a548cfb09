package main

import (
	"bytes"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/nqueens-go/nqueens"
	"github.com/nqueens-go/nqueens/internal/linereader"
	"github.com/nqueens-go/nqueens/internal/prose"
)

// --- Reading a listing's file back ---
//
// A listing's checkpoint records the place it has printed up to, with the
// size of its file and the CRC-32 of those bytes. The checksum catches a
// file changed since, not a record rewritten with its checksum made anew:
// so a listing that goes on reads the file's bytes back as boards before
// it trusts the record. They must be the boards of the places the record
// says, each whole and written as the listing writes it, each a solution
// after the one before in the listing's order; and the last, the
// listing checks, is the solution at its place.

// A listReader reads back r, the bytes of a listing's file that its
// checkpoint records as the boards before place next, and returns the
// last of them, nil if there are none, or an error that says how the
// bytes and the record disagree.
type listReader func(r io.Reader, next uint64) (nqueens.Board, error)

// boardsReader returns the listReader of the listing of the solutions of
// size n from place from, printed in the format print.
func boardsReader(n int, from uint64, print format) listReader {
	return func(r io.Reader, next uint64) (nqueens.Board, error) {
		height := [2]int{} // the lines of a board at place 0, and at another
		for i, first := range []bool{true, false} {
			height[i] = strings.Count(render(print, make(nqueens.Board, n), first), "\n")
		}
		lr := linereader.NewReader(r, "the file", maxLine)
		var last nqueens.Board
		place := from
		for {
			start := lr.Line + 1
			var text strings.Builder
			want := height[1]
			if place == 0 {
				want = height[0]
			}
			for range want {
				line, err := lr.Next()
				if err == io.EOF && text.Len() == 0 {
					return last, recordedPlaces(from, place, next)
				}
				if err == io.EOF || err == nil && !bytes.HasSuffix(line, []byte("\n")) {
					return nil, fmt.Errorf("the board at place %d, from line %d, is cut short where the checkpoint's record of the listing ends: the record was changed, and the file and checkpoint are left as they are", place, start)
				}
				if err != nil {
					return nil, err
				}
				text.Write(line)
			}
			if place == next {
				return nil, fmt.Errorf("the file holds boards past place %d, where the checkpoint records those before it: the record was changed, and the file and checkpoint are left as they are", next)
			}
			b, err := nqueens.ParseBoard(text.String())
			switch {
			case err != nil:
				return nil, fmt.Errorf("the board at place %d, from line %d, does not read back (%v): the record was changed, and the file and checkpoint are left as they are", place, start, err)
			case render(print, b, place == 0) != text.String():
				return nil, fmt.Errorf("the board at place %d, from line %d, is not written as the listing writes it: the record was changed, and the file and checkpoint are left as they are", place, start)
			case len(b) != n || b.Validate() != nil:
				return nil, fmt.Errorf("the board at place %d, from line %d, is not a solution of size %d: the file is not this listing's, and it and the checkpoint are left as they are", place, start, n)
			case last != nil && slices.Compare(last, b) >= 0:
				return nil, fmt.Errorf("the board at place %d, from line %d, does not come after the one before it in the listing's order: the file is not this listing's, and it and the checkpoint are left as they are", place, start)
			}
			last = b
			place++
		}
	}
}

// recordedPlaces returns an error unless a listing's file that holds the
// boards of the places from up to end holds those up to next, as its
// checkpoint records.
func recordedPlaces(from, end, next uint64) error {
	if end == next {
		return nil
	}
	return fmt.Errorf("the file holds %s, those before place %d from place %d, where the checkpoint records those before place %d: the record was changed, and the file and checkpoint are left as they are",
		prose.Count(end-from, "board"), end, from, next)
}

// render returns b as the format print writes it, first for the first
// board of a listing.
func render(print format, b nqueens.Board, first bool) string {
	var buf bytes.Buffer
	out := newOutput(&buf)
	print.board(out, b, first)
	out.flush()
	return buf.String()
}

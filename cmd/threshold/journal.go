package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/nqueens-go/nqueens/internal/batch"
)

// A journal records, in a file of its own, the units of work done for one
// size, so that a run stopped part way goes on from where it was. A line
//
//	done K FIRST EXAMINED NANOSECONDS
//
// says that every placement of K queens whose least square is FIRST has
// a completion (FIRST is 0 for K = 1), with how many placements of K-1 it
// examined and how long that took; a line
//
//	witness K SQUARE...
//
// gives a placement of K queens, by squares r*n + c, without a completion;
// and a line
//
//	hunted K W
//
// says that every placement of K queens whose first K-1 have a W×W
// bounding square, anywhere on the board, has one.
// The first line names the size and the version of the format. Each line
// ends in the CRC-32 of the size and the line, so that a line damaged, or
// taken from the journal of another size, is refused with its number; a
// last line cut short, by a stop in its write, is dropped. A witness is
// proved again, by a search, when the journal is read.
type journal struct {
	mu        sync.Mutex
	j         *batch.Journal // nil for a journal kept in memory alone
	n         int
	shard     batch.Shard // the share of the units it records
	finished  map[[2]int]bool
	hunted    map[[2]int]bool
	spentNs   map[int]int64
	witnesses map[int]placement
}

// journalLimit bounds the lines of a journal: one of size 64 has at most
// 64·64 lines for each number of queens.
const journalLimit = 1 << 20

// maxJournalLine is the most bytes a line of a journal may take: a
// witness of 64 queens takes about 300.
const maxJournalLine = 4 << 10

// journalHeader returns the first line of the journal of size n, or of
// shard s of its check.
func journalHeader(n int, s batch.Shard) string {
	if !s.Whole() {
		return sealed(n, fmt.Sprintf("nqueens threshold journal 2, size %d, shard %d of %d", n, s.I, s.M))
	}
	return sealed(n, fmt.Sprintf("nqueens threshold journal 2, size %d", n))
}

// salt is what the checksum of a line of a journal of size n covers
// before the line, so that a line taken from another size's journal
// fails.
func salt(n int) string { return fmt.Sprintf("size %d: ", n) }

// sealed returns the line body of a journal of size n, with its checksum
// and newline.
func sealed(n int, body string) string { return batch.Seal(salt(n), body) }

// newJournal returns a journal of size n, or of shard s of its check,
// kept in memory alone: what a run without -dir does.
func newJournal(n int, s batch.Shard) *journal {
	return &journal{n: n, shard: s, finished: map[[2]int]bool{}, hunted: map[[2]int]bool{}, spentNs: map[int]int64{}, witnesses: map[int]placement{}}
}

// openJournal opens the journal of size n at path, creating it if there
// is none, and reads what it holds. A last line without its newline, cut
// short when a run stopped, is dropped.
func openJournal(path string, n int, s batch.Shard) (*journal, error) {
	j := newJournal(n, s)
	header := journalHeader(n, s)
	bj, err := batch.Open(path, batch.Spec{
		Kind:    "journal",
		Holder:  "run of threshold",
		Header:  header,
		Salt:    salt(n),
		MaxLine: maxJournalLine,
		Hint:    "remove it, or name another directory for -dir",
		First: func(line string) error {
			switch {
			case line+"\n" == header:
				return nil
			case strings.HasPrefix(line, "nqueens threshold journal, size "):
				return fmt.Errorf("journal %s: a journal of a version without checksums, whose lines cannot be trusted: move it away, and the size is checked anew", path)
			}
			return fmt.Errorf("journal %s: not a journal of size %d: its first line is %.80q, not %q", path, n, line, strings.TrimSpace(header))
		},
		Foreign: func(why string) error {
			return fmt.Errorf("journal %s: not a journal of size %d: %s", path, n, why)
		},
		Line: j.line,
	})
	if err != nil {
		return nil, err
	}
	j.j = bj
	return j, nil
}

// line takes in a line of a journal after its first, without its
// checksum, and proves a witness again.
func (j *journal) line(number int, body string) error {
	n := j.n
	if number > journalLimit {
		return fmt.Errorf("more than %d lines, more than any journal of size %d holds", journalLimit, n)
	}
	fields := strings.Fields(body)
	nums := make([]int64, 0, len(fields))
	for _, f := range fields[min(1, len(fields)):] {
		v, err := strconv.ParseInt(f, 10, 64)
		if err != nil || v < 0 {
			return fmt.Errorf("not a count: %q", body)
		}
		nums = append(nums, v)
	}
	switch {
	case len(fields) == 5 && fields[0] == "done" && nums[0] >= 1 && nums[0] <= int64(n) && nums[1] < int64(n*n) && (nums[0] > 1 || nums[1] == 0):
		unit := [2]int{int(nums[0]), int(nums[1])}
		if !j.finished[unit] {
			j.finished[unit] = true
			j.spentNs[unit[0]] += nums[3]
		}
	case len(fields) == 3 && fields[0] == "hunted" && nums[0] >= 1 && nums[0] <= int64(n) && nums[1] <= int64(n):
		j.hunted[[2]int{int(nums[0]), int(nums[1])}] = true
	case len(fields) >= 2 && fields[0] == "witness" && int64(len(nums)-1) == nums[0]:
		w := make(placement, 0, len(nums)-1)
		for _, sq := range nums[1:] {
			if sq >= int64(n*n) {
				return fmt.Errorf("a square off the board: %q", body)
			}
			w = append(w, int(sq))
		}
		if err := w.check(n); err != nil {
			return fmt.Errorf("%v: %q", err, body)
		}
		if j.witnesses[len(w)] != nil {
			return nil // the first stands, as found writes it
		}
		if completion, ok := w.puzzle(n).Solve(); ok {
			return fmt.Errorf("the placement has a completion, %v: %q", completion, body)
		}
		j.witnesses[len(w)] = w
	default:
		return fmt.Errorf("not a line of a journal: %q", body)
	}
	return nil
}

// path returns the journal's file, "" for one kept in memory.
func (j *journal) path() string {
	if j.j == nil {
		return ""
	}
	return j.j.Path()
}

// held returns the number of lines the journal held when it was opened,
// besides its header.
func (j *journal) held() int {
	if j.j == nil {
		return 0
	}
	return j.j.Lines() - j.j.Saved()
}

// isDone reports whether the unit of k queens from square first is done.
func (j *journal) isDone(k, first int) bool {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.finished[[2]int{k, first}]
}

// isHunted reports whether the hunt of k queens with k-1 in a w×w square
// is done.
func (j *journal) isHunted(k, w int) bool {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.hunted[[2]int{k, w}]
}

// hunt records that the hunt of k queens with k-1 in a w×w square is done.
func (j *journal) hunt(k, w int) error {
	j.mu.Lock()
	defer j.mu.Unlock()
	j.hunted[[2]int{k, w}] = true
	return j.append(fmt.Sprintf("hunted %d %d", k, w))
}

// witness returns the placement of k queens without a completion that the
// journal holds, or nil.
func (j *journal) witness(k int) placement {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.witnesses[k]
}

// spent returns the time the units of k queens took, in every run.
func (j *journal) spent(k int) time.Duration {
	j.mu.Lock()
	defer j.mu.Unlock()
	return time.Duration(j.spentNs[k])
}

// record records that the unit of k queens from square first is done.
func (j *journal) record(k, first, examined int, took time.Duration) error {
	j.mu.Lock()
	defer j.mu.Unlock()
	j.finished[[2]int{k, first}] = true
	j.spentNs[k] += took.Nanoseconds()
	return j.append(fmt.Sprintf("done %d %d %d %d", k, first, examined, took.Nanoseconds()))
}

// found records a placement of k queens without a completion, unless one
// is recorded already: the first found stands.
func (j *journal) found(k int, w placement) error {
	j.mu.Lock()
	defer j.mu.Unlock()
	if j.witnesses[k] != nil {
		return nil
	}
	j.witnesses[k] = w
	var s strings.Builder
	fmt.Fprintf(&s, "witness %d", k)
	for _, sq := range w {
		fmt.Fprintf(&s, " %d", sq)
	}
	return j.append(s.String())
}

// append writes the line body, sealed, to the file and syncs it.
func (j *journal) append(body string) error {
	if j.j == nil {
		return nil
	}
	return j.j.Append(body)
}

// Close closes the journal's file.
func (j *journal) Close() error {
	if j == nil {
		return errors.New("journal not open")
	}
	return j.j.Close()
}

// known returns an error if b, what the run of size n with the journal
// found, contradicts the term that OEIS knows, naming the journal where
// the run trusted records of runs before.
func (j *journal) known(b bounds) error {
	err := b.known(j.n)
	switch {
	case err == nil:
		return nil
	case j.held() > 0:
		return fmt.Errorf("n=%d: %v: journal %s holds a record that is not true, a line changed with its checksum made anew: check the size again with a new journal", j.n, err, j.path())
	}
	return fmt.Errorf("n=%d: %v: the check is wrong, and nothing is printed", j.n, err)
}

package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	journalfile "github.com/nqueens-go/nqueens/internal/journal"
	"github.com/nqueens-go/nqueens/internal/shard"
)

// A journal records, in a file of its own, the units of work done for one
// size, so that a run stopped part way goes on from where it was. The
// first line names the version of the format, the size, and the shard of
// the check it records if it is one. In version 3, the version of new
// journals, a line
//
//	done K FIRST FROM TO EXAMINED NANOSECONDS
//
// says that the unit of the check of K queens (see unit) of the
// placements of K-1 whose least square is FIRST and whose next is from
// FROM up to, not including, TO is done: every placement of K queens that
// extends one of them has a completion. It gives how many placements of
// K-1 the unit examined and how long that took. The whole unit of FIRST
// runs from FIRST+1 to n²; the check of 1 queen is the whole unit of 0. A
// line
//
//	witness K SQUARE...
//
// gives a placement of K queens, by squares r*n + c, without a completion;
// and a line
//
//	hunted K W
//
// says that every placement of K queens whose first K-1 have a W×W
// bounding square, anywhere on the board, has one. Each line ends in the
// CRC-32 of the size and the line, so that a line damaged, or taken from
// the journal of another size, is refused with its number; a last line
// cut short, by a stop in its write, is dropped. A witness is proved
// again, by a search, when the journal is read.
//
// Version 2 wrote a unit as
//
//	done K FIRST EXAMINED NANOSECONDS
//
// for its units, each the whole unit of square FIRST. A run goes on from
// a journal of version 2 as it is: it cuts the check into the units of
// version 2, so that each unit the journal records done is one it would
// do, and appends lines of version 2. A journal is never rewritten in
// another version, which would redo, or skip, the work of units that the
// two versions cut otherwise: a run of a whole check cuts it alike in
// both, and a shard's journal of version 2 goes on with the split of
// version 2, its line naming the units of that split, which -merge takes
// with those of other shards of version 2 only. A line of one version in
// a journal of the other, a unit that is not one of the check of the
// journal's version and shard, and a journal of a version this build
// does not know are refused, the line with its number.
type journal struct {
	mu        sync.Mutex
	j         *journalfile.Journal // nil for a journal kept in memory alone
	n         int
	shard     shard.Shard // the share of the units it records
	version   int         // of the format, which cuts the check into units
	finished  map[unitKey]bool
	hunted    map[[2]int]bool
	spentNs   map[int]int64
	witnesses map[int]placement
	mine      map[int]map[unit]bool // the units of each number of queens of its shard, as read
}

// A unitKey names a unit of the check of k queens.
type unitKey struct {
	k int
	u unit
}

// journalLimit bounds the lines of a journal, a guard against a file
// grown by a fault: a whole check of size 64 has at most 64·64 units for
// each number of queens, and a shard a share of at most 64·64 + 4M·64·64
// units (see checkUnits).
const journalLimit = 1 << 20

// maxJournalLine is the most bytes a line of a journal may take: a
// witness of 64 queens takes about 300.
const maxJournalLine = 4 << 10

// journalHeader returns the first line of the journal of size n, or of
// shard s of its check, in the given version of the format.
func journalHeader(n int, s shard.Shard, version int) string {
	if !s.Whole() {
		return sealed(n, fmt.Sprintf("nqueens threshold journal %d, size %d, shard %d of %d", version, n, s.I, s.M))
	}
	return sealed(n, fmt.Sprintf("nqueens threshold journal %d, size %d", version, n))
}

// salt is what the checksum of a line of a journal of size n covers
// before the line, so that a line taken from another size's journal
// fails.
func salt(n int) string { return fmt.Sprintf("size %d: ", n) }

// sealed returns the line body of a journal of size n, with its checksum
// and newline.
func sealed(n int, body string) string { return journalfile.Seal(salt(n), body) }

// newJournal returns a journal of size n, or of shard s of its check,
// kept in memory alone: what a run without -dir does.
func newJournal(n int, s shard.Shard) *journal {
	return &journal{n: n, shard: s, version: journalVersion, finished: map[unitKey]bool{}, hunted: map[[2]int]bool{}, spentNs: map[int]int64{}, witnesses: map[int]placement{}, mine: map[int]map[unit]bool{}}
}

// openJournal opens the journal of size n, or of shard s of its check, at
// path, creating it in the version new journals are written in if there
// is none, and reads what it holds. A last line without its newline, cut
// short when a run stopped, is dropped.
func openJournal(path string, n int, s shard.Shard) (*journal, error) {
	j := newJournal(n, s)
	header := journalHeader(n, s, journalVersion)
	bj, err := journalfile.Open(path, journalfile.Spec{
		Kind:    "journal",
		Holder:  "run of threshold",
		Header:  header,
		Salt:    salt(n),
		MaxLine: maxJournalLine,
		Hint:    "remove it, or name another directory for -dir",
		First: func(line string) error {
			for v := oldestVersion; v <= journalVersion; v++ {
				if line+"\n" == journalHeader(n, s, v) {
					j.version = v
					return nil
				}
			}
			var v int
			if _, err := fmt.Sscanf(line, "nqueens threshold journal %d, size ", &v); err == nil && (v < oldestVersion || v > journalVersion) {
				return fmt.Errorf("journal %s: version %d of the format, which this build does not know: it reads versions %d to %d; go on with the build that wrote it, or move it away and the size is checked anew", path, v, oldestVersion, journalVersion)
			}
			switch {
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
	if len(fields) == 0 {
		return fmt.Errorf("not a line of a journal: %q", body)
	}
	nums := make([]int64, len(fields)-1)
	for i, f := range fields[1:] {
		v, err := strconv.ParseInt(f, 10, 64)
		if err != nil || v < 0 {
			return fmt.Errorf("not a count: %q", body)
		}
		nums[i] = v
	}
	switch {
	case fields[0] == "done" && len(fields) == 5 && j.version == 2:
		if nums[0] < 1 || nums[0] > int64(n) || nums[1] >= int64(n*n) || nums[0] == 1 && nums[1] != 0 {
			return fmt.Errorf("not a unit of the check: %q", body)
		}
		j.done(int(nums[0]), wholeUnit(n, int(nums[1])), nums[3])
	case fields[0] == "done" && len(fields) == 7 && j.version == 3:
		k := int(min(nums[0], int64(n+1)))
		// Squares beyond the board are of no unit.
		u := unit{int(min(nums[1], int64(n*n))), int(min(nums[2], int64(n*n+1))), int(min(nums[3], int64(n*n+1)))}
		if k < 1 || k > n || !j.holds(k, u) {
			return fmt.Errorf("the unit of %s from %s is not one of the check of the journal's shard: %q", queens(k), u.name(n), body)
		}
		j.done(k, u, nums[5])
	case fields[0] == "done" && (len(fields) == 5 || len(fields) == 7):
		return fmt.Errorf("a line of version %d of the format, in a journal of version %d: %q", (len(fields)-1)/2, j.version, body)
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
		if completion, err := w.puzzle(n).Solve(); err == nil {
			return fmt.Errorf("the placement has a completion, %v: %q", completion, body)
		}
		j.witnesses[len(w)] = w
	default:
		return fmt.Errorf("not a line of a journal: %q", body)
	}
	return nil
}

// done takes in a unit of k queens read done, and the nanoseconds it took.
func (j *journal) done(k int, u unit, ns int64) {
	key := unitKey{k, u}
	if !j.finished[key] {
		j.finished[key] = true
		j.spentNs[k] += ns
	}
}

// holds reports whether u is a unit of k queens of the journal's shard,
// as its version cuts the check.
func (j *journal) holds(k int, u unit) bool {
	if j.mine[k] == nil {
		j.mine[k] = map[unit]bool{}
		for _, v := range holds(j.shard, j.n, k, j.version, checkUnits(j.n, k, j.shard.M, j.version)) {
			j.mine[k][v] = true
		}
	}
	return j.mine[k][u]
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

// isDone reports whether the unit u of k queens is done.
func (j *journal) isDone(k int, u unit) bool {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.finished[unitKey{k, u}]
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

// record records that the unit u of k queens is done, in a line of the
// journal's version: a unit of version 2 is whole.
func (j *journal) record(k int, u unit, examined int, took time.Duration) error {
	j.mu.Lock()
	defer j.mu.Unlock()
	j.finished[unitKey{k, u}] = true
	j.spentNs[k] += took.Nanoseconds()
	if j.version == 2 {
		return j.append(fmt.Sprintf("done %d %d %d %d", k, u.first, examined, took.Nanoseconds()))
	}
	return j.append(fmt.Sprintf("done %d %d %d %d %d %d", k, u.first, u.from, u.to, examined, took.Nanoseconds()))
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

package main

import (
	"bytes"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"
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
	f         *os.File
	n         int
	shard     shard // the share of the units it records
	finished  map[[2]int]bool
	hunted    map[[2]int]bool
	spentNs   map[int]int64
	witnesses map[int]placement
}

// journalLimit bounds what openJournal reads: a journal of size 64 has
// at most 64·64 lines of some 60 bytes for each number of queens.
const journalLimit = 16 << 20

// journalHeader returns the first line of the journal of size n, or of
// shard s of its check.
func journalHeader(n int, s shard) string {
	if !s.whole() {
		return sealed(n, fmt.Sprintf("nqueens threshold journal 2, size %d, shard %d of %d", n, s.i, s.m))
	}
	return sealed(n, fmt.Sprintf("nqueens threshold journal 2, size %d", n))
}

// sealed returns the line body of a journal of size n, with its checksum
// and newline.
func sealed(n int, body string) string {
	return fmt.Sprintf("%s crc32=%08x\n", body, crc32.ChecksumIEEE(fmt.Appendf(nil, "size %d: %s", n, body)))
}

// unsealed returns the body of a line of a journal of size n, without its
// newline, or an error if its checksum fails.
func unsealed(n int, line string) (string, error) {
	body, _, ok := strings.Cut(line, " crc32=")
	if !ok {
		return "", errors.New("no checksum")
	}
	if sealed(n, body) != line+"\n" {
		return "", errors.New("its checksum fails")
	}
	return body, nil
}

// openJournal opens the journal of size n at path, creating it if there
// is none, and reads what it holds. A last line without its newline, cut
// short when a run stopped, is dropped.
func openJournal(path string, n int, s shard) (*journal, error) {
	header := journalHeader(n, s)
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	j := &journal{f: f, n: n, shard: s, finished: map[[2]int]bool{}, hunted: map[[2]int]bool{}, spentNs: map[int]int64{}, witnesses: map[int]placement{}}
	data, err := io.ReadAll(io.LimitReader(f, journalLimit+1))
	switch {
	case err != nil:
	case len(data) > journalLimit:
		err = fmt.Errorf("%s: longer than %d bytes", path, journalLimit)
	case bytes.HasPrefix(data, []byte("nqueens threshold journal, size ")):
		err = fmt.Errorf("%s: a journal of a version without checksums, whose lines cannot be trusted: move it away, and the size is checked anew", path)
	case !bytes.HasPrefix(data, []byte(header)) && !strings.HasPrefix(header, string(data)):
		// Neither this journal nor its first line cut short.
		first, _, _ := bytes.Cut(data, []byte("\n"))
		err = fmt.Errorf("%s: not a journal of size %d: its first line is %.80q, not %q", path, n, first, strings.TrimSpace(header))
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	whole := bytes.LastIndexByte(data, '\n') + 1
	if whole < len(header) {
		// Empty, or a header cut short: a new journal.
		whole = 0
	}
	if whole < len(data) {
		err = f.Truncate(int64(whole))
	}
	if err == nil && whole == 0 {
		_, err = f.WriteAt([]byte(header), 0)
		whole = len(header)
		if err == nil {
			err = f.Sync()
		}
	}
	if err == nil {
		_, err = f.Seek(int64(whole), io.SeekStart)
	}
	if err == nil && whole > len(header) {
		err = j.read(path, data[len(header):whole])
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return j, nil
}

// read takes in the lines of a journal after its first, and proves each
// witness again.
func (j *journal) read(path string, data []byte) error {
	n := j.n
	number := 1
	for text := range strings.Lines(string(data)) {
		number++
		bad := func(why string) error {
			return fmt.Errorf("%s:%d: %s: %q; the journal is damaged, and is left as it is", path, number, why, strings.TrimSuffix(text, "\n"))
		}
		body, err := unsealed(n, strings.TrimSuffix(text, "\n"))
		if err != nil {
			return bad(err.Error())
		}
		fields := strings.Fields(body)
		nums := make([]int64, 0, len(fields))
		for _, f := range fields[min(1, len(fields)):] {
			v, err := strconv.ParseInt(f, 10, 64)
			if err != nil || v < 0 {
				return bad("not a count")
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
					return bad("a square off the board")
				}
				w = append(w, int(sq))
			}
			if err := w.check(n); err != nil {
				return bad(err.Error())
			}
			if j.witnesses[len(w)] != nil {
				continue // the first stands, as found writes it
			}
			if completion, ok := w.puzzle(n).Solve(); ok {
				return bad(fmt.Sprintf("the placement has a completion, %v", completion))
			}
			j.witnesses[len(w)] = w
		default:
			return bad("not a line of a journal")
		}
	}
	return nil
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
	if _, err := j.f.WriteString(sealed(j.n, body)); err != nil {
		return err
	}
	return j.f.Sync()
}

// Close closes the journal's file.
func (j *journal) Close() error {
	if j == nil || j.f == nil {
		return errors.New("journal not open")
	}
	return j.f.Close()
}

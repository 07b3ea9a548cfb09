// Package prose writes the numbers and lists that the messages of the
// library and of its command hold, one way for both: "3 shards", "a, b
// or c", "0-3, 7".
package prose

import (
	"fmt"
	"strconv"
	"strings"
)

// Count returns n and noun, with an s unless n is 1: "1 shard", "3
// shards".
func Count[T ~int | ~int64 | ~uint64](n T, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.FormatInt(int64(n), 10) + " " + noun + "s"
}

// IsAre returns the verb for n things: "is" for one, "are" for more or
// none.
func IsAre(n int) string {
	if n == 1 {
		return "is"
	}
	return "are"
}

// Or writes names as "a, b or c".
func Or(names []string) string {
	if len(names) <= 1 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// And writes names as "a, b and c".
func And(names []string) string {
	if len(names) <= 1 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// Names returns the names of list, as their String methods write them.
func Names[T fmt.Stringer](list []T) []string {
	out := make([]string, len(list))
	for i, x := range list {
		out[i] = x.String()
	}
	return out
}

// Ranges writes the increasing numbers xs as runs: "0-3, 7, 9-10".
func Ranges(xs []int) string {
	var runs []string
	for i := 0; i < len(xs); {
		j := i
		for j+1 < len(xs) && xs[j+1] == xs[j]+1 {
			j++
		}
		run := strconv.Itoa(xs[i])
		if j > i {
			run += "-" + strconv.Itoa(xs[j])
		}
		runs = append(runs, run)
		i = j + 1
	}
	return strings.Join(runs, ", ")
}

// IsJSONInteger reports whether s is an integer as JSON writes one: an
// optional minus sign and digits, with no leading zero but in 0 itself.
func IsJSONInteger(s string) bool {
	s = strings.TrimPrefix(s, "-")
	return s != "" && strings.Trim(s, "0123456789") == "" && (s == "0" || s[0] != '0')
}

// Bytes writes an amount of memory: "512 bytes", or with one decimal in
// the largest binary unit it reaches, "1.5 KiB", "64.0 MiB".
func Bytes(b uint64) string {
	if b < 1<<10 {
		return fmt.Sprintf("%d bytes", b)
	}
	v, unit := float64(b)/(1<<10), 0
	for v >= 1<<10 && unit < 4 {
		v /= 1 << 10
		unit++
	}
	return strconv.FormatFloat(v, 'f', 1, 64) + " " + [...]string{"KiB", "MiB", "GiB", "TiB", "PiB"}[unit]
}

// BytesPair writes two amounts of memory as Bytes does, or in whole bytes
// where that would write them alike, so that a message that says one is
// more than the other shows it.
func BytesPair(a, b uint64) (string, string) {
	if ta, tb := Bytes(a), Bytes(b); ta != tb || a == b {
		return ta, tb
	}
	return fmt.Sprintf("%d bytes", a), fmt.Sprintf("%d bytes", b)
}

// quoteRunes is the most characters of a text that Excerpt keeps.
const quoteRunes = 40

// Excerpt returns s, or its first 40 characters and an ellipsis if it is
// longer, for an error to quote: a long input gives a short error.
func Excerpt(s string) string {
	if r := []rune(s); len(r) > quoteRunes {
		return string(r[:quoteRunes]) + "…"
	}
	return s
}

// Quote returns s quoted, cut as Excerpt cuts it.
func Quote(s string) string { return strconv.Quote(Excerpt(s)) }

package columns

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// TestRead reads lists of both forms, after their opening byte, and the
// errors of the ones that are not lists of a board's columns.
func TestRead(t *testing.T) {
	for _, tc := range []struct {
		form Form
		text string
		want []int
		err  string
	}{
		{Tuple, "2, 4, 1, 3)", []int{1, 3, 0, 2}, ""},
		{JSON, "1,3,0,2]", []int{1, 3, 0, 2}, ""},
		{JSON, "]", []int{}, ""},
		{JSON, " 1,\n 3,0\n,2 ] rest", []int{1, 3, 0, 2}, ""},
		{JSON, "1,3,0,2", nil, "no closing bracket"},
		{JSON, "+1,3,0,2]", nil, `row 0: "+1" is not written as JSON writes a number, without a plus sign or leading zeros`},
		{Tuple, "+1, 3)", nil, "row 1: column 3 out of range [1, 2] (a tuple counts columns from 1)"},
		{JSON, "1,3,x,2]", nil, `row 2: "x" is not a whole number`},
		{JSON, "1,3,,2]", nil, `row 2: "" is not a whole number`},
		{JSON, "1 3]", nil, `row 0: "1 3" is not a whole number`},
		{JSON, strings.Repeat("9", 30) + "]", nil, `row 0: "999999999999999999999999"… is not a whole number`},
		{Tuple, "0, 1)", nil, "row 0: column 0 out of range [1, 2] (a tuple counts columns from 1)"},
	} {
		in := strings.NewReader(tc.text)
		lines := 0
		got, err := tc.form.Read(in, func() { lines++ }, nil)
		if tc.err != "" {
			if err == nil || err.Error() != tc.err {
				t.Errorf("%s %q: %v, %v; want %q", tc.form.Name, tc.text, got, err, tc.err)
			}
			continue
		}
		if err != nil || !slices.Equal(got, tc.want) || lines != strings.Count(tc.text[:len(tc.text)-in.Len()], "\n") {
			t.Errorf("%s %q: %v, %v, %d newlines; want %v", tc.form.Name, tc.text, got, err, lines, tc.want)
		}
	}
}

// TestReadGrow checks that grow is asked before the columns grow, and that
// its refusal ends the read.
func TestReadGrow(t *testing.T) {
	text := strings.Repeat("0,", 199) + "0]"
	var asked [][2]int
	_, err := JSON.Read(strings.NewReader(text), nil, func(have, want int) error {
		asked = append(asked, [2]int{have, want})
		return nil
	})
	if want := [][2]int{{0, 64}, {64, 128}, {128, 256}}; err != nil || !slices.Equal(asked, want) {
		t.Errorf("grow asked %v, %v; want %v", asked, err, want)
	}
	refused := errors.New("no room")
	if _, err := JSON.Read(strings.NewReader(text), nil, func(int, int) error { return refused }); err != refused {
		t.Errorf("grow refused: %v", err)
	}
}

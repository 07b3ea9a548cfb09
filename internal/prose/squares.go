package prose

import (
	"fmt"
	"strconv"
	"strings"
)

// Squares writes the squares of a board, [row, column] pairs row by row,
// as "row 4, columns 0 and 1; row 5, column 2".
func Squares(squares [][2]int) string {
	var parts []string
	for i := 0; i < len(squares); {
		j := i
		var cols []string
		for ; j < len(squares) && squares[j][0] == squares[i][0]; j++ {
			cols = append(cols, strconv.Itoa(squares[j][1]))
		}
		parts = append(parts, fmt.Sprintf("row %d, %s", squares[i][0], Numbered("column", nil, cols...)))
		i = j
	}
	return strings.Join(parts, "; ")
}

// Numbered writes things of one kind by their numbers, or by their names
// where names are given, as "row 3" or "rows 1, 4 and 6".
func Numbered(kind string, numbers []int, names ...string) string {
	for _, x := range numbers {
		names = append(names, strconv.Itoa(x))
	}
	if len(names) == 1 {
		return kind + " " + names[0]
	}
	return kind + "s " + And(names)
}

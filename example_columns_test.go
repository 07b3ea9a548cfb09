package nqueens_test

import (
	"bytes"
	"context"
	"encoding/gob"
	"encoding/json"
	"fmt"

	"github.com/nqueens-go/nqueens"
)

// A count by column: of the 14,200 solutions of size 12, 500 have the
// queen of row 0 in column 0 (OEIS A059963, row 12).
func ExampleCounter_byColumn() {
	c := nqueens.Counter{ByColumn: true}
	counts, err := c.Count(context.Background(), 12)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(counts.Total)
	fmt.Println(counts.ByColumn)
	// Output:
	// 14200
	// 500 806 1165 1359 1631 1639 1639 1631 1359 1165 806 500
}

func ExampleColumns() {
	c := nqueens.Counter{ByColumn: true}
	counts, err := c.Count(context.Background(), 8)
	if err != nil {
		fmt.Println(err)
		return
	}
	cols := counts.ByColumn
	for k := range cols.Len() {
		fmt.Printf("column %d: %d\n", k, cols.At(k))
	}
	// Output:
	// column 0: 4
	// column 1: 8
	// column 2: 16
	// column 3: 18
	// column 4: 18
	// column 5: 16
	// column 6: 8
	// column 7: 4
}

func ExampleColumnsOf() {
	a := nqueens.ColumnsOf([]uint64{2, 2, 2, 2, 2})
	b := nqueens.ColumnsOf([]uint64{2, 2, 2, 2, 2})
	fmt.Println(a == b, a.Len(), a)
	// Output:
	// true 5 2 2 2 2 2
}

func ExampleColumns_At() {
	cols := nqueens.ColumnsOf([]uint64{4, 7, 6, 6, 6, 7, 4})
	fmt.Println(cols.At(1))
	// Output:
	// 7
}

func ExampleColumns_Len() {
	fmt.Println(nqueens.ColumnsOf([]uint64{0, 1, 1, 0}).Len(), nqueens.Columns{}.Len())
	// Output:
	// 4 0
}

func ExampleColumns_Slice() {
	fmt.Println(nqueens.ColumnsOf([]uint64{0, 1, 1, 0}).Slice())
	// Output:
	// [0 1 1 0]
}

func ExampleColumns_IsZero() {
	fmt.Println(nqueens.Columns{}.IsZero(), nqueens.ColumnsOf([]uint64{1}).IsZero())
	// Output:
	// true false
}

func ExampleColumns_String() {
	fmt.Println(nqueens.ColumnsOf([]uint64{0, 1, 1, 1, 1, 0}).String())
	// Output:
	// 0 1 1 1 1 0
}

func ExampleColumns_MarshalJSON() {
	b, err := json.Marshal(nqueens.Counts{Total: 2, Unique: 1, ByColumn: nqueens.ColumnsOf([]uint64{0, 1, 1, 0})})
	fmt.Println(string(b), err)
	// Output:
	// {"total":2,"unique":1,"by_column":[0,1,1,0]} <nil>
}

func ExampleColumns_UnmarshalJSON() {
	var counts nqueens.Counts
	err := json.Unmarshal([]byte(`{"total":2,"unique":1,"by_column":[0,1,1,0]}`), &counts)
	fmt.Println(counts.ByColumn.Slice(), err)
	// Output:
	// [0 1 1 0] <nil>
}

func ExampleColumns_Equal() {
	a := nqueens.ColumnsOf([]uint64{0, 1, 1, 0})
	fmt.Println(a.Equal(nqueens.ColumnsOf([]uint64{0, 1, 1, 0})), a.Equal(nqueens.Columns{}))
	// Output:
	// true false
}

func ExampleColumns_Sum() {
	fmt.Println(nqueens.ColumnsOf([]uint64{4, 8, 16, 18, 18, 16, 8, 4}).Sum())
	// Output:
	// 92 true
}

// Counts, ByColumn included, travel by encoding/gob as by JSON.
func ExampleColumns_MarshalBinary() {
	var buf bytes.Buffer
	in := nqueens.Counts{Total: 2, Unique: 1, ByColumn: nqueens.ColumnsOf([]uint64{0, 1, 1, 0})}
	if err := gob.NewEncoder(&buf).Encode(in); err != nil {
		fmt.Println(err)
		return
	}
	var out nqueens.Counts
	err := gob.NewDecoder(&buf).Decode(&out)
	fmt.Println(out == in, out.ByColumn, err)
	// Output:
	// true 0 1 1 0 <nil>
}

func ExampleColumns_UnmarshalBinary() {
	var c nqueens.Columns
	fmt.Println(c.UnmarshalBinary([]byte{1, 2, 3}))
	// Output:
	// nqueens: columns: 3 bytes, not a whole number of 8-byte numbers
}

// Package puzzle completes, solves, explains, grades and makes puzzles of
// N-Queens Completion: an n×n board on which some queens are placed and
// some squares marked empty, to be completed to a solution of n queens,
// no two sharing a row, a column or a diagonal. Completing such a board
// is NP-complete (Gent, Jefferson and Nightingale, JAIR 59, 2017); a
// board with one completion is a puzzle to solve by reasoning.
//
// Its sibling, package regions, serves the puzzle of queens in regions
// by the same names: a reader who knows one uses the other.
//
// # Vocabulary
//
// A [Puzzle] is a board with queens placed and squares marked empty: the
// clues of a puzzle, and the moves of a player, alike. Rows and columns
// count from 0, from the top and from the left, as [Square]s do. A unit
// is a row or a column ([Unit]), which an answer fills with one queen. An
// answer, or completion, is a solution of the board's size that holds
// every queen placed and none of the squares marked, as an nqueens.Board;
// a good puzzle has one.
//
// # Which function to reach for
//
//   - Read and write: [Parse] for one puzzle, in the text form, one line
//     per row of 'Q', 'x' and '.', or any form nqueens.ParseBoard reads;
//     a [Reader] for a file of them; [Puzzle.MarshalJSON] and
//     [Puzzle.UnmarshalJSON] for JSON; [New] for an empty board.
//   - Play: [Puzzle.Place], [Puzzle.Mark], [Puzzle.Clear] and
//     [Puzzle.Apply], with errors a program tells apart ([ErrBroken],
//     [ErrTaken]).
//   - Check and solve: [Puzzle.Count] up to a limit (2 tells a puzzle with
//     one answer), [Puzzle.Solve] for any answer, fast up to [MaxN],
//     [Puzzle.All] for every answer in order, [Puzzle.Supports] for the
//     squares some answer holds, [Puzzle.Verify] for a board.
//   - Reason: [Puzzle.Hint] gives the next deduction a person would make,
//     [Puzzle.Explain] the whole chain, [Puzzle.Rate] the grade, from the
//     hardest [Technique] the chain needs: [Easy] to [Expert], or
//     [Search] where reasoning stops. The chain is one procedure: again
//     and again, the first deduction of the easiest technique that gives
//     one, made; Hint gives its next step, Explain its steps, and Rate
//     grades by it.
//   - Make: [Make], from a seed, of a size and a grade.
//   - Draw: [Puzzle.SVG] and [Puzzle.WriteSVG], and the text form,
//     [Puzzle.String].
//
// # Contexts
//
// Counting, solving and reasoning search, and a search of a large board
// can run long: each method that searches has a form that takes a
// [context.Context], as [Puzzle.SolveContext] does [Puzzle.Solve], which
// it looks at after a bounded number of steps of its search, and returns
// ctx.Err() once ctx is done. A nil context panics.
package puzzle

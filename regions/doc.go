// Package regions solves, checks, explains, grades and makes the puzzle of
// queens in regions: an n-by-n grid, n from 4 to 32, split into n
// regions, where a player places one queen in every row, every column
// and every region, no two touching, not even at a corner. It is the
// daily puzzle of a large professional network, and the one-star case of
// Star Battle, whose other cases it solves too: k queens, or stars, to
// every unit ([Variant]); and the diagonal attack of N-Queens in place of
// the touching rule. A region is most often one piece of squares joined
// by their sides, but need not be: [Puzzle.Pieces] tells.
//
// Its sibling, package puzzle, serves the puzzle of N-Queens Completion by
// the same names: a reader who knows one uses the other.
//
// # Vocabulary
//
// A [Puzzle] is a grid of regions, numbered from 0 and named in its text
// form by letters or digits, with the state a player leaves it in: queens
// placed and squares marked empty. Rows and columns count from 0, as
// [Square]s do. A unit is a row, a column or a region ([Unit]). An answer
// places the variant's queens in every unit by its rule, holding the
// queens placed and none of the squares marked; a good puzzle has one.
//
// # Which function to reach for
//
//   - Read and write: [Parse] and [Reader] for the text form that puzzle
//     packs trade, one row per line, one letter or digit per square;
//     [Puzzle.MarshalJSON] and [Puzzle.UnmarshalJSON] for JSON; [New]
//     from rows of region numbers. Each refuses a grid whose regions are
//     not n, naming the row and column; a region in pieces reads, and
//     [Puzzle.Pieces] counts its pieces.
//   - Play: [Puzzle.Place], [Puzzle.Mark], [Puzzle.Clear] and
//     [Puzzle.Apply], with errors a program tells apart ([ErrBroken],
//     [ErrTaken]).
//   - Check and solve: [Puzzle.Count] up to a limit (2 tells a puzzle with
//     one answer), [Puzzle.Solve] for an answer, [Puzzle.All] for every
//     one, [Puzzle.Mistakes] for a player's wrong moves.
//   - Reason: [Puzzle.Hint] gives the next deduction a person would make,
//     [Puzzle.Explain] the whole chain, [Puzzle.Rate] the grade, from the
//     hardest [Technique] the chain needs: [Easy] to [Expert], or
//     [Search] where reasoning stops. The techniques are those Star
//     Battle's solvers name and teach, from singles to counting with 2×2
//     blocks, then probes, trial and error. The chain is one procedure:
//     again and again, the first deduction of the easiest technique that
//     gives one, made; Hint gives its next step, Explain its steps, and
//     Rate grades by it.
//   - Make: [Make], from a seed, of a size, grade and variant, its
//     regions grown as [Options.Draw] says: by default shaped like the
//     daily puzzle's. [Daily] gives the daily puzzle of a date, the same
//     for everyone.
//   - Draw: [Puzzle.SVG], and the text form, [Puzzle.String].
//
// # Contexts
//
// Counting, solving and reasoning search, and a search of a grid of
// regions can run long on a few grids of the larger sizes: each method
// that searches has a form that takes a [context.Context], as
// [Puzzle.SolveContext] does [Puzzle.Solve], which it looks at after at
// most 4,096 steps of its search, and returns ctx.Err() once ctx is done.
// A nil context panics.
//
// # Variants
//
// Stars from 1 to n/4 serve with the touching rule: two-star 10-by-10 is
// the classic Star Battle. The diagonal rule serves one star alone: two
// queens of one row attack each other, so no row could hold two.
package regions

// Package nqueens solves the N-Queens problem: place n queens on an n×n
// board so that no two share a row, a column or a diagonal.
//
// # Vocabulary
//
// A [Board] of size n gives, for each row r counted from 0 at the top, the
// column b[r] of its queen, counted from 0 at the left. A board is a
// solution when no two of its queens share a column or a diagonal;
// [Board.Validate] checks one. Boards are ordered lexicographically, row by
// row, as [slices.Compare] orders them: {1, 3, 0, 2} comes before
// {2, 0, 3, 1}, the two solutions of size 4.
//
// # Which function to use
//
//   - [All] ranges over every solution of size n, in lexicographic order,
//     found lazily as the loop asks for them.
//   - [First] and [Next] step through the same solutions one call at a time,
//     and Next takes up the search from any board, solution or not.
//     [FirstContext] and [AllContext] are First and All with a deadline.
//   - [Count] counts the solutions without visiting them one by one, much
//     faster than ranging over All, on every core. [Counter.Count] counts
//     them and the fundamental ones at once: one per class of solutions
//     that rotations and reflections of the board map onto each other. A
//     [Counter] counts on as many goroutines as it is told, reporting its
//     progress and stopping when its context is cancelled. It can count
//     one shard of the work, numbered the same in every release, so that
//     many machines share a count, and record and resume a count part
//     done, each record a [Subproblem] that names its size and method.
//     Each shard's [Counts] name it in their [Part], and [SumCounts] adds
//     up the shards only when every one is there once, and checks the sum
//     against the counts the OEIS knows. Its [Device] says where it counts:
//     on the processor, or on a GPU or another OpenCL device, which
//     [OpenCLDevices] lists.
//     It counts by one of two kinds of [Method]: by joining half boards
//     ([Join2], and [Join], its first version), several times faster from
//     n = 12 on, on a table that grows with n, or by backtracking, on
//     little memory, for any n. [Counter.MethodFor] and
//     [Counter.DeviceFor] say which a count takes, and
//     [Counter.Estimate] how long a count by backtracking would take,
//     before it starts.
//   - [Unrank] returns the solution at a place of All's order, [Rank] the
//     place of a solution, and [AllFrom] ranges over the solutions from a
//     place on, so that a listing can be split or resumed by place;
//     [UnrankContext], [RankContext] and [AllFromContext] bound them.
//   - [Unique] ranges over the fundamental solutions, one per class, and
//     [Board.Rotate], [Board.Reflect], [Board.Canonical] and [Board.Orbit]
//     move between the boards of a class; [UniqueContext] is Unique with
//     a deadline.
//   - [Construct] builds one solution directly, in linear time, for boards
//     of any size, far beyond what a search can reach, [ConstructQueens]
//     gives its queens one by one in constant memory, [Random] draws
//     one at random, every solution as likely as any other up to size 14,
//     and [RandomUniform] draws one uniformly up to [MaxUniform].
//   - A [Puzzle] holds a board with some queens placed already and some
//     squares blocked; [Puzzle.All], [Puzzle.First] and [Puzzle.Count] find
//     its completions in order, [Puzzle.Solve] any one of them, fast up to
//     [MaxN], [Puzzle.Supported] the squares that some completion holds,
//     [Puzzle.Supports] whether some completion holds each of a few, and
//     [Puzzle.AllContext], [Puzzle.FirstContext],
//     [Puzzle.CountContext], [Puzzle.SolveContext],
//     [Puzzle.SupportedContext] and [Puzzle.SupportsContext] bound them
//     with a context.
//   - [Board.String] and [Board.Grid] draw a board, [Board.SVG],
//     [WriteSVG] and [WriteQueensSVG] draw one or many as a picture, and
//     [ParseBoard] reads either drawing back, a matrix written by hand, or
//     the columns as a tuple or a JSON array; [ParsePuzzle] reads a puzzle
//     in the same forms.
//
// The searches accept board sizes from 0 to [MaxN] and keep each row of the
// board in one 64-bit word. They panic, naming the size, when given one
// outside that range: a board size is the caller's to get right. Construct
// and Board's methods work on boards of any size.
//
// # How long a search takes
//
// The search for the first solution, in First, All and Unique, is quick
// for sizes up to 33 and grows fast and unevenly above, as a backtracking
// search does. FirstContext, AllContext, UniqueContext and the Context
// forms of Puzzle's searches bound them with a context; Construct builds a
// solution of any size in time linear in n, and Puzzle.Solve completes
// most puzzles of any size up to 64 far faster than Puzzle.First.
// Counting, Unrank and RandomUniform cost about as much as a count of the
// size. docs/performance.md in the module's source gives the times
// measured.
//
// # Errors
//
// Errors that a caller may need to tell apart are typed: [ParseBoard] and
// [ParsePuzzle] return a [*ParseError] that names the line;
// [Counter.Count] returns a [*SubproblemError] for a Done that does not
// belong to the count, of another size, method or shard, a
// [*MemoryError] for a join whose table's index would take more than
// MaxMemory, a [*RangeError] for a size the method does not count, and an
// error wrapping [ErrOverflow] for a count that does not fit in a uint64.
// Use [errors.As] and [errors.Is].
package nqueens

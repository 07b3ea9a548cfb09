// Package nqueens solves the N-Queens problem: place n queens on an n×n
// board so that no two share a row, a column or a diagonal. It serves the
// board itself: its solutions, one at a time or in order, their counts on
// every core and on many machines, their places in order, solutions drawn
// at random or built for any size, the symmetries of a board, and boards
// drawn and read as text and pictures.
//
// Two packages beside it serve puzzles by the same names: package puzzle,
// boards on which some queens are placed already and some squares marked
// empty, to complete (N-Queens Completion), and package regions, the
// puzzle of queens in regions and Star Battle. Each reads, solves,
// explains, grades and makes its puzzles.
//
// # Vocabulary
//
// A [Board] of size n gives, for each row r counted from 0 at the top, the
// column b[r] of its queen, counted from 0 at the left. A board is a
// solution when no two of its queens share a column or a diagonal;
// [Board.Validate] checks one. Boards are ordered lexicographically, row by
// row, as [slices.Compare] orders them: {1, 3, 0, 2} comes before
// {2, 0, 3, 1}, the two solutions of size 4. The fundamental solutions are
// one for each class of solutions that the rotations and reflections of
// the board map onto each other.
//
// # Which function to use
//
//   - [All] ranges over every solution of size n, in lexicographic order,
//     found lazily as the loop asks for them; [First] and [Next] step
//     through the same solutions one call at a time, and Next takes up the
//     search from any board, solution or not.
//   - [Unrank] returns the solution at a place of All's order, [Rank] the
//     place of a solution, and [AllFrom] ranges over the solutions from a
//     place on, so that a listing can be split or resumed by place.
//   - [Unique] ranges over the fundamental solutions, one per class, and
//     [Board.Rotate], [Board.Reflect], [Board.Canonical] and [Board.Orbit]
//     move between the boards of a class.
//   - [Count] counts the solutions without visiting them one by one, on
//     every core. A [Counter] counts them and the fundamental ones
//     ([Counter.Count]) on as many goroutines as it is told, reporting its
//     progress; it counts one shard of the work, numbered the same in
//     every release, so that many machines share a count, and records and
//     resumes a count part done, each record a [Subproblem], which
//     [Counter.Subproblems] lists. Each shard's [Counts] name it in their
//     [Part], and [SumCounts] adds up the shards only when every one is
//     there once, and checks the sum against the counts the OEIS knows;
//     [UniqueFromTotal] finds the fundamental solutions from the total. A
//     count's [Method] is joining half boards ([Join2], and [Join], its
//     first version), several times faster from n = 12 on, on a table that
//     grows with n, or backtracking ([Backtrack]), on little memory, for
//     any n; its [Device] is the processor or an OpenCL device, such as a
//     GPU, which [OpenCLDevices] lists. [Counter.MethodFor] and
//     [Counter.DeviceFor] say which a count takes, and [Counter.Estimate]
//     how long a count by backtracking would take, before it starts.
//   - [Construct] builds one solution directly, in time linear in n, for
//     boards of any size, far beyond what a search can reach, and
//     [ConstructQueens] gives its queens one by one in constant memory;
//     [Random] draws one at random, every solution as likely as any other
//     up to size 14, and [RandomUniform] draws one uniformly up to
//     [MaxUniform].
//   - [Board.String], [Board.Grid], [Board.Matrix] and [Board.Tuple] write
//     a board as text, [Board.SVG], [WriteSVG] and [WriteQueensSVG] draw
//     one or many as a picture, and [ParseBoard] reads a board back from
//     any of the texts, a matrix written by hand, or the columns as a JSON
//     array.
//
// The searches accept board sizes from 0 to [MaxN] and keep each row of the
// board in one 64-bit word. They panic, naming the size, when given one
// outside that range: a board size is the caller's to get right. Construct
// and Board's methods work on boards of any size.
//
// # Contexts
//
// A function that may search or count for long has a Context form that
// takes a [context.Context] first: [FirstContext], [NextContext],
// [AllContext], [UniqueContext], [CountContext], [UnrankContext],
// [RankContext], [AllFromContext], [RandomUniformContext],
// [UniqueFromTotal] and [SumCounts]. A Counter's methods that search or
// count take a context always. A nil context panics.
//
// Once the context is done, the function stops and returns ctx.Err(): an
// iterator yields one more time, a nil Board with ctx.Err(), and stops. A
// search looks at its context after each fixed number of its steps, at
// most 65,536 placements of a queen or steps back up a row, however large
// n is and however far it has got. A count looks at it between its
// subproblems, and within each between the pieces of its search: a block
// of backtracking, a set of rows of a join, a launch of an OpenCL kernel.
// So each stops within a bounded part of its work after its context is
// done, and a count that stops so has reported each subproblem it
// finished.
//
// # How long a search takes
//
// The search for the first solution, in First, All and Unique, is quick
// for small sizes, and grows fast and unevenly above about 30, as a
// backtracking search does: the Context forms bound it, and Construct
// builds a solution of any size in linear time.
// Counting, Unrank and RandomUniform cost about as much as a count of the
// size, which grows exponentially with it. docs/performance.md in the
// module's source gives the times measured.
//
// # Errors
//
// Errors that a caller may need to tell apart are typed: [ParseBoard]
// returns a [*ParseError] that names the line; [Counter.Count] returns a
// [*SubproblemError] for a Done that does not belong to the count, of
// another size, method or shard, a [*MemoryError] for a join whose
// table's index would take more than MaxMemory, a [*RangeError] for a size
// the method does not count, a [*DeviceError] for a device that fails,
// and an error wrapping [ErrOverflow] for a count that does not fit in a
// uint64; [SumCounts] returns a [*ShardError] for shards missing or
// repeated and a [*CountsError] for a sum that cannot be the count. Use
// [errors.As] and [errors.Is].
package nqueens

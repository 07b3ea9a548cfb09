// Package torus counts the solutions of the N-Queens problem up to a group
// larger than the eight symmetries of the square: the classes of OEIS
// A062164, whose group adds the shifts of the torus, and of A062165, whose
// group adds the multipliers too. It is for a long count that its caller
// checkpoints, shards and resumes unit by unit.
//
// # Vocabulary
//
// A placement of size n has one queen in each row and each column: the
// queen of row r stands in column p[r]. A solution is a placement whose
// queens share no diagonal; a diagonal does not wrap around the board's
// edges. One placement is smaller than another if it is lexicographically
// smaller as the sequence p[0], p[1], ... of columns.
//
// The groups act on placements, not on solutions: a shift sends the queen
// (r, c) to ((r+a) mod n, (c+b) mod n), a multiplier f with gcd(f, n) = 1
// sends it to (f·r mod n, f·c mod n), and either may turn a solution into a
// placement that is not one. A class is an orbit of the group that holds at
// least one solution; its least solution is the smallest solution in it.
// [Torus] is the group of the square's symmetries and the shifts, and
// [Similar] that group and the multipliers.
//
// # Counting
//
// [Count] returns the number of classes of a size, the term of the
// sequence. It counts in units, [Units] of them: unit u holds the classes
// whose least solution has its queens of rows 0 and 1 in columns u/n and
// u%n, so that the units' numbers add up to the term and the numbering
// depends on n alone. [CountUnit] counts one unit; Count counts them on
// several goroutines, reports each as it finishes, and goes on from the
// units a caller counted before.
//
// # Method
//
// A backtracking search over bitmasks lists, in each unit, the solutions
// that are least among their images under the square's symmetries; a
// classic argument prunes most of the others before they are complete.
// For each such solution it then tries the images under the rest of the
// group, and counts it if no image is a smaller solution. An image is
// tested without being built: a shift can only bring two queens onto one
// diagonal if their diagonals differ by n or not at all, so a few pairs of
// queens rule out whole sets of shifts at once.
package torus

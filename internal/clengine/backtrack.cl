// The kernel of the backtracking engine on an OpenCL device
// (backtrack.go), which counts the completions of tasks: a start
// placement's rows to fill, whose first rows the host has filled already.
// It reads like countTask, its twin in Go, which the tests run on the same
// tasks.
//
// allowed holds, for each start placement of the launch, the squares of
// each of its rows rows that the start queens leave free, rows words each.
// A task is four words: the index of its start placement in allowed, and
// the columns, diagonals and anti-diagonals that the queens of its first
// depth rows rule out in row depth. Each work item counts one task and
// writes the number of its completions to found.
//
// The search is depth first, queen by queen. It keeps the masks of the row
// it fills in registers and pushes them on a stack only to go down a row.
// A queen leads down only if it leaves a square free in each of the next
// two rows. The queen of the third row from the last is not pushed: the
// last two rows, which have two columns left between them, are counted at
// once, without a loop (pairs). A launch runs in slices: in each, a work
// item goes back up a row at most budget times, then saves its search in
// its state and leaves unfinished set, and the next slice goes on from
// there. The stack is in local memory, the stacks of
// a group's work items interleaved, so that the work items of a warp, at
// the same depth, reach neighbouring words. The host defines:
//
//   WORD    the type of the masks: uint for sizes up to 32, ulong above;
//   LEVELS  the rows a stack holds, at least the rows a task fills less 3;
//   GROUP   the work items of a work group.

#ifndef WORD
#define WORD ulong
#endif

// lowest returns the lowest square of a, or 0 if a is empty.
WORD lowest(WORD a) { return a & (0 - a); }

// both is 1 where neither a nor b is empty, and 0 where either is.
ulong both(WORD a, WORD b) { return (a != 0) & (b != 0); }

// pairs returns the ways to fill the last two rows, of the queens of a,
// the squares free in the first of them, which c, dg and an rule out, and
// those of last, the second. a holds two squares at most.
ulong pairs(WORD a, WORD c, WORD dg, WORD an, WORD last) {
	WORD lo = lowest(a), hi = a ^ lo;
	return both(lo, last & ~(c | lo | (dg | lo) << 1 | (an | lo) >> 1)) +
	       both(hi, last & ~(c | hi | (dg | hi) << 1 | (an | hi) >> 1));
}

// STATE is the words of the state of a task between slices: its depth, or
// FINISHED, its count so far, the masks of its row, and its stack.
#define STATE (6 + 4 * LEVELS)
#define FINISHED 0xffffffffffffffffUL

__kernel void count_tasks(__global const ulong *allowed, __global const ulong *tasks,
                          __global ulong *found, __global ulong *states,
                          __global ulong *unfinished, const int rows, const int depth,
                          const int ntasks, const int fresh, const uint budget) {
	int t = get_global_id(0);
	if (t >= ntasks) {
		return;
	}
	__global ulong *state = states + (size_t)t * STATE;
	if (!fresh && state[0] == FINISHED) {
		return;
	}
	__global const ulong *row = allowed + tasks[4 * t] * rows;
	WORD last = (WORD)row[rows - 1];
	__local WORD stack[4 * LEVELS * GROUP];
	__local WORD *sc = stack + get_local_id(0), *sd = sc + LEVELS * GROUP,
	             *sa = sd + LEVELS * GROUP, *sv = sa + LEVELS * GROUP;
	int left = rows - depth, top = left - 3, d = 0;
	ulong count = 0;
	WORD c, dg, an, a;
	if (fresh) {
		c = tasks[4 * t + 1];
		dg = tasks[4 * t + 2];
		an = tasks[4 * t + 3];
		if (left == 0) {
			found[t] = 1;
			state[0] = FINISHED;
			return;
		}
		a = (WORD)row[depth] & ~(c | dg | an);
		if (left <= 2) {
			found[t] = left == 1 ? popcount(a) : pairs(a, c, dg, an, last);
			state[0] = FINISHED;
			return;
		}
	} else {
		d = state[0];
		count = state[1];
		c = state[2];
		dg = state[3];
		an = state[4];
		a = state[5];
		for (int i = 0; i < d; i++) {
			sc[i * GROUP] = state[6 + 4 * i];
			sd[i * GROUP] = state[7 + 4 * i];
			sa[i * GROUP] = state[8 + 4 * i];
			sv[i * GROUP] = state[9 + 4 * i];
		}
	}
	for (uint steps = budget;;) {
		if (a == 0) {
			if (d == 0) {
				break;
			}
			if (--steps == 0) {
				// Out of steps: save the search, to go on in the next
				// slice, where it goes back up a row.
				state[0] = d;
				state[1] = count;
				state[2] = c;
				state[3] = dg;
				state[4] = an;
				state[5] = a;
				for (int i = 0; i < d; i++) {
					state[6 + 4 * i] = sc[i * GROUP];
					state[7 + 4 * i] = sd[i * GROUP];
					state[8 + 4 * i] = sa[i * GROUP];
					state[9 + 4 * i] = sv[i * GROUP];
				}
				unfinished[0] = 1;
				return;
			}
			d--;
			c = sc[d * GROUP];
			dg = sd[d * GROUP];
			an = sa[d * GROUP];
			a = sv[d * GROUP];
			continue;
		}
		WORD bit = lowest(a);
		a ^= bit;
		WORD nc = c | bit, nd = (dg | bit) << 1, na = (an | bit) >> 1;
		WORD next = (WORD)row[depth + d + 1] & ~(nc | nd | na);
		if (d == top) {
			count += pairs(next, nc, nd, na, last);
			continue;
		}
		if (next == 0 || ((WORD)row[depth + d + 2] & ~(nc | nd << 1 | na >> 1)) == 0) {
			continue;
		}
		sc[d * GROUP] = c;
		sd[d * GROUP] = dg;
		sa[d * GROUP] = an;
		sv[d * GROUP] = a;
		d++;
		c = nc;
		dg = nd;
		an = na;
		a = next;
	}
	found[t] = count;
	state[0] = FINISHED;
}

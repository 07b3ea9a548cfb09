// The kernel of the backtracking engine on an OpenCL device
// (openclengine.go), which counts the completions of tasks: a start
// placement's rows to fill, whose first rows the host has filled already.
// It reads like countTask, its twin in Go, which the tests run on the same
// tasks.
//
// allowed holds, for each start placement of the launch, the squares of
// each of its rows rows that the start queens leave free, rows words each.
// A task is four words: the index of its start placement in allowed, and
// the columns, diagonals and anti-diagonals that the queens of its first
// depth rows rule out in row depth. Each work item counts one task, row by
// row, the last row by a count of its free squares, with a stack of its
// own, and writes the number of completions to found.
__kernel void count_tasks(__global const ulong *allowed, __global const ulong *tasks,
                          __global ulong *found, const int rows, const int depth,
                          const int ntasks) {
	int t = get_global_id(0);
	if (t >= ntasks) {
		return;
	}
	__global const ulong *row = allowed + tasks[4 * t] * rows;
	ulong cols[64], diag[64], anti[64], avail[64];
	if (depth == rows) {
		found[t] = 1;
		return;
	}
	int d = depth;
	cols[d] = tasks[4 * t + 1];
	diag[d] = tasks[4 * t + 2];
	anti[d] = tasks[4 * t + 3];
	avail[d] = row[d] & ~(cols[d] | diag[d] | anti[d]);
	ulong count = 0;
	for (;;) {
		if (d == rows - 1) {
			count += popcount(avail[d]);
			if (--d < depth) {
				break;
			}
			continue;
		}
		ulong a = avail[d];
		if (a == 0) {
			if (--d < depth) {
				break;
			}
			continue;
		}
		ulong bit = a & (0 - a);
		avail[d] = a ^ bit;
		ulong c = cols[d] | bit, dg = (diag[d] | bit) << 1, an = (anti[d] | bit) >> 1;
		d++;
		cols[d] = c;
		diag[d] = dg;
		anti[d] = an;
		avail[d] = row[d] & ~(c | dg | an);
	}
	found[t] = count;
}

// The kernel of the join engine on an OpenCL device (join.go), which counts
// the pairs of a base key and a query that share no bit, for many tasks at
// once, a work group a task. It reads like countTaskGo, its twin in Go,
// which the tests run on the same tasks, and slices the base keys as
// internal/disjoint's Counter does on the processor.
//
// A task is four words of tasks: the index in keys of its first base key;
// the number of its base keys, at most KEYS, with the chunks of its keys'
// bits from bit 16 on; the index in runs of its first run of queries; and
// the number of its runs. A run is two words of runs: the index in keys
// of its first query, and the number of its queries. The work group loads
// the base keys into local memory and slices them: for each chunk c of
// CHUNK key bits and each subset s of them, the vector of the base keys
// that lack every bit of s, a bit a key, in WORDS words of 32 bits. A
// query is disjoint from the base keys that lack every bit of it: the AND
// of the vectors of its subset of each chunk's bits, counted, answers it
// for every base key at once. found[t] is the count of task t.
//
// The host defines VECTOR as 1 for a processor's vector unit, where a
// work item takes a query and holds its vector in a uint16, and as 0 for
// a GPU, where the lanes of a query, as many work items as the base keys
// take words (a power of two), each AND and count one word, so that the
// work items of a warp read neighbouring words of the table.

#ifndef VECTOR
#define VECTOR 0
#endif

#define GROUP 64                     // the work items of a work group
#define KEYS 512                     // the most base keys of a task
#define WORDS (KEYS / 32)            // the words of a vector
#define CHUNK 6                      // the key bits of a chunk
#define SUBSETS (1 << CHUNK)         // the subsets of a chunk's bits
#define CHUNKS 8                     // the most chunks of a key: keys of at most 48 bits

__kernel __attribute__((reqd_work_group_size(GROUP, 1, 1)))
void count_pairs(__global const ulong *keys, __global const ulong *tasks,
                 __global const ulong *runs, __global ulong *found) {
	__local ulong base[KEYS];
	__local uint has[CHUNKS * CHUNK * WORDS];
	__local uint table[CHUNKS * SUBSETS * WORDS] __attribute__((aligned(64)));
	__local ulong sums[GROUP];
	const int t = get_group_id(0), id = get_local_id(0);
	__global const ulong *task = tasks + 4 * t;
	const int nbase = (int)(task[1] & 0xffff), chunks = (int)(task[1] >> 16);
	__global const ulong *run = runs + 2 * task[2];
	const int nruns = (int)task[3];
	__global const ulong *b = keys + task[0];
#if VECTOR
	const int lanes = WORDS; // a query's vector is all of its words
#else
	int lanes = 1;
	while (32 * lanes < nbase) {
		lanes *= 2;
	}
#endif
	// The base keys, and none past them up to the lanes' last word, each
	// word's 32 keys a stride of WORDS apart: key 32w+k at kw[k][w].
	__local ulong *kw = base;
	for (int i = id; i < 32 * lanes; i += GROUP) {
		kw[i % 32 * WORDS + i / 32] = i < nbase ? b[i] : 0;
	}
	// table[c][0][w]: every base key of the word.
	for (int i = id; i < chunks * lanes; i += GROUP) {
		const int w = i % lanes, c = i / lanes;
		const int past = nbase - 32 * w; // the base keys from word w on
		table[c * SUBSETS * WORDS + w] = past >= 32 ? 0xffffffffu : past > 0 ? (1u << past) - 1 : 0u;
	}
	barrier(CLK_LOCAL_MEM_FENCE);
#if VECTOR
	// has[bit]: for each word w, the base keys 32w to 32w+31 that hold
	// the bit, all WORDS words at once. A work item transposes the 32×32
	// blocks of bits of the keys' low and high halves side by side, in
	// five rounds of swaps of ever smaller blocks (the processor's twin:
	// internal/disjoint's transposeLow): the work items of a group run
	// one after the other on a processor's core, so one does the work of
	// all, in a tenth of the steps of taking the bits one by one.
	__local const ulong16 *keys16 = (__local const ulong16 *)kw;
	__local uint16 *has16 = (__local uint16 *)has;
	if (id == 0) {
		ulong16 row[32];
		for (int k = 0; k < 32; k++) {
			row[k] = keys16[k];
		}
		ulong m = 0x0000ffff0000ffffUL;
		for (int j = 16; j != 0; j >>= 1) {
			for (int k = 0; k < 32; k = (k + j + 1) & ~j) {
				const ulong16 t = (row[k] >> (ulong)j ^ row[k + j]) & m;
				row[k] ^= t << (ulong)j;
				row[k + j] ^= t;
			}
			m ^= m << (j / 2);
		}
		for (int bit = 0; bit < chunks * CHUNK; bit++) {
			has16[bit] = convert_uint16(bit < 32 ? row[bit] : row[bit - 32] >> 32UL);
		}
	}
	barrier(CLK_LOCAL_MEM_FENCE);
	// table[c][s]: the base keys that lack every bit of subset s of chunk
	// c, in rounds: those of s with bit r its highest from those of s
	// without it.
	__local uint16 *rows16 = (__local uint16 *)table;
	for (int r = 0; r < CHUNK; r++) {
		for (int i = id; i < chunks << r; i += GROUP) {
			const int c = i >> r, s = (1 << r) + (i & ((1 << r) - 1));
			rows16[c * SUBSETS + s] = rows16[c * SUBSETS + s - (1 << r)] & ~has16[c * CHUNK + r];
		}
		barrier(CLK_LOCAL_MEM_FENCE);
	}
#else
	// has[bit][w]: the base keys 32w to 32w+31 that hold the bit.
	for (int i = id; i < chunks * CHUNK * lanes; i += GROUP) {
		const int bit = i / lanes, w = i % lanes;
		uint v = 0;
		for (int k = 0; k < 32; k++) {
			v |= (uint)(kw[k * WORDS + w] >> bit & 1) << k;
		}
		has[bit * WORDS + w] = v;
	}
	barrier(CLK_LOCAL_MEM_FENCE);
	// table[c][s][w]: the base keys 32w to 32w+31 that lack every bit of
	// subset s of chunk c, in rounds: those of s with bit r its highest
	// from those of s without it.
	for (int r = 0; r < CHUNK; r++) {
		const int low = 1 << r;
		for (int i = id; i < chunks * low * lanes; i += GROUP) {
			const int w = i % lanes, s = low + i / lanes % low, c = i / lanes / low;
			table[(c * SUBSETS + s) * WORDS + w] =
				table[(c * SUBSETS + s - low) * WORDS + w] & ~has[(c * CHUNK + r) * WORDS + w];
		}
		barrier(CLK_LOCAL_MEM_FENCE);
	}
#endif

	// The queries of the runs, one after the other: j counts them, and
	// run r holds those from first on.
	int total = 0;
	for (int r = 0; r < nruns; r++) {
		total += (int)run[2 * r + 1];
	}
#if VECTOR
	// A work item a query, its vector in a uint16: the form of a
	// processor's vector unit, which the compiler keeps in one register
	// or a few. Each work item takes a block of queries in a row, run by
	// run, as the group's work items run one after the other on a core.
	__local const uint16 *rows = (__local const uint16 *)table;
	uint16 counts = 0;
	const int block = (total + GROUP - 1) / GROUP;
	int j = id * block, r = 0, first = 0;
	const int end = min(total, j + block);
	while (j < end) {
		const int count = (int)run[2 * r + 1];
		if (j < first + count) {
			__global const ulong *q = keys + run[2 * r] - first;
			for (const int last = min(end, first + count); j < last; j++) {
				ulong key = q[j];
				uint16 v = rows[(int)(key & (SUBSETS - 1))];
				for (int c = 1; c < chunks; c++) {
					key >>= CHUNK;
					v &= rows[c * SUBSETS + (int)(key & (SUBSETS - 1))];
				}
				// The bits of each word, by halves of halves: the
				// processors POCL compiles for lack a vector count of
				// bits, some of them.
				v -= v >> 1 & 0x55555555u;
				v = (v & 0x33333333u) + (v >> 2 & 0x33333333u);
				v = (v + (v >> 4)) & 0x0f0f0f0fu;
				counts += v * 0x01010101u >> 24;
			}
		}
		first += count;
		r++;
	}
	uint8 c8 = counts.lo + counts.hi;
	uint4 c4 = c8.lo + c8.hi;
	uint2 c2 = c4.lo + c4.hi;
	ulong count = c2.x + c2.y;
#else
	// GROUP / lanes queries at a time, each by its lanes.
	const int lane = id % lanes;
	ulong count = 0;
	int r = 0, first = 0;
	for (int j = id / lanes; j < total; j += GROUP / lanes) {
		while (j >= first + (int)run[2 * r + 1]) {
			first += (int)run[2 * r + 1];
			r++;
		}
		ulong key = keys[run[2 * r] + (j - first)];
		uint v = table[(int)(key & (SUBSETS - 1)) * WORDS + lane];
		for (int c = 1; c < chunks; c++) {
			key >>= CHUNK;
			v &= table[(c * SUBSETS + (int)(key & (SUBSETS - 1))) * WORDS + lane];
		}
		count += popcount(v);
	}
#endif
	sums[id] = count;
	barrier(CLK_LOCAL_MEM_FENCE);
#if VECTOR
	// One work item adds them up, where each step of a tree would loop
	// over all of them.
	if (id == 0) {
		ulong sum = 0;
		for (int i = 0; i < GROUP; i++) {
			sum += sums[i];
		}
		found[t] = sum;
	}
#else
	for (int s = GROUP / 2; s > 0; s /= 2) {
		if (id < s) {
			sums[id] += sums[id + s];
		}
		barrier(CLK_LOCAL_MEM_FENCE);
	}
	if (id == 0) {
		found[t] = sums[0];
	}
#endif
}

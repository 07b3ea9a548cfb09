// The loads of a query's vector, shared by the kernels of whole vectors
// in AVX-512 (queries_amd64.h, keys_amd64.s): the including file defines
// V0, the register of the vector at hand, and includes go_asm.h for the
// package's constants; the query is in BX and the table at SI.

// FIRST loads into V0 the vector of the query in BX's subset of the first
// chunk's bits: the low const_chunkBits bits of BX, turned into an offset
// of const_vectorBytes each by rotating them left by const_vectorShift.
#define FIRST \
	RORXQ   $(64-const_vectorShift), BX, AX; \
	ANDL    $((const_subsets-1)<<const_vectorShift), AX; \
	VMOVDQU64 (SI)(AX*1), V0

// CHUNK(c) ANDs into V0 the vector of the query's subset of chunk c's
// bits, c ≥ 1: bits const_chunkBits*c on, rotated down to bit
// const_vectorShift, in the table's part c.
#define CHUNK(c) \
	RORXQ   $(const_chunkBits*(c)-const_vectorShift), BX, AX; \
	ANDL    $((const_subsets-1)<<const_vectorShift), AX; \
	VPANDQ  ((c)*const_chunkBytes)(SI)(AX*1), V0, V0

// The body of countWideAVX512 and countWideHalfAVX512
// (queries_wide_amd64.s), included after the TEXT line of each as
// queries_amd64.h is in its kernels, with the same V0, V1, V2 and HALVES:
// for each query, the AND of the vectors of its subsets of the five wide
// chunks' bits, its bits counted into the running sums V2.

// WIDE(c) ANDs into V0 the vector of the query in BX's subset of wide
// chunk c's bits, c ≥ 1: bits const_wideBits*c on, rotated down to bit
// const_vectorShift, in the table's part c.
#define WIDE(c) \
	RORXQ   $(const_wideBits*(c)-const_vectorShift), BX, AX; \
	ANDL    $((const_wideSubsets-1)<<const_vectorShift), AX; \
	VPANDQ  ((c)*const_wideBytes)(SI)(AX*1), V0, V0

	MOVQ    table+0(FP), SI
	MOVQ    queries_base+8(FP), DI
	MOVQ    queries_len+16(FP), CX
	LEAQ    (DI)(CX*8), R8        // R8: the end of the queries
	VPXORQ  V2, V2, V2            // V2: the running sums

	// The loop on a line of its own, as in queries_amd64.h.
	PCALIGN $64

query:
	MOVQ    (DI), BX              // BX: the query
	ADDQ    $8, DI
	RORXQ   $(64-const_vectorShift), BX, AX
	ANDL    $((const_wideSubsets-1)<<const_vectorShift), AX
	VMOVDQU64 (SI)(AX*1), V0      // V0: the first chunk's vector
	WIDE(1)
	WIDE(2)
	WIDE(3)
	WIDE(4)
	VPOPCNTQ V0, V1
	VPADDQ  V1, V2, V2
	CMPQ    DI, R8
	JB      query

	// Add up the words.
	HALVES
	VEXTRACTI128 $1, Y2, X1
	VPADDQ  X1, X2, X2
	VPSHUFD $0x4e, X2, X1
	VPADDQ  X1, X2, X2
	VMOVQ   X2, AX
	MOVQ    AX, ret+32(FP)
	VZEROUPPER
	RET

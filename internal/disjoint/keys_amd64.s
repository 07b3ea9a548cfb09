//go:build !purego

#include "go_asm.h"
#include "textflag.h"

// func countKeysAVX512(table *uint64, queries []uint64, chunks int, perQuery *uint16, st *keyState) uint64
//
// countKeysGo in AVX-512 instructions (and AVX512BW's bytes), for at
// least one query and a table of chunks ≥ 1 chunks. The planes stay in
// Z4 to Z7, the pending vectors in Z8 to Z11 and the bytes in Z16 to Z23
// while it runs.

#define V0 Z0
#include "chunks_amd64.h"

// FLUSHWORD(w, z) adds one to the byte of z of each key of word w of the
// carry in the scratch vector.
#define FLUSHWORD(w, z) \
	KMOVQ   (keyState_scratch+8*(w))(R9), K1; \
	VPADDB  Z24, z, K1, z

// ADD adds the query's vector in Z0 to its count, its word counts and
// the counters, and goes on to the next query at label or to sum.
#define ADD(label, next) \
	VPOPCNTQ Z0, Z1; \
	VPADDQ  Z1, Z2, Z2; \
	VPMOVQW Z1, X3; \
	VPADDW  (R11), X3, X3; \
	VMOVDQU X3, (R11); \
	ADDQ    $16, R11; \
	BTQ     $0, CX; \
	JCS     3(PC); \
	VMOVDQA64 Z0, Z8; \
	JMP     next; \
	VMOVDQA64 Z4, Z12; \
	VPTERNLOGQ $0xE8, Z0, Z8, Z12; \
	VPTERNLOGQ $0x96, Z0, Z8, Z4; \
	BTQ     $1, CX; \
	JCS     3(PC); \
	VMOVDQA64 Z12, Z9; \
	JMP     next; \
	VMOVDQA64 Z5, Z13; \
	VPTERNLOGQ $0xE8, Z12, Z9, Z13; \
	VPTERNLOGQ $0x96, Z12, Z9, Z5; \
	BTQ     $2, CX; \
	JCS     3(PC); \
	VMOVDQA64 Z13, Z10; \
	JMP     next; \
	VMOVDQA64 Z6, Z14; \
	VPTERNLOGQ $0xE8, Z13, Z10, Z14; \
	VPTERNLOGQ $0x96, Z13, Z10, Z6; \
	BTQ     $3, CX; \
	JCS     3(PC); \
	VMOVDQA64 Z14, Z11; \
	JMP     next; \
	VMOVDQA64 Z7, Z15; \
	VPTERNLOGQ $0xE8, Z14, Z11, Z15; \
	VPTERNLOGQ $0x96, Z14, Z11, Z7; \
	VMOVDQU64 Z15, keyState_scratch(R9); \
	FLUSHWORD(0, Z16); \
	FLUSHWORD(1, Z17); \
	FLUSHWORD(2, Z18); \
	FLUSHWORD(3, Z19); \
	FLUSHWORD(4, Z20); \
	FLUSHWORD(5, Z21); \
	FLUSHWORD(6, Z22); \
	FLUSHWORD(7, Z23); \
next: \
	INCQ    CX; \
	CMPQ    DI, R8; \
	JB      label; \
	JMP     sum

TEXT ·countKeysAVX512(SB), NOSPLIT, $0-64
	MOVQ    table+0(FP), SI
	MOVQ    queries_base+8(FP), DI
	MOVQ    queries_len+16(FP), CX
	MOVQ    chunks+32(FP), DX
	MOVQ    perQuery+40(FP), R11
	MOVQ    st+48(FP), R9
	LEAQ    (DI)(CX*8), R8        // R8: the end of the queries
	VPXORQ  Z2, Z2, Z2            // Z2: the running sums
	MOVL    $1, AX
	VPBROADCASTB AX, Z24          // Z24: a one in each byte
	VMOVDQU64 (keyState_planes+0*64)(R9), Z4
	VMOVDQU64 (keyState_planes+1*64)(R9), Z5
	VMOVDQU64 (keyState_planes+2*64)(R9), Z6
	VMOVDQU64 (keyState_planes+3*64)(R9), Z7
	VMOVDQU64 (keyState_pending+0*64)(R9), Z8
	VMOVDQU64 (keyState_pending+1*64)(R9), Z9
	VMOVDQU64 (keyState_pending+2*64)(R9), Z10
	VMOVDQU64 (keyState_pending+3*64)(R9), Z11
	VMOVDQU64 (keyState_bytes+0*64)(R9), Z16
	VMOVDQU64 (keyState_bytes+1*64)(R9), Z17
	VMOVDQU64 (keyState_bytes+2*64)(R9), Z18
	VMOVDQU64 (keyState_bytes+3*64)(R9), Z19
	VMOVDQU64 (keyState_bytes+4*64)(R9), Z20
	VMOVDQU64 (keyState_bytes+5*64)(R9), Z21
	VMOVDQU64 (keyState_bytes+6*64)(R9), Z22
	VMOVDQU64 (keyState_bytes+7*64)(R9), Z23
	MOVQ    keyState_pos(R9), CX  // CX: the vectors added
	CMPQ    DX, $6
	JEQ     six
	CMPQ    DX, $7
	JEQ     seven
	SHLQ    $const_chunkShift, DX
	ADDQ    SI, DX                // DX: the end of the table
	JMP     query

	PCALIGN $64

six:
	MOVQ    (DI), BX
	ADDQ    $8, DI
	FIRST
	CHUNK(1)
	CHUNK(2)
	CHUNK(3)
	CHUNK(4)
	CHUNK(5)
	ADD(six, sixNext)

	PCALIGN $64

seven:
	MOVQ    (DI), BX
	ADDQ    $8, DI
	FIRST
	CHUNK(1)
	CHUNK(2)
	CHUNK(3)
	CHUNK(4)
	CHUNK(5)
	CHUNK(6)
	ADD(seven, sevenNext)

	PCALIGN $64

query:
	MOVQ    (DI), BX
	ADDQ    $8, DI
	MOVL    BX, AX
	ANDL    $(const_subsets-1), AX
	SHLL    $const_vectorShift, AX
	VMOVDQU64 (SI)(AX*1), Z0
	LEAQ    const_chunkBytes(SI), R10

chunk:
	CMPQ    R10, DX
	JAE     counted
	SHRQ    $const_chunkBits, BX
	MOVL    BX, AX
	ANDL    $(const_subsets-1), AX
	SHLL    $const_vectorShift, AX
	VPANDQ  (R10)(AX*1), Z0, Z0
	ADDQ    $const_chunkBytes, R10
	JMP     chunk

counted:
	ADD(query, queryNext)

sum:
	MOVQ    CX, keyState_pos(R9)
	VMOVDQU64 Z4, (keyState_planes+0*64)(R9)
	VMOVDQU64 Z5, (keyState_planes+1*64)(R9)
	VMOVDQU64 Z6, (keyState_planes+2*64)(R9)
	VMOVDQU64 Z7, (keyState_planes+3*64)(R9)
	VMOVDQU64 Z8, (keyState_pending+0*64)(R9)
	VMOVDQU64 Z9, (keyState_pending+1*64)(R9)
	VMOVDQU64 Z10, (keyState_pending+2*64)(R9)
	VMOVDQU64 Z11, (keyState_pending+3*64)(R9)
	VMOVDQU64 Z16, (keyState_bytes+0*64)(R9)
	VMOVDQU64 Z17, (keyState_bytes+1*64)(R9)
	VMOVDQU64 Z18, (keyState_bytes+2*64)(R9)
	VMOVDQU64 Z19, (keyState_bytes+3*64)(R9)
	VMOVDQU64 Z20, (keyState_bytes+4*64)(R9)
	VMOVDQU64 Z21, (keyState_bytes+5*64)(R9)
	VMOVDQU64 Z22, (keyState_bytes+6*64)(R9)
	VMOVDQU64 Z23, (keyState_bytes+7*64)(R9)
	VEXTRACTI64X4 $1, Z2, Y1
	VPADDQ  Y1, Y2, Y2
	VEXTRACTI128 $1, Y2, X1
	VPADDQ  X1, X2, X2
	VPSHUFD $0x4e, X2, X1
	VPADDQ  X1, X2, X2
	VMOVQ   X2, AX
	MOVQ    AX, ret+56(FP)
	VZEROUPPER
	RET

// func keyCountsAVX512(st *keyState, pend *[4][vectorWords]uint64, out *[groupKeys]uint16)
//
// keyCountsGo in AVX-512 instructions (and AVX512BW's bytes): the low
// count of the 64 keys of a word, as bytes of Z0, adds the weight of each
// plane and pending vector where its bit is set, and joins sixteen times
// each key's byte of st, as words.
TEXT ·keyCountsAVX512(SB), NOSPLIT, $0-24
	MOVQ    st+0(FP), DI
	MOVQ    pend+8(FP), SI
	MOVQ    out+16(FP), DX
	MOVL    $0x01010101, AX
	VPBROADCASTD AX, Z24
	VPADDB  Z24, Z24, Z25
	VPADDB  Z25, Z25, Z26
	VPADDB  Z26, Z26, Z27
	XORQ    BX, BX

word:
	VPXORD  Z0, Z0, Z0
	KMOVQ   (keyState_planes+0*64)(DI)(BX*8), K1
	VPADDB  Z24, Z0, K1, Z0
	KMOVQ   (keyState_planes+1*64)(DI)(BX*8), K1
	VPADDB  Z25, Z0, K1, Z0
	KMOVQ   (keyState_planes+2*64)(DI)(BX*8), K1
	VPADDB  Z26, Z0, K1, Z0
	KMOVQ   (keyState_planes+3*64)(DI)(BX*8), K1
	VPADDB  Z27, Z0, K1, Z0
	KMOVQ   (0*64)(SI)(BX*8), K1
	VPADDB  Z24, Z0, K1, Z0
	KMOVQ   (1*64)(SI)(BX*8), K1
	VPADDB  Z25, Z0, K1, Z0
	KMOVQ   (2*64)(SI)(BX*8), K1
	VPADDB  Z26, Z0, K1, Z0
	KMOVQ   (3*64)(SI)(BX*8), K1
	VPADDB  Z27, Z0, K1, Z0
	MOVQ    BX, R8
	SHLQ    $6, R8
	VPMOVZXBW (keyState_bytes+0)(DI)(R8*1), Z1
	VPMOVZXBW (keyState_bytes+32)(DI)(R8*1), Z2
	VPSLLW  $4, Z1, Z1
	VPSLLW  $4, Z2, Z2
	VPMOVZXBW Y0, Z3
	VEXTRACTI64X4 $1, Z0, Y4
	VPMOVZXBW Y4, Z4
	VPADDW  Z3, Z1, Z1
	VPADDW  Z4, Z2, Z2
	VMOVDQU64 Z1, (DX)(R8*2)
	VMOVDQU64 Z2, 64(DX)(R8*2)
	INCQ    BX
	CMPQ    BX, $8
	JLT     word
	VZEROUPPER
	RET

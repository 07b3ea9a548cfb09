//go:build !purego

#include "textflag.h"

// The masks of transposeAVX2's rounds: for a swap of blocks of j bits,
// the low j bits of each 2j, as one word for the rounds j = 32, 16, 8 and
// 4, which VPBROADCASTQ spreads over the four lanes.
DATA swapMasks<>+0(SB)/8, $0x00000000ffffffff
DATA swapMasks<>+8(SB)/8, $0x0000ffff0000ffff
DATA swapMasks<>+16(SB)/8, $0x00ff00ff00ff00ff
DATA swapMasks<>+24(SB)/8, $0x0f0f0f0f0f0f0f0f
GLOBL swapMasks<>(SB), RODATA|NOPTR, $32

// The masks of the rounds j = 2 and 1, in the lanes of the rows whose
// partner is in the same register: rows 0 and 1 of four for j = 2, rows 0
// and 2 for j = 1.
DATA swapMask2<>+0(SB)/8, $0x3333333333333333
DATA swapMask2<>+8(SB)/8, $0x3333333333333333
DATA swapMask2<>+16(SB)/8, $0
DATA swapMask2<>+24(SB)/8, $0
GLOBL swapMask2<>(SB), RODATA|NOPTR, $32
DATA swapMask1<>+0(SB)/8, $0x5555555555555555
DATA swapMask1<>+8(SB)/8, $0
DATA swapMask1<>+16(SB)/8, $0x5555555555555555
DATA swapMask1<>+24(SB)/8, $0
GLOBL swapMask1<>(SB), RODATA|NOPTR, $32

// func transposeAVX2(a *[64]uint64)
//
// transpose in AVX2 instructions, four rows to a register. Each round j,
// from 32 down to 1, swaps the high j bits of each 2j of row k with the
// low j bits of row k+j, for every k whose bit j is clear: t = (a[k]>>j ^
// a[k+j]) & mask, a[k] ^= t<<j, a[k+j] ^= t. For j ≥ 4 rows k and k+j lie
// in different registers, four pairs at a time, loaded and stored at
// offsets a and a + 8j, a running over the 32-byte steps whose bit 8j is
// clear. For j = 2 and 1 they lie in one register: VPERMQ (j = 2) or
// VPSHUFD (j = 1) brings each row's partner into its lane, the mask keeps
// t in the lanes of rows k only, and the same permutation brings t to the
// lanes of rows k+j; both rounds run on each register in turn.
TEXT ·transposeAVX2(SB), NOSPLIT, $0-8
	MOVQ    a+0(FP), DI
	MOVQ    $256, R8              // R8: the distance of the pairs' rows, 8j bytes
	MOVQ    $32, R9               // R9: j
	LEAQ    swapMasks<>(SB), R10  // R10: the mask of the round

round:
	VPBROADCASTQ (R10), Y5        // Y5: the mask, in each lane
	VMOVQ   R9, X4                // X4: j, for the shifts
	MOVQ    R8, R11
	NOTQ    R11                   // R11: all but bit 8j, to step over the rows k+j
	XORQ    AX, AX                // AX: the offset of rows k to k+3

pair:
	LEAQ    (AX)(R8*1), BX        // BX: that of rows k+j to k+j+3
	VMOVDQU (DI)(AX*1), Y0
	VMOVDQU (DI)(BX*1), Y1
	VPSRLQ  X4, Y0, Y2
	VPXOR   Y1, Y2, Y2
	VPAND   Y5, Y2, Y2            // Y2: t
	VPXOR   Y2, Y1, Y1
	VPSLLQ  X4, Y2, Y2
	VPXOR   Y2, Y0, Y0
	VMOVDQU Y0, (DI)(AX*1)
	VMOVDQU Y1, (DI)(BX*1)
	LEAQ    32(AX)(R8*1), AX
	ANDQ    R11, AX               // the next rows whose bit j is clear
	CMPQ    AX, $512
	JB      pair

	ADDQ    $8, R10
	SHRQ    $1, R9
	SHRQ    $1, R8
	CMPQ    R8, $32
	JAE     round

	VMOVDQU swapMask2<>(SB), Y5
	VMOVDQU swapMask1<>(SB), Y6
	XORQ    AX, AX

four:
	VMOVDQU (DI)(AX*1), Y0        // Y0: rows k to k+3
	VPERMQ  $0x4e, Y0, Y1         // each row's partner of round 2
	VPSRLQ  $2, Y0, Y2
	VPXOR   Y1, Y2, Y2
	VPAND   Y5, Y2, Y2            // Y2: t, in the lanes of rows k and k+1
	VPERMQ  $0x4e, Y2, Y1         // and in those of rows k+2 and k+3
	VPSLLQ  $2, Y2, Y2
	VPXOR   Y2, Y0, Y0
	VPXOR   Y1, Y0, Y0
	VPSHUFD $0x4e, Y0, Y1         // each row's partner of round 1
	VPSRLQ  $1, Y0, Y2
	VPXOR   Y1, Y2, Y2
	VPAND   Y6, Y2, Y2            // Y2: t, in the lanes of rows k and k+2
	VPSHUFD $0x4e, Y2, Y1         // and in those of rows k+1 and k+3
	VPSLLQ  $1, Y2, Y2
	VPXOR   Y2, Y0, Y0
	VPXOR   Y1, Y0, Y0
	VMOVDQU Y0, (DI)(AX*1)
	ADDQ    $32, AX
	CMPQ    AX, $512
	JB      four

	VZEROUPPER
	RET

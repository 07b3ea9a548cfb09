//go:build !purego

#include "textflag.h"

// func appendJoinedAVX2(out *uint64, words, aParts, checks, parts []uint64, tables *laneTables) int
//
// appendJoinedAVX512 with four checks at a time: VPAND and VPCMPEQQ with
// zero give the lanes whose check shares no bit with the word, VMOVMSKPD
// their mask; the keys of those lanes are moved to the low lanes by
// VPERMD, with the permutation of the mask from tables, and stored whole.
// The last checks, fewer than four, are loaded with VPMASKMOVQ under the
// mask of their lanes, made from the tables' ramp. words and checks are
// not empty, and out has room for four words past the last key.
TEXT ·appendJoinedAVX2(SB), NOSPLIT, $0-120
	MOVQ    out+0(FP), DI               // DI: where the next keys go
	MOVQ    words_base+8(FP), SI        // SI: the next word
	MOVQ    words_len+16(FP), AX
	MOVQ    aParts_base+32(FP), R8      // R8: its part
	MOVQ    checks_base+56(FP), R9
	MOVQ    checks_len+64(FP), CX
	MOVQ    parts_base+80(FP), R11
	MOVQ    tables+104(FP), R13         // R13: the permutations, then the ramp
	LEAQ    (SI)(AX*8), R10             // R10: the end of the words

	// Y7: the lanes of the last checks, fewer than four; R12: the end of
	// the checks before them.
	MOVQ    CX, DX
	ANDQ    $~3, DX
	LEAQ    (R9)(DX*8), R12
	ANDQ    $3, CX
	VMOVQ   CX, X7
	VPBROADCASTQ X7, Y7
	VPCMPGTQ 512(R13), Y7, Y7           // the lanes below the count of the last checks
	VPXOR   Y8, Y8, Y8                  // Y8: zero

word:
	CMPQ    SI, R10
	JAE     done
	VPBROADCASTQ (SI), Y0               // Y0: the word, in each lane
	VPBROADCASTQ (R8), Y1               // Y1: its part
	ADDQ    $8, SI
	ADDQ    $8, R8
	MOVQ    R9, BX                      // BX: the next checks
	MOVQ    R11, DX                     // DX: their parts

four:
	CMPQ    BX, R12
	JAE     last
	VPAND   (BX), Y0, Y2
	VPCMPEQQ Y8, Y2, Y2                 // Y2: the checks that share no bit with the word
	VMOVMSKPD Y2, AX
	VPOR    (DX), Y1, Y3                // Y3: the keys
	POPCNTL AX, CX
	SHLL    $5, AX
	VMOVDQU (R13)(AX*1), Y4             // Y4: the permutation of the mask
	VPERMD  Y3, Y4, Y3                  // the keys of Y2 in the low lanes
	VMOVDQU Y3, (DI)
	LEAQ    (DI)(CX*8), DI
	ADDQ    $32, BX
	ADDQ    $32, DX
	JMP     four

last:
	VPTEST  Y7, Y7
	JZ      word
	VPMASKMOVQ (BX), Y7, Y2             // the last checks, and zeros
	VPAND   Y2, Y0, Y2
	VPCMPEQQ Y8, Y2, Y2
	VPAND   Y7, Y2, Y2                  // those that share no bit with the word
	VMOVMSKPD Y2, AX
	VPMASKMOVQ (DX), Y7, Y3
	VPOR    Y1, Y3, Y3                  // their keys
	POPCNTL AX, CX
	SHLL    $5, AX
	VMOVDQU (R13)(AX*1), Y4
	VPERMD  Y3, Y4, Y3
	VMOVDQU Y3, (DI)
	LEAQ    (DI)(CX*8), DI
	JMP     word

done:
	SUBQ    out+0(FP), DI
	SHRQ    $3, DI
	MOVQ    DI, ret+112(FP)
	VZEROUPPER
	RET

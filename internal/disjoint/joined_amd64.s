//go:build !purego

#include "textflag.h"

// func appendJoinedAVX512(out *uint64, words, aParts, checks, parts []uint64) int
//
// For each word, with its part: the checks eight at a time, one VPTESTNMQ
// setting a mask bit for each check that shares no bit with the word; the
// parts of those checks, ORed with the word's part, VPCOMPRESSQ'd to the
// low lanes of a register, which is stored whole at out; out moves on by
// the number of mask bits. The last checks, fewer than eight, are loaded
// under a mask. words and checks are not empty, and out has room for
// eight words past the last key.
TEXT ·appendJoinedAVX512(SB), NOSPLIT, $0-112
	MOVQ    out+0(FP), DI               // DI: where the next keys go
	MOVQ    words_base+8(FP), SI        // SI: the next word
	MOVQ    words_len+16(FP), AX
	MOVQ    aParts_base+32(FP), R8      // R8: its part
	MOVQ    checks_base+56(FP), R9
	MOVQ    checks_len+64(FP), CX
	MOVQ    parts_base+80(FP), R11
	LEAQ    (SI)(AX*8), R10             // R10: the end of the words

	// K2: the lanes of the last checks, fewer than eight; R12: the end
	// of the checks before them.
	MOVQ    CX, DX
	ANDQ    $~7, DX
	LEAQ    (R9)(DX*8), R12
	ANDQ    $7, CX
	MOVL    $1, AX
	SHLL    CX, AX
	DECL    AX
	KMOVW   AX, K2

word:
	CMPQ    SI, R10
	JAE     done
	VPBROADCASTQ (SI), Z0               // Z0: the word, in each lane
	VPBROADCASTQ (R8), Z1               // Z1: its part
	ADDQ    $8, SI
	ADDQ    $8, R8
	MOVQ    R9, BX                      // BX: the next checks
	MOVQ    R11, DX                     // DX: their parts

eight:
	CMPQ    BX, R12
	JAE     last
	VPTESTNMQ (BX), Z0, K1              // K1: the checks that share no bit with the word
	VPORQ   (DX), Z1, Z2                // Z2: the keys
	VPCOMPRESSQ Z2, K1, Z3
	VMOVDQU64 Z3, (DI)
	KMOVW   K1, AX
	POPCNTL AX, AX
	LEAQ    (DI)(AX*8), DI
	ADDQ    $64, BX
	ADDQ    $64, DX
	JMP     eight

last:
	KORTESTW K2, K2
	JZ      word
	VMOVDQU64.Z (BX), K2, Z4            // the last checks, and zeros
	VPTESTNMQ Z4, Z0, K2, K1            // K1: those that share no bit with the word
	VPORQ.Z (DX), Z1, K2, Z2            // their keys
	VPCOMPRESSQ Z2, K1, Z3
	VMOVDQU64 Z3, (DI)
	KMOVW   K1, AX
	POPCNTL AX, AX
	LEAQ    (DI)(AX*8), DI
	JMP     word

done:
	SUBQ    out+0(FP), DI
	SHRQ    $3, DI
	MOVQ    DI, ret+104(FP)
	VZEROUPPER
	RET

//go:build !purego

#include "textflag.h"

// FOLD folds the eight keys of Z1 into Z2 by the fold whose fields
// LOADFOLD put in Z20 to Z28 (fold.go): Z2 = Z1&keep, ORed for each move
// with Z1 shifted right by its shift, ANDed with its bit (VPTERNLOGQ
// $0xf8: A | B&C). Moves come first to last, so it stops at the first
// pair of moves whose first bit, in R12 or R13, is 0: the identity costs
// one AND. Z3 is scratch; a function uses FOLD once, for its label.
#define FOLD \
	VPANDQ  Z20, Z1, Z2                 \
	TESTQ   R12, R12                    \
	JZ      folded                      \
	VPSRLVQ Z21, Z1, Z3                 \
	VPTERNLOGQ $0xf8, Z25, Z3, Z2       \
	VPSRLVQ Z22, Z1, Z3                 \
	VPTERNLOGQ $0xf8, Z26, Z3, Z2       \
	TESTQ   R13, R13                    \
	JZ      folded                      \
	VPSRLVQ Z23, Z1, Z3                 \
	VPTERNLOGQ $0xf8, Z27, Z3, Z2       \
	VPSRLVQ Z24, Z1, Z3                 \
	VPTERNLOGQ $0xf8, Z28, Z3, Z2       \
folded:

// LOADFOLD broadcasts the fields of the Fold at R: keep to Z20, the four
// shifts to Z21 to Z24, the four bits to Z25 to Z28; and puts the first
// and the third bit in R12 and R13.
#define LOADFOLD(R) \
	VPBROADCASTQ 0(R), Z20              \
	VPBROADCASTQ 8(R), Z21              \
	VPBROADCASTQ 16(R), Z22             \
	VPBROADCASTQ 24(R), Z23             \
	VPBROADCASTQ 32(R), Z24             \
	VPBROADCASTQ 40(R), Z25             \
	VPBROADCASTQ 48(R), Z26             \
	VPBROADCASTQ 56(R), Z27             \
	VPBROADCASTQ 64(R), Z28             \
	MOVQ    40(R), R12                  \
	MOVQ    56(R), R13

// func appendFreeAVX512(out *uint64, keys []uint64, mask uint64, f *Fold) int
//
// The keys eight at a time: one VPTESTNMQ sets a mask bit for each key
// that holds no bit of mask, FOLD folds all eight, VPCOMPRESSQ moves those
// of the mask to the low lanes of a register, which is stored whole at
// out, and out moves on by the number of mask bits. The last keys, fewer
// than eight, are loaded under a mask. keys is not empty, and out has room
// for eight words past the last key kept.
TEXT ·appendFreeAVX512(SB), NOSPLIT, $0-56
	MOVQ    out+0(FP), DI               // DI: where the next keys go
	MOVQ    keys_base+8(FP), SI         // SI: the next keys
	MOVQ    keys_len+16(FP), CX
	VPBROADCASTQ mask+32(FP), Z0        // Z0: the mask, in each lane
	MOVQ    f+40(FP), AX
	LOADFOLD(AX)

	// K2: the lanes of the last keys, fewer than eight; R8: the end of
	// the keys before them.
	MOVQ    CX, DX
	ANDQ    $~7, DX
	LEAQ    (SI)(DX*8), R8
	ANDQ    $7, CX
	MOVL    $1, AX
	SHLL    CX, AX
	DECL    AX
	KMOVW   AX, K2

eight:
	CMPQ    SI, R8
	JAE     last
	VMOVDQU64 (SI), Z1                  // Z1: eight keys
	VPTESTNMQ Z1, Z0, K1                // K1: those that hold no bit of the mask
	ADDQ    $64, SI

keep:
	FOLD
	VPCOMPRESSQ Z2, K1, Z2
	VMOVDQU64 Z2, (DI)
	KMOVW   K1, AX
	POPCNTL AX, AX
	LEAQ    (DI)(AX*8), DI
	JMP     eight

last:
	KORTESTW K2, K2
	JZ      done
	VMOVDQU64.Z (SI), K2, Z1            // the last keys, and zeros
	VPTESTNMQ Z1, Z0, K2, K1            // K1: those of them that hold no bit of the mask
	KXORW   K2, K2, K2                  // and none after them
	JMP     keep

done:
	SUBQ    out+0(FP), DI
	SHRQ    $3, DI
	MOVQ    DI, ret+48(FP)
	VZEROUPPER
	RET

// func appendPartsAVX512(words, parts *uint64, entries []uint64, forbid uint64, low, high, width uint, f *Fold) int
//
// The entries eight at a time: VPTESTNMQ sets a mask bit for each entry
// that holds no bit of forbid, the parts of all eight are made by shifts
// and ANDs and folded by FOLD, and VPCOMPRESSQ moves the entries and the
// parts of the mask to the low lanes of two registers, stored whole at
// words and parts, which move on by the number of mask bits. The last
// entries, fewer than eight, are loaded under a mask. entries is not
// empty, and words and parts have room for eight words past the last
// entry kept.
TEXT ·appendPartsAVX512(SB), NOSPLIT, $0-88
	MOVQ    words+0(FP), DI             // DI: where the next entries go
	MOVQ    parts+8(FP), R9             // R9: where their parts go
	MOVQ    entries_base+16(FP), SI     // SI: the next entries
	MOVQ    entries_len+24(FP), CX
	VPBROADCASTQ forbid+40(FP), Z0      // Z0: forbid, in each lane
	MOVQ    low+48(FP), AX
	VMOVQ   AX, X6                      // X6: how far the low halves shift right
	MOVQ    high+56(FP), AX
	ADDQ    $32, AX
	VMOVQ   AX, X7                      // X7: how far the entries shift right for their high halves
	MOVQ    width+64(FP), AX
	VMOVQ   AX, X8                      // X8: how far those shift left, once cut
	MOVQ    $1, BX
	SHLXQ   AX, BX, BX
	DECQ    BX
	VPBROADCASTQ BX, Z9                 // Z9: the width's bits
	MOVL    $0xffffffff, BX
	VPBROADCASTQ BX, Z10                // Z10: the low halves' bits
	MOVQ    f+72(FP), AX
	LOADFOLD(AX)

	// K2: the lanes of the last entries, fewer than eight; R8: the end
	// of the entries before them.
	MOVQ    CX, DX
	ANDQ    $~7, DX
	LEAQ    (SI)(DX*8), R8
	ANDQ    $7, CX
	MOVL    $1, AX
	SHLL    CX, AX
	DECL    AX
	KMOVW   AX, K2
	MOVQ    DI, R11                     // R11: where the entries began

eight:
	CMPQ    SI, R8
	JAE     last
	VMOVDQU64 (SI), Z11                 // Z11: eight entries
	VPTESTNMQ Z11, Z0, K1               // K1: those that hold no bit of forbid
	ADDQ    $64, SI

keep:
	VPANDQ  Z10, Z11, Z2
	VPSRLQ  X6, Z2, Z2                  // Z2: their low halves, shifted
	VPSRLQ  X7, Z11, Z3
	VPANDQ  Z9, Z3, Z3
	VPSLLQ  X8, Z3, Z3                  // Z3: their high halves, shifted, cut and shifted
	VPORQ   Z3, Z2, Z1                  // Z1: their parts
	FOLD                                // Z2: their parts, folded
	VPCOMPRESSQ Z11, K1, Z4
	VMOVDQU64 Z4, (DI)
	VPCOMPRESSQ Z2, K1, Z5
	VMOVDQU64 Z5, (R9)
	KMOVW   K1, AX
	POPCNTL AX, AX
	LEAQ    (DI)(AX*8), DI
	LEAQ    (R9)(AX*8), R9
	JMP     eight

last:
	KORTESTW K2, K2
	JZ      done
	VMOVDQU64.Z (SI), K2, Z11           // the last entries, and zeros
	VPTESTNMQ Z11, Z0, K2, K1           // K1: those of them that hold no bit of forbid
	KXORW   K2, K2, K2                  // and none after them
	JMP     keep

done:
	SUBQ    R11, DI
	SHRQ    $3, DI
	MOVQ    DI, ret+80(FP)
	VZEROUPPER
	RET

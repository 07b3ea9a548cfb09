//go:build !purego

#include "textflag.h"

// The kernels move numbers into X registers with VMOVQ, never the legacy
// SSE MOVQ: after the Y registers' upper halves have been written, an SSE
// instruction costs the processor a change of state, which made a call
// many times slower (docs/performance.md, section "The disjoint pairs").

// FOLD4 folds the four keys of Y1 into Y2 by the Fold at R10, whose keep
// and bits LOADFOLD4 put in Y12 and Y13, Y14, Y15, Y7: Y2 = Y1&keep, ORed
// for each move with Y1 shifted right by its shift, read from the Fold
// (VPSRLQ takes its count from the low word of 16 bytes), ANDed with its
// bit. Moves come first to last, so it stops at the first pair of moves
// whose first bit, in R12 or R13, is 0: the identity costs one AND. Y3 is
// scratch; a function uses FOLD4 once, for its label.
#define FOLD4 \
	VPAND   Y12, Y1, Y2                 \
	TESTQ   R12, R12                    \
	JZ      folded                      \
	VPSRLQ  8(R10), Y1, Y3              \
	VPAND   Y13, Y3, Y3                 \
	VPOR    Y3, Y2, Y2                  \
	VPSRLQ  16(R10), Y1, Y3             \
	VPAND   Y14, Y3, Y3                 \
	VPOR    Y3, Y2, Y2                  \
	TESTQ   R13, R13                    \
	JZ      folded                      \
	VPSRLQ  24(R10), Y1, Y3             \
	VPAND   Y15, Y3, Y3                 \
	VPOR    Y3, Y2, Y2                  \
	VPSRLQ  32(R10), Y1, Y3             \
	VPAND   Y7, Y3, Y3                  \
	VPOR    Y3, Y2, Y2                  \
folded:

// LOADFOLD4 broadcasts the keep of the Fold at R10 to Y12 and its four
// bits to Y13, Y14, Y15 and Y7; and puts the first and the third bit in
// R12 and R13. The fields' offsets are those of fold.go.
#define LOADFOLD4 \
	VPBROADCASTQ 0(R10), Y12            \
	VPBROADCASTQ 40(R10), Y13           \
	VPBROADCASTQ 48(R10), Y14           \
	VPBROADCASTQ 56(R10), Y15           \
	VPBROADCASTQ 64(R10), Y7            \
	MOVQ    40(R10), R12                \
	MOVQ    56(R10), R13

// func appendFreeAVX2(out *uint64, keys []uint64, mask uint64, f *Fold, tables *laneTables) int
//
// appendFreeAVX512 with four keys at a time: VPAND and VPCMPEQQ with zero
// give the lanes whose key holds no bit of mask, VMOVMSKPD their mask;
// FOLD4 folds all four, and VPERMD, with the permutation of the mask from
// tables, moves the folded keys of the mask to the low lanes, stored
// whole at out, which moves on by the number of mask bits. The last keys,
// fewer than four, are loaded with VPMASKMOVQ under the mask of their
// lanes, made from the tables' ramp. keys is not empty, and out has room
// for four words past the last key kept.
TEXT ·appendFreeAVX2(SB), NOSPLIT, $0-64
	MOVQ    out+0(FP), DI               // DI: where the next keys go
	MOVQ    keys_base+8(FP), SI         // SI: the next keys
	MOVQ    keys_len+16(FP), CX
	VPBROADCASTQ mask+32(FP), Y0        // Y0: the mask, in each lane
	MOVQ    f+40(FP), R10               // R10: the Fold
	LOADFOLD4
	MOVQ    tables+48(FP), R9           // R9: the permutations, then the ramp
	VPXOR   Y6, Y6, Y6                  // Y6: zero

	// R8: the end of the keys before the last, fewer than four, whose
	// number is in CX.
	MOVQ    CX, DX
	ANDQ    $~3, DX
	LEAQ    (SI)(DX*8), R8
	ANDQ    $3, CX

four:
	CMPQ    SI, R8
	JAE     last
	VMOVDQU (SI), Y1                    // Y1: four keys
	ADDQ    $32, SI
	VPAND   Y1, Y0, Y3
	VPCMPEQQ Y6, Y3, Y3                 // Y3: those that hold no bit of the mask
	VMOVMSKPD Y3, BX

keep:
	FOLD4                               // Y2: the keys, folded
	POPCNTL BX, AX
	SHLL    $5, BX
	VMOVDQU (R9)(BX*1), Y4              // Y4: the permutation of the mask
	VPERMD  Y2, Y4, Y2                  // the folded keys of the mask in the low lanes
	VMOVDQU Y2, (DI)
	LEAQ    (DI)(AX*8), DI
	JMP     four

last:
	TESTQ   CX, CX
	JZ      done
	VMOVQ   CX, X3
	VPBROADCASTQ X3, Y3
	VPCMPGTQ 512(R9), Y3, Y3            // Y3: the lanes of the last keys
	VPMASKMOVQ (SI), Y3, Y1             // the last keys, and zeros
	VPAND   Y1, Y0, Y2
	VPCMPEQQ Y6, Y2, Y2
	VPAND   Y3, Y2, Y2                  // those that hold no bit of the mask
	VMOVMSKPD Y2, BX
	XORL    CX, CX                      // and none after them
	JMP     keep

done:
	SUBQ    out+0(FP), DI
	SHRQ    $3, DI
	MOVQ    DI, ret+56(FP)
	VZEROUPPER
	RET

// func appendPartsAVX2(words, parts *uint64, entries []uint64, forbid uint64, low, high, width uint, f *Fold, tables *laneTables) int
//
// appendPartsAVX512 with four entries at a time: VPAND and VPCMPEQQ with
// zero give the lanes whose entry holds no bit of forbid, VMOVMSKPD their
// mask; the parts of all four are made by shifts and an AND and folded by
// FOLD4, and VPERMD, with the permutation of the mask from tables, moves
// the entries and the parts of the mask to the low lanes of two
// registers, stored whole at words and parts, which move on by the number
// of mask bits. The last entries, fewer than four, are loaded with
// VPMASKMOVQ under the mask of their lanes. entries is not empty, and
// words and parts have room for four words past the last entry kept.
TEXT ·appendPartsAVX2(SB), NOSPLIT, $0-96
	MOVQ    words+0(FP), DI             // DI: where the next entries go
	MOVQ    parts+8(FP), R11            // R11: where their parts go
	MOVQ    entries_base+16(FP), SI     // SI: the next entries
	VPBROADCASTQ forbid+40(FP), Y0      // Y0: forbid, in each lane
	MOVQ    low+48(FP), AX
	ADDQ    $32, AX
	VMOVQ   AX, X9                      // X9: how far the entries shifted left by 32 shift right
	MOVQ    high+56(FP), AX
	ADDQ    $32, AX
	VMOVQ   AX, X10                     // X10: how far the entries shift right for their high halves
	MOVQ    width+64(FP), CX
	VMOVQ   CX, X11                     // X11: how far those shift left, once cut
	MOVQ    $1, BX
	SHLQ    CX, BX
	DECQ    BX
	VMOVQ   BX, X8
	VPBROADCASTQ X8, Y8                 // Y8: the width's bits
	MOVQ    f+72(FP), R10               // R10: the Fold
	LOADFOLD4
	MOVQ    tables+80(FP), R9           // R9: the permutations, then the ramp
	VPXOR   Y6, Y6, Y6                  // Y6: zero

	// R8: the end of the entries before the last, fewer than four, whose
	// number is in CX.
	MOVQ    entries_len+24(FP), CX
	MOVQ    CX, DX
	ANDQ    $~3, DX
	LEAQ    (SI)(DX*8), R8
	ANDQ    $3, CX

four:
	CMPQ    SI, R8
	JAE     last
	VMOVDQU (SI), Y5                    // Y5: four entries
	ADDQ    $32, SI
	VPAND   Y5, Y0, Y3
	VPCMPEQQ Y6, Y3, Y3                 // Y3: those that hold no bit of forbid
	VMOVMSKPD Y3, BX

keep:
	VPSLLQ  $32, Y5, Y1
	VPSRLQ  X9, Y1, Y1                  // Y1: their low halves, shifted
	VPSRLQ  X10, Y5, Y3
	VPAND   Y8, Y3, Y3
	VPSLLQ  X11, Y3, Y3                 // Y3: their high halves, shifted, cut and shifted
	VPOR    Y3, Y1, Y1                  // Y1: their parts
	FOLD4                               // Y2: their parts, folded
	POPCNTL BX, AX
	SHLL    $5, BX
	VMOVDQU (R9)(BX*1), Y4              // Y4: the permutation of the mask
	VPERMD  Y5, Y4, Y3
	VMOVDQU Y3, (DI)
	VPERMD  Y2, Y4, Y2
	VMOVDQU Y2, (R11)
	LEAQ    (DI)(AX*8), DI
	LEAQ    (R11)(AX*8), R11
	JMP     four

last:
	TESTQ   CX, CX
	JZ      done
	VMOVQ   CX, X3
	VPBROADCASTQ X3, Y3
	VPCMPGTQ 512(R9), Y3, Y3            // Y3: the lanes of the last entries
	VPMASKMOVQ (SI), Y3, Y5             // the last entries, and zeros
	VPAND   Y5, Y0, Y2
	VPCMPEQQ Y6, Y2, Y2
	VPAND   Y3, Y2, Y2                  // those that hold no bit of forbid
	VMOVMSKPD Y2, BX
	XORL    CX, CX                      // and none after them
	JMP     keep

done:
	SUBQ    words+0(FP), DI
	SHRQ    $3, DI
	MOVQ    DI, ret+88(FP)
	VZEROUPPER
	RET

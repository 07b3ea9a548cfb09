//go:build !purego

#include "textflag.h"

// FOLD leaves on the stack the key in R3 folded by the moves in R5 (what
// it keeps), R6 to R9 (the shifts) and R10 to R13 (where they land): with
// no test for a Fold of no moves, whose moves land nowhere.
#define FOLD \
	Get R3; \
	Get R5; \
	I64And; \
	Get R3; \
	Get R6; \
	I64ShrU; \
	Get R10; \
	I64And; \
	I64Or; \
	Get R3; \
	Get R7; \
	I64ShrU; \
	Get R11; \
	I64And; \
	I64Or; \
	Get R3; \
	Get R8; \
	I64ShrU; \
	Get R12; \
	I64And; \
	I64Or; \
	Get R3; \
	Get R9; \
	I64ShrU; \
	Get R13; \
	I64And; \
	I64Or

// LOADFOLD loads the moves of the Fold at argument f, at offset off, into
// R5 to R13.
#define LOADFOLD(off) \
	I64Load f+off(FP); \
	I32WrapI64; \
	I64Load $0; \
	Set R5; \
	I64Load f+off(FP); \
	I32WrapI64; \
	I64Load $8; \
	Set R6; \
	I64Load f+off(FP); \
	I32WrapI64; \
	I64Load $16; \
	Set R7; \
	I64Load f+off(FP); \
	I32WrapI64; \
	I64Load $24; \
	Set R8; \
	I64Load f+off(FP); \
	I32WrapI64; \
	I64Load $32; \
	Set R9; \
	I64Load f+off(FP); \
	I32WrapI64; \
	I64Load $40; \
	Set R10; \
	I64Load f+off(FP); \
	I32WrapI64; \
	I64Load $48; \
	Set R11; \
	I64Load f+off(FP); \
	I32WrapI64; \
	I64Load $56; \
	Set R12; \
	I64Load f+off(FP); \
	I32WrapI64; \
	I64Load $64; \
	Set R13

// func appendFreeWasm(out *uint64, keys []uint64, mask uint64, f *Fold) int
//
// For each of the keys it writes the key folded by f at
// out, and moves out on one word where the key holds no bit of mask; it
// returns the keys kept. It keeps them first, with no branch, which the
// processor could not predict, and then folds those it kept: most are
// not. R0: where the next key goes; R1: the next key, then the next to
// fold; R2: past the last key; R3: the key; R4: mask; R5 to R13: the
// moves of f.
TEXT ·appendFreeWasm(SB), NOSPLIT, $0-56
	I64Load out+0(FP)
	Set R0
	I64Load keys_base+8(FP)
	Tee R1
	I64Load keys_len+16(FP)
	I64Const $3
	I64Shl
	I64Add
	Set R2
	I64Load mask+32(FP)
	Set R4

	Block
		// No keys: none kept.
		Get R1
		Get R2
		I64GeU
		BrIf $0

		Loop
			Get R1
			I32WrapI64
			I64Load $0
			Set R3

			Get R0
			I32WrapI64
			Get R3
			I64Store $0

			Get R0
			Get R3
			Get R4
			I64And
			I64Eqz
			I64ExtendI32U
			I64Const $3
			I64Shl
			I64Add
			Set R0

			Get R1
			I64Const $8
			I64Add
			Tee R1
			Get R2
			I64LtU
			BrIf $0
		End
	End

	LOADFOLD(40)
	I64Load out+0(FP)
	Set R1
	Block
		Loop
			Get R1
			Get R0
			I64GeU
			BrIf $1
			Get R1
			I32WrapI64
			I64Load $0
			Set R3
			Get R1
			I32WrapI64
			FOLD
			I64Store $0
			Get R1
			I64Const $8
			I64Add
			Set R1
			Br $0
		End
	End

	Get SP
	Get R0
	I64Load out+0(FP)
	I64Sub
	I64Const $3
	I64ShrU
	I64Store ret+48(FP)
	RET

// func appendPartsWasm(words, parts *uint64, entries []uint64, forbid uint64, low, high, width uint, f *Fold) int
//
// For each of the entries it writes the entry at words and its part,
// folded by f, at the same place of parts, and moves both on one word
// where the entry holds no bit of forbid; it returns the entries kept.
// The part is the entry's low 32 bits shifted right by low < 64, ORed
// with its high 32 bits shifted right by high < 32, cut to width < 32
// bits and shifted left by width: the entry shifted right by 32+high,
// left by width, and cut to width bits from bit width on. It keeps the
// entries first, with no branch, and then makes the parts of those it
// kept. R0: where the next word goes; R1: from there to its part; R2: the
// next entry, then the next word kept; R3: the entry's part; R4: past the
// last entry; R5 to R13: the moves of f; R14: the entry; R15: forbid,
// then 32+high; F16: the cut, as the bits of a float64.
TEXT ·appendPartsWasm(SB), NOSPLIT, $0-88
	I64Load words+0(FP)
	Set R0
	I64Load parts+8(FP)
	I64Load words+0(FP)
	I64Sub
	Set R1
	I64Load entries_base+16(FP)
	Tee R2
	I64Load entries_len+24(FP)
	I64Const $3
	I64Shl
	I64Add
	Set R4
	I64Load forbid+40(FP)
	Set R15

	Block
		// No entries: none kept.
		Get R2
		Get R4
		I64GeU
		BrIf $0

		Loop
			Get R2
			I32WrapI64
			I64Load $0
			Set R14

			Get R0
			I32WrapI64
			Get R14
			I64Store $0

			Get R0
			Get R14
			Get R15
			I64And
			I64Eqz
			I64ExtendI32U
			I64Const $3
			I64Shl
			I64Add
			Set R0

			Get R2
			I64Const $8
			I64Add
			Tee R2
			Get R4
			I64LtU
			BrIf $0
		End
	End

	I64Load high+56(FP)
	I64Const $32
	I64Add
	Set R15
	I64Const $1
	I64Load width+64(FP)
	I64Shl
	I64Const $1
	I64Sub
	I64Load width+64(FP)
	I64Shl
	F64ReinterpretI64
	Set F16
	LOADFOLD(72)
	I64Load words+0(FP)
	Set R2
	Block
		Loop
			Get R2
			Get R0
			I64GeU
			BrIf $1
			Get R2
			I32WrapI64
			I64Load $0
			Set R14

			Get R14
			I64Const $0xffffffff
			I64And
			I64Load low+48(FP)
			I64ShrU
			Get R14
			Get R15
			I64ShrU
			I64Load width+64(FP)
			I64Shl
			Get F16
			I64ReinterpretF64
			I64And
			I64Or
			Set R3

			Get R2
			Get R1
			I64Add
			I32WrapI64
			FOLD
			I64Store $0

			Get R2
			I64Const $8
			I64Add
			Set R2
			Br $0
		End
	End

	Get SP
	Get R0
	I64Load words+0(FP)
	I64Sub
	I64Const $3
	I64ShrU
	I64Store ret+80(FP)
	RET

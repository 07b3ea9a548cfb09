// The macros of the WebAssembly kernels that make keys.

// FOLD leaves on the stack the key in R3 folded by the moves in R5 (what
// it keeps), R6 to R9 (the shifts) and R10 to R13 (where they land): with
// no test for a Fold of no moves, whose moves land nowhere.
#define FOLD \
	Get R3; Get R5; I64And; \
	Get R3; Get R6; I64ShrU; Get R10; I64And; I64Or; \
	Get R3; Get R7; I64ShrU; Get R11; I64And; I64Or; \
	Get R3; Get R8; I64ShrU; Get R12; I64And; I64Or; \
	Get R3; Get R9; I64ShrU; Get R13; I64And; I64Or

// MOVE loads the word at offset off of the Fold at R3 into reg.
#define MOVE(off, reg) Get R3; I32WrapI64; I64Load $(off); Set reg

// LOADFOLD loads the moves of the Fold at R3 into R5 to R13.
#define LOADFOLD \
	MOVE(Fold_keep, R5); \
	MOVE(Fold_shift, R6); MOVE(Fold_shift+8, R7); MOVE(Fold_shift+16, R8); MOVE(Fold_shift+24, R9); \
	MOVE(Fold_bit, R10); MOVE(Fold_bit+8, R11); MOVE(Fold_bit+16, R12); MOVE(Fold_bit+24, R13)

// KEEP moves R0, where the next key goes, on one word if the word on the
// stack is 0.
#define KEEP I64Eqz; I64ExtendI32U; I64Const $3; I64Shl; Get R0; I64Add; Set R0

// KEPT stores at ret the words from first to R0.
#define KEPT(first, ret) Get SP; Get R0; I64Load first; I64Sub; I64Const $3; I64ShrU; I64Store ret

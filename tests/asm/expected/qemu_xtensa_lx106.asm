uat_load_1_relaxed:
	memw
	l8ui a2, a2, 0
	extui a2, a2, 0, 8
	ret.n

uat_load_1_consume:
	memw
	l8ui a2, a2, 0
	extui a2, a2, 0, 8
	ret.n

uat_load_1_acquire:
	memw
	l8ui a2, a2, 0
	extui a2, a2, 0, 8
	ret.n

uat_load_1_seq_cst:
	memw
	l8ui a2, a2, 0
	extui a2, a2, 0, 8
	ret.n

uat_load_1_seq_cst_fence:
	memw
	l8ui a2, a2, 0
	extui a2, a2, 0, 8
	ret.n

uat_store_1_relaxed:
	extui a3, a3, 0, 8
	memw
	s8i a3, a2, 0
	ret.n

uat_store_1_release:
	extui a3, a3, 0, 8
	memw
	s8i a3, a2, 0
	ret.n

uat_store_1_seq_cst:
	extui a3, a3, 0, 8
	memw
	s8i a3, a2, 0
	ret.n

uat_store_1_seq_cst_fence:
	extui a3, a3, 0, 8
	memw
	s8i a3, a2, 0
	ret.n

uat_cmpxchg_1_relaxed:
	mov.n a6, a2
	extui a3, a3, 0, 8
	extui a4, a4, 0, 8
	rsil a7, 15
	memw
	l8ui a5, a2, 0
	extui a2, a5, 0, 8
	bne a3, a2, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_1_relaxed
	memw
	s8i a4, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_cmpxchg_1_acquire:
	mov.n a6, a2
	extui a3, a3, 0, 8
	extui a4, a4, 0, 8
	rsil a7, 15
	memw
	l8ui a5, a2, 0
	extui a2, a5, 0, 8
	bne a3, a2, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_1_acquire
	memw
	s8i a4, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_cmpxchg_1_release:
	mov.n a6, a2
	extui a3, a3, 0, 8
	extui a4, a4, 0, 8
	rsil a7, 15
	memw
	l8ui a5, a2, 0
	extui a2, a5, 0, 8
	bne a3, a2, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_1_release
	memw
	s8i a4, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_cmpxchg_1_acq_rel:
	mov.n a6, a2
	extui a3, a3, 0, 8
	extui a4, a4, 0, 8
	rsil a7, 15
	memw
	l8ui a5, a2, 0
	extui a2, a5, 0, 8
	bne a3, a2, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_1_acq_rel
	memw
	s8i a4, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_cmpxchg_1_seq_cst:
	mov.n a6, a2
	extui a3, a3, 0, 8
	extui a4, a4, 0, 8
	rsil a7, 15
	memw
	l8ui a5, a2, 0
	extui a2, a5, 0, 8
	bne a3, a2, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_1_seq_cst
	memw
	s8i a4, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_cmpxchg_1_seq_cst_fence_sc:
	mov.n a6, a2
	extui a3, a3, 0, 8
	extui a4, a4, 0, 8
	rsil a7, 15
	memw
	l8ui a5, a2, 0
	extui a2, a5, 0, 8
	bne a3, a2, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_1_seq_cst_fence_sc
	memw
	s8i a4, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_cmpxchg_1_seq_cst_fence:
	mov.n a6, a2
	extui a3, a3, 0, 8
	extui a4, a4, 0, 8
	rsil a7, 15
	memw
	l8ui a5, a2, 0
	extui a2, a5, 0, 8
	bne a3, a2, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_1_seq_cst_fence
	memw
	s8i a4, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_cmpxchg_test_1_seq_cst_fence:
	extui a3, a3, 0, 8
	extui a4, a4, 0, 8
	rsil a6, 15
	memw
	l8ui a5, a2, 0
	extui a5, a5, 0, 8
	bne a3, a5, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_test_1_seq_cst_fence
	memw
	s8i a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_1_relaxed:
	extui a3, a3, 0, 8
	extui a4, a4, 0, 8
	rsil a6, 15
	memw
	l8ui a5, a2, 0
	extui a5, a5, 0, 8
	bne a3, a5, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_1_relaxed
	memw
	s8i a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_1_acquire:
	extui a3, a3, 0, 8
	extui a4, a4, 0, 8
	rsil a6, 15
	memw
	l8ui a5, a2, 0
	extui a5, a5, 0, 8
	bne a3, a5, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_1_acquire
	memw
	s8i a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_1_release:
	extui a3, a3, 0, 8
	extui a4, a4, 0, 8
	rsil a6, 15
	memw
	l8ui a5, a2, 0
	extui a5, a5, 0, 8
	bne a3, a5, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_1_release
	memw
	s8i a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_1_acq_rel:
	extui a3, a3, 0, 8
	extui a4, a4, 0, 8
	rsil a6, 15
	memw
	l8ui a5, a2, 0
	extui a5, a5, 0, 8
	bne a3, a5, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_1_acq_rel
	memw
	s8i a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_1_seq_cst:
	extui a3, a3, 0, 8
	extui a4, a4, 0, 8
	rsil a6, 15
	memw
	l8ui a5, a2, 0
	extui a5, a5, 0, 8
	bne a3, a5, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_1_seq_cst
	memw
	s8i a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_1_seq_cst_fence_sc:
	extui a3, a3, 0, 8
	extui a4, a4, 0, 8
	rsil a6, 15
	memw
	l8ui a5, a2, 0
	extui a5, a5, 0, 8
	bne a3, a5, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_1_seq_cst_fence_sc
	memw
	s8i a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_1_seq_cst_fence:
	extui a3, a3, 0, 8
	extui a4, a4, 0, 8
	rsil a6, 15
	memw
	l8ui a5, a2, 0
	extui a5, a5, 0, 8
	bne a3, a5, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_1_seq_cst_fence
	memw
	s8i a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_weak_1_relaxed:
	extui a3, a3, 0, 8
	extui a4, a4, 0, 8
	rsil a6, 15
	memw
	l8ui a5, a2, 0
	extui a5, a5, 0, 8
	bne a3, a5, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_weak_1_relaxed
	memw
	s8i a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_weak_1_acquire:
	extui a3, a3, 0, 8
	extui a4, a4, 0, 8
	rsil a6, 15
	memw
	l8ui a5, a2, 0
	extui a5, a5, 0, 8
	bne a3, a5, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_weak_1_acquire
	memw
	s8i a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_weak_1_release:
	extui a3, a3, 0, 8
	extui a4, a4, 0, 8
	rsil a6, 15
	memw
	l8ui a5, a2, 0
	extui a5, a5, 0, 8
	bne a3, a5, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_weak_1_release
	memw
	s8i a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_weak_1_acq_rel:
	extui a3, a3, 0, 8
	extui a4, a4, 0, 8
	rsil a6, 15
	memw
	l8ui a5, a2, 0
	extui a5, a5, 0, 8
	bne a3, a5, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_weak_1_acq_rel
	memw
	s8i a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_weak_1_seq_cst:
	extui a3, a3, 0, 8
	extui a4, a4, 0, 8
	rsil a6, 15
	memw
	l8ui a5, a2, 0
	extui a5, a5, 0, 8
	bne a3, a5, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_weak_1_seq_cst
	memw
	s8i a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_weak_1_seq_cst_fence_sc:
	extui a3, a3, 0, 8
	extui a4, a4, 0, 8
	rsil a6, 15
	memw
	l8ui a5, a2, 0
	extui a5, a5, 0, 8
	bne a3, a5, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_weak_1_seq_cst_fence_sc
	memw
	s8i a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_weak_1_seq_cst_fence:
	extui a3, a3, 0, 8
	extui a4, a4, 0, 8
	rsil a6, 15
	memw
	l8ui a5, a2, 0
	extui a5, a5, 0, 8
	bne a3, a5, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_weak_1_seq_cst_fence
	memw
	s8i a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_xchg_1_relaxed:
	extui a3, a3, 0, 8
	rsil a5, 15
	memw
	l8ui a4, a2, 0
	memw
	s8i a3, a2, 0
	extui a2, a4, 0, 8
	wsr.ps a5
	rsync
	ret.n

uat_xchg_1_acquire:
	extui a3, a3, 0, 8
	rsil a5, 15
	memw
	l8ui a4, a2, 0
	memw
	s8i a3, a2, 0
	extui a2, a4, 0, 8
	wsr.ps a5
	rsync
	ret.n

uat_xchg_1_release:
	extui a3, a3, 0, 8
	rsil a5, 15
	memw
	l8ui a4, a2, 0
	memw
	s8i a3, a2, 0
	extui a2, a4, 0, 8
	wsr.ps a5
	rsync
	ret.n

uat_xchg_1_acq_rel:
	extui a3, a3, 0, 8
	rsil a5, 15
	memw
	l8ui a4, a2, 0
	memw
	s8i a3, a2, 0
	extui a2, a4, 0, 8
	wsr.ps a5
	rsync
	ret.n

uat_xchg_1_seq_cst:
	extui a3, a3, 0, 8
	rsil a5, 15
	memw
	l8ui a4, a2, 0
	memw
	s8i a3, a2, 0
	extui a2, a4, 0, 8
	wsr.ps a5
	rsync
	ret.n

uat_xchg_1_seq_cst_fence:
	extui a3, a3, 0, 8
	rsil a5, 15
	memw
	l8ui a4, a2, 0
	memw
	s8i a3, a2, 0
	extui a2, a4, 0, 8
	wsr.ps a5
	rsync
	ret.n

uat_add_return_1_relaxed:
	extui a3, a3, 0, 8
	rsil a4, 15
	memw
	l8ui a5, a2, 0
	add.n a3, a3, a5
	extui a3, a3, 0, 8
	memw
	s8i a3, a2, 0
	wsr.ps a4
	rsync
	mov.n a2, a3
	ret.n

uat_add_return_1_acquire:
	extui a3, a3, 0, 8
	rsil a4, 15
	memw
	l8ui a5, a2, 0
	add.n a3, a3, a5
	extui a3, a3, 0, 8
	memw
	s8i a3, a2, 0
	wsr.ps a4
	rsync
	mov.n a2, a3
	ret.n

uat_add_return_1_release:
	extui a3, a3, 0, 8
	rsil a4, 15
	memw
	l8ui a5, a2, 0
	add.n a3, a3, a5
	extui a3, a3, 0, 8
	memw
	s8i a3, a2, 0
	wsr.ps a4
	rsync
	mov.n a2, a3
	ret.n

uat_add_return_1_acq_rel:
	extui a3, a3, 0, 8
	rsil a4, 15
	memw
	l8ui a5, a2, 0
	add.n a3, a3, a5
	extui a3, a3, 0, 8
	memw
	s8i a3, a2, 0
	wsr.ps a4
	rsync
	mov.n a2, a3
	ret.n

uat_add_return_1_seq_cst:
	extui a3, a3, 0, 8
	rsil a4, 15
	memw
	l8ui a5, a2, 0
	add.n a3, a3, a5
	extui a3, a3, 0, 8
	memw
	s8i a3, a2, 0
	wsr.ps a4
	rsync
	mov.n a2, a3
	ret.n

uat_add_return_1_seq_cst_fence:
	extui a3, a3, 0, 8
	rsil a4, 15
	memw
	l8ui a5, a2, 0
	add.n a3, a3, a5
	extui a3, a3, 0, 8
	memw
	s8i a3, a2, 0
	wsr.ps a4
	rsync
	mov.n a2, a3
	ret.n

uat_add_1_relaxed:
	extui a3, a3, 0, 8
	rsil a4, 15
	memw
	l8ui a5, a2, 0
	add.n a3, a3, a5
	extui a3, a3, 0, 8
	memw
	s8i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_add_1_acquire:
	extui a3, a3, 0, 8
	rsil a4, 15
	memw
	l8ui a5, a2, 0
	add.n a3, a3, a5
	extui a3, a3, 0, 8
	memw
	s8i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_add_1_release:
	extui a3, a3, 0, 8
	rsil a4, 15
	memw
	l8ui a5, a2, 0
	add.n a3, a3, a5
	extui a3, a3, 0, 8
	memw
	s8i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_add_1_acq_rel:
	extui a3, a3, 0, 8
	rsil a4, 15
	memw
	l8ui a5, a2, 0
	add.n a3, a3, a5
	extui a3, a3, 0, 8
	memw
	s8i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_add_1_seq_cst:
	extui a3, a3, 0, 8
	rsil a4, 15
	memw
	l8ui a5, a2, 0
	add.n a3, a3, a5
	extui a3, a3, 0, 8
	memw
	s8i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_add_1_seq_cst_fence:
	extui a3, a3, 0, 8
	rsil a4, 15
	memw
	l8ui a5, a2, 0
	add.n a3, a3, a5
	extui a3, a3, 0, 8
	memw
	s8i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_and_1_relaxed:
	extui a3, a3, 0, 8
	rsil a4, 15
	memw
	l8ui a5, a2, 0
	and a3, a3, a5
	memw
	s8i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_and_1_acquire:
	extui a3, a3, 0, 8
	rsil a4, 15
	memw
	l8ui a5, a2, 0
	and a3, a3, a5
	memw
	s8i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_and_1_release:
	extui a3, a3, 0, 8
	rsil a4, 15
	memw
	l8ui a5, a2, 0
	and a3, a3, a5
	memw
	s8i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_and_1_acq_rel:
	extui a3, a3, 0, 8
	rsil a4, 15
	memw
	l8ui a5, a2, 0
	and a3, a3, a5
	memw
	s8i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_and_1_seq_cst:
	extui a3, a3, 0, 8
	rsil a4, 15
	memw
	l8ui a5, a2, 0
	and a3, a3, a5
	memw
	s8i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_and_1_seq_cst_fence:
	extui a3, a3, 0, 8
	rsil a4, 15
	memw
	l8ui a5, a2, 0
	and a3, a3, a5
	memw
	s8i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_or_1_relaxed:
	extui a3, a3, 0, 8
	rsil a5, 15
	memw
	l8ui a4, a2, 0
	extui a4, a4, 0, 8
	or a3, a3, a4
	memw
	s8i a3, a2, 0
	wsr.ps a5
	rsync
	ret.n

uat_or_1_acquire:
	extui a3, a3, 0, 8
	rsil a5, 15
	memw
	l8ui a4, a2, 0
	extui a4, a4, 0, 8
	or a3, a3, a4
	memw
	s8i a3, a2, 0
	wsr.ps a5
	rsync
	ret.n

uat_or_1_release:
	extui a3, a3, 0, 8
	rsil a5, 15
	memw
	l8ui a4, a2, 0
	extui a4, a4, 0, 8
	or a3, a3, a4
	memw
	s8i a3, a2, 0
	wsr.ps a5
	rsync
	ret.n

uat_or_1_acq_rel:
	extui a3, a3, 0, 8
	rsil a5, 15
	memw
	l8ui a4, a2, 0
	extui a4, a4, 0, 8
	or a3, a3, a4
	memw
	s8i a3, a2, 0
	wsr.ps a5
	rsync
	ret.n

uat_or_1_seq_cst:
	extui a3, a3, 0, 8
	rsil a5, 15
	memw
	l8ui a4, a2, 0
	extui a4, a4, 0, 8
	or a3, a3, a4
	memw
	s8i a3, a2, 0
	wsr.ps a5
	rsync
	ret.n

uat_or_1_seq_cst_fence:
	extui a3, a3, 0, 8
	rsil a5, 15
	memw
	l8ui a4, a2, 0
	extui a4, a4, 0, 8
	or a3, a3, a4
	memw
	s8i a3, a2, 0
	wsr.ps a5
	rsync
	ret.n

uat_xor_1_relaxed:
	extui a3, a3, 0, 8
	rsil a5, 15
	memw
	l8ui a4, a2, 0
	extui a4, a4, 0, 8
	xor a3, a3, a4
	memw
	s8i a3, a2, 0
	wsr.ps a5
	rsync
	ret.n

uat_xor_1_acquire:
	extui a3, a3, 0, 8
	rsil a5, 15
	memw
	l8ui a4, a2, 0
	extui a4, a4, 0, 8
	xor a3, a3, a4
	memw
	s8i a3, a2, 0
	wsr.ps a5
	rsync
	ret.n

uat_xor_1_release:
	extui a3, a3, 0, 8
	rsil a5, 15
	memw
	l8ui a4, a2, 0
	extui a4, a4, 0, 8
	xor a3, a3, a4
	memw
	s8i a3, a2, 0
	wsr.ps a5
	rsync
	ret.n

uat_xor_1_acq_rel:
	extui a3, a3, 0, 8
	rsil a5, 15
	memw
	l8ui a4, a2, 0
	extui a4, a4, 0, 8
	xor a3, a3, a4
	memw
	s8i a3, a2, 0
	wsr.ps a5
	rsync
	ret.n

uat_xor_1_seq_cst:
	extui a3, a3, 0, 8
	rsil a5, 15
	memw
	l8ui a4, a2, 0
	extui a4, a4, 0, 8
	xor a3, a3, a4
	memw
	s8i a3, a2, 0
	wsr.ps a5
	rsync
	ret.n

uat_xor_1_seq_cst_fence:
	extui a3, a3, 0, 8
	rsil a5, 15
	memw
	l8ui a4, a2, 0
	extui a4, a4, 0, 8
	xor a3, a3, a4
	memw
	s8i a3, a2, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_add_1_relaxed:
	mov.n a5, a2
	extui a3, a3, 0, 8
	rsil a6, 15
	memw
	l8ui a4, a2, 0
	extui a2, a4, 0, 8
	add.n a3, a3, a2
	extui a3, a3, 0, 8
	memw
	s8i a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_add_1_acquire:
	mov.n a5, a2
	extui a3, a3, 0, 8
	rsil a6, 15
	memw
	l8ui a4, a2, 0
	extui a2, a4, 0, 8
	add.n a3, a3, a2
	extui a3, a3, 0, 8
	memw
	s8i a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_add_1_release:
	mov.n a5, a2
	extui a3, a3, 0, 8
	rsil a6, 15
	memw
	l8ui a4, a2, 0
	extui a2, a4, 0, 8
	add.n a3, a3, a2
	extui a3, a3, 0, 8
	memw
	s8i a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_add_1_acq_rel:
	mov.n a5, a2
	extui a3, a3, 0, 8
	rsil a6, 15
	memw
	l8ui a4, a2, 0
	extui a2, a4, 0, 8
	add.n a3, a3, a2
	extui a3, a3, 0, 8
	memw
	s8i a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_add_1_seq_cst:
	mov.n a5, a2
	extui a3, a3, 0, 8
	rsil a6, 15
	memw
	l8ui a4, a2, 0
	extui a2, a4, 0, 8
	add.n a3, a3, a2
	extui a3, a3, 0, 8
	memw
	s8i a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_add_1_seq_cst_fence:
	mov.n a5, a2
	extui a3, a3, 0, 8
	rsil a6, 15
	memw
	l8ui a4, a2, 0
	extui a2, a4, 0, 8
	add.n a3, a3, a2
	extui a3, a3, 0, 8
	memw
	s8i a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_and_1_relaxed:
	extui a3, a3, 0, 8
	rsil a5, 15
	memw
	l8ui a4, a2, 0
	and a3, a3, a4
	memw
	s8i a3, a2, 0
	extui a4, a4, 0, 8
	wsr.ps a5
	rsync
	mov.n a2, a4
	ret.n

uat_fetch_and_1_acquire:
	extui a3, a3, 0, 8
	rsil a5, 15
	memw
	l8ui a4, a2, 0
	and a3, a3, a4
	memw
	s8i a3, a2, 0
	extui a4, a4, 0, 8
	wsr.ps a5
	rsync
	mov.n a2, a4
	ret.n

uat_fetch_and_1_release:
	extui a3, a3, 0, 8
	rsil a5, 15
	memw
	l8ui a4, a2, 0
	and a3, a3, a4
	memw
	s8i a3, a2, 0
	extui a4, a4, 0, 8
	wsr.ps a5
	rsync
	mov.n a2, a4
	ret.n

uat_fetch_and_1_acq_rel:
	extui a3, a3, 0, 8
	rsil a5, 15
	memw
	l8ui a4, a2, 0
	and a3, a3, a4
	memw
	s8i a3, a2, 0
	extui a4, a4, 0, 8
	wsr.ps a5
	rsync
	mov.n a2, a4
	ret.n

uat_fetch_and_1_seq_cst:
	extui a3, a3, 0, 8
	rsil a5, 15
	memw
	l8ui a4, a2, 0
	and a3, a3, a4
	memw
	s8i a3, a2, 0
	extui a4, a4, 0, 8
	wsr.ps a5
	rsync
	mov.n a2, a4
	ret.n

uat_fetch_and_1_seq_cst_fence:
	extui a3, a3, 0, 8
	rsil a5, 15
	memw
	l8ui a4, a2, 0
	and a3, a3, a4
	memw
	s8i a3, a2, 0
	extui a4, a4, 0, 8
	wsr.ps a5
	rsync
	mov.n a2, a4
	ret.n

uat_fetch_or_1_relaxed:
	mov.n a5, a2
	extui a3, a3, 0, 8
	rsil a6, 15
	memw
	l8ui a4, a2, 0
	extui a2, a4, 0, 8
	or a3, a3, a2
	memw
	s8i a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_or_1_acquire:
	mov.n a5, a2
	extui a3, a3, 0, 8
	rsil a6, 15
	memw
	l8ui a4, a2, 0
	extui a2, a4, 0, 8
	or a3, a3, a2
	memw
	s8i a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_or_1_release:
	mov.n a5, a2
	extui a3, a3, 0, 8
	rsil a6, 15
	memw
	l8ui a4, a2, 0
	extui a2, a4, 0, 8
	or a3, a3, a2
	memw
	s8i a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_or_1_acq_rel:
	mov.n a5, a2
	extui a3, a3, 0, 8
	rsil a6, 15
	memw
	l8ui a4, a2, 0
	extui a2, a4, 0, 8
	or a3, a3, a2
	memw
	s8i a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_or_1_seq_cst:
	mov.n a5, a2
	extui a3, a3, 0, 8
	rsil a6, 15
	memw
	l8ui a4, a2, 0
	extui a2, a4, 0, 8
	or a3, a3, a2
	memw
	s8i a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_or_1_seq_cst_fence:
	mov.n a5, a2
	extui a3, a3, 0, 8
	rsil a6, 15
	memw
	l8ui a4, a2, 0
	extui a2, a4, 0, 8
	or a3, a3, a2
	memw
	s8i a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_xor_1_relaxed:
	mov.n a5, a2
	extui a3, a3, 0, 8
	rsil a6, 15
	memw
	l8ui a4, a2, 0
	extui a2, a4, 0, 8
	xor a3, a3, a2
	memw
	s8i a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_xor_1_acquire:
	mov.n a5, a2
	extui a3, a3, 0, 8
	rsil a6, 15
	memw
	l8ui a4, a2, 0
	extui a2, a4, 0, 8
	xor a3, a3, a2
	memw
	s8i a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_xor_1_release:
	mov.n a5, a2
	extui a3, a3, 0, 8
	rsil a6, 15
	memw
	l8ui a4, a2, 0
	extui a2, a4, 0, 8
	xor a3, a3, a2
	memw
	s8i a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_xor_1_acq_rel:
	mov.n a5, a2
	extui a3, a3, 0, 8
	rsil a6, 15
	memw
	l8ui a4, a2, 0
	extui a2, a4, 0, 8
	xor a3, a3, a2
	memw
	s8i a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_xor_1_seq_cst:
	mov.n a5, a2
	extui a3, a3, 0, 8
	rsil a6, 15
	memw
	l8ui a4, a2, 0
	extui a2, a4, 0, 8
	xor a3, a3, a2
	memw
	s8i a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_xor_1_seq_cst_fence:
	mov.n a5, a2
	extui a3, a3, 0, 8
	rsil a6, 15
	memw
	l8ui a4, a2, 0
	extui a2, a4, 0, 8
	xor a3, a3, a2
	memw
	s8i a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_smax_1_relaxed:
	extui a3, a3, 0, 8
	rsil a6, 15
	memw
	l8ui a4, a2, 0
	slli a7, a3, 24
	slli a8, a4, 24
	extui a5, a4, 0, 8
	mov.n a4, a5
	bge a8, a7, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smax_1_relaxed
	extui a5, a3, 0, 8
	memw
	s8i a5, a2, 0
	wsr.ps a6
	rsync
	mov.n a2, a4
	ret.n

uat_fetch_smax_1_acquire:
	extui a3, a3, 0, 8
	rsil a6, 15
	memw
	l8ui a4, a2, 0
	slli a7, a3, 24
	slli a8, a4, 24
	extui a5, a4, 0, 8
	mov.n a4, a5
	bge a8, a7, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smax_1_acquire
	extui a5, a3, 0, 8
	memw
	s8i a5, a2, 0
	wsr.ps a6
	rsync
	mov.n a2, a4
	ret.n

uat_fetch_smax_1_release:
	extui a3, a3, 0, 8
	rsil a6, 15
	memw
	l8ui a4, a2, 0
	slli a7, a3, 24
	slli a8, a4, 24
	extui a5, a4, 0, 8
	mov.n a4, a5
	bge a8, a7, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smax_1_release
	extui a5, a3, 0, 8
	memw
	s8i a5, a2, 0
	wsr.ps a6
	rsync
	mov.n a2, a4
	ret.n

uat_fetch_smax_1_acq_rel:
	extui a3, a3, 0, 8
	rsil a6, 15
	memw
	l8ui a4, a2, 0
	slli a7, a3, 24
	slli a8, a4, 24
	extui a5, a4, 0, 8
	mov.n a4, a5
	bge a8, a7, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smax_1_acq_rel
	extui a5, a3, 0, 8
	memw
	s8i a5, a2, 0
	wsr.ps a6
	rsync
	mov.n a2, a4
	ret.n

uat_fetch_smax_1_seq_cst:
	extui a3, a3, 0, 8
	rsil a6, 15
	memw
	l8ui a4, a2, 0
	slli a7, a3, 24
	slli a8, a4, 24
	extui a5, a4, 0, 8
	mov.n a4, a5
	bge a8, a7, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smax_1_seq_cst
	extui a5, a3, 0, 8
	memw
	s8i a5, a2, 0
	wsr.ps a6
	rsync
	mov.n a2, a4
	ret.n

uat_fetch_smax_1_seq_cst_fence:
	extui a3, a3, 0, 8
	rsil a6, 15
	memw
	l8ui a4, a2, 0
	slli a7, a3, 24
	slli a8, a4, 24
	extui a5, a4, 0, 8
	mov.n a4, a5
	bge a8, a7, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smax_1_seq_cst_fence
	extui a5, a3, 0, 8
	memw
	s8i a5, a2, 0
	wsr.ps a6
	rsync
	mov.n a2, a4
	ret.n

uat_fetch_umax_1_relaxed:
	mov.n a5, a2
	extui a3, a3, 0, 8
	rsil a7, 15
	memw
	l8ui a4, a2, 0
	mov.n a6, a3
	extui a2, a4, 0, 8
	bgeu a3, a2, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umax_1_relaxed
	mov.n a6, a2
	memw
	s8i a6, a5, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_umax_1_acquire:
	mov.n a5, a2
	extui a3, a3, 0, 8
	rsil a7, 15
	memw
	l8ui a4, a2, 0
	mov.n a6, a3
	extui a2, a4, 0, 8
	bgeu a3, a2, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umax_1_acquire
	mov.n a6, a2
	memw
	s8i a6, a5, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_umax_1_release:
	mov.n a5, a2
	extui a3, a3, 0, 8
	rsil a7, 15
	memw
	l8ui a4, a2, 0
	mov.n a6, a3
	extui a2, a4, 0, 8
	bgeu a3, a2, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umax_1_release
	mov.n a6, a2
	memw
	s8i a6, a5, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_umax_1_acq_rel:
	mov.n a5, a2
	extui a3, a3, 0, 8
	rsil a7, 15
	memw
	l8ui a4, a2, 0
	mov.n a6, a3
	extui a2, a4, 0, 8
	bgeu a3, a2, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umax_1_acq_rel
	mov.n a6, a2
	memw
	s8i a6, a5, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_umax_1_seq_cst:
	mov.n a5, a2
	extui a3, a3, 0, 8
	rsil a7, 15
	memw
	l8ui a4, a2, 0
	mov.n a6, a3
	extui a2, a4, 0, 8
	bgeu a3, a2, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umax_1_seq_cst
	mov.n a6, a2
	memw
	s8i a6, a5, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_umax_1_seq_cst_fence:
	mov.n a5, a2
	extui a3, a3, 0, 8
	rsil a7, 15
	memw
	l8ui a4, a2, 0
	mov.n a6, a3
	extui a2, a4, 0, 8
	bgeu a3, a2, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umax_1_seq_cst_fence
	mov.n a6, a2
	memw
	s8i a6, a5, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_smin_1_relaxed:
	extui a3, a3, 0, 8
	rsil a6, 15
	memw
	l8ui a4, a2, 0
	slli a8, a3, 24
	slli a7, a4, 24
	extui a5, a4, 0, 8
	mov.n a4, a5
	bge a8, a7, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smin_1_relaxed
	extui a5, a3, 0, 8
	memw
	s8i a5, a2, 0
	wsr.ps a6
	rsync
	mov.n a2, a4
	ret.n

uat_fetch_smin_1_acquire:
	extui a3, a3, 0, 8
	rsil a6, 15
	memw
	l8ui a4, a2, 0
	slli a8, a3, 24
	slli a7, a4, 24
	extui a5, a4, 0, 8
	mov.n a4, a5
	bge a8, a7, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smin_1_acquire
	extui a5, a3, 0, 8
	memw
	s8i a5, a2, 0
	wsr.ps a6
	rsync
	mov.n a2, a4
	ret.n

uat_fetch_smin_1_release:
	extui a3, a3, 0, 8
	rsil a6, 15
	memw
	l8ui a4, a2, 0
	slli a8, a3, 24
	slli a7, a4, 24
	extui a5, a4, 0, 8
	mov.n a4, a5
	bge a8, a7, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smin_1_release
	extui a5, a3, 0, 8
	memw
	s8i a5, a2, 0
	wsr.ps a6
	rsync
	mov.n a2, a4
	ret.n

uat_fetch_smin_1_acq_rel:
	extui a3, a3, 0, 8
	rsil a6, 15
	memw
	l8ui a4, a2, 0
	slli a8, a3, 24
	slli a7, a4, 24
	extui a5, a4, 0, 8
	mov.n a4, a5
	bge a8, a7, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smin_1_acq_rel
	extui a5, a3, 0, 8
	memw
	s8i a5, a2, 0
	wsr.ps a6
	rsync
	mov.n a2, a4
	ret.n

uat_fetch_smin_1_seq_cst:
	extui a3, a3, 0, 8
	rsil a6, 15
	memw
	l8ui a4, a2, 0
	slli a8, a3, 24
	slli a7, a4, 24
	extui a5, a4, 0, 8
	mov.n a4, a5
	bge a8, a7, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smin_1_seq_cst
	extui a5, a3, 0, 8
	memw
	s8i a5, a2, 0
	wsr.ps a6
	rsync
	mov.n a2, a4
	ret.n

uat_fetch_smin_1_seq_cst_fence:
	extui a3, a3, 0, 8
	rsil a6, 15
	memw
	l8ui a4, a2, 0
	slli a8, a3, 24
	slli a7, a4, 24
	extui a5, a4, 0, 8
	mov.n a4, a5
	bge a8, a7, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smin_1_seq_cst_fence
	extui a5, a3, 0, 8
	memw
	s8i a5, a2, 0
	wsr.ps a6
	rsync
	mov.n a2, a4
	ret.n

uat_fetch_umin_1_relaxed:
	mov.n a5, a2
	extui a3, a3, 0, 8
	rsil a7, 15
	memw
	l8ui a4, a2, 0
	mov.n a6, a3
	extui a2, a4, 0, 8
	bgeu a2, a3, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umin_1_relaxed
	mov.n a6, a2
	memw
	s8i a6, a5, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_umin_1_acquire:
	mov.n a5, a2
	extui a3, a3, 0, 8
	rsil a7, 15
	memw
	l8ui a4, a2, 0
	mov.n a6, a3
	extui a2, a4, 0, 8
	bgeu a2, a3, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umin_1_acquire
	mov.n a6, a2
	memw
	s8i a6, a5, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_umin_1_release:
	mov.n a5, a2
	extui a3, a3, 0, 8
	rsil a7, 15
	memw
	l8ui a4, a2, 0
	mov.n a6, a3
	extui a2, a4, 0, 8
	bgeu a2, a3, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umin_1_release
	mov.n a6, a2
	memw
	s8i a6, a5, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_umin_1_acq_rel:
	mov.n a5, a2
	extui a3, a3, 0, 8
	rsil a7, 15
	memw
	l8ui a4, a2, 0
	mov.n a6, a3
	extui a2, a4, 0, 8
	bgeu a2, a3, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umin_1_acq_rel
	mov.n a6, a2
	memw
	s8i a6, a5, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_umin_1_seq_cst:
	mov.n a5, a2
	extui a3, a3, 0, 8
	rsil a7, 15
	memw
	l8ui a4, a2, 0
	mov.n a6, a3
	extui a2, a4, 0, 8
	bgeu a2, a3, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umin_1_seq_cst
	mov.n a6, a2
	memw
	s8i a6, a5, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_umin_1_seq_cst_fence:
	mov.n a5, a2
	extui a3, a3, 0, 8
	rsil a7, 15
	memw
	l8ui a4, a2, 0
	mov.n a6, a3
	extui a2, a4, 0, 8
	bgeu a2, a3, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umin_1_seq_cst_fence
	mov.n a6, a2
	memw
	s8i a6, a5, 0
	wsr.ps a7
	rsync
	ret.n

uat_test_and_set_bit_1_relaxed:
	movi.n a5, 1
	extui a3, a3, 0, 3
	ssl a3
	sll a3, a5
	rsil a7, 15
	memw
	l8ui a4, a2, 0
	extui a4, a4, 0, 8
	or a6, a4, a3
	extui a6, a6, 0, 8
	memw
	s8i a6, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a4, a4, a3
	movnez a2, a5, a4
	ret.n

uat_test_and_set_bit_1_acquire:
	movi.n a5, 1
	extui a3, a3, 0, 3
	ssl a3
	sll a3, a5
	rsil a7, 15
	memw
	l8ui a4, a2, 0
	extui a4, a4, 0, 8
	or a6, a4, a3
	extui a6, a6, 0, 8
	memw
	s8i a6, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a4, a4, a3
	movnez a2, a5, a4
	ret.n

uat_test_and_set_bit_1_release:
	movi.n a5, 1
	extui a3, a3, 0, 3
	ssl a3
	sll a3, a5
	rsil a7, 15
	memw
	l8ui a4, a2, 0
	extui a4, a4, 0, 8
	or a6, a4, a3
	extui a6, a6, 0, 8
	memw
	s8i a6, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a4, a4, a3
	movnez a2, a5, a4
	ret.n

uat_test_and_set_bit_1_acq_rel:
	movi.n a5, 1
	extui a3, a3, 0, 3
	ssl a3
	sll a3, a5
	rsil a7, 15
	memw
	l8ui a4, a2, 0
	extui a4, a4, 0, 8
	or a6, a4, a3
	extui a6, a6, 0, 8
	memw
	s8i a6, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a4, a4, a3
	movnez a2, a5, a4
	ret.n

uat_test_and_set_bit_1_seq_cst:
	movi.n a5, 1
	extui a3, a3, 0, 3
	ssl a3
	sll a3, a5
	rsil a7, 15
	memw
	l8ui a4, a2, 0
	extui a4, a4, 0, 8
	or a6, a4, a3
	extui a6, a6, 0, 8
	memw
	s8i a6, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a4, a4, a3
	movnez a2, a5, a4
	ret.n

uat_test_and_set_bit_1_seq_cst_fence:
	movi.n a5, 1
	extui a3, a3, 0, 3
	ssl a3
	sll a3, a5
	rsil a7, 15
	memw
	l8ui a4, a2, 0
	extui a4, a4, 0, 8
	or a6, a4, a3
	extui a6, a6, 0, 8
	memw
	s8i a6, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a4, a4, a3
	movnez a2, a5, a4
	ret.n

uat_test_and_clear_bit_1_relaxed:
	movi.n a6, 1
	extui a3, a3, 0, 3
	ssl a3
	sll a3, a6
	rsil a7, 15
	memw
	l8ui a4, a2, 0
	movi.n a5, -1
	extui a4, a4, 0, 8
	xor a5, a5, a3
	and a5, a4, a5
	memw
	s8i a5, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a4, a4, a3
	movnez a2, a6, a4
	ret.n

uat_test_and_clear_bit_1_acquire:
	movi.n a6, 1
	extui a3, a3, 0, 3
	ssl a3
	sll a3, a6
	rsil a7, 15
	memw
	l8ui a4, a2, 0
	movi.n a5, -1
	extui a4, a4, 0, 8
	xor a5, a5, a3
	and a5, a4, a5
	memw
	s8i a5, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a4, a4, a3
	movnez a2, a6, a4
	ret.n

uat_test_and_clear_bit_1_release:
	movi.n a6, 1
	extui a3, a3, 0, 3
	ssl a3
	sll a3, a6
	rsil a7, 15
	memw
	l8ui a4, a2, 0
	movi.n a5, -1
	extui a4, a4, 0, 8
	xor a5, a5, a3
	and a5, a4, a5
	memw
	s8i a5, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a4, a4, a3
	movnez a2, a6, a4
	ret.n

uat_test_and_clear_bit_1_acq_rel:
	movi.n a6, 1
	extui a3, a3, 0, 3
	ssl a3
	sll a3, a6
	rsil a7, 15
	memw
	l8ui a4, a2, 0
	movi.n a5, -1
	extui a4, a4, 0, 8
	xor a5, a5, a3
	and a5, a4, a5
	memw
	s8i a5, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a4, a4, a3
	movnez a2, a6, a4
	ret.n

uat_test_and_clear_bit_1_seq_cst:
	movi.n a6, 1
	extui a3, a3, 0, 3
	ssl a3
	sll a3, a6
	rsil a7, 15
	memw
	l8ui a4, a2, 0
	movi.n a5, -1
	extui a4, a4, 0, 8
	xor a5, a5, a3
	and a5, a4, a5
	memw
	s8i a5, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a4, a4, a3
	movnez a2, a6, a4
	ret.n

uat_test_and_clear_bit_1_seq_cst_fence:
	movi.n a6, 1
	extui a3, a3, 0, 3
	ssl a3
	sll a3, a6
	rsil a7, 15
	memw
	l8ui a4, a2, 0
	movi.n a5, -1
	extui a4, a4, 0, 8
	xor a5, a5, a3
	and a5, a4, a5
	memw
	s8i a5, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a4, a4, a3
	movnez a2, a6, a4
	ret.n

uat_test_and_change_bit_1_relaxed:
	movi.n a5, 1
	extui a3, a3, 0, 3
	ssl a3
	sll a3, a5
	rsil a7, 15
	memw
	l8ui a4, a2, 0
	extui a4, a4, 0, 8
	xor a6, a4, a3
	extui a6, a6, 0, 8
	memw
	s8i a6, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a4, a4, a3
	movnez a2, a5, a4
	ret.n

uat_test_and_change_bit_1_acquire:
	movi.n a5, 1
	extui a3, a3, 0, 3
	ssl a3
	sll a3, a5
	rsil a7, 15
	memw
	l8ui a4, a2, 0
	extui a4, a4, 0, 8
	xor a6, a4, a3
	extui a6, a6, 0, 8
	memw
	s8i a6, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a4, a4, a3
	movnez a2, a5, a4
	ret.n

uat_test_and_change_bit_1_release:
	movi.n a5, 1
	extui a3, a3, 0, 3
	ssl a3
	sll a3, a5
	rsil a7, 15
	memw
	l8ui a4, a2, 0
	extui a4, a4, 0, 8
	xor a6, a4, a3
	extui a6, a6, 0, 8
	memw
	s8i a6, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a4, a4, a3
	movnez a2, a5, a4
	ret.n

uat_test_and_change_bit_1_acq_rel:
	movi.n a5, 1
	extui a3, a3, 0, 3
	ssl a3
	sll a3, a5
	rsil a7, 15
	memw
	l8ui a4, a2, 0
	extui a4, a4, 0, 8
	xor a6, a4, a3
	extui a6, a6, 0, 8
	memw
	s8i a6, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a4, a4, a3
	movnez a2, a5, a4
	ret.n

uat_test_and_change_bit_1_seq_cst:
	movi.n a5, 1
	extui a3, a3, 0, 3
	ssl a3
	sll a3, a5
	rsil a7, 15
	memw
	l8ui a4, a2, 0
	extui a4, a4, 0, 8
	xor a6, a4, a3
	extui a6, a6, 0, 8
	memw
	s8i a6, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a4, a4, a3
	movnez a2, a5, a4
	ret.n

uat_test_and_change_bit_1_seq_cst_fence:
	movi.n a5, 1
	extui a3, a3, 0, 3
	ssl a3
	sll a3, a5
	rsil a7, 15
	memw
	l8ui a4, a2, 0
	extui a4, a4, 0, 8
	xor a6, a4, a3
	extui a6, a6, 0, 8
	memw
	s8i a6, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a4, a4, a3
	movnez a2, a5, a4
	ret.n

uat_fetch_add_unless_1_relaxed:
	or a6, a2, a2
	extui a3, a3, 0, 8
	extui a4, a4, 0, 8
	rsil a7, 15
	memw
	l8ui a5, a2, 0
	extui a2, a5, 0, 8
	beq a4, a2, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_unless_1_relaxed
	add a3, a3, a2
	extui a3, a3, 0, 8
	memw
	s8i a3, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_add_unless_1_acquire:
	or a6, a2, a2
	extui a3, a3, 0, 8
	extui a4, a4, 0, 8
	rsil a7, 15
	memw
	l8ui a5, a2, 0
	extui a2, a5, 0, 8
	beq a4, a2, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_unless_1_acquire
	add a3, a3, a2
	extui a3, a3, 0, 8
	memw
	s8i a3, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_add_unless_1_release:
	or a6, a2, a2
	extui a3, a3, 0, 8
	extui a4, a4, 0, 8
	rsil a7, 15
	memw
	l8ui a5, a2, 0
	extui a2, a5, 0, 8
	beq a4, a2, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_unless_1_release
	add a3, a3, a2
	extui a3, a3, 0, 8
	memw
	s8i a3, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_add_unless_1_acq_rel:
	or a6, a2, a2
	extui a3, a3, 0, 8
	extui a4, a4, 0, 8
	rsil a7, 15
	memw
	l8ui a5, a2, 0
	extui a2, a5, 0, 8
	beq a4, a2, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_unless_1_acq_rel
	add a3, a3, a2
	extui a3, a3, 0, 8
	memw
	s8i a3, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_add_unless_1_seq_cst:
	or a6, a2, a2
	extui a3, a3, 0, 8
	extui a4, a4, 0, 8
	rsil a7, 15
	memw
	l8ui a5, a2, 0
	extui a2, a5, 0, 8
	beq a4, a2, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_unless_1_seq_cst
	add a3, a3, a2
	extui a3, a3, 0, 8
	memw
	s8i a3, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_add_unless_1_seq_cst_fence:
	or a6, a2, a2
	extui a3, a3, 0, 8
	extui a4, a4, 0, 8
	rsil a7, 15
	memw
	l8ui a5, a2, 0
	extui a2, a5, 0, 8
	beq a4, a2, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_unless_1_seq_cst_fence
	add a3, a3, a2
	extui a3, a3, 0, 8
	memw
	s8i a3, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_add_unless_1_relaxed:
	mov.n a6, a2
	extui a3, a3, 0, 8
	extui a4, a4, 0, 8
	rsil a7, 15
	memw
	l8ui a5, a2, 0
	movi.n a2, 0
	extui a5, a5, 0, 8
	beq a4, a5, .L14
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_1_relaxed
	add a3, a3, a5
	extui a3, a3, 0, 8
	memw
	s8i a3, a6, 0
	movi a2, 1
	wsr.ps a7
	rsync
	ret.n

uat_add_unless_1_acquire:
	mov.n a6, a2
	extui a3, a3, 0, 8
	extui a4, a4, 0, 8
	rsil a7, 15
	memw
	l8ui a5, a2, 0
	movi.n a2, 0
	extui a5, a5, 0, 8
	beq a4, a5, .L14
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_1_acquire
	add a3, a3, a5
	extui a3, a3, 0, 8
	memw
	s8i a3, a6, 0
	movi a2, 1
	wsr.ps a7
	rsync
	ret.n

uat_add_unless_1_release:
	mov.n a6, a2
	extui a3, a3, 0, 8
	extui a4, a4, 0, 8
	rsil a7, 15
	memw
	l8ui a5, a2, 0
	movi.n a2, 0
	extui a5, a5, 0, 8
	beq a4, a5, .L14
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_1_release
	add a3, a3, a5
	extui a3, a3, 0, 8
	memw
	s8i a3, a6, 0
	movi a2, 1
	wsr.ps a7
	rsync
	ret.n

uat_add_unless_1_acq_rel:
	mov.n a6, a2
	extui a3, a3, 0, 8
	extui a4, a4, 0, 8
	rsil a7, 15
	memw
	l8ui a5, a2, 0
	movi.n a2, 0
	extui a5, a5, 0, 8
	beq a4, a5, .L14
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_1_acq_rel
	add a3, a3, a5
	extui a3, a3, 0, 8
	memw
	s8i a3, a6, 0
	movi a2, 1
	wsr.ps a7
	rsync
	ret.n

uat_add_unless_1_seq_cst:
	mov.n a6, a2
	extui a3, a3, 0, 8
	extui a4, a4, 0, 8
	rsil a7, 15
	memw
	l8ui a5, a2, 0
	movi.n a2, 0
	extui a5, a5, 0, 8
	beq a4, a5, .L14
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_1_seq_cst
	add a3, a3, a5
	extui a3, a3, 0, 8
	memw
	s8i a3, a6, 0
	movi a2, 1
	wsr.ps a7
	rsync
	ret.n

uat_add_unless_1_seq_cst_fence:
	mov.n a6, a2
	extui a3, a3, 0, 8
	extui a4, a4, 0, 8
	rsil a7, 15
	memw
	l8ui a5, a2, 0
	movi.n a2, 0
	extui a5, a5, 0, 8
	beq a4, a5, .L14
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_1_seq_cst_fence
	add a3, a3, a5
	extui a3, a3, 0, 8
	memw
	s8i a3, a6, 0
	movi a2, 1
	wsr.ps a7
	rsync
	ret.n

uat_dec_if_positive_1_relaxed:
	rsil a5, 15
	memw
	l8ui a3, a2, 0
	slli a4, a3, 24
	srai a4, a4, 24
	extui a3, a3, 0, 8
	blti a4, 1, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_1_relaxed
	addi.n a3, a3, -1
	extui a3, a3, 0, 8
	memw
	s8i a3, a2, 0
	mov.n a2, a3
	j .L19
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_1_relaxed
	addi a6, a3, -128
	movi.n a2, 1
	movi.n a4, 0
	moveqz a2, a4, a6
	sub a3, a3, a2
	extui a2, a3, 0, 8
	wsr.ps a5
	rsync
	ret.n

uat_dec_if_positive_1_acquire:
	rsil a5, 15
	memw
	l8ui a3, a2, 0
	slli a4, a3, 24
	srai a4, a4, 24
	extui a3, a3, 0, 8
	blti a4, 1, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_1_acquire
	addi.n a3, a3, -1
	extui a3, a3, 0, 8
	memw
	s8i a3, a2, 0
	mov.n a2, a3
	j .L19
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_1_acquire
	addi a6, a3, -128
	movi.n a2, 1
	movi.n a4, 0
	moveqz a2, a4, a6
	sub a3, a3, a2
	extui a2, a3, 0, 8
	wsr.ps a5
	rsync
	ret.n

uat_dec_if_positive_1_release:
	rsil a5, 15
	memw
	l8ui a3, a2, 0
	slli a4, a3, 24
	srai a4, a4, 24
	extui a3, a3, 0, 8
	blti a4, 1, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_1_release
	addi.n a3, a3, -1
	extui a3, a3, 0, 8
	memw
	s8i a3, a2, 0
	mov.n a2, a3
	j .L19
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_1_release
	addi a6, a3, -128
	movi.n a2, 1
	movi.n a4, 0
	moveqz a2, a4, a6
	sub a3, a3, a2
	extui a2, a3, 0, 8
	wsr.ps a5
	rsync
	ret.n

uat_dec_if_positive_1_acq_rel:
	rsil a5, 15
	memw
	l8ui a3, a2, 0
	slli a4, a3, 24
	srai a4, a4, 24
	extui a3, a3, 0, 8
	blti a4, 1, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_1_acq_rel
	addi.n a3, a3, -1
	extui a3, a3, 0, 8
	memw
	s8i a3, a2, 0
	mov.n a2, a3
	j .L19
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_1_acq_rel
	addi a6, a3, -128
	movi.n a2, 1
	movi.n a4, 0
	moveqz a2, a4, a6
	sub a3, a3, a2
	extui a2, a3, 0, 8
	wsr.ps a5
	rsync
	ret.n

uat_dec_if_positive_1_seq_cst:
	rsil a5, 15
	memw
	l8ui a3, a2, 0
	slli a4, a3, 24
	srai a4, a4, 24
	extui a3, a3, 0, 8
	blti a4, 1, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_1_seq_cst
	addi.n a3, a3, -1
	extui a3, a3, 0, 8
	memw
	s8i a3, a2, 0
	mov.n a2, a3
	j .L19
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_1_seq_cst
	addi a6, a3, -128
	movi.n a2, 1
	movi.n a4, 0
	moveqz a2, a4, a6
	sub a3, a3, a2
	extui a2, a3, 0, 8
	wsr.ps a5
	rsync
	ret.n

uat_dec_if_positive_1_seq_cst_fence:
	rsil a5, 15
	memw
	l8ui a3, a2, 0
	slli a4, a3, 24
	srai a4, a4, 24
	extui a3, a3, 0, 8
	blti a4, 1, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_1_seq_cst_fence
	addi.n a3, a3, -1
	extui a3, a3, 0, 8
	memw
	s8i a3, a2, 0
	mov.n a2, a3
	j .L19
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_1_seq_cst_fence
	addi a6, a3, -128
	movi.n a2, 1
	movi.n a4, 0
	moveqz a2, a4, a6
	sub a3, a3, a2
	extui a2, a3, 0, 8
	wsr.ps a5
	rsync
	ret.n

uat_cond_load_1_relaxed:
	memw
	l8ui a4, a2, 0
	mov.n a5, a2
	extui a3, a3, 0, 8
	extui a2, a4, 0, 8
	beq a3, a2, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_1_relaxed
	memw
	l8ui a4, a5, 0
	extui a2, a4, 0, 8
	bne a3, a2, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_1_relaxed
	ret.n

uat_cond_load_1_consume:
	memw
	l8ui a4, a2, 0
	mov.n a5, a2
	extui a3, a3, 0, 8
	extui a2, a4, 0, 8
	beq a3, a2, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_1_consume
	memw
	l8ui a4, a5, 0
	extui a2, a4, 0, 8
	bne a3, a2, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_1_consume
	ret.n

uat_cond_load_1_acquire:
	memw
	l8ui a4, a2, 0
	mov.n a5, a2
	extui a3, a3, 0, 8
	extui a2, a4, 0, 8
	beq a3, a2, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_1_acquire
	memw
	l8ui a4, a5, 0
	extui a2, a4, 0, 8
	bne a3, a2, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_1_acquire
	ret.n

uat_cond_load_1_seq_cst:
	mov.n a5, a2
	extui a3, a3, 0, 8
	memw
	l8ui a4, a5, 0
	extui a2, a4, 0, 8
	beq a3, a2, .L7
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_1_seq_cst
	j .L2
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_1_seq_cst
	ret.n

uat_cond_load_1_seq_cst_fence:
	mov.n a5, a2
	extui a3, a3, 0, 8
	memw
	l8ui a4, a5, 0
	extui a2, a4, 0, 8
	beq a3, a2, .L7
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_1_seq_cst_fence
	j .L2
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_1_seq_cst_fence
	ret.n

uat_inc_1_relaxed:
	rsil a4, 15
	memw
	l8ui a3, a2, 0
	addi.n a3, a3, 1
	extui a3, a3, 0, 8
	memw
	s8i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_inc_1_acquire:
	rsil a4, 15
	memw
	l8ui a3, a2, 0
	addi.n a3, a3, 1
	extui a3, a3, 0, 8
	memw
	s8i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_inc_1_release:
	rsil a4, 15
	memw
	l8ui a3, a2, 0
	addi.n a3, a3, 1
	extui a3, a3, 0, 8
	memw
	s8i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_inc_1_acq_rel:
	rsil a4, 15
	memw
	l8ui a3, a2, 0
	addi.n a3, a3, 1
	extui a3, a3, 0, 8
	memw
	s8i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_inc_1_seq_cst:
	rsil a4, 15
	memw
	l8ui a3, a2, 0
	addi.n a3, a3, 1
	extui a3, a3, 0, 8
	memw
	s8i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_inc_1_seq_cst_fence:
	rsil a4, 15
	memw
	l8ui a3, a2, 0
	addi.n a3, a3, 1
	extui a3, a3, 0, 8
	memw
	s8i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_dec_1_relaxed:
	rsil a4, 15
	memw
	l8ui a3, a2, 0
	addi.n a3, a3, -1
	extui a3, a3, 0, 8
	memw
	s8i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_dec_1_acquire:
	rsil a4, 15
	memw
	l8ui a3, a2, 0
	addi.n a3, a3, -1
	extui a3, a3, 0, 8
	memw
	s8i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_dec_1_release:
	rsil a4, 15
	memw
	l8ui a3, a2, 0
	addi.n a3, a3, -1
	extui a3, a3, 0, 8
	memw
	s8i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_dec_1_acq_rel:
	rsil a4, 15
	memw
	l8ui a3, a2, 0
	addi.n a3, a3, -1
	extui a3, a3, 0, 8
	memw
	s8i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_dec_1_seq_cst:
	rsil a4, 15
	memw
	l8ui a3, a2, 0
	addi.n a3, a3, -1
	extui a3, a3, 0, 8
	memw
	s8i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_dec_1_seq_cst_fence:
	rsil a4, 15
	memw
	l8ui a3, a2, 0
	addi.n a3, a3, -1
	extui a3, a3, 0, 8
	memw
	s8i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_add_around_1_mb:
	extui a3, a3, 0, 8
	rsil a4, 15
	memw
	l8ui a5, a2, 0
	add.n a3, a3, a5
	extui a3, a3, 0, 8
	memw
	s8i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_load_2_relaxed:
	memw
	l16ui a2, a2, 0
	extui a2, a2, 0, 16
	ret.n

uat_load_2_consume:
	memw
	l16ui a2, a2, 0
	extui a2, a2, 0, 16
	ret.n

uat_load_2_acquire:
	memw
	l16ui a2, a2, 0
	extui a2, a2, 0, 16
	ret.n

uat_load_2_seq_cst:
	memw
	l16ui a2, a2, 0
	extui a2, a2, 0, 16
	ret.n

uat_load_2_seq_cst_fence:
	memw
	l16ui a2, a2, 0
	extui a2, a2, 0, 16
	ret.n

uat_store_2_relaxed:
	extui a3, a3, 0, 16
	memw
	s16i a3, a2, 0
	ret.n

uat_store_2_release:
	extui a3, a3, 0, 16
	memw
	s16i a3, a2, 0
	ret.n

uat_store_2_seq_cst:
	extui a3, a3, 0, 16
	memw
	s16i a3, a2, 0
	ret.n

uat_store_2_seq_cst_fence:
	extui a3, a3, 0, 16
	memw
	s16i a3, a2, 0
	ret.n

uat_cmpxchg_2_relaxed:
	mov.n a6, a2
	extui a3, a3, 0, 16
	extui a4, a4, 0, 16
	rsil a7, 15
	memw
	l16ui a5, a2, 0
	extui a2, a5, 0, 16
	bne a3, a2, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_2_relaxed
	memw
	s16i a4, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_cmpxchg_2_acquire:
	mov.n a6, a2
	extui a3, a3, 0, 16
	extui a4, a4, 0, 16
	rsil a7, 15
	memw
	l16ui a5, a2, 0
	extui a2, a5, 0, 16
	bne a3, a2, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_2_acquire
	memw
	s16i a4, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_cmpxchg_2_release:
	mov.n a6, a2
	extui a3, a3, 0, 16
	extui a4, a4, 0, 16
	rsil a7, 15
	memw
	l16ui a5, a2, 0
	extui a2, a5, 0, 16
	bne a3, a2, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_2_release
	memw
	s16i a4, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_cmpxchg_2_acq_rel:
	mov.n a6, a2
	extui a3, a3, 0, 16
	extui a4, a4, 0, 16
	rsil a7, 15
	memw
	l16ui a5, a2, 0
	extui a2, a5, 0, 16
	bne a3, a2, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_2_acq_rel
	memw
	s16i a4, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_cmpxchg_2_seq_cst:
	mov.n a6, a2
	extui a3, a3, 0, 16
	extui a4, a4, 0, 16
	rsil a7, 15
	memw
	l16ui a5, a2, 0
	extui a2, a5, 0, 16
	bne a3, a2, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_2_seq_cst
	memw
	s16i a4, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_cmpxchg_2_seq_cst_fence_sc:
	mov.n a6, a2
	extui a3, a3, 0, 16
	extui a4, a4, 0, 16
	rsil a7, 15
	memw
	l16ui a5, a2, 0
	extui a2, a5, 0, 16
	bne a3, a2, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_2_seq_cst_fence_sc
	memw
	s16i a4, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_cmpxchg_2_seq_cst_fence:
	mov.n a6, a2
	extui a3, a3, 0, 16
	extui a4, a4, 0, 16
	rsil a7, 15
	memw
	l16ui a5, a2, 0
	extui a2, a5, 0, 16
	bne a3, a2, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_2_seq_cst_fence
	memw
	s16i a4, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_cmpxchg_test_2_seq_cst_fence:
	extui a3, a3, 0, 16
	extui a4, a4, 0, 16
	rsil a6, 15
	memw
	l16ui a5, a2, 0
	extui a5, a5, 0, 16
	bne a3, a5, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_test_2_seq_cst_fence
	memw
	s16i a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_2_relaxed:
	extui a3, a3, 0, 16
	extui a4, a4, 0, 16
	rsil a6, 15
	memw
	l16ui a5, a2, 0
	extui a5, a5, 0, 16
	bne a3, a5, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_2_relaxed
	memw
	s16i a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_2_acquire:
	extui a3, a3, 0, 16
	extui a4, a4, 0, 16
	rsil a6, 15
	memw
	l16ui a5, a2, 0
	extui a5, a5, 0, 16
	bne a3, a5, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_2_acquire
	memw
	s16i a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_2_release:
	extui a3, a3, 0, 16
	extui a4, a4, 0, 16
	rsil a6, 15
	memw
	l16ui a5, a2, 0
	extui a5, a5, 0, 16
	bne a3, a5, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_2_release
	memw
	s16i a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_2_acq_rel:
	extui a3, a3, 0, 16
	extui a4, a4, 0, 16
	rsil a6, 15
	memw
	l16ui a5, a2, 0
	extui a5, a5, 0, 16
	bne a3, a5, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_2_acq_rel
	memw
	s16i a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_2_seq_cst:
	extui a3, a3, 0, 16
	extui a4, a4, 0, 16
	rsil a6, 15
	memw
	l16ui a5, a2, 0
	extui a5, a5, 0, 16
	bne a3, a5, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_2_seq_cst
	memw
	s16i a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_2_seq_cst_fence_sc:
	extui a3, a3, 0, 16
	extui a4, a4, 0, 16
	rsil a6, 15
	memw
	l16ui a5, a2, 0
	extui a5, a5, 0, 16
	bne a3, a5, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_2_seq_cst_fence_sc
	memw
	s16i a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_2_seq_cst_fence:
	extui a3, a3, 0, 16
	extui a4, a4, 0, 16
	rsil a6, 15
	memw
	l16ui a5, a2, 0
	extui a5, a5, 0, 16
	bne a3, a5, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_2_seq_cst_fence
	memw
	s16i a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_weak_2_relaxed:
	extui a3, a3, 0, 16
	extui a4, a4, 0, 16
	rsil a6, 15
	memw
	l16ui a5, a2, 0
	extui a5, a5, 0, 16
	bne a3, a5, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_weak_2_relaxed
	memw
	s16i a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_weak_2_acquire:
	extui a3, a3, 0, 16
	extui a4, a4, 0, 16
	rsil a6, 15
	memw
	l16ui a5, a2, 0
	extui a5, a5, 0, 16
	bne a3, a5, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_weak_2_acquire
	memw
	s16i a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_weak_2_release:
	extui a3, a3, 0, 16
	extui a4, a4, 0, 16
	rsil a6, 15
	memw
	l16ui a5, a2, 0
	extui a5, a5, 0, 16
	bne a3, a5, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_weak_2_release
	memw
	s16i a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_weak_2_acq_rel:
	extui a3, a3, 0, 16
	extui a4, a4, 0, 16
	rsil a6, 15
	memw
	l16ui a5, a2, 0
	extui a5, a5, 0, 16
	bne a3, a5, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_weak_2_acq_rel
	memw
	s16i a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_weak_2_seq_cst:
	extui a3, a3, 0, 16
	extui a4, a4, 0, 16
	rsil a6, 15
	memw
	l16ui a5, a2, 0
	extui a5, a5, 0, 16
	bne a3, a5, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_weak_2_seq_cst
	memw
	s16i a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_weak_2_seq_cst_fence_sc:
	extui a3, a3, 0, 16
	extui a4, a4, 0, 16
	rsil a6, 15
	memw
	l16ui a5, a2, 0
	extui a5, a5, 0, 16
	bne a3, a5, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_weak_2_seq_cst_fence_sc
	memw
	s16i a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_weak_2_seq_cst_fence:
	extui a3, a3, 0, 16
	extui a4, a4, 0, 16
	rsil a6, 15
	memw
	l16ui a5, a2, 0
	extui a5, a5, 0, 16
	bne a3, a5, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_weak_2_seq_cst_fence
	memw
	s16i a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_xchg_2_relaxed:
	extui a3, a3, 0, 16
	rsil a5, 15
	memw
	l16ui a4, a2, 0
	memw
	s16i a3, a2, 0
	extui a2, a4, 0, 16
	wsr.ps a5
	rsync
	ret.n

uat_xchg_2_acquire:
	extui a3, a3, 0, 16
	rsil a5, 15
	memw
	l16ui a4, a2, 0
	memw
	s16i a3, a2, 0
	extui a2, a4, 0, 16
	wsr.ps a5
	rsync
	ret.n

uat_xchg_2_release:
	extui a3, a3, 0, 16
	rsil a5, 15
	memw
	l16ui a4, a2, 0
	memw
	s16i a3, a2, 0
	extui a2, a4, 0, 16
	wsr.ps a5
	rsync
	ret.n

uat_xchg_2_acq_rel:
	extui a3, a3, 0, 16
	rsil a5, 15
	memw
	l16ui a4, a2, 0
	memw
	s16i a3, a2, 0
	extui a2, a4, 0, 16
	wsr.ps a5
	rsync
	ret.n

uat_xchg_2_seq_cst:
	extui a3, a3, 0, 16
	rsil a5, 15
	memw
	l16ui a4, a2, 0
	memw
	s16i a3, a2, 0
	extui a2, a4, 0, 16
	wsr.ps a5
	rsync
	ret.n

uat_xchg_2_seq_cst_fence:
	extui a3, a3, 0, 16
	rsil a5, 15
	memw
	l16ui a4, a2, 0
	memw
	s16i a3, a2, 0
	extui a2, a4, 0, 16
	wsr.ps a5
	rsync
	ret.n

uat_add_return_2_relaxed:
	extui a3, a3, 0, 16
	rsil a4, 15
	memw
	l16ui a5, a2, 0
	add.n a3, a3, a5
	extui a3, a3, 0, 16
	memw
	s16i a3, a2, 0
	wsr.ps a4
	rsync
	mov.n a2, a3
	ret.n

uat_add_return_2_acquire:
	extui a3, a3, 0, 16
	rsil a4, 15
	memw
	l16ui a5, a2, 0
	add.n a3, a3, a5
	extui a3, a3, 0, 16
	memw
	s16i a3, a2, 0
	wsr.ps a4
	rsync
	mov.n a2, a3
	ret.n

uat_add_return_2_release:
	extui a3, a3, 0, 16
	rsil a4, 15
	memw
	l16ui a5, a2, 0
	add.n a3, a3, a5
	extui a3, a3, 0, 16
	memw
	s16i a3, a2, 0
	wsr.ps a4
	rsync
	mov.n a2, a3
	ret.n

uat_add_return_2_acq_rel:
	extui a3, a3, 0, 16
	rsil a4, 15
	memw
	l16ui a5, a2, 0
	add.n a3, a3, a5
	extui a3, a3, 0, 16
	memw
	s16i a3, a2, 0
	wsr.ps a4
	rsync
	mov.n a2, a3
	ret.n

uat_add_return_2_seq_cst:
	extui a3, a3, 0, 16
	rsil a4, 15
	memw
	l16ui a5, a2, 0
	add.n a3, a3, a5
	extui a3, a3, 0, 16
	memw
	s16i a3, a2, 0
	wsr.ps a4
	rsync
	mov.n a2, a3
	ret.n

uat_add_return_2_seq_cst_fence:
	extui a3, a3, 0, 16
	rsil a4, 15
	memw
	l16ui a5, a2, 0
	add.n a3, a3, a5
	extui a3, a3, 0, 16
	memw
	s16i a3, a2, 0
	wsr.ps a4
	rsync
	mov.n a2, a3
	ret.n

uat_add_2_relaxed:
	extui a3, a3, 0, 16
	rsil a4, 15
	memw
	l16ui a5, a2, 0
	add.n a3, a3, a5
	extui a3, a3, 0, 16
	memw
	s16i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_add_2_acquire:
	extui a3, a3, 0, 16
	rsil a4, 15
	memw
	l16ui a5, a2, 0
	add.n a3, a3, a5
	extui a3, a3, 0, 16
	memw
	s16i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_add_2_release:
	extui a3, a3, 0, 16
	rsil a4, 15
	memw
	l16ui a5, a2, 0
	add.n a3, a3, a5
	extui a3, a3, 0, 16
	memw
	s16i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_add_2_acq_rel:
	extui a3, a3, 0, 16
	rsil a4, 15
	memw
	l16ui a5, a2, 0
	add.n a3, a3, a5
	extui a3, a3, 0, 16
	memw
	s16i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_add_2_seq_cst:
	extui a3, a3, 0, 16
	rsil a4, 15
	memw
	l16ui a5, a2, 0
	add.n a3, a3, a5
	extui a3, a3, 0, 16
	memw
	s16i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_add_2_seq_cst_fence:
	extui a3, a3, 0, 16
	rsil a4, 15
	memw
	l16ui a5, a2, 0
	add.n a3, a3, a5
	extui a3, a3, 0, 16
	memw
	s16i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_and_2_relaxed:
	extui a3, a3, 0, 16
	rsil a4, 15
	memw
	l16ui a5, a2, 0
	and a3, a3, a5
	memw
	s16i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_and_2_acquire:
	extui a3, a3, 0, 16
	rsil a4, 15
	memw
	l16ui a5, a2, 0
	and a3, a3, a5
	memw
	s16i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_and_2_release:
	extui a3, a3, 0, 16
	rsil a4, 15
	memw
	l16ui a5, a2, 0
	and a3, a3, a5
	memw
	s16i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_and_2_acq_rel:
	extui a3, a3, 0, 16
	rsil a4, 15
	memw
	l16ui a5, a2, 0
	and a3, a3, a5
	memw
	s16i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_and_2_seq_cst:
	extui a3, a3, 0, 16
	rsil a4, 15
	memw
	l16ui a5, a2, 0
	and a3, a3, a5
	memw
	s16i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_and_2_seq_cst_fence:
	extui a3, a3, 0, 16
	rsil a4, 15
	memw
	l16ui a5, a2, 0
	and a3, a3, a5
	memw
	s16i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_or_2_relaxed:
	extui a3, a3, 0, 16
	rsil a5, 15
	memw
	l16ui a4, a2, 0
	extui a4, a4, 0, 16
	or a3, a3, a4
	memw
	s16i a3, a2, 0
	wsr.ps a5
	rsync
	ret.n

uat_or_2_acquire:
	extui a3, a3, 0, 16
	rsil a5, 15
	memw
	l16ui a4, a2, 0
	extui a4, a4, 0, 16
	or a3, a3, a4
	memw
	s16i a3, a2, 0
	wsr.ps a5
	rsync
	ret.n

uat_or_2_release:
	extui a3, a3, 0, 16
	rsil a5, 15
	memw
	l16ui a4, a2, 0
	extui a4, a4, 0, 16
	or a3, a3, a4
	memw
	s16i a3, a2, 0
	wsr.ps a5
	rsync
	ret.n

uat_or_2_acq_rel:
	extui a3, a3, 0, 16
	rsil a5, 15
	memw
	l16ui a4, a2, 0
	extui a4, a4, 0, 16
	or a3, a3, a4
	memw
	s16i a3, a2, 0
	wsr.ps a5
	rsync
	ret.n

uat_or_2_seq_cst:
	extui a3, a3, 0, 16
	rsil a5, 15
	memw
	l16ui a4, a2, 0
	extui a4, a4, 0, 16
	or a3, a3, a4
	memw
	s16i a3, a2, 0
	wsr.ps a5
	rsync
	ret.n

uat_or_2_seq_cst_fence:
	extui a3, a3, 0, 16
	rsil a5, 15
	memw
	l16ui a4, a2, 0
	extui a4, a4, 0, 16
	or a3, a3, a4
	memw
	s16i a3, a2, 0
	wsr.ps a5
	rsync
	ret.n

uat_xor_2_relaxed:
	extui a3, a3, 0, 16
	rsil a5, 15
	memw
	l16ui a4, a2, 0
	extui a4, a4, 0, 16
	xor a3, a3, a4
	memw
	s16i a3, a2, 0
	wsr.ps a5
	rsync
	ret.n

uat_xor_2_acquire:
	extui a3, a3, 0, 16
	rsil a5, 15
	memw
	l16ui a4, a2, 0
	extui a4, a4, 0, 16
	xor a3, a3, a4
	memw
	s16i a3, a2, 0
	wsr.ps a5
	rsync
	ret.n

uat_xor_2_release:
	extui a3, a3, 0, 16
	rsil a5, 15
	memw
	l16ui a4, a2, 0
	extui a4, a4, 0, 16
	xor a3, a3, a4
	memw
	s16i a3, a2, 0
	wsr.ps a5
	rsync
	ret.n

uat_xor_2_acq_rel:
	extui a3, a3, 0, 16
	rsil a5, 15
	memw
	l16ui a4, a2, 0
	extui a4, a4, 0, 16
	xor a3, a3, a4
	memw
	s16i a3, a2, 0
	wsr.ps a5
	rsync
	ret.n

uat_xor_2_seq_cst:
	extui a3, a3, 0, 16
	rsil a5, 15
	memw
	l16ui a4, a2, 0
	extui a4, a4, 0, 16
	xor a3, a3, a4
	memw
	s16i a3, a2, 0
	wsr.ps a5
	rsync
	ret.n

uat_xor_2_seq_cst_fence:
	extui a3, a3, 0, 16
	rsil a5, 15
	memw
	l16ui a4, a2, 0
	extui a4, a4, 0, 16
	xor a3, a3, a4
	memw
	s16i a3, a2, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_add_2_relaxed:
	mov.n a5, a2
	extui a3, a3, 0, 16
	rsil a6, 15
	memw
	l16ui a4, a2, 0
	extui a2, a4, 0, 16
	add.n a3, a3, a2
	extui a3, a3, 0, 16
	memw
	s16i a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_add_2_acquire:
	mov.n a5, a2
	extui a3, a3, 0, 16
	rsil a6, 15
	memw
	l16ui a4, a2, 0
	extui a2, a4, 0, 16
	add.n a3, a3, a2
	extui a3, a3, 0, 16
	memw
	s16i a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_add_2_release:
	mov.n a5, a2
	extui a3, a3, 0, 16
	rsil a6, 15
	memw
	l16ui a4, a2, 0
	extui a2, a4, 0, 16
	add.n a3, a3, a2
	extui a3, a3, 0, 16
	memw
	s16i a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_add_2_acq_rel:
	mov.n a5, a2
	extui a3, a3, 0, 16
	rsil a6, 15
	memw
	l16ui a4, a2, 0
	extui a2, a4, 0, 16
	add.n a3, a3, a2
	extui a3, a3, 0, 16
	memw
	s16i a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_add_2_seq_cst:
	mov.n a5, a2
	extui a3, a3, 0, 16
	rsil a6, 15
	memw
	l16ui a4, a2, 0
	extui a2, a4, 0, 16
	add.n a3, a3, a2
	extui a3, a3, 0, 16
	memw
	s16i a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_add_2_seq_cst_fence:
	mov.n a5, a2
	extui a3, a3, 0, 16
	rsil a6, 15
	memw
	l16ui a4, a2, 0
	extui a2, a4, 0, 16
	add.n a3, a3, a2
	extui a3, a3, 0, 16
	memw
	s16i a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_and_2_relaxed:
	extui a3, a3, 0, 16
	rsil a5, 15
	memw
	l16ui a4, a2, 0
	and a3, a3, a4
	memw
	s16i a3, a2, 0
	extui a4, a4, 0, 16
	wsr.ps a5
	rsync
	mov.n a2, a4
	ret.n

uat_fetch_and_2_acquire:
	extui a3, a3, 0, 16
	rsil a5, 15
	memw
	l16ui a4, a2, 0
	and a3, a3, a4
	memw
	s16i a3, a2, 0
	extui a4, a4, 0, 16
	wsr.ps a5
	rsync
	mov.n a2, a4
	ret.n

uat_fetch_and_2_release:
	extui a3, a3, 0, 16
	rsil a5, 15
	memw
	l16ui a4, a2, 0
	and a3, a3, a4
	memw
	s16i a3, a2, 0
	extui a4, a4, 0, 16
	wsr.ps a5
	rsync
	mov.n a2, a4
	ret.n

uat_fetch_and_2_acq_rel:
	extui a3, a3, 0, 16
	rsil a5, 15
	memw
	l16ui a4, a2, 0
	and a3, a3, a4
	memw
	s16i a3, a2, 0
	extui a4, a4, 0, 16
	wsr.ps a5
	rsync
	mov.n a2, a4
	ret.n

uat_fetch_and_2_seq_cst:
	extui a3, a3, 0, 16
	rsil a5, 15
	memw
	l16ui a4, a2, 0
	and a3, a3, a4
	memw
	s16i a3, a2, 0
	extui a4, a4, 0, 16
	wsr.ps a5
	rsync
	mov.n a2, a4
	ret.n

uat_fetch_and_2_seq_cst_fence:
	extui a3, a3, 0, 16
	rsil a5, 15
	memw
	l16ui a4, a2, 0
	and a3, a3, a4
	memw
	s16i a3, a2, 0
	extui a4, a4, 0, 16
	wsr.ps a5
	rsync
	mov.n a2, a4
	ret.n

uat_fetch_or_2_relaxed:
	mov.n a5, a2
	extui a3, a3, 0, 16
	rsil a6, 15
	memw
	l16ui a4, a2, 0
	extui a2, a4, 0, 16
	or a3, a3, a2
	memw
	s16i a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_or_2_acquire:
	mov.n a5, a2
	extui a3, a3, 0, 16
	rsil a6, 15
	memw
	l16ui a4, a2, 0
	extui a2, a4, 0, 16
	or a3, a3, a2
	memw
	s16i a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_or_2_release:
	mov.n a5, a2
	extui a3, a3, 0, 16
	rsil a6, 15
	memw
	l16ui a4, a2, 0
	extui a2, a4, 0, 16
	or a3, a3, a2
	memw
	s16i a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_or_2_acq_rel:
	mov.n a5, a2
	extui a3, a3, 0, 16
	rsil a6, 15
	memw
	l16ui a4, a2, 0
	extui a2, a4, 0, 16
	or a3, a3, a2
	memw
	s16i a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_or_2_seq_cst:
	mov.n a5, a2
	extui a3, a3, 0, 16
	rsil a6, 15
	memw
	l16ui a4, a2, 0
	extui a2, a4, 0, 16
	or a3, a3, a2
	memw
	s16i a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_or_2_seq_cst_fence:
	mov.n a5, a2
	extui a3, a3, 0, 16
	rsil a6, 15
	memw
	l16ui a4, a2, 0
	extui a2, a4, 0, 16
	or a3, a3, a2
	memw
	s16i a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_xor_2_relaxed:
	mov.n a5, a2
	extui a3, a3, 0, 16
	rsil a6, 15
	memw
	l16ui a4, a2, 0
	extui a2, a4, 0, 16
	xor a3, a3, a2
	memw
	s16i a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_xor_2_acquire:
	mov.n a5, a2
	extui a3, a3, 0, 16
	rsil a6, 15
	memw
	l16ui a4, a2, 0
	extui a2, a4, 0, 16
	xor a3, a3, a2
	memw
	s16i a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_xor_2_release:
	mov.n a5, a2
	extui a3, a3, 0, 16
	rsil a6, 15
	memw
	l16ui a4, a2, 0
	extui a2, a4, 0, 16
	xor a3, a3, a2
	memw
	s16i a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_xor_2_acq_rel:
	mov.n a5, a2
	extui a3, a3, 0, 16
	rsil a6, 15
	memw
	l16ui a4, a2, 0
	extui a2, a4, 0, 16
	xor a3, a3, a2
	memw
	s16i a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_xor_2_seq_cst:
	mov.n a5, a2
	extui a3, a3, 0, 16
	rsil a6, 15
	memw
	l16ui a4, a2, 0
	extui a2, a4, 0, 16
	xor a3, a3, a2
	memw
	s16i a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_xor_2_seq_cst_fence:
	mov.n a5, a2
	extui a3, a3, 0, 16
	rsil a6, 15
	memw
	l16ui a4, a2, 0
	extui a2, a4, 0, 16
	xor a3, a3, a2
	memw
	s16i a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_smax_2_relaxed:
	slli a3, a3, 16
	mov.n a6, a2
	srai a3, a3, 16
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	slli a5, a4, 16
	srai a2, a5, 16
	extui a4, a4, 0, 16
	bge a2, a3, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smax_2_relaxed
	extui a4, a3, 0, 16
	memw
	s16i a4, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_smax_2_acquire:
	slli a3, a3, 16
	mov.n a6, a2
	srai a3, a3, 16
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	slli a5, a4, 16
	srai a2, a5, 16
	extui a4, a4, 0, 16
	bge a2, a3, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smax_2_acquire
	extui a4, a3, 0, 16
	memw
	s16i a4, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_smax_2_release:
	slli a3, a3, 16
	mov.n a6, a2
	srai a3, a3, 16
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	slli a5, a4, 16
	srai a2, a5, 16
	extui a4, a4, 0, 16
	bge a2, a3, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smax_2_release
	extui a4, a3, 0, 16
	memw
	s16i a4, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_smax_2_acq_rel:
	slli a3, a3, 16
	mov.n a6, a2
	srai a3, a3, 16
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	slli a5, a4, 16
	srai a2, a5, 16
	extui a4, a4, 0, 16
	bge a2, a3, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smax_2_acq_rel
	extui a4, a3, 0, 16
	memw
	s16i a4, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_smax_2_seq_cst:
	slli a3, a3, 16
	mov.n a6, a2
	srai a3, a3, 16
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	slli a5, a4, 16
	srai a2, a5, 16
	extui a4, a4, 0, 16
	bge a2, a3, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smax_2_seq_cst
	extui a4, a3, 0, 16
	memw
	s16i a4, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_smax_2_seq_cst_fence:
	slli a3, a3, 16
	mov.n a6, a2
	srai a3, a3, 16
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	slli a5, a4, 16
	srai a2, a5, 16
	extui a4, a4, 0, 16
	bge a2, a3, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smax_2_seq_cst_fence
	extui a4, a3, 0, 16
	memw
	s16i a4, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_umax_2_relaxed:
	mov.n a5, a2
	extui a3, a3, 0, 16
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	mov.n a6, a3
	extui a2, a4, 0, 16
	bgeu a3, a2, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umax_2_relaxed
	mov.n a6, a2
	memw
	s16i a6, a5, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_umax_2_acquire:
	mov.n a5, a2
	extui a3, a3, 0, 16
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	mov.n a6, a3
	extui a2, a4, 0, 16
	bgeu a3, a2, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umax_2_acquire
	mov.n a6, a2
	memw
	s16i a6, a5, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_umax_2_release:
	mov.n a5, a2
	extui a3, a3, 0, 16
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	mov.n a6, a3
	extui a2, a4, 0, 16
	bgeu a3, a2, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umax_2_release
	mov.n a6, a2
	memw
	s16i a6, a5, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_umax_2_acq_rel:
	mov.n a5, a2
	extui a3, a3, 0, 16
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	mov.n a6, a3
	extui a2, a4, 0, 16
	bgeu a3, a2, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umax_2_acq_rel
	mov.n a6, a2
	memw
	s16i a6, a5, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_umax_2_seq_cst:
	mov.n a5, a2
	extui a3, a3, 0, 16
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	mov.n a6, a3
	extui a2, a4, 0, 16
	bgeu a3, a2, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umax_2_seq_cst
	mov.n a6, a2
	memw
	s16i a6, a5, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_umax_2_seq_cst_fence:
	mov.n a5, a2
	extui a3, a3, 0, 16
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	mov.n a6, a3
	extui a2, a4, 0, 16
	bgeu a3, a2, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umax_2_seq_cst_fence
	mov.n a6, a2
	memw
	s16i a6, a5, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_smin_2_relaxed:
	slli a3, a3, 16
	mov.n a6, a2
	srai a3, a3, 16
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	slli a5, a4, 16
	srai a2, a5, 16
	extui a4, a4, 0, 16
	bge a3, a2, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smin_2_relaxed
	extui a4, a3, 0, 16
	memw
	s16i a4, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_smin_2_acquire:
	slli a3, a3, 16
	mov.n a6, a2
	srai a3, a3, 16
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	slli a5, a4, 16
	srai a2, a5, 16
	extui a4, a4, 0, 16
	bge a3, a2, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smin_2_acquire
	extui a4, a3, 0, 16
	memw
	s16i a4, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_smin_2_release:
	slli a3, a3, 16
	mov.n a6, a2
	srai a3, a3, 16
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	slli a5, a4, 16
	srai a2, a5, 16
	extui a4, a4, 0, 16
	bge a3, a2, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smin_2_release
	extui a4, a3, 0, 16
	memw
	s16i a4, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_smin_2_acq_rel:
	slli a3, a3, 16
	mov.n a6, a2
	srai a3, a3, 16
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	slli a5, a4, 16
	srai a2, a5, 16
	extui a4, a4, 0, 16
	bge a3, a2, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smin_2_acq_rel
	extui a4, a3, 0, 16
	memw
	s16i a4, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_smin_2_seq_cst:
	slli a3, a3, 16
	mov.n a6, a2
	srai a3, a3, 16
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	slli a5, a4, 16
	srai a2, a5, 16
	extui a4, a4, 0, 16
	bge a3, a2, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smin_2_seq_cst
	extui a4, a3, 0, 16
	memw
	s16i a4, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_smin_2_seq_cst_fence:
	slli a3, a3, 16
	mov.n a6, a2
	srai a3, a3, 16
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	slli a5, a4, 16
	srai a2, a5, 16
	extui a4, a4, 0, 16
	bge a3, a2, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smin_2_seq_cst_fence
	extui a4, a3, 0, 16
	memw
	s16i a4, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_umin_2_relaxed:
	mov.n a5, a2
	extui a3, a3, 0, 16
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	mov.n a6, a3
	extui a2, a4, 0, 16
	bgeu a2, a3, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umin_2_relaxed
	mov.n a6, a2
	memw
	s16i a6, a5, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_umin_2_acquire:
	mov.n a5, a2
	extui a3, a3, 0, 16
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	mov.n a6, a3
	extui a2, a4, 0, 16
	bgeu a2, a3, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umin_2_acquire
	mov.n a6, a2
	memw
	s16i a6, a5, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_umin_2_release:
	mov.n a5, a2
	extui a3, a3, 0, 16
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	mov.n a6, a3
	extui a2, a4, 0, 16
	bgeu a2, a3, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umin_2_release
	mov.n a6, a2
	memw
	s16i a6, a5, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_umin_2_acq_rel:
	mov.n a5, a2
	extui a3, a3, 0, 16
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	mov.n a6, a3
	extui a2, a4, 0, 16
	bgeu a2, a3, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umin_2_acq_rel
	mov.n a6, a2
	memw
	s16i a6, a5, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_umin_2_seq_cst:
	mov.n a5, a2
	extui a3, a3, 0, 16
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	mov.n a6, a3
	extui a2, a4, 0, 16
	bgeu a2, a3, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umin_2_seq_cst
	mov.n a6, a2
	memw
	s16i a6, a5, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_umin_2_seq_cst_fence:
	mov.n a5, a2
	extui a3, a3, 0, 16
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	mov.n a6, a3
	extui a2, a4, 0, 16
	bgeu a2, a3, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umin_2_seq_cst_fence
	mov.n a6, a2
	memw
	s16i a6, a5, 0
	wsr.ps a7
	rsync
	ret.n

uat_test_and_set_bit_2_relaxed:
	movi.n a5, 1
	extui a3, a3, 0, 4
	ssl a3
	sll a3, a5
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	extui a4, a4, 0, 16
	or a6, a4, a3
	extui a6, a6, 0, 16
	memw
	s16i a6, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a4, a4, a3
	movnez a2, a5, a4
	ret.n

uat_test_and_set_bit_2_acquire:
	movi.n a5, 1
	extui a3, a3, 0, 4
	ssl a3
	sll a3, a5
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	extui a4, a4, 0, 16
	or a6, a4, a3
	extui a6, a6, 0, 16
	memw
	s16i a6, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a4, a4, a3
	movnez a2, a5, a4
	ret.n

uat_test_and_set_bit_2_release:
	movi.n a5, 1
	extui a3, a3, 0, 4
	ssl a3
	sll a3, a5
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	extui a4, a4, 0, 16
	or a6, a4, a3
	extui a6, a6, 0, 16
	memw
	s16i a6, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a4, a4, a3
	movnez a2, a5, a4
	ret.n

uat_test_and_set_bit_2_acq_rel:
	movi.n a5, 1
	extui a3, a3, 0, 4
	ssl a3
	sll a3, a5
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	extui a4, a4, 0, 16
	or a6, a4, a3
	extui a6, a6, 0, 16
	memw
	s16i a6, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a4, a4, a3
	movnez a2, a5, a4
	ret.n

uat_test_and_set_bit_2_seq_cst:
	movi.n a5, 1
	extui a3, a3, 0, 4
	ssl a3
	sll a3, a5
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	extui a4, a4, 0, 16
	or a6, a4, a3
	extui a6, a6, 0, 16
	memw
	s16i a6, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a4, a4, a3
	movnez a2, a5, a4
	ret.n

uat_test_and_set_bit_2_seq_cst_fence:
	movi.n a5, 1
	extui a3, a3, 0, 4
	ssl a3
	sll a3, a5
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	extui a4, a4, 0, 16
	or a6, a4, a3
	extui a6, a6, 0, 16
	memw
	s16i a6, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a4, a4, a3
	movnez a2, a5, a4
	ret.n

uat_test_and_clear_bit_2_relaxed:
	movi.n a6, 1
	extui a3, a3, 0, 4
	ssl a3
	sll a3, a6
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	movi.n a5, -1
	extui a4, a4, 0, 16
	xor a5, a5, a3
	and a5, a4, a5
	memw
	s16i a5, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a4, a4, a3
	movnez a2, a6, a4
	ret.n

uat_test_and_clear_bit_2_acquire:
	movi.n a6, 1
	extui a3, a3, 0, 4
	ssl a3
	sll a3, a6
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	movi.n a5, -1
	extui a4, a4, 0, 16
	xor a5, a5, a3
	and a5, a4, a5
	memw
	s16i a5, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a4, a4, a3
	movnez a2, a6, a4
	ret.n

uat_test_and_clear_bit_2_release:
	movi.n a6, 1
	extui a3, a3, 0, 4
	ssl a3
	sll a3, a6
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	movi.n a5, -1
	extui a4, a4, 0, 16
	xor a5, a5, a3
	and a5, a4, a5
	memw
	s16i a5, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a4, a4, a3
	movnez a2, a6, a4
	ret.n

uat_test_and_clear_bit_2_acq_rel:
	movi.n a6, 1
	extui a3, a3, 0, 4
	ssl a3
	sll a3, a6
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	movi.n a5, -1
	extui a4, a4, 0, 16
	xor a5, a5, a3
	and a5, a4, a5
	memw
	s16i a5, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a4, a4, a3
	movnez a2, a6, a4
	ret.n

uat_test_and_clear_bit_2_seq_cst:
	movi.n a6, 1
	extui a3, a3, 0, 4
	ssl a3
	sll a3, a6
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	movi.n a5, -1
	extui a4, a4, 0, 16
	xor a5, a5, a3
	and a5, a4, a5
	memw
	s16i a5, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a4, a4, a3
	movnez a2, a6, a4
	ret.n

uat_test_and_clear_bit_2_seq_cst_fence:
	movi.n a6, 1
	extui a3, a3, 0, 4
	ssl a3
	sll a3, a6
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	movi.n a5, -1
	extui a4, a4, 0, 16
	xor a5, a5, a3
	and a5, a4, a5
	memw
	s16i a5, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a4, a4, a3
	movnez a2, a6, a4
	ret.n

uat_test_and_change_bit_2_relaxed:
	movi.n a5, 1
	extui a3, a3, 0, 4
	ssl a3
	sll a3, a5
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	extui a4, a4, 0, 16
	xor a6, a4, a3
	extui a6, a6, 0, 16
	memw
	s16i a6, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a4, a4, a3
	movnez a2, a5, a4
	ret.n

uat_test_and_change_bit_2_acquire:
	movi.n a5, 1
	extui a3, a3, 0, 4
	ssl a3
	sll a3, a5
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	extui a4, a4, 0, 16
	xor a6, a4, a3
	extui a6, a6, 0, 16
	memw
	s16i a6, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a4, a4, a3
	movnez a2, a5, a4
	ret.n

uat_test_and_change_bit_2_release:
	movi.n a5, 1
	extui a3, a3, 0, 4
	ssl a3
	sll a3, a5
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	extui a4, a4, 0, 16
	xor a6, a4, a3
	extui a6, a6, 0, 16
	memw
	s16i a6, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a4, a4, a3
	movnez a2, a5, a4
	ret.n

uat_test_and_change_bit_2_acq_rel:
	movi.n a5, 1
	extui a3, a3, 0, 4
	ssl a3
	sll a3, a5
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	extui a4, a4, 0, 16
	xor a6, a4, a3
	extui a6, a6, 0, 16
	memw
	s16i a6, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a4, a4, a3
	movnez a2, a5, a4
	ret.n

uat_test_and_change_bit_2_seq_cst:
	movi.n a5, 1
	extui a3, a3, 0, 4
	ssl a3
	sll a3, a5
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	extui a4, a4, 0, 16
	xor a6, a4, a3
	extui a6, a6, 0, 16
	memw
	s16i a6, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a4, a4, a3
	movnez a2, a5, a4
	ret.n

uat_test_and_change_bit_2_seq_cst_fence:
	movi.n a5, 1
	extui a3, a3, 0, 4
	ssl a3
	sll a3, a5
	rsil a7, 15
	memw
	l16ui a4, a2, 0
	extui a4, a4, 0, 16
	xor a6, a4, a3
	extui a6, a6, 0, 16
	memw
	s16i a6, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a4, a4, a3
	movnez a2, a5, a4
	ret.n

uat_fetch_add_unless_2_relaxed:
	or a6, a2, a2
	extui a3, a3, 0, 16
	extui a4, a4, 0, 16
	rsil a7, 15
	memw
	l16ui a5, a2, 0
	extui a2, a5, 0, 16
	beq a4, a2, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_unless_2_relaxed
	add a3, a3, a2
	extui a3, a3, 0, 16
	memw
	s16i a3, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_add_unless_2_acquire:
	or a6, a2, a2
	extui a3, a3, 0, 16
	extui a4, a4, 0, 16
	rsil a7, 15
	memw
	l16ui a5, a2, 0
	extui a2, a5, 0, 16
	beq a4, a2, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_unless_2_acquire
	add a3, a3, a2
	extui a3, a3, 0, 16
	memw
	s16i a3, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_add_unless_2_release:
	or a6, a2, a2
	extui a3, a3, 0, 16
	extui a4, a4, 0, 16
	rsil a7, 15
	memw
	l16ui a5, a2, 0
	extui a2, a5, 0, 16
	beq a4, a2, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_unless_2_release
	add a3, a3, a2
	extui a3, a3, 0, 16
	memw
	s16i a3, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_add_unless_2_acq_rel:
	or a6, a2, a2
	extui a3, a3, 0, 16
	extui a4, a4, 0, 16
	rsil a7, 15
	memw
	l16ui a5, a2, 0
	extui a2, a5, 0, 16
	beq a4, a2, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_unless_2_acq_rel
	add a3, a3, a2
	extui a3, a3, 0, 16
	memw
	s16i a3, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_add_unless_2_seq_cst:
	or a6, a2, a2
	extui a3, a3, 0, 16
	extui a4, a4, 0, 16
	rsil a7, 15
	memw
	l16ui a5, a2, 0
	extui a2, a5, 0, 16
	beq a4, a2, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_unless_2_seq_cst
	add a3, a3, a2
	extui a3, a3, 0, 16
	memw
	s16i a3, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_fetch_add_unless_2_seq_cst_fence:
	or a6, a2, a2
	extui a3, a3, 0, 16
	extui a4, a4, 0, 16
	rsil a7, 15
	memw
	l16ui a5, a2, 0
	extui a2, a5, 0, 16
	beq a4, a2, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_unless_2_seq_cst_fence
	add a3, a3, a2
	extui a3, a3, 0, 16
	memw
	s16i a3, a6, 0
	wsr.ps a7
	rsync
	ret.n

uat_add_unless_2_relaxed:
	mov.n a6, a2
	extui a3, a3, 0, 16
	extui a4, a4, 0, 16
	rsil a7, 15
	memw
	l16ui a5, a2, 0
	movi.n a2, 0
	extui a5, a5, 0, 16
	beq a4, a5, .L14
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_2_relaxed
	add a3, a3, a5
	extui a3, a3, 0, 16
	memw
	s16i a3, a6, 0
	movi a2, 1
	wsr.ps a7
	rsync
	ret.n

uat_add_unless_2_acquire:
	mov.n a6, a2
	extui a3, a3, 0, 16
	extui a4, a4, 0, 16
	rsil a7, 15
	memw
	l16ui a5, a2, 0
	movi.n a2, 0
	extui a5, a5, 0, 16
	beq a4, a5, .L14
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_2_acquire
	add a3, a3, a5
	extui a3, a3, 0, 16
	memw
	s16i a3, a6, 0
	movi a2, 1
	wsr.ps a7
	rsync
	ret.n

uat_add_unless_2_release:
	mov.n a6, a2
	extui a3, a3, 0, 16
	extui a4, a4, 0, 16
	rsil a7, 15
	memw
	l16ui a5, a2, 0
	movi.n a2, 0
	extui a5, a5, 0, 16
	beq a4, a5, .L14
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_2_release
	add a3, a3, a5
	extui a3, a3, 0, 16
	memw
	s16i a3, a6, 0
	movi a2, 1
	wsr.ps a7
	rsync
	ret.n

uat_add_unless_2_acq_rel:
	mov.n a6, a2
	extui a3, a3, 0, 16
	extui a4, a4, 0, 16
	rsil a7, 15
	memw
	l16ui a5, a2, 0
	movi.n a2, 0
	extui a5, a5, 0, 16
	beq a4, a5, .L14
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_2_acq_rel
	add a3, a3, a5
	extui a3, a3, 0, 16
	memw
	s16i a3, a6, 0
	movi a2, 1
	wsr.ps a7
	rsync
	ret.n

uat_add_unless_2_seq_cst:
	mov.n a6, a2
	extui a3, a3, 0, 16
	extui a4, a4, 0, 16
	rsil a7, 15
	memw
	l16ui a5, a2, 0
	movi.n a2, 0
	extui a5, a5, 0, 16
	beq a4, a5, .L14
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_2_seq_cst
	add a3, a3, a5
	extui a3, a3, 0, 16
	memw
	s16i a3, a6, 0
	movi a2, 1
	wsr.ps a7
	rsync
	ret.n

uat_add_unless_2_seq_cst_fence:
	mov.n a6, a2
	extui a3, a3, 0, 16
	extui a4, a4, 0, 16
	rsil a7, 15
	memw
	l16ui a5, a2, 0
	movi.n a2, 0
	extui a5, a5, 0, 16
	beq a4, a5, .L14
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_2_seq_cst_fence
	add a3, a3, a5
	extui a3, a3, 0, 16
	memw
	s16i a3, a6, 0
	movi a2, 1
	wsr.ps a7
	rsync
	ret.n

uat_dec_if_positive_2_relaxed:
	rsil a5, 15
	memw
	l16ui a3, a2, 0
	slli a4, a3, 16
	srai a4, a4, 16
	extui a3, a3, 0, 16
	blti a4, 1, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_2_relaxed
	addi.n a3, a3, -1
	extui a3, a3, 0, 16
	memw
	s16i a3, a2, 0
	mov.n a2, a3
	j .L19
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_2_relaxed
	addmi a6, a3, 0xffff8000
	movi.n a2, 1
	movi.n a4, 0
	moveqz a2, a4, a6
	sub a3, a3, a2
	extui a2, a3, 0, 16
	wsr.ps a5
	rsync
	slli a2, a2, 16
	srai a2, a2, 16
	ret.n

uat_dec_if_positive_2_acquire:
	rsil a5, 15
	memw
	l16ui a3, a2, 0
	slli a4, a3, 16
	srai a4, a4, 16
	extui a3, a3, 0, 16
	blti a4, 1, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_2_acquire
	addi.n a3, a3, -1
	extui a3, a3, 0, 16
	memw
	s16i a3, a2, 0
	mov.n a2, a3
	j .L19
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_2_acquire
	addmi a6, a3, 0xffff8000
	movi.n a2, 1
	movi.n a4, 0
	moveqz a2, a4, a6
	sub a3, a3, a2
	extui a2, a3, 0, 16
	wsr.ps a5
	rsync
	slli a2, a2, 16
	srai a2, a2, 16
	ret.n

uat_dec_if_positive_2_release:
	rsil a5, 15
	memw
	l16ui a3, a2, 0
	slli a4, a3, 16
	srai a4, a4, 16
	extui a3, a3, 0, 16
	blti a4, 1, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_2_release
	addi.n a3, a3, -1
	extui a3, a3, 0, 16
	memw
	s16i a3, a2, 0
	mov.n a2, a3
	j .L19
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_2_release
	addmi a6, a3, 0xffff8000
	movi.n a2, 1
	movi.n a4, 0
	moveqz a2, a4, a6
	sub a3, a3, a2
	extui a2, a3, 0, 16
	wsr.ps a5
	rsync
	slli a2, a2, 16
	srai a2, a2, 16
	ret.n

uat_dec_if_positive_2_acq_rel:
	rsil a5, 15
	memw
	l16ui a3, a2, 0
	slli a4, a3, 16
	srai a4, a4, 16
	extui a3, a3, 0, 16
	blti a4, 1, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_2_acq_rel
	addi.n a3, a3, -1
	extui a3, a3, 0, 16
	memw
	s16i a3, a2, 0
	mov.n a2, a3
	j .L19
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_2_acq_rel
	addmi a6, a3, 0xffff8000
	movi.n a2, 1
	movi.n a4, 0
	moveqz a2, a4, a6
	sub a3, a3, a2
	extui a2, a3, 0, 16
	wsr.ps a5
	rsync
	slli a2, a2, 16
	srai a2, a2, 16
	ret.n

uat_dec_if_positive_2_seq_cst:
	rsil a5, 15
	memw
	l16ui a3, a2, 0
	slli a4, a3, 16
	srai a4, a4, 16
	extui a3, a3, 0, 16
	blti a4, 1, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_2_seq_cst
	addi.n a3, a3, -1
	extui a3, a3, 0, 16
	memw
	s16i a3, a2, 0
	mov.n a2, a3
	j .L19
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_2_seq_cst
	addmi a6, a3, 0xffff8000
	movi.n a2, 1
	movi.n a4, 0
	moveqz a2, a4, a6
	sub a3, a3, a2
	extui a2, a3, 0, 16
	wsr.ps a5
	rsync
	slli a2, a2, 16
	srai a2, a2, 16
	ret.n

uat_dec_if_positive_2_seq_cst_fence:
	rsil a5, 15
	memw
	l16ui a3, a2, 0
	slli a4, a3, 16
	srai a4, a4, 16
	extui a3, a3, 0, 16
	blti a4, 1, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_2_seq_cst_fence
	addi.n a3, a3, -1
	extui a3, a3, 0, 16
	memw
	s16i a3, a2, 0
	mov.n a2, a3
	j .L19
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_2_seq_cst_fence
	addmi a6, a3, 0xffff8000
	movi.n a2, 1
	movi.n a4, 0
	moveqz a2, a4, a6
	sub a3, a3, a2
	extui a2, a3, 0, 16
	wsr.ps a5
	rsync
	slli a2, a2, 16
	srai a2, a2, 16
	ret.n

uat_cond_load_2_relaxed:
	memw
	l16ui a4, a2, 0
	mov.n a5, a2
	extui a3, a3, 0, 16
	extui a2, a4, 0, 16
	beq a3, a2, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_2_relaxed
	memw
	l16ui a4, a5, 0
	extui a2, a4, 0, 16
	bne a3, a2, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_2_relaxed
	ret.n

uat_cond_load_2_consume:
	memw
	l16ui a4, a2, 0
	mov.n a5, a2
	extui a3, a3, 0, 16
	extui a2, a4, 0, 16
	beq a3, a2, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_2_consume
	memw
	l16ui a4, a5, 0
	extui a2, a4, 0, 16
	bne a3, a2, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_2_consume
	ret.n

uat_cond_load_2_acquire:
	memw
	l16ui a4, a2, 0
	mov.n a5, a2
	extui a3, a3, 0, 16
	extui a2, a4, 0, 16
	beq a3, a2, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_2_acquire
	memw
	l16ui a4, a5, 0
	extui a2, a4, 0, 16
	bne a3, a2, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_2_acquire
	ret.n

uat_cond_load_2_seq_cst:
	mov.n a5, a2
	extui a3, a3, 0, 16
	memw
	l16ui a4, a5, 0
	extui a2, a4, 0, 16
	beq a3, a2, .L7
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_2_seq_cst
	j .L2
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_2_seq_cst
	ret.n

uat_cond_load_2_seq_cst_fence:
	mov.n a5, a2
	extui a3, a3, 0, 16
	memw
	l16ui a4, a5, 0
	extui a2, a4, 0, 16
	beq a3, a2, .L7
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_2_seq_cst_fence
	j .L2
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_2_seq_cst_fence
	ret.n

uat_inc_2_relaxed:
	rsil a4, 15
	memw
	l16ui a3, a2, 0
	addi.n a3, a3, 1
	extui a3, a3, 0, 16
	memw
	s16i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_inc_2_acquire:
	rsil a4, 15
	memw
	l16ui a3, a2, 0
	addi.n a3, a3, 1
	extui a3, a3, 0, 16
	memw
	s16i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_inc_2_release:
	rsil a4, 15
	memw
	l16ui a3, a2, 0
	addi.n a3, a3, 1
	extui a3, a3, 0, 16
	memw
	s16i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_inc_2_acq_rel:
	rsil a4, 15
	memw
	l16ui a3, a2, 0
	addi.n a3, a3, 1
	extui a3, a3, 0, 16
	memw
	s16i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_inc_2_seq_cst:
	rsil a4, 15
	memw
	l16ui a3, a2, 0
	addi.n a3, a3, 1
	extui a3, a3, 0, 16
	memw
	s16i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_inc_2_seq_cst_fence:
	rsil a4, 15
	memw
	l16ui a3, a2, 0
	addi.n a3, a3, 1
	extui a3, a3, 0, 16
	memw
	s16i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_dec_2_relaxed:
	rsil a4, 15
	memw
	l16ui a3, a2, 0
	addi.n a3, a3, -1
	extui a3, a3, 0, 16
	memw
	s16i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_dec_2_acquire:
	rsil a4, 15
	memw
	l16ui a3, a2, 0
	addi.n a3, a3, -1
	extui a3, a3, 0, 16
	memw
	s16i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_dec_2_release:
	rsil a4, 15
	memw
	l16ui a3, a2, 0
	addi.n a3, a3, -1
	extui a3, a3, 0, 16
	memw
	s16i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_dec_2_acq_rel:
	rsil a4, 15
	memw
	l16ui a3, a2, 0
	addi.n a3, a3, -1
	extui a3, a3, 0, 16
	memw
	s16i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_dec_2_seq_cst:
	rsil a4, 15
	memw
	l16ui a3, a2, 0
	addi.n a3, a3, -1
	extui a3, a3, 0, 16
	memw
	s16i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_dec_2_seq_cst_fence:
	rsil a4, 15
	memw
	l16ui a3, a2, 0
	addi.n a3, a3, -1
	extui a3, a3, 0, 16
	memw
	s16i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_add_around_2_mb:
	extui a3, a3, 0, 16
	rsil a4, 15
	memw
	l16ui a5, a2, 0
	add.n a3, a3, a5
	extui a3, a3, 0, 16
	memw
	s16i a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_load_4_relaxed:
	memw
	l32i.n a2, a2, 0
	ret.n

uat_load_4_consume:
	memw
	l32i.n a2, a2, 0
	ret.n

uat_load_4_acquire:
	memw
	l32i.n a2, a2, 0
	ret.n

uat_load_4_seq_cst:
	memw
	l32i.n a2, a2, 0
	ret.n

uat_load_4_seq_cst_fence:
	memw
	l32i.n a2, a2, 0
	ret.n

uat_store_4_relaxed:
	memw
	s32i.n a3, a2, 0
	ret.n

uat_store_4_release:
	memw
	s32i.n a3, a2, 0
	ret.n

uat_store_4_seq_cst:
	memw
	s32i.n a3, a2, 0
	ret.n

uat_store_4_seq_cst_fence:
	memw
	s32i.n a3, a2, 0
	ret.n

uat_cmpxchg_4_relaxed:
	mov.n a5, a2
	rsil a6, 15
	memw
	l32i a2, a2, 0
	bne a3, a2, .L7
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_4_relaxed
	memw
	s32i a4, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_cmpxchg_4_acquire:
	mov.n a5, a2
	rsil a6, 15
	memw
	l32i a2, a2, 0
	bne a3, a2, .L7
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_4_acquire
	memw
	s32i a4, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_cmpxchg_4_release:
	mov.n a5, a2
	rsil a6, 15
	memw
	l32i a2, a2, 0
	bne a3, a2, .L7
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_4_release
	memw
	s32i a4, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_cmpxchg_4_acq_rel:
	mov.n a5, a2
	rsil a6, 15
	memw
	l32i a2, a2, 0
	bne a3, a2, .L7
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_4_acq_rel
	memw
	s32i a4, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_cmpxchg_4_seq_cst:
	mov.n a5, a2
	rsil a6, 15
	memw
	l32i a2, a2, 0
	bne a3, a2, .L7
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_4_seq_cst
	memw
	s32i a4, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_cmpxchg_4_seq_cst_fence_sc:
	mov.n a5, a2
	rsil a6, 15
	memw
	l32i a2, a2, 0
	bne a3, a2, .L7
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_4_seq_cst_fence_sc
	memw
	s32i a4, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_cmpxchg_4_seq_cst_fence:
	mov.n a5, a2
	rsil a6, 15
	memw
	l32i a2, a2, 0
	bne a3, a2, .L7
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_4_seq_cst_fence
	memw
	s32i a4, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_cmpxchg_test_4_seq_cst_fence:
	rsil a6, 15
	memw
	l32i.n a5, a2, 0
	bne a3, a5, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_test_4_seq_cst_fence
	memw
	s32i.n a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_4_relaxed:
	rsil a6, 15
	memw
	l32i.n a5, a2, 0
	bne a3, a5, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_4_relaxed
	memw
	s32i.n a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_4_acquire:
	rsil a6, 15
	memw
	l32i.n a5, a2, 0
	bne a3, a5, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_4_acquire
	memw
	s32i.n a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_4_release:
	rsil a6, 15
	memw
	l32i.n a5, a2, 0
	bne a3, a5, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_4_release
	memw
	s32i.n a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_4_acq_rel:
	rsil a6, 15
	memw
	l32i.n a5, a2, 0
	bne a3, a5, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_4_acq_rel
	memw
	s32i.n a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_4_seq_cst:
	rsil a6, 15
	memw
	l32i.n a5, a2, 0
	bne a3, a5, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_4_seq_cst
	memw
	s32i.n a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_4_seq_cst_fence_sc:
	rsil a6, 15
	memw
	l32i.n a5, a2, 0
	bne a3, a5, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_4_seq_cst_fence_sc
	memw
	s32i.n a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_4_seq_cst_fence:
	rsil a6, 15
	memw
	l32i.n a5, a2, 0
	bne a3, a5, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_4_seq_cst_fence
	memw
	s32i.n a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_weak_4_relaxed:
	rsil a6, 15
	memw
	l32i.n a5, a2, 0
	bne a3, a5, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_weak_4_relaxed
	memw
	s32i.n a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_weak_4_acquire:
	rsil a6, 15
	memw
	l32i.n a5, a2, 0
	bne a3, a5, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_weak_4_acquire
	memw
	s32i.n a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_weak_4_release:
	rsil a6, 15
	memw
	l32i.n a5, a2, 0
	bne a3, a5, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_weak_4_release
	memw
	s32i.n a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_weak_4_acq_rel:
	rsil a6, 15
	memw
	l32i.n a5, a2, 0
	bne a3, a5, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_weak_4_acq_rel
	memw
	s32i.n a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_weak_4_seq_cst:
	rsil a6, 15
	memw
	l32i.n a5, a2, 0
	bne a3, a5, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_weak_4_seq_cst
	memw
	s32i.n a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_weak_4_seq_cst_fence_sc:
	rsil a6, 15
	memw
	l32i.n a5, a2, 0
	bne a3, a5, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_weak_4_seq_cst_fence_sc
	memw
	s32i.n a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_try_cmpxchg_weak_4_seq_cst_fence:
	rsil a6, 15
	memw
	l32i.n a5, a2, 0
	bne a3, a5, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_weak_4_seq_cst_fence
	memw
	s32i.n a4, a2, 0
	wsr.ps a6
	rsync
	movi.n a4, 0
	sub a3, a3, a5
	movi.n a2, 1
	movnez a2, a4, a3
	ret.n

uat_xchg_4_relaxed:
	rsil a5, 15
	memw
	l32i.n a4, a2, 0
	memw
	s32i.n a3, a2, 0
	wsr.ps a5
	rsync
	mov.n a2, a4
	ret.n

uat_xchg_4_acquire:
	rsil a5, 15
	memw
	l32i.n a4, a2, 0
	memw
	s32i.n a3, a2, 0
	wsr.ps a5
	rsync
	mov.n a2, a4
	ret.n

uat_xchg_4_release:
	rsil a5, 15
	memw
	l32i.n a4, a2, 0
	memw
	s32i.n a3, a2, 0
	wsr.ps a5
	rsync
	mov.n a2, a4
	ret.n

uat_xchg_4_acq_rel:
	rsil a5, 15
	memw
	l32i.n a4, a2, 0
	memw
	s32i.n a3, a2, 0
	wsr.ps a5
	rsync
	mov.n a2, a4
	ret.n

uat_xchg_4_seq_cst:
	rsil a5, 15
	memw
	l32i.n a4, a2, 0
	memw
	s32i.n a3, a2, 0
	wsr.ps a5
	rsync
	mov.n a2, a4
	ret.n

uat_xchg_4_seq_cst_fence:
	rsil a5, 15
	memw
	l32i.n a4, a2, 0
	memw
	s32i.n a3, a2, 0
	wsr.ps a5
	rsync
	mov.n a2, a4
	ret.n

uat_add_return_4_relaxed:
	rsil a4, 15
	memw
	l32i.n a5, a2, 0
	add.n a3, a3, a5
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	mov.n a2, a3
	ret.n

uat_add_return_4_acquire:
	rsil a4, 15
	memw
	l32i.n a5, a2, 0
	add.n a3, a3, a5
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	mov.n a2, a3
	ret.n

uat_add_return_4_release:
	rsil a4, 15
	memw
	l32i.n a5, a2, 0
	add.n a3, a3, a5
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	mov.n a2, a3
	ret.n

uat_add_return_4_acq_rel:
	rsil a4, 15
	memw
	l32i.n a5, a2, 0
	add.n a3, a3, a5
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	mov.n a2, a3
	ret.n

uat_add_return_4_seq_cst:
	rsil a4, 15
	memw
	l32i.n a5, a2, 0
	add.n a3, a3, a5
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	mov.n a2, a3
	ret.n

uat_add_return_4_seq_cst_fence:
	rsil a4, 15
	memw
	l32i.n a5, a2, 0
	add.n a3, a3, a5
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	mov.n a2, a3
	ret.n

uat_add_4_relaxed:
	rsil a4, 15
	memw
	l32i.n a5, a2, 0
	add.n a3, a3, a5
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_add_4_acquire:
	rsil a4, 15
	memw
	l32i.n a5, a2, 0
	add.n a3, a3, a5
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_add_4_release:
	rsil a4, 15
	memw
	l32i.n a5, a2, 0
	add.n a3, a3, a5
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_add_4_acq_rel:
	rsil a4, 15
	memw
	l32i.n a5, a2, 0
	add.n a3, a3, a5
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_add_4_seq_cst:
	rsil a4, 15
	memw
	l32i.n a5, a2, 0
	add.n a3, a3, a5
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_add_4_seq_cst_fence:
	rsil a4, 15
	memw
	l32i.n a5, a2, 0
	add.n a3, a3, a5
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_and_4_relaxed:
	rsil a4, 15
	memw
	l32i.n a5, a2, 0
	and a3, a3, a5
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_and_4_acquire:
	rsil a4, 15
	memw
	l32i.n a5, a2, 0
	and a3, a3, a5
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_and_4_release:
	rsil a4, 15
	memw
	l32i.n a5, a2, 0
	and a3, a3, a5
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_and_4_acq_rel:
	rsil a4, 15
	memw
	l32i.n a5, a2, 0
	and a3, a3, a5
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_and_4_seq_cst:
	rsil a4, 15
	memw
	l32i.n a5, a2, 0
	and a3, a3, a5
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_and_4_seq_cst_fence:
	rsil a4, 15
	memw
	l32i.n a5, a2, 0
	and a3, a3, a5
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_or_4_relaxed:
	rsil a4, 15
	memw
	l32i.n a5, a2, 0
	or a3, a3, a5
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_or_4_acquire:
	rsil a4, 15
	memw
	l32i.n a5, a2, 0
	or a3, a3, a5
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_or_4_release:
	rsil a4, 15
	memw
	l32i.n a5, a2, 0
	or a3, a3, a5
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_or_4_acq_rel:
	rsil a4, 15
	memw
	l32i.n a5, a2, 0
	or a3, a3, a5
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_or_4_seq_cst:
	rsil a4, 15
	memw
	l32i.n a5, a2, 0
	or a3, a3, a5
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_or_4_seq_cst_fence:
	rsil a4, 15
	memw
	l32i.n a5, a2, 0
	or a3, a3, a5
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_xor_4_relaxed:
	rsil a4, 15
	memw
	l32i.n a5, a2, 0
	xor a3, a3, a5
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_xor_4_acquire:
	rsil a4, 15
	memw
	l32i.n a5, a2, 0
	xor a3, a3, a5
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_xor_4_release:
	rsil a4, 15
	memw
	l32i.n a5, a2, 0
	xor a3, a3, a5
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_xor_4_acq_rel:
	rsil a4, 15
	memw
	l32i.n a5, a2, 0
	xor a3, a3, a5
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_xor_4_seq_cst:
	rsil a4, 15
	memw
	l32i.n a5, a2, 0
	xor a3, a3, a5
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_xor_4_seq_cst_fence:
	rsil a4, 15
	memw
	l32i.n a5, a2, 0
	xor a3, a3, a5
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_fetch_add_4_relaxed:
	mov.n a4, a2
	rsil a5, 15
	memw
	l32i.n a2, a2, 0
	add.n a3, a3, a2
	memw
	s32i.n a3, a4, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_add_4_acquire:
	mov.n a4, a2
	rsil a5, 15
	memw
	l32i.n a2, a2, 0
	add.n a3, a3, a2
	memw
	s32i.n a3, a4, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_add_4_release:
	mov.n a4, a2
	rsil a5, 15
	memw
	l32i.n a2, a2, 0
	add.n a3, a3, a2
	memw
	s32i.n a3, a4, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_add_4_acq_rel:
	mov.n a4, a2
	rsil a5, 15
	memw
	l32i.n a2, a2, 0
	add.n a3, a3, a2
	memw
	s32i.n a3, a4, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_add_4_seq_cst:
	mov.n a4, a2
	rsil a5, 15
	memw
	l32i.n a2, a2, 0
	add.n a3, a3, a2
	memw
	s32i.n a3, a4, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_add_4_seq_cst_fence:
	mov.n a4, a2
	rsil a5, 15
	memw
	l32i.n a2, a2, 0
	add.n a3, a3, a2
	memw
	s32i.n a3, a4, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_and_4_relaxed:
	mov.n a4, a2
	rsil a5, 15
	memw
	l32i.n a2, a2, 0
	and a3, a3, a2
	memw
	s32i.n a3, a4, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_and_4_acquire:
	mov.n a4, a2
	rsil a5, 15
	memw
	l32i.n a2, a2, 0
	and a3, a3, a2
	memw
	s32i.n a3, a4, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_and_4_release:
	mov.n a4, a2
	rsil a5, 15
	memw
	l32i.n a2, a2, 0
	and a3, a3, a2
	memw
	s32i.n a3, a4, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_and_4_acq_rel:
	mov.n a4, a2
	rsil a5, 15
	memw
	l32i.n a2, a2, 0
	and a3, a3, a2
	memw
	s32i.n a3, a4, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_and_4_seq_cst:
	mov.n a4, a2
	rsil a5, 15
	memw
	l32i.n a2, a2, 0
	and a3, a3, a2
	memw
	s32i.n a3, a4, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_and_4_seq_cst_fence:
	mov.n a4, a2
	rsil a5, 15
	memw
	l32i.n a2, a2, 0
	and a3, a3, a2
	memw
	s32i.n a3, a4, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_or_4_relaxed:
	mov.n a4, a2
	rsil a5, 15
	memw
	l32i.n a2, a2, 0
	or a3, a3, a2
	memw
	s32i.n a3, a4, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_or_4_acquire:
	mov.n a4, a2
	rsil a5, 15
	memw
	l32i.n a2, a2, 0
	or a3, a3, a2
	memw
	s32i.n a3, a4, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_or_4_release:
	mov.n a4, a2
	rsil a5, 15
	memw
	l32i.n a2, a2, 0
	or a3, a3, a2
	memw
	s32i.n a3, a4, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_or_4_acq_rel:
	mov.n a4, a2
	rsil a5, 15
	memw
	l32i.n a2, a2, 0
	or a3, a3, a2
	memw
	s32i.n a3, a4, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_or_4_seq_cst:
	mov.n a4, a2
	rsil a5, 15
	memw
	l32i.n a2, a2, 0
	or a3, a3, a2
	memw
	s32i.n a3, a4, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_or_4_seq_cst_fence:
	mov.n a4, a2
	rsil a5, 15
	memw
	l32i.n a2, a2, 0
	or a3, a3, a2
	memw
	s32i.n a3, a4, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_xor_4_relaxed:
	mov.n a4, a2
	rsil a5, 15
	memw
	l32i.n a2, a2, 0
	xor a3, a3, a2
	memw
	s32i.n a3, a4, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_xor_4_acquire:
	mov.n a4, a2
	rsil a5, 15
	memw
	l32i.n a2, a2, 0
	xor a3, a3, a2
	memw
	s32i.n a3, a4, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_xor_4_release:
	mov.n a4, a2
	rsil a5, 15
	memw
	l32i.n a2, a2, 0
	xor a3, a3, a2
	memw
	s32i.n a3, a4, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_xor_4_acq_rel:
	mov.n a4, a2
	rsil a5, 15
	memw
	l32i.n a2, a2, 0
	xor a3, a3, a2
	memw
	s32i.n a3, a4, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_xor_4_seq_cst:
	mov.n a4, a2
	rsil a5, 15
	memw
	l32i.n a2, a2, 0
	xor a3, a3, a2
	memw
	s32i.n a3, a4, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_xor_4_seq_cst_fence:
	mov.n a4, a2
	rsil a5, 15
	memw
	l32i.n a2, a2, 0
	xor a3, a3, a2
	memw
	s32i.n a3, a4, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_smax_4_relaxed:
	rsil a6, 15
	memw
	l32i.n a4, a2, 0
	mov.n a5, a4
	bge a4, a3, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smax_4_relaxed
	or a4, a3, a3
	memw
	s32i.n a4, a2, 0
	wsr.ps a6
	rsync
	mov.n a2, a5
	ret.n

uat_fetch_smax_4_acquire:
	rsil a6, 15
	memw
	l32i.n a4, a2, 0
	mov.n a5, a4
	bge a4, a3, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smax_4_acquire
	or a4, a3, a3
	memw
	s32i.n a4, a2, 0
	wsr.ps a6
	rsync
	mov.n a2, a5
	ret.n

uat_fetch_smax_4_release:
	rsil a6, 15
	memw
	l32i.n a4, a2, 0
	mov.n a5, a4
	bge a4, a3, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smax_4_release
	or a4, a3, a3
	memw
	s32i.n a4, a2, 0
	wsr.ps a6
	rsync
	mov.n a2, a5
	ret.n

uat_fetch_smax_4_acq_rel:
	rsil a6, 15
	memw
	l32i.n a4, a2, 0
	mov.n a5, a4
	bge a4, a3, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smax_4_acq_rel
	or a4, a3, a3
	memw
	s32i.n a4, a2, 0
	wsr.ps a6
	rsync
	mov.n a2, a5
	ret.n

uat_fetch_smax_4_seq_cst:
	rsil a6, 15
	memw
	l32i.n a4, a2, 0
	mov.n a5, a4
	bge a4, a3, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smax_4_seq_cst
	or a4, a3, a3
	memw
	s32i.n a4, a2, 0
	wsr.ps a6
	rsync
	mov.n a2, a5
	ret.n

uat_fetch_smax_4_seq_cst_fence:
	rsil a6, 15
	memw
	l32i.n a4, a2, 0
	mov.n a5, a4
	bge a4, a3, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smax_4_seq_cst_fence
	or a4, a3, a3
	memw
	s32i.n a4, a2, 0
	wsr.ps a6
	rsync
	mov.n a2, a5
	ret.n

uat_fetch_umax_4_relaxed:
	mov.n a4, a2
	rsil a5, 15
	memw
	l32i.n a2, a2, 0
	bgeu a3, a2, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umax_4_relaxed
	or a3, a2, a2
	memw
	s32i.n a3, a4, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_umax_4_acquire:
	mov.n a4, a2
	rsil a5, 15
	memw
	l32i.n a2, a2, 0
	bgeu a3, a2, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umax_4_acquire
	or a3, a2, a2
	memw
	s32i.n a3, a4, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_umax_4_release:
	mov.n a4, a2
	rsil a5, 15
	memw
	l32i.n a2, a2, 0
	bgeu a3, a2, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umax_4_release
	or a3, a2, a2
	memw
	s32i.n a3, a4, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_umax_4_acq_rel:
	mov.n a4, a2
	rsil a5, 15
	memw
	l32i.n a2, a2, 0
	bgeu a3, a2, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umax_4_acq_rel
	or a3, a2, a2
	memw
	s32i.n a3, a4, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_umax_4_seq_cst:
	mov.n a4, a2
	rsil a5, 15
	memw
	l32i.n a2, a2, 0
	bgeu a3, a2, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umax_4_seq_cst
	or a3, a2, a2
	memw
	s32i.n a3, a4, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_umax_4_seq_cst_fence:
	mov.n a4, a2
	rsil a5, 15
	memw
	l32i.n a2, a2, 0
	bgeu a3, a2, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umax_4_seq_cst_fence
	or a3, a2, a2
	memw
	s32i.n a3, a4, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_smin_4_relaxed:
	rsil a6, 15
	memw
	l32i.n a4, a2, 0
	mov.n a5, a4
	bge a3, a4, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smin_4_relaxed
	or a4, a3, a3
	memw
	s32i.n a4, a2, 0
	wsr.ps a6
	rsync
	mov.n a2, a5
	ret.n

uat_fetch_smin_4_acquire:
	rsil a6, 15
	memw
	l32i.n a4, a2, 0
	mov.n a5, a4
	bge a3, a4, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smin_4_acquire
	or a4, a3, a3
	memw
	s32i.n a4, a2, 0
	wsr.ps a6
	rsync
	mov.n a2, a5
	ret.n

uat_fetch_smin_4_release:
	rsil a6, 15
	memw
	l32i.n a4, a2, 0
	mov.n a5, a4
	bge a3, a4, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smin_4_release
	or a4, a3, a3
	memw
	s32i.n a4, a2, 0
	wsr.ps a6
	rsync
	mov.n a2, a5
	ret.n

uat_fetch_smin_4_acq_rel:
	rsil a6, 15
	memw
	l32i.n a4, a2, 0
	mov.n a5, a4
	bge a3, a4, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smin_4_acq_rel
	or a4, a3, a3
	memw
	s32i.n a4, a2, 0
	wsr.ps a6
	rsync
	mov.n a2, a5
	ret.n

uat_fetch_smin_4_seq_cst:
	rsil a6, 15
	memw
	l32i.n a4, a2, 0
	mov.n a5, a4
	bge a3, a4, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smin_4_seq_cst
	or a4, a3, a3
	memw
	s32i.n a4, a2, 0
	wsr.ps a6
	rsync
	mov.n a2, a5
	ret.n

uat_fetch_smin_4_seq_cst_fence:
	rsil a6, 15
	memw
	l32i.n a4, a2, 0
	mov.n a5, a4
	bge a3, a4, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smin_4_seq_cst_fence
	or a4, a3, a3
	memw
	s32i.n a4, a2, 0
	wsr.ps a6
	rsync
	mov.n a2, a5
	ret.n

uat_fetch_umin_4_relaxed:
	mov.n a4, a2
	rsil a5, 15
	memw
	l32i.n a2, a2, 0
	bgeu a2, a3, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umin_4_relaxed
	or a3, a2, a2
	memw
	s32i.n a3, a4, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_umin_4_acquire:
	mov.n a4, a2
	rsil a5, 15
	memw
	l32i.n a2, a2, 0
	bgeu a2, a3, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umin_4_acquire
	or a3, a2, a2
	memw
	s32i.n a3, a4, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_umin_4_release:
	mov.n a4, a2
	rsil a5, 15
	memw
	l32i.n a2, a2, 0
	bgeu a2, a3, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umin_4_release
	or a3, a2, a2
	memw
	s32i.n a3, a4, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_umin_4_acq_rel:
	mov.n a4, a2
	rsil a5, 15
	memw
	l32i.n a2, a2, 0
	bgeu a2, a3, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umin_4_acq_rel
	or a3, a2, a2
	memw
	s32i.n a3, a4, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_umin_4_seq_cst:
	mov.n a4, a2
	rsil a5, 15
	memw
	l32i.n a2, a2, 0
	bgeu a2, a3, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umin_4_seq_cst
	or a3, a2, a2
	memw
	s32i.n a3, a4, 0
	wsr.ps a5
	rsync
	ret.n

uat_fetch_umin_4_seq_cst_fence:
	mov.n a4, a2
	rsil a5, 15
	memw
	l32i.n a2, a2, 0
	bgeu a2, a3, .L6
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umin_4_seq_cst_fence
	or a3, a2, a2
	memw
	s32i.n a3, a4, 0
	wsr.ps a5
	rsync
	ret.n

uat_test_and_set_bit_4_relaxed:
	movi.n a4, 1
	ssl a3
	sll a3, a4
	rsil a6, 15
	memw
	l32i.n a5, a2, 0
	or a7, a3, a5
	memw
	s32i.n a7, a2, 0
	wsr.ps a6
	rsync
	movi.n a2, 0
	and a3, a3, a5
	movnez a2, a4, a3
	ret.n

uat_test_and_set_bit_4_acquire:
	movi.n a4, 1
	ssl a3
	sll a3, a4
	rsil a6, 15
	memw
	l32i.n a5, a2, 0
	or a7, a3, a5
	memw
	s32i.n a7, a2, 0
	wsr.ps a6
	rsync
	movi.n a2, 0
	and a3, a3, a5
	movnez a2, a4, a3
	ret.n

uat_test_and_set_bit_4_release:
	movi.n a4, 1
	ssl a3
	sll a3, a4
	rsil a6, 15
	memw
	l32i.n a5, a2, 0
	or a7, a3, a5
	memw
	s32i.n a7, a2, 0
	wsr.ps a6
	rsync
	movi.n a2, 0
	and a3, a3, a5
	movnez a2, a4, a3
	ret.n

uat_test_and_set_bit_4_acq_rel:
	movi.n a4, 1
	ssl a3
	sll a3, a4
	rsil a6, 15
	memw
	l32i.n a5, a2, 0
	or a7, a3, a5
	memw
	s32i.n a7, a2, 0
	wsr.ps a6
	rsync
	movi.n a2, 0
	and a3, a3, a5
	movnez a2, a4, a3
	ret.n

uat_test_and_set_bit_4_seq_cst:
	movi.n a4, 1
	ssl a3
	sll a3, a4
	rsil a6, 15
	memw
	l32i.n a5, a2, 0
	or a7, a3, a5
	memw
	s32i.n a7, a2, 0
	wsr.ps a6
	rsync
	movi.n a2, 0
	and a3, a3, a5
	movnez a2, a4, a3
	ret.n

uat_test_and_set_bit_4_seq_cst_fence:
	movi.n a4, 1
	ssl a3
	sll a3, a4
	rsil a6, 15
	memw
	l32i.n a5, a2, 0
	or a7, a3, a5
	memw
	s32i.n a7, a2, 0
	wsr.ps a6
	rsync
	movi.n a2, 0
	and a3, a3, a5
	movnez a2, a4, a3
	ret.n

uat_test_and_clear_bit_4_relaxed:
	movi.n a5, 1
	ssl a3
	sll a3, a5
	rsil a7, 15
	movi.n a4, -1
	memw
	l32i.n a6, a2, 0
	xor a4, a4, a3
	and a4, a4, a6
	memw
	s32i.n a4, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a3, a3, a6
	movnez a2, a5, a3
	ret.n

uat_test_and_clear_bit_4_acquire:
	movi.n a5, 1
	ssl a3
	sll a3, a5
	rsil a7, 15
	movi.n a4, -1
	memw
	l32i.n a6, a2, 0
	xor a4, a4, a3
	and a4, a4, a6
	memw
	s32i.n a4, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a3, a3, a6
	movnez a2, a5, a3
	ret.n

uat_test_and_clear_bit_4_release:
	movi.n a5, 1
	ssl a3
	sll a3, a5
	rsil a7, 15
	movi.n a4, -1
	memw
	l32i.n a6, a2, 0
	xor a4, a4, a3
	and a4, a4, a6
	memw
	s32i.n a4, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a3, a3, a6
	movnez a2, a5, a3
	ret.n

uat_test_and_clear_bit_4_acq_rel:
	movi.n a5, 1
	ssl a3
	sll a3, a5
	rsil a7, 15
	movi.n a4, -1
	memw
	l32i.n a6, a2, 0
	xor a4, a4, a3
	and a4, a4, a6
	memw
	s32i.n a4, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a3, a3, a6
	movnez a2, a5, a3
	ret.n

uat_test_and_clear_bit_4_seq_cst:
	movi.n a5, 1
	ssl a3
	sll a3, a5
	rsil a7, 15
	movi.n a4, -1
	memw
	l32i.n a6, a2, 0
	xor a4, a4, a3
	and a4, a4, a6
	memw
	s32i.n a4, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a3, a3, a6
	movnez a2, a5, a3
	ret.n

uat_test_and_clear_bit_4_seq_cst_fence:
	movi.n a5, 1
	ssl a3
	sll a3, a5
	rsil a7, 15
	movi.n a4, -1
	memw
	l32i.n a6, a2, 0
	xor a4, a4, a3
	and a4, a4, a6
	memw
	s32i.n a4, a2, 0
	wsr.ps a7
	rsync
	movi.n a2, 0
	and a3, a3, a6
	movnez a2, a5, a3
	ret.n

uat_test_and_change_bit_4_relaxed:
	movi.n a4, 1
	ssl a3
	sll a3, a4
	rsil a6, 15
	memw
	l32i.n a5, a2, 0
	xor a7, a3, a5
	memw
	s32i.n a7, a2, 0
	wsr.ps a6
	rsync
	movi.n a2, 0
	and a3, a3, a5
	movnez a2, a4, a3
	ret.n

uat_test_and_change_bit_4_acquire:
	movi.n a4, 1
	ssl a3
	sll a3, a4
	rsil a6, 15
	memw
	l32i.n a5, a2, 0
	xor a7, a3, a5
	memw
	s32i.n a7, a2, 0
	wsr.ps a6
	rsync
	movi.n a2, 0
	and a3, a3, a5
	movnez a2, a4, a3
	ret.n

uat_test_and_change_bit_4_release:
	movi.n a4, 1
	ssl a3
	sll a3, a4
	rsil a6, 15
	memw
	l32i.n a5, a2, 0
	xor a7, a3, a5
	memw
	s32i.n a7, a2, 0
	wsr.ps a6
	rsync
	movi.n a2, 0
	and a3, a3, a5
	movnez a2, a4, a3
	ret.n

uat_test_and_change_bit_4_acq_rel:
	movi.n a4, 1
	ssl a3
	sll a3, a4
	rsil a6, 15
	memw
	l32i.n a5, a2, 0
	xor a7, a3, a5
	memw
	s32i.n a7, a2, 0
	wsr.ps a6
	rsync
	movi.n a2, 0
	and a3, a3, a5
	movnez a2, a4, a3
	ret.n

uat_test_and_change_bit_4_seq_cst:
	movi.n a4, 1
	ssl a3
	sll a3, a4
	rsil a6, 15
	memw
	l32i.n a5, a2, 0
	xor a7, a3, a5
	memw
	s32i.n a7, a2, 0
	wsr.ps a6
	rsync
	movi.n a2, 0
	and a3, a3, a5
	movnez a2, a4, a3
	ret.n

uat_test_and_change_bit_4_seq_cst_fence:
	movi.n a4, 1
	ssl a3
	sll a3, a4
	rsil a6, 15
	memw
	l32i.n a5, a2, 0
	xor a7, a3, a5
	memw
	s32i.n a7, a2, 0
	wsr.ps a6
	rsync
	movi.n a2, 0
	and a3, a3, a5
	movnez a2, a4, a3
	ret.n

uat_fetch_add_unless_4_relaxed:
	mov.n a5, a2
	rsil a6, 15
	memw
	l32i.n a2, a2, 0
	beq a4, a2, .L8
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_unless_4_relaxed
	add.n a3, a3, a2
	memw
	s32i.n a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_add_unless_4_acquire:
	mov.n a5, a2
	rsil a6, 15
	memw
	l32i.n a2, a2, 0
	beq a4, a2, .L8
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_unless_4_acquire
	add.n a3, a3, a2
	memw
	s32i.n a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_add_unless_4_release:
	mov.n a5, a2
	rsil a6, 15
	memw
	l32i.n a2, a2, 0
	beq a4, a2, .L8
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_unless_4_release
	add.n a3, a3, a2
	memw
	s32i.n a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_add_unless_4_acq_rel:
	mov.n a5, a2
	rsil a6, 15
	memw
	l32i.n a2, a2, 0
	beq a4, a2, .L8
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_unless_4_acq_rel
	add.n a3, a3, a2
	memw
	s32i.n a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_add_unless_4_seq_cst:
	mov.n a5, a2
	rsil a6, 15
	memw
	l32i.n a2, a2, 0
	beq a4, a2, .L8
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_unless_4_seq_cst
	add.n a3, a3, a2
	memw
	s32i.n a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_fetch_add_unless_4_seq_cst_fence:
	mov.n a5, a2
	rsil a6, 15
	memw
	l32i.n a2, a2, 0
	beq a4, a2, .L8
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_unless_4_seq_cst_fence
	add.n a3, a3, a2
	memw
	s32i.n a3, a5, 0
	wsr.ps a6
	rsync
	ret.n

uat_add_unless_4_relaxed:
	mov.n a5, a2
	rsil a7, 15
	memw
	l32i.n a6, a2, 0
	movi.n a2, 0
	beq a4, a6, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_4_relaxed
	add.n a3, a3, a6
	memw
	s32i.n a3, a5, 0
	movi.n a2, 1
	wsr.ps a7
	rsync
	ret.n

uat_add_unless_4_acquire:
	mov.n a5, a2
	rsil a7, 15
	memw
	l32i.n a6, a2, 0
	movi.n a2, 0
	beq a4, a6, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_4_acquire
	add.n a3, a3, a6
	memw
	s32i.n a3, a5, 0
	movi.n a2, 1
	wsr.ps a7
	rsync
	ret.n

uat_add_unless_4_release:
	mov.n a5, a2
	rsil a7, 15
	memw
	l32i.n a6, a2, 0
	movi.n a2, 0
	beq a4, a6, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_4_release
	add.n a3, a3, a6
	memw
	s32i.n a3, a5, 0
	movi.n a2, 1
	wsr.ps a7
	rsync
	ret.n

uat_add_unless_4_acq_rel:
	mov.n a5, a2
	rsil a7, 15
	memw
	l32i.n a6, a2, 0
	movi.n a2, 0
	beq a4, a6, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_4_acq_rel
	add.n a3, a3, a6
	memw
	s32i.n a3, a5, 0
	movi.n a2, 1
	wsr.ps a7
	rsync
	ret.n

uat_add_unless_4_seq_cst:
	mov.n a5, a2
	rsil a7, 15
	memw
	l32i.n a6, a2, 0
	movi.n a2, 0
	beq a4, a6, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_4_seq_cst
	add.n a3, a3, a6
	memw
	s32i.n a3, a5, 0
	movi.n a2, 1
	wsr.ps a7
	rsync
	ret.n

uat_add_unless_4_seq_cst_fence:
	mov.n a5, a2
	rsil a7, 15
	memw
	l32i.n a6, a2, 0
	movi.n a2, 0
	beq a4, a6, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_4_seq_cst_fence
	add.n a3, a3, a6
	memw
	s32i.n a3, a5, 0
	movi.n a2, 1
	wsr.ps a7
	rsync
	ret.n

uat_dec_if_positive_4_relaxed-0x4:

uat_dec_if_positive_4_relaxed:
	rsil a4, 15
	memw
	l32i.n a3, a2, 0
	blti a3, 1, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_4_relaxed
	addi.n a3, a3, -1
	memw
	s32i.n a3, a2, 0
	mov.n a2, a3
	j .L16
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_4_relaxed
	.byte 00
	l32r a5, <uat_dec_if_positive_4_relaxed-0x4> (80000000 <uat_dec_if_positive_4_relaxed+0x7ffffffc>)
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_4_relaxed
	movi.n a2, 1
	add.n a5, a3, a5
	movi.n a6, 0
	moveqz a2, a6, a5
	sub a2, a3, a2
	wsr.ps a4
	rsync
	ret.n

uat_dec_if_positive_4_acquire-0x4:

uat_dec_if_positive_4_acquire:
	rsil a4, 15
	memw
	l32i.n a3, a2, 0
	blti a3, 1, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_4_acquire
	addi.n a3, a3, -1
	memw
	s32i.n a3, a2, 0
	mov.n a2, a3
	j .L16
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_4_acquire
	.byte 00
	l32r a5, <uat_dec_if_positive_4_acquire-0x4> (80000000 <uat_dec_if_positive_4_acquire+0x7ffffffc>)
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_4_acquire
	movi.n a2, 1
	add.n a5, a3, a5
	movi.n a6, 0
	moveqz a2, a6, a5
	sub a2, a3, a2
	wsr.ps a4
	rsync
	ret.n

uat_dec_if_positive_4_release-0x4:

uat_dec_if_positive_4_release:
	rsil a4, 15
	memw
	l32i.n a3, a2, 0
	blti a3, 1, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_4_release
	addi.n a3, a3, -1
	memw
	s32i.n a3, a2, 0
	mov.n a2, a3
	j .L16
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_4_release
	.byte 00
	l32r a5, <uat_dec_if_positive_4_release-0x4> (80000000 <uat_dec_if_positive_4_release+0x7ffffffc>)
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_4_release
	movi.n a2, 1
	add.n a5, a3, a5
	movi.n a6, 0
	moveqz a2, a6, a5
	sub a2, a3, a2
	wsr.ps a4
	rsync
	ret.n

uat_dec_if_positive_4_acq_rel-0x4:

uat_dec_if_positive_4_acq_rel:
	rsil a4, 15
	memw
	l32i.n a3, a2, 0
	blti a3, 1, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_4_acq_rel
	addi.n a3, a3, -1
	memw
	s32i.n a3, a2, 0
	mov.n a2, a3
	j .L15
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_4_acq_rel
	l32r a5, <uat_dec_if_positive_4_acq_rel-0x4> (80000000 <uat_dec_if_positive_4_acq_rel+0x7ffffffc>)
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_4_acq_rel
	movi.n a2, 1
	add.n a5, a3, a5
	movi.n a6, 0
	moveqz a2, a6, a5
	sub a2, a3, a2
	wsr.ps a4
	rsync
	ret.n

uat_dec_if_positive_4_seq_cst-0x4:

uat_dec_if_positive_4_seq_cst:
	rsil a4, 15
	memw
	l32i.n a3, a2, 0
	blti a3, 1, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_4_seq_cst
	addi.n a3, a3, -1
	memw
	s32i.n a3, a2, 0
	mov.n a2, a3
	j .L16
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_4_seq_cst
	.byte 00
	l32r a5, <uat_dec_if_positive_4_seq_cst-0x4> (80000000 <uat_dec_if_positive_4_seq_cst+0x7ffffffc>)
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_4_seq_cst
	movi.n a2, 1
	add.n a5, a3, a5
	movi.n a6, 0
	moveqz a2, a6, a5
	sub a2, a3, a2
	wsr.ps a4
	rsync
	ret.n

uat_dec_if_positive_4_seq_cst_fence-0x4:

uat_dec_if_positive_4_seq_cst_fence:
	rsil a4, 15
	memw
	l32i.n a3, a2, 0
	blti a3, 1, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_4_seq_cst_fence
	addi.n a3, a3, -1
	memw
	s32i.n a3, a2, 0
	mov.n a2, a3
	j .L16
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_4_seq_cst_fence
	.byte 00
	l32r a5, <uat_dec_if_positive_4_seq_cst_fence-0x4> (80000000 <uat_dec_if_positive_4_seq_cst_fence+0x7ffffffc>)
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_4_seq_cst_fence
	movi.n a2, 1
	add.n a5, a3, a5
	movi.n a6, 0
	moveqz a2, a6, a5
	sub a2, a3, a2
	wsr.ps a4
	rsync
	ret.n

uat_cond_load_4_relaxed:
	or a4, a2, a2
	memw
	l32i a2, a2, 0
	beq a3, a2, .L7
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_4_relaxed
	memw
	l32i.n a2, a4, 0
	bne a3, a2, .L4
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_4_relaxed
	ret.n

uat_cond_load_4_consume:
	or a4, a2, a2
	memw
	l32i a2, a2, 0
	beq a3, a2, .L7
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_4_consume
	memw
	l32i.n a2, a4, 0
	bne a3, a2, .L4
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_4_consume
	ret.n

uat_cond_load_4_acquire:
	or a4, a2, a2
	memw
	l32i a2, a2, 0
	beq a3, a2, .L7
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_4_acquire
	memw
	l32i.n a2, a4, 0
	bne a3, a2, .L4
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_4_acquire
	ret.n

uat_cond_load_4_seq_cst:
	mov.n a4, a2
	memw
	l32i.n a2, a4, 0
	beq a3, a2, .L5
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_4_seq_cst
	j .L1
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_4_seq_cst
	ret.n

uat_cond_load_4_seq_cst_fence:
	mov.n a4, a2
	memw
	l32i.n a2, a4, 0
	beq a3, a2, .L5
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_4_seq_cst_fence
	j .L1
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_4_seq_cst_fence
	ret.n

uat_inc_4_relaxed:
	rsil a4, 15
	memw
	l32i.n a3, a2, 0
	addi.n a3, a3, 1
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_inc_4_acquire:
	rsil a4, 15
	memw
	l32i.n a3, a2, 0
	addi.n a3, a3, 1
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_inc_4_release:
	rsil a4, 15
	memw
	l32i.n a3, a2, 0
	addi.n a3, a3, 1
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_inc_4_acq_rel:
	rsil a4, 15
	memw
	l32i.n a3, a2, 0
	addi.n a3, a3, 1
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_inc_4_seq_cst:
	rsil a4, 15
	memw
	l32i.n a3, a2, 0
	addi.n a3, a3, 1
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_inc_4_seq_cst_fence:
	rsil a4, 15
	memw
	l32i.n a3, a2, 0
	addi.n a3, a3, 1
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_dec_4_relaxed:
	rsil a4, 15
	memw
	l32i.n a3, a2, 0
	addi.n a3, a3, -1
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_dec_4_acquire:
	rsil a4, 15
	memw
	l32i.n a3, a2, 0
	addi.n a3, a3, -1
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_dec_4_release:
	rsil a4, 15
	memw
	l32i.n a3, a2, 0
	addi.n a3, a3, -1
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_dec_4_acq_rel:
	rsil a4, 15
	memw
	l32i.n a3, a2, 0
	addi.n a3, a3, -1
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_dec_4_seq_cst:
	rsil a4, 15
	memw
	l32i.n a3, a2, 0
	addi.n a3, a3, -1
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_dec_4_seq_cst_fence:
	rsil a4, 15
	memw
	l32i.n a3, a2, 0
	addi.n a3, a3, -1
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_add_around_4_mb:
	rsil a4, 15
	memw
	l32i.n a5, a2, 0
	add.n a3, a3, a5
	memw
	s32i.n a3, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_load_8_relaxed:
	rsil a4, 15
	memw
	l32i.n a3, a2, 4
	memw
	l32i.n a2, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_load_8_consume:
	rsil a4, 15
	memw
	l32i.n a3, a2, 4
	memw
	l32i.n a2, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_load_8_acquire:
	rsil a4, 15
	memw
	l32i.n a3, a2, 4
	memw
	l32i.n a2, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_load_8_seq_cst:
	rsil a4, 15
	memw
	l32i.n a3, a2, 4
	memw
	l32i.n a2, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_load_8_seq_cst_fence:
	rsil a4, 15
	memw
	l32i.n a3, a2, 4
	memw
	l32i.n a2, a2, 0
	wsr.ps a4
	rsync
	ret.n

uat_store_8_relaxed:
	rsil a3, 15
	memw
	l32i.n a6, a2, 0
	memw
	l32i.n a7, a2, 4
	memw
	s32i.n a4, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a3
	rsync
	ret.n

uat_store_8_release:
	rsil a3, 15
	memw
	l32i.n a6, a2, 0
	memw
	l32i.n a7, a2, 4
	memw
	s32i.n a4, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a3
	rsync
	ret.n

uat_store_8_seq_cst:
	rsil a3, 15
	memw
	l32i.n a6, a2, 0
	memw
	l32i.n a7, a2, 4
	memw
	s32i.n a4, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a3
	rsync
	ret.n

uat_store_8_seq_cst_fence:
	rsil a3, 15
	memw
	l32i.n a6, a2, 0
	memw
	l32i.n a7, a2, 4
	memw
	s32i.n a4, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a3
	rsync
	ret.n

uat_cmpxchg_8_relaxed:
	mov.n a8, a2
	mov.n a11, a7
	rsil a7, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	bne a4, a2, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_8_relaxed
	bne a5, a3, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_8_relaxed
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a11, a8, 4
	wsr.ps a7
	rsync
	ret.n

uat_cmpxchg_8_acquire:
	mov.n a8, a2
	mov.n a11, a7
	rsil a7, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	bne a4, a2, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_8_acquire
	bne a5, a3, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_8_acquire
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a11, a8, 4
	wsr.ps a7
	rsync
	ret.n

uat_cmpxchg_8_release:
	mov.n a8, a2
	mov.n a11, a7
	rsil a7, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	bne a4, a2, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_8_release
	bne a5, a3, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_8_release
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a11, a8, 4
	wsr.ps a7
	rsync
	ret.n

uat_cmpxchg_8_acq_rel:
	mov.n a8, a2
	mov.n a11, a7
	rsil a7, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	bne a4, a2, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_8_acq_rel
	bne a5, a3, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_8_acq_rel
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a11, a8, 4
	wsr.ps a7
	rsync
	ret.n

uat_cmpxchg_8_seq_cst:
	mov.n a8, a2
	mov.n a11, a7
	rsil a7, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	bne a4, a2, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_8_seq_cst
	bne a5, a3, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_8_seq_cst
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a11, a8, 4
	wsr.ps a7
	rsync
	ret.n

uat_cmpxchg_8_seq_cst_fence_sc:
	mov.n a8, a2
	mov.n a11, a7
	rsil a7, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	bne a4, a2, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_8_seq_cst_fence_sc
	bne a5, a3, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_8_seq_cst_fence_sc
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a11, a8, 4
	wsr.ps a7
	rsync
	ret.n

uat_cmpxchg_8_seq_cst_fence:
	mov.n a8, a2
	mov.n a11, a7
	rsil a7, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	bne a4, a2, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_8_seq_cst_fence
	bne a5, a3, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_8_seq_cst_fence
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a11, a8, 4
	wsr.ps a7
	rsync
	ret.n

uat_cmpxchg_test_8_seq_cst_fence:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	bne a4, a8, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_test_8_seq_cst_fence
	bne a5, a9, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_cmpxchg_test_8_seq_cst_fence
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a3
	rsync
	xor a4, a4, a8
	xor a5, a5, a9
	or a4, a4, a5
	movi.n a3, 0
	movi.n a2, 1
	movnez a2, a3, a4
	ret.n

uat_try_cmpxchg_8_relaxed:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	bne a4, a8, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_8_relaxed
	bne a5, a9, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_8_relaxed
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a3
	rsync
	xor a4, a4, a8
	xor a5, a5, a9
	or a4, a4, a5
	movi.n a3, 0
	movi.n a2, 1
	movnez a2, a3, a4
	ret.n

uat_try_cmpxchg_8_acquire:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	bne a4, a8, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_8_acquire
	bne a5, a9, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_8_acquire
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a3
	rsync
	xor a4, a4, a8
	xor a5, a5, a9
	or a4, a4, a5
	movi.n a3, 0
	movi.n a2, 1
	movnez a2, a3, a4
	ret.n

uat_try_cmpxchg_8_release:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	bne a4, a8, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_8_release
	bne a5, a9, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_8_release
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a3
	rsync
	xor a4, a4, a8
	xor a5, a5, a9
	or a4, a4, a5
	movi.n a3, 0
	movi.n a2, 1
	movnez a2, a3, a4
	ret.n

uat_try_cmpxchg_8_acq_rel:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	bne a4, a8, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_8_acq_rel
	bne a5, a9, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_8_acq_rel
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a3
	rsync
	xor a4, a4, a8
	xor a5, a5, a9
	or a4, a4, a5
	movi.n a3, 0
	movi.n a2, 1
	movnez a2, a3, a4
	ret.n

uat_try_cmpxchg_8_seq_cst:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	bne a4, a8, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_8_seq_cst
	bne a5, a9, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_8_seq_cst
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a3
	rsync
	xor a4, a4, a8
	xor a5, a5, a9
	or a4, a4, a5
	movi.n a3, 0
	movi.n a2, 1
	movnez a2, a3, a4
	ret.n

uat_try_cmpxchg_8_seq_cst_fence_sc:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	bne a4, a8, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_8_seq_cst_fence_sc
	bne a5, a9, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_8_seq_cst_fence_sc
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a3
	rsync
	xor a4, a4, a8
	xor a5, a5, a9
	or a4, a4, a5
	movi.n a3, 0
	movi.n a2, 1
	movnez a2, a3, a4
	ret.n

uat_try_cmpxchg_8_seq_cst_fence:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	bne a4, a8, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_8_seq_cst_fence
	bne a5, a9, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_8_seq_cst_fence
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a3
	rsync
	xor a4, a4, a8
	xor a5, a5, a9
	or a4, a4, a5
	movi.n a3, 0
	movi.n a2, 1
	movnez a2, a3, a4
	ret.n

uat_try_cmpxchg_weak_8_relaxed:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	bne a4, a8, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_weak_8_relaxed
	bne a5, a9, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_weak_8_relaxed
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a3
	rsync
	xor a4, a4, a8
	xor a5, a5, a9
	or a4, a4, a5
	movi.n a3, 0
	movi.n a2, 1
	movnez a2, a3, a4
	ret.n

uat_try_cmpxchg_weak_8_acquire:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	bne a4, a8, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_weak_8_acquire
	bne a5, a9, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_weak_8_acquire
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a3
	rsync
	xor a4, a4, a8
	xor a5, a5, a9
	or a4, a4, a5
	movi.n a3, 0
	movi.n a2, 1
	movnez a2, a3, a4
	ret.n

uat_try_cmpxchg_weak_8_release:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	bne a4, a8, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_weak_8_release
	bne a5, a9, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_weak_8_release
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a3
	rsync
	xor a4, a4, a8
	xor a5, a5, a9
	or a4, a4, a5
	movi.n a3, 0
	movi.n a2, 1
	movnez a2, a3, a4
	ret.n

uat_try_cmpxchg_weak_8_acq_rel:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	bne a4, a8, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_weak_8_acq_rel
	bne a5, a9, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_weak_8_acq_rel
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a3
	rsync
	xor a4, a4, a8
	xor a5, a5, a9
	or a4, a4, a5
	movi.n a3, 0
	movi.n a2, 1
	movnez a2, a3, a4
	ret.n

uat_try_cmpxchg_weak_8_seq_cst:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	bne a4, a8, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_weak_8_seq_cst
	bne a5, a9, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_weak_8_seq_cst
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a3
	rsync
	xor a4, a4, a8
	xor a5, a5, a9
	or a4, a4, a5
	movi.n a3, 0
	movi.n a2, 1
	movnez a2, a3, a4
	ret.n

uat_try_cmpxchg_weak_8_seq_cst_fence_sc:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	bne a4, a8, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_weak_8_seq_cst_fence_sc
	bne a5, a9, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_weak_8_seq_cst_fence_sc
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a3
	rsync
	xor a4, a4, a8
	xor a5, a5, a9
	or a4, a4, a5
	movi.n a3, 0
	movi.n a2, 1
	movnez a2, a3, a4
	ret.n

uat_try_cmpxchg_weak_8_seq_cst_fence:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	bne a4, a8, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_weak_8_seq_cst_fence
	bne a5, a9, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_try_cmpxchg_weak_8_seq_cst_fence
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a3
	rsync
	xor a4, a4, a8
	xor a5, a5, a9
	or a4, a4, a5
	movi.n a3, 0
	movi.n a2, 1
	movnez a2, a3, a4
	ret.n

uat_xchg_8_relaxed:
	rsil a3, 15
	memw
	l32i.n a6, a2, 0
	memw
	l32i.n a7, a2, 4
	memw
	s32i.n a4, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a3
	rsync
	mov.n a2, a6
	mov.n a3, a7
	ret.n

uat_xchg_8_acquire:
	rsil a3, 15
	memw
	l32i.n a6, a2, 0
	memw
	l32i.n a7, a2, 4
	memw
	s32i.n a4, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a3
	rsync
	mov.n a2, a6
	mov.n a3, a7
	ret.n

uat_xchg_8_release:
	rsil a3, 15
	memw
	l32i.n a6, a2, 0
	memw
	l32i.n a7, a2, 4
	memw
	s32i.n a4, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a3
	rsync
	mov.n a2, a6
	mov.n a3, a7
	ret.n

uat_xchg_8_acq_rel:
	rsil a3, 15
	memw
	l32i.n a6, a2, 0
	memw
	l32i.n a7, a2, 4
	memw
	s32i.n a4, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a3
	rsync
	mov.n a2, a6
	mov.n a3, a7
	ret.n

uat_xchg_8_seq_cst:
	rsil a3, 15
	memw
	l32i.n a6, a2, 0
	memw
	l32i.n a7, a2, 4
	memw
	s32i.n a4, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a3
	rsync
	mov.n a2, a6
	mov.n a3, a7
	ret.n

uat_xchg_8_seq_cst_fence:
	rsil a3, 15
	memw
	l32i.n a6, a2, 0
	memw
	l32i.n a7, a2, 4
	memw
	s32i.n a4, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a3
	rsync
	mov.n a2, a6
	mov.n a3, a7
	ret.n

uat_add_return_8_relaxed:
	mov.n a6, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a6, 4
	add.n a7, a4, a2
	movi.n a8, 1
	bltu a7, a4, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_add_return_8_relaxed
	movi.n a8, 0
	add.n a5, a5, a3
	add.n a3, a8, a5
	memw
	s32i.n a7, a6, 0
	mov.n a2, a7
	memw
	s32i.n a3, a6, 4
	wsr.ps a9
	rsync
	ret.n

uat_add_return_8_acquire:
	mov.n a6, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a6, 4
	add.n a7, a4, a2
	movi.n a8, 1
	bltu a7, a4, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_add_return_8_acquire
	movi.n a8, 0
	add.n a5, a5, a3
	add.n a3, a8, a5
	memw
	s32i.n a7, a6, 0
	mov.n a2, a7
	memw
	s32i.n a3, a6, 4
	wsr.ps a9
	rsync
	ret.n

uat_add_return_8_release:
	mov.n a6, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a6, 4
	add.n a7, a4, a2
	movi.n a8, 1
	bltu a7, a4, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_add_return_8_release
	movi.n a8, 0
	add.n a5, a5, a3
	add.n a3, a8, a5
	memw
	s32i.n a7, a6, 0
	mov.n a2, a7
	memw
	s32i.n a3, a6, 4
	wsr.ps a9
	rsync
	ret.n

uat_add_return_8_acq_rel:
	mov.n a6, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a6, 4
	add.n a7, a4, a2
	movi.n a8, 1
	bltu a7, a4, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_add_return_8_acq_rel
	movi.n a8, 0
	add.n a5, a5, a3
	add.n a3, a8, a5
	memw
	s32i.n a7, a6, 0
	mov.n a2, a7
	memw
	s32i.n a3, a6, 4
	wsr.ps a9
	rsync
	ret.n

uat_add_return_8_seq_cst:
	mov.n a6, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a6, 4
	add.n a7, a4, a2
	movi.n a8, 1
	bltu a7, a4, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_add_return_8_seq_cst
	movi.n a8, 0
	add.n a5, a5, a3
	add.n a3, a8, a5
	memw
	s32i.n a7, a6, 0
	mov.n a2, a7
	memw
	s32i.n a3, a6, 4
	wsr.ps a9
	rsync
	ret.n

uat_add_return_8_seq_cst_fence:
	mov.n a6, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a6, 4
	add.n a7, a4, a2
	movi.n a8, 1
	bltu a7, a4, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_add_return_8_seq_cst_fence
	movi.n a8, 0
	add.n a5, a5, a3
	add.n a3, a8, a5
	memw
	s32i.n a7, a6, 0
	mov.n a2, a7
	memw
	s32i.n a3, a6, 4
	wsr.ps a9
	rsync
	ret.n

uat_add_8_relaxed:
	rsil a10, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	add.n a6, a4, a8
	movi.n a7, 1
	bltu a6, a4, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_add_8_relaxed
	movi.n a7, 0
	add.n a3, a5, a9
	add.n a5, a7, a3
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a10
	rsync
	ret.n

uat_add_8_acquire:
	rsil a10, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	add.n a6, a4, a8
	movi.n a7, 1
	bltu a6, a4, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_add_8_acquire
	movi.n a7, 0
	add.n a3, a5, a9
	add.n a5, a7, a3
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a10
	rsync
	ret.n

uat_add_8_release:
	rsil a10, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	add.n a6, a4, a8
	movi.n a7, 1
	bltu a6, a4, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_add_8_release
	movi.n a7, 0
	add.n a3, a5, a9
	add.n a5, a7, a3
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a10
	rsync
	ret.n

uat_add_8_acq_rel:
	rsil a10, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	add.n a6, a4, a8
	movi.n a7, 1
	bltu a6, a4, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_add_8_acq_rel
	movi.n a7, 0
	add.n a3, a5, a9
	add.n a5, a7, a3
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a10
	rsync
	ret.n

uat_add_8_seq_cst:
	rsil a10, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	add.n a6, a4, a8
	movi.n a7, 1
	bltu a6, a4, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_add_8_seq_cst
	movi.n a7, 0
	add.n a3, a5, a9
	add.n a5, a7, a3
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a10
	rsync
	ret.n

uat_add_8_seq_cst_fence:
	rsil a10, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	add.n a6, a4, a8
	movi.n a7, 1
	bltu a6, a4, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_add_8_seq_cst_fence
	movi.n a7, 0
	add.n a3, a5, a9
	add.n a5, a7, a3
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a10
	rsync
	ret.n

uat_and_8_relaxed:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	and a6, a4, a8
	and a7, a5, a9
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a3
	rsync
	ret.n

uat_and_8_acquire:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	and a6, a4, a8
	and a7, a5, a9
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a3
	rsync
	ret.n

uat_and_8_release:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	and a6, a4, a8
	and a7, a5, a9
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a3
	rsync
	ret.n

uat_and_8_acq_rel:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	and a6, a4, a8
	and a7, a5, a9
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a3
	rsync
	ret.n

uat_and_8_seq_cst:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	and a6, a4, a8
	and a7, a5, a9
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a3
	rsync
	ret.n

uat_and_8_seq_cst_fence:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	and a6, a4, a8
	and a7, a5, a9
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a3
	rsync
	ret.n

uat_or_8_relaxed:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	or a6, a4, a8
	or a7, a5, a9
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a3
	rsync
	ret.n

uat_or_8_acquire:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	or a6, a4, a8
	or a7, a5, a9
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a3
	rsync
	ret.n

uat_or_8_release:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	or a6, a4, a8
	or a7, a5, a9
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a3
	rsync
	ret.n

uat_or_8_acq_rel:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	or a6, a4, a8
	or a7, a5, a9
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a3
	rsync
	ret.n

uat_or_8_seq_cst:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	or a6, a4, a8
	or a7, a5, a9
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a3
	rsync
	ret.n

uat_or_8_seq_cst_fence:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	or a6, a4, a8
	or a7, a5, a9
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a3
	rsync
	ret.n

uat_xor_8_relaxed:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	xor a6, a4, a8
	xor a7, a5, a9
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a3
	rsync
	ret.n

uat_xor_8_acquire:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	xor a6, a4, a8
	xor a7, a5, a9
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a3
	rsync
	ret.n

uat_xor_8_release:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	xor a6, a4, a8
	xor a7, a5, a9
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a3
	rsync
	ret.n

uat_xor_8_acq_rel:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	xor a6, a4, a8
	xor a7, a5, a9
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a3
	rsync
	ret.n

uat_xor_8_seq_cst:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	xor a6, a4, a8
	xor a7, a5, a9
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a3
	rsync
	ret.n

uat_xor_8_seq_cst_fence:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	xor a6, a4, a8
	xor a7, a5, a9
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a3
	rsync
	ret.n

uat_fetch_add_8_relaxed:
	mov.n a7, a2
	rsil a10, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a7, 4
	add.n a8, a4, a2
	movi.n a9, 1
	bltu a8, a4, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_8_relaxed
	movi.n a9, 0
	add.n a6, a5, a3
	add.n a5, a9, a6
	memw
	s32i.n a8, a7, 0
	memw
	s32i.n a5, a7, 4
	wsr.ps a10
	rsync
	ret.n

uat_fetch_add_8_acquire:
	mov.n a7, a2
	rsil a10, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a7, 4
	add.n a8, a4, a2
	movi.n a9, 1
	bltu a8, a4, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_8_acquire
	movi.n a9, 0
	add.n a6, a5, a3
	add.n a5, a9, a6
	memw
	s32i.n a8, a7, 0
	memw
	s32i.n a5, a7, 4
	wsr.ps a10
	rsync
	ret.n

uat_fetch_add_8_release:
	mov.n a7, a2
	rsil a10, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a7, 4
	add.n a8, a4, a2
	movi.n a9, 1
	bltu a8, a4, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_8_release
	movi.n a9, 0
	add.n a6, a5, a3
	add.n a5, a9, a6
	memw
	s32i.n a8, a7, 0
	memw
	s32i.n a5, a7, 4
	wsr.ps a10
	rsync
	ret.n

uat_fetch_add_8_acq_rel:
	mov.n a7, a2
	rsil a10, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a7, 4
	add.n a8, a4, a2
	movi.n a9, 1
	bltu a8, a4, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_8_acq_rel
	movi.n a9, 0
	add.n a6, a5, a3
	add.n a5, a9, a6
	memw
	s32i.n a8, a7, 0
	memw
	s32i.n a5, a7, 4
	wsr.ps a10
	rsync
	ret.n

uat_fetch_add_8_seq_cst:
	mov.n a7, a2
	rsil a10, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a7, 4
	add.n a8, a4, a2
	movi.n a9, 1
	bltu a8, a4, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_8_seq_cst
	movi.n a9, 0
	add.n a6, a5, a3
	add.n a5, a9, a6
	memw
	s32i.n a8, a7, 0
	memw
	s32i.n a5, a7, 4
	wsr.ps a10
	rsync
	ret.n

uat_fetch_add_8_seq_cst_fence:
	mov.n a7, a2
	rsil a10, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a7, 4
	add.n a8, a4, a2
	movi.n a9, 1
	bltu a8, a4, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_8_seq_cst_fence
	movi.n a9, 0
	add.n a6, a5, a3
	add.n a5, a9, a6
	memw
	s32i.n a8, a7, 0
	memw
	s32i.n a5, a7, 4
	wsr.ps a10
	rsync
	ret.n

uat_fetch_and_8_relaxed:
	mov.n a8, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	and a6, a4, a2
	and a7, a5, a3
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a7, a8, 4
	wsr.ps a9
	rsync
	ret.n

uat_fetch_and_8_acquire:
	mov.n a8, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	and a6, a4, a2
	and a7, a5, a3
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a7, a8, 4
	wsr.ps a9
	rsync
	ret.n

uat_fetch_and_8_release:
	mov.n a8, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	and a6, a4, a2
	and a7, a5, a3
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a7, a8, 4
	wsr.ps a9
	rsync
	ret.n

uat_fetch_and_8_acq_rel:
	mov.n a8, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	and a6, a4, a2
	and a7, a5, a3
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a7, a8, 4
	wsr.ps a9
	rsync
	ret.n

uat_fetch_and_8_seq_cst:
	mov.n a8, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	and a6, a4, a2
	and a7, a5, a3
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a7, a8, 4
	wsr.ps a9
	rsync
	ret.n

uat_fetch_and_8_seq_cst_fence:
	mov.n a8, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	and a6, a4, a2
	and a7, a5, a3
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a7, a8, 4
	wsr.ps a9
	rsync
	ret.n

uat_fetch_or_8_relaxed:
	mov.n a8, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	or a6, a4, a2
	or a7, a5, a3
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a7, a8, 4
	wsr.ps a9
	rsync
	ret.n

uat_fetch_or_8_acquire:
	mov.n a8, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	or a6, a4, a2
	or a7, a5, a3
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a7, a8, 4
	wsr.ps a9
	rsync
	ret.n

uat_fetch_or_8_release:
	mov.n a8, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	or a6, a4, a2
	or a7, a5, a3
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a7, a8, 4
	wsr.ps a9
	rsync
	ret.n

uat_fetch_or_8_acq_rel:
	mov.n a8, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	or a6, a4, a2
	or a7, a5, a3
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a7, a8, 4
	wsr.ps a9
	rsync
	ret.n

uat_fetch_or_8_seq_cst:
	mov.n a8, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	or a6, a4, a2
	or a7, a5, a3
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a7, a8, 4
	wsr.ps a9
	rsync
	ret.n

uat_fetch_or_8_seq_cst_fence:
	mov.n a8, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	or a6, a4, a2
	or a7, a5, a3
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a7, a8, 4
	wsr.ps a9
	rsync
	ret.n

uat_fetch_xor_8_relaxed:
	mov.n a8, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	xor a6, a4, a2
	xor a7, a5, a3
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a7, a8, 4
	wsr.ps a9
	rsync
	ret.n

uat_fetch_xor_8_acquire:
	mov.n a8, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	xor a6, a4, a2
	xor a7, a5, a3
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a7, a8, 4
	wsr.ps a9
	rsync
	ret.n

uat_fetch_xor_8_release:
	mov.n a8, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	xor a6, a4, a2
	xor a7, a5, a3
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a7, a8, 4
	wsr.ps a9
	rsync
	ret.n

uat_fetch_xor_8_acq_rel:
	mov.n a8, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	xor a6, a4, a2
	xor a7, a5, a3
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a7, a8, 4
	wsr.ps a9
	rsync
	ret.n

uat_fetch_xor_8_seq_cst:
	mov.n a8, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	xor a6, a4, a2
	xor a7, a5, a3
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a7, a8, 4
	wsr.ps a9
	rsync
	ret.n

uat_fetch_xor_8_seq_cst_fence:
	mov.n a8, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	xor a6, a4, a2
	xor a7, a5, a3
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a7, a8, 4
	wsr.ps a9
	rsync
	ret.n

uat_fetch_smax_8_relaxed:
	rsil a10, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	mov.n a6, a4
	mov.n a7, a5
	blt a5, a9, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smax_8_relaxed
	bne a9, a5, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smax_8_relaxed
	bgeu a4, a8, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smax_8_relaxed
	mov.n a6, a8
	mov.n a7, a9
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a10
	rsync
	mov.n a2, a8
	mov.n a3, a9
	ret.n

uat_fetch_smax_8_acquire:
	rsil a10, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	mov.n a6, a4
	mov.n a7, a5
	blt a5, a9, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smax_8_acquire
	bne a9, a5, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smax_8_acquire
	bgeu a4, a8, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smax_8_acquire
	mov.n a6, a8
	mov.n a7, a9
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a10
	rsync
	mov.n a2, a8
	mov.n a3, a9
	ret.n

uat_fetch_smax_8_release:
	rsil a10, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	mov.n a6, a4
	mov.n a7, a5
	blt a5, a9, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smax_8_release
	bne a9, a5, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smax_8_release
	bgeu a4, a8, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smax_8_release
	mov.n a6, a8
	mov.n a7, a9
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a10
	rsync
	mov.n a2, a8
	mov.n a3, a9
	ret.n

uat_fetch_smax_8_acq_rel:
	rsil a10, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	mov.n a6, a4
	mov.n a7, a5
	blt a5, a9, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smax_8_acq_rel
	bne a9, a5, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smax_8_acq_rel
	bgeu a4, a8, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smax_8_acq_rel
	mov.n a6, a8
	mov.n a7, a9
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a10
	rsync
	mov.n a2, a8
	mov.n a3, a9
	ret.n

uat_fetch_smax_8_seq_cst:
	rsil a10, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	mov.n a6, a4
	mov.n a7, a5
	blt a5, a9, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smax_8_seq_cst
	bne a9, a5, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smax_8_seq_cst
	bgeu a4, a8, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smax_8_seq_cst
	mov.n a6, a8
	mov.n a7, a9
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a10
	rsync
	mov.n a2, a8
	mov.n a3, a9
	ret.n

uat_fetch_smax_8_seq_cst_fence:
	rsil a10, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	mov.n a6, a4
	mov.n a7, a5
	blt a5, a9, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smax_8_seq_cst_fence
	bne a9, a5, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smax_8_seq_cst_fence
	bgeu a4, a8, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smax_8_seq_cst_fence
	mov.n a6, a8
	mov.n a7, a9
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a10
	rsync
	mov.n a2, a8
	mov.n a3, a9
	ret.n

uat_fetch_umax_8_relaxed:
	mov.n a8, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	mov.n a6, a4
	mov.n a7, a5
	bltu a5, a3, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umax_8_relaxed
	bne a3, a5, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umax_8_relaxed
	bgeu a4, a2, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umax_8_relaxed
	mov.n a6, a2
	mov.n a7, a3
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a7, a8, 4
	wsr.ps a9
	rsync
	ret.n

uat_fetch_umax_8_acquire:
	mov.n a8, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	mov.n a6, a4
	mov.n a7, a5
	bltu a5, a3, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umax_8_acquire
	bne a3, a5, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umax_8_acquire
	bgeu a4, a2, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umax_8_acquire
	mov.n a6, a2
	mov.n a7, a3
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a7, a8, 4
	wsr.ps a9
	rsync
	ret.n

uat_fetch_umax_8_release:
	mov.n a8, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	mov.n a6, a4
	mov.n a7, a5
	bltu a5, a3, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umax_8_release
	bne a3, a5, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umax_8_release
	bgeu a4, a2, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umax_8_release
	mov.n a6, a2
	mov.n a7, a3
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a7, a8, 4
	wsr.ps a9
	rsync
	ret.n

uat_fetch_umax_8_acq_rel:
	mov.n a8, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	mov.n a6, a4
	mov.n a7, a5
	bltu a5, a3, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umax_8_acq_rel
	bne a3, a5, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umax_8_acq_rel
	bgeu a4, a2, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umax_8_acq_rel
	mov.n a6, a2
	mov.n a7, a3
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a7, a8, 4
	wsr.ps a9
	rsync
	ret.n

uat_fetch_umax_8_seq_cst:
	mov.n a8, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	mov.n a6, a4
	mov.n a7, a5
	bltu a5, a3, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umax_8_seq_cst
	bne a3, a5, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umax_8_seq_cst
	bgeu a4, a2, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umax_8_seq_cst
	mov.n a6, a2
	mov.n a7, a3
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a7, a8, 4
	wsr.ps a9
	rsync
	ret.n

uat_fetch_umax_8_seq_cst_fence:
	mov.n a8, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	mov.n a6, a4
	mov.n a7, a5
	bltu a5, a3, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umax_8_seq_cst_fence
	bne a3, a5, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umax_8_seq_cst_fence
	bgeu a4, a2, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umax_8_seq_cst_fence
	mov.n a6, a2
	mov.n a7, a3
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a7, a8, 4
	wsr.ps a9
	rsync
	ret.n

uat_fetch_smin_8_relaxed:
	rsil a10, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	mov.n a6, a4
	mov.n a7, a5
	blt a9, a5, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smin_8_relaxed
	bne a9, a5, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smin_8_relaxed
	bgeu a8, a4, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smin_8_relaxed
	mov.n a6, a8
	mov.n a7, a9
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a10
	rsync
	mov.n a2, a8
	mov.n a3, a9
	ret.n

uat_fetch_smin_8_acquire:
	rsil a10, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	mov.n a6, a4
	mov.n a7, a5
	blt a9, a5, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smin_8_acquire
	bne a9, a5, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smin_8_acquire
	bgeu a8, a4, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smin_8_acquire
	mov.n a6, a8
	mov.n a7, a9
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a10
	rsync
	mov.n a2, a8
	mov.n a3, a9
	ret.n

uat_fetch_smin_8_release:
	rsil a10, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	mov.n a6, a4
	mov.n a7, a5
	blt a9, a5, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smin_8_release
	bne a9, a5, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smin_8_release
	bgeu a8, a4, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smin_8_release
	mov.n a6, a8
	mov.n a7, a9
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a10
	rsync
	mov.n a2, a8
	mov.n a3, a9
	ret.n

uat_fetch_smin_8_acq_rel:
	rsil a10, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	mov.n a6, a4
	mov.n a7, a5
	blt a9, a5, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smin_8_acq_rel
	bne a9, a5, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smin_8_acq_rel
	bgeu a8, a4, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smin_8_acq_rel
	mov.n a6, a8
	mov.n a7, a9
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a10
	rsync
	mov.n a2, a8
	mov.n a3, a9
	ret.n

uat_fetch_smin_8_seq_cst:
	rsil a10, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	mov.n a6, a4
	mov.n a7, a5
	blt a9, a5, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smin_8_seq_cst
	bne a9, a5, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smin_8_seq_cst
	bgeu a8, a4, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smin_8_seq_cst
	mov.n a6, a8
	mov.n a7, a9
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a10
	rsync
	mov.n a2, a8
	mov.n a3, a9
	ret.n

uat_fetch_smin_8_seq_cst_fence:
	rsil a10, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	mov.n a6, a4
	mov.n a7, a5
	blt a9, a5, .L10
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smin_8_seq_cst_fence
	bne a9, a5, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smin_8_seq_cst_fence
	bgeu a8, a4, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_smin_8_seq_cst_fence
	mov.n a6, a8
	mov.n a7, a9
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a7, a2, 4
	wsr.ps a10
	rsync
	mov.n a2, a8
	mov.n a3, a9
	ret.n

uat_fetch_umin_8_relaxed:
	mov.n a8, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	mov.n a6, a4
	mov.n a7, a5
	bltu a3, a5, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umin_8_relaxed
	bne a5, a3, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umin_8_relaxed
	bgeu a2, a4, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umin_8_relaxed
	mov.n a6, a2
	mov.n a7, a3
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a7, a8, 4
	wsr.ps a9
	rsync
	ret.n

uat_fetch_umin_8_acquire:
	mov.n a8, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	mov.n a6, a4
	mov.n a7, a5
	bltu a3, a5, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umin_8_acquire
	bne a5, a3, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umin_8_acquire
	bgeu a2, a4, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umin_8_acquire
	mov.n a6, a2
	mov.n a7, a3
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a7, a8, 4
	wsr.ps a9
	rsync
	ret.n

uat_fetch_umin_8_release:
	mov.n a8, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	mov.n a6, a4
	mov.n a7, a5
	bltu a3, a5, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umin_8_release
	bne a5, a3, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umin_8_release
	bgeu a2, a4, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umin_8_release
	mov.n a6, a2
	mov.n a7, a3
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a7, a8, 4
	wsr.ps a9
	rsync
	ret.n

uat_fetch_umin_8_acq_rel:
	mov.n a8, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	mov.n a6, a4
	mov.n a7, a5
	bltu a3, a5, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umin_8_acq_rel
	bne a5, a3, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umin_8_acq_rel
	bgeu a2, a4, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umin_8_acq_rel
	mov.n a6, a2
	mov.n a7, a3
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a7, a8, 4
	wsr.ps a9
	rsync
	ret.n

uat_fetch_umin_8_seq_cst:
	mov.n a8, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	mov.n a6, a4
	mov.n a7, a5
	bltu a3, a5, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umin_8_seq_cst
	bne a5, a3, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umin_8_seq_cst
	bgeu a2, a4, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umin_8_seq_cst
	mov.n a6, a2
	mov.n a7, a3
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a7, a8, 4
	wsr.ps a9
	rsync
	ret.n

uat_fetch_umin_8_seq_cst_fence:
	mov.n a8, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	mov.n a6, a4
	mov.n a7, a5
	bltu a3, a5, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umin_8_seq_cst_fence
	bne a5, a3, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umin_8_seq_cst_fence
	bgeu a2, a4, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_umin_8_seq_cst_fence
	mov.n a6, a2
	mov.n a7, a3
	memw
	s32i.n a6, a8, 0
	memw
	s32i.n a7, a8, 4
	wsr.ps a9
	rsync
	ret.n

uat_test_and_set_bit_8_relaxed:
	movi.n a6, 1
	movi.n a4, 32
	and a4, a3, a4
	ssl a3
	sll a3, a6
	movi.n a10, 0
	mov.n a7, a3
	moveqz a7, a10, a4
	movnez a3, a10, a4
	rsil a11, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	or a4, a3, a8
	or a5, a7, a9
	memw
	s32i.n a4, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a11
	rsync
	and a3, a3, a8
	and a7, a7, a9
	or a3, a3, a7
	mov.n a2, a10
	movnez a2, a6, a3
	ret.n

uat_test_and_set_bit_8_acquire:
	movi.n a6, 1
	movi.n a4, 32
	and a4, a3, a4
	ssl a3
	sll a3, a6
	movi.n a10, 0
	mov.n a7, a3
	moveqz a7, a10, a4
	movnez a3, a10, a4
	rsil a11, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	or a4, a3, a8
	or a5, a7, a9
	memw
	s32i.n a4, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a11
	rsync
	and a3, a3, a8
	and a7, a7, a9
	or a3, a3, a7
	mov.n a2, a10
	movnez a2, a6, a3
	ret.n

uat_test_and_set_bit_8_release:
	movi.n a6, 1
	movi.n a4, 32
	and a4, a3, a4
	ssl a3
	sll a3, a6
	movi.n a10, 0
	mov.n a7, a3
	moveqz a7, a10, a4
	movnez a3, a10, a4
	rsil a11, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	or a4, a3, a8
	or a5, a7, a9
	memw
	s32i.n a4, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a11
	rsync
	and a3, a3, a8
	and a7, a7, a9
	or a3, a3, a7
	mov.n a2, a10
	movnez a2, a6, a3
	ret.n

uat_test_and_set_bit_8_acq_rel:
	movi.n a6, 1
	movi.n a4, 32
	and a4, a3, a4
	ssl a3
	sll a3, a6
	movi.n a10, 0
	mov.n a7, a3
	moveqz a7, a10, a4
	movnez a3, a10, a4
	rsil a11, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	or a4, a3, a8
	or a5, a7, a9
	memw
	s32i.n a4, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a11
	rsync
	and a3, a3, a8
	and a7, a7, a9
	or a3, a3, a7
	mov.n a2, a10
	movnez a2, a6, a3
	ret.n

uat_test_and_set_bit_8_seq_cst:
	movi.n a6, 1
	movi.n a4, 32
	and a4, a3, a4
	ssl a3
	sll a3, a6
	movi.n a10, 0
	mov.n a7, a3
	moveqz a7, a10, a4
	movnez a3, a10, a4
	rsil a11, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	or a4, a3, a8
	or a5, a7, a9
	memw
	s32i.n a4, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a11
	rsync
	and a3, a3, a8
	and a7, a7, a9
	or a3, a3, a7
	mov.n a2, a10
	movnez a2, a6, a3
	ret.n

uat_test_and_set_bit_8_seq_cst_fence:
	movi.n a6, 1
	movi.n a4, 32
	and a4, a3, a4
	ssl a3
	sll a3, a6
	movi.n a10, 0
	mov.n a7, a3
	moveqz a7, a10, a4
	movnez a3, a10, a4
	rsil a11, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	or a4, a3, a8
	or a5, a7, a9
	memw
	s32i.n a4, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a11
	rsync
	and a3, a3, a8
	and a7, a7, a9
	or a3, a3, a7
	mov.n a2, a10
	movnez a2, a6, a3
	ret.n

uat_test_and_clear_bit_8_relaxed:
	movi.n a6, 1
	movi.n a4, 32
	and a4, a3, a4
	ssl a3
	sll a3, a6
	addi a1, a1, -16
	movi.n a11, 0
	mov.n a7, a3
	s32i.n a12, a1, 12
	s32i.n a13, a1, 8
	moveqz a7, a11, a4
	movi.n a10, -1
	movnez a3, a11, a4
	rsil a12, 15
	memw
	l32i.n a8, a2, 0
	xor a13, a10, a3
	memw
	l32i.n a9, a2, 4
	xor a10, a10, a7
	and a4, a13, a8
	and a5, a10, a9
	memw
	s32i.n a4, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a12
	rsync
	and a3, a3, a8
	and a7, a7, a9
	or a3, a3, a7
	mov.n a2, a11
	l32i.n a12, a1, 12
	l32i.n a13, a1, 8
	movnez a2, a6, a3
	addi a1, a1, 16
	ret.n

uat_test_and_clear_bit_8_acquire:
	movi.n a6, 1
	movi.n a4, 32
	and a4, a3, a4
	ssl a3
	sll a3, a6
	addi a1, a1, -16
	movi.n a11, 0
	mov.n a7, a3
	s32i.n a12, a1, 12
	s32i.n a13, a1, 8
	moveqz a7, a11, a4
	movi.n a10, -1
	movnez a3, a11, a4
	rsil a12, 15
	memw
	l32i.n a8, a2, 0
	xor a13, a10, a3
	memw
	l32i.n a9, a2, 4
	xor a10, a10, a7
	and a4, a13, a8
	and a5, a10, a9
	memw
	s32i.n a4, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a12
	rsync
	and a3, a3, a8
	and a7, a7, a9
	or a3, a3, a7
	mov.n a2, a11
	l32i.n a12, a1, 12
	l32i.n a13, a1, 8
	movnez a2, a6, a3
	addi a1, a1, 16
	ret.n

uat_test_and_clear_bit_8_release:
	addi a1, a1, -16
	s32i.n a12, a1, 12
	s32i.n a13, a1, 8
	movi.n a6, 1
	movi.n a4, 32
	and a4, a3, a4
	ssl a3
	sll a3, a6
	movi.n a11, 0
	mov.n a7, a3
	moveqz a7, a11, a4
	movi.n a10, -1
	movnez a3, a11, a4
	rsil a12, 15
	memw
	l32i.n a8, a2, 0
	xor a13, a10, a3
	memw
	l32i.n a9, a2, 4
	xor a10, a10, a7
	and a4, a13, a8
	and a5, a10, a9
	memw
	s32i.n a4, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a12
	rsync
	and a3, a3, a8
	and a7, a7, a9
	or a3, a3, a7
	mov.n a2, a11
	l32i.n a12, a1, 12
	l32i.n a13, a1, 8
	movnez a2, a6, a3
	addi a1, a1, 16
	ret.n

uat_test_and_clear_bit_8_acq_rel:
	addi a1, a1, -16
	s32i.n a12, a1, 12
	s32i.n a13, a1, 8
	movi.n a6, 1
	movi.n a4, 32
	and a4, a3, a4
	ssl a3
	sll a3, a6
	movi.n a11, 0
	mov.n a7, a3
	moveqz a7, a11, a4
	movi.n a10, -1
	movnez a3, a11, a4
	rsil a12, 15
	memw
	l32i.n a8, a2, 0
	xor a13, a10, a3
	memw
	l32i.n a9, a2, 4
	xor a10, a10, a7
	and a4, a13, a8
	and a5, a10, a9
	memw
	s32i.n a4, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a12
	rsync
	and a3, a3, a8
	and a7, a7, a9
	or a3, a3, a7
	mov.n a2, a11
	l32i.n a12, a1, 12
	l32i.n a13, a1, 8
	movnez a2, a6, a3
	addi a1, a1, 16
	ret.n

uat_test_and_clear_bit_8_seq_cst:
	addi a1, a1, -16
	s32i.n a12, a1, 12
	s32i.n a13, a1, 8
	movi.n a6, 1
	movi.n a4, 32
	and a4, a3, a4
	ssl a3
	sll a3, a6
	movi.n a11, 0
	mov.n a7, a3
	moveqz a7, a11, a4
	movi.n a10, -1
	movnez a3, a11, a4
	rsil a12, 15
	memw
	l32i.n a8, a2, 0
	xor a13, a10, a3
	memw
	l32i.n a9, a2, 4
	xor a10, a10, a7
	and a4, a13, a8
	and a5, a10, a9
	memw
	s32i.n a4, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a12
	rsync
	and a3, a3, a8
	and a7, a7, a9
	or a3, a3, a7
	mov.n a2, a11
	l32i.n a12, a1, 12
	l32i.n a13, a1, 8
	movnez a2, a6, a3
	addi a1, a1, 16
	ret.n

uat_test_and_clear_bit_8_seq_cst_fence:
	addi a1, a1, -16
	s32i.n a12, a1, 12
	s32i.n a13, a1, 8
	movi.n a6, 1
	movi.n a4, 32
	and a4, a3, a4
	ssl a3
	sll a3, a6
	movi.n a11, 0
	mov.n a7, a3
	moveqz a7, a11, a4
	movi.n a10, -1
	movnez a3, a11, a4
	rsil a12, 15
	memw
	l32i.n a8, a2, 0
	xor a13, a10, a3
	memw
	l32i.n a9, a2, 4
	xor a10, a10, a7
	and a4, a13, a8
	and a5, a10, a9
	memw
	s32i.n a4, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a12
	rsync
	and a3, a3, a8
	and a7, a7, a9
	or a3, a3, a7
	mov.n a2, a11
	l32i.n a12, a1, 12
	l32i.n a13, a1, 8
	movnez a2, a6, a3
	addi a1, a1, 16
	ret.n

uat_test_and_change_bit_8_relaxed:
	movi.n a6, 1
	movi.n a4, 32
	and a4, a3, a4
	ssl a3
	sll a3, a6
	movi.n a10, 0
	mov.n a7, a3
	moveqz a7, a10, a4
	movnez a3, a10, a4
	rsil a11, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	xor a4, a3, a8
	xor a5, a7, a9
	memw
	s32i.n a4, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a11
	rsync
	and a3, a3, a8
	and a7, a7, a9
	or a3, a3, a7
	mov.n a2, a10
	movnez a2, a6, a3
	ret.n

uat_test_and_change_bit_8_acquire:
	movi.n a6, 1
	movi.n a4, 32
	and a4, a3, a4
	ssl a3
	sll a3, a6
	movi.n a10, 0
	mov.n a7, a3
	moveqz a7, a10, a4
	movnez a3, a10, a4
	rsil a11, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	xor a4, a3, a8
	xor a5, a7, a9
	memw
	s32i.n a4, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a11
	rsync
	and a3, a3, a8
	and a7, a7, a9
	or a3, a3, a7
	mov.n a2, a10
	movnez a2, a6, a3
	ret.n

uat_test_and_change_bit_8_release:
	movi.n a6, 1
	movi.n a4, 32
	and a4, a3, a4
	ssl a3
	sll a3, a6
	movi.n a10, 0
	mov.n a7, a3
	moveqz a7, a10, a4
	movnez a3, a10, a4
	rsil a11, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	xor a4, a3, a8
	xor a5, a7, a9
	memw
	s32i.n a4, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a11
	rsync
	and a3, a3, a8
	and a7, a7, a9
	or a3, a3, a7
	mov.n a2, a10
	movnez a2, a6, a3
	ret.n

uat_test_and_change_bit_8_acq_rel:
	movi.n a6, 1
	movi.n a4, 32
	and a4, a3, a4
	ssl a3
	sll a3, a6
	movi.n a10, 0
	mov.n a7, a3
	moveqz a7, a10, a4
	movnez a3, a10, a4
	rsil a11, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	xor a4, a3, a8
	xor a5, a7, a9
	memw
	s32i.n a4, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a11
	rsync
	and a3, a3, a8
	and a7, a7, a9
	or a3, a3, a7
	mov.n a2, a10
	movnez a2, a6, a3
	ret.n

uat_test_and_change_bit_8_seq_cst:
	movi.n a6, 1
	movi.n a4, 32
	and a4, a3, a4
	ssl a3
	sll a3, a6
	movi.n a10, 0
	mov.n a7, a3
	moveqz a7, a10, a4
	movnez a3, a10, a4
	rsil a11, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	xor a4, a3, a8
	xor a5, a7, a9
	memw
	s32i.n a4, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a11
	rsync
	and a3, a3, a8
	and a7, a7, a9
	or a3, a3, a7
	mov.n a2, a10
	movnez a2, a6, a3
	ret.n

uat_test_and_change_bit_8_seq_cst_fence:
	movi.n a6, 1
	movi.n a4, 32
	and a4, a3, a4
	ssl a3
	sll a3, a6
	movi.n a10, 0
	mov.n a7, a3
	moveqz a7, a10, a4
	movnez a3, a10, a4
	rsil a11, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	xor a4, a3, a8
	xor a5, a7, a9
	memw
	s32i.n a4, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a11
	rsync
	and a3, a3, a8
	and a7, a7, a9
	or a3, a3, a7
	mov.n a2, a10
	movnez a2, a6, a3
	ret.n

uat_fetch_add_unless_8_relaxed:
	mov.n a8, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	bne a6, a2, .L8
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_unless_8_relaxed
	beq a7, a3, .L18
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_unless_8_relaxed
	add.n a10, a4, a2
	movi.n a11, 1
	bltu a10, a4, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_unless_8_relaxed
	movi.n a11, 0
	add.n a5, a5, a3
	add.n a7, a11, a5
	memw
	s32i.n a10, a8, 0
	memw
	s32i.n a7, a8, 4
	wsr.ps a9
	rsync
	ret.n

uat_fetch_add_unless_8_acquire:
	mov.n a8, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	bne a6, a2, .L8
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_unless_8_acquire
	beq a7, a3, .L18
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_unless_8_acquire
	add.n a10, a4, a2
	movi.n a11, 1
	bltu a10, a4, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_unless_8_acquire
	movi.n a11, 0
	add.n a5, a5, a3
	add.n a7, a11, a5
	memw
	s32i.n a10, a8, 0
	memw
	s32i.n a7, a8, 4
	wsr.ps a9
	rsync
	ret.n

uat_fetch_add_unless_8_release:
	mov.n a8, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	bne a6, a2, .L8
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_unless_8_release
	beq a7, a3, .L18
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_unless_8_release
	add.n a10, a4, a2
	movi.n a11, 1
	bltu a10, a4, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_unless_8_release
	movi.n a11, 0
	add.n a5, a5, a3
	add.n a7, a11, a5
	memw
	s32i.n a10, a8, 0
	memw
	s32i.n a7, a8, 4
	wsr.ps a9
	rsync
	ret.n

uat_fetch_add_unless_8_acq_rel:
	mov.n a8, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	bne a6, a2, .L8
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_unless_8_acq_rel
	beq a7, a3, .L18
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_unless_8_acq_rel
	add.n a10, a4, a2
	movi.n a11, 1
	bltu a10, a4, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_unless_8_acq_rel
	movi.n a11, 0
	add.n a5, a5, a3
	add.n a7, a11, a5
	memw
	s32i.n a10, a8, 0
	memw
	s32i.n a7, a8, 4
	wsr.ps a9
	rsync
	ret.n

uat_fetch_add_unless_8_seq_cst:
	mov.n a8, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	bne a6, a2, .L8
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_unless_8_seq_cst
	beq a7, a3, .L18
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_unless_8_seq_cst
	add.n a10, a4, a2
	movi.n a11, 1
	bltu a10, a4, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_unless_8_seq_cst
	movi.n a11, 0
	add.n a5, a5, a3
	add.n a7, a11, a5
	memw
	s32i.n a10, a8, 0
	memw
	s32i.n a7, a8, 4
	wsr.ps a9
	rsync
	ret.n

uat_fetch_add_unless_8_seq_cst_fence:
	mov.n a8, a2
	rsil a9, 15
	memw
	l32i.n a2, a2, 0
	memw
	l32i.n a3, a8, 4
	bne a6, a2, .L8
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_unless_8_seq_cst_fence
	beq a7, a3, .L18
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_unless_8_seq_cst_fence
	add.n a10, a4, a2
	movi.n a11, 1
	bltu a10, a4, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_fetch_add_unless_8_seq_cst_fence
	movi.n a11, 0
	add.n a5, a5, a3
	add.n a7, a11, a5
	memw
	s32i.n a10, a8, 0
	memw
	s32i.n a7, a8, 4
	wsr.ps a9
	rsync
	ret.n

uat_add_unless_8_relaxed:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i a9, a2, 4
	bne a6, a8, .L7
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_8_relaxed
	beq a7, a9, .L19
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_8_relaxed
	add.n a10, a4, a8
	movi.n a11, 1
	bltu a10, a4, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_8_relaxed
	movi.n a11, 0
	add.n a5, a5, a9
	memw
	s32i.n a10, a2, 0
	add.n a7, a11, a5
	memw
	s32i.n a7, a2, 4
	movi.n a2, 1
	j .L20
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_8_relaxed
	movi.n a2, 0
	wsr.ps a3
	rsync
	ret.n

uat_add_unless_8_acquire:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i a9, a2, 4
	bne a6, a8, .L7
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_8_acquire
	beq a7, a9, .L19
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_8_acquire
	add.n a10, a4, a8
	movi.n a11, 1
	bltu a10, a4, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_8_acquire
	movi.n a11, 0
	add.n a5, a5, a9
	memw
	s32i.n a10, a2, 0
	add.n a7, a11, a5
	memw
	s32i.n a7, a2, 4
	movi.n a2, 1
	j .L20
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_8_acquire
	movi.n a2, 0
	wsr.ps a3
	rsync
	ret.n

uat_add_unless_8_release:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i a9, a2, 4
	bne a6, a8, .L7
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_8_release
	beq a7, a9, .L19
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_8_release
	add.n a10, a4, a8
	movi.n a11, 1
	bltu a10, a4, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_8_release
	movi.n a11, 0
	add.n a5, a5, a9
	memw
	s32i.n a10, a2, 0
	add.n a7, a11, a5
	memw
	s32i.n a7, a2, 4
	movi.n a2, 1
	j .L20
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_8_release
	movi.n a2, 0
	wsr.ps a3
	rsync
	ret.n

uat_add_unless_8_acq_rel:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i a9, a2, 4
	bne a6, a8, .L7
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_8_acq_rel
	beq a7, a9, .L19
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_8_acq_rel
	add.n a10, a4, a8
	movi.n a11, 1
	bltu a10, a4, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_8_acq_rel
	movi.n a11, 0
	add.n a5, a5, a9
	memw
	s32i.n a10, a2, 0
	add.n a7, a11, a5
	memw
	s32i.n a7, a2, 4
	movi.n a2, 1
	j .L20
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_8_acq_rel
	movi.n a2, 0
	wsr.ps a3
	rsync
	ret.n

uat_add_unless_8_seq_cst:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i a9, a2, 4
	bne a6, a8, .L7
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_8_seq_cst
	beq a7, a9, .L19
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_8_seq_cst
	add.n a10, a4, a8
	movi.n a11, 1
	bltu a10, a4, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_8_seq_cst
	movi.n a11, 0
	add.n a5, a5, a9
	memw
	s32i.n a10, a2, 0
	add.n a7, a11, a5
	memw
	s32i.n a7, a2, 4
	movi.n a2, 1
	j .L20
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_8_seq_cst
	movi.n a2, 0
	wsr.ps a3
	rsync
	ret.n

uat_add_unless_8_seq_cst_fence:
	rsil a3, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i a9, a2, 4
	bne a6, a8, .L7
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_8_seq_cst_fence
	beq a7, a9, .L19
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_8_seq_cst_fence
	add.n a10, a4, a8
	movi.n a11, 1
	bltu a10, a4, .L11
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_8_seq_cst_fence
	movi.n a11, 0
	add.n a5, a5, a9
	memw
	s32i.n a10, a2, 0
	add.n a7, a11, a5
	memw
	s32i.n a7, a2, 4
	movi.n a2, 1
	j .L20
		-> R_XTENSA_SLOT0_OP .text.uat_add_unless_8_seq_cst_fence
	movi.n a2, 0
	wsr.ps a3
	rsync
	ret.n

uat_dec_if_positive_8_relaxed-0x4:

uat_dec_if_positive_8_relaxed:
	mov.n a6, a2
	rsil a8, 15
	memw
	l32i.n a4, a2, 0
	memw
	l32i.n a5, a2, 4
	bgei a5, 1, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_relaxed
	bnez.n a5, .L22
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_relaxed
	beqz.n a4, .L22
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_relaxed
	addi.n a7, a4, -1
	movi.n a9, 1
	bltu a7, a4, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_relaxed
	movi a9, 0
	addi.n a4, a5, -1
	add.n a3, a9, a4
	memw
	s32i.n a7, a6, 0
	mov.n a2, a7
	memw
	s32i.n a3, a6, 4
	j .L35
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_relaxed
	.byte 00
	l32r a2, <uat_dec_if_positive_8_relaxed-0x4> (80000000 <uat_dec_if_positive_8_relaxed+0x7ffffffc>)
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_relaxed
	movi.n a9, 0
	xor a2, a5, a2
	movi.n a3, 1
	or a2, a2, a4
	mov.n a7, a9
	movnez a7, a3, a2
	sub a7, a4, a7
	mov.n a6, a3
	bltu a4, a7, .L33
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_relaxed
	mov.n a6, a9
	mov.n a2, a7
	sub a3, a5, a6
	wsr.ps a8
	rsync
	ret.n

uat_dec_if_positive_8_acquire-0x4:

uat_dec_if_positive_8_acquire:
	mov.n a6, a2
	rsil a8, 15
	memw
	l32i.n a4, a2, 0
	memw
	l32i.n a5, a2, 4
	bgei a5, 1, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_acquire
	bnez.n a5, .L22
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_acquire
	beqz.n a4, .L22
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_acquire
	addi.n a7, a4, -1
	movi.n a9, 1
	bltu a7, a4, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_acquire
	movi a9, 0
	addi.n a4, a5, -1
	add.n a3, a9, a4
	memw
	s32i.n a7, a6, 0
	mov.n a2, a7
	memw
	s32i.n a3, a6, 4
	j .L35
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_acquire
	.byte 00
	l32r a2, <uat_dec_if_positive_8_acquire-0x4> (80000000 <uat_dec_if_positive_8_acquire+0x7ffffffc>)
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_acquire
	movi.n a9, 0
	xor a2, a5, a2
	movi.n a3, 1
	or a2, a2, a4
	mov.n a7, a9
	movnez a7, a3, a2
	sub a7, a4, a7
	mov.n a6, a3
	bltu a4, a7, .L33
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_acquire
	mov.n a6, a9
	mov.n a2, a7
	sub a3, a5, a6
	wsr.ps a8
	rsync
	ret.n

uat_dec_if_positive_8_release-0x4:

uat_dec_if_positive_8_release:
	mov.n a6, a2
	rsil a8, 15
	memw
	l32i.n a4, a2, 0
	memw
	l32i.n a5, a2, 4
	bgei a5, 1, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_release
	bnez.n a5, .L22
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_release
	beqz.n a4, .L22
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_release
	addi.n a7, a4, -1
	movi.n a9, 1
	bltu a7, a4, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_release
	movi a9, 0
	addi.n a4, a5, -1
	add.n a3, a9, a4
	memw
	s32i.n a7, a6, 0
	mov.n a2, a7
	memw
	s32i.n a3, a6, 4
	j .L35
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_release
	.byte 00
	l32r a2, <uat_dec_if_positive_8_release-0x4> (80000000 <uat_dec_if_positive_8_release+0x7ffffffc>)
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_release
	movi.n a9, 0
	xor a2, a5, a2
	movi.n a3, 1
	or a2, a2, a4
	mov.n a7, a9
	movnez a7, a3, a2
	sub a7, a4, a7
	mov.n a6, a3
	bltu a4, a7, .L33
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_release
	mov.n a6, a9
	mov.n a2, a7
	sub a3, a5, a6
	wsr.ps a8
	rsync
	ret.n

uat_dec_if_positive_8_acq_rel-0x4:

uat_dec_if_positive_8_acq_rel:
	mov.n a6, a2
	rsil a8, 15
	memw
	l32i.n a4, a2, 0
	memw
	l32i.n a5, a2, 4
	bgei a5, 1, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_acq_rel
	bnez.n a5, .L22
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_acq_rel
	beqz.n a4, .L22
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_acq_rel
	addi.n a7, a4, -1
	movi.n a9, 1
	bltu a7, a4, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_acq_rel
	movi a9, 0
	addi.n a4, a5, -1
	add.n a3, a9, a4
	memw
	s32i.n a7, a6, 0
	mov.n a2, a7
	memw
	s32i.n a3, a6, 4
	j .L35
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_acq_rel
	.byte 00
	l32r a2, <uat_dec_if_positive_8_acq_rel-0x4> (80000000 <uat_dec_if_positive_8_acq_rel+0x7ffffffc>)
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_acq_rel
	movi.n a9, 0
	xor a2, a5, a2
	movi.n a3, 1
	or a2, a2, a4
	mov.n a7, a9
	movnez a7, a3, a2
	sub a7, a4, a7
	mov.n a6, a3
	bltu a4, a7, .L33
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_acq_rel
	mov.n a6, a9
	mov.n a2, a7
	sub a3, a5, a6
	wsr.ps a8
	rsync
	ret.n

uat_dec_if_positive_8_seq_cst-0x4:

uat_dec_if_positive_8_seq_cst:
	mov.n a6, a2
	rsil a8, 15
	memw
	l32i.n a4, a2, 0
	memw
	l32i.n a5, a2, 4
	bgei a5, 1, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_seq_cst
	bnez.n a5, .L22
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_seq_cst
	beqz.n a4, .L22
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_seq_cst
	addi.n a7, a4, -1
	movi.n a9, 1
	bltu a7, a4, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_seq_cst
	movi a9, 0
	addi.n a4, a5, -1
	add.n a3, a9, a4
	memw
	s32i.n a7, a6, 0
	mov.n a2, a7
	memw
	s32i.n a3, a6, 4
	j .L35
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_seq_cst
	.byte 00
	l32r a2, <uat_dec_if_positive_8_seq_cst-0x4> (80000000 <uat_dec_if_positive_8_seq_cst+0x7ffffffc>)
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_seq_cst
	movi.n a9, 0
	xor a2, a5, a2
	movi.n a3, 1
	or a2, a2, a4
	mov.n a7, a9
	movnez a7, a3, a2
	sub a7, a4, a7
	mov.n a6, a3
	bltu a4, a7, .L33
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_seq_cst
	mov.n a6, a9
	mov.n a2, a7
	sub a3, a5, a6
	wsr.ps a8
	rsync
	ret.n

uat_dec_if_positive_8_seq_cst_fence-0x4:

uat_dec_if_positive_8_seq_cst_fence:
	mov.n a6, a2
	rsil a8, 15
	memw
	l32i.n a4, a2, 0
	memw
	l32i.n a5, a2, 4
	bgei a5, 1, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_seq_cst_fence
	bnez.n a5, .L21
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_seq_cst_fence
	beqz.n a4, .L21
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_seq_cst_fence
	addi.n a7, a4, -1
	movi.n a9, 1
	bltu a7, a4, .L13
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_seq_cst_fence
	movi a9, 0
	addi.n a4, a5, -1
	add.n a3, a9, a4
	memw
	s32i.n a7, a6, 0
	mov.n a2, a7
	memw
	s32i.n a3, a6, 4
	j .L34
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_seq_cst_fence
	l32r a2, <uat_dec_if_positive_8_seq_cst_fence-0x4> (80000000 <uat_dec_if_positive_8_seq_cst_fence+0x7ffffffc>)
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_seq_cst_fence
	movi.n a9, 0
	xor a2, a5, a2
	movi.n a3, 1
	or a2, a2, a4
	mov.n a7, a9
	movnez a7, a3, a2
	sub a7, a4, a7
	mov.n a6, a3
	bltu a4, a7, .L32
		-> R_XTENSA_SLOT0_OP .text.uat_dec_if_positive_8_seq_cst_fence
	or a6, a9, a9
	mov.n a2, a7
	sub a3, a5, a6
	wsr.ps a8
	rsync
	ret.n

uat_cond_load_8_relaxed:
	mov.n a6, a2
	j .L3
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_8_relaxed
	beq a5, a3, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_8_relaxed
	rsil a7, 15
	memw
	l32i.n a2, a6, 0
	memw
	l32i.n a3, a6, 4
	wsr.ps a7
	rsync
	bne a4, a2, .L3
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_8_relaxed
	j .L2
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_8_relaxed
	ret.n

uat_cond_load_8_consume:
	mov.n a6, a2
	j .L3
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_8_consume
	beq a5, a3, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_8_consume
	rsil a7, 15
	memw
	l32i.n a2, a6, 0
	memw
	l32i.n a3, a6, 4
	wsr.ps a7
	rsync
	bne a4, a2, .L3
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_8_consume
	j .L2
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_8_consume
	ret.n

uat_cond_load_8_acquire:
	mov.n a6, a2
	j .L3
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_8_acquire
	beq a5, a3, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_8_acquire
	rsil a7, 15
	memw
	l32i.n a2, a6, 0
	memw
	l32i.n a3, a6, 4
	wsr.ps a7
	rsync
	bne a4, a2, .L3
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_8_acquire
	j .L2
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_8_acquire
	ret.n

uat_cond_load_8_seq_cst:
	mov.n a6, a2
	j .L3
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_8_seq_cst
	beq a5, a3, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_8_seq_cst
	rsil a7, 15
	memw
	l32i.n a2, a6, 0
	memw
	l32i.n a3, a6, 4
	wsr.ps a7
	rsync
	bne a4, a2, .L3
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_8_seq_cst
	j .L2
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_8_seq_cst
	ret.n

uat_cond_load_8_seq_cst_fence:
	mov.n a6, a2
	j .L3
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_8_seq_cst_fence
	beq a5, a3, .L12
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_8_seq_cst_fence
	rsil a7, 15
	memw
	l32i.n a2, a6, 0
	memw
	l32i.n a3, a6, 4
	wsr.ps a7
	rsync
	bne a4, a2, .L3
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_8_seq_cst_fence
	j .L2
		-> R_XTENSA_SLOT0_OP .text.uat_cond_load_8_seq_cst_fence
	ret.n

uat_inc_8_relaxed:
	rsil a9, 15
	memw
	l32i.n a6, a2, 0
	memw
	l32i.n a7, a2, 4
	addi.n a3, a6, 1
	movi.n a8, 1
	bltu a3, a6, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_inc_8_relaxed
	movi.n a8, 0
	add.n a5, a8, a7
	memw
	s32i.n a3, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a9
	rsync
	ret.n

uat_inc_8_acquire:
	rsil a9, 15
	memw
	l32i.n a6, a2, 0
	memw
	l32i.n a7, a2, 4
	addi.n a3, a6, 1
	movi.n a8, 1
	bltu a3, a6, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_inc_8_acquire
	movi.n a8, 0
	add.n a5, a8, a7
	memw
	s32i.n a3, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a9
	rsync
	ret.n

uat_inc_8_release:
	rsil a9, 15
	memw
	l32i.n a6, a2, 0
	memw
	l32i.n a7, a2, 4
	addi.n a3, a6, 1
	movi.n a8, 1
	bltu a3, a6, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_inc_8_release
	movi.n a8, 0
	add.n a5, a8, a7
	memw
	s32i.n a3, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a9
	rsync
	ret.n

uat_inc_8_acq_rel:
	rsil a9, 15
	memw
	l32i.n a6, a2, 0
	memw
	l32i.n a7, a2, 4
	addi.n a3, a6, 1
	movi.n a8, 1
	bltu a3, a6, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_inc_8_acq_rel
	movi.n a8, 0
	add.n a5, a8, a7
	memw
	s32i.n a3, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a9
	rsync
	ret.n

uat_inc_8_seq_cst:
	rsil a9, 15
	memw
	l32i.n a6, a2, 0
	memw
	l32i.n a7, a2, 4
	addi.n a3, a6, 1
	movi.n a8, 1
	bltu a3, a6, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_inc_8_seq_cst
	movi.n a8, 0
	add.n a5, a8, a7
	memw
	s32i.n a3, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a9
	rsync
	ret.n

uat_inc_8_seq_cst_fence:
	rsil a9, 15
	memw
	l32i.n a6, a2, 0
	memw
	l32i.n a7, a2, 4
	addi.n a3, a6, 1
	movi.n a8, 1
	bltu a3, a6, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_inc_8_seq_cst_fence
	movi.n a8, 0
	add.n a5, a8, a7
	memw
	s32i.n a3, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a9
	rsync
	ret.n

uat_dec_8_relaxed:
	rsil a7, 15
	memw
	l32i.n a4, a2, 0
	memw
	l32i.n a5, a2, 4
	addi.n a3, a4, -1
	movi.n a6, 1
	bltu a3, a4, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_dec_8_relaxed
	movi.n a6, 0
	addi.n a8, a5, -1
	add.n a5, a6, a8
	memw
	s32i.n a3, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a7
	rsync
	ret.n

uat_dec_8_acquire:
	rsil a7, 15
	memw
	l32i.n a4, a2, 0
	memw
	l32i.n a5, a2, 4
	addi.n a3, a4, -1
	movi.n a6, 1
	bltu a3, a4, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_dec_8_acquire
	movi.n a6, 0
	addi.n a8, a5, -1
	add.n a5, a6, a8
	memw
	s32i.n a3, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a7
	rsync
	ret.n

uat_dec_8_release:
	rsil a7, 15
	memw
	l32i.n a4, a2, 0
	memw
	l32i.n a5, a2, 4
	addi.n a3, a4, -1
	movi.n a6, 1
	bltu a3, a4, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_dec_8_release
	movi.n a6, 0
	addi.n a8, a5, -1
	add.n a5, a6, a8
	memw
	s32i.n a3, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a7
	rsync
	ret.n

uat_dec_8_acq_rel:
	rsil a7, 15
	memw
	l32i.n a4, a2, 0
	memw
	l32i.n a5, a2, 4
	addi.n a3, a4, -1
	movi.n a6, 1
	bltu a3, a4, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_dec_8_acq_rel
	movi.n a6, 0
	addi.n a8, a5, -1
	add.n a5, a6, a8
	memw
	s32i.n a3, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a7
	rsync
	ret.n

uat_dec_8_seq_cst:
	rsil a7, 15
	memw
	l32i.n a4, a2, 0
	memw
	l32i.n a5, a2, 4
	addi.n a3, a4, -1
	movi.n a6, 1
	bltu a3, a4, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_dec_8_seq_cst
	movi.n a6, 0
	addi.n a8, a5, -1
	add.n a5, a6, a8
	memw
	s32i.n a3, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a7
	rsync
	ret.n

uat_dec_8_seq_cst_fence:
	rsil a7, 15
	memw
	l32i.n a4, a2, 0
	memw
	l32i.n a5, a2, 4
	addi.n a3, a4, -1
	movi.n a6, 1
	bltu a3, a4, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_dec_8_seq_cst_fence
	movi.n a6, 0
	addi.n a8, a5, -1
	add.n a5, a6, a8
	memw
	s32i.n a3, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a7
	rsync
	ret.n

uat_add_around_8_mb:
	rsil a10, 15
	memw
	l32i.n a8, a2, 0
	memw
	l32i.n a9, a2, 4
	add.n a6, a4, a8
	movi.n a7, 1
	bltu a6, a4, .L9
		-> R_XTENSA_SLOT0_OP .text.uat_add_around_8_mb
	movi.n a7, 0
	add.n a3, a5, a9
	add.n a5, a7, a3
	memw
	s32i.n a6, a2, 0
	memw
	s32i.n a5, a2, 4
	wsr.ps a10
	rsync
	ret.n

uat_smp_mb:
	ret.n

uat_smp_rmb:
	ret.n

uat_smp_wmb:
	ret.n

uat_mb:
	memw
	ret.n

uat_rmb:
	memw
	ret.n

uat_wmb:
	memw
	ret.n


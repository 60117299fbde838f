uat_load_1_relaxed:
	lbu a0,0(a0)
	ret

uat_load_1_consume:
	lbu a0,0(a0)
	zext.b a0,a0
	ret

uat_load_1_acquire:
	lbu a0,0(a0)
	zext.b a0,a0
	ret

uat_load_1_seq_cst:
	lbu a0,0(a0)
	zext.b a0,a0
	ret

uat_load_1_seq_cst_fence:
	lbu a0,0(a0)
	zext.b a0,a0
	ret

uat_store_1_relaxed:
	sb a1,0(a0)
	ret

uat_store_1_release:
	sb a1,0(a0)
	ret

uat_store_1_seq_cst:
	sb a1,0(a0)
	ret

uat_store_1_seq_cst_fence:
	sb a1,0(a0)
	ret

uat_cmpxchg_1_relaxed:
	mv a5,a0
	csrrc a4,mstatus,8
	lbu a3,0(a0)
	and a4,a4,8
	zext.b a0,a3
	bne a1,a3,.L7
	sb a2,0(a5)
	csrs mstatus,a4
	ret

uat_cmpxchg_1_acquire:
	mv a5,a0
	csrrc a4,mstatus,8
	lbu a3,0(a0)
	and a4,a4,8
	zext.b a0,a3
	bne a1,a3,.L7
	sb a2,0(a5)
	csrs mstatus,a4
	ret

uat_cmpxchg_1_release:
	mv a5,a0
	csrrc a4,mstatus,8
	lbu a3,0(a0)
	and a4,a4,8
	zext.b a0,a3
	bne a1,a3,.L7
	sb a2,0(a5)
	csrs mstatus,a4
	ret

uat_cmpxchg_1_acq_rel:
	mv a5,a0
	csrrc a4,mstatus,8
	lbu a3,0(a0)
	and a4,a4,8
	zext.b a0,a3
	bne a1,a3,.L7
	sb a2,0(a5)
	csrs mstatus,a4
	ret

uat_cmpxchg_1_seq_cst:
	mv a5,a0
	csrrc a4,mstatus,8
	lbu a3,0(a0)
	and a4,a4,8
	zext.b a0,a3
	bne a1,a3,.L7
	sb a2,0(a5)
	csrs mstatus,a4
	ret

uat_cmpxchg_1_seq_cst_fence_sc:
	mv a5,a0
	csrrc a4,mstatus,8
	lbu a3,0(a0)
	and a4,a4,8
	zext.b a0,a3
	bne a1,a3,.L7
	sb a2,0(a5)
	csrs mstatus,a4
	ret

uat_cmpxchg_1_seq_cst_fence:
	mv a5,a0
	csrrc a4,mstatus,8
	lbu a3,0(a0)
	and a4,a4,8
	zext.b a0,a3
	bne a1,a3,.L7
	sb a2,0(a5)
	csrs mstatus,a4
	ret

uat_cmpxchg_test_1_seq_cst_fence:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	zext.b a3,a4
	bne a1,a4,.L6
	sb a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a3
	seqz a0,a1
	ret

uat_try_cmpxchg_1_relaxed:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	zext.b a3,a4
	bne a1,a4,.L6
	sb a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a3
	seqz a0,a1
	ret

uat_try_cmpxchg_1_acquire:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	zext.b a3,a4
	bne a1,a4,.L6
	sb a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a3
	seqz a0,a1
	ret

uat_try_cmpxchg_1_release:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	zext.b a3,a4
	bne a1,a4,.L6
	sb a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a3
	seqz a0,a1
	ret

uat_try_cmpxchg_1_acq_rel:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	zext.b a3,a4
	bne a1,a4,.L6
	sb a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a3
	seqz a0,a1
	ret

uat_try_cmpxchg_1_seq_cst:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	zext.b a3,a4
	bne a1,a4,.L6
	sb a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a3
	seqz a0,a1
	ret

uat_try_cmpxchg_1_seq_cst_fence_sc:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	zext.b a3,a4
	bne a1,a4,.L6
	sb a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a3
	seqz a0,a1
	ret

uat_try_cmpxchg_1_seq_cst_fence:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	zext.b a3,a4
	bne a1,a4,.L6
	sb a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a3
	seqz a0,a1
	ret

uat_try_cmpxchg_weak_1_relaxed:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	zext.b a3,a4
	bne a1,a4,.L6
	sb a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a3
	seqz a0,a1
	ret

uat_try_cmpxchg_weak_1_acquire:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	zext.b a3,a4
	bne a1,a4,.L6
	sb a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a3
	seqz a0,a1
	ret

uat_try_cmpxchg_weak_1_release:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	zext.b a3,a4
	bne a1,a4,.L6
	sb a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a3
	seqz a0,a1
	ret

uat_try_cmpxchg_weak_1_acq_rel:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	zext.b a3,a4
	bne a1,a4,.L6
	sb a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a3
	seqz a0,a1
	ret

uat_try_cmpxchg_weak_1_seq_cst:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	zext.b a3,a4
	bne a1,a4,.L6
	sb a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a3
	seqz a0,a1
	ret

uat_try_cmpxchg_weak_1_seq_cst_fence_sc:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	zext.b a3,a4
	bne a1,a4,.L6
	sb a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a3
	seqz a0,a1
	ret

uat_try_cmpxchg_weak_1_seq_cst_fence:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	zext.b a3,a4
	bne a1,a4,.L6
	sb a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a3
	seqz a0,a1
	ret

uat_xchg_1_relaxed:
	csrrc a4,mstatus,8
	lbu a5,0(a0)
	and a4,a4,8
	sb a1,0(a0)
	zext.b a0,a5
	csrs mstatus,a4
	ret

uat_xchg_1_acquire:
	csrrc a4,mstatus,8
	lbu a5,0(a0)
	and a4,a4,8
	sb a1,0(a0)
	zext.b a0,a5
	csrs mstatus,a4
	ret

uat_xchg_1_release:
	csrrc a4,mstatus,8
	lbu a5,0(a0)
	and a4,a4,8
	sb a1,0(a0)
	zext.b a0,a5
	csrs mstatus,a4
	ret

uat_xchg_1_acq_rel:
	csrrc a4,mstatus,8
	lbu a5,0(a0)
	and a4,a4,8
	sb a1,0(a0)
	zext.b a0,a5
	csrs mstatus,a4
	ret

uat_xchg_1_seq_cst:
	csrrc a4,mstatus,8
	lbu a5,0(a0)
	and a4,a4,8
	sb a1,0(a0)
	zext.b a0,a5
	csrs mstatus,a4
	ret

uat_xchg_1_seq_cst_fence:
	csrrc a4,mstatus,8
	lbu a5,0(a0)
	and a4,a4,8
	sb a1,0(a0)
	zext.b a0,a5
	csrs mstatus,a4
	ret

uat_add_return_1_relaxed:
	mv a5,a0
	csrrc a4,mstatus,8
	lbu a3,0(a0)
	and a4,a4,8
	add a1,a1,a3
	zext.b a0,a1
	sb a0,0(a5)
	csrs mstatus,a4
	ret

uat_add_return_1_acquire:
	mv a5,a0
	csrrc a4,mstatus,8
	lbu a3,0(a0)
	and a4,a4,8
	add a1,a1,a3
	zext.b a0,a1
	sb a0,0(a5)
	csrs mstatus,a4
	ret

uat_add_return_1_release:
	mv a5,a0
	csrrc a4,mstatus,8
	lbu a3,0(a0)
	and a4,a4,8
	add a1,a1,a3
	zext.b a0,a1
	sb a0,0(a5)
	csrs mstatus,a4
	ret

uat_add_return_1_acq_rel:
	mv a5,a0
	csrrc a4,mstatus,8
	lbu a3,0(a0)
	and a4,a4,8
	add a1,a1,a3
	zext.b a0,a1
	sb a0,0(a5)
	csrs mstatus,a4
	ret

uat_add_return_1_seq_cst:
	mv a5,a0
	csrrc a4,mstatus,8
	lbu a3,0(a0)
	and a4,a4,8
	add a1,a1,a3
	zext.b a0,a1
	sb a0,0(a5)
	csrs mstatus,a4
	ret

uat_add_return_1_seq_cst_fence:
	mv a5,a0
	csrrc a4,mstatus,8
	lbu a3,0(a0)
	and a4,a4,8
	add a1,a1,a3
	zext.b a0,a1
	sb a0,0(a5)
	csrs mstatus,a4
	ret

uat_add_1_relaxed:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	add a1,a1,a4
	zext.b a1,a1
	sb a1,0(a0)
	csrs mstatus,a5
	ret

uat_add_1_acquire:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	add a1,a1,a4
	zext.b a1,a1
	sb a1,0(a0)
	csrs mstatus,a5
	ret

uat_add_1_release:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	add a1,a1,a4
	zext.b a1,a1
	sb a1,0(a0)
	csrs mstatus,a5
	ret

uat_add_1_acq_rel:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	add a1,a1,a4
	zext.b a1,a1
	sb a1,0(a0)
	csrs mstatus,a5
	ret

uat_add_1_seq_cst:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	add a1,a1,a4
	zext.b a1,a1
	sb a1,0(a0)
	csrs mstatus,a5
	ret

uat_add_1_seq_cst_fence:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	add a1,a1,a4
	zext.b a1,a1
	sb a1,0(a0)
	csrs mstatus,a5
	ret

uat_and_1_relaxed:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	and a1,a1,a4
	sb a1,0(a0)
	csrs mstatus,a5
	ret

uat_and_1_acquire:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	and a1,a1,a4
	sb a1,0(a0)
	csrs mstatus,a5
	ret

uat_and_1_release:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	and a1,a1,a4
	sb a1,0(a0)
	csrs mstatus,a5
	ret

uat_and_1_acq_rel:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	and a1,a1,a4
	sb a1,0(a0)
	csrs mstatus,a5
	ret

uat_and_1_seq_cst:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	and a1,a1,a4
	sb a1,0(a0)
	csrs mstatus,a5
	ret

uat_and_1_seq_cst_fence:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	and a1,a1,a4
	sb a1,0(a0)
	csrs mstatus,a5
	ret

uat_or_1_relaxed:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	or a1,a1,a4
	sb a1,0(a0)
	csrs mstatus,a5
	ret

uat_or_1_acquire:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	or a1,a1,a4
	sb a1,0(a0)
	csrs mstatus,a5
	ret

uat_or_1_release:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	or a1,a1,a4
	sb a1,0(a0)
	csrs mstatus,a5
	ret

uat_or_1_acq_rel:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	or a1,a1,a4
	sb a1,0(a0)
	csrs mstatus,a5
	ret

uat_or_1_seq_cst:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	or a1,a1,a4
	sb a1,0(a0)
	csrs mstatus,a5
	ret

uat_or_1_seq_cst_fence:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	or a1,a1,a4
	sb a1,0(a0)
	csrs mstatus,a5
	ret

uat_xor_1_relaxed:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	xor a1,a1,a4
	sb a1,0(a0)
	csrs mstatus,a5
	ret

uat_xor_1_acquire:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	xor a1,a1,a4
	sb a1,0(a0)
	csrs mstatus,a5
	ret

uat_xor_1_release:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	xor a1,a1,a4
	sb a1,0(a0)
	csrs mstatus,a5
	ret

uat_xor_1_acq_rel:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	xor a1,a1,a4
	sb a1,0(a0)
	csrs mstatus,a5
	ret

uat_xor_1_seq_cst:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	xor a1,a1,a4
	sb a1,0(a0)
	csrs mstatus,a5
	ret

uat_xor_1_seq_cst_fence:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	xor a1,a1,a4
	sb a1,0(a0)
	csrs mstatus,a5
	ret

uat_fetch_add_1_relaxed:
	mv a4,a0
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	add a1,a1,a5
	zext.b a1,a1
	zext.b a0,a5
	sb a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_add_1_acquire:
	mv a4,a0
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	add a1,a1,a5
	zext.b a1,a1
	zext.b a0,a5
	sb a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_add_1_release:
	mv a4,a0
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	add a1,a1,a5
	zext.b a1,a1
	zext.b a0,a5
	sb a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_add_1_acq_rel:
	mv a4,a0
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	add a1,a1,a5
	zext.b a1,a1
	zext.b a0,a5
	sb a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_add_1_seq_cst:
	mv a4,a0
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	add a1,a1,a5
	zext.b a1,a1
	zext.b a0,a5
	sb a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_add_1_seq_cst_fence:
	mv a4,a0
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	add a1,a1,a5
	zext.b a1,a1
	zext.b a0,a5
	sb a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_and_1_relaxed:
	mv a4,a0
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	and a1,a1,a5
	zext.b a0,a5
	sb a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_and_1_acquire:
	mv a4,a0
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	and a1,a1,a5
	zext.b a0,a5
	sb a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_and_1_release:
	mv a4,a0
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	and a1,a1,a5
	zext.b a0,a5
	sb a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_and_1_acq_rel:
	mv a4,a0
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	and a1,a1,a5
	zext.b a0,a5
	sb a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_and_1_seq_cst:
	mv a4,a0
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	and a1,a1,a5
	zext.b a0,a5
	sb a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_and_1_seq_cst_fence:
	mv a4,a0
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	and a1,a1,a5
	zext.b a0,a5
	sb a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_or_1_relaxed:
	mv a4,a0
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	or a1,a1,a5
	zext.b a0,a5
	sb a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_or_1_acquire:
	mv a4,a0
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	or a1,a1,a5
	zext.b a0,a5
	sb a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_or_1_release:
	mv a4,a0
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	or a1,a1,a5
	zext.b a0,a5
	sb a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_or_1_acq_rel:
	mv a4,a0
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	or a1,a1,a5
	zext.b a0,a5
	sb a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_or_1_seq_cst:
	mv a4,a0
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	or a1,a1,a5
	zext.b a0,a5
	sb a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_or_1_seq_cst_fence:
	mv a4,a0
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	or a1,a1,a5
	zext.b a0,a5
	sb a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_xor_1_relaxed:
	mv a4,a0
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	xor a1,a1,a5
	zext.b a0,a5
	sb a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_xor_1_acquire:
	mv a4,a0
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	xor a1,a1,a5
	zext.b a0,a5
	sb a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_xor_1_release:
	mv a4,a0
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	xor a1,a1,a5
	zext.b a0,a5
	sb a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_xor_1_acq_rel:
	mv a4,a0
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	xor a1,a1,a5
	zext.b a0,a5
	sb a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_xor_1_seq_cst:
	mv a4,a0
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	xor a1,a1,a5
	zext.b a0,a5
	sb a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_xor_1_seq_cst_fence:
	mv a4,a0
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	xor a1,a1,a5
	zext.b a0,a5
	sb a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_smax_1_relaxed:
	mv a4,a0
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	sll a0,a5,0x18
	sra a0,a0,0x18
	zext.b a5,a5
	bge a0,a1,.L9
	zext.b a5,a1
	sb a5,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_smax_1_acquire:
	mv a4,a0
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	sll a0,a5,0x18
	sra a0,a0,0x18
	zext.b a5,a5
	bge a0,a1,.L9
	zext.b a5,a1
	sb a5,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_smax_1_release:
	mv a4,a0
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	sll a0,a5,0x18
	sra a0,a0,0x18
	zext.b a5,a5
	bge a0,a1,.L9
	zext.b a5,a1
	sb a5,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_smax_1_acq_rel:
	mv a4,a0
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	sll a0,a5,0x18
	sra a0,a0,0x18
	zext.b a5,a5
	bge a0,a1,.L9
	zext.b a5,a1
	sb a5,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_smax_1_seq_cst:
	mv a4,a0
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	sll a0,a5,0x18
	sra a0,a0,0x18
	zext.b a5,a5
	bge a0,a1,.L9
	zext.b a5,a1
	sb a5,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_smax_1_seq_cst_fence:
	mv a4,a0
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	sll a0,a5,0x18
	sra a0,a0,0x18
	zext.b a5,a5
	bge a0,a1,.L9
	zext.b a5,a1
	sb a5,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_umax_1_relaxed:
	mv a5,a0
	csrrc a4,mstatus,8
	lbu a3,0(a0)
	mv a2,a1
	zext.b a0,a3
	bgeu a1,a3,.L7
	mv a2,a0
	sb a2,0(a5)
	and a5,a4,8
	csrs mstatus,a5
	ret

uat_fetch_umax_1_acquire:
	mv a5,a0
	csrrc a4,mstatus,8
	lbu a3,0(a0)
	mv a2,a1
	zext.b a0,a3
	bgeu a1,a3,.L7
	mv a2,a0
	sb a2,0(a5)
	and a5,a4,8
	csrs mstatus,a5
	ret

uat_fetch_umax_1_release:
	mv a5,a0
	csrrc a4,mstatus,8
	lbu a3,0(a0)
	mv a2,a1
	zext.b a0,a3
	bgeu a1,a3,.L7
	mv a2,a0
	sb a2,0(a5)
	and a5,a4,8
	csrs mstatus,a5
	ret

uat_fetch_umax_1_acq_rel:
	mv a5,a0
	csrrc a4,mstatus,8
	lbu a3,0(a0)
	mv a2,a1
	zext.b a0,a3
	bgeu a1,a3,.L7
	mv a2,a0
	sb a2,0(a5)
	and a5,a4,8
	csrs mstatus,a5
	ret

uat_fetch_umax_1_seq_cst:
	mv a5,a0
	csrrc a4,mstatus,8
	lbu a3,0(a0)
	mv a2,a1
	zext.b a0,a3
	bgeu a1,a3,.L7
	mv a2,a0
	sb a2,0(a5)
	and a5,a4,8
	csrs mstatus,a5
	ret

uat_fetch_umax_1_seq_cst_fence:
	mv a5,a0
	csrrc a4,mstatus,8
	lbu a3,0(a0)
	mv a2,a1
	zext.b a0,a3
	bgeu a1,a3,.L7
	mv a2,a0
	sb a2,0(a5)
	and a5,a4,8
	csrs mstatus,a5
	ret

uat_fetch_smin_1_relaxed:
	mv a4,a0
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	sll a0,a5,0x18
	sra a0,a0,0x18
	zext.b a5,a5
	bge a1,a0,.L9
	zext.b a5,a1
	sb a5,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_smin_1_acquire:
	mv a4,a0
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	sll a0,a5,0x18
	sra a0,a0,0x18
	zext.b a5,a5
	bge a1,a0,.L9
	zext.b a5,a1
	sb a5,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_smin_1_release:
	mv a4,a0
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	sll a0,a5,0x18
	sra a0,a0,0x18
	zext.b a5,a5
	bge a1,a0,.L9
	zext.b a5,a1
	sb a5,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_smin_1_acq_rel:
	mv a4,a0
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	sll a0,a5,0x18
	sra a0,a0,0x18
	zext.b a5,a5
	bge a1,a0,.L9
	zext.b a5,a1
	sb a5,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_smin_1_seq_cst:
	mv a4,a0
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	sll a0,a5,0x18
	sra a0,a0,0x18
	zext.b a5,a5
	bge a1,a0,.L9
	zext.b a5,a1
	sb a5,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_smin_1_seq_cst_fence:
	mv a4,a0
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	sll a0,a5,0x18
	sra a0,a0,0x18
	zext.b a5,a5
	bge a1,a0,.L9
	zext.b a5,a1
	sb a5,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_umin_1_relaxed:
	mv a5,a0
	csrrc a4,mstatus,8
	lbu a3,0(a0)
	mv a2,a1
	zext.b a0,a3
	bgeu a3,a1,.L7
	mv a2,a0
	sb a2,0(a5)
	and a5,a4,8
	csrs mstatus,a5
	ret

uat_fetch_umin_1_acquire:
	mv a5,a0
	csrrc a4,mstatus,8
	lbu a3,0(a0)
	mv a2,a1
	zext.b a0,a3
	bgeu a3,a1,.L7
	mv a2,a0
	sb a2,0(a5)
	and a5,a4,8
	csrs mstatus,a5
	ret

uat_fetch_umin_1_release:
	mv a5,a0
	csrrc a4,mstatus,8
	lbu a3,0(a0)
	mv a2,a1
	zext.b a0,a3
	bgeu a3,a1,.L7
	mv a2,a0
	sb a2,0(a5)
	and a5,a4,8
	csrs mstatus,a5
	ret

uat_fetch_umin_1_acq_rel:
	mv a5,a0
	csrrc a4,mstatus,8
	lbu a3,0(a0)
	mv a2,a1
	zext.b a0,a3
	bgeu a3,a1,.L7
	mv a2,a0
	sb a2,0(a5)
	and a5,a4,8
	csrs mstatus,a5
	ret

uat_fetch_umin_1_seq_cst:
	mv a5,a0
	csrrc a4,mstatus,8
	lbu a3,0(a0)
	mv a2,a1
	zext.b a0,a3
	bgeu a3,a1,.L7
	mv a2,a0
	sb a2,0(a5)
	and a5,a4,8
	csrs mstatus,a5
	ret

uat_fetch_umin_1_seq_cst_fence:
	mv a5,a0
	csrrc a4,mstatus,8
	lbu a3,0(a0)
	mv a2,a1
	zext.b a0,a3
	bgeu a3,a1,.L7
	mv a2,a0
	sb a2,0(a5)
	and a5,a4,8
	csrs mstatus,a5
	ret

uat_test_and_set_bit_1_relaxed:
	and a1,a1,7
	li a4,1
	sll a4,a4,a1
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	or a2,a5,a4
	zext.b a2,a2
	zext.b a5,a5
	sb a2,0(a0)
	csrs mstatus,a3
	and a0,a5,a4
	snez a0,a0
	ret

uat_test_and_set_bit_1_acquire:
	and a1,a1,7
	li a4,1
	sll a4,a4,a1
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	or a2,a5,a4
	zext.b a2,a2
	zext.b a5,a5
	sb a2,0(a0)
	csrs mstatus,a3
	and a0,a5,a4
	snez a0,a0
	ret

uat_test_and_set_bit_1_release:
	li a4,1
	and a1,a1,7
	sll a4,a4,a1
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	or a2,a5,a4
	zext.b a2,a2
	zext.b a5,a5
	sb a2,0(a0)
	csrs mstatus,a3
	and a0,a5,a4
	snez a0,a0
	ret

uat_test_and_set_bit_1_acq_rel:
	li a4,1
	and a1,a1,7
	sll a4,a4,a1
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	or a2,a5,a4
	zext.b a2,a2
	zext.b a5,a5
	sb a2,0(a0)
	csrs mstatus,a3
	and a0,a5,a4
	snez a0,a0
	ret

uat_test_and_set_bit_1_seq_cst:
	li a4,1
	and a1,a1,7
	sll a4,a4,a1
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	or a2,a5,a4
	zext.b a2,a2
	zext.b a5,a5
	sb a2,0(a0)
	csrs mstatus,a3
	and a0,a5,a4
	snez a0,a0
	ret

uat_test_and_set_bit_1_seq_cst_fence:
	li a4,1
	and a1,a1,7
	sll a4,a4,a1
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	or a2,a5,a4
	zext.b a2,a2
	zext.b a5,a5
	sb a2,0(a0)
	csrs mstatus,a3
	and a0,a5,a4
	snez a0,a0
	ret

uat_test_and_clear_bit_1_relaxed:
	and a1,a1,7
	li a4,1
	sll a4,a4,a1
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	not a2,a4
	and a3,a3,8
	and a2,a2,a5
	sb a2,0(a0)
	zext.b a5,a5
	csrs mstatus,a3
	and a0,a5,a4
	snez a0,a0
	ret

uat_test_and_clear_bit_1_acquire:
	and a1,a1,7
	li a4,1
	sll a4,a4,a1
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	not a2,a4
	and a3,a3,8
	and a2,a2,a5
	sb a2,0(a0)
	zext.b a5,a5
	csrs mstatus,a3
	and a0,a5,a4
	snez a0,a0
	ret

uat_test_and_clear_bit_1_release:
	li a4,1
	and a1,a1,7
	sll a4,a4,a1
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	not a2,a4
	and a3,a3,8
	and a2,a2,a5
	sb a2,0(a0)
	zext.b a5,a5
	csrs mstatus,a3
	and a0,a5,a4
	snez a0,a0
	ret

uat_test_and_clear_bit_1_acq_rel:
	li a4,1
	and a1,a1,7
	sll a4,a4,a1
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	not a2,a4
	and a3,a3,8
	and a2,a2,a5
	sb a2,0(a0)
	zext.b a5,a5
	csrs mstatus,a3
	and a0,a5,a4
	snez a0,a0
	ret

uat_test_and_clear_bit_1_seq_cst:
	li a4,1
	and a1,a1,7
	sll a4,a4,a1
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	not a2,a4
	and a3,a3,8
	and a2,a2,a5
	sb a2,0(a0)
	zext.b a5,a5
	csrs mstatus,a3
	and a0,a5,a4
	snez a0,a0
	ret

uat_test_and_clear_bit_1_seq_cst_fence:
	li a4,1
	and a1,a1,7
	sll a4,a4,a1
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	not a2,a4
	and a3,a3,8
	and a2,a2,a5
	sb a2,0(a0)
	zext.b a5,a5
	csrs mstatus,a3
	and a0,a5,a4
	snez a0,a0
	ret

uat_test_and_change_bit_1_relaxed:
	and a1,a1,7
	li a4,1
	sll a4,a4,a1
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	xor a2,a5,a4
	zext.b a2,a2
	zext.b a5,a5
	sb a2,0(a0)
	csrs mstatus,a3
	and a0,a5,a4
	snez a0,a0
	ret

uat_test_and_change_bit_1_acquire:
	and a1,a1,7
	li a4,1
	sll a4,a4,a1
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	xor a2,a5,a4
	zext.b a2,a2
	zext.b a5,a5
	sb a2,0(a0)
	csrs mstatus,a3
	and a0,a5,a4
	snez a0,a0
	ret

uat_test_and_change_bit_1_release:
	li a4,1
	and a1,a1,7
	sll a4,a4,a1
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	xor a2,a5,a4
	zext.b a2,a2
	zext.b a5,a5
	sb a2,0(a0)
	csrs mstatus,a3
	and a0,a5,a4
	snez a0,a0
	ret

uat_test_and_change_bit_1_acq_rel:
	li a4,1
	and a1,a1,7
	sll a4,a4,a1
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	xor a2,a5,a4
	zext.b a2,a2
	zext.b a5,a5
	sb a2,0(a0)
	csrs mstatus,a3
	and a0,a5,a4
	snez a0,a0
	ret

uat_test_and_change_bit_1_seq_cst:
	li a4,1
	and a1,a1,7
	sll a4,a4,a1
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	xor a2,a5,a4
	zext.b a2,a2
	zext.b a5,a5
	sb a2,0(a0)
	csrs mstatus,a3
	and a0,a5,a4
	snez a0,a0
	ret

uat_test_and_change_bit_1_seq_cst_fence:
	li a4,1
	and a1,a1,7
	sll a4,a4,a1
	csrrc a3,mstatus,8
	lbu a5,0(a0)
	and a3,a3,8
	xor a2,a5,a4
	zext.b a2,a2
	zext.b a5,a5
	sb a2,0(a0)
	csrs mstatus,a3
	and a0,a5,a4
	snez a0,a0
	ret

uat_fetch_add_unless_1_relaxed:
	mv a5,a0
	csrrc a4,mstatus,8
	lbu a3,0(a0)
	and a4,a4,8
	zext.b a0,a3
	beq a2,a3,.L9
	add a1,a1,a0
	zext.b a1,a1
	sb a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_add_unless_1_acquire:
	mv a5,a0
	csrrc a4,mstatus,8
	lbu a3,0(a0)
	and a4,a4,8
	zext.b a0,a3
	beq a2,a3,.L9
	add a1,a1,a0
	zext.b a1,a1
	sb a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_add_unless_1_release:
	mv a5,a0
	csrrc a4,mstatus,8
	lbu a3,0(a0)
	and a4,a4,8
	zext.b a0,a3
	beq a2,a3,.L9
	add a1,a1,a0
	zext.b a1,a1
	sb a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_add_unless_1_acq_rel:
	mv a5,a0
	csrrc a4,mstatus,8
	lbu a3,0(a0)
	and a4,a4,8
	zext.b a0,a3
	beq a2,a3,.L9
	add a1,a1,a0
	zext.b a1,a1
	sb a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_add_unless_1_seq_cst:
	mv a5,a0
	csrrc a4,mstatus,8
	lbu a3,0(a0)
	and a4,a4,8
	zext.b a0,a3
	beq a2,a3,.L9
	add a1,a1,a0
	zext.b a1,a1
	sb a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_add_unless_1_seq_cst_fence:
	mv a5,a0
	csrrc a4,mstatus,8
	lbu a3,0(a0)
	and a4,a4,8
	zext.b a0,a3
	beq a2,a3,.L9
	add a1,a1,a0
	zext.b a1,a1
	sb a1,0(a5)
	csrs mstatus,a4
	ret

uat_add_unless_1_relaxed:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	zext.b a3,a4
	beq a2,a4,.L11
	add a1,a1,a3
	zext.b a1,a1
	sb a1,0(a0)
	li a0,1
	csrs mstatus,a5
	ret
	li a0,0
	csrs mstatus,a5
	ret

uat_add_unless_1_acquire:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	zext.b a3,a4
	beq a2,a4,.L11
	add a1,a1,a3
	zext.b a1,a1
	sb a1,0(a0)
	li a0,1
	csrs mstatus,a5
	ret
	li a0,0
	csrs mstatus,a5
	ret

uat_add_unless_1_release:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	zext.b a3,a4
	beq a2,a4,.L11
	add a1,a1,a3
	zext.b a1,a1
	sb a1,0(a0)
	li a0,1
	csrs mstatus,a5
	ret
	li a0,0
	csrs mstatus,a5
	ret

uat_add_unless_1_acq_rel:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	zext.b a3,a4
	beq a2,a4,.L11
	add a1,a1,a3
	zext.b a1,a1
	sb a1,0(a0)
	li a0,1
	csrs mstatus,a5
	ret
	li a0,0
	csrs mstatus,a5
	ret

uat_add_unless_1_seq_cst:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	zext.b a3,a4
	beq a2,a4,.L11
	add a1,a1,a3
	zext.b a1,a1
	sb a1,0(a0)
	li a0,1
	csrs mstatus,a5
	ret
	li a0,0
	csrs mstatus,a5
	ret

uat_add_unless_1_seq_cst_fence:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	zext.b a3,a4
	beq a2,a4,.L11
	add a1,a1,a3
	zext.b a1,a1
	sb a1,0(a0)
	li a0,1
	csrs mstatus,a5
	ret
	li a0,0
	csrs mstatus,a5
	ret

uat_dec_if_positive_1_relaxed:
	csrrc a4,mstatus,8
	lbu a5,0(a0)
	and a4,a4,8
	sll a3,a5,0x18
	sra a3,a3,0x18
	zext.b a5,a5
	blez a3,.L14
	add a5,a5,-1
	zext.b a5,a5
	sb a5,0(a0)
	csrs mstatus,a4
	sll a0,a5,0x18
	sra a0,a0,0x18
	ret
	add a3,a5,-128
	snez a3,a3
	sub a5,a5,a3
	zext.b a5,a5
	csrs mstatus,a4
	sll a0,a5,0x18
	sra a0,a0,0x18
	ret

uat_dec_if_positive_1_acquire:
	csrrc a4,mstatus,8
	lbu a5,0(a0)
	and a4,a4,8
	sll a3,a5,0x18
	sra a3,a3,0x18
	zext.b a5,a5
	blez a3,.L14
	add a5,a5,-1
	zext.b a5,a5
	sb a5,0(a0)
	csrs mstatus,a4
	sll a0,a5,0x18
	sra a0,a0,0x18
	ret
	add a3,a5,-128
	snez a3,a3
	sub a5,a5,a3
	zext.b a5,a5
	csrs mstatus,a4
	sll a0,a5,0x18
	sra a0,a0,0x18
	ret

uat_dec_if_positive_1_release:
	csrrc a4,mstatus,8
	lbu a5,0(a0)
	and a4,a4,8
	sll a3,a5,0x18
	sra a3,a3,0x18
	zext.b a5,a5
	blez a3,.L14
	add a5,a5,-1
	zext.b a5,a5
	sb a5,0(a0)
	csrs mstatus,a4
	sll a0,a5,0x18
	sra a0,a0,0x18
	ret
	add a3,a5,-128
	snez a3,a3
	sub a5,a5,a3
	zext.b a5,a5
	csrs mstatus,a4
	sll a0,a5,0x18
	sra a0,a0,0x18
	ret

uat_dec_if_positive_1_acq_rel:
	csrrc a4,mstatus,8
	lbu a5,0(a0)
	and a4,a4,8
	sll a3,a5,0x18
	sra a3,a3,0x18
	zext.b a5,a5
	blez a3,.L14
	add a5,a5,-1
	zext.b a5,a5
	sb a5,0(a0)
	csrs mstatus,a4
	sll a0,a5,0x18
	sra a0,a0,0x18
	ret
	add a3,a5,-128
	snez a3,a3
	sub a5,a5,a3
	zext.b a5,a5
	csrs mstatus,a4
	sll a0,a5,0x18
	sra a0,a0,0x18
	ret

uat_dec_if_positive_1_seq_cst:
	csrrc a4,mstatus,8
	lbu a5,0(a0)
	and a4,a4,8
	sll a3,a5,0x18
	sra a3,a3,0x18
	zext.b a5,a5
	blez a3,.L14
	add a5,a5,-1
	zext.b a5,a5
	sb a5,0(a0)
	csrs mstatus,a4
	sll a0,a5,0x18
	sra a0,a0,0x18
	ret
	add a3,a5,-128
	snez a3,a3
	sub a5,a5,a3
	zext.b a5,a5
	csrs mstatus,a4
	sll a0,a5,0x18
	sra a0,a0,0x18
	ret

uat_dec_if_positive_1_seq_cst_fence:
	csrrc a4,mstatus,8
	lbu a5,0(a0)
	and a4,a4,8
	sll a3,a5,0x18
	sra a3,a3,0x18
	zext.b a5,a5
	blez a3,.L14
	add a5,a5,-1
	zext.b a5,a5
	sb a5,0(a0)
	csrs mstatus,a4
	sll a0,a5,0x18
	sra a0,a0,0x18
	ret
	add a3,a5,-128
	snez a3,a3
	sub a5,a5,a3
	zext.b a5,a5
	csrs mstatus,a4
	sll a0,a5,0x18
	sra a0,a0,0x18
	ret

uat_cond_load_1_relaxed:
	lbu a4,0(a0)
	mv a5,a0
	zext.b a0,a4
	bne a1,a4,.L5
	ret
	.word 0x0100000f
	lbu a4,0(a5)
	zext.b a0,a4
	bne a1,a4,.L5
	ret

uat_cond_load_1_consume:
	lbu a4,0(a0)
	mv a5,a0
	zext.b a0,a4
	bne a1,a4,.L5
	ret
	.word 0x0100000f
	lbu a4,0(a5)
	zext.b a0,a4
	bne a1,a4,.L5
	ret

uat_cond_load_1_acquire:
	lbu a4,0(a0)
	mv a5,a0
	zext.b a0,a4
	bne a1,a4,.L5
	ret
	.word 0x0100000f
	lbu a4,0(a5)
	zext.b a0,a4
	bne a1,a4,.L5
	ret

uat_cond_load_1_seq_cst:
	mv a5,a0
	lbu a4,0(a0)
	zext.b a0,a4
	bne a1,a4,.L5
	ret
	.word 0x0100000f
	lbu a4,0(a5)
	zext.b a0,a4
	bne a1,a4,.L5
	ret

uat_cond_load_1_seq_cst_fence:
	mv a5,a0
	lbu a4,0(a0)
	zext.b a0,a4
	bne a1,a4,.L5
	ret
	.word 0x0100000f
	lbu a4,0(a5)
	zext.b a0,a4
	bne a1,a4,.L5
	ret

uat_inc_1_relaxed:
	csrrc a4,mstatus,8
	lbu a5,0(a0)
	and a4,a4,8
	add a5,a5,1
	zext.b a5,a5
	sb a5,0(a0)
	csrs mstatus,a4
	ret

uat_inc_1_acquire:
	csrrc a4,mstatus,8
	lbu a5,0(a0)
	and a4,a4,8
	add a5,a5,1
	zext.b a5,a5
	sb a5,0(a0)
	csrs mstatus,a4
	ret

uat_inc_1_release:
	csrrc a4,mstatus,8
	lbu a5,0(a0)
	and a4,a4,8
	add a5,a5,1
	zext.b a5,a5
	sb a5,0(a0)
	csrs mstatus,a4
	ret

uat_inc_1_acq_rel:
	csrrc a4,mstatus,8
	lbu a5,0(a0)
	and a4,a4,8
	add a5,a5,1
	zext.b a5,a5
	sb a5,0(a0)
	csrs mstatus,a4
	ret

uat_inc_1_seq_cst:
	csrrc a4,mstatus,8
	lbu a5,0(a0)
	and a4,a4,8
	add a5,a5,1
	zext.b a5,a5
	sb a5,0(a0)
	csrs mstatus,a4
	ret

uat_inc_1_seq_cst_fence:
	csrrc a4,mstatus,8
	lbu a5,0(a0)
	and a4,a4,8
	add a5,a5,1
	zext.b a5,a5
	sb a5,0(a0)
	csrs mstatus,a4
	ret

uat_dec_1_relaxed:
	csrrc a4,mstatus,8
	lbu a5,0(a0)
	and a4,a4,8
	add a5,a5,-1
	zext.b a5,a5
	sb a5,0(a0)
	csrs mstatus,a4
	ret

uat_dec_1_acquire:
	csrrc a4,mstatus,8
	lbu a5,0(a0)
	and a4,a4,8
	add a5,a5,-1
	zext.b a5,a5
	sb a5,0(a0)
	csrs mstatus,a4
	ret

uat_dec_1_release:
	csrrc a4,mstatus,8
	lbu a5,0(a0)
	and a4,a4,8
	add a5,a5,-1
	zext.b a5,a5
	sb a5,0(a0)
	csrs mstatus,a4
	ret

uat_dec_1_acq_rel:
	csrrc a4,mstatus,8
	lbu a5,0(a0)
	and a4,a4,8
	add a5,a5,-1
	zext.b a5,a5
	sb a5,0(a0)
	csrs mstatus,a4
	ret

uat_dec_1_seq_cst:
	csrrc a4,mstatus,8
	lbu a5,0(a0)
	and a4,a4,8
	add a5,a5,-1
	zext.b a5,a5
	sb a5,0(a0)
	csrs mstatus,a4
	ret

uat_dec_1_seq_cst_fence:
	csrrc a4,mstatus,8
	lbu a5,0(a0)
	and a4,a4,8
	add a5,a5,-1
	zext.b a5,a5
	sb a5,0(a0)
	csrs mstatus,a4
	ret

uat_add_around_1_mb:
	csrrc a5,mstatus,8
	lbu a4,0(a0)
	and a5,a5,8
	add a1,a1,a4
	zext.b a1,a1
	sb a1,0(a0)
	csrs mstatus,a5
	ret

uat_load_2_relaxed:
	lhu a0,0(a0)
	ret

uat_load_2_consume:
	lhu a0,0(a0)
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_load_2_acquire:
	lhu a0,0(a0)
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_load_2_seq_cst:
	lhu a0,0(a0)
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_load_2_seq_cst_fence:
	lhu a0,0(a0)
	sll a0,a0,0x10
	srl a0,a0,0x10
	ret

uat_store_2_relaxed:
	sh a1,0(a0)
	ret

uat_store_2_release:
	sh a1,0(a0)
	ret

uat_store_2_seq_cst:
	sh a1,0(a0)
	ret

uat_store_2_seq_cst_fence:
	sh a1,0(a0)
	ret

uat_cmpxchg_2_relaxed:
	mv a5,a0
	csrrc a4,mstatus,8
	lhu a3,0(a0)
	and a4,a4,8
	sll a0,a3,0x10
	srl a0,a0,0x10
	bne a1,a3,.L8
	sh a2,0(a5)
	csrs mstatus,a4
	ret

uat_cmpxchg_2_acquire:
	mv a5,a0
	csrrc a4,mstatus,8
	lhu a3,0(a0)
	and a4,a4,8
	sll a0,a3,0x10
	srl a0,a0,0x10
	bne a1,a3,.L8
	sh a2,0(a5)
	csrs mstatus,a4
	ret

uat_cmpxchg_2_release:
	mv a5,a0
	csrrc a4,mstatus,8
	lhu a3,0(a0)
	and a4,a4,8
	sll a0,a3,0x10
	srl a0,a0,0x10
	bne a1,a3,.L8
	sh a2,0(a5)
	csrs mstatus,a4
	ret

uat_cmpxchg_2_acq_rel:
	mv a5,a0
	csrrc a4,mstatus,8
	lhu a3,0(a0)
	and a4,a4,8
	sll a0,a3,0x10
	srl a0,a0,0x10
	bne a1,a3,.L8
	sh a2,0(a5)
	csrs mstatus,a4
	ret

uat_cmpxchg_2_seq_cst:
	mv a5,a0
	csrrc a4,mstatus,8
	lhu a3,0(a0)
	and a4,a4,8
	sll a0,a3,0x10
	srl a0,a0,0x10
	bne a1,a3,.L8
	sh a2,0(a5)
	csrs mstatus,a4
	ret

uat_cmpxchg_2_seq_cst_fence_sc:
	mv a5,a0
	csrrc a4,mstatus,8
	lhu a3,0(a0)
	and a4,a4,8
	sll a0,a3,0x10
	srl a0,a0,0x10
	bne a1,a3,.L8
	sh a2,0(a5)
	csrs mstatus,a4
	ret

uat_cmpxchg_2_seq_cst_fence:
	mv a5,a0
	csrrc a4,mstatus,8
	lhu a3,0(a0)
	and a4,a4,8
	sll a0,a3,0x10
	srl a0,a0,0x10
	bne a1,a3,.L8
	sh a2,0(a5)
	csrs mstatus,a4
	ret

uat_cmpxchg_test_2_seq_cst_fence:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	sll a3,a4,0x10
	srl a3,a3,0x10
	bne a1,a4,.L7
	sh a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a3
	seqz a0,a1
	ret

uat_try_cmpxchg_2_relaxed:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	sll a3,a4,0x10
	srl a3,a3,0x10
	bne a1,a4,.L7
	sh a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a3
	seqz a0,a1
	ret

uat_try_cmpxchg_2_acquire:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	sll a3,a4,0x10
	srl a3,a3,0x10
	bne a1,a4,.L7
	sh a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a3
	seqz a0,a1
	ret

uat_try_cmpxchg_2_release:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	sll a3,a4,0x10
	srl a3,a3,0x10
	bne a1,a4,.L7
	sh a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a3
	seqz a0,a1
	ret

uat_try_cmpxchg_2_acq_rel:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	sll a3,a4,0x10
	srl a3,a3,0x10
	bne a1,a4,.L7
	sh a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a3
	seqz a0,a1
	ret

uat_try_cmpxchg_2_seq_cst:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	sll a3,a4,0x10
	srl a3,a3,0x10
	bne a1,a4,.L7
	sh a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a3
	seqz a0,a1
	ret

uat_try_cmpxchg_2_seq_cst_fence_sc:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	sll a3,a4,0x10
	srl a3,a3,0x10
	bne a1,a4,.L7
	sh a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a3
	seqz a0,a1
	ret

uat_try_cmpxchg_2_seq_cst_fence:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	sll a3,a4,0x10
	srl a3,a3,0x10
	bne a1,a4,.L7
	sh a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a3
	seqz a0,a1
	ret

uat_try_cmpxchg_weak_2_relaxed:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	sll a3,a4,0x10
	srl a3,a3,0x10
	bne a1,a4,.L7
	sh a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a3
	seqz a0,a1
	ret

uat_try_cmpxchg_weak_2_acquire:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	sll a3,a4,0x10
	srl a3,a3,0x10
	bne a1,a4,.L7
	sh a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a3
	seqz a0,a1
	ret

uat_try_cmpxchg_weak_2_release:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	sll a3,a4,0x10
	srl a3,a3,0x10
	bne a1,a4,.L7
	sh a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a3
	seqz a0,a1
	ret

uat_try_cmpxchg_weak_2_acq_rel:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	sll a3,a4,0x10
	srl a3,a3,0x10
	bne a1,a4,.L7
	sh a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a3
	seqz a0,a1
	ret

uat_try_cmpxchg_weak_2_seq_cst:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	sll a3,a4,0x10
	srl a3,a3,0x10
	bne a1,a4,.L7
	sh a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a3
	seqz a0,a1
	ret

uat_try_cmpxchg_weak_2_seq_cst_fence_sc:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	sll a3,a4,0x10
	srl a3,a3,0x10
	bne a1,a4,.L7
	sh a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a3
	seqz a0,a1
	ret

uat_try_cmpxchg_weak_2_seq_cst_fence:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	sll a3,a4,0x10
	srl a3,a3,0x10
	bne a1,a4,.L7
	sh a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a3
	seqz a0,a1
	ret

uat_xchg_2_relaxed:
	csrrc a4,mstatus,8
	lhu a5,0(a0)
	sh a1,0(a0)
	and a4,a4,8
	sll a0,a5,0x10
	srl a0,a0,0x10
	csrs mstatus,a4
	ret

uat_xchg_2_acquire:
	csrrc a4,mstatus,8
	lhu a5,0(a0)
	sh a1,0(a0)
	and a4,a4,8
	sll a0,a5,0x10
	srl a0,a0,0x10
	csrs mstatus,a4
	ret

uat_xchg_2_release:
	csrrc a4,mstatus,8
	lhu a5,0(a0)
	sh a1,0(a0)
	and a4,a4,8
	sll a0,a5,0x10
	srl a0,a0,0x10
	csrs mstatus,a4
	ret

uat_xchg_2_acq_rel:
	csrrc a4,mstatus,8
	lhu a5,0(a0)
	sh a1,0(a0)
	and a4,a4,8
	sll a0,a5,0x10
	srl a0,a0,0x10
	csrs mstatus,a4
	ret

uat_xchg_2_seq_cst:
	csrrc a4,mstatus,8
	lhu a5,0(a0)
	sh a1,0(a0)
	and a4,a4,8
	sll a0,a5,0x10
	srl a0,a0,0x10
	csrs mstatus,a4
	ret

uat_xchg_2_seq_cst_fence:
	csrrc a4,mstatus,8
	lhu a5,0(a0)
	sh a1,0(a0)
	and a4,a4,8
	sll a0,a5,0x10
	srl a0,a0,0x10
	csrs mstatus,a4
	ret

uat_add_return_2_relaxed:
	mv a5,a0
	csrrc a4,mstatus,8
	lhu a3,0(a0)
	and a4,a4,8
	add a1,a1,a3
	sll a0,a1,0x10
	srl a0,a0,0x10
	sh a0,0(a5)
	csrs mstatus,a4
	ret

uat_add_return_2_acquire:
	mv a5,a0
	csrrc a4,mstatus,8
	lhu a3,0(a0)
	and a4,a4,8
	add a1,a1,a3
	sll a0,a1,0x10
	srl a0,a0,0x10
	sh a0,0(a5)
	csrs mstatus,a4
	ret

uat_add_return_2_release:
	mv a5,a0
	csrrc a4,mstatus,8
	lhu a3,0(a0)
	and a4,a4,8
	add a1,a1,a3
	sll a0,a1,0x10
	srl a0,a0,0x10
	sh a0,0(a5)
	csrs mstatus,a4
	ret

uat_add_return_2_acq_rel:
	mv a5,a0
	csrrc a4,mstatus,8
	lhu a3,0(a0)
	and a4,a4,8
	add a1,a1,a3
	sll a0,a1,0x10
	srl a0,a0,0x10
	sh a0,0(a5)
	csrs mstatus,a4
	ret

uat_add_return_2_seq_cst:
	mv a5,a0
	csrrc a4,mstatus,8
	lhu a3,0(a0)
	and a4,a4,8
	add a1,a1,a3
	sll a0,a1,0x10
	srl a0,a0,0x10
	sh a0,0(a5)
	csrs mstatus,a4
	ret

uat_add_return_2_seq_cst_fence:
	mv a5,a0
	csrrc a4,mstatus,8
	lhu a3,0(a0)
	and a4,a4,8
	add a1,a1,a3
	sll a0,a1,0x10
	srl a0,a0,0x10
	sh a0,0(a5)
	csrs mstatus,a4
	ret

uat_add_2_relaxed:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	add a1,a1,a4
	sll a1,a1,0x10
	srl a1,a1,0x10
	sh a1,0(a0)
	csrs mstatus,a5
	ret

uat_add_2_acquire:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	add a1,a1,a4
	sll a1,a1,0x10
	srl a1,a1,0x10
	sh a1,0(a0)
	csrs mstatus,a5
	ret

uat_add_2_release:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	add a1,a1,a4
	sll a1,a1,0x10
	srl a1,a1,0x10
	sh a1,0(a0)
	csrs mstatus,a5
	ret

uat_add_2_acq_rel:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	add a1,a1,a4
	sll a1,a1,0x10
	srl a1,a1,0x10
	sh a1,0(a0)
	csrs mstatus,a5
	ret

uat_add_2_seq_cst:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	add a1,a1,a4
	sll a1,a1,0x10
	srl a1,a1,0x10
	sh a1,0(a0)
	csrs mstatus,a5
	ret

uat_add_2_seq_cst_fence:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	add a1,a1,a4
	sll a1,a1,0x10
	srl a1,a1,0x10
	sh a1,0(a0)
	csrs mstatus,a5
	ret

uat_and_2_relaxed:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	and a1,a1,a4
	sh a1,0(a0)
	csrs mstatus,a5
	ret

uat_and_2_acquire:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	and a1,a1,a4
	sh a1,0(a0)
	csrs mstatus,a5
	ret

uat_and_2_release:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	and a1,a1,a4
	sh a1,0(a0)
	csrs mstatus,a5
	ret

uat_and_2_acq_rel:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	and a1,a1,a4
	sh a1,0(a0)
	csrs mstatus,a5
	ret

uat_and_2_seq_cst:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	and a1,a1,a4
	sh a1,0(a0)
	csrs mstatus,a5
	ret

uat_and_2_seq_cst_fence:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	and a1,a1,a4
	sh a1,0(a0)
	csrs mstatus,a5
	ret

uat_or_2_relaxed:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	or a1,a1,a4
	sh a1,0(a0)
	csrs mstatus,a5
	ret

uat_or_2_acquire:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	or a1,a1,a4
	sh a1,0(a0)
	csrs mstatus,a5
	ret

uat_or_2_release:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	or a1,a1,a4
	sh a1,0(a0)
	csrs mstatus,a5
	ret

uat_or_2_acq_rel:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	or a1,a1,a4
	sh a1,0(a0)
	csrs mstatus,a5
	ret

uat_or_2_seq_cst:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	or a1,a1,a4
	sh a1,0(a0)
	csrs mstatus,a5
	ret

uat_or_2_seq_cst_fence:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	or a1,a1,a4
	sh a1,0(a0)
	csrs mstatus,a5
	ret

uat_xor_2_relaxed:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	xor a1,a1,a4
	sh a1,0(a0)
	csrs mstatus,a5
	ret

uat_xor_2_acquire:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	xor a1,a1,a4
	sh a1,0(a0)
	csrs mstatus,a5
	ret

uat_xor_2_release:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	xor a1,a1,a4
	sh a1,0(a0)
	csrs mstatus,a5
	ret

uat_xor_2_acq_rel:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	xor a1,a1,a4
	sh a1,0(a0)
	csrs mstatus,a5
	ret

uat_xor_2_seq_cst:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	xor a1,a1,a4
	sh a1,0(a0)
	csrs mstatus,a5
	ret

uat_xor_2_seq_cst_fence:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	xor a1,a1,a4
	sh a1,0(a0)
	csrs mstatus,a5
	ret

uat_fetch_add_2_relaxed:
	mv a4,a0
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	add a1,a1,a5
	sll a1,a1,0x10
	srl a1,a1,0x10
	sll a0,a5,0x10
	srl a0,a0,0x10
	sh a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_add_2_acquire:
	mv a4,a0
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	add a1,a1,a5
	sll a1,a1,0x10
	srl a1,a1,0x10
	sll a0,a5,0x10
	srl a0,a0,0x10
	sh a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_add_2_release:
	mv a4,a0
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	add a1,a1,a5
	sll a1,a1,0x10
	srl a1,a1,0x10
	sll a0,a5,0x10
	srl a0,a0,0x10
	sh a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_add_2_acq_rel:
	mv a4,a0
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	add a1,a1,a5
	sll a1,a1,0x10
	srl a1,a1,0x10
	sll a0,a5,0x10
	srl a0,a0,0x10
	sh a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_add_2_seq_cst:
	mv a4,a0
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	add a1,a1,a5
	sll a1,a1,0x10
	srl a1,a1,0x10
	sll a0,a5,0x10
	srl a0,a0,0x10
	sh a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_add_2_seq_cst_fence:
	mv a4,a0
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	add a1,a1,a5
	sll a1,a1,0x10
	srl a1,a1,0x10
	sll a0,a5,0x10
	srl a0,a0,0x10
	sh a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_and_2_relaxed:
	mv a4,a0
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	and a1,a1,a5
	sll a0,a5,0x10
	srl a0,a0,0x10
	sh a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_and_2_acquire:
	mv a4,a0
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	and a1,a1,a5
	sll a0,a5,0x10
	srl a0,a0,0x10
	sh a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_and_2_release:
	mv a4,a0
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	and a1,a1,a5
	sll a0,a5,0x10
	srl a0,a0,0x10
	sh a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_and_2_acq_rel:
	mv a4,a0
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	and a1,a1,a5
	sll a0,a5,0x10
	srl a0,a0,0x10
	sh a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_and_2_seq_cst:
	mv a4,a0
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	and a1,a1,a5
	sll a0,a5,0x10
	srl a0,a0,0x10
	sh a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_and_2_seq_cst_fence:
	mv a4,a0
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	and a1,a1,a5
	sll a0,a5,0x10
	srl a0,a0,0x10
	sh a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_or_2_relaxed:
	mv a4,a0
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	or a1,a1,a5
	sll a0,a5,0x10
	srl a0,a0,0x10
	sh a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_or_2_acquire:
	mv a4,a0
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	or a1,a1,a5
	sll a0,a5,0x10
	srl a0,a0,0x10
	sh a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_or_2_release:
	mv a4,a0
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	or a1,a1,a5
	sll a0,a5,0x10
	srl a0,a0,0x10
	sh a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_or_2_acq_rel:
	mv a4,a0
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	or a1,a1,a5
	sll a0,a5,0x10
	srl a0,a0,0x10
	sh a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_or_2_seq_cst:
	mv a4,a0
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	or a1,a1,a5
	sll a0,a5,0x10
	srl a0,a0,0x10
	sh a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_or_2_seq_cst_fence:
	mv a4,a0
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	or a1,a1,a5
	sll a0,a5,0x10
	srl a0,a0,0x10
	sh a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_xor_2_relaxed:
	mv a4,a0
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	xor a1,a1,a5
	sll a0,a5,0x10
	srl a0,a0,0x10
	sh a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_xor_2_acquire:
	mv a4,a0
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	xor a1,a1,a5
	sll a0,a5,0x10
	srl a0,a0,0x10
	sh a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_xor_2_release:
	mv a4,a0
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	xor a1,a1,a5
	sll a0,a5,0x10
	srl a0,a0,0x10
	sh a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_xor_2_acq_rel:
	mv a4,a0
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	xor a1,a1,a5
	sll a0,a5,0x10
	srl a0,a0,0x10
	sh a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_xor_2_seq_cst:
	mv a4,a0
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	xor a1,a1,a5
	sll a0,a5,0x10
	srl a0,a0,0x10
	sh a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_xor_2_seq_cst_fence:
	mv a4,a0
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	xor a1,a1,a5
	sll a0,a5,0x10
	srl a0,a0,0x10
	sh a1,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_smax_2_relaxed:
	mv a4,a0
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	sll a0,a5,0x10
	sra a0,a0,0x10
	sll a5,a5,0x10
	srl a5,a5,0x10
	bge a0,a1,.L11
	sll a5,a1,0x10
	srl a5,a5,0x10
	sh a5,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_smax_2_acquire:
	mv a4,a0
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	sll a0,a5,0x10
	sra a0,a0,0x10
	sll a5,a5,0x10
	srl a5,a5,0x10
	bge a0,a1,.L11
	sll a5,a1,0x10
	srl a5,a5,0x10
	sh a5,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_smax_2_release:
	mv a4,a0
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	sll a0,a5,0x10
	sra a0,a0,0x10
	sll a5,a5,0x10
	srl a5,a5,0x10
	bge a0,a1,.L11
	sll a5,a1,0x10
	srl a5,a5,0x10
	sh a5,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_smax_2_acq_rel:
	mv a4,a0
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	sll a0,a5,0x10
	sra a0,a0,0x10
	sll a5,a5,0x10
	srl a5,a5,0x10
	bge a0,a1,.L11
	sll a5,a1,0x10
	srl a5,a5,0x10
	sh a5,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_smax_2_seq_cst:
	mv a4,a0
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	sll a0,a5,0x10
	sra a0,a0,0x10
	sll a5,a5,0x10
	srl a5,a5,0x10
	bge a0,a1,.L11
	sll a5,a1,0x10
	srl a5,a5,0x10
	sh a5,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_smax_2_seq_cst_fence:
	mv a4,a0
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	sll a0,a5,0x10
	sra a0,a0,0x10
	sll a5,a5,0x10
	srl a5,a5,0x10
	bge a0,a1,.L11
	sll a5,a1,0x10
	srl a5,a5,0x10
	sh a5,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_umax_2_relaxed:
	mv a5,a0
	csrrc a4,mstatus,8
	lhu a3,0(a0)
	mv a2,a1
	sll a0,a3,0x10
	srl a0,a0,0x10
	bgeu a1,a3,.L8
	mv a2,a0
	sh a2,0(a5)
	and a5,a4,8
	csrs mstatus,a5
	ret

uat_fetch_umax_2_acquire:
	mv a5,a0
	csrrc a4,mstatus,8
	lhu a3,0(a0)
	mv a2,a1
	sll a0,a3,0x10
	srl a0,a0,0x10
	bgeu a1,a3,.L8
	mv a2,a0
	sh a2,0(a5)
	and a5,a4,8
	csrs mstatus,a5
	ret

uat_fetch_umax_2_release:
	mv a5,a0
	csrrc a4,mstatus,8
	lhu a3,0(a0)
	mv a2,a1
	sll a0,a3,0x10
	srl a0,a0,0x10
	bgeu a1,a3,.L8
	mv a2,a0
	sh a2,0(a5)
	and a5,a4,8
	csrs mstatus,a5
	ret

uat_fetch_umax_2_acq_rel:
	mv a5,a0
	csrrc a4,mstatus,8
	lhu a3,0(a0)
	mv a2,a1
	sll a0,a3,0x10
	srl a0,a0,0x10
	bgeu a1,a3,.L8
	mv a2,a0
	sh a2,0(a5)
	and a5,a4,8
	csrs mstatus,a5
	ret

uat_fetch_umax_2_seq_cst:
	mv a5,a0
	csrrc a4,mstatus,8
	lhu a3,0(a0)
	mv a2,a1
	sll a0,a3,0x10
	srl a0,a0,0x10
	bgeu a1,a3,.L8
	mv a2,a0
	sh a2,0(a5)
	and a5,a4,8
	csrs mstatus,a5
	ret

uat_fetch_umax_2_seq_cst_fence:
	mv a5,a0
	csrrc a4,mstatus,8
	lhu a3,0(a0)
	mv a2,a1
	sll a0,a3,0x10
	srl a0,a0,0x10
	bgeu a1,a3,.L8
	mv a2,a0
	sh a2,0(a5)
	and a5,a4,8
	csrs mstatus,a5
	ret

uat_fetch_smin_2_relaxed:
	mv a4,a0
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	sll a0,a5,0x10
	sra a0,a0,0x10
	sll a5,a5,0x10
	srl a5,a5,0x10
	bge a1,a0,.L11
	sll a5,a1,0x10
	srl a5,a5,0x10
	sh a5,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_smin_2_acquire:
	mv a4,a0
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	sll a0,a5,0x10
	sra a0,a0,0x10
	sll a5,a5,0x10
	srl a5,a5,0x10
	bge a1,a0,.L11
	sll a5,a1,0x10
	srl a5,a5,0x10
	sh a5,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_smin_2_release:
	mv a4,a0
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	sll a0,a5,0x10
	sra a0,a0,0x10
	sll a5,a5,0x10
	srl a5,a5,0x10
	bge a1,a0,.L11
	sll a5,a1,0x10
	srl a5,a5,0x10
	sh a5,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_smin_2_acq_rel:
	mv a4,a0
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	sll a0,a5,0x10
	sra a0,a0,0x10
	sll a5,a5,0x10
	srl a5,a5,0x10
	bge a1,a0,.L11
	sll a5,a1,0x10
	srl a5,a5,0x10
	sh a5,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_smin_2_seq_cst:
	mv a4,a0
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	sll a0,a5,0x10
	sra a0,a0,0x10
	sll a5,a5,0x10
	srl a5,a5,0x10
	bge a1,a0,.L11
	sll a5,a1,0x10
	srl a5,a5,0x10
	sh a5,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_smin_2_seq_cst_fence:
	mv a4,a0
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	sll a0,a5,0x10
	sra a0,a0,0x10
	sll a5,a5,0x10
	srl a5,a5,0x10
	bge a1,a0,.L11
	sll a5,a1,0x10
	srl a5,a5,0x10
	sh a5,0(a4)
	csrs mstatus,a3
	ret

uat_fetch_umin_2_relaxed:
	mv a5,a0
	csrrc a4,mstatus,8
	lhu a3,0(a0)
	mv a2,a1
	sll a0,a3,0x10
	srl a0,a0,0x10
	bgeu a3,a1,.L8
	mv a2,a0
	sh a2,0(a5)
	and a5,a4,8
	csrs mstatus,a5
	ret

uat_fetch_umin_2_acquire:
	mv a5,a0
	csrrc a4,mstatus,8
	lhu a3,0(a0)
	mv a2,a1
	sll a0,a3,0x10
	srl a0,a0,0x10
	bgeu a3,a1,.L8
	mv a2,a0
	sh a2,0(a5)
	and a5,a4,8
	csrs mstatus,a5
	ret

uat_fetch_umin_2_release:
	mv a5,a0
	csrrc a4,mstatus,8
	lhu a3,0(a0)
	mv a2,a1
	sll a0,a3,0x10
	srl a0,a0,0x10
	bgeu a3,a1,.L8
	mv a2,a0
	sh a2,0(a5)
	and a5,a4,8
	csrs mstatus,a5
	ret

uat_fetch_umin_2_acq_rel:
	mv a5,a0
	csrrc a4,mstatus,8
	lhu a3,0(a0)
	mv a2,a1
	sll a0,a3,0x10
	srl a0,a0,0x10
	bgeu a3,a1,.L8
	mv a2,a0
	sh a2,0(a5)
	and a5,a4,8
	csrs mstatus,a5
	ret

uat_fetch_umin_2_seq_cst:
	mv a5,a0
	csrrc a4,mstatus,8
	lhu a3,0(a0)
	mv a2,a1
	sll a0,a3,0x10
	srl a0,a0,0x10
	bgeu a3,a1,.L8
	mv a2,a0
	sh a2,0(a5)
	and a5,a4,8
	csrs mstatus,a5
	ret

uat_fetch_umin_2_seq_cst_fence:
	mv a5,a0
	csrrc a4,mstatus,8
	lhu a3,0(a0)
	mv a2,a1
	sll a0,a3,0x10
	srl a0,a0,0x10
	bgeu a3,a1,.L8
	mv a2,a0
	sh a2,0(a5)
	and a5,a4,8
	csrs mstatus,a5
	ret

uat_test_and_set_bit_2_relaxed:
	and a1,a1,15
	li a4,1
	sll a4,a4,a1
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	or a2,a5,a4
	sll a2,a2,0x10
	srl a2,a2,0x10
	sll a5,a5,0x10
	srl a5,a5,0x10
	sh a2,0(a0)
	csrs mstatus,a3
	and a0,a5,a4
	snez a0,a0
	ret

uat_test_and_set_bit_2_acquire:
	and a1,a1,15
	li a4,1
	sll a4,a4,a1
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	or a2,a5,a4
	sll a2,a2,0x10
	srl a2,a2,0x10
	sll a5,a5,0x10
	srl a5,a5,0x10
	sh a2,0(a0)
	csrs mstatus,a3
	and a0,a5,a4
	snez a0,a0
	ret

uat_test_and_set_bit_2_release:
	li a4,1
	and a1,a1,15
	sll a4,a4,a1
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	or a2,a5,a4
	sll a2,a2,0x10
	srl a2,a2,0x10
	sll a5,a5,0x10
	srl a5,a5,0x10
	sh a2,0(a0)
	csrs mstatus,a3
	and a0,a5,a4
	snez a0,a0
	ret

uat_test_and_set_bit_2_acq_rel:
	li a4,1
	and a1,a1,15
	sll a4,a4,a1
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	or a2,a5,a4
	sll a2,a2,0x10
	srl a2,a2,0x10
	sll a5,a5,0x10
	srl a5,a5,0x10
	sh a2,0(a0)
	csrs mstatus,a3
	and a0,a5,a4
	snez a0,a0
	ret

uat_test_and_set_bit_2_seq_cst:
	li a4,1
	and a1,a1,15
	sll a4,a4,a1
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	or a2,a5,a4
	sll a2,a2,0x10
	srl a2,a2,0x10
	sll a5,a5,0x10
	srl a5,a5,0x10
	sh a2,0(a0)
	csrs mstatus,a3
	and a0,a5,a4
	snez a0,a0
	ret

uat_test_and_set_bit_2_seq_cst_fence:
	li a4,1
	and a1,a1,15
	sll a4,a4,a1
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	or a2,a5,a4
	sll a2,a2,0x10
	srl a2,a2,0x10
	sll a5,a5,0x10
	srl a5,a5,0x10
	sh a2,0(a0)
	csrs mstatus,a3
	and a0,a5,a4
	snez a0,a0
	ret

uat_test_and_clear_bit_2_relaxed:
	and a1,a1,15
	li a4,1
	sll a4,a4,a1
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	not a2,a4
	and a3,a3,8
	and a2,a2,a5
	sll a5,a5,0x10
	srl a5,a5,0x10
	sh a2,0(a0)
	csrs mstatus,a3
	and a0,a5,a4
	snez a0,a0
	ret

uat_test_and_clear_bit_2_acquire:
	and a1,a1,15
	li a4,1
	sll a4,a4,a1
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	not a2,a4
	and a3,a3,8
	and a2,a2,a5
	sll a5,a5,0x10
	srl a5,a5,0x10
	sh a2,0(a0)
	csrs mstatus,a3
	and a0,a5,a4
	snez a0,a0
	ret

uat_test_and_clear_bit_2_release:
	li a4,1
	and a1,a1,15
	sll a4,a4,a1
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	not a2,a4
	and a3,a3,8
	and a2,a2,a5
	sll a5,a5,0x10
	srl a5,a5,0x10
	sh a2,0(a0)
	csrs mstatus,a3
	and a0,a5,a4
	snez a0,a0
	ret

uat_test_and_clear_bit_2_acq_rel:
	li a4,1
	and a1,a1,15
	sll a4,a4,a1
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	not a2,a4
	and a3,a3,8
	and a2,a2,a5
	sll a5,a5,0x10
	srl a5,a5,0x10
	sh a2,0(a0)
	csrs mstatus,a3
	and a0,a5,a4
	snez a0,a0
	ret

uat_test_and_clear_bit_2_seq_cst:
	li a4,1
	and a1,a1,15
	sll a4,a4,a1
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	not a2,a4
	and a3,a3,8
	and a2,a2,a5
	sll a5,a5,0x10
	srl a5,a5,0x10
	sh a2,0(a0)
	csrs mstatus,a3
	and a0,a5,a4
	snez a0,a0
	ret

uat_test_and_clear_bit_2_seq_cst_fence:
	li a4,1
	and a1,a1,15
	sll a4,a4,a1
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	not a2,a4
	and a3,a3,8
	and a2,a2,a5
	sll a5,a5,0x10
	srl a5,a5,0x10
	sh a2,0(a0)
	csrs mstatus,a3
	and a0,a5,a4
	snez a0,a0
	ret

uat_test_and_change_bit_2_relaxed:
	and a1,a1,15
	li a4,1
	sll a4,a4,a1
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	xor a2,a5,a4
	sll a2,a2,0x10
	srl a2,a2,0x10
	sll a5,a5,0x10
	srl a5,a5,0x10
	sh a2,0(a0)
	csrs mstatus,a3
	and a0,a5,a4
	snez a0,a0
	ret

uat_test_and_change_bit_2_acquire:
	and a1,a1,15
	li a4,1
	sll a4,a4,a1
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	xor a2,a5,a4
	sll a2,a2,0x10
	srl a2,a2,0x10
	sll a5,a5,0x10
	srl a5,a5,0x10
	sh a2,0(a0)
	csrs mstatus,a3
	and a0,a5,a4
	snez a0,a0
	ret

uat_test_and_change_bit_2_release:
	li a4,1
	and a1,a1,15
	sll a4,a4,a1
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	xor a2,a5,a4
	sll a2,a2,0x10
	srl a2,a2,0x10
	sll a5,a5,0x10
	srl a5,a5,0x10
	sh a2,0(a0)
	csrs mstatus,a3
	and a0,a5,a4
	snez a0,a0
	ret

uat_test_and_change_bit_2_acq_rel:
	li a4,1
	and a1,a1,15
	sll a4,a4,a1
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	xor a2,a5,a4
	sll a2,a2,0x10
	srl a2,a2,0x10
	sll a5,a5,0x10
	srl a5,a5,0x10
	sh a2,0(a0)
	csrs mstatus,a3
	and a0,a5,a4
	snez a0,a0
	ret

uat_test_and_change_bit_2_seq_cst:
	li a4,1
	and a1,a1,15
	sll a4,a4,a1
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	xor a2,a5,a4
	sll a2,a2,0x10
	srl a2,a2,0x10
	sll a5,a5,0x10
	srl a5,a5,0x10
	sh a2,0(a0)
	csrs mstatus,a3
	and a0,a5,a4
	snez a0,a0
	ret

uat_test_and_change_bit_2_seq_cst_fence:
	li a4,1
	and a1,a1,15
	sll a4,a4,a1
	csrrc a3,mstatus,8
	lhu a5,0(a0)
	and a3,a3,8
	xor a2,a5,a4
	sll a2,a2,0x10
	srl a2,a2,0x10
	sll a5,a5,0x10
	srl a5,a5,0x10
	sh a2,0(a0)
	csrs mstatus,a3
	and a0,a5,a4
	snez a0,a0
	ret

uat_fetch_add_unless_2_relaxed:
	mv a5,a0
	csrrc a4,mstatus,8
	lhu a3,0(a0)
	and a4,a4,8
	sll a0,a3,0x10
	srl a0,a0,0x10
	beq a2,a3,.L11
	add a1,a1,a0
	sll a1,a1,0x10
	srl a1,a1,0x10
	sh a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_add_unless_2_acquire:
	mv a5,a0
	csrrc a4,mstatus,8
	lhu a3,0(a0)
	and a4,a4,8
	sll a0,a3,0x10
	srl a0,a0,0x10
	beq a2,a3,.L11
	add a1,a1,a0
	sll a1,a1,0x10
	srl a1,a1,0x10
	sh a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_add_unless_2_release:
	mv a5,a0
	csrrc a4,mstatus,8
	lhu a3,0(a0)
	and a4,a4,8
	sll a0,a3,0x10
	srl a0,a0,0x10
	beq a2,a3,.L11
	add a1,a1,a0
	sll a1,a1,0x10
	srl a1,a1,0x10
	sh a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_add_unless_2_acq_rel:
	mv a5,a0
	csrrc a4,mstatus,8
	lhu a3,0(a0)
	and a4,a4,8
	sll a0,a3,0x10
	srl a0,a0,0x10
	beq a2,a3,.L11
	add a1,a1,a0
	sll a1,a1,0x10
	srl a1,a1,0x10
	sh a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_add_unless_2_seq_cst:
	mv a5,a0
	csrrc a4,mstatus,8
	lhu a3,0(a0)
	and a4,a4,8
	sll a0,a3,0x10
	srl a0,a0,0x10
	beq a2,a3,.L11
	add a1,a1,a0
	sll a1,a1,0x10
	srl a1,a1,0x10
	sh a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_add_unless_2_seq_cst_fence:
	mv a5,a0
	csrrc a4,mstatus,8
	lhu a3,0(a0)
	and a4,a4,8
	sll a0,a3,0x10
	srl a0,a0,0x10
	beq a2,a3,.L11
	add a1,a1,a0
	sll a1,a1,0x10
	srl a1,a1,0x10
	sh a1,0(a5)
	csrs mstatus,a4
	ret

uat_add_unless_2_relaxed:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	sll a3,a4,0x10
	srl a3,a3,0x10
	beq a2,a4,.L13
	add a1,a1,a3
	sll a1,a1,0x10
	srl a1,a1,0x10
	sh a1,0(a0)
	li a0,1
	csrs mstatus,a5
	ret
	li a0,0
	csrs mstatus,a5
	ret

uat_add_unless_2_acquire:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	sll a3,a4,0x10
	srl a3,a3,0x10
	beq a2,a4,.L13
	add a1,a1,a3
	sll a1,a1,0x10
	srl a1,a1,0x10
	sh a1,0(a0)
	li a0,1
	csrs mstatus,a5
	ret
	li a0,0
	csrs mstatus,a5
	ret

uat_add_unless_2_release:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	sll a3,a4,0x10
	srl a3,a3,0x10
	beq a2,a4,.L13
	add a1,a1,a3
	sll a1,a1,0x10
	srl a1,a1,0x10
	sh a1,0(a0)
	li a0,1
	csrs mstatus,a5
	ret
	li a0,0
	csrs mstatus,a5
	ret

uat_add_unless_2_acq_rel:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	sll a3,a4,0x10
	srl a3,a3,0x10
	beq a2,a4,.L13
	add a1,a1,a3
	sll a1,a1,0x10
	srl a1,a1,0x10
	sh a1,0(a0)
	li a0,1
	csrs mstatus,a5
	ret
	li a0,0
	csrs mstatus,a5
	ret

uat_add_unless_2_seq_cst:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	sll a3,a4,0x10
	srl a3,a3,0x10
	beq a2,a4,.L13
	add a1,a1,a3
	sll a1,a1,0x10
	srl a1,a1,0x10
	sh a1,0(a0)
	li a0,1
	csrs mstatus,a5
	ret
	li a0,0
	csrs mstatus,a5
	ret

uat_add_unless_2_seq_cst_fence:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	sll a3,a4,0x10
	srl a3,a3,0x10
	beq a2,a4,.L13
	add a1,a1,a3
	sll a1,a1,0x10
	srl a1,a1,0x10
	sh a1,0(a0)
	li a0,1
	csrs mstatus,a5
	ret
	li a0,0
	csrs mstatus,a5
	ret

uat_dec_if_positive_2_relaxed:
	csrrc a4,mstatus,8
	lhu a5,0(a0)
	and a4,a4,8
	sll a3,a5,0x10
	sra a3,a3,0x10
	sll a5,a5,0x10
	srl a5,a5,0x10
	blez a3,.L16
	add a5,a5,-1
	sll a5,a5,0x10
	srl a5,a5,0x10
	sh a5,0(a0)
	csrs mstatus,a4
	sll a0,a5,0x10
	sra a0,a0,0x10
	ret
	lui a3,0xffff8
	add a3,a3,a5
	snez a3,a3
	sub a5,a5,a3
	sll a5,a5,0x10
	srl a5,a5,0x10
	csrs mstatus,a4
	sll a0,a5,0x10
	sra a0,a0,0x10
	ret

uat_dec_if_positive_2_acquire:
	csrrc a4,mstatus,8
	lhu a5,0(a0)
	and a4,a4,8
	sll a3,a5,0x10
	sra a3,a3,0x10
	sll a5,a5,0x10
	srl a5,a5,0x10
	blez a3,.L16
	add a5,a5,-1
	sll a5,a5,0x10
	srl a5,a5,0x10
	sh a5,0(a0)
	csrs mstatus,a4
	sll a0,a5,0x10
	sra a0,a0,0x10
	ret
	lui a3,0xffff8
	add a3,a3,a5
	snez a3,a3
	sub a5,a5,a3
	sll a5,a5,0x10
	srl a5,a5,0x10
	csrs mstatus,a4
	sll a0,a5,0x10
	sra a0,a0,0x10
	ret

uat_dec_if_positive_2_release:
	csrrc a4,mstatus,8
	lhu a5,0(a0)
	and a4,a4,8
	sll a3,a5,0x10
	sra a3,a3,0x10
	sll a5,a5,0x10
	srl a5,a5,0x10
	blez a3,.L16
	add a5,a5,-1
	sll a5,a5,0x10
	srl a5,a5,0x10
	sh a5,0(a0)
	csrs mstatus,a4
	sll a0,a5,0x10
	sra a0,a0,0x10
	ret
	lui a3,0xffff8
	add a3,a3,a5
	snez a3,a3
	sub a5,a5,a3
	sll a5,a5,0x10
	srl a5,a5,0x10
	csrs mstatus,a4
	sll a0,a5,0x10
	sra a0,a0,0x10
	ret

uat_dec_if_positive_2_acq_rel:
	csrrc a4,mstatus,8
	lhu a5,0(a0)
	and a4,a4,8
	sll a3,a5,0x10
	sra a3,a3,0x10
	sll a5,a5,0x10
	srl a5,a5,0x10
	blez a3,.L16
	add a5,a5,-1
	sll a5,a5,0x10
	srl a5,a5,0x10
	sh a5,0(a0)
	csrs mstatus,a4
	sll a0,a5,0x10
	sra a0,a0,0x10
	ret
	lui a3,0xffff8
	add a3,a3,a5
	snez a3,a3
	sub a5,a5,a3
	sll a5,a5,0x10
	srl a5,a5,0x10
	csrs mstatus,a4
	sll a0,a5,0x10
	sra a0,a0,0x10
	ret

uat_dec_if_positive_2_seq_cst:
	csrrc a4,mstatus,8
	lhu a5,0(a0)
	and a4,a4,8
	sll a3,a5,0x10
	sra a3,a3,0x10
	sll a5,a5,0x10
	srl a5,a5,0x10
	blez a3,.L16
	add a5,a5,-1
	sll a5,a5,0x10
	srl a5,a5,0x10
	sh a5,0(a0)
	csrs mstatus,a4
	sll a0,a5,0x10
	sra a0,a0,0x10
	ret
	lui a3,0xffff8
	add a3,a3,a5
	snez a3,a3
	sub a5,a5,a3
	sll a5,a5,0x10
	srl a5,a5,0x10
	csrs mstatus,a4
	sll a0,a5,0x10
	sra a0,a0,0x10
	ret

uat_dec_if_positive_2_seq_cst_fence:
	csrrc a4,mstatus,8
	lhu a5,0(a0)
	and a4,a4,8
	sll a3,a5,0x10
	sra a3,a3,0x10
	sll a5,a5,0x10
	srl a5,a5,0x10
	blez a3,.L16
	add a5,a5,-1
	sll a5,a5,0x10
	srl a5,a5,0x10
	sh a5,0(a0)
	csrs mstatus,a4
	sll a0,a5,0x10
	sra a0,a0,0x10
	ret
	lui a3,0xffff8
	add a3,a3,a5
	snez a3,a3
	sub a5,a5,a3
	sll a5,a5,0x10
	srl a5,a5,0x10
	csrs mstatus,a4
	sll a0,a5,0x10
	sra a0,a0,0x10
	ret

uat_cond_load_2_relaxed:
	lhu a4,0(a0)
	mv a5,a0
	sll a0,a4,0x10
	srl a0,a0,0x10
	bne a1,a4,.L6
	ret
	.word 0x0100000f
	lhu a4,0(a5)
	sll a0,a4,0x10
	srl a0,a0,0x10
	bne a1,a4,.L6
	ret

uat_cond_load_2_consume:
	lhu a4,0(a0)
	mv a5,a0
	sll a0,a4,0x10
	srl a0,a0,0x10
	bne a1,a4,.L6
	ret
	.word 0x0100000f
	lhu a4,0(a5)
	sll a0,a4,0x10
	srl a0,a0,0x10
	bne a1,a4,.L6
	ret

uat_cond_load_2_acquire:
	lhu a4,0(a0)
	mv a5,a0
	sll a0,a4,0x10
	srl a0,a0,0x10
	bne a1,a4,.L6
	ret
	.word 0x0100000f
	lhu a4,0(a5)
	sll a0,a4,0x10
	srl a0,a0,0x10
	bne a1,a4,.L6
	ret

uat_cond_load_2_seq_cst:
	mv a5,a0
	lhu a4,0(a0)
	sll a0,a4,0x10
	srl a0,a0,0x10
	bne a1,a4,.L6
	ret
	.word 0x0100000f
	lhu a4,0(a5)
	sll a0,a4,0x10
	srl a0,a0,0x10
	bne a1,a4,.L6
	ret

uat_cond_load_2_seq_cst_fence:
	mv a5,a0
	lhu a4,0(a0)
	sll a0,a4,0x10
	srl a0,a0,0x10
	bne a1,a4,.L6
	ret
	.word 0x0100000f
	lhu a4,0(a5)
	sll a0,a4,0x10
	srl a0,a0,0x10
	bne a1,a4,.L6
	ret

uat_inc_2_relaxed:
	csrrc a4,mstatus,8
	lhu a5,0(a0)
	and a4,a4,8
	add a5,a5,1
	sll a5,a5,0x10
	srl a5,a5,0x10
	sh a5,0(a0)
	csrs mstatus,a4
	ret

uat_inc_2_acquire:
	csrrc a4,mstatus,8
	lhu a5,0(a0)
	and a4,a4,8
	add a5,a5,1
	sll a5,a5,0x10
	srl a5,a5,0x10
	sh a5,0(a0)
	csrs mstatus,a4
	ret

uat_inc_2_release:
	csrrc a4,mstatus,8
	lhu a5,0(a0)
	and a4,a4,8
	add a5,a5,1
	sll a5,a5,0x10
	srl a5,a5,0x10
	sh a5,0(a0)
	csrs mstatus,a4
	ret

uat_inc_2_acq_rel:
	csrrc a4,mstatus,8
	lhu a5,0(a0)
	and a4,a4,8
	add a5,a5,1
	sll a5,a5,0x10
	srl a5,a5,0x10
	sh a5,0(a0)
	csrs mstatus,a4
	ret

uat_inc_2_seq_cst:
	csrrc a4,mstatus,8
	lhu a5,0(a0)
	and a4,a4,8
	add a5,a5,1
	sll a5,a5,0x10
	srl a5,a5,0x10
	sh a5,0(a0)
	csrs mstatus,a4
	ret

uat_inc_2_seq_cst_fence:
	csrrc a4,mstatus,8
	lhu a5,0(a0)
	and a4,a4,8
	add a5,a5,1
	sll a5,a5,0x10
	srl a5,a5,0x10
	sh a5,0(a0)
	csrs mstatus,a4
	ret

uat_dec_2_relaxed:
	csrrc a4,mstatus,8
	lhu a5,0(a0)
	and a4,a4,8
	add a5,a5,-1
	sll a5,a5,0x10
	srl a5,a5,0x10
	sh a5,0(a0)
	csrs mstatus,a4
	ret

uat_dec_2_acquire:
	csrrc a4,mstatus,8
	lhu a5,0(a0)
	and a4,a4,8
	add a5,a5,-1
	sll a5,a5,0x10
	srl a5,a5,0x10
	sh a5,0(a0)
	csrs mstatus,a4
	ret

uat_dec_2_release:
	csrrc a4,mstatus,8
	lhu a5,0(a0)
	and a4,a4,8
	add a5,a5,-1
	sll a5,a5,0x10
	srl a5,a5,0x10
	sh a5,0(a0)
	csrs mstatus,a4
	ret

uat_dec_2_acq_rel:
	csrrc a4,mstatus,8
	lhu a5,0(a0)
	and a4,a4,8
	add a5,a5,-1
	sll a5,a5,0x10
	srl a5,a5,0x10
	sh a5,0(a0)
	csrs mstatus,a4
	ret

uat_dec_2_seq_cst:
	csrrc a4,mstatus,8
	lhu a5,0(a0)
	and a4,a4,8
	add a5,a5,-1
	sll a5,a5,0x10
	srl a5,a5,0x10
	sh a5,0(a0)
	csrs mstatus,a4
	ret

uat_dec_2_seq_cst_fence:
	csrrc a4,mstatus,8
	lhu a5,0(a0)
	and a4,a4,8
	add a5,a5,-1
	sll a5,a5,0x10
	srl a5,a5,0x10
	sh a5,0(a0)
	csrs mstatus,a4
	ret

uat_add_around_2_mb:
	csrrc a5,mstatus,8
	lhu a4,0(a0)
	and a5,a5,8
	add a1,a1,a4
	sll a1,a1,0x10
	srl a1,a1,0x10
	sh a1,0(a0)
	csrs mstatus,a5
	ret

uat_load_4_relaxed:
	lw a0,0(a0)
	ret

uat_load_4_consume:
	lw a0,0(a0)
	ret

uat_load_4_acquire:
	lw a0,0(a0)
	ret

uat_load_4_seq_cst:
	lw a0,0(a0)
	ret

uat_load_4_seq_cst_fence:
	lw a0,0(a0)
	ret

uat_store_4_relaxed:
	sw a1,0(a0)
	ret

uat_store_4_release:
	sw a1,0(a0)
	ret

uat_store_4_seq_cst:
	sw a1,0(a0)
	ret

uat_store_4_seq_cst_fence:
	sw a1,0(a0)
	ret

uat_cmpxchg_4_relaxed:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	bne a1,a0,.L6
	sw a2,0(a5)
	csrs mstatus,a4
	ret

uat_cmpxchg_4_acquire:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	bne a1,a0,.L6
	sw a2,0(a5)
	csrs mstatus,a4
	ret

uat_cmpxchg_4_release:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	bne a1,a0,.L6
	sw a2,0(a5)
	csrs mstatus,a4
	ret

uat_cmpxchg_4_acq_rel:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	bne a1,a0,.L6
	sw a2,0(a5)
	csrs mstatus,a4
	ret

uat_cmpxchg_4_seq_cst:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	bne a1,a0,.L6
	sw a2,0(a5)
	csrs mstatus,a4
	ret

uat_cmpxchg_4_seq_cst_fence_sc:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	bne a1,a0,.L6
	sw a2,0(a5)
	csrs mstatus,a4
	ret

uat_cmpxchg_4_seq_cst_fence:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	bne a1,a0,.L6
	sw a2,0(a5)
	csrs mstatus,a4
	ret

uat_cmpxchg_test_4_seq_cst_fence:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	bne a1,a4,.L5
	sw a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a4
	seqz a0,a1
	ret

uat_try_cmpxchg_4_relaxed:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	bne a1,a4,.L5
	sw a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a4
	seqz a0,a1
	ret

uat_try_cmpxchg_4_acquire:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	bne a1,a4,.L5
	sw a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a4
	seqz a0,a1
	ret

uat_try_cmpxchg_4_release:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	bne a1,a4,.L5
	sw a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a4
	seqz a0,a1
	ret

uat_try_cmpxchg_4_acq_rel:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	bne a1,a4,.L5
	sw a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a4
	seqz a0,a1
	ret

uat_try_cmpxchg_4_seq_cst:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	bne a1,a4,.L5
	sw a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a4
	seqz a0,a1
	ret

uat_try_cmpxchg_4_seq_cst_fence_sc:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	bne a1,a4,.L5
	sw a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a4
	seqz a0,a1
	ret

uat_try_cmpxchg_4_seq_cst_fence:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	bne a1,a4,.L5
	sw a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a4
	seqz a0,a1
	ret

uat_try_cmpxchg_weak_4_relaxed:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	bne a1,a4,.L5
	sw a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a4
	seqz a0,a1
	ret

uat_try_cmpxchg_weak_4_acquire:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	bne a1,a4,.L5
	sw a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a4
	seqz a0,a1
	ret

uat_try_cmpxchg_weak_4_release:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	bne a1,a4,.L5
	sw a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a4
	seqz a0,a1
	ret

uat_try_cmpxchg_weak_4_acq_rel:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	bne a1,a4,.L5
	sw a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a4
	seqz a0,a1
	ret

uat_try_cmpxchg_weak_4_seq_cst:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	bne a1,a4,.L5
	sw a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a4
	seqz a0,a1
	ret

uat_try_cmpxchg_weak_4_seq_cst_fence_sc:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	bne a1,a4,.L5
	sw a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a4
	seqz a0,a1
	ret

uat_try_cmpxchg_weak_4_seq_cst_fence:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	bne a1,a4,.L5
	sw a2,0(a0)
	csrs mstatus,a5
	sub a1,a1,a4
	seqz a0,a1
	ret

uat_xchg_4_relaxed:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	sw a1,0(a5)
	csrs mstatus,a4
	ret

uat_xchg_4_acquire:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	sw a1,0(a5)
	csrs mstatus,a4
	ret

uat_xchg_4_release:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	sw a1,0(a5)
	csrs mstatus,a4
	ret

uat_xchg_4_acq_rel:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	sw a1,0(a5)
	csrs mstatus,a4
	ret

uat_xchg_4_seq_cst:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	sw a1,0(a5)
	csrs mstatus,a4
	ret

uat_xchg_4_seq_cst_fence:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	sw a1,0(a5)
	csrs mstatus,a4
	ret

uat_add_return_4_relaxed:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a3,0(a0)
	and a4,a4,8
	add a0,a1,a3
	sw a0,0(a5)
	csrs mstatus,a4
	ret

uat_add_return_4_acquire:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a3,0(a0)
	and a4,a4,8
	add a0,a1,a3
	sw a0,0(a5)
	csrs mstatus,a4
	ret

uat_add_return_4_release:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a3,0(a0)
	and a4,a4,8
	add a0,a1,a3
	sw a0,0(a5)
	csrs mstatus,a4
	ret

uat_add_return_4_acq_rel:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a3,0(a0)
	and a4,a4,8
	add a0,a1,a3
	sw a0,0(a5)
	csrs mstatus,a4
	ret

uat_add_return_4_seq_cst:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a3,0(a0)
	and a4,a4,8
	add a0,a1,a3
	sw a0,0(a5)
	csrs mstatus,a4
	ret

uat_add_return_4_seq_cst_fence:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a3,0(a0)
	and a4,a4,8
	add a0,a1,a3
	sw a0,0(a5)
	csrs mstatus,a4
	ret

uat_add_4_relaxed:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	add a1,a1,a4
	sw a1,0(a0)
	csrs mstatus,a5
	ret

uat_add_4_acquire:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	add a1,a1,a4
	sw a1,0(a0)
	csrs mstatus,a5
	ret

uat_add_4_release:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	add a1,a1,a4
	sw a1,0(a0)
	csrs mstatus,a5
	ret

uat_add_4_acq_rel:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	add a1,a1,a4
	sw a1,0(a0)
	csrs mstatus,a5
	ret

uat_add_4_seq_cst:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	add a1,a1,a4
	sw a1,0(a0)
	csrs mstatus,a5
	ret

uat_add_4_seq_cst_fence:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	add a1,a1,a4
	sw a1,0(a0)
	csrs mstatus,a5
	ret

uat_and_4_relaxed:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	and a1,a1,a4
	sw a1,0(a0)
	csrs mstatus,a5
	ret

uat_and_4_acquire:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	and a1,a1,a4
	sw a1,0(a0)
	csrs mstatus,a5
	ret

uat_and_4_release:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	and a1,a1,a4
	sw a1,0(a0)
	csrs mstatus,a5
	ret

uat_and_4_acq_rel:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	and a1,a1,a4
	sw a1,0(a0)
	csrs mstatus,a5
	ret

uat_and_4_seq_cst:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	and a1,a1,a4
	sw a1,0(a0)
	csrs mstatus,a5
	ret

uat_and_4_seq_cst_fence:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	and a1,a1,a4
	sw a1,0(a0)
	csrs mstatus,a5
	ret

uat_or_4_relaxed:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	or a1,a1,a4
	sw a1,0(a0)
	csrs mstatus,a5
	ret

uat_or_4_acquire:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	or a1,a1,a4
	sw a1,0(a0)
	csrs mstatus,a5
	ret

uat_or_4_release:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	or a1,a1,a4
	sw a1,0(a0)
	csrs mstatus,a5
	ret

uat_or_4_acq_rel:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	or a1,a1,a4
	sw a1,0(a0)
	csrs mstatus,a5
	ret

uat_or_4_seq_cst:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	or a1,a1,a4
	sw a1,0(a0)
	csrs mstatus,a5
	ret

uat_or_4_seq_cst_fence:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	or a1,a1,a4
	sw a1,0(a0)
	csrs mstatus,a5
	ret

uat_xor_4_relaxed:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	xor a1,a1,a4
	sw a1,0(a0)
	csrs mstatus,a5
	ret

uat_xor_4_acquire:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	xor a1,a1,a4
	sw a1,0(a0)
	csrs mstatus,a5
	ret

uat_xor_4_release:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	xor a1,a1,a4
	sw a1,0(a0)
	csrs mstatus,a5
	ret

uat_xor_4_acq_rel:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	xor a1,a1,a4
	sw a1,0(a0)
	csrs mstatus,a5
	ret

uat_xor_4_seq_cst:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	xor a1,a1,a4
	sw a1,0(a0)
	csrs mstatus,a5
	ret

uat_xor_4_seq_cst_fence:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	xor a1,a1,a4
	sw a1,0(a0)
	csrs mstatus,a5
	ret

uat_fetch_add_4_relaxed:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	add a1,a1,a0
	sw a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_add_4_acquire:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	add a1,a1,a0
	sw a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_add_4_release:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	add a1,a1,a0
	sw a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_add_4_acq_rel:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	add a1,a1,a0
	sw a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_add_4_seq_cst:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	add a1,a1,a0
	sw a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_add_4_seq_cst_fence:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	add a1,a1,a0
	sw a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_and_4_relaxed:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	and a1,a1,a0
	sw a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_and_4_acquire:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	and a1,a1,a0
	sw a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_and_4_release:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	and a1,a1,a0
	sw a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_and_4_acq_rel:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	and a1,a1,a0
	sw a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_and_4_seq_cst:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	and a1,a1,a0
	sw a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_and_4_seq_cst_fence:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	and a1,a1,a0
	sw a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_or_4_relaxed:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	or a1,a1,a0
	sw a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_or_4_acquire:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	or a1,a1,a0
	sw a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_or_4_release:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	or a1,a1,a0
	sw a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_or_4_acq_rel:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	or a1,a1,a0
	sw a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_or_4_seq_cst:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	or a1,a1,a0
	sw a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_or_4_seq_cst_fence:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	or a1,a1,a0
	sw a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_xor_4_relaxed:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	xor a1,a1,a0
	sw a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_xor_4_acquire:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	xor a1,a1,a0
	sw a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_xor_4_release:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	xor a1,a1,a0
	sw a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_xor_4_acq_rel:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	xor a1,a1,a0
	sw a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_xor_4_seq_cst:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	xor a1,a1,a0
	sw a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_xor_4_seq_cst_fence:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	xor a1,a1,a0
	sw a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_smax_4_relaxed:
	mv a5,a0
	csrrc a3,mstatus,8
	lw a4,0(a0)
	and a3,a3,8
	mv a0,a4
	bge a4,a1,.L7
	mv a4,a1
	sw a4,0(a5)
	csrs mstatus,a3
	ret

uat_fetch_smax_4_acquire:
	mv a5,a0
	csrrc a3,mstatus,8
	lw a4,0(a0)
	and a3,a3,8
	mv a0,a4
	bge a4,a1,.L7
	mv a4,a1
	sw a4,0(a5)
	csrs mstatus,a3
	ret

uat_fetch_smax_4_release:
	mv a5,a0
	csrrc a3,mstatus,8
	lw a4,0(a0)
	and a3,a3,8
	mv a0,a4
	bge a4,a1,.L7
	mv a4,a1
	sw a4,0(a5)
	csrs mstatus,a3
	ret

uat_fetch_smax_4_acq_rel:
	mv a5,a0
	csrrc a3,mstatus,8
	lw a4,0(a0)
	and a3,a3,8
	mv a0,a4
	bge a4,a1,.L7
	mv a4,a1
	sw a4,0(a5)
	csrs mstatus,a3
	ret

uat_fetch_smax_4_seq_cst:
	mv a5,a0
	csrrc a3,mstatus,8
	lw a4,0(a0)
	and a3,a3,8
	mv a0,a4
	bge a4,a1,.L7
	mv a4,a1
	sw a4,0(a5)
	csrs mstatus,a3
	ret

uat_fetch_smax_4_seq_cst_fence:
	mv a5,a0
	csrrc a3,mstatus,8
	lw a4,0(a0)
	and a3,a3,8
	mv a0,a4
	bge a4,a1,.L7
	mv a4,a1
	sw a4,0(a5)
	csrs mstatus,a3
	ret

uat_fetch_umax_4_relaxed:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	bgeu a1,a0,.L5
	mv a1,a0
	sw a1,0(a5)
	and a5,a4,8
	csrs mstatus,a5
	ret

uat_fetch_umax_4_acquire:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	bgeu a1,a0,.L5
	mv a1,a0
	sw a1,0(a5)
	and a5,a4,8
	csrs mstatus,a5
	ret

uat_fetch_umax_4_release:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	bgeu a1,a0,.L5
	mv a1,a0
	sw a1,0(a5)
	and a5,a4,8
	csrs mstatus,a5
	ret

uat_fetch_umax_4_acq_rel:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	bgeu a1,a0,.L5
	mv a1,a0
	sw a1,0(a5)
	and a5,a4,8
	csrs mstatus,a5
	ret

uat_fetch_umax_4_seq_cst:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	bgeu a1,a0,.L5
	mv a1,a0
	sw a1,0(a5)
	and a5,a4,8
	csrs mstatus,a5
	ret

uat_fetch_umax_4_seq_cst_fence:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	bgeu a1,a0,.L5
	mv a1,a0
	sw a1,0(a5)
	and a5,a4,8
	csrs mstatus,a5
	ret

uat_fetch_smin_4_relaxed:
	mv a5,a0
	csrrc a3,mstatus,8
	lw a4,0(a0)
	and a3,a3,8
	mv a0,a4
	bge a1,a4,.L7
	mv a4,a1
	sw a4,0(a5)
	csrs mstatus,a3
	ret

uat_fetch_smin_4_acquire:
	mv a5,a0
	csrrc a3,mstatus,8
	lw a4,0(a0)
	and a3,a3,8
	mv a0,a4
	bge a1,a4,.L7
	mv a4,a1
	sw a4,0(a5)
	csrs mstatus,a3
	ret

uat_fetch_smin_4_release:
	mv a5,a0
	csrrc a3,mstatus,8
	lw a4,0(a0)
	and a3,a3,8
	mv a0,a4
	bge a1,a4,.L7
	mv a4,a1
	sw a4,0(a5)
	csrs mstatus,a3
	ret

uat_fetch_smin_4_acq_rel:
	mv a5,a0
	csrrc a3,mstatus,8
	lw a4,0(a0)
	and a3,a3,8
	mv a0,a4
	bge a1,a4,.L7
	mv a4,a1
	sw a4,0(a5)
	csrs mstatus,a3
	ret

uat_fetch_smin_4_seq_cst:
	mv a5,a0
	csrrc a3,mstatus,8
	lw a4,0(a0)
	and a3,a3,8
	mv a0,a4
	bge a1,a4,.L7
	mv a4,a1
	sw a4,0(a5)
	csrs mstatus,a3
	ret

uat_fetch_smin_4_seq_cst_fence:
	mv a5,a0
	csrrc a3,mstatus,8
	lw a4,0(a0)
	and a3,a3,8
	mv a0,a4
	bge a1,a4,.L7
	mv a4,a1
	sw a4,0(a5)
	csrs mstatus,a3
	ret

uat_fetch_umin_4_relaxed:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	bgeu a0,a1,.L5
	mv a1,a0
	sw a1,0(a5)
	and a5,a4,8
	csrs mstatus,a5
	ret

uat_fetch_umin_4_acquire:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	bgeu a0,a1,.L5
	mv a1,a0
	sw a1,0(a5)
	and a5,a4,8
	csrs mstatus,a5
	ret

uat_fetch_umin_4_release:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	bgeu a0,a1,.L5
	mv a1,a0
	sw a1,0(a5)
	and a5,a4,8
	csrs mstatus,a5
	ret

uat_fetch_umin_4_acq_rel:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	bgeu a0,a1,.L5
	mv a1,a0
	sw a1,0(a5)
	and a5,a4,8
	csrs mstatus,a5
	ret

uat_fetch_umin_4_seq_cst:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	bgeu a0,a1,.L5
	mv a1,a0
	sw a1,0(a5)
	and a5,a4,8
	csrs mstatus,a5
	ret

uat_fetch_umin_4_seq_cst_fence:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	bgeu a0,a1,.L5
	mv a1,a0
	sw a1,0(a5)
	and a5,a4,8
	csrs mstatus,a5
	ret

uat_test_and_set_bit_4_relaxed:
	li a5,1
	sll a1,a5,a1
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	or a3,a1,a4
	sw a3,0(a0)
	csrs mstatus,a5
	and a0,a1,a4
	snez a0,a0
	ret

uat_test_and_set_bit_4_acquire:
	li a5,1
	sll a1,a5,a1
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	or a3,a1,a4
	sw a3,0(a0)
	csrs mstatus,a5
	and a0,a1,a4
	snez a0,a0
	ret

uat_test_and_set_bit_4_release:
	li a5,1
	sll a1,a5,a1
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	or a3,a1,a4
	sw a3,0(a0)
	csrs mstatus,a5
	and a0,a1,a4
	snez a0,a0
	ret

uat_test_and_set_bit_4_acq_rel:
	li a5,1
	sll a1,a5,a1
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	or a3,a1,a4
	sw a3,0(a0)
	csrs mstatus,a5
	and a0,a1,a4
	snez a0,a0
	ret

uat_test_and_set_bit_4_seq_cst:
	li a5,1
	sll a1,a5,a1
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	or a3,a1,a4
	sw a3,0(a0)
	csrs mstatus,a5
	and a0,a1,a4
	snez a0,a0
	ret

uat_test_and_set_bit_4_seq_cst_fence:
	li a5,1
	sll a1,a5,a1
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	or a3,a1,a4
	sw a3,0(a0)
	csrs mstatus,a5
	and a0,a1,a4
	snez a0,a0
	ret

uat_test_and_clear_bit_4_relaxed:
	li a5,1
	sll a1,a5,a1
	csrrc a5,mstatus,8
	lw a3,0(a0)
	not a4,a1
	and a5,a5,8
	and a4,a4,a3
	sw a4,0(a0)
	csrs mstatus,a5
	and a0,a1,a3
	snez a0,a0
	ret

uat_test_and_clear_bit_4_acquire:
	li a5,1
	sll a1,a5,a1
	csrrc a5,mstatus,8
	lw a3,0(a0)
	not a4,a1
	and a5,a5,8
	and a4,a4,a3
	sw a4,0(a0)
	csrs mstatus,a5
	and a0,a1,a3
	snez a0,a0
	ret

uat_test_and_clear_bit_4_release:
	li a5,1
	sll a1,a5,a1
	csrrc a5,mstatus,8
	lw a3,0(a0)
	not a4,a1
	and a5,a5,8
	and a4,a4,a3
	sw a4,0(a0)
	csrs mstatus,a5
	and a0,a1,a3
	snez a0,a0
	ret

uat_test_and_clear_bit_4_acq_rel:
	li a5,1
	sll a1,a5,a1
	csrrc a5,mstatus,8
	lw a3,0(a0)
	not a4,a1
	and a5,a5,8
	and a4,a4,a3
	sw a4,0(a0)
	csrs mstatus,a5
	and a0,a1,a3
	snez a0,a0
	ret

uat_test_and_clear_bit_4_seq_cst:
	li a5,1
	sll a1,a5,a1
	csrrc a5,mstatus,8
	lw a3,0(a0)
	not a4,a1
	and a5,a5,8
	and a4,a4,a3
	sw a4,0(a0)
	csrs mstatus,a5
	and a0,a1,a3
	snez a0,a0
	ret

uat_test_and_clear_bit_4_seq_cst_fence:
	li a5,1
	sll a1,a5,a1
	csrrc a5,mstatus,8
	lw a3,0(a0)
	not a4,a1
	and a5,a5,8
	and a4,a4,a3
	sw a4,0(a0)
	csrs mstatus,a5
	and a0,a1,a3
	snez a0,a0
	ret

uat_test_and_change_bit_4_relaxed:
	li a5,1
	sll a1,a5,a1
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	xor a3,a1,a4
	sw a3,0(a0)
	csrs mstatus,a5
	and a0,a1,a4
	snez a0,a0
	ret

uat_test_and_change_bit_4_acquire:
	li a5,1
	sll a1,a5,a1
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	xor a3,a1,a4
	sw a3,0(a0)
	csrs mstatus,a5
	and a0,a1,a4
	snez a0,a0
	ret

uat_test_and_change_bit_4_release:
	li a5,1
	sll a1,a5,a1
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	xor a3,a1,a4
	sw a3,0(a0)
	csrs mstatus,a5
	and a0,a1,a4
	snez a0,a0
	ret

uat_test_and_change_bit_4_acq_rel:
	li a5,1
	sll a1,a5,a1
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	xor a3,a1,a4
	sw a3,0(a0)
	csrs mstatus,a5
	and a0,a1,a4
	snez a0,a0
	ret

uat_test_and_change_bit_4_seq_cst:
	li a5,1
	sll a1,a5,a1
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	xor a3,a1,a4
	sw a3,0(a0)
	csrs mstatus,a5
	and a0,a1,a4
	snez a0,a0
	ret

uat_test_and_change_bit_4_seq_cst_fence:
	li a5,1
	sll a1,a5,a1
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	xor a3,a1,a4
	sw a3,0(a0)
	csrs mstatus,a5
	and a0,a1,a4
	snez a0,a0
	ret

uat_fetch_add_unless_4_relaxed:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	beq a2,a0,.L7
	add a1,a1,a0
	sw a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_add_unless_4_acquire:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	beq a2,a0,.L7
	add a1,a1,a0
	sw a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_add_unless_4_release:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	beq a2,a0,.L7
	add a1,a1,a0
	sw a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_add_unless_4_acq_rel:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	beq a2,a0,.L7
	add a1,a1,a0
	sw a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_add_unless_4_seq_cst:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	beq a2,a0,.L7
	add a1,a1,a0
	sw a1,0(a5)
	csrs mstatus,a4
	ret

uat_fetch_add_unless_4_seq_cst_fence:
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	and a4,a4,8
	beq a2,a0,.L7
	add a1,a1,a0
	sw a1,0(a5)
	csrs mstatus,a4
	ret

uat_add_unless_4_relaxed:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	beq a2,a4,.L9
	add a1,a1,a4
	sw a1,0(a0)
	li a0,1
	csrs mstatus,a5
	ret
	li a0,0
	csrs mstatus,a5
	ret

uat_add_unless_4_acquire:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	beq a2,a4,.L9
	add a1,a1,a4
	sw a1,0(a0)
	li a0,1
	csrs mstatus,a5
	ret
	li a0,0
	csrs mstatus,a5
	ret

uat_add_unless_4_release:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	beq a2,a4,.L9
	add a1,a1,a4
	sw a1,0(a0)
	li a0,1
	csrs mstatus,a5
	ret
	li a0,0
	csrs mstatus,a5
	ret

uat_add_unless_4_acq_rel:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	beq a2,a4,.L9
	add a1,a1,a4
	sw a1,0(a0)
	li a0,1
	csrs mstatus,a5
	ret
	li a0,0
	csrs mstatus,a5
	ret

uat_add_unless_4_seq_cst:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	beq a2,a4,.L9
	add a1,a1,a4
	sw a1,0(a0)
	li a0,1
	csrs mstatus,a5
	ret
	li a0,0
	csrs mstatus,a5
	ret

uat_add_unless_4_seq_cst_fence:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	beq a2,a4,.L9
	add a1,a1,a4
	sw a1,0(a0)
	li a0,1
	csrs mstatus,a5
	ret
	li a0,0
	csrs mstatus,a5
	ret

uat_dec_if_positive_4_relaxed:
	csrrc a4,mstatus,8
	lw a5,0(a0)
	and a4,a4,8
	blez a5,.L9
	add a5,a5,-1
	sw a5,0(a0)
	mv a0,a5
	csrs mstatus,a4
	ret
	lui a3,0x80000
	add a3,a3,a5
	snez a3,a3
	sub a0,a5,a3
	csrs mstatus,a4
	ret

uat_dec_if_positive_4_acquire:
	csrrc a4,mstatus,8
	lw a5,0(a0)
	and a4,a4,8
	blez a5,.L9
	add a5,a5,-1
	sw a5,0(a0)
	mv a0,a5
	csrs mstatus,a4
	ret
	lui a3,0x80000
	add a3,a3,a5
	snez a3,a3
	sub a0,a5,a3
	csrs mstatus,a4
	ret

uat_dec_if_positive_4_release:
	csrrc a4,mstatus,8
	lw a5,0(a0)
	and a4,a4,8
	blez a5,.L9
	add a5,a5,-1
	sw a5,0(a0)
	mv a0,a5
	csrs mstatus,a4
	ret
	lui a3,0x80000
	add a3,a3,a5
	snez a3,a3
	sub a0,a5,a3
	csrs mstatus,a4
	ret

uat_dec_if_positive_4_acq_rel:
	csrrc a4,mstatus,8
	lw a5,0(a0)
	and a4,a4,8
	blez a5,.L9
	add a5,a5,-1
	sw a5,0(a0)
	mv a0,a5
	csrs mstatus,a4
	ret
	lui a3,0x80000
	add a3,a3,a5
	snez a3,a3
	sub a0,a5,a3
	csrs mstatus,a4
	ret

uat_dec_if_positive_4_seq_cst:
	csrrc a4,mstatus,8
	lw a5,0(a0)
	and a4,a4,8
	blez a5,.L9
	add a5,a5,-1
	sw a5,0(a0)
	mv a0,a5
	csrs mstatus,a4
	ret
	lui a3,0x80000
	add a3,a3,a5
	snez a3,a3
	sub a0,a5,a3
	csrs mstatus,a4
	ret

uat_dec_if_positive_4_seq_cst_fence:
	csrrc a4,mstatus,8
	lw a5,0(a0)
	and a4,a4,8
	blez a5,.L9
	add a5,a5,-1
	sw a5,0(a0)
	mv a0,a5
	csrs mstatus,a4
	ret
	lui a3,0x80000
	add a3,a3,a5
	snez a3,a3
	sub a0,a5,a3
	csrs mstatus,a4
	ret

uat_cond_load_4_relaxed:
	mv a5,a0
	lw a0,0(a0)
	bne a1,a0,.L4
	ret
	.word 0x0100000f
	lw a0,0(a5)
	bne a1,a0,.L4
	ret

uat_cond_load_4_consume:
	mv a5,a0
	lw a0,0(a0)
	bne a1,a0,.L4
	ret
	.word 0x0100000f
	lw a0,0(a5)
	bne a1,a0,.L4
	ret

uat_cond_load_4_acquire:
	mv a5,a0
	lw a0,0(a0)
	bne a1,a0,.L4
	ret
	.word 0x0100000f
	lw a0,0(a5)
	bne a1,a0,.L4
	ret

uat_cond_load_4_seq_cst:
	mv a5,a0
	lw a0,0(a0)
	bne a1,a0,.L4
	ret
	.word 0x0100000f
	lw a0,0(a5)
	bne a1,a0,.L4
	ret

uat_cond_load_4_seq_cst_fence:
	mv a5,a0
	lw a0,0(a0)
	bne a1,a0,.L4
	ret
	.word 0x0100000f
	lw a0,0(a5)
	bne a1,a0,.L4
	ret

uat_inc_4_relaxed:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	add a4,a4,1
	sw a4,0(a0)
	csrs mstatus,a5
	ret

uat_inc_4_acquire:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	add a4,a4,1
	sw a4,0(a0)
	csrs mstatus,a5
	ret

uat_inc_4_release:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	add a4,a4,1
	sw a4,0(a0)
	csrs mstatus,a5
	ret

uat_inc_4_acq_rel:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	add a4,a4,1
	sw a4,0(a0)
	csrs mstatus,a5
	ret

uat_inc_4_seq_cst:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	add a4,a4,1
	sw a4,0(a0)
	csrs mstatus,a5
	ret

uat_inc_4_seq_cst_fence:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	add a4,a4,1
	sw a4,0(a0)
	csrs mstatus,a5
	ret

uat_dec_4_relaxed:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	add a4,a4,-1
	sw a4,0(a0)
	csrs mstatus,a5
	ret

uat_dec_4_acquire:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	add a4,a4,-1
	sw a4,0(a0)
	csrs mstatus,a5
	ret

uat_dec_4_release:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	add a4,a4,-1
	sw a4,0(a0)
	csrs mstatus,a5
	ret

uat_dec_4_acq_rel:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	add a4,a4,-1
	sw a4,0(a0)
	csrs mstatus,a5
	ret

uat_dec_4_seq_cst:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	add a4,a4,-1
	sw a4,0(a0)
	csrs mstatus,a5
	ret

uat_dec_4_seq_cst_fence:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	add a4,a4,-1
	sw a4,0(a0)
	csrs mstatus,a5
	ret

uat_add_around_4_mb:
	csrrc a5,mstatus,8
	lw a4,0(a0)
	and a5,a5,8
	add a1,a1,a4
	sw a1,0(a0)
	csrs mstatus,a5
	ret

uat_load_8_relaxed:
	csrrc a5,mstatus,8
	lw a1,4(a0)
	and a5,a5,8
	lw a0,0(a0)
	csrs mstatus,a5
	ret

uat_load_8_consume:
	csrrc a5,mstatus,8
	lw a1,4(a0)
	and a5,a5,8
	lw a0,0(a0)
	csrs mstatus,a5
	ret

uat_load_8_acquire:
	csrrc a5,mstatus,8
	lw a1,4(a0)
	and a5,a5,8
	lw a0,0(a0)
	csrs mstatus,a5
	ret

uat_load_8_seq_cst:
	csrrc a5,mstatus,8
	lw a1,4(a0)
	and a5,a5,8
	lw a0,0(a0)
	csrs mstatus,a5
	ret

uat_load_8_seq_cst_fence:
	csrrc a5,mstatus,8
	lw a1,4(a0)
	and a5,a5,8
	lw a0,0(a0)
	csrs mstatus,a5
	ret

uat_store_8_relaxed:
	mv a7,a2
	csrrc a5,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	sw a1,0(a0)
	and a5,a5,8
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_store_8_release:
	mv a7,a2
	csrrc a5,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	sw a1,0(a0)
	and a5,a5,8
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_store_8_seq_cst:
	mv a7,a2
	csrrc a5,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	sw a1,0(a0)
	and a5,a5,8
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_store_8_seq_cst_fence:
	mv a7,a2
	csrrc a5,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	sw a1,0(a0)
	and a5,a5,8
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_cmpxchg_8_relaxed:
	mv a5,a0
	mv t2,a4
	csrrc a4,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a4,a4,8
	beq a1,a6,.L11
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret
	bne a2,a7,.L7
	sw a3,0(a5)
	sw t2,4(a0)
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret

uat_cmpxchg_8_acquire:
	mv a5,a0
	mv t2,a4
	csrrc a4,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a4,a4,8
	beq a1,a6,.L11
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret
	bne a2,a7,.L7
	sw a3,0(a5)
	sw t2,4(a0)
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret

uat_cmpxchg_8_release:
	mv a5,a0
	mv t2,a4
	csrrc a4,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a4,a4,8
	beq a1,a6,.L11
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret
	bne a2,a7,.L7
	sw a3,0(a5)
	sw t2,4(a0)
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret

uat_cmpxchg_8_acq_rel:
	mv a5,a0
	mv t2,a4
	csrrc a4,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a4,a4,8
	beq a1,a6,.L11
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret
	bne a2,a7,.L7
	sw a3,0(a5)
	sw t2,4(a0)
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret

uat_cmpxchg_8_seq_cst:
	mv a5,a0
	mv t2,a4
	csrrc a4,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a4,a4,8
	beq a1,a6,.L11
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret
	bne a2,a7,.L7
	sw a3,0(a5)
	sw t2,4(a0)
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret

uat_cmpxchg_8_seq_cst_fence_sc:
	mv a5,a0
	mv t2,a4
	csrrc a4,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a4,a4,8
	beq a1,a6,.L11
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret
	bne a2,a7,.L7
	sw a3,0(a5)
	sw t2,4(a0)
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret

uat_cmpxchg_8_seq_cst_fence:
	mv a5,a0
	mv t2,a4
	csrrc a4,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a4,a4,8
	beq a1,a6,.L11
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret
	bne a2,a7,.L7
	sw a3,0(a5)
	sw t2,4(a0)
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret

uat_cmpxchg_test_8_seq_cst_fence:
	mv a6,a3
	mv a7,a4
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	beq a1,a4,.L13
	csrs mstatus,a3
	xor a1,a1,a4
	xor a2,a2,a5
	or a0,a1,a2
	seqz a0,a0
	ret
	bne a2,a5,.L7
	sw a6,0(a0)
	sw a7,4(a0)
	j .L7

uat_try_cmpxchg_8_relaxed:
	mv a6,a3
	mv a7,a4
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	beq a1,a4,.L13
	csrs mstatus,a3
	xor a1,a1,a4
	xor a2,a2,a5
	or a0,a1,a2
	seqz a0,a0
	ret
	bne a2,a5,.L7
	sw a6,0(a0)
	sw a7,4(a0)
	j .L7

uat_try_cmpxchg_8_acquire:
	mv a6,a3
	mv a7,a4
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	beq a1,a4,.L13
	csrs mstatus,a3
	xor a1,a1,a4
	xor a2,a2,a5
	or a0,a1,a2
	seqz a0,a0
	ret
	bne a2,a5,.L7
	sw a6,0(a0)
	sw a7,4(a0)
	j .L7

uat_try_cmpxchg_8_release:
	mv a6,a3
	mv a7,a4
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	beq a1,a4,.L13
	csrs mstatus,a3
	xor a1,a1,a4
	xor a2,a2,a5
	or a0,a1,a2
	seqz a0,a0
	ret
	bne a2,a5,.L7
	sw a6,0(a0)
	sw a7,4(a0)
	j .L7

uat_try_cmpxchg_8_acq_rel:
	mv a6,a3
	mv a7,a4
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	beq a1,a4,.L13
	csrs mstatus,a3
	xor a1,a1,a4
	xor a2,a2,a5
	or a0,a1,a2
	seqz a0,a0
	ret
	bne a2,a5,.L7
	sw a6,0(a0)
	sw a7,4(a0)
	j .L7

uat_try_cmpxchg_8_seq_cst:
	mv a6,a3
	mv a7,a4
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	beq a1,a4,.L13
	csrs mstatus,a3
	xor a1,a1,a4
	xor a2,a2,a5
	or a0,a1,a2
	seqz a0,a0
	ret
	bne a2,a5,.L7
	sw a6,0(a0)
	sw a7,4(a0)
	j .L7

uat_try_cmpxchg_8_seq_cst_fence_sc:
	mv a6,a3
	mv a7,a4
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	beq a1,a4,.L13
	csrs mstatus,a3
	xor a1,a1,a4
	xor a2,a2,a5
	or a0,a1,a2
	seqz a0,a0
	ret
	bne a2,a5,.L7
	sw a6,0(a0)
	sw a7,4(a0)
	j .L7

uat_try_cmpxchg_8_seq_cst_fence:
	mv a6,a3
	mv a7,a4
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	beq a1,a4,.L13
	csrs mstatus,a3
	xor a1,a1,a4
	xor a2,a2,a5
	or a0,a1,a2
	seqz a0,a0
	ret
	bne a2,a5,.L7
	sw a6,0(a0)
	sw a7,4(a0)
	j .L7

uat_try_cmpxchg_weak_8_relaxed:
	mv a6,a3
	mv a7,a4
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	beq a1,a4,.L13
	csrs mstatus,a3
	xor a1,a1,a4
	xor a2,a2,a5
	or a0,a1,a2
	seqz a0,a0
	ret
	bne a2,a5,.L7
	sw a6,0(a0)
	sw a7,4(a0)
	j .L7

uat_try_cmpxchg_weak_8_acquire:
	mv a6,a3
	mv a7,a4
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	beq a1,a4,.L13
	csrs mstatus,a3
	xor a1,a1,a4
	xor a2,a2,a5
	or a0,a1,a2
	seqz a0,a0
	ret
	bne a2,a5,.L7
	sw a6,0(a0)
	sw a7,4(a0)
	j .L7

uat_try_cmpxchg_weak_8_release:
	mv a6,a3
	mv a7,a4
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	beq a1,a4,.L13
	csrs mstatus,a3
	xor a1,a1,a4
	xor a2,a2,a5
	or a0,a1,a2
	seqz a0,a0
	ret
	bne a2,a5,.L7
	sw a6,0(a0)
	sw a7,4(a0)
	j .L7

uat_try_cmpxchg_weak_8_acq_rel:
	mv a6,a3
	mv a7,a4
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	beq a1,a4,.L13
	csrs mstatus,a3
	xor a1,a1,a4
	xor a2,a2,a5
	or a0,a1,a2
	seqz a0,a0
	ret
	bne a2,a5,.L7
	sw a6,0(a0)
	sw a7,4(a0)
	j .L7

uat_try_cmpxchg_weak_8_seq_cst:
	mv a6,a3
	mv a7,a4
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	beq a1,a4,.L13
	csrs mstatus,a3
	xor a1,a1,a4
	xor a2,a2,a5
	or a0,a1,a2
	seqz a0,a0
	ret
	bne a2,a5,.L7
	sw a6,0(a0)
	sw a7,4(a0)
	j .L7

uat_try_cmpxchg_weak_8_seq_cst_fence_sc:
	mv a6,a3
	mv a7,a4
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	beq a1,a4,.L13
	csrs mstatus,a3
	xor a1,a1,a4
	xor a2,a2,a5
	or a0,a1,a2
	seqz a0,a0
	ret
	bne a2,a5,.L7
	sw a6,0(a0)
	sw a7,4(a0)
	j .L7

uat_try_cmpxchg_weak_8_seq_cst_fence:
	mv a6,a3
	mv a7,a4
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	beq a1,a4,.L13
	csrs mstatus,a3
	xor a1,a1,a4
	xor a2,a2,a5
	or a0,a1,a2
	seqz a0,a0
	ret
	bne a2,a5,.L7
	sw a6,0(a0)
	sw a7,4(a0)
	j .L7

uat_xchg_8_relaxed:
	mv a6,a1
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	sw a6,0(a5)
	and a4,a4,8
	sw a2,4(a5)
	csrs mstatus,a4
	ret

uat_xchg_8_acquire:
	mv a6,a1
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	sw a6,0(a5)
	and a4,a4,8
	sw a2,4(a5)
	csrs mstatus,a4
	ret

uat_xchg_8_release:
	mv a6,a1
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	sw a6,0(a5)
	and a4,a4,8
	sw a2,4(a5)
	csrs mstatus,a4
	ret

uat_xchg_8_acq_rel:
	mv a6,a1
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	sw a6,0(a5)
	and a4,a4,8
	sw a2,4(a5)
	csrs mstatus,a4
	ret

uat_xchg_8_seq_cst:
	mv a6,a1
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	sw a6,0(a5)
	and a4,a4,8
	sw a2,4(a5)
	csrs mstatus,a4
	ret

uat_xchg_8_seq_cst_fence:
	mv a6,a1
	mv a5,a0
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	sw a6,0(a5)
	and a4,a4,8
	sw a2,4(a5)
	csrs mstatus,a4
	ret

uat_add_return_8_relaxed:
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	add a6,a1,a4
	sltu a1,a6,a1
	add a2,a2,a5
	add a5,a1,a2
	sw a6,0(a0)
	sw a5,4(a0)
	csrs mstatus,a3
	mv a0,a6
	mv a1,a5
	ret

uat_add_return_8_acquire:
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	add a6,a1,a4
	sltu a1,a6,a1
	add a2,a2,a5
	add a5,a1,a2
	sw a6,0(a0)
	sw a5,4(a0)
	csrs mstatus,a3
	mv a0,a6
	mv a1,a5
	ret

uat_add_return_8_release:
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	add a6,a1,a4
	sltu a1,a6,a1
	add a2,a2,a5
	add a5,a1,a2
	sw a6,0(a0)
	sw a5,4(a0)
	csrs mstatus,a3
	mv a0,a6
	mv a1,a5
	ret

uat_add_return_8_acq_rel:
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	add a6,a1,a4
	sltu a1,a6,a1
	add a2,a2,a5
	add a5,a1,a2
	sw a6,0(a0)
	sw a5,4(a0)
	csrs mstatus,a3
	mv a0,a6
	mv a1,a5
	ret

uat_add_return_8_seq_cst:
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	add a6,a1,a4
	sltu a1,a6,a1
	add a2,a2,a5
	add a5,a1,a2
	sw a6,0(a0)
	sw a5,4(a0)
	csrs mstatus,a3
	mv a0,a6
	mv a1,a5
	ret

uat_add_return_8_seq_cst_fence:
	csrrc a3,mstatus,8
	lw a4,0(a0)
	lw a5,4(a0)
	and a3,a3,8
	add a6,a1,a4
	sltu a1,a6,a1
	add a2,a2,a5
	add a5,a1,a2
	sw a6,0(a0)
	sw a5,4(a0)
	csrs mstatus,a3
	mv a0,a6
	mv a1,a5
	ret

uat_add_8_relaxed:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	add a7,a1,a2
	sw a4,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_add_8_acquire:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	add a7,a1,a2
	sw a4,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_add_8_release:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	add a7,a1,a2
	sw a4,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_add_8_acq_rel:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	add a7,a1,a2
	sw a4,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_add_8_seq_cst:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	add a7,a1,a2
	sw a4,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_add_8_seq_cst_fence:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	add a7,a1,a2
	sw a4,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_and_8_relaxed:
	csrrc a5,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a5,a5,8
	and a6,a1,t1
	and a7,a2,t2
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_and_8_acquire:
	csrrc a5,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a5,a5,8
	and a6,a1,t1
	and a7,a2,t2
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_and_8_release:
	csrrc a5,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a5,a5,8
	and a6,a1,t1
	and a7,a2,t2
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_and_8_acq_rel:
	csrrc a5,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a5,a5,8
	and a6,a1,t1
	and a7,a2,t2
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_and_8_seq_cst:
	csrrc a5,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a5,a5,8
	and a6,a1,t1
	and a7,a2,t2
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_and_8_seq_cst_fence:
	csrrc a5,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a5,a5,8
	and a6,a1,t1
	and a7,a2,t2
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_or_8_relaxed:
	csrrc a5,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a5,a5,8
	or a6,a1,t1
	or a7,a2,t2
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_or_8_acquire:
	csrrc a5,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a5,a5,8
	or a6,a1,t1
	or a7,a2,t2
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_or_8_release:
	csrrc a5,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a5,a5,8
	or a6,a1,t1
	or a7,a2,t2
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_or_8_acq_rel:
	csrrc a5,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a5,a5,8
	or a6,a1,t1
	or a7,a2,t2
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_or_8_seq_cst:
	csrrc a5,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a5,a5,8
	or a6,a1,t1
	or a7,a2,t2
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_or_8_seq_cst_fence:
	csrrc a5,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a5,a5,8
	or a6,a1,t1
	or a7,a2,t2
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_xor_8_relaxed:
	csrrc a5,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a5,a5,8
	xor a6,a1,t1
	xor a7,a2,t2
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_xor_8_acquire:
	csrrc a5,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a5,a5,8
	xor a6,a1,t1
	xor a7,a2,t2
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_xor_8_release:
	csrrc a5,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a5,a5,8
	xor a6,a1,t1
	xor a7,a2,t2
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_xor_8_acq_rel:
	csrrc a5,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a5,a5,8
	xor a6,a1,t1
	xor a7,a2,t2
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_xor_8_seq_cst:
	csrrc a5,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a5,a5,8
	xor a6,a1,t1
	xor a7,a2,t2
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_xor_8_seq_cst_fence:
	csrrc a5,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a5,a5,8
	xor a6,a1,t1
	xor a7,a2,t2
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_fetch_add_8_relaxed:
	csrrc a4,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a4,a4,8
	add a3,a1,a6
	sltu a1,a3,a1
	add a2,a2,a7
	add t2,a1,a2
	sw a3,0(a0)
	sw t2,4(a0)
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret

uat_fetch_add_8_acquire:
	csrrc a4,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a4,a4,8
	add a3,a1,a6
	sltu a1,a3,a1
	add a2,a2,a7
	add t2,a1,a2
	sw a3,0(a0)
	sw t2,4(a0)
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret

uat_fetch_add_8_release:
	csrrc a4,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a4,a4,8
	add a3,a1,a6
	sltu a1,a3,a1
	add a2,a2,a7
	add t2,a1,a2
	sw a3,0(a0)
	sw t2,4(a0)
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret

uat_fetch_add_8_acq_rel:
	csrrc a4,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a4,a4,8
	add a3,a1,a6
	sltu a1,a3,a1
	add a2,a2,a7
	add t2,a1,a2
	sw a3,0(a0)
	sw t2,4(a0)
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret

uat_fetch_add_8_seq_cst:
	csrrc a4,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a4,a4,8
	add a3,a1,a6
	sltu a1,a3,a1
	add a2,a2,a7
	add t2,a1,a2
	sw a3,0(a0)
	sw t2,4(a0)
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret

uat_fetch_add_8_seq_cst_fence:
	csrrc a4,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a4,a4,8
	add a3,a1,a6
	sltu a1,a3,a1
	add a2,a2,a7
	add t2,a1,a2
	sw a3,0(a0)
	sw t2,4(a0)
	csrs mstatus,a4
	mv a0,a6
	mv a1,a7
	ret

uat_fetch_and_8_relaxed:
	mv a5,a0
	mv a3,a1
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	and a4,a4,8
	and a6,a3,a0
	and a7,a2,a1
	sw a6,0(a5)
	sw a7,4(a5)
	csrs mstatus,a4
	ret

uat_fetch_and_8_acquire:
	mv a5,a0
	mv a3,a1
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	and a4,a4,8
	and a6,a3,a0
	and a7,a2,a1
	sw a6,0(a5)
	sw a7,4(a5)
	csrs mstatus,a4
	ret

uat_fetch_and_8_release:
	mv a5,a0
	mv a3,a1
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	and a4,a4,8
	and a6,a3,a0
	and a7,a2,a1
	sw a6,0(a5)
	sw a7,4(a5)
	csrs mstatus,a4
	ret

uat_fetch_and_8_acq_rel:
	mv a5,a0
	mv a3,a1
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	and a4,a4,8
	and a6,a3,a0
	and a7,a2,a1
	sw a6,0(a5)
	sw a7,4(a5)
	csrs mstatus,a4
	ret

uat_fetch_and_8_seq_cst:
	mv a5,a0
	mv a3,a1
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	and a4,a4,8
	and a6,a3,a0
	and a7,a2,a1
	sw a6,0(a5)
	sw a7,4(a5)
	csrs mstatus,a4
	ret

uat_fetch_and_8_seq_cst_fence:
	mv a5,a0
	mv a3,a1
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	and a4,a4,8
	and a6,a3,a0
	and a7,a2,a1
	sw a6,0(a5)
	sw a7,4(a5)
	csrs mstatus,a4
	ret

uat_fetch_or_8_relaxed:
	mv a5,a0
	mv a3,a1
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	and a4,a4,8
	or a6,a3,a0
	or a7,a2,a1
	sw a6,0(a5)
	sw a7,4(a5)
	csrs mstatus,a4
	ret

uat_fetch_or_8_acquire:
	mv a5,a0
	mv a3,a1
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	and a4,a4,8
	or a6,a3,a0
	or a7,a2,a1
	sw a6,0(a5)
	sw a7,4(a5)
	csrs mstatus,a4
	ret

uat_fetch_or_8_release:
	mv a5,a0
	mv a3,a1
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	and a4,a4,8
	or a6,a3,a0
	or a7,a2,a1
	sw a6,0(a5)
	sw a7,4(a5)
	csrs mstatus,a4
	ret

uat_fetch_or_8_acq_rel:
	mv a5,a0
	mv a3,a1
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	and a4,a4,8
	or a6,a3,a0
	or a7,a2,a1
	sw a6,0(a5)
	sw a7,4(a5)
	csrs mstatus,a4
	ret

uat_fetch_or_8_seq_cst:
	mv a5,a0
	mv a3,a1
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	and a4,a4,8
	or a6,a3,a0
	or a7,a2,a1
	sw a6,0(a5)
	sw a7,4(a5)
	csrs mstatus,a4
	ret

uat_fetch_or_8_seq_cst_fence:
	mv a5,a0
	mv a3,a1
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	and a4,a4,8
	or a6,a3,a0
	or a7,a2,a1
	sw a6,0(a5)
	sw a7,4(a5)
	csrs mstatus,a4
	ret

uat_fetch_xor_8_relaxed:
	mv a5,a0
	mv a3,a1
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	and a4,a4,8
	xor a6,a3,a0
	xor a7,a2,a1
	sw a6,0(a5)
	sw a7,4(a5)
	csrs mstatus,a4
	ret

uat_fetch_xor_8_acquire:
	mv a5,a0
	mv a3,a1
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	and a4,a4,8
	xor a6,a3,a0
	xor a7,a2,a1
	sw a6,0(a5)
	sw a7,4(a5)
	csrs mstatus,a4
	ret

uat_fetch_xor_8_release:
	mv a5,a0
	mv a3,a1
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	and a4,a4,8
	xor a6,a3,a0
	xor a7,a2,a1
	sw a6,0(a5)
	sw a7,4(a5)
	csrs mstatus,a4
	ret

uat_fetch_xor_8_acq_rel:
	mv a5,a0
	mv a3,a1
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	and a4,a4,8
	xor a6,a3,a0
	xor a7,a2,a1
	sw a6,0(a5)
	sw a7,4(a5)
	csrs mstatus,a4
	ret

uat_fetch_xor_8_seq_cst:
	mv a5,a0
	mv a3,a1
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	and a4,a4,8
	xor a6,a3,a0
	xor a7,a2,a1
	sw a6,0(a5)
	sw a7,4(a5)
	csrs mstatus,a4
	ret

uat_fetch_xor_8_seq_cst_fence:
	mv a5,a0
	mv a3,a1
	csrrc a4,mstatus,8
	lw a0,0(a0)
	lw a1,4(a5)
	and a4,a4,8
	xor a6,a3,a0
	xor a7,a2,a1
	sw a6,0(a5)
	sw a7,4(a5)
	csrs mstatus,a4
	ret

uat_fetch_smax_8_relaxed:
	csrrc a3,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	mv a4,a1
	mv a5,a2
	blt a2,a7,.L15
	beq a7,a2,.L14
	sw a4,0(a0)
	sw a5,4(a0)
	and a5,a3,8
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret
	bgeu a1,a6,.L7
	mv a4,a6
	mv a5,a7
	j .L7

uat_fetch_smax_8_acquire:
	csrrc a3,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	mv a4,a1
	mv a5,a2
	blt a2,a7,.L15
	beq a7,a2,.L14
	sw a4,0(a0)
	sw a5,4(a0)
	and a5,a3,8
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret
	bgeu a1,a6,.L7
	mv a4,a6
	mv a5,a7
	j .L7

uat_fetch_smax_8_release:
	csrrc a3,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	mv a4,a1
	mv a5,a2
	blt a2,a7,.L15
	beq a7,a2,.L14
	sw a4,0(a0)
	sw a5,4(a0)
	and a5,a3,8
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret
	bgeu a1,a6,.L7
	mv a4,a6
	mv a5,a7
	j .L7

uat_fetch_smax_8_acq_rel:
	csrrc a3,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	mv a4,a1
	mv a5,a2
	blt a2,a7,.L15
	beq a7,a2,.L14
	sw a4,0(a0)
	sw a5,4(a0)
	and a5,a3,8
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret
	bgeu a1,a6,.L7
	mv a4,a6
	mv a5,a7
	j .L7

uat_fetch_smax_8_seq_cst:
	csrrc a3,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	mv a4,a1
	mv a5,a2
	blt a2,a7,.L15
	beq a7,a2,.L14
	sw a4,0(a0)
	sw a5,4(a0)
	and a5,a3,8
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret
	bgeu a1,a6,.L7
	mv a4,a6
	mv a5,a7
	j .L7

uat_fetch_smax_8_seq_cst_fence:
	csrrc a3,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	mv a4,a1
	mv a5,a2
	blt a2,a7,.L15
	beq a7,a2,.L14
	sw a4,0(a0)
	sw a5,4(a0)
	and a5,a3,8
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret
	bgeu a1,a6,.L7
	mv a4,a6
	mv a5,a7
	j .L7

uat_fetch_umax_8_relaxed:
	mv a3,a0
	csrrc a6,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	mv a4,a1
	mv a5,a2
	bltu a2,t2,.L16
	beq t2,a2,.L15
	sw a4,0(a3)
	sw a5,4(a3)
	and a5,a6,8
	csrs mstatus,a5
	mv a0,t1
	mv a1,t2
	ret
	bgeu a4,t1,.L8
	mv a4,t1
	mv a5,t2
	j .L8

uat_fetch_umax_8_acquire:
	mv a3,a0
	csrrc a6,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	mv a4,a1
	mv a5,a2
	bltu a2,t2,.L16
	beq t2,a2,.L15
	sw a4,0(a3)
	sw a5,4(a3)
	and a5,a6,8
	csrs mstatus,a5
	mv a0,t1
	mv a1,t2
	ret
	bgeu a4,t1,.L8
	mv a4,t1
	mv a5,t2
	j .L8

uat_fetch_umax_8_release:
	mv a3,a0
	csrrc a6,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	mv a4,a1
	mv a5,a2
	bltu a2,t2,.L16
	beq t2,a2,.L15
	sw a4,0(a3)
	sw a5,4(a3)
	and a5,a6,8
	csrs mstatus,a5
	mv a0,t1
	mv a1,t2
	ret
	bgeu a4,t1,.L8
	mv a4,t1
	mv a5,t2
	j .L8

uat_fetch_umax_8_acq_rel:
	mv a3,a0
	csrrc a6,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	mv a4,a1
	mv a5,a2
	bltu a2,t2,.L16
	beq t2,a2,.L15
	sw a4,0(a3)
	sw a5,4(a3)
	and a5,a6,8
	csrs mstatus,a5
	mv a0,t1
	mv a1,t2
	ret
	bgeu a4,t1,.L8
	mv a4,t1
	mv a5,t2
	j .L8

uat_fetch_umax_8_seq_cst:
	mv a3,a0
	csrrc a6,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	mv a4,a1
	mv a5,a2
	bltu a2,t2,.L16
	beq t2,a2,.L15
	sw a4,0(a3)
	sw a5,4(a3)
	and a5,a6,8
	csrs mstatus,a5
	mv a0,t1
	mv a1,t2
	ret
	bgeu a4,t1,.L8
	mv a4,t1
	mv a5,t2
	j .L8

uat_fetch_umax_8_seq_cst_fence:
	mv a3,a0
	csrrc a6,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	mv a4,a1
	mv a5,a2
	bltu a2,t2,.L16
	beq t2,a2,.L15
	sw a4,0(a3)
	sw a5,4(a3)
	and a5,a6,8
	csrs mstatus,a5
	mv a0,t1
	mv a1,t2
	ret
	bgeu a4,t1,.L8
	mv a4,t1
	mv a5,t2
	j .L8

uat_fetch_smin_8_relaxed:
	csrrc a3,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	mv a4,a1
	mv a5,a2
	blt a7,a2,.L15
	beq a2,a7,.L14
	sw a4,0(a0)
	sw a5,4(a0)
	and a5,a3,8
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret
	bgeu a6,a1,.L7
	mv a4,a6
	mv a5,a7
	j .L7

uat_fetch_smin_8_acquire:
	csrrc a3,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	mv a4,a1
	mv a5,a2
	blt a7,a2,.L15
	beq a2,a7,.L14
	sw a4,0(a0)
	sw a5,4(a0)
	and a5,a3,8
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret
	bgeu a6,a1,.L7
	mv a4,a6
	mv a5,a7
	j .L7

uat_fetch_smin_8_release:
	csrrc a3,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	mv a4,a1
	mv a5,a2
	blt a7,a2,.L15
	beq a2,a7,.L14
	sw a4,0(a0)
	sw a5,4(a0)
	and a5,a3,8
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret
	bgeu a6,a1,.L7
	mv a4,a6
	mv a5,a7
	j .L7

uat_fetch_smin_8_acq_rel:
	csrrc a3,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	mv a4,a1
	mv a5,a2
	blt a7,a2,.L15
	beq a2,a7,.L14
	sw a4,0(a0)
	sw a5,4(a0)
	and a5,a3,8
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret
	bgeu a6,a1,.L7
	mv a4,a6
	mv a5,a7
	j .L7

uat_fetch_smin_8_seq_cst:
	csrrc a3,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	mv a4,a1
	mv a5,a2
	blt a7,a2,.L15
	beq a2,a7,.L14
	sw a4,0(a0)
	sw a5,4(a0)
	and a5,a3,8
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret
	bgeu a6,a1,.L7
	mv a4,a6
	mv a5,a7
	j .L7

uat_fetch_smin_8_seq_cst_fence:
	csrrc a3,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	mv a4,a1
	mv a5,a2
	blt a7,a2,.L15
	beq a2,a7,.L14
	sw a4,0(a0)
	sw a5,4(a0)
	and a5,a3,8
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret
	bgeu a6,a1,.L7
	mv a4,a6
	mv a5,a7
	j .L7

uat_fetch_umin_8_relaxed:
	mv a3,a0
	csrrc a6,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	mv a4,a1
	mv a5,a2
	bltu t2,a2,.L16
	beq a2,t2,.L15
	sw a4,0(a3)
	sw a5,4(a3)
	and a5,a6,8
	csrs mstatus,a5
	mv a0,t1
	mv a1,t2
	ret
	bgeu t1,a4,.L8
	mv a4,t1
	mv a5,t2
	j .L8

uat_fetch_umin_8_acquire:
	mv a3,a0
	csrrc a6,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	mv a4,a1
	mv a5,a2
	bltu t2,a2,.L16
	beq a2,t2,.L15
	sw a4,0(a3)
	sw a5,4(a3)
	and a5,a6,8
	csrs mstatus,a5
	mv a0,t1
	mv a1,t2
	ret
	bgeu t1,a4,.L8
	mv a4,t1
	mv a5,t2
	j .L8

uat_fetch_umin_8_release:
	mv a3,a0
	csrrc a6,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	mv a4,a1
	mv a5,a2
	bltu t2,a2,.L16
	beq a2,t2,.L15
	sw a4,0(a3)
	sw a5,4(a3)
	and a5,a6,8
	csrs mstatus,a5
	mv a0,t1
	mv a1,t2
	ret
	bgeu t1,a4,.L8
	mv a4,t1
	mv a5,t2
	j .L8

uat_fetch_umin_8_acq_rel:
	mv a3,a0
	csrrc a6,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	mv a4,a1
	mv a5,a2
	bltu t2,a2,.L16
	beq a2,t2,.L15
	sw a4,0(a3)
	sw a5,4(a3)
	and a5,a6,8
	csrs mstatus,a5
	mv a0,t1
	mv a1,t2
	ret
	bgeu t1,a4,.L8
	mv a4,t1
	mv a5,t2
	j .L8

uat_fetch_umin_8_seq_cst:
	mv a3,a0
	csrrc a6,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	mv a4,a1
	mv a5,a2
	bltu t2,a2,.L16
	beq a2,t2,.L15
	sw a4,0(a3)
	sw a5,4(a3)
	and a5,a6,8
	csrs mstatus,a5
	mv a0,t1
	mv a1,t2
	ret
	bgeu t1,a4,.L8
	mv a4,t1
	mv a5,t2
	j .L8

uat_fetch_umin_8_seq_cst_fence:
	mv a3,a0
	csrrc a6,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	mv a4,a1
	mv a5,a2
	bltu t2,a2,.L16
	beq a2,t2,.L15
	sw a4,0(a3)
	sw a5,4(a3)
	and a5,a6,8
	csrs mstatus,a5
	mv a0,t1
	mv a1,t2
	ret
	bgeu t1,a4,.L8
	mv a4,t1
	mv a5,t2
	j .L8

uat_test_and_set_bit_8_relaxed:
	and a1,a1,63
	add a5,a1,-32
	bltz a5,.L20
	li a4,1
	sll a4,a4,a5
	li a5,0
	csrrc a1,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	and a1,a1,8
	or a6,a5,a2
	or a7,a4,a3
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a1
	and a0,a5,a2
	and a4,a4,a3
	or a0,a0,a4
	snez a0,a0
	ret
	li a5,1
	li a4,0
	sll a5,a5,a1
	j .L6

uat_test_and_set_bit_8_acquire:
	and a1,a1,63
	add a5,a1,-32
	bltz a5,.L20
	li a4,1
	sll a4,a4,a5
	li a5,0
	csrrc a1,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	and a1,a1,8
	or a6,a5,a2
	or a7,a4,a3
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a1
	and a0,a5,a2
	and a4,a4,a3
	or a0,a0,a4
	snez a0,a0
	ret
	li a5,1
	li a4,0
	sll a5,a5,a1
	j .L6

uat_test_and_set_bit_8_release:
	and a1,a1,63
	add a5,a1,-32
	bltz a5,.L20
	li a4,1
	sll a4,a4,a5
	li a5,0
	csrrc a1,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	and a1,a1,8
	or a6,a5,a2
	or a7,a4,a3
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a1
	and a0,a5,a2
	and a4,a4,a3
	or a0,a0,a4
	snez a0,a0
	ret
	li a5,1
	li a4,0
	sll a5,a5,a1
	j .L6

uat_test_and_set_bit_8_acq_rel:
	and a1,a1,63
	add a5,a1,-32
	bltz a5,.L20
	li a4,1
	sll a4,a4,a5
	li a5,0
	csrrc a1,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	and a1,a1,8
	or a6,a5,a2
	or a7,a4,a3
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a1
	and a0,a5,a2
	and a4,a4,a3
	or a0,a0,a4
	snez a0,a0
	ret
	li a5,1
	li a4,0
	sll a5,a5,a1
	j .L6

uat_test_and_set_bit_8_seq_cst:
	and a1,a1,63
	add a5,a1,-32
	bltz a5,.L20
	li a4,1
	sll a4,a4,a5
	li a5,0
	csrrc a1,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	and a1,a1,8
	or a6,a5,a2
	or a7,a4,a3
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a1
	and a0,a5,a2
	and a4,a4,a3
	or a0,a0,a4
	snez a0,a0
	ret
	li a5,1
	li a4,0
	sll a5,a5,a1
	j .L6

uat_test_and_set_bit_8_seq_cst_fence:
	and a1,a1,63
	add a5,a1,-32
	bltz a5,.L20
	li a4,1
	sll a4,a4,a5
	li a5,0
	csrrc a1,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	and a1,a1,8
	or a6,a5,a2
	or a7,a4,a3
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a1
	and a0,a5,a2
	and a4,a4,a3
	or a0,a0,a4
	snez a0,a0
	ret
	li a5,1
	li a4,0
	sll a5,a5,a1
	j .L6

uat_test_and_clear_bit_8_relaxed:
	and a1,a1,63
	add a5,a1,-32
	bltz a5,.L22
	li a4,1
	sll a4,a4,a5
	li a5,0
	csrrc a1,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	not t3,a5
	not t1,a4
	and a6,t3,a2
	and a7,t1,a3
	sw a6,0(a0)
	sw a7,4(a0)
	and a1,a1,8
	csrs mstatus,a1
	and a0,a5,a2
	and a4,a4,a3
	or a0,a0,a4
	snez a0,a0
	ret
	li a5,1
	li a4,0
	sll a5,a5,a1
	j .L6

uat_test_and_clear_bit_8_acquire:
	and a1,a1,63
	add a5,a1,-32
	bltz a5,.L22
	li a4,1
	sll a4,a4,a5
	li a5,0
	csrrc a1,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	not t3,a5
	not t1,a4
	and a6,t3,a2
	and a7,t1,a3
	sw a6,0(a0)
	sw a7,4(a0)
	and a1,a1,8
	csrs mstatus,a1
	and a0,a5,a2
	and a4,a4,a3
	or a0,a0,a4
	snez a0,a0
	ret
	li a5,1
	li a4,0
	sll a5,a5,a1
	j .L6

uat_test_and_clear_bit_8_release:
	and a1,a1,63
	add a5,a1,-32
	bltz a5,.L22
	li a4,1
	sll a4,a4,a5
	li a5,0
	csrrc a1,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	not t3,a5
	not t1,a4
	and a6,t3,a2
	and a7,t1,a3
	sw a6,0(a0)
	sw a7,4(a0)
	and a1,a1,8
	csrs mstatus,a1
	and a0,a5,a2
	and a4,a4,a3
	or a0,a0,a4
	snez a0,a0
	ret
	li a5,1
	li a4,0
	sll a5,a5,a1
	j .L6

uat_test_and_clear_bit_8_acq_rel:
	and a1,a1,63
	add a5,a1,-32
	bltz a5,.L22
	li a4,1
	sll a4,a4,a5
	li a5,0
	csrrc a1,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	not t3,a5
	not t1,a4
	and a6,t3,a2
	and a7,t1,a3
	sw a6,0(a0)
	sw a7,4(a0)
	and a1,a1,8
	csrs mstatus,a1
	and a0,a5,a2
	and a4,a4,a3
	or a0,a0,a4
	snez a0,a0
	ret
	li a5,1
	li a4,0
	sll a5,a5,a1
	j .L6

uat_test_and_clear_bit_8_seq_cst:
	and a1,a1,63
	add a5,a1,-32
	bltz a5,.L22
	li a4,1
	sll a4,a4,a5
	li a5,0
	csrrc a1,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	not t3,a5
	not t1,a4
	and a6,t3,a2
	and a7,t1,a3
	sw a6,0(a0)
	sw a7,4(a0)
	and a1,a1,8
	csrs mstatus,a1
	and a0,a5,a2
	and a4,a4,a3
	or a0,a0,a4
	snez a0,a0
	ret
	li a5,1
	li a4,0
	sll a5,a5,a1
	j .L6

uat_test_and_clear_bit_8_seq_cst_fence:
	and a1,a1,63
	add a5,a1,-32
	bltz a5,.L22
	li a4,1
	sll a4,a4,a5
	li a5,0
	csrrc a1,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	not t3,a5
	not t1,a4
	and a6,t3,a2
	and a7,t1,a3
	sw a6,0(a0)
	sw a7,4(a0)
	and a1,a1,8
	csrs mstatus,a1
	and a0,a5,a2
	and a4,a4,a3
	or a0,a0,a4
	snez a0,a0
	ret
	li a5,1
	li a4,0
	sll a5,a5,a1
	j .L6

uat_test_and_change_bit_8_relaxed:
	and a1,a1,63
	add a5,a1,-32
	bltz a5,.L20
	li a4,1
	sll a4,a4,a5
	li a5,0
	csrrc a1,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	and a1,a1,8
	xor a6,a5,a2
	xor a7,a4,a3
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a1
	and a0,a5,a2
	and a4,a4,a3
	or a0,a0,a4
	snez a0,a0
	ret
	li a5,1
	li a4,0
	sll a5,a5,a1
	j .L6

uat_test_and_change_bit_8_acquire:
	and a1,a1,63
	add a5,a1,-32
	bltz a5,.L20
	li a4,1
	sll a4,a4,a5
	li a5,0
	csrrc a1,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	and a1,a1,8
	xor a6,a5,a2
	xor a7,a4,a3
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a1
	and a0,a5,a2
	and a4,a4,a3
	or a0,a0,a4
	snez a0,a0
	ret
	li a5,1
	li a4,0
	sll a5,a5,a1
	j .L6

uat_test_and_change_bit_8_release:
	and a1,a1,63
	add a5,a1,-32
	bltz a5,.L20
	li a4,1
	sll a4,a4,a5
	li a5,0
	csrrc a1,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	and a1,a1,8
	xor a6,a5,a2
	xor a7,a4,a3
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a1
	and a0,a5,a2
	and a4,a4,a3
	or a0,a0,a4
	snez a0,a0
	ret
	li a5,1
	li a4,0
	sll a5,a5,a1
	j .L6

uat_test_and_change_bit_8_acq_rel:
	and a1,a1,63
	add a5,a1,-32
	bltz a5,.L20
	li a4,1
	sll a4,a4,a5
	li a5,0
	csrrc a1,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	and a1,a1,8
	xor a6,a5,a2
	xor a7,a4,a3
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a1
	and a0,a5,a2
	and a4,a4,a3
	or a0,a0,a4
	snez a0,a0
	ret
	li a5,1
	li a4,0
	sll a5,a5,a1
	j .L6

uat_test_and_change_bit_8_seq_cst:
	and a1,a1,63
	add a5,a1,-32
	bltz a5,.L20
	li a4,1
	sll a4,a4,a5
	li a5,0
	csrrc a1,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	and a1,a1,8
	xor a6,a5,a2
	xor a7,a4,a3
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a1
	and a0,a5,a2
	and a4,a4,a3
	or a0,a0,a4
	snez a0,a0
	ret
	li a5,1
	li a4,0
	sll a5,a5,a1
	j .L6

uat_test_and_change_bit_8_seq_cst_fence:
	and a1,a1,63
	add a5,a1,-32
	bltz a5,.L20
	li a4,1
	sll a4,a4,a5
	li a5,0
	csrrc a1,mstatus,8
	lw a2,0(a0)
	lw a3,4(a0)
	and a1,a1,8
	xor a6,a5,a2
	xor a7,a4,a3
	sw a6,0(a0)
	sw a7,4(a0)
	csrs mstatus,a1
	and a0,a5,a2
	and a4,a4,a3
	or a0,a0,a4
	snez a0,a0
	ret
	li a5,1
	li a4,0
	sll a5,a5,a1
	j .L6

uat_fetch_add_unless_8_relaxed:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	beq a3,a6,.L15
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	add t2,a1,a2
	sw a4,0(a0)
	sw t2,4(a0)
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret
	bne a4,a7,.L5
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret

uat_fetch_add_unless_8_acquire:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	beq a3,a6,.L15
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	add t2,a1,a2
	sw a4,0(a0)
	sw t2,4(a0)
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret
	bne a4,a7,.L5
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret

uat_fetch_add_unless_8_release:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	beq a3,a6,.L15
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	add t2,a1,a2
	sw a4,0(a0)
	sw t2,4(a0)
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret
	bne a4,a7,.L5
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret

uat_fetch_add_unless_8_acq_rel:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	beq a3,a6,.L15
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	add t2,a1,a2
	sw a4,0(a0)
	sw t2,4(a0)
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret
	bne a4,a7,.L5
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret

uat_fetch_add_unless_8_seq_cst:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	beq a3,a6,.L15
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	add t2,a1,a2
	sw a4,0(a0)
	sw t2,4(a0)
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret
	bne a4,a7,.L5
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret

uat_fetch_add_unless_8_seq_cst_fence:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	beq a3,a6,.L15
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	add t2,a1,a2
	sw a4,0(a0)
	sw t2,4(a0)
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret
	bne a4,a7,.L5
	csrs mstatus,a5
	mv a0,a6
	mv a1,a7
	ret

uat_add_unless_8_relaxed:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	beq a3,a6,.L14
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	sw a4,0(a0)
	add a7,a1,a2
	sw a7,4(a0)
	li a0,1
	csrs mstatus,a5
	ret
	bne a4,a7,.L5
	li a0,0
	csrs mstatus,a5
	ret

uat_add_unless_8_acquire:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	beq a3,a6,.L14
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	sw a4,0(a0)
	add a7,a1,a2
	sw a7,4(a0)
	li a0,1
	csrs mstatus,a5
	ret
	bne a4,a7,.L5
	li a0,0
	csrs mstatus,a5
	ret

uat_add_unless_8_release:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	beq a3,a6,.L14
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	sw a4,0(a0)
	add a7,a1,a2
	sw a7,4(a0)
	li a0,1
	csrs mstatus,a5
	ret
	bne a4,a7,.L5
	li a0,0
	csrs mstatus,a5
	ret

uat_add_unless_8_acq_rel:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	beq a3,a6,.L14
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	sw a4,0(a0)
	add a7,a1,a2
	sw a7,4(a0)
	li a0,1
	csrs mstatus,a5
	ret
	bne a4,a7,.L5
	li a0,0
	csrs mstatus,a5
	ret

uat_add_unless_8_seq_cst:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	beq a3,a6,.L14
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	sw a4,0(a0)
	add a7,a1,a2
	sw a7,4(a0)
	li a0,1
	csrs mstatus,a5
	ret
	bne a4,a7,.L5
	li a0,0
	csrs mstatus,a5
	ret

uat_add_unless_8_seq_cst_fence:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	beq a3,a6,.L14
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	sw a4,0(a0)
	add a7,a1,a2
	sw a7,4(a0)
	li a0,1
	csrs mstatus,a5
	ret
	bne a4,a7,.L5
	li a0,0
	csrs mstatus,a5
	ret

uat_dec_if_positive_8_relaxed:
	mv a3,a0
	csrrc a2,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a2,a2,8
	blez t2,.L13
	seqz a6,t1
	add a0,t1,-1
	sub a1,t2,a6
	sw a0,0(a3)
	sw a1,4(a3)
	csrs mstatus,a2
	ret
	bnez t2,.L15
	bnez t1,.L6
	lui a3,0x80000
	xor a3,a3,t2
	or a3,a3,t1
	snez a3,a3
	sub a3,t1,a3
	sltu a4,t1,a3
	mv a0,a3
	sub a1,t2,a4
	csrs mstatus,a2
	ret

uat_dec_if_positive_8_acquire:
	mv a3,a0
	csrrc a2,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a2,a2,8
	blez t2,.L13
	seqz a6,t1
	add a0,t1,-1
	sub a1,t2,a6
	sw a0,0(a3)
	sw a1,4(a3)
	csrs mstatus,a2
	ret
	bnez t2,.L15
	bnez t1,.L6
	lui a3,0x80000
	xor a3,a3,t2
	or a3,a3,t1
	snez a3,a3
	sub a3,t1,a3
	sltu a4,t1,a3
	mv a0,a3
	sub a1,t2,a4
	csrs mstatus,a2
	ret

uat_dec_if_positive_8_release:
	mv a3,a0
	csrrc a2,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a2,a2,8
	blez t2,.L13
	seqz a6,t1
	add a0,t1,-1
	sub a1,t2,a6
	sw a0,0(a3)
	sw a1,4(a3)
	csrs mstatus,a2
	ret
	bnez t2,.L15
	bnez t1,.L6
	lui a3,0x80000
	xor a3,a3,t2
	or a3,a3,t1
	snez a3,a3
	sub a3,t1,a3
	sltu a4,t1,a3
	mv a0,a3
	sub a1,t2,a4
	csrs mstatus,a2
	ret

uat_dec_if_positive_8_acq_rel:
	mv a3,a0
	csrrc a2,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a2,a2,8
	blez t2,.L13
	seqz a6,t1
	add a0,t1,-1
	sub a1,t2,a6
	sw a0,0(a3)
	sw a1,4(a3)
	csrs mstatus,a2
	ret
	bnez t2,.L15
	bnez t1,.L6
	lui a3,0x80000
	xor a3,a3,t2
	or a3,a3,t1
	snez a3,a3
	sub a3,t1,a3
	sltu a4,t1,a3
	mv a0,a3
	sub a1,t2,a4
	csrs mstatus,a2
	ret

uat_dec_if_positive_8_seq_cst:
	mv a3,a0
	csrrc a2,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a2,a2,8
	blez t2,.L13
	seqz a6,t1
	add a0,t1,-1
	sub a1,t2,a6
	sw a0,0(a3)
	sw a1,4(a3)
	csrs mstatus,a2
	ret
	bnez t2,.L15
	bnez t1,.L6
	lui a3,0x80000
	xor a3,a3,t2
	or a3,a3,t1
	snez a3,a3
	sub a3,t1,a3
	sltu a4,t1,a3
	mv a0,a3
	sub a1,t2,a4
	csrs mstatus,a2
	ret

uat_dec_if_positive_8_seq_cst_fence:
	mv a3,a0
	csrrc a2,mstatus,8
	lw t1,0(a0)
	lw t2,4(a0)
	and a2,a2,8
	blez t2,.L13
	seqz a6,t1
	add a0,t1,-1
	sub a1,t2,a6
	sw a0,0(a3)
	sw a1,4(a3)
	csrs mstatus,a2
	ret
	bnez t2,.L15
	bnez t1,.L6
	lui a3,0x80000
	xor a3,a3,t2
	or a3,a3,t1
	snez a3,a3
	sub a3,t1,a3
	sltu a4,t1,a3
	mv a0,a3
	sub a1,t2,a4
	csrs mstatus,a2
	ret

uat_cond_load_8_relaxed:
	mv a5,a0
	mv a4,a1
	csrrc a3,mstatus,8
	lw a0,0(a5)
	and a3,a3,8
	lw a1,4(a5)
	csrs mstatus,a3
	bne a4,a0,.L10
	bne a2,a1,.L10
	ret
	.word 0x0100000f
	j .L2

uat_cond_load_8_consume:
	mv a5,a0
	mv a4,a1
	csrrc a3,mstatus,8
	lw a0,0(a5)
	and a3,a3,8
	lw a1,4(a5)
	csrs mstatus,a3
	bne a4,a0,.L10
	bne a2,a1,.L10
	ret
	.word 0x0100000f
	j .L2

uat_cond_load_8_acquire:
	mv a5,a0
	mv a4,a1
	csrrc a3,mstatus,8
	lw a0,0(a5)
	and a3,a3,8
	lw a1,4(a5)
	csrs mstatus,a3
	bne a4,a0,.L10
	bne a2,a1,.L10
	ret
	.word 0x0100000f
	j .L2

uat_cond_load_8_seq_cst:
	mv a5,a0
	mv a4,a1
	csrrc a3,mstatus,8
	lw a0,0(a5)
	and a3,a3,8
	lw a1,4(a5)
	csrs mstatus,a3
	bne a4,a0,.L10
	bne a2,a1,.L10
	ret
	.word 0x0100000f
	j .L2

uat_cond_load_8_seq_cst_fence:
	mv a5,a0
	mv a4,a1
	csrrc a3,mstatus,8
	lw a0,0(a5)
	and a3,a3,8
	lw a1,4(a5)
	csrs mstatus,a3
	bne a4,a0,.L10
	bne a2,a1,.L10
	ret
	.word 0x0100000f
	j .L2

uat_inc_8_relaxed:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a4,a6,1
	sltu a1,a4,a6
	add a3,a1,a7
	sw a4,0(a0)
	sw a3,4(a0)
	csrs mstatus,a5
	ret

uat_inc_8_acquire:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a4,a6,1
	sltu a1,a4,a6
	add a3,a1,a7
	sw a4,0(a0)
	sw a3,4(a0)
	csrs mstatus,a5
	ret

uat_inc_8_release:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a4,a6,1
	sltu a1,a4,a6
	add a3,a1,a7
	sw a4,0(a0)
	sw a3,4(a0)
	csrs mstatus,a5
	ret

uat_inc_8_acq_rel:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a4,a6,1
	sltu a1,a4,a6
	add a3,a1,a7
	sw a4,0(a0)
	sw a3,4(a0)
	csrs mstatus,a5
	ret

uat_inc_8_seq_cst:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a4,a6,1
	sltu a1,a4,a6
	add a3,a1,a7
	sw a4,0(a0)
	sw a3,4(a0)
	csrs mstatus,a5
	ret

uat_inc_8_seq_cst_fence:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a4,a6,1
	sltu a1,a4,a6
	add a3,a1,a7
	sw a4,0(a0)
	sw a3,4(a0)
	csrs mstatus,a5
	ret

uat_dec_8_relaxed:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a2,a6,-1
	seqz a4,a6
	sub a3,a7,a4
	sw a2,0(a0)
	sw a3,4(a0)
	csrs mstatus,a5
	ret

uat_dec_8_acquire:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a2,a6,-1
	seqz a4,a6
	sub a3,a7,a4
	sw a2,0(a0)
	sw a3,4(a0)
	csrs mstatus,a5
	ret

uat_dec_8_release:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a2,a6,-1
	seqz a4,a6
	sub a3,a7,a4
	sw a2,0(a0)
	sw a3,4(a0)
	csrs mstatus,a5
	ret

uat_dec_8_acq_rel:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a2,a6,-1
	seqz a4,a6
	sub a3,a7,a4
	sw a2,0(a0)
	sw a3,4(a0)
	csrs mstatus,a5
	ret

uat_dec_8_seq_cst:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a2,a6,-1
	seqz a4,a6
	sub a3,a7,a4
	sw a2,0(a0)
	sw a3,4(a0)
	csrs mstatus,a5
	ret

uat_dec_8_seq_cst_fence:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a2,a6,-1
	seqz a4,a6
	sub a3,a7,a4
	sw a2,0(a0)
	sw a3,4(a0)
	csrs mstatus,a5
	ret

uat_add_around_8_mb:
	csrrc a5,mstatus,8
	lw a6,0(a0)
	lw a7,4(a0)
	and a5,a5,8
	add a4,a1,a6
	sltu a1,a4,a1
	add a2,a2,a7
	add a7,a1,a2
	sw a4,0(a0)
	sw a7,4(a0)
	csrs mstatus,a5
	ret

uat_smp_mb:
	ret

uat_smp_rmb:
	ret

uat_smp_wmb:
	ret

uat_mb:
	fence
	ret

uat_rmb:
	fence ir,ir
	ret

uat_wmb:
	fence ow,ow
	ret


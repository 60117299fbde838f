uat_load_1_relaxed:
	lbz r3,0(r3)
	blr

uat_load_1_consume:
	lbz r3,0(r3)
	blr

uat_load_1_acquire:
	lbz r3,0(r3)
	lwsync
	clrlwi r3,r3,24
	blr

uat_load_1_seq_cst:
	hwsync
	lbz r3,0(r3)
	lwsync
	clrlwi r3,r3,24
	blr

uat_load_1_seq_cst_fence:
	hwsync
	lbz r3,0(r3)
	hwsync
	clrlwi r3,r3,24
	blr

uat_store_1_relaxed:
	stb r4,0(r3)
	blr

uat_store_1_release:
	lwsync
	stb r4,0(r3)
	blr

uat_store_1_seq_cst:
	hwsync
	stb r4,0(r3)
	blr

uat_store_1_seq_cst_fence:
	hwsync
	stb r4,0(r3)
	hwsync
	blr

uat_cmpxchg_1_relaxed:
	lbarx r9,0,r3
	cmpw r9,r4
	bne- .L5
	stbcx. r5,0,r3
	bne- .L0
	clrlwi r3,r9,24
	blr

uat_cmpxchg_1_acquire:
	lbarx r9,0,r3
	cmpw r9,r4
	bne- .L5
	stbcx. r5,0,r3
	bne- .L0
	lwsync
	clrlwi r3,r9,24
	blr

uat_cmpxchg_1_release:
	lwsync
	lbarx r9,0,r3
	cmpw r9,r4
	bne- .L6
	stbcx. r5,0,r3
	bne- .L1
	clrlwi r3,r9,24
	blr

uat_cmpxchg_1_acq_rel:
	lwsync
	lbarx r9,0,r3
	cmpw r9,r4
	bne- .L6
	stbcx. r5,0,r3
	bne- .L1
	lwsync
	clrlwi r3,r9,24
	blr

uat_cmpxchg_1_seq_cst:
	hwsync
	lbarx r9,0,r3
	cmpw r9,r4
	bne- .L6
	stbcx. r5,0,r3
	bne- .L1
	lwsync
	clrlwi r3,r9,24
	blr

uat_cmpxchg_1_seq_cst_fence_sc:
	hwsync
	lbarx r9,0,r3
	cmpw r9,r4
	bne- .L6
	stbcx. r5,0,r3
	bne- .L1
	hwsync
	clrlwi r3,r9,24
	blr

uat_cmpxchg_1_seq_cst_fence:
	hwsync
	lbarx r9,0,r3
	cmpw r9,r4
	bne- .L6
	stbcx. r5,0,r3
	bne- .L1
	hwsync
	clrlwi r3,r9,24
	blr

uat_cmpxchg_test_1_seq_cst_fence:
	hwsync
	lbarx r9,0,r3
	cmpw r9,r4
	bne- .L6
	stbcx. r5,0,r3
	bne- .L1
	hwsync
	clrlwi r3,r9,24
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_1_relaxed:
	lbarx r9,0,r3
	cmpw r9,r4
	bne- .L5
	stbcx. r5,0,r3
	bne- .L0
	clrlwi r3,r9,24
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_1_acquire:
	lbarx r9,0,r3
	cmpw r9,r4
	bne- .L5
	stbcx. r5,0,r3
	bne- .L0
	lwsync
	clrlwi r3,r9,24
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_1_release:
	lwsync
	lbarx r9,0,r3
	cmpw r9,r4
	bne- .L6
	stbcx. r5,0,r3
	bne- .L1
	clrlwi r3,r9,24
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_1_acq_rel:
	lwsync
	lbarx r9,0,r3
	cmpw r9,r4
	bne- .L6
	stbcx. r5,0,r3
	bne- .L1
	lwsync
	clrlwi r3,r9,24
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_1_seq_cst:
	hwsync
	lbarx r9,0,r3
	cmpw r9,r4
	bne- .L6
	stbcx. r5,0,r3
	bne- .L1
	lwsync
	clrlwi r3,r9,24
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_1_seq_cst_fence_sc:
	hwsync
	lbarx r9,0,r3
	cmpw r9,r4
	bne- .L6
	stbcx. r5,0,r3
	bne- .L1
	hwsync
	clrlwi r3,r9,24
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_1_seq_cst_fence:
	hwsync
	lbarx r9,0,r3
	cmpw r9,r4
	bne- .L6
	stbcx. r5,0,r3
	bne- .L1
	hwsync
	clrlwi r3,r9,24
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_1_relaxed:
	lbarx r9,0,r3
	cmpw r9,r4
	bne- .L5
	stbcx. r5,0,r3
	bne- .L0
	clrlwi r3,r9,24
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_1_acquire:
	lbarx r9,0,r3
	cmpw r9,r4
	bne- .L5
	stbcx. r5,0,r3
	bne- .L0
	lwsync
	clrlwi r3,r9,24
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_1_release:
	lwsync
	lbarx r9,0,r3
	cmpw r9,r4
	bne- .L6
	stbcx. r5,0,r3
	bne- .L1
	clrlwi r3,r9,24
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_1_acq_rel:
	lwsync
	lbarx r9,0,r3
	cmpw r9,r4
	bne- .L6
	stbcx. r5,0,r3
	bne- .L1
	lwsync
	clrlwi r3,r9,24
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_1_seq_cst:
	hwsync
	lbarx r9,0,r3
	cmpw r9,r4
	bne- .L6
	stbcx. r5,0,r3
	bne- .L1
	lwsync
	clrlwi r3,r9,24
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_1_seq_cst_fence_sc:
	hwsync
	lbarx r9,0,r3
	cmpw r9,r4
	bne- .L6
	stbcx. r5,0,r3
	bne- .L1
	hwsync
	clrlwi r3,r9,24
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_1_seq_cst_fence:
	hwsync
	lbarx r9,0,r3
	cmpw r9,r4
	bne- .L6
	stbcx. r5,0,r3
	bne- .L1
	hwsync
	clrlwi r3,r9,24
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_xchg_1_relaxed:
	lbarx r9,0,r3
	stbcx. r4,0,r3
	bne- .L0
	clrlwi r3,r9,24
	blr

uat_xchg_1_acquire:
	lbarx r9,0,r3
	stbcx. r4,0,r3
	bne- .L0
	lwsync
	clrlwi r3,r9,24
	blr

uat_xchg_1_release:
	lwsync
	lbarx r9,0,r3
	stbcx. r4,0,r3
	bne- .L1
	clrlwi r3,r9,24
	blr

uat_xchg_1_acq_rel:
	lwsync
	lbarx r9,0,r3
	stbcx. r4,0,r3
	bne- .L1
	lwsync
	clrlwi r3,r9,24
	blr

uat_xchg_1_seq_cst:
	hwsync
	lbarx r9,0,r3
	stbcx. r4,0,r3
	bne- .L1
	lwsync
	clrlwi r3,r9,24
	blr

uat_xchg_1_seq_cst_fence:
	hwsync
	lbarx r9,0,r3
	stbcx. r4,0,r3
	bne- .L1
	hwsync
	clrlwi r3,r9,24
	blr

uat_add_return_1_relaxed:
	lbarx r9,0,r3
	add r9,r9,r4
	stbcx. r9,0,r3
	bne- .L0
	clrlwi r3,r9,24
	blr

uat_add_return_1_acquire:
	lbarx r9,0,r3
	add r9,r9,r4
	stbcx. r9,0,r3
	bne- .L0
	lwsync
	clrlwi r3,r9,24
	blr

uat_add_return_1_release:
	lwsync
	lbarx r9,0,r3
	add r9,r9,r4
	stbcx. r9,0,r3
	bne- .L1
	clrlwi r3,r9,24
	blr

uat_add_return_1_acq_rel:
	lwsync
	lbarx r9,0,r3
	add r9,r9,r4
	stbcx. r9,0,r3
	bne- .L1
	lwsync
	clrlwi r3,r9,24
	blr

uat_add_return_1_seq_cst:
	hwsync
	lbarx r9,0,r3
	add r9,r9,r4
	stbcx. r9,0,r3
	bne- .L1
	lwsync
	clrlwi r3,r9,24
	blr

uat_add_return_1_seq_cst_fence:
	hwsync
	lbarx r9,0,r3
	add r9,r9,r4
	stbcx. r9,0,r3
	bne- .L1
	hwsync
	clrlwi r3,r9,24
	blr

uat_add_1_relaxed:
	lbarx r9,0,r3
	add r9,r9,r4
	stbcx. r9,0,r3
	bne- .L0
	blr

uat_add_1_acquire:
	lbarx r9,0,r3
	add r9,r9,r4
	stbcx. r9,0,r3
	bne- .L0
	lwsync
	blr

uat_add_1_release:
	lwsync
	lbarx r9,0,r3
	add r9,r9,r4
	stbcx. r9,0,r3
	bne- .L1
	blr

uat_add_1_acq_rel:
	lwsync
	lbarx r9,0,r3
	add r9,r9,r4
	stbcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_add_1_seq_cst:
	hwsync
	lbarx r9,0,r3
	add r9,r9,r4
	stbcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_add_1_seq_cst_fence:
	hwsync
	lbarx r9,0,r3
	add r9,r9,r4
	stbcx. r9,0,r3
	bne- .L1
	hwsync
	blr

uat_and_1_relaxed:
	lbarx r9,0,r3
	and. r9,r9,r4
	stbcx. r9,0,r3
	bne- .L0
	blr

uat_and_1_acquire:
	lbarx r9,0,r3
	and. r9,r9,r4
	stbcx. r9,0,r3
	bne- .L0
	lwsync
	blr

uat_and_1_release:
	lwsync
	lbarx r9,0,r3
	and. r9,r9,r4
	stbcx. r9,0,r3
	bne- .L1
	blr

uat_and_1_acq_rel:
	lwsync
	lbarx r9,0,r3
	and. r9,r9,r4
	stbcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_and_1_seq_cst:
	hwsync
	lbarx r9,0,r3
	and. r9,r9,r4
	stbcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_and_1_seq_cst_fence:
	hwsync
	lbarx r9,0,r3
	and. r9,r9,r4
	stbcx. r9,0,r3
	bne- .L1
	hwsync
	blr

uat_or_1_relaxed:
	lbarx r9,0,r3
	or r9,r9,r4
	stbcx. r9,0,r3
	bne- .L0
	blr

uat_or_1_acquire:
	lbarx r9,0,r3
	or r9,r9,r4
	stbcx. r9,0,r3
	bne- .L0
	lwsync
	blr

uat_or_1_release:
	lwsync
	lbarx r9,0,r3
	or r9,r9,r4
	stbcx. r9,0,r3
	bne- .L1
	blr

uat_or_1_acq_rel:
	lwsync
	lbarx r9,0,r3
	or r9,r9,r4
	stbcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_or_1_seq_cst:
	hwsync
	lbarx r9,0,r3
	or r9,r9,r4
	stbcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_or_1_seq_cst_fence:
	hwsync
	lbarx r9,0,r3
	or r9,r9,r4
	stbcx. r9,0,r3
	bne- .L1
	hwsync
	blr

uat_xor_1_relaxed:
	lbarx r9,0,r3
	xor r9,r9,r4
	stbcx. r9,0,r3
	bne- .L0
	blr

uat_xor_1_acquire:
	lbarx r9,0,r3
	xor r9,r9,r4
	stbcx. r9,0,r3
	bne- .L0
	lwsync
	blr

uat_xor_1_release:
	lwsync
	lbarx r9,0,r3
	xor r9,r9,r4
	stbcx. r9,0,r3
	bne- .L1
	blr

uat_xor_1_acq_rel:
	lwsync
	lbarx r9,0,r3
	xor r9,r9,r4
	stbcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_xor_1_seq_cst:
	hwsync
	lbarx r9,0,r3
	xor r9,r9,r4
	stbcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_xor_1_seq_cst_fence:
	hwsync
	lbarx r9,0,r3
	xor r9,r9,r4
	stbcx. r9,0,r3
	bne- .L1
	hwsync
	blr

uat_fetch_add_1_relaxed:
	lbarx r9,0,r3
	add r10,r9,r4
	stbcx. r10,0,r3
	bne- .L0
	clrlwi r3,r9,24
	blr

uat_fetch_add_1_acquire:
	lbarx r9,0,r3
	add r10,r9,r4
	stbcx. r10,0,r3
	bne- .L0
	lwsync
	clrlwi r3,r9,24
	blr

uat_fetch_add_1_release:
	lwsync
	lbarx r9,0,r3
	add r10,r9,r4
	stbcx. r10,0,r3
	bne- .L1
	clrlwi r3,r9,24
	blr

uat_fetch_add_1_acq_rel:
	lwsync
	lbarx r9,0,r3
	add r10,r9,r4
	stbcx. r10,0,r3
	bne- .L1
	lwsync
	clrlwi r3,r9,24
	blr

uat_fetch_add_1_seq_cst:
	hwsync
	lbarx r9,0,r3
	add r10,r9,r4
	stbcx. r10,0,r3
	bne- .L1
	lwsync
	clrlwi r3,r9,24
	blr

uat_fetch_add_1_seq_cst_fence:
	hwsync
	lbarx r9,0,r3
	add r10,r9,r4
	stbcx. r10,0,r3
	bne- .L1
	hwsync
	clrlwi r3,r9,24
	blr

uat_fetch_and_1_relaxed:
	lbarx r9,0,r3
	and. r10,r9,r4
	stbcx. r10,0,r3
	bne- .L0
	clrlwi r3,r9,24
	blr

uat_fetch_and_1_acquire:
	lbarx r9,0,r3
	and. r10,r9,r4
	stbcx. r10,0,r3
	bne- .L0
	lwsync
	clrlwi r3,r9,24
	blr

uat_fetch_and_1_release:
	lwsync
	lbarx r9,0,r3
	and. r10,r9,r4
	stbcx. r10,0,r3
	bne- .L1
	clrlwi r3,r9,24
	blr

uat_fetch_and_1_acq_rel:
	lwsync
	lbarx r9,0,r3
	and. r10,r9,r4
	stbcx. r10,0,r3
	bne- .L1
	lwsync
	clrlwi r3,r9,24
	blr

uat_fetch_and_1_seq_cst:
	hwsync
	lbarx r9,0,r3
	and. r10,r9,r4
	stbcx. r10,0,r3
	bne- .L1
	lwsync
	clrlwi r3,r9,24
	blr

uat_fetch_and_1_seq_cst_fence:
	hwsync
	lbarx r9,0,r3
	and. r10,r9,r4
	stbcx. r10,0,r3
	bne- .L1
	hwsync
	clrlwi r3,r9,24
	blr

uat_fetch_or_1_relaxed:
	lbarx r9,0,r3
	or r10,r9,r4
	stbcx. r10,0,r3
	bne- .L0
	clrlwi r3,r9,24
	blr

uat_fetch_or_1_acquire:
	lbarx r9,0,r3
	or r10,r9,r4
	stbcx. r10,0,r3
	bne- .L0
	lwsync
	clrlwi r3,r9,24
	blr

uat_fetch_or_1_release:
	lwsync
	lbarx r9,0,r3
	or r10,r9,r4
	stbcx. r10,0,r3
	bne- .L1
	clrlwi r3,r9,24
	blr

uat_fetch_or_1_acq_rel:
	lwsync
	lbarx r9,0,r3
	or r10,r9,r4
	stbcx. r10,0,r3
	bne- .L1
	lwsync
	clrlwi r3,r9,24
	blr

uat_fetch_or_1_seq_cst:
	hwsync
	lbarx r9,0,r3
	or r10,r9,r4
	stbcx. r10,0,r3
	bne- .L1
	lwsync
	clrlwi r3,r9,24
	blr

uat_fetch_or_1_seq_cst_fence:
	hwsync
	lbarx r9,0,r3
	or r10,r9,r4
	stbcx. r10,0,r3
	bne- .L1
	hwsync
	clrlwi r3,r9,24
	blr

uat_fetch_xor_1_relaxed:
	lbarx r9,0,r3
	xor r10,r9,r4
	stbcx. r10,0,r3
	bne- .L0
	clrlwi r3,r9,24
	blr

uat_fetch_xor_1_acquire:
	lbarx r9,0,r3
	xor r10,r9,r4
	stbcx. r10,0,r3
	bne- .L0
	lwsync
	clrlwi r3,r9,24
	blr

uat_fetch_xor_1_release:
	lwsync
	lbarx r9,0,r3
	xor r10,r9,r4
	stbcx. r10,0,r3
	bne- .L1
	clrlwi r3,r9,24
	blr

uat_fetch_xor_1_acq_rel:
	lwsync
	lbarx r9,0,r3
	xor r10,r9,r4
	stbcx. r10,0,r3
	bne- .L1
	lwsync
	clrlwi r3,r9,24
	blr

uat_fetch_xor_1_seq_cst:
	hwsync
	lbarx r9,0,r3
	xor r10,r9,r4
	stbcx. r10,0,r3
	bne- .L1
	lwsync
	clrlwi r3,r9,24
	blr

uat_fetch_xor_1_seq_cst_fence:
	hwsync
	lbarx r9,0,r3
	xor r10,r9,r4
	stbcx. r10,0,r3
	bne- .L1
	hwsync
	clrlwi r3,r9,24
	blr

uat_fetch_smax_1_relaxed:
	lbz r9,0(r3)
	mr r6,r4
	nop
	ori r2,r2,0
	extsb r10,r9
	clrlwi r7,r9,24
	cmpw r10,r4
	mr r10,r9
	bge .L10
	mr r10,r6
	clrlwi r10,r10,24
	lbarx r8,0,r3
	cmpw r8,r7
	bne- .L16
	stbcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,24
	clrlwi r10,r8,24
	cmpw r7,r10
	mr r9,r8
	bne .L4
	extsb r3,r8
	blr

uat_fetch_smax_1_acquire:
	lbz r9,0(r3)
	mr r6,r4
	nop
	ori r2,r2,0
	extsb r10,r9
	clrlwi r7,r9,24
	cmpw r10,r4
	mr r10,r9
	bge .L10
	mr r10,r6
	clrlwi r10,r10,24
	lbarx r8,0,r3
	cmpw r8,r7
	bne- .L16
	stbcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,24
	clrlwi r10,r8,24
	cmpw r7,r10
	mr r9,r8
	bne .L4
	lwsync
	extsb r3,r8
	blr

uat_fetch_smax_1_release:
	lwsync
	lbz r9,0(r3)
	mr r6,r4
	ori r2,r2,0
	extsb r10,r9
	clrlwi r7,r9,24
	cmpw r10,r4
	mr r10,r9
	bge .L10
	mr r10,r6
	clrlwi r10,r10,24
	lbarx r8,0,r3
	cmpw r8,r7
	bne- .L16
	stbcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,24
	clrlwi r10,r8,24
	cmpw r7,r10
	mr r9,r8
	bne .L4
	extsb r3,r8
	blr

uat_fetch_smax_1_acq_rel:
	lwsync
	lbz r9,0(r3)
	mr r6,r4
	ori r2,r2,0
	extsb r10,r9
	clrlwi r7,r9,24
	cmpw r10,r4
	mr r10,r9
	bge .L10
	mr r10,r6
	clrlwi r10,r10,24
	lbarx r8,0,r3
	cmpw r8,r7
	bne- .L16
	stbcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,24
	clrlwi r10,r8,24
	cmpw r7,r10
	mr r9,r8
	bne .L4
	lwsync
	extsb r3,r8
	blr

uat_fetch_smax_1_seq_cst:
	hwsync
	lbz r9,0(r3)
	mr r6,r4
	ori r2,r2,0
	extsb r10,r9
	clrlwi r7,r9,24
	cmpw r10,r4
	mr r10,r9
	bge .L10
	mr r10,r6
	clrlwi r10,r10,24
	lbarx r8,0,r3
	cmpw r8,r7
	bne- .L16
	stbcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,24
	clrlwi r10,r8,24
	cmpw r7,r10
	mr r9,r8
	bne .L4
	lwsync
	extsb r3,r8
	blr

uat_fetch_smax_1_seq_cst_fence:
	hwsync
	lbz r9,0(r3)
	mr r6,r4
	ori r2,r2,0
	extsb r10,r9
	clrlwi r7,r9,24
	cmpw r10,r4
	mr r10,r9
	bge .L10
	mr r10,r6
	clrlwi r10,r10,24
	lbarx r8,0,r3
	cmpw r8,r7
	bne- .L16
	stbcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,24
	clrlwi r10,r8,24
	cmpw r7,r10
	mr r9,r8
	bne .L4
	hwsync
	extsb r3,r8
	blr

uat_fetch_umax_1_relaxed:
	lbz r9,0(r3)
	mr r6,r4
	nop
	ori r2,r2,0
	clrlwi r10,r9,24
	clrlwi r7,r9,24
	cmplw r4,r10
	mr r10,r6
	bge .L10
	mr r10,r9
	clrlwi r10,r10,24
	lbarx r8,0,r3
	cmpw r8,r7
	bne- .L16
	stbcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,24
	clrlwi r10,r8,24
	cmpw r7,r10
	mr r9,r8
	bne .L4
	clrlwi r3,r8,24
	blr

uat_fetch_umax_1_acquire:
	lbz r9,0(r3)
	mr r6,r4
	nop
	ori r2,r2,0
	clrlwi r10,r9,24
	clrlwi r7,r9,24
	cmplw r4,r10
	mr r10,r6
	bge .L10
	mr r10,r9
	clrlwi r10,r10,24
	lbarx r8,0,r3
	cmpw r8,r7
	bne- .L16
	stbcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,24
	clrlwi r10,r8,24
	cmpw r7,r10
	mr r9,r8
	bne .L4
	lwsync
	clrlwi r3,r8,24
	blr

uat_fetch_umax_1_release:
	lwsync
	lbz r9,0(r3)
	mr r6,r4
	ori r2,r2,0
	clrlwi r10,r9,24
	clrlwi r7,r9,24
	cmplw r4,r10
	mr r10,r6
	bge .L10
	mr r10,r9
	clrlwi r10,r10,24
	lbarx r8,0,r3
	cmpw r8,r7
	bne- .L16
	stbcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,24
	clrlwi r10,r8,24
	cmpw r7,r10
	mr r9,r8
	bne .L4
	clrlwi r3,r8,24
	blr

uat_fetch_umax_1_acq_rel:
	lwsync
	lbz r9,0(r3)
	mr r6,r4
	ori r2,r2,0
	clrlwi r10,r9,24
	clrlwi r7,r9,24
	cmplw r4,r10
	mr r10,r6
	bge .L10
	mr r10,r9
	clrlwi r10,r10,24
	lbarx r8,0,r3
	cmpw r8,r7
	bne- .L16
	stbcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,24
	clrlwi r10,r8,24
	cmpw r7,r10
	mr r9,r8
	bne .L4
	lwsync
	clrlwi r3,r8,24
	blr

uat_fetch_umax_1_seq_cst:
	hwsync
	lbz r9,0(r3)
	mr r6,r4
	ori r2,r2,0
	clrlwi r10,r9,24
	clrlwi r7,r9,24
	cmplw r4,r10
	mr r10,r6
	bge .L10
	mr r10,r9
	clrlwi r10,r10,24
	lbarx r8,0,r3
	cmpw r8,r7
	bne- .L16
	stbcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,24
	clrlwi r10,r8,24
	cmpw r7,r10
	mr r9,r8
	bne .L4
	lwsync
	clrlwi r3,r8,24
	blr

uat_fetch_umax_1_seq_cst_fence:
	hwsync
	lbz r9,0(r3)
	mr r6,r4
	ori r2,r2,0
	clrlwi r10,r9,24
	clrlwi r7,r9,24
	cmplw r4,r10
	mr r10,r6
	bge .L10
	mr r10,r9
	clrlwi r10,r10,24
	lbarx r8,0,r3
	cmpw r8,r7
	bne- .L16
	stbcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,24
	clrlwi r10,r8,24
	cmpw r7,r10
	mr r9,r8
	bne .L4
	hwsync
	clrlwi r3,r8,24
	blr

uat_fetch_smin_1_relaxed:
	lbz r9,0(r3)
	mr r6,r4
	nop
	ori r2,r2,0
	extsb r10,r9
	clrlwi r7,r9,24
	cmpw r10,r4
	mr r10,r9
	ble .L10
	mr r10,r6
	clrlwi r10,r10,24
	lbarx r8,0,r3
	cmpw r8,r7
	bne- .L16
	stbcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,24
	clrlwi r10,r8,24
	cmpw r7,r10
	mr r9,r8
	bne .L4
	extsb r3,r8
	blr

uat_fetch_smin_1_acquire:
	lbz r9,0(r3)
	mr r6,r4
	nop
	ori r2,r2,0
	extsb r10,r9
	clrlwi r7,r9,24
	cmpw r10,r4
	mr r10,r9
	ble .L10
	mr r10,r6
	clrlwi r10,r10,24
	lbarx r8,0,r3
	cmpw r8,r7
	bne- .L16
	stbcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,24
	clrlwi r10,r8,24
	cmpw r7,r10
	mr r9,r8
	bne .L4
	lwsync
	extsb r3,r8
	blr

uat_fetch_smin_1_release:
	lwsync
	lbz r9,0(r3)
	mr r6,r4
	ori r2,r2,0
	extsb r10,r9
	clrlwi r7,r9,24
	cmpw r10,r4
	mr r10,r9
	ble .L10
	mr r10,r6
	clrlwi r10,r10,24
	lbarx r8,0,r3
	cmpw r8,r7
	bne- .L16
	stbcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,24
	clrlwi r10,r8,24
	cmpw r7,r10
	mr r9,r8
	bne .L4
	extsb r3,r8
	blr

uat_fetch_smin_1_acq_rel:
	lwsync
	lbz r9,0(r3)
	mr r6,r4
	ori r2,r2,0
	extsb r10,r9
	clrlwi r7,r9,24
	cmpw r10,r4
	mr r10,r9
	ble .L10
	mr r10,r6
	clrlwi r10,r10,24
	lbarx r8,0,r3
	cmpw r8,r7
	bne- .L16
	stbcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,24
	clrlwi r10,r8,24
	cmpw r7,r10
	mr r9,r8
	bne .L4
	lwsync
	extsb r3,r8
	blr

uat_fetch_smin_1_seq_cst:
	hwsync
	lbz r9,0(r3)
	mr r6,r4
	ori r2,r2,0
	extsb r10,r9
	clrlwi r7,r9,24
	cmpw r10,r4
	mr r10,r9
	ble .L10
	mr r10,r6
	clrlwi r10,r10,24
	lbarx r8,0,r3
	cmpw r8,r7
	bne- .L16
	stbcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,24
	clrlwi r10,r8,24
	cmpw r7,r10
	mr r9,r8
	bne .L4
	lwsync
	extsb r3,r8
	blr

uat_fetch_smin_1_seq_cst_fence:
	hwsync
	lbz r9,0(r3)
	mr r6,r4
	ori r2,r2,0
	extsb r10,r9
	clrlwi r7,r9,24
	cmpw r10,r4
	mr r10,r9
	ble .L10
	mr r10,r6
	clrlwi r10,r10,24
	lbarx r8,0,r3
	cmpw r8,r7
	bne- .L16
	stbcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,24
	clrlwi r10,r8,24
	cmpw r7,r10
	mr r9,r8
	bne .L4
	hwsync
	extsb r3,r8
	blr

uat_fetch_umin_1_relaxed:
	lbz r9,0(r3)
	mr r6,r4
	nop
	ori r2,r2,0
	clrlwi r10,r9,24
	clrlwi r7,r9,24
	cmplw r4,r10
	mr r10,r6
	ble .L10
	mr r10,r9
	clrlwi r10,r10,24
	lbarx r8,0,r3
	cmpw r8,r7
	bne- .L16
	stbcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,24
	clrlwi r10,r8,24
	cmpw r7,r10
	mr r9,r8
	bne .L4
	clrlwi r3,r8,24
	blr

uat_fetch_umin_1_acquire:
	lbz r9,0(r3)
	mr r6,r4
	nop
	ori r2,r2,0
	clrlwi r10,r9,24
	clrlwi r7,r9,24
	cmplw r4,r10
	mr r10,r6
	ble .L10
	mr r10,r9
	clrlwi r10,r10,24
	lbarx r8,0,r3
	cmpw r8,r7
	bne- .L16
	stbcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,24
	clrlwi r10,r8,24
	cmpw r7,r10
	mr r9,r8
	bne .L4
	lwsync
	clrlwi r3,r8,24
	blr

uat_fetch_umin_1_release:
	lwsync
	lbz r9,0(r3)
	mr r6,r4
	ori r2,r2,0
	clrlwi r10,r9,24
	clrlwi r7,r9,24
	cmplw r4,r10
	mr r10,r6
	ble .L10
	mr r10,r9
	clrlwi r10,r10,24
	lbarx r8,0,r3
	cmpw r8,r7
	bne- .L16
	stbcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,24
	clrlwi r10,r8,24
	cmpw r7,r10
	mr r9,r8
	bne .L4
	clrlwi r3,r8,24
	blr

uat_fetch_umin_1_acq_rel:
	lwsync
	lbz r9,0(r3)
	mr r6,r4
	ori r2,r2,0
	clrlwi r10,r9,24
	clrlwi r7,r9,24
	cmplw r4,r10
	mr r10,r6
	ble .L10
	mr r10,r9
	clrlwi r10,r10,24
	lbarx r8,0,r3
	cmpw r8,r7
	bne- .L16
	stbcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,24
	clrlwi r10,r8,24
	cmpw r7,r10
	mr r9,r8
	bne .L4
	lwsync
	clrlwi r3,r8,24
	blr

uat_fetch_umin_1_seq_cst:
	hwsync
	lbz r9,0(r3)
	mr r6,r4
	ori r2,r2,0
	clrlwi r10,r9,24
	clrlwi r7,r9,24
	cmplw r4,r10
	mr r10,r6
	ble .L10
	mr r10,r9
	clrlwi r10,r10,24
	lbarx r8,0,r3
	cmpw r8,r7
	bne- .L16
	stbcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,24
	clrlwi r10,r8,24
	cmpw r7,r10
	mr r9,r8
	bne .L4
	lwsync
	clrlwi r3,r8,24
	blr

uat_fetch_umin_1_seq_cst_fence:
	hwsync
	lbz r9,0(r3)
	mr r6,r4
	ori r2,r2,0
	clrlwi r10,r9,24
	clrlwi r7,r9,24
	cmplw r4,r10
	mr r10,r6
	ble .L10
	mr r10,r9
	clrlwi r10,r10,24
	lbarx r8,0,r3
	cmpw r8,r7
	bne- .L16
	stbcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,24
	clrlwi r10,r8,24
	cmpw r7,r10
	mr r9,r8
	bne .L4
	hwsync
	clrlwi r3,r8,24
	blr

uat_test_and_set_bit_1_relaxed:
	clrlwi r4,r4,29
	li r9,1
	slw r9,r9,r4
	lbarx r10,0,r3
	or r8,r10,r9
	stbcx. r8,0,r3
	bne- .L3
	clrldi r10,r10,56
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_set_bit_1_acquire:
	clrlwi r4,r4,29
	li r9,1
	slw r9,r9,r4
	lbarx r10,0,r3
	or r8,r10,r9
	stbcx. r8,0,r3
	bne- .L3
	lwsync
	clrldi r10,r10,56
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_set_bit_1_release:
	lwsync
	li r9,1
	clrlwi r4,r4,29
	slw r9,r9,r4
	lbarx r10,0,r3
	or r8,r10,r9
	stbcx. r8,0,r3
	bne- .L4
	clrldi r10,r10,56
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_set_bit_1_acq_rel:
	lwsync
	li r9,1
	clrlwi r4,r4,29
	slw r9,r9,r4
	lbarx r10,0,r3
	or r8,r10,r9
	stbcx. r8,0,r3
	bne- .L4
	lwsync
	clrldi r10,r10,56
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_set_bit_1_seq_cst:
	hwsync
	li r9,1
	clrlwi r4,r4,29
	slw r9,r9,r4
	lbarx r10,0,r3
	or r8,r10,r9
	stbcx. r8,0,r3
	bne- .L4
	lwsync
	clrldi r10,r10,56
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_set_bit_1_seq_cst_fence:
	hwsync
	li r9,1
	clrlwi r4,r4,29
	slw r9,r9,r4
	lbarx r10,0,r3
	or r8,r10,r9
	stbcx. r8,0,r3
	bne- .L4
	hwsync
	clrldi r10,r10,56
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_clear_bit_1_relaxed:
	clrlwi r4,r4,29
	li r9,1
	slw r9,r9,r4
	not r8,r9
	lbarx r10,0,r3
	and. r7,r10,r8
	stbcx. r7,0,r3
	bne- .L4
	clrldi r10,r10,56
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_clear_bit_1_acquire:
	clrlwi r4,r4,29
	li r9,1
	slw r9,r9,r4
	not r8,r9
	lbarx r10,0,r3
	and. r7,r10,r8
	stbcx. r7,0,r3
	bne- .L4
	lwsync
	clrldi r10,r10,56
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_clear_bit_1_release:
	lwsync
	li r9,1
	clrlwi r4,r4,29
	slw r9,r9,r4
	not r8,r9
	lbarx r10,0,r3
	and. r7,r10,r8
	stbcx. r7,0,r3
	bne- .L5
	clrldi r10,r10,56
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_clear_bit_1_acq_rel:
	lwsync
	li r9,1
	clrlwi r4,r4,29
	slw r9,r9,r4
	not r8,r9
	lbarx r10,0,r3
	and. r7,r10,r8
	stbcx. r7,0,r3
	bne- .L5
	lwsync
	clrldi r10,r10,56
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_clear_bit_1_seq_cst:
	hwsync
	li r9,1
	clrlwi r4,r4,29
	slw r9,r9,r4
	not r8,r9
	lbarx r10,0,r3
	and. r7,r10,r8
	stbcx. r7,0,r3
	bne- .L5
	lwsync
	clrldi r10,r10,56
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_clear_bit_1_seq_cst_fence:
	hwsync
	li r9,1
	clrlwi r4,r4,29
	slw r9,r9,r4
	not r8,r9
	lbarx r10,0,r3
	and. r7,r10,r8
	stbcx. r7,0,r3
	bne- .L5
	hwsync
	clrldi r10,r10,56
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_change_bit_1_relaxed:
	clrlwi r4,r4,29
	li r9,1
	slw r9,r9,r4
	lbarx r10,0,r3
	xor r8,r10,r9
	stbcx. r8,0,r3
	bne- .L3
	clrldi r10,r10,56
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_change_bit_1_acquire:
	clrlwi r4,r4,29
	li r9,1
	slw r9,r9,r4
	lbarx r10,0,r3
	xor r8,r10,r9
	stbcx. r8,0,r3
	bne- .L3
	lwsync
	clrldi r10,r10,56
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_change_bit_1_release:
	lwsync
	li r9,1
	clrlwi r4,r4,29
	slw r9,r9,r4
	lbarx r10,0,r3
	xor r8,r10,r9
	stbcx. r8,0,r3
	bne- .L4
	clrldi r10,r10,56
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_change_bit_1_acq_rel:
	lwsync
	li r9,1
	clrlwi r4,r4,29
	slw r9,r9,r4
	lbarx r10,0,r3
	xor r8,r10,r9
	stbcx. r8,0,r3
	bne- .L4
	lwsync
	clrldi r10,r10,56
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_change_bit_1_seq_cst:
	hwsync
	li r9,1
	clrlwi r4,r4,29
	slw r9,r9,r4
	lbarx r10,0,r3
	xor r8,r10,r9
	stbcx. r8,0,r3
	bne- .L4
	lwsync
	clrldi r10,r10,56
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_change_bit_1_seq_cst_fence:
	hwsync
	li r9,1
	clrlwi r4,r4,29
	slw r9,r9,r4
	lbarx r10,0,r3
	xor r8,r10,r9
	stbcx. r8,0,r3
	bne- .L4
	hwsync
	clrldi r10,r10,56
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_fetch_add_unless_1_relaxed:
	lbz r8,0(r3)
	mr r10,r3
	clrlwi r7,r8,24
	add r9,r4,r8
	cmpw r7,r5
	clrlwi r3,r8,24
	clrlwi r9,r9,24
	beqlr
	lbarx r8,0,r10
	cmpw r8,r3
	bne- .L13
	stbcx. r9,0,r10
	bne- .L8
	clrlwi r9,r8,24
	cmpw r7,r9
	beqlr
	clrlwi r7,r8,24
	add r9,r4,r8
	cmpw r7,r5
	clrlwi r3,r8,24
	clrlwi r9,r9,24
	bne .L8
	blr

uat_fetch_add_unless_1_acquire:
	lbz r9,0(r3)
	clrlwi r8,r9,24
	add r10,r4,r9
	cmpw r8,r5
	clrlwi r7,r9,24
	clrlwi r10,r10,24
	beq .L20
	lbarx r9,0,r3
	cmpw r9,r7
	bne- .L12
	stbcx. r10,0,r3
	bne- .L7
	clrlwi r7,r9,24
	mr r10,r9
	cmpw r8,r7
	bne .L1
	lwsync
	clrlwi r3,r10,24
	blr
	ori r2,r2,0
	mr r10,r9
	b .L17

uat_fetch_add_unless_1_release:
	mr r10,r3
	lwsync
	lbz r8,0(r3)
	clrlwi r7,r8,24
	add r9,r4,r8
	cmpw r7,r5
	clrlwi r3,r8,24
	clrlwi r9,r9,24
	beqlr
	lbarx r8,0,r10
	cmpw r8,r3
	bne- .L14
	stbcx. r9,0,r10
	bne- .L9
	clrlwi r9,r8,24
	cmpw r7,r9
	beqlr
	clrlwi r7,r8,24
	add r9,r4,r8
	cmpw r7,r5
	clrlwi r3,r8,24
	clrlwi r9,r9,24
	bne .L9
	blr

uat_fetch_add_unless_1_acq_rel:
	lwsync
	lbz r9,0(r3)
	clrlwi r8,r9,24
	add r10,r4,r9
	cmpw r8,r5
	clrlwi r7,r9,24
	clrlwi r10,r10,24
	beq .L20
	lbarx r9,0,r3
	cmpw r9,r7
	bne- .L13
	stbcx. r10,0,r3
	bne- .L8
	clrlwi r7,r9,24
	mr r10,r9
	cmpw r8,r7
	bne .L2
	lwsync
	clrlwi r3,r10,24
	blr
	mr r10,r9
	b .L18

uat_fetch_add_unless_1_seq_cst:
	hwsync
	lbz r9,0(r3)
	clrlwi r8,r9,24
	add r10,r4,r9
	cmpw r8,r5
	clrlwi r7,r9,24
	clrlwi r10,r10,24
	beq .L20
	lbarx r9,0,r3
	cmpw r9,r7
	bne- .L13
	stbcx. r10,0,r3
	bne- .L8
	clrlwi r7,r9,24
	mr r10,r9
	cmpw r8,r7
	bne .L2
	lwsync
	clrlwi r3,r10,24
	blr
	mr r10,r9
	b .L18

uat_fetch_add_unless_1_seq_cst_fence:
	hwsync
	lbz r9,0(r3)
	clrlwi r8,r9,24
	add r10,r4,r9
	cmpw r8,r5
	clrlwi r7,r9,24
	clrlwi r10,r10,24
	beq .L20
	lbarx r9,0,r3
	cmpw r9,r7
	bne- .L13
	stbcx. r10,0,r3
	bne- .L8
	clrlwi r7,r9,24
	mr r10,r9
	cmpw r8,r7
	bne .L2
	hwsync
	clrlwi r3,r10,24
	blr
	mr r10,r9
	b .L18

uat_add_unless_1_relaxed:
	lbz r9,0(r3)
	clrlwi r8,r9,24
	add r10,r4,r9
	cmpw r8,r5
	clrlwi r9,r9,24
	clrlwi r10,r10,24
	beq .L24
	lbarx r7,0,r3
	cmpw r7,r9
	bne- .L12
	stbcx. r10,0,r3
	bne- .L7
	clrlwi r9,r7,24
	cmpw r8,r9
	bne .L20
	li r3,1
	extsw r3,r3
	blr
	nop
	ori r2,r2,0
	mr r9,r7
	b .L1
	nop
	ori r2,r2,0
	li r3,0
	b .L16

uat_add_unless_1_acquire:
	lbz r9,0(r3)
	clrlwi r8,r9,24
	add r10,r4,r9
	cmpw r8,r5
	clrlwi r9,r9,24
	clrlwi r10,r10,24
	beq .L24
	lbarx r7,0,r3
	cmpw r7,r9
	bne- .L12
	stbcx. r10,0,r3
	bne- .L7
	clrlwi r9,r7,24
	cmpw r8,r9
	bne .L20
	lwsync
	li r3,1
	extsw r3,r3
	blr
	ori r2,r2,0
	mr r9,r7
	b .L1
	nop
	ori r2,r2,0
	li r3,0
	b .L17

uat_add_unless_1_release:
	lwsync
	lbz r9,0(r3)
	clrlwi r8,r9,24
	add r10,r4,r9
	cmpw r8,r5
	clrlwi r9,r9,24
	clrlwi r10,r10,24
	beq .L24
	lbarx r7,0,r3
	cmpw r7,r9
	bne- .L13
	stbcx. r10,0,r3
	bne- .L8
	clrlwi r9,r7,24
	cmpw r8,r9
	bne .L20
	li r3,1
	extsw r3,r3
	blr
	ori r2,r2,0
	mr r9,r7
	b .L2
	nop
	ori r2,r2,0
	li r3,0
	b .L17

uat_add_unless_1_acq_rel:
	lwsync
	lbz r9,0(r3)
	clrlwi r8,r9,24
	add r10,r4,r9
	cmpw r8,r5
	clrlwi r9,r9,24
	clrlwi r10,r10,24
	beq .L24
	lbarx r7,0,r3
	cmpw r7,r9
	bne- .L13
	stbcx. r10,0,r3
	bne- .L8
	clrlwi r9,r7,24
	cmpw r8,r9
	bne .L20
	lwsync
	li r3,1
	extsw r3,r3
	blr
	mr r9,r7
	b .L2
	nop
	ori r2,r2,0
	li r3,0
	b .L18

uat_add_unless_1_seq_cst:
	hwsync
	lbz r9,0(r3)
	clrlwi r8,r9,24
	add r10,r4,r9
	cmpw r8,r5
	clrlwi r9,r9,24
	clrlwi r10,r10,24
	beq .L24
	lbarx r7,0,r3
	cmpw r7,r9
	bne- .L13
	stbcx. r10,0,r3
	bne- .L8
	clrlwi r9,r7,24
	cmpw r8,r9
	bne .L20
	lwsync
	li r3,1
	extsw r3,r3
	blr
	mr r9,r7
	b .L2
	nop
	ori r2,r2,0
	li r3,0
	b .L18

uat_add_unless_1_seq_cst_fence:
	hwsync
	lbz r9,0(r3)
	clrlwi r8,r9,24
	add r10,r4,r9
	cmpw r8,r5
	clrlwi r9,r9,24
	clrlwi r10,r10,24
	beq .L24
	lbarx r7,0,r3
	cmpw r7,r9
	bne- .L13
	stbcx. r10,0,r3
	bne- .L8
	clrlwi r9,r7,24
	cmpw r8,r9
	bne .L20
	hwsync
	li r3,1
	extsw r3,r3
	blr
	mr r9,r7
	b .L2
	nop
	ori r2,r2,0
	li r3,0
	b .L18

uat_dec_if_positive_1_relaxed:
	lbz r10,0(r3)
	extsb r9,r10
	addi r8,r10,-1
	cmpwi r9,0
	clrlwi r8,r8,24
	clrlwi r7,r10,24
	ble .L24
	lbarx r9,0,r3
	cmpw r9,r7
	bne- .L12
	stbcx. r8,0,r3
	bne- .L7
	clrlwi r10,r10,24
	clrlwi r8,r9,24
	cmpw r10,r8
	bne .L20
	addi r9,r9,-1
	extsb r3,r9
	blr
	ori r2,r2,0
	mr r10,r9
	b .L1
	nop
	ori r2,r2,0
	clrlwi r9,r10,24
	xori r9,r9,128
	cntlzw r9,r9
	srwi r9,r9,5
	xori r9,r9,1
	subf r9,r9,r10
	b .L17

uat_dec_if_positive_1_acquire:
	lbz r10,0(r3)
	extsb r9,r10
	addi r8,r10,-1
	cmpwi r9,0
	clrlwi r8,r8,24
	clrlwi r7,r10,24
	ble .L24
	lbarx r9,0,r3
	cmpw r9,r7
	bne- .L12
	stbcx. r8,0,r3
	bne- .L7
	clrlwi r10,r10,24
	clrlwi r8,r9,24
	cmpw r10,r8
	bne .L20
	addi r9,r9,-1
	lwsync
	extsb r3,r9
	blr
	mr r10,r9
	b .L1
	nop
	ori r2,r2,0
	clrlwi r9,r10,24
	xori r9,r9,128
	cntlzw r9,r9
	srwi r9,r9,5
	xori r9,r9,1
	subf r9,r9,r10
	b .L18

uat_dec_if_positive_1_release:
	lwsync
	lbz r10,0(r3)
	extsb r9,r10
	addi r8,r10,-1
	cmpwi r9,0
	clrlwi r8,r8,24
	clrlwi r7,r10,24
	ble .L24
	lbarx r9,0,r3
	cmpw r9,r7
	bne- .L13
	stbcx. r8,0,r3
	bne- .L8
	clrlwi r10,r10,24
	clrlwi r8,r9,24
	cmpw r10,r8
	bne .L20
	addi r9,r9,-1
	extsb r3,r9
	blr
	mr r10,r9
	b .L2
	nop
	ori r2,r2,0
	clrlwi r9,r10,24
	xori r9,r9,128
	cntlzw r9,r9
	srwi r9,r9,5
	xori r9,r9,1
	subf r9,r9,r10
	b .L18

uat_dec_if_positive_1_acq_rel:
	lwsync
	lbz r10,0(r3)
	extsb r9,r10
	addi r8,r10,-1
	cmpwi r9,0
	clrlwi r8,r8,24
	clrlwi r7,r10,24
	ble .L28
	lbarx r9,0,r3
	cmpw r9,r7
	bne- .L13
	stbcx. r8,0,r3
	bne- .L8
	clrlwi r10,r10,24
	clrlwi r8,r9,24
	cmpw r10,r8
	bne .L24
	addi r9,r9,-1
	lwsync
	extsb r3,r9
	blr
	nop
	nop
	ori r2,r2,0
	mr r10,r9
	b .L2
	nop
	ori r2,r2,0
	clrlwi r9,r10,24
	xori r9,r9,128
	cntlzw r9,r9
	srwi r9,r9,5
	xori r9,r9,1
	subf r9,r9,r10
	b .L19

uat_dec_if_positive_1_seq_cst:
	hwsync
	lbz r10,0(r3)
	extsb r9,r10
	addi r8,r10,-1
	cmpwi r9,0
	clrlwi r8,r8,24
	clrlwi r7,r10,24
	ble .L28
	lbarx r9,0,r3
	cmpw r9,r7
	bne- .L13
	stbcx. r8,0,r3
	bne- .L8
	clrlwi r10,r10,24
	clrlwi r8,r9,24
	cmpw r10,r8
	bne .L24
	addi r9,r9,-1
	lwsync
	extsb r3,r9
	blr
	nop
	nop
	ori r2,r2,0
	mr r10,r9
	b .L2
	nop
	ori r2,r2,0
	clrlwi r9,r10,24
	xori r9,r9,128
	cntlzw r9,r9
	srwi r9,r9,5
	xori r9,r9,1
	subf r9,r9,r10
	b .L19

uat_dec_if_positive_1_seq_cst_fence:
	hwsync
	lbz r10,0(r3)
	extsb r9,r10
	addi r8,r10,-1
	cmpwi r9,0
	clrlwi r8,r8,24
	clrlwi r7,r10,24
	ble .L28
	lbarx r9,0,r3
	cmpw r9,r7
	bne- .L13
	stbcx. r8,0,r3
	bne- .L8
	clrlwi r10,r10,24
	clrlwi r8,r9,24
	cmpw r10,r8
	bne .L24
	addi r9,r9,-1
	hwsync
	extsb r3,r9
	blr
	nop
	nop
	ori r2,r2,0
	mr r10,r9
	b .L2
	nop
	ori r2,r2,0
	clrlwi r9,r10,24
	xori r9,r9,128
	cntlzw r9,r9
	srwi r9,r9,5
	xori r9,r9,1
	subf r9,r9,r10
	b .L19

uat_cond_load_1_relaxed:
	lbz r9,0(r3)
	clrlwi r10,r9,24
	cmpw r10,r4
	bne .L8
	clrlwi r3,r9,24
	blr
	nop
	ori r2,r2,0
	mr r1,r1
	mr r2,r2
	b .L0

uat_cond_load_1_consume:
	lbz r9,0(r3)
	clrlwi r10,r9,24
	cmpw r10,r4
	bne .L8
	clrlwi r3,r9,24
	blr
	nop
	ori r2,r2,0
	mr r1,r1
	mr r2,r2
	b .L0

uat_cond_load_1_acquire:
	lbz r9,0(r3)
	clrlwi r10,r9,24
	cmpw r10,r4
	bne .L8
	lwsync
	clrlwi r3,r9,24
	blr
	ori r2,r2,0
	mr r1,r1
	mr r2,r2
	b .L0

uat_cond_load_1_seq_cst:
	hwsync
	lbz r9,0(r3)
	clrlwi r10,r9,24
	cmpw r10,r4
	bne .L8
	lwsync
	clrlwi r3,r9,24
	blr
	mr r1,r1
	mr r2,r2
	lbz r9,0(r3)
	clrlwi r10,r9,24
	cmpw r10,r4
	bne .L8
	lwsync
	clrlwi r3,r9,24
	blr

uat_cond_load_1_seq_cst_fence:
	hwsync
	lbz r9,0(r3)
	clrlwi r10,r9,24
	cmpw r10,r4
	bne .L8
	hwsync
	clrlwi r3,r9,24
	blr
	mr r1,r1
	mr r2,r2
	lbz r9,0(r3)
	clrlwi r10,r9,24
	cmpw r10,r4
	bne .L8
	hwsync
	clrlwi r3,r9,24
	blr

uat_inc_1_relaxed:
	lbarx r9,0,r3
	addi r9,r9,1
	stbcx. r9,0,r3
	bne- .L0
	blr

uat_inc_1_acquire:
	lbarx r9,0,r3
	addi r9,r9,1
	stbcx. r9,0,r3
	bne- .L0
	lwsync
	blr

uat_inc_1_release:
	lwsync
	lbarx r9,0,r3
	addi r9,r9,1
	stbcx. r9,0,r3
	bne- .L1
	blr

uat_inc_1_acq_rel:
	lwsync
	lbarx r9,0,r3
	addi r9,r9,1
	stbcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_inc_1_seq_cst:
	hwsync
	lbarx r9,0,r3
	addi r9,r9,1
	stbcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_inc_1_seq_cst_fence:
	hwsync
	lbarx r9,0,r3
	addi r9,r9,1
	stbcx. r9,0,r3
	bne- .L1
	hwsync
	blr

uat_dec_1_relaxed:
	lbarx r9,0,r3
	addi r9,r9,-1
	stbcx. r9,0,r3
	bne- .L0
	blr

uat_dec_1_acquire:
	lbarx r9,0,r3
	addi r9,r9,-1
	stbcx. r9,0,r3
	bne- .L0
	lwsync
	blr

uat_dec_1_release:
	lwsync
	lbarx r9,0,r3
	addi r9,r9,-1
	stbcx. r9,0,r3
	bne- .L1
	blr

uat_dec_1_acq_rel:
	lwsync
	lbarx r9,0,r3
	addi r9,r9,-1
	stbcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_dec_1_seq_cst:
	hwsync
	lbarx r9,0,r3
	addi r9,r9,-1
	stbcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_dec_1_seq_cst_fence:
	hwsync
	lbarx r9,0,r3
	addi r9,r9,-1
	stbcx. r9,0,r3
	bne- .L1
	hwsync
	blr

uat_add_around_1_mb:
	hwsync
	lbarx r9,0,r3
	add r9,r9,r4
	stbcx. r9,0,r3
	bne- .L1
	hwsync
	blr

uat_load_2_relaxed:
	lhz r3,0(r3)
	blr

uat_load_2_consume:
	lhz r3,0(r3)
	blr

uat_load_2_acquire:
	lhz r3,0(r3)
	lwsync
	clrlwi r3,r3,16
	blr

uat_load_2_seq_cst:
	hwsync
	lhz r3,0(r3)
	lwsync
	clrlwi r3,r3,16
	blr

uat_load_2_seq_cst_fence:
	hwsync
	lhz r3,0(r3)
	hwsync
	clrlwi r3,r3,16
	blr

uat_store_2_relaxed:
	sth r4,0(r3)
	blr

uat_store_2_release:
	lwsync
	sth r4,0(r3)
	blr

uat_store_2_seq_cst:
	hwsync
	sth r4,0(r3)
	blr

uat_store_2_seq_cst_fence:
	hwsync
	sth r4,0(r3)
	hwsync
	blr

uat_cmpxchg_2_relaxed:
	lharx r9,0,r3
	cmpw r9,r4
	bne- .L5
	sthcx. r5,0,r3
	bne- .L0
	clrlwi r3,r9,16
	blr

uat_cmpxchg_2_acquire:
	lharx r9,0,r3
	cmpw r9,r4
	bne- .L5
	sthcx. r5,0,r3
	bne- .L0
	lwsync
	clrlwi r3,r9,16
	blr

uat_cmpxchg_2_release:
	lwsync
	lharx r9,0,r3
	cmpw r9,r4
	bne- .L6
	sthcx. r5,0,r3
	bne- .L1
	clrlwi r3,r9,16
	blr

uat_cmpxchg_2_acq_rel:
	lwsync
	lharx r9,0,r3
	cmpw r9,r4
	bne- .L6
	sthcx. r5,0,r3
	bne- .L1
	lwsync
	clrlwi r3,r9,16
	blr

uat_cmpxchg_2_seq_cst:
	hwsync
	lharx r9,0,r3
	cmpw r9,r4
	bne- .L6
	sthcx. r5,0,r3
	bne- .L1
	lwsync
	clrlwi r3,r9,16
	blr

uat_cmpxchg_2_seq_cst_fence_sc:
	hwsync
	lharx r9,0,r3
	cmpw r9,r4
	bne- .L6
	sthcx. r5,0,r3
	bne- .L1
	hwsync
	clrlwi r3,r9,16
	blr

uat_cmpxchg_2_seq_cst_fence:
	hwsync
	lharx r9,0,r3
	cmpw r9,r4
	bne- .L6
	sthcx. r5,0,r3
	bne- .L1
	hwsync
	clrlwi r3,r9,16
	blr

uat_cmpxchg_test_2_seq_cst_fence:
	hwsync
	lharx r9,0,r3
	cmpw r9,r4
	bne- .L6
	sthcx. r5,0,r3
	bne- .L1
	hwsync
	clrlwi r3,r9,16
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_2_relaxed:
	lharx r9,0,r3
	cmpw r9,r4
	bne- .L5
	sthcx. r5,0,r3
	bne- .L0
	clrlwi r3,r9,16
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_2_acquire:
	lharx r9,0,r3
	cmpw r9,r4
	bne- .L5
	sthcx. r5,0,r3
	bne- .L0
	lwsync
	clrlwi r3,r9,16
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_2_release:
	lwsync
	lharx r9,0,r3
	cmpw r9,r4
	bne- .L6
	sthcx. r5,0,r3
	bne- .L1
	clrlwi r3,r9,16
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_2_acq_rel:
	lwsync
	lharx r9,0,r3
	cmpw r9,r4
	bne- .L6
	sthcx. r5,0,r3
	bne- .L1
	lwsync
	clrlwi r3,r9,16
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_2_seq_cst:
	hwsync
	lharx r9,0,r3
	cmpw r9,r4
	bne- .L6
	sthcx. r5,0,r3
	bne- .L1
	lwsync
	clrlwi r3,r9,16
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_2_seq_cst_fence_sc:
	hwsync
	lharx r9,0,r3
	cmpw r9,r4
	bne- .L6
	sthcx. r5,0,r3
	bne- .L1
	hwsync
	clrlwi r3,r9,16
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_2_seq_cst_fence:
	hwsync
	lharx r9,0,r3
	cmpw r9,r4
	bne- .L6
	sthcx. r5,0,r3
	bne- .L1
	hwsync
	clrlwi r3,r9,16
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_2_relaxed:
	lharx r9,0,r3
	cmpw r9,r4
	bne- .L5
	sthcx. r5,0,r3
	bne- .L0
	clrlwi r3,r9,16
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_2_acquire:
	lharx r9,0,r3
	cmpw r9,r4
	bne- .L5
	sthcx. r5,0,r3
	bne- .L0
	lwsync
	clrlwi r3,r9,16
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_2_release:
	lwsync
	lharx r9,0,r3
	cmpw r9,r4
	bne- .L6
	sthcx. r5,0,r3
	bne- .L1
	clrlwi r3,r9,16
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_2_acq_rel:
	lwsync
	lharx r9,0,r3
	cmpw r9,r4
	bne- .L6
	sthcx. r5,0,r3
	bne- .L1
	lwsync
	clrlwi r3,r9,16
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_2_seq_cst:
	hwsync
	lharx r9,0,r3
	cmpw r9,r4
	bne- .L6
	sthcx. r5,0,r3
	bne- .L1
	lwsync
	clrlwi r3,r9,16
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_2_seq_cst_fence_sc:
	hwsync
	lharx r9,0,r3
	cmpw r9,r4
	bne- .L6
	sthcx. r5,0,r3
	bne- .L1
	hwsync
	clrlwi r3,r9,16
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_2_seq_cst_fence:
	hwsync
	lharx r9,0,r3
	cmpw r9,r4
	bne- .L6
	sthcx. r5,0,r3
	bne- .L1
	hwsync
	clrlwi r3,r9,16
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_xchg_2_relaxed:
	lharx r9,0,r3
	sthcx. r4,0,r3
	bne- .L0
	clrlwi r3,r9,16
	blr

uat_xchg_2_acquire:
	lharx r9,0,r3
	sthcx. r4,0,r3
	bne- .L0
	lwsync
	clrlwi r3,r9,16
	blr

uat_xchg_2_release:
	lwsync
	lharx r9,0,r3
	sthcx. r4,0,r3
	bne- .L1
	clrlwi r3,r9,16
	blr

uat_xchg_2_acq_rel:
	lwsync
	lharx r9,0,r3
	sthcx. r4,0,r3
	bne- .L1
	lwsync
	clrlwi r3,r9,16
	blr

uat_xchg_2_seq_cst:
	hwsync
	lharx r9,0,r3
	sthcx. r4,0,r3
	bne- .L1
	lwsync
	clrlwi r3,r9,16
	blr

uat_xchg_2_seq_cst_fence:
	hwsync
	lharx r9,0,r3
	sthcx. r4,0,r3
	bne- .L1
	hwsync
	clrlwi r3,r9,16
	blr

uat_add_return_2_relaxed:
	lharx r9,0,r3
	add r9,r9,r4
	sthcx. r9,0,r3
	bne- .L0
	clrlwi r3,r9,16
	blr

uat_add_return_2_acquire:
	lharx r9,0,r3
	add r9,r9,r4
	sthcx. r9,0,r3
	bne- .L0
	lwsync
	clrlwi r3,r9,16
	blr

uat_add_return_2_release:
	lwsync
	lharx r9,0,r3
	add r9,r9,r4
	sthcx. r9,0,r3
	bne- .L1
	clrlwi r3,r9,16
	blr

uat_add_return_2_acq_rel:
	lwsync
	lharx r9,0,r3
	add r9,r9,r4
	sthcx. r9,0,r3
	bne- .L1
	lwsync
	clrlwi r3,r9,16
	blr

uat_add_return_2_seq_cst:
	hwsync
	lharx r9,0,r3
	add r9,r9,r4
	sthcx. r9,0,r3
	bne- .L1
	lwsync
	clrlwi r3,r9,16
	blr

uat_add_return_2_seq_cst_fence:
	hwsync
	lharx r9,0,r3
	add r9,r9,r4
	sthcx. r9,0,r3
	bne- .L1
	hwsync
	clrlwi r3,r9,16
	blr

uat_add_2_relaxed:
	lharx r9,0,r3
	add r9,r9,r4
	sthcx. r9,0,r3
	bne- .L0
	blr

uat_add_2_acquire:
	lharx r9,0,r3
	add r9,r9,r4
	sthcx. r9,0,r3
	bne- .L0
	lwsync
	blr

uat_add_2_release:
	lwsync
	lharx r9,0,r3
	add r9,r9,r4
	sthcx. r9,0,r3
	bne- .L1
	blr

uat_add_2_acq_rel:
	lwsync
	lharx r9,0,r3
	add r9,r9,r4
	sthcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_add_2_seq_cst:
	hwsync
	lharx r9,0,r3
	add r9,r9,r4
	sthcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_add_2_seq_cst_fence:
	hwsync
	lharx r9,0,r3
	add r9,r9,r4
	sthcx. r9,0,r3
	bne- .L1
	hwsync
	blr

uat_and_2_relaxed:
	lharx r9,0,r3
	and. r9,r9,r4
	sthcx. r9,0,r3
	bne- .L0
	blr

uat_and_2_acquire:
	lharx r9,0,r3
	and. r9,r9,r4
	sthcx. r9,0,r3
	bne- .L0
	lwsync
	blr

uat_and_2_release:
	lwsync
	lharx r9,0,r3
	and. r9,r9,r4
	sthcx. r9,0,r3
	bne- .L1
	blr

uat_and_2_acq_rel:
	lwsync
	lharx r9,0,r3
	and. r9,r9,r4
	sthcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_and_2_seq_cst:
	hwsync
	lharx r9,0,r3
	and. r9,r9,r4
	sthcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_and_2_seq_cst_fence:
	hwsync
	lharx r9,0,r3
	and. r9,r9,r4
	sthcx. r9,0,r3
	bne- .L1
	hwsync
	blr

uat_or_2_relaxed:
	lharx r9,0,r3
	or r9,r9,r4
	sthcx. r9,0,r3
	bne- .L0
	blr

uat_or_2_acquire:
	lharx r9,0,r3
	or r9,r9,r4
	sthcx. r9,0,r3
	bne- .L0
	lwsync
	blr

uat_or_2_release:
	lwsync
	lharx r9,0,r3
	or r9,r9,r4
	sthcx. r9,0,r3
	bne- .L1
	blr

uat_or_2_acq_rel:
	lwsync
	lharx r9,0,r3
	or r9,r9,r4
	sthcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_or_2_seq_cst:
	hwsync
	lharx r9,0,r3
	or r9,r9,r4
	sthcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_or_2_seq_cst_fence:
	hwsync
	lharx r9,0,r3
	or r9,r9,r4
	sthcx. r9,0,r3
	bne- .L1
	hwsync
	blr

uat_xor_2_relaxed:
	lharx r9,0,r3
	xor r9,r9,r4
	sthcx. r9,0,r3
	bne- .L0
	blr

uat_xor_2_acquire:
	lharx r9,0,r3
	xor r9,r9,r4
	sthcx. r9,0,r3
	bne- .L0
	lwsync
	blr

uat_xor_2_release:
	lwsync
	lharx r9,0,r3
	xor r9,r9,r4
	sthcx. r9,0,r3
	bne- .L1
	blr

uat_xor_2_acq_rel:
	lwsync
	lharx r9,0,r3
	xor r9,r9,r4
	sthcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_xor_2_seq_cst:
	hwsync
	lharx r9,0,r3
	xor r9,r9,r4
	sthcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_xor_2_seq_cst_fence:
	hwsync
	lharx r9,0,r3
	xor r9,r9,r4
	sthcx. r9,0,r3
	bne- .L1
	hwsync
	blr

uat_fetch_add_2_relaxed:
	lharx r9,0,r3
	add r10,r9,r4
	sthcx. r10,0,r3
	bne- .L0
	clrlwi r3,r9,16
	blr

uat_fetch_add_2_acquire:
	lharx r9,0,r3
	add r10,r9,r4
	sthcx. r10,0,r3
	bne- .L0
	lwsync
	clrlwi r3,r9,16
	blr

uat_fetch_add_2_release:
	lwsync
	lharx r9,0,r3
	add r10,r9,r4
	sthcx. r10,0,r3
	bne- .L1
	clrlwi r3,r9,16
	blr

uat_fetch_add_2_acq_rel:
	lwsync
	lharx r9,0,r3
	add r10,r9,r4
	sthcx. r10,0,r3
	bne- .L1
	lwsync
	clrlwi r3,r9,16
	blr

uat_fetch_add_2_seq_cst:
	hwsync
	lharx r9,0,r3
	add r10,r9,r4
	sthcx. r10,0,r3
	bne- .L1
	lwsync
	clrlwi r3,r9,16
	blr

uat_fetch_add_2_seq_cst_fence:
	hwsync
	lharx r9,0,r3
	add r10,r9,r4
	sthcx. r10,0,r3
	bne- .L1
	hwsync
	clrlwi r3,r9,16
	blr

uat_fetch_and_2_relaxed:
	lharx r9,0,r3
	and. r10,r9,r4
	sthcx. r10,0,r3
	bne- .L0
	clrlwi r3,r9,16
	blr

uat_fetch_and_2_acquire:
	lharx r9,0,r3
	and. r10,r9,r4
	sthcx. r10,0,r3
	bne- .L0
	lwsync
	clrlwi r3,r9,16
	blr

uat_fetch_and_2_release:
	lwsync
	lharx r9,0,r3
	and. r10,r9,r4
	sthcx. r10,0,r3
	bne- .L1
	clrlwi r3,r9,16
	blr

uat_fetch_and_2_acq_rel:
	lwsync
	lharx r9,0,r3
	and. r10,r9,r4
	sthcx. r10,0,r3
	bne- .L1
	lwsync
	clrlwi r3,r9,16
	blr

uat_fetch_and_2_seq_cst:
	hwsync
	lharx r9,0,r3
	and. r10,r9,r4
	sthcx. r10,0,r3
	bne- .L1
	lwsync
	clrlwi r3,r9,16
	blr

uat_fetch_and_2_seq_cst_fence:
	hwsync
	lharx r9,0,r3
	and. r10,r9,r4
	sthcx. r10,0,r3
	bne- .L1
	hwsync
	clrlwi r3,r9,16
	blr

uat_fetch_or_2_relaxed:
	lharx r9,0,r3
	or r10,r9,r4
	sthcx. r10,0,r3
	bne- .L0
	clrlwi r3,r9,16
	blr

uat_fetch_or_2_acquire:
	lharx r9,0,r3
	or r10,r9,r4
	sthcx. r10,0,r3
	bne- .L0
	lwsync
	clrlwi r3,r9,16
	blr

uat_fetch_or_2_release:
	lwsync
	lharx r9,0,r3
	or r10,r9,r4
	sthcx. r10,0,r3
	bne- .L1
	clrlwi r3,r9,16
	blr

uat_fetch_or_2_acq_rel:
	lwsync
	lharx r9,0,r3
	or r10,r9,r4
	sthcx. r10,0,r3
	bne- .L1
	lwsync
	clrlwi r3,r9,16
	blr

uat_fetch_or_2_seq_cst:
	hwsync
	lharx r9,0,r3
	or r10,r9,r4
	sthcx. r10,0,r3
	bne- .L1
	lwsync
	clrlwi r3,r9,16
	blr

uat_fetch_or_2_seq_cst_fence:
	hwsync
	lharx r9,0,r3
	or r10,r9,r4
	sthcx. r10,0,r3
	bne- .L1
	hwsync
	clrlwi r3,r9,16
	blr

uat_fetch_xor_2_relaxed:
	lharx r9,0,r3
	xor r10,r9,r4
	sthcx. r10,0,r3
	bne- .L0
	clrlwi r3,r9,16
	blr

uat_fetch_xor_2_acquire:
	lharx r9,0,r3
	xor r10,r9,r4
	sthcx. r10,0,r3
	bne- .L0
	lwsync
	clrlwi r3,r9,16
	blr

uat_fetch_xor_2_release:
	lwsync
	lharx r9,0,r3
	xor r10,r9,r4
	sthcx. r10,0,r3
	bne- .L1
	clrlwi r3,r9,16
	blr

uat_fetch_xor_2_acq_rel:
	lwsync
	lharx r9,0,r3
	xor r10,r9,r4
	sthcx. r10,0,r3
	bne- .L1
	lwsync
	clrlwi r3,r9,16
	blr

uat_fetch_xor_2_seq_cst:
	hwsync
	lharx r9,0,r3
	xor r10,r9,r4
	sthcx. r10,0,r3
	bne- .L1
	lwsync
	clrlwi r3,r9,16
	blr

uat_fetch_xor_2_seq_cst_fence:
	hwsync
	lharx r9,0,r3
	xor r10,r9,r4
	sthcx. r10,0,r3
	bne- .L1
	hwsync
	clrlwi r3,r9,16
	blr

uat_fetch_smax_2_relaxed:
	lhz r9,0(r3)
	mr r6,r4
	nop
	ori r2,r2,0
	extsh r10,r9
	clrlwi r7,r9,16
	cmpw r10,r4
	mr r10,r9
	bge .L10
	mr r10,r6
	clrlwi r10,r10,16
	lharx r8,0,r3
	cmpw r8,r7
	bne- .L16
	sthcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,16
	clrlwi r10,r8,16
	cmpw r7,r10
	mr r9,r8
	bne .L4
	extsh r3,r8
	blr

uat_fetch_smax_2_acquire:
	lhz r9,0(r3)
	mr r6,r4
	nop
	ori r2,r2,0
	extsh r10,r9
	clrlwi r7,r9,16
	cmpw r10,r4
	mr r10,r9
	bge .L10
	mr r10,r6
	clrlwi r10,r10,16
	lharx r8,0,r3
	cmpw r8,r7
	bne- .L16
	sthcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,16
	clrlwi r10,r8,16
	cmpw r7,r10
	mr r9,r8
	bne .L4
	lwsync
	extsh r3,r8
	blr

uat_fetch_smax_2_release:
	lwsync
	lhz r9,0(r3)
	mr r6,r4
	ori r2,r2,0
	extsh r10,r9
	clrlwi r7,r9,16
	cmpw r10,r4
	mr r10,r9
	bge .L10
	mr r10,r6
	clrlwi r10,r10,16
	lharx r8,0,r3
	cmpw r8,r7
	bne- .L16
	sthcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,16
	clrlwi r10,r8,16
	cmpw r7,r10
	mr r9,r8
	bne .L4
	extsh r3,r8
	blr

uat_fetch_smax_2_acq_rel:
	lwsync
	lhz r9,0(r3)
	mr r6,r4
	ori r2,r2,0
	extsh r10,r9
	clrlwi r7,r9,16
	cmpw r10,r4
	mr r10,r9
	bge .L10
	mr r10,r6
	clrlwi r10,r10,16
	lharx r8,0,r3
	cmpw r8,r7
	bne- .L16
	sthcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,16
	clrlwi r10,r8,16
	cmpw r7,r10
	mr r9,r8
	bne .L4
	lwsync
	extsh r3,r8
	blr

uat_fetch_smax_2_seq_cst:
	hwsync
	lhz r9,0(r3)
	mr r6,r4
	ori r2,r2,0
	extsh r10,r9
	clrlwi r7,r9,16
	cmpw r10,r4
	mr r10,r9
	bge .L10
	mr r10,r6
	clrlwi r10,r10,16
	lharx r8,0,r3
	cmpw r8,r7
	bne- .L16
	sthcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,16
	clrlwi r10,r8,16
	cmpw r7,r10
	mr r9,r8
	bne .L4
	lwsync
	extsh r3,r8
	blr

uat_fetch_smax_2_seq_cst_fence:
	hwsync
	lhz r9,0(r3)
	mr r6,r4
	ori r2,r2,0
	extsh r10,r9
	clrlwi r7,r9,16
	cmpw r10,r4
	mr r10,r9
	bge .L10
	mr r10,r6
	clrlwi r10,r10,16
	lharx r8,0,r3
	cmpw r8,r7
	bne- .L16
	sthcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,16
	clrlwi r10,r8,16
	cmpw r7,r10
	mr r9,r8
	bne .L4
	hwsync
	extsh r3,r8
	blr

uat_fetch_umax_2_relaxed:
	lhz r9,0(r3)
	mr r6,r4
	nop
	ori r2,r2,0
	clrlwi r10,r9,16
	clrlwi r7,r9,16
	cmplw r4,r10
	mr r10,r6
	bge .L10
	mr r10,r9
	clrlwi r10,r10,16
	lharx r8,0,r3
	cmpw r8,r7
	bne- .L16
	sthcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,16
	clrlwi r10,r8,16
	cmpw r7,r10
	mr r9,r8
	bne .L4
	clrlwi r3,r8,16
	blr

uat_fetch_umax_2_acquire:
	lhz r9,0(r3)
	mr r6,r4
	nop
	ori r2,r2,0
	clrlwi r10,r9,16
	clrlwi r7,r9,16
	cmplw r4,r10
	mr r10,r6
	bge .L10
	mr r10,r9
	clrlwi r10,r10,16
	lharx r8,0,r3
	cmpw r8,r7
	bne- .L16
	sthcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,16
	clrlwi r10,r8,16
	cmpw r7,r10
	mr r9,r8
	bne .L4
	lwsync
	clrlwi r3,r8,16
	blr

uat_fetch_umax_2_release:
	lwsync
	lhz r9,0(r3)
	mr r6,r4
	ori r2,r2,0
	clrlwi r10,r9,16
	clrlwi r7,r9,16
	cmplw r4,r10
	mr r10,r6
	bge .L10
	mr r10,r9
	clrlwi r10,r10,16
	lharx r8,0,r3
	cmpw r8,r7
	bne- .L16
	sthcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,16
	clrlwi r10,r8,16
	cmpw r7,r10
	mr r9,r8
	bne .L4
	clrlwi r3,r8,16
	blr

uat_fetch_umax_2_acq_rel:
	lwsync
	lhz r9,0(r3)
	mr r6,r4
	ori r2,r2,0
	clrlwi r10,r9,16
	clrlwi r7,r9,16
	cmplw r4,r10
	mr r10,r6
	bge .L10
	mr r10,r9
	clrlwi r10,r10,16
	lharx r8,0,r3
	cmpw r8,r7
	bne- .L16
	sthcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,16
	clrlwi r10,r8,16
	cmpw r7,r10
	mr r9,r8
	bne .L4
	lwsync
	clrlwi r3,r8,16
	blr

uat_fetch_umax_2_seq_cst:
	hwsync
	lhz r9,0(r3)
	mr r6,r4
	ori r2,r2,0
	clrlwi r10,r9,16
	clrlwi r7,r9,16
	cmplw r4,r10
	mr r10,r6
	bge .L10
	mr r10,r9
	clrlwi r10,r10,16
	lharx r8,0,r3
	cmpw r8,r7
	bne- .L16
	sthcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,16
	clrlwi r10,r8,16
	cmpw r7,r10
	mr r9,r8
	bne .L4
	lwsync
	clrlwi r3,r8,16
	blr

uat_fetch_umax_2_seq_cst_fence:
	hwsync
	lhz r9,0(r3)
	mr r6,r4
	ori r2,r2,0
	clrlwi r10,r9,16
	clrlwi r7,r9,16
	cmplw r4,r10
	mr r10,r6
	bge .L10
	mr r10,r9
	clrlwi r10,r10,16
	lharx r8,0,r3
	cmpw r8,r7
	bne- .L16
	sthcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,16
	clrlwi r10,r8,16
	cmpw r7,r10
	mr r9,r8
	bne .L4
	hwsync
	clrlwi r3,r8,16
	blr

uat_fetch_smin_2_relaxed:
	lhz r9,0(r3)
	mr r6,r4
	nop
	ori r2,r2,0
	extsh r10,r9
	clrlwi r7,r9,16
	cmpw r10,r4
	mr r10,r9
	ble .L10
	mr r10,r6
	clrlwi r10,r10,16
	lharx r8,0,r3
	cmpw r8,r7
	bne- .L16
	sthcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,16
	clrlwi r10,r8,16
	cmpw r7,r10
	mr r9,r8
	bne .L4
	extsh r3,r8
	blr

uat_fetch_smin_2_acquire:
	lhz r9,0(r3)
	mr r6,r4
	nop
	ori r2,r2,0
	extsh r10,r9
	clrlwi r7,r9,16
	cmpw r10,r4
	mr r10,r9
	ble .L10
	mr r10,r6
	clrlwi r10,r10,16
	lharx r8,0,r3
	cmpw r8,r7
	bne- .L16
	sthcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,16
	clrlwi r10,r8,16
	cmpw r7,r10
	mr r9,r8
	bne .L4
	lwsync
	extsh r3,r8
	blr

uat_fetch_smin_2_release:
	lwsync
	lhz r9,0(r3)
	mr r6,r4
	ori r2,r2,0
	extsh r10,r9
	clrlwi r7,r9,16
	cmpw r10,r4
	mr r10,r9
	ble .L10
	mr r10,r6
	clrlwi r10,r10,16
	lharx r8,0,r3
	cmpw r8,r7
	bne- .L16
	sthcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,16
	clrlwi r10,r8,16
	cmpw r7,r10
	mr r9,r8
	bne .L4
	extsh r3,r8
	blr

uat_fetch_smin_2_acq_rel:
	lwsync
	lhz r9,0(r3)
	mr r6,r4
	ori r2,r2,0
	extsh r10,r9
	clrlwi r7,r9,16
	cmpw r10,r4
	mr r10,r9
	ble .L10
	mr r10,r6
	clrlwi r10,r10,16
	lharx r8,0,r3
	cmpw r8,r7
	bne- .L16
	sthcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,16
	clrlwi r10,r8,16
	cmpw r7,r10
	mr r9,r8
	bne .L4
	lwsync
	extsh r3,r8
	blr

uat_fetch_smin_2_seq_cst:
	hwsync
	lhz r9,0(r3)
	mr r6,r4
	ori r2,r2,0
	extsh r10,r9
	clrlwi r7,r9,16
	cmpw r10,r4
	mr r10,r9
	ble .L10
	mr r10,r6
	clrlwi r10,r10,16
	lharx r8,0,r3
	cmpw r8,r7
	bne- .L16
	sthcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,16
	clrlwi r10,r8,16
	cmpw r7,r10
	mr r9,r8
	bne .L4
	lwsync
	extsh r3,r8
	blr

uat_fetch_smin_2_seq_cst_fence:
	hwsync
	lhz r9,0(r3)
	mr r6,r4
	ori r2,r2,0
	extsh r10,r9
	clrlwi r7,r9,16
	cmpw r10,r4
	mr r10,r9
	ble .L10
	mr r10,r6
	clrlwi r10,r10,16
	lharx r8,0,r3
	cmpw r8,r7
	bne- .L16
	sthcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,16
	clrlwi r10,r8,16
	cmpw r7,r10
	mr r9,r8
	bne .L4
	hwsync
	extsh r3,r8
	blr

uat_fetch_umin_2_relaxed:
	lhz r9,0(r3)
	mr r6,r4
	nop
	ori r2,r2,0
	clrlwi r10,r9,16
	clrlwi r7,r9,16
	cmplw r4,r10
	mr r10,r6
	ble .L10
	mr r10,r9
	clrlwi r10,r10,16
	lharx r8,0,r3
	cmpw r8,r7
	bne- .L16
	sthcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,16
	clrlwi r10,r8,16
	cmpw r7,r10
	mr r9,r8
	bne .L4
	clrlwi r3,r8,16
	blr

uat_fetch_umin_2_acquire:
	lhz r9,0(r3)
	mr r6,r4
	nop
	ori r2,r2,0
	clrlwi r10,r9,16
	clrlwi r7,r9,16
	cmplw r4,r10
	mr r10,r6
	ble .L10
	mr r10,r9
	clrlwi r10,r10,16
	lharx r8,0,r3
	cmpw r8,r7
	bne- .L16
	sthcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,16
	clrlwi r10,r8,16
	cmpw r7,r10
	mr r9,r8
	bne .L4
	lwsync
	clrlwi r3,r8,16
	blr

uat_fetch_umin_2_release:
	lwsync
	lhz r9,0(r3)
	mr r6,r4
	ori r2,r2,0
	clrlwi r10,r9,16
	clrlwi r7,r9,16
	cmplw r4,r10
	mr r10,r6
	ble .L10
	mr r10,r9
	clrlwi r10,r10,16
	lharx r8,0,r3
	cmpw r8,r7
	bne- .L16
	sthcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,16
	clrlwi r10,r8,16
	cmpw r7,r10
	mr r9,r8
	bne .L4
	clrlwi r3,r8,16
	blr

uat_fetch_umin_2_acq_rel:
	lwsync
	lhz r9,0(r3)
	mr r6,r4
	ori r2,r2,0
	clrlwi r10,r9,16
	clrlwi r7,r9,16
	cmplw r4,r10
	mr r10,r6
	ble .L10
	mr r10,r9
	clrlwi r10,r10,16
	lharx r8,0,r3
	cmpw r8,r7
	bne- .L16
	sthcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,16
	clrlwi r10,r8,16
	cmpw r7,r10
	mr r9,r8
	bne .L4
	lwsync
	clrlwi r3,r8,16
	blr

uat_fetch_umin_2_seq_cst:
	hwsync
	lhz r9,0(r3)
	mr r6,r4
	ori r2,r2,0
	clrlwi r10,r9,16
	clrlwi r7,r9,16
	cmplw r4,r10
	mr r10,r6
	ble .L10
	mr r10,r9
	clrlwi r10,r10,16
	lharx r8,0,r3
	cmpw r8,r7
	bne- .L16
	sthcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,16
	clrlwi r10,r8,16
	cmpw r7,r10
	mr r9,r8
	bne .L4
	lwsync
	clrlwi r3,r8,16
	blr

uat_fetch_umin_2_seq_cst_fence:
	hwsync
	lhz r9,0(r3)
	mr r6,r4
	ori r2,r2,0
	clrlwi r10,r9,16
	clrlwi r7,r9,16
	cmplw r4,r10
	mr r10,r6
	ble .L10
	mr r10,r9
	clrlwi r10,r10,16
	lharx r8,0,r3
	cmpw r8,r7
	bne- .L16
	sthcx. r10,0,r3
	bne- .L11
	clrlwi r7,r9,16
	clrlwi r10,r8,16
	cmpw r7,r10
	mr r9,r8
	bne .L4
	hwsync
	clrlwi r3,r8,16
	blr

uat_test_and_set_bit_2_relaxed:
	clrlwi r4,r4,28
	li r9,1
	slw r9,r9,r4
	lharx r10,0,r3
	or r8,r10,r9
	sthcx. r8,0,r3
	bne- .L3
	clrldi r10,r10,48
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_set_bit_2_acquire:
	clrlwi r4,r4,28
	li r9,1
	slw r9,r9,r4
	lharx r10,0,r3
	or r8,r10,r9
	sthcx. r8,0,r3
	bne- .L3
	lwsync
	clrldi r10,r10,48
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_set_bit_2_release:
	lwsync
	li r9,1
	clrlwi r4,r4,28
	slw r9,r9,r4
	lharx r10,0,r3
	or r8,r10,r9
	sthcx. r8,0,r3
	bne- .L4
	clrldi r10,r10,48
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_set_bit_2_acq_rel:
	lwsync
	li r9,1
	clrlwi r4,r4,28
	slw r9,r9,r4
	lharx r10,0,r3
	or r8,r10,r9
	sthcx. r8,0,r3
	bne- .L4
	lwsync
	clrldi r10,r10,48
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_set_bit_2_seq_cst:
	hwsync
	li r9,1
	clrlwi r4,r4,28
	slw r9,r9,r4
	lharx r10,0,r3
	or r8,r10,r9
	sthcx. r8,0,r3
	bne- .L4
	lwsync
	clrldi r10,r10,48
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_set_bit_2_seq_cst_fence:
	hwsync
	li r9,1
	clrlwi r4,r4,28
	slw r9,r9,r4
	lharx r10,0,r3
	or r8,r10,r9
	sthcx. r8,0,r3
	bne- .L4
	hwsync
	clrldi r10,r10,48
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_clear_bit_2_relaxed:
	clrlwi r4,r4,28
	li r9,1
	slw r9,r9,r4
	not r8,r9
	lharx r10,0,r3
	and. r7,r10,r8
	sthcx. r7,0,r3
	bne- .L4
	clrldi r10,r10,48
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_clear_bit_2_acquire:
	clrlwi r4,r4,28
	li r9,1
	slw r9,r9,r4
	not r8,r9
	lharx r10,0,r3
	and. r7,r10,r8
	sthcx. r7,0,r3
	bne- .L4
	lwsync
	clrldi r10,r10,48
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_clear_bit_2_release:
	lwsync
	li r9,1
	clrlwi r4,r4,28
	slw r9,r9,r4
	not r8,r9
	lharx r10,0,r3
	and. r7,r10,r8
	sthcx. r7,0,r3
	bne- .L5
	clrldi r10,r10,48
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_clear_bit_2_acq_rel:
	lwsync
	li r9,1
	clrlwi r4,r4,28
	slw r9,r9,r4
	not r8,r9
	lharx r10,0,r3
	and. r7,r10,r8
	sthcx. r7,0,r3
	bne- .L5
	lwsync
	clrldi r10,r10,48
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_clear_bit_2_seq_cst:
	hwsync
	li r9,1
	clrlwi r4,r4,28
	slw r9,r9,r4
	not r8,r9
	lharx r10,0,r3
	and. r7,r10,r8
	sthcx. r7,0,r3
	bne- .L5
	lwsync
	clrldi r10,r10,48
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_clear_bit_2_seq_cst_fence:
	hwsync
	li r9,1
	clrlwi r4,r4,28
	slw r9,r9,r4
	not r8,r9
	lharx r10,0,r3
	and. r7,r10,r8
	sthcx. r7,0,r3
	bne- .L5
	hwsync
	clrldi r10,r10,48
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_change_bit_2_relaxed:
	clrlwi r4,r4,28
	li r9,1
	slw r9,r9,r4
	lharx r10,0,r3
	xor r8,r10,r9
	sthcx. r8,0,r3
	bne- .L3
	clrldi r10,r10,48
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_change_bit_2_acquire:
	clrlwi r4,r4,28
	li r9,1
	slw r9,r9,r4
	lharx r10,0,r3
	xor r8,r10,r9
	sthcx. r8,0,r3
	bne- .L3
	lwsync
	clrldi r10,r10,48
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_change_bit_2_release:
	lwsync
	li r9,1
	clrlwi r4,r4,28
	slw r9,r9,r4
	lharx r10,0,r3
	xor r8,r10,r9
	sthcx. r8,0,r3
	bne- .L4
	clrldi r10,r10,48
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_change_bit_2_acq_rel:
	lwsync
	li r9,1
	clrlwi r4,r4,28
	slw r9,r9,r4
	lharx r10,0,r3
	xor r8,r10,r9
	sthcx. r8,0,r3
	bne- .L4
	lwsync
	clrldi r10,r10,48
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_change_bit_2_seq_cst:
	hwsync
	li r9,1
	clrlwi r4,r4,28
	slw r9,r9,r4
	lharx r10,0,r3
	xor r8,r10,r9
	sthcx. r8,0,r3
	bne- .L4
	lwsync
	clrldi r10,r10,48
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_change_bit_2_seq_cst_fence:
	hwsync
	li r9,1
	clrlwi r4,r4,28
	slw r9,r9,r4
	lharx r10,0,r3
	xor r8,r10,r9
	sthcx. r8,0,r3
	bne- .L4
	hwsync
	clrldi r10,r10,48
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_fetch_add_unless_2_relaxed:
	lhz r8,0(r3)
	mr r10,r3
	clrlwi r7,r8,16
	add r9,r4,r8
	cmpw r7,r5
	clrlwi r3,r8,16
	clrlwi r9,r9,16
	beqlr
	lharx r8,0,r10
	cmpw r8,r3
	bne- .L13
	sthcx. r9,0,r10
	bne- .L8
	clrlwi r9,r8,16
	cmpw r7,r9
	beqlr
	clrlwi r7,r8,16
	add r9,r4,r8
	cmpw r7,r5
	clrlwi r3,r8,16
	clrlwi r9,r9,16
	bne .L8
	blr

uat_fetch_add_unless_2_acquire:
	lhz r9,0(r3)
	clrlwi r8,r9,16
	add r10,r4,r9
	cmpw r8,r5
	clrlwi r7,r9,16
	clrlwi r10,r10,16
	beq .L20
	lharx r9,0,r3
	cmpw r9,r7
	bne- .L12
	sthcx. r10,0,r3
	bne- .L7
	clrlwi r7,r9,16
	mr r10,r9
	cmpw r8,r7
	bne .L1
	lwsync
	clrlwi r3,r10,16
	blr
	ori r2,r2,0
	mr r10,r9
	b .L17

uat_fetch_add_unless_2_release:
	mr r10,r3
	lwsync
	lhz r8,0(r3)
	clrlwi r7,r8,16
	add r9,r4,r8
	cmpw r7,r5
	clrlwi r3,r8,16
	clrlwi r9,r9,16
	beqlr
	lharx r8,0,r10
	cmpw r8,r3
	bne- .L14
	sthcx. r9,0,r10
	bne- .L9
	clrlwi r9,r8,16
	cmpw r7,r9
	beqlr
	clrlwi r7,r8,16
	add r9,r4,r8
	cmpw r7,r5
	clrlwi r3,r8,16
	clrlwi r9,r9,16
	bne .L9
	blr

uat_fetch_add_unless_2_acq_rel:
	lwsync
	lhz r9,0(r3)
	clrlwi r8,r9,16
	add r10,r4,r9
	cmpw r8,r5
	clrlwi r7,r9,16
	clrlwi r10,r10,16
	beq .L20
	lharx r9,0,r3
	cmpw r9,r7
	bne- .L13
	sthcx. r10,0,r3
	bne- .L8
	clrlwi r7,r9,16
	mr r10,r9
	cmpw r8,r7
	bne .L2
	lwsync
	clrlwi r3,r10,16
	blr
	mr r10,r9
	b .L18

uat_fetch_add_unless_2_seq_cst:
	hwsync
	lhz r9,0(r3)
	clrlwi r8,r9,16
	add r10,r4,r9
	cmpw r8,r5
	clrlwi r7,r9,16
	clrlwi r10,r10,16
	beq .L20
	lharx r9,0,r3
	cmpw r9,r7
	bne- .L13
	sthcx. r10,0,r3
	bne- .L8
	clrlwi r7,r9,16
	mr r10,r9
	cmpw r8,r7
	bne .L2
	lwsync
	clrlwi r3,r10,16
	blr
	mr r10,r9
	b .L18

uat_fetch_add_unless_2_seq_cst_fence:
	hwsync
	lhz r9,0(r3)
	clrlwi r8,r9,16
	add r10,r4,r9
	cmpw r8,r5
	clrlwi r7,r9,16
	clrlwi r10,r10,16
	beq .L20
	lharx r9,0,r3
	cmpw r9,r7
	bne- .L13
	sthcx. r10,0,r3
	bne- .L8
	clrlwi r7,r9,16
	mr r10,r9
	cmpw r8,r7
	bne .L2
	hwsync
	clrlwi r3,r10,16
	blr
	mr r10,r9
	b .L18

uat_add_unless_2_relaxed:
	lhz r9,0(r3)
	clrlwi r8,r9,16
	add r10,r4,r9
	cmpw r8,r5
	clrlwi r9,r9,16
	clrlwi r10,r10,16
	beq .L24
	lharx r7,0,r3
	cmpw r7,r9
	bne- .L12
	sthcx. r10,0,r3
	bne- .L7
	clrlwi r9,r7,16
	cmpw r8,r9
	bne .L20
	li r3,1
	extsw r3,r3
	blr
	nop
	ori r2,r2,0
	mr r9,r7
	b .L1
	nop
	ori r2,r2,0
	li r3,0
	b .L16

uat_add_unless_2_acquire:
	lhz r9,0(r3)
	clrlwi r8,r9,16
	add r10,r4,r9
	cmpw r8,r5
	clrlwi r9,r9,16
	clrlwi r10,r10,16
	beq .L24
	lharx r7,0,r3
	cmpw r7,r9
	bne- .L12
	sthcx. r10,0,r3
	bne- .L7
	clrlwi r9,r7,16
	cmpw r8,r9
	bne .L20
	lwsync
	li r3,1
	extsw r3,r3
	blr
	ori r2,r2,0
	mr r9,r7
	b .L1
	nop
	ori r2,r2,0
	li r3,0
	b .L17

uat_add_unless_2_release:
	lwsync
	lhz r9,0(r3)
	clrlwi r8,r9,16
	add r10,r4,r9
	cmpw r8,r5
	clrlwi r9,r9,16
	clrlwi r10,r10,16
	beq .L24
	lharx r7,0,r3
	cmpw r7,r9
	bne- .L13
	sthcx. r10,0,r3
	bne- .L8
	clrlwi r9,r7,16
	cmpw r8,r9
	bne .L20
	li r3,1
	extsw r3,r3
	blr
	ori r2,r2,0
	mr r9,r7
	b .L2
	nop
	ori r2,r2,0
	li r3,0
	b .L17

uat_add_unless_2_acq_rel:
	lwsync
	lhz r9,0(r3)
	clrlwi r8,r9,16
	add r10,r4,r9
	cmpw r8,r5
	clrlwi r9,r9,16
	clrlwi r10,r10,16
	beq .L24
	lharx r7,0,r3
	cmpw r7,r9
	bne- .L13
	sthcx. r10,0,r3
	bne- .L8
	clrlwi r9,r7,16
	cmpw r8,r9
	bne .L20
	lwsync
	li r3,1
	extsw r3,r3
	blr
	mr r9,r7
	b .L2
	nop
	ori r2,r2,0
	li r3,0
	b .L18

uat_add_unless_2_seq_cst:
	hwsync
	lhz r9,0(r3)
	clrlwi r8,r9,16
	add r10,r4,r9
	cmpw r8,r5
	clrlwi r9,r9,16
	clrlwi r10,r10,16
	beq .L24
	lharx r7,0,r3
	cmpw r7,r9
	bne- .L13
	sthcx. r10,0,r3
	bne- .L8
	clrlwi r9,r7,16
	cmpw r8,r9
	bne .L20
	lwsync
	li r3,1
	extsw r3,r3
	blr
	mr r9,r7
	b .L2
	nop
	ori r2,r2,0
	li r3,0
	b .L18

uat_add_unless_2_seq_cst_fence:
	hwsync
	lhz r9,0(r3)
	clrlwi r8,r9,16
	add r10,r4,r9
	cmpw r8,r5
	clrlwi r9,r9,16
	clrlwi r10,r10,16
	beq .L24
	lharx r7,0,r3
	cmpw r7,r9
	bne- .L13
	sthcx. r10,0,r3
	bne- .L8
	clrlwi r9,r7,16
	cmpw r8,r9
	bne .L20
	hwsync
	li r3,1
	extsw r3,r3
	blr
	mr r9,r7
	b .L2
	nop
	ori r2,r2,0
	li r3,0
	b .L18

uat_dec_if_positive_2_relaxed:
	lhz r10,0(r3)
	extsh r9,r10
	addi r8,r10,-1
	cmpwi r9,0
	clrlwi r8,r8,16
	clrlwi r7,r10,16
	ble .L24
	lharx r9,0,r3
	cmpw r9,r7
	bne- .L12
	sthcx. r8,0,r3
	bne- .L7
	clrlwi r10,r10,16
	clrlwi r8,r9,16
	cmpw r10,r8
	bne .L20
	addi r9,r9,-1
	extsh r3,r9
	blr
	ori r2,r2,0
	mr r10,r9
	b .L1
	nop
	ori r2,r2,0
	clrlwi r9,r10,16
	xori r9,r9,32768
	cntlzw r9,r9
	srwi r9,r9,5
	xori r9,r9,1
	subf r9,r9,r10
	b .L17

uat_dec_if_positive_2_acquire:
	lhz r10,0(r3)
	extsh r9,r10
	addi r8,r10,-1
	cmpwi r9,0
	clrlwi r8,r8,16
	clrlwi r7,r10,16
	ble .L24
	lharx r9,0,r3
	cmpw r9,r7
	bne- .L12
	sthcx. r8,0,r3
	bne- .L7
	clrlwi r10,r10,16
	clrlwi r8,r9,16
	cmpw r10,r8
	bne .L20
	addi r9,r9,-1
	lwsync
	extsh r3,r9
	blr
	mr r10,r9
	b .L1
	nop
	ori r2,r2,0
	clrlwi r9,r10,16
	xori r9,r9,32768
	cntlzw r9,r9
	srwi r9,r9,5
	xori r9,r9,1
	subf r9,r9,r10
	b .L18

uat_dec_if_positive_2_release:
	lwsync
	lhz r10,0(r3)
	extsh r9,r10
	addi r8,r10,-1
	cmpwi r9,0
	clrlwi r8,r8,16
	clrlwi r7,r10,16
	ble .L24
	lharx r9,0,r3
	cmpw r9,r7
	bne- .L13
	sthcx. r8,0,r3
	bne- .L8
	clrlwi r10,r10,16
	clrlwi r8,r9,16
	cmpw r10,r8
	bne .L20
	addi r9,r9,-1
	extsh r3,r9
	blr
	mr r10,r9
	b .L2
	nop
	ori r2,r2,0
	clrlwi r9,r10,16
	xori r9,r9,32768
	cntlzw r9,r9
	srwi r9,r9,5
	xori r9,r9,1
	subf r9,r9,r10
	b .L18

uat_dec_if_positive_2_acq_rel:
	lwsync
	lhz r10,0(r3)
	extsh r9,r10
	addi r8,r10,-1
	cmpwi r9,0
	clrlwi r8,r8,16
	clrlwi r7,r10,16
	ble .L28
	lharx r9,0,r3
	cmpw r9,r7
	bne- .L13
	sthcx. r8,0,r3
	bne- .L8
	clrlwi r10,r10,16
	clrlwi r8,r9,16
	cmpw r10,r8
	bne .L24
	addi r9,r9,-1
	lwsync
	extsh r3,r9
	blr
	nop
	nop
	ori r2,r2,0
	mr r10,r9
	b .L2
	nop
	ori r2,r2,0
	clrlwi r9,r10,16
	xori r9,r9,32768
	cntlzw r9,r9
	srwi r9,r9,5
	xori r9,r9,1
	subf r9,r9,r10
	b .L19

uat_dec_if_positive_2_seq_cst:
	hwsync
	lhz r10,0(r3)
	extsh r9,r10
	addi r8,r10,-1
	cmpwi r9,0
	clrlwi r8,r8,16
	clrlwi r7,r10,16
	ble .L28
	lharx r9,0,r3
	cmpw r9,r7
	bne- .L13
	sthcx. r8,0,r3
	bne- .L8
	clrlwi r10,r10,16
	clrlwi r8,r9,16
	cmpw r10,r8
	bne .L24
	addi r9,r9,-1
	lwsync
	extsh r3,r9
	blr
	nop
	nop
	ori r2,r2,0
	mr r10,r9
	b .L2
	nop
	ori r2,r2,0
	clrlwi r9,r10,16
	xori r9,r9,32768
	cntlzw r9,r9
	srwi r9,r9,5
	xori r9,r9,1
	subf r9,r9,r10
	b .L19

uat_dec_if_positive_2_seq_cst_fence:
	hwsync
	lhz r10,0(r3)
	extsh r9,r10
	addi r8,r10,-1
	cmpwi r9,0
	clrlwi r8,r8,16
	clrlwi r7,r10,16
	ble .L28
	lharx r9,0,r3
	cmpw r9,r7
	bne- .L13
	sthcx. r8,0,r3
	bne- .L8
	clrlwi r10,r10,16
	clrlwi r8,r9,16
	cmpw r10,r8
	bne .L24
	addi r9,r9,-1
	hwsync
	extsh r3,r9
	blr
	nop
	nop
	ori r2,r2,0
	mr r10,r9
	b .L2
	nop
	ori r2,r2,0
	clrlwi r9,r10,16
	xori r9,r9,32768
	cntlzw r9,r9
	srwi r9,r9,5
	xori r9,r9,1
	subf r9,r9,r10
	b .L19

uat_cond_load_2_relaxed:
	lhz r9,0(r3)
	clrlwi r10,r9,16
	cmpw r10,r4
	bne .L8
	clrlwi r3,r9,16
	blr
	nop
	ori r2,r2,0
	mr r1,r1
	mr r2,r2
	b .L0

uat_cond_load_2_consume:
	lhz r9,0(r3)
	clrlwi r10,r9,16
	cmpw r10,r4
	bne .L8
	clrlwi r3,r9,16
	blr
	nop
	ori r2,r2,0
	mr r1,r1
	mr r2,r2
	b .L0

uat_cond_load_2_acquire:
	lhz r9,0(r3)
	clrlwi r10,r9,16
	cmpw r10,r4
	bne .L8
	lwsync
	clrlwi r3,r9,16
	blr
	ori r2,r2,0
	mr r1,r1
	mr r2,r2
	b .L0

uat_cond_load_2_seq_cst:
	hwsync
	lhz r9,0(r3)
	clrlwi r10,r9,16
	cmpw r10,r4
	bne .L8
	lwsync
	clrlwi r3,r9,16
	blr
	mr r1,r1
	mr r2,r2
	lhz r9,0(r3)
	clrlwi r10,r9,16
	cmpw r10,r4
	bne .L8
	lwsync
	clrlwi r3,r9,16
	blr

uat_cond_load_2_seq_cst_fence:
	hwsync
	lhz r9,0(r3)
	clrlwi r10,r9,16
	cmpw r10,r4
	bne .L8
	hwsync
	clrlwi r3,r9,16
	blr
	mr r1,r1
	mr r2,r2
	lhz r9,0(r3)
	clrlwi r10,r9,16
	cmpw r10,r4
	bne .L8
	hwsync
	clrlwi r3,r9,16
	blr

uat_inc_2_relaxed:
	lharx r9,0,r3
	addi r9,r9,1
	sthcx. r9,0,r3
	bne- .L0
	blr

uat_inc_2_acquire:
	lharx r9,0,r3
	addi r9,r9,1
	sthcx. r9,0,r3
	bne- .L0
	lwsync
	blr

uat_inc_2_release:
	lwsync
	lharx r9,0,r3
	addi r9,r9,1
	sthcx. r9,0,r3
	bne- .L1
	blr

uat_inc_2_acq_rel:
	lwsync
	lharx r9,0,r3
	addi r9,r9,1
	sthcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_inc_2_seq_cst:
	hwsync
	lharx r9,0,r3
	addi r9,r9,1
	sthcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_inc_2_seq_cst_fence:
	hwsync
	lharx r9,0,r3
	addi r9,r9,1
	sthcx. r9,0,r3
	bne- .L1
	hwsync
	blr

uat_dec_2_relaxed:
	lharx r9,0,r3
	addi r9,r9,-1
	sthcx. r9,0,r3
	bne- .L0
	blr

uat_dec_2_acquire:
	lharx r9,0,r3
	addi r9,r9,-1
	sthcx. r9,0,r3
	bne- .L0
	lwsync
	blr

uat_dec_2_release:
	lwsync
	lharx r9,0,r3
	addi r9,r9,-1
	sthcx. r9,0,r3
	bne- .L1
	blr

uat_dec_2_acq_rel:
	lwsync
	lharx r9,0,r3
	addi r9,r9,-1
	sthcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_dec_2_seq_cst:
	hwsync
	lharx r9,0,r3
	addi r9,r9,-1
	sthcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_dec_2_seq_cst_fence:
	hwsync
	lharx r9,0,r3
	addi r9,r9,-1
	sthcx. r9,0,r3
	bne- .L1
	hwsync
	blr

uat_add_around_2_mb:
	hwsync
	lharx r9,0,r3
	add r9,r9,r4
	sthcx. r9,0,r3
	bne- .L1
	hwsync
	blr

uat_load_4_relaxed:
	lwz r3,0(r3)
	blr

uat_load_4_consume:
	lwz r3,0(r3)
	blr

uat_load_4_acquire:
	lwz r3,0(r3)
	lwsync
	clrldi r3,r3,32
	blr

uat_load_4_seq_cst:
	hwsync
	lwz r3,0(r3)
	lwsync
	clrldi r3,r3,32
	blr

uat_load_4_seq_cst_fence:
	hwsync
	lwz r3,0(r3)
	hwsync
	clrldi r3,r3,32
	blr

uat_store_4_relaxed:
	stw r4,0(r3)
	blr

uat_store_4_release:
	lwsync
	stw r4,0(r3)
	blr

uat_store_4_seq_cst:
	hwsync
	stw r4,0(r3)
	blr

uat_store_4_seq_cst_fence:
	hwsync
	stw r4,0(r3)
	hwsync
	blr

uat_cmpxchg_4_relaxed:
	lwarx r9,0,r3
	cmpw r9,r4
	bne- .L5
	stwcx. r5,0,r3
	bne- .L0
	clrldi r3,r9,32
	blr

uat_cmpxchg_4_acquire:
	lwarx r9,0,r3
	cmpw r9,r4
	bne- .L5
	stwcx. r5,0,r3
	bne- .L0
	lwsync
	clrldi r3,r9,32
	blr

uat_cmpxchg_4_release:
	lwsync
	lwarx r9,0,r3
	cmpw r9,r4
	bne- .L6
	stwcx. r5,0,r3
	bne- .L1
	clrldi r3,r9,32
	blr

uat_cmpxchg_4_acq_rel:
	lwsync
	lwarx r9,0,r3
	cmpw r9,r4
	bne- .L6
	stwcx. r5,0,r3
	bne- .L1
	lwsync
	clrldi r3,r9,32
	blr

uat_cmpxchg_4_seq_cst:
	hwsync
	lwarx r9,0,r3
	cmpw r9,r4
	bne- .L6
	stwcx. r5,0,r3
	bne- .L1
	lwsync
	clrldi r3,r9,32
	blr

uat_cmpxchg_4_seq_cst_fence_sc:
	hwsync
	lwarx r9,0,r3
	cmpw r9,r4
	bne- .L6
	stwcx. r5,0,r3
	bne- .L1
	hwsync
	clrldi r3,r9,32
	blr

uat_cmpxchg_4_seq_cst_fence:
	hwsync
	lwarx r9,0,r3
	cmpw r9,r4
	bne- .L6
	stwcx. r5,0,r3
	bne- .L1
	hwsync
	clrldi r3,r9,32
	blr

uat_cmpxchg_test_4_seq_cst_fence:
	hwsync
	lwarx r9,0,r3
	cmpw r9,r4
	bne- .L6
	stwcx. r5,0,r3
	bne- .L1
	hwsync
	xor r3,r9,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_4_relaxed:
	lwarx r9,0,r3
	cmpw r9,r4
	bne- .L5
	stwcx. r5,0,r3
	bne- .L0
	xor r3,r9,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_4_acquire:
	lwarx r9,0,r3
	cmpw r9,r4
	bne- .L5
	stwcx. r5,0,r3
	bne- .L0
	lwsync
	xor r3,r9,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_4_release:
	lwsync
	lwarx r9,0,r3
	cmpw r9,r4
	bne- .L6
	stwcx. r5,0,r3
	bne- .L1
	xor r3,r9,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_4_acq_rel:
	lwsync
	lwarx r9,0,r3
	cmpw r9,r4
	bne- .L6
	stwcx. r5,0,r3
	bne- .L1
	lwsync
	xor r3,r9,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_4_seq_cst:
	hwsync
	lwarx r9,0,r3
	cmpw r9,r4
	bne- .L6
	stwcx. r5,0,r3
	bne- .L1
	lwsync
	xor r3,r9,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_4_seq_cst_fence_sc:
	hwsync
	lwarx r9,0,r3
	cmpw r9,r4
	bne- .L6
	stwcx. r5,0,r3
	bne- .L1
	hwsync
	xor r3,r9,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_4_seq_cst_fence:
	hwsync
	lwarx r9,0,r3
	cmpw r9,r4
	bne- .L6
	stwcx. r5,0,r3
	bne- .L1
	hwsync
	xor r3,r9,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_4_relaxed:
	lwarx r9,0,r3
	cmpw r9,r4
	bne- .L5
	stwcx. r5,0,r3
	bne- .L0
	xor r3,r9,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_4_acquire:
	lwarx r9,0,r3
	cmpw r9,r4
	bne- .L5
	stwcx. r5,0,r3
	bne- .L0
	lwsync
	xor r3,r9,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_4_release:
	lwsync
	lwarx r9,0,r3
	cmpw r9,r4
	bne- .L6
	stwcx. r5,0,r3
	bne- .L1
	xor r3,r9,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_4_acq_rel:
	lwsync
	lwarx r9,0,r3
	cmpw r9,r4
	bne- .L6
	stwcx. r5,0,r3
	bne- .L1
	lwsync
	xor r3,r9,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_4_seq_cst:
	hwsync
	lwarx r9,0,r3
	cmpw r9,r4
	bne- .L6
	stwcx. r5,0,r3
	bne- .L1
	lwsync
	xor r3,r9,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_4_seq_cst_fence_sc:
	hwsync
	lwarx r9,0,r3
	cmpw r9,r4
	bne- .L6
	stwcx. r5,0,r3
	bne- .L1
	hwsync
	xor r3,r9,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_4_seq_cst_fence:
	hwsync
	lwarx r9,0,r3
	cmpw r9,r4
	bne- .L6
	stwcx. r5,0,r3
	bne- .L1
	hwsync
	xor r3,r9,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_xchg_4_relaxed:
	lwarx r9,0,r3
	stwcx. r4,0,r3
	bne- .L0
	clrldi r3,r9,32
	blr

uat_xchg_4_acquire:
	lwarx r9,0,r3
	stwcx. r4,0,r3
	bne- .L0
	lwsync
	clrldi r3,r9,32
	blr

uat_xchg_4_release:
	lwsync
	lwarx r9,0,r3
	stwcx. r4,0,r3
	bne- .L1
	clrldi r3,r9,32
	blr

uat_xchg_4_acq_rel:
	lwsync
	lwarx r9,0,r3
	stwcx. r4,0,r3
	bne- .L1
	lwsync
	clrldi r3,r9,32
	blr

uat_xchg_4_seq_cst:
	hwsync
	lwarx r9,0,r3
	stwcx. r4,0,r3
	bne- .L1
	lwsync
	clrldi r3,r9,32
	blr

uat_xchg_4_seq_cst_fence:
	hwsync
	lwarx r9,0,r3
	stwcx. r4,0,r3
	bne- .L1
	hwsync
	clrldi r3,r9,32
	blr

uat_add_return_4_relaxed:
	lwarx r9,0,r3
	add r9,r9,r4
	stwcx. r9,0,r3
	bne- .L0
	clrldi r3,r9,32
	blr

uat_add_return_4_acquire:
	lwarx r9,0,r3
	add r9,r9,r4
	stwcx. r9,0,r3
	bne- .L0
	lwsync
	clrldi r3,r9,32
	blr

uat_add_return_4_release:
	lwsync
	lwarx r9,0,r3
	add r9,r9,r4
	stwcx. r9,0,r3
	bne- .L1
	clrldi r3,r9,32
	blr

uat_add_return_4_acq_rel:
	lwsync
	lwarx r9,0,r3
	add r9,r9,r4
	stwcx. r9,0,r3
	bne- .L1
	lwsync
	clrldi r3,r9,32
	blr

uat_add_return_4_seq_cst:
	hwsync
	lwarx r9,0,r3
	add r9,r9,r4
	stwcx. r9,0,r3
	bne- .L1
	lwsync
	clrldi r3,r9,32
	blr

uat_add_return_4_seq_cst_fence:
	hwsync
	lwarx r9,0,r3
	add r9,r9,r4
	stwcx. r9,0,r3
	bne- .L1
	hwsync
	clrldi r3,r9,32
	blr

uat_add_4_relaxed:
	lwarx r9,0,r3
	add r9,r9,r4
	stwcx. r9,0,r3
	bne- .L0
	blr

uat_add_4_acquire:
	lwarx r9,0,r3
	add r9,r9,r4
	stwcx. r9,0,r3
	bne- .L0
	lwsync
	blr

uat_add_4_release:
	lwsync
	lwarx r9,0,r3
	add r9,r9,r4
	stwcx. r9,0,r3
	bne- .L1
	blr

uat_add_4_acq_rel:
	lwsync
	lwarx r9,0,r3
	add r9,r9,r4
	stwcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_add_4_seq_cst:
	hwsync
	lwarx r9,0,r3
	add r9,r9,r4
	stwcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_add_4_seq_cst_fence:
	hwsync
	lwarx r9,0,r3
	add r9,r9,r4
	stwcx. r9,0,r3
	bne- .L1
	hwsync
	blr

uat_and_4_relaxed:
	lwarx r9,0,r3
	and. r9,r9,r4
	stwcx. r9,0,r3
	bne- .L0
	blr

uat_and_4_acquire:
	lwarx r9,0,r3
	and. r9,r9,r4
	stwcx. r9,0,r3
	bne- .L0
	lwsync
	blr

uat_and_4_release:
	lwsync
	lwarx r9,0,r3
	and. r9,r9,r4
	stwcx. r9,0,r3
	bne- .L1
	blr

uat_and_4_acq_rel:
	lwsync
	lwarx r9,0,r3
	and. r9,r9,r4
	stwcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_and_4_seq_cst:
	hwsync
	lwarx r9,0,r3
	and. r9,r9,r4
	stwcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_and_4_seq_cst_fence:
	hwsync
	lwarx r9,0,r3
	and. r9,r9,r4
	stwcx. r9,0,r3
	bne- .L1
	hwsync
	blr

uat_or_4_relaxed:
	lwarx r9,0,r3
	or r9,r9,r4
	stwcx. r9,0,r3
	bne- .L0
	blr

uat_or_4_acquire:
	lwarx r9,0,r3
	or r9,r9,r4
	stwcx. r9,0,r3
	bne- .L0
	lwsync
	blr

uat_or_4_release:
	lwsync
	lwarx r9,0,r3
	or r9,r9,r4
	stwcx. r9,0,r3
	bne- .L1
	blr

uat_or_4_acq_rel:
	lwsync
	lwarx r9,0,r3
	or r9,r9,r4
	stwcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_or_4_seq_cst:
	hwsync
	lwarx r9,0,r3
	or r9,r9,r4
	stwcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_or_4_seq_cst_fence:
	hwsync
	lwarx r9,0,r3
	or r9,r9,r4
	stwcx. r9,0,r3
	bne- .L1
	hwsync
	blr

uat_xor_4_relaxed:
	lwarx r9,0,r3
	xor r9,r9,r4
	stwcx. r9,0,r3
	bne- .L0
	blr

uat_xor_4_acquire:
	lwarx r9,0,r3
	xor r9,r9,r4
	stwcx. r9,0,r3
	bne- .L0
	lwsync
	blr

uat_xor_4_release:
	lwsync
	lwarx r9,0,r3
	xor r9,r9,r4
	stwcx. r9,0,r3
	bne- .L1
	blr

uat_xor_4_acq_rel:
	lwsync
	lwarx r9,0,r3
	xor r9,r9,r4
	stwcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_xor_4_seq_cst:
	hwsync
	lwarx r9,0,r3
	xor r9,r9,r4
	stwcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_xor_4_seq_cst_fence:
	hwsync
	lwarx r9,0,r3
	xor r9,r9,r4
	stwcx. r9,0,r3
	bne- .L1
	hwsync
	blr

uat_fetch_add_4_relaxed:
	lwarx r9,0,r3
	add r10,r9,r4
	stwcx. r10,0,r3
	bne- .L0
	clrldi r3,r9,32
	blr

uat_fetch_add_4_acquire:
	lwarx r9,0,r3
	add r10,r9,r4
	stwcx. r10,0,r3
	bne- .L0
	lwsync
	clrldi r3,r9,32
	blr

uat_fetch_add_4_release:
	lwsync
	lwarx r9,0,r3
	add r10,r9,r4
	stwcx. r10,0,r3
	bne- .L1
	clrldi r3,r9,32
	blr

uat_fetch_add_4_acq_rel:
	lwsync
	lwarx r9,0,r3
	add r10,r9,r4
	stwcx. r10,0,r3
	bne- .L1
	lwsync
	clrldi r3,r9,32
	blr

uat_fetch_add_4_seq_cst:
	hwsync
	lwarx r9,0,r3
	add r10,r9,r4
	stwcx. r10,0,r3
	bne- .L1
	lwsync
	clrldi r3,r9,32
	blr

uat_fetch_add_4_seq_cst_fence:
	hwsync
	lwarx r9,0,r3
	add r10,r9,r4
	stwcx. r10,0,r3
	bne- .L1
	hwsync
	clrldi r3,r9,32
	blr

uat_fetch_and_4_relaxed:
	lwarx r9,0,r3
	and. r10,r9,r4
	stwcx. r10,0,r3
	bne- .L0
	clrldi r3,r9,32
	blr

uat_fetch_and_4_acquire:
	lwarx r9,0,r3
	and. r10,r9,r4
	stwcx. r10,0,r3
	bne- .L0
	lwsync
	clrldi r3,r9,32
	blr

uat_fetch_and_4_release:
	lwsync
	lwarx r9,0,r3
	and. r10,r9,r4
	stwcx. r10,0,r3
	bne- .L1
	clrldi r3,r9,32
	blr

uat_fetch_and_4_acq_rel:
	lwsync
	lwarx r9,0,r3
	and. r10,r9,r4
	stwcx. r10,0,r3
	bne- .L1
	lwsync
	clrldi r3,r9,32
	blr

uat_fetch_and_4_seq_cst:
	hwsync
	lwarx r9,0,r3
	and. r10,r9,r4
	stwcx. r10,0,r3
	bne- .L1
	lwsync
	clrldi r3,r9,32
	blr

uat_fetch_and_4_seq_cst_fence:
	hwsync
	lwarx r9,0,r3
	and. r10,r9,r4
	stwcx. r10,0,r3
	bne- .L1
	hwsync
	clrldi r3,r9,32
	blr

uat_fetch_or_4_relaxed:
	lwarx r9,0,r3
	or r10,r9,r4
	stwcx. r10,0,r3
	bne- .L0
	clrldi r3,r9,32
	blr

uat_fetch_or_4_acquire:
	lwarx r9,0,r3
	or r10,r9,r4
	stwcx. r10,0,r3
	bne- .L0
	lwsync
	clrldi r3,r9,32
	blr

uat_fetch_or_4_release:
	lwsync
	lwarx r9,0,r3
	or r10,r9,r4
	stwcx. r10,0,r3
	bne- .L1
	clrldi r3,r9,32
	blr

uat_fetch_or_4_acq_rel:
	lwsync
	lwarx r9,0,r3
	or r10,r9,r4
	stwcx. r10,0,r3
	bne- .L1
	lwsync
	clrldi r3,r9,32
	blr

uat_fetch_or_4_seq_cst:
	hwsync
	lwarx r9,0,r3
	or r10,r9,r4
	stwcx. r10,0,r3
	bne- .L1
	lwsync
	clrldi r3,r9,32
	blr

uat_fetch_or_4_seq_cst_fence:
	hwsync
	lwarx r9,0,r3
	or r10,r9,r4
	stwcx. r10,0,r3
	bne- .L1
	hwsync
	clrldi r3,r9,32
	blr

uat_fetch_xor_4_relaxed:
	lwarx r9,0,r3
	xor r10,r9,r4
	stwcx. r10,0,r3
	bne- .L0
	clrldi r3,r9,32
	blr

uat_fetch_xor_4_acquire:
	lwarx r9,0,r3
	xor r10,r9,r4
	stwcx. r10,0,r3
	bne- .L0
	lwsync
	clrldi r3,r9,32
	blr

uat_fetch_xor_4_release:
	lwsync
	lwarx r9,0,r3
	xor r10,r9,r4
	stwcx. r10,0,r3
	bne- .L1
	clrldi r3,r9,32
	blr

uat_fetch_xor_4_acq_rel:
	lwsync
	lwarx r9,0,r3
	xor r10,r9,r4
	stwcx. r10,0,r3
	bne- .L1
	lwsync
	clrldi r3,r9,32
	blr

uat_fetch_xor_4_seq_cst:
	hwsync
	lwarx r9,0,r3
	xor r10,r9,r4
	stwcx. r10,0,r3
	bne- .L1
	lwsync
	clrldi r3,r9,32
	blr

uat_fetch_xor_4_seq_cst_fence:
	hwsync
	lwarx r9,0,r3
	xor r10,r9,r4
	stwcx. r10,0,r3
	bne- .L1
	hwsync
	clrldi r3,r9,32
	blr

uat_fetch_smax_4_relaxed:
	mtfprwz f0,r4
	lwz r10,0(r3)
	nop
	ori r2,r2,0
	cmpw r10,r4
	clrldi r7,r10,32
	mr r9,r10
	bge .L9
	mffprwz r9,f0
	clrldi r9,r9,32
	lwarx r8,0,r3
	cmpw r8,r7
	bne- .L15
	stwcx. r9,0,r3
	bne- .L10
	mr r9,r10
	mr r10,r8
	cmplw r9,r8
	bne .L4
	extsw r3,r8
	blr

uat_fetch_smax_4_acquire:
	mtfprwz f0,r4
	lwz r10,0(r3)
	nop
	ori r2,r2,0
	cmpw r10,r4
	clrldi r7,r10,32
	mr r9,r10
	bge .L9
	mffprwz r9,f0
	clrldi r9,r9,32
	lwarx r8,0,r3
	cmpw r8,r7
	bne- .L15
	stwcx. r9,0,r3
	bne- .L10
	mr r9,r10
	mr r10,r8
	cmplw r9,r8
	bne .L4
	lwsync
	extsw r3,r8
	blr

uat_fetch_smax_4_release:
	lwsync
	mtfprwz f0,r4
	lwz r10,0(r3)
	ori r2,r2,0
	cmpw r10,r4
	clrldi r7,r10,32
	mr r9,r10
	bge .L9
	mffprwz r9,f0
	clrldi r9,r9,32
	lwarx r8,0,r3
	cmpw r8,r7
	bne- .L15
	stwcx. r9,0,r3
	bne- .L10
	mr r9,r10
	mr r10,r8
	cmplw r9,r8
	bne .L4
	extsw r3,r8
	blr

uat_fetch_smax_4_acq_rel:
	lwsync
	mtfprwz f0,r4
	lwz r10,0(r3)
	ori r2,r2,0
	cmpw r10,r4
	clrldi r7,r10,32
	mr r9,r10
	bge .L9
	mffprwz r9,f0
	clrldi r9,r9,32
	lwarx r8,0,r3
	cmpw r8,r7
	bne- .L15
	stwcx. r9,0,r3
	bne- .L10
	mr r9,r10
	mr r10,r8
	cmplw r9,r8
	bne .L4
	lwsync
	extsw r3,r8
	blr

uat_fetch_smax_4_seq_cst:
	hwsync
	mtfprwz f0,r4
	lwz r10,0(r3)
	ori r2,r2,0
	cmpw r10,r4
	clrldi r7,r10,32
	mr r9,r10
	bge .L9
	mffprwz r9,f0
	clrldi r9,r9,32
	lwarx r8,0,r3
	cmpw r8,r7
	bne- .L15
	stwcx. r9,0,r3
	bne- .L10
	mr r9,r10
	mr r10,r8
	cmplw r9,r8
	bne .L4
	lwsync
	extsw r3,r8
	blr

uat_fetch_smax_4_seq_cst_fence:
	hwsync
	mtfprwz f0,r4
	lwz r10,0(r3)
	ori r2,r2,0
	cmpw r10,r4
	clrldi r7,r10,32
	mr r9,r10
	bge .L9
	mffprwz r9,f0
	clrldi r9,r9,32
	lwarx r8,0,r3
	cmpw r8,r7
	bne- .L15
	stwcx. r9,0,r3
	bne- .L10
	mr r9,r10
	mr r10,r8
	cmplw r9,r8
	bne .L4
	hwsync
	extsw r3,r8
	blr

uat_fetch_umax_4_relaxed:
	mtfprwz f0,r4
	lwz r10,0(r3)
	nop
	ori r2,r2,0
	cmplw r4,r10
	mffprwz r9,f0
	clrldi r7,r10,32
	bge .L9
	mr r9,r10
	clrldi r9,r9,32
	lwarx r8,0,r3
	cmpw r8,r7
	bne- .L15
	stwcx. r9,0,r3
	bne- .L10
	mr r9,r10
	mr r10,r8
	cmplw r9,r8
	bne .L4
	clrldi r3,r8,32
	blr

uat_fetch_umax_4_acquire:
	mtfprwz f0,r4
	lwz r10,0(r3)
	nop
	ori r2,r2,0
	cmplw r4,r10
	mffprwz r9,f0
	clrldi r7,r10,32
	bge .L9
	mr r9,r10
	clrldi r9,r9,32
	lwarx r8,0,r3
	cmpw r8,r7
	bne- .L15
	stwcx. r9,0,r3
	bne- .L10
	mr r9,r10
	mr r10,r8
	cmplw r9,r8
	bne .L4
	lwsync
	clrldi r3,r8,32
	blr

uat_fetch_umax_4_release:
	lwsync
	mtfprwz f0,r4
	lwz r10,0(r3)
	ori r2,r2,0
	cmplw r4,r10
	mffprwz r9,f0
	clrldi r7,r10,32
	bge .L9
	mr r9,r10
	clrldi r9,r9,32
	lwarx r8,0,r3
	cmpw r8,r7
	bne- .L15
	stwcx. r9,0,r3
	bne- .L10
	mr r9,r10
	mr r10,r8
	cmplw r9,r8
	bne .L4
	clrldi r3,r8,32
	blr

uat_fetch_umax_4_acq_rel:
	lwsync
	mtfprwz f0,r4
	lwz r10,0(r3)
	ori r2,r2,0
	cmplw r4,r10
	mffprwz r9,f0
	clrldi r7,r10,32
	bge .L9
	mr r9,r10
	clrldi r9,r9,32
	lwarx r8,0,r3
	cmpw r8,r7
	bne- .L15
	stwcx. r9,0,r3
	bne- .L10
	mr r9,r10
	mr r10,r8
	cmplw r9,r8
	bne .L4
	lwsync
	clrldi r3,r8,32
	blr

uat_fetch_umax_4_seq_cst:
	hwsync
	mtfprwz f0,r4
	lwz r10,0(r3)
	ori r2,r2,0
	cmplw r4,r10
	mffprwz r9,f0
	clrldi r7,r10,32
	bge .L9
	mr r9,r10
	clrldi r9,r9,32
	lwarx r8,0,r3
	cmpw r8,r7
	bne- .L15
	stwcx. r9,0,r3
	bne- .L10
	mr r9,r10
	mr r10,r8
	cmplw r9,r8
	bne .L4
	lwsync
	clrldi r3,r8,32
	blr

uat_fetch_umax_4_seq_cst_fence:
	hwsync
	mtfprwz f0,r4
	lwz r10,0(r3)
	ori r2,r2,0
	cmplw r4,r10
	mffprwz r9,f0
	clrldi r7,r10,32
	bge .L9
	mr r9,r10
	clrldi r9,r9,32
	lwarx r8,0,r3
	cmpw r8,r7
	bne- .L15
	stwcx. r9,0,r3
	bne- .L10
	mr r9,r10
	mr r10,r8
	cmplw r9,r8
	bne .L4
	hwsync
	clrldi r3,r8,32
	blr

uat_fetch_smin_4_relaxed:
	mtfprwz f0,r4
	lwz r10,0(r3)
	nop
	ori r2,r2,0
	cmpw r10,r4
	clrldi r7,r10,32
	mr r9,r10
	ble .L9
	mffprwz r9,f0
	clrldi r9,r9,32
	lwarx r8,0,r3
	cmpw r8,r7
	bne- .L15
	stwcx. r9,0,r3
	bne- .L10
	mr r9,r10
	mr r10,r8
	cmplw r9,r8
	bne .L4
	extsw r3,r8
	blr

uat_fetch_smin_4_acquire:
	mtfprwz f0,r4
	lwz r10,0(r3)
	nop
	ori r2,r2,0
	cmpw r10,r4
	clrldi r7,r10,32
	mr r9,r10
	ble .L9
	mffprwz r9,f0
	clrldi r9,r9,32
	lwarx r8,0,r3
	cmpw r8,r7
	bne- .L15
	stwcx. r9,0,r3
	bne- .L10
	mr r9,r10
	mr r10,r8
	cmplw r9,r8
	bne .L4
	lwsync
	extsw r3,r8
	blr

uat_fetch_smin_4_release:
	lwsync
	mtfprwz f0,r4
	lwz r10,0(r3)
	ori r2,r2,0
	cmpw r10,r4
	clrldi r7,r10,32
	mr r9,r10
	ble .L9
	mffprwz r9,f0
	clrldi r9,r9,32
	lwarx r8,0,r3
	cmpw r8,r7
	bne- .L15
	stwcx. r9,0,r3
	bne- .L10
	mr r9,r10
	mr r10,r8
	cmplw r9,r8
	bne .L4
	extsw r3,r8
	blr

uat_fetch_smin_4_acq_rel:
	lwsync
	mtfprwz f0,r4
	lwz r10,0(r3)
	ori r2,r2,0
	cmpw r10,r4
	clrldi r7,r10,32
	mr r9,r10
	ble .L9
	mffprwz r9,f0
	clrldi r9,r9,32
	lwarx r8,0,r3
	cmpw r8,r7
	bne- .L15
	stwcx. r9,0,r3
	bne- .L10
	mr r9,r10
	mr r10,r8
	cmplw r9,r8
	bne .L4
	lwsync
	extsw r3,r8
	blr

uat_fetch_smin_4_seq_cst:
	hwsync
	mtfprwz f0,r4
	lwz r10,0(r3)
	ori r2,r2,0
	cmpw r10,r4
	clrldi r7,r10,32
	mr r9,r10
	ble .L9
	mffprwz r9,f0
	clrldi r9,r9,32
	lwarx r8,0,r3
	cmpw r8,r7
	bne- .L15
	stwcx. r9,0,r3
	bne- .L10
	mr r9,r10
	mr r10,r8
	cmplw r9,r8
	bne .L4
	lwsync
	extsw r3,r8
	blr

uat_fetch_smin_4_seq_cst_fence:
	hwsync
	mtfprwz f0,r4
	lwz r10,0(r3)
	ori r2,r2,0
	cmpw r10,r4
	clrldi r7,r10,32
	mr r9,r10
	ble .L9
	mffprwz r9,f0
	clrldi r9,r9,32
	lwarx r8,0,r3
	cmpw r8,r7
	bne- .L15
	stwcx. r9,0,r3
	bne- .L10
	mr r9,r10
	mr r10,r8
	cmplw r9,r8
	bne .L4
	hwsync
	extsw r3,r8
	blr

uat_fetch_umin_4_relaxed:
	mtfprwz f0,r4
	lwz r10,0(r3)
	nop
	ori r2,r2,0
	cmplw r4,r10
	mffprwz r9,f0
	clrldi r7,r10,32
	ble .L9
	mr r9,r10
	clrldi r9,r9,32
	lwarx r8,0,r3
	cmpw r8,r7
	bne- .L15
	stwcx. r9,0,r3
	bne- .L10
	mr r9,r10
	mr r10,r8
	cmplw r9,r8
	bne .L4
	clrldi r3,r8,32
	blr

uat_fetch_umin_4_acquire:
	mtfprwz f0,r4
	lwz r10,0(r3)
	nop
	ori r2,r2,0
	cmplw r4,r10
	mffprwz r9,f0
	clrldi r7,r10,32
	ble .L9
	mr r9,r10
	clrldi r9,r9,32
	lwarx r8,0,r3
	cmpw r8,r7
	bne- .L15
	stwcx. r9,0,r3
	bne- .L10
	mr r9,r10
	mr r10,r8
	cmplw r9,r8
	bne .L4
	lwsync
	clrldi r3,r8,32
	blr

uat_fetch_umin_4_release:
	lwsync
	mtfprwz f0,r4
	lwz r10,0(r3)
	ori r2,r2,0
	cmplw r4,r10
	mffprwz r9,f0
	clrldi r7,r10,32
	ble .L9
	mr r9,r10
	clrldi r9,r9,32
	lwarx r8,0,r3
	cmpw r8,r7
	bne- .L15
	stwcx. r9,0,r3
	bne- .L10
	mr r9,r10
	mr r10,r8
	cmplw r9,r8
	bne .L4
	clrldi r3,r8,32
	blr

uat_fetch_umin_4_acq_rel:
	lwsync
	mtfprwz f0,r4
	lwz r10,0(r3)
	ori r2,r2,0
	cmplw r4,r10
	mffprwz r9,f0
	clrldi r7,r10,32
	ble .L9
	mr r9,r10
	clrldi r9,r9,32
	lwarx r8,0,r3
	cmpw r8,r7
	bne- .L15
	stwcx. r9,0,r3
	bne- .L10
	mr r9,r10
	mr r10,r8
	cmplw r9,r8
	bne .L4
	lwsync
	clrldi r3,r8,32
	blr

uat_fetch_umin_4_seq_cst:
	hwsync
	mtfprwz f0,r4
	lwz r10,0(r3)
	ori r2,r2,0
	cmplw r4,r10
	mffprwz r9,f0
	clrldi r7,r10,32
	ble .L9
	mr r9,r10
	clrldi r9,r9,32
	lwarx r8,0,r3
	cmpw r8,r7
	bne- .L15
	stwcx. r9,0,r3
	bne- .L10
	mr r9,r10
	mr r10,r8
	cmplw r9,r8
	bne .L4
	lwsync
	clrldi r3,r8,32
	blr

uat_fetch_umin_4_seq_cst_fence:
	hwsync
	mtfprwz f0,r4
	lwz r10,0(r3)
	ori r2,r2,0
	cmplw r4,r10
	mffprwz r9,f0
	clrldi r7,r10,32
	ble .L9
	mr r9,r10
	clrldi r9,r9,32
	lwarx r8,0,r3
	cmpw r8,r7
	bne- .L15
	stwcx. r9,0,r3
	bne- .L10
	mr r9,r10
	mr r10,r8
	cmplw r9,r8
	bne .L4
	hwsync
	clrldi r3,r8,32
	blr

uat_test_and_set_bit_4_relaxed:
	clrlwi r4,r4,27
	li r9,1
	slw r9,r9,r4
	lwarx r10,0,r3
	or r8,r10,r9
	stwcx. r8,0,r3
	bne- .L3
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_set_bit_4_acquire:
	clrlwi r4,r4,27
	li r9,1
	slw r9,r9,r4
	lwarx r10,0,r3
	or r8,r10,r9
	stwcx. r8,0,r3
	bne- .L3
	lwsync
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_set_bit_4_release:
	lwsync
	li r9,1
	clrlwi r4,r4,27
	slw r9,r9,r4
	lwarx r10,0,r3
	or r8,r10,r9
	stwcx. r8,0,r3
	bne- .L4
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_set_bit_4_acq_rel:
	lwsync
	li r9,1
	clrlwi r4,r4,27
	slw r9,r9,r4
	lwarx r10,0,r3
	or r8,r10,r9
	stwcx. r8,0,r3
	bne- .L4
	lwsync
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_set_bit_4_seq_cst:
	hwsync
	li r9,1
	clrlwi r4,r4,27
	slw r9,r9,r4
	lwarx r10,0,r3
	or r8,r10,r9
	stwcx. r8,0,r3
	bne- .L4
	lwsync
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_set_bit_4_seq_cst_fence:
	hwsync
	li r9,1
	clrlwi r4,r4,27
	slw r9,r9,r4
	lwarx r10,0,r3
	or r8,r10,r9
	stwcx. r8,0,r3
	bne- .L4
	hwsync
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_clear_bit_4_relaxed:
	clrlwi r4,r4,27
	li r9,1
	slw r9,r9,r4
	not r10,r9
	lwarx r8,0,r3
	and. r7,r8,r10
	stwcx. r7,0,r3
	bne- .L4
	and r3,r9,r8
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_clear_bit_4_acquire:
	clrlwi r4,r4,27
	li r9,1
	slw r9,r9,r4
	not r10,r9
	lwarx r8,0,r3
	and. r7,r8,r10
	stwcx. r7,0,r3
	bne- .L4
	lwsync
	and r3,r9,r8
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_clear_bit_4_release:
	lwsync
	li r9,1
	clrlwi r4,r4,27
	slw r9,r9,r4
	not r10,r9
	lwarx r8,0,r3
	and. r7,r8,r10
	stwcx. r7,0,r3
	bne- .L5
	and r3,r9,r8
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_clear_bit_4_acq_rel:
	lwsync
	li r9,1
	clrlwi r4,r4,27
	slw r9,r9,r4
	not r10,r9
	lwarx r8,0,r3
	and. r7,r8,r10
	stwcx. r7,0,r3
	bne- .L5
	lwsync
	and r3,r9,r8
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_clear_bit_4_seq_cst:
	hwsync
	li r9,1
	clrlwi r4,r4,27
	slw r9,r9,r4
	not r10,r9
	lwarx r8,0,r3
	and. r7,r8,r10
	stwcx. r7,0,r3
	bne- .L5
	lwsync
	and r3,r9,r8
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_clear_bit_4_seq_cst_fence:
	hwsync
	li r9,1
	clrlwi r4,r4,27
	slw r9,r9,r4
	not r10,r9
	lwarx r8,0,r3
	and. r7,r8,r10
	stwcx. r7,0,r3
	bne- .L5
	hwsync
	and r3,r9,r8
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_change_bit_4_relaxed:
	clrlwi r4,r4,27
	li r9,1
	slw r9,r9,r4
	lwarx r10,0,r3
	xor r8,r10,r9
	stwcx. r8,0,r3
	bne- .L3
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_change_bit_4_acquire:
	clrlwi r4,r4,27
	li r9,1
	slw r9,r9,r4
	lwarx r10,0,r3
	xor r8,r10,r9
	stwcx. r8,0,r3
	bne- .L3
	lwsync
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_change_bit_4_release:
	lwsync
	li r9,1
	clrlwi r4,r4,27
	slw r9,r9,r4
	lwarx r10,0,r3
	xor r8,r10,r9
	stwcx. r8,0,r3
	bne- .L4
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_change_bit_4_acq_rel:
	lwsync
	li r9,1
	clrlwi r4,r4,27
	slw r9,r9,r4
	lwarx r10,0,r3
	xor r8,r10,r9
	stwcx. r8,0,r3
	bne- .L4
	lwsync
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_change_bit_4_seq_cst:
	hwsync
	li r9,1
	clrlwi r4,r4,27
	slw r9,r9,r4
	lwarx r10,0,r3
	xor r8,r10,r9
	stwcx. r8,0,r3
	bne- .L4
	lwsync
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_test_and_change_bit_4_seq_cst_fence:
	hwsync
	li r9,1
	clrlwi r4,r4,27
	slw r9,r9,r4
	lwarx r10,0,r3
	xor r8,r10,r9
	stwcx. r8,0,r3
	bne- .L4
	hwsync
	and r3,r9,r10
	cntlzw r3,r3
	srwi r3,r3,5
	xori r3,r3,1
	blr

uat_fetch_add_unless_4_relaxed:
	lwz r8,0(r3)
	mr r10,r3
	cmplw r8,r5
	add r9,r8,r4
	clrldi r3,r8,32
	clrldi r9,r9,32
	beqlr
	lwarx r7,0,r10
	cmpw r7,r3
	bne- .L12
	stwcx. r9,0,r10
	bne- .L7
	cmplw r8,r7
	beqlr
	mr r8,r7
	cmplw r8,r5
	add r9,r8,r4
	clrldi r3,r8,32
	clrldi r9,r9,32
	bne .L7
	blr

uat_fetch_add_unless_4_acquire:
	lwz r9,0(r3)
	cmplw r9,r5
	add r10,r9,r4
	clrldi r7,r9,32
	clrldi r10,r10,32
	beq .L15
	lwarx r8,0,r3
	cmpw r8,r7
	bne- .L11
	stwcx. r10,0,r3
	bne- .L6
	cmplw r9,r8
	mr r9,r8
	bne .L20
	lwsync
	clrldi r3,r9,32
	blr
	nop
	nop
	ori r2,r2,0
	mr r9,r8
	b .L1

uat_fetch_add_unless_4_release:
	mr r10,r3
	lwsync
	lwz r8,0(r3)
	cmplw r8,r5
	add r9,r8,r4
	clrldi r3,r8,32
	clrldi r9,r9,32
	beqlr
	lwarx r7,0,r10
	cmpw r7,r3
	bne- .L13
	stwcx. r9,0,r10
	bne- .L8
	cmplw r8,r7
	beqlr
	mr r8,r7
	cmplw r8,r5
	add r9,r8,r4
	clrldi r3,r8,32
	clrldi r9,r9,32
	bne .L8
	blr

uat_fetch_add_unless_4_acq_rel:
	lwsync
	lwz r9,0(r3)
	cmplw r9,r5
	add r10,r9,r4
	clrldi r7,r9,32
	clrldi r10,r10,32
	beq .L16
	lwarx r8,0,r3
	cmpw r8,r7
	bne- .L12
	stwcx. r10,0,r3
	bne- .L7
	cmplw r9,r8
	mr r9,r8
	bne .L20
	lwsync
	clrldi r3,r9,32
	blr
	nop
	ori r2,r2,0
	mr r9,r8
	b .L2

uat_fetch_add_unless_4_seq_cst:
	hwsync
	lwz r9,0(r3)
	cmplw r9,r5
	add r10,r9,r4
	clrldi r7,r9,32
	clrldi r10,r10,32
	beq .L16
	lwarx r8,0,r3
	cmpw r8,r7
	bne- .L12
	stwcx. r10,0,r3
	bne- .L7
	cmplw r9,r8
	mr r9,r8
	bne .L20
	lwsync
	clrldi r3,r9,32
	blr
	nop
	ori r2,r2,0
	mr r9,r8
	b .L2

uat_fetch_add_unless_4_seq_cst_fence:
	hwsync
	lwz r9,0(r3)
	cmplw r9,r5
	add r10,r9,r4
	clrldi r7,r9,32
	clrldi r10,r10,32
	beq .L16
	lwarx r8,0,r3
	cmpw r8,r7
	bne- .L12
	stwcx. r10,0,r3
	bne- .L7
	cmplw r9,r8
	mr r9,r8
	bne .L20
	hwsync
	clrldi r3,r9,32
	blr
	nop
	ori r2,r2,0
	mr r9,r8
	b .L2

uat_add_unless_4_relaxed:
	lwz r10,0(r3)
	cmplw r10,r5
	add r9,r10,r4
	clrldi r8,r10,32
	clrldi r9,r9,32
	beq .L20
	lwarx r7,0,r3
	cmpw r7,r8
	bne- .L11
	stwcx. r9,0,r3
	bne- .L6
	cmplw r10,r7
	bne .L16
	li r3,1
	extsw r3,r3
	blr
	mr r10,r7
	b .L1
	nop
	ori r2,r2,0
	li r3,0
	b .L14

uat_add_unless_4_acquire:
	lwz r10,0(r3)
	cmplw r10,r5
	add r9,r10,r4
	clrldi r8,r10,32
	clrldi r9,r9,32
	beq .L24
	lwarx r7,0,r3
	cmpw r7,r8
	bne- .L11
	stwcx. r9,0,r3
	bne- .L6
	cmplw r10,r7
	bne .L20
	lwsync
	li r3,1
	extsw r3,r3
	blr
	nop
	nop
	ori r2,r2,0
	mr r10,r7
	b .L1
	nop
	ori r2,r2,0
	li r3,0
	b .L15

uat_add_unless_4_release:
	lwsync
	lwz r10,0(r3)
	cmplw r10,r5
	add r9,r10,r4
	clrldi r8,r10,32
	clrldi r9,r9,32
	beq .L24
	lwarx r7,0,r3
	cmpw r7,r8
	bne- .L12
	stwcx. r9,0,r3
	bne- .L7
	cmplw r10,r7
	bne .L20
	li r3,1
	extsw r3,r3
	blr
	nop
	nop
	ori r2,r2,0
	mr r10,r7
	b .L2
	nop
	ori r2,r2,0
	li r3,0
	b .L15

uat_add_unless_4_acq_rel:
	lwsync
	lwz r10,0(r3)
	cmplw r10,r5
	add r9,r10,r4
	clrldi r8,r10,32
	clrldi r9,r9,32
	beq .L24
	lwarx r7,0,r3
	cmpw r7,r8
	bne- .L12
	stwcx. r9,0,r3
	bne- .L7
	cmplw r10,r7
	bne .L20
	lwsync
	li r3,1
	extsw r3,r3
	blr
	nop
	ori r2,r2,0
	mr r10,r7
	b .L2
	nop
	ori r2,r2,0
	li r3,0
	b .L16

uat_add_unless_4_seq_cst:
	hwsync
	lwz r10,0(r3)
	cmplw r10,r5
	add r9,r10,r4
	clrldi r8,r10,32
	clrldi r9,r9,32
	beq .L24
	lwarx r7,0,r3
	cmpw r7,r8
	bne- .L12
	stwcx. r9,0,r3
	bne- .L7
	cmplw r10,r7
	bne .L20
	lwsync
	li r3,1
	extsw r3,r3
	blr
	nop
	ori r2,r2,0
	mr r10,r7
	b .L2
	nop
	ori r2,r2,0
	li r3,0
	b .L16

uat_add_unless_4_seq_cst_fence:
	hwsync
	lwz r10,0(r3)
	cmplw r10,r5
	add r9,r10,r4
	clrldi r8,r10,32
	clrldi r9,r9,32
	beq .L24
	lwarx r7,0,r3
	cmpw r7,r8
	bne- .L12
	stwcx. r9,0,r3
	bne- .L7
	cmplw r10,r7
	bne .L20
	hwsync
	li r3,1
	extsw r3,r3
	blr
	nop
	ori r2,r2,0
	mr r10,r7
	b .L2
	nop
	ori r2,r2,0
	li r3,0
	b .L16

uat_dec_if_positive_4_relaxed:
	lwz r10,0(r3)
	cmpwi r10,0
	addi r9,r10,-1
	clrldi r7,r9,32
	clrldi r8,r10,32
	ble .L20
	lwarx r6,0,r3
	cmpw r6,r8
	bne- .L11
	stwcx. r7,0,r3
	bne- .L6
	cmplw r10,r6
	bne .L16
	extsw r3,r9
	blr
	ori r2,r2,0
	mr r10,r6
	b .L1
	nop
	ori r2,r2,0
	xoris r9,r10,32768
	cntlzw r9,r9
	srwi r9,r9,5
	xori r9,r9,1
	subf r9,r9,r10
	b .L13

uat_dec_if_positive_4_acquire:
	lwz r10,0(r3)
	cmpwi r10,0
	addi r9,r10,-1
	clrldi r7,r9,32
	clrldi r8,r10,32
	ble .L20
	lwarx r6,0,r3
	cmpw r6,r8
	bne- .L11
	stwcx. r7,0,r3
	bne- .L6
	cmplw r10,r6
	bne .L16
	lwsync
	extsw r3,r9
	blr
	mr r10,r6
	b .L1
	nop
	ori r2,r2,0
	xoris r9,r10,32768
	cntlzw r9,r9
	srwi r9,r9,5
	xori r9,r9,1
	subf r9,r9,r10
	b .L14

uat_dec_if_positive_4_release:
	lwsync
	lwz r10,0(r3)
	cmpwi r10,0
	addi r9,r10,-1
	clrldi r7,r9,32
	clrldi r8,r10,32
	ble .L20
	lwarx r6,0,r3
	cmpw r6,r8
	bne- .L12
	stwcx. r7,0,r3
	bne- .L7
	cmplw r10,r6
	bne .L16
	extsw r3,r9
	blr
	mr r10,r6
	b .L2
	nop
	ori r2,r2,0
	xoris r9,r10,32768
	cntlzw r9,r9
	srwi r9,r9,5
	xori r9,r9,1
	subf r9,r9,r10
	b .L14

uat_dec_if_positive_4_acq_rel:
	lwsync
	lwz r10,0(r3)
	cmpwi r10,0
	addi r9,r10,-1
	clrldi r7,r9,32
	clrldi r8,r10,32
	ble .L24
	lwarx r6,0,r3
	cmpw r6,r8
	bne- .L12
	stwcx. r7,0,r3
	bne- .L7
	cmplw r10,r6
	bne .L20
	lwsync
	extsw r3,r9
	blr
	nop
	nop
	ori r2,r2,0
	mr r10,r6
	b .L2
	nop
	ori r2,r2,0
	xoris r9,r10,32768
	cntlzw r9,r9
	srwi r9,r9,5
	xori r9,r9,1
	subf r9,r9,r10
	b .L15

uat_dec_if_positive_4_seq_cst:
	hwsync
	lwz r10,0(r3)
	cmpwi r10,0
	addi r9,r10,-1
	clrldi r7,r9,32
	clrldi r8,r10,32
	ble .L24
	lwarx r6,0,r3
	cmpw r6,r8
	bne- .L12
	stwcx. r7,0,r3
	bne- .L7
	cmplw r10,r6
	bne .L20
	lwsync
	extsw r3,r9
	blr
	nop
	nop
	ori r2,r2,0
	mr r10,r6
	b .L2
	nop
	ori r2,r2,0
	xoris r9,r10,32768
	cntlzw r9,r9
	srwi r9,r9,5
	xori r9,r9,1
	subf r9,r9,r10
	b .L15

uat_dec_if_positive_4_seq_cst_fence:
	hwsync
	lwz r10,0(r3)
	cmpwi r10,0
	addi r9,r10,-1
	clrldi r7,r9,32
	clrldi r8,r10,32
	ble .L24
	lwarx r6,0,r3
	cmpw r6,r8
	bne- .L12
	stwcx. r7,0,r3
	bne- .L7
	cmplw r10,r6
	bne .L20
	hwsync
	extsw r3,r9
	blr
	nop
	nop
	ori r2,r2,0
	mr r10,r6
	b .L2
	nop
	ori r2,r2,0
	xoris r9,r10,32768
	cntlzw r9,r9
	srwi r9,r9,5
	xori r9,r9,1
	subf r9,r9,r10
	b .L15

uat_cond_load_4_relaxed:
	lwz r9,0(r3)
	cmplw r9,r4
	bne .L8
	clrldi r3,r9,32
	blr
	nop
	nop
	ori r2,r2,0
	mr r1,r1
	mr r2,r2
	b .L0

uat_cond_load_4_consume:
	lwz r9,0(r3)
	cmplw r9,r4
	bne .L8
	clrldi r3,r9,32
	blr
	nop
	nop
	ori r2,r2,0
	mr r1,r1
	mr r2,r2
	b .L0

uat_cond_load_4_acquire:
	lwz r9,0(r3)
	cmplw r9,r4
	bne .L8
	lwsync
	clrldi r3,r9,32
	blr
	nop
	ori r2,r2,0
	mr r1,r1
	mr r2,r2
	b .L0

uat_cond_load_4_seq_cst:
	hwsync
	lwz r9,0(r3)
	cmplw r9,r4
	bne .L8
	lwsync
	clrldi r3,r9,32
	blr
	ori r2,r2,0
	mr r1,r1
	mr r2,r2
	lwz r9,0(r3)
	cmplw r9,r4
	bne .L8
	lwsync
	clrldi r3,r9,32
	blr

uat_cond_load_4_seq_cst_fence:
	hwsync
	lwz r9,0(r3)
	cmplw r9,r4
	bne .L8
	hwsync
	clrldi r3,r9,32
	blr
	ori r2,r2,0
	mr r1,r1
	mr r2,r2
	lwz r9,0(r3)
	cmplw r9,r4
	bne .L8
	hwsync
	clrldi r3,r9,32
	blr

uat_inc_4_relaxed:
	lwarx r9,0,r3
	addi r9,r9,1
	stwcx. r9,0,r3
	bne- .L0
	blr

uat_inc_4_acquire:
	lwarx r9,0,r3
	addi r9,r9,1
	stwcx. r9,0,r3
	bne- .L0
	lwsync
	blr

uat_inc_4_release:
	lwsync
	lwarx r9,0,r3
	addi r9,r9,1
	stwcx. r9,0,r3
	bne- .L1
	blr

uat_inc_4_acq_rel:
	lwsync
	lwarx r9,0,r3
	addi r9,r9,1
	stwcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_inc_4_seq_cst:
	hwsync
	lwarx r9,0,r3
	addi r9,r9,1
	stwcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_inc_4_seq_cst_fence:
	hwsync
	lwarx r9,0,r3
	addi r9,r9,1
	stwcx. r9,0,r3
	bne- .L1
	hwsync
	blr

uat_dec_4_relaxed:
	lwarx r9,0,r3
	addi r9,r9,-1
	stwcx. r9,0,r3
	bne- .L0
	blr

uat_dec_4_acquire:
	lwarx r9,0,r3
	addi r9,r9,-1
	stwcx. r9,0,r3
	bne- .L0
	lwsync
	blr

uat_dec_4_release:
	lwsync
	lwarx r9,0,r3
	addi r9,r9,-1
	stwcx. r9,0,r3
	bne- .L1
	blr

uat_dec_4_acq_rel:
	lwsync
	lwarx r9,0,r3
	addi r9,r9,-1
	stwcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_dec_4_seq_cst:
	hwsync
	lwarx r9,0,r3
	addi r9,r9,-1
	stwcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_dec_4_seq_cst_fence:
	hwsync
	lwarx r9,0,r3
	addi r9,r9,-1
	stwcx. r9,0,r3
	bne- .L1
	hwsync
	blr

uat_add_around_4_mb:
	hwsync
	lwarx r9,0,r3
	add r9,r9,r4
	stwcx. r9,0,r3
	bne- .L1
	hwsync
	blr

uat_load_8_relaxed:
	ld r3,0(r3)
	blr

uat_load_8_consume:
	ld r3,0(r3)
	blr

uat_load_8_acquire:
	ld r3,0(r3)
	lwsync
	blr

uat_load_8_seq_cst:
	hwsync
	ld r3,0(r3)
	lwsync
	blr

uat_load_8_seq_cst_fence:
	hwsync
	ld r3,0(r3)
	hwsync
	blr

uat_store_8_relaxed:
	std r4,0(r3)
	blr

uat_store_8_release:
	lwsync
	std r4,0(r3)
	blr

uat_store_8_seq_cst:
	hwsync
	std r4,0(r3)
	blr

uat_store_8_seq_cst_fence:
	hwsync
	std r4,0(r3)
	hwsync
	blr

uat_cmpxchg_8_relaxed:
	mr r9,r3
	ldarx r3,0,r9
	cmpd r3,r4
	bne- .L6
	stdcx. r5,0,r9
	bne- .L1
	blr

uat_cmpxchg_8_acquire:
	mr r9,r3
	ldarx r3,0,r9
	cmpd r3,r4
	bne- .L6
	stdcx. r5,0,r9
	bne- .L1
	lwsync
	blr

uat_cmpxchg_8_release:
	mr r9,r3
	lwsync
	ldarx r3,0,r9
	cmpd r3,r4
	bne- .L7
	stdcx. r5,0,r9
	bne- .L2
	blr

uat_cmpxchg_8_acq_rel:
	mr r9,r3
	lwsync
	ldarx r3,0,r9
	cmpd r3,r4
	bne- .L7
	stdcx. r5,0,r9
	bne- .L2
	lwsync
	blr

uat_cmpxchg_8_seq_cst:
	mr r9,r3
	hwsync
	ldarx r3,0,r9
	cmpd r3,r4
	bne- .L7
	stdcx. r5,0,r9
	bne- .L2
	lwsync
	blr

uat_cmpxchg_8_seq_cst_fence_sc:
	mr r9,r3
	hwsync
	ldarx r3,0,r9
	cmpd r3,r4
	bne- .L7
	stdcx. r5,0,r9
	bne- .L2
	hwsync
	blr

uat_cmpxchg_8_seq_cst_fence:
	mr r9,r3
	hwsync
	ldarx r3,0,r9
	cmpd r3,r4
	bne- .L7
	stdcx. r5,0,r9
	bne- .L2
	hwsync
	blr

uat_cmpxchg_test_8_seq_cst_fence:
	hwsync
	ldarx r9,0,r3
	cmpd r9,r4
	bne- .L6
	stdcx. r5,0,r3
	bne- .L1
	hwsync
	xor r4,r4,r9
	cntlzd r3,r4
	srdi r3,r3,6
	blr

uat_try_cmpxchg_8_relaxed:
	ldarx r9,0,r3
	cmpd r9,r4
	bne- .L5
	stdcx. r5,0,r3
	bne- .L0
	xor r4,r4,r9
	cntlzd r3,r4
	srdi r3,r3,6
	blr

uat_try_cmpxchg_8_acquire:
	ldarx r9,0,r3
	cmpd r9,r4
	bne- .L5
	stdcx. r5,0,r3
	bne- .L0
	lwsync
	xor r4,r4,r9
	cntlzd r3,r4
	srdi r3,r3,6
	blr

uat_try_cmpxchg_8_release:
	lwsync
	ldarx r9,0,r3
	cmpd r9,r4
	bne- .L6
	stdcx. r5,0,r3
	bne- .L1
	xor r4,r4,r9
	cntlzd r3,r4
	srdi r3,r3,6
	blr

uat_try_cmpxchg_8_acq_rel:
	lwsync
	ldarx r9,0,r3
	cmpd r9,r4
	bne- .L6
	stdcx. r5,0,r3
	bne- .L1
	lwsync
	xor r4,r4,r9
	cntlzd r3,r4
	srdi r3,r3,6
	blr

uat_try_cmpxchg_8_seq_cst:
	hwsync
	ldarx r9,0,r3
	cmpd r9,r4
	bne- .L6
	stdcx. r5,0,r3
	bne- .L1
	lwsync
	xor r4,r4,r9
	cntlzd r3,r4
	srdi r3,r3,6
	blr

uat_try_cmpxchg_8_seq_cst_fence_sc:
	hwsync
	ldarx r9,0,r3
	cmpd r9,r4
	bne- .L6
	stdcx. r5,0,r3
	bne- .L1
	hwsync
	xor r4,r4,r9
	cntlzd r3,r4
	srdi r3,r3,6
	blr

uat_try_cmpxchg_8_seq_cst_fence:
	hwsync
	ldarx r9,0,r3
	cmpd r9,r4
	bne- .L6
	stdcx. r5,0,r3
	bne- .L1
	hwsync
	xor r4,r4,r9
	cntlzd r3,r4
	srdi r3,r3,6
	blr

uat_try_cmpxchg_weak_8_relaxed:
	ldarx r9,0,r3
	cmpd r9,r4
	bne- .L5
	stdcx. r5,0,r3
	bne- .L0
	xor r4,r4,r9
	cntlzd r3,r4
	srdi r3,r3,6
	blr

uat_try_cmpxchg_weak_8_acquire:
	ldarx r9,0,r3
	cmpd r9,r4
	bne- .L5
	stdcx. r5,0,r3
	bne- .L0
	lwsync
	xor r4,r4,r9
	cntlzd r3,r4
	srdi r3,r3,6
	blr

uat_try_cmpxchg_weak_8_release:
	lwsync
	ldarx r9,0,r3
	cmpd r9,r4
	bne- .L6
	stdcx. r5,0,r3
	bne- .L1
	xor r4,r4,r9
	cntlzd r3,r4
	srdi r3,r3,6
	blr

uat_try_cmpxchg_weak_8_acq_rel:
	lwsync
	ldarx r9,0,r3
	cmpd r9,r4
	bne- .L6
	stdcx. r5,0,r3
	bne- .L1
	lwsync
	xor r4,r4,r9
	cntlzd r3,r4
	srdi r3,r3,6
	blr

uat_try_cmpxchg_weak_8_seq_cst:
	hwsync
	ldarx r9,0,r3
	cmpd r9,r4
	bne- .L6
	stdcx. r5,0,r3
	bne- .L1
	lwsync
	xor r4,r4,r9
	cntlzd r3,r4
	srdi r3,r3,6
	blr

uat_try_cmpxchg_weak_8_seq_cst_fence_sc:
	hwsync
	ldarx r9,0,r3
	cmpd r9,r4
	bne- .L6
	stdcx. r5,0,r3
	bne- .L1
	hwsync
	xor r4,r4,r9
	cntlzd r3,r4
	srdi r3,r3,6
	blr

uat_try_cmpxchg_weak_8_seq_cst_fence:
	hwsync
	ldarx r9,0,r3
	cmpd r9,r4
	bne- .L6
	stdcx. r5,0,r3
	bne- .L1
	hwsync
	xor r4,r4,r9
	cntlzd r3,r4
	srdi r3,r3,6
	blr

uat_xchg_8_relaxed:
	mr r9,r3
	ldarx r3,0,r9
	stdcx. r4,0,r9
	bne- .L1
	blr

uat_xchg_8_acquire:
	mr r9,r3
	ldarx r3,0,r9
	stdcx. r4,0,r9
	bne- .L1
	lwsync
	blr

uat_xchg_8_release:
	mr r9,r3
	lwsync
	ldarx r3,0,r9
	stdcx. r4,0,r9
	bne- .L2
	blr

uat_xchg_8_acq_rel:
	mr r9,r3
	lwsync
	ldarx r3,0,r9
	stdcx. r4,0,r9
	bne- .L2
	lwsync
	blr

uat_xchg_8_seq_cst:
	mr r9,r3
	hwsync
	ldarx r3,0,r9
	stdcx. r4,0,r9
	bne- .L2
	lwsync
	blr

uat_xchg_8_seq_cst_fence:
	mr r9,r3
	hwsync
	ldarx r3,0,r9
	stdcx. r4,0,r9
	bne- .L2
	hwsync
	blr

uat_add_return_8_relaxed:
	mr r9,r3
	ldarx r3,0,r9
	add r3,r3,r4
	stdcx. r3,0,r9
	bne- .L1
	blr

uat_add_return_8_acquire:
	mr r9,r3
	ldarx r3,0,r9
	add r3,r3,r4
	stdcx. r3,0,r9
	bne- .L1
	lwsync
	blr

uat_add_return_8_release:
	mr r9,r3
	lwsync
	ldarx r3,0,r9
	add r3,r3,r4
	stdcx. r3,0,r9
	bne- .L2
	blr

uat_add_return_8_acq_rel:
	mr r9,r3
	lwsync
	ldarx r3,0,r9
	add r3,r3,r4
	stdcx. r3,0,r9
	bne- .L2
	lwsync
	blr

uat_add_return_8_seq_cst:
	mr r9,r3
	hwsync
	ldarx r3,0,r9
	add r3,r3,r4
	stdcx. r3,0,r9
	bne- .L2
	lwsync
	blr

uat_add_return_8_seq_cst_fence:
	mr r9,r3
	hwsync
	ldarx r3,0,r9
	add r3,r3,r4
	stdcx. r3,0,r9
	bne- .L2
	hwsync
	blr

uat_add_8_relaxed:
	ldarx r9,0,r3
	add r9,r9,r4
	stdcx. r9,0,r3
	bne- .L0
	blr

uat_add_8_acquire:
	ldarx r9,0,r3
	add r9,r9,r4
	stdcx. r9,0,r3
	bne- .L0
	lwsync
	blr

uat_add_8_release:
	lwsync
	ldarx r9,0,r3
	add r9,r9,r4
	stdcx. r9,0,r3
	bne- .L1
	blr

uat_add_8_acq_rel:
	lwsync
	ldarx r9,0,r3
	add r9,r9,r4
	stdcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_add_8_seq_cst:
	hwsync
	ldarx r9,0,r3
	add r9,r9,r4
	stdcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_add_8_seq_cst_fence:
	hwsync
	ldarx r9,0,r3
	add r9,r9,r4
	stdcx. r9,0,r3
	bne- .L1
	hwsync
	blr

uat_and_8_relaxed:
	ldarx r9,0,r3
	and. r9,r9,r4
	stdcx. r9,0,r3
	bne- .L0
	blr

uat_and_8_acquire:
	ldarx r9,0,r3
	and. r9,r9,r4
	stdcx. r9,0,r3
	bne- .L0
	lwsync
	blr

uat_and_8_release:
	lwsync
	ldarx r9,0,r3
	and. r9,r9,r4
	stdcx. r9,0,r3
	bne- .L1
	blr

uat_and_8_acq_rel:
	lwsync
	ldarx r9,0,r3
	and. r9,r9,r4
	stdcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_and_8_seq_cst:
	hwsync
	ldarx r9,0,r3
	and. r9,r9,r4
	stdcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_and_8_seq_cst_fence:
	hwsync
	ldarx r9,0,r3
	and. r9,r9,r4
	stdcx. r9,0,r3
	bne- .L1
	hwsync
	blr

uat_or_8_relaxed:
	ldarx r9,0,r3
	or r9,r9,r4
	stdcx. r9,0,r3
	bne- .L0
	blr

uat_or_8_acquire:
	ldarx r9,0,r3
	or r9,r9,r4
	stdcx. r9,0,r3
	bne- .L0
	lwsync
	blr

uat_or_8_release:
	lwsync
	ldarx r9,0,r3
	or r9,r9,r4
	stdcx. r9,0,r3
	bne- .L1
	blr

uat_or_8_acq_rel:
	lwsync
	ldarx r9,0,r3
	or r9,r9,r4
	stdcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_or_8_seq_cst:
	hwsync
	ldarx r9,0,r3
	or r9,r9,r4
	stdcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_or_8_seq_cst_fence:
	hwsync
	ldarx r9,0,r3
	or r9,r9,r4
	stdcx. r9,0,r3
	bne- .L1
	hwsync
	blr

uat_xor_8_relaxed:
	ldarx r9,0,r3
	xor r9,r9,r4
	stdcx. r9,0,r3
	bne- .L0
	blr

uat_xor_8_acquire:
	ldarx r9,0,r3
	xor r9,r9,r4
	stdcx. r9,0,r3
	bne- .L0
	lwsync
	blr

uat_xor_8_release:
	lwsync
	ldarx r9,0,r3
	xor r9,r9,r4
	stdcx. r9,0,r3
	bne- .L1
	blr

uat_xor_8_acq_rel:
	lwsync
	ldarx r9,0,r3
	xor r9,r9,r4
	stdcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_xor_8_seq_cst:
	hwsync
	ldarx r9,0,r3
	xor r9,r9,r4
	stdcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_xor_8_seq_cst_fence:
	hwsync
	ldarx r9,0,r3
	xor r9,r9,r4
	stdcx. r9,0,r3
	bne- .L1
	hwsync
	blr

uat_fetch_add_8_relaxed:
	mr r9,r3
	ldarx r3,0,r9
	add r10,r3,r4
	stdcx. r10,0,r9
	bne- .L1
	blr

uat_fetch_add_8_acquire:
	mr r9,r3
	ldarx r3,0,r9
	add r10,r3,r4
	stdcx. r10,0,r9
	bne- .L1
	lwsync
	blr

uat_fetch_add_8_release:
	mr r9,r3
	lwsync
	ldarx r3,0,r9
	add r10,r3,r4
	stdcx. r10,0,r9
	bne- .L2
	blr

uat_fetch_add_8_acq_rel:
	mr r9,r3
	lwsync
	ldarx r3,0,r9
	add r10,r3,r4
	stdcx. r10,0,r9
	bne- .L2
	lwsync
	blr

uat_fetch_add_8_seq_cst:
	mr r9,r3
	hwsync
	ldarx r3,0,r9
	add r10,r3,r4
	stdcx. r10,0,r9
	bne- .L2
	lwsync
	blr

uat_fetch_add_8_seq_cst_fence:
	mr r9,r3
	hwsync
	ldarx r3,0,r9
	add r10,r3,r4
	stdcx. r10,0,r9
	bne- .L2
	hwsync
	blr

uat_fetch_and_8_relaxed:
	mr r9,r3
	ldarx r3,0,r9
	and. r10,r3,r4
	stdcx. r10,0,r9
	bne- .L1
	blr

uat_fetch_and_8_acquire:
	mr r9,r3
	ldarx r3,0,r9
	and. r10,r3,r4
	stdcx. r10,0,r9
	bne- .L1
	lwsync
	blr

uat_fetch_and_8_release:
	mr r9,r3
	lwsync
	ldarx r3,0,r9
	and. r10,r3,r4
	stdcx. r10,0,r9
	bne- .L2
	blr

uat_fetch_and_8_acq_rel:
	mr r9,r3
	lwsync
	ldarx r3,0,r9
	and. r10,r3,r4
	stdcx. r10,0,r9
	bne- .L2
	lwsync
	blr

uat_fetch_and_8_seq_cst:
	mr r9,r3
	hwsync
	ldarx r3,0,r9
	and. r10,r3,r4
	stdcx. r10,0,r9
	bne- .L2
	lwsync
	blr

uat_fetch_and_8_seq_cst_fence:
	mr r9,r3
	hwsync
	ldarx r3,0,r9
	and. r10,r3,r4
	stdcx. r10,0,r9
	bne- .L2
	hwsync
	blr

uat_fetch_or_8_relaxed:
	mr r9,r3
	ldarx r3,0,r9
	or r10,r3,r4
	stdcx. r10,0,r9
	bne- .L1
	blr

uat_fetch_or_8_acquire:
	mr r9,r3
	ldarx r3,0,r9
	or r10,r3,r4
	stdcx. r10,0,r9
	bne- .L1
	lwsync
	blr

uat_fetch_or_8_release:
	mr r9,r3
	lwsync
	ldarx r3,0,r9
	or r10,r3,r4
	stdcx. r10,0,r9
	bne- .L2
	blr

uat_fetch_or_8_acq_rel:
	mr r9,r3
	lwsync
	ldarx r3,0,r9
	or r10,r3,r4
	stdcx. r10,0,r9
	bne- .L2
	lwsync
	blr

uat_fetch_or_8_seq_cst:
	mr r9,r3
	hwsync
	ldarx r3,0,r9
	or r10,r3,r4
	stdcx. r10,0,r9
	bne- .L2
	lwsync
	blr

uat_fetch_or_8_seq_cst_fence:
	mr r9,r3
	hwsync
	ldarx r3,0,r9
	or r10,r3,r4
	stdcx. r10,0,r9
	bne- .L2
	hwsync
	blr

uat_fetch_xor_8_relaxed:
	mr r9,r3
	ldarx r3,0,r9
	xor r10,r3,r4
	stdcx. r10,0,r9
	bne- .L1
	blr

uat_fetch_xor_8_acquire:
	mr r9,r3
	ldarx r3,0,r9
	xor r10,r3,r4
	stdcx. r10,0,r9
	bne- .L1
	lwsync
	blr

uat_fetch_xor_8_release:
	mr r9,r3
	lwsync
	ldarx r3,0,r9
	xor r10,r3,r4
	stdcx. r10,0,r9
	bne- .L2
	blr

uat_fetch_xor_8_acq_rel:
	mr r9,r3
	lwsync
	ldarx r3,0,r9
	xor r10,r3,r4
	stdcx. r10,0,r9
	bne- .L2
	lwsync
	blr

uat_fetch_xor_8_seq_cst:
	mr r9,r3
	hwsync
	ldarx r3,0,r9
	xor r10,r3,r4
	stdcx. r10,0,r9
	bne- .L2
	lwsync
	blr

uat_fetch_xor_8_seq_cst_fence:
	mr r9,r3
	hwsync
	ldarx r3,0,r9
	xor r10,r3,r4
	stdcx. r10,0,r9
	bne- .L2
	hwsync
	blr

uat_fetch_smax_8_relaxed:
	mr r10,r3
	ld r3,0(r3)
	nop
	ori r2,r2,0
	cmpd r3,r4
	mr r8,r3
	mr r9,r3
	bge .L9
	mr r9,r4
	ldarx r7,0,r10
	cmpd r7,r3
	bne- .L14
	stdcx. r9,0,r10
	bne- .L9
	cmpld r8,r7
	mr r3,r7
	bne .L4
	blr

uat_fetch_smax_8_acquire:
	mr r10,r3
	ld r3,0(r3)
	nop
	ori r2,r2,0
	cmpd r3,r4
	mr r8,r3
	mr r9,r3
	bge .L9
	mr r9,r4
	ldarx r7,0,r10
	cmpd r7,r3
	bne- .L14
	stdcx. r9,0,r10
	bne- .L9
	cmpld r8,r7
	mr r3,r7
	bne .L4
	lwsync
	blr

uat_fetch_smax_8_release:
	mr r10,r3
	lwsync
	ld r3,0(r3)
	ori r2,r2,0
	cmpd r3,r4
	mr r8,r3
	mr r9,r3
	bge .L9
	mr r9,r4
	ldarx r7,0,r10
	cmpd r7,r3
	bne- .L14
	stdcx. r9,0,r10
	bne- .L9
	cmpld r8,r7
	mr r3,r7
	bne .L4
	blr

uat_fetch_smax_8_acq_rel:
	mr r10,r3
	lwsync
	ld r3,0(r3)
	ori r2,r2,0
	cmpd r3,r4
	mr r8,r3
	mr r9,r3
	bge .L9
	mr r9,r4
	ldarx r7,0,r10
	cmpd r7,r3
	bne- .L14
	stdcx. r9,0,r10
	bne- .L9
	cmpld r8,r7
	mr r3,r7
	bne .L4
	lwsync
	blr

uat_fetch_smax_8_seq_cst:
	mr r10,r3
	hwsync
	ld r3,0(r3)
	ori r2,r2,0
	cmpd r3,r4
	mr r8,r3
	mr r9,r3
	bge .L9
	mr r9,r4
	ldarx r7,0,r10
	cmpd r7,r3
	bne- .L14
	stdcx. r9,0,r10
	bne- .L9
	cmpld r8,r7
	mr r3,r7
	bne .L4
	lwsync
	blr

uat_fetch_smax_8_seq_cst_fence:
	mr r10,r3
	hwsync
	ld r3,0(r3)
	ori r2,r2,0
	cmpd r3,r4
	mr r8,r3
	mr r9,r3
	bge .L9
	mr r9,r4
	ldarx r7,0,r10
	cmpd r7,r3
	bne- .L14
	stdcx. r9,0,r10
	bne- .L9
	cmpld r8,r7
	mr r3,r7
	bne .L4
	hwsync
	blr

uat_fetch_umax_8_relaxed:
	mr r10,r3
	ld r3,0(r3)
	nop
	ori r2,r2,0
	cmpld r4,r3
	mr r8,r3
	mr r9,r4
	bge .L9
	mr r9,r3
	ldarx r7,0,r10
	cmpd r7,r3
	bne- .L14
	stdcx. r9,0,r10
	bne- .L9
	cmpld r8,r7
	mr r3,r7
	bne .L4
	blr

uat_fetch_umax_8_acquire:
	mr r10,r3
	ld r3,0(r3)
	nop
	ori r2,r2,0
	cmpld r4,r3
	mr r8,r3
	mr r9,r4
	bge .L9
	mr r9,r3
	ldarx r7,0,r10
	cmpd r7,r3
	bne- .L14
	stdcx. r9,0,r10
	bne- .L9
	cmpld r8,r7
	mr r3,r7
	bne .L4
	lwsync
	blr

uat_fetch_umax_8_release:
	mr r10,r3
	lwsync
	ld r3,0(r3)
	ori r2,r2,0
	cmpld r4,r3
	mr r8,r3
	mr r9,r4
	bge .L9
	mr r9,r3
	ldarx r7,0,r10
	cmpd r7,r3
	bne- .L14
	stdcx. r9,0,r10
	bne- .L9
	cmpld r8,r7
	mr r3,r7
	bne .L4
	blr

uat_fetch_umax_8_acq_rel:
	mr r10,r3
	lwsync
	ld r3,0(r3)
	ori r2,r2,0
	cmpld r4,r3
	mr r8,r3
	mr r9,r4
	bge .L9
	mr r9,r3
	ldarx r7,0,r10
	cmpd r7,r3
	bne- .L14
	stdcx. r9,0,r10
	bne- .L9
	cmpld r8,r7
	mr r3,r7
	bne .L4
	lwsync
	blr

uat_fetch_umax_8_seq_cst:
	mr r10,r3
	hwsync
	ld r3,0(r3)
	ori r2,r2,0
	cmpld r4,r3
	mr r8,r3
	mr r9,r4
	bge .L9
	mr r9,r3
	ldarx r7,0,r10
	cmpd r7,r3
	bne- .L14
	stdcx. r9,0,r10
	bne- .L9
	cmpld r8,r7
	mr r3,r7
	bne .L4
	lwsync
	blr

uat_fetch_umax_8_seq_cst_fence:
	mr r10,r3
	hwsync
	ld r3,0(r3)
	ori r2,r2,0
	cmpld r4,r3
	mr r8,r3
	mr r9,r4
	bge .L9
	mr r9,r3
	ldarx r7,0,r10
	cmpd r7,r3
	bne- .L14
	stdcx. r9,0,r10
	bne- .L9
	cmpld r8,r7
	mr r3,r7
	bne .L4
	hwsync
	blr

uat_fetch_smin_8_relaxed:
	mr r10,r3
	ld r3,0(r3)
	nop
	ori r2,r2,0
	cmpd r3,r4
	mr r8,r3
	mr r9,r3
	ble .L9
	mr r9,r4
	ldarx r7,0,r10
	cmpd r7,r3
	bne- .L14
	stdcx. r9,0,r10
	bne- .L9
	cmpld r8,r7
	mr r3,r7
	bne .L4
	blr

uat_fetch_smin_8_acquire:
	mr r10,r3
	ld r3,0(r3)
	nop
	ori r2,r2,0
	cmpd r3,r4
	mr r8,r3
	mr r9,r3
	ble .L9
	mr r9,r4
	ldarx r7,0,r10
	cmpd r7,r3
	bne- .L14
	stdcx. r9,0,r10
	bne- .L9
	cmpld r8,r7
	mr r3,r7
	bne .L4
	lwsync
	blr

uat_fetch_smin_8_release:
	mr r10,r3
	lwsync
	ld r3,0(r3)
	ori r2,r2,0
	cmpd r3,r4
	mr r8,r3
	mr r9,r3
	ble .L9
	mr r9,r4
	ldarx r7,0,r10
	cmpd r7,r3
	bne- .L14
	stdcx. r9,0,r10
	bne- .L9
	cmpld r8,r7
	mr r3,r7
	bne .L4
	blr

uat_fetch_smin_8_acq_rel:
	mr r10,r3
	lwsync
	ld r3,0(r3)
	ori r2,r2,0
	cmpd r3,r4
	mr r8,r3
	mr r9,r3
	ble .L9
	mr r9,r4
	ldarx r7,0,r10
	cmpd r7,r3
	bne- .L14
	stdcx. r9,0,r10
	bne- .L9
	cmpld r8,r7
	mr r3,r7
	bne .L4
	lwsync
	blr

uat_fetch_smin_8_seq_cst:
	mr r10,r3
	hwsync
	ld r3,0(r3)
	ori r2,r2,0
	cmpd r3,r4
	mr r8,r3
	mr r9,r3
	ble .L9
	mr r9,r4
	ldarx r7,0,r10
	cmpd r7,r3
	bne- .L14
	stdcx. r9,0,r10
	bne- .L9
	cmpld r8,r7
	mr r3,r7
	bne .L4
	lwsync
	blr

uat_fetch_smin_8_seq_cst_fence:
	mr r10,r3
	hwsync
	ld r3,0(r3)
	ori r2,r2,0
	cmpd r3,r4
	mr r8,r3
	mr r9,r3
	ble .L9
	mr r9,r4
	ldarx r7,0,r10
	cmpd r7,r3
	bne- .L14
	stdcx. r9,0,r10
	bne- .L9
	cmpld r8,r7
	mr r3,r7
	bne .L4
	hwsync
	blr

uat_fetch_umin_8_relaxed:
	mr r10,r3
	ld r3,0(r3)
	nop
	ori r2,r2,0
	cmpld r4,r3
	mr r8,r3
	mr r9,r4
	ble .L9
	mr r9,r3
	ldarx r7,0,r10
	cmpd r7,r3
	bne- .L14
	stdcx. r9,0,r10
	bne- .L9
	cmpld r8,r7
	mr r3,r7
	bne .L4
	blr

uat_fetch_umin_8_acquire:
	mr r10,r3
	ld r3,0(r3)
	nop
	ori r2,r2,0
	cmpld r4,r3
	mr r8,r3
	mr r9,r4
	ble .L9
	mr r9,r3
	ldarx r7,0,r10
	cmpd r7,r3
	bne- .L14
	stdcx. r9,0,r10
	bne- .L9
	cmpld r8,r7
	mr r3,r7
	bne .L4
	lwsync
	blr

uat_fetch_umin_8_release:
	mr r10,r3
	lwsync
	ld r3,0(r3)
	ori r2,r2,0
	cmpld r4,r3
	mr r8,r3
	mr r9,r4
	ble .L9
	mr r9,r3
	ldarx r7,0,r10
	cmpd r7,r3
	bne- .L14
	stdcx. r9,0,r10
	bne- .L9
	cmpld r8,r7
	mr r3,r7
	bne .L4
	blr

uat_fetch_umin_8_acq_rel:
	mr r10,r3
	lwsync
	ld r3,0(r3)
	ori r2,r2,0
	cmpld r4,r3
	mr r8,r3
	mr r9,r4
	ble .L9
	mr r9,r3
	ldarx r7,0,r10
	cmpd r7,r3
	bne- .L14
	stdcx. r9,0,r10
	bne- .L9
	cmpld r8,r7
	mr r3,r7
	bne .L4
	lwsync
	blr

uat_fetch_umin_8_seq_cst:
	mr r10,r3
	hwsync
	ld r3,0(r3)
	ori r2,r2,0
	cmpld r4,r3
	mr r8,r3
	mr r9,r4
	ble .L9
	mr r9,r3
	ldarx r7,0,r10
	cmpd r7,r3
	bne- .L14
	stdcx. r9,0,r10
	bne- .L9
	cmpld r8,r7
	mr r3,r7
	bne .L4
	lwsync
	blr

uat_fetch_umin_8_seq_cst_fence:
	mr r10,r3
	hwsync
	ld r3,0(r3)
	ori r2,r2,0
	cmpld r4,r3
	mr r8,r3
	mr r9,r4
	ble .L9
	mr r9,r3
	ldarx r7,0,r10
	cmpd r7,r3
	bne- .L14
	stdcx. r9,0,r10
	bne- .L9
	cmpld r8,r7
	mr r3,r7
	bne .L4
	hwsync
	blr

uat_test_and_set_bit_8_relaxed:
	clrlwi r4,r4,26
	li r9,1
	sld r9,r9,r4
	ldarx r10,0,r3
	or r8,r10,r9
	stdcx. r8,0,r3
	bne- .L3
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_set_bit_8_acquire:
	clrlwi r4,r4,26
	li r9,1
	sld r9,r9,r4
	ldarx r10,0,r3
	or r8,r10,r9
	stdcx. r8,0,r3
	bne- .L3
	lwsync
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_set_bit_8_release:
	lwsync
	li r9,1
	clrlwi r4,r4,26
	sld r9,r9,r4
	ldarx r10,0,r3
	or r8,r10,r9
	stdcx. r8,0,r3
	bne- .L4
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_set_bit_8_acq_rel:
	lwsync
	li r9,1
	clrlwi r4,r4,26
	sld r9,r9,r4
	ldarx r10,0,r3
	or r8,r10,r9
	stdcx. r8,0,r3
	bne- .L4
	lwsync
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_set_bit_8_seq_cst:
	hwsync
	li r9,1
	clrlwi r4,r4,26
	sld r9,r9,r4
	ldarx r10,0,r3
	or r8,r10,r9
	stdcx. r8,0,r3
	bne- .L4
	lwsync
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_set_bit_8_seq_cst_fence:
	hwsync
	li r9,1
	clrlwi r4,r4,26
	sld r9,r9,r4
	ldarx r10,0,r3
	or r8,r10,r9
	stdcx. r8,0,r3
	bne- .L4
	hwsync
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_clear_bit_8_relaxed:
	clrlwi r4,r4,26
	li r9,1
	sld r9,r9,r4
	not r10,r9
	ldarx r8,0,r3
	and. r7,r8,r10
	stdcx. r7,0,r3
	bne- .L4
	and r9,r9,r8
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_clear_bit_8_acquire:
	clrlwi r4,r4,26
	li r9,1
	sld r9,r9,r4
	not r10,r9
	ldarx r8,0,r3
	and. r7,r8,r10
	stdcx. r7,0,r3
	bne- .L4
	lwsync
	and r9,r9,r8
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_clear_bit_8_release:
	lwsync
	li r9,1
	clrlwi r4,r4,26
	sld r9,r9,r4
	not r10,r9
	ldarx r8,0,r3
	and. r7,r8,r10
	stdcx. r7,0,r3
	bne- .L5
	and r9,r9,r8
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_clear_bit_8_acq_rel:
	lwsync
	li r9,1
	clrlwi r4,r4,26
	sld r9,r9,r4
	not r10,r9
	ldarx r8,0,r3
	and. r7,r8,r10
	stdcx. r7,0,r3
	bne- .L5
	lwsync
	and r9,r9,r8
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_clear_bit_8_seq_cst:
	hwsync
	li r9,1
	clrlwi r4,r4,26
	sld r9,r9,r4
	not r10,r9
	ldarx r8,0,r3
	and. r7,r8,r10
	stdcx. r7,0,r3
	bne- .L5
	lwsync
	and r9,r9,r8
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_clear_bit_8_seq_cst_fence:
	hwsync
	li r9,1
	clrlwi r4,r4,26
	sld r9,r9,r4
	not r10,r9
	ldarx r8,0,r3
	and. r7,r8,r10
	stdcx. r7,0,r3
	bne- .L5
	hwsync
	and r9,r9,r8
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_change_bit_8_relaxed:
	clrlwi r4,r4,26
	li r9,1
	sld r9,r9,r4
	ldarx r10,0,r3
	xor r8,r10,r9
	stdcx. r8,0,r3
	bne- .L3
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_change_bit_8_acquire:
	clrlwi r4,r4,26
	li r9,1
	sld r9,r9,r4
	ldarx r10,0,r3
	xor r8,r10,r9
	stdcx. r8,0,r3
	bne- .L3
	lwsync
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_change_bit_8_release:
	lwsync
	li r9,1
	clrlwi r4,r4,26
	sld r9,r9,r4
	ldarx r10,0,r3
	xor r8,r10,r9
	stdcx. r8,0,r3
	bne- .L4
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_change_bit_8_acq_rel:
	lwsync
	li r9,1
	clrlwi r4,r4,26
	sld r9,r9,r4
	ldarx r10,0,r3
	xor r8,r10,r9
	stdcx. r8,0,r3
	bne- .L4
	lwsync
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_change_bit_8_seq_cst:
	hwsync
	li r9,1
	clrlwi r4,r4,26
	sld r9,r9,r4
	ldarx r10,0,r3
	xor r8,r10,r9
	stdcx. r8,0,r3
	bne- .L4
	lwsync
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_change_bit_8_seq_cst_fence:
	hwsync
	li r9,1
	clrlwi r4,r4,26
	sld r9,r9,r4
	ldarx r10,0,r3
	xor r8,r10,r9
	stdcx. r8,0,r3
	bne- .L4
	hwsync
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_fetch_add_unless_8_relaxed:
	mr r9,r3
	ld r3,0(r3)
	cmpld r5,r3
	add r10,r4,r3
	beqlr
	ldarx r8,0,r9
	cmpd r8,r3
	bne- .L10
	stdcx. r10,0,r9
	bne- .L5
	cmpld r3,r8
	beqlr
	mr r3,r8
	cmpld r5,r3
	add r10,r4,r3
	bne .L5
	blr

uat_fetch_add_unless_8_acquire:
	ld r10,0(r3)
	mr r9,r3
	cmpld r5,r10
	add r8,r4,r10
	beq .L20
	ldarx r7,0,r9
	cmpd r7,r10
	bne- .L10
	stdcx. r8,0,r9
	bne- .L5
	cmpld r10,r7
	mr r3,r7
	bne .L16
	lwsync
	blr
	ori r2,r2,0
	mr r10,r7
	b .L2
	nop
	ori r2,r2,0
	mr r3,r5
	blr

uat_fetch_add_unless_8_release:
	mr r9,r3
	lwsync
	ld r3,0(r3)
	cmpld r5,r3
	add r10,r4,r3
	beqlr
	ldarx r8,0,r9
	cmpd r8,r3
	bne- .L11
	stdcx. r10,0,r9
	bne- .L6
	cmpld r3,r8
	beqlr
	mr r3,r8
	cmpld r5,r3
	add r10,r4,r3
	bne .L6
	blr

uat_fetch_add_unless_8_acq_rel:
	mr r9,r3
	lwsync
	ld r10,0(r3)
	cmpld r5,r10
	add r8,r4,r10
	beq .L20
	ldarx r7,0,r9
	cmpd r7,r10
	bne- .L11
	stdcx. r8,0,r9
	bne- .L6
	cmpld r10,r7
	mr r3,r7
	bne .L16
	lwsync
	blr
	mr r10,r7
	b .L3
	nop
	ori r2,r2,0
	mr r3,r5
	blr

uat_fetch_add_unless_8_seq_cst:
	mr r9,r3
	hwsync
	ld r10,0(r3)
	cmpld r5,r10
	add r8,r4,r10
	beq .L20
	ldarx r7,0,r9
	cmpd r7,r10
	bne- .L11
	stdcx. r8,0,r9
	bne- .L6
	cmpld r10,r7
	mr r3,r7
	bne .L16
	lwsync
	blr
	mr r10,r7
	b .L3
	nop
	ori r2,r2,0
	mr r3,r5
	blr

uat_fetch_add_unless_8_seq_cst_fence:
	mr r9,r3
	hwsync
	ld r10,0(r3)
	cmpld r5,r10
	add r8,r4,r10
	beq .L20
	ldarx r7,0,r9
	cmpd r7,r10
	bne- .L11
	stdcx. r8,0,r9
	bne- .L6
	cmpld r10,r7
	mr r3,r7
	bne .L16
	hwsync
	blr
	mr r10,r7
	b .L3
	nop
	ori r2,r2,0
	mr r3,r5
	blr

uat_add_unless_8_relaxed:
	ld r9,0(r3)
	cmpld r5,r9
	add r10,r4,r9
	beq .L20
	ldarx r8,0,r3
	cmpd r8,r9
	bne- .L9
	stdcx. r10,0,r3
	bne- .L4
	cmpld r9,r8
	bne .L16
	li r3,1
	extsw r3,r3
	blr
	nop
	ori r2,r2,0
	mr r9,r8
	b .L1
	nop
	ori r2,r2,0
	li r3,0
	b .L12

uat_add_unless_8_acquire:
	ld r9,0(r3)
	cmpld r5,r9
	add r10,r4,r9
	beq .L20
	ldarx r8,0,r3
	cmpd r8,r9
	bne- .L9
	stdcx. r10,0,r3
	bne- .L4
	cmpld r9,r8
	bne .L16
	lwsync
	li r3,1
	extsw r3,r3
	blr
	ori r2,r2,0
	mr r9,r8
	b .L1
	nop
	ori r2,r2,0
	li r3,0
	b .L13

uat_add_unless_8_release:
	lwsync
	ld r9,0(r3)
	cmpld r5,r9
	add r10,r4,r9
	beq .L20
	ldarx r8,0,r3
	cmpd r8,r9
	bne- .L10
	stdcx. r10,0,r3
	bne- .L5
	cmpld r9,r8
	bne .L16
	li r3,1
	extsw r3,r3
	blr
	ori r2,r2,0
	mr r9,r8
	b .L2
	nop
	ori r2,r2,0
	li r3,0
	b .L13

uat_add_unless_8_acq_rel:
	lwsync
	ld r9,0(r3)
	cmpld r5,r9
	add r10,r4,r9
	beq .L20
	ldarx r8,0,r3
	cmpd r8,r9
	bne- .L10
	stdcx. r10,0,r3
	bne- .L5
	cmpld r9,r8
	bne .L16
	lwsync
	li r3,1
	extsw r3,r3
	blr
	mr r9,r8
	b .L2
	nop
	ori r2,r2,0
	li r3,0
	b .L14

uat_add_unless_8_seq_cst:
	hwsync
	ld r9,0(r3)
	cmpld r5,r9
	add r10,r4,r9
	beq .L20
	ldarx r8,0,r3
	cmpd r8,r9
	bne- .L10
	stdcx. r10,0,r3
	bne- .L5
	cmpld r9,r8
	bne .L16
	lwsync
	li r3,1
	extsw r3,r3
	blr
	mr r9,r8
	b .L2
	nop
	ori r2,r2,0
	li r3,0
	b .L14

uat_add_unless_8_seq_cst_fence:
	hwsync
	ld r9,0(r3)
	cmpld r5,r9
	add r10,r4,r9
	beq .L20
	ldarx r8,0,r3
	cmpd r8,r9
	bne- .L10
	stdcx. r10,0,r3
	bne- .L5
	cmpld r9,r8
	bne .L16
	hwsync
	li r3,1
	extsw r3,r3
	blr
	mr r9,r8
	b .L2
	nop
	ori r2,r2,0
	li r3,0
	b .L14

uat_dec_if_positive_8_relaxed:
	ld r9,0(r3)
	cmpdi r9,0
	addi r10,r9,-1
	ble .L20
	ldarx r8,0,r3
	cmpd r8,r9
	bne- .L9
	stdcx. r10,0,r3
	bne- .L4
	cmpld r9,r8
	bne .L16
	mr r3,r10
	blr
	nop
	nop
	ori r2,r2,0
	mr r9,r8
	b .L1
	nop
	ori r2,r2,0
	li r10,-1
	clrrdi r10,r10,63
	xor r10,r9,r10
	subfic r10,r10,0
	addme r3,r9
	blr

uat_dec_if_positive_8_acquire:
	ld r9,0(r3)
	cmpdi r9,0
	addi r10,r9,-1
	ble .L20
	ldarx r8,0,r3
	cmpd r8,r9
	bne- .L9
	stdcx. r10,0,r3
	bne- .L4
	cmpld r9,r8
	bne .L16
	mr r3,r10
	lwsync
	blr
	nop
	ori r2,r2,0
	mr r9,r8
	b .L1
	nop
	ori r2,r2,0
	li r10,-1
	clrrdi r10,r10,63
	xor r10,r9,r10
	subfic r10,r10,0
	addme r3,r9
	blr

uat_dec_if_positive_8_release:
	lwsync
	ld r9,0(r3)
	cmpdi r9,0
	addi r10,r9,-1
	ble .L20
	ldarx r8,0,r3
	cmpd r8,r9
	bne- .L10
	stdcx. r10,0,r3
	bne- .L5
	cmpld r9,r8
	bne .L16
	mr r3,r10
	blr
	nop
	ori r2,r2,0
	mr r9,r8
	b .L2
	nop
	ori r2,r2,0
	li r10,-1
	clrrdi r10,r10,63
	xor r10,r9,r10
	subfic r10,r10,0
	addme r3,r9
	blr

uat_dec_if_positive_8_acq_rel:
	lwsync
	ld r9,0(r3)
	cmpdi r9,0
	addi r10,r9,-1
	ble .L20
	ldarx r8,0,r3
	cmpd r8,r9
	bne- .L10
	stdcx. r10,0,r3
	bne- .L5
	cmpld r9,r8
	bne .L16
	mr r3,r10
	lwsync
	blr
	ori r2,r2,0
	mr r9,r8
	b .L2
	nop
	ori r2,r2,0
	li r10,-1
	clrrdi r10,r10,63
	xor r10,r9,r10
	subfic r10,r10,0
	addme r3,r9
	blr

uat_dec_if_positive_8_seq_cst:
	hwsync
	ld r9,0(r3)
	cmpdi r9,0
	addi r10,r9,-1
	ble .L20
	ldarx r8,0,r3
	cmpd r8,r9
	bne- .L10
	stdcx. r10,0,r3
	bne- .L5
	cmpld r9,r8
	bne .L16
	mr r3,r10
	lwsync
	blr
	ori r2,r2,0
	mr r9,r8
	b .L2
	nop
	ori r2,r2,0
	li r10,-1
	clrrdi r10,r10,63
	xor r10,r9,r10
	subfic r10,r10,0
	addme r3,r9
	blr

uat_dec_if_positive_8_seq_cst_fence:
	hwsync
	ld r9,0(r3)
	cmpdi r9,0
	addi r10,r9,-1
	ble .L20
	ldarx r8,0,r3
	cmpd r8,r9
	bne- .L10
	stdcx. r10,0,r3
	bne- .L5
	cmpld r9,r8
	bne .L16
	mr r3,r10
	hwsync
	blr
	ori r2,r2,0
	mr r9,r8
	b .L2
	nop
	ori r2,r2,0
	li r10,-1
	clrrdi r10,r10,63
	xor r10,r9,r10
	subfic r10,r10,0
	addme r3,r9
	blr

uat_cond_load_8_relaxed:
	mr r9,r3
	ld r3,0(r3)
	cmpld r4,r3
	beqlr
	mr r1,r1
	mr r2,r2
	ld r3,0(r9)
	cmpld r4,r3
	beqlr
	mr r1,r1
	mr r2,r2
	ld r3,0(r9)
	cmpld r4,r3
	beqlr
	b .L4

uat_cond_load_8_consume:
	mr r9,r3
	ld r3,0(r3)
	cmpld r4,r3
	beqlr
	mr r1,r1
	mr r2,r2
	ld r3,0(r9)
	cmpld r4,r3
	beqlr
	mr r1,r1
	mr r2,r2
	ld r3,0(r9)
	cmpld r4,r3
	beqlr
	b .L4

uat_cond_load_8_acquire:
	mr r9,r3
	ld r3,0(r3)
	cmpld r4,r3
	bne .L8
	lwsync
	blr
	nop
	ori r2,r2,0
	mr r1,r1
	mr r2,r2
	ld r3,0(r9)
	cmpld r4,r3
	bne .L8
	lwsync
	blr

uat_cond_load_8_seq_cst:
	mr r9,r3
	hwsync
	ld r3,0(r3)
	cmpld r4,r3
	bne .L8
	lwsync
	blr
	ori r2,r2,0
	mr r1,r1
	mr r2,r2
	ld r3,0(r9)
	cmpld r4,r3
	bne .L8
	lwsync
	blr

uat_cond_load_8_seq_cst_fence:
	mr r9,r3
	hwsync
	ld r3,0(r3)
	cmpld r4,r3
	bne .L8
	hwsync
	blr
	ori r2,r2,0
	mr r1,r1
	mr r2,r2
	ld r3,0(r9)
	cmpld r4,r3
	bne .L8
	hwsync
	blr

uat_inc_8_relaxed:
	ldarx r9,0,r3
	addi r9,r9,1
	stdcx. r9,0,r3
	bne- .L0
	blr

uat_inc_8_acquire:
	ldarx r9,0,r3
	addi r9,r9,1
	stdcx. r9,0,r3
	bne- .L0
	lwsync
	blr

uat_inc_8_release:
	lwsync
	ldarx r9,0,r3
	addi r9,r9,1
	stdcx. r9,0,r3
	bne- .L1
	blr

uat_inc_8_acq_rel:
	lwsync
	ldarx r9,0,r3
	addi r9,r9,1
	stdcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_inc_8_seq_cst:
	hwsync
	ldarx r9,0,r3
	addi r9,r9,1
	stdcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_inc_8_seq_cst_fence:
	hwsync
	ldarx r9,0,r3
	addi r9,r9,1
	stdcx. r9,0,r3
	bne- .L1
	hwsync
	blr

uat_dec_8_relaxed:
	ldarx r9,0,r3
	addi r9,r9,-1
	stdcx. r9,0,r3
	bne- .L0
	blr

uat_dec_8_acquire:
	ldarx r9,0,r3
	addi r9,r9,-1
	stdcx. r9,0,r3
	bne- .L0
	lwsync
	blr

uat_dec_8_release:
	lwsync
	ldarx r9,0,r3
	addi r9,r9,-1
	stdcx. r9,0,r3
	bne- .L1
	blr

uat_dec_8_acq_rel:
	lwsync
	ldarx r9,0,r3
	addi r9,r9,-1
	stdcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_dec_8_seq_cst:
	hwsync
	ldarx r9,0,r3
	addi r9,r9,-1
	stdcx. r9,0,r3
	bne- .L1
	lwsync
	blr

uat_dec_8_seq_cst_fence:
	hwsync
	ldarx r9,0,r3
	addi r9,r9,-1
	stdcx. r9,0,r3
	bne- .L1
	hwsync
	blr

uat_add_around_8_mb:
	hwsync
	ldarx r9,0,r3
	add r9,r9,r4
	stdcx. r9,0,r3
	bne- .L1
	hwsync
	blr

uat_cmpxchg_dword_16_relaxed:
	mr r9,r6
	mr r8,r7
	lqarx r10,0,r3
	cmpd r10,r5
	bne- .L9
	cmpd r11,r4
	bne- .L9
	stqcx. r8,0,r3
	bne- .L2
	li r6,0
	li r9,0
	or r3,r6,r11
	or r4,r10,r9
	blr

uat_cmpxchg_dword_16_acquire:
	mr r9,r6
	mr r8,r7
	lqarx r10,0,r3
	cmpd r10,r5
	bne- .L9
	cmpd r11,r4
	bne- .L9
	stqcx. r8,0,r3
	bne- .L2
	lwsync
	li r6,0
	li r9,0
	or r3,r6,r11
	or r4,r10,r9
	blr

uat_cmpxchg_dword_16_release:
	mr r9,r6
	mr r8,r7
	lwsync
	lqarx r10,0,r3
	cmpd r10,r5
	bne- .L10
	cmpd r11,r4
	bne- .L10
	stqcx. r8,0,r3
	bne- .L3
	li r6,0
	li r9,0
	or r3,r6,r11
	or r4,r10,r9
	blr

uat_cmpxchg_dword_16_acq_rel:
	mr r9,r6
	mr r8,r7
	lwsync
	lqarx r10,0,r3
	cmpd r10,r5
	bne- .L10
	cmpd r11,r4
	bne- .L10
	stqcx. r8,0,r3
	bne- .L3
	lwsync
	li r6,0
	li r9,0
	or r3,r6,r11
	or r4,r10,r9
	blr

uat_cmpxchg_dword_16_seq_cst:
	mr r9,r6
	mr r8,r7
	hwsync
	lqarx r10,0,r3
	cmpd r10,r5
	bne- .L10
	cmpd r11,r4
	bne- .L10
	stqcx. r8,0,r3
	bne- .L3
	lwsync
	li r6,0
	li r9,0
	or r3,r6,r11
	or r4,r10,r9
	blr

uat_cmpxchg_dword_16_seq_cst_fence_sc:
	mr r9,r6
	mr r8,r7
	hwsync
	lqarx r10,0,r3
	cmpd r10,r5
	bne- .L10
	cmpd r11,r4
	bne- .L10
	stqcx. r8,0,r3
	bne- .L3
	hwsync
	li r6,0
	li r9,0
	or r3,r6,r11
	or r4,r10,r9
	blr

uat_cmpxchg_dword_16_seq_cst_fence:
	mr r9,r6
	mr r8,r7
	hwsync
	lqarx r10,0,r3
	cmpd r10,r5
	bne- .L10
	cmpd r11,r4
	bne- .L10
	stqcx. r8,0,r3
	bne- .L3
	hwsync
	li r6,0
	li r9,0
	or r3,r6,r11
	or r4,r10,r9
	blr

uat_try_cmpxchg_dword_16_relaxed:
	mr r9,r6
	mr r8,r7
	lqarx r10,0,r3
	cmpd r10,r5
	bne- .L9
	cmpd r11,r4
	bne- .L9
	stqcx. r8,0,r3
	bne- .L2
	cmpd r5,r10
	li r3,0
	bne .L15
	xor r3,r4,r11
	cntlzd r3,r3
	srdi r3,r3,6
	extsw r3,r3
	blr

uat_try_cmpxchg_dword_16_acquire:
	mr r9,r6
	mr r8,r7
	lqarx r10,0,r3
	cmpd r10,r5
	bne- .L9
	cmpd r11,r4
	bne- .L9
	stqcx. r8,0,r3
	bne- .L2
	cmpd r5,r10
	li r3,0
	bne .L15
	xor r3,r4,r11
	cntlzd r3,r3
	srdi r3,r3,6
	lwsync
	extsw r3,r3
	blr

uat_try_cmpxchg_dword_16_release:
	mr r9,r6
	mr r8,r7
	lwsync
	lqarx r10,0,r3
	cmpd r10,r5
	bne- .L10
	cmpd r11,r4
	bne- .L10
	stqcx. r8,0,r3
	bne- .L3
	cmpd r5,r10
	li r3,0
	bne .L16
	xor r3,r4,r11
	cntlzd r3,r3
	srdi r3,r3,6
	extsw r3,r3
	blr

uat_try_cmpxchg_dword_16_acq_rel:
	mr r9,r6
	mr r8,r7
	lwsync
	lqarx r10,0,r3
	cmpd r10,r5
	bne- .L10
	cmpd r11,r4
	bne- .L10
	stqcx. r8,0,r3
	bne- .L3
	cmpd r5,r10
	li r3,0
	bne .L16
	xor r3,r4,r11
	cntlzd r3,r3
	srdi r3,r3,6
	lwsync
	extsw r3,r3
	blr

uat_try_cmpxchg_dword_16_seq_cst:
	mr r9,r6
	mr r8,r7
	hwsync
	lqarx r10,0,r3
	cmpd r10,r5
	bne- .L10
	cmpd r11,r4
	bne- .L10
	stqcx. r8,0,r3
	bne- .L3
	cmpd r5,r10
	li r3,0
	bne .L16
	xor r3,r4,r11
	cntlzd r3,r3
	srdi r3,r3,6
	lwsync
	extsw r3,r3
	blr

uat_try_cmpxchg_dword_16_seq_cst_fence_sc:
	mr r9,r6
	mr r8,r7
	hwsync
	lqarx r10,0,r3
	cmpd r10,r5
	bne- .L10
	cmpd r11,r4
	bne- .L10
	stqcx. r8,0,r3
	bne- .L3
	cmpd r5,r10
	li r3,0
	bne .L16
	xor r3,r4,r11
	cntlzd r3,r3
	srdi r3,r3,6
	hwsync
	extsw r3,r3
	blr

uat_try_cmpxchg_dword_16_seq_cst_fence:
	mr r9,r6
	mr r8,r7
	hwsync
	lqarx r10,0,r3
	cmpd r10,r5
	bne- .L10
	cmpd r11,r4
	bne- .L10
	stqcx. r8,0,r3
	bne- .L3
	cmpd r5,r10
	li r3,0
	bne .L16
	xor r3,r4,r11
	cntlzd r3,r3
	srdi r3,r3,6
	hwsync
	extsw r3,r3
	blr

uat_load_dword_16_relaxed:
	lq r4,0(r3)
	mr r3,r5
	blr

uat_load_dword_16_consume:
	lq r4,0(r3)
	mr r3,r5
	blr

uat_load_dword_16_acquire:
	lq r4,0(r3)
	mr r3,r5
	lwsync
	blr

uat_load_dword_16_seq_cst:
	hwsync
	lq r4,0(r3)
	mr r3,r5
	lwsync
	blr

uat_load_dword_16_seq_cst_fence:
	hwsync
	lq r4,0(r3)
	mr r3,r5
	hwsync
	blr

uat_smp_mb:
	hwsync
	blr

uat_smp_rmb:
	lwsync
	blr

uat_smp_wmb:
	lwsync
	blr

uat_mb:
	hwsync
	blr

uat_rmb:
	hwsync
	blr

uat_wmb:
	hwsync
	blr


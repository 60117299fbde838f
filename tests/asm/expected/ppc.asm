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
	not r9,r3
	li r10,255
	rlwinm r9,r9,3,27,28
	clrrwi r7,r3,2
	slw r4,r4,r9
	slw r5,r5,r9
	slw r10,r10,r9
	lwarx r8,0,r7
	and r6,r8,r10
	cmpw r6,r4
	bne .L15
	xor r6,r8,r6
	or r6,r6,r5
	stwcx. r6,0,r7
	bne .L7
	srw r3,r8,r9
	clrlwi r3,r3,24
	blr

uat_cmpxchg_1_acquire:
	not r9,r3
	li r10,255
	rlwinm r9,r9,3,27,28
	clrrwi r7,r3,2
	slw r4,r4,r9
	slw r5,r5,r9
	slw r10,r10,r9
	lwarx r8,0,r7
	and r6,r8,r10
	cmpw r6,r4
	bne .L15
	xor r6,r8,r6
	or r6,r6,r5
	stwcx. r6,0,r7
	bne .L7
	lwsync
	srw r3,r8,r9
	clrlwi r3,r3,24
	blr

uat_cmpxchg_1_release:
	lwsync
	not r9,r3
	li r10,255
	rlwinm r9,r9,3,27,28
	clrrwi r7,r3,2
	slw r4,r4,r9
	slw r5,r5,r9
	slw r10,r10,r9
	lwarx r8,0,r7
	and r6,r8,r10
	cmpw r6,r4
	bne .L16
	xor r6,r8,r6
	or r6,r6,r5
	stwcx. r6,0,r7
	bne .L8
	srw r3,r8,r9
	clrlwi r3,r3,24
	blr

uat_cmpxchg_1_acq_rel:
	lwsync
	not r9,r3
	li r10,255
	rlwinm r9,r9,3,27,28
	clrrwi r7,r3,2
	slw r4,r4,r9
	slw r5,r5,r9
	slw r10,r10,r9
	lwarx r8,0,r7
	and r6,r8,r10
	cmpw r6,r4
	bne .L16
	xor r6,r8,r6
	or r6,r6,r5
	stwcx. r6,0,r7
	bne .L8
	lwsync
	srw r3,r8,r9
	clrlwi r3,r3,24
	blr

uat_cmpxchg_1_seq_cst:
	hwsync
	not r9,r3
	li r10,255
	rlwinm r9,r9,3,27,28
	clrrwi r7,r3,2
	slw r4,r4,r9
	slw r5,r5,r9
	slw r10,r10,r9
	lwarx r8,0,r7
	and r6,r8,r10
	cmpw r6,r4
	bne .L16
	xor r6,r8,r6
	or r6,r6,r5
	stwcx. r6,0,r7
	bne .L8
	lwsync
	srw r3,r8,r9
	clrlwi r3,r3,24
	blr

uat_cmpxchg_1_seq_cst_fence_sc:
	hwsync
	not r9,r3
	li r10,255
	rlwinm r9,r9,3,27,28
	clrrwi r7,r3,2
	slw r4,r4,r9
	slw r5,r5,r9
	slw r10,r10,r9
	lwarx r8,0,r7
	and r6,r8,r10
	cmpw r6,r4
	bne .L16
	xor r6,r8,r6
	or r6,r6,r5
	stwcx. r6,0,r7
	bne .L8
	hwsync
	srw r3,r8,r9
	clrlwi r3,r3,24
	blr

uat_cmpxchg_1_seq_cst_fence:
	hwsync
	not r9,r3
	li r10,255
	rlwinm r9,r9,3,27,28
	clrrwi r7,r3,2
	slw r4,r4,r9
	slw r5,r5,r9
	slw r10,r10,r9
	lwarx r8,0,r7
	and r6,r8,r10
	cmpw r6,r4
	bne .L16
	xor r6,r8,r6
	or r6,r6,r5
	stwcx. r6,0,r7
	bne .L8
	hwsync
	srw r3,r8,r9
	clrlwi r3,r3,24
	blr

uat_cmpxchg_test_1_seq_cst_fence:
	hwsync
	not r10,r3
	li r8,255
	rlwinm r10,r10,3,27,28
	clrrwi r7,r3,2
	slw r5,r5,r10
	slw r8,r8,r10
	slw r6,r4,r10
	lwarx r9,0,r7
	and r11,r9,r8
	cmpw r11,r6
	bne .L16
	xor r11,r9,r11
	or r11,r11,r5
	stwcx. r11,0,r7
	bne .L8
	hwsync
	srw r3,r9,r10
	clrlwi r3,r3,24
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_1_relaxed:
	not r10,r3
	li r8,255
	rlwinm r10,r10,3,27,28
	clrrwi r7,r3,2
	slw r5,r5,r10
	slw r8,r8,r10
	slw r6,r4,r10
	lwarx r9,0,r7
	and r11,r9,r8
	cmpw r11,r6
	bne .L15
	xor r11,r9,r11
	or r11,r11,r5
	stwcx. r11,0,r7
	bne .L7
	srw r3,r9,r10
	clrlwi r3,r3,24
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_1_acquire:
	not r10,r3
	li r8,255
	rlwinm r10,r10,3,27,28
	clrrwi r7,r3,2
	slw r5,r5,r10
	slw r8,r8,r10
	slw r6,r4,r10
	lwarx r9,0,r7
	and r11,r9,r8
	cmpw r11,r6
	bne .L15
	xor r11,r9,r11
	or r11,r11,r5
	stwcx. r11,0,r7
	bne .L7
	lwsync
	srw r3,r9,r10
	clrlwi r3,r3,24
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_1_release:
	lwsync
	not r10,r3
	li r8,255
	rlwinm r10,r10,3,27,28
	clrrwi r7,r3,2
	slw r5,r5,r10
	slw r8,r8,r10
	slw r6,r4,r10
	lwarx r9,0,r7
	and r11,r9,r8
	cmpw r11,r6
	bne .L16
	xor r11,r9,r11
	or r11,r11,r5
	stwcx. r11,0,r7
	bne .L8
	srw r3,r9,r10
	clrlwi r3,r3,24
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_1_acq_rel:
	lwsync
	not r10,r3
	li r8,255
	rlwinm r10,r10,3,27,28
	clrrwi r7,r3,2
	slw r5,r5,r10
	slw r8,r8,r10
	slw r6,r4,r10
	lwarx r9,0,r7
	and r11,r9,r8
	cmpw r11,r6
	bne .L16
	xor r11,r9,r11
	or r11,r11,r5
	stwcx. r11,0,r7
	bne .L8
	lwsync
	srw r3,r9,r10
	clrlwi r3,r3,24
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_1_seq_cst:
	hwsync
	not r10,r3
	li r8,255
	rlwinm r10,r10,3,27,28
	clrrwi r7,r3,2
	slw r5,r5,r10
	slw r8,r8,r10
	slw r6,r4,r10
	lwarx r9,0,r7
	and r11,r9,r8
	cmpw r11,r6
	bne .L16
	xor r11,r9,r11
	or r11,r11,r5
	stwcx. r11,0,r7
	bne .L8
	lwsync
	srw r3,r9,r10
	clrlwi r3,r3,24
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_1_seq_cst_fence_sc:
	hwsync
	not r10,r3
	li r8,255
	rlwinm r10,r10,3,27,28
	clrrwi r7,r3,2
	slw r5,r5,r10
	slw r8,r8,r10
	slw r6,r4,r10
	lwarx r9,0,r7
	and r11,r9,r8
	cmpw r11,r6
	bne .L16
	xor r11,r9,r11
	or r11,r11,r5
	stwcx. r11,0,r7
	bne .L8
	hwsync
	srw r3,r9,r10
	clrlwi r3,r3,24
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_1_seq_cst_fence:
	hwsync
	not r10,r3
	li r8,255
	rlwinm r10,r10,3,27,28
	clrrwi r7,r3,2
	slw r5,r5,r10
	slw r8,r8,r10
	slw r6,r4,r10
	lwarx r9,0,r7
	and r11,r9,r8
	cmpw r11,r6
	bne .L16
	xor r11,r9,r11
	or r11,r11,r5
	stwcx. r11,0,r7
	bne .L8
	hwsync
	srw r3,r9,r10
	clrlwi r3,r3,24
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_1_relaxed:
	not r10,r3
	li r8,255
	rlwinm r10,r10,3,27,28
	clrrwi r7,r3,2
	slw r5,r5,r10
	slw r8,r8,r10
	slw r6,r4,r10
	lwarx r9,0,r7
	and r11,r9,r8
	cmpw r11,r6
	bne .L15
	xor r11,r9,r11
	or r11,r11,r5
	stwcx. r11,0,r7
	bne .L7
	srw r3,r9,r10
	clrlwi r3,r3,24
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_1_acquire:
	not r10,r3
	li r8,255
	rlwinm r10,r10,3,27,28
	clrrwi r7,r3,2
	slw r5,r5,r10
	slw r8,r8,r10
	slw r6,r4,r10
	lwarx r9,0,r7
	and r11,r9,r8
	cmpw r11,r6
	bne .L15
	xor r11,r9,r11
	or r11,r11,r5
	stwcx. r11,0,r7
	bne .L7
	lwsync
	srw r3,r9,r10
	clrlwi r3,r3,24
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_1_release:
	lwsync
	not r10,r3
	li r8,255
	rlwinm r10,r10,3,27,28
	clrrwi r7,r3,2
	slw r5,r5,r10
	slw r8,r8,r10
	slw r6,r4,r10
	lwarx r9,0,r7
	and r11,r9,r8
	cmpw r11,r6
	bne .L16
	xor r11,r9,r11
	or r11,r11,r5
	stwcx. r11,0,r7
	bne .L8
	srw r3,r9,r10
	clrlwi r3,r3,24
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_1_acq_rel:
	lwsync
	not r10,r3
	li r8,255
	rlwinm r10,r10,3,27,28
	clrrwi r7,r3,2
	slw r5,r5,r10
	slw r8,r8,r10
	slw r6,r4,r10
	lwarx r9,0,r7
	and r11,r9,r8
	cmpw r11,r6
	bne .L16
	xor r11,r9,r11
	or r11,r11,r5
	stwcx. r11,0,r7
	bne .L8
	lwsync
	srw r3,r9,r10
	clrlwi r3,r3,24
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_1_seq_cst:
	hwsync
	not r10,r3
	li r8,255
	rlwinm r10,r10,3,27,28
	clrrwi r7,r3,2
	slw r5,r5,r10
	slw r8,r8,r10
	slw r6,r4,r10
	lwarx r9,0,r7
	and r11,r9,r8
	cmpw r11,r6
	bne .L16
	xor r11,r9,r11
	or r11,r11,r5
	stwcx. r11,0,r7
	bne .L8
	lwsync
	srw r3,r9,r10
	clrlwi r3,r3,24
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_1_seq_cst_fence_sc:
	hwsync
	not r10,r3
	li r8,255
	rlwinm r10,r10,3,27,28
	clrrwi r7,r3,2
	slw r5,r5,r10
	slw r8,r8,r10
	slw r6,r4,r10
	lwarx r9,0,r7
	and r11,r9,r8
	cmpw r11,r6
	bne .L16
	xor r11,r9,r11
	or r11,r11,r5
	stwcx. r11,0,r7
	bne .L8
	hwsync
	srw r3,r9,r10
	clrlwi r3,r3,24
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_1_seq_cst_fence:
	hwsync
	not r10,r3
	li r8,255
	rlwinm r10,r10,3,27,28
	clrrwi r7,r3,2
	slw r5,r5,r10
	slw r8,r8,r10
	slw r6,r4,r10
	lwarx r9,0,r7
	and r11,r9,r8
	cmpw r11,r6
	bne .L16
	xor r11,r9,r11
	or r11,r11,r5
	stwcx. r11,0,r7
	bne .L8
	hwsync
	srw r3,r9,r10
	clrlwi r3,r3,24
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_xchg_1_relaxed:
	not r9,r3
	li r10,255
	rlwinm r9,r9,3,27,28
	clrrwi r7,r3,2
	slw r4,r4,r9
	slw r10,r10,r9
	lwarx r8,0,r7
	andc r6,r8,r10
	or r6,r6,r4
	stwcx. r6,0,r7
	bne .L6
	srw r3,r8,r9
	clrlwi r3,r3,24
	blr

uat_xchg_1_acquire:
	not r9,r3
	li r10,255
	rlwinm r9,r9,3,27,28
	clrrwi r7,r3,2
	slw r4,r4,r9
	slw r10,r10,r9
	lwarx r8,0,r7
	andc r6,r8,r10
	or r6,r6,r4
	stwcx. r6,0,r7
	bne .L6
	lwsync
	srw r3,r8,r9
	clrlwi r3,r3,24
	blr

uat_xchg_1_release:
	lwsync
	not r9,r3
	li r10,255
	rlwinm r9,r9,3,27,28
	clrrwi r7,r3,2
	slw r4,r4,r9
	slw r10,r10,r9
	lwarx r8,0,r7
	andc r6,r8,r10
	or r6,r6,r4
	stwcx. r6,0,r7
	bne .L7
	srw r3,r8,r9
	clrlwi r3,r3,24
	blr

uat_xchg_1_acq_rel:
	lwsync
	not r9,r3
	li r10,255
	rlwinm r9,r9,3,27,28
	clrrwi r7,r3,2
	slw r4,r4,r9
	slw r10,r10,r9
	lwarx r8,0,r7
	andc r6,r8,r10
	or r6,r6,r4
	stwcx. r6,0,r7
	bne .L7
	lwsync
	srw r3,r8,r9
	clrlwi r3,r3,24
	blr

uat_xchg_1_seq_cst:
	hwsync
	not r9,r3
	li r10,255
	rlwinm r9,r9,3,27,28
	clrrwi r7,r3,2
	slw r4,r4,r9
	slw r10,r10,r9
	lwarx r8,0,r7
	andc r6,r8,r10
	or r6,r6,r4
	stwcx. r6,0,r7
	bne .L7
	lwsync
	srw r3,r8,r9
	clrlwi r3,r3,24
	blr

uat_xchg_1_seq_cst_fence:
	hwsync
	not r9,r3
	li r10,255
	rlwinm r9,r9,3,27,28
	clrrwi r7,r3,2
	slw r4,r4,r9
	slw r10,r10,r9
	lwarx r8,0,r7
	andc r6,r8,r10
	or r6,r6,r4
	stwcx. r6,0,r7
	bne .L7
	hwsync
	srw r3,r8,r9
	clrlwi r3,r3,24
	blr

uat_add_return_1_relaxed:
	not r9,r3
	li r10,255
	rlwinm r9,r9,3,27,28
	clrrwi r7,r3,2
	slw r4,r4,r9
	slw r10,r10,r9
	lwarx r6,0,r7
	add r8,r6,r4
	xor r8,r8,r6
	and r8,r8,r10
	xor r8,r8,r6
	stwcx. r8,0,r7
	bne .L6
	srw r3,r8,r9
	clrlwi r3,r3,24
	blr

uat_add_return_1_acquire:
	not r9,r3
	li r10,255
	rlwinm r9,r9,3,27,28
	clrrwi r7,r3,2
	slw r4,r4,r9
	slw r10,r10,r9
	lwarx r6,0,r7
	add r8,r6,r4
	xor r8,r8,r6
	and r8,r8,r10
	xor r8,r8,r6
	stwcx. r8,0,r7
	bne .L6
	lwsync
	srw r3,r8,r9
	clrlwi r3,r3,24
	blr

uat_add_return_1_release:
	lwsync
	not r9,r3
	li r10,255
	rlwinm r9,r9,3,27,28
	clrrwi r7,r3,2
	slw r4,r4,r9
	slw r10,r10,r9
	lwarx r6,0,r7
	add r8,r6,r4
	xor r8,r8,r6
	and r8,r8,r10
	xor r8,r8,r6
	stwcx. r8,0,r7
	bne .L7
	srw r3,r8,r9
	clrlwi r3,r3,24
	blr

uat_add_return_1_acq_rel:
	lwsync
	not r9,r3
	li r10,255
	rlwinm r9,r9,3,27,28
	clrrwi r7,r3,2
	slw r4,r4,r9
	slw r10,r10,r9
	lwarx r6,0,r7
	add r8,r6,r4
	xor r8,r8,r6
	and r8,r8,r10
	xor r8,r8,r6
	stwcx. r8,0,r7
	bne .L7
	lwsync
	srw r3,r8,r9
	clrlwi r3,r3,24
	blr

uat_add_return_1_seq_cst:
	hwsync
	not r9,r3
	li r10,255
	rlwinm r9,r9,3,27,28
	clrrwi r7,r3,2
	slw r4,r4,r9
	slw r10,r10,r9
	lwarx r6,0,r7
	add r8,r6,r4
	xor r8,r8,r6
	and r8,r8,r10
	xor r8,r8,r6
	stwcx. r8,0,r7
	bne .L7
	lwsync
	srw r3,r8,r9
	clrlwi r3,r3,24
	blr

uat_add_return_1_seq_cst_fence:
	hwsync
	not r9,r3
	li r10,255
	rlwinm r9,r9,3,27,28
	clrrwi r7,r3,2
	slw r4,r4,r9
	slw r10,r10,r9
	lwarx r6,0,r7
	add r8,r6,r4
	xor r8,r8,r6
	and r8,r8,r10
	xor r8,r8,r6
	stwcx. r8,0,r7
	bne .L7
	hwsync
	srw r3,r8,r9
	clrlwi r3,r3,24
	blr

uat_add_1_relaxed:
	not r10,r3
	li r9,255
	rlwinm r10,r10,3,27,28
	clrrwi r8,r3,2
	slw r4,r4,r10
	slw r9,r9,r10
	lwarx r10,0,r8
	add r7,r10,r4
	xor r7,r7,r10
	and r7,r7,r9
	xor r7,r7,r10
	stwcx. r7,0,r8
	bne .L6
	blr

uat_add_1_acquire:
	not r10,r3
	li r9,255
	rlwinm r10,r10,3,27,28
	clrrwi r8,r3,2
	slw r4,r4,r10
	slw r9,r9,r10
	lwarx r10,0,r8
	add r7,r10,r4
	xor r7,r7,r10
	and r7,r7,r9
	xor r7,r7,r10
	stwcx. r7,0,r8
	bne .L6
	lwsync
	blr

uat_add_1_release:
	lwsync
	not r10,r3
	li r9,255
	rlwinm r10,r10,3,27,28
	clrrwi r8,r3,2
	slw r4,r4,r10
	slw r9,r9,r10
	lwarx r10,0,r8
	add r7,r10,r4
	xor r7,r7,r10
	and r7,r7,r9
	xor r7,r7,r10
	stwcx. r7,0,r8
	bne .L7
	blr

uat_add_1_acq_rel:
	lwsync
	not r10,r3
	li r9,255
	rlwinm r10,r10,3,27,28
	clrrwi r8,r3,2
	slw r4,r4,r10
	slw r9,r9,r10
	lwarx r10,0,r8
	add r7,r10,r4
	xor r7,r7,r10
	and r7,r7,r9
	xor r7,r7,r10
	stwcx. r7,0,r8
	bne .L7
	lwsync
	blr

uat_add_1_seq_cst:
	hwsync
	not r10,r3
	li r9,255
	rlwinm r10,r10,3,27,28
	clrrwi r8,r3,2
	slw r4,r4,r10
	slw r9,r9,r10
	lwarx r10,0,r8
	add r7,r10,r4
	xor r7,r7,r10
	and r7,r7,r9
	xor r7,r7,r10
	stwcx. r7,0,r8
	bne .L7
	lwsync
	blr

uat_add_1_seq_cst_fence:
	hwsync
	not r10,r3
	li r9,255
	rlwinm r10,r10,3,27,28
	clrrwi r8,r3,2
	slw r4,r4,r10
	slw r9,r9,r10
	lwarx r10,0,r8
	add r7,r10,r4
	xor r7,r7,r10
	and r7,r7,r9
	xor r7,r7,r10
	stwcx. r7,0,r8
	bne .L7
	hwsync
	blr

uat_and_1_relaxed:
	not r9,r3
	li r8,255
	rlwinm r9,r9,3,27,28
	clrrwi r10,r3,2
	slw r4,r4,r9
	slw r8,r8,r9
	orc r4,r4,r8
	lwarx r9,0,r10
	and r8,r9,r4
	stwcx. r8,0,r10
	bne .L7
	blr

uat_and_1_acquire:
	not r9,r3
	li r8,255
	rlwinm r9,r9,3,27,28
	clrrwi r10,r3,2
	slw r4,r4,r9
	slw r8,r8,r9
	orc r4,r4,r8
	lwarx r9,0,r10
	and r8,r9,r4
	stwcx. r8,0,r10
	bne .L7
	lwsync
	blr

uat_and_1_release:
	lwsync
	not r9,r3
	li r8,255
	rlwinm r9,r9,3,27,28
	clrrwi r10,r3,2
	slw r4,r4,r9
	slw r9,r8,r9
	orc r4,r4,r9
	lwarx r9,0,r10
	and r8,r9,r4
	stwcx. r8,0,r10
	bne .L8
	blr

uat_and_1_acq_rel:
	lwsync
	not r9,r3
	li r8,255
	rlwinm r9,r9,3,27,28
	clrrwi r10,r3,2
	slw r4,r4,r9
	slw r9,r8,r9
	orc r4,r4,r9
	lwarx r9,0,r10
	and r8,r9,r4
	stwcx. r8,0,r10
	bne .L8
	lwsync
	blr

uat_and_1_seq_cst:
	hwsync
	not r9,r3
	li r8,255
	rlwinm r9,r9,3,27,28
	clrrwi r10,r3,2
	slw r4,r4,r9
	slw r9,r8,r9
	orc r4,r4,r9
	lwarx r9,0,r10
	and r8,r9,r4
	stwcx. r8,0,r10
	bne .L8
	lwsync
	blr

uat_and_1_seq_cst_fence:
	hwsync
	not r9,r3
	li r8,255
	rlwinm r9,r9,3,27,28
	clrrwi r10,r3,2
	slw r4,r4,r9
	slw r9,r8,r9
	orc r4,r4,r9
	lwarx r9,0,r10
	and r8,r9,r4
	stwcx. r8,0,r10
	bne .L8
	hwsync
	blr

uat_or_1_relaxed:
	not r10,r3
	clrrwi r9,r3,2
	rlwinm r10,r10,3,27,28
	slw r4,r4,r10
	lwarx r10,0,r9
	or r8,r10,r4
	stwcx. r8,0,r9
	bne .L4
	blr

uat_or_1_acquire:
	not r10,r3
	clrrwi r9,r3,2
	rlwinm r10,r10,3,27,28
	slw r4,r4,r10
	lwarx r10,0,r9
	or r8,r10,r4
	stwcx. r8,0,r9
	bne .L4
	lwsync
	blr

uat_or_1_release:
	lwsync
	not r10,r3
	clrrwi r9,r3,2
	rlwinm r10,r10,3,27,28
	slw r4,r4,r10
	lwarx r10,0,r9
	or r8,r10,r4
	stwcx. r8,0,r9
	bne .L5
	blr

uat_or_1_acq_rel:
	lwsync
	not r10,r3
	clrrwi r9,r3,2
	rlwinm r10,r10,3,27,28
	slw r4,r4,r10
	lwarx r10,0,r9
	or r8,r10,r4
	stwcx. r8,0,r9
	bne .L5
	lwsync
	blr

uat_or_1_seq_cst:
	hwsync
	not r10,r3
	clrrwi r9,r3,2
	rlwinm r10,r10,3,27,28
	slw r4,r4,r10
	lwarx r10,0,r9
	or r8,r10,r4
	stwcx. r8,0,r9
	bne .L5
	lwsync
	blr

uat_or_1_seq_cst_fence:
	hwsync
	not r10,r3
	clrrwi r9,r3,2
	rlwinm r10,r10,3,27,28
	slw r4,r4,r10
	lwarx r10,0,r9
	or r8,r10,r4
	stwcx. r8,0,r9
	bne .L5
	hwsync
	blr

uat_xor_1_relaxed:
	not r10,r3
	clrrwi r9,r3,2
	rlwinm r10,r10,3,27,28
	slw r4,r4,r10
	lwarx r10,0,r9
	xor r8,r10,r4
	stwcx. r8,0,r9
	bne .L4
	blr

uat_xor_1_acquire:
	not r10,r3
	clrrwi r9,r3,2
	rlwinm r10,r10,3,27,28
	slw r4,r4,r10
	lwarx r10,0,r9
	xor r8,r10,r4
	stwcx. r8,0,r9
	bne .L4
	lwsync
	blr

uat_xor_1_release:
	lwsync
	not r10,r3
	clrrwi r9,r3,2
	rlwinm r10,r10,3,27,28
	slw r4,r4,r10
	lwarx r10,0,r9
	xor r8,r10,r4
	stwcx. r8,0,r9
	bne .L5
	blr

uat_xor_1_acq_rel:
	lwsync
	not r10,r3
	clrrwi r9,r3,2
	rlwinm r10,r10,3,27,28
	slw r4,r4,r10
	lwarx r10,0,r9
	xor r8,r10,r4
	stwcx. r8,0,r9
	bne .L5
	lwsync
	blr

uat_xor_1_seq_cst:
	hwsync
	not r10,r3
	clrrwi r9,r3,2
	rlwinm r10,r10,3,27,28
	slw r4,r4,r10
	lwarx r10,0,r9
	xor r8,r10,r4
	stwcx. r8,0,r9
	bne .L5
	lwsync
	blr

uat_xor_1_seq_cst_fence:
	hwsync
	not r10,r3
	clrrwi r9,r3,2
	rlwinm r10,r10,3,27,28
	slw r4,r4,r10
	lwarx r10,0,r9
	xor r8,r10,r4
	stwcx. r8,0,r9
	bne .L5
	hwsync
	blr

uat_fetch_add_1_relaxed:
	not r9,r3
	li r10,255
	rlwinm r9,r9,3,27,28
	clrrwi r7,r3,2
	slw r4,r4,r9
	slw r10,r10,r9
	lwarx r8,0,r7
	add r6,r8,r4
	xor r6,r6,r8
	and r6,r6,r10
	xor r6,r6,r8
	stwcx. r6,0,r7
	bne .L6
	srw r3,r8,r9
	clrlwi r3,r3,24
	blr

uat_fetch_add_1_acquire:
	not r9,r3
	li r10,255
	rlwinm r9,r9,3,27,28
	clrrwi r7,r3,2
	slw r4,r4,r9
	slw r10,r10,r9
	lwarx r8,0,r7
	add r6,r8,r4
	xor r6,r6,r8
	and r6,r6,r10
	xor r6,r6,r8
	stwcx. r6,0,r7
	bne .L6
	lwsync
	srw r3,r8,r9
	clrlwi r3,r3,24
	blr

uat_fetch_add_1_release:
	lwsync
	not r9,r3
	li r10,255
	rlwinm r9,r9,3,27,28
	clrrwi r7,r3,2
	slw r4,r4,r9
	slw r10,r10,r9
	lwarx r8,0,r7
	add r6,r8,r4
	xor r6,r6,r8
	and r6,r6,r10
	xor r6,r6,r8
	stwcx. r6,0,r7
	bne .L7
	srw r3,r8,r9
	clrlwi r3,r3,24
	blr

uat_fetch_add_1_acq_rel:
	lwsync
	not r9,r3
	li r10,255
	rlwinm r9,r9,3,27,28
	clrrwi r7,r3,2
	slw r4,r4,r9
	slw r10,r10,r9
	lwarx r8,0,r7
	add r6,r8,r4
	xor r6,r6,r8
	and r6,r6,r10
	xor r6,r6,r8
	stwcx. r6,0,r7
	bne .L7
	lwsync
	srw r3,r8,r9
	clrlwi r3,r3,24
	blr

uat_fetch_add_1_seq_cst:
	hwsync
	not r9,r3
	li r10,255
	rlwinm r9,r9,3,27,28
	clrrwi r7,r3,2
	slw r4,r4,r9
	slw r10,r10,r9
	lwarx r8,0,r7
	add r6,r8,r4
	xor r6,r6,r8
	and r6,r6,r10
	xor r6,r6,r8
	stwcx. r6,0,r7
	bne .L7
	lwsync
	srw r3,r8,r9
	clrlwi r3,r3,24
	blr

uat_fetch_add_1_seq_cst_fence:
	hwsync
	not r9,r3
	li r10,255
	rlwinm r9,r9,3,27,28
	clrrwi r7,r3,2
	slw r4,r4,r9
	slw r10,r10,r9
	lwarx r8,0,r7
	add r6,r8,r4
	xor r6,r6,r8
	and r6,r6,r10
	xor r6,r6,r8
	stwcx. r6,0,r7
	bne .L7
	hwsync
	srw r3,r8,r9
	clrlwi r3,r3,24
	blr

uat_fetch_and_1_relaxed:
	not r9,r3
	li r10,255
	rlwinm r9,r9,3,27,28
	clrrwi r8,r3,2
	slw r4,r4,r9
	slw r10,r10,r9
	orc r4,r4,r10
	lwarx r10,0,r8
	and r7,r10,r4
	stwcx. r7,0,r8
	bne .L7
	srw r3,r10,r9
	clrlwi r3,r3,24
	blr

uat_fetch_and_1_acquire:
	not r9,r3
	li r10,255
	rlwinm r9,r9,3,27,28
	clrrwi r8,r3,2
	slw r4,r4,r9
	slw r10,r10,r9
	orc r4,r4,r10
	lwarx r10,0,r8
	and r7,r10,r4
	stwcx. r7,0,r8
	bne .L7
	lwsync
	srw r3,r10,r9
	clrlwi r3,r3,24
	blr

uat_fetch_and_1_release:
	lwsync
	not r9,r3
	li r10,255
	rlwinm r9,r9,3,27,28
	clrrwi r8,r3,2
	slw r4,r4,r9
	slw r10,r10,r9
	orc r4,r4,r10
	lwarx r10,0,r8
	and r7,r10,r4
	stwcx. r7,0,r8
	bne .L8
	srw r3,r10,r9
	clrlwi r3,r3,24
	blr

uat_fetch_and_1_acq_rel:
	lwsync
	not r9,r3
	li r10,255
	rlwinm r9,r9,3,27,28
	clrrwi r8,r3,2
	slw r4,r4,r9
	slw r10,r10,r9
	orc r4,r4,r10
	lwarx r10,0,r8
	and r7,r10,r4
	stwcx. r7,0,r8
	bne .L8
	lwsync
	srw r3,r10,r9
	clrlwi r3,r3,24
	blr

uat_fetch_and_1_seq_cst:
	hwsync
	not r9,r3
	li r10,255
	rlwinm r9,r9,3,27,28
	clrrwi r8,r3,2
	slw r4,r4,r9
	slw r10,r10,r9
	orc r4,r4,r10
	lwarx r10,0,r8
	and r7,r10,r4
	stwcx. r7,0,r8
	bne .L8
	lwsync
	srw r3,r10,r9
	clrlwi r3,r3,24
	blr

uat_fetch_and_1_seq_cst_fence:
	hwsync
	not r9,r3
	li r10,255
	rlwinm r9,r9,3,27,28
	clrrwi r8,r3,2
	slw r4,r4,r9
	slw r10,r10,r9
	orc r4,r4,r10
	lwarx r10,0,r8
	and r7,r10,r4
	stwcx. r7,0,r8
	bne .L8
	hwsync
	srw r3,r10,r9
	clrlwi r3,r3,24
	blr

uat_fetch_or_1_relaxed:
	not r9,r3
	clrrwi r8,r3,2
	rlwinm r9,r9,3,27,28
	slw r4,r4,r9
	lwarx r10,0,r8
	or r7,r10,r4
	stwcx. r7,0,r8
	bne .L4
	srw r3,r10,r9
	clrlwi r3,r3,24
	blr

uat_fetch_or_1_acquire:
	not r9,r3
	clrrwi r8,r3,2
	rlwinm r9,r9,3,27,28
	slw r4,r4,r9
	lwarx r10,0,r8
	or r7,r10,r4
	stwcx. r7,0,r8
	bne .L4
	lwsync
	srw r3,r10,r9
	clrlwi r3,r3,24
	blr

uat_fetch_or_1_release:
	lwsync
	not r9,r3
	clrrwi r8,r3,2
	rlwinm r9,r9,3,27,28
	slw r4,r4,r9
	lwarx r10,0,r8
	or r7,r10,r4
	stwcx. r7,0,r8
	bne .L5
	srw r3,r10,r9
	clrlwi r3,r3,24
	blr

uat_fetch_or_1_acq_rel:
	lwsync
	not r9,r3
	clrrwi r8,r3,2
	rlwinm r9,r9,3,27,28
	slw r4,r4,r9
	lwarx r10,0,r8
	or r7,r10,r4
	stwcx. r7,0,r8
	bne .L5
	lwsync
	srw r3,r10,r9
	clrlwi r3,r3,24
	blr

uat_fetch_or_1_seq_cst:
	hwsync
	not r9,r3
	clrrwi r8,r3,2
	rlwinm r9,r9,3,27,28
	slw r4,r4,r9
	lwarx r10,0,r8
	or r7,r10,r4
	stwcx. r7,0,r8
	bne .L5
	lwsync
	srw r3,r10,r9
	clrlwi r3,r3,24
	blr

uat_fetch_or_1_seq_cst_fence:
	hwsync
	not r9,r3
	clrrwi r8,r3,2
	rlwinm r9,r9,3,27,28
	slw r4,r4,r9
	lwarx r10,0,r8
	or r7,r10,r4
	stwcx. r7,0,r8
	bne .L5
	hwsync
	srw r3,r10,r9
	clrlwi r3,r3,24
	blr

uat_fetch_xor_1_relaxed:
	not r9,r3
	clrrwi r8,r3,2
	rlwinm r9,r9,3,27,28
	slw r4,r4,r9
	lwarx r10,0,r8
	xor r7,r10,r4
	stwcx. r7,0,r8
	bne .L4
	srw r3,r10,r9
	clrlwi r3,r3,24
	blr

uat_fetch_xor_1_acquire:
	not r9,r3
	clrrwi r8,r3,2
	rlwinm r9,r9,3,27,28
	slw r4,r4,r9
	lwarx r10,0,r8
	xor r7,r10,r4
	stwcx. r7,0,r8
	bne .L4
	lwsync
	srw r3,r10,r9
	clrlwi r3,r3,24
	blr

uat_fetch_xor_1_release:
	lwsync
	not r9,r3
	clrrwi r8,r3,2
	rlwinm r9,r9,3,27,28
	slw r4,r4,r9
	lwarx r10,0,r8
	xor r7,r10,r4
	stwcx. r7,0,r8
	bne .L5
	srw r3,r10,r9
	clrlwi r3,r3,24
	blr

uat_fetch_xor_1_acq_rel:
	lwsync
	not r9,r3
	clrrwi r8,r3,2
	rlwinm r9,r9,3,27,28
	slw r4,r4,r9
	lwarx r10,0,r8
	xor r7,r10,r4
	stwcx. r7,0,r8
	bne .L5
	lwsync
	srw r3,r10,r9
	clrlwi r3,r3,24
	blr

uat_fetch_xor_1_seq_cst:
	hwsync
	not r9,r3
	clrrwi r8,r3,2
	rlwinm r9,r9,3,27,28
	slw r4,r4,r9
	lwarx r10,0,r8
	xor r7,r10,r4
	stwcx. r7,0,r8
	bne .L5
	lwsync
	srw r3,r10,r9
	clrlwi r3,r3,24
	blr

uat_fetch_xor_1_seq_cst_fence:
	hwsync
	not r9,r3
	clrrwi r8,r3,2
	rlwinm r9,r9,3,27,28
	slw r4,r4,r9
	lwarx r10,0,r8
	xor r7,r10,r4
	stwcx. r7,0,r8
	bne .L5
	hwsync
	srw r3,r10,r9
	clrlwi r3,r3,24
	blr

uat_fetch_smax_1_relaxed:
	not r6,r3
	li r5,255
	lbz r9,0(r3)
	rlwinm r6,r6,3,27,28
	clrrwi r11,r3,2
	slw r5,r5,r6
	mr r12,r4
	nop
	extsb r10,r9
	clrlwi r8,r9,24
	cmpw r10,r4
	slw r8,r8,r6
	mr r10,r9
	bge .L15
	mr r10,r12
	clrlwi r10,r10,24
	slw r10,r10,r6
	lwarx r7,0,r11
	and r0,r7,r5
	cmpw r0,r8
	bne .L25
	xor r0,r7,r0
	or r0,r0,r10
	stwcx. r0,0,r11
	bne .L17
	srw r7,r7,r6
	clrlwi r9,r9,24
	clrlwi r8,r7,24
	cmpw r9,r8
	mr r9,r7
	bne .L8
	extsb r3,r7
	blr

uat_fetch_smax_1_acquire:
	not r6,r3
	li r5,255
	lbz r9,0(r3)
	rlwinm r6,r6,3,27,28
	clrrwi r11,r3,2
	slw r5,r5,r6
	mr r12,r4
	nop
	extsb r10,r9
	clrlwi r8,r9,24
	cmpw r10,r4
	slw r8,r8,r6
	mr r10,r9
	bge .L15
	mr r10,r12
	clrlwi r10,r10,24
	slw r10,r10,r6
	lwarx r7,0,r11
	and r0,r7,r5
	cmpw r0,r8
	bne .L25
	xor r0,r7,r0
	or r0,r0,r10
	stwcx. r0,0,r11
	bne .L17
	srw r7,r7,r6
	clrlwi r9,r9,24
	clrlwi r8,r7,24
	cmpw r9,r8
	mr r9,r7
	bne .L8
	lwsync
	extsb r3,r7
	blr

uat_fetch_smax_1_release:
	lwsync
	not r6,r3
	li r5,255
	lbz r9,0(r3)
	rlwinm r6,r6,3,27,28
	clrrwi r11,r3,2
	slw r5,r5,r6
	mr r12,r4
	extsb r10,r9
	clrlwi r8,r9,24
	cmpw r10,r4
	slw r8,r8,r6
	mr r10,r9
	bge .L15
	mr r10,r12
	clrlwi r10,r10,24
	slw r10,r10,r6
	lwarx r7,0,r11
	and r0,r7,r5
	cmpw r0,r8
	bne .L25
	xor r0,r7,r0
	or r0,r0,r10
	stwcx. r0,0,r11
	bne .L17
	srw r7,r7,r6
	clrlwi r9,r9,24
	clrlwi r8,r7,24
	cmpw r9,r8
	mr r9,r7
	bne .L8
	extsb r3,r7
	blr

uat_fetch_smax_1_acq_rel:
	lwsync
	not r6,r3
	li r5,255
	lbz r9,0(r3)
	rlwinm r6,r6,3,27,28
	clrrwi r11,r3,2
	slw r5,r5,r6
	mr r12,r4
	extsb r10,r9
	clrlwi r8,r9,24
	cmpw r10,r4
	slw r8,r8,r6
	mr r10,r9
	bge .L15
	mr r10,r12
	clrlwi r10,r10,24
	slw r10,r10,r6
	lwarx r7,0,r11
	and r0,r7,r5
	cmpw r0,r8
	bne .L25
	xor r0,r7,r0
	or r0,r0,r10
	stwcx. r0,0,r11
	bne .L17
	srw r7,r7,r6
	clrlwi r9,r9,24
	clrlwi r8,r7,24
	cmpw r9,r8
	mr r9,r7
	bne .L8
	lwsync
	extsb r3,r7
	blr

uat_fetch_smax_1_seq_cst:
	hwsync
	not r6,r3
	li r5,255
	lbz r9,0(r3)
	rlwinm r6,r6,3,27,28
	clrrwi r11,r3,2
	slw r5,r5,r6
	mr r12,r4
	extsb r10,r9
	clrlwi r8,r9,24
	cmpw r10,r4
	slw r8,r8,r6
	mr r10,r9
	bge .L15
	mr r10,r12
	clrlwi r10,r10,24
	slw r10,r10,r6
	lwarx r7,0,r11
	and r0,r7,r5
	cmpw r0,r8
	bne .L25
	xor r0,r7,r0
	or r0,r0,r10
	stwcx. r0,0,r11
	bne .L17
	srw r7,r7,r6
	clrlwi r9,r9,24
	clrlwi r8,r7,24
	cmpw r9,r8
	mr r9,r7
	bne .L8
	lwsync
	extsb r3,r7
	blr

uat_fetch_smax_1_seq_cst_fence:
	hwsync
	not r6,r3
	li r5,255
	lbz r9,0(r3)
	rlwinm r6,r6,3,27,28
	clrrwi r11,r3,2
	slw r5,r5,r6
	mr r12,r4
	extsb r10,r9
	clrlwi r8,r9,24
	cmpw r10,r4
	slw r8,r8,r6
	mr r10,r9
	bge .L15
	mr r10,r12
	clrlwi r10,r10,24
	slw r10,r10,r6
	lwarx r7,0,r11
	and r0,r7,r5
	cmpw r0,r8
	bne .L25
	xor r0,r7,r0
	or r0,r0,r10
	stwcx. r0,0,r11
	bne .L17
	srw r7,r7,r6
	clrlwi r9,r9,24
	clrlwi r8,r7,24
	cmpw r9,r8
	mr r9,r7
	bne .L8
	hwsync
	extsb r3,r7
	blr

uat_fetch_umax_1_relaxed:
	not r5,r3
	li r11,255
	lbz r8,0(r3)
	rlwinm r5,r5,3,27,28
	mr r6,r3
	clrrwi r0,r3,2
	slw r11,r11,r5
	mr r12,r4
	clrlwi r9,r8,24
	mr r10,r12
	cmplw r4,r9
	slw r9,r9,r5
	bge .L14
	mr r10,r8
	clrlwi r10,r10,24
	slw r10,r10,r5
	lwarx r7,0,r0
	and r3,r7,r11
	cmpw r3,r9
	bne .L24
	xor r3,r7,r3
	or r3,r3,r10
	stwcx. r3,0,r0
	bne .L16
	srw r9,r7,r5
	clrlwi r3,r8,24
	clrlwi r10,r9,24
	mr r8,r9
	cmpw r3,r10
	bne .L8
	blr

uat_fetch_umax_1_acquire:
	not r5,r3
	li r11,255
	lbz r8,0(r3)
	rlwinm r5,r5,3,27,28
	mr r6,r3
	clrrwi r0,r3,2
	slw r11,r11,r5
	mr r12,r4
	clrlwi r9,r8,24
	mr r10,r12
	cmplw r4,r9
	slw r9,r9,r5
	bge .L14
	mr r10,r8
	clrlwi r10,r10,24
	slw r10,r10,r5
	lwarx r7,0,r0
	and r3,r7,r11
	cmpw r3,r9
	bne .L24
	xor r3,r7,r3
	or r3,r3,r10
	stwcx. r3,0,r0
	bne .L16
	srw r9,r7,r5
	clrlwi r3,r8,24
	clrlwi r10,r9,24
	mr r8,r9
	cmpw r3,r10
	bne .L8
	lwsync
	blr

uat_fetch_umax_1_release:
	mr r6,r3
	lwsync
	not r5,r3
	li r11,255
	lbz r8,0(r3)
	rlwinm r5,r5,3,27,28
	clrrwi r0,r3,2
	slw r11,r11,r5
	mr r12,r4
	nop
	nop
	nop
	clrlwi r9,r8,24
	mr r10,r12
	cmplw r4,r9
	slw r9,r9,r5
	bge .L18
	mr r10,r8
	clrlwi r10,r10,24
	slw r10,r10,r5
	lwarx r7,0,r0
	and r3,r7,r11
	cmpw r3,r9
	bne .L28
	xor r3,r7,r3
	or r3,r3,r10
	stwcx. r3,0,r0
	bne .L20
	srw r9,r7,r5
	clrlwi r3,r8,24
	clrlwi r10,r9,24
	mr r8,r9
	cmpw r3,r10
	bne .L12
	blr

uat_fetch_umax_1_acq_rel:
	mr r6,r3
	lwsync
	not r5,r3
	li r11,255
	lbz r8,0(r3)
	rlwinm r5,r5,3,27,28
	clrrwi r0,r3,2
	slw r11,r11,r5
	mr r12,r4
	nop
	nop
	nop
	clrlwi r9,r8,24
	mr r10,r12
	cmplw r4,r9
	slw r9,r9,r5
	bge .L18
	mr r10,r8
	clrlwi r10,r10,24
	slw r10,r10,r5
	lwarx r7,0,r0
	and r3,r7,r11
	cmpw r3,r9
	bne .L28
	xor r3,r7,r3
	or r3,r3,r10
	stwcx. r3,0,r0
	bne .L20
	srw r9,r7,r5
	clrlwi r3,r8,24
	clrlwi r10,r9,24
	mr r8,r9
	cmpw r3,r10
	bne .L12
	lwsync
	blr

uat_fetch_umax_1_seq_cst:
	mr r6,r3
	hwsync
	not r5,r3
	li r11,255
	lbz r8,0(r3)
	rlwinm r5,r5,3,27,28
	clrrwi r0,r3,2
	slw r11,r11,r5
	mr r12,r4
	nop
	nop
	nop
	clrlwi r9,r8,24
	mr r10,r12
	cmplw r4,r9
	slw r9,r9,r5
	bge .L18
	mr r10,r8
	clrlwi r10,r10,24
	slw r10,r10,r5
	lwarx r7,0,r0
	and r3,r7,r11
	cmpw r3,r9
	bne .L28
	xor r3,r7,r3
	or r3,r3,r10
	stwcx. r3,0,r0
	bne .L20
	srw r9,r7,r5
	clrlwi r3,r8,24
	clrlwi r10,r9,24
	mr r8,r9
	cmpw r3,r10
	bne .L12
	lwsync
	blr

uat_fetch_umax_1_seq_cst_fence:
	mr r6,r3
	hwsync
	not r5,r3
	li r11,255
	lbz r8,0(r3)
	rlwinm r5,r5,3,27,28
	clrrwi r0,r3,2
	slw r11,r11,r5
	mr r12,r4
	nop
	nop
	nop
	clrlwi r9,r8,24
	mr r10,r12
	cmplw r4,r9
	slw r9,r9,r5
	bge .L18
	mr r10,r8
	clrlwi r10,r10,24
	slw r10,r10,r5
	lwarx r7,0,r0
	and r3,r7,r11
	cmpw r3,r9
	bne .L28
	xor r3,r7,r3
	or r3,r3,r10
	stwcx. r3,0,r0
	bne .L20
	srw r9,r7,r5
	clrlwi r3,r8,24
	clrlwi r10,r9,24
	mr r8,r9
	cmpw r3,r10
	bne .L12
	hwsync
	blr

uat_fetch_smin_1_relaxed:
	not r6,r3
	li r5,255
	lbz r9,0(r3)
	rlwinm r6,r6,3,27,28
	clrrwi r11,r3,2
	slw r5,r5,r6
	mr r12,r4
	nop
	extsb r10,r9
	clrlwi r8,r9,24
	cmpw r10,r4
	slw r8,r8,r6
	mr r10,r9
	ble .L15
	mr r10,r12
	clrlwi r10,r10,24
	slw r10,r10,r6
	lwarx r7,0,r11
	and r0,r7,r5
	cmpw r0,r8
	bne .L25
	xor r0,r7,r0
	or r0,r0,r10
	stwcx. r0,0,r11
	bne .L17
	srw r7,r7,r6
	clrlwi r9,r9,24
	clrlwi r8,r7,24
	cmpw r9,r8
	mr r9,r7
	bne .L8
	extsb r3,r7
	blr

uat_fetch_smin_1_acquire:
	not r6,r3
	li r5,255
	lbz r9,0(r3)
	rlwinm r6,r6,3,27,28
	clrrwi r11,r3,2
	slw r5,r5,r6
	mr r12,r4
	nop
	extsb r10,r9
	clrlwi r8,r9,24
	cmpw r10,r4
	slw r8,r8,r6
	mr r10,r9
	ble .L15
	mr r10,r12
	clrlwi r10,r10,24
	slw r10,r10,r6
	lwarx r7,0,r11
	and r0,r7,r5
	cmpw r0,r8
	bne .L25
	xor r0,r7,r0
	or r0,r0,r10
	stwcx. r0,0,r11
	bne .L17
	srw r7,r7,r6
	clrlwi r9,r9,24
	clrlwi r8,r7,24
	cmpw r9,r8
	mr r9,r7
	bne .L8
	lwsync
	extsb r3,r7
	blr

uat_fetch_smin_1_release:
	lwsync
	not r6,r3
	li r5,255
	lbz r9,0(r3)
	rlwinm r6,r6,3,27,28
	clrrwi r11,r3,2
	slw r5,r5,r6
	mr r12,r4
	extsb r10,r9
	clrlwi r8,r9,24
	cmpw r10,r4
	slw r8,r8,r6
	mr r10,r9
	ble .L15
	mr r10,r12
	clrlwi r10,r10,24
	slw r10,r10,r6
	lwarx r7,0,r11
	and r0,r7,r5
	cmpw r0,r8
	bne .L25
	xor r0,r7,r0
	or r0,r0,r10
	stwcx. r0,0,r11
	bne .L17
	srw r7,r7,r6
	clrlwi r9,r9,24
	clrlwi r8,r7,24
	cmpw r9,r8
	mr r9,r7
	bne .L8
	extsb r3,r7
	blr

uat_fetch_smin_1_acq_rel:
	lwsync
	not r6,r3
	li r5,255
	lbz r9,0(r3)
	rlwinm r6,r6,3,27,28
	clrrwi r11,r3,2
	slw r5,r5,r6
	mr r12,r4
	extsb r10,r9
	clrlwi r8,r9,24
	cmpw r10,r4
	slw r8,r8,r6
	mr r10,r9
	ble .L15
	mr r10,r12
	clrlwi r10,r10,24
	slw r10,r10,r6
	lwarx r7,0,r11
	and r0,r7,r5
	cmpw r0,r8
	bne .L25
	xor r0,r7,r0
	or r0,r0,r10
	stwcx. r0,0,r11
	bne .L17
	srw r7,r7,r6
	clrlwi r9,r9,24
	clrlwi r8,r7,24
	cmpw r9,r8
	mr r9,r7
	bne .L8
	lwsync
	extsb r3,r7
	blr

uat_fetch_smin_1_seq_cst:
	hwsync
	not r6,r3
	li r5,255
	lbz r9,0(r3)
	rlwinm r6,r6,3,27,28
	clrrwi r11,r3,2
	slw r5,r5,r6
	mr r12,r4
	extsb r10,r9
	clrlwi r8,r9,24
	cmpw r10,r4
	slw r8,r8,r6
	mr r10,r9
	ble .L15
	mr r10,r12
	clrlwi r10,r10,24
	slw r10,r10,r6
	lwarx r7,0,r11
	and r0,r7,r5
	cmpw r0,r8
	bne .L25
	xor r0,r7,r0
	or r0,r0,r10
	stwcx. r0,0,r11
	bne .L17
	srw r7,r7,r6
	clrlwi r9,r9,24
	clrlwi r8,r7,24
	cmpw r9,r8
	mr r9,r7
	bne .L8
	lwsync
	extsb r3,r7
	blr

uat_fetch_smin_1_seq_cst_fence:
	hwsync
	not r6,r3
	li r5,255
	lbz r9,0(r3)
	rlwinm r6,r6,3,27,28
	clrrwi r11,r3,2
	slw r5,r5,r6
	mr r12,r4
	extsb r10,r9
	clrlwi r8,r9,24
	cmpw r10,r4
	slw r8,r8,r6
	mr r10,r9
	ble .L15
	mr r10,r12
	clrlwi r10,r10,24
	slw r10,r10,r6
	lwarx r7,0,r11
	and r0,r7,r5
	cmpw r0,r8
	bne .L25
	xor r0,r7,r0
	or r0,r0,r10
	stwcx. r0,0,r11
	bne .L17
	srw r7,r7,r6
	clrlwi r9,r9,24
	clrlwi r8,r7,24
	cmpw r9,r8
	mr r9,r7
	bne .L8
	hwsync
	extsb r3,r7
	blr

uat_fetch_umin_1_relaxed:
	not r5,r3
	li r11,255
	lbz r8,0(r3)
	rlwinm r5,r5,3,27,28
	mr r6,r3
	clrrwi r0,r3,2
	slw r11,r11,r5
	mr r12,r4
	clrlwi r9,r8,24
	mr r10,r12
	cmplw r4,r9
	slw r9,r9,r5
	ble .L14
	mr r10,r8
	clrlwi r10,r10,24
	slw r10,r10,r5
	lwarx r7,0,r0
	and r3,r7,r11
	cmpw r3,r9
	bne .L24
	xor r3,r7,r3
	or r3,r3,r10
	stwcx. r3,0,r0
	bne .L16
	srw r9,r7,r5
	clrlwi r3,r8,24
	clrlwi r10,r9,24
	mr r8,r9
	cmpw r3,r10
	bne .L8
	blr

uat_fetch_umin_1_acquire:
	not r5,r3
	li r11,255
	lbz r8,0(r3)
	rlwinm r5,r5,3,27,28
	mr r6,r3
	clrrwi r0,r3,2
	slw r11,r11,r5
	mr r12,r4
	clrlwi r9,r8,24
	mr r10,r12
	cmplw r4,r9
	slw r9,r9,r5
	ble .L14
	mr r10,r8
	clrlwi r10,r10,24
	slw r10,r10,r5
	lwarx r7,0,r0
	and r3,r7,r11
	cmpw r3,r9
	bne .L24
	xor r3,r7,r3
	or r3,r3,r10
	stwcx. r3,0,r0
	bne .L16
	srw r9,r7,r5
	clrlwi r3,r8,24
	clrlwi r10,r9,24
	mr r8,r9
	cmpw r3,r10
	bne .L8
	lwsync
	blr

uat_fetch_umin_1_release:
	mr r6,r3
	lwsync
	not r5,r3
	li r11,255
	lbz r8,0(r3)
	rlwinm r5,r5,3,27,28
	clrrwi r0,r3,2
	slw r11,r11,r5
	mr r12,r4
	nop
	nop
	nop
	clrlwi r9,r8,24
	mr r10,r12
	cmplw r4,r9
	slw r9,r9,r5
	ble .L18
	mr r10,r8
	clrlwi r10,r10,24
	slw r10,r10,r5
	lwarx r7,0,r0
	and r3,r7,r11
	cmpw r3,r9
	bne .L28
	xor r3,r7,r3
	or r3,r3,r10
	stwcx. r3,0,r0
	bne .L20
	srw r9,r7,r5
	clrlwi r3,r8,24
	clrlwi r10,r9,24
	mr r8,r9
	cmpw r3,r10
	bne .L12
	blr

uat_fetch_umin_1_acq_rel:
	mr r6,r3
	lwsync
	not r5,r3
	li r11,255
	lbz r8,0(r3)
	rlwinm r5,r5,3,27,28
	clrrwi r0,r3,2
	slw r11,r11,r5
	mr r12,r4
	nop
	nop
	nop
	clrlwi r9,r8,24
	mr r10,r12
	cmplw r4,r9
	slw r9,r9,r5
	ble .L18
	mr r10,r8
	clrlwi r10,r10,24
	slw r10,r10,r5
	lwarx r7,0,r0
	and r3,r7,r11
	cmpw r3,r9
	bne .L28
	xor r3,r7,r3
	or r3,r3,r10
	stwcx. r3,0,r0
	bne .L20
	srw r9,r7,r5
	clrlwi r3,r8,24
	clrlwi r10,r9,24
	mr r8,r9
	cmpw r3,r10
	bne .L12
	lwsync
	blr

uat_fetch_umin_1_seq_cst:
	mr r6,r3
	hwsync
	not r5,r3
	li r11,255
	lbz r8,0(r3)
	rlwinm r5,r5,3,27,28
	clrrwi r0,r3,2
	slw r11,r11,r5
	mr r12,r4
	nop
	nop
	nop
	clrlwi r9,r8,24
	mr r10,r12
	cmplw r4,r9
	slw r9,r9,r5
	ble .L18
	mr r10,r8
	clrlwi r10,r10,24
	slw r10,r10,r5
	lwarx r7,0,r0
	and r3,r7,r11
	cmpw r3,r9
	bne .L28
	xor r3,r7,r3
	or r3,r3,r10
	stwcx. r3,0,r0
	bne .L20
	srw r9,r7,r5
	clrlwi r3,r8,24
	clrlwi r10,r9,24
	mr r8,r9
	cmpw r3,r10
	bne .L12
	lwsync
	blr

uat_fetch_umin_1_seq_cst_fence:
	mr r6,r3
	hwsync
	not r5,r3
	li r11,255
	lbz r8,0(r3)
	rlwinm r5,r5,3,27,28
	clrrwi r0,r3,2
	slw r11,r11,r5
	mr r12,r4
	nop
	nop
	nop
	clrlwi r9,r8,24
	mr r10,r12
	cmplw r4,r9
	slw r9,r9,r5
	ble .L18
	mr r10,r8
	clrlwi r10,r10,24
	slw r10,r10,r5
	lwarx r7,0,r0
	and r3,r7,r11
	cmpw r3,r9
	bne .L28
	xor r3,r7,r3
	or r3,r3,r10
	stwcx. r3,0,r0
	bne .L20
	srw r9,r7,r5
	clrlwi r3,r8,24
	clrlwi r10,r9,24
	mr r8,r9
	cmpw r3,r10
	bne .L12
	hwsync
	blr

uat_test_and_set_bit_1_relaxed:
	clrlwi r4,r4,29
	not r8,r3
	li r10,1
	rlwinm r8,r8,3,27,28
	slw r10,r10,r4
	clrrwi r7,r3,2
	slw r6,r10,r8
	lwarx r9,0,r7
	or r5,r9,r6
	stwcx. r5,0,r7
	bne .L7
	srw r9,r9,r8
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_set_bit_1_acquire:
	clrlwi r4,r4,29
	not r8,r3
	li r10,1
	rlwinm r8,r8,3,27,28
	slw r10,r10,r4
	clrrwi r7,r3,2
	slw r6,r10,r8
	lwarx r9,0,r7
	or r5,r9,r6
	stwcx. r5,0,r7
	bne .L7
	lwsync
	srw r9,r9,r8
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_set_bit_1_release:
	lwsync
	li r10,1
	clrlwi r4,r4,29
	not r8,r3
	slw r10,r10,r4
	rlwinm r8,r8,3,27,28
	clrrwi r7,r3,2
	slw r6,r10,r8
	lwarx r9,0,r7
	or r5,r9,r6
	stwcx. r5,0,r7
	bne .L8
	srw r9,r9,r8
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_set_bit_1_acq_rel:
	lwsync
	li r10,1
	clrlwi r4,r4,29
	not r8,r3
	slw r10,r10,r4
	rlwinm r8,r8,3,27,28
	clrrwi r7,r3,2
	slw r6,r10,r8
	lwarx r9,0,r7
	or r5,r9,r6
	stwcx. r5,0,r7
	bne .L8
	lwsync
	srw r9,r9,r8
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_set_bit_1_seq_cst:
	hwsync
	li r10,1
	clrlwi r4,r4,29
	not r8,r3
	slw r10,r10,r4
	rlwinm r8,r8,3,27,28
	clrrwi r7,r3,2
	slw r6,r10,r8
	lwarx r9,0,r7
	or r5,r9,r6
	stwcx. r5,0,r7
	bne .L8
	lwsync
	srw r9,r9,r8
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_set_bit_1_seq_cst_fence:
	hwsync
	li r10,1
	clrlwi r4,r4,29
	not r8,r3
	slw r10,r10,r4
	rlwinm r8,r8,3,27,28
	clrrwi r7,r3,2
	slw r6,r10,r8
	lwarx r9,0,r7
	or r5,r9,r6
	stwcx. r5,0,r7
	bne .L8
	hwsync
	srw r9,r9,r8
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_clear_bit_1_relaxed:
	clrlwi r4,r4,29
	li r7,1
	not r8,r3
	slw r7,r7,r4
	rlwinm r8,r8,3,27,28
	xori r10,r7,255
	li r9,255
	slw r10,r10,r8
	slw r9,r9,r8
	clrrwi r6,r3,2
	orc r10,r10,r9
	lwarx r9,0,r6
	and r5,r9,r10
	stwcx. r5,0,r6
	bne .L11
	srw r9,r9,r8
	and r9,r9,r7
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_clear_bit_1_acquire:
	clrlwi r4,r4,29
	li r7,1
	not r8,r3
	slw r7,r7,r4
	rlwinm r8,r8,3,27,28
	xori r10,r7,255
	li r9,255
	slw r10,r10,r8
	slw r9,r9,r8
	clrrwi r6,r3,2
	orc r10,r10,r9
	lwarx r9,0,r6
	and r5,r9,r10
	stwcx. r5,0,r6
	bne .L11
	lwsync
	srw r9,r9,r8
	and r9,r9,r7
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_clear_bit_1_release:
	lwsync
	li r7,1
	clrlwi r4,r4,29
	slw r7,r7,r4
	not r8,r3
	rlwinm r8,r8,3,27,28
	xori r10,r7,255
	li r9,255
	slw r10,r10,r8
	slw r9,r9,r8
	clrrwi r6,r3,2
	orc r10,r10,r9
	lwarx r9,0,r6
	and r5,r9,r10
	stwcx. r5,0,r6
	bne .L12
	srw r9,r9,r8
	and r9,r9,r7
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_clear_bit_1_acq_rel:
	lwsync
	li r7,1
	clrlwi r4,r4,29
	slw r7,r7,r4
	not r8,r3
	rlwinm r8,r8,3,27,28
	xori r10,r7,255
	li r9,255
	slw r10,r10,r8
	slw r9,r9,r8
	clrrwi r6,r3,2
	orc r10,r10,r9
	lwarx r9,0,r6
	and r5,r9,r10
	stwcx. r5,0,r6
	bne .L12
	lwsync
	srw r9,r9,r8
	and r9,r9,r7
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_clear_bit_1_seq_cst:
	hwsync
	li r7,1
	clrlwi r4,r4,29
	slw r7,r7,r4
	not r8,r3
	rlwinm r8,r8,3,27,28
	xori r10,r7,255
	li r9,255
	slw r10,r10,r8
	slw r9,r9,r8
	clrrwi r6,r3,2
	orc r10,r10,r9
	lwarx r9,0,r6
	and r5,r9,r10
	stwcx. r5,0,r6
	bne .L12
	lwsync
	srw r9,r9,r8
	and r9,r9,r7
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_clear_bit_1_seq_cst_fence:
	hwsync
	li r7,1
	clrlwi r4,r4,29
	slw r7,r7,r4
	not r8,r3
	rlwinm r8,r8,3,27,28
	xori r10,r7,255
	li r9,255
	slw r10,r10,r8
	slw r9,r9,r8
	clrrwi r6,r3,2
	orc r10,r10,r9
	lwarx r9,0,r6
	and r5,r9,r10
	stwcx. r5,0,r6
	bne .L12
	hwsync
	srw r9,r9,r8
	and r9,r9,r7
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_change_bit_1_relaxed:
	clrlwi r4,r4,29
	not r8,r3
	li r10,1
	rlwinm r8,r8,3,27,28
	slw r10,r10,r4
	clrrwi r7,r3,2
	slw r6,r10,r8
	lwarx r9,0,r7
	xor r5,r9,r6
	stwcx. r5,0,r7
	bne .L7
	srw r9,r9,r8
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_change_bit_1_acquire:
	clrlwi r4,r4,29
	not r8,r3
	li r10,1
	rlwinm r8,r8,3,27,28
	slw r10,r10,r4
	clrrwi r7,r3,2
	slw r6,r10,r8
	lwarx r9,0,r7
	xor r5,r9,r6
	stwcx. r5,0,r7
	bne .L7
	lwsync
	srw r9,r9,r8
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_change_bit_1_release:
	lwsync
	li r10,1
	clrlwi r4,r4,29
	not r8,r3
	slw r10,r10,r4
	rlwinm r8,r8,3,27,28
	clrrwi r7,r3,2
	slw r6,r10,r8
	lwarx r9,0,r7
	xor r5,r9,r6
	stwcx. r5,0,r7
	bne .L8
	srw r9,r9,r8
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_change_bit_1_acq_rel:
	lwsync
	li r10,1
	clrlwi r4,r4,29
	not r8,r3
	slw r10,r10,r4
	rlwinm r8,r8,3,27,28
	clrrwi r7,r3,2
	slw r6,r10,r8
	lwarx r9,0,r7
	xor r5,r9,r6
	stwcx. r5,0,r7
	bne .L8
	lwsync
	srw r9,r9,r8
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_change_bit_1_seq_cst:
	hwsync
	li r10,1
	clrlwi r4,r4,29
	not r8,r3
	slw r10,r10,r4
	rlwinm r8,r8,3,27,28
	clrrwi r7,r3,2
	slw r6,r10,r8
	lwarx r9,0,r7
	xor r5,r9,r6
	stwcx. r5,0,r7
	bne .L8
	lwsync
	srw r9,r9,r8
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_change_bit_1_seq_cst_fence:
	hwsync
	li r10,1
	clrlwi r4,r4,29
	not r8,r3
	slw r10,r10,r4
	rlwinm r8,r8,3,27,28
	clrrwi r7,r3,2
	slw r6,r10,r8
	lwarx r9,0,r7
	xor r5,r9,r6
	stwcx. r5,0,r7
	bne .L8
	hwsync
	srw r9,r9,r8
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_fetch_add_unless_1_relaxed:
	mr r9,r3
	not r8,r3
	lbz r3,0(r3)
	rlwinm r8,r8,3,27,28
	li r7,255
	add r10,r4,r3
	clrlwi r3,r3,24
	cmpw r3,r5
	clrlwi r10,r10,24
	slw r7,r7,r8
	clrrwi r0,r9,2
	slw r11,r3,r8
	slw r10,r10,r8
	beqlr
	lwarx r6,0,r0
	and r12,r6,r7
	cmpw r12,r11
	bne .L22
	xor r12,r6,r12
	or r12,r12,r10
	stwcx. r12,0,r0
	bne .L14
	srw r10,r6,r8
	clrlwi r6,r10,24
	cmpw r3,r6
	beqlr
	mr r3,r10
	add r10,r4,r3
	clrlwi r3,r3,24
	cmpw r3,r5
	clrlwi r10,r10,24
	slw r11,r3,r8
	slw r10,r10,r8
	bne .L14
	blr

uat_fetch_add_unless_1_acquire:
	not r8,r3
	li r7,255
	lbz r10,0(r3)
	rlwinm r8,r8,3,27,28
	clrrwi r0,r3,2
	slw r7,r7,r8
	clrlwi r6,r10,24
	add r9,r4,r10
	cmpw r6,r5
	clrlwi r9,r9,24
	slw r11,r6,r8
	slw r9,r9,r8
	beq .L32
	lwarx r10,0,r0
	and r12,r10,r7
	cmpw r12,r11
	bne .L21
	xor r12,r10,r12
	or r12,r12,r9
	stwcx. r12,0,r0
	bne .L13
	srw r10,r10,r8
	clrlwi r11,r10,24
	mr r9,r10
	cmpw r6,r11
	bne .L6
	lwsync
	clrlwi r3,r9,24
	blr
	nop
	nop
	nop
	mr r9,r10
	b .L27

uat_fetch_add_unless_1_release:
	mr r9,r3
	lwsync
	not r8,r3
	lbz r3,0(r3)
	li r7,255
	rlwinm r8,r8,3,27,28
	clrrwi r0,r9,2
	add r10,r4,r3
	clrlwi r3,r3,24
	cmpw r3,r5
	clrlwi r10,r10,24
	slw r7,r7,r8
	slw r11,r3,r8
	slw r10,r10,r8
	beqlr
	lwarx r6,0,r0
	and r12,r6,r7
	cmpw r12,r11
	bne .L23
	xor r12,r6,r12
	or r12,r12,r10
	stwcx. r12,0,r0
	bne .L15
	srw r10,r6,r8
	clrlwi r6,r10,24
	cmpw r3,r6
	beqlr
	mr r3,r10
	add r10,r4,r3
	clrlwi r3,r3,24
	cmpw r3,r5
	clrlwi r10,r10,24
	slw r11,r3,r8
	slw r10,r10,r8
	bne .L15
	blr

uat_fetch_add_unless_1_acq_rel:
	lwsync
	not r8,r3
	li r7,255
	lbz r10,0(r3)
	rlwinm r8,r8,3,27,28
	clrrwi r0,r3,2
	slw r7,r7,r8
	clrlwi r6,r10,24
	add r9,r4,r10
	cmpw r6,r5
	clrlwi r9,r9,24
	slw r11,r6,r8
	slw r9,r9,r8
	beq .L32
	lwarx r10,0,r0
	and r12,r10,r7
	cmpw r12,r11
	bne .L22
	xor r12,r10,r12
	or r12,r12,r9
	stwcx. r12,0,r0
	bne .L14
	srw r10,r10,r8
	clrlwi r11,r10,24
	mr r9,r10
	cmpw r6,r11
	bne .L7
	lwsync
	clrlwi r3,r9,24
	blr
	nop
	nop
	mr r9,r10
	b .L28

uat_fetch_add_unless_1_seq_cst:
	hwsync
	not r8,r3
	li r7,255
	lbz r10,0(r3)
	rlwinm r8,r8,3,27,28
	clrrwi r0,r3,2
	slw r7,r7,r8
	clrlwi r6,r10,24
	add r9,r4,r10
	cmpw r6,r5
	clrlwi r9,r9,24
	slw r11,r6,r8
	slw r9,r9,r8
	beq .L32
	lwarx r10,0,r0
	and r12,r10,r7
	cmpw r12,r11
	bne .L22
	xor r12,r10,r12
	or r12,r12,r9
	stwcx. r12,0,r0
	bne .L14
	srw r10,r10,r8
	clrlwi r11,r10,24
	mr r9,r10
	cmpw r6,r11
	bne .L7
	lwsync
	clrlwi r3,r9,24
	blr
	nop
	nop
	mr r9,r10
	b .L28

uat_fetch_add_unless_1_seq_cst_fence:
	hwsync
	not r8,r3
	li r7,255
	lbz r10,0(r3)
	rlwinm r8,r8,3,27,28
	clrrwi r0,r3,2
	slw r7,r7,r8
	clrlwi r6,r10,24
	add r9,r4,r10
	cmpw r6,r5
	clrlwi r9,r9,24
	slw r11,r6,r8
	slw r9,r9,r8
	beq .L32
	lwarx r10,0,r0
	and r12,r10,r7
	cmpw r12,r11
	bne .L22
	xor r12,r10,r12
	or r12,r12,r9
	stwcx. r12,0,r0
	bne .L14
	srw r10,r10,r8
	clrlwi r11,r10,24
	mr r9,r10
	cmpw r6,r11
	bne .L7
	hwsync
	clrlwi r3,r9,24
	blr
	nop
	nop
	mr r9,r10
	b .L28

uat_add_unless_1_relaxed:
	not r8,r3
	li r7,255
	lbz r10,0(r3)
	rlwinm r8,r8,3,27,28
	clrrwi r0,r3,2
	slw r7,r7,r8
	add r9,r4,r10
	clrlwi r10,r10,24
	cmpw r10,r5
	clrlwi r9,r9,24
	slw r11,r10,r8
	slw r9,r9,r8
	beq .L32
	lwarx r6,0,r0
	and r12,r6,r7
	cmpw r12,r11
	bne .L21
	xor r12,r6,r12
	or r12,r12,r9
	stwcx. r12,0,r0
	bne .L13
	srw r9,r6,r8
	clrlwi r6,r9,24
	cmpw r10,r6
	bne .L28
	li r3,1
	blr
	nop
	mr r10,r9
	b .L6
	nop
	nop
	li r3,0
	blr

uat_add_unless_1_acquire:
	not r8,r3
	li r7,255
	lbz r10,0(r3)
	rlwinm r8,r8,3,27,28
	clrrwi r0,r3,2
	slw r7,r7,r8
	add r9,r4,r10
	clrlwi r10,r10,24
	cmpw r10,r5
	clrlwi r9,r9,24
	slw r11,r10,r8
	slw r9,r9,r8
	beq .L32
	lwarx r6,0,r0
	and r12,r6,r7
	cmpw r12,r11
	bne .L21
	xor r12,r6,r12
	or r12,r12,r9
	stwcx. r12,0,r0
	bne .L13
	srw r9,r6,r8
	clrlwi r6,r9,24
	cmpw r10,r6
	bne .L28
	lwsync
	li r3,1
	blr
	mr r10,r9
	b .L6
	nop
	nop
	li r3,0
	blr

uat_add_unless_1_release:
	lwsync
	not r8,r3
	li r7,255
	lbz r10,0(r3)
	rlwinm r8,r8,3,27,28
	clrrwi r0,r3,2
	slw r7,r7,r8
	add r9,r4,r10
	clrlwi r10,r10,24
	cmpw r10,r5
	clrlwi r9,r9,24
	slw r11,r10,r8
	slw r9,r9,r8
	beq .L32
	lwarx r6,0,r0
	and r12,r6,r7
	cmpw r12,r11
	bne .L22
	xor r12,r6,r12
	or r12,r12,r9
	stwcx. r12,0,r0
	bne .L14
	srw r9,r6,r8
	clrlwi r6,r9,24
	cmpw r10,r6
	bne .L28
	li r3,1
	blr
	mr r10,r9
	b .L7
	nop
	nop
	li r3,0
	blr

uat_add_unless_1_acq_rel:
	lwsync
	not r8,r3
	li r7,255
	lbz r10,0(r3)
	rlwinm r8,r8,3,27,28
	clrrwi r0,r3,2
	slw r7,r7,r8
	add r9,r4,r10
	clrlwi r10,r10,24
	cmpw r10,r5
	clrlwi r9,r9,24
	slw r11,r10,r8
	slw r9,r9,r8
	beq .L36
	lwarx r6,0,r0
	and r12,r6,r7
	cmpw r12,r11
	bne .L22
	xor r12,r6,r12
	or r12,r12,r9
	stwcx. r12,0,r0
	bne .L14
	srw r9,r6,r8
	clrlwi r6,r9,24
	cmpw r10,r6
	bne .L32
	lwsync
	li r3,1
	blr
	nop
	nop
	nop
	mr r10,r9
	b .L7
	nop
	nop
	li r3,0
	blr

uat_add_unless_1_seq_cst:
	hwsync
	not r8,r3
	li r7,255
	lbz r10,0(r3)
	rlwinm r8,r8,3,27,28
	clrrwi r0,r3,2
	slw r7,r7,r8
	add r9,r4,r10
	clrlwi r10,r10,24
	cmpw r10,r5
	clrlwi r9,r9,24
	slw r11,r10,r8
	slw r9,r9,r8
	beq .L36
	lwarx r6,0,r0
	and r12,r6,r7
	cmpw r12,r11
	bne .L22
	xor r12,r6,r12
	or r12,r12,r9
	stwcx. r12,0,r0
	bne .L14
	srw r9,r6,r8
	clrlwi r6,r9,24
	cmpw r10,r6
	bne .L32
	lwsync
	li r3,1
	blr
	nop
	nop
	nop
	mr r10,r9
	b .L7
	nop
	nop
	li r3,0
	blr

uat_add_unless_1_seq_cst_fence:
	hwsync
	not r8,r3
	li r7,255
	lbz r10,0(r3)
	rlwinm r8,r8,3,27,28
	clrrwi r0,r3,2
	slw r7,r7,r8
	add r9,r4,r10
	clrlwi r10,r10,24
	cmpw r10,r5
	clrlwi r9,r9,24
	slw r11,r10,r8
	slw r9,r9,r8
	beq .L36
	lwarx r6,0,r0
	and r12,r6,r7
	cmpw r12,r11
	bne .L22
	xor r12,r6,r12
	or r12,r12,r9
	stwcx. r12,0,r0
	bne .L14
	srw r9,r6,r8
	clrlwi r6,r9,24
	cmpw r10,r6
	bne .L32
	hwsync
	li r3,1
	blr
	nop
	nop
	nop
	mr r10,r9
	b .L7
	nop
	nop
	li r3,0
	blr

uat_dec_if_positive_1_relaxed:
	not r8,r3
	li r7,255
	lbz r9,0(r3)
	rlwinm r8,r8,3,27,28
	clrrwi r5,r3,2
	slw r7,r7,r8
	extsb r11,r9
	addi r10,r9,-1
	cmpwi r11,0
	clrlwi r4,r9,24
	clrlwi r10,r10,24
	slw r6,r4,r8
	slw r10,r10,r8
	ble .L32
	lwarx r9,0,r5
	and r11,r9,r7
	cmpw r11,r6
	bne .L22
	xor r11,r9,r11
	or r11,r11,r10
	stwcx. r11,0,r5
	bne .L14
	srw r9,r9,r8
	clrlwi r10,r9,24
	cmpw r4,r10
	bne .L6
	addi r9,r9,-1
	extsb r3,r9
	blr
	nop
	nop
	nop
	xori r10,r4,128
	subfic r10,r10,0
	addme r9,r9
	b .L27

uat_dec_if_positive_1_acquire:
	not r8,r3
	li r7,255
	lbz r9,0(r3)
	rlwinm r8,r8,3,27,28
	clrrwi r5,r3,2
	slw r7,r7,r8
	extsb r11,r9
	addi r10,r9,-1
	cmpwi r11,0
	clrlwi r4,r9,24
	clrlwi r10,r10,24
	slw r6,r4,r8
	slw r10,r10,r8
	ble .L32
	lwarx r9,0,r5
	and r11,r9,r7
	cmpw r11,r6
	bne .L22
	xor r11,r9,r11
	or r11,r11,r10
	stwcx. r11,0,r5
	bne .L14
	srw r9,r9,r8
	clrlwi r10,r9,24
	cmpw r4,r10
	bne .L6
	addi r9,r9,-1
	lwsync
	extsb r3,r9
	blr
	nop
	nop
	xori r10,r4,128
	subfic r10,r10,0
	addme r9,r9
	b .L28

uat_dec_if_positive_1_release:
	lwsync
	not r8,r3
	li r7,255
	lbz r9,0(r3)
	rlwinm r8,r8,3,27,28
	clrrwi r5,r3,2
	slw r7,r7,r8
	extsb r11,r9
	addi r10,r9,-1
	cmpwi r11,0
	clrlwi r4,r9,24
	clrlwi r10,r10,24
	slw r6,r4,r8
	slw r10,r10,r8
	ble .L32
	lwarx r9,0,r5
	and r11,r9,r7
	cmpw r11,r6
	bne .L23
	xor r11,r9,r11
	or r11,r11,r10
	stwcx. r11,0,r5
	bne .L15
	srw r9,r9,r8
	clrlwi r10,r9,24
	cmpw r4,r10
	bne .L7
	addi r9,r9,-1
	extsb r3,r9
	blr
	nop
	nop
	xori r10,r4,128
	subfic r10,r10,0
	addme r9,r9
	b .L28

uat_dec_if_positive_1_acq_rel:
	lwsync
	not r8,r3
	li r7,255
	lbz r9,0(r3)
	rlwinm r8,r8,3,27,28
	clrrwi r5,r3,2
	slw r7,r7,r8
	extsb r11,r9
	addi r10,r9,-1
	cmpwi r11,0
	clrlwi r4,r9,24
	clrlwi r10,r10,24
	slw r6,r4,r8
	slw r10,r10,r8
	ble .L32
	lwarx r9,0,r5
	and r11,r9,r7
	cmpw r11,r6
	bne .L23
	xor r11,r9,r11
	or r11,r11,r10
	stwcx. r11,0,r5
	bne .L15
	srw r9,r9,r8
	clrlwi r10,r9,24
	cmpw r4,r10
	bne .L7
	addi r9,r9,-1
	lwsync
	extsb r3,r9
	blr
	nop
	xori r10,r4,128
	subfic r10,r10,0
	addme r9,r9
	b .L29

uat_dec_if_positive_1_seq_cst:
	hwsync
	not r8,r3
	li r7,255
	lbz r9,0(r3)
	rlwinm r8,r8,3,27,28
	clrrwi r5,r3,2
	slw r7,r7,r8
	extsb r11,r9
	addi r10,r9,-1
	cmpwi r11,0
	clrlwi r4,r9,24
	clrlwi r10,r10,24
	slw r6,r4,r8
	slw r10,r10,r8
	ble .L32
	lwarx r9,0,r5
	and r11,r9,r7
	cmpw r11,r6
	bne .L23
	xor r11,r9,r11
	or r11,r11,r10
	stwcx. r11,0,r5
	bne .L15
	srw r9,r9,r8
	clrlwi r10,r9,24
	cmpw r4,r10
	bne .L7
	addi r9,r9,-1
	lwsync
	extsb r3,r9
	blr
	nop
	xori r10,r4,128
	subfic r10,r10,0
	addme r9,r9
	b .L29

uat_dec_if_positive_1_seq_cst_fence:
	hwsync
	not r8,r3
	li r7,255
	lbz r9,0(r3)
	rlwinm r8,r8,3,27,28
	clrrwi r5,r3,2
	slw r7,r7,r8
	extsb r11,r9
	addi r10,r9,-1
	cmpwi r11,0
	clrlwi r4,r9,24
	clrlwi r10,r10,24
	slw r6,r4,r8
	slw r10,r10,r8
	ble .L32
	lwarx r9,0,r5
	and r11,r9,r7
	cmpw r11,r6
	bne .L23
	xor r11,r9,r11
	or r11,r11,r10
	stwcx. r11,0,r5
	bne .L15
	srw r9,r9,r8
	clrlwi r10,r9,24
	cmpw r4,r10
	bne .L7
	addi r9,r9,-1
	hwsync
	extsb r3,r9
	blr
	nop
	xori r10,r4,128
	subfic r10,r10,0
	addme r9,r9
	b .L29

uat_cond_load_1_relaxed:
	mr r9,r3
	lbz r3,0(r3)
	cmpw r3,r4
	beqlr
	lbz r3,0(r9)
	cmpw r3,r4
	beqlr
	lbz r3,0(r9)
	cmpw r3,r4
	beqlr
	b .L4

uat_cond_load_1_consume:
	mr r9,r3
	lbz r3,0(r3)
	cmpw r3,r4
	beqlr
	lbz r3,0(r9)
	cmpw r3,r4
	beqlr
	lbz r3,0(r9)
	cmpw r3,r4
	beqlr
	b .L4

uat_cond_load_1_acquire:
	mr r9,r3
	lbz r3,0(r3)
	cmpw r3,r4
	bne .L8
	lwsync
	blr
	nop
	nop
	lbz r3,0(r9)
	cmpw r3,r4
	bne .L8
	lwsync
	blr

uat_cond_load_1_seq_cst:
	mr r9,r3
	hwsync
	lbz r3,0(r3)
	cmpw r3,r4
	bne .L8
	lwsync
	blr
	nop
	lbz r3,0(r9)
	cmpw r3,r4
	bne .L8
	lwsync
	blr

uat_cond_load_1_seq_cst_fence:
	mr r9,r3
	hwsync
	lbz r3,0(r3)
	cmpw r3,r4
	bne .L8
	hwsync
	blr
	nop
	lbz r3,0(r9)
	cmpw r3,r4
	bne .L8
	hwsync
	blr

uat_inc_1_relaxed:
	not r8,r3
	li r10,255
	rlwinm r8,r8,3,27,28
	li r9,1
	clrrwi r7,r3,2
	slw r10,r10,r8
	slw r9,r9,r8
	lwarx r8,0,r7
	add r6,r8,r9
	xor r6,r6,r8
	and r6,r6,r10
	xor r6,r6,r8
	stwcx. r6,0,r7
	bne .L7
	blr

uat_inc_1_acquire:
	not r8,r3
	li r10,255
	rlwinm r8,r8,3,27,28
	li r9,1
	clrrwi r7,r3,2
	slw r10,r10,r8
	slw r9,r9,r8
	lwarx r8,0,r7
	add r6,r8,r9
	xor r6,r6,r8
	and r6,r6,r10
	xor r6,r6,r8
	stwcx. r6,0,r7
	bne .L7
	lwsync
	blr

uat_inc_1_release:
	lwsync
	not r8,r3
	li r10,255
	rlwinm r8,r8,3,27,28
	li r9,1
	slw r10,r10,r8
	slw r9,r9,r8
	clrrwi r8,r3,2
	lwarx r7,0,r8
	add r6,r7,r9
	xor r6,r6,r7
	and r6,r6,r10
	xor r6,r6,r7
	stwcx. r6,0,r8
	bne .L8
	blr

uat_inc_1_acq_rel:
	lwsync
	not r8,r3
	li r10,255
	rlwinm r8,r8,3,27,28
	li r9,1
	slw r10,r10,r8
	slw r9,r9,r8
	clrrwi r8,r3,2
	lwarx r7,0,r8
	add r6,r7,r9
	xor r6,r6,r7
	and r6,r6,r10
	xor r6,r6,r7
	stwcx. r6,0,r8
	bne .L8
	lwsync
	blr

uat_inc_1_seq_cst:
	hwsync
	not r8,r3
	li r10,255
	rlwinm r8,r8,3,27,28
	li r9,1
	slw r10,r10,r8
	slw r9,r9,r8
	clrrwi r8,r3,2
	lwarx r7,0,r8
	add r6,r7,r9
	xor r6,r6,r7
	and r6,r6,r10
	xor r6,r6,r7
	stwcx. r6,0,r8
	bne .L8
	lwsync
	blr

uat_inc_1_seq_cst_fence:
	hwsync
	not r8,r3
	li r10,255
	rlwinm r8,r8,3,27,28
	li r9,1
	slw r10,r10,r8
	slw r9,r9,r8
	clrrwi r8,r3,2
	lwarx r7,0,r8
	add r6,r7,r9
	xor r6,r6,r7
	and r6,r6,r10
	xor r6,r6,r7
	stwcx. r6,0,r8
	bne .L8
	hwsync
	blr

uat_dec_1_relaxed:
	not r8,r3
	li r9,255
	rlwinm r8,r8,3,27,28
	clrrwi r10,r3,2
	slw r9,r9,r8
	lwarx r8,0,r10
	add r7,r8,r9
	xor r7,r7,r8
	and r7,r7,r9
	xor r7,r7,r8
	stwcx. r7,0,r10
	bne .L5
	blr

uat_dec_1_acquire:
	not r8,r3
	li r9,255
	rlwinm r8,r8,3,27,28
	clrrwi r10,r3,2
	slw r9,r9,r8
	lwarx r8,0,r10
	add r7,r8,r9
	xor r7,r7,r8
	and r7,r7,r9
	xor r7,r7,r8
	stwcx. r7,0,r10
	bne .L5
	lwsync
	blr

uat_dec_1_release:
	lwsync
	not r8,r3
	li r9,255
	rlwinm r8,r8,3,27,28
	clrrwi r10,r3,2
	slw r9,r9,r8
	lwarx r8,0,r10
	add r7,r8,r9
	xor r7,r7,r8
	and r7,r7,r9
	xor r7,r7,r8
	stwcx. r7,0,r10
	bne .L6
	blr

uat_dec_1_acq_rel:
	lwsync
	not r8,r3
	li r9,255
	rlwinm r8,r8,3,27,28
	clrrwi r10,r3,2
	slw r9,r9,r8
	lwarx r8,0,r10
	add r7,r8,r9
	xor r7,r7,r8
	and r7,r7,r9
	xor r7,r7,r8
	stwcx. r7,0,r10
	bne .L6
	lwsync
	blr

uat_dec_1_seq_cst:
	hwsync
	not r8,r3
	li r9,255
	rlwinm r8,r8,3,27,28
	clrrwi r10,r3,2
	slw r9,r9,r8
	lwarx r8,0,r10
	add r7,r8,r9
	xor r7,r7,r8
	and r7,r7,r9
	xor r7,r7,r8
	stwcx. r7,0,r10
	bne .L6
	lwsync
	blr

uat_dec_1_seq_cst_fence:
	hwsync
	not r8,r3
	li r9,255
	rlwinm r8,r8,3,27,28
	clrrwi r10,r3,2
	slw r9,r9,r8
	lwarx r8,0,r10
	add r7,r8,r9
	xor r7,r7,r8
	and r7,r7,r9
	xor r7,r7,r8
	stwcx. r7,0,r10
	bne .L6
	hwsync
	blr

uat_add_around_1_mb:
	hwsync
	not r10,r3
	li r9,255
	rlwinm r10,r10,3,27,28
	clrrwi r8,r3,2
	slw r4,r4,r10
	slw r9,r9,r10
	lwarx r10,0,r8
	add r7,r10,r4
	xor r7,r7,r10
	and r7,r7,r9
	xor r7,r7,r10
	stwcx. r7,0,r8
	bne .L7
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
	xori r10,r3,2
	li r9,0
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	slw r4,r4,r10
	slw r5,r5,r10
	slw r9,r9,r10
	clrrwi r7,r3,2
	lwarx r8,0,r7
	and r6,r8,r9
	cmpw r6,r4
	bne .L16
	xor r6,r8,r6
	or r6,r6,r5
	stwcx. r6,0,r7
	bne .L8
	srw r3,r8,r10
	clrlwi r3,r3,16
	blr

uat_cmpxchg_2_acquire:
	xori r10,r3,2
	li r9,0
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	slw r4,r4,r10
	slw r5,r5,r10
	slw r9,r9,r10
	clrrwi r7,r3,2
	lwarx r8,0,r7
	and r6,r8,r9
	cmpw r6,r4
	bne .L16
	xor r6,r8,r6
	or r6,r6,r5
	stwcx. r6,0,r7
	bne .L8
	lwsync
	srw r3,r8,r10
	clrlwi r3,r3,16
	blr

uat_cmpxchg_2_release:
	lwsync
	li r9,0
	xori r10,r3,2
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	slw r4,r4,r10
	slw r5,r5,r10
	slw r9,r9,r10
	clrrwi r7,r3,2
	lwarx r8,0,r7
	and r6,r8,r9
	cmpw r6,r4
	bne .L17
	xor r6,r8,r6
	or r6,r6,r5
	stwcx. r6,0,r7
	bne .L9
	srw r3,r8,r10
	clrlwi r3,r3,16
	blr

uat_cmpxchg_2_acq_rel:
	lwsync
	li r9,0
	xori r10,r3,2
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	slw r4,r4,r10
	slw r5,r5,r10
	slw r9,r9,r10
	clrrwi r7,r3,2
	lwarx r8,0,r7
	and r6,r8,r9
	cmpw r6,r4
	bne .L17
	xor r6,r8,r6
	or r6,r6,r5
	stwcx. r6,0,r7
	bne .L9
	lwsync
	srw r3,r8,r10
	clrlwi r3,r3,16
	blr

uat_cmpxchg_2_seq_cst:
	hwsync
	li r9,0
	xori r10,r3,2
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	slw r4,r4,r10
	slw r5,r5,r10
	slw r9,r9,r10
	clrrwi r7,r3,2
	lwarx r8,0,r7
	and r6,r8,r9
	cmpw r6,r4
	bne .L17
	xor r6,r8,r6
	or r6,r6,r5
	stwcx. r6,0,r7
	bne .L9
	lwsync
	srw r3,r8,r10
	clrlwi r3,r3,16
	blr

uat_cmpxchg_2_seq_cst_fence_sc:
	hwsync
	li r9,0
	xori r10,r3,2
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	slw r4,r4,r10
	slw r5,r5,r10
	slw r9,r9,r10
	clrrwi r7,r3,2
	lwarx r8,0,r7
	and r6,r8,r9
	cmpw r6,r4
	bne .L17
	xor r6,r8,r6
	or r6,r6,r5
	stwcx. r6,0,r7
	bne .L9
	hwsync
	srw r3,r8,r10
	clrlwi r3,r3,16
	blr

uat_cmpxchg_2_seq_cst_fence:
	hwsync
	li r9,0
	xori r10,r3,2
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	slw r4,r4,r10
	slw r5,r5,r10
	slw r9,r9,r10
	clrrwi r7,r3,2
	lwarx r8,0,r7
	and r6,r8,r9
	cmpw r6,r4
	bne .L17
	xor r6,r8,r6
	or r6,r6,r5
	stwcx. r6,0,r7
	bne .L9
	hwsync
	srw r3,r8,r10
	clrlwi r3,r3,16
	blr

uat_cmpxchg_test_2_seq_cst_fence:
	hwsync
	li r10,0
	xori r8,r3,2
	rlwinm r8,r8,3,27,28
	ori r10,r10,65535
	slw r5,r5,r8
	slw r10,r10,r8
	slw r6,r4,r8
	clrrwi r7,r3,2
	lwarx r9,0,r7
	and r11,r9,r10
	cmpw r11,r6
	bne .L17
	xor r11,r9,r11
	or r11,r11,r5
	stwcx. r11,0,r7
	bne .L9
	hwsync
	srw r3,r9,r8
	clrlwi r3,r3,16
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_2_relaxed:
	xori r8,r3,2
	li r10,0
	rlwinm r8,r8,3,27,28
	ori r10,r10,65535
	slw r5,r5,r8
	slw r10,r10,r8
	slw r6,r4,r8
	clrrwi r7,r3,2
	lwarx r9,0,r7
	and r11,r9,r10
	cmpw r11,r6
	bne .L16
	xor r11,r9,r11
	or r11,r11,r5
	stwcx. r11,0,r7
	bne .L8
	srw r3,r9,r8
	clrlwi r3,r3,16
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_2_acquire:
	xori r8,r3,2
	li r10,0
	rlwinm r8,r8,3,27,28
	ori r10,r10,65535
	slw r5,r5,r8
	slw r10,r10,r8
	slw r6,r4,r8
	clrrwi r7,r3,2
	lwarx r9,0,r7
	and r11,r9,r10
	cmpw r11,r6
	bne .L16
	xor r11,r9,r11
	or r11,r11,r5
	stwcx. r11,0,r7
	bne .L8
	lwsync
	srw r3,r9,r8
	clrlwi r3,r3,16
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_2_release:
	lwsync
	li r10,0
	xori r8,r3,2
	rlwinm r8,r8,3,27,28
	ori r10,r10,65535
	slw r5,r5,r8
	slw r10,r10,r8
	slw r6,r4,r8
	clrrwi r7,r3,2
	lwarx r9,0,r7
	and r11,r9,r10
	cmpw r11,r6
	bne .L17
	xor r11,r9,r11
	or r11,r11,r5
	stwcx. r11,0,r7
	bne .L9
	srw r3,r9,r8
	clrlwi r3,r3,16
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_2_acq_rel:
	lwsync
	li r10,0
	xori r8,r3,2
	rlwinm r8,r8,3,27,28
	ori r10,r10,65535
	slw r5,r5,r8
	slw r10,r10,r8
	slw r6,r4,r8
	clrrwi r7,r3,2
	lwarx r9,0,r7
	and r11,r9,r10
	cmpw r11,r6
	bne .L17
	xor r11,r9,r11
	or r11,r11,r5
	stwcx. r11,0,r7
	bne .L9
	lwsync
	srw r3,r9,r8
	clrlwi r3,r3,16
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_2_seq_cst:
	hwsync
	li r10,0
	xori r8,r3,2
	rlwinm r8,r8,3,27,28
	ori r10,r10,65535
	slw r5,r5,r8
	slw r10,r10,r8
	slw r6,r4,r8
	clrrwi r7,r3,2
	lwarx r9,0,r7
	and r11,r9,r10
	cmpw r11,r6
	bne .L17
	xor r11,r9,r11
	or r11,r11,r5
	stwcx. r11,0,r7
	bne .L9
	lwsync
	srw r3,r9,r8
	clrlwi r3,r3,16
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_2_seq_cst_fence_sc:
	hwsync
	li r10,0
	xori r8,r3,2
	rlwinm r8,r8,3,27,28
	ori r10,r10,65535
	slw r5,r5,r8
	slw r10,r10,r8
	slw r6,r4,r8
	clrrwi r7,r3,2
	lwarx r9,0,r7
	and r11,r9,r10
	cmpw r11,r6
	bne .L17
	xor r11,r9,r11
	or r11,r11,r5
	stwcx. r11,0,r7
	bne .L9
	hwsync
	srw r3,r9,r8
	clrlwi r3,r3,16
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_2_seq_cst_fence:
	hwsync
	li r10,0
	xori r8,r3,2
	rlwinm r8,r8,3,27,28
	ori r10,r10,65535
	slw r5,r5,r8
	slw r10,r10,r8
	slw r6,r4,r8
	clrrwi r7,r3,2
	lwarx r9,0,r7
	and r11,r9,r10
	cmpw r11,r6
	bne .L17
	xor r11,r9,r11
	or r11,r11,r5
	stwcx. r11,0,r7
	bne .L9
	hwsync
	srw r3,r9,r8
	clrlwi r3,r3,16
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_2_relaxed:
	xori r8,r3,2
	li r10,0
	rlwinm r8,r8,3,27,28
	ori r10,r10,65535
	slw r5,r5,r8
	slw r10,r10,r8
	slw r6,r4,r8
	clrrwi r7,r3,2
	lwarx r9,0,r7
	and r11,r9,r10
	cmpw r11,r6
	bne .L16
	xor r11,r9,r11
	or r11,r11,r5
	stwcx. r11,0,r7
	bne .L8
	srw r3,r9,r8
	clrlwi r3,r3,16
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_2_acquire:
	xori r8,r3,2
	li r10,0
	rlwinm r8,r8,3,27,28
	ori r10,r10,65535
	slw r5,r5,r8
	slw r10,r10,r8
	slw r6,r4,r8
	clrrwi r7,r3,2
	lwarx r9,0,r7
	and r11,r9,r10
	cmpw r11,r6
	bne .L16
	xor r11,r9,r11
	or r11,r11,r5
	stwcx. r11,0,r7
	bne .L8
	lwsync
	srw r3,r9,r8
	clrlwi r3,r3,16
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_2_release:
	lwsync
	li r10,0
	xori r8,r3,2
	rlwinm r8,r8,3,27,28
	ori r10,r10,65535
	slw r5,r5,r8
	slw r10,r10,r8
	slw r6,r4,r8
	clrrwi r7,r3,2
	lwarx r9,0,r7
	and r11,r9,r10
	cmpw r11,r6
	bne .L17
	xor r11,r9,r11
	or r11,r11,r5
	stwcx. r11,0,r7
	bne .L9
	srw r3,r9,r8
	clrlwi r3,r3,16
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_2_acq_rel:
	lwsync
	li r10,0
	xori r8,r3,2
	rlwinm r8,r8,3,27,28
	ori r10,r10,65535
	slw r5,r5,r8
	slw r10,r10,r8
	slw r6,r4,r8
	clrrwi r7,r3,2
	lwarx r9,0,r7
	and r11,r9,r10
	cmpw r11,r6
	bne .L17
	xor r11,r9,r11
	or r11,r11,r5
	stwcx. r11,0,r7
	bne .L9
	lwsync
	srw r3,r9,r8
	clrlwi r3,r3,16
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_2_seq_cst:
	hwsync
	li r10,0
	xori r8,r3,2
	rlwinm r8,r8,3,27,28
	ori r10,r10,65535
	slw r5,r5,r8
	slw r10,r10,r8
	slw r6,r4,r8
	clrrwi r7,r3,2
	lwarx r9,0,r7
	and r11,r9,r10
	cmpw r11,r6
	bne .L17
	xor r11,r9,r11
	or r11,r11,r5
	stwcx. r11,0,r7
	bne .L9
	lwsync
	srw r3,r9,r8
	clrlwi r3,r3,16
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_2_seq_cst_fence_sc:
	hwsync
	li r10,0
	xori r8,r3,2
	rlwinm r8,r8,3,27,28
	ori r10,r10,65535
	slw r5,r5,r8
	slw r10,r10,r8
	slw r6,r4,r8
	clrrwi r7,r3,2
	lwarx r9,0,r7
	and r11,r9,r10
	cmpw r11,r6
	bne .L17
	xor r11,r9,r11
	or r11,r11,r5
	stwcx. r11,0,r7
	bne .L9
	hwsync
	srw r3,r9,r8
	clrlwi r3,r3,16
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_2_seq_cst_fence:
	hwsync
	li r10,0
	xori r8,r3,2
	rlwinm r8,r8,3,27,28
	ori r10,r10,65535
	slw r5,r5,r8
	slw r10,r10,r8
	slw r6,r4,r8
	clrrwi r7,r3,2
	lwarx r9,0,r7
	and r11,r9,r10
	cmpw r11,r6
	bne .L17
	xor r11,r9,r11
	or r11,r11,r5
	stwcx. r11,0,r7
	bne .L9
	hwsync
	srw r3,r9,r8
	clrlwi r3,r3,16
	xor r3,r3,r4
	cntlzw r3,r3
	srwi r3,r3,5
	blr

uat_xchg_2_relaxed:
	xori r10,r3,2
	li r9,0
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	clrrwi r7,r3,2
	slw r4,r4,r10
	slw r9,r9,r10
	lwarx r8,0,r7
	andc r6,r8,r9
	or r6,r6,r4
	stwcx. r6,0,r7
	bne .L7
	srw r3,r8,r10
	clrlwi r3,r3,16
	blr

uat_xchg_2_acquire:
	xori r10,r3,2
	li r9,0
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	clrrwi r7,r3,2
	slw r4,r4,r10
	slw r9,r9,r10
	lwarx r8,0,r7
	andc r6,r8,r9
	or r6,r6,r4
	stwcx. r6,0,r7
	bne .L7
	lwsync
	srw r3,r8,r10
	clrlwi r3,r3,16
	blr

uat_xchg_2_release:
	lwsync
	li r9,0
	xori r10,r3,2
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	slw r4,r4,r10
	slw r9,r9,r10
	clrrwi r7,r3,2
	lwarx r8,0,r7
	andc r6,r8,r9
	or r6,r6,r4
	stwcx. r6,0,r7
	bne .L8
	srw r3,r8,r10
	clrlwi r3,r3,16
	blr

uat_xchg_2_acq_rel:
	lwsync
	li r9,0
	xori r10,r3,2
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	slw r4,r4,r10
	slw r9,r9,r10
	clrrwi r7,r3,2
	lwarx r8,0,r7
	andc r6,r8,r9
	or r6,r6,r4
	stwcx. r6,0,r7
	bne .L8
	lwsync
	srw r3,r8,r10
	clrlwi r3,r3,16
	blr

uat_xchg_2_seq_cst:
	hwsync
	li r9,0
	xori r10,r3,2
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	slw r4,r4,r10
	slw r9,r9,r10
	clrrwi r7,r3,2
	lwarx r8,0,r7
	andc r6,r8,r9
	or r6,r6,r4
	stwcx. r6,0,r7
	bne .L8
	lwsync
	srw r3,r8,r10
	clrlwi r3,r3,16
	blr

uat_xchg_2_seq_cst_fence:
	hwsync
	li r9,0
	xori r10,r3,2
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	slw r4,r4,r10
	slw r9,r9,r10
	clrrwi r7,r3,2
	lwarx r8,0,r7
	andc r6,r8,r9
	or r6,r6,r4
	stwcx. r6,0,r7
	bne .L8
	hwsync
	srw r3,r8,r10
	clrlwi r3,r3,16
	blr

uat_add_return_2_relaxed:
	xori r10,r3,2
	li r9,0
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	clrrwi r7,r3,2
	slw r4,r4,r10
	slw r9,r9,r10
	lwarx r6,0,r7
	add r8,r6,r4
	xor r8,r8,r6
	and r8,r8,r9
	xor r8,r8,r6
	stwcx. r8,0,r7
	bne .L7
	srw r3,r8,r10
	clrlwi r3,r3,16
	blr

uat_add_return_2_acquire:
	xori r10,r3,2
	li r9,0
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	clrrwi r7,r3,2
	slw r4,r4,r10
	slw r9,r9,r10
	lwarx r6,0,r7
	add r8,r6,r4
	xor r8,r8,r6
	and r8,r8,r9
	xor r8,r8,r6
	stwcx. r8,0,r7
	bne .L7
	lwsync
	srw r3,r8,r10
	clrlwi r3,r3,16
	blr

uat_add_return_2_release:
	lwsync
	li r9,0
	xori r10,r3,2
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	slw r4,r4,r10
	slw r9,r9,r10
	clrrwi r7,r3,2
	lwarx r6,0,r7
	add r8,r6,r4
	xor r8,r8,r6
	and r8,r8,r9
	xor r8,r8,r6
	stwcx. r8,0,r7
	bne .L8
	srw r3,r8,r10
	clrlwi r3,r3,16
	blr

uat_add_return_2_acq_rel:
	lwsync
	li r9,0
	xori r10,r3,2
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	slw r4,r4,r10
	slw r9,r9,r10
	clrrwi r7,r3,2
	lwarx r6,0,r7
	add r8,r6,r4
	xor r8,r8,r6
	and r8,r8,r9
	xor r8,r8,r6
	stwcx. r8,0,r7
	bne .L8
	lwsync
	srw r3,r8,r10
	clrlwi r3,r3,16
	blr

uat_add_return_2_seq_cst:
	hwsync
	li r9,0
	xori r10,r3,2
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	slw r4,r4,r10
	slw r9,r9,r10
	clrrwi r7,r3,2
	lwarx r6,0,r7
	add r8,r6,r4
	xor r8,r8,r6
	and r8,r8,r9
	xor r8,r8,r6
	stwcx. r8,0,r7
	bne .L8
	lwsync
	srw r3,r8,r10
	clrlwi r3,r3,16
	blr

uat_add_return_2_seq_cst_fence:
	hwsync
	li r9,0
	xori r10,r3,2
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	slw r4,r4,r10
	slw r9,r9,r10
	clrrwi r7,r3,2
	lwarx r6,0,r7
	add r8,r6,r4
	xor r8,r8,r6
	and r8,r8,r9
	xor r8,r8,r6
	stwcx. r8,0,r7
	bne .L8
	hwsync
	srw r3,r8,r10
	clrlwi r3,r3,16
	blr

uat_add_2_relaxed:
	xori r10,r3,2
	li r9,0
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	clrrwi r8,r3,2
	slw r4,r4,r10
	slw r9,r9,r10
	lwarx r10,0,r8
	add r7,r10,r4
	xor r7,r7,r10
	and r7,r7,r9
	xor r7,r7,r10
	stwcx. r7,0,r8
	bne .L7
	blr

uat_add_2_acquire:
	xori r10,r3,2
	li r9,0
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	clrrwi r8,r3,2
	slw r4,r4,r10
	slw r9,r9,r10
	lwarx r10,0,r8
	add r7,r10,r4
	xor r7,r7,r10
	and r7,r7,r9
	xor r7,r7,r10
	stwcx. r7,0,r8
	bne .L7
	lwsync
	blr

uat_add_2_release:
	lwsync
	li r9,0
	xori r10,r3,2
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	slw r4,r4,r10
	slw r9,r9,r10
	clrrwi r10,r3,2
	lwarx r8,0,r10
	add r7,r8,r4
	xor r7,r7,r8
	and r7,r7,r9
	xor r7,r7,r8
	stwcx. r7,0,r10
	bne .L8
	blr

uat_add_2_acq_rel:
	lwsync
	li r9,0
	xori r10,r3,2
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	slw r4,r4,r10
	slw r9,r9,r10
	clrrwi r10,r3,2
	lwarx r8,0,r10
	add r7,r8,r4
	xor r7,r7,r8
	and r7,r7,r9
	xor r7,r7,r8
	stwcx. r7,0,r10
	bne .L8
	lwsync
	blr

uat_add_2_seq_cst:
	hwsync
	li r9,0
	xori r10,r3,2
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	slw r4,r4,r10
	slw r9,r9,r10
	clrrwi r10,r3,2
	lwarx r8,0,r10
	add r7,r8,r4
	xor r7,r7,r8
	and r7,r7,r9
	xor r7,r7,r8
	stwcx. r7,0,r10
	bne .L8
	lwsync
	blr

uat_add_2_seq_cst_fence:
	hwsync
	li r9,0
	xori r10,r3,2
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	slw r4,r4,r10
	slw r9,r9,r10
	clrrwi r10,r3,2
	lwarx r8,0,r10
	add r7,r8,r4
	xor r7,r7,r8
	and r7,r7,r9
	xor r7,r7,r8
	stwcx. r7,0,r10
	bne .L8
	hwsync
	blr

uat_and_2_relaxed:
	xori r10,r3,2
	li r9,0
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	slw r4,r4,r10
	slw r9,r9,r10
	clrrwi r8,r3,2
	orc r4,r4,r9
	lwarx r9,0,r8
	and r10,r9,r4
	stwcx. r10,0,r8
	bne .L8
	blr

uat_and_2_acquire:
	xori r10,r3,2
	li r9,0
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	slw r4,r4,r10
	slw r9,r9,r10
	clrrwi r8,r3,2
	orc r4,r4,r9
	lwarx r9,0,r8
	and r10,r9,r4
	stwcx. r10,0,r8
	bne .L8
	lwsync
	blr

uat_and_2_release:
	lwsync
	li r9,0
	xori r10,r3,2
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	slw r9,r9,r10
	slw r4,r4,r10
	orc r4,r4,r9
	clrrwi r9,r3,2
	lwarx r10,0,r9
	and r8,r10,r4
	stwcx. r8,0,r9
	bne .L9
	blr

uat_and_2_acq_rel:
	lwsync
	li r9,0
	xori r10,r3,2
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	slw r9,r9,r10
	slw r4,r4,r10
	orc r4,r4,r9
	clrrwi r9,r3,2
	lwarx r10,0,r9
	and r8,r10,r4
	stwcx. r8,0,r9
	bne .L9
	lwsync
	blr

uat_and_2_seq_cst:
	hwsync
	li r9,0
	xori r10,r3,2
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	slw r9,r9,r10
	slw r4,r4,r10
	orc r4,r4,r9
	clrrwi r9,r3,2
	lwarx r10,0,r9
	and r8,r10,r4
	stwcx. r8,0,r9
	bne .L9
	lwsync
	blr

uat_and_2_seq_cst_fence:
	hwsync
	li r9,0
	xori r10,r3,2
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	slw r9,r9,r10
	slw r4,r4,r10
	orc r4,r4,r9
	clrrwi r9,r3,2
	lwarx r10,0,r9
	and r8,r10,r4
	stwcx. r8,0,r9
	bne .L9
	hwsync
	blr

uat_or_2_relaxed:
	xori r10,r3,2
	clrrwi r9,r3,2
	rlwinm r10,r10,3,27,28
	slw r4,r4,r10
	lwarx r10,0,r9
	or r8,r10,r4
	stwcx. r8,0,r9
	bne .L4
	blr

uat_or_2_acquire:
	xori r10,r3,2
	clrrwi r9,r3,2
	rlwinm r10,r10,3,27,28
	slw r4,r4,r10
	lwarx r10,0,r9
	or r8,r10,r4
	stwcx. r8,0,r9
	bne .L4
	lwsync
	blr

uat_or_2_release:
	lwsync
	xori r10,r3,2
	clrrwi r9,r3,2
	rlwinm r10,r10,3,27,28
	slw r4,r4,r10
	lwarx r10,0,r9
	or r8,r10,r4
	stwcx. r8,0,r9
	bne .L5
	blr

uat_or_2_acq_rel:
	lwsync
	xori r10,r3,2
	clrrwi r9,r3,2
	rlwinm r10,r10,3,27,28
	slw r4,r4,r10
	lwarx r10,0,r9
	or r8,r10,r4
	stwcx. r8,0,r9
	bne .L5
	lwsync
	blr

uat_or_2_seq_cst:
	hwsync
	xori r10,r3,2
	clrrwi r9,r3,2
	rlwinm r10,r10,3,27,28
	slw r4,r4,r10
	lwarx r10,0,r9
	or r8,r10,r4
	stwcx. r8,0,r9
	bne .L5
	lwsync
	blr

uat_or_2_seq_cst_fence:
	hwsync
	xori r10,r3,2
	clrrwi r9,r3,2
	rlwinm r10,r10,3,27,28
	slw r4,r4,r10
	lwarx r10,0,r9
	or r8,r10,r4
	stwcx. r8,0,r9
	bne .L5
	hwsync
	blr

uat_xor_2_relaxed:
	xori r10,r3,2
	clrrwi r9,r3,2
	rlwinm r10,r10,3,27,28
	slw r4,r4,r10
	lwarx r10,0,r9
	xor r8,r10,r4
	stwcx. r8,0,r9
	bne .L4
	blr

uat_xor_2_acquire:
	xori r10,r3,2
	clrrwi r9,r3,2
	rlwinm r10,r10,3,27,28
	slw r4,r4,r10
	lwarx r10,0,r9
	xor r8,r10,r4
	stwcx. r8,0,r9
	bne .L4
	lwsync
	blr

uat_xor_2_release:
	lwsync
	xori r10,r3,2
	clrrwi r9,r3,2
	rlwinm r10,r10,3,27,28
	slw r4,r4,r10
	lwarx r10,0,r9
	xor r8,r10,r4
	stwcx. r8,0,r9
	bne .L5
	blr

uat_xor_2_acq_rel:
	lwsync
	xori r10,r3,2
	clrrwi r9,r3,2
	rlwinm r10,r10,3,27,28
	slw r4,r4,r10
	lwarx r10,0,r9
	xor r8,r10,r4
	stwcx. r8,0,r9
	bne .L5
	lwsync
	blr

uat_xor_2_seq_cst:
	hwsync
	xori r10,r3,2
	clrrwi r9,r3,2
	rlwinm r10,r10,3,27,28
	slw r4,r4,r10
	lwarx r10,0,r9
	xor r8,r10,r4
	stwcx. r8,0,r9
	bne .L5
	lwsync
	blr

uat_xor_2_seq_cst_fence:
	hwsync
	xori r10,r3,2
	clrrwi r9,r3,2
	rlwinm r10,r10,3,27,28
	slw r4,r4,r10
	lwarx r10,0,r9
	xor r8,r10,r4
	stwcx. r8,0,r9
	bne .L5
	hwsync
	blr

uat_fetch_add_2_relaxed:
	xori r10,r3,2
	li r9,0
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	clrrwi r7,r3,2
	slw r4,r4,r10
	slw r9,r9,r10
	lwarx r8,0,r7
	add r6,r8,r4
	xor r6,r6,r8
	and r6,r6,r9
	xor r6,r6,r8
	stwcx. r6,0,r7
	bne .L7
	srw r3,r8,r10
	clrlwi r3,r3,16
	blr

uat_fetch_add_2_acquire:
	xori r10,r3,2
	li r9,0
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	clrrwi r7,r3,2
	slw r4,r4,r10
	slw r9,r9,r10
	lwarx r8,0,r7
	add r6,r8,r4
	xor r6,r6,r8
	and r6,r6,r9
	xor r6,r6,r8
	stwcx. r6,0,r7
	bne .L7
	lwsync
	srw r3,r8,r10
	clrlwi r3,r3,16
	blr

uat_fetch_add_2_release:
	lwsync
	li r9,0
	xori r10,r3,2
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	slw r4,r4,r10
	slw r9,r9,r10
	clrrwi r7,r3,2
	lwarx r8,0,r7
	add r6,r8,r4
	xor r6,r6,r8
	and r6,r6,r9
	xor r6,r6,r8
	stwcx. r6,0,r7
	bne .L8
	srw r3,r8,r10
	clrlwi r3,r3,16
	blr

uat_fetch_add_2_acq_rel:
	lwsync
	li r9,0
	xori r10,r3,2
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	slw r4,r4,r10
	slw r9,r9,r10
	clrrwi r7,r3,2
	lwarx r8,0,r7
	add r6,r8,r4
	xor r6,r6,r8
	and r6,r6,r9
	xor r6,r6,r8
	stwcx. r6,0,r7
	bne .L8
	lwsync
	srw r3,r8,r10
	clrlwi r3,r3,16
	blr

uat_fetch_add_2_seq_cst:
	hwsync
	li r9,0
	xori r10,r3,2
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	slw r4,r4,r10
	slw r9,r9,r10
	clrrwi r7,r3,2
	lwarx r8,0,r7
	add r6,r8,r4
	xor r6,r6,r8
	and r6,r6,r9
	xor r6,r6,r8
	stwcx. r6,0,r7
	bne .L8
	lwsync
	srw r3,r8,r10
	clrlwi r3,r3,16
	blr

uat_fetch_add_2_seq_cst_fence:
	hwsync
	li r9,0
	xori r10,r3,2
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	slw r4,r4,r10
	slw r9,r9,r10
	clrrwi r7,r3,2
	lwarx r8,0,r7
	add r6,r8,r4
	xor r6,r6,r8
	and r6,r6,r9
	xor r6,r6,r8
	stwcx. r6,0,r7
	bne .L8
	hwsync
	srw r3,r8,r10
	clrlwi r3,r3,16
	blr

uat_fetch_and_2_relaxed:
	xori r9,r3,2
	li r10,0
	rlwinm r9,r9,3,27,28
	ori r10,r10,65535
	slw r4,r4,r9
	slw r10,r10,r9
	clrrwi r8,r3,2
	orc r4,r4,r10
	lwarx r10,0,r8
	and r7,r10,r4
	stwcx. r7,0,r8
	bne .L8
	srw r3,r10,r9
	clrlwi r3,r3,16
	blr

uat_fetch_and_2_acquire:
	xori r9,r3,2
	li r10,0
	rlwinm r9,r9,3,27,28
	ori r10,r10,65535
	slw r4,r4,r9
	slw r10,r10,r9
	clrrwi r8,r3,2
	orc r4,r4,r10
	lwarx r10,0,r8
	and r7,r10,r4
	stwcx. r7,0,r8
	bne .L8
	lwsync
	srw r3,r10,r9
	clrlwi r3,r3,16
	blr

uat_fetch_and_2_release:
	lwsync
	li r10,0
	xori r9,r3,2
	rlwinm r9,r9,3,27,28
	ori r10,r10,65535
	slw r4,r4,r9
	slw r10,r10,r9
	orc r4,r4,r10
	clrrwi r8,r3,2
	lwarx r10,0,r8
	and r7,r10,r4
	stwcx. r7,0,r8
	bne .L9
	srw r3,r10,r9
	clrlwi r3,r3,16
	blr

uat_fetch_and_2_acq_rel:
	lwsync
	li r10,0
	xori r9,r3,2
	rlwinm r9,r9,3,27,28
	ori r10,r10,65535
	slw r4,r4,r9
	slw r10,r10,r9
	orc r4,r4,r10
	clrrwi r8,r3,2
	lwarx r10,0,r8
	and r7,r10,r4
	stwcx. r7,0,r8
	bne .L9
	lwsync
	srw r3,r10,r9
	clrlwi r3,r3,16
	blr

uat_fetch_and_2_seq_cst:
	hwsync
	li r10,0
	xori r9,r3,2
	rlwinm r9,r9,3,27,28
	ori r10,r10,65535
	slw r4,r4,r9
	slw r10,r10,r9
	orc r4,r4,r10
	clrrwi r8,r3,2
	lwarx r10,0,r8
	and r7,r10,r4
	stwcx. r7,0,r8
	bne .L9
	lwsync
	srw r3,r10,r9
	clrlwi r3,r3,16
	blr

uat_fetch_and_2_seq_cst_fence:
	hwsync
	li r10,0
	xori r9,r3,2
	rlwinm r9,r9,3,27,28
	ori r10,r10,65535
	slw r4,r4,r9
	slw r10,r10,r9
	orc r4,r4,r10
	clrrwi r8,r3,2
	lwarx r10,0,r8
	and r7,r10,r4
	stwcx. r7,0,r8
	bne .L9
	hwsync
	srw r3,r10,r9
	clrlwi r3,r3,16
	blr

uat_fetch_or_2_relaxed:
	xori r9,r3,2
	clrrwi r8,r3,2
	rlwinm r9,r9,3,27,28
	slw r4,r4,r9
	lwarx r10,0,r8
	or r7,r10,r4
	stwcx. r7,0,r8
	bne .L4
	srw r3,r10,r9
	clrlwi r3,r3,16
	blr

uat_fetch_or_2_acquire:
	xori r9,r3,2
	clrrwi r8,r3,2
	rlwinm r9,r9,3,27,28
	slw r4,r4,r9
	lwarx r10,0,r8
	or r7,r10,r4
	stwcx. r7,0,r8
	bne .L4
	lwsync
	srw r3,r10,r9
	clrlwi r3,r3,16
	blr

uat_fetch_or_2_release:
	lwsync
	xori r9,r3,2
	clrrwi r8,r3,2
	rlwinm r9,r9,3,27,28
	slw r4,r4,r9
	lwarx r10,0,r8
	or r7,r10,r4
	stwcx. r7,0,r8
	bne .L5
	srw r3,r10,r9
	clrlwi r3,r3,16
	blr

uat_fetch_or_2_acq_rel:
	lwsync
	xori r9,r3,2
	clrrwi r8,r3,2
	rlwinm r9,r9,3,27,28
	slw r4,r4,r9
	lwarx r10,0,r8
	or r7,r10,r4
	stwcx. r7,0,r8
	bne .L5
	lwsync
	srw r3,r10,r9
	clrlwi r3,r3,16
	blr

uat_fetch_or_2_seq_cst:
	hwsync
	xori r9,r3,2
	clrrwi r8,r3,2
	rlwinm r9,r9,3,27,28
	slw r4,r4,r9
	lwarx r10,0,r8
	or r7,r10,r4
	stwcx. r7,0,r8
	bne .L5
	lwsync
	srw r3,r10,r9
	clrlwi r3,r3,16
	blr

uat_fetch_or_2_seq_cst_fence:
	hwsync
	xori r9,r3,2
	clrrwi r8,r3,2
	rlwinm r9,r9,3,27,28
	slw r4,r4,r9
	lwarx r10,0,r8
	or r7,r10,r4
	stwcx. r7,0,r8
	bne .L5
	hwsync
	srw r3,r10,r9
	clrlwi r3,r3,16
	blr

uat_fetch_xor_2_relaxed:
	xori r9,r3,2
	clrrwi r8,r3,2
	rlwinm r9,r9,3,27,28
	slw r4,r4,r9
	lwarx r10,0,r8
	xor r7,r10,r4
	stwcx. r7,0,r8
	bne .L4
	srw r3,r10,r9
	clrlwi r3,r3,16
	blr

uat_fetch_xor_2_acquire:
	xori r9,r3,2
	clrrwi r8,r3,2
	rlwinm r9,r9,3,27,28
	slw r4,r4,r9
	lwarx r10,0,r8
	xor r7,r10,r4
	stwcx. r7,0,r8
	bne .L4
	lwsync
	srw r3,r10,r9
	clrlwi r3,r3,16
	blr

uat_fetch_xor_2_release:
	lwsync
	xori r9,r3,2
	clrrwi r8,r3,2
	rlwinm r9,r9,3,27,28
	slw r4,r4,r9
	lwarx r10,0,r8
	xor r7,r10,r4
	stwcx. r7,0,r8
	bne .L5
	srw r3,r10,r9
	clrlwi r3,r3,16
	blr

uat_fetch_xor_2_acq_rel:
	lwsync
	xori r9,r3,2
	clrrwi r8,r3,2
	rlwinm r9,r9,3,27,28
	slw r4,r4,r9
	lwarx r10,0,r8
	xor r7,r10,r4
	stwcx. r7,0,r8
	bne .L5
	lwsync
	srw r3,r10,r9
	clrlwi r3,r3,16
	blr

uat_fetch_xor_2_seq_cst:
	hwsync
	xori r9,r3,2
	clrrwi r8,r3,2
	rlwinm r9,r9,3,27,28
	slw r4,r4,r9
	lwarx r10,0,r8
	xor r7,r10,r4
	stwcx. r7,0,r8
	bne .L5
	lwsync
	srw r3,r10,r9
	clrlwi r3,r3,16
	blr

uat_fetch_xor_2_seq_cst_fence:
	hwsync
	xori r9,r3,2
	clrrwi r8,r3,2
	rlwinm r9,r9,3,27,28
	slw r4,r4,r9
	lwarx r10,0,r8
	xor r7,r10,r4
	stwcx. r7,0,r8
	bne .L5
	hwsync
	srw r3,r10,r9
	clrlwi r3,r3,16
	blr

uat_fetch_smax_2_relaxed:
	li r6,0
	xori r5,r3,2
	lhz r9,0(r3)
	rlwinm r5,r5,3,27,28
	ori r6,r6,65535
	slw r6,r6,r5
	clrrwi r11,r3,2
	mr r12,r4
	extsh r10,r9
	clrlwi r8,r9,16
	cmpw r10,r4
	slw r8,r8,r5
	mr r10,r9
	bge .L15
	mr r10,r12
	clrlwi r10,r10,16
	slw r10,r10,r5
	lwarx r7,0,r11
	and r0,r7,r6
	cmpw r0,r8
	bne .L25
	xor r0,r7,r0
	or r0,r0,r10
	stwcx. r0,0,r11
	bne .L17
	srw r7,r7,r5
	clrlwi r9,r9,16
	clrlwi r8,r7,16
	cmpw r9,r8
	mr r9,r7
	bne .L8
	extsh r3,r7
	blr

uat_fetch_smax_2_acquire:
	li r6,0
	xori r5,r3,2
	lhz r9,0(r3)
	rlwinm r5,r5,3,27,28
	ori r6,r6,65535
	slw r6,r6,r5
	clrrwi r11,r3,2
	mr r12,r4
	extsh r10,r9
	clrlwi r8,r9,16
	cmpw r10,r4
	slw r8,r8,r5
	mr r10,r9
	bge .L15
	mr r10,r12
	clrlwi r10,r10,16
	slw r10,r10,r5
	lwarx r7,0,r11
	and r0,r7,r6
	cmpw r0,r8
	bne .L25
	xor r0,r7,r0
	or r0,r0,r10
	stwcx. r0,0,r11
	bne .L17
	srw r7,r7,r5
	clrlwi r9,r9,16
	clrlwi r8,r7,16
	cmpw r9,r8
	mr r9,r7
	bne .L8
	lwsync
	extsh r3,r7
	blr

uat_fetch_smax_2_release:
	lwsync
	li r6,0
	xori r5,r3,2
	lhz r9,0(r3)
	rlwinm r5,r5,3,27,28
	ori r6,r6,65535
	slw r6,r6,r5
	clrrwi r11,r3,2
	mr r12,r4
	nop
	nop
	nop
	extsh r10,r9
	clrlwi r8,r9,16
	cmpw r10,r4
	slw r8,r8,r5
	mr r10,r9
	bge .L19
	mr r10,r12
	clrlwi r10,r10,16
	slw r10,r10,r5
	lwarx r7,0,r11
	and r0,r7,r6
	cmpw r0,r8
	bne .L29
	xor r0,r7,r0
	or r0,r0,r10
	stwcx. r0,0,r11
	bne .L21
	srw r7,r7,r5
	clrlwi r9,r9,16
	clrlwi r8,r7,16
	cmpw r9,r8
	mr r9,r7
	bne .L12
	extsh r3,r7
	blr

uat_fetch_smax_2_acq_rel:
	lwsync
	li r6,0
	xori r5,r3,2
	lhz r9,0(r3)
	rlwinm r5,r5,3,27,28
	ori r6,r6,65535
	slw r6,r6,r5
	clrrwi r11,r3,2
	mr r12,r4
	nop
	nop
	nop
	extsh r10,r9
	clrlwi r8,r9,16
	cmpw r10,r4
	slw r8,r8,r5
	mr r10,r9
	bge .L19
	mr r10,r12
	clrlwi r10,r10,16
	slw r10,r10,r5
	lwarx r7,0,r11
	and r0,r7,r6
	cmpw r0,r8
	bne .L29
	xor r0,r7,r0
	or r0,r0,r10
	stwcx. r0,0,r11
	bne .L21
	srw r7,r7,r5
	clrlwi r9,r9,16
	clrlwi r8,r7,16
	cmpw r9,r8
	mr r9,r7
	bne .L12
	lwsync
	extsh r3,r7
	blr

uat_fetch_smax_2_seq_cst:
	hwsync
	li r6,0
	xori r5,r3,2
	lhz r9,0(r3)
	rlwinm r5,r5,3,27,28
	ori r6,r6,65535
	slw r6,r6,r5
	clrrwi r11,r3,2
	mr r12,r4
	nop
	nop
	nop
	extsh r10,r9
	clrlwi r8,r9,16
	cmpw r10,r4
	slw r8,r8,r5
	mr r10,r9
	bge .L19
	mr r10,r12
	clrlwi r10,r10,16
	slw r10,r10,r5
	lwarx r7,0,r11
	and r0,r7,r6
	cmpw r0,r8
	bne .L29
	xor r0,r7,r0
	or r0,r0,r10
	stwcx. r0,0,r11
	bne .L21
	srw r7,r7,r5
	clrlwi r9,r9,16
	clrlwi r8,r7,16
	cmpw r9,r8
	mr r9,r7
	bne .L12
	lwsync
	extsh r3,r7
	blr

uat_fetch_smax_2_seq_cst_fence:
	hwsync
	li r6,0
	xori r5,r3,2
	lhz r9,0(r3)
	rlwinm r5,r5,3,27,28
	ori r6,r6,65535
	slw r6,r6,r5
	clrrwi r11,r3,2
	mr r12,r4
	nop
	nop
	nop
	extsh r10,r9
	clrlwi r8,r9,16
	cmpw r10,r4
	slw r8,r8,r5
	mr r10,r9
	bge .L19
	mr r10,r12
	clrlwi r10,r10,16
	slw r10,r10,r5
	lwarx r7,0,r11
	and r0,r7,r6
	cmpw r0,r8
	bne .L29
	xor r0,r7,r0
	or r0,r0,r10
	stwcx. r0,0,r11
	bne .L21
	srw r7,r7,r5
	clrlwi r9,r9,16
	clrlwi r8,r7,16
	cmpw r9,r8
	mr r9,r7
	bne .L12
	hwsync
	extsh r3,r7
	blr

uat_fetch_umax_2_relaxed:
	li r5,0
	xori r11,r3,2
	lhz r8,0(r3)
	rlwinm r11,r11,3,27,28
	ori r5,r5,65535
	mr r6,r3
	slw r5,r5,r11
	clrrwi r0,r3,2
	mr r12,r4
	nop
	nop
	nop
	clrlwi r9,r8,16
	mr r10,r12
	cmplw r4,r9
	slw r9,r9,r11
	bge .L18
	mr r10,r8
	clrlwi r10,r10,16
	slw r10,r10,r11
	lwarx r7,0,r0
	and r3,r7,r5
	cmpw r3,r9
	bne .L28
	xor r3,r7,r3
	or r3,r3,r10
	stwcx. r3,0,r0
	bne .L20
	srw r9,r7,r11
	clrlwi r3,r8,16
	clrlwi r10,r9,16
	mr r8,r9
	cmpw r3,r10
	bne .L12
	blr

uat_fetch_umax_2_acquire:
	li r5,0
	xori r11,r3,2
	lhz r8,0(r3)
	rlwinm r11,r11,3,27,28
	ori r5,r5,65535
	mr r6,r3
	slw r5,r5,r11
	clrrwi r0,r3,2
	mr r12,r4
	nop
	nop
	nop
	clrlwi r9,r8,16
	mr r10,r12
	cmplw r4,r9
	slw r9,r9,r11
	bge .L18
	mr r10,r8
	clrlwi r10,r10,16
	slw r10,r10,r11
	lwarx r7,0,r0
	and r3,r7,r5
	cmpw r3,r9
	bne .L28
	xor r3,r7,r3
	or r3,r3,r10
	stwcx. r3,0,r0
	bne .L20
	srw r9,r7,r11
	clrlwi r3,r8,16
	clrlwi r10,r9,16
	mr r8,r9
	cmpw r3,r10
	bne .L12
	lwsync
	blr

uat_fetch_umax_2_release:
	mr r6,r3
	lwsync
	li r5,0
	xori r11,r3,2
	lhz r8,0(r3)
	rlwinm r11,r11,3,27,28
	ori r5,r5,65535
	slw r5,r5,r11
	clrrwi r0,r3,2
	mr r12,r4
	nop
	nop
	clrlwi r9,r8,16
	mr r10,r12
	cmplw r4,r9
	slw r9,r9,r11
	bge .L18
	mr r10,r8
	clrlwi r10,r10,16
	slw r10,r10,r11
	lwarx r7,0,r0
	and r3,r7,r5
	cmpw r3,r9
	bne .L28
	xor r3,r7,r3
	or r3,r3,r10
	stwcx. r3,0,r0
	bne .L20
	srw r9,r7,r11
	clrlwi r3,r8,16
	clrlwi r10,r9,16
	mr r8,r9
	cmpw r3,r10
	bne .L12
	blr

uat_fetch_umax_2_acq_rel:
	mr r6,r3
	lwsync
	li r5,0
	xori r11,r3,2
	lhz r8,0(r3)
	rlwinm r11,r11,3,27,28
	ori r5,r5,65535
	slw r5,r5,r11
	clrrwi r0,r3,2
	mr r12,r4
	nop
	nop
	clrlwi r9,r8,16
	mr r10,r12
	cmplw r4,r9
	slw r9,r9,r11
	bge .L18
	mr r10,r8
	clrlwi r10,r10,16
	slw r10,r10,r11
	lwarx r7,0,r0
	and r3,r7,r5
	cmpw r3,r9
	bne .L28
	xor r3,r7,r3
	or r3,r3,r10
	stwcx. r3,0,r0
	bne .L20
	srw r9,r7,r11
	clrlwi r3,r8,16
	clrlwi r10,r9,16
	mr r8,r9
	cmpw r3,r10
	bne .L12
	lwsync
	blr

uat_fetch_umax_2_seq_cst:
	mr r6,r3
	hwsync
	li r5,0
	xori r11,r3,2
	lhz r8,0(r3)
	rlwinm r11,r11,3,27,28
	ori r5,r5,65535
	slw r5,r5,r11
	clrrwi r0,r3,2
	mr r12,r4
	nop
	nop
	clrlwi r9,r8,16
	mr r10,r12
	cmplw r4,r9
	slw r9,r9,r11
	bge .L18
	mr r10,r8
	clrlwi r10,r10,16
	slw r10,r10,r11
	lwarx r7,0,r0
	and r3,r7,r5
	cmpw r3,r9
	bne .L28
	xor r3,r7,r3
	or r3,r3,r10
	stwcx. r3,0,r0
	bne .L20
	srw r9,r7,r11
	clrlwi r3,r8,16
	clrlwi r10,r9,16
	mr r8,r9
	cmpw r3,r10
	bne .L12
	lwsync
	blr

uat_fetch_umax_2_seq_cst_fence:
	mr r6,r3
	hwsync
	li r5,0
	xori r11,r3,2
	lhz r8,0(r3)
	rlwinm r11,r11,3,27,28
	ori r5,r5,65535
	slw r5,r5,r11
	clrrwi r0,r3,2
	mr r12,r4
	nop
	nop
	clrlwi r9,r8,16
	mr r10,r12
	cmplw r4,r9
	slw r9,r9,r11
	bge .L18
	mr r10,r8
	clrlwi r10,r10,16
	slw r10,r10,r11
	lwarx r7,0,r0
	and r3,r7,r5
	cmpw r3,r9
	bne .L28
	xor r3,r7,r3
	or r3,r3,r10
	stwcx. r3,0,r0
	bne .L20
	srw r9,r7,r11
	clrlwi r3,r8,16
	clrlwi r10,r9,16
	mr r8,r9
	cmpw r3,r10
	bne .L12
	hwsync
	blr

uat_fetch_smin_2_relaxed:
	li r6,0
	xori r5,r3,2
	lhz r9,0(r3)
	rlwinm r5,r5,3,27,28
	ori r6,r6,65535
	slw r6,r6,r5
	clrrwi r11,r3,2
	mr r12,r4
	extsh r10,r9
	clrlwi r8,r9,16
	cmpw r10,r4
	slw r8,r8,r5
	mr r10,r9
	ble .L15
	mr r10,r12
	clrlwi r10,r10,16
	slw r10,r10,r5
	lwarx r7,0,r11
	and r0,r7,r6
	cmpw r0,r8
	bne .L25
	xor r0,r7,r0
	or r0,r0,r10
	stwcx. r0,0,r11
	bne .L17
	srw r7,r7,r5
	clrlwi r9,r9,16
	clrlwi r8,r7,16
	cmpw r9,r8
	mr r9,r7
	bne .L8
	extsh r3,r7
	blr

uat_fetch_smin_2_acquire:
	li r6,0
	xori r5,r3,2
	lhz r9,0(r3)
	rlwinm r5,r5,3,27,28
	ori r6,r6,65535
	slw r6,r6,r5
	clrrwi r11,r3,2
	mr r12,r4
	extsh r10,r9
	clrlwi r8,r9,16
	cmpw r10,r4
	slw r8,r8,r5
	mr r10,r9
	ble .L15
	mr r10,r12
	clrlwi r10,r10,16
	slw r10,r10,r5
	lwarx r7,0,r11
	and r0,r7,r6
	cmpw r0,r8
	bne .L25
	xor r0,r7,r0
	or r0,r0,r10
	stwcx. r0,0,r11
	bne .L17
	srw r7,r7,r5
	clrlwi r9,r9,16
	clrlwi r8,r7,16
	cmpw r9,r8
	mr r9,r7
	bne .L8
	lwsync
	extsh r3,r7
	blr

uat_fetch_smin_2_release:
	lwsync
	li r6,0
	xori r5,r3,2
	lhz r9,0(r3)
	rlwinm r5,r5,3,27,28
	ori r6,r6,65535
	slw r6,r6,r5
	clrrwi r11,r3,2
	mr r12,r4
	nop
	nop
	nop
	extsh r10,r9
	clrlwi r8,r9,16
	cmpw r10,r4
	slw r8,r8,r5
	mr r10,r9
	ble .L19
	mr r10,r12
	clrlwi r10,r10,16
	slw r10,r10,r5
	lwarx r7,0,r11
	and r0,r7,r6
	cmpw r0,r8
	bne .L29
	xor r0,r7,r0
	or r0,r0,r10
	stwcx. r0,0,r11
	bne .L21
	srw r7,r7,r5
	clrlwi r9,r9,16
	clrlwi r8,r7,16
	cmpw r9,r8
	mr r9,r7
	bne .L12
	extsh r3,r7
	blr

uat_fetch_smin_2_acq_rel:
	lwsync
	li r6,0
	xori r5,r3,2
	lhz r9,0(r3)
	rlwinm r5,r5,3,27,28
	ori r6,r6,65535
	slw r6,r6,r5
	clrrwi r11,r3,2
	mr r12,r4
	nop
	nop
	nop
	extsh r10,r9
	clrlwi r8,r9,16
	cmpw r10,r4
	slw r8,r8,r5
	mr r10,r9
	ble .L19
	mr r10,r12
	clrlwi r10,r10,16
	slw r10,r10,r5
	lwarx r7,0,r11
	and r0,r7,r6
	cmpw r0,r8
	bne .L29
	xor r0,r7,r0
	or r0,r0,r10
	stwcx. r0,0,r11
	bne .L21
	srw r7,r7,r5
	clrlwi r9,r9,16
	clrlwi r8,r7,16
	cmpw r9,r8
	mr r9,r7
	bne .L12
	lwsync
	extsh r3,r7
	blr

uat_fetch_smin_2_seq_cst:
	hwsync
	li r6,0
	xori r5,r3,2
	lhz r9,0(r3)
	rlwinm r5,r5,3,27,28
	ori r6,r6,65535
	slw r6,r6,r5
	clrrwi r11,r3,2
	mr r12,r4
	nop
	nop
	nop
	extsh r10,r9
	clrlwi r8,r9,16
	cmpw r10,r4
	slw r8,r8,r5
	mr r10,r9
	ble .L19
	mr r10,r12
	clrlwi r10,r10,16
	slw r10,r10,r5
	lwarx r7,0,r11
	and r0,r7,r6
	cmpw r0,r8
	bne .L29
	xor r0,r7,r0
	or r0,r0,r10
	stwcx. r0,0,r11
	bne .L21
	srw r7,r7,r5
	clrlwi r9,r9,16
	clrlwi r8,r7,16
	cmpw r9,r8
	mr r9,r7
	bne .L12
	lwsync
	extsh r3,r7
	blr

uat_fetch_smin_2_seq_cst_fence:
	hwsync
	li r6,0
	xori r5,r3,2
	lhz r9,0(r3)
	rlwinm r5,r5,3,27,28
	ori r6,r6,65535
	slw r6,r6,r5
	clrrwi r11,r3,2
	mr r12,r4
	nop
	nop
	nop
	extsh r10,r9
	clrlwi r8,r9,16
	cmpw r10,r4
	slw r8,r8,r5
	mr r10,r9
	ble .L19
	mr r10,r12
	clrlwi r10,r10,16
	slw r10,r10,r5
	lwarx r7,0,r11
	and r0,r7,r6
	cmpw r0,r8
	bne .L29
	xor r0,r7,r0
	or r0,r0,r10
	stwcx. r0,0,r11
	bne .L21
	srw r7,r7,r5
	clrlwi r9,r9,16
	clrlwi r8,r7,16
	cmpw r9,r8
	mr r9,r7
	bne .L12
	hwsync
	extsh r3,r7
	blr

uat_fetch_umin_2_relaxed:
	li r5,0
	xori r11,r3,2
	lhz r8,0(r3)
	rlwinm r11,r11,3,27,28
	ori r5,r5,65535
	mr r6,r3
	slw r5,r5,r11
	clrrwi r0,r3,2
	mr r12,r4
	nop
	nop
	nop
	clrlwi r9,r8,16
	mr r10,r12
	cmplw r4,r9
	slw r9,r9,r11
	ble .L18
	mr r10,r8
	clrlwi r10,r10,16
	slw r10,r10,r11
	lwarx r7,0,r0
	and r3,r7,r5
	cmpw r3,r9
	bne .L28
	xor r3,r7,r3
	or r3,r3,r10
	stwcx. r3,0,r0
	bne .L20
	srw r9,r7,r11
	clrlwi r3,r8,16
	clrlwi r10,r9,16
	mr r8,r9
	cmpw r3,r10
	bne .L12
	blr

uat_fetch_umin_2_acquire:
	li r5,0
	xori r11,r3,2
	lhz r8,0(r3)
	rlwinm r11,r11,3,27,28
	ori r5,r5,65535
	mr r6,r3
	slw r5,r5,r11
	clrrwi r0,r3,2
	mr r12,r4
	nop
	nop
	nop
	clrlwi r9,r8,16
	mr r10,r12
	cmplw r4,r9
	slw r9,r9,r11
	ble .L18
	mr r10,r8
	clrlwi r10,r10,16
	slw r10,r10,r11
	lwarx r7,0,r0
	and r3,r7,r5
	cmpw r3,r9
	bne .L28
	xor r3,r7,r3
	or r3,r3,r10
	stwcx. r3,0,r0
	bne .L20
	srw r9,r7,r11
	clrlwi r3,r8,16
	clrlwi r10,r9,16
	mr r8,r9
	cmpw r3,r10
	bne .L12
	lwsync
	blr

uat_fetch_umin_2_release:
	mr r6,r3
	lwsync
	li r5,0
	xori r11,r3,2
	lhz r8,0(r3)
	rlwinm r11,r11,3,27,28
	ori r5,r5,65535
	slw r5,r5,r11
	clrrwi r0,r3,2
	mr r12,r4
	nop
	nop
	clrlwi r9,r8,16
	mr r10,r12
	cmplw r4,r9
	slw r9,r9,r11
	ble .L18
	mr r10,r8
	clrlwi r10,r10,16
	slw r10,r10,r11
	lwarx r7,0,r0
	and r3,r7,r5
	cmpw r3,r9
	bne .L28
	xor r3,r7,r3
	or r3,r3,r10
	stwcx. r3,0,r0
	bne .L20
	srw r9,r7,r11
	clrlwi r3,r8,16
	clrlwi r10,r9,16
	mr r8,r9
	cmpw r3,r10
	bne .L12
	blr

uat_fetch_umin_2_acq_rel:
	mr r6,r3
	lwsync
	li r5,0
	xori r11,r3,2
	lhz r8,0(r3)
	rlwinm r11,r11,3,27,28
	ori r5,r5,65535
	slw r5,r5,r11
	clrrwi r0,r3,2
	mr r12,r4
	nop
	nop
	clrlwi r9,r8,16
	mr r10,r12
	cmplw r4,r9
	slw r9,r9,r11
	ble .L18
	mr r10,r8
	clrlwi r10,r10,16
	slw r10,r10,r11
	lwarx r7,0,r0
	and r3,r7,r5
	cmpw r3,r9
	bne .L28
	xor r3,r7,r3
	or r3,r3,r10
	stwcx. r3,0,r0
	bne .L20
	srw r9,r7,r11
	clrlwi r3,r8,16
	clrlwi r10,r9,16
	mr r8,r9
	cmpw r3,r10
	bne .L12
	lwsync
	blr

uat_fetch_umin_2_seq_cst:
	mr r6,r3
	hwsync
	li r5,0
	xori r11,r3,2
	lhz r8,0(r3)
	rlwinm r11,r11,3,27,28
	ori r5,r5,65535
	slw r5,r5,r11
	clrrwi r0,r3,2
	mr r12,r4
	nop
	nop
	clrlwi r9,r8,16
	mr r10,r12
	cmplw r4,r9
	slw r9,r9,r11
	ble .L18
	mr r10,r8
	clrlwi r10,r10,16
	slw r10,r10,r11
	lwarx r7,0,r0
	and r3,r7,r5
	cmpw r3,r9
	bne .L28
	xor r3,r7,r3
	or r3,r3,r10
	stwcx. r3,0,r0
	bne .L20
	srw r9,r7,r11
	clrlwi r3,r8,16
	clrlwi r10,r9,16
	mr r8,r9
	cmpw r3,r10
	bne .L12
	lwsync
	blr

uat_fetch_umin_2_seq_cst_fence:
	mr r6,r3
	hwsync
	li r5,0
	xori r11,r3,2
	lhz r8,0(r3)
	rlwinm r11,r11,3,27,28
	ori r5,r5,65535
	slw r5,r5,r11
	clrrwi r0,r3,2
	mr r12,r4
	nop
	nop
	clrlwi r9,r8,16
	mr r10,r12
	cmplw r4,r9
	slw r9,r9,r11
	ble .L18
	mr r10,r8
	clrlwi r10,r10,16
	slw r10,r10,r11
	lwarx r7,0,r0
	and r3,r7,r5
	cmpw r3,r9
	bne .L28
	xor r3,r7,r3
	or r3,r3,r10
	stwcx. r3,0,r0
	bne .L20
	srw r9,r7,r11
	clrlwi r3,r8,16
	clrlwi r10,r9,16
	mr r8,r9
	cmpw r3,r10
	bne .L12
	hwsync
	blr

uat_test_and_set_bit_2_relaxed:
	clrlwi r4,r4,28
	xori r8,r3,2
	li r10,1
	rlwinm r8,r8,3,27,28
	slw r10,r10,r4
	clrrwi r7,r3,2
	slw r6,r10,r8
	lwarx r9,0,r7
	or r5,r9,r6
	stwcx. r5,0,r7
	bne .L7
	srw r9,r9,r8
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_set_bit_2_acquire:
	clrlwi r4,r4,28
	xori r8,r3,2
	li r10,1
	rlwinm r8,r8,3,27,28
	slw r10,r10,r4
	clrrwi r7,r3,2
	slw r6,r10,r8
	lwarx r9,0,r7
	or r5,r9,r6
	stwcx. r5,0,r7
	bne .L7
	lwsync
	srw r9,r9,r8
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_set_bit_2_release:
	lwsync
	li r10,1
	clrlwi r4,r4,28
	xori r8,r3,2
	slw r10,r10,r4
	rlwinm r8,r8,3,27,28
	clrrwi r7,r3,2
	slw r6,r10,r8
	lwarx r9,0,r7
	or r5,r9,r6
	stwcx. r5,0,r7
	bne .L8
	srw r9,r9,r8
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_set_bit_2_acq_rel:
	lwsync
	li r10,1
	clrlwi r4,r4,28
	xori r8,r3,2
	slw r10,r10,r4
	rlwinm r8,r8,3,27,28
	clrrwi r7,r3,2
	slw r6,r10,r8
	lwarx r9,0,r7
	or r5,r9,r6
	stwcx. r5,0,r7
	bne .L8
	lwsync
	srw r9,r9,r8
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_set_bit_2_seq_cst:
	hwsync
	li r10,1
	clrlwi r4,r4,28
	xori r8,r3,2
	slw r10,r10,r4
	rlwinm r8,r8,3,27,28
	clrrwi r7,r3,2
	slw r6,r10,r8
	lwarx r9,0,r7
	or r5,r9,r6
	stwcx. r5,0,r7
	bne .L8
	lwsync
	srw r9,r9,r8
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_set_bit_2_seq_cst_fence:
	hwsync
	li r10,1
	clrlwi r4,r4,28
	xori r8,r3,2
	slw r10,r10,r4
	rlwinm r8,r8,3,27,28
	clrrwi r7,r3,2
	slw r6,r10,r8
	lwarx r9,0,r7
	or r5,r9,r6
	stwcx. r5,0,r7
	bne .L8
	hwsync
	srw r9,r9,r8
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_clear_bit_2_relaxed:
	clrlwi r4,r4,28
	li r7,1
	xori r8,r3,2
	slw r7,r7,r4
	li r9,0
	rlwinm r8,r8,3,27,28
	xori r10,r7,65535
	ori r9,r9,65535
	slw r10,r10,r8
	slw r9,r9,r8
	clrrwi r6,r3,2
	orc r10,r10,r9
	lwarx r9,0,r6
	and r5,r9,r10
	stwcx. r5,0,r6
	bne .L12
	srw r9,r9,r8
	and r9,r9,r7
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_clear_bit_2_acquire:
	clrlwi r4,r4,28
	li r7,1
	xori r8,r3,2
	slw r7,r7,r4
	li r9,0
	rlwinm r8,r8,3,27,28
	xori r10,r7,65535
	ori r9,r9,65535
	slw r10,r10,r8
	slw r9,r9,r8
	clrrwi r6,r3,2
	orc r10,r10,r9
	lwarx r9,0,r6
	and r5,r9,r10
	stwcx. r5,0,r6
	bne .L12
	lwsync
	srw r9,r9,r8
	and r9,r9,r7
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_clear_bit_2_release:
	lwsync
	li r7,1
	clrlwi r4,r4,28
	slw r7,r7,r4
	xori r8,r3,2
	li r9,0
	rlwinm r8,r8,3,27,28
	xori r10,r7,65535
	ori r9,r9,65535
	slw r10,r10,r8
	slw r9,r9,r8
	orc r10,r10,r9
	clrrwi r6,r3,2
	lwarx r9,0,r6
	and r5,r9,r10
	stwcx. r5,0,r6
	bne .L13
	srw r9,r9,r8
	and r9,r9,r7
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_clear_bit_2_acq_rel:
	lwsync
	li r7,1
	clrlwi r4,r4,28
	slw r7,r7,r4
	xori r8,r3,2
	li r9,0
	rlwinm r8,r8,3,27,28
	xori r10,r7,65535
	ori r9,r9,65535
	slw r10,r10,r8
	slw r9,r9,r8
	orc r10,r10,r9
	clrrwi r6,r3,2
	lwarx r9,0,r6
	and r5,r9,r10
	stwcx. r5,0,r6
	bne .L13
	lwsync
	srw r9,r9,r8
	and r9,r9,r7
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_clear_bit_2_seq_cst:
	hwsync
	li r7,1
	clrlwi r4,r4,28
	slw r7,r7,r4
	xori r8,r3,2
	li r9,0
	rlwinm r8,r8,3,27,28
	xori r10,r7,65535
	ori r9,r9,65535
	slw r10,r10,r8
	slw r9,r9,r8
	orc r10,r10,r9
	clrrwi r6,r3,2
	lwarx r9,0,r6
	and r5,r9,r10
	stwcx. r5,0,r6
	bne .L13
	lwsync
	srw r9,r9,r8
	and r9,r9,r7
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_clear_bit_2_seq_cst_fence:
	hwsync
	li r7,1
	clrlwi r4,r4,28
	slw r7,r7,r4
	xori r8,r3,2
	li r9,0
	rlwinm r8,r8,3,27,28
	xori r10,r7,65535
	ori r9,r9,65535
	slw r10,r10,r8
	slw r9,r9,r8
	orc r10,r10,r9
	clrrwi r6,r3,2
	lwarx r9,0,r6
	and r5,r9,r10
	stwcx. r5,0,r6
	bne .L13
	hwsync
	srw r9,r9,r8
	and r9,r9,r7
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_change_bit_2_relaxed:
	clrlwi r4,r4,28
	xori r8,r3,2
	li r10,1
	rlwinm r8,r8,3,27,28
	slw r10,r10,r4
	clrrwi r7,r3,2
	slw r6,r10,r8
	lwarx r9,0,r7
	xor r5,r9,r6
	stwcx. r5,0,r7
	bne .L7
	srw r9,r9,r8
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_change_bit_2_acquire:
	clrlwi r4,r4,28
	xori r8,r3,2
	li r10,1
	rlwinm r8,r8,3,27,28
	slw r10,r10,r4
	clrrwi r7,r3,2
	slw r6,r10,r8
	lwarx r9,0,r7
	xor r5,r9,r6
	stwcx. r5,0,r7
	bne .L7
	lwsync
	srw r9,r9,r8
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_change_bit_2_release:
	lwsync
	li r10,1
	clrlwi r4,r4,28
	xori r8,r3,2
	slw r10,r10,r4
	rlwinm r8,r8,3,27,28
	clrrwi r7,r3,2
	slw r6,r10,r8
	lwarx r9,0,r7
	xor r5,r9,r6
	stwcx. r5,0,r7
	bne .L8
	srw r9,r9,r8
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_change_bit_2_acq_rel:
	lwsync
	li r10,1
	clrlwi r4,r4,28
	xori r8,r3,2
	slw r10,r10,r4
	rlwinm r8,r8,3,27,28
	clrrwi r7,r3,2
	slw r6,r10,r8
	lwarx r9,0,r7
	xor r5,r9,r6
	stwcx. r5,0,r7
	bne .L8
	lwsync
	srw r9,r9,r8
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_change_bit_2_seq_cst:
	hwsync
	li r10,1
	clrlwi r4,r4,28
	xori r8,r3,2
	slw r10,r10,r4
	rlwinm r8,r8,3,27,28
	clrrwi r7,r3,2
	slw r6,r10,r8
	lwarx r9,0,r7
	xor r5,r9,r6
	stwcx. r5,0,r7
	bne .L8
	lwsync
	srw r9,r9,r8
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_change_bit_2_seq_cst_fence:
	hwsync
	li r10,1
	clrlwi r4,r4,28
	xori r8,r3,2
	slw r10,r10,r4
	rlwinm r8,r8,3,27,28
	clrrwi r7,r3,2
	slw r6,r10,r8
	lwarx r9,0,r7
	xor r5,r9,r6
	stwcx. r5,0,r7
	bne .L8
	hwsync
	srw r9,r9,r8
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_fetch_add_unless_2_relaxed:
	mr r9,r3
	xori r7,r3,2
	lhz r3,0(r3)
	li r8,0
	rlwinm r7,r7,3,27,28
	add r10,r4,r3
	clrlwi r3,r3,16
	cmpw r3,r5
	ori r8,r8,65535
	clrlwi r10,r10,16
	slw r8,r8,r7
	clrrwi r0,r9,2
	slw r11,r3,r7
	slw r10,r10,r7
	beqlr
	lwarx r6,0,r0
	and r12,r6,r8
	cmpw r12,r11
	bne .L23
	xor r12,r6,r12
	or r12,r12,r10
	stwcx. r12,0,r0
	bne .L15
	srw r10,r6,r7
	clrlwi r6,r10,16
	cmpw r3,r6
	beqlr
	mr r3,r10
	add r10,r4,r3
	clrlwi r3,r3,16
	cmpw r3,r5
	clrlwi r10,r10,16
	slw r11,r3,r7
	slw r10,r10,r7
	bne .L15
	blr

uat_fetch_add_unless_2_acquire:
	li r8,0
	xori r7,r3,2
	lhz r10,0(r3)
	rlwinm r7,r7,3,27,28
	ori r8,r8,65535
	slw r8,r8,r7
	clrrwi r0,r3,2
	clrlwi r6,r10,16
	add r9,r4,r10
	cmpw r6,r5
	clrlwi r9,r9,16
	slw r11,r6,r7
	slw r9,r9,r7
	beq .L32
	lwarx r10,0,r0
	and r12,r10,r8
	cmpw r12,r11
	bne .L22
	xor r12,r10,r12
	or r12,r12,r9
	stwcx. r12,0,r0
	bne .L14
	srw r10,r10,r7
	clrlwi r11,r10,16
	mr r9,r10
	cmpw r6,r11
	bne .L7
	lwsync
	clrlwi r3,r9,16
	blr
	nop
	nop
	mr r9,r10
	b .L28

uat_fetch_add_unless_2_release:
	mr r9,r3
	lwsync
	xori r7,r3,2
	lhz r3,0(r3)
	li r8,0
	rlwinm r7,r7,3,27,28
	ori r8,r8,65535
	add r10,r4,r3
	clrlwi r3,r3,16
	cmpw r3,r5
	clrlwi r10,r10,16
	slw r8,r8,r7
	clrrwi r0,r9,2
	slw r11,r3,r7
	slw r10,r10,r7
	beqlr
	lwarx r6,0,r0
	and r12,r6,r8
	cmpw r12,r11
	bne .L24
	xor r12,r6,r12
	or r12,r12,r10
	stwcx. r12,0,r0
	bne .L16
	srw r10,r6,r7
	clrlwi r6,r10,16
	cmpw r3,r6
	beqlr
	mr r3,r10
	add r10,r4,r3
	clrlwi r3,r3,16
	cmpw r3,r5
	clrlwi r10,r10,16
	slw r11,r3,r7
	slw r10,r10,r7
	bne .L16
	blr

uat_fetch_add_unless_2_acq_rel:
	lwsync
	li r8,0
	xori r7,r3,2
	lhz r10,0(r3)
	rlwinm r7,r7,3,27,28
	ori r8,r8,65535
	slw r8,r8,r7
	clrrwi r0,r3,2
	clrlwi r6,r10,16
	add r9,r4,r10
	cmpw r6,r5
	clrlwi r9,r9,16
	slw r11,r6,r7
	slw r9,r9,r7
	beq .L32
	lwarx r10,0,r0
	and r12,r10,r8
	cmpw r12,r11
	bne .L23
	xor r12,r10,r12
	or r12,r12,r9
	stwcx. r12,0,r0
	bne .L15
	srw r10,r10,r7
	clrlwi r11,r10,16
	mr r9,r10
	cmpw r6,r11
	bne .L8
	lwsync
	clrlwi r3,r9,16
	blr
	nop
	mr r9,r10
	b .L29

uat_fetch_add_unless_2_seq_cst:
	hwsync
	li r8,0
	xori r7,r3,2
	lhz r10,0(r3)
	rlwinm r7,r7,3,27,28
	ori r8,r8,65535
	slw r8,r8,r7
	clrrwi r0,r3,2
	clrlwi r6,r10,16
	add r9,r4,r10
	cmpw r6,r5
	clrlwi r9,r9,16
	slw r11,r6,r7
	slw r9,r9,r7
	beq .L32
	lwarx r10,0,r0
	and r12,r10,r8
	cmpw r12,r11
	bne .L23
	xor r12,r10,r12
	or r12,r12,r9
	stwcx. r12,0,r0
	bne .L15
	srw r10,r10,r7
	clrlwi r11,r10,16
	mr r9,r10
	cmpw r6,r11
	bne .L8
	lwsync
	clrlwi r3,r9,16
	blr
	nop
	mr r9,r10
	b .L29

uat_fetch_add_unless_2_seq_cst_fence:
	hwsync
	li r8,0
	xori r7,r3,2
	lhz r10,0(r3)
	rlwinm r7,r7,3,27,28
	ori r8,r8,65535
	slw r8,r8,r7
	clrrwi r0,r3,2
	clrlwi r6,r10,16
	add r9,r4,r10
	cmpw r6,r5
	clrlwi r9,r9,16
	slw r11,r6,r7
	slw r9,r9,r7
	beq .L32
	lwarx r10,0,r0
	and r12,r10,r8
	cmpw r12,r11
	bne .L23
	xor r12,r10,r12
	or r12,r12,r9
	stwcx. r12,0,r0
	bne .L15
	srw r10,r10,r7
	clrlwi r11,r10,16
	mr r9,r10
	cmpw r6,r11
	bne .L8
	hwsync
	clrlwi r3,r9,16
	blr
	nop
	mr r9,r10
	b .L29

uat_add_unless_2_relaxed:
	li r10,0
	xori r7,r3,2
	lhz r8,0(r3)
	rlwinm r7,r7,3,27,28
	ori r10,r10,65535
	slw r10,r10,r7
	clrrwi r0,r3,2
	add r9,r4,r8
	clrlwi r8,r8,16
	cmpw r8,r5
	clrlwi r9,r9,16
	slw r11,r8,r7
	slw r9,r9,r7
	beq .L32
	lwarx r6,0,r0
	and r12,r6,r10
	cmpw r12,r11
	bne .L22
	xor r12,r6,r12
	or r12,r12,r9
	stwcx. r12,0,r0
	bne .L14
	srw r9,r6,r7
	clrlwi r6,r9,16
	cmpw r8,r6
	bne .L28
	li r3,1
	blr
	mr r8,r9
	b .L7
	nop
	nop
	li r3,0
	blr

uat_add_unless_2_acquire:
	li r10,0
	xori r7,r3,2
	lhz r8,0(r3)
	rlwinm r7,r7,3,27,28
	ori r10,r10,65535
	slw r10,r10,r7
	clrrwi r0,r3,2
	add r9,r4,r8
	clrlwi r8,r8,16
	cmpw r8,r5
	clrlwi r9,r9,16
	slw r11,r8,r7
	slw r9,r9,r7
	beq .L36
	lwarx r6,0,r0
	and r12,r6,r10
	cmpw r12,r11
	bne .L22
	xor r12,r6,r12
	or r12,r12,r9
	stwcx. r12,0,r0
	bne .L14
	srw r9,r6,r7
	clrlwi r6,r9,16
	cmpw r8,r6
	bne .L32
	lwsync
	li r3,1
	blr
	nop
	nop
	nop
	mr r8,r9
	b .L7
	nop
	nop
	li r3,0
	blr

uat_add_unless_2_release:
	lwsync
	li r10,0
	xori r7,r3,2
	lhz r8,0(r3)
	rlwinm r7,r7,3,27,28
	ori r10,r10,65535
	slw r10,r10,r7
	clrrwi r0,r3,2
	add r9,r4,r8
	clrlwi r8,r8,16
	cmpw r8,r5
	clrlwi r9,r9,16
	slw r11,r8,r7
	slw r9,r9,r7
	beq .L36
	lwarx r6,0,r0
	and r12,r6,r10
	cmpw r12,r11
	bne .L23
	xor r12,r6,r12
	or r12,r12,r9
	stwcx. r12,0,r0
	bne .L15
	srw r9,r6,r7
	clrlwi r6,r9,16
	cmpw r8,r6
	bne .L32
	li r3,1
	blr
	nop
	nop
	nop
	mr r8,r9
	b .L8
	nop
	nop
	li r3,0
	blr

uat_add_unless_2_acq_rel:
	lwsync
	li r10,0
	xori r7,r3,2
	lhz r8,0(r3)
	rlwinm r7,r7,3,27,28
	ori r10,r10,65535
	slw r10,r10,r7
	clrrwi r0,r3,2
	add r9,r4,r8
	clrlwi r8,r8,16
	cmpw r8,r5
	clrlwi r9,r9,16
	slw r11,r8,r7
	slw r9,r9,r7
	beq .L36
	lwarx r6,0,r0
	and r12,r6,r10
	cmpw r12,r11
	bne .L23
	xor r12,r6,r12
	or r12,r12,r9
	stwcx. r12,0,r0
	bne .L15
	srw r9,r6,r7
	clrlwi r6,r9,16
	cmpw r8,r6
	bne .L32
	lwsync
	li r3,1
	blr
	nop
	nop
	mr r8,r9
	b .L8
	nop
	nop
	li r3,0
	blr

uat_add_unless_2_seq_cst:
	hwsync
	li r10,0
	xori r7,r3,2
	lhz r8,0(r3)
	rlwinm r7,r7,3,27,28
	ori r10,r10,65535
	slw r10,r10,r7
	clrrwi r0,r3,2
	add r9,r4,r8
	clrlwi r8,r8,16
	cmpw r8,r5
	clrlwi r9,r9,16
	slw r11,r8,r7
	slw r9,r9,r7
	beq .L36
	lwarx r6,0,r0
	and r12,r6,r10
	cmpw r12,r11
	bne .L23
	xor r12,r6,r12
	or r12,r12,r9
	stwcx. r12,0,r0
	bne .L15
	srw r9,r6,r7
	clrlwi r6,r9,16
	cmpw r8,r6
	bne .L32
	lwsync
	li r3,1
	blr
	nop
	nop
	mr r8,r9
	b .L8
	nop
	nop
	li r3,0
	blr

uat_add_unless_2_seq_cst_fence:
	hwsync
	li r10,0
	xori r7,r3,2
	lhz r8,0(r3)
	rlwinm r7,r7,3,27,28
	ori r10,r10,65535
	slw r10,r10,r7
	clrrwi r0,r3,2
	add r9,r4,r8
	clrlwi r8,r8,16
	cmpw r8,r5
	clrlwi r9,r9,16
	slw r11,r8,r7
	slw r9,r9,r7
	beq .L36
	lwarx r6,0,r0
	and r12,r6,r10
	cmpw r12,r11
	bne .L23
	xor r12,r6,r12
	or r12,r12,r9
	stwcx. r12,0,r0
	bne .L15
	srw r9,r6,r7
	clrlwi r6,r9,16
	cmpw r8,r6
	bne .L32
	hwsync
	li r3,1
	blr
	nop
	nop
	mr r8,r9
	b .L8
	nop
	nop
	li r3,0
	blr

uat_dec_if_positive_2_relaxed:
	li r8,0
	xori r7,r3,2
	lhz r9,0(r3)
	ori r8,r8,65535
	rlwinm r7,r7,3,27,28
	clrrwi r5,r3,2
	slw r8,r8,r7
	extsh r11,r9
	addi r10,r9,-1
	cmpwi r11,0
	clrlwi r4,r9,16
	clrlwi r10,r10,16
	slw r6,r4,r7
	slw r10,r10,r7
	ble .L32
	lwarx r9,0,r5
	and r11,r9,r8
	cmpw r11,r6
	bne .L23
	xor r11,r9,r11
	or r11,r11,r10
	stwcx. r11,0,r5
	bne .L15
	srw r9,r9,r7
	clrlwi r10,r9,16
	cmpw r4,r10
	bne .L7
	addi r9,r9,-1
	extsh r3,r9
	blr
	nop
	nop
	xori r10,r4,32768
	subfic r10,r10,0
	addme r9,r9
	b .L28

uat_dec_if_positive_2_acquire:
	li r8,0
	xori r7,r3,2
	lhz r9,0(r3)
	ori r8,r8,65535
	rlwinm r7,r7,3,27,28
	clrrwi r5,r3,2
	slw r8,r8,r7
	extsh r11,r9
	addi r10,r9,-1
	cmpwi r11,0
	clrlwi r4,r9,16
	clrlwi r10,r10,16
	slw r6,r4,r7
	slw r10,r10,r7
	ble .L32
	lwarx r9,0,r5
	and r11,r9,r8
	cmpw r11,r6
	bne .L23
	xor r11,r9,r11
	or r11,r11,r10
	stwcx. r11,0,r5
	bne .L15
	srw r9,r9,r7
	clrlwi r10,r9,16
	cmpw r4,r10
	bne .L7
	addi r9,r9,-1
	lwsync
	extsh r3,r9
	blr
	nop
	xori r10,r4,32768
	subfic r10,r10,0
	addme r9,r9
	b .L29

uat_dec_if_positive_2_release:
	lwsync
	li r8,0
	xori r7,r3,2
	lhz r9,0(r3)
	rlwinm r7,r7,3,27,28
	ori r8,r8,65535
	slw r8,r8,r7
	clrrwi r5,r3,2
	extsh r11,r9
	addi r10,r9,-1
	cmpwi r11,0
	clrlwi r4,r9,16
	clrlwi r10,r10,16
	slw r6,r4,r7
	slw r10,r10,r7
	ble .L32
	lwarx r9,0,r5
	and r11,r9,r8
	cmpw r11,r6
	bne .L24
	xor r11,r9,r11
	or r11,r11,r10
	stwcx. r11,0,r5
	bne .L16
	srw r9,r9,r7
	clrlwi r10,r9,16
	cmpw r4,r10
	bne .L8
	addi r9,r9,-1
	extsh r3,r9
	blr
	nop
	xori r10,r4,32768
	subfic r10,r10,0
	addme r9,r9
	b .L29

uat_dec_if_positive_2_acq_rel:
	lwsync
	li r8,0
	xori r7,r3,2
	lhz r9,0(r3)
	rlwinm r7,r7,3,27,28
	ori r8,r8,65535
	slw r8,r8,r7
	clrrwi r5,r3,2
	extsh r11,r9
	addi r10,r9,-1
	cmpwi r11,0
	clrlwi r4,r9,16
	clrlwi r10,r10,16
	slw r6,r4,r7
	slw r10,r10,r7
	ble .L32
	lwarx r9,0,r5
	and r11,r9,r8
	cmpw r11,r6
	bne .L24
	xor r11,r9,r11
	or r11,r11,r10
	stwcx. r11,0,r5
	bne .L16
	srw r9,r9,r7
	clrlwi r10,r9,16
	cmpw r4,r10
	bne .L8
	addi r9,r9,-1
	lwsync
	extsh r3,r9
	blr
	xori r10,r4,32768
	subfic r10,r10,0
	addme r9,r9
	b .L30

uat_dec_if_positive_2_seq_cst:
	hwsync
	li r8,0
	xori r7,r3,2
	lhz r9,0(r3)
	rlwinm r7,r7,3,27,28
	ori r8,r8,65535
	slw r8,r8,r7
	clrrwi r5,r3,2
	extsh r11,r9
	addi r10,r9,-1
	cmpwi r11,0
	clrlwi r4,r9,16
	clrlwi r10,r10,16
	slw r6,r4,r7
	slw r10,r10,r7
	ble .L32
	lwarx r9,0,r5
	and r11,r9,r8
	cmpw r11,r6
	bne .L24
	xor r11,r9,r11
	or r11,r11,r10
	stwcx. r11,0,r5
	bne .L16
	srw r9,r9,r7
	clrlwi r10,r9,16
	cmpw r4,r10
	bne .L8
	addi r9,r9,-1
	lwsync
	extsh r3,r9
	blr
	xori r10,r4,32768
	subfic r10,r10,0
	addme r9,r9
	b .L30

uat_dec_if_positive_2_seq_cst_fence:
	hwsync
	li r8,0
	xori r7,r3,2
	lhz r9,0(r3)
	rlwinm r7,r7,3,27,28
	ori r8,r8,65535
	slw r8,r8,r7
	clrrwi r5,r3,2
	extsh r11,r9
	addi r10,r9,-1
	cmpwi r11,0
	clrlwi r4,r9,16
	clrlwi r10,r10,16
	slw r6,r4,r7
	slw r10,r10,r7
	ble .L32
	lwarx r9,0,r5
	and r11,r9,r8
	cmpw r11,r6
	bne .L24
	xor r11,r9,r11
	or r11,r11,r10
	stwcx. r11,0,r5
	bne .L16
	srw r9,r9,r7
	clrlwi r10,r9,16
	cmpw r4,r10
	bne .L8
	addi r9,r9,-1
	hwsync
	extsh r3,r9
	blr
	xori r10,r4,32768
	subfic r10,r10,0
	addme r9,r9
	b .L30

uat_cond_load_2_relaxed:
	mr r9,r3
	lhz r3,0(r3)
	cmpw r3,r4
	beqlr
	lhz r3,0(r9)
	cmpw r3,r4
	beqlr
	lhz r3,0(r9)
	cmpw r3,r4
	beqlr
	b .L4

uat_cond_load_2_consume:
	mr r9,r3
	lhz r3,0(r3)
	cmpw r3,r4
	beqlr
	lhz r3,0(r9)
	cmpw r3,r4
	beqlr
	lhz r3,0(r9)
	cmpw r3,r4
	beqlr
	b .L4

uat_cond_load_2_acquire:
	mr r9,r3
	lhz r3,0(r3)
	cmpw r3,r4
	bne .L8
	lwsync
	blr
	nop
	nop
	lhz r3,0(r9)
	cmpw r3,r4
	bne .L8
	lwsync
	blr

uat_cond_load_2_seq_cst:
	mr r9,r3
	hwsync
	lhz r3,0(r3)
	cmpw r3,r4
	bne .L8
	lwsync
	blr
	nop
	lhz r3,0(r9)
	cmpw r3,r4
	bne .L8
	lwsync
	blr

uat_cond_load_2_seq_cst_fence:
	mr r9,r3
	hwsync
	lhz r3,0(r3)
	cmpw r3,r4
	bne .L8
	hwsync
	blr
	nop
	lhz r3,0(r9)
	cmpw r3,r4
	bne .L8
	hwsync
	blr

uat_inc_2_relaxed:
	xori r8,r3,2
	li r9,0
	rlwinm r8,r8,3,27,28
	ori r9,r9,65535
	li r10,1
	clrrwi r7,r3,2
	slw r9,r9,r8
	slw r10,r10,r8
	lwarx r8,0,r7
	add r6,r8,r10
	xor r6,r6,r8
	and r6,r6,r9
	xor r6,r6,r8
	stwcx. r6,0,r7
	bne .L8
	blr

uat_inc_2_acquire:
	xori r8,r3,2
	li r9,0
	rlwinm r8,r8,3,27,28
	ori r9,r9,65535
	li r10,1
	clrrwi r7,r3,2
	slw r9,r9,r8
	slw r10,r10,r8
	lwarx r8,0,r7
	add r6,r8,r10
	xor r6,r6,r8
	and r6,r6,r9
	xor r6,r6,r8
	stwcx. r6,0,r7
	bne .L8
	lwsync
	blr

uat_inc_2_release:
	lwsync
	li r9,0
	xori r8,r3,2
	rlwinm r8,r8,3,27,28
	ori r9,r9,65535
	li r10,1
	slw r9,r9,r8
	slw r10,r10,r8
	clrrwi r8,r3,2
	lwarx r7,0,r8
	add r6,r7,r10
	xor r6,r6,r7
	and r6,r6,r9
	xor r6,r6,r7
	stwcx. r6,0,r8
	bne .L9
	blr

uat_inc_2_acq_rel:
	lwsync
	li r9,0
	xori r8,r3,2
	rlwinm r8,r8,3,27,28
	ori r9,r9,65535
	li r10,1
	slw r9,r9,r8
	slw r10,r10,r8
	clrrwi r8,r3,2
	lwarx r7,0,r8
	add r6,r7,r10
	xor r6,r6,r7
	and r6,r6,r9
	xor r6,r6,r7
	stwcx. r6,0,r8
	bne .L9
	lwsync
	blr

uat_inc_2_seq_cst:
	hwsync
	li r9,0
	xori r8,r3,2
	rlwinm r8,r8,3,27,28
	ori r9,r9,65535
	li r10,1
	slw r9,r9,r8
	slw r10,r10,r8
	clrrwi r8,r3,2
	lwarx r7,0,r8
	add r6,r7,r10
	xor r6,r6,r7
	and r6,r6,r9
	xor r6,r6,r7
	stwcx. r6,0,r8
	bne .L9
	lwsync
	blr

uat_inc_2_seq_cst_fence:
	hwsync
	li r9,0
	xori r8,r3,2
	rlwinm r8,r8,3,27,28
	ori r9,r9,65535
	li r10,1
	slw r9,r9,r8
	slw r10,r10,r8
	clrrwi r8,r3,2
	lwarx r7,0,r8
	add r6,r7,r10
	xor r6,r6,r7
	and r6,r6,r9
	xor r6,r6,r7
	stwcx. r6,0,r8
	bne .L9
	hwsync
	blr

uat_dec_2_relaxed:
	xori r8,r3,2
	li r9,0
	rlwinm r8,r8,3,27,28
	ori r9,r9,65535
	clrrwi r10,r3,2
	slw r9,r9,r8
	lwarx r8,0,r10
	add r7,r8,r9
	xor r7,r7,r8
	and r7,r7,r9
	xor r7,r7,r8
	stwcx. r7,0,r10
	bne .L6
	blr

uat_dec_2_acquire:
	xori r8,r3,2
	li r9,0
	rlwinm r8,r8,3,27,28
	ori r9,r9,65535
	clrrwi r10,r3,2
	slw r9,r9,r8
	lwarx r8,0,r10
	add r7,r8,r9
	xor r7,r7,r8
	and r7,r7,r9
	xor r7,r7,r8
	stwcx. r7,0,r10
	bne .L6
	lwsync
	blr

uat_dec_2_release:
	lwsync
	li r9,0
	xori r10,r3,2
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	slw r9,r9,r10
	clrrwi r10,r3,2
	lwarx r8,0,r10
	add r7,r8,r9
	xor r7,r7,r8
	and r7,r7,r9
	xor r7,r7,r8
	stwcx. r7,0,r10
	bne .L7
	blr

uat_dec_2_acq_rel:
	lwsync
	li r9,0
	xori r10,r3,2
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	slw r9,r9,r10
	clrrwi r10,r3,2
	lwarx r8,0,r10
	add r7,r8,r9
	xor r7,r7,r8
	and r7,r7,r9
	xor r7,r7,r8
	stwcx. r7,0,r10
	bne .L7
	lwsync
	blr

uat_dec_2_seq_cst:
	hwsync
	li r9,0
	xori r10,r3,2
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	slw r9,r9,r10
	clrrwi r10,r3,2
	lwarx r8,0,r10
	add r7,r8,r9
	xor r7,r7,r8
	and r7,r7,r9
	xor r7,r7,r8
	stwcx. r7,0,r10
	bne .L7
	lwsync
	blr

uat_dec_2_seq_cst_fence:
	hwsync
	li r9,0
	xori r10,r3,2
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	slw r9,r9,r10
	clrrwi r10,r3,2
	lwarx r8,0,r10
	add r7,r8,r9
	xor r7,r7,r8
	and r7,r7,r9
	xor r7,r7,r8
	stwcx. r7,0,r10
	bne .L7
	hwsync
	blr

uat_add_around_2_mb:
	hwsync
	li r9,0
	xori r10,r3,2
	rlwinm r10,r10,3,27,28
	ori r9,r9,65535
	slw r4,r4,r10
	slw r9,r9,r10
	clrrwi r10,r3,2
	lwarx r8,0,r10
	add r7,r8,r4
	xor r7,r7,r8
	and r7,r7,r9
	xor r7,r7,r8
	stwcx. r7,0,r10
	bne .L8
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
	blr

uat_load_4_seq_cst:
	hwsync
	lwz r3,0(r3)
	lwsync
	blr

uat_load_4_seq_cst_fence:
	hwsync
	lwz r3,0(r3)
	hwsync
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
	mr r9,r3
	lwarx r3,0,r9
	cmpw r3,r4
	bne .L6
	stwcx. r5,0,r9
	bne .L1
	blr

uat_cmpxchg_4_acquire:
	mr r9,r3
	lwarx r3,0,r9
	cmpw r3,r4
	bne .L6
	stwcx. r5,0,r9
	bne .L1
	lwsync
	blr

uat_cmpxchg_4_release:
	mr r9,r3
	lwsync
	lwarx r3,0,r9
	cmpw r3,r4
	bne .L7
	stwcx. r5,0,r9
	bne .L2
	blr

uat_cmpxchg_4_acq_rel:
	mr r9,r3
	lwsync
	lwarx r3,0,r9
	cmpw r3,r4
	bne .L7
	stwcx. r5,0,r9
	bne .L2
	lwsync
	blr

uat_cmpxchg_4_seq_cst:
	mr r9,r3
	hwsync
	lwarx r3,0,r9
	cmpw r3,r4
	bne .L7
	stwcx. r5,0,r9
	bne .L2
	lwsync
	blr

uat_cmpxchg_4_seq_cst_fence_sc:
	mr r9,r3
	hwsync
	lwarx r3,0,r9
	cmpw r3,r4
	bne .L7
	stwcx. r5,0,r9
	bne .L2
	hwsync
	blr

uat_cmpxchg_4_seq_cst_fence:
	mr r9,r3
	hwsync
	lwarx r3,0,r9
	cmpw r3,r4
	bne .L7
	stwcx. r5,0,r9
	bne .L2
	hwsync
	blr

uat_cmpxchg_test_4_seq_cst_fence:
	hwsync
	lwarx r9,0,r3
	cmpw r9,r4
	bne .L6
	stwcx. r5,0,r3
	bne .L1
	hwsync
	xor r4,r4,r9
	cntlzw r3,r4
	srwi r3,r3,5
	blr

uat_try_cmpxchg_4_relaxed:
	lwarx r9,0,r3
	cmpw r9,r4
	bne .L5
	stwcx. r5,0,r3
	bne .L0
	xor r4,r4,r9
	cntlzw r3,r4
	srwi r3,r3,5
	blr

uat_try_cmpxchg_4_acquire:
	lwarx r9,0,r3
	cmpw r9,r4
	bne .L5
	stwcx. r5,0,r3
	bne .L0
	lwsync
	xor r4,r4,r9
	cntlzw r3,r4
	srwi r3,r3,5
	blr

uat_try_cmpxchg_4_release:
	lwsync
	lwarx r9,0,r3
	cmpw r9,r4
	bne .L6
	stwcx. r5,0,r3
	bne .L1
	xor r4,r4,r9
	cntlzw r3,r4
	srwi r3,r3,5
	blr

uat_try_cmpxchg_4_acq_rel:
	lwsync
	lwarx r9,0,r3
	cmpw r9,r4
	bne .L6
	stwcx. r5,0,r3
	bne .L1
	lwsync
	xor r4,r4,r9
	cntlzw r3,r4
	srwi r3,r3,5
	blr

uat_try_cmpxchg_4_seq_cst:
	hwsync
	lwarx r9,0,r3
	cmpw r9,r4
	bne .L6
	stwcx. r5,0,r3
	bne .L1
	lwsync
	xor r4,r4,r9
	cntlzw r3,r4
	srwi r3,r3,5
	blr

uat_try_cmpxchg_4_seq_cst_fence_sc:
	hwsync
	lwarx r9,0,r3
	cmpw r9,r4
	bne .L6
	stwcx. r5,0,r3
	bne .L1
	hwsync
	xor r4,r4,r9
	cntlzw r3,r4
	srwi r3,r3,5
	blr

uat_try_cmpxchg_4_seq_cst_fence:
	hwsync
	lwarx r9,0,r3
	cmpw r9,r4
	bne .L6
	stwcx. r5,0,r3
	bne .L1
	hwsync
	xor r4,r4,r9
	cntlzw r3,r4
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_4_relaxed:
	lwarx r9,0,r3
	cmpw r9,r4
	bne .L5
	stwcx. r5,0,r3
	bne .L0
	xor r4,r4,r9
	cntlzw r3,r4
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_4_acquire:
	lwarx r9,0,r3
	cmpw r9,r4
	bne .L5
	stwcx. r5,0,r3
	bne .L0
	lwsync
	xor r4,r4,r9
	cntlzw r3,r4
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_4_release:
	lwsync
	lwarx r9,0,r3
	cmpw r9,r4
	bne .L6
	stwcx. r5,0,r3
	bne .L1
	xor r4,r4,r9
	cntlzw r3,r4
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_4_acq_rel:
	lwsync
	lwarx r9,0,r3
	cmpw r9,r4
	bne .L6
	stwcx. r5,0,r3
	bne .L1
	lwsync
	xor r4,r4,r9
	cntlzw r3,r4
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_4_seq_cst:
	hwsync
	lwarx r9,0,r3
	cmpw r9,r4
	bne .L6
	stwcx. r5,0,r3
	bne .L1
	lwsync
	xor r4,r4,r9
	cntlzw r3,r4
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_4_seq_cst_fence_sc:
	hwsync
	lwarx r9,0,r3
	cmpw r9,r4
	bne .L6
	stwcx. r5,0,r3
	bne .L1
	hwsync
	xor r4,r4,r9
	cntlzw r3,r4
	srwi r3,r3,5
	blr

uat_try_cmpxchg_weak_4_seq_cst_fence:
	hwsync
	lwarx r9,0,r3
	cmpw r9,r4
	bne .L6
	stwcx. r5,0,r3
	bne .L1
	hwsync
	xor r4,r4,r9
	cntlzw r3,r4
	srwi r3,r3,5
	blr

uat_xchg_4_relaxed:
	mr r9,r3
	lwarx r3,0,r9
	stwcx. r4,0,r9
	bne .L1
	blr

uat_xchg_4_acquire:
	mr r9,r3
	lwarx r3,0,r9
	stwcx. r4,0,r9
	bne .L1
	lwsync
	blr

uat_xchg_4_release:
	mr r9,r3
	lwsync
	lwarx r3,0,r9
	stwcx. r4,0,r9
	bne .L2
	blr

uat_xchg_4_acq_rel:
	mr r9,r3
	lwsync
	lwarx r3,0,r9
	stwcx. r4,0,r9
	bne .L2
	lwsync
	blr

uat_xchg_4_seq_cst:
	mr r9,r3
	hwsync
	lwarx r3,0,r9
	stwcx. r4,0,r9
	bne .L2
	lwsync
	blr

uat_xchg_4_seq_cst_fence:
	mr r9,r3
	hwsync
	lwarx r3,0,r9
	stwcx. r4,0,r9
	bne .L2
	hwsync
	blr

uat_add_return_4_relaxed:
	mr r9,r3
	lwarx r3,0,r9
	add r3,r3,r4
	stwcx. r3,0,r9
	bne .L1
	blr

uat_add_return_4_acquire:
	mr r9,r3
	lwarx r3,0,r9
	add r3,r3,r4
	stwcx. r3,0,r9
	bne .L1
	lwsync
	blr

uat_add_return_4_release:
	mr r9,r3
	lwsync
	lwarx r3,0,r9
	add r3,r3,r4
	stwcx. r3,0,r9
	bne .L2
	blr

uat_add_return_4_acq_rel:
	mr r9,r3
	lwsync
	lwarx r3,0,r9
	add r3,r3,r4
	stwcx. r3,0,r9
	bne .L2
	lwsync
	blr

uat_add_return_4_seq_cst:
	mr r9,r3
	hwsync
	lwarx r3,0,r9
	add r3,r3,r4
	stwcx. r3,0,r9
	bne .L2
	lwsync
	blr

uat_add_return_4_seq_cst_fence:
	mr r9,r3
	hwsync
	lwarx r3,0,r9
	add r3,r3,r4
	stwcx. r3,0,r9
	bne .L2
	hwsync
	blr

uat_add_4_relaxed:
	lwarx r9,0,r3
	add r9,r9,r4
	stwcx. r9,0,r3
	bne .L0
	blr

uat_add_4_acquire:
	lwarx r9,0,r3
	add r9,r9,r4
	stwcx. r9,0,r3
	bne .L0
	lwsync
	blr

uat_add_4_release:
	lwsync
	lwarx r9,0,r3
	add r9,r9,r4
	stwcx. r9,0,r3
	bne .L1
	blr

uat_add_4_acq_rel:
	lwsync
	lwarx r9,0,r3
	add r9,r9,r4
	stwcx. r9,0,r3
	bne .L1
	lwsync
	blr

uat_add_4_seq_cst:
	hwsync
	lwarx r9,0,r3
	add r9,r9,r4
	stwcx. r9,0,r3
	bne .L1
	lwsync
	blr

uat_add_4_seq_cst_fence:
	hwsync
	lwarx r9,0,r3
	add r9,r9,r4
	stwcx. r9,0,r3
	bne .L1
	hwsync
	blr

uat_and_4_relaxed:
	lwarx r9,0,r3
	and. r9,r9,r4
	stwcx. r9,0,r3
	bne .L0
	blr

uat_and_4_acquire:
	lwarx r9,0,r3
	and. r9,r9,r4
	stwcx. r9,0,r3
	bne .L0
	lwsync
	blr

uat_and_4_release:
	lwsync
	lwarx r9,0,r3
	and. r9,r9,r4
	stwcx. r9,0,r3
	bne .L1
	blr

uat_and_4_acq_rel:
	lwsync
	lwarx r9,0,r3
	and. r9,r9,r4
	stwcx. r9,0,r3
	bne .L1
	lwsync
	blr

uat_and_4_seq_cst:
	hwsync
	lwarx r9,0,r3
	and. r9,r9,r4
	stwcx. r9,0,r3
	bne .L1
	lwsync
	blr

uat_and_4_seq_cst_fence:
	hwsync
	lwarx r9,0,r3
	and. r9,r9,r4
	stwcx. r9,0,r3
	bne .L1
	hwsync
	blr

uat_or_4_relaxed:
	lwarx r9,0,r3
	or r9,r9,r4
	stwcx. r9,0,r3
	bne .L0
	blr

uat_or_4_acquire:
	lwarx r9,0,r3
	or r9,r9,r4
	stwcx. r9,0,r3
	bne .L0
	lwsync
	blr

uat_or_4_release:
	lwsync
	lwarx r9,0,r3
	or r9,r9,r4
	stwcx. r9,0,r3
	bne .L1
	blr

uat_or_4_acq_rel:
	lwsync
	lwarx r9,0,r3
	or r9,r9,r4
	stwcx. r9,0,r3
	bne .L1
	lwsync
	blr

uat_or_4_seq_cst:
	hwsync
	lwarx r9,0,r3
	or r9,r9,r4
	stwcx. r9,0,r3
	bne .L1
	lwsync
	blr

uat_or_4_seq_cst_fence:
	hwsync
	lwarx r9,0,r3
	or r9,r9,r4
	stwcx. r9,0,r3
	bne .L1
	hwsync
	blr

uat_xor_4_relaxed:
	lwarx r9,0,r3
	xor r9,r9,r4
	stwcx. r9,0,r3
	bne .L0
	blr

uat_xor_4_acquire:
	lwarx r9,0,r3
	xor r9,r9,r4
	stwcx. r9,0,r3
	bne .L0
	lwsync
	blr

uat_xor_4_release:
	lwsync
	lwarx r9,0,r3
	xor r9,r9,r4
	stwcx. r9,0,r3
	bne .L1
	blr

uat_xor_4_acq_rel:
	lwsync
	lwarx r9,0,r3
	xor r9,r9,r4
	stwcx. r9,0,r3
	bne .L1
	lwsync
	blr

uat_xor_4_seq_cst:
	hwsync
	lwarx r9,0,r3
	xor r9,r9,r4
	stwcx. r9,0,r3
	bne .L1
	lwsync
	blr

uat_xor_4_seq_cst_fence:
	hwsync
	lwarx r9,0,r3
	xor r9,r9,r4
	stwcx. r9,0,r3
	bne .L1
	hwsync
	blr

uat_fetch_add_4_relaxed:
	mr r9,r3
	lwarx r3,0,r9
	add r10,r3,r4
	stwcx. r10,0,r9
	bne .L1
	blr

uat_fetch_add_4_acquire:
	mr r9,r3
	lwarx r3,0,r9
	add r10,r3,r4
	stwcx. r10,0,r9
	bne .L1
	lwsync
	blr

uat_fetch_add_4_release:
	mr r9,r3
	lwsync
	lwarx r3,0,r9
	add r10,r3,r4
	stwcx. r10,0,r9
	bne .L2
	blr

uat_fetch_add_4_acq_rel:
	mr r9,r3
	lwsync
	lwarx r3,0,r9
	add r10,r3,r4
	stwcx. r10,0,r9
	bne .L2
	lwsync
	blr

uat_fetch_add_4_seq_cst:
	mr r9,r3
	hwsync
	lwarx r3,0,r9
	add r10,r3,r4
	stwcx. r10,0,r9
	bne .L2
	lwsync
	blr

uat_fetch_add_4_seq_cst_fence:
	mr r9,r3
	hwsync
	lwarx r3,0,r9
	add r10,r3,r4
	stwcx. r10,0,r9
	bne .L2
	hwsync
	blr

uat_fetch_and_4_relaxed:
	mr r9,r3
	lwarx r3,0,r9
	and. r10,r3,r4
	stwcx. r10,0,r9
	bne .L1
	blr

uat_fetch_and_4_acquire:
	mr r9,r3
	lwarx r3,0,r9
	and. r10,r3,r4
	stwcx. r10,0,r9
	bne .L1
	lwsync
	blr

uat_fetch_and_4_release:
	mr r9,r3
	lwsync
	lwarx r3,0,r9
	and. r10,r3,r4
	stwcx. r10,0,r9
	bne .L2
	blr

uat_fetch_and_4_acq_rel:
	mr r9,r3
	lwsync
	lwarx r3,0,r9
	and. r10,r3,r4
	stwcx. r10,0,r9
	bne .L2
	lwsync
	blr

uat_fetch_and_4_seq_cst:
	mr r9,r3
	hwsync
	lwarx r3,0,r9
	and. r10,r3,r4
	stwcx. r10,0,r9
	bne .L2
	lwsync
	blr

uat_fetch_and_4_seq_cst_fence:
	mr r9,r3
	hwsync
	lwarx r3,0,r9
	and. r10,r3,r4
	stwcx. r10,0,r9
	bne .L2
	hwsync
	blr

uat_fetch_or_4_relaxed:
	mr r9,r3
	lwarx r3,0,r9
	or r10,r3,r4
	stwcx. r10,0,r9
	bne .L1
	blr

uat_fetch_or_4_acquire:
	mr r9,r3
	lwarx r3,0,r9
	or r10,r3,r4
	stwcx. r10,0,r9
	bne .L1
	lwsync
	blr

uat_fetch_or_4_release:
	mr r9,r3
	lwsync
	lwarx r3,0,r9
	or r10,r3,r4
	stwcx. r10,0,r9
	bne .L2
	blr

uat_fetch_or_4_acq_rel:
	mr r9,r3
	lwsync
	lwarx r3,0,r9
	or r10,r3,r4
	stwcx. r10,0,r9
	bne .L2
	lwsync
	blr

uat_fetch_or_4_seq_cst:
	mr r9,r3
	hwsync
	lwarx r3,0,r9
	or r10,r3,r4
	stwcx. r10,0,r9
	bne .L2
	lwsync
	blr

uat_fetch_or_4_seq_cst_fence:
	mr r9,r3
	hwsync
	lwarx r3,0,r9
	or r10,r3,r4
	stwcx. r10,0,r9
	bne .L2
	hwsync
	blr

uat_fetch_xor_4_relaxed:
	mr r9,r3
	lwarx r3,0,r9
	xor r10,r3,r4
	stwcx. r10,0,r9
	bne .L1
	blr

uat_fetch_xor_4_acquire:
	mr r9,r3
	lwarx r3,0,r9
	xor r10,r3,r4
	stwcx. r10,0,r9
	bne .L1
	lwsync
	blr

uat_fetch_xor_4_release:
	mr r9,r3
	lwsync
	lwarx r3,0,r9
	xor r10,r3,r4
	stwcx. r10,0,r9
	bne .L2
	blr

uat_fetch_xor_4_acq_rel:
	mr r9,r3
	lwsync
	lwarx r3,0,r9
	xor r10,r3,r4
	stwcx. r10,0,r9
	bne .L2
	lwsync
	blr

uat_fetch_xor_4_seq_cst:
	mr r9,r3
	hwsync
	lwarx r3,0,r9
	xor r10,r3,r4
	stwcx. r10,0,r9
	bne .L2
	lwsync
	blr

uat_fetch_xor_4_seq_cst_fence:
	mr r9,r3
	hwsync
	lwarx r3,0,r9
	xor r10,r3,r4
	stwcx. r10,0,r9
	bne .L2
	hwsync
	blr

uat_fetch_smax_4_relaxed:
	mr r10,r3
	lwz r3,0(r3)
	nop
	nop
	cmpw r3,r4
	mr r8,r3
	mr r9,r3
	bge .L9
	mr r9,r4
	lwarx r7,0,r10
	cmpw r7,r3
	bne .L14
	stwcx. r9,0,r10
	bne .L9
	cmplw r8,r7
	mr r3,r7
	bne .L4
	blr

uat_fetch_smax_4_acquire:
	mr r10,r3
	lwz r3,0(r3)
	nop
	nop
	cmpw r3,r4
	mr r8,r3
	mr r9,r3
	bge .L9
	mr r9,r4
	lwarx r7,0,r10
	cmpw r7,r3
	bne .L14
	stwcx. r9,0,r10
	bne .L9
	cmplw r8,r7
	mr r3,r7
	bne .L4
	lwsync
	blr

uat_fetch_smax_4_release:
	mr r10,r3
	lwsync
	lwz r3,0(r3)
	nop
	cmpw r3,r4
	mr r8,r3
	mr r9,r3
	bge .L9
	mr r9,r4
	lwarx r7,0,r10
	cmpw r7,r3
	bne .L14
	stwcx. r9,0,r10
	bne .L9
	cmplw r8,r7
	mr r3,r7
	bne .L4
	blr

uat_fetch_smax_4_acq_rel:
	mr r10,r3
	lwsync
	lwz r3,0(r3)
	nop
	cmpw r3,r4
	mr r8,r3
	mr r9,r3
	bge .L9
	mr r9,r4
	lwarx r7,0,r10
	cmpw r7,r3
	bne .L14
	stwcx. r9,0,r10
	bne .L9
	cmplw r8,r7
	mr r3,r7
	bne .L4
	lwsync
	blr

uat_fetch_smax_4_seq_cst:
	mr r10,r3
	hwsync
	lwz r3,0(r3)
	nop
	cmpw r3,r4
	mr r8,r3
	mr r9,r3
	bge .L9
	mr r9,r4
	lwarx r7,0,r10
	cmpw r7,r3
	bne .L14
	stwcx. r9,0,r10
	bne .L9
	cmplw r8,r7
	mr r3,r7
	bne .L4
	lwsync
	blr

uat_fetch_smax_4_seq_cst_fence:
	mr r10,r3
	hwsync
	lwz r3,0(r3)
	nop
	cmpw r3,r4
	mr r8,r3
	mr r9,r3
	bge .L9
	mr r9,r4
	lwarx r7,0,r10
	cmpw r7,r3
	bne .L14
	stwcx. r9,0,r10
	bne .L9
	cmplw r8,r7
	mr r3,r7
	bne .L4
	hwsync
	blr

uat_fetch_umax_4_relaxed:
	mr r10,r3
	lwz r3,0(r3)
	nop
	nop
	cmplw r4,r3
	mr r8,r3
	mr r9,r4
	bge .L9
	mr r9,r3
	lwarx r7,0,r10
	cmpw r7,r3
	bne .L14
	stwcx. r9,0,r10
	bne .L9
	cmplw r8,r7
	mr r3,r7
	bne .L4
	blr

uat_fetch_umax_4_acquire:
	mr r10,r3
	lwz r3,0(r3)
	nop
	nop
	cmplw r4,r3
	mr r8,r3
	mr r9,r4
	bge .L9
	mr r9,r3
	lwarx r7,0,r10
	cmpw r7,r3
	bne .L14
	stwcx. r9,0,r10
	bne .L9
	cmplw r8,r7
	mr r3,r7
	bne .L4
	lwsync
	blr

uat_fetch_umax_4_release:
	mr r10,r3
	lwsync
	lwz r3,0(r3)
	nop
	cmplw r4,r3
	mr r8,r3
	mr r9,r4
	bge .L9
	mr r9,r3
	lwarx r7,0,r10
	cmpw r7,r3
	bne .L14
	stwcx. r9,0,r10
	bne .L9
	cmplw r8,r7
	mr r3,r7
	bne .L4
	blr

uat_fetch_umax_4_acq_rel:
	mr r10,r3
	lwsync
	lwz r3,0(r3)
	nop
	cmplw r4,r3
	mr r8,r3
	mr r9,r4
	bge .L9
	mr r9,r3
	lwarx r7,0,r10
	cmpw r7,r3
	bne .L14
	stwcx. r9,0,r10
	bne .L9
	cmplw r8,r7
	mr r3,r7
	bne .L4
	lwsync
	blr

uat_fetch_umax_4_seq_cst:
	mr r10,r3
	hwsync
	lwz r3,0(r3)
	nop
	cmplw r4,r3
	mr r8,r3
	mr r9,r4
	bge .L9
	mr r9,r3
	lwarx r7,0,r10
	cmpw r7,r3
	bne .L14
	stwcx. r9,0,r10
	bne .L9
	cmplw r8,r7
	mr r3,r7
	bne .L4
	lwsync
	blr

uat_fetch_umax_4_seq_cst_fence:
	mr r10,r3
	hwsync
	lwz r3,0(r3)
	nop
	cmplw r4,r3
	mr r8,r3
	mr r9,r4
	bge .L9
	mr r9,r3
	lwarx r7,0,r10
	cmpw r7,r3
	bne .L14
	stwcx. r9,0,r10
	bne .L9
	cmplw r8,r7
	mr r3,r7
	bne .L4
	hwsync
	blr

uat_fetch_smin_4_relaxed:
	mr r10,r3
	lwz r3,0(r3)
	nop
	nop
	cmpw r3,r4
	mr r8,r3
	mr r9,r3
	ble .L9
	mr r9,r4
	lwarx r7,0,r10
	cmpw r7,r3
	bne .L14
	stwcx. r9,0,r10
	bne .L9
	cmplw r8,r7
	mr r3,r7
	bne .L4
	blr

uat_fetch_smin_4_acquire:
	mr r10,r3
	lwz r3,0(r3)
	nop
	nop
	cmpw r3,r4
	mr r8,r3
	mr r9,r3
	ble .L9
	mr r9,r4
	lwarx r7,0,r10
	cmpw r7,r3
	bne .L14
	stwcx. r9,0,r10
	bne .L9
	cmplw r8,r7
	mr r3,r7
	bne .L4
	lwsync
	blr

uat_fetch_smin_4_release:
	mr r10,r3
	lwsync
	lwz r3,0(r3)
	nop
	cmpw r3,r4
	mr r8,r3
	mr r9,r3
	ble .L9
	mr r9,r4
	lwarx r7,0,r10
	cmpw r7,r3
	bne .L14
	stwcx. r9,0,r10
	bne .L9
	cmplw r8,r7
	mr r3,r7
	bne .L4
	blr

uat_fetch_smin_4_acq_rel:
	mr r10,r3
	lwsync
	lwz r3,0(r3)
	nop
	cmpw r3,r4
	mr r8,r3
	mr r9,r3
	ble .L9
	mr r9,r4
	lwarx r7,0,r10
	cmpw r7,r3
	bne .L14
	stwcx. r9,0,r10
	bne .L9
	cmplw r8,r7
	mr r3,r7
	bne .L4
	lwsync
	blr

uat_fetch_smin_4_seq_cst:
	mr r10,r3
	hwsync
	lwz r3,0(r3)
	nop
	cmpw r3,r4
	mr r8,r3
	mr r9,r3
	ble .L9
	mr r9,r4
	lwarx r7,0,r10
	cmpw r7,r3
	bne .L14
	stwcx. r9,0,r10
	bne .L9
	cmplw r8,r7
	mr r3,r7
	bne .L4
	lwsync
	blr

uat_fetch_smin_4_seq_cst_fence:
	mr r10,r3
	hwsync
	lwz r3,0(r3)
	nop
	cmpw r3,r4
	mr r8,r3
	mr r9,r3
	ble .L9
	mr r9,r4
	lwarx r7,0,r10
	cmpw r7,r3
	bne .L14
	stwcx. r9,0,r10
	bne .L9
	cmplw r8,r7
	mr r3,r7
	bne .L4
	hwsync
	blr

uat_fetch_umin_4_relaxed:
	mr r10,r3
	lwz r3,0(r3)
	nop
	nop
	cmplw r4,r3
	mr r8,r3
	mr r9,r4
	ble .L9
	mr r9,r3
	lwarx r7,0,r10
	cmpw r7,r3
	bne .L14
	stwcx. r9,0,r10
	bne .L9
	cmplw r8,r7
	mr r3,r7
	bne .L4
	blr

uat_fetch_umin_4_acquire:
	mr r10,r3
	lwz r3,0(r3)
	nop
	nop
	cmplw r4,r3
	mr r8,r3
	mr r9,r4
	ble .L9
	mr r9,r3
	lwarx r7,0,r10
	cmpw r7,r3
	bne .L14
	stwcx. r9,0,r10
	bne .L9
	cmplw r8,r7
	mr r3,r7
	bne .L4
	lwsync
	blr

uat_fetch_umin_4_release:
	mr r10,r3
	lwsync
	lwz r3,0(r3)
	nop
	cmplw r4,r3
	mr r8,r3
	mr r9,r4
	ble .L9
	mr r9,r3
	lwarx r7,0,r10
	cmpw r7,r3
	bne .L14
	stwcx. r9,0,r10
	bne .L9
	cmplw r8,r7
	mr r3,r7
	bne .L4
	blr

uat_fetch_umin_4_acq_rel:
	mr r10,r3
	lwsync
	lwz r3,0(r3)
	nop
	cmplw r4,r3
	mr r8,r3
	mr r9,r4
	ble .L9
	mr r9,r3
	lwarx r7,0,r10
	cmpw r7,r3
	bne .L14
	stwcx. r9,0,r10
	bne .L9
	cmplw r8,r7
	mr r3,r7
	bne .L4
	lwsync
	blr

uat_fetch_umin_4_seq_cst:
	mr r10,r3
	hwsync
	lwz r3,0(r3)
	nop
	cmplw r4,r3
	mr r8,r3
	mr r9,r4
	ble .L9
	mr r9,r3
	lwarx r7,0,r10
	cmpw r7,r3
	bne .L14
	stwcx. r9,0,r10
	bne .L9
	cmplw r8,r7
	mr r3,r7
	bne .L4
	lwsync
	blr

uat_fetch_umin_4_seq_cst_fence:
	mr r10,r3
	hwsync
	lwz r3,0(r3)
	nop
	cmplw r4,r3
	mr r8,r3
	mr r9,r4
	ble .L9
	mr r9,r3
	lwarx r7,0,r10
	cmpw r7,r3
	bne .L14
	stwcx. r9,0,r10
	bne .L9
	cmplw r8,r7
	mr r3,r7
	bne .L4
	hwsync
	blr

uat_test_and_set_bit_4_relaxed:
	clrlwi r4,r4,27
	li r9,1
	slw r9,r9,r4
	lwarx r10,0,r3
	or r8,r10,r9
	stwcx. r8,0,r3
	bne .L3
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_set_bit_4_acquire:
	clrlwi r4,r4,27
	li r9,1
	slw r9,r9,r4
	lwarx r10,0,r3
	or r8,r10,r9
	stwcx. r8,0,r3
	bne .L3
	lwsync
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_set_bit_4_release:
	lwsync
	li r9,1
	clrlwi r4,r4,27
	slw r9,r9,r4
	lwarx r10,0,r3
	or r8,r10,r9
	stwcx. r8,0,r3
	bne .L4
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_set_bit_4_acq_rel:
	lwsync
	li r9,1
	clrlwi r4,r4,27
	slw r9,r9,r4
	lwarx r10,0,r3
	or r8,r10,r9
	stwcx. r8,0,r3
	bne .L4
	lwsync
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_set_bit_4_seq_cst:
	hwsync
	li r9,1
	clrlwi r4,r4,27
	slw r9,r9,r4
	lwarx r10,0,r3
	or r8,r10,r9
	stwcx. r8,0,r3
	bne .L4
	lwsync
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_set_bit_4_seq_cst_fence:
	hwsync
	li r9,1
	clrlwi r4,r4,27
	slw r9,r9,r4
	lwarx r10,0,r3
	or r8,r10,r9
	stwcx. r8,0,r3
	bne .L4
	hwsync
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_clear_bit_4_relaxed:
	clrlwi r4,r4,27
	li r9,1
	slw r9,r9,r4
	not r10,r9
	lwarx r8,0,r3
	and. r7,r8,r10
	stwcx. r7,0,r3
	bne .L4
	and r9,r9,r8
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_clear_bit_4_acquire:
	clrlwi r4,r4,27
	li r9,1
	slw r9,r9,r4
	not r10,r9
	lwarx r8,0,r3
	and. r7,r8,r10
	stwcx. r7,0,r3
	bne .L4
	lwsync
	and r9,r9,r8
	addic r3,r9,-1
	subfe r3,r3,r9
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
	bne .L5
	and r9,r9,r8
	addic r3,r9,-1
	subfe r3,r3,r9
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
	bne .L5
	lwsync
	and r9,r9,r8
	addic r3,r9,-1
	subfe r3,r3,r9
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
	bne .L5
	lwsync
	and r9,r9,r8
	addic r3,r9,-1
	subfe r3,r3,r9
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
	bne .L5
	hwsync
	and r9,r9,r8
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_change_bit_4_relaxed:
	clrlwi r4,r4,27
	li r9,1
	slw r9,r9,r4
	lwarx r10,0,r3
	xor r8,r10,r9
	stwcx. r8,0,r3
	bne .L3
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_change_bit_4_acquire:
	clrlwi r4,r4,27
	li r9,1
	slw r9,r9,r4
	lwarx r10,0,r3
	xor r8,r10,r9
	stwcx. r8,0,r3
	bne .L3
	lwsync
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_change_bit_4_release:
	lwsync
	li r9,1
	clrlwi r4,r4,27
	slw r9,r9,r4
	lwarx r10,0,r3
	xor r8,r10,r9
	stwcx. r8,0,r3
	bne .L4
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_change_bit_4_acq_rel:
	lwsync
	li r9,1
	clrlwi r4,r4,27
	slw r9,r9,r4
	lwarx r10,0,r3
	xor r8,r10,r9
	stwcx. r8,0,r3
	bne .L4
	lwsync
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_change_bit_4_seq_cst:
	hwsync
	li r9,1
	clrlwi r4,r4,27
	slw r9,r9,r4
	lwarx r10,0,r3
	xor r8,r10,r9
	stwcx. r8,0,r3
	bne .L4
	lwsync
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_test_and_change_bit_4_seq_cst_fence:
	hwsync
	li r9,1
	clrlwi r4,r4,27
	slw r9,r9,r4
	lwarx r10,0,r3
	xor r8,r10,r9
	stwcx. r8,0,r3
	bne .L4
	hwsync
	and r9,r9,r10
	addic r3,r9,-1
	subfe r3,r3,r9
	blr

uat_fetch_add_unless_4_relaxed:
	mr r9,r3
	lwz r3,0(r3)
	cmplw r5,r3
	add r10,r4,r3
	beqlr
	lwarx r8,0,r9
	cmpw r8,r3
	bne .L10
	stwcx. r10,0,r9
	bne .L5
	cmplw r3,r8
	beqlr
	mr r3,r8
	cmplw r5,r3
	add r10,r4,r3
	bne .L5
	blr

uat_fetch_add_unless_4_acquire:
	lwz r10,0(r3)
	mr r9,r3
	cmplw r5,r10
	add r8,r4,r10
	beq .L20
	lwarx r7,0,r9
	cmpw r7,r10
	bne .L10
	stwcx. r8,0,r9
	bne .L5
	cmplw r10,r7
	mr r3,r7
	bne .L16
	lwsync
	blr
	nop
	mr r10,r7
	b .L2
	nop
	nop
	mr r3,r5
	blr

uat_fetch_add_unless_4_release:
	mr r9,r3
	lwsync
	lwz r3,0(r3)
	cmplw r5,r3
	add r10,r4,r3
	beqlr
	lwarx r8,0,r9
	cmpw r8,r3
	bne .L11
	stwcx. r10,0,r9
	bne .L6
	cmplw r3,r8
	beqlr
	mr r3,r8
	cmplw r5,r3
	add r10,r4,r3
	bne .L6
	blr

uat_fetch_add_unless_4_acq_rel:
	mr r9,r3
	lwsync
	lwz r10,0(r3)
	cmplw r5,r10
	add r8,r4,r10
	beq .L20
	lwarx r7,0,r9
	cmpw r7,r10
	bne .L11
	stwcx. r8,0,r9
	bne .L6
	cmplw r10,r7
	mr r3,r7
	bne .L16
	lwsync
	blr
	mr r10,r7
	b .L3
	nop
	nop
	mr r3,r5
	blr

uat_fetch_add_unless_4_seq_cst:
	mr r9,r3
	hwsync
	lwz r10,0(r3)
	cmplw r5,r10
	add r8,r4,r10
	beq .L20
	lwarx r7,0,r9
	cmpw r7,r10
	bne .L11
	stwcx. r8,0,r9
	bne .L6
	cmplw r10,r7
	mr r3,r7
	bne .L16
	lwsync
	blr
	mr r10,r7
	b .L3
	nop
	nop
	mr r3,r5
	blr

uat_fetch_add_unless_4_seq_cst_fence:
	mr r9,r3
	hwsync
	lwz r10,0(r3)
	cmplw r5,r10
	add r8,r4,r10
	beq .L20
	lwarx r7,0,r9
	cmpw r7,r10
	bne .L11
	stwcx. r8,0,r9
	bne .L6
	cmplw r10,r7
	mr r3,r7
	bne .L16
	hwsync
	blr
	mr r10,r7
	b .L3
	nop
	nop
	mr r3,r5
	blr

uat_add_unless_4_relaxed:
	lwz r9,0(r3)
	cmplw r5,r9
	add r10,r4,r9
	beq .L20
	lwarx r8,0,r3
	cmpw r8,r9
	bne .L9
	stwcx. r10,0,r3
	bne .L4
	cmplw r9,r8
	bne .L16
	li r3,1
	blr
	nop
	nop
	nop
	mr r9,r8
	b .L1
	nop
	nop
	li r3,0
	blr

uat_add_unless_4_acquire:
	lwz r9,0(r3)
	cmplw r5,r9
	add r10,r4,r9
	beq .L20
	lwarx r8,0,r3
	cmpw r8,r9
	bne .L9
	stwcx. r10,0,r3
	bne .L4
	cmplw r9,r8
	bne .L16
	lwsync
	li r3,1
	blr
	nop
	nop
	mr r9,r8
	b .L1
	nop
	nop
	li r3,0
	blr

uat_add_unless_4_release:
	lwsync
	lwz r9,0(r3)
	cmplw r5,r9
	add r10,r4,r9
	beq .L20
	lwarx r8,0,r3
	cmpw r8,r9
	bne .L10
	stwcx. r10,0,r3
	bne .L5
	cmplw r9,r8
	bne .L16
	li r3,1
	blr
	nop
	nop
	mr r9,r8
	b .L2
	nop
	nop
	li r3,0
	blr

uat_add_unless_4_acq_rel:
	lwsync
	lwz r9,0(r3)
	cmplw r5,r9
	add r10,r4,r9
	beq .L20
	lwarx r8,0,r3
	cmpw r8,r9
	bne .L10
	stwcx. r10,0,r3
	bne .L5
	cmplw r9,r8
	bne .L16
	lwsync
	li r3,1
	blr
	nop
	mr r9,r8
	b .L2
	nop
	nop
	li r3,0
	blr

uat_add_unless_4_seq_cst:
	hwsync
	lwz r9,0(r3)
	cmplw r5,r9
	add r10,r4,r9
	beq .L20
	lwarx r8,0,r3
	cmpw r8,r9
	bne .L10
	stwcx. r10,0,r3
	bne .L5
	cmplw r9,r8
	bne .L16
	lwsync
	li r3,1
	blr
	nop
	mr r9,r8
	b .L2
	nop
	nop
	li r3,0
	blr

uat_add_unless_4_seq_cst_fence:
	hwsync
	lwz r9,0(r3)
	cmplw r5,r9
	add r10,r4,r9
	beq .L20
	lwarx r8,0,r3
	cmpw r8,r9
	bne .L10
	stwcx. r10,0,r3
	bne .L5
	cmplw r9,r8
	bne .L16
	hwsync
	li r3,1
	blr
	nop
	mr r9,r8
	b .L2
	nop
	nop
	li r3,0
	blr

uat_dec_if_positive_4_relaxed:
	lwz r9,0(r3)
	cmpwi r9,0
	addi r10,r9,-1
	ble .L20
	lwarx r8,0,r3
	cmpw r8,r9
	bne .L9
	stwcx. r10,0,r3
	bne .L4
	cmplw r9,r8
	bne .L16
	mr r3,r10
	blr
	nop
	nop
	nop
	mr r9,r8
	b .L1
	nop
	nop
	xoris r10,r9,32768
	subfic r10,r10,0
	addme r3,r9
	blr

uat_dec_if_positive_4_acquire:
	lwz r9,0(r3)
	cmpwi r9,0
	addi r10,r9,-1
	ble .L20
	lwarx r8,0,r3
	cmpw r8,r9
	bne .L9
	stwcx. r10,0,r3
	bne .L4
	cmplw r9,r8
	bne .L16
	mr r3,r10
	lwsync
	blr
	nop
	nop
	mr r9,r8
	b .L1
	nop
	nop
	xoris r10,r9,32768
	subfic r10,r10,0
	addme r3,r9
	blr

uat_dec_if_positive_4_release:
	lwsync
	lwz r9,0(r3)
	cmpwi r9,0
	addi r10,r9,-1
	ble .L20
	lwarx r8,0,r3
	cmpw r8,r9
	bne .L10
	stwcx. r10,0,r3
	bne .L5
	cmplw r9,r8
	bne .L16
	mr r3,r10
	blr
	nop
	nop
	mr r9,r8
	b .L2
	nop
	nop
	xoris r10,r9,32768
	subfic r10,r10,0
	addme r3,r9
	blr

uat_dec_if_positive_4_acq_rel:
	lwsync
	lwz r9,0(r3)
	cmpwi r9,0
	addi r10,r9,-1
	ble .L20
	lwarx r8,0,r3
	cmpw r8,r9
	bne .L10
	stwcx. r10,0,r3
	bne .L5
	cmplw r9,r8
	bne .L16
	mr r3,r10
	lwsync
	blr
	nop
	mr r9,r8
	b .L2
	nop
	nop
	xoris r10,r9,32768
	subfic r10,r10,0
	addme r3,r9
	blr

uat_dec_if_positive_4_seq_cst:
	hwsync
	lwz r9,0(r3)
	cmpwi r9,0
	addi r10,r9,-1
	ble .L20
	lwarx r8,0,r3
	cmpw r8,r9
	bne .L10
	stwcx. r10,0,r3
	bne .L5
	cmplw r9,r8
	bne .L16
	mr r3,r10
	lwsync
	blr
	nop
	mr r9,r8
	b .L2
	nop
	nop
	xoris r10,r9,32768
	subfic r10,r10,0
	addme r3,r9
	blr

uat_dec_if_positive_4_seq_cst_fence:
	hwsync
	lwz r9,0(r3)
	cmpwi r9,0
	addi r10,r9,-1
	ble .L20
	lwarx r8,0,r3
	cmpw r8,r9
	bne .L10
	stwcx. r10,0,r3
	bne .L5
	cmplw r9,r8
	bne .L16
	mr r3,r10
	hwsync
	blr
	nop
	mr r9,r8
	b .L2
	nop
	nop
	xoris r10,r9,32768
	subfic r10,r10,0
	addme r3,r9
	blr

uat_cond_load_4_relaxed:
	mr r9,r3
	lwz r3,0(r3)
	cmplw r4,r3
	beqlr
	lwz r3,0(r9)
	cmplw r4,r3
	beqlr
	lwz r3,0(r9)
	cmplw r4,r3
	beqlr
	b .L4

uat_cond_load_4_consume:
	mr r9,r3
	lwz r3,0(r3)
	cmplw r4,r3
	beqlr
	lwz r3,0(r9)
	cmplw r4,r3
	beqlr
	lwz r3,0(r9)
	cmplw r4,r3
	beqlr
	b .L4

uat_cond_load_4_acquire:
	mr r9,r3
	lwz r3,0(r3)
	cmplw r4,r3
	bne .L8
	lwsync
	blr
	nop
	nop
	lwz r3,0(r9)
	cmplw r4,r3
	bne .L8
	lwsync
	blr

uat_cond_load_4_seq_cst:
	mr r9,r3
	hwsync
	lwz r3,0(r3)
	cmplw r4,r3
	bne .L8
	lwsync
	blr
	nop
	lwz r3,0(r9)
	cmplw r4,r3
	bne .L8
	lwsync
	blr

uat_cond_load_4_seq_cst_fence:
	mr r9,r3
	hwsync
	lwz r3,0(r3)
	cmplw r4,r3
	bne .L8
	hwsync
	blr
	nop
	lwz r3,0(r9)
	cmplw r4,r3
	bne .L8
	hwsync
	blr

uat_inc_4_relaxed:
	lwarx r9,0,r3
	addi r9,r9,1
	stwcx. r9,0,r3
	bne .L0
	blr

uat_inc_4_acquire:
	lwarx r9,0,r3
	addi r9,r9,1
	stwcx. r9,0,r3
	bne .L0
	lwsync
	blr

uat_inc_4_release:
	lwsync
	lwarx r9,0,r3
	addi r9,r9,1
	stwcx. r9,0,r3
	bne .L1
	blr

uat_inc_4_acq_rel:
	lwsync
	lwarx r9,0,r3
	addi r9,r9,1
	stwcx. r9,0,r3
	bne .L1
	lwsync
	blr

uat_inc_4_seq_cst:
	hwsync
	lwarx r9,0,r3
	addi r9,r9,1
	stwcx. r9,0,r3
	bne .L1
	lwsync
	blr

uat_inc_4_seq_cst_fence:
	hwsync
	lwarx r9,0,r3
	addi r9,r9,1
	stwcx. r9,0,r3
	bne .L1
	hwsync
	blr

uat_dec_4_relaxed:
	lwarx r9,0,r3
	addi r9,r9,-1
	stwcx. r9,0,r3
	bne .L0
	blr

uat_dec_4_acquire:
	lwarx r9,0,r3
	addi r9,r9,-1
	stwcx. r9,0,r3
	bne .L0
	lwsync
	blr

uat_dec_4_release:
	lwsync
	lwarx r9,0,r3
	addi r9,r9,-1
	stwcx. r9,0,r3
	bne .L1
	blr

uat_dec_4_acq_rel:
	lwsync
	lwarx r9,0,r3
	addi r9,r9,-1
	stwcx. r9,0,r3
	bne .L1
	lwsync
	blr

uat_dec_4_seq_cst:
	hwsync
	lwarx r9,0,r3
	addi r9,r9,-1
	stwcx. r9,0,r3
	bne .L1
	lwsync
	blr

uat_dec_4_seq_cst_fence:
	hwsync
	lwarx r9,0,r3
	addi r9,r9,-1
	stwcx. r9,0,r3
	bne .L1
	hwsync
	blr

uat_add_around_4_mb:
	hwsync
	lwarx r9,0,r3
	add r9,r9,r4
	stwcx. r9,0,r3
	bne .L1
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


uat_load_1_relaxed:
	mov.b @r4,r0
	rts
	extu.b r0,r0
	nop

uat_load_1_consume:
	mov.b @r4,r0
	rts
	extu.b r0,r0
	nop

uat_load_1_acquire:
	mov.b @r4,r0
	rts
	extu.b r0,r0
	nop

uat_load_1_seq_cst:
	mov.b @r4,r0
	rts
	extu.b r0,r0
	nop

uat_load_1_seq_cst_fence:
	mov.b @r4,r0
	extu.b r0,r0
	rts
	nop

uat_store_1_relaxed:
	mov.b r5,@r4
	rts
	nop
	nop

uat_store_1_release:
	extu.b r5,r5
	mov.b r5,@r4
	rts
	nop

uat_store_1_seq_cst:
	extu.b r5,r5
	mov.b r5,@r4
	rts
	nop

uat_store_1_seq_cst_fence:
	extu.b r5,r5
	mov.b r5,@r4
	rts
	nop

uat_cmpxchg_1_relaxed:
	mova .L8,r0
	exts.b r5,r3
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.b r6,@r4
	mov r1,r15
	rts
	extu.b r2,r0
	nop

uat_cmpxchg_1_acquire:
	mova .L8,r0
	exts.b r5,r3
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.b r6,@r4
	mov r1,r15
	rts
	extu.b r2,r0
	nop

uat_cmpxchg_1_release:
	mova .L8,r0
	exts.b r5,r3
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.b r6,@r4
	mov r1,r15
	rts
	extu.b r2,r0
	nop

uat_cmpxchg_1_acq_rel:
	mova .L8,r0
	exts.b r5,r3
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.b r6,@r4
	mov r1,r15
	rts
	extu.b r2,r0
	nop

uat_cmpxchg_1_seq_cst:
	mova .L8,r0
	exts.b r5,r3
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.b r6,@r4
	mov r1,r15
	rts
	extu.b r2,r0
	nop

uat_cmpxchg_1_seq_cst_fence_sc:
	extu.b r5,r5
	mova .L10,r0
	exts.b r5,r3
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r3
	bf .L10
	mov.b r6,@r4
	mov r1,r15
	extu.b r2,r0
	cmp/eq r0,r5
	bf .L14
	rts
	nop

uat_cmpxchg_1_seq_cst_fence:
	extu.b r5,r5
	extu.b r6,r6
	mova .L10,r0
	exts.b r5,r3
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r3
	bf .L10
	mov.b r6,@r4
	mov r1,r15
	extu.b r2,r0
	cmp/eq r0,r5
	bf .L16
	rts
	nop
	mova .L24,r0
	exts.b r5,r3
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r3
	bf .L24
	mov.b r6,@r4
	mov r1,r15
	extu.b r2,r0
	rts
	nop

uat_cmpxchg_test_1_seq_cst_fence:
	extu.b r5,r5
	extu.b r6,r6
	mova .L10,r0
	exts.b r5,r3
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r3
	bf .L10
	mov.b r6,@r4
	mov r1,r15
	extu.b r2,r1
	cmp/eq r1,r5
	bf .L17
	cmp/eq r1,r5
	rts
	movt r0
	mova .L26,r0
	exts.b r5,r3
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r3
	bf .L26
	mov.b r6,@r4
	mov r1,r15
	extu.b r2,r1
	cmp/eq r1,r5
	rts
	movt r0
	nop

uat_try_cmpxchg_1_relaxed:
	mova .L8,r0
	exts.b r5,r3
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.b r6,@r4
	mov r1,r15
	rts
	movt r0
	nop

uat_try_cmpxchg_1_acquire:
	mova .L8,r0
	exts.b r5,r3
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.b r6,@r4
	mov r1,r15
	rts
	movt r0
	nop

uat_try_cmpxchg_1_release:
	mova .L8,r0
	exts.b r5,r3
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.b r6,@r4
	mov r1,r15
	rts
	movt r0
	nop

uat_try_cmpxchg_1_acq_rel:
	mova .L8,r0
	exts.b r5,r3
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.b r6,@r4
	mov r1,r15
	rts
	movt r0
	nop

uat_try_cmpxchg_1_seq_cst:
	mova .L8,r0
	exts.b r5,r3
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.b r6,@r4
	mov r1,r15
	rts
	movt r0
	nop

uat_try_cmpxchg_1_seq_cst_fence_sc:
	mova .L8,r0
	exts.b r5,r3
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.b r6,@r4
	mov r1,r15
	bf.s .L11
	movt r0
	rts
	nop
	nop

uat_try_cmpxchg_1_seq_cst_fence:
	extu.b r5,r5
	extu.b r6,r6
	mova .L10,r0
	exts.b r5,r3
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r3
	bf .L10
	mov.b r6,@r4
	mov r1,r15
	bf.s .L15
	mov #1,r0
	rts
	nop
	mova .L24,r0
	exts.b r5,r3
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r3
	bf .L24
	mov.b r6,@r4
	mov r1,r15
	movt r0
	and #1,r0
	rts
	nop
	nop

uat_try_cmpxchg_weak_1_relaxed:
	mova .L8,r0
	exts.b r5,r3
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.b r6,@r4
	mov r1,r15
	rts
	movt r0
	nop

uat_try_cmpxchg_weak_1_acquire:
	mova .L8,r0
	exts.b r5,r3
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.b r6,@r4
	mov r1,r15
	rts
	movt r0
	nop

uat_try_cmpxchg_weak_1_release:
	mova .L8,r0
	exts.b r5,r3
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.b r6,@r4
	mov r1,r15
	rts
	movt r0
	nop

uat_try_cmpxchg_weak_1_acq_rel:
	mova .L8,r0
	exts.b r5,r3
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.b r6,@r4
	mov r1,r15
	rts
	movt r0
	nop

uat_try_cmpxchg_weak_1_seq_cst:
	mova .L8,r0
	exts.b r5,r3
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.b r6,@r4
	mov r1,r15
	rts
	movt r0
	nop

uat_try_cmpxchg_weak_1_seq_cst_fence_sc:
	mova .L8,r0
	exts.b r5,r3
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.b r6,@r4
	mov r1,r15
	bf.s .L11
	movt r0
	rts
	nop
	nop

uat_try_cmpxchg_weak_1_seq_cst_fence:
	extu.b r5,r5
	extu.b r6,r6
	mova .L10,r0
	exts.b r5,r3
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r3
	bf .L10
	mov.b r6,@r4
	mov r1,r15
	bf.s .L15
	mov #1,r0
	rts
	nop
	mova .L24,r0
	exts.b r5,r3
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r3
	bf .L24
	mov.b r6,@r4
	mov r1,r15
	movt r0
	and #1,r0
	rts
	nop
	nop

uat_xchg_1_relaxed:
	mov.b @r4,r2
	extu.b r5,r5
	extu.b r2,r2
	mova .L12,r0
	exts.b r2,r7
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	cmp/eq r3,r7
	bf .L12
	mov.b r5,@r4
	mov r1,r15
	bf.s .L3
	extu.b r3,r2
	rts
	mov r2,r0
	nop

uat_xchg_1_acquire:
	mov.b @r4,r2
	extu.b r5,r5
	extu.b r2,r2
	mova .L12,r0
	exts.b r2,r7
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	cmp/eq r3,r7
	bf .L12
	mov.b r5,@r4
	mov r1,r15
	bf.s .L3
	extu.b r3,r2
	rts
	mov r2,r0
	nop

uat_xchg_1_release:
	mov.b @r4,r2
	extu.b r5,r5
	extu.b r2,r2
	mova .L12,r0
	exts.b r2,r7
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	cmp/eq r3,r7
	bf .L12
	mov.b r5,@r4
	mov r1,r15
	bf.s .L3
	extu.b r3,r2
	rts
	mov r2,r0
	nop

uat_xchg_1_acq_rel:
	mov.b @r4,r2
	extu.b r5,r5
	extu.b r2,r2
	mova .L12,r0
	exts.b r2,r7
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	cmp/eq r3,r7
	bf .L12
	mov.b r5,@r4
	mov r1,r15
	bf.s .L3
	extu.b r3,r2
	rts
	mov r2,r0
	nop

uat_xchg_1_seq_cst:
	mov.b @r4,r2
	extu.b r5,r5
	extu.b r2,r2
	mova .L12,r0
	exts.b r2,r7
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	cmp/eq r3,r7
	bf .L12
	mov.b r5,@r4
	mov r1,r15
	bf.s .L3
	extu.b r3,r2
	rts
	mov r2,r0
	nop

uat_xchg_1_seq_cst_fence:
	mov.b @r4,r2
	extu.b r5,r5
	extu.b r2,r2
	mova .L12,r0
	exts.b r2,r7
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	cmp/eq r3,r7
	bf .L12
	mov.b r5,@r4
	mov r1,r15
	bf.s .L3
	extu.b r3,r2
	rts
	mov r2,r0
	nop

uat_add_return_1_relaxed:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	add r5,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	extu.b r2,r0
	nop

uat_add_return_1_acquire:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	add r5,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	extu.b r2,r0
	nop

uat_add_return_1_release:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	add r5,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	extu.b r2,r0
	nop

uat_add_return_1_acq_rel:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	add r5,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	extu.b r2,r0
	nop

uat_add_return_1_seq_cst:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	add r5,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	extu.b r2,r0
	nop

uat_add_return_1_seq_cst_fence:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	add r5,r2
	mov.b r2,@r4
	mov r1,r15
	extu.b r2,r0
	rts
	nop

uat_add_1_relaxed:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	add r5,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_add_1_acquire:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	add r5,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_add_1_release:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	add r5,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_add_1_acq_rel:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	add r5,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_add_1_seq_cst:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	add r5,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_add_1_seq_cst_fence:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	add r5,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_and_1_relaxed:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	and r5,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_and_1_acquire:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	and r5,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_and_1_release:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	and r5,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_and_1_acq_rel:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	and r5,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_and_1_seq_cst:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	and r5,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_and_1_seq_cst_fence:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	and r5,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_or_1_relaxed:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	or r5,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_or_1_acquire:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	or r5,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_or_1_release:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	or r5,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_or_1_acq_rel:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	or r5,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_or_1_seq_cst:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	or r5,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_or_1_seq_cst_fence:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	or r5,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_xor_1_relaxed:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	xor r5,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_xor_1_acquire:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	xor r5,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_xor_1_release:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	xor r5,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_xor_1_acq_rel:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	xor r5,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_xor_1_seq_cst:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	xor r5,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_xor_1_seq_cst_fence:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	xor r5,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_fetch_add_1_relaxed:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	mov r2,r3
	add r5,r3
	mov.b r3,@r4
	mov r1,r15
	rts
	extu.b r2,r0
	nop

uat_fetch_add_1_acquire:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	mov r2,r3
	add r5,r3
	mov.b r3,@r4
	mov r1,r15
	rts
	extu.b r2,r0
	nop

uat_fetch_add_1_release:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	mov r2,r3
	add r5,r3
	mov.b r3,@r4
	mov r1,r15
	rts
	extu.b r2,r0
	nop

uat_fetch_add_1_acq_rel:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	mov r2,r3
	add r5,r3
	mov.b r3,@r4
	mov r1,r15
	rts
	extu.b r2,r0
	nop

uat_fetch_add_1_seq_cst:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	mov r2,r3
	add r5,r3
	mov.b r3,@r4
	mov r1,r15
	rts
	extu.b r2,r0
	nop

uat_fetch_add_1_seq_cst_fence:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	mov r2,r3
	add r5,r3
	mov.b r3,@r4
	mov r1,r15
	extu.b r2,r0
	rts
	nop

uat_fetch_and_1_relaxed:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	mov r2,r3
	and r5,r3
	mov.b r3,@r4
	mov r1,r15
	rts
	extu.b r2,r0
	nop

uat_fetch_and_1_acquire:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	mov r2,r3
	and r5,r3
	mov.b r3,@r4
	mov r1,r15
	rts
	extu.b r2,r0
	nop

uat_fetch_and_1_release:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	mov r2,r3
	and r5,r3
	mov.b r3,@r4
	mov r1,r15
	rts
	extu.b r2,r0
	nop

uat_fetch_and_1_acq_rel:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	mov r2,r3
	and r5,r3
	mov.b r3,@r4
	mov r1,r15
	rts
	extu.b r2,r0
	nop

uat_fetch_and_1_seq_cst:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	mov r2,r3
	and r5,r3
	mov.b r3,@r4
	mov r1,r15
	rts
	extu.b r2,r0
	nop

uat_fetch_and_1_seq_cst_fence:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	mov r2,r3
	and r5,r3
	mov.b r3,@r4
	mov r1,r15
	extu.b r2,r0
	rts
	nop

uat_fetch_or_1_relaxed:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	mov r2,r3
	or r5,r3
	mov.b r3,@r4
	mov r1,r15
	rts
	extu.b r2,r0
	nop

uat_fetch_or_1_acquire:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	mov r2,r3
	or r5,r3
	mov.b r3,@r4
	mov r1,r15
	rts
	extu.b r2,r0
	nop

uat_fetch_or_1_release:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	mov r2,r3
	or r5,r3
	mov.b r3,@r4
	mov r1,r15
	rts
	extu.b r2,r0
	nop

uat_fetch_or_1_acq_rel:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	mov r2,r3
	or r5,r3
	mov.b r3,@r4
	mov r1,r15
	rts
	extu.b r2,r0
	nop

uat_fetch_or_1_seq_cst:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	mov r2,r3
	or r5,r3
	mov.b r3,@r4
	mov r1,r15
	rts
	extu.b r2,r0
	nop

uat_fetch_or_1_seq_cst_fence:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	mov r2,r3
	or r5,r3
	mov.b r3,@r4
	mov r1,r15
	extu.b r2,r0
	rts
	nop

uat_fetch_xor_1_relaxed:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	mov r2,r3
	xor r5,r3
	mov.b r3,@r4
	mov r1,r15
	rts
	extu.b r2,r0
	nop

uat_fetch_xor_1_acquire:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	mov r2,r3
	xor r5,r3
	mov.b r3,@r4
	mov r1,r15
	rts
	extu.b r2,r0
	nop

uat_fetch_xor_1_release:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	mov r2,r3
	xor r5,r3
	mov.b r3,@r4
	mov r1,r15
	rts
	extu.b r2,r0
	nop

uat_fetch_xor_1_acq_rel:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	mov r2,r3
	xor r5,r3
	mov.b r3,@r4
	mov r1,r15
	rts
	extu.b r2,r0
	nop

uat_fetch_xor_1_seq_cst:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	mov r2,r3
	xor r5,r3
	mov.b r3,@r4
	mov r1,r15
	rts
	extu.b r2,r0
	nop

uat_fetch_xor_1_seq_cst_fence:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	mov r2,r3
	xor r5,r3
	mov.b r3,@r4
	mov r1,r15
	extu.b r2,r0
	rts
	nop

uat_fetch_smax_1_relaxed:
	mov.b @r4,r3
	exts.b r5,r5
	extu.b r3,r3
	exts.b r3,r1
	mov r3,r7
	cmp/ge r5,r1
	bt .L8
	mov r5,r7
	mova .L16,r0
	exts.b r3,r6
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r6
	bf .L16
	mov.b r7,@r4
	mov r1,r15
	extu.b r2,r2
	bf.s .L3
	extu.b r2,r3
	rts
	exts.b r2,r0

uat_fetch_smax_1_acquire:
	mov.b @r4,r3
	exts.b r5,r5
	extu.b r3,r3
	exts.b r3,r1
	mov r3,r7
	cmp/ge r5,r1
	bt .L8
	mov r5,r7
	mova .L16,r0
	exts.b r3,r6
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r6
	bf .L16
	mov.b r7,@r4
	mov r1,r15
	extu.b r2,r2
	bf.s .L3
	extu.b r2,r3
	rts
	exts.b r2,r0

uat_fetch_smax_1_release:
	mov.b @r4,r3
	exts.b r5,r5
	extu.b r3,r3
	exts.b r3,r1
	mov r3,r7
	cmp/ge r5,r1
	bt .L8
	mov r5,r7
	mova .L16,r0
	exts.b r3,r6
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r6
	bf .L16
	mov.b r7,@r4
	mov r1,r15
	extu.b r2,r2
	bf.s .L3
	extu.b r2,r3
	rts
	exts.b r2,r0

uat_fetch_smax_1_acq_rel:
	mov.b @r4,r3
	exts.b r5,r5
	extu.b r3,r3
	exts.b r3,r1
	mov r3,r7
	cmp/ge r5,r1
	bt .L8
	mov r5,r7
	mova .L16,r0
	exts.b r3,r6
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r6
	bf .L16
	mov.b r7,@r4
	mov r1,r15
	extu.b r2,r2
	bf.s .L3
	extu.b r2,r3
	rts
	exts.b r2,r0

uat_fetch_smax_1_seq_cst:
	mov.b @r4,r3
	exts.b r5,r5
	extu.b r3,r3
	exts.b r3,r1
	mov r3,r7
	cmp/ge r5,r1
	bt .L8
	mov r5,r7
	mova .L16,r0
	exts.b r3,r6
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r6
	bf .L16
	mov.b r7,@r4
	mov r1,r15
	extu.b r2,r2
	bf.s .L3
	extu.b r2,r3
	rts
	exts.b r2,r0

uat_fetch_smax_1_seq_cst_fence:
	mov.b @r4,r3
	exts.b r5,r5
	extu.b r3,r3
	exts.b r3,r1
	mov r3,r7
	cmp/ge r5,r1
	bt .L8
	mov r5,r7
	mova .L16,r0
	exts.b r3,r6
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r6
	bf .L16
	mov.b r7,@r4
	mov r1,r15
	extu.b r2,r2
	bf.s .L3
	extu.b r2,r3
	rts
	exts.b r2,r0

uat_fetch_umax_1_relaxed:
	mov.l r8,@-r15
	extu.b r5,r5
	mov.b @r4,r2
	mov r5,r6
	extu.b r2,r2
	cmp/hs r2,r5
	mov r6,r3
	bt .L9
	mov r2,r3
	mova .L18,r0
	exts.b r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r7
	cmp/eq r7,r8
	bf .L18
	mov.b r3,@r4
	mov r1,r15
	bf.s .L5
	extu.b r7,r2
	mov r2,r0
	rts
	mov.l @r15+,r8

uat_fetch_umax_1_acquire:
	mov.l r8,@-r15
	extu.b r5,r5
	mov.b @r4,r2
	mov r5,r6
	extu.b r2,r2
	cmp/hs r2,r5
	mov r6,r3
	bt .L9
	mov r2,r3
	mova .L18,r0
	exts.b r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r7
	cmp/eq r7,r8
	bf .L18
	mov.b r3,@r4
	mov r1,r15
	bf.s .L5
	extu.b r7,r2
	mov r2,r0
	rts
	mov.l @r15+,r8

uat_fetch_umax_1_release:
	mov.l r8,@-r15
	extu.b r5,r5
	mov.b @r4,r2
	mov r5,r6
	extu.b r2,r2
	cmp/hs r2,r5
	mov r6,r3
	bt .L9
	mov r2,r3
	mova .L18,r0
	exts.b r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r7
	cmp/eq r7,r8
	bf .L18
	mov.b r3,@r4
	mov r1,r15
	bf.s .L5
	extu.b r7,r2
	mov r2,r0
	rts
	mov.l @r15+,r8

uat_fetch_umax_1_acq_rel:
	mov.l r8,@-r15
	extu.b r5,r5
	mov.b @r4,r2
	mov r5,r6
	extu.b r2,r2
	cmp/hs r2,r5
	mov r6,r3
	bt .L9
	mov r2,r3
	mova .L18,r0
	exts.b r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r7
	cmp/eq r7,r8
	bf .L18
	mov.b r3,@r4
	mov r1,r15
	bf.s .L5
	extu.b r7,r2
	mov r2,r0
	rts
	mov.l @r15+,r8

uat_fetch_umax_1_seq_cst:
	mov.l r8,@-r15
	extu.b r5,r5
	mov.b @r4,r2
	mov r5,r6
	extu.b r2,r2
	cmp/hs r2,r5
	mov r6,r3
	bt .L9
	mov r2,r3
	mova .L18,r0
	exts.b r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r7
	cmp/eq r7,r8
	bf .L18
	mov.b r3,@r4
	mov r1,r15
	bf.s .L5
	extu.b r7,r2
	mov r2,r0
	rts
	mov.l @r15+,r8

uat_fetch_umax_1_seq_cst_fence:
	mov.l r8,@-r15
	extu.b r5,r5
	mov.b @r4,r2
	mov r5,r6
	extu.b r2,r2
	cmp/hs r2,r5
	mov r6,r3
	bt .L9
	mov r2,r3
	mova .L18,r0
	exts.b r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r7
	cmp/eq r7,r8
	bf .L18
	mov.b r3,@r4
	mov r1,r15
	bf.s .L5
	extu.b r7,r2
	mov r2,r0
	rts
	mov.l @r15+,r8

uat_fetch_smin_1_relaxed:
	mov.b @r4,r3
	exts.b r5,r5
	extu.b r3,r3
	exts.b r3,r1
	mov r3,r7
	cmp/gt r5,r1
	bf .L8
	mov r5,r7
	mova .L16,r0
	exts.b r3,r6
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r6
	bf .L16
	mov.b r7,@r4
	mov r1,r15
	extu.b r2,r2
	bf.s .L3
	extu.b r2,r3
	rts
	exts.b r2,r0

uat_fetch_smin_1_acquire:
	mov.b @r4,r3
	exts.b r5,r5
	extu.b r3,r3
	exts.b r3,r1
	mov r3,r7
	cmp/gt r5,r1
	bf .L8
	mov r5,r7
	mova .L16,r0
	exts.b r3,r6
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r6
	bf .L16
	mov.b r7,@r4
	mov r1,r15
	extu.b r2,r2
	bf.s .L3
	extu.b r2,r3
	rts
	exts.b r2,r0

uat_fetch_smin_1_release:
	mov.b @r4,r3
	exts.b r5,r5
	extu.b r3,r3
	exts.b r3,r1
	mov r3,r7
	cmp/gt r5,r1
	bf .L8
	mov r5,r7
	mova .L16,r0
	exts.b r3,r6
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r6
	bf .L16
	mov.b r7,@r4
	mov r1,r15
	extu.b r2,r2
	bf.s .L3
	extu.b r2,r3
	rts
	exts.b r2,r0

uat_fetch_smin_1_acq_rel:
	mov.b @r4,r3
	exts.b r5,r5
	extu.b r3,r3
	exts.b r3,r1
	mov r3,r7
	cmp/gt r5,r1
	bf .L8
	mov r5,r7
	mova .L16,r0
	exts.b r3,r6
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r6
	bf .L16
	mov.b r7,@r4
	mov r1,r15
	extu.b r2,r2
	bf.s .L3
	extu.b r2,r3
	rts
	exts.b r2,r0

uat_fetch_smin_1_seq_cst:
	mov.b @r4,r3
	exts.b r5,r5
	extu.b r3,r3
	exts.b r3,r1
	mov r3,r7
	cmp/gt r5,r1
	bf .L8
	mov r5,r7
	mova .L16,r0
	exts.b r3,r6
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r6
	bf .L16
	mov.b r7,@r4
	mov r1,r15
	extu.b r2,r2
	bf.s .L3
	extu.b r2,r3
	rts
	exts.b r2,r0

uat_fetch_smin_1_seq_cst_fence:
	mov.b @r4,r3
	exts.b r5,r5
	extu.b r3,r3
	exts.b r3,r1
	mov r3,r7
	cmp/gt r5,r1
	bf .L8
	mov r5,r7
	mova .L16,r0
	exts.b r3,r6
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r2
	cmp/eq r2,r6
	bf .L16
	mov.b r7,@r4
	mov r1,r15
	extu.b r2,r2
	bf.s .L3
	extu.b r2,r3
	rts
	exts.b r2,r0

uat_fetch_umin_1_relaxed:
	mov.l r8,@-r15
	extu.b r5,r5
	mov.b @r4,r2
	mov r5,r6
	extu.b r2,r2
	cmp/hi r2,r5
	mov r6,r3
	bf .L9
	mov r2,r3
	mova .L18,r0
	exts.b r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r7
	cmp/eq r7,r8
	bf .L18
	mov.b r3,@r4
	mov r1,r15
	bf.s .L5
	extu.b r7,r2
	mov r2,r0
	rts
	mov.l @r15+,r8

uat_fetch_umin_1_acquire:
	mov.l r8,@-r15
	extu.b r5,r5
	mov.b @r4,r2
	mov r5,r6
	extu.b r2,r2
	cmp/hi r2,r5
	mov r6,r3
	bf .L9
	mov r2,r3
	mova .L18,r0
	exts.b r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r7
	cmp/eq r7,r8
	bf .L18
	mov.b r3,@r4
	mov r1,r15
	bf.s .L5
	extu.b r7,r2
	mov r2,r0
	rts
	mov.l @r15+,r8

uat_fetch_umin_1_release:
	mov.l r8,@-r15
	extu.b r5,r5
	mov.b @r4,r2
	mov r5,r6
	extu.b r2,r2
	cmp/hi r2,r5
	mov r6,r3
	bf .L9
	mov r2,r3
	mova .L18,r0
	exts.b r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r7
	cmp/eq r7,r8
	bf .L18
	mov.b r3,@r4
	mov r1,r15
	bf.s .L5
	extu.b r7,r2
	mov r2,r0
	rts
	mov.l @r15+,r8

uat_fetch_umin_1_acq_rel:
	mov.l r8,@-r15
	extu.b r5,r5
	mov.b @r4,r2
	mov r5,r6
	extu.b r2,r2
	cmp/hi r2,r5
	mov r6,r3
	bf .L9
	mov r2,r3
	mova .L18,r0
	exts.b r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r7
	cmp/eq r7,r8
	bf .L18
	mov.b r3,@r4
	mov r1,r15
	bf.s .L5
	extu.b r7,r2
	mov r2,r0
	rts
	mov.l @r15+,r8

uat_fetch_umin_1_seq_cst:
	mov.l r8,@-r15
	extu.b r5,r5
	mov.b @r4,r2
	mov r5,r6
	extu.b r2,r2
	cmp/hi r2,r5
	mov r6,r3
	bf .L9
	mov r2,r3
	mova .L18,r0
	exts.b r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r7
	cmp/eq r7,r8
	bf .L18
	mov.b r3,@r4
	mov r1,r15
	bf.s .L5
	extu.b r7,r2
	mov r2,r0
	rts
	mov.l @r15+,r8

uat_fetch_umin_1_seq_cst_fence:
	mov.l r8,@-r15
	extu.b r5,r5
	mov.b @r4,r2
	mov r5,r6
	extu.b r2,r2
	cmp/hi r2,r5
	mov r6,r3
	bf .L9
	mov r2,r3
	mova .L18,r0
	exts.b r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r7
	cmp/eq r7,r8
	bf .L18
	mov.b r3,@r4
	mov r1,r15
	bf.s .L5
	extu.b r7,r2
	mov r2,r0
	rts
	mov.l @r15+,r8

uat_test_and_set_bit_1_relaxed:
	mov r5,r0
	mov #1,r2
	and #7,r0
	shld r0,r2
	mova .L12,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	mov r3,r7
	or r2,r7
	mov.b r7,@r4
	mov r1,r15
	extu.b r2,r2
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0

uat_test_and_set_bit_1_acquire:
	mov r5,r0
	mov #1,r2
	and #7,r0
	shld r0,r2
	mova .L12,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	mov r3,r7
	or r2,r7
	mov.b r7,@r4
	mov r1,r15
	extu.b r2,r2
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0

uat_test_and_set_bit_1_release:
	mov r5,r0
	mov #1,r2
	and #7,r0
	shld r0,r2
	mova .L12,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	mov r3,r7
	or r2,r7
	mov.b r7,@r4
	mov r1,r15
	extu.b r2,r2
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0

uat_test_and_set_bit_1_acq_rel:
	mov r5,r0
	mov #1,r2
	and #7,r0
	shld r0,r2
	mova .L12,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	mov r3,r7
	or r2,r7
	mov.b r7,@r4
	mov r1,r15
	extu.b r2,r2
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0

uat_test_and_set_bit_1_seq_cst:
	mov r5,r0
	mov #1,r2
	and #7,r0
	shld r0,r2
	mova .L12,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	mov r3,r7
	or r2,r7
	mov.b r7,@r4
	mov r1,r15
	extu.b r2,r2
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0

uat_test_and_set_bit_1_seq_cst_fence:
	mov r5,r0
	mov #1,r2
	and #7,r0
	shld r0,r2
	mova .L12,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	mov r3,r7
	or r2,r7
	mov.b r7,@r4
	mov r1,r15
	extu.b r3,r3
	mov #-1,r0
	tst r2,r3
	rts
	negc r0,r0

uat_test_and_clear_bit_1_relaxed:
	mov r5,r0
	mov.w .L20,r7 ! ff
	and #7,r0
	mov #1,r2
	shld r0,r2
	xor r2,r7
	mova .L14,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	mov r3,r6
	and r7,r6
	mov.b r6,@r4
	mov r1,r15
	extu.b r2,r2
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0
	mac.l @r15+,@r0+
	nop

uat_test_and_clear_bit_1_acquire:
	mov r5,r0
	mov.w .L20,r7 ! ff
	and #7,r0
	mov #1,r2
	shld r0,r2
	xor r2,r7
	mova .L14,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	mov r3,r6
	and r7,r6
	mov.b r6,@r4
	mov r1,r15
	extu.b r2,r2
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0
	mac.l @r15+,@r0+
	nop

uat_test_and_clear_bit_1_release:
	mov r5,r0
	mov.w .L20,r7 ! ff
	and #7,r0
	mov #1,r2
	shld r0,r2
	xor r2,r7
	mova .L14,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	mov r3,r6
	and r7,r6
	mov.b r6,@r4
	mov r1,r15
	extu.b r2,r2
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0
	mac.l @r15+,@r0+
	nop

uat_test_and_clear_bit_1_acq_rel:
	mov r5,r0
	mov.w .L20,r7 ! ff
	and #7,r0
	mov #1,r2
	shld r0,r2
	xor r2,r7
	mova .L14,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	mov r3,r6
	and r7,r6
	mov.b r6,@r4
	mov r1,r15
	extu.b r2,r2
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0
	mac.l @r15+,@r0+
	nop

uat_test_and_clear_bit_1_seq_cst:
	mov r5,r0
	mov.w .L20,r7 ! ff
	and #7,r0
	mov #1,r2
	shld r0,r2
	xor r2,r7
	mova .L14,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	mov r3,r6
	and r7,r6
	mov.b r6,@r4
	mov r1,r15
	extu.b r2,r2
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0
	mac.l @r15+,@r0+
	nop

uat_test_and_clear_bit_1_seq_cst_fence:
	mov r5,r0
	mov.w .L20,r7 ! ff
	and #7,r0
	mov #1,r2
	shld r0,r2
	xor r2,r7
	mova .L14,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	mov r3,r6
	and r7,r6
	mov.b r6,@r4
	mov r1,r15
	extu.b r3,r3
	mov #-1,r0
	tst r2,r3
	rts
	negc r0,r0
	mac.l @r15+,@r0+
	nop

uat_test_and_change_bit_1_relaxed:
	mov r5,r0
	mov #1,r2
	and #7,r0
	shld r0,r2
	mova .L12,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	mov r3,r7
	xor r2,r7
	mov.b r7,@r4
	mov r1,r15
	extu.b r2,r2
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0

uat_test_and_change_bit_1_acquire:
	mov r5,r0
	mov #1,r2
	and #7,r0
	shld r0,r2
	mova .L12,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	mov r3,r7
	xor r2,r7
	mov.b r7,@r4
	mov r1,r15
	extu.b r2,r2
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0

uat_test_and_change_bit_1_release:
	mov r5,r0
	mov #1,r2
	and #7,r0
	shld r0,r2
	mova .L12,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	mov r3,r7
	xor r2,r7
	mov.b r7,@r4
	mov r1,r15
	extu.b r2,r2
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0

uat_test_and_change_bit_1_acq_rel:
	mov r5,r0
	mov #1,r2
	and #7,r0
	shld r0,r2
	mova .L12,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	mov r3,r7
	xor r2,r7
	mov.b r7,@r4
	mov r1,r15
	extu.b r2,r2
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0

uat_test_and_change_bit_1_seq_cst:
	mov r5,r0
	mov #1,r2
	and #7,r0
	shld r0,r2
	mova .L12,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	mov r3,r7
	xor r2,r7
	mov.b r7,@r4
	mov r1,r15
	extu.b r2,r2
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0

uat_test_and_change_bit_1_seq_cst_fence:
	mov r5,r0
	mov #1,r2
	and #7,r0
	shld r0,r2
	mova .L12,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	mov r3,r7
	xor r2,r7
	mov.b r7,@r4
	mov r1,r15
	extu.b r3,r3
	mov #-1,r0
	tst r2,r3
	rts
	negc r0,r0

uat_fetch_add_unless_1_relaxed:
	mov.b @r4,r2
	extu.b r6,r6
	extu.b r2,r2
	cmp/eq r2,r6
	bt.s .L29
	extu.b r5,r5
	mov.l r8,@-r15
	mov r5,r7
	add r2,r7
	mova .L18,r0
	exts.b r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	cmp/eq r3,r8
	bf .L18
	mov.b r7,@r4
	mov r1,r15
	bf.s .L24
	extu.b r3,r2
	mov r2,r0
	rts
	mov.l @r15+,r8
	cmp/eq r2,r6
	bf.s .L8
	mov r5,r7
	bra .L22
	mov r2,r0
	rts
	mov r2,r0
	nop

uat_fetch_add_unless_1_acquire:
	mov.b @r4,r2
	extu.b r6,r6
	extu.b r2,r2
	cmp/eq r2,r6
	bt.s .L29
	extu.b r5,r5
	mov.l r8,@-r15
	mov r5,r7
	add r2,r7
	mova .L18,r0
	exts.b r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	cmp/eq r3,r8
	bf .L18
	mov.b r7,@r4
	mov r1,r15
	bf.s .L24
	extu.b r3,r2
	mov r2,r0
	rts
	mov.l @r15+,r8
	cmp/eq r2,r6
	bf.s .L8
	mov r5,r7
	bra .L22
	mov r2,r0
	rts
	mov r2,r0
	nop

uat_fetch_add_unless_1_release:
	mov.b @r4,r2
	extu.b r6,r6
	extu.b r2,r2
	cmp/eq r2,r6
	bt.s .L29
	extu.b r5,r5
	mov.l r8,@-r15
	mov r5,r7
	add r2,r7
	mova .L18,r0
	exts.b r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	cmp/eq r3,r8
	bf .L18
	mov.b r7,@r4
	mov r1,r15
	bf.s .L24
	extu.b r3,r2
	mov r2,r0
	rts
	mov.l @r15+,r8
	cmp/eq r2,r6
	bf.s .L8
	mov r5,r7
	bra .L22
	mov r2,r0
	rts
	mov r2,r0
	nop

uat_fetch_add_unless_1_acq_rel:
	mov.b @r4,r2
	extu.b r6,r6
	extu.b r2,r2
	cmp/eq r2,r6
	bt.s .L29
	extu.b r5,r5
	mov.l r8,@-r15
	mov r5,r7
	add r2,r7
	mova .L18,r0
	exts.b r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	cmp/eq r3,r8
	bf .L18
	mov.b r7,@r4
	mov r1,r15
	bf.s .L24
	extu.b r3,r2
	mov r2,r0
	rts
	mov.l @r15+,r8
	cmp/eq r2,r6
	bf.s .L8
	mov r5,r7
	bra .L22
	mov r2,r0
	rts
	mov r2,r0
	nop

uat_fetch_add_unless_1_seq_cst:
	mov.b @r4,r2
	extu.b r6,r6
	extu.b r2,r2
	cmp/eq r2,r6
	bt.s .L29
	extu.b r5,r5
	mov.l r8,@-r15
	mov r5,r7
	add r2,r7
	mova .L18,r0
	exts.b r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	cmp/eq r3,r8
	bf .L18
	mov.b r7,@r4
	mov r1,r15
	bf.s .L24
	extu.b r3,r2
	mov r2,r0
	rts
	mov.l @r15+,r8
	cmp/eq r2,r6
	bf.s .L8
	mov r5,r7
	bra .L22
	mov r2,r0
	rts
	mov r2,r0
	nop

uat_fetch_add_unless_1_seq_cst_fence:
	mov.b @r4,r2
	extu.b r6,r6
	extu.b r2,r2
	cmp/eq r2,r6
	bt.s .L29
	extu.b r5,r5
	mov.l r8,@-r15
	mov r5,r7
	add r2,r7
	mova .L18,r0
	exts.b r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	cmp/eq r3,r8
	bf .L18
	mov.b r7,@r4
	mov r1,r15
	bf.s .L24
	extu.b r3,r2
	mov r2,r0
	rts
	mov.l @r15+,r8
	cmp/eq r2,r6
	bf.s .L8
	mov r5,r7
	bra .L22
	mov r2,r0
	rts
	mov r2,r0
	nop

uat_add_unless_1_relaxed:
	mov.b @r4,r2
	extu.b r6,r6
	extu.b r2,r2
	cmp/eq r2,r6
	bt.s .L29
	extu.b r5,r5
	mov.l r8,@-r15
	mov r5,r7
	add r2,r7
	mova .L18,r0
	exts.b r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	cmp/eq r3,r8
	bf .L18
	mov.b r7,@r4
	mov r1,r15
	bf.s .L24
	extu.b r3,r2
	mov #1,r0
	rts
	mov.l @r15+,r8
	cmp/eq r2,r6
	bf.s .L8
	mov r5,r7
	bra .L22
	mov #0,r0
	rts
	mov #0,r0
	nop

uat_add_unless_1_acquire:
	mov.b @r4,r2
	extu.b r6,r6
	extu.b r2,r2
	cmp/eq r2,r6
	bt.s .L29
	extu.b r5,r5
	mov.l r8,@-r15
	mov r5,r7
	add r2,r7
	mova .L18,r0
	exts.b r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	cmp/eq r3,r8
	bf .L18
	mov.b r7,@r4
	mov r1,r15
	bf.s .L24
	extu.b r3,r2
	mov #1,r0
	rts
	mov.l @r15+,r8
	cmp/eq r2,r6
	bf.s .L8
	mov r5,r7
	bra .L22
	mov #0,r0
	rts
	mov #0,r0
	nop

uat_add_unless_1_release:
	mov.b @r4,r2
	extu.b r6,r6
	extu.b r2,r2
	cmp/eq r2,r6
	bt.s .L29
	extu.b r5,r5
	mov.l r8,@-r15
	mov r5,r7
	add r2,r7
	mova .L18,r0
	exts.b r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	cmp/eq r3,r8
	bf .L18
	mov.b r7,@r4
	mov r1,r15
	bf.s .L24
	extu.b r3,r2
	mov #1,r0
	rts
	mov.l @r15+,r8
	cmp/eq r2,r6
	bf.s .L8
	mov r5,r7
	bra .L22
	mov #0,r0
	rts
	mov #0,r0
	nop

uat_add_unless_1_acq_rel:
	mov.b @r4,r2
	extu.b r6,r6
	extu.b r2,r2
	cmp/eq r2,r6
	bt.s .L29
	extu.b r5,r5
	mov.l r8,@-r15
	mov r5,r7
	add r2,r7
	mova .L18,r0
	exts.b r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	cmp/eq r3,r8
	bf .L18
	mov.b r7,@r4
	mov r1,r15
	bf.s .L24
	extu.b r3,r2
	mov #1,r0
	rts
	mov.l @r15+,r8
	cmp/eq r2,r6
	bf.s .L8
	mov r5,r7
	bra .L22
	mov #0,r0
	rts
	mov #0,r0
	nop

uat_add_unless_1_seq_cst:
	mov.b @r4,r2
	extu.b r6,r6
	extu.b r2,r2
	cmp/eq r2,r6
	bt.s .L29
	extu.b r5,r5
	mov.l r8,@-r15
	mov r5,r7
	add r2,r7
	mova .L18,r0
	exts.b r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	cmp/eq r3,r8
	bf .L18
	mov.b r7,@r4
	mov r1,r15
	bf.s .L24
	extu.b r3,r2
	mov #1,r0
	rts
	mov.l @r15+,r8
	cmp/eq r2,r6
	bf.s .L8
	mov r5,r7
	bra .L22
	mov #0,r0
	rts
	mov #0,r0
	nop

uat_add_unless_1_seq_cst_fence:
	mov.b @r4,r2
	extu.b r6,r6
	extu.b r2,r2
	cmp/eq r2,r6
	bt.s .L29
	extu.b r5,r5
	mov.l r8,@-r15
	mov r5,r7
	add r2,r7
	mova .L18,r0
	exts.b r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	cmp/eq r3,r8
	bf .L18
	mov.b r7,@r4
	mov r1,r15
	bf.s .L24
	extu.b r3,r2
	mov #1,r0
	rts
	mov.l @r15+,r8
	cmp/eq r2,r6
	bf.s .L8
	mov r5,r7
	bra .L22
	mov #0,r0
	rts
	mov #0,r0
	nop

uat_dec_if_positive_1_relaxed:
	mov.b @r4,r2
	extu.b r2,r2
	exts.b r2,r1
	cmp/pl r1
	bf.s .L23
	mov r2,r7
	add #-1,r7
	mova .L16,r0
	exts.b r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	cmp/eq r3,r6
	bf .L16
	mov.b r7,@r4
	mov r1,r15
	bf.s .L2
	extu.b r3,r2
	add #-1,r2
	extu.b r2,r0
	rts
	exts.b r0,r0
	mov.w .L29,r1 ! 80
	cmp/eq r1,r2
	mov #-1,r1
	addc r1,r2
	bra .L21
	extu.b r2,r0
	.word 0x0080

uat_dec_if_positive_1_acquire:
	mov.b @r4,r2
	extu.b r2,r2
	exts.b r2,r1
	cmp/pl r1
	bf.s .L23
	mov r2,r7
	add #-1,r7
	mova .L16,r0
	exts.b r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	cmp/eq r3,r6
	bf .L16
	mov.b r7,@r4
	mov r1,r15
	bf.s .L2
	extu.b r3,r2
	add #-1,r2
	extu.b r2,r0
	rts
	exts.b r0,r0
	mov.w .L29,r1 ! 80
	cmp/eq r1,r2
	mov #-1,r1
	addc r1,r2
	bra .L21
	extu.b r2,r0
	.word 0x0080

uat_dec_if_positive_1_release:
	mov.b @r4,r2
	extu.b r2,r2
	exts.b r2,r1
	cmp/pl r1
	bf.s .L23
	mov r2,r7
	add #-1,r7
	mova .L16,r0
	exts.b r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	cmp/eq r3,r6
	bf .L16
	mov.b r7,@r4
	mov r1,r15
	bf.s .L2
	extu.b r3,r2
	add #-1,r2
	extu.b r2,r0
	rts
	exts.b r0,r0
	mov.w .L29,r1 ! 80
	cmp/eq r1,r2
	mov #-1,r1
	addc r1,r2
	bra .L21
	extu.b r2,r0
	.word 0x0080

uat_dec_if_positive_1_acq_rel:
	mov.b @r4,r2
	extu.b r2,r2
	exts.b r2,r1
	cmp/pl r1
	bf.s .L23
	mov r2,r7
	add #-1,r7
	mova .L16,r0
	exts.b r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	cmp/eq r3,r6
	bf .L16
	mov.b r7,@r4
	mov r1,r15
	bf.s .L2
	extu.b r3,r2
	add #-1,r2
	extu.b r2,r0
	rts
	exts.b r0,r0
	mov.w .L29,r1 ! 80
	cmp/eq r1,r2
	mov #-1,r1
	addc r1,r2
	bra .L21
	extu.b r2,r0
	.word 0x0080

uat_dec_if_positive_1_seq_cst:
	mov.b @r4,r2
	extu.b r2,r2
	exts.b r2,r1
	cmp/pl r1
	bf.s .L23
	mov r2,r7
	add #-1,r7
	mova .L16,r0
	exts.b r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	cmp/eq r3,r6
	bf .L16
	mov.b r7,@r4
	mov r1,r15
	bf.s .L2
	extu.b r3,r2
	add #-1,r2
	extu.b r2,r0
	rts
	exts.b r0,r0
	mov.w .L29,r1 ! 80
	cmp/eq r1,r2
	mov #-1,r1
	addc r1,r2
	bra .L21
	extu.b r2,r0
	.word 0x0080

uat_dec_if_positive_1_seq_cst_fence:
	mov.b @r4,r2
	extu.b r2,r2
	exts.b r2,r1
	cmp/pl r1
	bf.s .L23
	mov r2,r7
	add #-1,r7
	mova .L16,r0
	exts.b r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.b @r4,r3
	cmp/eq r3,r6
	bf .L16
	mov.b r7,@r4
	mov r1,r15
	bf.s .L2
	extu.b r3,r2
	add #-1,r2
	exts.b r2,r0
	rts
	nop
	mov.w .L29,r1 ! 80
	cmp/eq r1,r2
	mov #-1,r1
	addc r1,r2
	rts
	exts.b r2,r0
	.word 0x0080

uat_cond_load_1_relaxed:
	extu.b r5,r0
	mov.b @r4,r1
	extu.b r1,r1
	cmp/eq r1,r0
	bf .L7
	rts
	nop
	bra .L1
	nop
	nop

uat_cond_load_1_consume:
	extu.b r5,r0
	mov.b @r4,r1
	extu.b r1,r1
	cmp/eq r1,r0
	bf .L7
	rts
	nop
	bra .L1
	nop
	nop

uat_cond_load_1_acquire:
	extu.b r5,r0
	mov.b @r4,r1
	extu.b r1,r1
	cmp/eq r1,r0
	bf .L7
	rts
	nop
	bra .L1
	nop
	nop

uat_cond_load_1_seq_cst:
	extu.b r5,r0
	mov.b @r4,r1
	extu.b r1,r1
	cmp/eq r1,r0
	bf .L7
	rts
	nop
	bra .L1
	nop
	nop

uat_cond_load_1_seq_cst_fence:
	extu.b r5,r0
	mov.b @r4,r1
	extu.b r1,r1
	cmp/eq r1,r0
	bf .L7
	rts
	nop
	bra .L1
	nop
	nop

uat_inc_1_relaxed:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	add #1,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_inc_1_acquire:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	add #1,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_inc_1_release:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	add #1,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_inc_1_acq_rel:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	add #1,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_inc_1_seq_cst:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	add #1,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_inc_1_seq_cst_fence:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	add #1,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_dec_1_relaxed:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	add #-1,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_dec_1_acquire:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	add #-1,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_dec_1_release:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	add #-1,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_dec_1_acq_rel:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	add #-1,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_dec_1_seq_cst:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	add #-1,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_dec_1_seq_cst_fence:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.b @r4,r2
	add #-1,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_add_around_1_mb:
	extu.b r5,r5
	mova .L8,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.b @r4,r2
	add r5,r2
	mov.b r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_load_2_relaxed:
	mov.w @r4,r0
	rts
	extu.w r0,r0
	nop

uat_load_2_consume:
	mov.w @r4,r0
	rts
	extu.w r0,r0
	nop

uat_load_2_acquire:
	mov.w @r4,r0
	rts
	extu.w r0,r0
	nop

uat_load_2_seq_cst:
	mov.w @r4,r0
	rts
	extu.w r0,r0
	nop

uat_load_2_seq_cst_fence:
	mov.w @r4,r0
	extu.w r0,r0
	rts
	nop

uat_store_2_relaxed:
	mov.w r5,@r4
	rts
	nop
	nop

uat_store_2_release:
	extu.w r5,r5
	mov.w r5,@r4
	rts
	nop

uat_store_2_seq_cst:
	extu.w r5,r5
	mov.w r5,@r4
	rts
	nop

uat_store_2_seq_cst_fence:
	extu.w r5,r5
	mov.w r5,@r4
	rts
	nop

uat_cmpxchg_2_relaxed:
	mova .L8,r0
	exts.w r5,r3
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.w r6,@r4
	mov r1,r15
	rts
	extu.w r2,r0
	nop

uat_cmpxchg_2_acquire:
	mova .L8,r0
	exts.w r5,r3
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.w r6,@r4
	mov r1,r15
	rts
	extu.w r2,r0
	nop

uat_cmpxchg_2_release:
	mova .L8,r0
	exts.w r5,r3
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.w r6,@r4
	mov r1,r15
	rts
	extu.w r2,r0
	nop

uat_cmpxchg_2_acq_rel:
	mova .L8,r0
	exts.w r5,r3
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.w r6,@r4
	mov r1,r15
	rts
	extu.w r2,r0
	nop

uat_cmpxchg_2_seq_cst:
	mova .L8,r0
	exts.w r5,r3
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.w r6,@r4
	mov r1,r15
	rts
	extu.w r2,r0
	nop

uat_cmpxchg_2_seq_cst_fence_sc:
	extu.w r5,r5
	mova .L10,r0
	exts.w r5,r3
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r3
	bf .L10
	mov.w r6,@r4
	mov r1,r15
	extu.w r2,r0
	cmp/eq r0,r5
	bf .L14
	rts
	nop

uat_cmpxchg_2_seq_cst_fence:
	extu.w r5,r5
	extu.w r6,r6
	mova .L10,r0
	exts.w r5,r3
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r3
	bf .L10
	mov.w r6,@r4
	mov r1,r15
	extu.w r2,r0
	cmp/eq r0,r5
	bf .L16
	rts
	nop
	mova .L24,r0
	exts.w r5,r3
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r3
	bf .L24
	mov.w r6,@r4
	mov r1,r15
	extu.w r2,r0
	rts
	nop

uat_cmpxchg_test_2_seq_cst_fence:
	extu.w r5,r5
	extu.w r6,r6
	mova .L10,r0
	exts.w r5,r3
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r3
	bf .L10
	mov.w r6,@r4
	mov r1,r15
	extu.w r2,r1
	cmp/eq r1,r5
	bf .L17
	cmp/eq r1,r5
	rts
	movt r0
	mova .L26,r0
	exts.w r5,r3
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r3
	bf .L26
	mov.w r6,@r4
	mov r1,r15
	extu.w r2,r1
	cmp/eq r1,r5
	rts
	movt r0
	nop

uat_try_cmpxchg_2_relaxed:
	mova .L8,r0
	exts.w r5,r3
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.w r6,@r4
	mov r1,r15
	rts
	movt r0
	nop

uat_try_cmpxchg_2_acquire:
	mova .L8,r0
	exts.w r5,r3
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.w r6,@r4
	mov r1,r15
	rts
	movt r0
	nop

uat_try_cmpxchg_2_release:
	mova .L8,r0
	exts.w r5,r3
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.w r6,@r4
	mov r1,r15
	rts
	movt r0
	nop

uat_try_cmpxchg_2_acq_rel:
	mova .L8,r0
	exts.w r5,r3
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.w r6,@r4
	mov r1,r15
	rts
	movt r0
	nop

uat_try_cmpxchg_2_seq_cst:
	mova .L8,r0
	exts.w r5,r3
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.w r6,@r4
	mov r1,r15
	rts
	movt r0
	nop

uat_try_cmpxchg_2_seq_cst_fence_sc:
	mova .L8,r0
	exts.w r5,r3
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.w r6,@r4
	mov r1,r15
	bf.s .L11
	movt r0
	rts
	nop
	nop

uat_try_cmpxchg_2_seq_cst_fence:
	extu.w r5,r5
	extu.w r6,r6
	mova .L10,r0
	exts.w r5,r3
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r3
	bf .L10
	mov.w r6,@r4
	mov r1,r15
	bf.s .L15
	mov #1,r0
	rts
	nop
	mova .L24,r0
	exts.w r5,r3
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r3
	bf .L24
	mov.w r6,@r4
	mov r1,r15
	movt r0
	and #1,r0
	rts
	nop
	nop

uat_try_cmpxchg_weak_2_relaxed:
	mova .L8,r0
	exts.w r5,r3
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.w r6,@r4
	mov r1,r15
	rts
	movt r0
	nop

uat_try_cmpxchg_weak_2_acquire:
	mova .L8,r0
	exts.w r5,r3
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.w r6,@r4
	mov r1,r15
	rts
	movt r0
	nop

uat_try_cmpxchg_weak_2_release:
	mova .L8,r0
	exts.w r5,r3
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.w r6,@r4
	mov r1,r15
	rts
	movt r0
	nop

uat_try_cmpxchg_weak_2_acq_rel:
	mova .L8,r0
	exts.w r5,r3
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.w r6,@r4
	mov r1,r15
	rts
	movt r0
	nop

uat_try_cmpxchg_weak_2_seq_cst:
	mova .L8,r0
	exts.w r5,r3
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.w r6,@r4
	mov r1,r15
	rts
	movt r0
	nop

uat_try_cmpxchg_weak_2_seq_cst_fence_sc:
	mova .L8,r0
	exts.w r5,r3
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.w r6,@r4
	mov r1,r15
	bf.s .L11
	movt r0
	rts
	nop
	nop

uat_try_cmpxchg_weak_2_seq_cst_fence:
	extu.w r5,r5
	extu.w r6,r6
	mova .L10,r0
	exts.w r5,r3
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r3
	bf .L10
	mov.w r6,@r4
	mov r1,r15
	bf.s .L15
	mov #1,r0
	rts
	nop
	mova .L24,r0
	exts.w r5,r3
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r3
	bf .L24
	mov.w r6,@r4
	mov r1,r15
	movt r0
	and #1,r0
	rts
	nop
	nop

uat_xchg_2_relaxed:
	mov.w @r4,r2
	extu.w r5,r5
	extu.w r2,r2
	mova .L12,r0
	exts.w r2,r7
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	cmp/eq r3,r7
	bf .L12
	mov.w r5,@r4
	mov r1,r15
	bf.s .L3
	extu.w r3,r2
	rts
	mov r2,r0
	nop

uat_xchg_2_acquire:
	mov.w @r4,r2
	extu.w r5,r5
	extu.w r2,r2
	mova .L12,r0
	exts.w r2,r7
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	cmp/eq r3,r7
	bf .L12
	mov.w r5,@r4
	mov r1,r15
	bf.s .L3
	extu.w r3,r2
	rts
	mov r2,r0
	nop

uat_xchg_2_release:
	mov.w @r4,r2
	extu.w r5,r5
	extu.w r2,r2
	mova .L12,r0
	exts.w r2,r7
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	cmp/eq r3,r7
	bf .L12
	mov.w r5,@r4
	mov r1,r15
	bf.s .L3
	extu.w r3,r2
	rts
	mov r2,r0
	nop

uat_xchg_2_acq_rel:
	mov.w @r4,r2
	extu.w r5,r5
	extu.w r2,r2
	mova .L12,r0
	exts.w r2,r7
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	cmp/eq r3,r7
	bf .L12
	mov.w r5,@r4
	mov r1,r15
	bf.s .L3
	extu.w r3,r2
	rts
	mov r2,r0
	nop

uat_xchg_2_seq_cst:
	mov.w @r4,r2
	extu.w r5,r5
	extu.w r2,r2
	mova .L12,r0
	exts.w r2,r7
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	cmp/eq r3,r7
	bf .L12
	mov.w r5,@r4
	mov r1,r15
	bf.s .L3
	extu.w r3,r2
	rts
	mov r2,r0
	nop

uat_xchg_2_seq_cst_fence:
	mov.w @r4,r2
	extu.w r5,r5
	extu.w r2,r2
	mova .L12,r0
	exts.w r2,r7
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	cmp/eq r3,r7
	bf .L12
	mov.w r5,@r4
	mov r1,r15
	bf.s .L3
	extu.w r3,r2
	rts
	mov r2,r0
	nop

uat_add_return_2_relaxed:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	add r5,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	extu.w r2,r0
	nop

uat_add_return_2_acquire:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	add r5,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	extu.w r2,r0
	nop

uat_add_return_2_release:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	add r5,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	extu.w r2,r0
	nop

uat_add_return_2_acq_rel:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	add r5,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	extu.w r2,r0
	nop

uat_add_return_2_seq_cst:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	add r5,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	extu.w r2,r0
	nop

uat_add_return_2_seq_cst_fence:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	add r5,r2
	mov.w r2,@r4
	mov r1,r15
	extu.w r2,r0
	rts
	nop

uat_add_2_relaxed:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	add r5,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_add_2_acquire:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	add r5,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_add_2_release:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	add r5,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_add_2_acq_rel:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	add r5,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_add_2_seq_cst:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	add r5,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_add_2_seq_cst_fence:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	add r5,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_and_2_relaxed:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	and r5,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_and_2_acquire:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	and r5,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_and_2_release:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	and r5,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_and_2_acq_rel:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	and r5,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_and_2_seq_cst:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	and r5,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_and_2_seq_cst_fence:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	and r5,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_or_2_relaxed:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	or r5,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_or_2_acquire:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	or r5,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_or_2_release:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	or r5,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_or_2_acq_rel:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	or r5,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_or_2_seq_cst:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	or r5,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_or_2_seq_cst_fence:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	or r5,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_xor_2_relaxed:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	xor r5,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_xor_2_acquire:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	xor r5,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_xor_2_release:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	xor r5,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_xor_2_acq_rel:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	xor r5,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_xor_2_seq_cst:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	xor r5,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_xor_2_seq_cst_fence:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	xor r5,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_fetch_add_2_relaxed:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	mov r2,r3
	add r5,r3
	mov.w r3,@r4
	mov r1,r15
	rts
	extu.w r2,r0
	nop

uat_fetch_add_2_acquire:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	mov r2,r3
	add r5,r3
	mov.w r3,@r4
	mov r1,r15
	rts
	extu.w r2,r0
	nop

uat_fetch_add_2_release:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	mov r2,r3
	add r5,r3
	mov.w r3,@r4
	mov r1,r15
	rts
	extu.w r2,r0
	nop

uat_fetch_add_2_acq_rel:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	mov r2,r3
	add r5,r3
	mov.w r3,@r4
	mov r1,r15
	rts
	extu.w r2,r0
	nop

uat_fetch_add_2_seq_cst:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	mov r2,r3
	add r5,r3
	mov.w r3,@r4
	mov r1,r15
	rts
	extu.w r2,r0
	nop

uat_fetch_add_2_seq_cst_fence:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	mov r2,r3
	add r5,r3
	mov.w r3,@r4
	mov r1,r15
	extu.w r2,r0
	rts
	nop

uat_fetch_and_2_relaxed:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	mov r2,r3
	and r5,r3
	mov.w r3,@r4
	mov r1,r15
	rts
	extu.w r2,r0
	nop

uat_fetch_and_2_acquire:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	mov r2,r3
	and r5,r3
	mov.w r3,@r4
	mov r1,r15
	rts
	extu.w r2,r0
	nop

uat_fetch_and_2_release:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	mov r2,r3
	and r5,r3
	mov.w r3,@r4
	mov r1,r15
	rts
	extu.w r2,r0
	nop

uat_fetch_and_2_acq_rel:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	mov r2,r3
	and r5,r3
	mov.w r3,@r4
	mov r1,r15
	rts
	extu.w r2,r0
	nop

uat_fetch_and_2_seq_cst:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	mov r2,r3
	and r5,r3
	mov.w r3,@r4
	mov r1,r15
	rts
	extu.w r2,r0
	nop

uat_fetch_and_2_seq_cst_fence:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	mov r2,r3
	and r5,r3
	mov.w r3,@r4
	mov r1,r15
	extu.w r2,r0
	rts
	nop

uat_fetch_or_2_relaxed:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	mov r2,r3
	or r5,r3
	mov.w r3,@r4
	mov r1,r15
	rts
	extu.w r2,r0
	nop

uat_fetch_or_2_acquire:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	mov r2,r3
	or r5,r3
	mov.w r3,@r4
	mov r1,r15
	rts
	extu.w r2,r0
	nop

uat_fetch_or_2_release:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	mov r2,r3
	or r5,r3
	mov.w r3,@r4
	mov r1,r15
	rts
	extu.w r2,r0
	nop

uat_fetch_or_2_acq_rel:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	mov r2,r3
	or r5,r3
	mov.w r3,@r4
	mov r1,r15
	rts
	extu.w r2,r0
	nop

uat_fetch_or_2_seq_cst:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	mov r2,r3
	or r5,r3
	mov.w r3,@r4
	mov r1,r15
	rts
	extu.w r2,r0
	nop

uat_fetch_or_2_seq_cst_fence:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	mov r2,r3
	or r5,r3
	mov.w r3,@r4
	mov r1,r15
	extu.w r2,r0
	rts
	nop

uat_fetch_xor_2_relaxed:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	mov r2,r3
	xor r5,r3
	mov.w r3,@r4
	mov r1,r15
	rts
	extu.w r2,r0
	nop

uat_fetch_xor_2_acquire:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	mov r2,r3
	xor r5,r3
	mov.w r3,@r4
	mov r1,r15
	rts
	extu.w r2,r0
	nop

uat_fetch_xor_2_release:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	mov r2,r3
	xor r5,r3
	mov.w r3,@r4
	mov r1,r15
	rts
	extu.w r2,r0
	nop

uat_fetch_xor_2_acq_rel:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	mov r2,r3
	xor r5,r3
	mov.w r3,@r4
	mov r1,r15
	rts
	extu.w r2,r0
	nop

uat_fetch_xor_2_seq_cst:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	mov r2,r3
	xor r5,r3
	mov.w r3,@r4
	mov r1,r15
	rts
	extu.w r2,r0
	nop

uat_fetch_xor_2_seq_cst_fence:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	mov r2,r3
	xor r5,r3
	mov.w r3,@r4
	mov r1,r15
	extu.w r2,r0
	rts
	nop

uat_fetch_smax_2_relaxed:
	mov.w @r4,r3
	exts.w r5,r5
	extu.w r3,r3
	exts.w r3,r1
	mov r3,r7
	cmp/ge r5,r1
	bt .L8
	mov r5,r7
	mova .L16,r0
	exts.w r3,r6
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r6
	bf .L16
	mov.w r7,@r4
	mov r1,r15
	extu.w r2,r2
	bf.s .L3
	extu.w r2,r3
	rts
	exts.w r2,r0

uat_fetch_smax_2_acquire:
	mov.w @r4,r3
	exts.w r5,r5
	extu.w r3,r3
	exts.w r3,r1
	mov r3,r7
	cmp/ge r5,r1
	bt .L8
	mov r5,r7
	mova .L16,r0
	exts.w r3,r6
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r6
	bf .L16
	mov.w r7,@r4
	mov r1,r15
	extu.w r2,r2
	bf.s .L3
	extu.w r2,r3
	rts
	exts.w r2,r0

uat_fetch_smax_2_release:
	mov.w @r4,r3
	exts.w r5,r5
	extu.w r3,r3
	exts.w r3,r1
	mov r3,r7
	cmp/ge r5,r1
	bt .L8
	mov r5,r7
	mova .L16,r0
	exts.w r3,r6
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r6
	bf .L16
	mov.w r7,@r4
	mov r1,r15
	extu.w r2,r2
	bf.s .L3
	extu.w r2,r3
	rts
	exts.w r2,r0

uat_fetch_smax_2_acq_rel:
	mov.w @r4,r3
	exts.w r5,r5
	extu.w r3,r3
	exts.w r3,r1
	mov r3,r7
	cmp/ge r5,r1
	bt .L8
	mov r5,r7
	mova .L16,r0
	exts.w r3,r6
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r6
	bf .L16
	mov.w r7,@r4
	mov r1,r15
	extu.w r2,r2
	bf.s .L3
	extu.w r2,r3
	rts
	exts.w r2,r0

uat_fetch_smax_2_seq_cst:
	mov.w @r4,r3
	exts.w r5,r5
	extu.w r3,r3
	exts.w r3,r1
	mov r3,r7
	cmp/ge r5,r1
	bt .L8
	mov r5,r7
	mova .L16,r0
	exts.w r3,r6
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r6
	bf .L16
	mov.w r7,@r4
	mov r1,r15
	extu.w r2,r2
	bf.s .L3
	extu.w r2,r3
	rts
	exts.w r2,r0

uat_fetch_smax_2_seq_cst_fence:
	mov.w @r4,r3
	exts.w r5,r5
	extu.w r3,r3
	exts.w r3,r1
	mov r3,r7
	cmp/ge r5,r1
	bt .L8
	mov r5,r7
	mova .L16,r0
	exts.w r3,r6
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r6
	bf .L16
	mov.w r7,@r4
	mov r1,r15
	extu.w r2,r2
	bf.s .L3
	extu.w r2,r3
	rts
	exts.w r2,r0

uat_fetch_umax_2_relaxed:
	mov.l r8,@-r15
	extu.w r5,r5
	mov.w @r4,r2
	mov r5,r6
	extu.w r2,r2
	cmp/hs r2,r5
	mov r6,r3
	bt .L9
	mov r2,r3
	mova .L18,r0
	exts.w r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r7
	cmp/eq r7,r8
	bf .L18
	mov.w r3,@r4
	mov r1,r15
	bf.s .L5
	extu.w r7,r2
	mov r2,r0
	rts
	mov.l @r15+,r8

uat_fetch_umax_2_acquire:
	mov.l r8,@-r15
	extu.w r5,r5
	mov.w @r4,r2
	mov r5,r6
	extu.w r2,r2
	cmp/hs r2,r5
	mov r6,r3
	bt .L9
	mov r2,r3
	mova .L18,r0
	exts.w r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r7
	cmp/eq r7,r8
	bf .L18
	mov.w r3,@r4
	mov r1,r15
	bf.s .L5
	extu.w r7,r2
	mov r2,r0
	rts
	mov.l @r15+,r8

uat_fetch_umax_2_release:
	mov.l r8,@-r15
	extu.w r5,r5
	mov.w @r4,r2
	mov r5,r6
	extu.w r2,r2
	cmp/hs r2,r5
	mov r6,r3
	bt .L9
	mov r2,r3
	mova .L18,r0
	exts.w r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r7
	cmp/eq r7,r8
	bf .L18
	mov.w r3,@r4
	mov r1,r15
	bf.s .L5
	extu.w r7,r2
	mov r2,r0
	rts
	mov.l @r15+,r8

uat_fetch_umax_2_acq_rel:
	mov.l r8,@-r15
	extu.w r5,r5
	mov.w @r4,r2
	mov r5,r6
	extu.w r2,r2
	cmp/hs r2,r5
	mov r6,r3
	bt .L9
	mov r2,r3
	mova .L18,r0
	exts.w r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r7
	cmp/eq r7,r8
	bf .L18
	mov.w r3,@r4
	mov r1,r15
	bf.s .L5
	extu.w r7,r2
	mov r2,r0
	rts
	mov.l @r15+,r8

uat_fetch_umax_2_seq_cst:
	mov.l r8,@-r15
	extu.w r5,r5
	mov.w @r4,r2
	mov r5,r6
	extu.w r2,r2
	cmp/hs r2,r5
	mov r6,r3
	bt .L9
	mov r2,r3
	mova .L18,r0
	exts.w r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r7
	cmp/eq r7,r8
	bf .L18
	mov.w r3,@r4
	mov r1,r15
	bf.s .L5
	extu.w r7,r2
	mov r2,r0
	rts
	mov.l @r15+,r8

uat_fetch_umax_2_seq_cst_fence:
	mov.l r8,@-r15
	extu.w r5,r5
	mov.w @r4,r2
	mov r5,r6
	extu.w r2,r2
	cmp/hs r2,r5
	mov r6,r3
	bt .L9
	mov r2,r3
	mova .L18,r0
	exts.w r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r7
	cmp/eq r7,r8
	bf .L18
	mov.w r3,@r4
	mov r1,r15
	bf.s .L5
	extu.w r7,r2
	mov r2,r0
	rts
	mov.l @r15+,r8

uat_fetch_smin_2_relaxed:
	mov.w @r4,r3
	exts.w r5,r5
	extu.w r3,r3
	exts.w r3,r1
	mov r3,r7
	cmp/gt r5,r1
	bf .L8
	mov r5,r7
	mova .L16,r0
	exts.w r3,r6
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r6
	bf .L16
	mov.w r7,@r4
	mov r1,r15
	extu.w r2,r2
	bf.s .L3
	extu.w r2,r3
	rts
	exts.w r2,r0

uat_fetch_smin_2_acquire:
	mov.w @r4,r3
	exts.w r5,r5
	extu.w r3,r3
	exts.w r3,r1
	mov r3,r7
	cmp/gt r5,r1
	bf .L8
	mov r5,r7
	mova .L16,r0
	exts.w r3,r6
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r6
	bf .L16
	mov.w r7,@r4
	mov r1,r15
	extu.w r2,r2
	bf.s .L3
	extu.w r2,r3
	rts
	exts.w r2,r0

uat_fetch_smin_2_release:
	mov.w @r4,r3
	exts.w r5,r5
	extu.w r3,r3
	exts.w r3,r1
	mov r3,r7
	cmp/gt r5,r1
	bf .L8
	mov r5,r7
	mova .L16,r0
	exts.w r3,r6
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r6
	bf .L16
	mov.w r7,@r4
	mov r1,r15
	extu.w r2,r2
	bf.s .L3
	extu.w r2,r3
	rts
	exts.w r2,r0

uat_fetch_smin_2_acq_rel:
	mov.w @r4,r3
	exts.w r5,r5
	extu.w r3,r3
	exts.w r3,r1
	mov r3,r7
	cmp/gt r5,r1
	bf .L8
	mov r5,r7
	mova .L16,r0
	exts.w r3,r6
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r6
	bf .L16
	mov.w r7,@r4
	mov r1,r15
	extu.w r2,r2
	bf.s .L3
	extu.w r2,r3
	rts
	exts.w r2,r0

uat_fetch_smin_2_seq_cst:
	mov.w @r4,r3
	exts.w r5,r5
	extu.w r3,r3
	exts.w r3,r1
	mov r3,r7
	cmp/gt r5,r1
	bf .L8
	mov r5,r7
	mova .L16,r0
	exts.w r3,r6
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r6
	bf .L16
	mov.w r7,@r4
	mov r1,r15
	extu.w r2,r2
	bf.s .L3
	extu.w r2,r3
	rts
	exts.w r2,r0

uat_fetch_smin_2_seq_cst_fence:
	mov.w @r4,r3
	exts.w r5,r5
	extu.w r3,r3
	exts.w r3,r1
	mov r3,r7
	cmp/gt r5,r1
	bf .L8
	mov r5,r7
	mova .L16,r0
	exts.w r3,r6
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r2
	cmp/eq r2,r6
	bf .L16
	mov.w r7,@r4
	mov r1,r15
	extu.w r2,r2
	bf.s .L3
	extu.w r2,r3
	rts
	exts.w r2,r0

uat_fetch_umin_2_relaxed:
	mov.l r8,@-r15
	extu.w r5,r5
	mov.w @r4,r2
	mov r5,r6
	extu.w r2,r2
	cmp/hi r2,r5
	mov r6,r3
	bf .L9
	mov r2,r3
	mova .L18,r0
	exts.w r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r7
	cmp/eq r7,r8
	bf .L18
	mov.w r3,@r4
	mov r1,r15
	bf.s .L5
	extu.w r7,r2
	mov r2,r0
	rts
	mov.l @r15+,r8

uat_fetch_umin_2_acquire:
	mov.l r8,@-r15
	extu.w r5,r5
	mov.w @r4,r2
	mov r5,r6
	extu.w r2,r2
	cmp/hi r2,r5
	mov r6,r3
	bf .L9
	mov r2,r3
	mova .L18,r0
	exts.w r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r7
	cmp/eq r7,r8
	bf .L18
	mov.w r3,@r4
	mov r1,r15
	bf.s .L5
	extu.w r7,r2
	mov r2,r0
	rts
	mov.l @r15+,r8

uat_fetch_umin_2_release:
	mov.l r8,@-r15
	extu.w r5,r5
	mov.w @r4,r2
	mov r5,r6
	extu.w r2,r2
	cmp/hi r2,r5
	mov r6,r3
	bf .L9
	mov r2,r3
	mova .L18,r0
	exts.w r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r7
	cmp/eq r7,r8
	bf .L18
	mov.w r3,@r4
	mov r1,r15
	bf.s .L5
	extu.w r7,r2
	mov r2,r0
	rts
	mov.l @r15+,r8

uat_fetch_umin_2_acq_rel:
	mov.l r8,@-r15
	extu.w r5,r5
	mov.w @r4,r2
	mov r5,r6
	extu.w r2,r2
	cmp/hi r2,r5
	mov r6,r3
	bf .L9
	mov r2,r3
	mova .L18,r0
	exts.w r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r7
	cmp/eq r7,r8
	bf .L18
	mov.w r3,@r4
	mov r1,r15
	bf.s .L5
	extu.w r7,r2
	mov r2,r0
	rts
	mov.l @r15+,r8

uat_fetch_umin_2_seq_cst:
	mov.l r8,@-r15
	extu.w r5,r5
	mov.w @r4,r2
	mov r5,r6
	extu.w r2,r2
	cmp/hi r2,r5
	mov r6,r3
	bf .L9
	mov r2,r3
	mova .L18,r0
	exts.w r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r7
	cmp/eq r7,r8
	bf .L18
	mov.w r3,@r4
	mov r1,r15
	bf.s .L5
	extu.w r7,r2
	mov r2,r0
	rts
	mov.l @r15+,r8

uat_fetch_umin_2_seq_cst_fence:
	mov.l r8,@-r15
	extu.w r5,r5
	mov.w @r4,r2
	mov r5,r6
	extu.w r2,r2
	cmp/hi r2,r5
	mov r6,r3
	bf .L9
	mov r2,r3
	mova .L18,r0
	exts.w r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r7
	cmp/eq r7,r8
	bf .L18
	mov.w r3,@r4
	mov r1,r15
	bf.s .L5
	extu.w r7,r2
	mov r2,r0
	rts
	mov.l @r15+,r8

uat_test_and_set_bit_2_relaxed:
	mov r5,r0
	mov #1,r2
	and #15,r0
	shld r0,r2
	mova .L12,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	mov r3,r7
	or r2,r7
	mov.w r7,@r4
	mov r1,r15
	extu.w r2,r2
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0

uat_test_and_set_bit_2_acquire:
	mov r5,r0
	mov #1,r2
	and #15,r0
	shld r0,r2
	mova .L12,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	mov r3,r7
	or r2,r7
	mov.w r7,@r4
	mov r1,r15
	extu.w r2,r2
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0

uat_test_and_set_bit_2_release:
	mov r5,r0
	mov #1,r2
	and #15,r0
	shld r0,r2
	mova .L12,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	mov r3,r7
	or r2,r7
	mov.w r7,@r4
	mov r1,r15
	extu.w r2,r2
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0

uat_test_and_set_bit_2_acq_rel:
	mov r5,r0
	mov #1,r2
	and #15,r0
	shld r0,r2
	mova .L12,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	mov r3,r7
	or r2,r7
	mov.w r7,@r4
	mov r1,r15
	extu.w r2,r2
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0

uat_test_and_set_bit_2_seq_cst:
	mov r5,r0
	mov #1,r2
	and #15,r0
	shld r0,r2
	mova .L12,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	mov r3,r7
	or r2,r7
	mov.w r7,@r4
	mov r1,r15
	extu.w r2,r2
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0

uat_test_and_set_bit_2_seq_cst_fence:
	mov r5,r0
	mov #1,r2
	and #15,r0
	shld r0,r2
	mova .L12,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	mov r3,r7
	or r2,r7
	mov.w r7,@r4
	mov r1,r15
	extu.w r3,r3
	mov #-1,r0
	tst r2,r3
	rts
	negc r0,r0

uat_test_and_clear_bit_2_relaxed:
	mov r5,r0
	mov.l .L20,r3 ! ffff
	and #15,r0
	mov #1,r2
	shld r0,r2
	xor r2,r3
	mova .L14,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r7
	mov r7,r6
	and r3,r6
	mov.w r6,@r4
	mov r1,r15
	extu.w r2,r2
	tst r7,r2
	mov #-1,r0
	rts
	negc r0,r0
	.word 0xffff

uat_test_and_clear_bit_2_acquire:
	mov r5,r0
	mov.l .L20,r3 ! ffff
	and #15,r0
	mov #1,r2
	shld r0,r2
	xor r2,r3
	mova .L14,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r7
	mov r7,r6
	and r3,r6
	mov.w r6,@r4
	mov r1,r15
	extu.w r2,r2
	tst r7,r2
	mov #-1,r0
	rts
	negc r0,r0
	.word 0xffff

uat_test_and_clear_bit_2_release:
	mov r5,r0
	mov.l .L20,r3 ! ffff
	and #15,r0
	mov #1,r2
	shld r0,r2
	xor r2,r3
	mova .L14,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r7
	mov r7,r6
	and r3,r6
	mov.w r6,@r4
	mov r1,r15
	extu.w r2,r2
	tst r7,r2
	mov #-1,r0
	rts
	negc r0,r0
	.word 0xffff

uat_test_and_clear_bit_2_acq_rel:
	mov r5,r0
	mov.l .L20,r3 ! ffff
	and #15,r0
	mov #1,r2
	shld r0,r2
	xor r2,r3
	mova .L14,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r7
	mov r7,r6
	and r3,r6
	mov.w r6,@r4
	mov r1,r15
	extu.w r2,r2
	tst r7,r2
	mov #-1,r0
	rts
	negc r0,r0
	.word 0xffff

uat_test_and_clear_bit_2_seq_cst:
	mov r5,r0
	mov.l .L20,r3 ! ffff
	and #15,r0
	mov #1,r2
	shld r0,r2
	xor r2,r3
	mova .L14,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r7
	mov r7,r6
	and r3,r6
	mov.w r6,@r4
	mov r1,r15
	extu.w r2,r2
	tst r7,r2
	mov #-1,r0
	rts
	negc r0,r0
	.word 0xffff

uat_test_and_clear_bit_2_seq_cst_fence:
	mov r5,r0
	mov.l .L20,r7 ! ffff
	and #15,r0
	mov #1,r2
	shld r0,r2
	xor r2,r7
	mova .L14,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	mov r3,r6
	and r7,r6
	mov.w r6,@r4
	mov r1,r15
	extu.w r3,r3
	mov #-1,r0
	tst r2,r3
	rts
	negc r0,r0
	.word 0xffff

uat_test_and_change_bit_2_relaxed:
	mov r5,r0
	mov #1,r2
	and #15,r0
	shld r0,r2
	mova .L12,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	mov r3,r7
	xor r2,r7
	mov.w r7,@r4
	mov r1,r15
	extu.w r2,r2
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0

uat_test_and_change_bit_2_acquire:
	mov r5,r0
	mov #1,r2
	and #15,r0
	shld r0,r2
	mova .L12,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	mov r3,r7
	xor r2,r7
	mov.w r7,@r4
	mov r1,r15
	extu.w r2,r2
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0

uat_test_and_change_bit_2_release:
	mov r5,r0
	mov #1,r2
	and #15,r0
	shld r0,r2
	mova .L12,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	mov r3,r7
	xor r2,r7
	mov.w r7,@r4
	mov r1,r15
	extu.w r2,r2
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0

uat_test_and_change_bit_2_acq_rel:
	mov r5,r0
	mov #1,r2
	and #15,r0
	shld r0,r2
	mova .L12,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	mov r3,r7
	xor r2,r7
	mov.w r7,@r4
	mov r1,r15
	extu.w r2,r2
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0

uat_test_and_change_bit_2_seq_cst:
	mov r5,r0
	mov #1,r2
	and #15,r0
	shld r0,r2
	mova .L12,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	mov r3,r7
	xor r2,r7
	mov.w r7,@r4
	mov r1,r15
	extu.w r2,r2
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0

uat_test_and_change_bit_2_seq_cst_fence:
	mov r5,r0
	mov #1,r2
	and #15,r0
	shld r0,r2
	mova .L12,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	mov r3,r7
	xor r2,r7
	mov.w r7,@r4
	mov r1,r15
	extu.w r3,r3
	mov #-1,r0
	tst r2,r3
	rts
	negc r0,r0

uat_fetch_add_unless_2_relaxed:
	mov.w @r4,r2
	extu.w r6,r6
	extu.w r2,r2
	cmp/eq r2,r6
	bt.s .L29
	extu.w r5,r5
	mov.l r8,@-r15
	mov r5,r7
	add r2,r7
	mova .L18,r0
	exts.w r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	cmp/eq r3,r8
	bf .L18
	mov.w r7,@r4
	mov r1,r15
	bf.s .L24
	extu.w r3,r2
	mov r2,r0
	rts
	mov.l @r15+,r8
	cmp/eq r2,r6
	bf.s .L8
	mov r5,r7
	bra .L22
	mov r2,r0
	rts
	mov r2,r0
	nop

uat_fetch_add_unless_2_acquire:
	mov.w @r4,r2
	extu.w r6,r6
	extu.w r2,r2
	cmp/eq r2,r6
	bt.s .L29
	extu.w r5,r5
	mov.l r8,@-r15
	mov r5,r7
	add r2,r7
	mova .L18,r0
	exts.w r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	cmp/eq r3,r8
	bf .L18
	mov.w r7,@r4
	mov r1,r15
	bf.s .L24
	extu.w r3,r2
	mov r2,r0
	rts
	mov.l @r15+,r8
	cmp/eq r2,r6
	bf.s .L8
	mov r5,r7
	bra .L22
	mov r2,r0
	rts
	mov r2,r0
	nop

uat_fetch_add_unless_2_release:
	mov.w @r4,r2
	extu.w r6,r6
	extu.w r2,r2
	cmp/eq r2,r6
	bt.s .L29
	extu.w r5,r5
	mov.l r8,@-r15
	mov r5,r7
	add r2,r7
	mova .L18,r0
	exts.w r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	cmp/eq r3,r8
	bf .L18
	mov.w r7,@r4
	mov r1,r15
	bf.s .L24
	extu.w r3,r2
	mov r2,r0
	rts
	mov.l @r15+,r8
	cmp/eq r2,r6
	bf.s .L8
	mov r5,r7
	bra .L22
	mov r2,r0
	rts
	mov r2,r0
	nop

uat_fetch_add_unless_2_acq_rel:
	mov.w @r4,r2
	extu.w r6,r6
	extu.w r2,r2
	cmp/eq r2,r6
	bt.s .L29
	extu.w r5,r5
	mov.l r8,@-r15
	mov r5,r7
	add r2,r7
	mova .L18,r0
	exts.w r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	cmp/eq r3,r8
	bf .L18
	mov.w r7,@r4
	mov r1,r15
	bf.s .L24
	extu.w r3,r2
	mov r2,r0
	rts
	mov.l @r15+,r8
	cmp/eq r2,r6
	bf.s .L8
	mov r5,r7
	bra .L22
	mov r2,r0
	rts
	mov r2,r0
	nop

uat_fetch_add_unless_2_seq_cst:
	mov.w @r4,r2
	extu.w r6,r6
	extu.w r2,r2
	cmp/eq r2,r6
	bt.s .L29
	extu.w r5,r5
	mov.l r8,@-r15
	mov r5,r7
	add r2,r7
	mova .L18,r0
	exts.w r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	cmp/eq r3,r8
	bf .L18
	mov.w r7,@r4
	mov r1,r15
	bf.s .L24
	extu.w r3,r2
	mov r2,r0
	rts
	mov.l @r15+,r8
	cmp/eq r2,r6
	bf.s .L8
	mov r5,r7
	bra .L22
	mov r2,r0
	rts
	mov r2,r0
	nop

uat_fetch_add_unless_2_seq_cst_fence:
	mov.w @r4,r2
	extu.w r6,r6
	extu.w r2,r2
	cmp/eq r2,r6
	bt.s .L29
	extu.w r5,r5
	mov.l r8,@-r15
	mov r5,r7
	add r2,r7
	mova .L18,r0
	exts.w r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	cmp/eq r3,r8
	bf .L18
	mov.w r7,@r4
	mov r1,r15
	bf.s .L24
	extu.w r3,r2
	mov r2,r0
	rts
	mov.l @r15+,r8
	cmp/eq r2,r6
	bf.s .L8
	mov r5,r7
	bra .L22
	mov r2,r0
	rts
	mov r2,r0
	nop

uat_add_unless_2_relaxed:
	mov.w @r4,r2
	extu.w r6,r6
	extu.w r2,r2
	cmp/eq r2,r6
	bt.s .L29
	extu.w r5,r5
	mov.l r8,@-r15
	mov r5,r7
	add r2,r7
	mova .L18,r0
	exts.w r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	cmp/eq r3,r8
	bf .L18
	mov.w r7,@r4
	mov r1,r15
	bf.s .L24
	extu.w r3,r2
	mov #1,r0
	rts
	mov.l @r15+,r8
	cmp/eq r2,r6
	bf.s .L8
	mov r5,r7
	bra .L22
	mov #0,r0
	rts
	mov #0,r0
	nop

uat_add_unless_2_acquire:
	mov.w @r4,r2
	extu.w r6,r6
	extu.w r2,r2
	cmp/eq r2,r6
	bt.s .L29
	extu.w r5,r5
	mov.l r8,@-r15
	mov r5,r7
	add r2,r7
	mova .L18,r0
	exts.w r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	cmp/eq r3,r8
	bf .L18
	mov.w r7,@r4
	mov r1,r15
	bf.s .L24
	extu.w r3,r2
	mov #1,r0
	rts
	mov.l @r15+,r8
	cmp/eq r2,r6
	bf.s .L8
	mov r5,r7
	bra .L22
	mov #0,r0
	rts
	mov #0,r0
	nop

uat_add_unless_2_release:
	mov.w @r4,r2
	extu.w r6,r6
	extu.w r2,r2
	cmp/eq r2,r6
	bt.s .L29
	extu.w r5,r5
	mov.l r8,@-r15
	mov r5,r7
	add r2,r7
	mova .L18,r0
	exts.w r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	cmp/eq r3,r8
	bf .L18
	mov.w r7,@r4
	mov r1,r15
	bf.s .L24
	extu.w r3,r2
	mov #1,r0
	rts
	mov.l @r15+,r8
	cmp/eq r2,r6
	bf.s .L8
	mov r5,r7
	bra .L22
	mov #0,r0
	rts
	mov #0,r0
	nop

uat_add_unless_2_acq_rel:
	mov.w @r4,r2
	extu.w r6,r6
	extu.w r2,r2
	cmp/eq r2,r6
	bt.s .L29
	extu.w r5,r5
	mov.l r8,@-r15
	mov r5,r7
	add r2,r7
	mova .L18,r0
	exts.w r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	cmp/eq r3,r8
	bf .L18
	mov.w r7,@r4
	mov r1,r15
	bf.s .L24
	extu.w r3,r2
	mov #1,r0
	rts
	mov.l @r15+,r8
	cmp/eq r2,r6
	bf.s .L8
	mov r5,r7
	bra .L22
	mov #0,r0
	rts
	mov #0,r0
	nop

uat_add_unless_2_seq_cst:
	mov.w @r4,r2
	extu.w r6,r6
	extu.w r2,r2
	cmp/eq r2,r6
	bt.s .L29
	extu.w r5,r5
	mov.l r8,@-r15
	mov r5,r7
	add r2,r7
	mova .L18,r0
	exts.w r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	cmp/eq r3,r8
	bf .L18
	mov.w r7,@r4
	mov r1,r15
	bf.s .L24
	extu.w r3,r2
	mov #1,r0
	rts
	mov.l @r15+,r8
	cmp/eq r2,r6
	bf.s .L8
	mov r5,r7
	bra .L22
	mov #0,r0
	rts
	mov #0,r0
	nop

uat_add_unless_2_seq_cst_fence:
	mov.w @r4,r2
	extu.w r6,r6
	extu.w r2,r2
	cmp/eq r2,r6
	bt.s .L29
	extu.w r5,r5
	mov.l r8,@-r15
	mov r5,r7
	add r2,r7
	mova .L18,r0
	exts.w r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	cmp/eq r3,r8
	bf .L18
	mov.w r7,@r4
	mov r1,r15
	bf.s .L24
	extu.w r3,r2
	mov #1,r0
	rts
	mov.l @r15+,r8
	cmp/eq r2,r6
	bf.s .L8
	mov r5,r7
	bra .L22
	mov #0,r0
	rts
	mov #0,r0
	nop

uat_dec_if_positive_2_relaxed:
	mov.w @r4,r2
	extu.w r2,r2
	exts.w r2,r1
	cmp/pl r1
	bf.s .L23
	mov r2,r7
	add #-1,r7
	mova .L16,r0
	exts.w r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	cmp/eq r3,r6
	bf .L16
	mov.w r7,@r4
	mov r1,r15
	bf.s .L2
	extu.w r3,r2
	add #-1,r2
	extu.w r2,r0
	rts
	exts.w r0,r0
	mov.l .L30,r1 ! 8000
	cmp/eq r1,r2
	mov #-1,r1
	addc r1,r2
	bra .L21
	extu.w r2,r0
	nop
	mov.b r0,@(0,r0)

uat_dec_if_positive_2_acquire:
	mov.w @r4,r2
	extu.w r2,r2
	exts.w r2,r1
	cmp/pl r1
	bf.s .L23
	mov r2,r7
	add #-1,r7
	mova .L16,r0
	exts.w r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	cmp/eq r3,r6
	bf .L16
	mov.w r7,@r4
	mov r1,r15
	bf.s .L2
	extu.w r3,r2
	add #-1,r2
	extu.w r2,r0
	rts
	exts.w r0,r0
	mov.l .L30,r1 ! 8000
	cmp/eq r1,r2
	mov #-1,r1
	addc r1,r2
	bra .L21
	extu.w r2,r0
	nop
	mov.b r0,@(0,r0)

uat_dec_if_positive_2_release:
	mov.w @r4,r2
	extu.w r2,r2
	exts.w r2,r1
	cmp/pl r1
	bf.s .L23
	mov r2,r7
	add #-1,r7
	mova .L16,r0
	exts.w r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	cmp/eq r3,r6
	bf .L16
	mov.w r7,@r4
	mov r1,r15
	bf.s .L2
	extu.w r3,r2
	add #-1,r2
	extu.w r2,r0
	rts
	exts.w r0,r0
	mov.l .L30,r1 ! 8000
	cmp/eq r1,r2
	mov #-1,r1
	addc r1,r2
	bra .L21
	extu.w r2,r0
	nop
	mov.b r0,@(0,r0)

uat_dec_if_positive_2_acq_rel:
	mov.w @r4,r2
	extu.w r2,r2
	exts.w r2,r1
	cmp/pl r1
	bf.s .L23
	mov r2,r7
	add #-1,r7
	mova .L16,r0
	exts.w r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	cmp/eq r3,r6
	bf .L16
	mov.w r7,@r4
	mov r1,r15
	bf.s .L2
	extu.w r3,r2
	add #-1,r2
	extu.w r2,r0
	rts
	exts.w r0,r0
	mov.l .L30,r1 ! 8000
	cmp/eq r1,r2
	mov #-1,r1
	addc r1,r2
	bra .L21
	extu.w r2,r0
	nop
	mov.b r0,@(0,r0)

uat_dec_if_positive_2_seq_cst:
	mov.w @r4,r2
	extu.w r2,r2
	exts.w r2,r1
	cmp/pl r1
	bf.s .L23
	mov r2,r7
	add #-1,r7
	mova .L16,r0
	exts.w r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	cmp/eq r3,r6
	bf .L16
	mov.w r7,@r4
	mov r1,r15
	bf.s .L2
	extu.w r3,r2
	add #-1,r2
	extu.w r2,r0
	rts
	exts.w r0,r0
	mov.l .L30,r1 ! 8000
	cmp/eq r1,r2
	mov #-1,r1
	addc r1,r2
	bra .L21
	extu.w r2,r0
	nop
	mov.b r0,@(0,r0)

uat_dec_if_positive_2_seq_cst_fence:
	mov.w @r4,r2
	extu.w r2,r2
	exts.w r2,r1
	cmp/pl r1
	bf.s .L23
	mov r2,r7
	add #-1,r7
	mova .L16,r0
	exts.w r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.w @r4,r3
	cmp/eq r3,r6
	bf .L16
	mov.w r7,@r4
	mov r1,r15
	bf.s .L2
	extu.w r3,r2
	add #-1,r2
	exts.w r2,r0
	rts
	nop
	mov.l .L30,r1 ! 8000
	cmp/eq r1,r2
	mov #-1,r1
	addc r1,r2
	rts
	exts.w r2,r0
	nop
	mov.b r0,@(0,r0)

uat_cond_load_2_relaxed:
	extu.w r5,r0
	mov.w @r4,r1
	extu.w r1,r1
	cmp/eq r1,r0
	bf .L7
	rts
	nop
	bra .L1
	nop
	nop

uat_cond_load_2_consume:
	extu.w r5,r0
	mov.w @r4,r1
	extu.w r1,r1
	cmp/eq r1,r0
	bf .L7
	rts
	nop
	bra .L1
	nop
	nop

uat_cond_load_2_acquire:
	extu.w r5,r0
	mov.w @r4,r1
	extu.w r1,r1
	cmp/eq r1,r0
	bf .L7
	rts
	nop
	bra .L1
	nop
	nop

uat_cond_load_2_seq_cst:
	extu.w r5,r0
	mov.w @r4,r1
	extu.w r1,r1
	cmp/eq r1,r0
	bf .L7
	rts
	nop
	bra .L1
	nop
	nop

uat_cond_load_2_seq_cst_fence:
	extu.w r5,r0
	mov.w @r4,r1
	extu.w r1,r1
	cmp/eq r1,r0
	bf .L7
	rts
	nop
	bra .L1
	nop
	nop

uat_inc_2_relaxed:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	add #1,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_inc_2_acquire:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	add #1,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_inc_2_release:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	add #1,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_inc_2_acq_rel:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	add #1,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_inc_2_seq_cst:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	add #1,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_inc_2_seq_cst_fence:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	add #1,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_dec_2_relaxed:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	add #-1,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_dec_2_acquire:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	add #-1,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_dec_2_release:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	add #-1,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_dec_2_acq_rel:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	add #-1,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_dec_2_seq_cst:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	add #-1,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_dec_2_seq_cst_fence:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.w @r4,r2
	add #-1,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_add_around_2_mb:
	extu.w r5,r5
	mova .L8,r0
	mov r15,r1
	nop
	mov #-6,r15
	mov.w @r4,r2
	add r5,r2
	mov.w r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_load_4_relaxed:
	mov.l @r4,r0
	rts
	nop
	nop

uat_load_4_consume:
	mov.l @r4,r0
	rts
	nop
	nop

uat_load_4_acquire:
	mov.l @r4,r0
	rts
	nop
	nop

uat_load_4_seq_cst:
	mov.l @r4,r0
	rts
	nop
	nop

uat_load_4_seq_cst_fence:
	mov.l @r4,r0
	rts
	nop
	nop

uat_store_4_relaxed:
	mov.l r5,@r4
	rts
	nop
	nop

uat_store_4_release:
	mov.l r5,@r4
	rts
	nop
	nop

uat_store_4_seq_cst:
	mov.l r5,@r4
	rts
	nop
	nop

uat_store_4_seq_cst_fence:
	mov.l r5,@r4
	rts
	nop
	nop

uat_cmpxchg_4_relaxed:
	mova .L8,r0
	mov r5,r3
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.l r6,@r4
	mov r1,r15
	rts
	mov r2,r0
	nop

uat_cmpxchg_4_acquire:
	mova .L8,r0
	mov r5,r3
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.l r6,@r4
	mov r1,r15
	rts
	mov r2,r0
	nop

uat_cmpxchg_4_release:
	mova .L8,r0
	mov r5,r3
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.l r6,@r4
	mov r1,r15
	rts
	mov r2,r0
	nop

uat_cmpxchg_4_acq_rel:
	mova .L8,r0
	mov r5,r3
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.l r6,@r4
	mov r1,r15
	rts
	mov r2,r0
	nop

uat_cmpxchg_4_seq_cst:
	mova .L8,r0
	mov r5,r3
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.l r6,@r4
	mov r1,r15
	rts
	mov r2,r0
	nop

uat_cmpxchg_4_seq_cst_fence_sc:
	mova .L8,r0
	mov r5,r3
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.l r6,@r4
	mov r1,r15
	cmp/eq r2,r5
	bf .L11
	rts
	mov r2,r0
	nop

uat_cmpxchg_4_seq_cst_fence:
	mova .L8,r0
	mov r5,r3
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.l r6,@r4
	mov r1,r15
	cmp/eq r2,r5
	bf .L13
	rts
	mov r2,r0
	mova .L22,r0
	mov r5,r3
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	cmp/eq r2,r3
	bf .L22
	mov.l r6,@r4
	mov r1,r15
	rts
	mov r2,r0
	nop

uat_cmpxchg_test_4_seq_cst_fence:
	mova .L8,r0
	mov r5,r3
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.l r6,@r4
	mov r1,r15
	cmp/eq r2,r5
	bf .L14
	cmp/eq r2,r5
	rts
	movt r0
	mova .L22,r0
	mov r5,r3
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	cmp/eq r2,r3
	bf .L22
	mov.l r6,@r4
	mov r1,r15
	cmp/eq r2,r5
	rts
	movt r0

uat_try_cmpxchg_4_relaxed:
	mova .L8,r0
	mov r5,r3
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.l r6,@r4
	mov r1,r15
	rts
	movt r0
	nop

uat_try_cmpxchg_4_acquire:
	mova .L8,r0
	mov r5,r3
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.l r6,@r4
	mov r1,r15
	rts
	movt r0
	nop

uat_try_cmpxchg_4_release:
	mova .L8,r0
	mov r5,r3
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.l r6,@r4
	mov r1,r15
	rts
	movt r0
	nop

uat_try_cmpxchg_4_acq_rel:
	mova .L8,r0
	mov r5,r3
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.l r6,@r4
	mov r1,r15
	rts
	movt r0
	nop

uat_try_cmpxchg_4_seq_cst:
	mova .L8,r0
	mov r5,r3
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.l r6,@r4
	mov r1,r15
	rts
	movt r0
	nop

uat_try_cmpxchg_4_seq_cst_fence_sc:
	mova .L8,r0
	mov r5,r3
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.l r6,@r4
	mov r1,r15
	bf.s .L11
	movt r0
	rts
	nop
	nop

uat_try_cmpxchg_4_seq_cst_fence:
	mova .L8,r0
	mov r5,r3
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.l r6,@r4
	mov r1,r15
	bf.s .L13
	mov #1,r0
	rts
	nop
	mova .L22,r0
	mov r5,r3
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	cmp/eq r2,r3
	bf .L22
	mov.l r6,@r4
	mov r1,r15
	movt r0
	and #1,r0
	rts
	nop
	nop

uat_try_cmpxchg_weak_4_relaxed:
	mova .L8,r0
	mov r5,r3
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.l r6,@r4
	mov r1,r15
	rts
	movt r0
	nop

uat_try_cmpxchg_weak_4_acquire:
	mova .L8,r0
	mov r5,r3
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.l r6,@r4
	mov r1,r15
	rts
	movt r0
	nop

uat_try_cmpxchg_weak_4_release:
	mova .L8,r0
	mov r5,r3
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.l r6,@r4
	mov r1,r15
	rts
	movt r0
	nop

uat_try_cmpxchg_weak_4_acq_rel:
	mova .L8,r0
	mov r5,r3
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.l r6,@r4
	mov r1,r15
	rts
	movt r0
	nop

uat_try_cmpxchg_weak_4_seq_cst:
	mova .L8,r0
	mov r5,r3
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.l r6,@r4
	mov r1,r15
	rts
	movt r0
	nop

uat_try_cmpxchg_weak_4_seq_cst_fence_sc:
	mova .L8,r0
	mov r5,r3
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.l r6,@r4
	mov r1,r15
	bf.s .L11
	movt r0
	rts
	nop
	nop

uat_try_cmpxchg_weak_4_seq_cst_fence:
	mova .L8,r0
	mov r5,r3
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	cmp/eq r2,r3
	bf .L8
	mov.l r6,@r4
	mov r1,r15
	bf.s .L13
	mov #1,r0
	rts
	nop
	mova .L22,r0
	mov r5,r3
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	cmp/eq r2,r3
	bf .L22
	mov.l r6,@r4
	mov r1,r15
	movt r0
	and #1,r0
	rts
	nop
	nop

uat_xchg_4_relaxed:
	mov.l @r4,r2
	mova .L10,r0
	mov r2,r7
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	cmp/eq r3,r7
	bf .L10
	mov.l r5,@r4
	mov r1,r15
	bf.s .L1
	mov r3,r2
	rts
	mov r3,r0
	nop

uat_xchg_4_acquire:
	mov.l @r4,r2
	mova .L10,r0
	mov r2,r7
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	cmp/eq r3,r7
	bf .L10
	mov.l r5,@r4
	mov r1,r15
	bf.s .L1
	mov r3,r2
	rts
	mov r3,r0
	nop

uat_xchg_4_release:
	mov.l @r4,r2
	mova .L10,r0
	mov r2,r7
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	cmp/eq r3,r7
	bf .L10
	mov.l r5,@r4
	mov r1,r15
	bf.s .L1
	mov r3,r2
	rts
	mov r3,r0
	nop

uat_xchg_4_acq_rel:
	mov.l @r4,r2
	mova .L10,r0
	mov r2,r7
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	cmp/eq r3,r7
	bf .L10
	mov.l r5,@r4
	mov r1,r15
	bf.s .L1
	mov r3,r2
	rts
	mov r3,r0
	nop

uat_xchg_4_seq_cst:
	mov.l @r4,r2
	mova .L10,r0
	mov r2,r7
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	cmp/eq r3,r7
	bf .L10
	mov.l r5,@r4
	mov r1,r15
	bf.s .L1
	mov r3,r2
	rts
	mov r3,r0
	nop

uat_xchg_4_seq_cst_fence:
	mov.l @r4,r2
	mova .L10,r0
	mov r2,r7
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	cmp/eq r3,r7
	bf .L10
	mov.l r5,@r4
	mov r1,r15
	bf.s .L1
	mov r3,r2
	rts
	mov r3,r0
	nop

uat_add_return_4_relaxed:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	add r5,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	mov r2,r0
	nop

uat_add_return_4_acquire:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	add r5,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	mov r2,r0
	nop

uat_add_return_4_release:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	add r5,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	mov r2,r0
	nop

uat_add_return_4_acq_rel:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	add r5,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	mov r2,r0
	nop

uat_add_return_4_seq_cst:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	add r5,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	mov r2,r0
	nop

uat_add_return_4_seq_cst_fence:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	add r5,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	mov r2,r0
	nop

uat_add_4_relaxed:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	add r5,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_add_4_acquire:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	add r5,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_add_4_release:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	add r5,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_add_4_acq_rel:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	add r5,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_add_4_seq_cst:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	add r5,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_add_4_seq_cst_fence:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	add r5,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_and_4_relaxed:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	and r5,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_and_4_acquire:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	and r5,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_and_4_release:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	and r5,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_and_4_acq_rel:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	and r5,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_and_4_seq_cst:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	and r5,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_and_4_seq_cst_fence:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	and r5,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_or_4_relaxed:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	or r5,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_or_4_acquire:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	or r5,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_or_4_release:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	or r5,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_or_4_acq_rel:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	or r5,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_or_4_seq_cst:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	or r5,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_or_4_seq_cst_fence:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	or r5,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_xor_4_relaxed:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	xor r5,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_xor_4_acquire:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	xor r5,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_xor_4_release:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	xor r5,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_xor_4_acq_rel:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	xor r5,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_xor_4_seq_cst:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	xor r5,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_xor_4_seq_cst_fence:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	xor r5,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_fetch_add_4_relaxed:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	mov r2,r3
	add r5,r3
	mov.l r3,@r4
	mov r1,r15
	rts
	mov r2,r0
	nop

uat_fetch_add_4_acquire:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	mov r2,r3
	add r5,r3
	mov.l r3,@r4
	mov r1,r15
	rts
	mov r2,r0
	nop

uat_fetch_add_4_release:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	mov r2,r3
	add r5,r3
	mov.l r3,@r4
	mov r1,r15
	rts
	mov r2,r0
	nop

uat_fetch_add_4_acq_rel:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	mov r2,r3
	add r5,r3
	mov.l r3,@r4
	mov r1,r15
	rts
	mov r2,r0
	nop

uat_fetch_add_4_seq_cst:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	mov r2,r3
	add r5,r3
	mov.l r3,@r4
	mov r1,r15
	rts
	mov r2,r0
	nop

uat_fetch_add_4_seq_cst_fence:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	mov r2,r3
	add r5,r3
	mov.l r3,@r4
	mov r1,r15
	rts
	mov r2,r0
	nop

uat_fetch_and_4_relaxed:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	mov r2,r3
	and r5,r3
	mov.l r3,@r4
	mov r1,r15
	rts
	mov r2,r0
	nop

uat_fetch_and_4_acquire:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	mov r2,r3
	and r5,r3
	mov.l r3,@r4
	mov r1,r15
	rts
	mov r2,r0
	nop

uat_fetch_and_4_release:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	mov r2,r3
	and r5,r3
	mov.l r3,@r4
	mov r1,r15
	rts
	mov r2,r0
	nop

uat_fetch_and_4_acq_rel:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	mov r2,r3
	and r5,r3
	mov.l r3,@r4
	mov r1,r15
	rts
	mov r2,r0
	nop

uat_fetch_and_4_seq_cst:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	mov r2,r3
	and r5,r3
	mov.l r3,@r4
	mov r1,r15
	rts
	mov r2,r0
	nop

uat_fetch_and_4_seq_cst_fence:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	mov r2,r3
	and r5,r3
	mov.l r3,@r4
	mov r1,r15
	rts
	mov r2,r0
	nop

uat_fetch_or_4_relaxed:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	mov r2,r3
	or r5,r3
	mov.l r3,@r4
	mov r1,r15
	rts
	mov r2,r0
	nop

uat_fetch_or_4_acquire:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	mov r2,r3
	or r5,r3
	mov.l r3,@r4
	mov r1,r15
	rts
	mov r2,r0
	nop

uat_fetch_or_4_release:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	mov r2,r3
	or r5,r3
	mov.l r3,@r4
	mov r1,r15
	rts
	mov r2,r0
	nop

uat_fetch_or_4_acq_rel:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	mov r2,r3
	or r5,r3
	mov.l r3,@r4
	mov r1,r15
	rts
	mov r2,r0
	nop

uat_fetch_or_4_seq_cst:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	mov r2,r3
	or r5,r3
	mov.l r3,@r4
	mov r1,r15
	rts
	mov r2,r0
	nop

uat_fetch_or_4_seq_cst_fence:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	mov r2,r3
	or r5,r3
	mov.l r3,@r4
	mov r1,r15
	rts
	mov r2,r0
	nop

uat_fetch_xor_4_relaxed:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	mov r2,r3
	xor r5,r3
	mov.l r3,@r4
	mov r1,r15
	rts
	mov r2,r0
	nop

uat_fetch_xor_4_acquire:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	mov r2,r3
	xor r5,r3
	mov.l r3,@r4
	mov r1,r15
	rts
	mov r2,r0
	nop

uat_fetch_xor_4_release:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	mov r2,r3
	xor r5,r3
	mov.l r3,@r4
	mov r1,r15
	rts
	mov r2,r0
	nop

uat_fetch_xor_4_acq_rel:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	mov r2,r3
	xor r5,r3
	mov.l r3,@r4
	mov r1,r15
	rts
	mov r2,r0
	nop

uat_fetch_xor_4_seq_cst:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	mov r2,r3
	xor r5,r3
	mov.l r3,@r4
	mov r1,r15
	rts
	mov r2,r0
	nop

uat_fetch_xor_4_seq_cst_fence:
	mova .L8,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r2
	mov r2,r3
	xor r5,r3
	mov.l r3,@r4
	mov r1,r15
	rts
	mov r2,r0
	nop

uat_fetch_smax_4_relaxed:
	mov.l @r4,r2
	cmp/ge r5,r2
	mov r2,r3
	bt .L5
	mov r5,r3
	mova .L14,r0
	mov r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r7
	cmp/eq r7,r6
	bf .L14
	mov.l r3,@r4
	mov r1,r15
	bf.s .L1
	mov r7,r2
	rts
	mov r7,r0
	nop

uat_fetch_smax_4_acquire:
	mov.l @r4,r2
	cmp/ge r5,r2
	mov r2,r3
	bt .L5
	mov r5,r3
	mova .L14,r0
	mov r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r7
	cmp/eq r7,r6
	bf .L14
	mov.l r3,@r4
	mov r1,r15
	bf.s .L1
	mov r7,r2
	rts
	mov r7,r0
	nop

uat_fetch_smax_4_release:
	mov.l @r4,r2
	cmp/ge r5,r2
	mov r2,r3
	bt .L5
	mov r5,r3
	mova .L14,r0
	mov r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r7
	cmp/eq r7,r6
	bf .L14
	mov.l r3,@r4
	mov r1,r15
	bf.s .L1
	mov r7,r2
	rts
	mov r7,r0
	nop

uat_fetch_smax_4_acq_rel:
	mov.l @r4,r2
	cmp/ge r5,r2
	mov r2,r3
	bt .L5
	mov r5,r3
	mova .L14,r0
	mov r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r7
	cmp/eq r7,r6
	bf .L14
	mov.l r3,@r4
	mov r1,r15
	bf.s .L1
	mov r7,r2
	rts
	mov r7,r0
	nop

uat_fetch_smax_4_seq_cst:
	mov.l @r4,r2
	cmp/ge r5,r2
	mov r2,r3
	bt .L5
	mov r5,r3
	mova .L14,r0
	mov r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r7
	cmp/eq r7,r6
	bf .L14
	mov.l r3,@r4
	mov r1,r15
	bf.s .L1
	mov r7,r2
	rts
	mov r7,r0
	nop

uat_fetch_smax_4_seq_cst_fence:
	mov.l @r4,r2
	cmp/ge r5,r2
	mov r2,r3
	bt .L5
	mov r5,r3
	mova .L14,r0
	mov r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r7
	cmp/eq r7,r6
	bf .L14
	mov.l r3,@r4
	mov r1,r15
	bf.s .L1
	mov r7,r2
	rts
	mov r7,r0
	nop

uat_fetch_umax_4_relaxed:
	mov.l @r4,r2
	cmp/hs r2,r5
	mov r5,r3
	bt .L5
	mov r2,r3
	mova .L14,r0
	mov r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r7
	cmp/eq r7,r6
	bf .L14
	mov.l r3,@r4
	mov r1,r15
	bf.s .L1
	mov r7,r2
	rts
	mov r7,r0
	nop

uat_fetch_umax_4_acquire:
	mov.l @r4,r2
	cmp/hs r2,r5
	mov r5,r3
	bt .L5
	mov r2,r3
	mova .L14,r0
	mov r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r7
	cmp/eq r7,r6
	bf .L14
	mov.l r3,@r4
	mov r1,r15
	bf.s .L1
	mov r7,r2
	rts
	mov r7,r0
	nop

uat_fetch_umax_4_release:
	mov.l @r4,r2
	cmp/hs r2,r5
	mov r5,r3
	bt .L5
	mov r2,r3
	mova .L14,r0
	mov r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r7
	cmp/eq r7,r6
	bf .L14
	mov.l r3,@r4
	mov r1,r15
	bf.s .L1
	mov r7,r2
	rts
	mov r7,r0
	nop

uat_fetch_umax_4_acq_rel:
	mov.l @r4,r2
	cmp/hs r2,r5
	mov r5,r3
	bt .L5
	mov r2,r3
	mova .L14,r0
	mov r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r7
	cmp/eq r7,r6
	bf .L14
	mov.l r3,@r4
	mov r1,r15
	bf.s .L1
	mov r7,r2
	rts
	mov r7,r0
	nop

uat_fetch_umax_4_seq_cst:
	mov.l @r4,r2
	cmp/hs r2,r5
	mov r5,r3
	bt .L5
	mov r2,r3
	mova .L14,r0
	mov r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r7
	cmp/eq r7,r6
	bf .L14
	mov.l r3,@r4
	mov r1,r15
	bf.s .L1
	mov r7,r2
	rts
	mov r7,r0
	nop

uat_fetch_umax_4_seq_cst_fence:
	mov.l @r4,r2
	cmp/hs r2,r5
	mov r5,r3
	bt .L5
	mov r2,r3
	mova .L14,r0
	mov r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r7
	cmp/eq r7,r6
	bf .L14
	mov.l r3,@r4
	mov r1,r15
	bf.s .L1
	mov r7,r2
	rts
	mov r7,r0
	nop

uat_fetch_smin_4_relaxed:
	mov.l @r4,r2
	cmp/gt r5,r2
	mov r2,r3
	bf .L5
	mov r5,r3
	mova .L14,r0
	mov r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r7
	cmp/eq r7,r6
	bf .L14
	mov.l r3,@r4
	mov r1,r15
	bf.s .L1
	mov r7,r2
	rts
	mov r7,r0
	nop

uat_fetch_smin_4_acquire:
	mov.l @r4,r2
	cmp/gt r5,r2
	mov r2,r3
	bf .L5
	mov r5,r3
	mova .L14,r0
	mov r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r7
	cmp/eq r7,r6
	bf .L14
	mov.l r3,@r4
	mov r1,r15
	bf.s .L1
	mov r7,r2
	rts
	mov r7,r0
	nop

uat_fetch_smin_4_release:
	mov.l @r4,r2
	cmp/gt r5,r2
	mov r2,r3
	bf .L5
	mov r5,r3
	mova .L14,r0
	mov r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r7
	cmp/eq r7,r6
	bf .L14
	mov.l r3,@r4
	mov r1,r15
	bf.s .L1
	mov r7,r2
	rts
	mov r7,r0
	nop

uat_fetch_smin_4_acq_rel:
	mov.l @r4,r2
	cmp/gt r5,r2
	mov r2,r3
	bf .L5
	mov r5,r3
	mova .L14,r0
	mov r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r7
	cmp/eq r7,r6
	bf .L14
	mov.l r3,@r4
	mov r1,r15
	bf.s .L1
	mov r7,r2
	rts
	mov r7,r0
	nop

uat_fetch_smin_4_seq_cst:
	mov.l @r4,r2
	cmp/gt r5,r2
	mov r2,r3
	bf .L5
	mov r5,r3
	mova .L14,r0
	mov r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r7
	cmp/eq r7,r6
	bf .L14
	mov.l r3,@r4
	mov r1,r15
	bf.s .L1
	mov r7,r2
	rts
	mov r7,r0
	nop

uat_fetch_smin_4_seq_cst_fence:
	mov.l @r4,r2
	cmp/gt r5,r2
	mov r2,r3
	bf .L5
	mov r5,r3
	mova .L14,r0
	mov r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r7
	cmp/eq r7,r6
	bf .L14
	mov.l r3,@r4
	mov r1,r15
	bf.s .L1
	mov r7,r2
	rts
	mov r7,r0
	nop

uat_fetch_umin_4_relaxed:
	mov.l @r4,r2
	cmp/hi r2,r5
	mov r5,r3
	bf .L5
	mov r2,r3
	mova .L14,r0
	mov r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r7
	cmp/eq r7,r6
	bf .L14
	mov.l r3,@r4
	mov r1,r15
	bf.s .L1
	mov r7,r2
	rts
	mov r7,r0
	nop

uat_fetch_umin_4_acquire:
	mov.l @r4,r2
	cmp/hi r2,r5
	mov r5,r3
	bf .L5
	mov r2,r3
	mova .L14,r0
	mov r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r7
	cmp/eq r7,r6
	bf .L14
	mov.l r3,@r4
	mov r1,r15
	bf.s .L1
	mov r7,r2
	rts
	mov r7,r0
	nop

uat_fetch_umin_4_release:
	mov.l @r4,r2
	cmp/hi r2,r5
	mov r5,r3
	bf .L5
	mov r2,r3
	mova .L14,r0
	mov r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r7
	cmp/eq r7,r6
	bf .L14
	mov.l r3,@r4
	mov r1,r15
	bf.s .L1
	mov r7,r2
	rts
	mov r7,r0
	nop

uat_fetch_umin_4_acq_rel:
	mov.l @r4,r2
	cmp/hi r2,r5
	mov r5,r3
	bf .L5
	mov r2,r3
	mova .L14,r0
	mov r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r7
	cmp/eq r7,r6
	bf .L14
	mov.l r3,@r4
	mov r1,r15
	bf.s .L1
	mov r7,r2
	rts
	mov r7,r0
	nop

uat_fetch_umin_4_seq_cst:
	mov.l @r4,r2
	cmp/hi r2,r5
	mov r5,r3
	bf .L5
	mov r2,r3
	mova .L14,r0
	mov r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r7
	cmp/eq r7,r6
	bf .L14
	mov.l r3,@r4
	mov r1,r15
	bf.s .L1
	mov r7,r2
	rts
	mov r7,r0
	nop

uat_fetch_umin_4_seq_cst_fence:
	mov.l @r4,r2
	cmp/hi r2,r5
	mov r5,r3
	bf .L5
	mov r2,r3
	mova .L14,r0
	mov r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r7
	cmp/eq r7,r6
	bf .L14
	mov.l r3,@r4
	mov r1,r15
	bf.s .L1
	mov r7,r2
	rts
	mov r7,r0
	nop

uat_test_and_set_bit_4_relaxed:
	mov r5,r0
	mov #1,r2
	and #31,r0
	shld r0,r2
	mova .L12,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	mov r3,r7
	or r2,r7
	mov.l r7,@r4
	mov r1,r15
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0
	nop

uat_test_and_set_bit_4_acquire:
	mov r5,r0
	mov #1,r2
	and #31,r0
	shld r0,r2
	mova .L12,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	mov r3,r7
	or r2,r7
	mov.l r7,@r4
	mov r1,r15
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0
	nop

uat_test_and_set_bit_4_release:
	mov r5,r0
	mov #1,r2
	and #31,r0
	shld r0,r2
	mova .L12,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	mov r3,r7
	or r2,r7
	mov.l r7,@r4
	mov r1,r15
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0
	nop

uat_test_and_set_bit_4_acq_rel:
	mov r5,r0
	mov #1,r2
	and #31,r0
	shld r0,r2
	mova .L12,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	mov r3,r7
	or r2,r7
	mov.l r7,@r4
	mov r1,r15
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0
	nop

uat_test_and_set_bit_4_seq_cst:
	mov r5,r0
	mov #1,r2
	and #31,r0
	shld r0,r2
	mova .L12,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	mov r3,r7
	or r2,r7
	mov.l r7,@r4
	mov r1,r15
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0
	nop

uat_test_and_set_bit_4_seq_cst_fence:
	mov r5,r0
	mov #1,r2
	and #31,r0
	shld r0,r2
	mova .L12,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	mov r3,r7
	or r2,r7
	mov.l r7,@r4
	mov r1,r15
	mov #-1,r0
	tst r3,r2
	rts
	negc r0,r0
	nop

uat_test_and_clear_bit_4_relaxed:
	mov r5,r0
	mov #1,r2
	and #31,r0
	shld r0,r2
	not r2,r7
	mova .L12,r0
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	mov r3,r6
	and r7,r6
	mov.l r6,@r4
	mov r1,r15
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0
	nop

uat_test_and_clear_bit_4_acquire:
	mov r5,r0
	mov #1,r2
	and #31,r0
	shld r0,r2
	not r2,r7
	mova .L12,r0
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	mov r3,r6
	and r7,r6
	mov.l r6,@r4
	mov r1,r15
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0
	nop

uat_test_and_clear_bit_4_release:
	mov r5,r0
	mov #1,r2
	and #31,r0
	shld r0,r2
	not r2,r7
	mova .L12,r0
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	mov r3,r6
	and r7,r6
	mov.l r6,@r4
	mov r1,r15
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0
	nop

uat_test_and_clear_bit_4_acq_rel:
	mov r5,r0
	mov #1,r2
	and #31,r0
	shld r0,r2
	not r2,r7
	mova .L12,r0
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	mov r3,r6
	and r7,r6
	mov.l r6,@r4
	mov r1,r15
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0
	nop

uat_test_and_clear_bit_4_seq_cst:
	mov r5,r0
	mov #1,r2
	and #31,r0
	shld r0,r2
	not r2,r7
	mova .L12,r0
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	mov r3,r6
	and r7,r6
	mov.l r6,@r4
	mov r1,r15
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0
	nop

uat_test_and_clear_bit_4_seq_cst_fence:
	mov r5,r0
	mov #1,r2
	and #31,r0
	shld r0,r2
	not r2,r7
	mova .L12,r0
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	mov r3,r6
	and r7,r6
	mov.l r6,@r4
	mov r1,r15
	mov #-1,r0
	tst r3,r2
	rts
	negc r0,r0
	nop

uat_test_and_change_bit_4_relaxed:
	mov r5,r0
	mov #1,r2
	and #31,r0
	shld r0,r2
	mova .L12,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	mov r3,r7
	xor r2,r7
	mov.l r7,@r4
	mov r1,r15
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0
	nop

uat_test_and_change_bit_4_acquire:
	mov r5,r0
	mov #1,r2
	and #31,r0
	shld r0,r2
	mova .L12,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	mov r3,r7
	xor r2,r7
	mov.l r7,@r4
	mov r1,r15
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0
	nop

uat_test_and_change_bit_4_release:
	mov r5,r0
	mov #1,r2
	and #31,r0
	shld r0,r2
	mova .L12,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	mov r3,r7
	xor r2,r7
	mov.l r7,@r4
	mov r1,r15
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0
	nop

uat_test_and_change_bit_4_acq_rel:
	mov r5,r0
	mov #1,r2
	and #31,r0
	shld r0,r2
	mova .L12,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	mov r3,r7
	xor r2,r7
	mov.l r7,@r4
	mov r1,r15
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0
	nop

uat_test_and_change_bit_4_seq_cst:
	mov r5,r0
	mov #1,r2
	and #31,r0
	shld r0,r2
	mova .L12,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	mov r3,r7
	xor r2,r7
	mov.l r7,@r4
	mov r1,r15
	tst r3,r2
	mov #-1,r0
	rts
	negc r0,r0
	nop

uat_test_and_change_bit_4_seq_cst_fence:
	mov r5,r0
	mov #1,r2
	and #31,r0
	shld r0,r2
	mova .L12,r0
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	mov r3,r7
	xor r2,r7
	mov.l r7,@r4
	mov r1,r15
	mov #-1,r0
	tst r3,r2
	rts
	negc r0,r0
	nop

uat_fetch_add_unless_4_relaxed:
	mov.l @r4,r2
	cmp/eq r2,r6
	bt.s .L27
	mov r5,r7
	mov.l r8,@-r15
	nop
	add r2,r7
	mova .L16,r0
	mov r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	cmp/eq r3,r8
	bf .L16
	mov.l r7,@r4
	mov r1,r15
	bf.s .L22
	mov r3,r2
	mov r2,r0
	rts
	mov.l @r15+,r8
	cmp/eq r2,r6
	bf.s .L6
	mov r5,r7
	bra .L20
	mov r2,r0
	rts
	mov r2,r0
	nop

uat_fetch_add_unless_4_acquire:
	mov.l @r4,r2
	cmp/eq r2,r6
	bt.s .L27
	mov r5,r7
	mov.l r8,@-r15
	nop
	add r2,r7
	mova .L16,r0
	mov r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	cmp/eq r3,r8
	bf .L16
	mov.l r7,@r4
	mov r1,r15
	bf.s .L22
	mov r3,r2
	mov r2,r0
	rts
	mov.l @r15+,r8
	cmp/eq r2,r6
	bf.s .L6
	mov r5,r7
	bra .L20
	mov r2,r0
	rts
	mov r2,r0
	nop

uat_fetch_add_unless_4_release:
	mov.l @r4,r2
	cmp/eq r2,r6
	bt.s .L27
	mov r5,r7
	mov.l r8,@-r15
	nop
	add r2,r7
	mova .L16,r0
	mov r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	cmp/eq r3,r8
	bf .L16
	mov.l r7,@r4
	mov r1,r15
	bf.s .L22
	mov r3,r2
	mov r2,r0
	rts
	mov.l @r15+,r8
	cmp/eq r2,r6
	bf.s .L6
	mov r5,r7
	bra .L20
	mov r2,r0
	rts
	mov r2,r0
	nop

uat_fetch_add_unless_4_acq_rel:
	mov.l @r4,r2
	cmp/eq r2,r6
	bt.s .L27
	mov r5,r7
	mov.l r8,@-r15
	nop
	add r2,r7
	mova .L16,r0
	mov r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	cmp/eq r3,r8
	bf .L16
	mov.l r7,@r4
	mov r1,r15
	bf.s .L22
	mov r3,r2
	mov r2,r0
	rts
	mov.l @r15+,r8
	cmp/eq r2,r6
	bf.s .L6
	mov r5,r7
	bra .L20
	mov r2,r0
	rts
	mov r2,r0
	nop

uat_fetch_add_unless_4_seq_cst:
	mov.l @r4,r2
	cmp/eq r2,r6
	bt.s .L27
	mov r5,r7
	mov.l r8,@-r15
	nop
	add r2,r7
	mova .L16,r0
	mov r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	cmp/eq r3,r8
	bf .L16
	mov.l r7,@r4
	mov r1,r15
	bf.s .L22
	mov r3,r2
	mov r2,r0
	rts
	mov.l @r15+,r8
	cmp/eq r2,r6
	bf.s .L6
	mov r5,r7
	bra .L20
	mov r2,r0
	rts
	mov r2,r0
	nop

uat_fetch_add_unless_4_seq_cst_fence:
	mov.l @r4,r2
	cmp/eq r2,r6
	bt.s .L27
	mov r5,r7
	mov.l r8,@-r15
	nop
	add r2,r7
	mova .L16,r0
	mov r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	cmp/eq r3,r8
	bf .L16
	mov.l r7,@r4
	mov r1,r15
	bf.s .L22
	mov r3,r2
	mov r2,r0
	rts
	mov.l @r15+,r8
	cmp/eq r2,r6
	bf.s .L6
	mov r5,r7
	bra .L20
	mov r2,r0
	rts
	mov r2,r0
	nop

uat_add_unless_4_relaxed:
	mov.l @r4,r2
	cmp/eq r2,r6
	bt.s .L27
	mov r5,r7
	mov.l r8,@-r15
	nop
	add r2,r7
	mova .L16,r0
	mov r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	cmp/eq r3,r8
	bf .L16
	mov.l r7,@r4
	mov r1,r15
	bf.s .L22
	mov r3,r2
	mov #1,r0
	rts
	mov.l @r15+,r8
	cmp/eq r2,r6
	bf.s .L6
	mov r5,r7
	bra .L20
	mov #0,r0
	rts
	mov #0,r0
	nop

uat_add_unless_4_acquire:
	mov.l @r4,r2
	cmp/eq r2,r6
	bt.s .L27
	mov r5,r7
	mov.l r8,@-r15
	nop
	add r2,r7
	mova .L16,r0
	mov r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	cmp/eq r3,r8
	bf .L16
	mov.l r7,@r4
	mov r1,r15
	bf.s .L22
	mov r3,r2
	mov #1,r0
	rts
	mov.l @r15+,r8
	cmp/eq r2,r6
	bf.s .L6
	mov r5,r7
	bra .L20
	mov #0,r0
	rts
	mov #0,r0
	nop

uat_add_unless_4_release:
	mov.l @r4,r2
	cmp/eq r2,r6
	bt.s .L27
	mov r5,r7
	mov.l r8,@-r15
	nop
	add r2,r7
	mova .L16,r0
	mov r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	cmp/eq r3,r8
	bf .L16
	mov.l r7,@r4
	mov r1,r15
	bf.s .L22
	mov r3,r2
	mov #1,r0
	rts
	mov.l @r15+,r8
	cmp/eq r2,r6
	bf.s .L6
	mov r5,r7
	bra .L20
	mov #0,r0
	rts
	mov #0,r0
	nop

uat_add_unless_4_acq_rel:
	mov.l @r4,r2
	cmp/eq r2,r6
	bt.s .L27
	mov r5,r7
	mov.l r8,@-r15
	nop
	add r2,r7
	mova .L16,r0
	mov r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	cmp/eq r3,r8
	bf .L16
	mov.l r7,@r4
	mov r1,r15
	bf.s .L22
	mov r3,r2
	mov #1,r0
	rts
	mov.l @r15+,r8
	cmp/eq r2,r6
	bf.s .L6
	mov r5,r7
	bra .L20
	mov #0,r0
	rts
	mov #0,r0
	nop

uat_add_unless_4_seq_cst:
	mov.l @r4,r2
	cmp/eq r2,r6
	bt.s .L27
	mov r5,r7
	mov.l r8,@-r15
	nop
	add r2,r7
	mova .L16,r0
	mov r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	cmp/eq r3,r8
	bf .L16
	mov.l r7,@r4
	mov r1,r15
	bf.s .L22
	mov r3,r2
	mov #1,r0
	rts
	mov.l @r15+,r8
	cmp/eq r2,r6
	bf.s .L6
	mov r5,r7
	bra .L20
	mov #0,r0
	rts
	mov #0,r0
	nop

uat_add_unless_4_seq_cst_fence:
	mov.l @r4,r2
	cmp/eq r2,r6
	bt.s .L27
	mov r5,r7
	mov.l r8,@-r15
	nop
	add r2,r7
	mova .L16,r0
	mov r2,r8
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	cmp/eq r3,r8
	bf .L16
	mov.l r7,@r4
	mov r1,r15
	bf.s .L22
	mov r3,r2
	mov #1,r0
	rts
	mov.l @r15+,r8
	cmp/eq r2,r6
	bf.s .L6
	mov r5,r7
	bra .L20
	mov #0,r0
	rts
	mov #0,r0
	nop

uat_dec_if_positive_4_relaxed:
	mov.l @r4,r2
	cmp/pl r2
	bf.s .L20
	mov r2,r7
	add #-1,r7
	mova .L14,r0
	mov r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	cmp/eq r3,r6
	bf .L14
	mov.l r7,@r4
	mov r1,r15
	bf.s .L1
	mov r3,r2
	mov r3,r0
	rts
	add #-1,r0
	mov.l .L26,r1 ! 80000000
	mov r2,r0
	cmp/eq r1,r2
	mov #-1,r1
	rts
	addc r1,r0
	.word 0x0000
	mov.b r0,@(0,r0)

uat_dec_if_positive_4_acquire:
	mov.l @r4,r2
	cmp/pl r2
	bf.s .L20
	mov r2,r7
	add #-1,r7
	mova .L14,r0
	mov r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	cmp/eq r3,r6
	bf .L14
	mov.l r7,@r4
	mov r1,r15
	bf.s .L1
	mov r3,r2
	mov r3,r0
	rts
	add #-1,r0
	mov.l .L26,r1 ! 80000000
	mov r2,r0
	cmp/eq r1,r2
	mov #-1,r1
	rts
	addc r1,r0
	.word 0x0000
	mov.b r0,@(0,r0)

uat_dec_if_positive_4_release:
	mov.l @r4,r2
	cmp/pl r2
	bf.s .L20
	mov r2,r7
	add #-1,r7
	mova .L14,r0
	mov r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	cmp/eq r3,r6
	bf .L14
	mov.l r7,@r4
	mov r1,r15
	bf.s .L1
	mov r3,r2
	mov r3,r0
	rts
	add #-1,r0
	mov.l .L26,r1 ! 80000000
	mov r2,r0
	cmp/eq r1,r2
	mov #-1,r1
	rts
	addc r1,r0
	.word 0x0000
	mov.b r0,@(0,r0)

uat_dec_if_positive_4_acq_rel:
	mov.l @r4,r2
	cmp/pl r2
	bf.s .L20
	mov r2,r7
	add #-1,r7
	mova .L14,r0
	mov r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	cmp/eq r3,r6
	bf .L14
	mov.l r7,@r4
	mov r1,r15
	bf.s .L1
	mov r3,r2
	mov r3,r0
	rts
	add #-1,r0
	mov.l .L26,r1 ! 80000000
	mov r2,r0
	cmp/eq r1,r2
	mov #-1,r1
	rts
	addc r1,r0
	.word 0x0000
	mov.b r0,@(0,r0)

uat_dec_if_positive_4_seq_cst:
	mov.l @r4,r2
	cmp/pl r2
	bf.s .L20
	mov r2,r7
	add #-1,r7
	mova .L14,r0
	mov r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	cmp/eq r3,r6
	bf .L14
	mov.l r7,@r4
	mov r1,r15
	bf.s .L1
	mov r3,r2
	mov r3,r0
	rts
	add #-1,r0
	mov.l .L26,r1 ! 80000000
	mov r2,r0
	cmp/eq r1,r2
	mov #-1,r1
	rts
	addc r1,r0
	.word 0x0000
	mov.b r0,@(0,r0)

uat_dec_if_positive_4_seq_cst_fence:
	mov.l @r4,r2
	cmp/pl r2
	bf.s .L21
	mov r2,r7
	add #-1,r7
	mova .L14,r0
	mov r2,r6
	nop
	mov r15,r1
	mov #-8,r15
	mov.l @r4,r3
	cmp/eq r3,r6
	bf .L14
	mov.l r7,@r4
	mov r1,r15
	bf.s .L1
	mov r3,r2
	mov r3,r0
	add #-1,r0
	rts
	nop
	mov.l .L28,r1 ! 80000000
	mov r2,r0
	cmp/eq r1,r2
	mov #-1,r1
	rts
	addc r1,r0
	nop
	.word 0x0000
	mov.b r0,@(0,r0)

uat_cond_load_4_relaxed:
	mov r5,r0
	mov.l @r4,r1
	cmp/eq r1,r0
	bf .L6
	rts
	nop
	bra .L1
	nop

uat_cond_load_4_consume:
	mov r5,r0
	mov.l @r4,r1
	cmp/eq r1,r0
	bf .L6
	rts
	nop
	bra .L1
	nop

uat_cond_load_4_acquire:
	mov r5,r0
	mov.l @r4,r1
	cmp/eq r1,r0
	bf .L6
	rts
	nop
	bra .L1
	nop

uat_cond_load_4_seq_cst:
	mov r5,r0
	mov.l @r4,r1
	cmp/eq r1,r0
	bf .L6
	rts
	nop
	bra .L1
	nop

uat_cond_load_4_seq_cst_fence:
	mov r5,r0
	mov.l @r4,r1
	cmp/eq r1,r0
	bf .L6
	rts
	nop
	bra .L1
	nop

uat_inc_4_relaxed:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	add #1,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_inc_4_acquire:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	add #1,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_inc_4_release:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	add #1,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_inc_4_acq_rel:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	add #1,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_inc_4_seq_cst:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	add #1,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_inc_4_seq_cst_fence:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	add #1,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_dec_4_relaxed:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	add #-1,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_dec_4_acquire:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	add #-1,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_dec_4_release:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	add #-1,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_dec_4_acq_rel:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	add #-1,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_dec_4_seq_cst:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	add #-1,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_dec_4_seq_cst_fence:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	add #-1,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_add_around_4_mb:
	mova .L6,r0
	mov r15,r1
	mov #-6,r15
	mov.l @r4,r2
	add r5,r2
	mov.l r2,@r4
	mov r1,r15
	rts
	nop
	nop

uat_smp_mb:
	rts
	nop

uat_smp_rmb:
	rts
	nop

uat_smp_wmb:
	rts
	nop

uat_mb:
	rts
	nop

uat_rmb:
	rts
	nop

uat_wmb:
	rts
	nop


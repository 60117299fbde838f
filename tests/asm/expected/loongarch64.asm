uat_load_1_relaxed:
	ld.bu $a0, $a0, 0
	ret

uat_load_1_consume:
	ld.bu $a0, $a0, 0
	ret

uat_load_1_acquire:
	ld.bu $a0, $a0, 0
	dbar 0
	ret

uat_load_1_seq_cst:
	dbar 0
	ld.bu $a0, $a0, 0
	dbar 0
	ret

uat_load_1_seq_cst_fence:
	dbar 0
	ld.bu $a0, $a0, 0
	dbar 0
	ret

uat_store_1_relaxed:
	st.b $a1, $a0, 0
	ret

uat_store_1_release:
	dbar 0
	st.b $a1, $a0, 0
	ret

uat_store_1_seq_cst:
	dbar 0
	st.b $a1, $a0, 0
	ret

uat_store_1_seq_cst_fence:
	dbar 0
	st.b $a1, $a0, 0
	dbar 0
	ret

uat_cmpxchg_1_relaxed:
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a3
	sll.w $a1, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a5, $a0, 0
	and $a6, $a5, $a4
	bne $a6, $a1, .L13
	xor $a6, $a5, $a6
	or $a6, $a6, $a2
	sc.w $a6, $a0, 0
	beqz $a6, .L6
	dbar 1792
	srl.w $a0, $a5, $a3
	andi $a0, $a0, 255
	ret

uat_cmpxchg_1_acquire:
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a3
	sll.w $a1, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a5, $a0, 0
	and $a6, $a5, $a4
	bne $a6, $a1, .L13
	xor $a6, $a5, $a6
	or $a6, $a6, $a2
	sc.w $a6, $a0, 0
	beqz $a6, .L6
	dbar 1792
	dbar 0
	srl.w $a0, $a5, $a3
	andi $a0, $a0, 255
	ret

uat_cmpxchg_1_release:
	dbar 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a3
	sll.w $a1, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a5, $a0, 0
	and $a6, $a5, $a4
	bne $a6, $a1, .L14
	xor $a6, $a5, $a6
	or $a6, $a6, $a2
	sc.w $a6, $a0, 0
	beqz $a6, .L7
	dbar 1792
	srl.w $a0, $a5, $a3
	andi $a0, $a0, 255
	ret

uat_cmpxchg_1_acq_rel:
	dbar 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a3
	sll.w $a1, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a5, $a0, 0
	and $a6, $a5, $a4
	bne $a6, $a1, .L14
	xor $a6, $a5, $a6
	or $a6, $a6, $a2
	sc.w $a6, $a0, 0
	beqz $a6, .L7
	dbar 1792
	dbar 0
	srl.w $a0, $a5, $a3
	andi $a0, $a0, 255
	ret

uat_cmpxchg_1_seq_cst:
	dbar 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a3
	sll.w $a1, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a5, $a0, 0
	and $a6, $a5, $a4
	bne $a6, $a1, .L14
	xor $a6, $a5, $a6
	or $a6, $a6, $a2
	sc.w $a6, $a0, 0
	beqz $a6, .L7
	dbar 1792
	dbar 0
	srl.w $a0, $a5, $a3
	andi $a0, $a0, 255
	ret

uat_cmpxchg_1_seq_cst_fence_sc:
	dbar 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a3
	sll.w $a1, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a5, $a0, 0
	and $a6, $a5, $a4
	bne $a6, $a1, .L14
	xor $a6, $a5, $a6
	or $a6, $a6, $a2
	sc.w $a6, $a0, 0
	beqz $a6, .L7
	dbar 1792
	dbar 0
	srl.w $a0, $a5, $a3
	andi $a0, $a0, 255
	ret

uat_cmpxchg_1_seq_cst_fence:
	dbar 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a3
	sll.w $a1, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a5, $a0, 0
	and $a6, $a5, $a4
	bne $a6, $a1, .L14
	xor $a6, $a5, $a6
	or $a6, $a6, $a2
	sc.w $a6, $a0, 0
	beqz $a6, .L7
	dbar 1792
	dbar 0
	srl.w $a0, $a5, $a3
	andi $a0, $a0, 255
	ret

uat_cmpxchg_test_1_seq_cst_fence:
	dbar 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a3
	sll.w $a5, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a6, $a0, 0
	and $a7, $a6, $a4
	bne $a7, $a5, .L14
	xor $a7, $a6, $a7
	or $a7, $a7, $a2
	sc.w $a7, $a0, 0
	beqz $a7, .L7
	dbar 1792
	srl.w $a0, $a6, $a3
	dbar 0
	andi $a0, $a0, 255
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_1_relaxed:
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a3
	sll.w $a5, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a6, $a0, 0
	and $a7, $a6, $a4
	bne $a7, $a5, .L13
	xor $a7, $a6, $a7
	or $a7, $a7, $a2
	sc.w $a7, $a0, 0
	beqz $a7, .L6
	dbar 1792
	srl.w $a0, $a6, $a3
	andi $a0, $a0, 255
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_1_acquire:
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a3
	sll.w $a5, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a6, $a0, 0
	and $a7, $a6, $a4
	bne $a7, $a5, .L13
	xor $a7, $a6, $a7
	or $a7, $a7, $a2
	sc.w $a7, $a0, 0
	beqz $a7, .L6
	dbar 1792
	srl.w $a0, $a6, $a3
	andi $a0, $a0, 255
	dbar 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_1_release:
	dbar 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a3
	sll.w $a5, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a6, $a0, 0
	and $a7, $a6, $a4
	bne $a7, $a5, .L14
	xor $a7, $a6, $a7
	or $a7, $a7, $a2
	sc.w $a7, $a0, 0
	beqz $a7, .L7
	dbar 1792
	srl.w $a0, $a6, $a3
	andi $a0, $a0, 255
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_1_acq_rel:
	dbar 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a3
	sll.w $a5, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a6, $a0, 0
	and $a7, $a6, $a4
	bne $a7, $a5, .L14
	xor $a7, $a6, $a7
	or $a7, $a7, $a2
	sc.w $a7, $a0, 0
	beqz $a7, .L7
	dbar 1792
	srl.w $a0, $a6, $a3
	andi $a0, $a0, 255
	dbar 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_1_seq_cst:
	dbar 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a3
	sll.w $a5, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a6, $a0, 0
	and $a7, $a6, $a4
	bne $a7, $a5, .L14
	xor $a7, $a6, $a7
	or $a7, $a7, $a2
	sc.w $a7, $a0, 0
	beqz $a7, .L7
	dbar 1792
	srl.w $a0, $a6, $a3
	andi $a0, $a0, 255
	dbar 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_1_seq_cst_fence_sc:
	dbar 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a3
	sll.w $a5, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a6, $a0, 0
	and $a7, $a6, $a4
	bne $a7, $a5, .L14
	xor $a7, $a6, $a7
	or $a7, $a7, $a2
	sc.w $a7, $a0, 0
	beqz $a7, .L7
	dbar 1792
	srl.w $a0, $a6, $a3
	andi $a0, $a0, 255
	dbar 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_1_seq_cst_fence:
	dbar 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a3
	sll.w $a5, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a6, $a0, 0
	and $a7, $a6, $a4
	bne $a7, $a5, .L14
	xor $a7, $a6, $a7
	or $a7, $a7, $a2
	sc.w $a7, $a0, 0
	beqz $a7, .L7
	dbar 1792
	srl.w $a0, $a6, $a3
	andi $a0, $a0, 255
	dbar 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_weak_1_relaxed:
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a3
	sll.w $a5, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a6, $a0, 0
	and $a7, $a6, $a4
	bne $a7, $a5, .L13
	xor $a7, $a6, $a7
	or $a7, $a7, $a2
	sc.w $a7, $a0, 0
	beqz $a7, .L6
	dbar 1792
	srl.w $a0, $a6, $a3
	andi $a0, $a0, 255
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_weak_1_acquire:
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a3
	sll.w $a5, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a6, $a0, 0
	and $a7, $a6, $a4
	bne $a7, $a5, .L13
	xor $a7, $a6, $a7
	or $a7, $a7, $a2
	sc.w $a7, $a0, 0
	beqz $a7, .L6
	dbar 1792
	srl.w $a0, $a6, $a3
	andi $a0, $a0, 255
	dbar 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_weak_1_release:
	dbar 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a3
	sll.w $a5, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a6, $a0, 0
	and $a7, $a6, $a4
	bne $a7, $a5, .L14
	xor $a7, $a6, $a7
	or $a7, $a7, $a2
	sc.w $a7, $a0, 0
	beqz $a7, .L7
	dbar 1792
	srl.w $a0, $a6, $a3
	andi $a0, $a0, 255
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_weak_1_acq_rel:
	dbar 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a3
	sll.w $a5, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a6, $a0, 0
	and $a7, $a6, $a4
	bne $a7, $a5, .L14
	xor $a7, $a6, $a7
	or $a7, $a7, $a2
	sc.w $a7, $a0, 0
	beqz $a7, .L7
	dbar 1792
	srl.w $a0, $a6, $a3
	andi $a0, $a0, 255
	dbar 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_weak_1_seq_cst:
	dbar 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a3
	sll.w $a5, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a6, $a0, 0
	and $a7, $a6, $a4
	bne $a7, $a5, .L14
	xor $a7, $a6, $a7
	or $a7, $a7, $a2
	sc.w $a7, $a0, 0
	beqz $a7, .L7
	dbar 1792
	srl.w $a0, $a6, $a3
	andi $a0, $a0, 255
	dbar 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_weak_1_seq_cst_fence_sc:
	dbar 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a3
	sll.w $a5, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a6, $a0, 0
	and $a7, $a6, $a4
	bne $a7, $a5, .L14
	xor $a7, $a6, $a7
	or $a7, $a7, $a2
	sc.w $a7, $a0, 0
	beqz $a7, .L7
	dbar 1792
	srl.w $a0, $a6, $a3
	andi $a0, $a0, 255
	dbar 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_weak_1_seq_cst_fence:
	dbar 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a3
	sll.w $a5, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a6, $a0, 0
	and $a7, $a6, $a4
	bne $a7, $a5, .L14
	xor $a7, $a6, $a7
	or $a7, $a7, $a2
	sc.w $a7, $a0, 0
	beqz $a7, .L7
	dbar 1792
	srl.w $a0, $a6, $a3
	andi $a0, $a0, 255
	dbar 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_xchg_1_relaxed:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a4, $a0, 0
	andn $a5, $a4, $a3
	or $a5, $a5, $a1
	sc.w $a5, $a0, 0
	beqz $a5, .L5
	srl.w $a0, $a4, $a2
	andi $a0, $a0, 255
	ret

uat_xchg_1_acquire:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a4, $a0, 0
	andn $a5, $a4, $a3
	or $a5, $a5, $a1
	sc.w $a5, $a0, 0
	beqz $a5, .L5
	dbar 0
	srl.w $a0, $a4, $a2
	andi $a0, $a0, 255
	ret

uat_xchg_1_release:
	dbar 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a4, $a0, 0
	andn $a5, $a4, $a3
	or $a5, $a5, $a1
	sc.w $a5, $a0, 0
	beqz $a5, .L6
	srl.w $a0, $a4, $a2
	andi $a0, $a0, 255
	ret

uat_xchg_1_acq_rel:
	dbar 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a4, $a0, 0
	andn $a5, $a4, $a3
	or $a5, $a5, $a1
	sc.w $a5, $a0, 0
	beqz $a5, .L6
	dbar 0
	srl.w $a0, $a4, $a2
	andi $a0, $a0, 255
	ret

uat_xchg_1_seq_cst:
	dbar 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a4, $a0, 0
	andn $a5, $a4, $a3
	or $a5, $a5, $a1
	sc.w $a5, $a0, 0
	beqz $a5, .L6
	dbar 0
	srl.w $a0, $a4, $a2
	andi $a0, $a0, 255
	ret

uat_xchg_1_seq_cst_fence:
	dbar 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a4, $a0, 0
	andn $a5, $a4, $a3
	or $a5, $a5, $a1
	sc.w $a5, $a0, 0
	beqz $a5, .L6
	dbar 0
	srl.w $a0, $a4, $a2
	andi $a0, $a0, 255
	ret

uat_add_return_1_relaxed:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a4, $a1, $a2
	ll.w $a5, $a0, 0
	add.d $a6, $a5, $a4
	xor $a6, $a6, $a5
	and $a6, $a6, $a3
	xor $a6, $a6, $a5
	sc.w $a6, $a0, 0
	beqz $a6, .L5
	srl.w $a0, $a5, $a2
	add.d $a0, $a0, $a1
	andi $a0, $a0, 255
	ret

uat_add_return_1_acquire:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a4, $a1, $a2
	ll.w $a5, $a0, 0
	add.d $a6, $a5, $a4
	xor $a6, $a6, $a5
	and $a6, $a6, $a3
	xor $a6, $a6, $a5
	sc.w $a6, $a0, 0
	beqz $a6, .L5
	dbar 0
	srl.w $a0, $a5, $a2
	add.d $a0, $a0, $a1
	andi $a0, $a0, 255
	ret

uat_add_return_1_release:
	dbar 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a4, $a1, $a2
	ll.w $a5, $a0, 0
	add.d $a6, $a5, $a4
	xor $a6, $a6, $a5
	and $a6, $a6, $a3
	xor $a6, $a6, $a5
	sc.w $a6, $a0, 0
	beqz $a6, .L6
	srl.w $a0, $a5, $a2
	add.d $a0, $a0, $a1
	andi $a0, $a0, 255
	ret

uat_add_return_1_acq_rel:
	dbar 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a4, $a1, $a2
	ll.w $a5, $a0, 0
	add.d $a6, $a5, $a4
	xor $a6, $a6, $a5
	and $a6, $a6, $a3
	xor $a6, $a6, $a5
	sc.w $a6, $a0, 0
	beqz $a6, .L6
	dbar 0
	srl.w $a0, $a5, $a2
	add.d $a0, $a0, $a1
	andi $a0, $a0, 255
	ret

uat_add_return_1_seq_cst:
	dbar 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a4, $a1, $a2
	ll.w $a5, $a0, 0
	add.d $a6, $a5, $a4
	xor $a6, $a6, $a5
	and $a6, $a6, $a3
	xor $a6, $a6, $a5
	sc.w $a6, $a0, 0
	beqz $a6, .L6
	srl.w $a0, $a5, $a2
	dbar 0
	add.d $a0, $a0, $a1
	andi $a0, $a0, 255
	ret

uat_add_return_1_seq_cst_fence:
	dbar 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a4, $a1, $a2
	ll.w $a5, $a0, 0
	add.d $a6, $a5, $a4
	xor $a6, $a6, $a5
	and $a6, $a6, $a3
	xor $a6, $a6, $a5
	sc.w $a6, $a0, 0
	beqz $a6, .L6
	srl.w $a0, $a5, $a2
	dbar 0
	add.d $a0, $a0, $a1
	andi $a0, $a0, 255
	ret

uat_add_1_relaxed:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a2, $a0, 0
	add.d $a4, $a2, $a1
	xor $a4, $a4, $a2
	and $a4, $a4, $a3
	xor $a4, $a4, $a2
	sc.w $a4, $a0, 0
	beqz $a4, .L5
	ret

uat_add_1_acquire:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a2, $a0, 0
	add.d $a4, $a2, $a1
	xor $a4, $a4, $a2
	and $a4, $a4, $a3
	xor $a4, $a4, $a2
	sc.w $a4, $a0, 0
	beqz $a4, .L5
	dbar 0
	ret

uat_add_1_release:
	dbar 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a2, $a0, 0
	add.d $a4, $a2, $a1
	xor $a4, $a4, $a2
	and $a4, $a4, $a3
	xor $a4, $a4, $a2
	sc.w $a4, $a0, 0
	beqz $a4, .L6
	ret

uat_add_1_acq_rel:
	dbar 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a2, $a0, 0
	add.d $a4, $a2, $a1
	xor $a4, $a4, $a2
	and $a4, $a4, $a3
	xor $a4, $a4, $a2
	sc.w $a4, $a0, 0
	beqz $a4, .L6
	dbar 0
	ret

uat_add_1_seq_cst:
	dbar 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a2, $a0, 0
	add.d $a4, $a2, $a1
	xor $a4, $a4, $a2
	and $a4, $a4, $a3
	xor $a4, $a4, $a2
	sc.w $a4, $a0, 0
	beqz $a4, .L6
	dbar 0
	ret

uat_add_1_seq_cst_fence:
	dbar 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a2, $a0, 0
	add.d $a4, $a2, $a1
	xor $a4, $a4, $a2
	and $a4, $a4, $a3
	xor $a4, $a4, $a2
	sc.w $a4, $a0, 0
	beqz $a4, .L6
	dbar 0
	ret

uat_and_1_relaxed:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	orn $a1, $a1, $a3
	amand.w $zero, $a1, $a0
	ret

uat_and_1_acquire:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	orn $a1, $a1, $a3
	amand_db.w $zero, $a1, $a0
	ret

uat_and_1_release:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	orn $a1, $a1, $a3
	amand_db.w $zero, $a1, $a0
	ret

uat_and_1_acq_rel:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	orn $a1, $a1, $a3
	amand_db.w $zero, $a1, $a0
	ret

uat_and_1_seq_cst:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	orn $a1, $a1, $a3
	amand_db.w $zero, $a1, $a0
	ret

uat_and_1_seq_cst_fence:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	orn $a1, $a1, $a3
	amand_db.w $zero, $a1, $a0
	ret

uat_or_1_relaxed:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amor.w $zero, $a1, $a0
	ret

uat_or_1_acquire:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amor_db.w $zero, $a1, $a0
	ret

uat_or_1_release:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amor_db.w $zero, $a1, $a0
	ret

uat_or_1_acq_rel:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amor_db.w $zero, $a1, $a0
	ret

uat_or_1_seq_cst:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amor_db.w $zero, $a1, $a0
	ret

uat_or_1_seq_cst_fence:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amor_db.w $zero, $a1, $a0
	ret

uat_xor_1_relaxed:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amxor.w $zero, $a1, $a0
	ret

uat_xor_1_acquire:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amxor_db.w $zero, $a1, $a0
	ret

uat_xor_1_release:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amxor_db.w $zero, $a1, $a0
	ret

uat_xor_1_acq_rel:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amxor_db.w $zero, $a1, $a0
	ret

uat_xor_1_seq_cst:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amxor_db.w $zero, $a1, $a0
	ret

uat_xor_1_seq_cst_fence:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amxor_db.w $zero, $a1, $a0
	ret

uat_fetch_add_1_relaxed:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a4, $a0, 0
	add.d $a5, $a4, $a1
	xor $a5, $a5, $a4
	and $a5, $a5, $a3
	xor $a5, $a5, $a4
	sc.w $a5, $a0, 0
	beqz $a5, .L5
	srl.w $a0, $a4, $a2
	andi $a0, $a0, 255
	ret

uat_fetch_add_1_acquire:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a4, $a0, 0
	add.d $a5, $a4, $a1
	xor $a5, $a5, $a4
	and $a5, $a5, $a3
	xor $a5, $a5, $a4
	sc.w $a5, $a0, 0
	beqz $a5, .L5
	dbar 0
	srl.w $a0, $a4, $a2
	andi $a0, $a0, 255
	ret

uat_fetch_add_1_release:
	dbar 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a4, $a0, 0
	add.d $a5, $a4, $a1
	xor $a5, $a5, $a4
	and $a5, $a5, $a3
	xor $a5, $a5, $a4
	sc.w $a5, $a0, 0
	beqz $a5, .L6
	srl.w $a0, $a4, $a2
	andi $a0, $a0, 255
	ret

uat_fetch_add_1_acq_rel:
	dbar 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a4, $a0, 0
	add.d $a5, $a4, $a1
	xor $a5, $a5, $a4
	and $a5, $a5, $a3
	xor $a5, $a5, $a4
	sc.w $a5, $a0, 0
	beqz $a5, .L6
	dbar 0
	srl.w $a0, $a4, $a2
	andi $a0, $a0, 255
	ret

uat_fetch_add_1_seq_cst:
	dbar 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a4, $a0, 0
	add.d $a5, $a4, $a1
	xor $a5, $a5, $a4
	and $a5, $a5, $a3
	xor $a5, $a5, $a4
	sc.w $a5, $a0, 0
	beqz $a5, .L6
	dbar 0
	srl.w $a0, $a4, $a2
	andi $a0, $a0, 255
	ret

uat_fetch_add_1_seq_cst_fence:
	dbar 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a4, $a0, 0
	add.d $a5, $a4, $a1
	xor $a5, $a5, $a4
	and $a5, $a5, $a3
	xor $a5, $a5, $a4
	sc.w $a5, $a0, 0
	beqz $a5, .L6
	dbar 0
	srl.w $a0, $a4, $a2
	andi $a0, $a0, 255
	ret

uat_fetch_and_1_relaxed:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	orn $a1, $a1, $a3
	amand.w $a3, $a1, $a0
	srl.w $a0, $a3, $a2
	andi $a0, $a0, 255
	ret

uat_fetch_and_1_acquire:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	orn $a1, $a1, $a3
	amand_db.w $a3, $a1, $a0
	srl.w $a0, $a3, $a2
	andi $a0, $a0, 255
	ret

uat_fetch_and_1_release:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	orn $a1, $a1, $a3
	amand_db.w $a3, $a1, $a0
	srl.w $a0, $a3, $a2
	andi $a0, $a0, 255
	ret

uat_fetch_and_1_acq_rel:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	orn $a1, $a1, $a3
	amand_db.w $a3, $a1, $a0
	srl.w $a0, $a3, $a2
	andi $a0, $a0, 255
	ret

uat_fetch_and_1_seq_cst:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	orn $a1, $a1, $a3
	amand_db.w $a3, $a1, $a0
	srl.w $a0, $a3, $a2
	andi $a0, $a0, 255
	ret

uat_fetch_and_1_seq_cst_fence:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	orn $a1, $a1, $a3
	amand_db.w $a3, $a1, $a0
	srl.w $a0, $a3, $a2
	andi $a0, $a0, 255
	ret

uat_fetch_or_1_relaxed:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amor.w $a3, $a1, $a0
	srl.w $a0, $a3, $a2
	andi $a0, $a0, 255
	ret

uat_fetch_or_1_acquire:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amor_db.w $a3, $a1, $a0
	srl.w $a0, $a3, $a2
	andi $a0, $a0, 255
	ret

uat_fetch_or_1_release:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amor_db.w $a3, $a1, $a0
	srl.w $a0, $a3, $a2
	andi $a0, $a0, 255
	ret

uat_fetch_or_1_acq_rel:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amor_db.w $a3, $a1, $a0
	srl.w $a0, $a3, $a2
	andi $a0, $a0, 255
	ret

uat_fetch_or_1_seq_cst:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amor_db.w $a3, $a1, $a0
	srl.w $a0, $a3, $a2
	andi $a0, $a0, 255
	ret

uat_fetch_or_1_seq_cst_fence:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amor_db.w $a3, $a1, $a0
	srl.w $a0, $a3, $a2
	andi $a0, $a0, 255
	ret

uat_fetch_xor_1_relaxed:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amxor.w $a3, $a1, $a0
	srl.w $a0, $a3, $a2
	andi $a0, $a0, 255
	ret

uat_fetch_xor_1_acquire:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amxor_db.w $a3, $a1, $a0
	srl.w $a0, $a3, $a2
	andi $a0, $a0, 255
	ret

uat_fetch_xor_1_release:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amxor_db.w $a3, $a1, $a0
	srl.w $a0, $a3, $a2
	andi $a0, $a0, 255
	ret

uat_fetch_xor_1_acq_rel:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amxor_db.w $a3, $a1, $a0
	srl.w $a0, $a3, $a2
	andi $a0, $a0, 255
	ret

uat_fetch_xor_1_seq_cst:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amxor_db.w $a3, $a1, $a0
	srl.w $a0, $a3, $a2
	andi $a0, $a0, 255
	ret

uat_fetch_xor_1_seq_cst_fence:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amxor_db.w $a3, $a1, $a0
	srl.w $a0, $a3, $a2
	andi $a0, $a0, 255
	ret

uat_fetch_smax_1_relaxed:
	ld.bu $a4, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	ori $a5, $zero, 255
	sll.w $a5, $a5, $a2
	nop
	nop
	ext.w.b $a2, $a4
	slt $a6, $a2, $a1
	masknez $a7, $a2, $a6
	maskeqz $a6, $a1, $a6
	or $a6, $a6, $a7
	andi $a7, $a4, 255
	sll.w $a4, $a7, $a3
	andi $a6, $a6, 255
	sll.w $a6, $a6, $a3
	ll.w $t0, $a0, 0
	and $t1, $t0, $a5
	bne $t1, $a4, .L24
	xor $t1, $t0, $t1
	or $t1, $t1, $a6
	sc.w $t1, $a0, 0
	beqz $t1, .L17
	dbar 1792
	srl.w $a4, $t0, $a3
	andi $a6, $a4, 255
	bne $a7, $a6, .L8
	move $a0, $a2
	ret

uat_fetch_smax_1_acquire:
	ld.bu $a4, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	ori $a5, $zero, 255
	sll.w $a5, $a5, $a2
	nop
	nop
	ext.w.b $a2, $a4
	slt $a6, $a2, $a1
	masknez $a7, $a2, $a6
	maskeqz $a6, $a1, $a6
	or $a6, $a6, $a7
	andi $a7, $a4, 255
	sll.w $a4, $a7, $a3
	andi $a6, $a6, 255
	sll.w $a6, $a6, $a3
	ll.w $t0, $a0, 0
	and $t1, $t0, $a5
	bne $t1, $a4, .L24
	xor $t1, $t0, $t1
	or $t1, $t1, $a6
	sc.w $t1, $a0, 0
	beqz $t1, .L17
	dbar 1792
	srl.w $a4, $t0, $a3
	andi $a6, $a4, 255
	bne $a7, $a6, .L8
	dbar 0
	move $a0, $a2
	ret

uat_fetch_smax_1_release:
	dbar 0
	ld.bu $a4, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	ori $a5, $zero, 255
	sll.w $a5, $a5, $a2
	nop
	ext.w.b $a2, $a4
	slt $a6, $a2, $a1
	masknez $a7, $a2, $a6
	maskeqz $a6, $a1, $a6
	or $a6, $a6, $a7
	andi $a7, $a4, 255
	sll.w $a4, $a7, $a3
	andi $a6, $a6, 255
	sll.w $a6, $a6, $a3
	ll.w $t0, $a0, 0
	and $t1, $t0, $a5
	bne $t1, $a4, .L24
	xor $t1, $t0, $t1
	or $t1, $t1, $a6
	sc.w $t1, $a0, 0
	beqz $t1, .L17
	dbar 1792
	srl.w $a4, $t0, $a3
	andi $a6, $a4, 255
	bne $a7, $a6, .L8
	move $a0, $a2
	ret

uat_fetch_smax_1_acq_rel:
	dbar 0
	ld.bu $a4, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	ori $a5, $zero, 255
	sll.w $a5, $a5, $a2
	nop
	ext.w.b $a2, $a4
	slt $a6, $a2, $a1
	masknez $a7, $a2, $a6
	maskeqz $a6, $a1, $a6
	or $a6, $a6, $a7
	andi $a7, $a4, 255
	sll.w $a4, $a7, $a3
	andi $a6, $a6, 255
	sll.w $a6, $a6, $a3
	ll.w $t0, $a0, 0
	and $t1, $t0, $a5
	bne $t1, $a4, .L24
	xor $t1, $t0, $t1
	or $t1, $t1, $a6
	sc.w $t1, $a0, 0
	beqz $t1, .L17
	dbar 1792
	srl.w $a4, $t0, $a3
	andi $a6, $a4, 255
	bne $a7, $a6, .L8
	dbar 0
	move $a0, $a2
	ret

uat_fetch_smax_1_seq_cst:
	dbar 0
	ld.bu $a4, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	ori $a5, $zero, 255
	sll.w $a5, $a5, $a2
	nop
	ext.w.b $a2, $a4
	slt $a6, $a2, $a1
	masknez $a7, $a2, $a6
	maskeqz $a6, $a1, $a6
	or $a6, $a6, $a7
	andi $a7, $a4, 255
	sll.w $a4, $a7, $a3
	andi $a6, $a6, 255
	sll.w $a6, $a6, $a3
	ll.w $t0, $a0, 0
	and $t1, $t0, $a5
	bne $t1, $a4, .L24
	xor $t1, $t0, $t1
	or $t1, $t1, $a6
	sc.w $t1, $a0, 0
	beqz $t1, .L17
	dbar 1792
	srl.w $a4, $t0, $a3
	andi $a6, $a4, 255
	bne $a7, $a6, .L8
	dbar 0
	move $a0, $a2
	ret

uat_fetch_smax_1_seq_cst_fence:
	dbar 0
	ld.bu $a4, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	ori $a5, $zero, 255
	sll.w $a5, $a5, $a2
	nop
	ext.w.b $a2, $a4
	slt $a6, $a2, $a1
	masknez $a7, $a2, $a6
	maskeqz $a6, $a1, $a6
	or $a6, $a6, $a7
	andi $a7, $a4, 255
	sll.w $a4, $a7, $a3
	andi $a6, $a6, 255
	sll.w $a6, $a6, $a3
	ll.w $t0, $a0, 0
	and $t1, $t0, $a5
	bne $t1, $a4, .L24
	xor $t1, $t0, $t1
	or $t1, $t1, $a6
	sc.w $t1, $a0, 0
	beqz $t1, .L17
	dbar 1792
	srl.w $a4, $t0, $a3
	andi $a6, $a4, 255
	bne $a7, $a6, .L8
	dbar 0
	move $a0, $a2
	ret

uat_fetch_umax_1_relaxed:
	ld.bu $a5, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a2
	nop
	nop
	andi $a2, $a5, 255
	sltu $a5, $a2, $a1
	masknez $a6, $a2, $a5
	maskeqz $a5, $a1, $a5
	or $a5, $a5, $a6
	sll.w $a6, $a2, $a3
	sll.w $a5, $a5, $a3
	ll.w $a7, $a0, 0
	and $t0, $a7, $a4
	bne $t0, $a6, .L22
	xor $t0, $a7, $t0
	or $t0, $t0, $a5
	sc.w $t0, $a0, 0
	beqz $t0, .L15
	dbar 1792
	srl.w $a5, $a7, $a3
	andi $a6, $a5, 255
	bne $a2, $a6, .L8
	move $a0, $a2
	ret

uat_fetch_umax_1_acquire:
	ld.bu $a5, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a2
	nop
	nop
	andi $a2, $a5, 255
	sltu $a5, $a2, $a1
	masknez $a6, $a2, $a5
	maskeqz $a5, $a1, $a5
	or $a5, $a5, $a6
	sll.w $a6, $a2, $a3
	sll.w $a5, $a5, $a3
	ll.w $a7, $a0, 0
	and $t0, $a7, $a4
	bne $t0, $a6, .L22
	xor $t0, $a7, $t0
	or $t0, $t0, $a5
	sc.w $t0, $a0, 0
	beqz $t0, .L15
	dbar 1792
	srl.w $a5, $a7, $a3
	andi $a6, $a5, 255
	bne $a2, $a6, .L8
	dbar 0
	move $a0, $a2
	ret

uat_fetch_umax_1_release:
	dbar 0
	ld.bu $a5, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a2
	nop
	andi $a2, $a5, 255
	sltu $a5, $a2, $a1
	masknez $a6, $a2, $a5
	maskeqz $a5, $a1, $a5
	or $a5, $a5, $a6
	sll.w $a6, $a2, $a3
	sll.w $a5, $a5, $a3
	ll.w $a7, $a0, 0
	and $t0, $a7, $a4
	bne $t0, $a6, .L22
	xor $t0, $a7, $t0
	or $t0, $t0, $a5
	sc.w $t0, $a0, 0
	beqz $t0, .L15
	dbar 1792
	srl.w $a5, $a7, $a3
	andi $a6, $a5, 255
	bne $a2, $a6, .L8
	move $a0, $a2
	ret

uat_fetch_umax_1_acq_rel:
	dbar 0
	ld.bu $a5, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a2
	nop
	andi $a2, $a5, 255
	sltu $a5, $a2, $a1
	masknez $a6, $a2, $a5
	maskeqz $a5, $a1, $a5
	or $a5, $a5, $a6
	sll.w $a6, $a2, $a3
	sll.w $a5, $a5, $a3
	ll.w $a7, $a0, 0
	and $t0, $a7, $a4
	bne $t0, $a6, .L22
	xor $t0, $a7, $t0
	or $t0, $t0, $a5
	sc.w $t0, $a0, 0
	beqz $t0, .L15
	dbar 1792
	srl.w $a5, $a7, $a3
	andi $a6, $a5, 255
	bne $a2, $a6, .L8
	dbar 0
	move $a0, $a2
	ret

uat_fetch_umax_1_seq_cst:
	dbar 0
	ld.bu $a5, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a2
	nop
	andi $a2, $a5, 255
	sltu $a5, $a2, $a1
	masknez $a6, $a2, $a5
	maskeqz $a5, $a1, $a5
	or $a5, $a5, $a6
	sll.w $a6, $a2, $a3
	sll.w $a5, $a5, $a3
	ll.w $a7, $a0, 0
	and $t0, $a7, $a4
	bne $t0, $a6, .L22
	xor $t0, $a7, $t0
	or $t0, $t0, $a5
	sc.w $t0, $a0, 0
	beqz $t0, .L15
	dbar 1792
	srl.w $a5, $a7, $a3
	andi $a6, $a5, 255
	bne $a2, $a6, .L8
	dbar 0
	move $a0, $a2
	ret

uat_fetch_umax_1_seq_cst_fence:
	dbar 0
	ld.bu $a5, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a2
	nop
	andi $a2, $a5, 255
	sltu $a5, $a2, $a1
	masknez $a6, $a2, $a5
	maskeqz $a5, $a1, $a5
	or $a5, $a5, $a6
	sll.w $a6, $a2, $a3
	sll.w $a5, $a5, $a3
	ll.w $a7, $a0, 0
	and $t0, $a7, $a4
	bne $t0, $a6, .L22
	xor $t0, $a7, $t0
	or $t0, $t0, $a5
	sc.w $t0, $a0, 0
	beqz $t0, .L15
	dbar 1792
	srl.w $a5, $a7, $a3
	andi $a6, $a5, 255
	bne $a2, $a6, .L8
	dbar 0
	move $a0, $a2
	ret

uat_fetch_smin_1_relaxed:
	ld.bu $a4, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	ori $a5, $zero, 255
	sll.w $a5, $a5, $a2
	nop
	nop
	ext.w.b $a2, $a4
	slt $a6, $a1, $a2
	masknez $a7, $a2, $a6
	maskeqz $a6, $a1, $a6
	or $a6, $a6, $a7
	andi $a7, $a4, 255
	sll.w $a4, $a7, $a3
	andi $a6, $a6, 255
	sll.w $a6, $a6, $a3
	ll.w $t0, $a0, 0
	and $t1, $t0, $a5
	bne $t1, $a4, .L24
	xor $t1, $t0, $t1
	or $t1, $t1, $a6
	sc.w $t1, $a0, 0
	beqz $t1, .L17
	dbar 1792
	srl.w $a4, $t0, $a3
	andi $a6, $a4, 255
	bne $a7, $a6, .L8
	move $a0, $a2
	ret

uat_fetch_smin_1_acquire:
	ld.bu $a4, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	ori $a5, $zero, 255
	sll.w $a5, $a5, $a2
	nop
	nop
	ext.w.b $a2, $a4
	slt $a6, $a1, $a2
	masknez $a7, $a2, $a6
	maskeqz $a6, $a1, $a6
	or $a6, $a6, $a7
	andi $a7, $a4, 255
	sll.w $a4, $a7, $a3
	andi $a6, $a6, 255
	sll.w $a6, $a6, $a3
	ll.w $t0, $a0, 0
	and $t1, $t0, $a5
	bne $t1, $a4, .L24
	xor $t1, $t0, $t1
	or $t1, $t1, $a6
	sc.w $t1, $a0, 0
	beqz $t1, .L17
	dbar 1792
	srl.w $a4, $t0, $a3
	andi $a6, $a4, 255
	bne $a7, $a6, .L8
	dbar 0
	move $a0, $a2
	ret

uat_fetch_smin_1_release:
	dbar 0
	ld.bu $a4, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	ori $a5, $zero, 255
	sll.w $a5, $a5, $a2
	nop
	ext.w.b $a2, $a4
	slt $a6, $a1, $a2
	masknez $a7, $a2, $a6
	maskeqz $a6, $a1, $a6
	or $a6, $a6, $a7
	andi $a7, $a4, 255
	sll.w $a4, $a7, $a3
	andi $a6, $a6, 255
	sll.w $a6, $a6, $a3
	ll.w $t0, $a0, 0
	and $t1, $t0, $a5
	bne $t1, $a4, .L24
	xor $t1, $t0, $t1
	or $t1, $t1, $a6
	sc.w $t1, $a0, 0
	beqz $t1, .L17
	dbar 1792
	srl.w $a4, $t0, $a3
	andi $a6, $a4, 255
	bne $a7, $a6, .L8
	move $a0, $a2
	ret

uat_fetch_smin_1_acq_rel:
	dbar 0
	ld.bu $a4, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	ori $a5, $zero, 255
	sll.w $a5, $a5, $a2
	nop
	ext.w.b $a2, $a4
	slt $a6, $a1, $a2
	masknez $a7, $a2, $a6
	maskeqz $a6, $a1, $a6
	or $a6, $a6, $a7
	andi $a7, $a4, 255
	sll.w $a4, $a7, $a3
	andi $a6, $a6, 255
	sll.w $a6, $a6, $a3
	ll.w $t0, $a0, 0
	and $t1, $t0, $a5
	bne $t1, $a4, .L24
	xor $t1, $t0, $t1
	or $t1, $t1, $a6
	sc.w $t1, $a0, 0
	beqz $t1, .L17
	dbar 1792
	srl.w $a4, $t0, $a3
	andi $a6, $a4, 255
	bne $a7, $a6, .L8
	dbar 0
	move $a0, $a2
	ret

uat_fetch_smin_1_seq_cst:
	dbar 0
	ld.bu $a4, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	ori $a5, $zero, 255
	sll.w $a5, $a5, $a2
	nop
	ext.w.b $a2, $a4
	slt $a6, $a1, $a2
	masknez $a7, $a2, $a6
	maskeqz $a6, $a1, $a6
	or $a6, $a6, $a7
	andi $a7, $a4, 255
	sll.w $a4, $a7, $a3
	andi $a6, $a6, 255
	sll.w $a6, $a6, $a3
	ll.w $t0, $a0, 0
	and $t1, $t0, $a5
	bne $t1, $a4, .L24
	xor $t1, $t0, $t1
	or $t1, $t1, $a6
	sc.w $t1, $a0, 0
	beqz $t1, .L17
	dbar 1792
	srl.w $a4, $t0, $a3
	andi $a6, $a4, 255
	bne $a7, $a6, .L8
	dbar 0
	move $a0, $a2
	ret

uat_fetch_smin_1_seq_cst_fence:
	dbar 0
	ld.bu $a4, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	ori $a5, $zero, 255
	sll.w $a5, $a5, $a2
	nop
	ext.w.b $a2, $a4
	slt $a6, $a1, $a2
	masknez $a7, $a2, $a6
	maskeqz $a6, $a1, $a6
	or $a6, $a6, $a7
	andi $a7, $a4, 255
	sll.w $a4, $a7, $a3
	andi $a6, $a6, 255
	sll.w $a6, $a6, $a3
	ll.w $t0, $a0, 0
	and $t1, $t0, $a5
	bne $t1, $a4, .L24
	xor $t1, $t0, $t1
	or $t1, $t1, $a6
	sc.w $t1, $a0, 0
	beqz $t1, .L17
	dbar 1792
	srl.w $a4, $t0, $a3
	andi $a6, $a4, 255
	bne $a7, $a6, .L8
	dbar 0
	move $a0, $a2
	ret

uat_fetch_umin_1_relaxed:
	ld.bu $a5, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a2
	nop
	nop
	andi $a2, $a5, 255
	sltu $a5, $a1, $a2
	masknez $a6, $a2, $a5
	maskeqz $a5, $a1, $a5
	or $a5, $a5, $a6
	sll.w $a6, $a2, $a3
	sll.w $a5, $a5, $a3
	ll.w $a7, $a0, 0
	and $t0, $a7, $a4
	bne $t0, $a6, .L22
	xor $t0, $a7, $t0
	or $t0, $t0, $a5
	sc.w $t0, $a0, 0
	beqz $t0, .L15
	dbar 1792
	srl.w $a5, $a7, $a3
	andi $a6, $a5, 255
	bne $a2, $a6, .L8
	move $a0, $a2
	ret

uat_fetch_umin_1_acquire:
	ld.bu $a5, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a2
	nop
	nop
	andi $a2, $a5, 255
	sltu $a5, $a1, $a2
	masknez $a6, $a2, $a5
	maskeqz $a5, $a1, $a5
	or $a5, $a5, $a6
	sll.w $a6, $a2, $a3
	sll.w $a5, $a5, $a3
	ll.w $a7, $a0, 0
	and $t0, $a7, $a4
	bne $t0, $a6, .L22
	xor $t0, $a7, $t0
	or $t0, $t0, $a5
	sc.w $t0, $a0, 0
	beqz $t0, .L15
	dbar 1792
	srl.w $a5, $a7, $a3
	andi $a6, $a5, 255
	bne $a2, $a6, .L8
	dbar 0
	move $a0, $a2
	ret

uat_fetch_umin_1_release:
	dbar 0
	ld.bu $a5, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a2
	nop
	andi $a2, $a5, 255
	sltu $a5, $a1, $a2
	masknez $a6, $a2, $a5
	maskeqz $a5, $a1, $a5
	or $a5, $a5, $a6
	sll.w $a6, $a2, $a3
	sll.w $a5, $a5, $a3
	ll.w $a7, $a0, 0
	and $t0, $a7, $a4
	bne $t0, $a6, .L22
	xor $t0, $a7, $t0
	or $t0, $t0, $a5
	sc.w $t0, $a0, 0
	beqz $t0, .L15
	dbar 1792
	srl.w $a5, $a7, $a3
	andi $a6, $a5, 255
	bne $a2, $a6, .L8
	move $a0, $a2
	ret

uat_fetch_umin_1_acq_rel:
	dbar 0
	ld.bu $a5, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a2
	nop
	andi $a2, $a5, 255
	sltu $a5, $a1, $a2
	masknez $a6, $a2, $a5
	maskeqz $a5, $a1, $a5
	or $a5, $a5, $a6
	sll.w $a6, $a2, $a3
	sll.w $a5, $a5, $a3
	ll.w $a7, $a0, 0
	and $t0, $a7, $a4
	bne $t0, $a6, .L22
	xor $t0, $a7, $t0
	or $t0, $t0, $a5
	sc.w $t0, $a0, 0
	beqz $t0, .L15
	dbar 1792
	srl.w $a5, $a7, $a3
	andi $a6, $a5, 255
	bne $a2, $a6, .L8
	dbar 0
	move $a0, $a2
	ret

uat_fetch_umin_1_seq_cst:
	dbar 0
	ld.bu $a5, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a2
	nop
	andi $a2, $a5, 255
	sltu $a5, $a1, $a2
	masknez $a6, $a2, $a5
	maskeqz $a5, $a1, $a5
	or $a5, $a5, $a6
	sll.w $a6, $a2, $a3
	sll.w $a5, $a5, $a3
	ll.w $a7, $a0, 0
	and $t0, $a7, $a4
	bne $t0, $a6, .L22
	xor $t0, $a7, $t0
	or $t0, $t0, $a5
	sc.w $t0, $a0, 0
	beqz $t0, .L15
	dbar 1792
	srl.w $a5, $a7, $a3
	andi $a6, $a5, 255
	bne $a2, $a6, .L8
	dbar 0
	move $a0, $a2
	ret

uat_fetch_umin_1_seq_cst_fence:
	dbar 0
	ld.bu $a5, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a2
	nop
	andi $a2, $a5, 255
	sltu $a5, $a1, $a2
	masknez $a6, $a2, $a5
	maskeqz $a5, $a1, $a5
	or $a5, $a5, $a6
	sll.w $a6, $a2, $a3
	sll.w $a5, $a5, $a3
	ll.w $a7, $a0, 0
	and $t0, $a7, $a4
	bne $t0, $a6, .L22
	xor $t0, $a7, $t0
	or $t0, $t0, $a5
	sc.w $t0, $a0, 0
	beqz $t0, .L15
	dbar 1792
	srl.w $a5, $a7, $a3
	andi $a6, $a5, 255
	bne $a2, $a6, .L8
	dbar 0
	move $a0, $a2
	ret

uat_test_and_set_bit_1_relaxed:
	andi $a1, $a1, 7
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a2, $a2, $a3
	amor.w $a4, $a2, $a0
	srl.w $a0, $a4, $a3
	andi $a0, $a0, 255
	srl.w $a0, $a0, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_set_bit_1_acquire:
	andi $a1, $a1, 7
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a2, $a2, $a3
	amor_db.w $a4, $a2, $a0
	srl.w $a0, $a4, $a3
	andi $a0, $a0, 255
	srl.w $a0, $a0, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_set_bit_1_release:
	andi $a1, $a1, 7
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a2, $a2, $a3
	amor_db.w $a4, $a2, $a0
	srl.w $a0, $a4, $a3
	andi $a0, $a0, 255
	srl.w $a0, $a0, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_set_bit_1_acq_rel:
	andi $a1, $a1, 7
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a2, $a2, $a3
	amor_db.w $a4, $a2, $a0
	srl.w $a0, $a4, $a3
	andi $a0, $a0, 255
	srl.w $a0, $a0, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_set_bit_1_seq_cst:
	andi $a1, $a1, 7
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a2, $a2, $a3
	amor_db.w $a4, $a2, $a0
	srl.w $a0, $a4, $a3
	andi $a0, $a0, 255
	srl.w $a0, $a0, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_set_bit_1_seq_cst_fence:
	andi $a1, $a1, 7
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a2, $a2, $a3
	amor_db.w $a4, $a2, $a0
	srl.w $a0, $a4, $a3
	andi $a0, $a0, 255
	srl.w $a0, $a0, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_clear_bit_1_relaxed:
	andi $a1, $a1, 7
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a3
	xori $a2, $a2, 255
	sll.w $a2, $a2, $a3
	orn $a2, $a2, $a4
	amand.w $a4, $a2, $a0
	srl.w $a0, $a4, $a3
	andi $a0, $a0, 255
	srl.w $a0, $a0, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_clear_bit_1_acquire:
	andi $a1, $a1, 7
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a3
	xori $a2, $a2, 255
	sll.w $a2, $a2, $a3
	orn $a2, $a2, $a4
	amand_db.w $a4, $a2, $a0
	srl.w $a0, $a4, $a3
	andi $a0, $a0, 255
	srl.w $a0, $a0, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_clear_bit_1_release:
	andi $a1, $a1, 7
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a3
	xori $a2, $a2, 255
	sll.w $a2, $a2, $a3
	orn $a2, $a2, $a4
	amand_db.w $a4, $a2, $a0
	srl.w $a0, $a4, $a3
	andi $a0, $a0, 255
	srl.w $a0, $a0, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_clear_bit_1_acq_rel:
	andi $a1, $a1, 7
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a3
	xori $a2, $a2, 255
	sll.w $a2, $a2, $a3
	orn $a2, $a2, $a4
	amand_db.w $a4, $a2, $a0
	srl.w $a0, $a4, $a3
	andi $a0, $a0, 255
	srl.w $a0, $a0, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_clear_bit_1_seq_cst:
	andi $a1, $a1, 7
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a3
	xori $a2, $a2, 255
	sll.w $a2, $a2, $a3
	orn $a2, $a2, $a4
	amand_db.w $a4, $a2, $a0
	srl.w $a0, $a4, $a3
	andi $a0, $a0, 255
	srl.w $a0, $a0, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_clear_bit_1_seq_cst_fence:
	andi $a1, $a1, 7
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a4, $zero, 255
	sll.w $a4, $a4, $a3
	xori $a2, $a2, 255
	sll.w $a2, $a2, $a3
	orn $a2, $a2, $a4
	amand_db.w $a4, $a2, $a0
	srl.w $a0, $a4, $a3
	andi $a0, $a0, 255
	srl.w $a0, $a0, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_change_bit_1_relaxed:
	andi $a1, $a1, 7
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a2, $a2, $a3
	amxor.w $a4, $a2, $a0
	srl.w $a0, $a4, $a3
	andi $a0, $a0, 255
	srl.w $a0, $a0, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_change_bit_1_acquire:
	andi $a1, $a1, 7
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a2, $a2, $a3
	amxor_db.w $a4, $a2, $a0
	srl.w $a0, $a4, $a3
	andi $a0, $a0, 255
	srl.w $a0, $a0, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_change_bit_1_release:
	andi $a1, $a1, 7
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a2, $a2, $a3
	amxor_db.w $a4, $a2, $a0
	srl.w $a0, $a4, $a3
	andi $a0, $a0, 255
	srl.w $a0, $a0, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_change_bit_1_acq_rel:
	andi $a1, $a1, 7
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a2, $a2, $a3
	amxor_db.w $a4, $a2, $a0
	srl.w $a0, $a4, $a3
	andi $a0, $a0, 255
	srl.w $a0, $a0, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_change_bit_1_seq_cst:
	andi $a1, $a1, 7
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a2, $a2, $a3
	amxor_db.w $a4, $a2, $a0
	srl.w $a0, $a4, $a3
	andi $a0, $a0, 255
	srl.w $a0, $a0, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_change_bit_1_seq_cst_fence:
	andi $a1, $a1, 7
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a2, $a2, $a3
	amxor_db.w $a4, $a2, $a0
	srl.w $a0, $a4, $a3
	andi $a0, $a0, 255
	srl.w $a0, $a0, $a1
	andi $a0, $a0, 1
	ret

uat_fetch_add_unless_1_relaxed:
	ld.bu $a6, $a0, 0
	slli.d $a4, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a4, 24
	ori $a5, $zero, 255
	sll.w $a4, $a5, $a4
	andi $a7, $a6, 255
	beq $a7, $a2, .L26
	move $a5, $a6
	sll.w $a6, $a7, $a3
	add.d $t0, $a5, $a1
	andi $t0, $t0, 255
	sll.w $t0, $t0, $a3
	ll.w $t1, $a0, 0
	and $t2, $t1, $a4
	bne $t2, $a6, .L20
	xor $t2, $t1, $t2
	or $t2, $t2, $t0
	sc.w $t2, $a0, 0
	beqz $t2, .L13
	dbar 1792
	srl.w $a6, $t1, $a3
	andi $t0, $a6, 255
	bne $a7, $t0, .L6
	andi $a0, $a5, 255
	ret
	andi $a0, $a2, 255
	ret

uat_fetch_add_unless_1_acquire:
	ld.bu $a6, $a0, 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a4, $a3, 24
	ori $a5, $zero, 255
	sll.w $a5, $a5, $a3
	andi $a7, $a6, 255
	beq $a7, $a2, .L28
	move $a3, $a6
	sll.w $a6, $a7, $a4
	add.d $t0, $a3, $a1
	andi $t0, $t0, 255
	sll.w $t0, $t0, $a4
	ll.w $t1, $a0, 0
	and $t2, $t1, $a5
	bne $t2, $a6, .L20
	xor $t2, $t1, $t2
	or $t2, $t2, $t0
	sc.w $t2, $a0, 0
	beqz $t2, .L13
	dbar 1792
	srl.w $a6, $t1, $a4
	andi $t0, $a6, 255
	bne $a7, $t0, .L6
	beq $a7, $a2, .L26
	dbar 0
	andi $a0, $a3, 255
	ret
	andi $a0, $a2, 255
	ret

uat_fetch_add_unless_1_release:
	dbar 0
	ld.bu $a6, $a0, 0
	slli.d $a4, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a4, 24
	ori $a5, $zero, 255
	sll.w $a4, $a5, $a4
	andi $a7, $a6, 255
	beq $a7, $a2, .L27
	move $a5, $a6
	sll.w $a6, $a7, $a3
	add.d $t0, $a5, $a1
	andi $t0, $t0, 255
	sll.w $t0, $t0, $a3
	ll.w $t1, $a0, 0
	and $t2, $t1, $a4
	bne $t2, $a6, .L21
	xor $t2, $t1, $t2
	or $t2, $t2, $t0
	sc.w $t2, $a0, 0
	beqz $t2, .L14
	dbar 1792
	srl.w $a6, $t1, $a3
	andi $t0, $a6, 255
	bne $a7, $t0, .L7
	andi $a0, $a5, 255
	ret
	andi $a0, $a2, 255
	ret

uat_fetch_add_unless_1_acq_rel:
	dbar 0
	ld.bu $a6, $a0, 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a4, $a3, 24
	ori $a5, $zero, 255
	sll.w $a5, $a5, $a3
	andi $a7, $a6, 255
	beq $a7, $a2, .L29
	move $a3, $a6
	sll.w $a6, $a7, $a4
	add.d $t0, $a3, $a1
	andi $t0, $t0, 255
	sll.w $t0, $t0, $a4
	ll.w $t1, $a0, 0
	and $t2, $t1, $a5
	bne $t2, $a6, .L21
	xor $t2, $t1, $t2
	or $t2, $t2, $t0
	sc.w $t2, $a0, 0
	beqz $t2, .L14
	dbar 1792
	srl.w $a6, $t1, $a4
	andi $t0, $a6, 255
	bne $a7, $t0, .L7
	beq $a7, $a2, .L27
	dbar 0
	andi $a0, $a3, 255
	ret
	andi $a0, $a2, 255
	ret

uat_fetch_add_unless_1_seq_cst:
	dbar 0
	ld.bu $a6, $a0, 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a4, $a3, 24
	ori $a5, $zero, 255
	sll.w $a5, $a5, $a3
	andi $a7, $a6, 255
	beq $a7, $a2, .L29
	move $a3, $a6
	sll.w $a6, $a7, $a4
	add.d $t0, $a3, $a1
	andi $t0, $t0, 255
	sll.w $t0, $t0, $a4
	ll.w $t1, $a0, 0
	and $t2, $t1, $a5
	bne $t2, $a6, .L21
	xor $t2, $t1, $t2
	or $t2, $t2, $t0
	sc.w $t2, $a0, 0
	beqz $t2, .L14
	dbar 1792
	srl.w $a6, $t1, $a4
	andi $t0, $a6, 255
	bne $a7, $t0, .L7
	beq $a7, $a2, .L27
	dbar 0
	andi $a0, $a3, 255
	ret
	andi $a0, $a2, 255
	ret

uat_fetch_add_unless_1_seq_cst_fence:
	dbar 0
	ld.bu $a6, $a0, 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a4, $a3, 24
	ori $a5, $zero, 255
	sll.w $a5, $a5, $a3
	andi $a7, $a6, 255
	beq $a7, $a2, .L29
	move $a3, $a6
	sll.w $a6, $a7, $a4
	add.d $t0, $a3, $a1
	andi $t0, $t0, 255
	sll.w $t0, $t0, $a4
	ll.w $t1, $a0, 0
	and $t2, $t1, $a5
	bne $t2, $a6, .L21
	xor $t2, $t1, $t2
	or $t2, $t2, $t0
	sc.w $t2, $a0, 0
	beqz $t2, .L14
	dbar 1792
	srl.w $a6, $t1, $a4
	andi $t0, $a6, 255
	bne $a7, $t0, .L7
	beq $a7, $a2, .L27
	dbar 0
	andi $a0, $a3, 255
	ret
	andi $a0, $a2, 255
	ret

uat_add_unless_1_relaxed:
	ld.bu $a4, $a0, 0
	slli.d $a5, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a5, 24
	ori $a6, $zero, 255
	sll.w $a5, $a6, $a5
	andi $a6, $a4, 255
	beq $a6, $a2, .L23
	sll.w $a7, $a6, $a3
	add.d $a4, $a4, $a1
	andi $a4, $a4, 255
	sll.w $a4, $a4, $a3
	ll.w $t0, $a0, 0
	and $t1, $t0, $a5
	bne $t1, $a7, .L19
	xor $t1, $t0, $t1
	or $t1, $t1, $a4
	sc.w $t1, $a0, 0
	beqz $t1, .L12
	dbar 1792
	srl.w $a4, $t0, $a3
	andi $a7, $a4, 255
	bne $a6, $a7, .L6
	xor $a0, $a6, $a2
	sltu $a0, $zero, $a0
	ret

uat_add_unless_1_acquire:
	ld.bu $a4, $a0, 0
	slli.d $a5, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a5, 24
	ori $a6, $zero, 255
	sll.w $a5, $a6, $a5
	andi $a6, $a4, 255
	beq $a6, $a2, .L24
	sll.w $a7, $a6, $a3
	add.d $a4, $a4, $a1
	andi $a4, $a4, 255
	sll.w $a4, $a4, $a3
	ll.w $t0, $a0, 0
	and $t1, $t0, $a5
	bne $t1, $a7, .L19
	xor $t1, $t0, $t1
	or $t1, $t1, $a4
	sc.w $t1, $a0, 0
	beqz $t1, .L12
	dbar 1792
	srl.w $a4, $t0, $a3
	andi $a7, $a4, 255
	bne $a6, $a7, .L6
	dbar 0
	xor $a0, $a6, $a2
	sltu $a0, $zero, $a0
	ret

uat_add_unless_1_release:
	dbar 0
	ld.bu $a4, $a0, 0
	slli.d $a5, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a5, 24
	ori $a6, $zero, 255
	sll.w $a5, $a6, $a5
	andi $a6, $a4, 255
	beq $a6, $a2, .L24
	sll.w $a7, $a6, $a3
	add.d $a4, $a4, $a1
	andi $a4, $a4, 255
	sll.w $a4, $a4, $a3
	ll.w $t0, $a0, 0
	and $t1, $t0, $a5
	bne $t1, $a7, .L20
	xor $t1, $t0, $t1
	or $t1, $t1, $a4
	sc.w $t1, $a0, 0
	beqz $t1, .L13
	dbar 1792
	srl.w $a4, $t0, $a3
	andi $a7, $a4, 255
	bne $a6, $a7, .L7
	xor $a0, $a6, $a2
	sltu $a0, $zero, $a0
	ret

uat_add_unless_1_acq_rel:
	dbar 0
	ld.bu $a4, $a0, 0
	slli.d $a5, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a5, 24
	ori $a6, $zero, 255
	sll.w $a5, $a6, $a5
	andi $a6, $a4, 255
	beq $a6, $a2, .L25
	sll.w $a7, $a6, $a3
	add.d $a4, $a4, $a1
	andi $a4, $a4, 255
	sll.w $a4, $a4, $a3
	ll.w $t0, $a0, 0
	and $t1, $t0, $a5
	bne $t1, $a7, .L20
	xor $t1, $t0, $t1
	or $t1, $t1, $a4
	sc.w $t1, $a0, 0
	beqz $t1, .L13
	dbar 1792
	srl.w $a4, $t0, $a3
	andi $a7, $a4, 255
	bne $a6, $a7, .L7
	dbar 0
	xor $a0, $a6, $a2
	sltu $a0, $zero, $a0
	ret

uat_add_unless_1_seq_cst:
	dbar 0
	ld.bu $a4, $a0, 0
	slli.d $a5, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a5, 24
	ori $a6, $zero, 255
	sll.w $a5, $a6, $a5
	andi $a6, $a4, 255
	beq $a6, $a2, .L25
	sll.w $a7, $a6, $a3
	add.d $a4, $a4, $a1
	andi $a4, $a4, 255
	sll.w $a4, $a4, $a3
	ll.w $t0, $a0, 0
	and $t1, $t0, $a5
	bne $t1, $a7, .L20
	xor $t1, $t0, $t1
	or $t1, $t1, $a4
	sc.w $t1, $a0, 0
	beqz $t1, .L13
	dbar 1792
	srl.w $a4, $t0, $a3
	andi $a7, $a4, 255
	bne $a6, $a7, .L7
	dbar 0
	xor $a0, $a6, $a2
	sltu $a0, $zero, $a0
	ret

uat_add_unless_1_seq_cst_fence:
	dbar 0
	ld.bu $a4, $a0, 0
	slli.d $a5, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a5, 24
	ori $a6, $zero, 255
	sll.w $a5, $a6, $a5
	andi $a6, $a4, 255
	beq $a6, $a2, .L25
	sll.w $a7, $a6, $a3
	add.d $a4, $a4, $a1
	andi $a4, $a4, 255
	sll.w $a4, $a4, $a3
	ll.w $t0, $a0, 0
	and $t1, $t0, $a5
	bne $t1, $a7, .L20
	xor $t1, $t0, $t1
	or $t1, $t1, $a4
	sc.w $t1, $a0, 0
	beqz $t1, .L13
	dbar 1792
	srl.w $a4, $t0, $a3
	andi $a7, $a4, 255
	bne $a6, $a7, .L7
	dbar 0
	xor $a0, $a6, $a2
	sltu $a0, $zero, $a0
	ret

uat_dec_if_positive_1_relaxed:
	ld.bu $a1, $a0, 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a2, $a3, 24
	ori $a4, $zero, 255
	sll.w $a3, $a4, $a3
	ext.w.b $a4, $a1
	bge $zero, $a4, .L26
	addi.d $a4, $a1, -1
	andi $a5, $a1, 255
	sll.w $a1, $a5, $a2
	andi $a6, $a4, 255
	sll.w $a6, $a6, $a2
	ll.w $a7, $a0, 0
	and $t0, $a7, $a3
	bne $t0, $a1, .L20
	xor $t0, $a7, $t0
	or $t0, $t0, $a6
	sc.w $t0, $a0, 0
	beqz $t0, .L13
	dbar 1792
	srl.w $a1, $a7, $a2
	andi $a6, $a1, 255
	bne $a5, $a6, .L6
	ext.w.b $a0, $a4
	ret
	andi $a0, $a1, 255
	addi.d $a0, $a0, -128
	sltu $a0, $zero, $a0
	sub.d $a4, $a1, $a0
	ext.w.b $a0, $a4
	ret

uat_dec_if_positive_1_acquire:
	ld.bu $a1, $a0, 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a2, $a3, 24
	ori $a4, $zero, 255
	sll.w $a3, $a4, $a3
	ori $a4, $zero, 1
	ext.w.b $a5, $a1
	blt $a5, $a4, .L28
	addi.d $a5, $a1, -1
	andi $a6, $a1, 255
	sll.w $a1, $a6, $a2
	andi $a7, $a5, 255
	sll.w $a7, $a7, $a2
	ll.w $t0, $a0, 0
	and $t1, $t0, $a3
	bne $t1, $a1, .L21
	xor $t1, $t0, $t1
	or $t1, $t1, $a7
	sc.w $t1, $a0, 0
	beqz $t1, .L14
	dbar 1792
	srl.w $a1, $t0, $a2
	andi $a7, $a1, 255
	bne $a6, $a7, .L7
	dbar 0
	ext.w.b $a0, $a5
	ret
	andi $a0, $a1, 255
	addi.d $a0, $a0, -128
	sltu $a0, $zero, $a0
	sub.d $a5, $a1, $a0
	ext.w.b $a0, $a5
	ret

uat_dec_if_positive_1_release:
	dbar 0
	ld.bu $a1, $a0, 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a2, $a3, 24
	ori $a4, $zero, 255
	sll.w $a3, $a4, $a3
	ext.w.b $a4, $a1
	bge $zero, $a4, .L27
	addi.d $a4, $a1, -1
	andi $a5, $a1, 255
	sll.w $a1, $a5, $a2
	andi $a6, $a4, 255
	sll.w $a6, $a6, $a2
	ll.w $a7, $a0, 0
	and $t0, $a7, $a3
	bne $t0, $a1, .L21
	xor $t0, $a7, $t0
	or $t0, $t0, $a6
	sc.w $t0, $a0, 0
	beqz $t0, .L14
	dbar 1792
	srl.w $a1, $a7, $a2
	andi $a6, $a1, 255
	bne $a5, $a6, .L7
	ext.w.b $a0, $a4
	ret
	andi $a0, $a1, 255
	addi.d $a0, $a0, -128
	sltu $a0, $zero, $a0
	sub.d $a4, $a1, $a0
	ext.w.b $a0, $a4
	ret

uat_dec_if_positive_1_acq_rel:
	dbar 0
	ld.bu $a1, $a0, 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a2, $a3, 24
	ori $a4, $zero, 255
	sll.w $a3, $a4, $a3
	ori $a4, $zero, 1
	ext.w.b $a5, $a1
	blt $a5, $a4, .L29
	addi.d $a5, $a1, -1
	andi $a6, $a1, 255
	sll.w $a1, $a6, $a2
	andi $a7, $a5, 255
	sll.w $a7, $a7, $a2
	ll.w $t0, $a0, 0
	and $t1, $t0, $a3
	bne $t1, $a1, .L22
	xor $t1, $t0, $t1
	or $t1, $t1, $a7
	sc.w $t1, $a0, 0
	beqz $t1, .L15
	dbar 1792
	srl.w $a1, $t0, $a2
	andi $a7, $a1, 255
	bne $a6, $a7, .L8
	dbar 0
	ext.w.b $a0, $a5
	ret
	andi $a0, $a1, 255
	addi.d $a0, $a0, -128
	sltu $a0, $zero, $a0
	sub.d $a5, $a1, $a0
	ext.w.b $a0, $a5
	ret

uat_dec_if_positive_1_seq_cst:
	dbar 0
	ld.bu $a1, $a0, 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a2, $a3, 24
	ori $a4, $zero, 255
	sll.w $a3, $a4, $a3
	ori $a4, $zero, 1
	ext.w.b $a5, $a1
	blt $a5, $a4, .L29
	addi.d $a5, $a1, -1
	andi $a6, $a1, 255
	sll.w $a1, $a6, $a2
	andi $a7, $a5, 255
	sll.w $a7, $a7, $a2
	ll.w $t0, $a0, 0
	and $t1, $t0, $a3
	bne $t1, $a1, .L22
	xor $t1, $t0, $t1
	or $t1, $t1, $a7
	sc.w $t1, $a0, 0
	beqz $t1, .L15
	dbar 1792
	srl.w $a1, $t0, $a2
	andi $a7, $a1, 255
	bne $a6, $a7, .L8
	dbar 0
	ext.w.b $a0, $a5
	ret
	andi $a0, $a1, 255
	addi.d $a0, $a0, -128
	sltu $a0, $zero, $a0
	sub.d $a5, $a1, $a0
	ext.w.b $a0, $a5
	ret

uat_dec_if_positive_1_seq_cst_fence:
	dbar 0
	ld.bu $a1, $a0, 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a2, $a3, 24
	ori $a4, $zero, 255
	sll.w $a3, $a4, $a3
	ori $a4, $zero, 1
	ext.w.b $a5, $a1
	blt $a5, $a4, .L29
	addi.d $a5, $a1, -1
	andi $a6, $a1, 255
	sll.w $a1, $a6, $a2
	andi $a7, $a5, 255
	sll.w $a7, $a7, $a2
	ll.w $t0, $a0, 0
	and $t1, $t0, $a3
	bne $t1, $a1, .L22
	xor $t1, $t0, $t1
	or $t1, $t1, $a7
	sc.w $t1, $a0, 0
	beqz $t1, .L15
	dbar 1792
	srl.w $a1, $t0, $a2
	andi $a7, $a1, 255
	bne $a6, $a7, .L8
	dbar 0
	ext.w.b $a0, $a5
	ret
	andi $a0, $a1, 255
	addi.d $a0, $a0, -128
	sltu $a0, $zero, $a0
	sub.d $a5, $a1, $a0
	ext.w.b $a0, $a5
	ret

uat_cond_load_1_relaxed:
	ld.bu $a2, $a0, 0
	beq $a2, $a1, .L6
	nop
	nop
	ld.bu $a2, $a0, 0
	bne $a2, $a1, .L4
	move $a0, $a1
	ret

uat_cond_load_1_consume:
	ld.bu $a2, $a0, 0
	beq $a2, $a1, .L6
	nop
	nop
	ld.bu $a2, $a0, 0
	bne $a2, $a1, .L4
	move $a0, $a1
	ret

uat_cond_load_1_acquire:
	ld.bu $a2, $a0, 0
	beq $a2, $a1, .L6
	nop
	nop
	ld.bu $a2, $a0, 0
	bne $a2, $a1, .L4
	dbar 0
	move $a0, $a1
	ret

uat_cond_load_1_seq_cst:
	dbar 0
	ld.bu $a2, $a0, 0
	beq $a2, $a1, .L6
	nop
	ld.bu $a2, $a0, 0
	bne $a2, $a1, .L4
	dbar 0
	move $a0, $a1
	ret

uat_cond_load_1_seq_cst_fence:
	dbar 0
	ld.bu $a2, $a0, 0
	beq $a2, $a1, .L6
	nop
	ld.bu $a2, $a0, 0
	bne $a2, $a1, .L4
	dbar 0
	move $a0, $a1
	ret

uat_inc_1_relaxed:
	slli.d $a1, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a2, $zero, 255
	sll.w $a2, $a2, $a1
	ori $a3, $zero, 1
	sll.w $a1, $a3, $a1
	ll.w $a3, $a0, 0
	add.d $a4, $a3, $a1
	xor $a4, $a4, $a3
	and $a4, $a4, $a2
	xor $a4, $a4, $a3
	sc.w $a4, $a0, 0
	beqz $a4, .L6
	ret

uat_inc_1_acquire:
	slli.d $a1, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a2, $zero, 255
	sll.w $a2, $a2, $a1
	ori $a3, $zero, 1
	sll.w $a1, $a3, $a1
	ll.w $a3, $a0, 0
	add.d $a4, $a3, $a1
	xor $a4, $a4, $a3
	and $a4, $a4, $a2
	xor $a4, $a4, $a3
	sc.w $a4, $a0, 0
	beqz $a4, .L6
	dbar 0
	ret

uat_inc_1_release:
	dbar 0
	slli.d $a1, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a2, $zero, 255
	sll.w $a2, $a2, $a1
	ori $a3, $zero, 1
	sll.w $a1, $a3, $a1
	ll.w $a3, $a0, 0
	add.d $a4, $a3, $a1
	xor $a4, $a4, $a3
	and $a4, $a4, $a2
	xor $a4, $a4, $a3
	sc.w $a4, $a0, 0
	beqz $a4, .L7
	ret

uat_inc_1_acq_rel:
	dbar 0
	slli.d $a1, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a2, $zero, 255
	sll.w $a2, $a2, $a1
	ori $a3, $zero, 1
	sll.w $a1, $a3, $a1
	ll.w $a3, $a0, 0
	add.d $a4, $a3, $a1
	xor $a4, $a4, $a3
	and $a4, $a4, $a2
	xor $a4, $a4, $a3
	sc.w $a4, $a0, 0
	beqz $a4, .L7
	dbar 0
	ret

uat_inc_1_seq_cst:
	dbar 0
	slli.d $a1, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a2, $zero, 255
	sll.w $a2, $a2, $a1
	ori $a3, $zero, 1
	sll.w $a1, $a3, $a1
	ll.w $a3, $a0, 0
	add.d $a4, $a3, $a1
	xor $a4, $a4, $a3
	and $a4, $a4, $a2
	xor $a4, $a4, $a3
	sc.w $a4, $a0, 0
	beqz $a4, .L7
	dbar 0
	ret

uat_inc_1_seq_cst_fence:
	dbar 0
	slli.d $a1, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a2, $zero, 255
	sll.w $a2, $a2, $a1
	ori $a3, $zero, 1
	sll.w $a1, $a3, $a1
	ll.w $a3, $a0, 0
	add.d $a4, $a3, $a1
	xor $a4, $a4, $a3
	and $a4, $a4, $a2
	xor $a4, $a4, $a3
	sc.w $a4, $a0, 0
	beqz $a4, .L7
	dbar 0
	ret

uat_dec_1_relaxed:
	slli.d $a1, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a2, $zero, 255
	sll.w $a1, $a2, $a1
	ll.w $a2, $a0, 0
	add.d $a3, $a2, $a1
	xor $a3, $a3, $a2
	and $a3, $a3, $a1
	xor $a3, $a3, $a2
	sc.w $a3, $a0, 0
	beqz $a3, .L4
	ret

uat_dec_1_acquire:
	slli.d $a1, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a2, $zero, 255
	sll.w $a1, $a2, $a1
	ll.w $a2, $a0, 0
	add.d $a3, $a2, $a1
	xor $a3, $a3, $a2
	and $a3, $a3, $a1
	xor $a3, $a3, $a2
	sc.w $a3, $a0, 0
	beqz $a3, .L4
	dbar 0
	ret

uat_dec_1_release:
	dbar 0
	slli.d $a1, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a2, $zero, 255
	sll.w $a1, $a2, $a1
	ll.w $a2, $a0, 0
	add.d $a3, $a2, $a1
	xor $a3, $a3, $a2
	and $a3, $a3, $a1
	xor $a3, $a3, $a2
	sc.w $a3, $a0, 0
	beqz $a3, .L5
	ret

uat_dec_1_acq_rel:
	dbar 0
	slli.d $a1, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a2, $zero, 255
	sll.w $a1, $a2, $a1
	ll.w $a2, $a0, 0
	add.d $a3, $a2, $a1
	xor $a3, $a3, $a2
	and $a3, $a3, $a1
	xor $a3, $a3, $a2
	sc.w $a3, $a0, 0
	beqz $a3, .L5
	dbar 0
	ret

uat_dec_1_seq_cst:
	dbar 0
	slli.d $a1, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a2, $zero, 255
	sll.w $a1, $a2, $a1
	ll.w $a2, $a0, 0
	add.d $a3, $a2, $a1
	xor $a3, $a3, $a2
	and $a3, $a3, $a1
	xor $a3, $a3, $a2
	sc.w $a3, $a0, 0
	beqz $a3, .L5
	dbar 0
	ret

uat_dec_1_seq_cst_fence:
	dbar 0
	slli.d $a1, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a2, $zero, 255
	sll.w $a1, $a2, $a1
	ll.w $a2, $a0, 0
	add.d $a3, $a2, $a1
	xor $a3, $a3, $a2
	and $a3, $a3, $a1
	xor $a3, $a3, $a2
	sc.w $a3, $a0, 0
	beqz $a3, .L5
	dbar 0
	ret

uat_add_around_1_mb:
	dbar 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	ori $a3, $zero, 255
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a2, $a0, 0
	add.d $a4, $a2, $a1
	xor $a4, $a4, $a2
	and $a4, $a4, $a3
	xor $a4, $a4, $a2
	sc.w $a4, $a0, 0
	beqz $a4, .L6
	dbar 0
	ret

uat_load_2_relaxed:
	ld.hu $a0, $a0, 0
	ret

uat_load_2_consume:
	ld.hu $a0, $a0, 0
	ret

uat_load_2_acquire:
	ld.hu $a0, $a0, 0
	dbar 0
	ret

uat_load_2_seq_cst:
	dbar 0
	ld.hu $a0, $a0, 0
	dbar 0
	ret

uat_load_2_seq_cst_fence:
	dbar 0
	ld.hu $a0, $a0, 0
	dbar 0
	ret

uat_store_2_relaxed:
	st.h $a1, $a0, 0
	ret

uat_store_2_release:
	dbar 0
	st.h $a1, $a0, 0
	ret

uat_store_2_seq_cst:
	dbar 0
	st.h $a1, $a0, 0
	ret

uat_store_2_seq_cst_fence:
	dbar 0
	st.h $a1, $a0, 0
	dbar 0
	ret

uat_cmpxchg_2_relaxed:
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a4, $a4, $a3
	sll.w $a1, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a5, $a0, 0
	and $a6, $a5, $a4
	bne $a6, $a1, .L14
	xor $a6, $a5, $a6
	or $a6, $a6, $a2
	sc.w $a6, $a0, 0
	beqz $a6, .L7
	dbar 1792
	srl.w $a0, $a5, $a3
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_cmpxchg_2_acquire:
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a4, $a4, $a3
	sll.w $a1, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a5, $a0, 0
	and $a6, $a5, $a4
	bne $a6, $a1, .L14
	xor $a6, $a5, $a6
	or $a6, $a6, $a2
	sc.w $a6, $a0, 0
	beqz $a6, .L7
	dbar 1792
	dbar 0
	srl.w $a0, $a5, $a3
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_cmpxchg_2_release:
	dbar 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a4, $a4, $a3
	sll.w $a1, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a5, $a0, 0
	and $a6, $a5, $a4
	bne $a6, $a1, .L15
	xor $a6, $a5, $a6
	or $a6, $a6, $a2
	sc.w $a6, $a0, 0
	beqz $a6, .L8
	dbar 1792
	srl.w $a0, $a5, $a3
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_cmpxchg_2_acq_rel:
	dbar 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a4, $a4, $a3
	sll.w $a1, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a5, $a0, 0
	and $a6, $a5, $a4
	bne $a6, $a1, .L15
	xor $a6, $a5, $a6
	or $a6, $a6, $a2
	sc.w $a6, $a0, 0
	beqz $a6, .L8
	dbar 1792
	dbar 0
	srl.w $a0, $a5, $a3
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_cmpxchg_2_seq_cst:
	dbar 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a4, $a4, $a3
	sll.w $a1, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a5, $a0, 0
	and $a6, $a5, $a4
	bne $a6, $a1, .L15
	xor $a6, $a5, $a6
	or $a6, $a6, $a2
	sc.w $a6, $a0, 0
	beqz $a6, .L8
	dbar 1792
	dbar 0
	srl.w $a0, $a5, $a3
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_cmpxchg_2_seq_cst_fence_sc:
	dbar 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a4, $a4, $a3
	sll.w $a1, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a5, $a0, 0
	and $a6, $a5, $a4
	bne $a6, $a1, .L15
	xor $a6, $a5, $a6
	or $a6, $a6, $a2
	sc.w $a6, $a0, 0
	beqz $a6, .L8
	dbar 1792
	dbar 0
	srl.w $a0, $a5, $a3
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_cmpxchg_2_seq_cst_fence:
	dbar 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a4, $a4, $a3
	sll.w $a1, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a5, $a0, 0
	and $a6, $a5, $a4
	bne $a6, $a1, .L15
	xor $a6, $a5, $a6
	or $a6, $a6, $a2
	sc.w $a6, $a0, 0
	beqz $a6, .L8
	dbar 1792
	dbar 0
	srl.w $a0, $a5, $a3
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_cmpxchg_test_2_seq_cst_fence:
	dbar 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a4, $a4, $a3
	sll.w $a5, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a6, $a0, 0
	and $a7, $a6, $a4
	bne $a7, $a5, .L15
	xor $a7, $a6, $a7
	or $a7, $a7, $a2
	sc.w $a7, $a0, 0
	beqz $a7, .L8
	dbar 1792
	srl.w $a0, $a6, $a3
	dbar 0
	bstrpick.d $a0, $a0, 15, 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_2_relaxed:
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a4, $a4, $a3
	sll.w $a5, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a6, $a0, 0
	and $a7, $a6, $a4
	bne $a7, $a5, .L14
	xor $a7, $a6, $a7
	or $a7, $a7, $a2
	sc.w $a7, $a0, 0
	beqz $a7, .L7
	dbar 1792
	srl.w $a0, $a6, $a3
	bstrpick.d $a0, $a0, 15, 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_2_acquire:
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a4, $a4, $a3
	sll.w $a5, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a6, $a0, 0
	and $a7, $a6, $a4
	bne $a7, $a5, .L14
	xor $a7, $a6, $a7
	or $a7, $a7, $a2
	sc.w $a7, $a0, 0
	beqz $a7, .L7
	dbar 1792
	srl.w $a0, $a6, $a3
	bstrpick.d $a0, $a0, 15, 0
	dbar 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_2_release:
	dbar 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a4, $a4, $a3
	sll.w $a5, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a6, $a0, 0
	and $a7, $a6, $a4
	bne $a7, $a5, .L15
	xor $a7, $a6, $a7
	or $a7, $a7, $a2
	sc.w $a7, $a0, 0
	beqz $a7, .L8
	dbar 1792
	srl.w $a0, $a6, $a3
	bstrpick.d $a0, $a0, 15, 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_2_acq_rel:
	dbar 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a4, $a4, $a3
	sll.w $a5, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a6, $a0, 0
	and $a7, $a6, $a4
	bne $a7, $a5, .L15
	xor $a7, $a6, $a7
	or $a7, $a7, $a2
	sc.w $a7, $a0, 0
	beqz $a7, .L8
	dbar 1792
	srl.w $a0, $a6, $a3
	bstrpick.d $a0, $a0, 15, 0
	dbar 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_2_seq_cst:
	dbar 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a4, $a4, $a3
	sll.w $a5, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a6, $a0, 0
	and $a7, $a6, $a4
	bne $a7, $a5, .L15
	xor $a7, $a6, $a7
	or $a7, $a7, $a2
	sc.w $a7, $a0, 0
	beqz $a7, .L8
	dbar 1792
	srl.w $a0, $a6, $a3
	bstrpick.d $a0, $a0, 15, 0
	dbar 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_2_seq_cst_fence_sc:
	dbar 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a4, $a4, $a3
	sll.w $a5, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a6, $a0, 0
	and $a7, $a6, $a4
	bne $a7, $a5, .L15
	xor $a7, $a6, $a7
	or $a7, $a7, $a2
	sc.w $a7, $a0, 0
	beqz $a7, .L8
	dbar 1792
	srl.w $a0, $a6, $a3
	bstrpick.d $a0, $a0, 15, 0
	dbar 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_2_seq_cst_fence:
	dbar 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a4, $a4, $a3
	sll.w $a5, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a6, $a0, 0
	and $a7, $a6, $a4
	bne $a7, $a5, .L15
	xor $a7, $a6, $a7
	or $a7, $a7, $a2
	sc.w $a7, $a0, 0
	beqz $a7, .L8
	dbar 1792
	srl.w $a0, $a6, $a3
	bstrpick.d $a0, $a0, 15, 0
	dbar 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_weak_2_relaxed:
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a4, $a4, $a3
	sll.w $a5, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a6, $a0, 0
	and $a7, $a6, $a4
	bne $a7, $a5, .L14
	xor $a7, $a6, $a7
	or $a7, $a7, $a2
	sc.w $a7, $a0, 0
	beqz $a7, .L7
	dbar 1792
	srl.w $a0, $a6, $a3
	bstrpick.d $a0, $a0, 15, 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_weak_2_acquire:
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a4, $a4, $a3
	sll.w $a5, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a6, $a0, 0
	and $a7, $a6, $a4
	bne $a7, $a5, .L14
	xor $a7, $a6, $a7
	or $a7, $a7, $a2
	sc.w $a7, $a0, 0
	beqz $a7, .L7
	dbar 1792
	srl.w $a0, $a6, $a3
	bstrpick.d $a0, $a0, 15, 0
	dbar 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_weak_2_release:
	dbar 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a4, $a4, $a3
	sll.w $a5, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a6, $a0, 0
	and $a7, $a6, $a4
	bne $a7, $a5, .L15
	xor $a7, $a6, $a7
	or $a7, $a7, $a2
	sc.w $a7, $a0, 0
	beqz $a7, .L8
	dbar 1792
	srl.w $a0, $a6, $a3
	bstrpick.d $a0, $a0, 15, 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_weak_2_acq_rel:
	dbar 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a4, $a4, $a3
	sll.w $a5, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a6, $a0, 0
	and $a7, $a6, $a4
	bne $a7, $a5, .L15
	xor $a7, $a6, $a7
	or $a7, $a7, $a2
	sc.w $a7, $a0, 0
	beqz $a7, .L8
	dbar 1792
	srl.w $a0, $a6, $a3
	bstrpick.d $a0, $a0, 15, 0
	dbar 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_weak_2_seq_cst:
	dbar 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a4, $a4, $a3
	sll.w $a5, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a6, $a0, 0
	and $a7, $a6, $a4
	bne $a7, $a5, .L15
	xor $a7, $a6, $a7
	or $a7, $a7, $a2
	sc.w $a7, $a0, 0
	beqz $a7, .L8
	dbar 1792
	srl.w $a0, $a6, $a3
	bstrpick.d $a0, $a0, 15, 0
	dbar 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_weak_2_seq_cst_fence_sc:
	dbar 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a4, $a4, $a3
	sll.w $a5, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a6, $a0, 0
	and $a7, $a6, $a4
	bne $a7, $a5, .L15
	xor $a7, $a6, $a7
	or $a7, $a7, $a2
	sc.w $a7, $a0, 0
	beqz $a7, .L8
	dbar 1792
	srl.w $a0, $a6, $a3
	bstrpick.d $a0, $a0, 15, 0
	dbar 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_weak_2_seq_cst_fence:
	dbar 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a4, $a4, $a3
	sll.w $a5, $a1, $a3
	sll.w $a2, $a2, $a3
	ll.w $a6, $a0, 0
	and $a7, $a6, $a4
	bne $a7, $a5, .L15
	xor $a7, $a6, $a7
	or $a7, $a7, $a2
	sc.w $a7, $a0, 0
	beqz $a7, .L8
	dbar 1792
	srl.w $a0, $a6, $a3
	bstrpick.d $a0, $a0, 15, 0
	dbar 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_xchg_2_relaxed:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a4, $a0, 0
	andn $a5, $a4, $a3
	or $a5, $a5, $a1
	sc.w $a5, $a0, 0
	beqz $a5, .L6
	srl.w $a0, $a4, $a2
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_xchg_2_acquire:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a4, $a0, 0
	andn $a5, $a4, $a3
	or $a5, $a5, $a1
	sc.w $a5, $a0, 0
	beqz $a5, .L6
	dbar 0
	srl.w $a0, $a4, $a2
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_xchg_2_release:
	dbar 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a4, $a0, 0
	andn $a5, $a4, $a3
	or $a5, $a5, $a1
	sc.w $a5, $a0, 0
	beqz $a5, .L7
	srl.w $a0, $a4, $a2
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_xchg_2_acq_rel:
	dbar 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a4, $a0, 0
	andn $a5, $a4, $a3
	or $a5, $a5, $a1
	sc.w $a5, $a0, 0
	beqz $a5, .L7
	dbar 0
	srl.w $a0, $a4, $a2
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_xchg_2_seq_cst:
	dbar 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a4, $a0, 0
	andn $a5, $a4, $a3
	or $a5, $a5, $a1
	sc.w $a5, $a0, 0
	beqz $a5, .L7
	dbar 0
	srl.w $a0, $a4, $a2
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_xchg_2_seq_cst_fence:
	dbar 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a4, $a0, 0
	andn $a5, $a4, $a3
	or $a5, $a5, $a1
	sc.w $a5, $a0, 0
	beqz $a5, .L7
	dbar 0
	srl.w $a0, $a4, $a2
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_add_return_2_relaxed:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a4, $a1, $a2
	ll.w $a5, $a0, 0
	add.d $a6, $a5, $a4
	xor $a6, $a6, $a5
	and $a6, $a6, $a3
	xor $a6, $a6, $a5
	sc.w $a6, $a0, 0
	beqz $a6, .L6
	srl.w $a0, $a5, $a2
	add.d $a0, $a0, $a1
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_add_return_2_acquire:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a4, $a1, $a2
	ll.w $a5, $a0, 0
	add.d $a6, $a5, $a4
	xor $a6, $a6, $a5
	and $a6, $a6, $a3
	xor $a6, $a6, $a5
	sc.w $a6, $a0, 0
	beqz $a6, .L6
	dbar 0
	srl.w $a0, $a5, $a2
	add.d $a0, $a0, $a1
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_add_return_2_release:
	dbar 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a4, $a1, $a2
	ll.w $a5, $a0, 0
	add.d $a6, $a5, $a4
	xor $a6, $a6, $a5
	and $a6, $a6, $a3
	xor $a6, $a6, $a5
	sc.w $a6, $a0, 0
	beqz $a6, .L7
	srl.w $a0, $a5, $a2
	add.d $a0, $a0, $a1
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_add_return_2_acq_rel:
	dbar 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a4, $a1, $a2
	ll.w $a5, $a0, 0
	add.d $a6, $a5, $a4
	xor $a6, $a6, $a5
	and $a6, $a6, $a3
	xor $a6, $a6, $a5
	sc.w $a6, $a0, 0
	beqz $a6, .L7
	dbar 0
	srl.w $a0, $a5, $a2
	add.d $a0, $a0, $a1
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_add_return_2_seq_cst:
	dbar 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a4, $a1, $a2
	ll.w $a5, $a0, 0
	add.d $a6, $a5, $a4
	xor $a6, $a6, $a5
	and $a6, $a6, $a3
	xor $a6, $a6, $a5
	sc.w $a6, $a0, 0
	beqz $a6, .L7
	srl.w $a0, $a5, $a2
	dbar 0
	add.d $a0, $a0, $a1
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_add_return_2_seq_cst_fence:
	dbar 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a4, $a1, $a2
	ll.w $a5, $a0, 0
	add.d $a6, $a5, $a4
	xor $a6, $a6, $a5
	and $a6, $a6, $a3
	xor $a6, $a6, $a5
	sc.w $a6, $a0, 0
	beqz $a6, .L7
	srl.w $a0, $a5, $a2
	dbar 0
	add.d $a0, $a0, $a1
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_add_2_relaxed:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a2, $a0, 0
	add.d $a4, $a2, $a1
	xor $a4, $a4, $a2
	and $a4, $a4, $a3
	xor $a4, $a4, $a2
	sc.w $a4, $a0, 0
	beqz $a4, .L6
	ret

uat_add_2_acquire:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a2, $a0, 0
	add.d $a4, $a2, $a1
	xor $a4, $a4, $a2
	and $a4, $a4, $a3
	xor $a4, $a4, $a2
	sc.w $a4, $a0, 0
	beqz $a4, .L6
	dbar 0
	ret

uat_add_2_release:
	dbar 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a2, $a0, 0
	add.d $a4, $a2, $a1
	xor $a4, $a4, $a2
	and $a4, $a4, $a3
	xor $a4, $a4, $a2
	sc.w $a4, $a0, 0
	beqz $a4, .L7
	ret

uat_add_2_acq_rel:
	dbar 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a2, $a0, 0
	add.d $a4, $a2, $a1
	xor $a4, $a4, $a2
	and $a4, $a4, $a3
	xor $a4, $a4, $a2
	sc.w $a4, $a0, 0
	beqz $a4, .L7
	dbar 0
	ret

uat_add_2_seq_cst:
	dbar 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a2, $a0, 0
	add.d $a4, $a2, $a1
	xor $a4, $a4, $a2
	and $a4, $a4, $a3
	xor $a4, $a4, $a2
	sc.w $a4, $a0, 0
	beqz $a4, .L7
	dbar 0
	ret

uat_add_2_seq_cst_fence:
	dbar 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a2, $a0, 0
	add.d $a4, $a2, $a1
	xor $a4, $a4, $a2
	and $a4, $a4, $a3
	xor $a4, $a4, $a2
	sc.w $a4, $a0, 0
	beqz $a4, .L7
	dbar 0
	ret

uat_and_2_relaxed:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	orn $a1, $a1, $a3
	amand.w $zero, $a1, $a0
	ret

uat_and_2_acquire:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	orn $a1, $a1, $a3
	amand_db.w $zero, $a1, $a0
	ret

uat_and_2_release:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	orn $a1, $a1, $a3
	amand_db.w $zero, $a1, $a0
	ret

uat_and_2_acq_rel:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	orn $a1, $a1, $a3
	amand_db.w $zero, $a1, $a0
	ret

uat_and_2_seq_cst:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	orn $a1, $a1, $a3
	amand_db.w $zero, $a1, $a0
	ret

uat_and_2_seq_cst_fence:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	orn $a1, $a1, $a3
	amand_db.w $zero, $a1, $a0
	ret

uat_or_2_relaxed:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amor.w $zero, $a1, $a0
	ret

uat_or_2_acquire:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amor_db.w $zero, $a1, $a0
	ret

uat_or_2_release:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amor_db.w $zero, $a1, $a0
	ret

uat_or_2_acq_rel:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amor_db.w $zero, $a1, $a0
	ret

uat_or_2_seq_cst:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amor_db.w $zero, $a1, $a0
	ret

uat_or_2_seq_cst_fence:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amor_db.w $zero, $a1, $a0
	ret

uat_xor_2_relaxed:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amxor.w $zero, $a1, $a0
	ret

uat_xor_2_acquire:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amxor_db.w $zero, $a1, $a0
	ret

uat_xor_2_release:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amxor_db.w $zero, $a1, $a0
	ret

uat_xor_2_acq_rel:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amxor_db.w $zero, $a1, $a0
	ret

uat_xor_2_seq_cst:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amxor_db.w $zero, $a1, $a0
	ret

uat_xor_2_seq_cst_fence:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amxor_db.w $zero, $a1, $a0
	ret

uat_fetch_add_2_relaxed:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a4, $a0, 0
	add.d $a5, $a4, $a1
	xor $a5, $a5, $a4
	and $a5, $a5, $a3
	xor $a5, $a5, $a4
	sc.w $a5, $a0, 0
	beqz $a5, .L6
	srl.w $a0, $a4, $a2
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_fetch_add_2_acquire:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a4, $a0, 0
	add.d $a5, $a4, $a1
	xor $a5, $a5, $a4
	and $a5, $a5, $a3
	xor $a5, $a5, $a4
	sc.w $a5, $a0, 0
	beqz $a5, .L6
	dbar 0
	srl.w $a0, $a4, $a2
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_fetch_add_2_release:
	dbar 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a4, $a0, 0
	add.d $a5, $a4, $a1
	xor $a5, $a5, $a4
	and $a5, $a5, $a3
	xor $a5, $a5, $a4
	sc.w $a5, $a0, 0
	beqz $a5, .L7
	srl.w $a0, $a4, $a2
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_fetch_add_2_acq_rel:
	dbar 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a4, $a0, 0
	add.d $a5, $a4, $a1
	xor $a5, $a5, $a4
	and $a5, $a5, $a3
	xor $a5, $a5, $a4
	sc.w $a5, $a0, 0
	beqz $a5, .L7
	dbar 0
	srl.w $a0, $a4, $a2
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_fetch_add_2_seq_cst:
	dbar 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a4, $a0, 0
	add.d $a5, $a4, $a1
	xor $a5, $a5, $a4
	and $a5, $a5, $a3
	xor $a5, $a5, $a4
	sc.w $a5, $a0, 0
	beqz $a5, .L7
	dbar 0
	srl.w $a0, $a4, $a2
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_fetch_add_2_seq_cst_fence:
	dbar 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a4, $a0, 0
	add.d $a5, $a4, $a1
	xor $a5, $a5, $a4
	and $a5, $a5, $a3
	xor $a5, $a5, $a4
	sc.w $a5, $a0, 0
	beqz $a5, .L7
	dbar 0
	srl.w $a0, $a4, $a2
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_fetch_and_2_relaxed:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	orn $a1, $a1, $a3
	amand.w $a3, $a1, $a0
	srl.w $a0, $a3, $a2
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_fetch_and_2_acquire:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	orn $a1, $a1, $a3
	amand_db.w $a3, $a1, $a0
	srl.w $a0, $a3, $a2
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_fetch_and_2_release:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	orn $a1, $a1, $a3
	amand_db.w $a3, $a1, $a0
	srl.w $a0, $a3, $a2
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_fetch_and_2_acq_rel:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	orn $a1, $a1, $a3
	amand_db.w $a3, $a1, $a0
	srl.w $a0, $a3, $a2
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_fetch_and_2_seq_cst:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	orn $a1, $a1, $a3
	amand_db.w $a3, $a1, $a0
	srl.w $a0, $a3, $a2
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_fetch_and_2_seq_cst_fence:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	orn $a1, $a1, $a3
	amand_db.w $a3, $a1, $a0
	srl.w $a0, $a3, $a2
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_fetch_or_2_relaxed:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amor.w $a3, $a1, $a0
	srl.w $a0, $a3, $a2
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_fetch_or_2_acquire:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amor_db.w $a3, $a1, $a0
	srl.w $a0, $a3, $a2
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_fetch_or_2_release:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amor_db.w $a3, $a1, $a0
	srl.w $a0, $a3, $a2
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_fetch_or_2_acq_rel:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amor_db.w $a3, $a1, $a0
	srl.w $a0, $a3, $a2
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_fetch_or_2_seq_cst:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amor_db.w $a3, $a1, $a0
	srl.w $a0, $a3, $a2
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_fetch_or_2_seq_cst_fence:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amor_db.w $a3, $a1, $a0
	srl.w $a0, $a3, $a2
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_fetch_xor_2_relaxed:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amxor.w $a3, $a1, $a0
	srl.w $a0, $a3, $a2
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_fetch_xor_2_acquire:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amxor_db.w $a3, $a1, $a0
	srl.w $a0, $a3, $a2
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_fetch_xor_2_release:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amxor_db.w $a3, $a1, $a0
	srl.w $a0, $a3, $a2
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_fetch_xor_2_acq_rel:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amxor_db.w $a3, $a1, $a0
	srl.w $a0, $a3, $a2
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_fetch_xor_2_seq_cst:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amxor_db.w $a3, $a1, $a0
	srl.w $a0, $a3, $a2
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_fetch_xor_2_seq_cst_fence:
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a1, $a1, $a2
	amxor_db.w $a3, $a1, $a0
	srl.w $a0, $a3, $a2
	bstrpick.d $a0, $a0, 15, 0
	ret

uat_fetch_smax_2_relaxed:
	ld.hu $a4, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	lu12i.w $a5, 15
	ori $a5, $a5, 4095
	sll.w $a5, $a5, $a2
	nop
	ext.w.h $a2, $a4
	slt $a6, $a2, $a1
	masknez $a7, $a2, $a6
	maskeqz $a6, $a1, $a6
	or $a6, $a6, $a7
	bstrpick.d $a7, $a4, 15, 0
	sll.w $a4, $a7, $a3
	bstrpick.d $a6, $a6, 15, 0
	sll.w $a6, $a6, $a3
	ll.w $t0, $a0, 0
	and $t1, $t0, $a5
	bne $t1, $a4, .L24
	xor $t1, $t0, $t1
	or $t1, $t1, $a6
	sc.w $t1, $a0, 0
	beqz $t1, .L17
	dbar 1792
	srl.w $a4, $t0, $a3
	bstrpick.d $a6, $a4, 15, 0
	bne $a7, $a6, .L8
	move $a0, $a2
	ret

uat_fetch_smax_2_acquire:
	ld.hu $a4, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	lu12i.w $a5, 15
	ori $a5, $a5, 4095
	sll.w $a5, $a5, $a2
	nop
	ext.w.h $a2, $a4
	slt $a6, $a2, $a1
	masknez $a7, $a2, $a6
	maskeqz $a6, $a1, $a6
	or $a6, $a6, $a7
	bstrpick.d $a7, $a4, 15, 0
	sll.w $a4, $a7, $a3
	bstrpick.d $a6, $a6, 15, 0
	sll.w $a6, $a6, $a3
	ll.w $t0, $a0, 0
	and $t1, $t0, $a5
	bne $t1, $a4, .L24
	xor $t1, $t0, $t1
	or $t1, $t1, $a6
	sc.w $t1, $a0, 0
	beqz $t1, .L17
	dbar 1792
	srl.w $a4, $t0, $a3
	bstrpick.d $a6, $a4, 15, 0
	bne $a7, $a6, .L8
	dbar 0
	move $a0, $a2
	ret

uat_fetch_smax_2_release:
	dbar 0
	ld.hu $a4, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	lu12i.w $a5, 15
	ori $a5, $a5, 4095
	sll.w $a5, $a5, $a2
	ext.w.h $a2, $a4
	slt $a6, $a2, $a1
	masknez $a7, $a2, $a6
	maskeqz $a6, $a1, $a6
	or $a6, $a6, $a7
	bstrpick.d $a7, $a4, 15, 0
	sll.w $a4, $a7, $a3
	bstrpick.d $a6, $a6, 15, 0
	sll.w $a6, $a6, $a3
	ll.w $t0, $a0, 0
	and $t1, $t0, $a5
	bne $t1, $a4, .L24
	xor $t1, $t0, $t1
	or $t1, $t1, $a6
	sc.w $t1, $a0, 0
	beqz $t1, .L17
	dbar 1792
	srl.w $a4, $t0, $a3
	bstrpick.d $a6, $a4, 15, 0
	bne $a7, $a6, .L8
	move $a0, $a2
	ret

uat_fetch_smax_2_acq_rel:
	dbar 0
	ld.hu $a4, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	lu12i.w $a5, 15
	ori $a5, $a5, 4095
	sll.w $a5, $a5, $a2
	ext.w.h $a2, $a4
	slt $a6, $a2, $a1
	masknez $a7, $a2, $a6
	maskeqz $a6, $a1, $a6
	or $a6, $a6, $a7
	bstrpick.d $a7, $a4, 15, 0
	sll.w $a4, $a7, $a3
	bstrpick.d $a6, $a6, 15, 0
	sll.w $a6, $a6, $a3
	ll.w $t0, $a0, 0
	and $t1, $t0, $a5
	bne $t1, $a4, .L24
	xor $t1, $t0, $t1
	or $t1, $t1, $a6
	sc.w $t1, $a0, 0
	beqz $t1, .L17
	dbar 1792
	srl.w $a4, $t0, $a3
	bstrpick.d $a6, $a4, 15, 0
	bne $a7, $a6, .L8
	dbar 0
	move $a0, $a2
	ret

uat_fetch_smax_2_seq_cst:
	dbar 0
	ld.hu $a4, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	lu12i.w $a5, 15
	ori $a5, $a5, 4095
	sll.w $a5, $a5, $a2
	ext.w.h $a2, $a4
	slt $a6, $a2, $a1
	masknez $a7, $a2, $a6
	maskeqz $a6, $a1, $a6
	or $a6, $a6, $a7
	bstrpick.d $a7, $a4, 15, 0
	sll.w $a4, $a7, $a3
	bstrpick.d $a6, $a6, 15, 0
	sll.w $a6, $a6, $a3
	ll.w $t0, $a0, 0
	and $t1, $t0, $a5
	bne $t1, $a4, .L24
	xor $t1, $t0, $t1
	or $t1, $t1, $a6
	sc.w $t1, $a0, 0
	beqz $t1, .L17
	dbar 1792
	srl.w $a4, $t0, $a3
	bstrpick.d $a6, $a4, 15, 0
	bne $a7, $a6, .L8
	dbar 0
	move $a0, $a2
	ret

uat_fetch_smax_2_seq_cst_fence:
	dbar 0
	ld.hu $a4, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	lu12i.w $a5, 15
	ori $a5, $a5, 4095
	sll.w $a5, $a5, $a2
	ext.w.h $a2, $a4
	slt $a6, $a2, $a1
	masknez $a7, $a2, $a6
	maskeqz $a6, $a1, $a6
	or $a6, $a6, $a7
	bstrpick.d $a7, $a4, 15, 0
	sll.w $a4, $a7, $a3
	bstrpick.d $a6, $a6, 15, 0
	sll.w $a6, $a6, $a3
	ll.w $t0, $a0, 0
	and $t1, $t0, $a5
	bne $t1, $a4, .L24
	xor $t1, $t0, $t1
	or $t1, $t1, $a6
	sc.w $t1, $a0, 0
	beqz $t1, .L17
	dbar 1792
	srl.w $a4, $t0, $a3
	bstrpick.d $a6, $a4, 15, 0
	bne $a7, $a6, .L8
	dbar 0
	move $a0, $a2
	ret

uat_fetch_umax_2_relaxed:
	ld.hu $a5, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a4, $a4, $a2
	nop
	bstrpick.d $a2, $a5, 15, 0
	sltu $a5, $a2, $a1
	masknez $a6, $a2, $a5
	maskeqz $a5, $a1, $a5
	or $a5, $a5, $a6
	sll.w $a6, $a2, $a3
	sll.w $a5, $a5, $a3
	ll.w $a7, $a0, 0
	and $t0, $a7, $a4
	bne $t0, $a6, .L22
	xor $t0, $a7, $t0
	or $t0, $t0, $a5
	sc.w $t0, $a0, 0
	beqz $t0, .L15
	dbar 1792
	srl.w $a5, $a7, $a3
	bstrpick.d $a6, $a5, 15, 0
	bne $a2, $a6, .L8
	move $a0, $a2
	ret

uat_fetch_umax_2_acquire:
	ld.hu $a5, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a4, $a4, $a2
	nop
	bstrpick.d $a2, $a5, 15, 0
	sltu $a5, $a2, $a1
	masknez $a6, $a2, $a5
	maskeqz $a5, $a1, $a5
	or $a5, $a5, $a6
	sll.w $a6, $a2, $a3
	sll.w $a5, $a5, $a3
	ll.w $a7, $a0, 0
	and $t0, $a7, $a4
	bne $t0, $a6, .L22
	xor $t0, $a7, $t0
	or $t0, $t0, $a5
	sc.w $t0, $a0, 0
	beqz $t0, .L15
	dbar 1792
	srl.w $a5, $a7, $a3
	bstrpick.d $a6, $a5, 15, 0
	bne $a2, $a6, .L8
	dbar 0
	move $a0, $a2
	ret

uat_fetch_umax_2_release:
	dbar 0
	ld.hu $a5, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a4, $a4, $a2
	bstrpick.d $a2, $a5, 15, 0
	sltu $a5, $a2, $a1
	masknez $a6, $a2, $a5
	maskeqz $a5, $a1, $a5
	or $a5, $a5, $a6
	sll.w $a6, $a2, $a3
	sll.w $a5, $a5, $a3
	ll.w $a7, $a0, 0
	and $t0, $a7, $a4
	bne $t0, $a6, .L22
	xor $t0, $a7, $t0
	or $t0, $t0, $a5
	sc.w $t0, $a0, 0
	beqz $t0, .L15
	dbar 1792
	srl.w $a5, $a7, $a3
	bstrpick.d $a6, $a5, 15, 0
	bne $a2, $a6, .L8
	move $a0, $a2
	ret

uat_fetch_umax_2_acq_rel:
	dbar 0
	ld.hu $a5, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a4, $a4, $a2
	bstrpick.d $a2, $a5, 15, 0
	sltu $a5, $a2, $a1
	masknez $a6, $a2, $a5
	maskeqz $a5, $a1, $a5
	or $a5, $a5, $a6
	sll.w $a6, $a2, $a3
	sll.w $a5, $a5, $a3
	ll.w $a7, $a0, 0
	and $t0, $a7, $a4
	bne $t0, $a6, .L22
	xor $t0, $a7, $t0
	or $t0, $t0, $a5
	sc.w $t0, $a0, 0
	beqz $t0, .L15
	dbar 1792
	srl.w $a5, $a7, $a3
	bstrpick.d $a6, $a5, 15, 0
	bne $a2, $a6, .L8
	dbar 0
	move $a0, $a2
	ret

uat_fetch_umax_2_seq_cst:
	dbar 0
	ld.hu $a5, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a4, $a4, $a2
	bstrpick.d $a2, $a5, 15, 0
	sltu $a5, $a2, $a1
	masknez $a6, $a2, $a5
	maskeqz $a5, $a1, $a5
	or $a5, $a5, $a6
	sll.w $a6, $a2, $a3
	sll.w $a5, $a5, $a3
	ll.w $a7, $a0, 0
	and $t0, $a7, $a4
	bne $t0, $a6, .L22
	xor $t0, $a7, $t0
	or $t0, $t0, $a5
	sc.w $t0, $a0, 0
	beqz $t0, .L15
	dbar 1792
	srl.w $a5, $a7, $a3
	bstrpick.d $a6, $a5, 15, 0
	bne $a2, $a6, .L8
	dbar 0
	move $a0, $a2
	ret

uat_fetch_umax_2_seq_cst_fence:
	dbar 0
	ld.hu $a5, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a4, $a4, $a2
	bstrpick.d $a2, $a5, 15, 0
	sltu $a5, $a2, $a1
	masknez $a6, $a2, $a5
	maskeqz $a5, $a1, $a5
	or $a5, $a5, $a6
	sll.w $a6, $a2, $a3
	sll.w $a5, $a5, $a3
	ll.w $a7, $a0, 0
	and $t0, $a7, $a4
	bne $t0, $a6, .L22
	xor $t0, $a7, $t0
	or $t0, $t0, $a5
	sc.w $t0, $a0, 0
	beqz $t0, .L15
	dbar 1792
	srl.w $a5, $a7, $a3
	bstrpick.d $a6, $a5, 15, 0
	bne $a2, $a6, .L8
	dbar 0
	move $a0, $a2
	ret

uat_fetch_smin_2_relaxed:
	ld.hu $a4, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	lu12i.w $a5, 15
	ori $a5, $a5, 4095
	sll.w $a5, $a5, $a2
	nop
	ext.w.h $a2, $a4
	slt $a6, $a1, $a2
	masknez $a7, $a2, $a6
	maskeqz $a6, $a1, $a6
	or $a6, $a6, $a7
	bstrpick.d $a7, $a4, 15, 0
	sll.w $a4, $a7, $a3
	bstrpick.d $a6, $a6, 15, 0
	sll.w $a6, $a6, $a3
	ll.w $t0, $a0, 0
	and $t1, $t0, $a5
	bne $t1, $a4, .L24
	xor $t1, $t0, $t1
	or $t1, $t1, $a6
	sc.w $t1, $a0, 0
	beqz $t1, .L17
	dbar 1792
	srl.w $a4, $t0, $a3
	bstrpick.d $a6, $a4, 15, 0
	bne $a7, $a6, .L8
	move $a0, $a2
	ret

uat_fetch_smin_2_acquire:
	ld.hu $a4, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	lu12i.w $a5, 15
	ori $a5, $a5, 4095
	sll.w $a5, $a5, $a2
	nop
	ext.w.h $a2, $a4
	slt $a6, $a1, $a2
	masknez $a7, $a2, $a6
	maskeqz $a6, $a1, $a6
	or $a6, $a6, $a7
	bstrpick.d $a7, $a4, 15, 0
	sll.w $a4, $a7, $a3
	bstrpick.d $a6, $a6, 15, 0
	sll.w $a6, $a6, $a3
	ll.w $t0, $a0, 0
	and $t1, $t0, $a5
	bne $t1, $a4, .L24
	xor $t1, $t0, $t1
	or $t1, $t1, $a6
	sc.w $t1, $a0, 0
	beqz $t1, .L17
	dbar 1792
	srl.w $a4, $t0, $a3
	bstrpick.d $a6, $a4, 15, 0
	bne $a7, $a6, .L8
	dbar 0
	move $a0, $a2
	ret

uat_fetch_smin_2_release:
	dbar 0
	ld.hu $a4, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	lu12i.w $a5, 15
	ori $a5, $a5, 4095
	sll.w $a5, $a5, $a2
	ext.w.h $a2, $a4
	slt $a6, $a1, $a2
	masknez $a7, $a2, $a6
	maskeqz $a6, $a1, $a6
	or $a6, $a6, $a7
	bstrpick.d $a7, $a4, 15, 0
	sll.w $a4, $a7, $a3
	bstrpick.d $a6, $a6, 15, 0
	sll.w $a6, $a6, $a3
	ll.w $t0, $a0, 0
	and $t1, $t0, $a5
	bne $t1, $a4, .L24
	xor $t1, $t0, $t1
	or $t1, $t1, $a6
	sc.w $t1, $a0, 0
	beqz $t1, .L17
	dbar 1792
	srl.w $a4, $t0, $a3
	bstrpick.d $a6, $a4, 15, 0
	bne $a7, $a6, .L8
	move $a0, $a2
	ret

uat_fetch_smin_2_acq_rel:
	dbar 0
	ld.hu $a4, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	lu12i.w $a5, 15
	ori $a5, $a5, 4095
	sll.w $a5, $a5, $a2
	ext.w.h $a2, $a4
	slt $a6, $a1, $a2
	masknez $a7, $a2, $a6
	maskeqz $a6, $a1, $a6
	or $a6, $a6, $a7
	bstrpick.d $a7, $a4, 15, 0
	sll.w $a4, $a7, $a3
	bstrpick.d $a6, $a6, 15, 0
	sll.w $a6, $a6, $a3
	ll.w $t0, $a0, 0
	and $t1, $t0, $a5
	bne $t1, $a4, .L24
	xor $t1, $t0, $t1
	or $t1, $t1, $a6
	sc.w $t1, $a0, 0
	beqz $t1, .L17
	dbar 1792
	srl.w $a4, $t0, $a3
	bstrpick.d $a6, $a4, 15, 0
	bne $a7, $a6, .L8
	dbar 0
	move $a0, $a2
	ret

uat_fetch_smin_2_seq_cst:
	dbar 0
	ld.hu $a4, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	lu12i.w $a5, 15
	ori $a5, $a5, 4095
	sll.w $a5, $a5, $a2
	ext.w.h $a2, $a4
	slt $a6, $a1, $a2
	masknez $a7, $a2, $a6
	maskeqz $a6, $a1, $a6
	or $a6, $a6, $a7
	bstrpick.d $a7, $a4, 15, 0
	sll.w $a4, $a7, $a3
	bstrpick.d $a6, $a6, 15, 0
	sll.w $a6, $a6, $a3
	ll.w $t0, $a0, 0
	and $t1, $t0, $a5
	bne $t1, $a4, .L24
	xor $t1, $t0, $t1
	or $t1, $t1, $a6
	sc.w $t1, $a0, 0
	beqz $t1, .L17
	dbar 1792
	srl.w $a4, $t0, $a3
	bstrpick.d $a6, $a4, 15, 0
	bne $a7, $a6, .L8
	dbar 0
	move $a0, $a2
	ret

uat_fetch_smin_2_seq_cst_fence:
	dbar 0
	ld.hu $a4, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	lu12i.w $a5, 15
	ori $a5, $a5, 4095
	sll.w $a5, $a5, $a2
	ext.w.h $a2, $a4
	slt $a6, $a1, $a2
	masknez $a7, $a2, $a6
	maskeqz $a6, $a1, $a6
	or $a6, $a6, $a7
	bstrpick.d $a7, $a4, 15, 0
	sll.w $a4, $a7, $a3
	bstrpick.d $a6, $a6, 15, 0
	sll.w $a6, $a6, $a3
	ll.w $t0, $a0, 0
	and $t1, $t0, $a5
	bne $t1, $a4, .L24
	xor $t1, $t0, $t1
	or $t1, $t1, $a6
	sc.w $t1, $a0, 0
	beqz $t1, .L17
	dbar 1792
	srl.w $a4, $t0, $a3
	bstrpick.d $a6, $a4, 15, 0
	bne $a7, $a6, .L8
	dbar 0
	move $a0, $a2
	ret

uat_fetch_umin_2_relaxed:
	ld.hu $a5, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a4, $a4, $a2
	nop
	bstrpick.d $a2, $a5, 15, 0
	sltu $a5, $a1, $a2
	masknez $a6, $a2, $a5
	maskeqz $a5, $a1, $a5
	or $a5, $a5, $a6
	sll.w $a6, $a2, $a3
	sll.w $a5, $a5, $a3
	ll.w $a7, $a0, 0
	and $t0, $a7, $a4
	bne $t0, $a6, .L22
	xor $t0, $a7, $t0
	or $t0, $t0, $a5
	sc.w $t0, $a0, 0
	beqz $t0, .L15
	dbar 1792
	srl.w $a5, $a7, $a3
	bstrpick.d $a6, $a5, 15, 0
	bne $a2, $a6, .L8
	move $a0, $a2
	ret

uat_fetch_umin_2_acquire:
	ld.hu $a5, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a4, $a4, $a2
	nop
	bstrpick.d $a2, $a5, 15, 0
	sltu $a5, $a1, $a2
	masknez $a6, $a2, $a5
	maskeqz $a5, $a1, $a5
	or $a5, $a5, $a6
	sll.w $a6, $a2, $a3
	sll.w $a5, $a5, $a3
	ll.w $a7, $a0, 0
	and $t0, $a7, $a4
	bne $t0, $a6, .L22
	xor $t0, $a7, $t0
	or $t0, $t0, $a5
	sc.w $t0, $a0, 0
	beqz $t0, .L15
	dbar 1792
	srl.w $a5, $a7, $a3
	bstrpick.d $a6, $a5, 15, 0
	bne $a2, $a6, .L8
	dbar 0
	move $a0, $a2
	ret

uat_fetch_umin_2_release:
	dbar 0
	ld.hu $a5, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a4, $a4, $a2
	bstrpick.d $a2, $a5, 15, 0
	sltu $a5, $a1, $a2
	masknez $a6, $a2, $a5
	maskeqz $a5, $a1, $a5
	or $a5, $a5, $a6
	sll.w $a6, $a2, $a3
	sll.w $a5, $a5, $a3
	ll.w $a7, $a0, 0
	and $t0, $a7, $a4
	bne $t0, $a6, .L22
	xor $t0, $a7, $t0
	or $t0, $t0, $a5
	sc.w $t0, $a0, 0
	beqz $t0, .L15
	dbar 1792
	srl.w $a5, $a7, $a3
	bstrpick.d $a6, $a5, 15, 0
	bne $a2, $a6, .L8
	move $a0, $a2
	ret

uat_fetch_umin_2_acq_rel:
	dbar 0
	ld.hu $a5, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a4, $a4, $a2
	bstrpick.d $a2, $a5, 15, 0
	sltu $a5, $a1, $a2
	masknez $a6, $a2, $a5
	maskeqz $a5, $a1, $a5
	or $a5, $a5, $a6
	sll.w $a6, $a2, $a3
	sll.w $a5, $a5, $a3
	ll.w $a7, $a0, 0
	and $t0, $a7, $a4
	bne $t0, $a6, .L22
	xor $t0, $a7, $t0
	or $t0, $t0, $a5
	sc.w $t0, $a0, 0
	beqz $t0, .L15
	dbar 1792
	srl.w $a5, $a7, $a3
	bstrpick.d $a6, $a5, 15, 0
	bne $a2, $a6, .L8
	dbar 0
	move $a0, $a2
	ret

uat_fetch_umin_2_seq_cst:
	dbar 0
	ld.hu $a5, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a4, $a4, $a2
	bstrpick.d $a2, $a5, 15, 0
	sltu $a5, $a1, $a2
	masknez $a6, $a2, $a5
	maskeqz $a5, $a1, $a5
	or $a5, $a5, $a6
	sll.w $a6, $a2, $a3
	sll.w $a5, $a5, $a3
	ll.w $a7, $a0, 0
	and $t0, $a7, $a4
	bne $t0, $a6, .L22
	xor $t0, $a7, $t0
	or $t0, $t0, $a5
	sc.w $t0, $a0, 0
	beqz $t0, .L15
	dbar 1792
	srl.w $a5, $a7, $a3
	bstrpick.d $a6, $a5, 15, 0
	bne $a2, $a6, .L8
	dbar 0
	move $a0, $a2
	ret

uat_fetch_umin_2_seq_cst_fence:
	dbar 0
	ld.hu $a5, $a0, 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a2, 24
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a4, $a4, $a2
	bstrpick.d $a2, $a5, 15, 0
	sltu $a5, $a1, $a2
	masknez $a6, $a2, $a5
	maskeqz $a5, $a1, $a5
	or $a5, $a5, $a6
	sll.w $a6, $a2, $a3
	sll.w $a5, $a5, $a3
	ll.w $a7, $a0, 0
	and $t0, $a7, $a4
	bne $t0, $a6, .L22
	xor $t0, $a7, $t0
	or $t0, $t0, $a5
	sc.w $t0, $a0, 0
	beqz $t0, .L15
	dbar 1792
	srl.w $a5, $a7, $a3
	bstrpick.d $a6, $a5, 15, 0
	bne $a2, $a6, .L8
	dbar 0
	move $a0, $a2
	ret

uat_test_and_set_bit_2_relaxed:
	andi $a1, $a1, 15
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a2, $a2, $a3
	amor.w $a4, $a2, $a0
	srl.w $a0, $a4, $a3
	bstrpick.d $a0, $a0, 15, 0
	srl.w $a0, $a0, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_set_bit_2_acquire:
	andi $a1, $a1, 15
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a2, $a2, $a3
	amor_db.w $a4, $a2, $a0
	srl.w $a0, $a4, $a3
	bstrpick.d $a0, $a0, 15, 0
	srl.w $a0, $a0, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_set_bit_2_release:
	andi $a1, $a1, 15
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a2, $a2, $a3
	amor_db.w $a4, $a2, $a0
	srl.w $a0, $a4, $a3
	bstrpick.d $a0, $a0, 15, 0
	srl.w $a0, $a0, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_set_bit_2_acq_rel:
	andi $a1, $a1, 15
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a2, $a2, $a3
	amor_db.w $a4, $a2, $a0
	srl.w $a0, $a4, $a3
	bstrpick.d $a0, $a0, 15, 0
	srl.w $a0, $a0, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_set_bit_2_seq_cst:
	andi $a1, $a1, 15
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a2, $a2, $a3
	amor_db.w $a4, $a2, $a0
	srl.w $a0, $a4, $a3
	bstrpick.d $a0, $a0, 15, 0
	srl.w $a0, $a0, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_set_bit_2_seq_cst_fence:
	andi $a1, $a1, 15
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a2, $a2, $a3
	amor_db.w $a4, $a2, $a0
	srl.w $a0, $a4, $a3
	bstrpick.d $a0, $a0, 15, 0
	srl.w $a0, $a0, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_clear_bit_2_relaxed:
	andi $a1, $a1, 15
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a5, $a4, $a3
	xor $a2, $a2, $a4
	sll.w $a2, $a2, $a3
	orn $a2, $a2, $a5
	amand.w $a4, $a2, $a0
	srl.w $a0, $a4, $a3
	bstrpick.d $a0, $a0, 15, 0
	srl.w $a0, $a0, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_clear_bit_2_acquire:
	andi $a1, $a1, 15
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a5, $a4, $a3
	xor $a2, $a2, $a4
	sll.w $a2, $a2, $a3
	orn $a2, $a2, $a5
	amand_db.w $a4, $a2, $a0
	srl.w $a0, $a4, $a3
	bstrpick.d $a0, $a0, 15, 0
	srl.w $a0, $a0, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_clear_bit_2_release:
	andi $a1, $a1, 15
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a5, $a4, $a3
	xor $a2, $a2, $a4
	sll.w $a2, $a2, $a3
	orn $a2, $a2, $a5
	amand_db.w $a4, $a2, $a0
	srl.w $a0, $a4, $a3
	bstrpick.d $a0, $a0, 15, 0
	srl.w $a0, $a0, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_clear_bit_2_acq_rel:
	andi $a1, $a1, 15
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a5, $a4, $a3
	xor $a2, $a2, $a4
	sll.w $a2, $a2, $a3
	orn $a2, $a2, $a5
	amand_db.w $a4, $a2, $a0
	srl.w $a0, $a4, $a3
	bstrpick.d $a0, $a0, 15, 0
	srl.w $a0, $a0, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_clear_bit_2_seq_cst:
	andi $a1, $a1, 15
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a5, $a4, $a3
	xor $a2, $a2, $a4
	sll.w $a2, $a2, $a3
	orn $a2, $a2, $a5
	amand_db.w $a4, $a2, $a0
	srl.w $a0, $a4, $a3
	bstrpick.d $a0, $a0, 15, 0
	srl.w $a0, $a0, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_clear_bit_2_seq_cst_fence:
	andi $a1, $a1, 15
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a5, $a4, $a3
	xor $a2, $a2, $a4
	sll.w $a2, $a2, $a3
	orn $a2, $a2, $a5
	amand_db.w $a4, $a2, $a0
	srl.w $a0, $a4, $a3
	bstrpick.d $a0, $a0, 15, 0
	srl.w $a0, $a0, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_change_bit_2_relaxed:
	andi $a1, $a1, 15
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a2, $a2, $a3
	amxor.w $a4, $a2, $a0
	srl.w $a0, $a4, $a3
	bstrpick.d $a0, $a0, 15, 0
	srl.w $a0, $a0, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_change_bit_2_acquire:
	andi $a1, $a1, 15
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a2, $a2, $a3
	amxor_db.w $a4, $a2, $a0
	srl.w $a0, $a4, $a3
	bstrpick.d $a0, $a0, 15, 0
	srl.w $a0, $a0, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_change_bit_2_release:
	andi $a1, $a1, 15
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a2, $a2, $a3
	amxor_db.w $a4, $a2, $a0
	srl.w $a0, $a4, $a3
	bstrpick.d $a0, $a0, 15, 0
	srl.w $a0, $a0, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_change_bit_2_acq_rel:
	andi $a1, $a1, 15
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a2, $a2, $a3
	amxor_db.w $a4, $a2, $a0
	srl.w $a0, $a4, $a3
	bstrpick.d $a0, $a0, 15, 0
	srl.w $a0, $a0, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_change_bit_2_seq_cst:
	andi $a1, $a1, 15
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a2, $a2, $a3
	amxor_db.w $a4, $a2, $a0
	srl.w $a0, $a4, $a3
	bstrpick.d $a0, $a0, 15, 0
	srl.w $a0, $a0, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_change_bit_2_seq_cst_fence:
	andi $a1, $a1, 15
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	sll.w $a2, $a2, $a3
	amxor_db.w $a4, $a2, $a0
	srl.w $a0, $a4, $a3
	bstrpick.d $a0, $a0, 15, 0
	srl.w $a0, $a0, $a1
	andi $a0, $a0, 1
	ret

uat_fetch_add_unless_2_relaxed:
	ld.hu $a6, $a0, 0
	slli.d $a4, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a4, 24
	lu12i.w $a5, 15
	ori $a5, $a5, 4095
	sll.w $a4, $a5, $a4
	bstrpick.d $a7, $a6, 15, 0
	beq $a7, $a2, .L27
	move $a5, $a6
	sll.w $a6, $a7, $a3
	add.d $t0, $a5, $a1
	bstrpick.d $t0, $t0, 15, 0
	sll.w $t0, $t0, $a3
	ll.w $t1, $a0, 0
	and $t2, $t1, $a4
	bne $t2, $a6, .L21
	xor $t2, $t1, $t2
	or $t2, $t2, $t0
	sc.w $t2, $a0, 0
	beqz $t2, .L14
	dbar 1792
	srl.w $a6, $t1, $a3
	bstrpick.d $t0, $a6, 15, 0
	bne $a7, $t0, .L7
	bstrpick.d $a0, $a5, 15, 0
	ret
	bstrpick.d $a0, $a2, 15, 0
	ret

uat_fetch_add_unless_2_acquire:
	ld.hu $a6, $a0, 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a4, $a3, 24
	lu12i.w $a5, 15
	ori $a5, $a5, 4095
	sll.w $a5, $a5, $a3
	bstrpick.d $a7, $a6, 15, 0
	beq $a7, $a2, .L29
	move $a3, $a6
	sll.w $a6, $a7, $a4
	add.d $t0, $a3, $a1
	bstrpick.d $t0, $t0, 15, 0
	sll.w $t0, $t0, $a4
	ll.w $t1, $a0, 0
	and $t2, $t1, $a5
	bne $t2, $a6, .L21
	xor $t2, $t1, $t2
	or $t2, $t2, $t0
	sc.w $t2, $a0, 0
	beqz $t2, .L14
	dbar 1792
	srl.w $a6, $t1, $a4
	bstrpick.d $t0, $a6, 15, 0
	bne $a7, $t0, .L7
	beq $a7, $a2, .L27
	dbar 0
	bstrpick.d $a0, $a3, 15, 0
	ret
	bstrpick.d $a0, $a2, 15, 0
	ret

uat_fetch_add_unless_2_release:
	dbar 0
	ld.hu $a6, $a0, 0
	slli.d $a4, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a4, 24
	lu12i.w $a5, 15
	ori $a5, $a5, 4095
	sll.w $a4, $a5, $a4
	bstrpick.d $a7, $a6, 15, 0
	beq $a7, $a2, .L28
	move $a5, $a6
	sll.w $a6, $a7, $a3
	add.d $t0, $a5, $a1
	bstrpick.d $t0, $t0, 15, 0
	sll.w $t0, $t0, $a3
	ll.w $t1, $a0, 0
	and $t2, $t1, $a4
	bne $t2, $a6, .L22
	xor $t2, $t1, $t2
	or $t2, $t2, $t0
	sc.w $t2, $a0, 0
	beqz $t2, .L15
	dbar 1792
	srl.w $a6, $t1, $a3
	bstrpick.d $t0, $a6, 15, 0
	bne $a7, $t0, .L8
	bstrpick.d $a0, $a5, 15, 0
	ret
	bstrpick.d $a0, $a2, 15, 0
	ret

uat_fetch_add_unless_2_acq_rel:
	dbar 0
	ld.hu $a6, $a0, 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a4, $a3, 24
	lu12i.w $a5, 15
	ori $a5, $a5, 4095
	sll.w $a5, $a5, $a3
	bstrpick.d $a7, $a6, 15, 0
	beq $a7, $a2, .L30
	move $a3, $a6
	sll.w $a6, $a7, $a4
	add.d $t0, $a3, $a1
	bstrpick.d $t0, $t0, 15, 0
	sll.w $t0, $t0, $a4
	ll.w $t1, $a0, 0
	and $t2, $t1, $a5
	bne $t2, $a6, .L22
	xor $t2, $t1, $t2
	or $t2, $t2, $t0
	sc.w $t2, $a0, 0
	beqz $t2, .L15
	dbar 1792
	srl.w $a6, $t1, $a4
	bstrpick.d $t0, $a6, 15, 0
	bne $a7, $t0, .L8
	beq $a7, $a2, .L28
	dbar 0
	bstrpick.d $a0, $a3, 15, 0
	ret
	bstrpick.d $a0, $a2, 15, 0
	ret

uat_fetch_add_unless_2_seq_cst:
	dbar 0
	ld.hu $a6, $a0, 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a4, $a3, 24
	lu12i.w $a5, 15
	ori $a5, $a5, 4095
	sll.w $a5, $a5, $a3
	bstrpick.d $a7, $a6, 15, 0
	beq $a7, $a2, .L30
	move $a3, $a6
	sll.w $a6, $a7, $a4
	add.d $t0, $a3, $a1
	bstrpick.d $t0, $t0, 15, 0
	sll.w $t0, $t0, $a4
	ll.w $t1, $a0, 0
	and $t2, $t1, $a5
	bne $t2, $a6, .L22
	xor $t2, $t1, $t2
	or $t2, $t2, $t0
	sc.w $t2, $a0, 0
	beqz $t2, .L15
	dbar 1792
	srl.w $a6, $t1, $a4
	bstrpick.d $t0, $a6, 15, 0
	bne $a7, $t0, .L8
	beq $a7, $a2, .L28
	dbar 0
	bstrpick.d $a0, $a3, 15, 0
	ret
	bstrpick.d $a0, $a2, 15, 0
	ret

uat_fetch_add_unless_2_seq_cst_fence:
	dbar 0
	ld.hu $a6, $a0, 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a4, $a3, 24
	lu12i.w $a5, 15
	ori $a5, $a5, 4095
	sll.w $a5, $a5, $a3
	bstrpick.d $a7, $a6, 15, 0
	beq $a7, $a2, .L30
	move $a3, $a6
	sll.w $a6, $a7, $a4
	add.d $t0, $a3, $a1
	bstrpick.d $t0, $t0, 15, 0
	sll.w $t0, $t0, $a4
	ll.w $t1, $a0, 0
	and $t2, $t1, $a5
	bne $t2, $a6, .L22
	xor $t2, $t1, $t2
	or $t2, $t2, $t0
	sc.w $t2, $a0, 0
	beqz $t2, .L15
	dbar 1792
	srl.w $a6, $t1, $a4
	bstrpick.d $t0, $a6, 15, 0
	bne $a7, $t0, .L8
	beq $a7, $a2, .L28
	dbar 0
	bstrpick.d $a0, $a3, 15, 0
	ret
	bstrpick.d $a0, $a2, 15, 0
	ret

uat_add_unless_2_relaxed:
	ld.hu $a4, $a0, 0
	slli.d $a5, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a5, 24
	lu12i.w $a6, 15
	ori $a6, $a6, 4095
	sll.w $a5, $a6, $a5
	bstrpick.d $a6, $a4, 15, 0
	beq $a6, $a2, .L24
	sll.w $a7, $a6, $a3
	add.d $a4, $a4, $a1
	bstrpick.d $a4, $a4, 15, 0
	sll.w $a4, $a4, $a3
	ll.w $t0, $a0, 0
	and $t1, $t0, $a5
	bne $t1, $a7, .L20
	xor $t1, $t0, $t1
	or $t1, $t1, $a4
	sc.w $t1, $a0, 0
	beqz $t1, .L13
	dbar 1792
	srl.w $a4, $t0, $a3
	bstrpick.d $a7, $a4, 15, 0
	bne $a6, $a7, .L7
	xor $a0, $a6, $a2
	sltu $a0, $zero, $a0
	ret

uat_add_unless_2_acquire:
	ld.hu $a4, $a0, 0
	slli.d $a5, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a5, 24
	lu12i.w $a6, 15
	ori $a6, $a6, 4095
	sll.w $a5, $a6, $a5
	bstrpick.d $a6, $a4, 15, 0
	beq $a6, $a2, .L25
	sll.w $a7, $a6, $a3
	add.d $a4, $a4, $a1
	bstrpick.d $a4, $a4, 15, 0
	sll.w $a4, $a4, $a3
	ll.w $t0, $a0, 0
	and $t1, $t0, $a5
	bne $t1, $a7, .L20
	xor $t1, $t0, $t1
	or $t1, $t1, $a4
	sc.w $t1, $a0, 0
	beqz $t1, .L13
	dbar 1792
	srl.w $a4, $t0, $a3
	bstrpick.d $a7, $a4, 15, 0
	bne $a6, $a7, .L7
	dbar 0
	xor $a0, $a6, $a2
	sltu $a0, $zero, $a0
	ret

uat_add_unless_2_release:
	dbar 0
	ld.hu $a4, $a0, 0
	slli.d $a5, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a5, 24
	lu12i.w $a6, 15
	ori $a6, $a6, 4095
	sll.w $a5, $a6, $a5
	bstrpick.d $a6, $a4, 15, 0
	beq $a6, $a2, .L25
	sll.w $a7, $a6, $a3
	add.d $a4, $a4, $a1
	bstrpick.d $a4, $a4, 15, 0
	sll.w $a4, $a4, $a3
	ll.w $t0, $a0, 0
	and $t1, $t0, $a5
	bne $t1, $a7, .L21
	xor $t1, $t0, $t1
	or $t1, $t1, $a4
	sc.w $t1, $a0, 0
	beqz $t1, .L14
	dbar 1792
	srl.w $a4, $t0, $a3
	bstrpick.d $a7, $a4, 15, 0
	bne $a6, $a7, .L8
	xor $a0, $a6, $a2
	sltu $a0, $zero, $a0
	ret

uat_add_unless_2_acq_rel:
	dbar 0
	ld.hu $a4, $a0, 0
	slli.d $a5, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a5, 24
	lu12i.w $a6, 15
	ori $a6, $a6, 4095
	sll.w $a5, $a6, $a5
	bstrpick.d $a6, $a4, 15, 0
	beq $a6, $a2, .L26
	sll.w $a7, $a6, $a3
	add.d $a4, $a4, $a1
	bstrpick.d $a4, $a4, 15, 0
	sll.w $a4, $a4, $a3
	ll.w $t0, $a0, 0
	and $t1, $t0, $a5
	bne $t1, $a7, .L21
	xor $t1, $t0, $t1
	or $t1, $t1, $a4
	sc.w $t1, $a0, 0
	beqz $t1, .L14
	dbar 1792
	srl.w $a4, $t0, $a3
	bstrpick.d $a7, $a4, 15, 0
	bne $a6, $a7, .L8
	dbar 0
	xor $a0, $a6, $a2
	sltu $a0, $zero, $a0
	ret

uat_add_unless_2_seq_cst:
	dbar 0
	ld.hu $a4, $a0, 0
	slli.d $a5, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a5, 24
	lu12i.w $a6, 15
	ori $a6, $a6, 4095
	sll.w $a5, $a6, $a5
	bstrpick.d $a6, $a4, 15, 0
	beq $a6, $a2, .L26
	sll.w $a7, $a6, $a3
	add.d $a4, $a4, $a1
	bstrpick.d $a4, $a4, 15, 0
	sll.w $a4, $a4, $a3
	ll.w $t0, $a0, 0
	and $t1, $t0, $a5
	bne $t1, $a7, .L21
	xor $t1, $t0, $t1
	or $t1, $t1, $a4
	sc.w $t1, $a0, 0
	beqz $t1, .L14
	dbar 1792
	srl.w $a4, $t0, $a3
	bstrpick.d $a7, $a4, 15, 0
	bne $a6, $a7, .L8
	dbar 0
	xor $a0, $a6, $a2
	sltu $a0, $zero, $a0
	ret

uat_add_unless_2_seq_cst_fence:
	dbar 0
	ld.hu $a4, $a0, 0
	slli.d $a5, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a3, $a5, 24
	lu12i.w $a6, 15
	ori $a6, $a6, 4095
	sll.w $a5, $a6, $a5
	bstrpick.d $a6, $a4, 15, 0
	beq $a6, $a2, .L26
	sll.w $a7, $a6, $a3
	add.d $a4, $a4, $a1
	bstrpick.d $a4, $a4, 15, 0
	sll.w $a4, $a4, $a3
	ll.w $t0, $a0, 0
	and $t1, $t0, $a5
	bne $t1, $a7, .L21
	xor $t1, $t0, $t1
	or $t1, $t1, $a4
	sc.w $t1, $a0, 0
	beqz $t1, .L14
	dbar 1792
	srl.w $a4, $t0, $a3
	bstrpick.d $a7, $a4, 15, 0
	bne $a6, $a7, .L8
	dbar 0
	xor $a0, $a6, $a2
	sltu $a0, $zero, $a0
	ret

uat_dec_if_positive_2_relaxed:
	ld.hu $a1, $a0, 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a2, $a3, 24
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a3, $a4, $a3
	ext.w.h $a4, $a1
	bge $zero, $a4, .L27
	addi.d $a4, $a1, -1
	bstrpick.d $a5, $a1, 15, 0
	sll.w $a1, $a5, $a2
	bstrpick.d $a6, $a4, 15, 0
	sll.w $a6, $a6, $a2
	ll.w $a7, $a0, 0
	and $t0, $a7, $a3
	bne $t0, $a1, .L21
	xor $t0, $a7, $t0
	or $t0, $t0, $a6
	sc.w $t0, $a0, 0
	beqz $t0, .L14
	dbar 1792
	srl.w $a1, $a7, $a2
	bstrpick.d $a6, $a1, 15, 0
	bne $a5, $a6, .L7
	ext.w.h $a0, $a4
	ret
	bstrpick.d $a0, $a1, 15, 0
	lu12i.w $a2, 8
	xor $a0, $a0, $a2
	sltu $a0, $zero, $a0
	sub.d $a4, $a1, $a0
	ext.w.h $a0, $a4
	ret

uat_dec_if_positive_2_acquire:
	ld.hu $a1, $a0, 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a2, $a3, 24
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a3, $a4, $a3
	ori $a4, $zero, 1
	ext.w.h $a5, $a1
	blt $a5, $a4, .L29
	addi.d $a5, $a1, -1
	bstrpick.d $a6, $a1, 15, 0
	sll.w $a1, $a6, $a2
	bstrpick.d $a7, $a5, 15, 0
	sll.w $a7, $a7, $a2
	ll.w $t0, $a0, 0
	and $t1, $t0, $a3
	bne $t1, $a1, .L22
	xor $t1, $t0, $t1
	or $t1, $t1, $a7
	sc.w $t1, $a0, 0
	beqz $t1, .L15
	dbar 1792
	srl.w $a1, $t0, $a2
	bstrpick.d $a7, $a1, 15, 0
	bne $a6, $a7, .L8
	dbar 0
	ext.w.h $a0, $a5
	ret
	bstrpick.d $a0, $a1, 15, 0
	lu12i.w $a2, 8
	xor $a0, $a0, $a2
	sltu $a0, $zero, $a0
	sub.d $a5, $a1, $a0
	ext.w.h $a0, $a5
	ret

uat_dec_if_positive_2_release:
	dbar 0
	ld.hu $a1, $a0, 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a2, $a3, 24
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a3, $a4, $a3
	ext.w.h $a4, $a1
	bge $zero, $a4, .L28
	addi.d $a4, $a1, -1
	bstrpick.d $a5, $a1, 15, 0
	sll.w $a1, $a5, $a2
	bstrpick.d $a6, $a4, 15, 0
	sll.w $a6, $a6, $a2
	ll.w $a7, $a0, 0
	and $t0, $a7, $a3
	bne $t0, $a1, .L22
	xor $t0, $a7, $t0
	or $t0, $t0, $a6
	sc.w $t0, $a0, 0
	beqz $t0, .L15
	dbar 1792
	srl.w $a1, $a7, $a2
	bstrpick.d $a6, $a1, 15, 0
	bne $a5, $a6, .L8
	ext.w.h $a0, $a4
	ret
	bstrpick.d $a0, $a1, 15, 0
	lu12i.w $a2, 8
	xor $a0, $a0, $a2
	sltu $a0, $zero, $a0
	sub.d $a4, $a1, $a0
	ext.w.h $a0, $a4
	ret

uat_dec_if_positive_2_acq_rel:
	dbar 0
	ld.hu $a1, $a0, 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a2, $a3, 24
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a3, $a4, $a3
	ori $a4, $zero, 1
	ext.w.h $a5, $a1
	blt $a5, $a4, .L30
	addi.d $a5, $a1, -1
	bstrpick.d $a6, $a1, 15, 0
	sll.w $a1, $a6, $a2
	bstrpick.d $a7, $a5, 15, 0
	sll.w $a7, $a7, $a2
	ll.w $t0, $a0, 0
	and $t1, $t0, $a3
	bne $t1, $a1, .L23
	xor $t1, $t0, $t1
	or $t1, $t1, $a7
	sc.w $t1, $a0, 0
	beqz $t1, .L16
	dbar 1792
	srl.w $a1, $t0, $a2
	bstrpick.d $a7, $a1, 15, 0
	bne $a6, $a7, .L9
	dbar 0
	ext.w.h $a0, $a5
	ret
	bstrpick.d $a0, $a1, 15, 0
	lu12i.w $a2, 8
	xor $a0, $a0, $a2
	sltu $a0, $zero, $a0
	sub.d $a5, $a1, $a0
	ext.w.h $a0, $a5
	ret

uat_dec_if_positive_2_seq_cst:
	dbar 0
	ld.hu $a1, $a0, 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a2, $a3, 24
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a3, $a4, $a3
	ori $a4, $zero, 1
	ext.w.h $a5, $a1
	blt $a5, $a4, .L30
	addi.d $a5, $a1, -1
	bstrpick.d $a6, $a1, 15, 0
	sll.w $a1, $a6, $a2
	bstrpick.d $a7, $a5, 15, 0
	sll.w $a7, $a7, $a2
	ll.w $t0, $a0, 0
	and $t1, $t0, $a3
	bne $t1, $a1, .L23
	xor $t1, $t0, $t1
	or $t1, $t1, $a7
	sc.w $t1, $a0, 0
	beqz $t1, .L16
	dbar 1792
	srl.w $a1, $t0, $a2
	bstrpick.d $a7, $a1, 15, 0
	bne $a6, $a7, .L9
	dbar 0
	ext.w.h $a0, $a5
	ret
	bstrpick.d $a0, $a1, 15, 0
	lu12i.w $a2, 8
	xor $a0, $a0, $a2
	sltu $a0, $zero, $a0
	sub.d $a5, $a1, $a0
	ext.w.h $a0, $a5
	ret

uat_dec_if_positive_2_seq_cst_fence:
	dbar 0
	ld.hu $a1, $a0, 0
	slli.d $a3, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	andi $a2, $a3, 24
	lu12i.w $a4, 15
	ori $a4, $a4, 4095
	sll.w $a3, $a4, $a3
	ori $a4, $zero, 1
	ext.w.h $a5, $a1
	blt $a5, $a4, .L30
	addi.d $a5, $a1, -1
	bstrpick.d $a6, $a1, 15, 0
	sll.w $a1, $a6, $a2
	bstrpick.d $a7, $a5, 15, 0
	sll.w $a7, $a7, $a2
	ll.w $t0, $a0, 0
	and $t1, $t0, $a3
	bne $t1, $a1, .L23
	xor $t1, $t0, $t1
	or $t1, $t1, $a7
	sc.w $t1, $a0, 0
	beqz $t1, .L16
	dbar 1792
	srl.w $a1, $t0, $a2
	bstrpick.d $a7, $a1, 15, 0
	bne $a6, $a7, .L9
	dbar 0
	ext.w.h $a0, $a5
	ret
	bstrpick.d $a0, $a1, 15, 0
	lu12i.w $a2, 8
	xor $a0, $a0, $a2
	sltu $a0, $zero, $a0
	sub.d $a5, $a1, $a0
	ext.w.h $a0, $a5
	ret

uat_cond_load_2_relaxed:
	ld.hu $a2, $a0, 0
	beq $a2, $a1, .L6
	nop
	nop
	ld.hu $a2, $a0, 0
	bne $a2, $a1, .L4
	move $a0, $a1
	ret

uat_cond_load_2_consume:
	ld.hu $a2, $a0, 0
	beq $a2, $a1, .L6
	nop
	nop
	ld.hu $a2, $a0, 0
	bne $a2, $a1, .L4
	move $a0, $a1
	ret

uat_cond_load_2_acquire:
	ld.hu $a2, $a0, 0
	beq $a2, $a1, .L6
	nop
	nop
	ld.hu $a2, $a0, 0
	bne $a2, $a1, .L4
	dbar 0
	move $a0, $a1
	ret

uat_cond_load_2_seq_cst:
	dbar 0
	ld.hu $a2, $a0, 0
	beq $a2, $a1, .L6
	nop
	ld.hu $a2, $a0, 0
	bne $a2, $a1, .L4
	dbar 0
	move $a0, $a1
	ret

uat_cond_load_2_seq_cst_fence:
	dbar 0
	ld.hu $a2, $a0, 0
	beq $a2, $a1, .L6
	nop
	ld.hu $a2, $a0, 0
	bne $a2, $a1, .L4
	dbar 0
	move $a0, $a1
	ret

uat_inc_2_relaxed:
	slli.d $a1, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a2, 15
	ori $a2, $a2, 4095
	sll.w $a2, $a2, $a1
	ori $a3, $zero, 1
	sll.w $a1, $a3, $a1
	ll.w $a3, $a0, 0
	add.d $a4, $a3, $a1
	xor $a4, $a4, $a3
	and $a4, $a4, $a2
	xor $a4, $a4, $a3
	sc.w $a4, $a0, 0
	beqz $a4, .L7
	ret

uat_inc_2_acquire:
	slli.d $a1, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a2, 15
	ori $a2, $a2, 4095
	sll.w $a2, $a2, $a1
	ori $a3, $zero, 1
	sll.w $a1, $a3, $a1
	ll.w $a3, $a0, 0
	add.d $a4, $a3, $a1
	xor $a4, $a4, $a3
	and $a4, $a4, $a2
	xor $a4, $a4, $a3
	sc.w $a4, $a0, 0
	beqz $a4, .L7
	dbar 0
	ret

uat_inc_2_release:
	dbar 0
	slli.d $a1, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a2, 15
	ori $a2, $a2, 4095
	sll.w $a2, $a2, $a1
	ori $a3, $zero, 1
	sll.w $a1, $a3, $a1
	ll.w $a3, $a0, 0
	add.d $a4, $a3, $a1
	xor $a4, $a4, $a3
	and $a4, $a4, $a2
	xor $a4, $a4, $a3
	sc.w $a4, $a0, 0
	beqz $a4, .L8
	ret

uat_inc_2_acq_rel:
	dbar 0
	slli.d $a1, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a2, 15
	ori $a2, $a2, 4095
	sll.w $a2, $a2, $a1
	ori $a3, $zero, 1
	sll.w $a1, $a3, $a1
	ll.w $a3, $a0, 0
	add.d $a4, $a3, $a1
	xor $a4, $a4, $a3
	and $a4, $a4, $a2
	xor $a4, $a4, $a3
	sc.w $a4, $a0, 0
	beqz $a4, .L8
	dbar 0
	ret

uat_inc_2_seq_cst:
	dbar 0
	slli.d $a1, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a2, 15
	ori $a2, $a2, 4095
	sll.w $a2, $a2, $a1
	ori $a3, $zero, 1
	sll.w $a1, $a3, $a1
	ll.w $a3, $a0, 0
	add.d $a4, $a3, $a1
	xor $a4, $a4, $a3
	and $a4, $a4, $a2
	xor $a4, $a4, $a3
	sc.w $a4, $a0, 0
	beqz $a4, .L8
	dbar 0
	ret

uat_inc_2_seq_cst_fence:
	dbar 0
	slli.d $a1, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a2, 15
	ori $a2, $a2, 4095
	sll.w $a2, $a2, $a1
	ori $a3, $zero, 1
	sll.w $a1, $a3, $a1
	ll.w $a3, $a0, 0
	add.d $a4, $a3, $a1
	xor $a4, $a4, $a3
	and $a4, $a4, $a2
	xor $a4, $a4, $a3
	sc.w $a4, $a0, 0
	beqz $a4, .L8
	dbar 0
	ret

uat_dec_2_relaxed:
	slli.d $a1, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a2, 15
	ori $a2, $a2, 4095
	sll.w $a1, $a2, $a1
	ll.w $a2, $a0, 0
	add.d $a3, $a2, $a1
	xor $a3, $a3, $a2
	and $a3, $a3, $a1
	xor $a3, $a3, $a2
	sc.w $a3, $a0, 0
	beqz $a3, .L5
	ret

uat_dec_2_acquire:
	slli.d $a1, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a2, 15
	ori $a2, $a2, 4095
	sll.w $a1, $a2, $a1
	ll.w $a2, $a0, 0
	add.d $a3, $a2, $a1
	xor $a3, $a3, $a2
	and $a3, $a3, $a1
	xor $a3, $a3, $a2
	sc.w $a3, $a0, 0
	beqz $a3, .L5
	dbar 0
	ret

uat_dec_2_release:
	dbar 0
	slli.d $a1, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a2, 15
	ori $a2, $a2, 4095
	sll.w $a1, $a2, $a1
	ll.w $a2, $a0, 0
	add.d $a3, $a2, $a1
	xor $a3, $a3, $a2
	and $a3, $a3, $a1
	xor $a3, $a3, $a2
	sc.w $a3, $a0, 0
	beqz $a3, .L6
	ret

uat_dec_2_acq_rel:
	dbar 0
	slli.d $a1, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a2, 15
	ori $a2, $a2, 4095
	sll.w $a1, $a2, $a1
	ll.w $a2, $a0, 0
	add.d $a3, $a2, $a1
	xor $a3, $a3, $a2
	and $a3, $a3, $a1
	xor $a3, $a3, $a2
	sc.w $a3, $a0, 0
	beqz $a3, .L6
	dbar 0
	ret

uat_dec_2_seq_cst:
	dbar 0
	slli.d $a1, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a2, 15
	ori $a2, $a2, 4095
	sll.w $a1, $a2, $a1
	ll.w $a2, $a0, 0
	add.d $a3, $a2, $a1
	xor $a3, $a3, $a2
	and $a3, $a3, $a1
	xor $a3, $a3, $a2
	sc.w $a3, $a0, 0
	beqz $a3, .L6
	dbar 0
	ret

uat_dec_2_seq_cst_fence:
	dbar 0
	slli.d $a1, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a2, 15
	ori $a2, $a2, 4095
	sll.w $a1, $a2, $a1
	ll.w $a2, $a0, 0
	add.d $a3, $a2, $a1
	xor $a3, $a3, $a2
	and $a3, $a3, $a1
	xor $a3, $a3, $a2
	sc.w $a3, $a0, 0
	beqz $a3, .L6
	dbar 0
	ret

uat_add_around_2_mb:
	dbar 0
	slli.d $a2, $a0, 3
	bstrins.d $a0, $zero, 1, 0
	lu12i.w $a3, 15
	ori $a3, $a3, 4095
	sll.w $a3, $a3, $a2
	sll.w $a1, $a1, $a2
	ll.w $a2, $a0, 0
	add.d $a4, $a2, $a1
	xor $a4, $a4, $a2
	and $a4, $a4, $a3
	xor $a4, $a4, $a2
	sc.w $a4, $a0, 0
	beqz $a4, .L7
	dbar 0
	ret

uat_load_4_relaxed:
	ld.w $a0, $a0, 0
	ret

uat_load_4_consume:
	ld.w $a0, $a0, 0
	ret

uat_load_4_acquire:
	ld.w $a0, $a0, 0
	dbar 0
	ret

uat_load_4_seq_cst:
	dbar 0
	ld.w $a0, $a0, 0
	dbar 0
	ret

uat_load_4_seq_cst_fence:
	dbar 0
	ld.w $a0, $a0, 0
	dbar 0
	ret

uat_store_4_relaxed:
	st.w $a1, $a0, 0
	ret

uat_store_4_release:
	dbar 0
	st.w $a1, $a0, 0
	ret

uat_store_4_seq_cst:
	dbar 0
	st.w $a1, $a0, 0
	ret

uat_store_4_seq_cst_fence:
	dbar 0
	st.w $a1, $a0, 0
	dbar 0
	ret

uat_cmpxchg_4_relaxed:
	ll.w $a3, $a0, 0
	bne $a3, $a1, .L6
	move $a4, $a2
	sc.w $a4, $a0, 0
	beqz $a4, .L0
	b .L7
	dbar 1792
	addi.w $a0, $a3, 0
	ret

uat_cmpxchg_4_acquire:
	ll.w $a3, $a0, 0
	bne $a3, $a1, .L6
	move $a4, $a2
	sc.w $a4, $a0, 0
	beqz $a4, .L0
	b .L7
	dbar 1792
	dbar 0
	addi.w $a0, $a3, 0
	ret

uat_cmpxchg_4_release:
	dbar 0
	ll.w $a3, $a0, 0
	bne $a3, $a1, .L7
	move $a4, $a2
	sc.w $a4, $a0, 0
	beqz $a4, .L1
	b .L8
	dbar 1792
	addi.w $a0, $a3, 0
	ret

uat_cmpxchg_4_acq_rel:
	dbar 0
	ll.w $a3, $a0, 0
	bne $a3, $a1, .L7
	move $a4, $a2
	sc.w $a4, $a0, 0
	beqz $a4, .L1
	b .L8
	dbar 1792
	dbar 0
	addi.w $a0, $a3, 0
	ret

uat_cmpxchg_4_seq_cst:
	dbar 0
	ll.w $a3, $a0, 0
	bne $a3, $a1, .L7
	move $a4, $a2
	sc.w $a4, $a0, 0
	beqz $a4, .L1
	b .L8
	dbar 1792
	dbar 0
	addi.w $a0, $a3, 0
	ret

uat_cmpxchg_4_seq_cst_fence_sc:
	dbar 0
	ll.w $a3, $a0, 0
	bne $a3, $a1, .L7
	move $a4, $a2
	sc.w $a4, $a0, 0
	beqz $a4, .L1
	b .L8
	dbar 1792
	dbar 0
	addi.w $a0, $a3, 0
	ret

uat_cmpxchg_4_seq_cst_fence:
	dbar 0
	ll.w $a3, $a0, 0
	bne $a3, $a1, .L7
	move $a4, $a2
	sc.w $a4, $a0, 0
	beqz $a4, .L1
	b .L8
	dbar 1792
	dbar 0
	addi.w $a0, $a3, 0
	ret

uat_cmpxchg_test_4_seq_cst_fence:
	dbar 0
	ll.w $a3, $a0, 0
	bne $a3, $a1, .L7
	move $a4, $a2
	sc.w $a4, $a0, 0
	beqz $a4, .L1
	b .L8
	dbar 1792
	dbar 0
	addi.w $a0, $a3, 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_4_relaxed:
	ll.w $a3, $a0, 0
	bne $a3, $a1, .L6
	move $a4, $a2
	sc.w $a4, $a0, 0
	beqz $a4, .L0
	b .L7
	dbar 1792
	addi.w $a0, $a3, 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_4_acquire:
	ll.w $a3, $a0, 0
	bne $a3, $a1, .L6
	move $a4, $a2
	sc.w $a4, $a0, 0
	beqz $a4, .L0
	b .L7
	dbar 1792
	addi.w $a0, $a3, 0
	dbar 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_4_release:
	dbar 0
	ll.w $a3, $a0, 0
	bne $a3, $a1, .L7
	move $a4, $a2
	sc.w $a4, $a0, 0
	beqz $a4, .L1
	b .L8
	dbar 1792
	addi.w $a0, $a3, 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_4_acq_rel:
	dbar 0
	ll.w $a3, $a0, 0
	bne $a3, $a1, .L7
	move $a4, $a2
	sc.w $a4, $a0, 0
	beqz $a4, .L1
	b .L8
	dbar 1792
	addi.w $a0, $a3, 0
	dbar 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_4_seq_cst:
	dbar 0
	ll.w $a3, $a0, 0
	bne $a3, $a1, .L7
	move $a4, $a2
	sc.w $a4, $a0, 0
	beqz $a4, .L1
	b .L8
	dbar 1792
	addi.w $a0, $a3, 0
	dbar 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_4_seq_cst_fence_sc:
	dbar 0
	ll.w $a3, $a0, 0
	bne $a3, $a1, .L7
	move $a4, $a2
	sc.w $a4, $a0, 0
	beqz $a4, .L1
	b .L8
	dbar 1792
	addi.w $a0, $a3, 0
	dbar 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_4_seq_cst_fence:
	dbar 0
	ll.w $a3, $a0, 0
	bne $a3, $a1, .L7
	move $a4, $a2
	sc.w $a4, $a0, 0
	beqz $a4, .L1
	b .L8
	dbar 1792
	addi.w $a0, $a3, 0
	dbar 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_weak_4_relaxed:
	ll.w $a3, $a0, 0
	bne $a3, $a1, .L6
	move $a4, $a2
	sc.w $a4, $a0, 0
	beqz $a4, .L0
	b .L7
	dbar 1792
	addi.w $a0, $a3, 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_weak_4_acquire:
	ll.w $a3, $a0, 0
	bne $a3, $a1, .L6
	move $a4, $a2
	sc.w $a4, $a0, 0
	beqz $a4, .L0
	b .L7
	dbar 1792
	addi.w $a0, $a3, 0
	dbar 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_weak_4_release:
	dbar 0
	ll.w $a3, $a0, 0
	bne $a3, $a1, .L7
	move $a4, $a2
	sc.w $a4, $a0, 0
	beqz $a4, .L1
	b .L8
	dbar 1792
	addi.w $a0, $a3, 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_weak_4_acq_rel:
	dbar 0
	ll.w $a3, $a0, 0
	bne $a3, $a1, .L7
	move $a4, $a2
	sc.w $a4, $a0, 0
	beqz $a4, .L1
	b .L8
	dbar 1792
	addi.w $a0, $a3, 0
	dbar 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_weak_4_seq_cst:
	dbar 0
	ll.w $a3, $a0, 0
	bne $a3, $a1, .L7
	move $a4, $a2
	sc.w $a4, $a0, 0
	beqz $a4, .L1
	b .L8
	dbar 1792
	addi.w $a0, $a3, 0
	dbar 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_weak_4_seq_cst_fence_sc:
	dbar 0
	ll.w $a3, $a0, 0
	bne $a3, $a1, .L7
	move $a4, $a2
	sc.w $a4, $a0, 0
	beqz $a4, .L1
	b .L8
	dbar 1792
	addi.w $a0, $a3, 0
	dbar 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_weak_4_seq_cst_fence:
	dbar 0
	ll.w $a3, $a0, 0
	bne $a3, $a1, .L7
	move $a4, $a2
	sc.w $a4, $a0, 0
	beqz $a4, .L1
	b .L8
	dbar 1792
	addi.w $a0, $a3, 0
	dbar 0
	xor $a0, $a0, $a1
	sltui $a0, $a0, 1
	ret

uat_xchg_4_relaxed:
	amswap.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_xchg_4_acquire:
	amswap_db.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_xchg_4_release:
	amswap_db.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_xchg_4_acq_rel:
	amswap_db.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_xchg_4_seq_cst:
	amswap_db.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_xchg_4_seq_cst_fence:
	amswap_db.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_add_return_4_relaxed:
	amadd.w $a2, $a1, $a0
	add.w $a0, $a2, $a1
	ret

uat_add_return_4_acquire:
	amadd_db.w $a2, $a1, $a0
	add.w $a0, $a2, $a1
	ret

uat_add_return_4_release:
	amadd_db.w $a2, $a1, $a0
	add.w $a0, $a2, $a1
	ret

uat_add_return_4_acq_rel:
	amadd_db.w $a2, $a1, $a0
	add.w $a0, $a2, $a1
	ret

uat_add_return_4_seq_cst:
	amadd_db.w $a2, $a1, $a0
	add.w $a0, $a2, $a1
	ret

uat_add_return_4_seq_cst_fence:
	amadd_db.w $a2, $a1, $a0
	add.w $a0, $a2, $a1
	ret

uat_add_4_relaxed:
	amadd.w $zero, $a1, $a0
	ret

uat_add_4_acquire:
	amadd_db.w $zero, $a1, $a0
	ret

uat_add_4_release:
	amadd_db.w $zero, $a1, $a0
	ret

uat_add_4_acq_rel:
	amadd_db.w $zero, $a1, $a0
	ret

uat_add_4_seq_cst:
	amadd_db.w $zero, $a1, $a0
	ret

uat_add_4_seq_cst_fence:
	amadd_db.w $zero, $a1, $a0
	ret

uat_and_4_relaxed:
	amand.w $zero, $a1, $a0
	ret

uat_and_4_acquire:
	amand_db.w $zero, $a1, $a0
	ret

uat_and_4_release:
	amand_db.w $zero, $a1, $a0
	ret

uat_and_4_acq_rel:
	amand_db.w $zero, $a1, $a0
	ret

uat_and_4_seq_cst:
	amand_db.w $zero, $a1, $a0
	ret

uat_and_4_seq_cst_fence:
	amand_db.w $zero, $a1, $a0
	ret

uat_or_4_relaxed:
	amor.w $zero, $a1, $a0
	ret

uat_or_4_acquire:
	amor_db.w $zero, $a1, $a0
	ret

uat_or_4_release:
	amor_db.w $zero, $a1, $a0
	ret

uat_or_4_acq_rel:
	amor_db.w $zero, $a1, $a0
	ret

uat_or_4_seq_cst:
	amor_db.w $zero, $a1, $a0
	ret

uat_or_4_seq_cst_fence:
	amor_db.w $zero, $a1, $a0
	ret

uat_xor_4_relaxed:
	amxor.w $zero, $a1, $a0
	ret

uat_xor_4_acquire:
	amxor_db.w $zero, $a1, $a0
	ret

uat_xor_4_release:
	amxor_db.w $zero, $a1, $a0
	ret

uat_xor_4_acq_rel:
	amxor_db.w $zero, $a1, $a0
	ret

uat_xor_4_seq_cst:
	amxor_db.w $zero, $a1, $a0
	ret

uat_xor_4_seq_cst_fence:
	amxor_db.w $zero, $a1, $a0
	ret

uat_fetch_add_4_relaxed:
	amadd.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_add_4_acquire:
	amadd_db.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_add_4_release:
	amadd_db.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_add_4_acq_rel:
	amadd_db.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_add_4_seq_cst:
	amadd_db.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_add_4_seq_cst_fence:
	amadd_db.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_and_4_relaxed:
	amand.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_and_4_acquire:
	amand_db.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_and_4_release:
	amand_db.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_and_4_acq_rel:
	amand_db.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_and_4_seq_cst:
	amand_db.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_and_4_seq_cst_fence:
	amand_db.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_or_4_relaxed:
	amor.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_or_4_acquire:
	amor_db.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_or_4_release:
	amor_db.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_or_4_acq_rel:
	amor_db.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_or_4_seq_cst:
	amor_db.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_or_4_seq_cst_fence:
	amor_db.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_xor_4_relaxed:
	amxor.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_xor_4_acquire:
	amxor_db.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_xor_4_release:
	amxor_db.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_xor_4_acq_rel:
	amxor_db.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_xor_4_seq_cst:
	amxor_db.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_xor_4_seq_cst_fence:
	amxor_db.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_smax_4_relaxed:
	ammax.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_smax_4_acquire:
	ammax_db.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_smax_4_release:
	ammax_db.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_smax_4_acq_rel:
	ammax_db.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_smax_4_seq_cst:
	ammax_db.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_smax_4_seq_cst_fence:
	ammax_db.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_umax_4_relaxed:
	ammax.wu $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_umax_4_acquire:
	ammax_db.wu $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_umax_4_release:
	ammax_db.wu $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_umax_4_acq_rel:
	ammax_db.wu $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_umax_4_seq_cst:
	ammax_db.wu $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_umax_4_seq_cst_fence:
	ammax_db.wu $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_smin_4_relaxed:
	ammin.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_smin_4_acquire:
	ammin_db.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_smin_4_release:
	ammin_db.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_smin_4_acq_rel:
	ammin_db.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_smin_4_seq_cst:
	ammin_db.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_smin_4_seq_cst_fence:
	ammin_db.w $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_umin_4_relaxed:
	ammin.wu $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_umin_4_acquire:
	ammin_db.wu $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_umin_4_release:
	ammin_db.wu $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_umin_4_acq_rel:
	ammin_db.wu $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_umin_4_seq_cst:
	ammin_db.wu $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_fetch_umin_4_seq_cst_fence:
	ammin_db.wu $a2, $a1, $a0
	addi.w $a0, $a2, 0
	ret

uat_test_and_set_bit_4_relaxed:
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	amor.w $a3, $a2, $a0
	srl.w $a0, $a3, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_set_bit_4_acquire:
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	amor_db.w $a3, $a2, $a0
	srl.w $a0, $a3, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_set_bit_4_release:
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	amor_db.w $a3, $a2, $a0
	srl.w $a0, $a3, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_set_bit_4_acq_rel:
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	amor_db.w $a3, $a2, $a0
	srl.w $a0, $a3, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_set_bit_4_seq_cst:
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	amor_db.w $a3, $a2, $a0
	srl.w $a0, $a3, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_set_bit_4_seq_cst_fence:
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	amor_db.w $a3, $a2, $a0
	srl.w $a0, $a3, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_clear_bit_4_relaxed:
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	nor $a2, $a2, $zero
	addi.w $a2, $a2, 0
	amand.w $a3, $a2, $a0
	srl.w $a0, $a3, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_clear_bit_4_acquire:
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	nor $a2, $a2, $zero
	addi.w $a2, $a2, 0
	amand_db.w $a3, $a2, $a0
	srl.w $a0, $a3, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_clear_bit_4_release:
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	nor $a2, $a2, $zero
	addi.w $a2, $a2, 0
	amand_db.w $a3, $a2, $a0
	srl.w $a0, $a3, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_clear_bit_4_acq_rel:
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	nor $a2, $a2, $zero
	addi.w $a2, $a2, 0
	amand_db.w $a3, $a2, $a0
	srl.w $a0, $a3, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_clear_bit_4_seq_cst:
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	nor $a2, $a2, $zero
	addi.w $a2, $a2, 0
	amand_db.w $a3, $a2, $a0
	srl.w $a0, $a3, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_clear_bit_4_seq_cst_fence:
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	nor $a2, $a2, $zero
	addi.w $a2, $a2, 0
	amand_db.w $a3, $a2, $a0
	srl.w $a0, $a3, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_change_bit_4_relaxed:
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	amxor.w $a3, $a2, $a0
	srl.w $a0, $a3, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_change_bit_4_acquire:
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	amxor_db.w $a3, $a2, $a0
	srl.w $a0, $a3, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_change_bit_4_release:
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	amxor_db.w $a3, $a2, $a0
	srl.w $a0, $a3, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_change_bit_4_acq_rel:
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	amxor_db.w $a3, $a2, $a0
	srl.w $a0, $a3, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_change_bit_4_seq_cst:
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	amxor_db.w $a3, $a2, $a0
	srl.w $a0, $a3, $a1
	andi $a0, $a0, 1
	ret

uat_test_and_change_bit_4_seq_cst_fence:
	ori $a2, $zero, 1
	sll.w $a2, $a2, $a1
	amxor_db.w $a3, $a2, $a0
	srl.w $a0, $a3, $a1
	andi $a0, $a0, 1
	ret

uat_fetch_add_unless_4_relaxed:
	ld.w $a4, $a0, 0
	bstrpick.d $a3, $a1, 31, 0
	addi.w $a5, $a4, 0
	beq $a5, $a2, .L17
	move $a1, $a4
	add.w $a6, $a4, $a3
	ll.w $a4, $a0, 0
	bne $a4, $a5, .L12
	move $a7, $a6
	sc.w $a7, $a0, 0
	beqz $a7, .L6
	b .L13
	dbar 1792
	addi.w $a6, $a4, 0
	bne $a5, $a6, .L2
	addi.w $a0, $a1, 0
	ret
	addi.w $a0, $a2, 0
	ret

uat_fetch_add_unless_4_acquire:
	ld.w $a5, $a0, 0
	bstrpick.d $a3, $a1, 31, 0
	addi.w $a4, $a5, 0
	beq $a4, $a2, .L19
	move $a1, $a5
	add.w $a6, $a5, $a3
	ll.w $a5, $a0, 0
	bne $a5, $a4, .L12
	move $a7, $a6
	sc.w $a7, $a0, 0
	beqz $a7, .L6
	b .L13
	dbar 1792
	addi.w $a6, $a5, 0
	bne $a4, $a6, .L2
	beq $a4, $a2, .L17
	dbar 0
	addi.w $a0, $a1, 0
	ret
	addi.w $a0, $a2, 0
	ret

uat_fetch_add_unless_4_release:
	dbar 0
	ld.w $a4, $a0, 0
	bstrpick.d $a3, $a1, 31, 0
	addi.w $a5, $a4, 0
	beq $a5, $a2, .L18
	move $a1, $a4
	add.w $a6, $a4, $a3
	ll.w $a4, $a0, 0
	bne $a4, $a5, .L13
	move $a7, $a6
	sc.w $a7, $a0, 0
	beqz $a7, .L7
	b .L14
	dbar 1792
	addi.w $a6, $a4, 0
	bne $a5, $a6, .L3
	addi.w $a0, $a1, 0
	ret
	addi.w $a0, $a2, 0
	ret

uat_fetch_add_unless_4_acq_rel:
	dbar 0
	ld.w $a5, $a0, 0
	bstrpick.d $a3, $a1, 31, 0
	addi.w $a4, $a5, 0
	beq $a4, $a2, .L20
	move $a1, $a5
	add.w $a6, $a5, $a3
	ll.w $a5, $a0, 0
	bne $a5, $a4, .L13
	move $a7, $a6
	sc.w $a7, $a0, 0
	beqz $a7, .L7
	b .L14
	dbar 1792
	addi.w $a6, $a5, 0
	bne $a4, $a6, .L3
	beq $a4, $a2, .L18
	dbar 0
	addi.w $a0, $a1, 0
	ret
	addi.w $a0, $a2, 0
	ret

uat_fetch_add_unless_4_seq_cst:
	dbar 0
	ld.w $a5, $a0, 0
	bstrpick.d $a3, $a1, 31, 0
	addi.w $a4, $a5, 0
	beq $a4, $a2, .L20
	move $a1, $a5
	add.w $a6, $a5, $a3
	ll.w $a5, $a0, 0
	bne $a5, $a4, .L13
	move $a7, $a6
	sc.w $a7, $a0, 0
	beqz $a7, .L7
	b .L14
	dbar 1792
	addi.w $a6, $a5, 0
	bne $a4, $a6, .L3
	beq $a4, $a2, .L18
	dbar 0
	addi.w $a0, $a1, 0
	ret
	addi.w $a0, $a2, 0
	ret

uat_fetch_add_unless_4_seq_cst_fence:
	dbar 0
	ld.w $a5, $a0, 0
	bstrpick.d $a3, $a1, 31, 0
	addi.w $a4, $a5, 0
	beq $a4, $a2, .L20
	move $a1, $a5
	add.w $a6, $a5, $a3
	ll.w $a5, $a0, 0
	bne $a5, $a4, .L13
	move $a7, $a6
	sc.w $a7, $a0, 0
	beqz $a7, .L7
	b .L14
	dbar 1792
	addi.w $a6, $a5, 0
	bne $a4, $a6, .L3
	beq $a4, $a2, .L18
	dbar 0
	addi.w $a0, $a1, 0
	ret
	addi.w $a0, $a2, 0
	ret

uat_add_unless_4_relaxed:
	ld.w $a3, $a0, 0
	bstrpick.d $a1, $a1, 31, 0
	addi.w $a4, $a3, 0
	beq $a4, $a2, .L14
	add.w $a5, $a3, $a1
	ll.w $a3, $a0, 0
	bne $a3, $a4, .L11
	move $a6, $a5
	sc.w $a6, $a0, 0
	beqz $a6, .L5
	b .L12
	dbar 1792
	addi.w $a5, $a3, 0
	bne $a4, $a5, .L2
	xor $a0, $a4, $a2
	sltu $a0, $zero, $a0
	ret

uat_add_unless_4_acquire:
	ld.w $a3, $a0, 0
	bstrpick.d $a1, $a1, 31, 0
	addi.w $a4, $a3, 0
	beq $a4, $a2, .L15
	add.w $a5, $a3, $a1
	ll.w $a3, $a0, 0
	bne $a3, $a4, .L11
	move $a6, $a5
	sc.w $a6, $a0, 0
	beqz $a6, .L5
	b .L12
	dbar 1792
	addi.w $a5, $a3, 0
	bne $a4, $a5, .L2
	dbar 0
	xor $a0, $a4, $a2
	sltu $a0, $zero, $a0
	ret

uat_add_unless_4_release:
	dbar 0
	ld.w $a3, $a0, 0
	bstrpick.d $a1, $a1, 31, 0
	addi.w $a4, $a3, 0
	beq $a4, $a2, .L15
	add.w $a5, $a3, $a1
	ll.w $a3, $a0, 0
	bne $a3, $a4, .L12
	move $a6, $a5
	sc.w $a6, $a0, 0
	beqz $a6, .L6
	b .L13
	dbar 1792
	addi.w $a5, $a3, 0
	bne $a4, $a5, .L3
	xor $a0, $a4, $a2
	sltu $a0, $zero, $a0
	ret

uat_add_unless_4_acq_rel:
	dbar 0
	ld.w $a3, $a0, 0
	bstrpick.d $a1, $a1, 31, 0
	addi.w $a4, $a3, 0
	beq $a4, $a2, .L16
	add.w $a5, $a3, $a1
	ll.w $a3, $a0, 0
	bne $a3, $a4, .L12
	move $a6, $a5
	sc.w $a6, $a0, 0
	beqz $a6, .L6
	b .L13
	dbar 1792
	addi.w $a5, $a3, 0
	bne $a4, $a5, .L3
	dbar 0
	xor $a0, $a4, $a2
	sltu $a0, $zero, $a0
	ret

uat_add_unless_4_seq_cst:
	dbar 0
	ld.w $a3, $a0, 0
	bstrpick.d $a1, $a1, 31, 0
	addi.w $a4, $a3, 0
	beq $a4, $a2, .L16
	add.w $a5, $a3, $a1
	ll.w $a3, $a0, 0
	bne $a3, $a4, .L12
	move $a6, $a5
	sc.w $a6, $a0, 0
	beqz $a6, .L6
	b .L13
	dbar 1792
	addi.w $a5, $a3, 0
	bne $a4, $a5, .L3
	dbar 0
	xor $a0, $a4, $a2
	sltu $a0, $zero, $a0
	ret

uat_add_unless_4_seq_cst_fence:
	dbar 0
	ld.w $a3, $a0, 0
	bstrpick.d $a1, $a1, 31, 0
	addi.w $a4, $a3, 0
	beq $a4, $a2, .L16
	add.w $a5, $a3, $a1
	ll.w $a3, $a0, 0
	bne $a3, $a4, .L12
	move $a6, $a5
	sc.w $a6, $a0, 0
	beqz $a6, .L6
	b .L13
	dbar 1792
	addi.w $a5, $a3, 0
	bne $a4, $a5, .L3
	dbar 0
	xor $a0, $a4, $a2
	sltu $a0, $zero, $a0
	ret

uat_dec_if_positive_4_relaxed:
	ld.w $a2, $a0, 0
	addi.w $a3, $a2, 0
	bge $zero, $a3, .L15
	addi.w $a1, $a2, -1
	ll.w $a2, $a0, 0
	bne $a2, $a3, .L10
	move $a4, $a1
	sc.w $a4, $a0, 0
	beqz $a4, .L4
	b .L11
	dbar 1792
	addi.w $a4, $a2, 0
	bne $a3, $a4, .L1
	move $a0, $a1
	ret
	lu12i.w $a0, -524288
	xor $a0, $a3, $a0
	sltu $a0, $zero, $a0
	sub.w $a0, $a2, $a0
	ret

uat_dec_if_positive_4_acquire:
	ld.w $a2, $a0, 0
	ori $a3, $zero, 1
	addi.w $a4, $a2, 0
	blt $a4, $a3, .L17
	addi.w $a1, $a2, -1
	ll.w $a2, $a0, 0
	bne $a2, $a4, .L11
	move $a5, $a1
	sc.w $a5, $a0, 0
	beqz $a5, .L5
	b .L12
	dbar 1792
	addi.w $a5, $a2, 0
	bne $a4, $a5, .L2
	dbar 0
	move $a0, $a1
	ret
	lu12i.w $a0, -524288
	xor $a0, $a4, $a0
	sltu $a0, $zero, $a0
	sub.w $a0, $a2, $a0
	ret

uat_dec_if_positive_4_release:
	dbar 0
	ld.w $a2, $a0, 0
	addi.w $a3, $a2, 0
	bge $zero, $a3, .L16
	addi.w $a1, $a2, -1
	ll.w $a2, $a0, 0
	bne $a2, $a3, .L11
	move $a4, $a1
	sc.w $a4, $a0, 0
	beqz $a4, .L5
	b .L12
	dbar 1792
	addi.w $a4, $a2, 0
	bne $a3, $a4, .L2
	move $a0, $a1
	ret
	lu12i.w $a0, -524288
	xor $a0, $a3, $a0
	sltu $a0, $zero, $a0
	sub.w $a0, $a2, $a0
	ret

uat_dec_if_positive_4_acq_rel:
	dbar 0
	ld.w $a2, $a0, 0
	ori $a3, $zero, 1
	addi.w $a4, $a2, 0
	blt $a4, $a3, .L18
	addi.w $a1, $a2, -1
	ll.w $a2, $a0, 0
	bne $a2, $a4, .L12
	move $a5, $a1
	sc.w $a5, $a0, 0
	beqz $a5, .L6
	b .L13
	dbar 1792
	addi.w $a5, $a2, 0
	bne $a4, $a5, .L3
	dbar 0
	move $a0, $a1
	ret
	lu12i.w $a0, -524288
	xor $a0, $a4, $a0
	sltu $a0, $zero, $a0
	sub.w $a0, $a2, $a0
	ret

uat_dec_if_positive_4_seq_cst:
	dbar 0
	ld.w $a2, $a0, 0
	ori $a3, $zero, 1
	addi.w $a4, $a2, 0
	blt $a4, $a3, .L18
	addi.w $a1, $a2, -1
	ll.w $a2, $a0, 0
	bne $a2, $a4, .L12
	move $a5, $a1
	sc.w $a5, $a0, 0
	beqz $a5, .L6
	b .L13
	dbar 1792
	addi.w $a5, $a2, 0
	bne $a4, $a5, .L3
	dbar 0
	move $a0, $a1
	ret
	lu12i.w $a0, -524288
	xor $a0, $a4, $a0
	sltu $a0, $zero, $a0
	sub.w $a0, $a2, $a0
	ret

uat_dec_if_positive_4_seq_cst_fence:
	dbar 0
	ld.w $a2, $a0, 0
	ori $a3, $zero, 1
	addi.w $a4, $a2, 0
	blt $a4, $a3, .L18
	addi.w $a1, $a2, -1
	ll.w $a2, $a0, 0
	bne $a2, $a4, .L12
	move $a5, $a1
	sc.w $a5, $a0, 0
	beqz $a5, .L6
	b .L13
	dbar 1792
	addi.w $a5, $a2, 0
	bne $a4, $a5, .L3
	dbar 0
	move $a0, $a1
	ret
	lu12i.w $a0, -524288
	xor $a0, $a4, $a0
	sltu $a0, $zero, $a0
	sub.w $a0, $a2, $a0
	ret

uat_cond_load_4_relaxed:
	ld.w $a2, $a0, 0
	beq $a2, $a1, .L6
	nop
	nop
	ld.w $a2, $a0, 0
	bne $a2, $a1, .L4
	move $a0, $a1
	ret

uat_cond_load_4_consume:
	ld.w $a2, $a0, 0
	beq $a2, $a1, .L6
	nop
	nop
	ld.w $a2, $a0, 0
	bne $a2, $a1, .L4
	move $a0, $a1
	ret

uat_cond_load_4_acquire:
	ld.w $a2, $a0, 0
	beq $a2, $a1, .L6
	nop
	nop
	ld.w $a2, $a0, 0
	bne $a2, $a1, .L4
	dbar 0
	move $a0, $a1
	ret

uat_cond_load_4_seq_cst:
	dbar 0
	ld.w $a2, $a0, 0
	beq $a2, $a1, .L6
	nop
	ld.w $a2, $a0, 0
	bne $a2, $a1, .L4
	dbar 0
	move $a0, $a1
	ret

uat_cond_load_4_seq_cst_fence:
	dbar 0
	ld.w $a2, $a0, 0
	beq $a2, $a1, .L6
	nop
	ld.w $a2, $a0, 0
	bne $a2, $a1, .L4
	dbar 0
	move $a0, $a1
	ret

uat_inc_4_relaxed:
	ori $a1, $zero, 1
	amadd.w $zero, $a1, $a0
	ret

uat_inc_4_acquire:
	ori $a1, $zero, 1
	amadd_db.w $zero, $a1, $a0
	ret

uat_inc_4_release:
	ori $a1, $zero, 1
	amadd_db.w $zero, $a1, $a0
	ret

uat_inc_4_acq_rel:
	ori $a1, $zero, 1
	amadd_db.w $zero, $a1, $a0
	ret

uat_inc_4_seq_cst:
	ori $a1, $zero, 1
	amadd_db.w $zero, $a1, $a0
	ret

uat_inc_4_seq_cst_fence:
	ori $a1, $zero, 1
	amadd_db.w $zero, $a1, $a0
	ret

uat_dec_4_relaxed:
	addi.w $a1, $zero, -1
	amadd.w $zero, $a1, $a0
	ret

uat_dec_4_acquire:
	addi.w $a1, $zero, -1
	amadd_db.w $zero, $a1, $a0
	ret

uat_dec_4_release:
	addi.w $a1, $zero, -1
	amadd_db.w $zero, $a1, $a0
	ret

uat_dec_4_acq_rel:
	addi.w $a1, $zero, -1
	amadd_db.w $zero, $a1, $a0
	ret

uat_dec_4_seq_cst:
	addi.w $a1, $zero, -1
	amadd_db.w $zero, $a1, $a0
	ret

uat_dec_4_seq_cst_fence:
	addi.w $a1, $zero, -1
	amadd_db.w $zero, $a1, $a0
	ret

uat_add_around_4_mb:
	dbar 0
	amadd.w $zero, $a1, $a0
	dbar 0
	ret

uat_load_8_relaxed:
	ld.d $a0, $a0, 0
	ret

uat_load_8_consume:
	ld.d $a0, $a0, 0
	ret

uat_load_8_acquire:
	ld.d $a0, $a0, 0
	dbar 0
	ret

uat_load_8_seq_cst:
	dbar 0
	ld.d $a0, $a0, 0
	dbar 0
	ret

uat_load_8_seq_cst_fence:
	dbar 0
	ld.d $a0, $a0, 0
	dbar 0
	ret

uat_store_8_relaxed:
	st.d $a1, $a0, 0
	ret

uat_store_8_release:
	dbar 0
	st.d $a1, $a0, 0
	ret

uat_store_8_seq_cst:
	dbar 0
	st.d $a1, $a0, 0
	ret

uat_store_8_seq_cst_fence:
	dbar 0
	st.d $a1, $a0, 0
	dbar 0
	ret

uat_cmpxchg_8_relaxed:
	ll.d $a3, $a0, 0
	bne $a3, $a1, .L6
	move $a4, $a2
	sc.d $a4, $a0, 0
	beqz $a4, .L0
	b .L7
	dbar 1792
	move $a0, $a3
	ret

uat_cmpxchg_8_acquire:
	ll.d $a3, $a0, 0
	bne $a3, $a1, .L6
	move $a4, $a2
	sc.d $a4, $a0, 0
	beqz $a4, .L0
	b .L7
	dbar 1792
	dbar 0
	move $a0, $a3
	ret

uat_cmpxchg_8_release:
	dbar 0
	ll.d $a3, $a0, 0
	bne $a3, $a1, .L7
	move $a4, $a2
	sc.d $a4, $a0, 0
	beqz $a4, .L1
	b .L8
	dbar 1792
	move $a0, $a3
	ret

uat_cmpxchg_8_acq_rel:
	dbar 0
	ll.d $a3, $a0, 0
	bne $a3, $a1, .L7
	move $a4, $a2
	sc.d $a4, $a0, 0
	beqz $a4, .L1
	b .L8
	dbar 1792
	dbar 0
	move $a0, $a3
	ret

uat_cmpxchg_8_seq_cst:
	dbar 0
	ll.d $a3, $a0, 0
	bne $a3, $a1, .L7
	move $a4, $a2
	sc.d $a4, $a0, 0
	beqz $a4, .L1
	b .L8
	dbar 1792
	dbar 0
	move $a0, $a3
	ret

uat_cmpxchg_8_seq_cst_fence_sc:
	dbar 0
	ll.d $a3, $a0, 0
	bne $a3, $a1, .L7
	move $a4, $a2
	sc.d $a4, $a0, 0
	beqz $a4, .L1
	b .L8
	dbar 1792
	dbar 0
	move $a0, $a3
	ret

uat_cmpxchg_8_seq_cst_fence:
	dbar 0
	ll.d $a3, $a0, 0
	bne $a3, $a1, .L7
	move $a4, $a2
	sc.d $a4, $a0, 0
	beqz $a4, .L1
	b .L8
	dbar 1792
	dbar 0
	move $a0, $a3
	ret

uat_cmpxchg_test_8_seq_cst_fence:
	dbar 0
	ll.d $a3, $a0, 0
	bne $a3, $a1, .L7
	move $a4, $a2
	sc.d $a4, $a0, 0
	beqz $a4, .L1
	b .L8
	dbar 1792
	dbar 0
	xor $a0, $a3, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_8_relaxed:
	ll.d $a3, $a0, 0
	bne $a3, $a1, .L6
	move $a4, $a2
	sc.d $a4, $a0, 0
	beqz $a4, .L0
	b .L7
	dbar 1792
	xor $a0, $a3, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_8_acquire:
	ll.d $a3, $a0, 0
	bne $a3, $a1, .L6
	move $a4, $a2
	sc.d $a4, $a0, 0
	beqz $a4, .L0
	b .L7
	dbar 1792
	dbar 0
	xor $a0, $a3, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_8_release:
	dbar 0
	ll.d $a3, $a0, 0
	bne $a3, $a1, .L7
	move $a4, $a2
	sc.d $a4, $a0, 0
	beqz $a4, .L1
	b .L8
	dbar 1792
	xor $a0, $a3, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_8_acq_rel:
	dbar 0
	ll.d $a3, $a0, 0
	bne $a3, $a1, .L7
	move $a4, $a2
	sc.d $a4, $a0, 0
	beqz $a4, .L1
	b .L8
	dbar 1792
	dbar 0
	xor $a0, $a3, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_8_seq_cst:
	dbar 0
	ll.d $a3, $a0, 0
	bne $a3, $a1, .L7
	move $a4, $a2
	sc.d $a4, $a0, 0
	beqz $a4, .L1
	b .L8
	dbar 1792
	dbar 0
	xor $a0, $a3, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_8_seq_cst_fence_sc:
	dbar 0
	ll.d $a3, $a0, 0
	bne $a3, $a1, .L7
	move $a4, $a2
	sc.d $a4, $a0, 0
	beqz $a4, .L1
	b .L8
	dbar 1792
	dbar 0
	xor $a0, $a3, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_8_seq_cst_fence:
	dbar 0
	ll.d $a3, $a0, 0
	bne $a3, $a1, .L7
	move $a4, $a2
	sc.d $a4, $a0, 0
	beqz $a4, .L1
	b .L8
	dbar 1792
	dbar 0
	xor $a0, $a3, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_weak_8_relaxed:
	ll.d $a3, $a0, 0
	bne $a3, $a1, .L6
	move $a4, $a2
	sc.d $a4, $a0, 0
	beqz $a4, .L0
	b .L7
	dbar 1792
	xor $a0, $a3, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_weak_8_acquire:
	ll.d $a3, $a0, 0
	bne $a3, $a1, .L6
	move $a4, $a2
	sc.d $a4, $a0, 0
	beqz $a4, .L0
	b .L7
	dbar 1792
	dbar 0
	xor $a0, $a3, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_weak_8_release:
	dbar 0
	ll.d $a3, $a0, 0
	bne $a3, $a1, .L7
	move $a4, $a2
	sc.d $a4, $a0, 0
	beqz $a4, .L1
	b .L8
	dbar 1792
	xor $a0, $a3, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_weak_8_acq_rel:
	dbar 0
	ll.d $a3, $a0, 0
	bne $a3, $a1, .L7
	move $a4, $a2
	sc.d $a4, $a0, 0
	beqz $a4, .L1
	b .L8
	dbar 1792
	dbar 0
	xor $a0, $a3, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_weak_8_seq_cst:
	dbar 0
	ll.d $a3, $a0, 0
	bne $a3, $a1, .L7
	move $a4, $a2
	sc.d $a4, $a0, 0
	beqz $a4, .L1
	b .L8
	dbar 1792
	dbar 0
	xor $a0, $a3, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_weak_8_seq_cst_fence_sc:
	dbar 0
	ll.d $a3, $a0, 0
	bne $a3, $a1, .L7
	move $a4, $a2
	sc.d $a4, $a0, 0
	beqz $a4, .L1
	b .L8
	dbar 1792
	dbar 0
	xor $a0, $a3, $a1
	sltui $a0, $a0, 1
	ret

uat_try_cmpxchg_weak_8_seq_cst_fence:
	dbar 0
	ll.d $a3, $a0, 0
	bne $a3, $a1, .L7
	move $a4, $a2
	sc.d $a4, $a0, 0
	beqz $a4, .L1
	b .L8
	dbar 1792
	dbar 0
	xor $a0, $a3, $a1
	sltui $a0, $a0, 1
	ret

uat_xchg_8_relaxed:
	amswap.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_xchg_8_acquire:
	amswap_db.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_xchg_8_release:
	amswap_db.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_xchg_8_acq_rel:
	amswap_db.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_xchg_8_seq_cst:
	amswap_db.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_xchg_8_seq_cst_fence:
	amswap_db.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_add_return_8_relaxed:
	amadd.d $a2, $a1, $a0
	add.d $a0, $a2, $a1
	ret

uat_add_return_8_acquire:
	amadd_db.d $a2, $a1, $a0
	add.d $a0, $a2, $a1
	ret

uat_add_return_8_release:
	amadd_db.d $a2, $a1, $a0
	add.d $a0, $a2, $a1
	ret

uat_add_return_8_acq_rel:
	amadd_db.d $a2, $a1, $a0
	add.d $a0, $a2, $a1
	ret

uat_add_return_8_seq_cst:
	amadd_db.d $a2, $a1, $a0
	add.d $a0, $a2, $a1
	ret

uat_add_return_8_seq_cst_fence:
	amadd_db.d $a2, $a1, $a0
	add.d $a0, $a2, $a1
	ret

uat_add_8_relaxed:
	amadd.d $zero, $a1, $a0
	ret

uat_add_8_acquire:
	amadd_db.d $zero, $a1, $a0
	ret

uat_add_8_release:
	amadd_db.d $zero, $a1, $a0
	ret

uat_add_8_acq_rel:
	amadd_db.d $zero, $a1, $a0
	ret

uat_add_8_seq_cst:
	amadd_db.d $zero, $a1, $a0
	ret

uat_add_8_seq_cst_fence:
	amadd_db.d $zero, $a1, $a0
	ret

uat_and_8_relaxed:
	amand.d $zero, $a1, $a0
	ret

uat_and_8_acquire:
	amand_db.d $zero, $a1, $a0
	ret

uat_and_8_release:
	amand_db.d $zero, $a1, $a0
	ret

uat_and_8_acq_rel:
	amand_db.d $zero, $a1, $a0
	ret

uat_and_8_seq_cst:
	amand_db.d $zero, $a1, $a0
	ret

uat_and_8_seq_cst_fence:
	amand_db.d $zero, $a1, $a0
	ret

uat_or_8_relaxed:
	amor.d $zero, $a1, $a0
	ret

uat_or_8_acquire:
	amor_db.d $zero, $a1, $a0
	ret

uat_or_8_release:
	amor_db.d $zero, $a1, $a0
	ret

uat_or_8_acq_rel:
	amor_db.d $zero, $a1, $a0
	ret

uat_or_8_seq_cst:
	amor_db.d $zero, $a1, $a0
	ret

uat_or_8_seq_cst_fence:
	amor_db.d $zero, $a1, $a0
	ret

uat_xor_8_relaxed:
	amxor.d $zero, $a1, $a0
	ret

uat_xor_8_acquire:
	amxor_db.d $zero, $a1, $a0
	ret

uat_xor_8_release:
	amxor_db.d $zero, $a1, $a0
	ret

uat_xor_8_acq_rel:
	amxor_db.d $zero, $a1, $a0
	ret

uat_xor_8_seq_cst:
	amxor_db.d $zero, $a1, $a0
	ret

uat_xor_8_seq_cst_fence:
	amxor_db.d $zero, $a1, $a0
	ret

uat_fetch_add_8_relaxed:
	amadd.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_add_8_acquire:
	amadd_db.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_add_8_release:
	amadd_db.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_add_8_acq_rel:
	amadd_db.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_add_8_seq_cst:
	amadd_db.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_add_8_seq_cst_fence:
	amadd_db.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_and_8_relaxed:
	amand.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_and_8_acquire:
	amand_db.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_and_8_release:
	amand_db.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_and_8_acq_rel:
	amand_db.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_and_8_seq_cst:
	amand_db.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_and_8_seq_cst_fence:
	amand_db.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_or_8_relaxed:
	amor.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_or_8_acquire:
	amor_db.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_or_8_release:
	amor_db.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_or_8_acq_rel:
	amor_db.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_or_8_seq_cst:
	amor_db.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_or_8_seq_cst_fence:
	amor_db.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_xor_8_relaxed:
	amxor.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_xor_8_acquire:
	amxor_db.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_xor_8_release:
	amxor_db.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_xor_8_acq_rel:
	amxor_db.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_xor_8_seq_cst:
	amxor_db.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_xor_8_seq_cst_fence:
	amxor_db.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_smax_8_relaxed:
	ammax.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_smax_8_acquire:
	ammax_db.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_smax_8_release:
	ammax_db.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_smax_8_acq_rel:
	ammax_db.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_smax_8_seq_cst:
	ammax_db.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_smax_8_seq_cst_fence:
	ammax_db.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_umax_8_relaxed:
	ammax.du $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_umax_8_acquire:
	ammax_db.du $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_umax_8_release:
	ammax_db.du $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_umax_8_acq_rel:
	ammax_db.du $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_umax_8_seq_cst:
	ammax_db.du $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_umax_8_seq_cst_fence:
	ammax_db.du $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_smin_8_relaxed:
	ammin.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_smin_8_acquire:
	ammin_db.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_smin_8_release:
	ammin_db.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_smin_8_acq_rel:
	ammin_db.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_smin_8_seq_cst:
	ammin_db.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_smin_8_seq_cst_fence:
	ammin_db.d $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_umin_8_relaxed:
	ammin.du $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_umin_8_acquire:
	ammin_db.du $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_umin_8_release:
	ammin_db.du $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_umin_8_acq_rel:
	ammin_db.du $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_umin_8_seq_cst:
	ammin_db.du $a2, $a1, $a0
	move $a0, $a2
	ret

uat_fetch_umin_8_seq_cst_fence:
	ammin_db.du $a2, $a1, $a0
	move $a0, $a2
	ret

uat_test_and_set_bit_8_relaxed:
	ori $a2, $zero, 1
	sll.d $a1, $a2, $a1
	amor.d $a2, $a1, $a0
	and $a0, $a2, $a1
	sltu $a0, $zero, $a0
	ret

uat_test_and_set_bit_8_acquire:
	ori $a2, $zero, 1
	sll.d $a1, $a2, $a1
	amor_db.d $a2, $a1, $a0
	and $a0, $a2, $a1
	sltu $a0, $zero, $a0
	ret

uat_test_and_set_bit_8_release:
	ori $a2, $zero, 1
	sll.d $a1, $a2, $a1
	amor_db.d $a2, $a1, $a0
	and $a0, $a2, $a1
	sltu $a0, $zero, $a0
	ret

uat_test_and_set_bit_8_acq_rel:
	ori $a2, $zero, 1
	sll.d $a1, $a2, $a1
	amor_db.d $a2, $a1, $a0
	and $a0, $a2, $a1
	sltu $a0, $zero, $a0
	ret

uat_test_and_set_bit_8_seq_cst:
	ori $a2, $zero, 1
	sll.d $a1, $a2, $a1
	amor_db.d $a2, $a1, $a0
	and $a0, $a2, $a1
	sltu $a0, $zero, $a0
	ret

uat_test_and_set_bit_8_seq_cst_fence:
	ori $a2, $zero, 1
	sll.d $a1, $a2, $a1
	amor_db.d $a2, $a1, $a0
	and $a0, $a2, $a1
	sltu $a0, $zero, $a0
	ret

uat_test_and_clear_bit_8_relaxed:
	ori $a2, $zero, 1
	sll.d $a1, $a2, $a1
	nor $a2, $a1, $zero
	amand.d $a3, $a2, $a0
	and $a0, $a3, $a1
	sltu $a0, $zero, $a0
	ret

uat_test_and_clear_bit_8_acquire:
	ori $a2, $zero, 1
	sll.d $a1, $a2, $a1
	nor $a2, $a1, $zero
	amand_db.d $a3, $a2, $a0
	and $a0, $a3, $a1
	sltu $a0, $zero, $a0
	ret

uat_test_and_clear_bit_8_release:
	ori $a2, $zero, 1
	sll.d $a1, $a2, $a1
	nor $a2, $a1, $zero
	amand_db.d $a3, $a2, $a0
	and $a0, $a3, $a1
	sltu $a0, $zero, $a0
	ret

uat_test_and_clear_bit_8_acq_rel:
	ori $a2, $zero, 1
	sll.d $a1, $a2, $a1
	nor $a2, $a1, $zero
	amand_db.d $a3, $a2, $a0
	and $a0, $a3, $a1
	sltu $a0, $zero, $a0
	ret

uat_test_and_clear_bit_8_seq_cst:
	ori $a2, $zero, 1
	sll.d $a1, $a2, $a1
	nor $a2, $a1, $zero
	amand_db.d $a3, $a2, $a0
	and $a0, $a3, $a1
	sltu $a0, $zero, $a0
	ret

uat_test_and_clear_bit_8_seq_cst_fence:
	ori $a2, $zero, 1
	sll.d $a1, $a2, $a1
	nor $a2, $a1, $zero
	amand_db.d $a3, $a2, $a0
	and $a0, $a3, $a1
	sltu $a0, $zero, $a0
	ret

uat_test_and_change_bit_8_relaxed:
	ori $a2, $zero, 1
	sll.d $a1, $a2, $a1
	amxor.d $a2, $a1, $a0
	and $a0, $a2, $a1
	sltu $a0, $zero, $a0
	ret

uat_test_and_change_bit_8_acquire:
	ori $a2, $zero, 1
	sll.d $a1, $a2, $a1
	amxor_db.d $a2, $a1, $a0
	and $a0, $a2, $a1
	sltu $a0, $zero, $a0
	ret

uat_test_and_change_bit_8_release:
	ori $a2, $zero, 1
	sll.d $a1, $a2, $a1
	amxor_db.d $a2, $a1, $a0
	and $a0, $a2, $a1
	sltu $a0, $zero, $a0
	ret

uat_test_and_change_bit_8_acq_rel:
	ori $a2, $zero, 1
	sll.d $a1, $a2, $a1
	amxor_db.d $a2, $a1, $a0
	and $a0, $a2, $a1
	sltu $a0, $zero, $a0
	ret

uat_test_and_change_bit_8_seq_cst:
	ori $a2, $zero, 1
	sll.d $a1, $a2, $a1
	amxor_db.d $a2, $a1, $a0
	and $a0, $a2, $a1
	sltu $a0, $zero, $a0
	ret

uat_test_and_change_bit_8_seq_cst_fence:
	ori $a2, $zero, 1
	sll.d $a1, $a2, $a1
	amxor_db.d $a2, $a1, $a0
	and $a0, $a2, $a1
	sltu $a0, $zero, $a0
	ret

uat_fetch_add_unless_8_relaxed:
	ld.d $a4, $a0, 0
	beq $a4, $a2, .L14
	move $a3, $a4
	add.d $a5, $a4, $a1
	ll.d $a4, $a0, 0
	bne $a4, $a3, .L10
	move $a6, $a5
	sc.d $a6, $a0, 0
	beqz $a6, .L4
	b .L11
	dbar 1792
	bne $a4, $a3, .L1
	move $a0, $a3
	ret
	move $a0, $a2
	ret

uat_fetch_add_unless_8_acquire:
	move $a3, $a0
	ld.d $a4, $a0, 0
	beq $a4, $a2, .L16
	move $a0, $a4
	add.d $a5, $a4, $a1
	ll.d $a4, $a3, 0
	bne $a4, $a0, .L11
	move $a6, $a5
	sc.d $a6, $a3, 0
	beqz $a6, .L5
	b .L12
	dbar 1792
	bne $a4, $a0, .L2
	beq $a0, $a2, .L15
	dbar 0
	ret
	move $a0, $a2
	ret

uat_fetch_add_unless_8_release:
	dbar 0
	ld.d $a4, $a0, 0
	beq $a4, $a2, .L15
	move $a3, $a4
	add.d $a5, $a4, $a1
	ll.d $a4, $a0, 0
	bne $a4, $a3, .L11
	move $a6, $a5
	sc.d $a6, $a0, 0
	beqz $a6, .L5
	b .L12
	dbar 1792
	bne $a4, $a3, .L2
	move $a0, $a3
	ret
	move $a0, $a2
	ret

uat_fetch_add_unless_8_acq_rel:
	move $a3, $a0
	dbar 0
	ld.d $a4, $a0, 0
	beq $a4, $a2, .L17
	move $a0, $a4
	add.d $a5, $a4, $a1
	ll.d $a4, $a3, 0
	bne $a4, $a0, .L12
	move $a6, $a5
	sc.d $a6, $a3, 0
	beqz $a6, .L6
	b .L13
	dbar 1792
	bne $a4, $a0, .L3
	beq $a0, $a2, .L16
	dbar 0
	ret
	move $a0, $a2
	ret

uat_fetch_add_unless_8_seq_cst:
	move $a3, $a0
	dbar 0
	ld.d $a4, $a0, 0
	beq $a4, $a2, .L17
	move $a0, $a4
	add.d $a5, $a4, $a1
	ll.d $a4, $a3, 0
	bne $a4, $a0, .L12
	move $a6, $a5
	sc.d $a6, $a3, 0
	beqz $a6, .L6
	b .L13
	dbar 1792
	bne $a4, $a0, .L3
	beq $a0, $a2, .L16
	dbar 0
	ret
	move $a0, $a2
	ret

uat_fetch_add_unless_8_seq_cst_fence:
	move $a3, $a0
	dbar 0
	ld.d $a4, $a0, 0
	beq $a4, $a2, .L17
	move $a0, $a4
	add.d $a5, $a4, $a1
	ll.d $a4, $a3, 0
	bne $a4, $a0, .L12
	move $a6, $a5
	sc.d $a6, $a3, 0
	beqz $a6, .L6
	b .L13
	dbar 1792
	bne $a4, $a0, .L3
	beq $a0, $a2, .L16
	dbar 0
	ret
	move $a0, $a2
	ret

uat_add_unless_8_relaxed:
	ld.d $a4, $a0, 0
	move $a3, $a4
	beq $a4, $a2, .L12
	add.d $a5, $a3, $a1
	ll.d $a4, $a0, 0
	bne $a4, $a3, .L10
	move $a6, $a5
	sc.d $a6, $a0, 0
	beqz $a6, .L4
	b .L11
	dbar 1792
	bne $a4, $a3, .L1
	xor $a0, $a3, $a2
	sltu $a0, $zero, $a0
	ret

uat_add_unless_8_acquire:
	ld.d $a4, $a0, 0
	move $a3, $a4
	beq $a4, $a2, .L13
	add.d $a5, $a3, $a1
	ll.d $a4, $a0, 0
	bne $a4, $a3, .L10
	move $a6, $a5
	sc.d $a6, $a0, 0
	beqz $a6, .L4
	b .L11
	dbar 1792
	bne $a4, $a3, .L1
	dbar 0
	xor $a0, $a3, $a2
	sltu $a0, $zero, $a0
	ret

uat_add_unless_8_release:
	dbar 0
	ld.d $a4, $a0, 0
	move $a3, $a4
	beq $a4, $a2, .L13
	add.d $a5, $a3, $a1
	ll.d $a4, $a0, 0
	bne $a4, $a3, .L11
	move $a6, $a5
	sc.d $a6, $a0, 0
	beqz $a6, .L5
	b .L12
	dbar 1792
	bne $a4, $a3, .L2
	xor $a0, $a3, $a2
	sltu $a0, $zero, $a0
	ret

uat_add_unless_8_acq_rel:
	dbar 0
	ld.d $a4, $a0, 0
	move $a3, $a4
	beq $a4, $a2, .L14
	add.d $a5, $a3, $a1
	ll.d $a4, $a0, 0
	bne $a4, $a3, .L11
	move $a6, $a5
	sc.d $a6, $a0, 0
	beqz $a6, .L5
	b .L12
	dbar 1792
	bne $a4, $a3, .L2
	dbar 0
	xor $a0, $a3, $a2
	sltu $a0, $zero, $a0
	ret

uat_add_unless_8_seq_cst:
	dbar 0
	ld.d $a4, $a0, 0
	move $a3, $a4
	beq $a4, $a2, .L14
	add.d $a5, $a3, $a1
	ll.d $a4, $a0, 0
	bne $a4, $a3, .L11
	move $a6, $a5
	sc.d $a6, $a0, 0
	beqz $a6, .L5
	b .L12
	dbar 1792
	bne $a4, $a3, .L2
	dbar 0
	xor $a0, $a3, $a2
	sltu $a0, $zero, $a0
	ret

uat_add_unless_8_seq_cst_fence:
	dbar 0
	ld.d $a4, $a0, 0
	move $a3, $a4
	beq $a4, $a2, .L14
	add.d $a5, $a3, $a1
	ll.d $a4, $a0, 0
	bne $a4, $a3, .L11
	move $a6, $a5
	sc.d $a6, $a0, 0
	beqz $a6, .L5
	b .L12
	dbar 1792
	bne $a4, $a3, .L2
	dbar 0
	xor $a0, $a3, $a2
	sltu $a0, $zero, $a0
	ret

uat_dec_if_positive_8_relaxed:
	ld.d $a3, $a0, 0
	move $a2, $a3
	bge $zero, $a3, .L14
	addi.d $a1, $a2, -1
	ll.d $a3, $a0, 0
	bne $a3, $a2, .L10
	move $a4, $a1
	sc.d $a4, $a0, 0
	beqz $a4, .L4
	b .L11
	dbar 1792
	bne $a3, $a2, .L1
	move $a0, $a1
	ret
	lu52i.d $a0, $zero, -2048
	xor $a0, $a2, $a0
	sltu $a0, $zero, $a0
	sub.d $a0, $a2, $a0
	ret

uat_dec_if_positive_8_acquire:
	ld.d $a4, $a0, 0
	ori $a2, $zero, 1
	move $a3, $a4
	blt $a4, $a2, .L16
	addi.d $a1, $a3, -1
	ll.d $a4, $a0, 0
	bne $a4, $a3, .L11
	move $a5, $a1
	sc.d $a5, $a0, 0
	beqz $a5, .L5
	b .L12
	dbar 1792
	bne $a4, $a3, .L2
	dbar 0
	move $a0, $a1
	ret
	lu52i.d $a0, $zero, -2048
	xor $a0, $a3, $a0
	sltu $a0, $zero, $a0
	sub.d $a0, $a3, $a0
	ret

uat_dec_if_positive_8_release:
	dbar 0
	ld.d $a3, $a0, 0
	move $a2, $a3
	bge $zero, $a3, .L15
	addi.d $a1, $a2, -1
	ll.d $a3, $a0, 0
	bne $a3, $a2, .L11
	move $a4, $a1
	sc.d $a4, $a0, 0
	beqz $a4, .L5
	b .L12
	dbar 1792
	bne $a3, $a2, .L2
	move $a0, $a1
	ret
	lu52i.d $a0, $zero, -2048
	xor $a0, $a2, $a0
	sltu $a0, $zero, $a0
	sub.d $a0, $a2, $a0
	ret

uat_dec_if_positive_8_acq_rel:
	dbar 0
	ld.d $a4, $a0, 0
	ori $a2, $zero, 1
	move $a3, $a4
	blt $a4, $a2, .L17
	addi.d $a1, $a3, -1
	ll.d $a4, $a0, 0
	bne $a4, $a3, .L12
	move $a5, $a1
	sc.d $a5, $a0, 0
	beqz $a5, .L6
	b .L13
	dbar 1792
	bne $a4, $a3, .L3
	dbar 0
	move $a0, $a1
	ret
	lu52i.d $a0, $zero, -2048
	xor $a0, $a3, $a0
	sltu $a0, $zero, $a0
	sub.d $a0, $a3, $a0
	ret

uat_dec_if_positive_8_seq_cst:
	dbar 0
	ld.d $a4, $a0, 0
	ori $a2, $zero, 1
	move $a3, $a4
	blt $a4, $a2, .L17
	addi.d $a1, $a3, -1
	ll.d $a4, $a0, 0
	bne $a4, $a3, .L12
	move $a5, $a1
	sc.d $a5, $a0, 0
	beqz $a5, .L6
	b .L13
	dbar 1792
	bne $a4, $a3, .L3
	dbar 0
	move $a0, $a1
	ret
	lu52i.d $a0, $zero, -2048
	xor $a0, $a3, $a0
	sltu $a0, $zero, $a0
	sub.d $a0, $a3, $a0
	ret

uat_dec_if_positive_8_seq_cst_fence:
	dbar 0
	ld.d $a4, $a0, 0
	ori $a2, $zero, 1
	move $a3, $a4
	blt $a4, $a2, .L17
	addi.d $a1, $a3, -1
	ll.d $a4, $a0, 0
	bne $a4, $a3, .L12
	move $a5, $a1
	sc.d $a5, $a0, 0
	beqz $a5, .L6
	b .L13
	dbar 1792
	bne $a4, $a3, .L3
	dbar 0
	move $a0, $a1
	ret
	lu52i.d $a0, $zero, -2048
	xor $a0, $a3, $a0
	sltu $a0, $zero, $a0
	sub.d $a0, $a3, $a0
	ret

uat_cond_load_8_relaxed:
	ld.d $a2, $a0, 0
	beq $a2, $a1, .L6
	nop
	nop
	ld.d $a2, $a0, 0
	bne $a2, $a1, .L4
	move $a0, $a1
	ret

uat_cond_load_8_consume:
	ld.d $a2, $a0, 0
	beq $a2, $a1, .L6
	nop
	nop
	ld.d $a2, $a0, 0
	bne $a2, $a1, .L4
	move $a0, $a1
	ret

uat_cond_load_8_acquire:
	move $a2, $a0
	ld.d $a3, $a0, 0
	move $a0, $a1
	beq $a3, $a1, .L6
	ld.d $a1, $a2, 0
	bne $a1, $a0, .L4
	dbar 0
	ret

uat_cond_load_8_seq_cst:
	dbar 0
	ld.d $a2, $a0, 0
	beq $a2, $a1, .L6
	nop
	ld.d $a2, $a0, 0
	bne $a2, $a1, .L4
	dbar 0
	move $a0, $a1
	ret

uat_cond_load_8_seq_cst_fence:
	dbar 0
	ld.d $a2, $a0, 0
	beq $a2, $a1, .L6
	nop
	ld.d $a2, $a0, 0
	bne $a2, $a1, .L4
	dbar 0
	move $a0, $a1
	ret

uat_inc_8_relaxed:
	ori $a1, $zero, 1
	amadd.d $zero, $a1, $a0
	ret

uat_inc_8_acquire:
	ori $a1, $zero, 1
	amadd_db.d $zero, $a1, $a0
	ret

uat_inc_8_release:
	ori $a1, $zero, 1
	amadd_db.d $zero, $a1, $a0
	ret

uat_inc_8_acq_rel:
	ori $a1, $zero, 1
	amadd_db.d $zero, $a1, $a0
	ret

uat_inc_8_seq_cst:
	ori $a1, $zero, 1
	amadd_db.d $zero, $a1, $a0
	ret

uat_inc_8_seq_cst_fence:
	ori $a1, $zero, 1
	amadd_db.d $zero, $a1, $a0
	ret

uat_dec_8_relaxed:
	addi.w $a1, $zero, -1
	amadd.d $zero, $a1, $a0
	ret

uat_dec_8_acquire:
	addi.w $a1, $zero, -1
	amadd_db.d $zero, $a1, $a0
	ret

uat_dec_8_release:
	addi.w $a1, $zero, -1
	amadd_db.d $zero, $a1, $a0
	ret

uat_dec_8_acq_rel:
	addi.w $a1, $zero, -1
	amadd_db.d $zero, $a1, $a0
	ret

uat_dec_8_seq_cst:
	addi.w $a1, $zero, -1
	amadd_db.d $zero, $a1, $a0
	ret

uat_dec_8_seq_cst_fence:
	addi.w $a1, $zero, -1
	amadd_db.d $zero, $a1, $a0
	ret

uat_add_around_8_mb:
	dbar 0
	amadd.d $zero, $a1, $a0
	dbar 0
	ret

uat_smp_mb:
	dbar 0
	ret

uat_smp_rmb:
	dbar 0
	ret

uat_smp_wmb:
	dbar 0
	ret

uat_mb:
	dbar 0
	ret

uat_rmb:
	dbar 0
	ret

uat_wmb:
	dbar 0
	ret


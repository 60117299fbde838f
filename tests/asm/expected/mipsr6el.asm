uat_load_1_relaxed:
	lbu v0,0(a0)
	jr ra
	andi v0,v0,0xff

uat_load_1_consume:
	lbu v0,0(a0)
	jr ra
	andi v0,v0,0xff

uat_load_1_acquire:
	lbu v0,0(a0)
	andi v0,v0,0xff
	sync
	jrc ra

uat_load_1_seq_cst:
	sync
	lbu v0,0(a0)
	andi v0,v0,0xff
	sync
	jrc ra

uat_load_1_seq_cst_fence:
	sync
	lbu v0,0(a0)
	andi v0,v0,0xff
	sync
	jrc ra

uat_store_1_relaxed:
	sb a1,0(a0)
	jrc ra

uat_store_1_release:
	sync
	sb a1,0(a0)
	jrc ra

uat_store_1_seq_cst:
	sync
	sb a1,0(a0)
	jrc ra

uat_store_1_seq_cst_fence:
	sync
	sb a1,0(a0)
	sync
	jrc ra

uat_cmpxchg_1_relaxed:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L10
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L14
	nop
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_cmpxchg_1_acquire:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L10
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L14
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_cmpxchg_1_release:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L11
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L15
	nop
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_cmpxchg_1_acq_rel:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L11
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L15
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_cmpxchg_1_seq_cst:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L11
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L15
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_cmpxchg_1_seq_cst_fence_sc:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L11
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L15
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_cmpxchg_1_seq_cst_fence:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L11
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L15
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_cmpxchg_test_1_seq_cst_fence:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_1_relaxed:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L10
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L14
	nop
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_1_acquire:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L10
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L14
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_1_release:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_1_acq_rel:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_1_seq_cst:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_1_seq_cst_fence_sc:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_1_seq_cst_fence:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_1_relaxed:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L10
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L14
	nop
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_1_acquire:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L10
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L14
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_1_release:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_1_acq_rel:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_1_seq_cst:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_1_seq_cst_fence_sc:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_1_seq_cst_fence:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,255
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_xchg_1_relaxed:
	andi a2,a0,0x3
	li v1,255
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	ll v0,0(a3)
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L12
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_xchg_1_acquire:
	andi a2,a0,0x3
	li v1,255
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	ll v0,0(a3)
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_xchg_1_release:
	andi a2,a0,0x3
	li v1,255
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	sync
	ll v0,0(a3)
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L13
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_xchg_1_acq_rel:
	andi a2,a0,0x3
	li v1,255
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	sync
	ll v0,0(a3)
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L13
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_xchg_1_seq_cst:
	andi a2,a0,0x3
	li v1,255
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	sync
	ll v0,0(a3)
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L13
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_xchg_1_seq_cst_fence:
	andi a2,a0,0x3
	li v1,255
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	sync
	ll v0,0(a3)
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L13
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_add_return_1_relaxed:
	andi v0,a0,0x3
	li v1,-4
	sll v0,v0,0x3
	li a2,255
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L13
	nop
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xff

uat_add_return_1_acquire:
	andi v0,a0,0x3
	li v1,-4
	sll v0,v0,0x3
	li a2,255
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L13
	nop
	sync
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xff

uat_add_return_1_release:
	andi v0,a0,0x3
	li v1,-4
	sll v0,v0,0x3
	li a2,255
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	sync
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L14
	nop
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xff

uat_add_return_1_acq_rel:
	andi v0,a0,0x3
	li v1,-4
	sll v0,v0,0x3
	li a2,255
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	sync
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L14
	nop
	sync
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xff

uat_add_return_1_seq_cst:
	andi v0,a0,0x3
	li v1,-4
	sll v0,v0,0x3
	li a2,255
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	sync
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L14
	nop
	sync
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xff

uat_add_return_1_seq_cst_fence:
	andi v0,a0,0x3
	li v1,-4
	sll v0,v0,0x3
	li a2,255
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	sync
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L14
	nop
	sync
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xff

uat_add_1_relaxed:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li v1,255
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L13
	nop
	jrc ra

uat_add_1_acquire:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li v1,255
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L13
	nop
	sync
	jrc ra

uat_add_1_release:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li v1,255
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L14
	nop
	jrc ra

uat_add_1_acq_rel:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li v1,255
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L14
	nop
	sync
	jrc ra

uat_add_1_seq_cst:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li v1,255
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L14
	nop
	sync
	jrc ra

uat_add_1_seq_cst_fence:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li v1,255
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L14
	nop
	sync
	jrc ra

uat_and_1_relaxed:
	andi a2,a0,0x3
	li v0,255
	sll a2,a2,0x3
	li v1,-4
	sllv v0,v0,a2
	sllv a1,a1,a2
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L12
	nop
	jrc ra

uat_and_1_acquire:
	andi a2,a0,0x3
	li v0,255
	sll a2,a2,0x3
	li v1,-4
	sllv v0,v0,a2
	sllv a1,a1,a2
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L12
	nop
	sync
	jrc ra

uat_and_1_release:
	andi a2,a0,0x3
	li v0,255
	sll a2,a2,0x3
	li v1,-4
	sllv v0,v0,a2
	sllv a1,a1,a2
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	sync
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L13
	nop
	jrc ra

uat_and_1_acq_rel:
	andi a2,a0,0x3
	li v0,255
	sll a2,a2,0x3
	li v1,-4
	sllv v0,v0,a2
	sllv a1,a1,a2
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	sync
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L13
	nop
	sync
	jrc ra

uat_and_1_seq_cst:
	andi a2,a0,0x3
	li v0,255
	sll a2,a2,0x3
	li v1,-4
	sllv v0,v0,a2
	sllv a1,a1,a2
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	sync
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L13
	nop
	sync
	jrc ra

uat_and_1_seq_cst_fence:
	andi a2,a0,0x3
	li v0,255
	sll a2,a2,0x3
	li v1,-4
	sllv v0,v0,a2
	sllv a1,a1,a2
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	sync
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L13
	nop
	sync
	jrc ra

uat_or_1_relaxed:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L7
	nop
	jrc ra

uat_or_1_acquire:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L7
	nop
	sync
	jrc ra

uat_or_1_release:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L8
	nop
	jrc ra

uat_or_1_acq_rel:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L8
	nop
	sync
	jrc ra

uat_or_1_seq_cst:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L8
	nop
	sync
	jrc ra

uat_or_1_seq_cst_fence:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L8
	nop
	sync
	jrc ra

uat_xor_1_relaxed:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L7
	nop
	jrc ra

uat_xor_1_acquire:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L7
	nop
	sync
	jrc ra

uat_xor_1_release:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L8
	nop
	jrc ra

uat_xor_1_acq_rel:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L8
	nop
	sync
	jrc ra

uat_xor_1_seq_cst:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L8
	nop
	sync
	jrc ra

uat_xor_1_seq_cst_fence:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L8
	nop
	sync
	jrc ra

uat_fetch_add_1_relaxed:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,255
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	ll v0,0(a2)
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L13
	nop
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_fetch_add_1_acquire:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,255
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	ll v0,0(a2)
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L13
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_fetch_add_1_release:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,255
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	sync
	ll v0,0(a2)
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L14
	nop
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_fetch_add_1_acq_rel:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,255
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	sync
	ll v0,0(a2)
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L14
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_fetch_add_1_seq_cst:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,255
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	sync
	ll v0,0(a2)
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L14
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_fetch_add_1_seq_cst_fence:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,255
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	sync
	ll v0,0(a2)
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L14
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xff

uat_fetch_and_1_relaxed:
	andi a2,a0,0x3
	li v1,255
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	sllv a1,a1,a2
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L12
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_and_1_acquire:
	andi a2,a0,0x3
	li v1,255
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	sllv a1,a1,a2
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L12
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_and_1_release:
	andi a2,a0,0x3
	li v1,255
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	sllv a1,a1,a2
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	sync
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L13
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_and_1_acq_rel:
	andi a2,a0,0x3
	li v1,255
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	sllv a1,a1,a2
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	sync
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L13
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_and_1_seq_cst:
	andi a2,a0,0x3
	li v1,255
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	sllv a1,a1,a2
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	sync
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L13
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_and_1_seq_cst_fence:
	andi a2,a0,0x3
	li v1,255
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	sllv a1,a1,a2
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	sync
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L13
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_or_1_relaxed:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L8
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_or_1_acquire:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L8
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_or_1_release:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L9
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_or_1_acq_rel:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_or_1_seq_cst:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_or_1_seq_cst_fence:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_xor_1_relaxed:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L8
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_xor_1_acquire:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L8
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_xor_1_release:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L9
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_xor_1_acq_rel:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_xor_1_seq_cst:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_xor_1_seq_cst_fence:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xff

uat_fetch_smax_1_relaxed:
	lbu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1

$L95:
	seb v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L95>
		-> R_MIPS_PC16 $L94
	move v1,t4

$L94:
	andi v1,v1,0xff
	sllv v1,v1,t0
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L4
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L8
	nop
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L13
		-> R_MIPS_PC16 $L95
	seb v0,v0
	jrc ra

uat_fetch_smax_1_acquire:
	lbu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1

$L99:
	seb v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L99>
		-> R_MIPS_PC16 $L98
	move v1,t4

$L98:
	andi v1,v1,0xff
	sllv v1,v1,t0
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L4
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L8
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L14
		-> R_MIPS_PC16 $L99
	seb v0,v0
	jrc ra

uat_fetch_smax_1_release:
	lbu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1

$L103:
	seb v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L103>
		-> R_MIPS_PC16 $L102
	move v1,t4

$L102:
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L5
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L9
	nop
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L14
		-> R_MIPS_PC16 $L103
	seb v0,v0
	jrc ra

uat_fetch_smax_1_acq_rel:
	lbu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1

$L107:
	seb v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L107>
		-> R_MIPS_PC16 $L106
	move v1,t4

$L106:
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L5
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L9
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L15
		-> R_MIPS_PC16 $L107
	seb v0,v0
	jrc ra

uat_fetch_smax_1_seq_cst:
	lbu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1

$L111:
	seb v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L111>
		-> R_MIPS_PC16 $L110
	move v1,t4

$L110:
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L5
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L9
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L15
		-> R_MIPS_PC16 $L111
	seb v0,v0
	jrc ra

uat_fetch_smax_1_seq_cst_fence:
	lbu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1

$L115:
	seb v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L115>
		-> R_MIPS_PC16 $L114
	move v1,t4

$L114:
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L5
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L9
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L15
		-> R_MIPS_PC16 $L115
	seb v0,v0
	jrc ra

uat_fetch_umax_1_relaxed:
	lbu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1

$L119:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L119>
		-> R_MIPS_PC16 $L118
	move v1,v0

$L118:
	andi v1,v1,0xff
	sllv v1,v1,t0
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L4
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L8
	nop
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L13
		-> R_MIPS_PC16 $L119
	nop
	jrc ra

uat_fetch_umax_1_acquire:
	lbu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1

$L123:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L123>
		-> R_MIPS_PC16 $L122
	move v1,v0

$L122:
	andi v1,v1,0xff
	sllv v1,v1,t0
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L4
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L8
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L14
		-> R_MIPS_PC16 $L123
	nop
	jrc ra

uat_fetch_umax_1_release:
	lbu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1

$L127:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L127>
		-> R_MIPS_PC16 $L126
	move v1,v0

$L126:
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L5
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L9
	nop
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L14
		-> R_MIPS_PC16 $L127
	nop
	jrc ra

uat_fetch_umax_1_acq_rel:
	lbu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1

$L131:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L131>
		-> R_MIPS_PC16 $L130
	move v1,v0

$L130:
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L5
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L9
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L15
		-> R_MIPS_PC16 $L131
	nop
	jrc ra

uat_fetch_umax_1_seq_cst:
	lbu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1

$L135:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L135>
		-> R_MIPS_PC16 $L134
	move v1,v0

$L134:
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L5
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L9
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L15
		-> R_MIPS_PC16 $L135
	nop
	jrc ra

uat_fetch_umax_1_seq_cst_fence:
	lbu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1

$L139:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L139>
		-> R_MIPS_PC16 $L138
	move v1,v0

$L138:
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L5
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L9
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L15
		-> R_MIPS_PC16 $L139
	nop
	jrc ra

uat_fetch_smin_1_relaxed:
	lbu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1

$L143:
	seb v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L143>
		-> R_MIPS_PC16 $L142
	move v1,t4

$L142:
	andi v1,v1,0xff
	sllv v1,v1,t0
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L4
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L8
	nop
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L13
		-> R_MIPS_PC16 $L143
	seb v0,v0
	jrc ra

uat_fetch_smin_1_acquire:
	lbu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1

$L147:
	seb v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L147>
		-> R_MIPS_PC16 $L146
	move v1,t4

$L146:
	andi v1,v1,0xff
	sllv v1,v1,t0
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L4
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L8
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L14
		-> R_MIPS_PC16 $L147
	seb v0,v0
	jrc ra

uat_fetch_smin_1_release:
	lbu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1

$L151:
	seb v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L151>
		-> R_MIPS_PC16 $L150
	move v1,t4

$L150:
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L5
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L9
	nop
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L14
		-> R_MIPS_PC16 $L151
	seb v0,v0
	jrc ra

uat_fetch_smin_1_acq_rel:
	lbu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1

$L155:
	seb v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L155>
		-> R_MIPS_PC16 $L154
	move v1,t4

$L154:
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L5
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L9
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L15
		-> R_MIPS_PC16 $L155
	seb v0,v0
	jrc ra

uat_fetch_smin_1_seq_cst:
	lbu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1

$L159:
	seb v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L159>
		-> R_MIPS_PC16 $L158
	move v1,t4

$L158:
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L5
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L9
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L15
		-> R_MIPS_PC16 $L159
	seb v0,v0
	jrc ra

uat_fetch_smin_1_seq_cst_fence:
	lbu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xff
	and t1,a0,t1
	move t4,a1

$L163:
	seb v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L163>
		-> R_MIPS_PC16 $L162
	move v1,t4

$L162:
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L5
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L9
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xff
	bnec v1,a2,.L15
		-> R_MIPS_PC16 $L163
	seb v0,v0
	jrc ra

uat_fetch_umin_1_relaxed:
	lbu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1

$L167:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L167>
		-> R_MIPS_PC16 $L166
	move v1,v0

$L166:
	andi v1,v1,0xff
	sllv v1,v1,t0
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L4
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L8
	nop
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L13
		-> R_MIPS_PC16 $L167
	nop
	jrc ra

uat_fetch_umin_1_acquire:
	lbu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1

$L171:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L171>
		-> R_MIPS_PC16 $L170
	move v1,v0

$L170:
	andi v1,v1,0xff
	sllv v1,v1,t0
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L4
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L8
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L14
		-> R_MIPS_PC16 $L171
	nop
	jrc ra

uat_fetch_umin_1_release:
	lbu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1

$L175:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L175>
		-> R_MIPS_PC16 $L174
	move v1,v0

$L174:
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L5
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L9
	nop
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L14
		-> R_MIPS_PC16 $L175
	nop
	jrc ra

uat_fetch_umin_1_acq_rel:
	lbu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1

$L179:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L179>
		-> R_MIPS_PC16 $L178
	move v1,v0

$L178:
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L5
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L9
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L15
		-> R_MIPS_PC16 $L179
	nop
	jrc ra

uat_fetch_umin_1_seq_cst:
	lbu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1

$L183:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L183>
		-> R_MIPS_PC16 $L182
	move v1,v0

$L182:
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L5
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L9
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L15
		-> R_MIPS_PC16 $L183
	nop
	jrc ra

uat_fetch_umin_1_seq_cst_fence:
	lbu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xff
	and t1,a0,t1
	move t3,a1

$L187:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L187>
		-> R_MIPS_PC16 $L186
	move v1,v0

$L186:
	andi v1,v1,0xff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L5
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L9
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xff
	bnec v0,a2,.L15
		-> R_MIPS_PC16 $L187
	nop
	jrc ra

uat_test_and_set_bit_1_relaxed:
	li v0,1
	andi a3,a0,0x3
	sllv a1,v0,a1
	sll a3,a3,0x3
	andi a2,a1,0xff
	li v1,-4
	and v1,a0,v1
	sllv a2,a2,a3
	ll v0,0(v1)
	or t0,v0,a2
	sc t0,0(v1)
	beqz t0,.L11
	nop
	srlv v0,v0,a3
	and v0,v0,a1
	andi v0,v0,0xff
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_1_acquire:
	li v0,1
	andi a3,a0,0x3
	sllv a1,v0,a1
	sll a3,a3,0x3
	andi a2,a1,0xff
	li v1,-4
	and v1,a0,v1
	sllv a2,a2,a3
	ll v0,0(v1)
	or t0,v0,a2
	sc t0,0(v1)
	beqz t0,.L11
	nop
	sync
	srlv v0,v0,a3
	and v0,v0,a1
	andi v0,v0,0xff
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_1_release:
	li v0,1
	andi a3,a0,0x3
	sllv a1,v0,a1
	sll a3,a3,0x3
	andi a2,a1,0xff
	li v1,-4
	and v1,a0,v1
	sllv a2,a2,a3
	sync
	ll v0,0(v1)
	or t0,v0,a2
	sc t0,0(v1)
	beqz t0,.L12
	nop
	srlv v0,v0,a3
	and v0,v0,a1
	andi v0,v0,0xff
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_1_acq_rel:
	li v0,1
	andi a3,a0,0x3
	sllv a1,v0,a1
	sll a3,a3,0x3
	andi a2,a1,0xff
	li v1,-4
	and v1,a0,v1
	sllv a2,a2,a3
	sync
	ll v0,0(v1)
	or t0,v0,a2
	sc t0,0(v1)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a3
	and v0,v0,a1
	andi v0,v0,0xff
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_1_seq_cst:
	li v0,1
	andi a3,a0,0x3
	sllv a1,v0,a1
	sll a3,a3,0x3
	andi a2,a1,0xff
	li v1,-4
	and v1,a0,v1
	sllv a2,a2,a3
	sync
	ll v0,0(v1)
	or t0,v0,a2
	sc t0,0(v1)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a3
	and v0,v0,a1
	andi v0,v0,0xff
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_1_seq_cst_fence:
	li v0,1
	andi a3,a0,0x3
	sllv a1,v0,a1
	sll a3,a3,0x3
	andi a2,a1,0xff
	li v1,-4
	and v1,a0,v1
	sllv a2,a2,a3
	sync
	ll v0,0(v1)
	or t0,v0,a2
	sc t0,0(v1)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a3
	and v0,v0,a1
	andi v0,v0,0xff
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_1_relaxed:
	li v0,1
	andi a2,a0,0x3
	sllv a1,v0,a1
	sll a2,a2,0x3
	nor v1,zero,a1
	li v0,255
	sllv v0,v0,a2
	andi v1,v1,0xff
	sllv v1,v1,a2
	nor v0,zero,v0
	li a3,-4
	or v1,v1,v0
	and a3,a0,a3
	ll v0,0(a3)
	and t0,v0,v1
	sc t0,0(a3)
	beqz t0,.L16
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	andi v0,v0,0xff
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_1_acquire:
	li v0,1
	andi a2,a0,0x3
	sllv a1,v0,a1
	sll a2,a2,0x3
	nor v1,zero,a1
	li v0,255
	sllv v0,v0,a2
	andi v1,v1,0xff
	sllv v1,v1,a2
	nor v0,zero,v0
	li a3,-4
	or v1,v1,v0
	and a3,a0,a3
	ll v0,0(a3)
	and t0,v0,v1
	sc t0,0(a3)
	beqz t0,.L16
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	andi v0,v0,0xff
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_1_release:
	li v0,1
	andi a2,a0,0x3
	sllv a1,v0,a1
	sll a2,a2,0x3
	nor v1,zero,a1
	li v0,255
	sllv v0,v0,a2
	andi v1,v1,0xff
	sllv v1,v1,a2
	nor v0,zero,v0
	li a3,-4
	or v1,v1,v0
	and a3,a0,a3
	sync
	ll v0,0(a3)
	and t0,v0,v1
	sc t0,0(a3)
	beqz t0,.L17
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	andi v0,v0,0xff
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_1_acq_rel:
	li v0,1
	andi a2,a0,0x3
	sllv a1,v0,a1
	sll a2,a2,0x3
	nor v1,zero,a1
	li v0,255
	sllv v0,v0,a2
	andi v1,v1,0xff
	sllv v1,v1,a2
	nor v0,zero,v0
	li a3,-4
	or v1,v1,v0
	and a3,a0,a3
	sync
	ll v0,0(a3)
	and t0,v0,v1
	sc t0,0(a3)
	beqz t0,.L17
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	andi v0,v0,0xff
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_1_seq_cst:
	li v0,1
	andi a2,a0,0x3
	sllv a1,v0,a1
	sll a2,a2,0x3
	nor v1,zero,a1
	li v0,255
	sllv v0,v0,a2
	andi v1,v1,0xff
	sllv v1,v1,a2
	nor v0,zero,v0
	li a3,-4
	or v1,v1,v0
	and a3,a0,a3
	sync
	ll v0,0(a3)
	and t0,v0,v1
	sc t0,0(a3)
	beqz t0,.L17
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	andi v0,v0,0xff
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_1_seq_cst_fence:
	li v0,1
	andi a2,a0,0x3
	sllv a1,v0,a1
	sll a2,a2,0x3
	nor v1,zero,a1
	li v0,255
	sllv v0,v0,a2
	andi v1,v1,0xff
	sllv v1,v1,a2
	nor v0,zero,v0
	li a3,-4
	or v1,v1,v0
	and a3,a0,a3
	sync
	ll v0,0(a3)
	and t0,v0,v1
	sc t0,0(a3)
	beqz t0,.L17
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	andi v0,v0,0xff
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_1_relaxed:
	li v0,1
	andi a3,a0,0x3
	sllv a1,v0,a1
	sll a3,a3,0x3
	andi a2,a1,0xff
	li v1,-4
	and v1,a0,v1
	sllv a2,a2,a3
	ll v0,0(v1)
	xor t0,v0,a2
	sc t0,0(v1)
	beqz t0,.L11
	nop
	srlv v0,v0,a3
	and v0,v0,a1
	andi v0,v0,0xff
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_1_acquire:
	li v0,1
	andi a3,a0,0x3
	sllv a1,v0,a1
	sll a3,a3,0x3
	andi a2,a1,0xff
	li v1,-4
	and v1,a0,v1
	sllv a2,a2,a3
	ll v0,0(v1)
	xor t0,v0,a2
	sc t0,0(v1)
	beqz t0,.L11
	nop
	sync
	srlv v0,v0,a3
	and v0,v0,a1
	andi v0,v0,0xff
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_1_release:
	li v0,1
	andi a3,a0,0x3
	sllv a1,v0,a1
	sll a3,a3,0x3
	andi a2,a1,0xff
	li v1,-4
	and v1,a0,v1
	sllv a2,a2,a3
	sync
	ll v0,0(v1)
	xor t0,v0,a2
	sc t0,0(v1)
	beqz t0,.L12
	nop
	srlv v0,v0,a3
	and v0,v0,a1
	andi v0,v0,0xff
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_1_acq_rel:
	li v0,1
	andi a3,a0,0x3
	sllv a1,v0,a1
	sll a3,a3,0x3
	andi a2,a1,0xff
	li v1,-4
	and v1,a0,v1
	sllv a2,a2,a3
	sync
	ll v0,0(v1)
	xor t0,v0,a2
	sc t0,0(v1)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a3
	and v0,v0,a1
	andi v0,v0,0xff
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_1_seq_cst:
	li v0,1
	andi a3,a0,0x3
	sllv a1,v0,a1
	sll a3,a3,0x3
	andi a2,a1,0xff
	li v1,-4
	and v1,a0,v1
	sllv a2,a2,a3
	sync
	ll v0,0(v1)
	xor t0,v0,a2
	sc t0,0(v1)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a3
	and v0,v0,a1
	andi v0,v0,0xff
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_1_seq_cst_fence:
	li v0,1
	andi a3,a0,0x3
	sllv a1,v0,a1
	sll a3,a3,0x3
	andi a2,a1,0xff
	li v1,-4
	and v1,a0,v1
	sllv a2,a2,a3
	sync
	ll v0,0(v1)
	xor t0,v0,a2
	sc t0,0(v1)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a3
	and v0,v0,a1
	andi v0,v0,0xff
	jr ra
	sltu v0,zero,v0

uat_fetch_add_unless_1_relaxed:
	lbu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v0,v0,0xff
	and t1,a0,t1

$L209:
	addu v1,a1,v0
	beq a2,v0,<$L209>
		-> R_MIPS_PC16 $L211
	sllv t3,v0,a3
	andi v1,v1,0xff
	sllv v1,v1,a3
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L7
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L11
	nop
	srlv v1,t0,a3
	andi v1,v1,0xff
	bnec v0,v1,.L15
		-> R_MIPS_PC16 $L210
	nop

$L211:
	jrc ra

$L210:
	b <$L210>
		-> R_MIPS_PC16 $L209
	move v0,v1

uat_fetch_add_unless_1_acquire:
	lbu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v0,v0,0xff
	and t1,a0,t1

$L214:
	addu v1,a1,v0
	beq a2,v0,<$L214>
		-> R_MIPS_PC16 $L216
	sllv t3,v0,a3
	andi v1,v1,0xff
	sllv v1,v1,a3
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L7
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L11
	nop
	sync
	srlv v1,t0,a3
	andi v1,v1,0xff
	bnec v0,v1,.L16
		-> R_MIPS_PC16 $L215
	nop

$L216:
	jrc ra

$L215:
	b <$L215>
		-> R_MIPS_PC16 $L214
	move v0,v1

uat_fetch_add_unless_1_release:
	lbu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v0,v0,0xff
	and t1,a0,t1

$L219:
	addu v1,a1,v0
	beq a2,v0,<$L219>
		-> R_MIPS_PC16 $L221
	sllv t3,v0,a3
	andi v1,v1,0xff
	sllv v1,v1,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L8
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L12
	nop
	srlv v1,t0,a3
	andi v1,v1,0xff
	bnec v0,v1,.L16
		-> R_MIPS_PC16 $L220
	nop

$L221:
	jrc ra

$L220:
	b <$L220>
		-> R_MIPS_PC16 $L219
	move v0,v1

uat_fetch_add_unless_1_acq_rel:
	lbu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v0,v0,0xff
	and t1,a0,t1

$L224:
	addu v1,a1,v0
	beq a2,v0,<$L224>
		-> R_MIPS_PC16 $L226
	sllv t3,v0,a3
	andi v1,v1,0xff
	sllv v1,v1,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L8
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L12
	nop
	sync
	srlv v1,t0,a3
	andi v1,v1,0xff
	bnec v0,v1,.L17
		-> R_MIPS_PC16 $L225
	nop

$L226:
	jrc ra

$L225:
	b <$L225>
		-> R_MIPS_PC16 $L224
	move v0,v1

uat_fetch_add_unless_1_seq_cst:
	lbu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v0,v0,0xff
	and t1,a0,t1

$L229:
	addu v1,a1,v0
	beq a2,v0,<$L229>
		-> R_MIPS_PC16 $L231
	sllv t3,v0,a3
	andi v1,v1,0xff
	sllv v1,v1,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L8
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L12
	nop
	sync
	srlv v1,t0,a3
	andi v1,v1,0xff
	bnec v0,v1,.L17
		-> R_MIPS_PC16 $L230
	nop

$L231:
	jrc ra

$L230:
	b <$L230>
		-> R_MIPS_PC16 $L229
	move v0,v1

uat_fetch_add_unless_1_seq_cst_fence:
	lbu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v0,v0,0xff
	and t1,a0,t1

$L234:
	addu v1,a1,v0
	beq a2,v0,<$L234>
		-> R_MIPS_PC16 $L236
	sllv t3,v0,a3
	andi v1,v1,0xff
	sllv v1,v1,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L8
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L12
	nop
	sync
	srlv v1,t0,a3
	andi v1,v1,0xff
	bnec v0,v1,.L17
		-> R_MIPS_PC16 $L235
	nop

$L236:
	jrc ra

$L235:
	b <$L235>
		-> R_MIPS_PC16 $L234
	move v0,v1

uat_add_unless_1_relaxed:
	lbu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xff
	and t1,a0,t1

$L239:
	addu v0,a1,v1
	beq a2,v1,<$L239>
		-> R_MIPS_PC16 $L240
	sllv t3,v1,a3
	andi v0,v0,0xff
	sllv v0,v0,a3
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L7
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L11
	nop
	srlv v0,t0,a3
	andi v0,v0,0xff
	bnec v0,v1,.L15
		-> R_MIPS_PC16 $L241
	li v0,1
	jrc ra

$L241:
	b <$L241>
		-> R_MIPS_PC16 $L239
	move v1,v0

$L240:
	jr ra
	move v0,zero

uat_add_unless_1_acquire:
	lbu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xff
	and t1,a0,t1

$L244:
	addu v0,a1,v1
	beq a2,v1,<$L244>
		-> R_MIPS_PC16 $L245
	sllv t3,v1,a3
	andi v0,v0,0xff
	sllv v0,v0,a3
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L7
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L11
	nop
	sync
	srlv v0,t0,a3
	andi v0,v0,0xff
	bnec v0,v1,.L16
		-> R_MIPS_PC16 $L246
	li v0,1
	jrc ra

$L246:
	b <$L246>
		-> R_MIPS_PC16 $L244
	move v1,v0

$L245:
	jr ra
	move v0,zero

uat_add_unless_1_release:
	lbu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xff
	and t1,a0,t1

$L249:
	addu v0,a1,v1
	beq a2,v1,<$L249>
		-> R_MIPS_PC16 $L250
	sllv t3,v1,a3
	andi v0,v0,0xff
	sllv v0,v0,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L8
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L12
	nop
	srlv v0,t0,a3
	andi v0,v0,0xff
	bnec v0,v1,.L16
		-> R_MIPS_PC16 $L251
	li v0,1
	jrc ra

$L251:
	b <$L251>
		-> R_MIPS_PC16 $L249
	move v1,v0

$L250:
	jr ra
	move v0,zero

uat_add_unless_1_acq_rel:
	lbu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xff
	and t1,a0,t1

$L254:
	addu v0,a1,v1
	beq a2,v1,<$L254>
		-> R_MIPS_PC16 $L255
	sllv t3,v1,a3
	andi v0,v0,0xff
	sllv v0,v0,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L8
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L12
	nop
	sync
	srlv v0,t0,a3
	andi v0,v0,0xff
	bnec v0,v1,.L17
		-> R_MIPS_PC16 $L256
	li v0,1
	jrc ra

$L256:
	b <$L256>
		-> R_MIPS_PC16 $L254
	move v1,v0

$L255:
	jr ra
	move v0,zero

uat_add_unless_1_seq_cst:
	lbu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xff
	and t1,a0,t1

$L259:
	addu v0,a1,v1
	beq a2,v1,<$L259>
		-> R_MIPS_PC16 $L260
	sllv t3,v1,a3
	andi v0,v0,0xff
	sllv v0,v0,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L8
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L12
	nop
	sync
	srlv v0,t0,a3
	andi v0,v0,0xff
	bnec v0,v1,.L17
		-> R_MIPS_PC16 $L261
	li v0,1
	jrc ra

$L261:
	b <$L261>
		-> R_MIPS_PC16 $L259
	move v1,v0

$L260:
	jr ra
	move v0,zero

uat_add_unless_1_seq_cst_fence:
	lbu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,255
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xff
	and t1,a0,t1

$L264:
	addu v0,a1,v1
	beq a2,v1,<$L264>
		-> R_MIPS_PC16 $L265
	sllv t3,v1,a3
	andi v0,v0,0xff
	sllv v0,v0,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L8
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L12
	nop
	sync
	srlv v0,t0,a3
	andi v0,v0,0xff
	bnec v0,v1,.L17
		-> R_MIPS_PC16 $L266
	li v0,1
	jrc ra

$L266:
	b <$L266>
		-> R_MIPS_PC16 $L264
	move v1,v0

$L265:
	jr ra
	move v0,zero

uat_dec_if_positive_1_relaxed:
	lbu v1,0(a0)
	andi a1,a0,0x3
	sll a1,a1,0x3
	li t0,-4
	li a3,255
	and t0,a0,t0
	sllv a3,a3,a1
	andi v1,v1,0xff

$L270:
	addiu v0,v1,-1
	seb a2,v1
	sllv t1,v1,a1
	blez a2,<$L270>
		-> R_MIPS_PC16 $L272
	andi v0,v0,0xff
	sllv t2,v0,a1
	ll a2,0(t0)
	and t3,a2,a3
	bne t3,t1,.L8
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(t0)
	beqz t3,.L12
	nop
	srlv a2,a2,a1
	andi a2,a2,0xff
	bnec v1,a2,.L16
		-> R_MIPS_PC16 $L271

$L269:
	seb v0,v0
	jrc ra

$L271:
	b <$L271>
		-> R_MIPS_PC16 $L270
	move v1,a2

$L272:
	xori v0,v1,0x80
	sltu v0,zero,v0
	subu v1,v1,v0
	b <$L272>
		-> R_MIPS_PC16 $L269
	andi v0,v1,0xff

uat_dec_if_positive_1_acquire:
	lbu v1,0(a0)
	andi a1,a0,0x3
	sll a1,a1,0x3
	li t0,-4
	li a3,255
	and t0,a0,t0
	sllv a3,a3,a1
	andi v1,v1,0xff

$L276:
	addiu v0,v1,-1
	seb a2,v1
	sllv t1,v1,a1
	blez a2,<$L276>
		-> R_MIPS_PC16 $L278
	andi v0,v0,0xff
	sllv t2,v0,a1
	ll a2,0(t0)
	and t3,a2,a3
	bne t3,t1,.L8
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(t0)
	beqz t3,.L12
	nop
	sync
	srlv a2,a2,a1
	andi a2,a2,0xff
	bnec v1,a2,.L17
		-> R_MIPS_PC16 $L277

$L275:
	seb v0,v0
	jrc ra

$L277:
	b <$L277>
		-> R_MIPS_PC16 $L276
	move v1,a2

$L278:
	xori v0,v1,0x80
	sltu v0,zero,v0
	subu v1,v1,v0
	b <$L278>
		-> R_MIPS_PC16 $L275
	andi v0,v1,0xff

uat_dec_if_positive_1_release:
	lbu v1,0(a0)
	andi a1,a0,0x3
	sll a1,a1,0x3
	li t0,-4
	li a3,255
	and t0,a0,t0
	sllv a3,a3,a1
	andi v1,v1,0xff

$L282:
	addiu v0,v1,-1
	seb a2,v1
	sllv t1,v1,a1
	blez a2,<$L282>
		-> R_MIPS_PC16 $L284
	andi v0,v0,0xff
	sllv t2,v0,a1
	sync
	ll a2,0(t0)
	and t3,a2,a3
	bne t3,t1,.L9
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(t0)
	beqz t3,.L13
	nop
	srlv a2,a2,a1
	andi a2,a2,0xff
	bnec v1,a2,.L17
		-> R_MIPS_PC16 $L283

$L281:
	seb v0,v0
	jrc ra

$L283:
	b <$L283>
		-> R_MIPS_PC16 $L282
	move v1,a2

$L284:
	xori v0,v1,0x80
	sltu v0,zero,v0
	subu v1,v1,v0
	b <$L284>
		-> R_MIPS_PC16 $L281
	andi v0,v1,0xff

uat_dec_if_positive_1_acq_rel:
	lbu v1,0(a0)
	andi a1,a0,0x3
	sll a1,a1,0x3
	li t0,-4
	li a3,255
	and t0,a0,t0
	sllv a3,a3,a1
	andi v1,v1,0xff

$L288:
	addiu v0,v1,-1
	seb a2,v1
	sllv t1,v1,a1
	blez a2,<$L288>
		-> R_MIPS_PC16 $L290
	andi v0,v0,0xff
	sllv t2,v0,a1
	sync
	ll a2,0(t0)
	and t3,a2,a3
	bne t3,t1,.L9
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(t0)
	beqz t3,.L13
	nop
	sync
	srlv a2,a2,a1
	andi a2,a2,0xff
	bnec v1,a2,.L18
		-> R_MIPS_PC16 $L289

$L287:
	seb v0,v0
	jrc ra

$L289:
	b <$L289>
		-> R_MIPS_PC16 $L288
	move v1,a2

$L290:
	xori v0,v1,0x80
	sltu v0,zero,v0
	subu v1,v1,v0
	b <$L290>
		-> R_MIPS_PC16 $L287
	andi v0,v1,0xff

uat_dec_if_positive_1_seq_cst:
	lbu v1,0(a0)
	andi a1,a0,0x3
	sll a1,a1,0x3
	li t0,-4
	li a3,255
	and t0,a0,t0
	sllv a3,a3,a1
	andi v1,v1,0xff

$L294:
	addiu v0,v1,-1
	seb a2,v1
	sllv t1,v1,a1
	blez a2,<$L294>
		-> R_MIPS_PC16 $L296
	andi v0,v0,0xff
	sllv t2,v0,a1
	sync
	ll a2,0(t0)
	and t3,a2,a3
	bne t3,t1,.L9
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(t0)
	beqz t3,.L13
	nop
	sync
	srlv a2,a2,a1
	andi a2,a2,0xff
	bnec v1,a2,.L18
		-> R_MIPS_PC16 $L295

$L293:
	seb v0,v0
	jrc ra

$L295:
	b <$L295>
		-> R_MIPS_PC16 $L294
	move v1,a2

$L296:
	xori v0,v1,0x80
	sltu v0,zero,v0
	subu v1,v1,v0
	b <$L296>
		-> R_MIPS_PC16 $L293
	andi v0,v1,0xff

uat_dec_if_positive_1_seq_cst_fence:
	lbu v1,0(a0)
	andi a1,a0,0x3
	sll a1,a1,0x3
	li t0,-4
	li a3,255
	and t0,a0,t0
	sllv a3,a3,a1
	andi v1,v1,0xff

$L300:
	addiu v0,v1,-1
	seb a2,v1
	sllv t1,v1,a1
	blez a2,<$L300>
		-> R_MIPS_PC16 $L302
	andi v0,v0,0xff
	sllv t2,v0,a1
	sync
	ll a2,0(t0)
	and t3,a2,a3
	bne t3,t1,.L9
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(t0)
	beqz t3,.L13
	nop
	sync
	srlv a2,a2,a1
	andi a2,a2,0xff
	bnec v1,a2,.L18
		-> R_MIPS_PC16 $L301

$L299:
	seb v0,v0
	jrc ra

$L301:
	b <$L301>
		-> R_MIPS_PC16 $L300
	move v1,a2

$L302:
	xori v0,v1,0x80
	sltu v0,zero,v0
	subu v1,v1,v0
	b <$L302>
		-> R_MIPS_PC16 $L299
	andi v0,v1,0xff

uat_inc_1_relaxed:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li a1,255
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L14
	nop
	jrc ra

uat_inc_1_acquire:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li a1,255
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L14
	nop
	sync
	jrc ra

uat_inc_1_release:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li a1,255
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L15
	nop
	jrc ra

uat_inc_1_acq_rel:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li a1,255
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L15
	nop
	sync
	jrc ra

uat_inc_1_seq_cst:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li a1,255
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L15
	nop
	sync
	jrc ra

uat_inc_1_seq_cst_fence:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li a1,255
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L15
	nop
	sync
	jrc ra

uat_dec_1_relaxed:
	sll a1,a0,0x3
	li v1,-4
	li v0,255
	and v1,a0,v1
	sllv v0,v0,a1
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L11
	nop
	jrc ra

uat_dec_1_acquire:
	sll a1,a0,0x3
	li v1,-4
	li v0,255
	and v1,a0,v1
	sllv v0,v0,a1
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L11
	nop
	sync
	jrc ra

uat_dec_1_release:
	sll a1,a0,0x3
	li v1,-4
	li v0,255
	and v1,a0,v1
	sllv v0,v0,a1
	sync
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L12
	nop
	jrc ra

uat_dec_1_acq_rel:
	sll a1,a0,0x3
	li v1,-4
	li v0,255
	and v1,a0,v1
	sllv v0,v0,a1
	sync
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L12
	nop
	sync
	jrc ra

uat_dec_1_seq_cst:
	sll a1,a0,0x3
	li v1,-4
	li v0,255
	and v1,a0,v1
	sllv v0,v0,a1
	sync
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L12
	nop
	sync
	jrc ra

uat_dec_1_seq_cst_fence:
	sll a1,a0,0x3
	li v1,-4
	li v0,255
	and v1,a0,v1
	sllv v0,v0,a1
	sync
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L12
	nop
	sync
	jrc ra

uat_add_around_1_mb:
	sync
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li v1,255
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L14
	nop
	sync
	jrc ra

uat_load_2_relaxed:
	lhu v0,0(a0)
	jr ra
	andi v0,v0,0xffff

uat_load_2_consume:
	lhu v0,0(a0)
	jr ra
	andi v0,v0,0xffff

uat_load_2_acquire:
	lhu v0,0(a0)
	andi v0,v0,0xffff
	sync
	jrc ra

uat_load_2_seq_cst:
	sync
	lhu v0,0(a0)
	andi v0,v0,0xffff
	sync
	jrc ra

uat_load_2_seq_cst_fence:
	sync
	lhu v0,0(a0)
	andi v0,v0,0xffff
	sync
	jrc ra

uat_store_2_relaxed:
	sh a1,0(a0)
	jrc ra

uat_store_2_release:
	sync
	sh a1,0(a0)
	jrc ra

uat_store_2_seq_cst:
	sync
	sh a1,0(a0)
	jrc ra

uat_store_2_seq_cst_fence:
	sync
	sh a1,0(a0)
	sync
	jrc ra

uat_cmpxchg_2_relaxed:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L10
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L14
	nop
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_cmpxchg_2_acquire:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L10
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L14
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_cmpxchg_2_release:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L11
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L15
	nop
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_cmpxchg_2_acq_rel:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L11
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L15
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_cmpxchg_2_seq_cst:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L11
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L15
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_cmpxchg_2_seq_cst_fence_sc:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L11
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L15
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_cmpxchg_2_seq_cst_fence:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv a1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t1,v0,t0
	bne t1,a1,.L11
	xor t1,v0,t1
	or t1,t1,a2
	sc t1,0(a3)
	beqz t1,.L15
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_cmpxchg_test_2_seq_cst_fence:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_2_relaxed:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L10
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L14
	nop
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_2_acquire:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L10
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L14
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_2_release:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_2_acq_rel:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_2_seq_cst:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_2_seq_cst_fence_sc:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_2_seq_cst_fence:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_2_relaxed:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L10
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L14
	nop
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_2_acquire:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L10
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L14
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_2_release:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_2_acq_rel:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_2_seq_cst:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_2_seq_cst_fence_sc:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_2_seq_cst_fence:
	andi v1,a0,0x3
	li a3,-4
	sll v1,v1,0x3
	li t0,0xffff
	and a3,a0,a3
	sllv t0,t0,v1
	sllv t1,a1,v1
	sllv a2,a2,v1
	sync
	ll v0,0(a3)
	and t2,v0,t0
	bne t2,t1,.L11
	xor t2,v0,t2
	or t2,t2,a2
	sc t2,0(a3)
	beqz t2,.L15
	nop
	sync
	srlv v0,v0,v1
	andi v0,v0,0xffff
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_xchg_2_relaxed:
	andi a2,a0,0x3
	li v1,0xffff
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	ll v0,0(a3)
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L12
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_xchg_2_acquire:
	andi a2,a0,0x3
	li v1,0xffff
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	ll v0,0(a3)
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_xchg_2_release:
	andi a2,a0,0x3
	li v1,0xffff
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	sync
	ll v0,0(a3)
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L13
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_xchg_2_acq_rel:
	andi a2,a0,0x3
	li v1,0xffff
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	sync
	ll v0,0(a3)
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L13
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_xchg_2_seq_cst:
	andi a2,a0,0x3
	li v1,0xffff
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	sync
	ll v0,0(a3)
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L13
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_xchg_2_seq_cst_fence:
	andi a2,a0,0x3
	li v1,0xffff
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	and a3,a0,a3
	sllv a1,a1,a2
	nor v1,zero,v1
	sync
	ll v0,0(a3)
	and t0,v0,v1
	or t0,t0,a1
	sc t0,0(a3)
	beqz t0,.L13
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_add_return_2_relaxed:
	andi v0,a0,0x3
	li v1,-4
	sll v0,v0,0x3
	li a2,0xffff
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L13
	nop
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xffff

uat_add_return_2_acquire:
	andi v0,a0,0x3
	li v1,-4
	sll v0,v0,0x3
	li a2,0xffff
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L13
	nop
	sync
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xffff

uat_add_return_2_release:
	andi v0,a0,0x3
	li v1,-4
	sll v0,v0,0x3
	li a2,0xffff
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	sync
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L14
	nop
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xffff

uat_add_return_2_acq_rel:
	andi v0,a0,0x3
	li v1,-4
	sll v0,v0,0x3
	li a2,0xffff
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	sync
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L14
	nop
	sync
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xffff

uat_add_return_2_seq_cst:
	andi v0,a0,0x3
	li v1,-4
	sll v0,v0,0x3
	li a2,0xffff
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	sync
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L14
	nop
	sync
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xffff

uat_add_return_2_seq_cst_fence:
	andi v0,a0,0x3
	li v1,-4
	sll v0,v0,0x3
	li a2,0xffff
	and v1,a0,v1
	sllv a2,a2,v0
	sllv t0,a1,v0
	sync
	ll a3,0(v1)
	addu t1,a3,t0
	xor t1,t1,a3
	and t1,t1,a2
	xor t1,t1,a3
	sc t1,0(v1)
	beqz t1,.L14
	nop
	sync
	srlv v0,a3,v0
	addu v0,a1,v0
	jr ra
	andi v0,v0,0xffff

uat_add_2_relaxed:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li v1,0xffff
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L13
	nop
	jrc ra

uat_add_2_acquire:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li v1,0xffff
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L13
	nop
	sync
	jrc ra

uat_add_2_release:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li v1,0xffff
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L14
	nop
	jrc ra

uat_add_2_acq_rel:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li v1,0xffff
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L14
	nop
	sync
	jrc ra

uat_add_2_seq_cst:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li v1,0xffff
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L14
	nop
	sync
	jrc ra

uat_add_2_seq_cst_fence:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li v1,0xffff
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L14
	nop
	sync
	jrc ra

uat_and_2_relaxed:
	andi a2,a0,0x3
	li v0,0xffff
	sll a2,a2,0x3
	li v1,-4
	sllv v0,v0,a2
	sllv a1,a1,a2
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L12
	nop
	jrc ra

uat_and_2_acquire:
	andi a2,a0,0x3
	li v0,0xffff
	sll a2,a2,0x3
	li v1,-4
	sllv v0,v0,a2
	sllv a1,a1,a2
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L12
	nop
	sync
	jrc ra

uat_and_2_release:
	andi a2,a0,0x3
	li v0,0xffff
	sll a2,a2,0x3
	li v1,-4
	sllv v0,v0,a2
	sllv a1,a1,a2
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	sync
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L13
	nop
	jrc ra

uat_and_2_acq_rel:
	andi a2,a0,0x3
	li v0,0xffff
	sll a2,a2,0x3
	li v1,-4
	sllv v0,v0,a2
	sllv a1,a1,a2
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	sync
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L13
	nop
	sync
	jrc ra

uat_and_2_seq_cst:
	andi a2,a0,0x3
	li v0,0xffff
	sll a2,a2,0x3
	li v1,-4
	sllv v0,v0,a2
	sllv a1,a1,a2
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	sync
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L13
	nop
	sync
	jrc ra

uat_and_2_seq_cst_fence:
	andi a2,a0,0x3
	li v0,0xffff
	sll a2,a2,0x3
	li v1,-4
	sllv v0,v0,a2
	sllv a1,a1,a2
	nor v0,zero,v0
	and v1,a0,v1
	or v0,v0,a1
	sync
	ll a1,0(v1)
	and a2,a1,v0
	sc a2,0(v1)
	beqz a2,.L13
	nop
	sync
	jrc ra

uat_or_2_relaxed:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L7
	nop
	jrc ra

uat_or_2_acquire:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L7
	nop
	sync
	jrc ra

uat_or_2_release:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L8
	nop
	jrc ra

uat_or_2_acq_rel:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L8
	nop
	sync
	jrc ra

uat_or_2_seq_cst:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L8
	nop
	sync
	jrc ra

uat_or_2_seq_cst_fence:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	or a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L8
	nop
	sync
	jrc ra

uat_xor_2_relaxed:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L7
	nop
	jrc ra

uat_xor_2_acquire:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L7
	nop
	sync
	jrc ra

uat_xor_2_release:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L8
	nop
	jrc ra

uat_xor_2_acq_rel:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L8
	nop
	sync
	jrc ra

uat_xor_2_seq_cst:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L8
	nop
	sync
	jrc ra

uat_xor_2_seq_cst_fence:
	sll v1,a0,0x3
	li v0,-4
	and v0,a0,v0
	sllv a1,a1,v1
	sync
	ll v1,0(v0)
	xor a2,v1,a1
	sc a2,0(v0)
	beqz a2,.L8
	nop
	sync
	jrc ra

uat_fetch_add_2_relaxed:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,0xffff
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	ll v0,0(a2)
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L13
	nop
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_fetch_add_2_acquire:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,0xffff
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	ll v0,0(a2)
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L13
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_fetch_add_2_release:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,0xffff
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	sync
	ll v0,0(a2)
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L14
	nop
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_fetch_add_2_acq_rel:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,0xffff
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	sync
	ll v0,0(a2)
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L14
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_fetch_add_2_seq_cst:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,0xffff
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	sync
	ll v0,0(a2)
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L14
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_fetch_add_2_seq_cst_fence:
	andi v1,a0,0x3
	li a2,-4
	sll v1,v1,0x3
	li a3,0xffff
	and a2,a0,a2
	sllv a3,a3,v1
	sllv a1,a1,v1
	sync
	ll v0,0(a2)
	addu t0,v0,a1
	xor t0,t0,v0
	and t0,t0,a3
	xor t0,t0,v0
	sc t0,0(a2)
	beqz t0,.L14
	nop
	sync
	srlv v0,v0,v1
	jr ra
	andi v0,v0,0xffff

uat_fetch_and_2_relaxed:
	andi a2,a0,0x3
	li v1,0xffff
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	sllv a1,a1,a2
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L12
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_and_2_acquire:
	andi a2,a0,0x3
	li v1,0xffff
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	sllv a1,a1,a2
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L12
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_and_2_release:
	andi a2,a0,0x3
	li v1,0xffff
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	sllv a1,a1,a2
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	sync
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L13
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_and_2_acq_rel:
	andi a2,a0,0x3
	li v1,0xffff
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	sllv a1,a1,a2
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	sync
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L13
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_and_2_seq_cst:
	andi a2,a0,0x3
	li v1,0xffff
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	sllv a1,a1,a2
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	sync
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L13
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_and_2_seq_cst_fence:
	andi a2,a0,0x3
	li v1,0xffff
	sll a2,a2,0x3
	li a3,-4
	sllv v1,v1,a2
	sllv a1,a1,a2
	nor v1,zero,v1
	and a3,a0,a3
	or v1,v1,a1
	sync
	ll v0,0(a3)
	and a1,v0,v1
	sc a1,0(a3)
	beqz a1,.L13
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_or_2_relaxed:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L8
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_or_2_acquire:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L8
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_or_2_release:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L9
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_or_2_acq_rel:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_or_2_seq_cst:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_or_2_seq_cst_fence:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	or a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_xor_2_relaxed:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L8
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_xor_2_acquire:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L8
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_xor_2_release:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L9
	nop
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_xor_2_acq_rel:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_xor_2_seq_cst:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_xor_2_seq_cst_fence:
	andi a2,a0,0x3
	li v1,-4
	sll a2,a2,0x3
	and v1,a0,v1
	sllv a1,a1,a2
	sync
	ll v0,0(v1)
	xor a3,v0,a1
	sc a3,0(v1)
	beqz a3,.L9
	nop
	sync
	srlv v0,v0,a2
	jr ra
	andi v0,v0,0xffff

uat_fetch_smax_2_relaxed:
	lhu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1

$L409:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L409>
		-> R_MIPS_PC16 $L408
	move v1,t4

$L408:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L4
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L8
	nop
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L13
		-> R_MIPS_PC16 $L409
	seh v0,v0
	jrc ra

uat_fetch_smax_2_acquire:
	lhu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1

$L413:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L413>
		-> R_MIPS_PC16 $L412
	move v1,t4

$L412:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L4
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L8
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L14
		-> R_MIPS_PC16 $L413
	seh v0,v0
	jrc ra

uat_fetch_smax_2_release:
	lhu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1

$L417:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L417>
		-> R_MIPS_PC16 $L416
	move v1,t4

$L416:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L5
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L9
	nop
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L14
		-> R_MIPS_PC16 $L417
	seh v0,v0
	jrc ra

uat_fetch_smax_2_acq_rel:
	lhu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1

$L421:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L421>
		-> R_MIPS_PC16 $L420
	move v1,t4

$L420:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L5
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L9
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L15
		-> R_MIPS_PC16 $L421
	seh v0,v0
	jrc ra

uat_fetch_smax_2_seq_cst:
	lhu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1

$L425:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L425>
		-> R_MIPS_PC16 $L424
	move v1,t4

$L424:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L5
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L9
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L15
		-> R_MIPS_PC16 $L425
	seh v0,v0
	jrc ra

uat_fetch_smax_2_seq_cst_fence:
	lhu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1

$L429:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L429>
		-> R_MIPS_PC16 $L428
	move v1,t4

$L428:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L5
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L9
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L15
		-> R_MIPS_PC16 $L429
	seh v0,v0
	jrc ra

uat_fetch_umax_2_relaxed:
	lhu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1

$L433:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L433>
		-> R_MIPS_PC16 $L432
	move v1,v0

$L432:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L4
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L8
	nop
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L13
		-> R_MIPS_PC16 $L433
	nop
	jrc ra

uat_fetch_umax_2_acquire:
	lhu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1

$L437:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L437>
		-> R_MIPS_PC16 $L436
	move v1,v0

$L436:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L4
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L8
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L14
		-> R_MIPS_PC16 $L437
	nop
	jrc ra

uat_fetch_umax_2_release:
	lhu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1

$L441:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L441>
		-> R_MIPS_PC16 $L440
	move v1,v0

$L440:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L5
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L9
	nop
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L14
		-> R_MIPS_PC16 $L441
	nop
	jrc ra

uat_fetch_umax_2_acq_rel:
	lhu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1

$L445:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L445>
		-> R_MIPS_PC16 $L444
	move v1,v0

$L444:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L5
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L9
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L15
		-> R_MIPS_PC16 $L445
	nop
	jrc ra

uat_fetch_umax_2_seq_cst:
	lhu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1

$L449:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L449>
		-> R_MIPS_PC16 $L448
	move v1,v0

$L448:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L5
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L9
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L15
		-> R_MIPS_PC16 $L449
	nop
	jrc ra

uat_fetch_umax_2_seq_cst_fence:
	lhu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1

$L453:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L453>
		-> R_MIPS_PC16 $L452
	move v1,v0

$L452:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L5
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L9
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L15
		-> R_MIPS_PC16 $L453
	nop
	jrc ra

uat_fetch_smin_2_relaxed:
	lhu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1

$L457:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L457>
		-> R_MIPS_PC16 $L456
	move v1,t4

$L456:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L4
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L8
	nop
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L13
		-> R_MIPS_PC16 $L457
	seh v0,v0
	jrc ra

uat_fetch_smin_2_acquire:
	lhu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1

$L461:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L461>
		-> R_MIPS_PC16 $L460
	move v1,t4

$L460:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L4
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L8
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L14
		-> R_MIPS_PC16 $L461
	seh v0,v0
	jrc ra

uat_fetch_smin_2_release:
	lhu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1

$L465:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L465>
		-> R_MIPS_PC16 $L464
	move v1,t4

$L464:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L5
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L9
	nop
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L14
		-> R_MIPS_PC16 $L465
	seh v0,v0
	jrc ra

uat_fetch_smin_2_acq_rel:
	lhu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1

$L469:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L469>
		-> R_MIPS_PC16 $L468
	move v1,t4

$L468:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L5
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L9
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L15
		-> R_MIPS_PC16 $L469
	seh v0,v0
	jrc ra

uat_fetch_smin_2_seq_cst:
	lhu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1

$L473:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L473>
		-> R_MIPS_PC16 $L472
	move v1,t4

$L472:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L5
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L9
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L15
		-> R_MIPS_PC16 $L473
	seh v0,v0
	jrc ra

uat_fetch_smin_2_seq_cst_fence:
	lhu a2,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi a2,a2,0xffff
	and t1,a0,t1
	move t4,a1

$L477:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L477>
		-> R_MIPS_PC16 $L476
	move v1,t4

$L476:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll v0,0(t1)
	and t3,v0,t2
	bne t3,a3,.L5
	xor t3,v0,t3
	or t3,t3,v1
	sc t3,0(t1)
	beqz t3,.L9
	nop
	sync
	srlv v0,v0,t0
	move v1,a2
	andi a2,v0,0xffff
	bnec v1,a2,.L15
		-> R_MIPS_PC16 $L477
	seh v0,v0
	jrc ra

uat_fetch_umin_2_relaxed:
	lhu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1

$L481:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L481>
		-> R_MIPS_PC16 $L480
	move v1,v0

$L480:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L4
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L8
	nop
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L13
		-> R_MIPS_PC16 $L481
	nop
	jrc ra

uat_fetch_umin_2_acquire:
	lhu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1

$L485:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L485>
		-> R_MIPS_PC16 $L484
	move v1,v0

$L484:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L4
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L8
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L14
		-> R_MIPS_PC16 $L485
	nop
	jrc ra

uat_fetch_umin_2_release:
	lhu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1

$L489:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L489>
		-> R_MIPS_PC16 $L488
	move v1,v0

$L488:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L5
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L9
	nop
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L14
		-> R_MIPS_PC16 $L489
	nop
	jrc ra

uat_fetch_umin_2_acq_rel:
	lhu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1

$L493:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L493>
		-> R_MIPS_PC16 $L492
	move v1,v0

$L492:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L5
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L9
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L15
		-> R_MIPS_PC16 $L493
	nop
	jrc ra

uat_fetch_umin_2_seq_cst:
	lhu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1

$L497:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L497>
		-> R_MIPS_PC16 $L496
	move v1,v0

$L496:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L5
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L9
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L15
		-> R_MIPS_PC16 $L497
	nop
	jrc ra

uat_fetch_umin_2_seq_cst_fence:
	lhu v0,0(a0)
	andi t0,a0,0x3
	sll t0,t0,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,t0
	andi v0,v0,0xffff
	and t1,a0,t1
	move t3,a1

$L501:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L501>
		-> R_MIPS_PC16 $L500
	move v1,v0

$L500:
	andi v1,v1,0xffff
	sllv v1,v1,t0
	sync
	ll a2,0(t1)
	and t4,a2,t2
	bne t4,a3,.L5
	xor t4,a2,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L9
	nop
	sync
	srlv v1,a2,t0
	move a2,v0
	andi v0,v1,0xffff
	bnec v0,a2,.L15
		-> R_MIPS_PC16 $L501
	nop
	jrc ra

uat_test_and_set_bit_2_relaxed:
	li v0,1
	andi a3,a0,0x3
	sllv a1,v0,a1
	sll a3,a3,0x3
	andi a2,a1,0xffff
	li v1,-4
	and v1,a0,v1
	sllv a2,a2,a3
	ll v0,0(v1)
	or t0,v0,a2
	sc t0,0(v1)
	beqz t0,.L11
	nop
	srlv v0,v0,a3
	and v0,v0,a1
	andi v0,v0,0xffff
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_2_acquire:
	li v0,1
	andi a3,a0,0x3
	sllv a1,v0,a1
	sll a3,a3,0x3
	andi a2,a1,0xffff
	li v1,-4
	and v1,a0,v1
	sllv a2,a2,a3
	ll v0,0(v1)
	or t0,v0,a2
	sc t0,0(v1)
	beqz t0,.L11
	nop
	sync
	srlv v0,v0,a3
	and v0,v0,a1
	andi v0,v0,0xffff
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_2_release:
	li v0,1
	andi a3,a0,0x3
	sllv a1,v0,a1
	sll a3,a3,0x3
	andi a2,a1,0xffff
	li v1,-4
	and v1,a0,v1
	sllv a2,a2,a3
	sync
	ll v0,0(v1)
	or t0,v0,a2
	sc t0,0(v1)
	beqz t0,.L12
	nop
	srlv v0,v0,a3
	and v0,v0,a1
	andi v0,v0,0xffff
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_2_acq_rel:
	li v0,1
	andi a3,a0,0x3
	sllv a1,v0,a1
	sll a3,a3,0x3
	andi a2,a1,0xffff
	li v1,-4
	and v1,a0,v1
	sllv a2,a2,a3
	sync
	ll v0,0(v1)
	or t0,v0,a2
	sc t0,0(v1)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a3
	and v0,v0,a1
	andi v0,v0,0xffff
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_2_seq_cst:
	li v0,1
	andi a3,a0,0x3
	sllv a1,v0,a1
	sll a3,a3,0x3
	andi a2,a1,0xffff
	li v1,-4
	and v1,a0,v1
	sllv a2,a2,a3
	sync
	ll v0,0(v1)
	or t0,v0,a2
	sc t0,0(v1)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a3
	and v0,v0,a1
	andi v0,v0,0xffff
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_2_seq_cst_fence:
	li v0,1
	andi a3,a0,0x3
	sllv a1,v0,a1
	sll a3,a3,0x3
	andi a2,a1,0xffff
	li v1,-4
	and v1,a0,v1
	sllv a2,a2,a3
	sync
	ll v0,0(v1)
	or t0,v0,a2
	sc t0,0(v1)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a3
	and v0,v0,a1
	andi v0,v0,0xffff
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_2_relaxed:
	li v0,1
	andi a2,a0,0x3
	sllv a1,v0,a1
	sll a2,a2,0x3
	nor v1,zero,a1
	li v0,0xffff
	sllv v0,v0,a2
	andi v1,v1,0xffff
	sllv v1,v1,a2
	nor v0,zero,v0
	li a3,-4
	or v1,v1,v0
	and a3,a0,a3
	ll v0,0(a3)
	and t0,v0,v1
	sc t0,0(a3)
	beqz t0,.L16
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	andi v0,v0,0xffff
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_2_acquire:
	li v0,1
	andi a2,a0,0x3
	sllv a1,v0,a1
	sll a2,a2,0x3
	nor v1,zero,a1
	li v0,0xffff
	sllv v0,v0,a2
	andi v1,v1,0xffff
	sllv v1,v1,a2
	nor v0,zero,v0
	li a3,-4
	or v1,v1,v0
	and a3,a0,a3
	ll v0,0(a3)
	and t0,v0,v1
	sc t0,0(a3)
	beqz t0,.L16
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	andi v0,v0,0xffff
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_2_release:
	li v0,1
	andi a2,a0,0x3
	sllv a1,v0,a1
	sll a2,a2,0x3
	nor v1,zero,a1
	li v0,0xffff
	sllv v0,v0,a2
	andi v1,v1,0xffff
	sllv v1,v1,a2
	nor v0,zero,v0
	li a3,-4
	or v1,v1,v0
	and a3,a0,a3
	sync
	ll v0,0(a3)
	and t0,v0,v1
	sc t0,0(a3)
	beqz t0,.L17
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	andi v0,v0,0xffff
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_2_acq_rel:
	li v0,1
	andi a2,a0,0x3
	sllv a1,v0,a1
	sll a2,a2,0x3
	nor v1,zero,a1
	li v0,0xffff
	sllv v0,v0,a2
	andi v1,v1,0xffff
	sllv v1,v1,a2
	nor v0,zero,v0
	li a3,-4
	or v1,v1,v0
	and a3,a0,a3
	sync
	ll v0,0(a3)
	and t0,v0,v1
	sc t0,0(a3)
	beqz t0,.L17
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	andi v0,v0,0xffff
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_2_seq_cst:
	li v0,1
	andi a2,a0,0x3
	sllv a1,v0,a1
	sll a2,a2,0x3
	nor v1,zero,a1
	li v0,0xffff
	sllv v0,v0,a2
	andi v1,v1,0xffff
	sllv v1,v1,a2
	nor v0,zero,v0
	li a3,-4
	or v1,v1,v0
	and a3,a0,a3
	sync
	ll v0,0(a3)
	and t0,v0,v1
	sc t0,0(a3)
	beqz t0,.L17
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	andi v0,v0,0xffff
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_2_seq_cst_fence:
	li v0,1
	andi a2,a0,0x3
	sllv a1,v0,a1
	sll a2,a2,0x3
	nor v1,zero,a1
	li v0,0xffff
	sllv v0,v0,a2
	andi v1,v1,0xffff
	sllv v1,v1,a2
	nor v0,zero,v0
	li a3,-4
	or v1,v1,v0
	and a3,a0,a3
	sync
	ll v0,0(a3)
	and t0,v0,v1
	sc t0,0(a3)
	beqz t0,.L17
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	andi v0,v0,0xffff
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_2_relaxed:
	li v0,1
	andi a3,a0,0x3
	sllv a1,v0,a1
	sll a3,a3,0x3
	andi a2,a1,0xffff
	li v1,-4
	and v1,a0,v1
	sllv a2,a2,a3
	ll v0,0(v1)
	xor t0,v0,a2
	sc t0,0(v1)
	beqz t0,.L11
	nop
	srlv v0,v0,a3
	and v0,v0,a1
	andi v0,v0,0xffff
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_2_acquire:
	li v0,1
	andi a3,a0,0x3
	sllv a1,v0,a1
	sll a3,a3,0x3
	andi a2,a1,0xffff
	li v1,-4
	and v1,a0,v1
	sllv a2,a2,a3
	ll v0,0(v1)
	xor t0,v0,a2
	sc t0,0(v1)
	beqz t0,.L11
	nop
	sync
	srlv v0,v0,a3
	and v0,v0,a1
	andi v0,v0,0xffff
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_2_release:
	li v0,1
	andi a3,a0,0x3
	sllv a1,v0,a1
	sll a3,a3,0x3
	andi a2,a1,0xffff
	li v1,-4
	and v1,a0,v1
	sllv a2,a2,a3
	sync
	ll v0,0(v1)
	xor t0,v0,a2
	sc t0,0(v1)
	beqz t0,.L12
	nop
	srlv v0,v0,a3
	and v0,v0,a1
	andi v0,v0,0xffff
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_2_acq_rel:
	li v0,1
	andi a3,a0,0x3
	sllv a1,v0,a1
	sll a3,a3,0x3
	andi a2,a1,0xffff
	li v1,-4
	and v1,a0,v1
	sllv a2,a2,a3
	sync
	ll v0,0(v1)
	xor t0,v0,a2
	sc t0,0(v1)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a3
	and v0,v0,a1
	andi v0,v0,0xffff
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_2_seq_cst:
	li v0,1
	andi a3,a0,0x3
	sllv a1,v0,a1
	sll a3,a3,0x3
	andi a2,a1,0xffff
	li v1,-4
	and v1,a0,v1
	sllv a2,a2,a3
	sync
	ll v0,0(v1)
	xor t0,v0,a2
	sc t0,0(v1)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a3
	and v0,v0,a1
	andi v0,v0,0xffff
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_2_seq_cst_fence:
	li v0,1
	andi a3,a0,0x3
	sllv a1,v0,a1
	sll a3,a3,0x3
	andi a2,a1,0xffff
	li v1,-4
	and v1,a0,v1
	sllv a2,a2,a3
	sync
	ll v0,0(v1)
	xor t0,v0,a2
	sc t0,0(v1)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a3
	and v0,v0,a1
	andi v0,v0,0xffff
	jr ra
	sltu v0,zero,v0

uat_fetch_add_unless_2_relaxed:
	lhu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v0,v0,0xffff
	and t1,a0,t1

$L523:
	addu v1,a1,v0
	beq a2,v0,<$L523>
		-> R_MIPS_PC16 $L525
	sllv t3,v0,a3
	andi v1,v1,0xffff
	sllv v1,v1,a3
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L7
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L11
	nop
	srlv v1,t0,a3
	andi v1,v1,0xffff
	bnec v0,v1,.L15
		-> R_MIPS_PC16 $L524
	nop

$L525:
	jrc ra

$L524:
	b <$L524>
		-> R_MIPS_PC16 $L523
	move v0,v1

uat_fetch_add_unless_2_acquire:
	lhu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v0,v0,0xffff
	and t1,a0,t1

$L528:
	addu v1,a1,v0
	beq a2,v0,<$L528>
		-> R_MIPS_PC16 $L530
	sllv t3,v0,a3
	andi v1,v1,0xffff
	sllv v1,v1,a3
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L7
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L11
	nop
	sync
	srlv v1,t0,a3
	andi v1,v1,0xffff
	bnec v0,v1,.L16
		-> R_MIPS_PC16 $L529
	nop

$L530:
	jrc ra

$L529:
	b <$L529>
		-> R_MIPS_PC16 $L528
	move v0,v1

uat_fetch_add_unless_2_release:
	lhu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v0,v0,0xffff
	and t1,a0,t1

$L533:
	addu v1,a1,v0
	beq a2,v0,<$L533>
		-> R_MIPS_PC16 $L535
	sllv t3,v0,a3
	andi v1,v1,0xffff
	sllv v1,v1,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L8
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L12
	nop
	srlv v1,t0,a3
	andi v1,v1,0xffff
	bnec v0,v1,.L16
		-> R_MIPS_PC16 $L534
	nop

$L535:
	jrc ra

$L534:
	b <$L534>
		-> R_MIPS_PC16 $L533
	move v0,v1

uat_fetch_add_unless_2_acq_rel:
	lhu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v0,v0,0xffff
	and t1,a0,t1

$L538:
	addu v1,a1,v0
	beq a2,v0,<$L538>
		-> R_MIPS_PC16 $L540
	sllv t3,v0,a3
	andi v1,v1,0xffff
	sllv v1,v1,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L8
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L12
	nop
	sync
	srlv v1,t0,a3
	andi v1,v1,0xffff
	bnec v0,v1,.L17
		-> R_MIPS_PC16 $L539
	nop

$L540:
	jrc ra

$L539:
	b <$L539>
		-> R_MIPS_PC16 $L538
	move v0,v1

uat_fetch_add_unless_2_seq_cst:
	lhu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v0,v0,0xffff
	and t1,a0,t1

$L543:
	addu v1,a1,v0
	beq a2,v0,<$L543>
		-> R_MIPS_PC16 $L545
	sllv t3,v0,a3
	andi v1,v1,0xffff
	sllv v1,v1,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L8
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L12
	nop
	sync
	srlv v1,t0,a3
	andi v1,v1,0xffff
	bnec v0,v1,.L17
		-> R_MIPS_PC16 $L544
	nop

$L545:
	jrc ra

$L544:
	b <$L544>
		-> R_MIPS_PC16 $L543
	move v0,v1

uat_fetch_add_unless_2_seq_cst_fence:
	lhu v0,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v0,v0,0xffff
	and t1,a0,t1

$L548:
	addu v1,a1,v0
	beq a2,v0,<$L548>
		-> R_MIPS_PC16 $L550
	sllv t3,v0,a3
	andi v1,v1,0xffff
	sllv v1,v1,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L8
	xor t4,t0,t4
	or t4,t4,v1
	sc t4,0(t1)
	beqz t4,.L12
	nop
	sync
	srlv v1,t0,a3
	andi v1,v1,0xffff
	bnec v0,v1,.L17
		-> R_MIPS_PC16 $L549
	nop

$L550:
	jrc ra

$L549:
	b <$L549>
		-> R_MIPS_PC16 $L548
	move v0,v1

uat_add_unless_2_relaxed:
	lhu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xffff
	and t1,a0,t1

$L553:
	addu v0,a1,v1
	beq a2,v1,<$L553>
		-> R_MIPS_PC16 $L554
	sllv t3,v1,a3
	andi v0,v0,0xffff
	sllv v0,v0,a3
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L7
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L11
	nop
	srlv v0,t0,a3
	andi v0,v0,0xffff
	bnec v0,v1,.L15
		-> R_MIPS_PC16 $L555
	li v0,1
	jrc ra

$L555:
	b <$L555>
		-> R_MIPS_PC16 $L553
	move v1,v0

$L554:
	jr ra
	move v0,zero

uat_add_unless_2_acquire:
	lhu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xffff
	and t1,a0,t1

$L558:
	addu v0,a1,v1
	beq a2,v1,<$L558>
		-> R_MIPS_PC16 $L559
	sllv t3,v1,a3
	andi v0,v0,0xffff
	sllv v0,v0,a3
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L7
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L11
	nop
	sync
	srlv v0,t0,a3
	andi v0,v0,0xffff
	bnec v0,v1,.L16
		-> R_MIPS_PC16 $L560
	li v0,1
	jrc ra

$L560:
	b <$L560>
		-> R_MIPS_PC16 $L558
	move v1,v0

$L559:
	jr ra
	move v0,zero

uat_add_unless_2_release:
	lhu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xffff
	and t1,a0,t1

$L563:
	addu v0,a1,v1
	beq a2,v1,<$L563>
		-> R_MIPS_PC16 $L564
	sllv t3,v1,a3
	andi v0,v0,0xffff
	sllv v0,v0,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L8
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L12
	nop
	srlv v0,t0,a3
	andi v0,v0,0xffff
	bnec v0,v1,.L16
		-> R_MIPS_PC16 $L565
	li v0,1
	jrc ra

$L565:
	b <$L565>
		-> R_MIPS_PC16 $L563
	move v1,v0

$L564:
	jr ra
	move v0,zero

uat_add_unless_2_acq_rel:
	lhu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xffff
	and t1,a0,t1

$L568:
	addu v0,a1,v1
	beq a2,v1,<$L568>
		-> R_MIPS_PC16 $L569
	sllv t3,v1,a3
	andi v0,v0,0xffff
	sllv v0,v0,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L8
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L12
	nop
	sync
	srlv v0,t0,a3
	andi v0,v0,0xffff
	bnec v0,v1,.L17
		-> R_MIPS_PC16 $L570
	li v0,1
	jrc ra

$L570:
	b <$L570>
		-> R_MIPS_PC16 $L568
	move v1,v0

$L569:
	jr ra
	move v0,zero

uat_add_unless_2_seq_cst:
	lhu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xffff
	and t1,a0,t1

$L573:
	addu v0,a1,v1
	beq a2,v1,<$L573>
		-> R_MIPS_PC16 $L574
	sllv t3,v1,a3
	andi v0,v0,0xffff
	sllv v0,v0,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L8
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L12
	nop
	sync
	srlv v0,t0,a3
	andi v0,v0,0xffff
	bnec v0,v1,.L17
		-> R_MIPS_PC16 $L575
	li v0,1
	jrc ra

$L575:
	b <$L575>
		-> R_MIPS_PC16 $L573
	move v1,v0

$L574:
	jr ra
	move v0,zero

uat_add_unless_2_seq_cst_fence:
	lhu v1,0(a0)
	andi a3,a0,0x3
	sll a3,a3,0x3
	li t2,0xffff
	li t1,-4
	sllv t2,t2,a3
	andi v1,v1,0xffff
	and t1,a0,t1

$L578:
	addu v0,a1,v1
	beq a2,v1,<$L578>
		-> R_MIPS_PC16 $L579
	sllv t3,v1,a3
	andi v0,v0,0xffff
	sllv v0,v0,a3
	sync
	ll t0,0(t1)
	and t4,t0,t2
	bne t4,t3,.L8
	xor t4,t0,t4
	or t4,t4,v0
	sc t4,0(t1)
	beqz t4,.L12
	nop
	sync
	srlv v0,t0,a3
	andi v0,v0,0xffff
	bnec v0,v1,.L17
		-> R_MIPS_PC16 $L580
	li v0,1
	jrc ra

$L580:
	b <$L580>
		-> R_MIPS_PC16 $L578
	move v1,v0

$L579:
	jr ra
	move v0,zero

uat_dec_if_positive_2_relaxed:
	lhu v1,0(a0)
	andi a1,a0,0x3
	sll a1,a1,0x3
	li t0,-4
	li a3,0xffff
	and t0,a0,t0
	sllv a3,a3,a1
	andi v1,v1,0xffff

$L584:
	addiu v0,v1,-1
	seh a2,v1
	sllv t1,v1,a1
	blez a2,<$L584>
		-> R_MIPS_PC16 $L586
	andi v0,v0,0xffff
	sllv t2,v0,a1
	ll a2,0(t0)
	and t3,a2,a3
	bne t3,t1,.L8
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(t0)
	beqz t3,.L12
	nop
	srlv a2,a2,a1
	andi a2,a2,0xffff
	bnec v1,a2,.L16
		-> R_MIPS_PC16 $L585

$L583:
	seh v0,v0
	jrc ra

$L585:
	b <$L585>
		-> R_MIPS_PC16 $L584
	move v1,a2

$L586:
	xori v0,v1,0x8000
	sltu v0,zero,v0
	subu v1,v1,v0
	b <$L586>
		-> R_MIPS_PC16 $L583
	andi v0,v1,0xffff

uat_dec_if_positive_2_acquire:
	lhu v1,0(a0)
	andi a1,a0,0x3
	sll a1,a1,0x3
	li t0,-4
	li a3,0xffff
	and t0,a0,t0
	sllv a3,a3,a1
	andi v1,v1,0xffff

$L590:
	addiu v0,v1,-1
	seh a2,v1
	sllv t1,v1,a1
	blez a2,<$L590>
		-> R_MIPS_PC16 $L592
	andi v0,v0,0xffff
	sllv t2,v0,a1
	ll a2,0(t0)
	and t3,a2,a3
	bne t3,t1,.L8
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(t0)
	beqz t3,.L12
	nop
	sync
	srlv a2,a2,a1
	andi a2,a2,0xffff
	bnec v1,a2,.L17
		-> R_MIPS_PC16 $L591

$L589:
	seh v0,v0
	jrc ra

$L591:
	b <$L591>
		-> R_MIPS_PC16 $L590
	move v1,a2

$L592:
	xori v0,v1,0x8000
	sltu v0,zero,v0
	subu v1,v1,v0
	b <$L592>
		-> R_MIPS_PC16 $L589
	andi v0,v1,0xffff

uat_dec_if_positive_2_release:
	lhu v1,0(a0)
	andi a1,a0,0x3
	sll a1,a1,0x3
	li t0,-4
	li a3,0xffff
	and t0,a0,t0
	sllv a3,a3,a1
	andi v1,v1,0xffff

$L596:
	addiu v0,v1,-1
	seh a2,v1
	sllv t1,v1,a1
	blez a2,<$L596>
		-> R_MIPS_PC16 $L598
	andi v0,v0,0xffff
	sllv t2,v0,a1
	sync
	ll a2,0(t0)
	and t3,a2,a3
	bne t3,t1,.L9
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(t0)
	beqz t3,.L13
	nop
	srlv a2,a2,a1
	andi a2,a2,0xffff
	bnec v1,a2,.L17
		-> R_MIPS_PC16 $L597

$L595:
	seh v0,v0
	jrc ra

$L597:
	b <$L597>
		-> R_MIPS_PC16 $L596
	move v1,a2

$L598:
	xori v0,v1,0x8000
	sltu v0,zero,v0
	subu v1,v1,v0
	b <$L598>
		-> R_MIPS_PC16 $L595
	andi v0,v1,0xffff

uat_dec_if_positive_2_acq_rel:
	lhu v1,0(a0)
	andi a1,a0,0x3
	sll a1,a1,0x3
	li t0,-4
	li a3,0xffff
	and t0,a0,t0
	sllv a3,a3,a1
	andi v1,v1,0xffff

$L602:
	addiu v0,v1,-1
	seh a2,v1
	sllv t1,v1,a1
	blez a2,<$L602>
		-> R_MIPS_PC16 $L604
	andi v0,v0,0xffff
	sllv t2,v0,a1
	sync
	ll a2,0(t0)
	and t3,a2,a3
	bne t3,t1,.L9
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(t0)
	beqz t3,.L13
	nop
	sync
	srlv a2,a2,a1
	andi a2,a2,0xffff
	bnec v1,a2,.L18
		-> R_MIPS_PC16 $L603

$L601:
	seh v0,v0
	jrc ra

$L603:
	b <$L603>
		-> R_MIPS_PC16 $L602
	move v1,a2

$L604:
	xori v0,v1,0x8000
	sltu v0,zero,v0
	subu v1,v1,v0
	b <$L604>
		-> R_MIPS_PC16 $L601
	andi v0,v1,0xffff

uat_dec_if_positive_2_seq_cst:
	lhu v1,0(a0)
	andi a1,a0,0x3
	sll a1,a1,0x3
	li t0,-4
	li a3,0xffff
	and t0,a0,t0
	sllv a3,a3,a1
	andi v1,v1,0xffff

$L608:
	addiu v0,v1,-1
	seh a2,v1
	sllv t1,v1,a1
	blez a2,<$L608>
		-> R_MIPS_PC16 $L610
	andi v0,v0,0xffff
	sllv t2,v0,a1
	sync
	ll a2,0(t0)
	and t3,a2,a3
	bne t3,t1,.L9
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(t0)
	beqz t3,.L13
	nop
	sync
	srlv a2,a2,a1
	andi a2,a2,0xffff
	bnec v1,a2,.L18
		-> R_MIPS_PC16 $L609

$L607:
	seh v0,v0
	jrc ra

$L609:
	b <$L609>
		-> R_MIPS_PC16 $L608
	move v1,a2

$L610:
	xori v0,v1,0x8000
	sltu v0,zero,v0
	subu v1,v1,v0
	b <$L610>
		-> R_MIPS_PC16 $L607
	andi v0,v1,0xffff

uat_dec_if_positive_2_seq_cst_fence:
	lhu v1,0(a0)
	andi a1,a0,0x3
	sll a1,a1,0x3
	li t0,-4
	li a3,0xffff
	and t0,a0,t0
	sllv a3,a3,a1
	andi v1,v1,0xffff

$L614:
	addiu v0,v1,-1
	seh a2,v1
	sllv t1,v1,a1
	blez a2,<$L614>
		-> R_MIPS_PC16 $L616
	andi v0,v0,0xffff
	sllv t2,v0,a1
	sync
	ll a2,0(t0)
	and t3,a2,a3
	bne t3,t1,.L9
	xor t3,a2,t3
	or t3,t3,t2
	sc t3,0(t0)
	beqz t3,.L13
	nop
	sync
	srlv a2,a2,a1
	andi a2,a2,0xffff
	bnec v1,a2,.L18
		-> R_MIPS_PC16 $L615

$L613:
	seh v0,v0
	jrc ra

$L615:
	b <$L615>
		-> R_MIPS_PC16 $L614
	move v1,a2

$L616:
	xori v0,v1,0x8000
	sltu v0,zero,v0
	subu v1,v1,v0
	b <$L616>
		-> R_MIPS_PC16 $L613
	andi v0,v1,0xffff

uat_inc_2_relaxed:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li a1,0xffff
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L14
	nop
	jrc ra

uat_inc_2_acquire:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li a1,0xffff
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L14
	nop
	sync
	jrc ra

uat_inc_2_release:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li a1,0xffff
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L15
	nop
	jrc ra

uat_inc_2_acq_rel:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li a1,0xffff
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L15
	nop
	sync
	jrc ra

uat_inc_2_seq_cst:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li a1,0xffff
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L15
	nop
	sync
	jrc ra

uat_inc_2_seq_cst_fence:
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li a1,0xffff
	li v1,1
	and v0,a0,v0
	sllv a1,a1,a2
	sllv v1,v1,a2
	sync
	ll a2,0(v0)
	addu a3,a2,v1
	xor a3,a3,a2
	and a3,a3,a1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L15
	nop
	sync
	jrc ra

uat_dec_2_relaxed:
	sll a1,a0,0x3
	li v1,-4
	li v0,0xffff
	and v1,a0,v1
	sllv v0,v0,a1
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L11
	nop
	jrc ra

uat_dec_2_acquire:
	sll a1,a0,0x3
	li v1,-4
	li v0,0xffff
	and v1,a0,v1
	sllv v0,v0,a1
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L11
	nop
	sync
	jrc ra

uat_dec_2_release:
	sll a1,a0,0x3
	li v1,-4
	li v0,0xffff
	and v1,a0,v1
	sllv v0,v0,a1
	sync
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L12
	nop
	jrc ra

uat_dec_2_acq_rel:
	sll a1,a0,0x3
	li v1,-4
	li v0,0xffff
	and v1,a0,v1
	sllv v0,v0,a1
	sync
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L12
	nop
	sync
	jrc ra

uat_dec_2_seq_cst:
	sll a1,a0,0x3
	li v1,-4
	li v0,0xffff
	and v1,a0,v1
	sllv v0,v0,a1
	sync
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L12
	nop
	sync
	jrc ra

uat_dec_2_seq_cst_fence:
	sll a1,a0,0x3
	li v1,-4
	li v0,0xffff
	and v1,a0,v1
	sllv v0,v0,a1
	sync
	ll a1,0(v1)
	addu a2,a1,v0
	xor a2,a2,a1
	and a2,a2,v0
	xor a2,a2,a1
	sc a2,0(v1)
	beqz a2,.L12
	nop
	sync
	jrc ra

uat_add_around_2_mb:
	sync
	andi a2,a0,0x3
	li v0,-4
	sll a2,a2,0x3
	li v1,0xffff
	and v0,a0,v0
	sllv v1,v1,a2
	sllv a1,a1,a2
	ll a2,0(v0)
	addu a3,a2,a1
	xor a3,a3,a2
	and a3,a3,v1
	xor a3,a3,a2
	sc a3,0(v0)
	beqz a3,.L14
	nop
	sync
	jrc ra

uat_load_4_relaxed:
	lw v0,0(a0)
	jrc ra

uat_load_4_consume:
	lw v0,0(a0)
	jrc ra

uat_load_4_acquire:
	lw v0,0(a0)
	sync
	jrc ra

uat_load_4_seq_cst:
	sync
	lw v0,0(a0)
	sync
	jrc ra

uat_load_4_seq_cst_fence:
	sync
	lw v0,0(a0)
	sync
	jrc ra

uat_store_4_relaxed:
	sw a1,0(a0)
	jrc ra

uat_store_4_release:
	sync
	sw a1,0(a0)
	jrc ra

uat_store_4_seq_cst:
	sync
	sw a1,0(a0)
	jrc ra

uat_store_4_seq_cst_fence:
	sync
	sw a1,0(a0)
	sync
	jrc ra

uat_cmpxchg_4_relaxed:
	ll v0,0(a0)
	bne v0,a1,.L1
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L4
	nop
	jrc ra

uat_cmpxchg_4_acquire:
	ll v0,0(a0)
	bne v0,a1,.L1
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jrc ra

uat_cmpxchg_4_release:
	sync
	ll v0,0(a0)
	bne v0,a1,.L2
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L5
	nop
	jrc ra

uat_cmpxchg_4_acq_rel:
	sync
	ll v0,0(a0)
	bne v0,a1,.L2
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L5
	nop
	sync
	jrc ra

uat_cmpxchg_4_seq_cst:
	sync
	ll v0,0(a0)
	bne v0,a1,.L2
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L5
	nop
	sync
	jrc ra

uat_cmpxchg_4_seq_cst_fence_sc:
	sync
	ll v0,0(a0)
	bne v0,a1,.L2
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L5
	nop
	sync
	jrc ra

uat_cmpxchg_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	bne v0,a1,.L2
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L5
	nop
	sync
	jrc ra

uat_cmpxchg_test_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	bne v0,a1,.L2
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L5
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_4_relaxed:
	ll v0,0(a0)
	bne v0,a1,.L1
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L4
	nop
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_4_acquire:
	ll v0,0(a0)
	bne v0,a1,.L1
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_4_release:
	sync
	ll v0,0(a0)
	bne v0,a1,.L2
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L5
	nop
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_4_acq_rel:
	sync
	ll v0,0(a0)
	bne v0,a1,.L2
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L5
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_4_seq_cst:
	sync
	ll v0,0(a0)
	bne v0,a1,.L2
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L5
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_4_seq_cst_fence_sc:
	sync
	ll v0,0(a0)
	bne v0,a1,.L2
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L5
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	bne v0,a1,.L2
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L5
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_4_relaxed:
	ll v0,0(a0)
	bne v0,a1,.L1
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L4
	nop
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_4_acquire:
	ll v0,0(a0)
	bne v0,a1,.L1
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_4_release:
	sync
	ll v0,0(a0)
	bne v0,a1,.L2
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L5
	nop
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_4_acq_rel:
	sync
	ll v0,0(a0)
	bne v0,a1,.L2
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L5
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_4_seq_cst:
	sync
	ll v0,0(a0)
	bne v0,a1,.L2
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L5
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_4_seq_cst_fence_sc:
	sync
	ll v0,0(a0)
	bne v0,a1,.L2
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L5
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_try_cmpxchg_weak_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	bne v0,a1,.L2
	move v1,a2
	sc v1,0(a0)
	beqz v1,.L5
	nop
	sync
	xor v0,v0,a1
	jr ra
	sltiu v0,v0,1

uat_xchg_4_relaxed:
	ll v0,0(a0)
	move v1,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	jrc ra

uat_xchg_4_acquire:
	ll v0,0(a0)
	move v1,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	sync
	jrc ra

uat_xchg_4_release:
	sync
	ll v0,0(a0)
	move v1,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	jrc ra

uat_xchg_4_acq_rel:
	sync
	ll v0,0(a0)
	move v1,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jrc ra

uat_xchg_4_seq_cst:
	sync
	ll v0,0(a0)
	move v1,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jrc ra

uat_xchg_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	move v1,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jrc ra

uat_add_return_4_relaxed:
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	jr ra
	addu v0,v0,a1

uat_add_return_4_acquire:
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	sync
	jr ra
	addu v0,v0,a1

uat_add_return_4_release:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	jr ra
	addu v0,v0,a1

uat_add_return_4_acq_rel:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jr ra
	addu v0,v0,a1

uat_add_return_4_seq_cst:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jr ra
	addu v0,v0,a1

uat_add_return_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jr ra
	addu v0,v0,a1

uat_add_4_relaxed:
	ll v0,0(a0)
	addu v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L3
	nop
	jrc ra

uat_add_4_acquire:
	ll v0,0(a0)
	addu v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L3
	nop
	sync
	jrc ra

uat_add_4_release:
	sync
	ll v0,0(a0)
	addu v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	jrc ra

uat_add_4_acq_rel:
	sync
	ll v0,0(a0)
	addu v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_add_4_seq_cst:
	sync
	ll v0,0(a0)
	addu v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_add_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	addu v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_and_4_relaxed:
	ll v0,0(a0)
	and v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L3
	nop
	jrc ra

uat_and_4_acquire:
	ll v0,0(a0)
	and v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L3
	nop
	sync
	jrc ra

uat_and_4_release:
	sync
	ll v0,0(a0)
	and v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	jrc ra

uat_and_4_acq_rel:
	sync
	ll v0,0(a0)
	and v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_and_4_seq_cst:
	sync
	ll v0,0(a0)
	and v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_and_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	and v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_or_4_relaxed:
	ll v0,0(a0)
	or v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L3
	nop
	jrc ra

uat_or_4_acquire:
	ll v0,0(a0)
	or v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L3
	nop
	sync
	jrc ra

uat_or_4_release:
	sync
	ll v0,0(a0)
	or v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	jrc ra

uat_or_4_acq_rel:
	sync
	ll v0,0(a0)
	or v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_or_4_seq_cst:
	sync
	ll v0,0(a0)
	or v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_or_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	or v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_xor_4_relaxed:
	ll v0,0(a0)
	xor v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L3
	nop
	jrc ra

uat_xor_4_acquire:
	ll v0,0(a0)
	xor v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L3
	nop
	sync
	jrc ra

uat_xor_4_release:
	sync
	ll v0,0(a0)
	xor v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	jrc ra

uat_xor_4_acq_rel:
	sync
	ll v0,0(a0)
	xor v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_xor_4_seq_cst:
	sync
	ll v0,0(a0)
	xor v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_xor_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	xor v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_fetch_add_4_relaxed:
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	jrc ra

uat_fetch_add_4_acquire:
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	sync
	jrc ra

uat_fetch_add_4_release:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	jrc ra

uat_fetch_add_4_acq_rel:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jrc ra

uat_fetch_add_4_seq_cst:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jrc ra

uat_fetch_add_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	addu v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jrc ra

uat_fetch_and_4_relaxed:
	ll v0,0(a0)
	and v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	jrc ra

uat_fetch_and_4_acquire:
	ll v0,0(a0)
	and v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	sync
	jrc ra

uat_fetch_and_4_release:
	sync
	ll v0,0(a0)
	and v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	jrc ra

uat_fetch_and_4_acq_rel:
	sync
	ll v0,0(a0)
	and v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jrc ra

uat_fetch_and_4_seq_cst:
	sync
	ll v0,0(a0)
	and v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jrc ra

uat_fetch_and_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	and v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jrc ra

uat_fetch_or_4_relaxed:
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	jrc ra

uat_fetch_or_4_acquire:
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	sync
	jrc ra

uat_fetch_or_4_release:
	sync
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	jrc ra

uat_fetch_or_4_acq_rel:
	sync
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jrc ra

uat_fetch_or_4_seq_cst:
	sync
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jrc ra

uat_fetch_or_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jrc ra

uat_fetch_xor_4_relaxed:
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	jrc ra

uat_fetch_xor_4_acquire:
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L3
	nop
	sync
	jrc ra

uat_fetch_xor_4_release:
	sync
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	jrc ra

uat_fetch_xor_4_acq_rel:
	sync
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jrc ra

uat_fetch_xor_4_seq_cst:
	sync
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jrc ra

uat_fetch_xor_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L4
	nop
	sync
	jrc ra

uat_fetch_smax_4_relaxed:
	lw v0,0(a0)

$L722:
	slt a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	ll v0,0(a0)
	bne v0,v1,.L6
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L9
	nop
	bnec v0,v1,.L11
		-> R_MIPS_PC16 $L722
	nop
	jrc ra

uat_fetch_smax_4_acquire:
	lw v0,0(a0)

$L725:
	slt a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	ll v0,0(a0)
	bne v0,v1,.L6
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L9
	nop
	sync
	bnec v0,v1,.L12
		-> R_MIPS_PC16 $L725
	nop
	jrc ra

uat_fetch_smax_4_release:
	lw v0,0(a0)

$L728:
	slt a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L10
	nop
	bnec v0,v1,.L12
		-> R_MIPS_PC16 $L728
	nop
	jrc ra

uat_fetch_smax_4_acq_rel:
	lw v0,0(a0)

$L731:
	slt a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L10
	nop
	sync
	bnec v0,v1,.L13
		-> R_MIPS_PC16 $L731
	nop
	jrc ra

uat_fetch_smax_4_seq_cst:
	lw v0,0(a0)

$L734:
	slt a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L10
	nop
	sync
	bnec v0,v1,.L13
		-> R_MIPS_PC16 $L734
	nop
	jrc ra

uat_fetch_smax_4_seq_cst_fence:
	lw v0,0(a0)

$L737:
	slt a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L10
	nop
	sync
	bnec v0,v1,.L13
		-> R_MIPS_PC16 $L737
	nop
	jrc ra

uat_fetch_umax_4_relaxed:
	lw v0,0(a0)

$L740:
	sltu a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	ll v0,0(a0)
	bne v0,v1,.L6
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L9
	nop
	bnec v0,v1,.L11
		-> R_MIPS_PC16 $L740
	nop
	jrc ra

uat_fetch_umax_4_acquire:
	lw v0,0(a0)

$L743:
	sltu a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	ll v0,0(a0)
	bne v0,v1,.L6
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L9
	nop
	sync
	bnec v0,v1,.L12
		-> R_MIPS_PC16 $L743
	nop
	jrc ra

uat_fetch_umax_4_release:
	lw v0,0(a0)

$L746:
	sltu a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L10
	nop
	bnec v0,v1,.L12
		-> R_MIPS_PC16 $L746
	nop
	jrc ra

uat_fetch_umax_4_acq_rel:
	lw v0,0(a0)

$L749:
	sltu a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L10
	nop
	sync
	bnec v0,v1,.L13
		-> R_MIPS_PC16 $L749
	nop
	jrc ra

uat_fetch_umax_4_seq_cst:
	lw v0,0(a0)

$L752:
	sltu a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L10
	nop
	sync
	bnec v0,v1,.L13
		-> R_MIPS_PC16 $L752
	nop
	jrc ra

uat_fetch_umax_4_seq_cst_fence:
	lw v0,0(a0)

$L755:
	sltu a3,a1,v0
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L10
	nop
	sync
	bnec v0,v1,.L13
		-> R_MIPS_PC16 $L755
	nop
	jrc ra

uat_fetch_smin_4_relaxed:
	lw v0,0(a0)

$L758:
	slt a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	ll v0,0(a0)
	bne v0,v1,.L6
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L9
	nop
	bnec v0,v1,.L11
		-> R_MIPS_PC16 $L758
	nop
	jrc ra

uat_fetch_smin_4_acquire:
	lw v0,0(a0)

$L761:
	slt a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	ll v0,0(a0)
	bne v0,v1,.L6
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L9
	nop
	sync
	bnec v0,v1,.L12
		-> R_MIPS_PC16 $L761
	nop
	jrc ra

uat_fetch_smin_4_release:
	lw v0,0(a0)

$L764:
	slt a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L10
	nop
	bnec v0,v1,.L12
		-> R_MIPS_PC16 $L764
	nop
	jrc ra

uat_fetch_smin_4_acq_rel:
	lw v0,0(a0)

$L767:
	slt a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L10
	nop
	sync
	bnec v0,v1,.L13
		-> R_MIPS_PC16 $L767
	nop
	jrc ra

uat_fetch_smin_4_seq_cst:
	lw v0,0(a0)

$L770:
	slt a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L10
	nop
	sync
	bnec v0,v1,.L13
		-> R_MIPS_PC16 $L770
	nop
	jrc ra

uat_fetch_smin_4_seq_cst_fence:
	lw v0,0(a0)

$L773:
	slt a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L10
	nop
	sync
	bnec v0,v1,.L13
		-> R_MIPS_PC16 $L773
	nop
	jrc ra

uat_fetch_umin_4_relaxed:
	lw v0,0(a0)

$L776:
	sltu a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	ll v0,0(a0)
	bne v0,v1,.L6
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L9
	nop
	bnec v0,v1,.L11
		-> R_MIPS_PC16 $L776
	nop
	jrc ra

uat_fetch_umin_4_acquire:
	lw v0,0(a0)

$L779:
	sltu a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	ll v0,0(a0)
	bne v0,v1,.L6
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L9
	nop
	sync
	bnec v0,v1,.L12
		-> R_MIPS_PC16 $L779
	nop
	jrc ra

uat_fetch_umin_4_release:
	lw v0,0(a0)

$L782:
	sltu a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L10
	nop
	bnec v0,v1,.L12
		-> R_MIPS_PC16 $L782
	nop
	jrc ra

uat_fetch_umin_4_acq_rel:
	lw v0,0(a0)

$L785:
	sltu a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L10
	nop
	sync
	bnec v0,v1,.L13
		-> R_MIPS_PC16 $L785
	nop
	jrc ra

uat_fetch_umin_4_seq_cst:
	lw v0,0(a0)

$L788:
	sltu a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L10
	nop
	sync
	bnec v0,v1,.L13
		-> R_MIPS_PC16 $L788
	nop
	jrc ra

uat_fetch_umin_4_seq_cst_fence:
	lw v0,0(a0)

$L791:
	sltu a3,v0,a1
	move v1,v0
	seleqz a2,a1,a3
	selnez a3,v0,a3
	or a2,a2,a3
	sync
	ll v0,0(a0)
	bne v0,v1,.L7
	move a3,a2
	sc a3,0(a0)
	beqz a3,.L10
	nop
	sync
	bnec v0,v1,.L13
		-> R_MIPS_PC16 $L791
	nop
	jrc ra

uat_test_and_set_bit_4_relaxed:
	li v0,1
	sllv a1,v0,a1
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L5
	nop
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_4_acquire:
	li v0,1
	sllv a1,v0,a1
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L5
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_4_release:
	li v0,1
	sllv a1,v0,a1
	sync
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L6
	nop
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_4_acq_rel:
	li v0,1
	sllv a1,v0,a1
	sync
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L6
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_4_seq_cst:
	li v0,1
	sllv a1,v0,a1
	sync
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L6
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_4_seq_cst_fence:
	li v0,1
	sllv a1,v0,a1
	sync
	ll v0,0(a0)
	or v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L6
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_4_relaxed:
	li v0,1
	sllv a1,v0,a1
	nor v1,zero,a1
	ll v0,0(a0)
	and a2,v0,v1
	sc a2,0(a0)
	beqz a2,.L6
	nop
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_4_acquire:
	li v0,1
	sllv a1,v0,a1
	nor v1,zero,a1
	ll v0,0(a0)
	and a2,v0,v1
	sc a2,0(a0)
	beqz a2,.L6
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_4_release:
	li v0,1
	sllv a1,v0,a1
	nor v1,zero,a1
	sync
	ll v0,0(a0)
	and a2,v0,v1
	sc a2,0(a0)
	beqz a2,.L7
	nop
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_4_acq_rel:
	li v0,1
	sllv a1,v0,a1
	nor v1,zero,a1
	sync
	ll v0,0(a0)
	and a2,v0,v1
	sc a2,0(a0)
	beqz a2,.L7
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_4_seq_cst:
	li v0,1
	sllv a1,v0,a1
	nor v1,zero,a1
	sync
	ll v0,0(a0)
	and a2,v0,v1
	sc a2,0(a0)
	beqz a2,.L7
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_4_seq_cst_fence:
	li v0,1
	sllv a1,v0,a1
	nor v1,zero,a1
	sync
	ll v0,0(a0)
	and a2,v0,v1
	sc a2,0(a0)
	beqz a2,.L7
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_4_relaxed:
	li v0,1
	sllv a1,v0,a1
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L5
	nop
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_4_acquire:
	li v0,1
	sllv a1,v0,a1
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L5
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_4_release:
	li v0,1
	sllv a1,v0,a1
	sync
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L6
	nop
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_4_acq_rel:
	li v0,1
	sllv a1,v0,a1
	sync
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L6
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_4_seq_cst:
	li v0,1
	sllv a1,v0,a1
	sync
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L6
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_4_seq_cst_fence:
	li v0,1
	sllv a1,v0,a1
	sync
	ll v0,0(a0)
	xor v1,v0,a1
	sc v1,0(a0)
	beqz v1,.L6
	nop
	sync
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_fetch_add_unless_4_relaxed:
	lw v0,0(a0)

$L813:
	beqc v0,a2,<$L813>
		-> R_MIPS_PC16 $L815
	addu v1,v0,a1
	ll a3,0(a0)
	bne a3,v0,.L3
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L6
	nop
	bnec v0,a3,.L8
		-> R_MIPS_PC16 $L814
	nop

$L815:
	jrc ra

$L814:
	b <$L814>
		-> R_MIPS_PC16 $L813
	move v0,a3

uat_fetch_add_unless_4_acquire:
	lw v0,0(a0)

$L818:
	beqc v0,a2,<$L818>
		-> R_MIPS_PC16 $L820
	addu v1,v0,a1
	ll a3,0(a0)
	bne a3,v0,.L3
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L6
	nop
	sync
	bnec v0,a3,.L9
		-> R_MIPS_PC16 $L819
	nop

$L820:
	jrc ra

$L819:
	b <$L819>
		-> R_MIPS_PC16 $L818
	move v0,a3

uat_fetch_add_unless_4_release:
	lw v0,0(a0)

$L823:
	beqc v0,a2,<$L823>
		-> R_MIPS_PC16 $L825
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L4
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L7
	nop
	bnec v0,a3,.L9
		-> R_MIPS_PC16 $L824
	nop

$L825:
	jrc ra

$L824:
	b <$L824>
		-> R_MIPS_PC16 $L823
	move v0,a3

uat_fetch_add_unless_4_acq_rel:
	lw v0,0(a0)

$L828:
	beqc v0,a2,<$L828>
		-> R_MIPS_PC16 $L830
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L4
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L7
	nop
	sync
	bnec v0,a3,.L10
		-> R_MIPS_PC16 $L829
	nop

$L830:
	jrc ra

$L829:
	b <$L829>
		-> R_MIPS_PC16 $L828
	move v0,a3

uat_fetch_add_unless_4_seq_cst:
	lw v0,0(a0)

$L833:
	beqc v0,a2,<$L833>
		-> R_MIPS_PC16 $L835
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L4
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L7
	nop
	sync
	bnec v0,a3,.L10
		-> R_MIPS_PC16 $L834
	nop

$L835:
	jrc ra

$L834:
	b <$L834>
		-> R_MIPS_PC16 $L833
	move v0,a3

uat_fetch_add_unless_4_seq_cst_fence:
	lw v0,0(a0)

$L838:
	beqc v0,a2,<$L838>
		-> R_MIPS_PC16 $L840
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L4
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L7
	nop
	sync
	bnec v0,a3,.L10
		-> R_MIPS_PC16 $L839
	nop

$L840:
	jrc ra

$L839:
	b <$L839>
		-> R_MIPS_PC16 $L838
	move v0,a3

uat_add_unless_4_relaxed:
	lw v0,0(a0)

$L843:
	beqc v0,a2,<$L843>
		-> R_MIPS_PC16 $L844
	addu v1,v0,a1
	ll a3,0(a0)
	bne a3,v0,.L3
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L6
	nop
	bnec v0,a3,.L8
		-> R_MIPS_PC16 $L845
	li v0,1
	jrc ra

$L845:
	b <$L845>
		-> R_MIPS_PC16 $L843
	move v0,a3

$L844:
	jr ra
	move v0,zero

uat_add_unless_4_acquire:
	lw v0,0(a0)

$L848:
	beqc v0,a2,<$L848>
		-> R_MIPS_PC16 $L849
	addu v1,v0,a1
	ll a3,0(a0)
	bne a3,v0,.L3
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L6
	nop
	sync
	bnec v0,a3,.L9
		-> R_MIPS_PC16 $L850
	li v0,1
	jrc ra

$L850:
	b <$L850>
		-> R_MIPS_PC16 $L848
	move v0,a3

$L849:
	jr ra
	move v0,zero

uat_add_unless_4_release:
	lw v0,0(a0)

$L853:
	beqc v0,a2,<$L853>
		-> R_MIPS_PC16 $L854
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L4
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L7
	nop
	bnec v0,a3,.L9
		-> R_MIPS_PC16 $L855
	li v0,1
	jrc ra

$L855:
	b <$L855>
		-> R_MIPS_PC16 $L853
	move v0,a3

$L854:
	jr ra
	move v0,zero

uat_add_unless_4_acq_rel:
	lw v0,0(a0)

$L858:
	beqc v0,a2,<$L858>
		-> R_MIPS_PC16 $L859
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L4
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L7
	nop
	sync
	bnec v0,a3,.L10
		-> R_MIPS_PC16 $L860
	li v0,1
	jrc ra

$L860:
	b <$L860>
		-> R_MIPS_PC16 $L858
	move v0,a3

$L859:
	jr ra
	move v0,zero

uat_add_unless_4_seq_cst:
	lw v0,0(a0)

$L863:
	beqc v0,a2,<$L863>
		-> R_MIPS_PC16 $L864
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L4
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L7
	nop
	sync
	bnec v0,a3,.L10
		-> R_MIPS_PC16 $L865
	li v0,1
	jrc ra

$L865:
	b <$L865>
		-> R_MIPS_PC16 $L863
	move v0,a3

$L864:
	jr ra
	move v0,zero

uat_add_unless_4_seq_cst_fence:
	lw v0,0(a0)

$L868:
	beqc v0,a2,<$L868>
		-> R_MIPS_PC16 $L869
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L4
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L7
	nop
	sync
	bnec v0,a3,.L10
		-> R_MIPS_PC16 $L870
	li v0,1
	jrc ra

$L870:
	b <$L870>
		-> R_MIPS_PC16 $L868
	move v0,a3

$L869:
	jr ra
	move v0,zero

uat_dec_if_positive_4_relaxed:
	lw v1,0(a0)

$L874:
	blezc v1,<$L874>
		-> R_MIPS_PC16 $L876
	addiu v0,v1,-1
	ll a1,0(a0)
	bne a1,v1,.L3
	move a2,v0
	sc a2,0(a0)
	beqz a2,.L6
	nop
	bnec v1,a1,.L8
		-> R_MIPS_PC16 $L875
	nop
	jrc ra

$L875:
	b <$L875>
		-> R_MIPS_PC16 $L874
	move v1,a1

$L876:
	lui v0,0x8000
	addu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	subu v0,v1,v0

uat_dec_if_positive_4_acquire:
	lw v1,0(a0)

$L880:
	blezc v1,<$L880>
		-> R_MIPS_PC16 $L882
	addiu v0,v1,-1
	ll a1,0(a0)
	bne a1,v1,.L3
	move a2,v0
	sc a2,0(a0)
	beqz a2,.L6
	nop
	sync
	bnec v1,a1,.L9
		-> R_MIPS_PC16 $L881
	nop
	jrc ra

$L881:
	b <$L881>
		-> R_MIPS_PC16 $L880
	move v1,a1

$L882:
	lui v0,0x8000
	addu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	subu v0,v1,v0

uat_dec_if_positive_4_release:
	lw v1,0(a0)

$L886:
	blezc v1,<$L886>
		-> R_MIPS_PC16 $L888
	addiu v0,v1,-1
	sync
	ll a1,0(a0)
	bne a1,v1,.L4
	move a2,v0
	sc a2,0(a0)
	beqz a2,.L7
	nop
	bnec v1,a1,.L9
		-> R_MIPS_PC16 $L887
	nop
	jrc ra

$L887:
	b <$L887>
		-> R_MIPS_PC16 $L886
	move v1,a1

$L888:
	lui v0,0x8000
	addu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	subu v0,v1,v0

uat_dec_if_positive_4_acq_rel:
	lw v1,0(a0)

$L892:
	blezc v1,<$L892>
		-> R_MIPS_PC16 $L894
	addiu v0,v1,-1
	sync
	ll a1,0(a0)
	bne a1,v1,.L4
	move a2,v0
	sc a2,0(a0)
	beqz a2,.L7
	nop
	sync
	bnec v1,a1,.L10
		-> R_MIPS_PC16 $L893
	nop
	jrc ra

$L893:
	b <$L893>
		-> R_MIPS_PC16 $L892
	move v1,a1

$L894:
	lui v0,0x8000
	addu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	subu v0,v1,v0

uat_dec_if_positive_4_seq_cst:
	lw v1,0(a0)

$L898:
	blezc v1,<$L898>
		-> R_MIPS_PC16 $L900
	addiu v0,v1,-1
	sync
	ll a1,0(a0)
	bne a1,v1,.L4
	move a2,v0
	sc a2,0(a0)
	beqz a2,.L7
	nop
	sync
	bnec v1,a1,.L10
		-> R_MIPS_PC16 $L899
	nop
	jrc ra

$L899:
	b <$L899>
		-> R_MIPS_PC16 $L898
	move v1,a1

$L900:
	lui v0,0x8000
	addu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	subu v0,v1,v0

uat_dec_if_positive_4_seq_cst_fence:
	lw v1,0(a0)

$L904:
	blezc v1,<$L904>
		-> R_MIPS_PC16 $L906
	addiu v0,v1,-1
	sync
	ll a1,0(a0)
	bne a1,v1,.L4
	move a2,v0
	sc a2,0(a0)
	beqz a2,.L7
	nop
	sync
	bnec v1,a1,.L10
		-> R_MIPS_PC16 $L905
	nop
	jrc ra

$L905:
	b <$L905>
		-> R_MIPS_PC16 $L904
	move v1,a1

$L906:
	lui v0,0x8000
	addu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	subu v0,v1,v0

uat_inc_4_relaxed:
	ll v0,0(a0)
	addiu v0,v0,1
	sc v0,0(a0)
	beqz v0,.L3
	nop
	jrc ra

uat_inc_4_acquire:
	ll v0,0(a0)
	addiu v0,v0,1
	sc v0,0(a0)
	beqz v0,.L3
	nop
	sync
	jrc ra

uat_inc_4_release:
	sync
	ll v0,0(a0)
	addiu v0,v0,1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	jrc ra

uat_inc_4_acq_rel:
	sync
	ll v0,0(a0)
	addiu v0,v0,1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_inc_4_seq_cst:
	sync
	ll v0,0(a0)
	addiu v0,v0,1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_inc_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	addiu v0,v0,1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_dec_4_relaxed:
	ll v0,0(a0)
	addiu v0,v0,-1
	sc v0,0(a0)
	beqz v0,.L3
	nop
	jrc ra

uat_dec_4_acquire:
	ll v0,0(a0)
	addiu v0,v0,-1
	sc v0,0(a0)
	beqz v0,.L3
	nop
	sync
	jrc ra

uat_dec_4_release:
	sync
	ll v0,0(a0)
	addiu v0,v0,-1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	jrc ra

uat_dec_4_acq_rel:
	sync
	ll v0,0(a0)
	addiu v0,v0,-1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_dec_4_seq_cst:
	sync
	ll v0,0(a0)
	addiu v0,v0,-1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_dec_4_seq_cst_fence:
	sync
	ll v0,0(a0)
	addiu v0,v0,-1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_add_around_4_mb:
	sync
	ll v0,0(a0)
	addu v0,v0,a1
	sc v0,0(a0)
	beqz v0,.L4
	nop
	sync
	jrc ra

uat_smp_mb:
	sync
	jrc ra

uat_smp_rmb:
	sync
	jrc ra

uat_smp_wmb:
	sync
	jrc ra

uat_mb:
	sync
	jrc ra

uat_rmb:
	sync
	jrc ra

uat_wmb:
	sync
	jrc ra


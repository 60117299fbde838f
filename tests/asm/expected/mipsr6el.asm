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

$L313:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L313>
		-> R_MIPS_PC16 $L312
	move v1,t4

$L312:
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
		-> R_MIPS_PC16 $L313
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

$L317:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L317>
		-> R_MIPS_PC16 $L316
	move v1,t4

$L316:
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
		-> R_MIPS_PC16 $L317
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

$L321:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L321>
		-> R_MIPS_PC16 $L320
	move v1,t4

$L320:
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
		-> R_MIPS_PC16 $L321
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

$L325:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L325>
		-> R_MIPS_PC16 $L324
	move v1,t4

$L324:
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
		-> R_MIPS_PC16 $L325
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

$L329:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L329>
		-> R_MIPS_PC16 $L328
	move v1,t4

$L328:
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
		-> R_MIPS_PC16 $L329
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

$L333:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L333>
		-> R_MIPS_PC16 $L332
	move v1,t4

$L332:
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
		-> R_MIPS_PC16 $L333
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

$L337:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L337>
		-> R_MIPS_PC16 $L336
	move v1,v0

$L336:
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
		-> R_MIPS_PC16 $L337
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

$L341:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L341>
		-> R_MIPS_PC16 $L340
	move v1,v0

$L340:
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
		-> R_MIPS_PC16 $L341
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

$L345:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L345>
		-> R_MIPS_PC16 $L344
	move v1,v0

$L344:
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
		-> R_MIPS_PC16 $L345
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

$L349:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L349>
		-> R_MIPS_PC16 $L348
	move v1,v0

$L348:
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
		-> R_MIPS_PC16 $L349
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

$L353:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L353>
		-> R_MIPS_PC16 $L352
	move v1,v0

$L352:
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
		-> R_MIPS_PC16 $L353
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

$L357:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L357>
		-> R_MIPS_PC16 $L356
	move v1,v0

$L356:
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
		-> R_MIPS_PC16 $L357
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

$L361:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L361>
		-> R_MIPS_PC16 $L360
	move v1,t4

$L360:
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
		-> R_MIPS_PC16 $L361
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

$L365:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L365>
		-> R_MIPS_PC16 $L364
	move v1,t4

$L364:
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
		-> R_MIPS_PC16 $L365
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

$L369:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L369>
		-> R_MIPS_PC16 $L368
	move v1,t4

$L368:
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
		-> R_MIPS_PC16 $L369
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

$L373:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L373>
		-> R_MIPS_PC16 $L372
	move v1,t4

$L372:
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
		-> R_MIPS_PC16 $L373
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

$L377:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L377>
		-> R_MIPS_PC16 $L376
	move v1,t4

$L376:
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
		-> R_MIPS_PC16 $L377
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

$L381:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L381>
		-> R_MIPS_PC16 $L380
	move v1,t4

$L380:
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
		-> R_MIPS_PC16 $L381
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

$L385:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L385>
		-> R_MIPS_PC16 $L384
	move v1,v0

$L384:
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
		-> R_MIPS_PC16 $L385
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

$L389:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L389>
		-> R_MIPS_PC16 $L388
	move v1,v0

$L388:
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
		-> R_MIPS_PC16 $L389
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

$L393:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L393>
		-> R_MIPS_PC16 $L392
	move v1,v0

$L392:
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
		-> R_MIPS_PC16 $L393
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

$L397:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L397>
		-> R_MIPS_PC16 $L396
	move v1,v0

$L396:
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
		-> R_MIPS_PC16 $L397
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

$L401:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L401>
		-> R_MIPS_PC16 $L400
	move v1,v0

$L400:
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
		-> R_MIPS_PC16 $L401
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

$L405:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L405>
		-> R_MIPS_PC16 $L404
	move v1,v0

$L404:
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
		-> R_MIPS_PC16 $L405
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

$L530:
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
		-> R_MIPS_PC16 $L530
	nop
	jrc ra

uat_fetch_smax_4_acquire:
	lw v0,0(a0)

$L533:
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
		-> R_MIPS_PC16 $L533
	nop
	jrc ra

uat_fetch_smax_4_release:
	lw v0,0(a0)

$L536:
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
		-> R_MIPS_PC16 $L536
	nop
	jrc ra

uat_fetch_smax_4_acq_rel:
	lw v0,0(a0)

$L539:
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
		-> R_MIPS_PC16 $L539
	nop
	jrc ra

uat_fetch_smax_4_seq_cst:
	lw v0,0(a0)

$L542:
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
		-> R_MIPS_PC16 $L542
	nop
	jrc ra

uat_fetch_smax_4_seq_cst_fence:
	lw v0,0(a0)

$L545:
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
		-> R_MIPS_PC16 $L545
	nop
	jrc ra

uat_fetch_umax_4_relaxed:
	lw v0,0(a0)

$L548:
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
		-> R_MIPS_PC16 $L548
	nop
	jrc ra

uat_fetch_umax_4_acquire:
	lw v0,0(a0)

$L551:
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
		-> R_MIPS_PC16 $L551
	nop
	jrc ra

uat_fetch_umax_4_release:
	lw v0,0(a0)

$L554:
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
		-> R_MIPS_PC16 $L554
	nop
	jrc ra

uat_fetch_umax_4_acq_rel:
	lw v0,0(a0)

$L557:
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
		-> R_MIPS_PC16 $L557
	nop
	jrc ra

uat_fetch_umax_4_seq_cst:
	lw v0,0(a0)

$L560:
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
		-> R_MIPS_PC16 $L560
	nop
	jrc ra

uat_fetch_umax_4_seq_cst_fence:
	lw v0,0(a0)

$L563:
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
		-> R_MIPS_PC16 $L563
	nop
	jrc ra

uat_fetch_smin_4_relaxed:
	lw v0,0(a0)

$L566:
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
		-> R_MIPS_PC16 $L566
	nop
	jrc ra

uat_fetch_smin_4_acquire:
	lw v0,0(a0)

$L569:
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
		-> R_MIPS_PC16 $L569
	nop
	jrc ra

uat_fetch_smin_4_release:
	lw v0,0(a0)

$L572:
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
		-> R_MIPS_PC16 $L572
	nop
	jrc ra

uat_fetch_smin_4_acq_rel:
	lw v0,0(a0)

$L575:
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
		-> R_MIPS_PC16 $L575
	nop
	jrc ra

uat_fetch_smin_4_seq_cst:
	lw v0,0(a0)

$L578:
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
		-> R_MIPS_PC16 $L578
	nop
	jrc ra

uat_fetch_smin_4_seq_cst_fence:
	lw v0,0(a0)

$L581:
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
		-> R_MIPS_PC16 $L581
	nop
	jrc ra

uat_fetch_umin_4_relaxed:
	lw v0,0(a0)

$L584:
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
		-> R_MIPS_PC16 $L584
	nop
	jrc ra

uat_fetch_umin_4_acquire:
	lw v0,0(a0)

$L587:
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
		-> R_MIPS_PC16 $L587
	nop
	jrc ra

uat_fetch_umin_4_release:
	lw v0,0(a0)

$L590:
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
		-> R_MIPS_PC16 $L590
	nop
	jrc ra

uat_fetch_umin_4_acq_rel:
	lw v0,0(a0)

$L593:
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
		-> R_MIPS_PC16 $L593
	nop
	jrc ra

uat_fetch_umin_4_seq_cst:
	lw v0,0(a0)

$L596:
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
		-> R_MIPS_PC16 $L596
	nop
	jrc ra

uat_fetch_umin_4_seq_cst_fence:
	lw v0,0(a0)

$L599:
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
		-> R_MIPS_PC16 $L599
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


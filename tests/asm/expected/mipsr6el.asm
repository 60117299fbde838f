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
	andi v0,a1,0x7
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	ll v0,0(v1)
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L11
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_1_acquire:
	andi v0,a1,0x7
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	ll v0,0(v1)
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L11
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_1_release:
	andi v0,a1,0x7
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L12
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_1_acq_rel:
	andi v0,a1,0x7
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_1_seq_cst:
	andi v0,a1,0x7
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_1_seq_cst_fence:
	andi v0,a1,0x7
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_1_relaxed:
	andi a1,a1,0x7
	andi a2,a0,0x3
	li a3,1
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,255
	xori v1,a3,0xff
	sllv v0,v0,a2
	sllv v1,v1,a2
	nor v0,zero,v0
	li a1,-4
	or v1,v1,v0
	and a1,a0,a1
	ll v0,0(a1)
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L16
	nop
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_1_acquire:
	andi a1,a1,0x7
	andi a2,a0,0x3
	li a3,1
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,255
	xori v1,a3,0xff
	sllv v0,v0,a2
	sllv v1,v1,a2
	nor v0,zero,v0
	li a1,-4
	or v1,v1,v0
	and a1,a0,a1
	ll v0,0(a1)
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L16
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_1_release:
	andi a1,a1,0x7
	andi a2,a0,0x3
	li a3,1
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,255
	xori v1,a3,0xff
	sllv v0,v0,a2
	sllv v1,v1,a2
	nor v0,zero,v0
	li a1,-4
	or v1,v1,v0
	and a1,a0,a1
	sync
	ll v0,0(a1)
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L17
	nop
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_1_acq_rel:
	andi a1,a1,0x7
	andi a2,a0,0x3
	li a3,1
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,255
	xori v1,a3,0xff
	sllv v0,v0,a2
	sllv v1,v1,a2
	nor v0,zero,v0
	li a1,-4
	or v1,v1,v0
	and a1,a0,a1
	sync
	ll v0,0(a1)
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L17
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_1_seq_cst:
	andi a1,a1,0x7
	andi a2,a0,0x3
	li a3,1
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,255
	xori v1,a3,0xff
	sllv v0,v0,a2
	sllv v1,v1,a2
	nor v0,zero,v0
	li a1,-4
	or v1,v1,v0
	and a1,a0,a1
	sync
	ll v0,0(a1)
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L17
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_1_seq_cst_fence:
	andi a1,a1,0x7
	andi a2,a0,0x3
	li a3,1
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,255
	xori v1,a3,0xff
	sllv v0,v0,a2
	sllv v1,v1,a2
	nor v0,zero,v0
	li a1,-4
	or v1,v1,v0
	and a1,a0,a1
	sync
	ll v0,0(a1)
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L17
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_1_relaxed:
	andi v0,a1,0x7
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	ll v0,0(v1)
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L11
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_1_acquire:
	andi v0,a1,0x7
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	ll v0,0(v1)
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L11
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_1_release:
	andi v0,a1,0x7
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L12
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_1_acq_rel:
	andi v0,a1,0x7
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_1_seq_cst:
	andi v0,a1,0x7
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_1_seq_cst_fence:
	andi v0,a1,0x7
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
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

uat_cond_load_1_relaxed:
	lbu v0,0(a0)
	andi v0,v0,0xff
	bnec v0,a1,.L2
		-> R_MIPS_PC16 $L305
	nop
	jrc ra

$L305:
	bc <$L305>
		-> R_MIPS_PC26_S2 $L307

uat_cond_load_1_consume:
	lbu v0,0(a0)
	andi v0,v0,0xff
	bnec v0,a1,.L2
		-> R_MIPS_PC16 $L310
	nop
	jrc ra

$L310:
	bc <$L310>
		-> R_MIPS_PC26_S2 $L312

uat_cond_load_1_acquire:
	lbu v0,0(a0)
	andi v0,v0,0xff
	sync
	bnec v0,a1,.L3
		-> R_MIPS_PC16 $L315
	nop
	jrc ra

$L315:
	bc <$L315>
		-> R_MIPS_PC26_S2 $L317

uat_cond_load_1_seq_cst:
	sync
	lbu v0,0(a0)
	andi v0,v0,0xff
	sync
	bnec v0,a1,.L4
		-> R_MIPS_PC16 $L323
	nop
	jrc ra

$L323:
	bc <$L323>
		-> R_MIPS_PC26_S2 $L322

uat_cond_load_1_seq_cst_fence:
	sync
	lbu v0,0(a0)
	andi v0,v0,0xff
	sync
	bnec v0,a1,.L4
		-> R_MIPS_PC16 $L329
	nop
	jrc ra

$L329:
	bc <$L329>
		-> R_MIPS_PC26_S2 $L328

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

$L436:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L436>
		-> R_MIPS_PC16 $L435
	move v1,t4

$L435:
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
		-> R_MIPS_PC16 $L436
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

$L440:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L440>
		-> R_MIPS_PC16 $L439
	move v1,t4

$L439:
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
		-> R_MIPS_PC16 $L440
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

$L444:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L444>
		-> R_MIPS_PC16 $L443
	move v1,t4

$L443:
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
		-> R_MIPS_PC16 $L444
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

$L448:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L448>
		-> R_MIPS_PC16 $L447
	move v1,t4

$L447:
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
		-> R_MIPS_PC16 $L448
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

$L452:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L452>
		-> R_MIPS_PC16 $L451
	move v1,t4

$L451:
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
		-> R_MIPS_PC16 $L452
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

$L456:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec v0,a1,<$L456>
		-> R_MIPS_PC16 $L455
	move v1,t4

$L455:
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
		-> R_MIPS_PC16 $L456
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

$L460:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L460>
		-> R_MIPS_PC16 $L459
	move v1,v0

$L459:
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
		-> R_MIPS_PC16 $L460
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

$L464:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L464>
		-> R_MIPS_PC16 $L463
	move v1,v0

$L463:
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
		-> R_MIPS_PC16 $L464
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

$L468:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L468>
		-> R_MIPS_PC16 $L467
	move v1,v0

$L467:
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
		-> R_MIPS_PC16 $L468
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

$L472:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L472>
		-> R_MIPS_PC16 $L471
	move v1,v0

$L471:
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
		-> R_MIPS_PC16 $L472
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

$L476:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L476>
		-> R_MIPS_PC16 $L475
	move v1,v0

$L475:
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
		-> R_MIPS_PC16 $L476
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

$L480:
	move v1,t3
	sllv a3,v0,t0
	bgeuc a1,v0,<$L480>
		-> R_MIPS_PC16 $L479
	move v1,v0

$L479:
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
		-> R_MIPS_PC16 $L480
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

$L484:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L484>
		-> R_MIPS_PC16 $L483
	move v1,t4

$L483:
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
		-> R_MIPS_PC16 $L484
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

$L488:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L488>
		-> R_MIPS_PC16 $L487
	move v1,t4

$L487:
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
		-> R_MIPS_PC16 $L488
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

$L492:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L492>
		-> R_MIPS_PC16 $L491
	move v1,t4

$L491:
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
		-> R_MIPS_PC16 $L492
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

$L496:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L496>
		-> R_MIPS_PC16 $L495
	move v1,t4

$L495:
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
		-> R_MIPS_PC16 $L496
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

$L500:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L500>
		-> R_MIPS_PC16 $L499
	move v1,t4

$L499:
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
		-> R_MIPS_PC16 $L500
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

$L504:
	seh v0,a2
	move v1,a2
	sllv a3,a2,t0
	bgec a1,v0,<$L504>
		-> R_MIPS_PC16 $L503
	move v1,t4

$L503:
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
		-> R_MIPS_PC16 $L504
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

$L508:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L508>
		-> R_MIPS_PC16 $L507
	move v1,v0

$L507:
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
		-> R_MIPS_PC16 $L508
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

$L512:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L512>
		-> R_MIPS_PC16 $L511
	move v1,v0

$L511:
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
		-> R_MIPS_PC16 $L512
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

$L516:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L516>
		-> R_MIPS_PC16 $L515
	move v1,v0

$L515:
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
		-> R_MIPS_PC16 $L516
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

$L520:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L520>
		-> R_MIPS_PC16 $L519
	move v1,v0

$L519:
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
		-> R_MIPS_PC16 $L520
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

$L524:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L524>
		-> R_MIPS_PC16 $L523
	move v1,v0

$L523:
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
		-> R_MIPS_PC16 $L524
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

$L528:
	move v1,t3
	sllv a3,v0,t0
	bgeuc v0,a1,<$L528>
		-> R_MIPS_PC16 $L527
	move v1,v0

$L527:
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
		-> R_MIPS_PC16 $L528
	nop
	jrc ra

uat_test_and_set_bit_2_relaxed:
	andi v0,a1,0xf
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	ll v0,0(v1)
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L11
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_2_acquire:
	andi v0,a1,0xf
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	ll v0,0(v1)
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L11
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_2_release:
	andi v0,a1,0xf
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L12
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_2_acq_rel:
	andi v0,a1,0xf
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_2_seq_cst:
	andi v0,a1,0xf
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_set_bit_2_seq_cst_fence:
	andi v0,a1,0xf
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	or t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_2_relaxed:
	andi a1,a1,0xf
	andi a2,a0,0x3
	li a3,1
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,0xffff
	xori v1,a3,0xffff
	sllv v0,v0,a2
	sllv v1,v1,a2
	nor v0,zero,v0
	li a1,-4
	or v1,v1,v0
	and a1,a0,a1
	ll v0,0(a1)
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L16
	nop
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_2_acquire:
	andi a1,a1,0xf
	andi a2,a0,0x3
	li a3,1
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,0xffff
	xori v1,a3,0xffff
	sllv v0,v0,a2
	sllv v1,v1,a2
	nor v0,zero,v0
	li a1,-4
	or v1,v1,v0
	and a1,a0,a1
	ll v0,0(a1)
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L16
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_2_release:
	andi a1,a1,0xf
	andi a2,a0,0x3
	li a3,1
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,0xffff
	xori v1,a3,0xffff
	sllv v0,v0,a2
	sllv v1,v1,a2
	nor v0,zero,v0
	li a1,-4
	or v1,v1,v0
	and a1,a0,a1
	sync
	ll v0,0(a1)
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L17
	nop
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_2_acq_rel:
	andi a1,a1,0xf
	andi a2,a0,0x3
	li a3,1
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,0xffff
	xori v1,a3,0xffff
	sllv v0,v0,a2
	sllv v1,v1,a2
	nor v0,zero,v0
	li a1,-4
	or v1,v1,v0
	and a1,a0,a1
	sync
	ll v0,0(a1)
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L17
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_2_seq_cst:
	andi a1,a1,0xf
	andi a2,a0,0x3
	li a3,1
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,0xffff
	xori v1,a3,0xffff
	sllv v0,v0,a2
	sllv v1,v1,a2
	nor v0,zero,v0
	li a1,-4
	or v1,v1,v0
	and a1,a0,a1
	sync
	ll v0,0(a1)
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L17
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_clear_bit_2_seq_cst_fence:
	andi a1,a1,0xf
	andi a2,a0,0x3
	li a3,1
	sll a2,a2,0x3
	sllv a3,a3,a1
	li v0,0xffff
	xori v1,a3,0xffff
	sllv v0,v0,a2
	sllv v1,v1,a2
	nor v0,zero,v0
	li a1,-4
	or v1,v1,v0
	and a1,a0,a1
	sync
	ll v0,0(a1)
	and t0,v0,v1
	sc t0,0(a1)
	beqz t0,.L17
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a3
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_2_relaxed:
	andi v0,a1,0xf
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	ll v0,0(v1)
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L11
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_2_acquire:
	andi v0,a1,0xf
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	ll v0,0(v1)
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L11
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_2_release:
	andi v0,a1,0xf
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L12
	nop
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_2_acq_rel:
	andi v0,a1,0xf
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_2_seq_cst:
	andi v0,a1,0xf
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
	jr ra
	sltu v0,zero,v0

uat_test_and_change_bit_2_seq_cst_fence:
	andi v0,a1,0xf
	andi a2,a0,0x3
	li a1,1
	sll a2,a2,0x3
	sllv a1,a1,v0
	li v1,-4
	and v1,a0,v1
	sllv a3,a1,a2
	sync
	ll v0,0(v1)
	xor t0,v0,a3
	sc t0,0(v1)
	beqz t0,.L12
	nop
	sync
	srlv v0,v0,a2
	and v0,v0,a1
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

$L550:
	addu v1,a1,v0
	beq a2,v0,<$L550>
		-> R_MIPS_PC16 $L552
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
		-> R_MIPS_PC16 $L551
	nop

$L552:
	jrc ra

$L551:
	b <$L551>
		-> R_MIPS_PC16 $L550
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

$L555:
	addu v1,a1,v0
	beq a2,v0,<$L555>
		-> R_MIPS_PC16 $L557
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
		-> R_MIPS_PC16 $L556
	nop

$L557:
	jrc ra

$L556:
	b <$L556>
		-> R_MIPS_PC16 $L555
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

$L560:
	addu v1,a1,v0
	beq a2,v0,<$L560>
		-> R_MIPS_PC16 $L562
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
		-> R_MIPS_PC16 $L561
	nop

$L562:
	jrc ra

$L561:
	b <$L561>
		-> R_MIPS_PC16 $L560
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

$L565:
	addu v1,a1,v0
	beq a2,v0,<$L565>
		-> R_MIPS_PC16 $L567
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
		-> R_MIPS_PC16 $L566
	nop

$L567:
	jrc ra

$L566:
	b <$L566>
		-> R_MIPS_PC16 $L565
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

$L570:
	addu v1,a1,v0
	beq a2,v0,<$L570>
		-> R_MIPS_PC16 $L572
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
		-> R_MIPS_PC16 $L571
	nop

$L572:
	jrc ra

$L571:
	b <$L571>
		-> R_MIPS_PC16 $L570
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

$L575:
	addu v1,a1,v0
	beq a2,v0,<$L575>
		-> R_MIPS_PC16 $L577
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
		-> R_MIPS_PC16 $L576
	nop

$L577:
	jrc ra

$L576:
	b <$L576>
		-> R_MIPS_PC16 $L575
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

$L580:
	addu v0,a1,v1
	beq a2,v1,<$L580>
		-> R_MIPS_PC16 $L581
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
		-> R_MIPS_PC16 $L582
	li v0,1
	jrc ra

$L582:
	b <$L582>
		-> R_MIPS_PC16 $L580
	move v1,v0

$L581:
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

$L585:
	addu v0,a1,v1
	beq a2,v1,<$L585>
		-> R_MIPS_PC16 $L586
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
		-> R_MIPS_PC16 $L587
	li v0,1
	jrc ra

$L587:
	b <$L587>
		-> R_MIPS_PC16 $L585
	move v1,v0

$L586:
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

$L590:
	addu v0,a1,v1
	beq a2,v1,<$L590>
		-> R_MIPS_PC16 $L591
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
		-> R_MIPS_PC16 $L592
	li v0,1
	jrc ra

$L592:
	b <$L592>
		-> R_MIPS_PC16 $L590
	move v1,v0

$L591:
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

$L595:
	addu v0,a1,v1
	beq a2,v1,<$L595>
		-> R_MIPS_PC16 $L596
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
		-> R_MIPS_PC16 $L597
	li v0,1
	jrc ra

$L597:
	b <$L597>
		-> R_MIPS_PC16 $L595
	move v1,v0

$L596:
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

$L600:
	addu v0,a1,v1
	beq a2,v1,<$L600>
		-> R_MIPS_PC16 $L601
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
		-> R_MIPS_PC16 $L602
	li v0,1
	jrc ra

$L602:
	b <$L602>
		-> R_MIPS_PC16 $L600
	move v1,v0

$L601:
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

$L605:
	addu v0,a1,v1
	beq a2,v1,<$L605>
		-> R_MIPS_PC16 $L606
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
		-> R_MIPS_PC16 $L607
	li v0,1
	jrc ra

$L607:
	b <$L607>
		-> R_MIPS_PC16 $L605
	move v1,v0

$L606:
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

$L611:
	addiu v0,v1,-1
	seh a2,v1
	sllv t1,v1,a1
	blez a2,<$L611>
		-> R_MIPS_PC16 $L613
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
		-> R_MIPS_PC16 $L612

$L610:
	seh v0,v0
	jrc ra

$L612:
	b <$L612>
		-> R_MIPS_PC16 $L611
	move v1,a2

$L613:
	xori v0,v1,0x8000
	sltu v0,zero,v0
	subu v1,v1,v0
	b <$L613>
		-> R_MIPS_PC16 $L610
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

$L617:
	addiu v0,v1,-1
	seh a2,v1
	sllv t1,v1,a1
	blez a2,<$L617>
		-> R_MIPS_PC16 $L619
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
		-> R_MIPS_PC16 $L618

$L616:
	seh v0,v0
	jrc ra

$L618:
	b <$L618>
		-> R_MIPS_PC16 $L617
	move v1,a2

$L619:
	xori v0,v1,0x8000
	sltu v0,zero,v0
	subu v1,v1,v0
	b <$L619>
		-> R_MIPS_PC16 $L616
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

$L623:
	addiu v0,v1,-1
	seh a2,v1
	sllv t1,v1,a1
	blez a2,<$L623>
		-> R_MIPS_PC16 $L625
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
		-> R_MIPS_PC16 $L624

$L622:
	seh v0,v0
	jrc ra

$L624:
	b <$L624>
		-> R_MIPS_PC16 $L623
	move v1,a2

$L625:
	xori v0,v1,0x8000
	sltu v0,zero,v0
	subu v1,v1,v0
	b <$L625>
		-> R_MIPS_PC16 $L622
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

$L629:
	addiu v0,v1,-1
	seh a2,v1
	sllv t1,v1,a1
	blez a2,<$L629>
		-> R_MIPS_PC16 $L631
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
		-> R_MIPS_PC16 $L630

$L628:
	seh v0,v0
	jrc ra

$L630:
	b <$L630>
		-> R_MIPS_PC16 $L629
	move v1,a2

$L631:
	xori v0,v1,0x8000
	sltu v0,zero,v0
	subu v1,v1,v0
	b <$L631>
		-> R_MIPS_PC16 $L628
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

$L635:
	addiu v0,v1,-1
	seh a2,v1
	sllv t1,v1,a1
	blez a2,<$L635>
		-> R_MIPS_PC16 $L637
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
		-> R_MIPS_PC16 $L636

$L634:
	seh v0,v0
	jrc ra

$L636:
	b <$L636>
		-> R_MIPS_PC16 $L635
	move v1,a2

$L637:
	xori v0,v1,0x8000
	sltu v0,zero,v0
	subu v1,v1,v0
	b <$L637>
		-> R_MIPS_PC16 $L634
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

$L641:
	addiu v0,v1,-1
	seh a2,v1
	sllv t1,v1,a1
	blez a2,<$L641>
		-> R_MIPS_PC16 $L643
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
		-> R_MIPS_PC16 $L642

$L640:
	seh v0,v0
	jrc ra

$L642:
	b <$L642>
		-> R_MIPS_PC16 $L641
	move v1,a2

$L643:
	xori v0,v1,0x8000
	sltu v0,zero,v0
	subu v1,v1,v0
	b <$L643>
		-> R_MIPS_PC16 $L640
	andi v0,v1,0xffff

uat_cond_load_2_relaxed:
	lhu v0,0(a0)
	andi v0,v0,0xffff
	bnec v0,a1,.L2
		-> R_MIPS_PC16 $L646
	nop
	jrc ra

$L646:
	bc <$L646>
		-> R_MIPS_PC26_S2 $L648

uat_cond_load_2_consume:
	lhu v0,0(a0)
	andi v0,v0,0xffff
	bnec v0,a1,.L2
		-> R_MIPS_PC16 $L651
	nop
	jrc ra

$L651:
	bc <$L651>
		-> R_MIPS_PC26_S2 $L653

uat_cond_load_2_acquire:
	lhu v0,0(a0)
	andi v0,v0,0xffff
	sync
	bnec v0,a1,.L3
		-> R_MIPS_PC16 $L656
	nop
	jrc ra

$L656:
	bc <$L656>
		-> R_MIPS_PC26_S2 $L658

uat_cond_load_2_seq_cst:
	sync
	lhu v0,0(a0)
	andi v0,v0,0xffff
	sync
	bnec v0,a1,.L4
		-> R_MIPS_PC16 $L664
	nop
	jrc ra

$L664:
	bc <$L664>
		-> R_MIPS_PC26_S2 $L663

uat_cond_load_2_seq_cst_fence:
	sync
	lhu v0,0(a0)
	andi v0,v0,0xffff
	sync
	bnec v0,a1,.L4
		-> R_MIPS_PC16 $L670
	nop
	jrc ra

$L670:
	bc <$L670>
		-> R_MIPS_PC26_S2 $L669

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

$L776:
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
		-> R_MIPS_PC16 $L776
	nop
	jrc ra

uat_fetch_smax_4_acquire:
	lw v0,0(a0)

$L779:
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
		-> R_MIPS_PC16 $L779
	nop
	jrc ra

uat_fetch_smax_4_release:
	lw v0,0(a0)

$L782:
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
		-> R_MIPS_PC16 $L782
	nop
	jrc ra

uat_fetch_smax_4_acq_rel:
	lw v0,0(a0)

$L785:
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
		-> R_MIPS_PC16 $L785
	nop
	jrc ra

uat_fetch_smax_4_seq_cst:
	lw v0,0(a0)

$L788:
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
		-> R_MIPS_PC16 $L788
	nop
	jrc ra

uat_fetch_smax_4_seq_cst_fence:
	lw v0,0(a0)

$L791:
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
		-> R_MIPS_PC16 $L791
	nop
	jrc ra

uat_fetch_umax_4_relaxed:
	lw v0,0(a0)

$L794:
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
		-> R_MIPS_PC16 $L794
	nop
	jrc ra

uat_fetch_umax_4_acquire:
	lw v0,0(a0)

$L797:
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
		-> R_MIPS_PC16 $L797
	nop
	jrc ra

uat_fetch_umax_4_release:
	lw v0,0(a0)

$L800:
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
		-> R_MIPS_PC16 $L800
	nop
	jrc ra

uat_fetch_umax_4_acq_rel:
	lw v0,0(a0)

$L803:
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
		-> R_MIPS_PC16 $L803
	nop
	jrc ra

uat_fetch_umax_4_seq_cst:
	lw v0,0(a0)

$L806:
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
		-> R_MIPS_PC16 $L806
	nop
	jrc ra

uat_fetch_umax_4_seq_cst_fence:
	lw v0,0(a0)

$L809:
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
		-> R_MIPS_PC16 $L809
	nop
	jrc ra

uat_fetch_smin_4_relaxed:
	lw v0,0(a0)

$L812:
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
		-> R_MIPS_PC16 $L812
	nop
	jrc ra

uat_fetch_smin_4_acquire:
	lw v0,0(a0)

$L815:
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
		-> R_MIPS_PC16 $L815
	nop
	jrc ra

uat_fetch_smin_4_release:
	lw v0,0(a0)

$L818:
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
		-> R_MIPS_PC16 $L818
	nop
	jrc ra

uat_fetch_smin_4_acq_rel:
	lw v0,0(a0)

$L821:
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
		-> R_MIPS_PC16 $L821
	nop
	jrc ra

uat_fetch_smin_4_seq_cst:
	lw v0,0(a0)

$L824:
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
		-> R_MIPS_PC16 $L824
	nop
	jrc ra

uat_fetch_smin_4_seq_cst_fence:
	lw v0,0(a0)

$L827:
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
		-> R_MIPS_PC16 $L827
	nop
	jrc ra

uat_fetch_umin_4_relaxed:
	lw v0,0(a0)

$L830:
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
		-> R_MIPS_PC16 $L830
	nop
	jrc ra

uat_fetch_umin_4_acquire:
	lw v0,0(a0)

$L833:
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
		-> R_MIPS_PC16 $L833
	nop
	jrc ra

uat_fetch_umin_4_release:
	lw v0,0(a0)

$L836:
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
		-> R_MIPS_PC16 $L836
	nop
	jrc ra

uat_fetch_umin_4_acq_rel:
	lw v0,0(a0)

$L839:
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
		-> R_MIPS_PC16 $L839
	nop
	jrc ra

uat_fetch_umin_4_seq_cst:
	lw v0,0(a0)

$L842:
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
		-> R_MIPS_PC16 $L842
	nop
	jrc ra

uat_fetch_umin_4_seq_cst_fence:
	lw v0,0(a0)

$L845:
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
		-> R_MIPS_PC16 $L845
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

$L867:
	beqc v0,a2,<$L867>
		-> R_MIPS_PC16 $L869
	addu v1,v0,a1
	ll a3,0(a0)
	bne a3,v0,.L3
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L6
	nop
	bnec v0,a3,.L8
		-> R_MIPS_PC16 $L868
	nop

$L869:
	jrc ra

$L868:
	b <$L868>
		-> R_MIPS_PC16 $L867
	move v0,a3

uat_fetch_add_unless_4_acquire:
	lw v0,0(a0)

$L872:
	beqc v0,a2,<$L872>
		-> R_MIPS_PC16 $L874
	addu v1,v0,a1
	ll a3,0(a0)
	bne a3,v0,.L3
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L6
	nop
	sync
	bnec v0,a3,.L9
		-> R_MIPS_PC16 $L873
	nop

$L874:
	jrc ra

$L873:
	b <$L873>
		-> R_MIPS_PC16 $L872
	move v0,a3

uat_fetch_add_unless_4_release:
	lw v0,0(a0)

$L877:
	beqc v0,a2,<$L877>
		-> R_MIPS_PC16 $L879
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L4
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L7
	nop
	bnec v0,a3,.L9
		-> R_MIPS_PC16 $L878
	nop

$L879:
	jrc ra

$L878:
	b <$L878>
		-> R_MIPS_PC16 $L877
	move v0,a3

uat_fetch_add_unless_4_acq_rel:
	lw v0,0(a0)

$L882:
	beqc v0,a2,<$L882>
		-> R_MIPS_PC16 $L884
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
		-> R_MIPS_PC16 $L883
	nop

$L884:
	jrc ra

$L883:
	b <$L883>
		-> R_MIPS_PC16 $L882
	move v0,a3

uat_fetch_add_unless_4_seq_cst:
	lw v0,0(a0)

$L887:
	beqc v0,a2,<$L887>
		-> R_MIPS_PC16 $L889
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
		-> R_MIPS_PC16 $L888
	nop

$L889:
	jrc ra

$L888:
	b <$L888>
		-> R_MIPS_PC16 $L887
	move v0,a3

uat_fetch_add_unless_4_seq_cst_fence:
	lw v0,0(a0)

$L892:
	beqc v0,a2,<$L892>
		-> R_MIPS_PC16 $L894
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
		-> R_MIPS_PC16 $L893
	nop

$L894:
	jrc ra

$L893:
	b <$L893>
		-> R_MIPS_PC16 $L892
	move v0,a3

uat_add_unless_4_relaxed:
	lw v0,0(a0)

$L897:
	beqc v0,a2,<$L897>
		-> R_MIPS_PC16 $L898
	addu v1,v0,a1
	ll a3,0(a0)
	bne a3,v0,.L3
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L6
	nop
	bnec v0,a3,.L8
		-> R_MIPS_PC16 $L899
	li v0,1
	jrc ra

$L899:
	b <$L899>
		-> R_MIPS_PC16 $L897
	move v0,a3

$L898:
	jr ra
	move v0,zero

uat_add_unless_4_acquire:
	lw v0,0(a0)

$L902:
	beqc v0,a2,<$L902>
		-> R_MIPS_PC16 $L903
	addu v1,v0,a1
	ll a3,0(a0)
	bne a3,v0,.L3
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L6
	nop
	sync
	bnec v0,a3,.L9
		-> R_MIPS_PC16 $L904
	li v0,1
	jrc ra

$L904:
	b <$L904>
		-> R_MIPS_PC16 $L902
	move v0,a3

$L903:
	jr ra
	move v0,zero

uat_add_unless_4_release:
	lw v0,0(a0)

$L907:
	beqc v0,a2,<$L907>
		-> R_MIPS_PC16 $L908
	addu v1,v0,a1
	sync
	ll a3,0(a0)
	bne a3,v0,.L4
	move t0,v1
	sc t0,0(a0)
	beqz t0,.L7
	nop
	bnec v0,a3,.L9
		-> R_MIPS_PC16 $L909
	li v0,1
	jrc ra

$L909:
	b <$L909>
		-> R_MIPS_PC16 $L907
	move v0,a3

$L908:
	jr ra
	move v0,zero

uat_add_unless_4_acq_rel:
	lw v0,0(a0)

$L912:
	beqc v0,a2,<$L912>
		-> R_MIPS_PC16 $L913
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
		-> R_MIPS_PC16 $L914
	li v0,1
	jrc ra

$L914:
	b <$L914>
		-> R_MIPS_PC16 $L912
	move v0,a3

$L913:
	jr ra
	move v0,zero

uat_add_unless_4_seq_cst:
	lw v0,0(a0)

$L917:
	beqc v0,a2,<$L917>
		-> R_MIPS_PC16 $L918
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
		-> R_MIPS_PC16 $L919
	li v0,1
	jrc ra

$L919:
	b <$L919>
		-> R_MIPS_PC16 $L917
	move v0,a3

$L918:
	jr ra
	move v0,zero

uat_add_unless_4_seq_cst_fence:
	lw v0,0(a0)

$L922:
	beqc v0,a2,<$L922>
		-> R_MIPS_PC16 $L923
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
		-> R_MIPS_PC16 $L924
	li v0,1
	jrc ra

$L924:
	b <$L924>
		-> R_MIPS_PC16 $L922
	move v0,a3

$L923:
	jr ra
	move v0,zero

uat_dec_if_positive_4_relaxed:
	lw v1,0(a0)

$L928:
	blezc v1,<$L928>
		-> R_MIPS_PC16 $L930
	addiu v0,v1,-1
	ll a1,0(a0)
	bne a1,v1,.L3
	move a2,v0
	sc a2,0(a0)
	beqz a2,.L6
	nop
	bnec v1,a1,.L8
		-> R_MIPS_PC16 $L929
	nop
	jrc ra

$L929:
	b <$L929>
		-> R_MIPS_PC16 $L928
	move v1,a1

$L930:
	lui v0,0x8000
	addu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	subu v0,v1,v0

uat_dec_if_positive_4_acquire:
	lw v1,0(a0)

$L934:
	blezc v1,<$L934>
		-> R_MIPS_PC16 $L936
	addiu v0,v1,-1
	ll a1,0(a0)
	bne a1,v1,.L3
	move a2,v0
	sc a2,0(a0)
	beqz a2,.L6
	nop
	sync
	bnec v1,a1,.L9
		-> R_MIPS_PC16 $L935
	nop
	jrc ra

$L935:
	b <$L935>
		-> R_MIPS_PC16 $L934
	move v1,a1

$L936:
	lui v0,0x8000
	addu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	subu v0,v1,v0

uat_dec_if_positive_4_release:
	lw v1,0(a0)

$L940:
	blezc v1,<$L940>
		-> R_MIPS_PC16 $L942
	addiu v0,v1,-1
	sync
	ll a1,0(a0)
	bne a1,v1,.L4
	move a2,v0
	sc a2,0(a0)
	beqz a2,.L7
	nop
	bnec v1,a1,.L9
		-> R_MIPS_PC16 $L941
	nop
	jrc ra

$L941:
	b <$L941>
		-> R_MIPS_PC16 $L940
	move v1,a1

$L942:
	lui v0,0x8000
	addu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	subu v0,v1,v0

uat_dec_if_positive_4_acq_rel:
	lw v1,0(a0)

$L946:
	blezc v1,<$L946>
		-> R_MIPS_PC16 $L948
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
		-> R_MIPS_PC16 $L947
	nop
	jrc ra

$L947:
	b <$L947>
		-> R_MIPS_PC16 $L946
	move v1,a1

$L948:
	lui v0,0x8000
	addu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	subu v0,v1,v0

uat_dec_if_positive_4_seq_cst:
	lw v1,0(a0)

$L952:
	blezc v1,<$L952>
		-> R_MIPS_PC16 $L954
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
		-> R_MIPS_PC16 $L953
	nop
	jrc ra

$L953:
	b <$L953>
		-> R_MIPS_PC16 $L952
	move v1,a1

$L954:
	lui v0,0x8000
	addu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	subu v0,v1,v0

uat_dec_if_positive_4_seq_cst_fence:
	lw v1,0(a0)

$L958:
	blezc v1,<$L958>
		-> R_MIPS_PC16 $L960
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
		-> R_MIPS_PC16 $L959
	nop
	jrc ra

$L959:
	b <$L959>
		-> R_MIPS_PC16 $L958
	move v1,a1

$L960:
	lui v0,0x8000
	addu v0,v1,v0
	sltu v0,zero,v0
	jr ra
	subu v0,v1,v0

uat_cond_load_4_relaxed:
	lw v0,0(a0)
	bnec v0,a1,.L1
		-> R_MIPS_PC16 $L963
	nop
	jrc ra

$L963:
	bc <$L963>
		-> R_MIPS_PC26_S2 $L965

uat_cond_load_4_consume:
	lw v0,0(a0)
	bnec v0,a1,.L1
		-> R_MIPS_PC16 $L968
	nop
	jrc ra

$L968:
	bc <$L968>
		-> R_MIPS_PC26_S2 $L970

uat_cond_load_4_acquire:
	lw v0,0(a0)
	sync
	bnec v0,a1,.L2
		-> R_MIPS_PC16 $L973
	nop
	jrc ra

$L973:
	bc <$L973>
		-> R_MIPS_PC26_S2 $L975

uat_cond_load_4_seq_cst:
	sync
	lw v0,0(a0)
	sync
	bnec v0,a1,.L3
		-> R_MIPS_PC16 $L978
	nop
	jrc ra

$L978:
	bc <$L978>
		-> R_MIPS_PC26_S2 $L980

uat_cond_load_4_seq_cst_fence:
	sync
	lw v0,0(a0)
	sync
	bnec v0,a1,.L3
		-> R_MIPS_PC16 $L983
	nop
	jrc ra

$L983:
	bc <$L983>
		-> R_MIPS_PC26_S2 $L985

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


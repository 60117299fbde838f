uat_load_1_relaxed:
	ldb 0(r26),ret0
	bv,n r0(rp)

uat_load_1_consume:
	ldb 0(r26),ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	bv r0(rp)
	extrw,u ret0,31,8,ret0

uat_load_1_acquire:
	ldb 0(r26),ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	bv r0(rp)
	extrw,u ret0,31,8,ret0

uat_load_1_seq_cst:
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldb 0(r26),ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	bv r0(rp)
	extrw,u ret0,31,8,ret0

uat_load_1_seq_cst_fence:
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldb 0(r26),ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	extrw,u ret0,31,8,ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	bv,n r0(rp)

uat_store_1_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_lock_test_and_set_1
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_store_1_release:
	stw rp,-14(sp)
	extrw,u r25,31,8,r25
	ldo 80(sp),sp
	b,l .L5,rp
		-> R_PARISC_PCREL17F __sync_lock_test_and_set_1
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_store_1_seq_cst:
	stw rp,-14(sp)
	extrw,u r25,31,8,r25
	ldo 80(sp),sp
	b,l .L5,rp
		-> R_PARISC_PCREL17F __sync_lock_test_and_set_1
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_store_1_seq_cst_fence:
	stw rp,-14(sp)
	extrw,u r25,31,8,r25
	ldo 80(sp),sp
	b,l .L5,rp
		-> R_PARISC_PCREL17F __sync_lock_test_and_set_1
	nop
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_cmpxchg_1_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	extrw,u r25,31,8,r3
	copy r3,r25
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	stb r3,-78(sp)
	extrw,u ret0,31,8,r19
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	ldb -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_cmpxchg_1_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	extrw,u r25,31,8,r3
	copy r3,r25
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	stb r3,-78(sp)
	extrw,u ret0,31,8,r19
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	ldb -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_cmpxchg_1_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	extrw,u r25,31,8,r3
	copy r3,r25
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	stb r3,-78(sp)
	extrw,u ret0,31,8,r19
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	ldb -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_cmpxchg_1_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	extrw,u r25,31,8,r3
	copy r3,r25
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	stb r3,-78(sp)
	extrw,u ret0,31,8,r19
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	ldb -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_cmpxchg_1_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	extrw,u r25,31,8,r3
	copy r3,r25
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	stb r3,-78(sp)
	extrw,u ret0,31,8,r19
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	ldb -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_cmpxchg_1_seq_cst_fence_sc:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	extrw,u r25,31,8,r3
	copy r3,r25
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	stb r3,-78(sp)
	extrw,u ret0,31,8,r19
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	ldb -78(sp),ret0
	cmpb,<> ret0,r3,.L17
	ldw -94(sp),rp
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_cmpxchg_1_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r26,r5
	stw r4,-70(sp)
	extrw,u r24,31,8,r4
	copy r4,r24
	stw r3,-6c(sp)
	extrw,u r25,31,8,r3
	copy r3,r25
	b,l .L12,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	stb r3,-78(sp)
	extrw,u ret0,31,8,r19
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	ldb -78(sp),ret0
	cmpclr,= ret0,r3,r0
	b,l,n .L27,r0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	copy r4,r24
	stb r3,-78(sp)
	copy r3,r25
	b,l .L35,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	copy r5,r26
	extrw,u ret0,31,8,r19
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	b,l .L18,r0
	ldb -78(sp),ret0

uat_cmpxchg_test_1_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r26,r5
	stw r4,-70(sp)
	extrw,u r24,31,8,r4
	copy r4,r24
	stw r3,-6c(sp)
	extrw,u r25,31,8,r3
	copy r3,r25
	b,l .L12,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	stb r3,-78(sp)
	extrw,u ret0,31,8,r19
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	ldb -78(sp),ret0
	cmpclr,= ret0,r3,r0
	b,l,n .L29,r0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	cmpclr,<> ret0,r3,ret0
	ldi 1,ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	copy r4,r24
	stb r3,-78(sp)
	copy r3,r25
	b,l .L37,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	copy r5,r26
	extrw,u ret0,31,8,r19
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	b,l .L18,r0
	ldb -78(sp),ret0

uat_try_cmpxchg_1_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	extrw,u r25,31,8,r3
	copy r3,r25
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	stb r3,-78(sp)
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	cmpclr,<> r3,ret0,ret0
	ldi 1,ret0
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_1_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	extrw,u r25,31,8,r3
	copy r3,r25
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	stb r3,-78(sp)
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	cmpclr,<> r3,ret0,ret0
	ldi 1,ret0
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_1_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	extrw,u r25,31,8,r3
	copy r3,r25
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	stb r3,-78(sp)
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	cmpclr,<> r3,ret0,ret0
	ldi 1,ret0
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_1_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	extrw,u r25,31,8,r3
	copy r3,r25
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	stb r3,-78(sp)
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	cmpclr,<> r3,ret0,ret0
	ldi 1,ret0
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_1_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	extrw,u r25,31,8,r3
	copy r3,r25
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	stb r3,-78(sp)
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	cmpclr,<> r3,ret0,ret0
	ldi 1,ret0
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_1_seq_cst_fence_sc:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	extrw,u r25,31,8,r3
	copy r3,r25
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	stb r3,-78(sp)
	copy ret0,r19
	extrw,u ret0,31,8,r20
	cmpclr,<> r3,r20,ret0
	ldi 1,ret0
	cmpclr,= r3,r20,r0
	stb r19,-78(sp)
	cmpib,= 0,ret0,.L19
	ldw -94(sp),rp
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_1_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r26,r5
	stw r4,-70(sp)
	extrw,u r24,31,8,r4
	copy r4,r24
	stw r3,-6c(sp)
	extrw,u r25,31,8,r3
	copy r3,r25
	b,l .L12,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	stb r3,-78(sp)
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L28
	ldi 1,ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	copy r4,r24
	stb r3,-78(sp)
	copy r3,r25
	b,l .L36,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	copy r5,r26
	copy ret0,r19
	extrw,u ret0,31,8,r20
	cmpclr,<> r3,r20,ret0
	ldi 1,ret0
	cmpb,<>,n r3,r20,.L19
	stb r19,-78(sp)
	b,l,n .L19,r0

uat_try_cmpxchg_weak_1_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	extrw,u r25,31,8,r3
	copy r3,r25
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	stb r3,-78(sp)
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	cmpclr,<> r3,ret0,ret0
	ldi 1,ret0
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_weak_1_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	extrw,u r25,31,8,r3
	copy r3,r25
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	stb r3,-78(sp)
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	cmpclr,<> r3,ret0,ret0
	ldi 1,ret0
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_weak_1_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	extrw,u r25,31,8,r3
	copy r3,r25
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	stb r3,-78(sp)
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	cmpclr,<> r3,ret0,ret0
	ldi 1,ret0
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_weak_1_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	extrw,u r25,31,8,r3
	copy r3,r25
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	stb r3,-78(sp)
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	cmpclr,<> r3,ret0,ret0
	ldi 1,ret0
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_weak_1_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	extrw,u r25,31,8,r3
	copy r3,r25
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	stb r3,-78(sp)
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	cmpclr,<> r3,ret0,ret0
	ldi 1,ret0
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_weak_1_seq_cst_fence_sc:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	extrw,u r25,31,8,r3
	copy r3,r25
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	stb r3,-78(sp)
	copy ret0,r19
	extrw,u ret0,31,8,r20
	cmpclr,<> r3,r20,ret0
	ldi 1,ret0
	cmpclr,= r3,r20,r0
	stb r19,-78(sp)
	cmpib,= 0,ret0,.L19
	ldw -94(sp),rp
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_weak_1_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r26,r5
	stw r4,-70(sp)
	extrw,u r24,31,8,r4
	copy r4,r24
	stw r3,-6c(sp)
	extrw,u r25,31,8,r3
	copy r3,r25
	b,l .L12,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	stb r3,-78(sp)
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L28
	ldi 1,ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	copy r4,r24
	stb r3,-78(sp)
	copy r3,r25
	b,l .L36,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	copy r5,r26
	copy ret0,r19
	extrw,u ret0,31,8,r20
	cmpclr,<> r3,r20,ret0
	ldi 1,ret0
	cmpb,<>,n r3,r20,.L19
	stb r19,-78(sp)
	b,l,n .L19,r0

uat_xchg_1_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,u r25,31,8,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldb 0(r26),ret0
	stb ret0,-78(sp)
	ldb -78(sp),r3
	copy r5,r24
	copy r3,r25
	copy r4,r26
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L9
	ldb -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_xchg_1_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,u r25,31,8,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldb 0(r26),ret0
	stb ret0,-78(sp)
	ldb -78(sp),r3
	copy r5,r24
	copy r3,r25
	copy r4,r26
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L9
	ldb -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_xchg_1_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,u r25,31,8,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldb 0(r26),ret0
	stb ret0,-78(sp)
	ldb -78(sp),r3
	copy r5,r24
	copy r3,r25
	copy r4,r26
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L9
	ldb -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_xchg_1_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,u r25,31,8,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldb 0(r26),ret0
	stb ret0,-78(sp)
	ldb -78(sp),r3
	copy r5,r24
	copy r3,r25
	copy r4,r26
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L9
	ldb -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_xchg_1_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,u r25,31,8,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldb 0(r26),ret0
	stb ret0,-78(sp)
	ldb -78(sp),r3
	copy r5,r24
	copy r3,r25
	copy r4,r26
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L9
	ldb -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_xchg_1_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,u r25,31,8,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldb 0(r26),ret0
	stb ret0,-78(sp)
	ldb -78(sp),r3
	copy r5,r24
	copy r3,r25
	copy r4,r26
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L9
	ldb -78(sp),ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_add_return_1_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_1
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_add_return_1_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_1
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_add_return_1_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_1
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_add_return_1_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_1
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_add_return_1_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_1
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_add_return_1_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_1
	nop
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	extrw,u ret0,31,8,ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_1_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_1
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_1_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_1
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_1_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_1
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_1_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_1
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_1_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_1
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_1_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_1
	nop
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_and_1_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_and_and_fetch_1
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_and_1_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_and_and_fetch_1
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_and_1_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_and_and_fetch_1
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_and_1_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_and_and_fetch_1
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_and_1_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_and_and_fetch_1
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_and_1_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_and_and_fetch_1
	nop
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_or_1_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_or_and_fetch_1
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_or_1_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_or_and_fetch_1
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_or_1_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_or_and_fetch_1
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_or_1_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_or_and_fetch_1
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_or_1_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_or_and_fetch_1
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_or_1_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_or_and_fetch_1
	nop
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_xor_1_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_xor_and_fetch_1
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_xor_1_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_xor_and_fetch_1
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_xor_1_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_xor_and_fetch_1
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_xor_1_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_xor_and_fetch_1
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_xor_1_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_xor_and_fetch_1
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_xor_1_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_xor_and_fetch_1
	nop
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_1_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_add_1
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_1_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_add_1
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_1_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_add_1
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_1_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_add_1
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_1_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_add_1
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_1_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_add_1
	nop
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	extrw,u ret0,31,8,ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_and_1_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_1
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_and_1_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_1
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_and_1_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_1
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_and_1_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_1
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_and_1_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_1
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_and_1_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_1
	nop
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	extrw,u ret0,31,8,ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_or_1_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_1
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_or_1_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_1
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_or_1_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_1
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_or_1_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_1
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_or_1_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_1
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_or_1_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_1
	nop
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	extrw,u ret0,31,8,ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_xor_1_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_1
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_xor_1_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_1
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_xor_1_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_1
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_xor_1_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_1
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_xor_1_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_1
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_xor_1_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_1
	nop
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	extrw,u ret0,31,8,ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_smax_1_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,s r25,31,8,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldb 0(r26),r24
	stb r24,-78(sp)
	ldb -78(sp),r3
	extrw,s r24,31,8,r24
	copy r3,r25
	copy r4,r26
	cmpclr,< r5,r24,r0
	copy r5,r24
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L31
	ldb -78(sp),ret0
	ldw -94(sp),rp
	extrw,s ret0,31,8,ret0
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldb -78(sp),r24

uat_fetch_smax_1_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,s r25,31,8,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldb 0(r26),r24
	stb r24,-78(sp)
	ldb -78(sp),r3
	extrw,s r24,31,8,r24
	copy r3,r25
	copy r4,r26
	cmpclr,< r5,r24,r0
	copy r5,r24
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L31
	ldb -78(sp),ret0
	ldw -94(sp),rp
	extrw,s ret0,31,8,ret0
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldb -78(sp),r24

uat_fetch_smax_1_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,s r25,31,8,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldb 0(r26),r24
	stb r24,-78(sp)
	ldb -78(sp),r3
	extrw,s r24,31,8,r24
	copy r3,r25
	copy r4,r26
	cmpclr,< r5,r24,r0
	copy r5,r24
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L31
	ldb -78(sp),ret0
	ldw -94(sp),rp
	extrw,s ret0,31,8,ret0
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldb -78(sp),r24

uat_fetch_smax_1_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,s r25,31,8,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldb 0(r26),r24
	stb r24,-78(sp)
	ldb -78(sp),r3
	extrw,s r24,31,8,r24
	copy r3,r25
	copy r4,r26
	cmpclr,< r5,r24,r0
	copy r5,r24
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L31
	ldb -78(sp),ret0
	ldw -94(sp),rp
	extrw,s ret0,31,8,ret0
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldb -78(sp),r24

uat_fetch_smax_1_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,s r25,31,8,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldb 0(r26),r24
	stb r24,-78(sp)
	ldb -78(sp),r3
	extrw,s r24,31,8,r24
	copy r3,r25
	copy r4,r26
	cmpclr,< r5,r24,r0
	copy r5,r24
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L31
	ldb -78(sp),ret0
	ldw -94(sp),rp
	extrw,s ret0,31,8,ret0
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldb -78(sp),r24

uat_fetch_smax_1_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,s r25,31,8,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldb 0(r26),r24
	stb r24,-78(sp)
	ldb -78(sp),r3
	extrw,s r24,31,8,r24
	copy r3,r25
	copy r4,r26
	cmpclr,< r5,r24,r0
	copy r5,r24
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L34
	ldb -78(sp),ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	extrw,s ret0,31,8,ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldb -78(sp),r24

uat_fetch_umax_1_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,u r25,31,8,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldb 0(r26),r24
	stb r24,-78(sp)
	ldb -78(sp),r3
	cmpclr,<< r5,r24,r0
	copy r5,r24
	copy r3,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	copy r4,r26
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L29
	ldb -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldb -78(sp),r24

uat_fetch_umax_1_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,u r25,31,8,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldb 0(r26),r24
	stb r24,-78(sp)
	ldb -78(sp),r3
	cmpclr,<< r5,r24,r0
	copy r5,r24
	copy r3,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	copy r4,r26
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L29
	ldb -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldb -78(sp),r24

uat_fetch_umax_1_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,u r25,31,8,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldb 0(r26),r24
	stb r24,-78(sp)
	ldb -78(sp),r3
	cmpclr,<< r5,r24,r0
	copy r5,r24
	copy r3,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	copy r4,r26
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L29
	ldb -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldb -78(sp),r24

uat_fetch_umax_1_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,u r25,31,8,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldb 0(r26),r24
	stb r24,-78(sp)
	ldb -78(sp),r3
	cmpclr,<< r5,r24,r0
	copy r5,r24
	copy r3,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	copy r4,r26
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L29
	ldb -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldb -78(sp),r24

uat_fetch_umax_1_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,u r25,31,8,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldb 0(r26),r24
	stb r24,-78(sp)
	ldb -78(sp),r3
	cmpclr,<< r5,r24,r0
	copy r5,r24
	copy r3,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	copy r4,r26
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L29
	ldb -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldb -78(sp),r24

uat_fetch_umax_1_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,u r25,31,8,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldb 0(r26),r24
	stb r24,-78(sp)
	ldb -78(sp),r3
	cmpclr,<< r5,r24,r0
	copy r5,r24
	copy r3,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	copy r4,r26
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L32
	ldb -78(sp),ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldb -78(sp),r24

uat_fetch_smin_1_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,s r25,31,8,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldb 0(r26),r24
	stb r24,-78(sp)
	ldb -78(sp),r3
	extrw,s r24,31,8,r24
	copy r3,r25
	copy r4,r26
	cmpclr,> r5,r24,r0
	copy r5,r24
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L31
	ldb -78(sp),ret0
	ldw -94(sp),rp
	extrw,s ret0,31,8,ret0
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldb -78(sp),r24

uat_fetch_smin_1_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,s r25,31,8,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldb 0(r26),r24
	stb r24,-78(sp)
	ldb -78(sp),r3
	extrw,s r24,31,8,r24
	copy r3,r25
	copy r4,r26
	cmpclr,> r5,r24,r0
	copy r5,r24
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L31
	ldb -78(sp),ret0
	ldw -94(sp),rp
	extrw,s ret0,31,8,ret0
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldb -78(sp),r24

uat_fetch_smin_1_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,s r25,31,8,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldb 0(r26),r24
	stb r24,-78(sp)
	ldb -78(sp),r3
	extrw,s r24,31,8,r24
	copy r3,r25
	copy r4,r26
	cmpclr,> r5,r24,r0
	copy r5,r24
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L31
	ldb -78(sp),ret0
	ldw -94(sp),rp
	extrw,s ret0,31,8,ret0
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldb -78(sp),r24

uat_fetch_smin_1_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,s r25,31,8,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldb 0(r26),r24
	stb r24,-78(sp)
	ldb -78(sp),r3
	extrw,s r24,31,8,r24
	copy r3,r25
	copy r4,r26
	cmpclr,> r5,r24,r0
	copy r5,r24
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L31
	ldb -78(sp),ret0
	ldw -94(sp),rp
	extrw,s ret0,31,8,ret0
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldb -78(sp),r24

uat_fetch_smin_1_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,s r25,31,8,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldb 0(r26),r24
	stb r24,-78(sp)
	ldb -78(sp),r3
	extrw,s r24,31,8,r24
	copy r3,r25
	copy r4,r26
	cmpclr,> r5,r24,r0
	copy r5,r24
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L31
	ldb -78(sp),ret0
	ldw -94(sp),rp
	extrw,s ret0,31,8,ret0
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldb -78(sp),r24

uat_fetch_smin_1_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,s r25,31,8,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldb 0(r26),r24
	stb r24,-78(sp)
	ldb -78(sp),r3
	extrw,s r24,31,8,r24
	copy r3,r25
	copy r4,r26
	cmpclr,> r5,r24,r0
	copy r5,r24
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L34
	ldb -78(sp),ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	extrw,s ret0,31,8,ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldb -78(sp),r24

uat_fetch_umin_1_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,u r25,31,8,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldb 0(r26),r24
	stb r24,-78(sp)
	ldb -78(sp),r3
	cmpclr,>> r5,r24,r0
	copy r5,r24
	copy r3,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	copy r4,r26
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L29
	ldb -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldb -78(sp),r24

uat_fetch_umin_1_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,u r25,31,8,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldb 0(r26),r24
	stb r24,-78(sp)
	ldb -78(sp),r3
	cmpclr,>> r5,r24,r0
	copy r5,r24
	copy r3,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	copy r4,r26
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L29
	ldb -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldb -78(sp),r24

uat_fetch_umin_1_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,u r25,31,8,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldb 0(r26),r24
	stb r24,-78(sp)
	ldb -78(sp),r3
	cmpclr,>> r5,r24,r0
	copy r5,r24
	copy r3,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	copy r4,r26
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L29
	ldb -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldb -78(sp),r24

uat_fetch_umin_1_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,u r25,31,8,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldb 0(r26),r24
	stb r24,-78(sp)
	ldb -78(sp),r3
	cmpclr,>> r5,r24,r0
	copy r5,r24
	copy r3,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	copy r4,r26
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L29
	ldb -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldb -78(sp),r24

uat_fetch_umin_1_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,u r25,31,8,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldb 0(r26),r24
	stb r24,-78(sp)
	ldb -78(sp),r3
	cmpclr,>> r5,r24,r0
	copy r5,r24
	copy r3,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	copy r4,r26
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L29
	ldb -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldb -78(sp),r24

uat_fetch_umin_1_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,u r25,31,8,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldb 0(r26),r24
	stb r24,-78(sp)
	ldb -78(sp),r3
	cmpclr,>> r5,r24,r0
	copy r5,r24
	copy r3,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	copy r4,r26
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L32
	ldb -78(sp),ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldb -78(sp),r24

uat_test_and_set_bit_1_relaxed:
	extrw,u r25,31,3,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_1
	copy r3,r25
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	and ret0,r3,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_set_bit_1_acquire:
	extrw,u r25,31,3,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_1
	copy r3,r25
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	and ret0,r3,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_set_bit_1_release:
	extrw,u r25,31,3,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_1
	copy r3,r25
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	and ret0,r3,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_set_bit_1_acq_rel:
	extrw,u r25,31,3,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_1
	copy r3,r25
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	and ret0,r3,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_set_bit_1_seq_cst:
	extrw,u r25,31,3,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_1
	copy r3,r25
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	and ret0,r3,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_set_bit_1_seq_cst_fence:
	extrw,u r25,31,3,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_1
	copy r3,r25
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	extrw,u ret0,31,8,ret0
	ldw -94(sp),rp
	and ret0,r3,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_clear_bit_1_relaxed:
	extrw,u r25,31,3,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	ldi ff,r25
	depwi,z 1,sar,32,r3
	b,l .L9,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_1
	xor r3,r25,r25
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	and ret0,r3,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_clear_bit_1_acquire:
	extrw,u r25,31,3,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	ldi ff,r25
	depwi,z 1,sar,32,r3
	b,l .L9,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_1
	xor r3,r25,r25
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	and ret0,r3,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_clear_bit_1_release:
	extrw,u r25,31,3,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	ldi ff,r25
	depwi,z 1,sar,32,r3
	b,l .L9,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_1
	xor r3,r25,r25
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	and ret0,r3,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_clear_bit_1_acq_rel:
	extrw,u r25,31,3,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	ldi ff,r25
	depwi,z 1,sar,32,r3
	b,l .L9,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_1
	xor r3,r25,r25
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	and ret0,r3,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_clear_bit_1_seq_cst:
	extrw,u r25,31,3,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	ldi ff,r25
	depwi,z 1,sar,32,r3
	b,l .L9,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_1
	xor r3,r25,r25
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	and ret0,r3,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_clear_bit_1_seq_cst_fence:
	extrw,u r25,31,3,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	ldi ff,r25
	depwi,z 1,sar,32,r3
	b,l .L9,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_1
	xor r3,r25,r25
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	extrw,u ret0,31,8,ret0
	ldw -94(sp),rp
	and ret0,r3,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_change_bit_1_relaxed:
	extrw,u r25,31,3,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_1
	copy r3,r25
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	and ret0,r3,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_change_bit_1_acquire:
	extrw,u r25,31,3,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_1
	copy r3,r25
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	and ret0,r3,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_change_bit_1_release:
	extrw,u r25,31,3,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_1
	copy r3,r25
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	and ret0,r3,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_change_bit_1_acq_rel:
	extrw,u r25,31,3,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_1
	copy r3,r25
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	and ret0,r3,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_change_bit_1_seq_cst:
	extrw,u r25,31,3,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_1
	copy r3,r25
	ldw -94(sp),rp
	extrw,u ret0,31,8,ret0
	and ret0,r3,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_change_bit_1_seq_cst_fence:
	extrw,u r25,31,3,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_1
	copy r3,r25
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	extrw,u ret0,31,8,ret0
	ldw -94(sp),rp
	and ret0,r3,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_fetch_add_unless_1_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-74(sp)
	extrw,u r25,31,8,r6
	stw r5,-70(sp)
	extrw,u r24,31,8,r5
	stw r4,-6c(sp)
	copy r26,r4
	stw r3,-68(sp)
	ldb 0(r26),ret0
	stb ret0,-78(sp)
	cmpb,= ret0,r5,.L25
	ldb -78(sp),r3
	add,l r6,ret0,r24
	copy r3,r25
	copy r4,r26
	b,l .L18,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L11
	ldb -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r6
	ldw -70(sp),r5
	ldw -6c(sp),r4
	ldw -68(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_unless_1_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-74(sp)
	extrw,u r25,31,8,r6
	stw r5,-70(sp)
	extrw,u r24,31,8,r5
	stw r4,-6c(sp)
	copy r26,r4
	stw r3,-68(sp)
	ldb 0(r26),ret0
	stb ret0,-78(sp)
	cmpb,= ret0,r5,.L25
	ldb -78(sp),r3
	add,l r6,ret0,r24
	copy r3,r25
	copy r4,r26
	b,l .L18,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L11
	ldb -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r6
	ldw -70(sp),r5
	ldw -6c(sp),r4
	ldw -68(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_unless_1_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-74(sp)
	extrw,u r25,31,8,r6
	stw r5,-70(sp)
	extrw,u r24,31,8,r5
	stw r4,-6c(sp)
	copy r26,r4
	stw r3,-68(sp)
	ldb 0(r26),ret0
	stb ret0,-78(sp)
	cmpb,= ret0,r5,.L25
	ldb -78(sp),r3
	add,l r6,ret0,r24
	copy r3,r25
	copy r4,r26
	b,l .L18,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L11
	ldb -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r6
	ldw -70(sp),r5
	ldw -6c(sp),r4
	ldw -68(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_unless_1_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-74(sp)
	extrw,u r25,31,8,r6
	stw r5,-70(sp)
	extrw,u r24,31,8,r5
	stw r4,-6c(sp)
	copy r26,r4
	stw r3,-68(sp)
	ldb 0(r26),ret0
	stb ret0,-78(sp)
	cmpb,= ret0,r5,.L25
	ldb -78(sp),r3
	add,l r6,ret0,r24
	copy r3,r25
	copy r4,r26
	b,l .L18,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L11
	ldb -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r6
	ldw -70(sp),r5
	ldw -6c(sp),r4
	ldw -68(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_unless_1_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-74(sp)
	extrw,u r25,31,8,r6
	stw r5,-70(sp)
	extrw,u r24,31,8,r5
	stw r4,-6c(sp)
	copy r26,r4
	stw r3,-68(sp)
	ldb 0(r26),ret0
	stb ret0,-78(sp)
	cmpb,= ret0,r5,.L25
	ldb -78(sp),r3
	add,l r6,ret0,r24
	copy r3,r25
	copy r4,r26
	b,l .L18,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L11
	ldb -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r6
	ldw -70(sp),r5
	ldw -6c(sp),r4
	ldw -68(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_unless_1_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-74(sp)
	extrw,u r25,31,8,r6
	stw r5,-70(sp)
	extrw,u r24,31,8,r5
	stw r4,-6c(sp)
	copy r26,r4
	stw r3,-68(sp)
	ldb 0(r26),ret0
	stb ret0,-78(sp)
	cmpb,= ret0,r5,.L28
	ldb -78(sp),r3
	add,l r6,ret0,r24
	copy r3,r25
	copy r4,r26
	b,l .L18,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L11
	ldb -78(sp),ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	ldw -74(sp),r6
	ldw -70(sp),r5
	ldw -6c(sp),r4
	ldw -68(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_add_unless_1_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-74(sp)
	extrw,u r25,31,8,r6
	stw r5,-70(sp)
	extrw,u r24,31,8,r5
	stw r4,-6c(sp)
	copy r26,r4
	stw r3,-68(sp)
	ldb 0(r26),ret0
	stb ret0,-78(sp)
	cmpb,= ret0,r5,.L34
	ldb -78(sp),r3
	add,l r6,ret0,r24
	copy r3,r25
	copy r4,r26
	b,l .L18,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,=,n 0,r20,.L32
	ldi 1,ret0
	ldw -94(sp),rp
	ldw -74(sp),r6
	ldw -70(sp),r5
	ldw -6c(sp),r4
	ldw -68(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L11,r0
	ldb -78(sp),ret0
	b,l .L25,r0
	ldi 0,ret0

uat_add_unless_1_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-74(sp)
	extrw,u r25,31,8,r6
	stw r5,-70(sp)
	extrw,u r24,31,8,r5
	stw r4,-6c(sp)
	copy r26,r4
	stw r3,-68(sp)
	ldb 0(r26),ret0
	stb ret0,-78(sp)
	cmpb,= ret0,r5,.L34
	ldb -78(sp),r3
	add,l r6,ret0,r24
	copy r3,r25
	copy r4,r26
	b,l .L18,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,=,n 0,r20,.L32
	ldi 1,ret0
	ldw -94(sp),rp
	ldw -74(sp),r6
	ldw -70(sp),r5
	ldw -6c(sp),r4
	ldw -68(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L11,r0
	ldb -78(sp),ret0
	b,l .L25,r0
	ldi 0,ret0

uat_add_unless_1_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-74(sp)
	extrw,u r25,31,8,r6
	stw r5,-70(sp)
	extrw,u r24,31,8,r5
	stw r4,-6c(sp)
	copy r26,r4
	stw r3,-68(sp)
	ldb 0(r26),ret0
	stb ret0,-78(sp)
	cmpb,= ret0,r5,.L34
	ldb -78(sp),r3
	add,l r6,ret0,r24
	copy r3,r25
	copy r4,r26
	b,l .L18,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,=,n 0,r20,.L32
	ldi 1,ret0
	ldw -94(sp),rp
	ldw -74(sp),r6
	ldw -70(sp),r5
	ldw -6c(sp),r4
	ldw -68(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L11,r0
	ldb -78(sp),ret0
	b,l .L25,r0
	ldi 0,ret0

uat_add_unless_1_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-74(sp)
	extrw,u r25,31,8,r6
	stw r5,-70(sp)
	extrw,u r24,31,8,r5
	stw r4,-6c(sp)
	copy r26,r4
	stw r3,-68(sp)
	ldb 0(r26),ret0
	stb ret0,-78(sp)
	cmpb,= ret0,r5,.L34
	ldb -78(sp),r3
	add,l r6,ret0,r24
	copy r3,r25
	copy r4,r26
	b,l .L18,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,=,n 0,r20,.L32
	ldi 1,ret0
	ldw -94(sp),rp
	ldw -74(sp),r6
	ldw -70(sp),r5
	ldw -6c(sp),r4
	ldw -68(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L11,r0
	ldb -78(sp),ret0
	b,l .L25,r0
	ldi 0,ret0

uat_add_unless_1_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-74(sp)
	extrw,u r25,31,8,r6
	stw r5,-70(sp)
	extrw,u r24,31,8,r5
	stw r4,-6c(sp)
	copy r26,r4
	stw r3,-68(sp)
	ldb 0(r26),ret0
	stb ret0,-78(sp)
	cmpb,= ret0,r5,.L34
	ldb -78(sp),r3
	add,l r6,ret0,r24
	copy r3,r25
	copy r4,r26
	b,l .L18,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,=,n 0,r20,.L32
	ldi 1,ret0
	ldw -94(sp),rp
	ldw -74(sp),r6
	ldw -70(sp),r5
	ldw -6c(sp),r4
	ldw -68(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L11,r0
	ldb -78(sp),ret0
	b,l .L25,r0
	ldi 0,ret0

uat_add_unless_1_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-74(sp)
	extrw,u r25,31,8,r6
	stw r5,-70(sp)
	extrw,u r24,31,8,r5
	stw r4,-6c(sp)
	copy r26,r4
	stw r3,-68(sp)
	ldb 0(r26),ret0
	stb ret0,-78(sp)
	cmpb,= ret0,r5,.L36
	ldb -78(sp),r3
	add,l r6,ret0,r24
	copy r3,r25
	copy r4,r26
	b,l .L18,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L11
	ldb -78(sp),ret0
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldi 1,ret0
	ldw -94(sp),rp
	ldw -74(sp),r6
	ldw -70(sp),r5
	ldw -6c(sp),r4
	ldw -68(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L29,r0
	ldi 0,ret0

uat_dec_if_positive_1_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r4,-74(sp)
	copy r26,r4
	stw r3,-70(sp)
	ldb 0(r26),ret0
	stb ret0,-78(sp)
	extrw,s ret0,31,8,r19
	cmpib,>= 0,r19,.L30
	ldo -1(ret0),r24
	ldb -78(sp),r3
	copy r4,r26
	b,l .L14,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	copy r3,r25
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L7
	ldb -78(sp),ret0
	ldo -1(ret0),ret0
	extrw,u ret0,31,8,ret0
	extrw,s ret0,31,8,ret0
	ldw -94(sp),rp
	ldw -74(sp),r4
	ldw -70(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	cmpiclr,= 80,ret0,r0
	addi -1,ret0,ret0
	b,l .L24,r0
	extrw,u ret0,31,8,ret0

uat_dec_if_positive_1_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r4,-74(sp)
	copy r26,r4
	stw r3,-70(sp)
	ldb 0(r26),ret0
	stb ret0,-78(sp)
	extrw,s ret0,31,8,r19
	cmpib,>= 0,r19,.L30
	ldo -1(ret0),r24
	ldb -78(sp),r3
	copy r4,r26
	b,l .L14,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	copy r3,r25
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L7
	ldb -78(sp),ret0
	ldo -1(ret0),ret0
	extrw,u ret0,31,8,ret0
	extrw,s ret0,31,8,ret0
	ldw -94(sp),rp
	ldw -74(sp),r4
	ldw -70(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	cmpiclr,= 80,ret0,r0
	addi -1,ret0,ret0
	b,l .L24,r0
	extrw,u ret0,31,8,ret0

uat_dec_if_positive_1_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r4,-74(sp)
	copy r26,r4
	stw r3,-70(sp)
	ldb 0(r26),ret0
	stb ret0,-78(sp)
	extrw,s ret0,31,8,r19
	cmpib,>= 0,r19,.L30
	ldo -1(ret0),r24
	ldb -78(sp),r3
	copy r4,r26
	b,l .L14,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	copy r3,r25
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L7
	ldb -78(sp),ret0
	ldo -1(ret0),ret0
	extrw,u ret0,31,8,ret0
	extrw,s ret0,31,8,ret0
	ldw -94(sp),rp
	ldw -74(sp),r4
	ldw -70(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	cmpiclr,= 80,ret0,r0
	addi -1,ret0,ret0
	b,l .L24,r0
	extrw,u ret0,31,8,ret0

uat_dec_if_positive_1_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r4,-74(sp)
	copy r26,r4
	stw r3,-70(sp)
	ldb 0(r26),ret0
	stb ret0,-78(sp)
	extrw,s ret0,31,8,r19
	cmpib,>= 0,r19,.L30
	ldo -1(ret0),r24
	ldb -78(sp),r3
	copy r4,r26
	b,l .L14,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	copy r3,r25
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L7
	ldb -78(sp),ret0
	ldo -1(ret0),ret0
	extrw,u ret0,31,8,ret0
	extrw,s ret0,31,8,ret0
	ldw -94(sp),rp
	ldw -74(sp),r4
	ldw -70(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	cmpiclr,= 80,ret0,r0
	addi -1,ret0,ret0
	b,l .L24,r0
	extrw,u ret0,31,8,ret0

uat_dec_if_positive_1_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r4,-74(sp)
	copy r26,r4
	stw r3,-70(sp)
	ldb 0(r26),ret0
	stb ret0,-78(sp)
	extrw,s ret0,31,8,r19
	cmpib,>= 0,r19,.L30
	ldo -1(ret0),r24
	ldb -78(sp),r3
	copy r4,r26
	b,l .L14,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	copy r3,r25
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L7
	ldb -78(sp),ret0
	ldo -1(ret0),ret0
	extrw,u ret0,31,8,ret0
	extrw,s ret0,31,8,ret0
	ldw -94(sp),rp
	ldw -74(sp),r4
	ldw -70(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	cmpiclr,= 80,ret0,r0
	addi -1,ret0,ret0
	b,l .L24,r0
	extrw,u ret0,31,8,ret0

uat_dec_if_positive_1_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r4,-74(sp)
	copy r26,r4
	stw r3,-70(sp)
	ldb 0(r26),ret0
	stb ret0,-78(sp)
	extrw,s ret0,31,8,r19
	cmpib,>= 0,r19,.L32
	ldo -1(ret0),r24
	ldb -78(sp),r3
	copy r4,r26
	b,l .L14,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_1
	copy r3,r25
	extrw,u r3,31,8,r3
	extrw,u ret0,31,8,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	stb ret0,-78(sp)
	cmpib,= 0,r20,.L7
	ldb -78(sp),ret0
	ldo -1(ret0),ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	extrw,s ret0,31,8,ret0
	ldw -94(sp),rp
	ldw -74(sp),r4
	ldw -70(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	cmpiclr,= 80,ret0,r0
	addi -1,ret0,ret0
	b,l .L27,r0
	extrw,s ret0,31,8,ret0

uat_cond_load_1_relaxed:
	extrw,u r25,31,8,ret0
	ldb 0(r26),r19
	cmpclr,= r19,ret0,r0
	b,l,n .L5,r0
	bv,n r0(rp)
	b,l,n .L1,r0

uat_cond_load_1_consume:
	extrw,u r25,31,8,ret0
	ldb 0(r26),r19
	ldo f(sp),r20
	depw r0,31,3,r20
	ldcw 0(r20),r20
	extrw,u r19,31,8,r19
	cmpclr,= r19,ret0,r0
	b,l,n .L9,r0
	bv,n r0(rp)
	b,l,n .L1,r0

uat_cond_load_1_acquire:
	extrw,u r25,31,8,ret0
	ldb 0(r26),r19
	ldo f(sp),r20
	depw r0,31,3,r20
	ldcw 0(r20),r20
	extrw,u r19,31,8,r19
	cmpclr,= r19,ret0,r0
	b,l,n .L9,r0
	bv,n r0(rp)
	b,l,n .L1,r0

uat_cond_load_1_seq_cst:
	extrw,u r25,31,8,ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldb 0(r26),r19
	ldo f(sp),r20
	depw r0,31,3,r20
	ldcw 0(r20),r20
	extrw,u r19,31,8,r19
	cmpclr,= r19,ret0,r0
	b,l,n .L12,r0
	bv,n r0(rp)
	b,l,n .L1,r0

uat_cond_load_1_seq_cst_fence:
	extrw,u r25,31,8,ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldb 0(r26),r19
	ldo f(sp),r20
	depw r0,31,3,r20
	ldcw 0(r20),r20
	extrw,u r19,31,8,r19
	cmpclr,= r19,ret0,r0
	b,l,n .L18,r0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	bv,n r0(rp)
	b,l,n .L4,r0

uat_inc_1_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_1
	ldi 1,r25
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_inc_1_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_1
	ldi 1,r25
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_inc_1_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_1
	ldi 1,r25
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_inc_1_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_1
	ldi 1,r25
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_inc_1_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_1
	ldi 1,r25
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_inc_1_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_1
	ldi 1,r25
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_dec_1_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_1
	ldi -1,r25
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_dec_1_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_1
	ldi -1,r25
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_dec_1_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_1
	ldi -1,r25
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_dec_1_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_1
	ldi -1,r25
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_dec_1_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_1
	ldi -1,r25
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_dec_1_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_1
	ldi -1,r25
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_around_1_mb:
	stw rp,-14(sp)
	ldo 80(sp),sp
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_1
	nop
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_load_2_relaxed:
	ldh 0(r26),ret0
	bv,n r0(rp)

uat_load_2_consume:
	ldh 0(r26),ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	bv r0(rp)
	extrw,u ret0,31,16,ret0

uat_load_2_acquire:
	ldh 0(r26),ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	bv r0(rp)
	extrw,u ret0,31,16,ret0

uat_load_2_seq_cst:
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldh 0(r26),ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	bv r0(rp)
	extrw,u ret0,31,16,ret0

uat_load_2_seq_cst_fence:
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldh 0(r26),ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	extrw,u ret0,31,16,ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	bv,n r0(rp)

uat_store_2_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_lock_test_and_set_2
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_store_2_release:
	stw rp,-14(sp)
	extrw,u r25,31,16,r25
	ldo 80(sp),sp
	b,l .L5,rp
		-> R_PARISC_PCREL17F __sync_lock_test_and_set_2
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_store_2_seq_cst:
	stw rp,-14(sp)
	extrw,u r25,31,16,r25
	ldo 80(sp),sp
	b,l .L5,rp
		-> R_PARISC_PCREL17F __sync_lock_test_and_set_2
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_store_2_seq_cst_fence:
	stw rp,-14(sp)
	extrw,u r25,31,16,r25
	ldo 80(sp),sp
	b,l .L5,rp
		-> R_PARISC_PCREL17F __sync_lock_test_and_set_2
	nop
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_cmpxchg_2_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	extrw,u r25,31,16,r3
	copy r3,r25
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	sth r3,-78(sp)
	extrw,u ret0,31,16,r19
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	ldh -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_cmpxchg_2_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	extrw,u r25,31,16,r3
	copy r3,r25
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	sth r3,-78(sp)
	extrw,u ret0,31,16,r19
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	ldh -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_cmpxchg_2_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	extrw,u r25,31,16,r3
	copy r3,r25
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	sth r3,-78(sp)
	extrw,u ret0,31,16,r19
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	ldh -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_cmpxchg_2_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	extrw,u r25,31,16,r3
	copy r3,r25
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	sth r3,-78(sp)
	extrw,u ret0,31,16,r19
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	ldh -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_cmpxchg_2_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	extrw,u r25,31,16,r3
	copy r3,r25
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	sth r3,-78(sp)
	extrw,u ret0,31,16,r19
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	ldh -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_cmpxchg_2_seq_cst_fence_sc:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	extrw,u r25,31,16,r3
	copy r3,r25
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	sth r3,-78(sp)
	extrw,u ret0,31,16,r19
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	ldh -78(sp),ret0
	cmpb,<> ret0,r3,.L17
	ldw -94(sp),rp
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_cmpxchg_2_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r26,r5
	stw r4,-70(sp)
	extrw,u r24,31,16,r4
	copy r4,r24
	stw r3,-6c(sp)
	extrw,u r25,31,16,r3
	copy r3,r25
	b,l .L12,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	sth r3,-78(sp)
	extrw,u ret0,31,16,r19
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	ldh -78(sp),ret0
	cmpclr,= ret0,r3,r0
	b,l,n .L27,r0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	copy r4,r24
	sth r3,-78(sp)
	copy r3,r25
	b,l .L35,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	copy r5,r26
	extrw,u ret0,31,16,r19
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	b,l .L18,r0
	ldh -78(sp),ret0

uat_cmpxchg_test_2_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r26,r5
	stw r4,-70(sp)
	extrw,u r24,31,16,r4
	copy r4,r24
	stw r3,-6c(sp)
	extrw,u r25,31,16,r3
	copy r3,r25
	b,l .L12,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	sth r3,-78(sp)
	extrw,u ret0,31,16,r19
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	ldh -78(sp),ret0
	cmpclr,= ret0,r3,r0
	b,l,n .L29,r0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	cmpclr,<> ret0,r3,ret0
	ldi 1,ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	copy r4,r24
	sth r3,-78(sp)
	copy r3,r25
	b,l .L37,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	copy r5,r26
	extrw,u ret0,31,16,r19
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	b,l .L18,r0
	ldh -78(sp),ret0

uat_try_cmpxchg_2_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	extrw,u r25,31,16,r3
	copy r3,r25
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	sth r3,-78(sp)
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	cmpclr,<> r3,ret0,ret0
	ldi 1,ret0
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_2_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	extrw,u r25,31,16,r3
	copy r3,r25
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	sth r3,-78(sp)
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	cmpclr,<> r3,ret0,ret0
	ldi 1,ret0
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_2_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	extrw,u r25,31,16,r3
	copy r3,r25
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	sth r3,-78(sp)
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	cmpclr,<> r3,ret0,ret0
	ldi 1,ret0
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_2_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	extrw,u r25,31,16,r3
	copy r3,r25
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	sth r3,-78(sp)
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	cmpclr,<> r3,ret0,ret0
	ldi 1,ret0
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_2_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	extrw,u r25,31,16,r3
	copy r3,r25
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	sth r3,-78(sp)
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	cmpclr,<> r3,ret0,ret0
	ldi 1,ret0
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_2_seq_cst_fence_sc:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	extrw,u r25,31,16,r3
	copy r3,r25
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	sth r3,-78(sp)
	copy ret0,r19
	extrw,u ret0,31,16,r20
	cmpclr,<> r3,r20,ret0
	ldi 1,ret0
	cmpclr,= r3,r20,r0
	sth r19,-78(sp)
	cmpib,= 0,ret0,.L19
	ldw -94(sp),rp
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_2_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r26,r5
	stw r4,-70(sp)
	extrw,u r24,31,16,r4
	copy r4,r24
	stw r3,-6c(sp)
	extrw,u r25,31,16,r3
	copy r3,r25
	b,l .L12,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	sth r3,-78(sp)
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L28
	ldi 1,ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	copy r4,r24
	sth r3,-78(sp)
	copy r3,r25
	b,l .L36,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	copy r5,r26
	copy ret0,r19
	extrw,u ret0,31,16,r20
	cmpclr,<> r3,r20,ret0
	ldi 1,ret0
	cmpb,<>,n r3,r20,.L19
	sth r19,-78(sp)
	b,l,n .L19,r0

uat_try_cmpxchg_weak_2_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	extrw,u r25,31,16,r3
	copy r3,r25
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	sth r3,-78(sp)
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	cmpclr,<> r3,ret0,ret0
	ldi 1,ret0
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_weak_2_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	extrw,u r25,31,16,r3
	copy r3,r25
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	sth r3,-78(sp)
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	cmpclr,<> r3,ret0,ret0
	ldi 1,ret0
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_weak_2_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	extrw,u r25,31,16,r3
	copy r3,r25
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	sth r3,-78(sp)
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	cmpclr,<> r3,ret0,ret0
	ldi 1,ret0
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_weak_2_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	extrw,u r25,31,16,r3
	copy r3,r25
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	sth r3,-78(sp)
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	cmpclr,<> r3,ret0,ret0
	ldi 1,ret0
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_weak_2_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	extrw,u r25,31,16,r3
	copy r3,r25
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	sth r3,-78(sp)
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	cmpclr,<> r3,ret0,ret0
	ldi 1,ret0
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_weak_2_seq_cst_fence_sc:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	extrw,u r25,31,16,r3
	copy r3,r25
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	sth r3,-78(sp)
	copy ret0,r19
	extrw,u ret0,31,16,r20
	cmpclr,<> r3,r20,ret0
	ldi 1,ret0
	cmpclr,= r3,r20,r0
	sth r19,-78(sp)
	cmpib,= 0,ret0,.L19
	ldw -94(sp),rp
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_weak_2_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r26,r5
	stw r4,-70(sp)
	extrw,u r24,31,16,r4
	copy r4,r24
	stw r3,-6c(sp)
	extrw,u r25,31,16,r3
	copy r3,r25
	b,l .L12,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	sth r3,-78(sp)
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L28
	ldi 1,ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	copy r4,r24
	sth r3,-78(sp)
	copy r3,r25
	b,l .L36,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	copy r5,r26
	copy ret0,r19
	extrw,u ret0,31,16,r20
	cmpclr,<> r3,r20,ret0
	ldi 1,ret0
	cmpb,<>,n r3,r20,.L19
	sth r19,-78(sp)
	b,l,n .L19,r0

uat_xchg_2_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,u r25,31,16,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldh 0(r26),ret0
	sth ret0,-78(sp)
	ldh -78(sp),r3
	copy r5,r24
	copy r3,r25
	copy r4,r26
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L9
	ldh -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_xchg_2_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,u r25,31,16,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldh 0(r26),ret0
	sth ret0,-78(sp)
	ldh -78(sp),r3
	copy r5,r24
	copy r3,r25
	copy r4,r26
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L9
	ldh -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_xchg_2_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,u r25,31,16,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldh 0(r26),ret0
	sth ret0,-78(sp)
	ldh -78(sp),r3
	copy r5,r24
	copy r3,r25
	copy r4,r26
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L9
	ldh -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_xchg_2_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,u r25,31,16,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldh 0(r26),ret0
	sth ret0,-78(sp)
	ldh -78(sp),r3
	copy r5,r24
	copy r3,r25
	copy r4,r26
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L9
	ldh -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_xchg_2_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,u r25,31,16,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldh 0(r26),ret0
	sth ret0,-78(sp)
	ldh -78(sp),r3
	copy r5,r24
	copy r3,r25
	copy r4,r26
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L9
	ldh -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_xchg_2_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,u r25,31,16,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldh 0(r26),ret0
	sth ret0,-78(sp)
	ldh -78(sp),r3
	copy r5,r24
	copy r3,r25
	copy r4,r26
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L9
	ldh -78(sp),ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_add_return_2_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_2
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_add_return_2_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_2
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_add_return_2_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_2
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_add_return_2_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_2
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_add_return_2_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_2
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_add_return_2_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_2
	nop
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	extrw,u ret0,31,16,ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_2_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_2
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_2_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_2
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_2_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_2
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_2_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_2
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_2_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_2
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_2_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_2
	nop
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_and_2_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_and_and_fetch_2
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_and_2_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_and_and_fetch_2
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_and_2_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_and_and_fetch_2
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_and_2_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_and_and_fetch_2
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_and_2_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_and_and_fetch_2
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_and_2_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_and_and_fetch_2
	nop
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_or_2_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_or_and_fetch_2
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_or_2_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_or_and_fetch_2
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_or_2_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_or_and_fetch_2
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_or_2_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_or_and_fetch_2
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_or_2_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_or_and_fetch_2
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_or_2_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_or_and_fetch_2
	nop
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_xor_2_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_xor_and_fetch_2
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_xor_2_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_xor_and_fetch_2
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_xor_2_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_xor_and_fetch_2
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_xor_2_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_xor_and_fetch_2
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_xor_2_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_xor_and_fetch_2
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_xor_2_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_xor_and_fetch_2
	nop
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_2_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_add_2
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_2_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_add_2
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_2_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_add_2
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_2_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_add_2
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_2_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_add_2
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_2_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_add_2
	nop
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	extrw,u ret0,31,16,ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_and_2_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_2
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_and_2_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_2
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_and_2_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_2
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_and_2_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_2
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_and_2_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_2
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_and_2_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_2
	nop
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	extrw,u ret0,31,16,ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_or_2_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_2
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_or_2_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_2
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_or_2_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_2
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_or_2_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_2
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_or_2_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_2
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_or_2_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_2
	nop
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	extrw,u ret0,31,16,ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_xor_2_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_2
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_xor_2_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_2
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_xor_2_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_2
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_xor_2_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_2
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_xor_2_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_2
	nop
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_xor_2_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_2
	nop
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	extrw,u ret0,31,16,ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_smax_2_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,s r25,31,16,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldh 0(r26),r24
	sth r24,-78(sp)
	ldh -78(sp),r3
	extrw,s r24,31,16,r24
	copy r3,r25
	copy r4,r26
	cmpclr,< r5,r24,r0
	copy r5,r24
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L31
	ldh -78(sp),ret0
	ldw -94(sp),rp
	extrw,s ret0,31,16,ret0
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldh -78(sp),r24

uat_fetch_smax_2_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,s r25,31,16,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldh 0(r26),r24
	sth r24,-78(sp)
	ldh -78(sp),r3
	extrw,s r24,31,16,r24
	copy r3,r25
	copy r4,r26
	cmpclr,< r5,r24,r0
	copy r5,r24
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L31
	ldh -78(sp),ret0
	ldw -94(sp),rp
	extrw,s ret0,31,16,ret0
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldh -78(sp),r24

uat_fetch_smax_2_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,s r25,31,16,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldh 0(r26),r24
	sth r24,-78(sp)
	ldh -78(sp),r3
	extrw,s r24,31,16,r24
	copy r3,r25
	copy r4,r26
	cmpclr,< r5,r24,r0
	copy r5,r24
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L31
	ldh -78(sp),ret0
	ldw -94(sp),rp
	extrw,s ret0,31,16,ret0
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldh -78(sp),r24

uat_fetch_smax_2_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,s r25,31,16,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldh 0(r26),r24
	sth r24,-78(sp)
	ldh -78(sp),r3
	extrw,s r24,31,16,r24
	copy r3,r25
	copy r4,r26
	cmpclr,< r5,r24,r0
	copy r5,r24
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L31
	ldh -78(sp),ret0
	ldw -94(sp),rp
	extrw,s ret0,31,16,ret0
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldh -78(sp),r24

uat_fetch_smax_2_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,s r25,31,16,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldh 0(r26),r24
	sth r24,-78(sp)
	ldh -78(sp),r3
	extrw,s r24,31,16,r24
	copy r3,r25
	copy r4,r26
	cmpclr,< r5,r24,r0
	copy r5,r24
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L31
	ldh -78(sp),ret0
	ldw -94(sp),rp
	extrw,s ret0,31,16,ret0
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldh -78(sp),r24

uat_fetch_smax_2_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,s r25,31,16,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldh 0(r26),r24
	sth r24,-78(sp)
	ldh -78(sp),r3
	extrw,s r24,31,16,r24
	copy r3,r25
	copy r4,r26
	cmpclr,< r5,r24,r0
	copy r5,r24
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L34
	ldh -78(sp),ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	extrw,s ret0,31,16,ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldh -78(sp),r24

uat_fetch_umax_2_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,u r25,31,16,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldh 0(r26),r24
	sth r24,-78(sp)
	ldh -78(sp),r3
	cmpclr,<< r5,r24,r0
	copy r5,r24
	copy r3,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	copy r4,r26
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L29
	ldh -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldh -78(sp),r24

uat_fetch_umax_2_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,u r25,31,16,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldh 0(r26),r24
	sth r24,-78(sp)
	ldh -78(sp),r3
	cmpclr,<< r5,r24,r0
	copy r5,r24
	copy r3,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	copy r4,r26
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L29
	ldh -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldh -78(sp),r24

uat_fetch_umax_2_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,u r25,31,16,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldh 0(r26),r24
	sth r24,-78(sp)
	ldh -78(sp),r3
	cmpclr,<< r5,r24,r0
	copy r5,r24
	copy r3,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	copy r4,r26
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L29
	ldh -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldh -78(sp),r24

uat_fetch_umax_2_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,u r25,31,16,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldh 0(r26),r24
	sth r24,-78(sp)
	ldh -78(sp),r3
	cmpclr,<< r5,r24,r0
	copy r5,r24
	copy r3,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	copy r4,r26
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L29
	ldh -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldh -78(sp),r24

uat_fetch_umax_2_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,u r25,31,16,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldh 0(r26),r24
	sth r24,-78(sp)
	ldh -78(sp),r3
	cmpclr,<< r5,r24,r0
	copy r5,r24
	copy r3,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	copy r4,r26
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L29
	ldh -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldh -78(sp),r24

uat_fetch_umax_2_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,u r25,31,16,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldh 0(r26),r24
	sth r24,-78(sp)
	ldh -78(sp),r3
	cmpclr,<< r5,r24,r0
	copy r5,r24
	copy r3,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	copy r4,r26
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L32
	ldh -78(sp),ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldh -78(sp),r24

uat_fetch_smin_2_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,s r25,31,16,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldh 0(r26),r24
	sth r24,-78(sp)
	ldh -78(sp),r3
	extrw,s r24,31,16,r24
	copy r3,r25
	copy r4,r26
	cmpclr,> r5,r24,r0
	copy r5,r24
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L31
	ldh -78(sp),ret0
	ldw -94(sp),rp
	extrw,s ret0,31,16,ret0
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldh -78(sp),r24

uat_fetch_smin_2_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,s r25,31,16,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldh 0(r26),r24
	sth r24,-78(sp)
	ldh -78(sp),r3
	extrw,s r24,31,16,r24
	copy r3,r25
	copy r4,r26
	cmpclr,> r5,r24,r0
	copy r5,r24
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L31
	ldh -78(sp),ret0
	ldw -94(sp),rp
	extrw,s ret0,31,16,ret0
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldh -78(sp),r24

uat_fetch_smin_2_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,s r25,31,16,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldh 0(r26),r24
	sth r24,-78(sp)
	ldh -78(sp),r3
	extrw,s r24,31,16,r24
	copy r3,r25
	copy r4,r26
	cmpclr,> r5,r24,r0
	copy r5,r24
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L31
	ldh -78(sp),ret0
	ldw -94(sp),rp
	extrw,s ret0,31,16,ret0
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldh -78(sp),r24

uat_fetch_smin_2_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,s r25,31,16,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldh 0(r26),r24
	sth r24,-78(sp)
	ldh -78(sp),r3
	extrw,s r24,31,16,r24
	copy r3,r25
	copy r4,r26
	cmpclr,> r5,r24,r0
	copy r5,r24
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L31
	ldh -78(sp),ret0
	ldw -94(sp),rp
	extrw,s ret0,31,16,ret0
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldh -78(sp),r24

uat_fetch_smin_2_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,s r25,31,16,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldh 0(r26),r24
	sth r24,-78(sp)
	ldh -78(sp),r3
	extrw,s r24,31,16,r24
	copy r3,r25
	copy r4,r26
	cmpclr,> r5,r24,r0
	copy r5,r24
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L31
	ldh -78(sp),ret0
	ldw -94(sp),rp
	extrw,s ret0,31,16,ret0
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldh -78(sp),r24

uat_fetch_smin_2_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,s r25,31,16,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldh 0(r26),r24
	sth r24,-78(sp)
	ldh -78(sp),r3
	extrw,s r24,31,16,r24
	copy r3,r25
	copy r4,r26
	cmpclr,> r5,r24,r0
	copy r5,r24
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L34
	ldh -78(sp),ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	extrw,s ret0,31,16,ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldh -78(sp),r24

uat_fetch_umin_2_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,u r25,31,16,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldh 0(r26),r24
	sth r24,-78(sp)
	ldh -78(sp),r3
	cmpclr,>> r5,r24,r0
	copy r5,r24
	copy r3,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	copy r4,r26
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L29
	ldh -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldh -78(sp),r24

uat_fetch_umin_2_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,u r25,31,16,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldh 0(r26),r24
	sth r24,-78(sp)
	ldh -78(sp),r3
	cmpclr,>> r5,r24,r0
	copy r5,r24
	copy r3,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	copy r4,r26
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L29
	ldh -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldh -78(sp),r24

uat_fetch_umin_2_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,u r25,31,16,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldh 0(r26),r24
	sth r24,-78(sp)
	ldh -78(sp),r3
	cmpclr,>> r5,r24,r0
	copy r5,r24
	copy r3,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	copy r4,r26
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L29
	ldh -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldh -78(sp),r24

uat_fetch_umin_2_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,u r25,31,16,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldh 0(r26),r24
	sth r24,-78(sp)
	ldh -78(sp),r3
	cmpclr,>> r5,r24,r0
	copy r5,r24
	copy r3,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	copy r4,r26
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L29
	ldh -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldh -78(sp),r24

uat_fetch_umin_2_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,u r25,31,16,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldh 0(r26),r24
	sth r24,-78(sp)
	ldh -78(sp),r3
	cmpclr,>> r5,r24,r0
	copy r5,r24
	copy r3,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	copy r4,r26
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L29
	ldh -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldh -78(sp),r24

uat_fetch_umin_2_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	extrw,u r25,31,16,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	ldh 0(r26),r24
	sth r24,-78(sp)
	ldh -78(sp),r3
	cmpclr,>> r5,r24,r0
	copy r5,r24
	copy r3,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	copy r4,r26
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L32
	ldh -78(sp),ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldh -78(sp),r24

uat_test_and_set_bit_2_relaxed:
	extrw,u r25,31,4,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_2
	copy r3,r25
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	and ret0,r3,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_set_bit_2_acquire:
	extrw,u r25,31,4,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_2
	copy r3,r25
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	and ret0,r3,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_set_bit_2_release:
	extrw,u r25,31,4,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_2
	copy r3,r25
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	and ret0,r3,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_set_bit_2_acq_rel:
	extrw,u r25,31,4,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_2
	copy r3,r25
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	and ret0,r3,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_set_bit_2_seq_cst:
	extrw,u r25,31,4,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_2
	copy r3,r25
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	and ret0,r3,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_set_bit_2_seq_cst_fence:
	extrw,u r25,31,4,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_2
	copy r3,r25
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	extrw,u ret0,31,16,ret0
	ldw -94(sp),rp
	and ret0,r3,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_clear_bit_2_relaxed:
	extrw,u r25,31,4,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z -1,31,16,r25
	depwi,z 1,sar,32,r3
	b,l .L9,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_2
	xor r3,r25,r25
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	and ret0,r3,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_clear_bit_2_acquire:
	extrw,u r25,31,4,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z -1,31,16,r25
	depwi,z 1,sar,32,r3
	b,l .L9,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_2
	xor r3,r25,r25
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	and ret0,r3,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_clear_bit_2_release:
	extrw,u r25,31,4,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z -1,31,16,r25
	depwi,z 1,sar,32,r3
	b,l .L9,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_2
	xor r3,r25,r25
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	and ret0,r3,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_clear_bit_2_acq_rel:
	extrw,u r25,31,4,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z -1,31,16,r25
	depwi,z 1,sar,32,r3
	b,l .L9,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_2
	xor r3,r25,r25
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	and ret0,r3,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_clear_bit_2_seq_cst:
	extrw,u r25,31,4,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z -1,31,16,r25
	depwi,z 1,sar,32,r3
	b,l .L9,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_2
	xor r3,r25,r25
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	and ret0,r3,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_clear_bit_2_seq_cst_fence:
	extrw,u r25,31,4,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z -1,31,16,r25
	depwi,z 1,sar,32,r3
	b,l .L9,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_2
	xor r3,r25,r25
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	extrw,u ret0,31,16,ret0
	ldw -94(sp),rp
	and ret0,r3,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_change_bit_2_relaxed:
	extrw,u r25,31,4,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_2
	copy r3,r25
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	and ret0,r3,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_change_bit_2_acquire:
	extrw,u r25,31,4,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_2
	copy r3,r25
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	and ret0,r3,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_change_bit_2_release:
	extrw,u r25,31,4,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_2
	copy r3,r25
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	and ret0,r3,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_change_bit_2_acq_rel:
	extrw,u r25,31,4,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_2
	copy r3,r25
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	and ret0,r3,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_change_bit_2_seq_cst:
	extrw,u r25,31,4,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_2
	copy r3,r25
	ldw -94(sp),rp
	extrw,u ret0,31,16,ret0
	and ret0,r3,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_change_bit_2_seq_cst_fence:
	extrw,u r25,31,4,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_2
	copy r3,r25
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	extrw,u ret0,31,16,ret0
	ldw -94(sp),rp
	and ret0,r3,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_fetch_add_unless_2_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-74(sp)
	extrw,u r25,31,16,r6
	stw r5,-70(sp)
	extrw,u r24,31,16,r5
	stw r4,-6c(sp)
	copy r26,r4
	stw r3,-68(sp)
	ldh 0(r26),ret0
	sth ret0,-78(sp)
	cmpb,= ret0,r5,.L25
	ldh -78(sp),r3
	add,l r6,ret0,r24
	copy r3,r25
	copy r4,r26
	b,l .L18,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L11
	ldh -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r6
	ldw -70(sp),r5
	ldw -6c(sp),r4
	ldw -68(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_unless_2_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-74(sp)
	extrw,u r25,31,16,r6
	stw r5,-70(sp)
	extrw,u r24,31,16,r5
	stw r4,-6c(sp)
	copy r26,r4
	stw r3,-68(sp)
	ldh 0(r26),ret0
	sth ret0,-78(sp)
	cmpb,= ret0,r5,.L25
	ldh -78(sp),r3
	add,l r6,ret0,r24
	copy r3,r25
	copy r4,r26
	b,l .L18,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L11
	ldh -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r6
	ldw -70(sp),r5
	ldw -6c(sp),r4
	ldw -68(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_unless_2_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-74(sp)
	extrw,u r25,31,16,r6
	stw r5,-70(sp)
	extrw,u r24,31,16,r5
	stw r4,-6c(sp)
	copy r26,r4
	stw r3,-68(sp)
	ldh 0(r26),ret0
	sth ret0,-78(sp)
	cmpb,= ret0,r5,.L25
	ldh -78(sp),r3
	add,l r6,ret0,r24
	copy r3,r25
	copy r4,r26
	b,l .L18,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L11
	ldh -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r6
	ldw -70(sp),r5
	ldw -6c(sp),r4
	ldw -68(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_unless_2_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-74(sp)
	extrw,u r25,31,16,r6
	stw r5,-70(sp)
	extrw,u r24,31,16,r5
	stw r4,-6c(sp)
	copy r26,r4
	stw r3,-68(sp)
	ldh 0(r26),ret0
	sth ret0,-78(sp)
	cmpb,= ret0,r5,.L25
	ldh -78(sp),r3
	add,l r6,ret0,r24
	copy r3,r25
	copy r4,r26
	b,l .L18,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L11
	ldh -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r6
	ldw -70(sp),r5
	ldw -6c(sp),r4
	ldw -68(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_unless_2_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-74(sp)
	extrw,u r25,31,16,r6
	stw r5,-70(sp)
	extrw,u r24,31,16,r5
	stw r4,-6c(sp)
	copy r26,r4
	stw r3,-68(sp)
	ldh 0(r26),ret0
	sth ret0,-78(sp)
	cmpb,= ret0,r5,.L25
	ldh -78(sp),r3
	add,l r6,ret0,r24
	copy r3,r25
	copy r4,r26
	b,l .L18,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L11
	ldh -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r6
	ldw -70(sp),r5
	ldw -6c(sp),r4
	ldw -68(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_unless_2_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-74(sp)
	extrw,u r25,31,16,r6
	stw r5,-70(sp)
	extrw,u r24,31,16,r5
	stw r4,-6c(sp)
	copy r26,r4
	stw r3,-68(sp)
	ldh 0(r26),ret0
	sth ret0,-78(sp)
	cmpb,= ret0,r5,.L28
	ldh -78(sp),r3
	add,l r6,ret0,r24
	copy r3,r25
	copy r4,r26
	b,l .L18,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L11
	ldh -78(sp),ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	ldw -74(sp),r6
	ldw -70(sp),r5
	ldw -6c(sp),r4
	ldw -68(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_add_unless_2_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-74(sp)
	extrw,u r25,31,16,r6
	stw r5,-70(sp)
	extrw,u r24,31,16,r5
	stw r4,-6c(sp)
	copy r26,r4
	stw r3,-68(sp)
	ldh 0(r26),ret0
	sth ret0,-78(sp)
	cmpb,= ret0,r5,.L34
	ldh -78(sp),r3
	add,l r6,ret0,r24
	copy r3,r25
	copy r4,r26
	b,l .L18,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,=,n 0,r20,.L32
	ldi 1,ret0
	ldw -94(sp),rp
	ldw -74(sp),r6
	ldw -70(sp),r5
	ldw -6c(sp),r4
	ldw -68(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L11,r0
	ldh -78(sp),ret0
	b,l .L25,r0
	ldi 0,ret0

uat_add_unless_2_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-74(sp)
	extrw,u r25,31,16,r6
	stw r5,-70(sp)
	extrw,u r24,31,16,r5
	stw r4,-6c(sp)
	copy r26,r4
	stw r3,-68(sp)
	ldh 0(r26),ret0
	sth ret0,-78(sp)
	cmpb,= ret0,r5,.L34
	ldh -78(sp),r3
	add,l r6,ret0,r24
	copy r3,r25
	copy r4,r26
	b,l .L18,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,=,n 0,r20,.L32
	ldi 1,ret0
	ldw -94(sp),rp
	ldw -74(sp),r6
	ldw -70(sp),r5
	ldw -6c(sp),r4
	ldw -68(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L11,r0
	ldh -78(sp),ret0
	b,l .L25,r0
	ldi 0,ret0

uat_add_unless_2_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-74(sp)
	extrw,u r25,31,16,r6
	stw r5,-70(sp)
	extrw,u r24,31,16,r5
	stw r4,-6c(sp)
	copy r26,r4
	stw r3,-68(sp)
	ldh 0(r26),ret0
	sth ret0,-78(sp)
	cmpb,= ret0,r5,.L34
	ldh -78(sp),r3
	add,l r6,ret0,r24
	copy r3,r25
	copy r4,r26
	b,l .L18,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,=,n 0,r20,.L32
	ldi 1,ret0
	ldw -94(sp),rp
	ldw -74(sp),r6
	ldw -70(sp),r5
	ldw -6c(sp),r4
	ldw -68(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L11,r0
	ldh -78(sp),ret0
	b,l .L25,r0
	ldi 0,ret0

uat_add_unless_2_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-74(sp)
	extrw,u r25,31,16,r6
	stw r5,-70(sp)
	extrw,u r24,31,16,r5
	stw r4,-6c(sp)
	copy r26,r4
	stw r3,-68(sp)
	ldh 0(r26),ret0
	sth ret0,-78(sp)
	cmpb,= ret0,r5,.L34
	ldh -78(sp),r3
	add,l r6,ret0,r24
	copy r3,r25
	copy r4,r26
	b,l .L18,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,=,n 0,r20,.L32
	ldi 1,ret0
	ldw -94(sp),rp
	ldw -74(sp),r6
	ldw -70(sp),r5
	ldw -6c(sp),r4
	ldw -68(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L11,r0
	ldh -78(sp),ret0
	b,l .L25,r0
	ldi 0,ret0

uat_add_unless_2_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-74(sp)
	extrw,u r25,31,16,r6
	stw r5,-70(sp)
	extrw,u r24,31,16,r5
	stw r4,-6c(sp)
	copy r26,r4
	stw r3,-68(sp)
	ldh 0(r26),ret0
	sth ret0,-78(sp)
	cmpb,= ret0,r5,.L34
	ldh -78(sp),r3
	add,l r6,ret0,r24
	copy r3,r25
	copy r4,r26
	b,l .L18,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,=,n 0,r20,.L32
	ldi 1,ret0
	ldw -94(sp),rp
	ldw -74(sp),r6
	ldw -70(sp),r5
	ldw -6c(sp),r4
	ldw -68(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L11,r0
	ldh -78(sp),ret0
	b,l .L25,r0
	ldi 0,ret0

uat_add_unless_2_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-74(sp)
	extrw,u r25,31,16,r6
	stw r5,-70(sp)
	extrw,u r24,31,16,r5
	stw r4,-6c(sp)
	copy r26,r4
	stw r3,-68(sp)
	ldh 0(r26),ret0
	sth ret0,-78(sp)
	cmpb,= ret0,r5,.L36
	ldh -78(sp),r3
	add,l r6,ret0,r24
	copy r3,r25
	copy r4,r26
	b,l .L18,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L11
	ldh -78(sp),ret0
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldi 1,ret0
	ldw -94(sp),rp
	ldw -74(sp),r6
	ldw -70(sp),r5
	ldw -6c(sp),r4
	ldw -68(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L29,r0
	ldi 0,ret0

uat_dec_if_positive_2_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r4,-74(sp)
	copy r26,r4
	stw r3,-70(sp)
	ldh 0(r26),ret0
	sth ret0,-78(sp)
	extrw,s ret0,31,16,r19
	cmpib,>= 0,r19,.L30
	ldo -1(ret0),r24
	ldh -78(sp),r3
	copy r4,r26
	b,l .L14,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	copy r3,r25
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L7
	ldh -78(sp),ret0
	ldo -1(ret0),ret0
	extrw,u ret0,31,16,ret0
	extrw,s ret0,31,16,ret0
	ldw -94(sp),rp
	ldw -74(sp),r4
	ldw -70(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	ldil L%8000,r19
	cmpclr,= r19,ret0,r0
	addi -1,ret0,ret0
	b,l .L24,r0
	extrw,u ret0,31,16,ret0

uat_dec_if_positive_2_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r4,-74(sp)
	copy r26,r4
	stw r3,-70(sp)
	ldh 0(r26),ret0
	sth ret0,-78(sp)
	extrw,s ret0,31,16,r19
	cmpib,>= 0,r19,.L30
	ldo -1(ret0),r24
	ldh -78(sp),r3
	copy r4,r26
	b,l .L14,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	copy r3,r25
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L7
	ldh -78(sp),ret0
	ldo -1(ret0),ret0
	extrw,u ret0,31,16,ret0
	extrw,s ret0,31,16,ret0
	ldw -94(sp),rp
	ldw -74(sp),r4
	ldw -70(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	ldil L%8000,r19
	cmpclr,= r19,ret0,r0
	addi -1,ret0,ret0
	b,l .L24,r0
	extrw,u ret0,31,16,ret0

uat_dec_if_positive_2_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r4,-74(sp)
	copy r26,r4
	stw r3,-70(sp)
	ldh 0(r26),ret0
	sth ret0,-78(sp)
	extrw,s ret0,31,16,r19
	cmpib,>= 0,r19,.L30
	ldo -1(ret0),r24
	ldh -78(sp),r3
	copy r4,r26
	b,l .L14,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	copy r3,r25
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L7
	ldh -78(sp),ret0
	ldo -1(ret0),ret0
	extrw,u ret0,31,16,ret0
	extrw,s ret0,31,16,ret0
	ldw -94(sp),rp
	ldw -74(sp),r4
	ldw -70(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	ldil L%8000,r19
	cmpclr,= r19,ret0,r0
	addi -1,ret0,ret0
	b,l .L24,r0
	extrw,u ret0,31,16,ret0

uat_dec_if_positive_2_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r4,-74(sp)
	copy r26,r4
	stw r3,-70(sp)
	ldh 0(r26),ret0
	sth ret0,-78(sp)
	extrw,s ret0,31,16,r19
	cmpib,>= 0,r19,.L30
	ldo -1(ret0),r24
	ldh -78(sp),r3
	copy r4,r26
	b,l .L14,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	copy r3,r25
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L7
	ldh -78(sp),ret0
	ldo -1(ret0),ret0
	extrw,u ret0,31,16,ret0
	extrw,s ret0,31,16,ret0
	ldw -94(sp),rp
	ldw -74(sp),r4
	ldw -70(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	ldil L%8000,r19
	cmpclr,= r19,ret0,r0
	addi -1,ret0,ret0
	b,l .L24,r0
	extrw,u ret0,31,16,ret0

uat_dec_if_positive_2_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r4,-74(sp)
	copy r26,r4
	stw r3,-70(sp)
	ldh 0(r26),ret0
	sth ret0,-78(sp)
	extrw,s ret0,31,16,r19
	cmpib,>= 0,r19,.L30
	ldo -1(ret0),r24
	ldh -78(sp),r3
	copy r4,r26
	b,l .L14,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	copy r3,r25
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L7
	ldh -78(sp),ret0
	ldo -1(ret0),ret0
	extrw,u ret0,31,16,ret0
	extrw,s ret0,31,16,ret0
	ldw -94(sp),rp
	ldw -74(sp),r4
	ldw -70(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	ldil L%8000,r19
	cmpclr,= r19,ret0,r0
	addi -1,ret0,ret0
	b,l .L24,r0
	extrw,u ret0,31,16,ret0

uat_dec_if_positive_2_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r4,-74(sp)
	copy r26,r4
	stw r3,-70(sp)
	ldh 0(r26),ret0
	sth ret0,-78(sp)
	extrw,s ret0,31,16,r19
	cmpib,>= 0,r19,.L32
	ldo -1(ret0),r24
	ldh -78(sp),r3
	copy r4,r26
	b,l .L14,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_2
	copy r3,r25
	extrw,u r3,31,16,r3
	extrw,u ret0,31,16,r19
	cmpclr,<> r3,r19,r20
	ldi 1,r20
	cmpclr,= r3,r19,r0
	sth ret0,-78(sp)
	cmpib,= 0,r20,.L7
	ldh -78(sp),ret0
	ldo -1(ret0),ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	extrw,s ret0,31,16,ret0
	ldw -94(sp),rp
	ldw -74(sp),r4
	ldw -70(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	ldil L%8000,r19
	cmpclr,= r19,ret0,r0
	addi -1,ret0,ret0
	b,l .L27,r0
	extrw,s ret0,31,16,ret0

uat_cond_load_2_relaxed:
	extrw,u r25,31,16,ret0
	ldh 0(r26),r19
	cmpclr,= r19,ret0,r0
	b,l,n .L5,r0
	bv,n r0(rp)
	b,l,n .L1,r0

uat_cond_load_2_consume:
	extrw,u r25,31,16,ret0
	ldh 0(r26),r19
	ldo f(sp),r20
	depw r0,31,3,r20
	ldcw 0(r20),r20
	extrw,u r19,31,16,r19
	cmpclr,= r19,ret0,r0
	b,l,n .L9,r0
	bv,n r0(rp)
	b,l,n .L1,r0

uat_cond_load_2_acquire:
	extrw,u r25,31,16,ret0
	ldh 0(r26),r19
	ldo f(sp),r20
	depw r0,31,3,r20
	ldcw 0(r20),r20
	extrw,u r19,31,16,r19
	cmpclr,= r19,ret0,r0
	b,l,n .L9,r0
	bv,n r0(rp)
	b,l,n .L1,r0

uat_cond_load_2_seq_cst:
	extrw,u r25,31,16,ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldh 0(r26),r19
	ldo f(sp),r20
	depw r0,31,3,r20
	ldcw 0(r20),r20
	extrw,u r19,31,16,r19
	cmpclr,= r19,ret0,r0
	b,l,n .L12,r0
	bv,n r0(rp)
	b,l,n .L1,r0

uat_cond_load_2_seq_cst_fence:
	extrw,u r25,31,16,ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldh 0(r26),r19
	ldo f(sp),r20
	depw r0,31,3,r20
	ldcw 0(r20),r20
	extrw,u r19,31,16,r19
	cmpclr,= r19,ret0,r0
	b,l,n .L18,r0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	bv,n r0(rp)
	b,l,n .L4,r0

uat_inc_2_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_2
	ldi 1,r25
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_inc_2_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_2
	ldi 1,r25
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_inc_2_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_2
	ldi 1,r25
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_inc_2_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_2
	ldi 1,r25
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_inc_2_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_2
	ldi 1,r25
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_inc_2_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_2
	ldi 1,r25
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_dec_2_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_2
	ldi -1,r25
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_dec_2_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_2
	ldi -1,r25
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_dec_2_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_2
	ldi -1,r25
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_dec_2_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_2
	ldi -1,r25
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_dec_2_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_2
	ldi -1,r25
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_dec_2_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_2
	ldi -1,r25
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_around_2_mb:
	stw rp,-14(sp)
	ldo 80(sp),sp
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_2
	nop
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_load_4_relaxed:
	ldw 0(r26),ret0
	bv,n r0(rp)

uat_load_4_consume:
	ldw 0(r26),ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	bv,n r0(rp)

uat_load_4_acquire:
	ldw 0(r26),ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	bv,n r0(rp)

uat_load_4_seq_cst:
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw 0(r26),ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	bv,n r0(rp)

uat_load_4_seq_cst_fence:
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw 0(r26),ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	bv,n r0(rp)

uat_store_4_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_lock_test_and_set_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_store_4_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_lock_test_and_set_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_store_4_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_lock_test_and_set_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_store_4_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_lock_test_and_set_4
	nop
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_cmpxchg_4_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	copy r25,r3
	b,l .L6,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	stw r25,-78(sp)
	cmpclr,= r3,ret0,r0
	stw ret0,-78(sp)
	ldw -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_cmpxchg_4_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	copy r25,r3
	b,l .L6,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	stw r25,-78(sp)
	cmpclr,= r3,ret0,r0
	stw ret0,-78(sp)
	ldw -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_cmpxchg_4_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	copy r25,r3
	b,l .L6,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	stw r25,-78(sp)
	cmpclr,= r3,ret0,r0
	stw ret0,-78(sp)
	ldw -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_cmpxchg_4_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	copy r25,r3
	b,l .L6,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	stw r25,-78(sp)
	cmpclr,= r3,ret0,r0
	stw ret0,-78(sp)
	ldw -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_cmpxchg_4_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	copy r25,r3
	b,l .L6,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	stw r25,-78(sp)
	cmpclr,= r3,ret0,r0
	stw ret0,-78(sp)
	ldw -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_cmpxchg_4_seq_cst_fence_sc:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	copy r25,r3
	b,l .L6,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	stw r25,-78(sp)
	cmpclr,= r3,ret0,r0
	stw ret0,-78(sp)
	ldw -78(sp),ret0
	cmpb,<> ret0,r3,.L15
	ldw -94(sp),rp
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_cmpxchg_4_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r24,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	copy r25,r3
	b,l .L10,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	stw r25,-78(sp)
	cmpclr,= r3,ret0,r0
	stw ret0,-78(sp)
	ldw -78(sp),ret0
	cmpclr,= ret0,r3,r0
	b,l,n .L24,r0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	copy r5,r24
	stw r3,-78(sp)
	copy r3,r25
	b,l .L32,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r4,r26
	cmpclr,= r3,ret0,r0
	stw ret0,-78(sp)
	b,l .L15,r0
	ldw -78(sp),ret0

uat_cmpxchg_test_4_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r24,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	copy r25,r3
	b,l .L10,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	stw r25,-78(sp)
	cmpclr,= r3,ret0,r0
	stw ret0,-78(sp)
	ldw -78(sp),ret0
	cmpclr,= ret0,r3,r0
	b,l,n .L26,r0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	cmpclr,<> ret0,r3,ret0
	ldi 1,ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	copy r5,r24
	stw r3,-78(sp)
	copy r3,r25
	b,l .L34,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r4,r26
	cmpclr,= r3,ret0,r0
	stw ret0,-78(sp)
	b,l .L15,r0
	ldw -78(sp),ret0

uat_try_cmpxchg_4_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	copy r25,r3
	b,l .L6,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	stw r25,-78(sp)
	ldw -94(sp),rp
	cmpclr,<> r3,ret0,ret0
	ldi 1,ret0
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_4_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	copy r25,r3
	b,l .L6,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	stw r25,-78(sp)
	ldw -94(sp),rp
	cmpclr,<> r3,ret0,ret0
	ldi 1,ret0
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_4_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	copy r25,r3
	b,l .L6,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	stw r25,-78(sp)
	ldw -94(sp),rp
	cmpclr,<> r3,ret0,ret0
	ldi 1,ret0
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_4_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	copy r25,r3
	b,l .L6,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	stw r25,-78(sp)
	ldw -94(sp),rp
	cmpclr,<> r3,ret0,ret0
	ldi 1,ret0
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_4_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	copy r25,r3
	b,l .L6,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	stw r25,-78(sp)
	ldw -94(sp),rp
	cmpclr,<> r3,ret0,ret0
	ldi 1,ret0
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_4_seq_cst_fence_sc:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	copy r25,r3
	b,l .L6,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	stw r25,-78(sp)
	copy ret0,r19
	cmpclr,<> r3,ret0,ret0
	ldi 1,ret0
	cmpclr,= r3,r19,r0
	stw r19,-78(sp)
	cmpib,= 0,ret0,.L17
	ldw -94(sp),rp
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_4_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r24,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	copy r25,r3
	b,l .L10,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	stw r25,-78(sp)
	cmpclr,<> r3,ret0,r19
	ldi 1,r19
	cmpclr,= r3,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L25
	ldi 1,ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	copy r5,r24
	stw r3,-78(sp)
	copy r3,r25
	b,l .L33,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r4,r26
	copy ret0,r19
	cmpclr,<> r3,ret0,ret0
	ldi 1,ret0
	cmpb,<>,n r3,r19,.L16
	stw r19,-78(sp)
	b,l,n .L16,r0

uat_try_cmpxchg_weak_4_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	copy r25,r3
	b,l .L6,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	stw r25,-78(sp)
	ldw -94(sp),rp
	cmpclr,<> r3,ret0,ret0
	ldi 1,ret0
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_weak_4_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	copy r25,r3
	b,l .L6,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	stw r25,-78(sp)
	ldw -94(sp),rp
	cmpclr,<> r3,ret0,ret0
	ldi 1,ret0
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_weak_4_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	copy r25,r3
	b,l .L6,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	stw r25,-78(sp)
	ldw -94(sp),rp
	cmpclr,<> r3,ret0,ret0
	ldi 1,ret0
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_weak_4_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	copy r25,r3
	b,l .L6,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	stw r25,-78(sp)
	ldw -94(sp),rp
	cmpclr,<> r3,ret0,ret0
	ldi 1,ret0
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_weak_4_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	copy r25,r3
	b,l .L6,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	stw r25,-78(sp)
	ldw -94(sp),rp
	cmpclr,<> r3,ret0,ret0
	ldi 1,ret0
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_weak_4_seq_cst_fence_sc:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-74(sp)
	copy r25,r3
	b,l .L6,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	stw r25,-78(sp)
	copy ret0,r19
	cmpclr,<> r3,ret0,ret0
	ldi 1,ret0
	cmpclr,= r3,r19,r0
	stw r19,-78(sp)
	cmpib,= 0,ret0,.L17
	ldw -94(sp),rp
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	ldw -74(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_weak_4_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r24,r5
	stw r4,-70(sp)
	copy r26,r4
	stw r3,-6c(sp)
	copy r25,r3
	b,l .L10,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	stw r25,-78(sp)
	cmpclr,<> r3,ret0,r19
	ldi 1,r19
	cmpclr,= r3,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L25
	ldi 1,ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	copy r5,r24
	stw r3,-78(sp)
	copy r3,r25
	b,l .L33,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r4,r26
	copy ret0,r19
	cmpclr,<> r3,ret0,ret0
	ldi 1,ret0
	cmpb,<>,n r3,r19,.L16
	stw r19,-78(sp)
	b,l,n .L16,r0

uat_xchg_4_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r25,r5
	stw r3,-6c(sp)
	copy r26,r3
	stw r4,-70(sp)
	ldw 0(r26),ret0
	stw ret0,-78(sp)
	ldw -78(sp),r4
	copy r5,r24
	copy r4,r25
	b,l .L14,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L9
	ldw -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_xchg_4_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r25,r5
	stw r3,-6c(sp)
	copy r26,r3
	stw r4,-70(sp)
	ldw 0(r26),ret0
	stw ret0,-78(sp)
	ldw -78(sp),r4
	copy r5,r24
	copy r4,r25
	b,l .L14,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L9
	ldw -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_xchg_4_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r25,r5
	stw r3,-6c(sp)
	copy r26,r3
	stw r4,-70(sp)
	ldw 0(r26),ret0
	stw ret0,-78(sp)
	ldw -78(sp),r4
	copy r5,r24
	copy r4,r25
	b,l .L14,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L9
	ldw -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_xchg_4_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r25,r5
	stw r3,-6c(sp)
	copy r26,r3
	stw r4,-70(sp)
	ldw 0(r26),ret0
	stw ret0,-78(sp)
	ldw -78(sp),r4
	copy r5,r24
	copy r4,r25
	b,l .L14,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L9
	ldw -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_xchg_4_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r25,r5
	stw r3,-6c(sp)
	copy r26,r3
	stw r4,-70(sp)
	ldw 0(r26),ret0
	stw ret0,-78(sp)
	ldw -78(sp),r4
	copy r5,r24
	copy r4,r25
	b,l .L14,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L9
	ldw -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_xchg_4_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r25,r5
	stw r3,-6c(sp)
	copy r26,r3
	stw r4,-70(sp)
	ldw 0(r26),ret0
	stw ret0,-78(sp)
	ldw -78(sp),r4
	copy r5,r24
	copy r4,r25
	b,l .L14,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L9
	ldw -78(sp),ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_add_return_4_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_return_4_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_return_4_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_return_4_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_return_4_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_return_4_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_4
	nop
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_4_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_4_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_4_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_4_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_4_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_4_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_4
	nop
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_and_4_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_and_and_fetch_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_and_4_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_and_and_fetch_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_and_4_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_and_and_fetch_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_and_4_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_and_and_fetch_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_and_4_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_and_and_fetch_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_and_4_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_and_and_fetch_4
	nop
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_or_4_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_or_and_fetch_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_or_4_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_or_and_fetch_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_or_4_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_or_and_fetch_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_or_4_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_or_and_fetch_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_or_4_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_or_and_fetch_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_or_4_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_or_and_fetch_4
	nop
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_xor_4_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_xor_and_fetch_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_xor_4_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_xor_and_fetch_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_xor_4_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_xor_and_fetch_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_xor_4_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_xor_and_fetch_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_xor_4_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_xor_and_fetch_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_xor_4_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_xor_and_fetch_4
	nop
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_4_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_add_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_4_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_add_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_4_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_add_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_4_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_add_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_4_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_add_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_4_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_add_4
	nop
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_and_4_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_and_4_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_and_4_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_and_4_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_and_4_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_and_4_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_4
	nop
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_or_4_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_or_4_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_or_4_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_or_4_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_or_4_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_or_4_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_4
	nop
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_xor_4_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_xor_4_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_xor_4_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_xor_4_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_xor_4_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_4
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_xor_4_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_4
	nop
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_smax_4_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r25,r5
	stw r3,-6c(sp)
	copy r26,r3
	stw r4,-70(sp)
	ldw 0(r26),r24
	stw r24,-78(sp)
	ldw -78(sp),r4
	cmpclr,< r5,r24,r0
	copy r5,r24
	copy r4,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L27
	ldw -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldw -78(sp),r24

uat_fetch_smax_4_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r25,r5
	stw r3,-6c(sp)
	copy r26,r3
	stw r4,-70(sp)
	ldw 0(r26),r24
	stw r24,-78(sp)
	ldw -78(sp),r4
	cmpclr,< r5,r24,r0
	copy r5,r24
	copy r4,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L27
	ldw -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldw -78(sp),r24

uat_fetch_smax_4_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r25,r5
	stw r3,-6c(sp)
	copy r26,r3
	stw r4,-70(sp)
	ldw 0(r26),r24
	stw r24,-78(sp)
	ldw -78(sp),r4
	cmpclr,< r5,r24,r0
	copy r5,r24
	copy r4,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L27
	ldw -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldw -78(sp),r24

uat_fetch_smax_4_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r25,r5
	stw r3,-6c(sp)
	copy r26,r3
	stw r4,-70(sp)
	ldw 0(r26),r24
	stw r24,-78(sp)
	ldw -78(sp),r4
	cmpclr,< r5,r24,r0
	copy r5,r24
	copy r4,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L27
	ldw -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldw -78(sp),r24

uat_fetch_smax_4_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r25,r5
	stw r3,-6c(sp)
	copy r26,r3
	stw r4,-70(sp)
	ldw 0(r26),r24
	stw r24,-78(sp)
	ldw -78(sp),r4
	cmpclr,< r5,r24,r0
	copy r5,r24
	copy r4,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L27
	ldw -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldw -78(sp),r24

uat_fetch_smax_4_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r25,r5
	stw r3,-6c(sp)
	copy r26,r3
	stw r4,-70(sp)
	ldw 0(r26),r24
	stw r24,-78(sp)
	ldw -78(sp),r4
	cmpclr,< r5,r24,r0
	copy r5,r24
	copy r4,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L30
	ldw -78(sp),ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldw -78(sp),r24

uat_fetch_umax_4_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r25,r5
	stw r3,-6c(sp)
	copy r26,r3
	stw r4,-70(sp)
	ldw 0(r26),r24
	stw r24,-78(sp)
	ldw -78(sp),r4
	cmpclr,<< r5,r24,r0
	copy r5,r24
	copy r4,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L27
	ldw -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldw -78(sp),r24

uat_fetch_umax_4_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r25,r5
	stw r3,-6c(sp)
	copy r26,r3
	stw r4,-70(sp)
	ldw 0(r26),r24
	stw r24,-78(sp)
	ldw -78(sp),r4
	cmpclr,<< r5,r24,r0
	copy r5,r24
	copy r4,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L27
	ldw -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldw -78(sp),r24

uat_fetch_umax_4_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r25,r5
	stw r3,-6c(sp)
	copy r26,r3
	stw r4,-70(sp)
	ldw 0(r26),r24
	stw r24,-78(sp)
	ldw -78(sp),r4
	cmpclr,<< r5,r24,r0
	copy r5,r24
	copy r4,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L27
	ldw -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldw -78(sp),r24

uat_fetch_umax_4_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r25,r5
	stw r3,-6c(sp)
	copy r26,r3
	stw r4,-70(sp)
	ldw 0(r26),r24
	stw r24,-78(sp)
	ldw -78(sp),r4
	cmpclr,<< r5,r24,r0
	copy r5,r24
	copy r4,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L27
	ldw -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldw -78(sp),r24

uat_fetch_umax_4_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r25,r5
	stw r3,-6c(sp)
	copy r26,r3
	stw r4,-70(sp)
	ldw 0(r26),r24
	stw r24,-78(sp)
	ldw -78(sp),r4
	cmpclr,<< r5,r24,r0
	copy r5,r24
	copy r4,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L27
	ldw -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldw -78(sp),r24

uat_fetch_umax_4_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r25,r5
	stw r3,-6c(sp)
	copy r26,r3
	stw r4,-70(sp)
	ldw 0(r26),r24
	stw r24,-78(sp)
	ldw -78(sp),r4
	cmpclr,<< r5,r24,r0
	copy r5,r24
	copy r4,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L30
	ldw -78(sp),ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldw -78(sp),r24

uat_fetch_smin_4_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r25,r5
	stw r3,-6c(sp)
	copy r26,r3
	stw r4,-70(sp)
	ldw 0(r26),r24
	stw r24,-78(sp)
	ldw -78(sp),r4
	cmpclr,> r5,r24,r0
	copy r5,r24
	copy r4,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L27
	ldw -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldw -78(sp),r24

uat_fetch_smin_4_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r25,r5
	stw r3,-6c(sp)
	copy r26,r3
	stw r4,-70(sp)
	ldw 0(r26),r24
	stw r24,-78(sp)
	ldw -78(sp),r4
	cmpclr,> r5,r24,r0
	copy r5,r24
	copy r4,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L27
	ldw -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldw -78(sp),r24

uat_fetch_smin_4_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r25,r5
	stw r3,-6c(sp)
	copy r26,r3
	stw r4,-70(sp)
	ldw 0(r26),r24
	stw r24,-78(sp)
	ldw -78(sp),r4
	cmpclr,> r5,r24,r0
	copy r5,r24
	copy r4,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L27
	ldw -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldw -78(sp),r24

uat_fetch_smin_4_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r25,r5
	stw r3,-6c(sp)
	copy r26,r3
	stw r4,-70(sp)
	ldw 0(r26),r24
	stw r24,-78(sp)
	ldw -78(sp),r4
	cmpclr,> r5,r24,r0
	copy r5,r24
	copy r4,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L27
	ldw -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldw -78(sp),r24

uat_fetch_smin_4_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r25,r5
	stw r3,-6c(sp)
	copy r26,r3
	stw r4,-70(sp)
	ldw 0(r26),r24
	stw r24,-78(sp)
	ldw -78(sp),r4
	cmpclr,> r5,r24,r0
	copy r5,r24
	copy r4,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L27
	ldw -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldw -78(sp),r24

uat_fetch_smin_4_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r25,r5
	stw r3,-6c(sp)
	copy r26,r3
	stw r4,-70(sp)
	ldw 0(r26),r24
	stw r24,-78(sp)
	ldw -78(sp),r4
	cmpclr,> r5,r24,r0
	copy r5,r24
	copy r4,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L30
	ldw -78(sp),ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldw -78(sp),r24

uat_fetch_umin_4_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r25,r5
	stw r3,-6c(sp)
	copy r26,r3
	stw r4,-70(sp)
	ldw 0(r26),r24
	stw r24,-78(sp)
	ldw -78(sp),r4
	cmpclr,>> r5,r24,r0
	copy r5,r24
	copy r4,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L27
	ldw -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldw -78(sp),r24

uat_fetch_umin_4_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r25,r5
	stw r3,-6c(sp)
	copy r26,r3
	stw r4,-70(sp)
	ldw 0(r26),r24
	stw r24,-78(sp)
	ldw -78(sp),r4
	cmpclr,>> r5,r24,r0
	copy r5,r24
	copy r4,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L27
	ldw -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldw -78(sp),r24

uat_fetch_umin_4_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r25,r5
	stw r3,-6c(sp)
	copy r26,r3
	stw r4,-70(sp)
	ldw 0(r26),r24
	stw r24,-78(sp)
	ldw -78(sp),r4
	cmpclr,>> r5,r24,r0
	copy r5,r24
	copy r4,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L27
	ldw -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldw -78(sp),r24

uat_fetch_umin_4_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r25,r5
	stw r3,-6c(sp)
	copy r26,r3
	stw r4,-70(sp)
	ldw 0(r26),r24
	stw r24,-78(sp)
	ldw -78(sp),r4
	cmpclr,>> r5,r24,r0
	copy r5,r24
	copy r4,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L27
	ldw -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldw -78(sp),r24

uat_fetch_umin_4_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r25,r5
	stw r3,-6c(sp)
	copy r26,r3
	stw r4,-70(sp)
	ldw 0(r26),r24
	stw r24,-78(sp)
	ldw -78(sp),r4
	cmpclr,>> r5,r24,r0
	copy r5,r24
	copy r4,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L27
	ldw -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldw -78(sp),r24

uat_fetch_umin_4_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r5,-74(sp)
	copy r25,r5
	stw r3,-6c(sp)
	copy r26,r3
	stw r4,-70(sp)
	ldw 0(r26),r24
	stw r24,-78(sp)
	ldw -78(sp),r4
	cmpclr,>> r5,r24,r0
	copy r5,r24
	copy r4,r25
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L30
	ldw -78(sp),ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	ldw -74(sp),r5
	ldw -70(sp),r4
	ldw -6c(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L9,r0
	ldw -78(sp),r24

uat_test_and_set_bit_4_relaxed:
	extrw,u r25,31,5,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_4
	copy r3,r25
	ldw -94(sp),rp
	and r3,ret0,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_set_bit_4_acquire:
	extrw,u r25,31,5,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_4
	copy r3,r25
	ldw -94(sp),rp
	and r3,ret0,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_set_bit_4_release:
	extrw,u r25,31,5,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_4
	copy r3,r25
	ldw -94(sp),rp
	and r3,ret0,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_set_bit_4_acq_rel:
	extrw,u r25,31,5,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_4
	copy r3,r25
	ldw -94(sp),rp
	and r3,ret0,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_set_bit_4_seq_cst:
	extrw,u r25,31,5,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_4
	copy r3,r25
	ldw -94(sp),rp
	and r3,ret0,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_set_bit_4_seq_cst_fence:
	extrw,u r25,31,5,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_4
	copy r3,r25
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	and r3,ret0,ret0
	ldw -94(sp),rp
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_clear_bit_4_relaxed:
	extrw,u r25,31,5,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_4
	uaddcm r0,r3,r25
	ldw -94(sp),rp
	and r3,ret0,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_clear_bit_4_acquire:
	extrw,u r25,31,5,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_4
	uaddcm r0,r3,r25
	ldw -94(sp),rp
	and r3,ret0,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_clear_bit_4_release:
	extrw,u r25,31,5,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_4
	uaddcm r0,r3,r25
	ldw -94(sp),rp
	and r3,ret0,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_clear_bit_4_acq_rel:
	extrw,u r25,31,5,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_4
	uaddcm r0,r3,r25
	ldw -94(sp),rp
	and r3,ret0,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_clear_bit_4_seq_cst:
	extrw,u r25,31,5,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_4
	uaddcm r0,r3,r25
	ldw -94(sp),rp
	and r3,ret0,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_clear_bit_4_seq_cst_fence:
	extrw,u r25,31,5,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_4
	uaddcm r0,r3,r25
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	and r3,ret0,ret0
	ldw -94(sp),rp
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_change_bit_4_relaxed:
	extrw,u r25,31,5,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_4
	copy r3,r25
	ldw -94(sp),rp
	and r3,ret0,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_change_bit_4_acquire:
	extrw,u r25,31,5,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_4
	copy r3,r25
	ldw -94(sp),rp
	and r3,ret0,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_change_bit_4_release:
	extrw,u r25,31,5,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_4
	copy r3,r25
	ldw -94(sp),rp
	and r3,ret0,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_change_bit_4_acq_rel:
	extrw,u r25,31,5,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_4
	copy r3,r25
	ldw -94(sp),rp
	and r3,ret0,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_change_bit_4_seq_cst:
	extrw,u r25,31,5,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_4
	copy r3,r25
	ldw -94(sp),rp
	and r3,ret0,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_test_and_change_bit_4_seq_cst_fence:
	extrw,u r25,31,5,r25
	subi 1f,r25,r25
	stw rp,-14(sp)
	mtsar r25
	stw,ma r3,80(sp)
	depwi,z 1,sar,32,r3
	b,l .L8,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_4
	copy r3,r25
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	and r3,ret0,ret0
	ldw -94(sp),rp
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r3

uat_fetch_add_unless_4_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-74(sp)
	copy r25,r6
	stw r5,-70(sp)
	copy r24,r5
	stw r3,-68(sp)
	copy r26,r3
	stw r4,-6c(sp)
	ldw 0(r26),ret0
	stw ret0,-78(sp)
	cmpb,= ret0,r5,.L23
	ldw -78(sp),r4
	add,l r6,ret0,r24
	copy r4,r25
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L11
	ldw -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r6
	ldw -70(sp),r5
	ldw -6c(sp),r4
	ldw -68(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_unless_4_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-74(sp)
	copy r25,r6
	stw r5,-70(sp)
	copy r24,r5
	stw r3,-68(sp)
	copy r26,r3
	stw r4,-6c(sp)
	ldw 0(r26),ret0
	stw ret0,-78(sp)
	cmpb,= ret0,r5,.L23
	ldw -78(sp),r4
	add,l r6,ret0,r24
	copy r4,r25
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L11
	ldw -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r6
	ldw -70(sp),r5
	ldw -6c(sp),r4
	ldw -68(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_unless_4_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-74(sp)
	copy r25,r6
	stw r5,-70(sp)
	copy r24,r5
	stw r3,-68(sp)
	copy r26,r3
	stw r4,-6c(sp)
	ldw 0(r26),ret0
	stw ret0,-78(sp)
	cmpb,= ret0,r5,.L23
	ldw -78(sp),r4
	add,l r6,ret0,r24
	copy r4,r25
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L11
	ldw -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r6
	ldw -70(sp),r5
	ldw -6c(sp),r4
	ldw -68(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_unless_4_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-74(sp)
	copy r25,r6
	stw r5,-70(sp)
	copy r24,r5
	stw r3,-68(sp)
	copy r26,r3
	stw r4,-6c(sp)
	ldw 0(r26),ret0
	stw ret0,-78(sp)
	cmpb,= ret0,r5,.L23
	ldw -78(sp),r4
	add,l r6,ret0,r24
	copy r4,r25
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L11
	ldw -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r6
	ldw -70(sp),r5
	ldw -6c(sp),r4
	ldw -68(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_unless_4_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-74(sp)
	copy r25,r6
	stw r5,-70(sp)
	copy r24,r5
	stw r3,-68(sp)
	copy r26,r3
	stw r4,-6c(sp)
	ldw 0(r26),ret0
	stw ret0,-78(sp)
	cmpb,= ret0,r5,.L23
	ldw -78(sp),r4
	add,l r6,ret0,r24
	copy r4,r25
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L11
	ldw -78(sp),ret0
	ldw -94(sp),rp
	ldw -74(sp),r6
	ldw -70(sp),r5
	ldw -6c(sp),r4
	ldw -68(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_unless_4_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-74(sp)
	copy r25,r6
	stw r5,-70(sp)
	copy r24,r5
	stw r3,-68(sp)
	copy r26,r3
	stw r4,-6c(sp)
	ldw 0(r26),ret0
	stw ret0,-78(sp)
	cmpb,= ret0,r5,.L26
	ldw -78(sp),r4
	add,l r6,ret0,r24
	copy r4,r25
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L11
	ldw -78(sp),ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	ldw -74(sp),r6
	ldw -70(sp),r5
	ldw -6c(sp),r4
	ldw -68(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_add_unless_4_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-74(sp)
	copy r25,r6
	stw r5,-70(sp)
	copy r24,r5
	stw r3,-68(sp)
	copy r26,r3
	stw r4,-6c(sp)
	ldw 0(r26),ret0
	stw ret0,-78(sp)
	cmpb,= ret0,r5,.L32
	ldw -78(sp),r4
	add,l r6,ret0,r24
	copy r4,r25
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,=,n 0,r19,.L30
	ldi 1,ret0
	ldw -94(sp),rp
	ldw -74(sp),r6
	ldw -70(sp),r5
	ldw -6c(sp),r4
	ldw -68(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L11,r0
	ldw -78(sp),ret0
	b,l .L23,r0
	ldi 0,ret0

uat_add_unless_4_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-74(sp)
	copy r25,r6
	stw r5,-70(sp)
	copy r24,r5
	stw r3,-68(sp)
	copy r26,r3
	stw r4,-6c(sp)
	ldw 0(r26),ret0
	stw ret0,-78(sp)
	cmpb,= ret0,r5,.L32
	ldw -78(sp),r4
	add,l r6,ret0,r24
	copy r4,r25
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,=,n 0,r19,.L30
	ldi 1,ret0
	ldw -94(sp),rp
	ldw -74(sp),r6
	ldw -70(sp),r5
	ldw -6c(sp),r4
	ldw -68(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L11,r0
	ldw -78(sp),ret0
	b,l .L23,r0
	ldi 0,ret0

uat_add_unless_4_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-74(sp)
	copy r25,r6
	stw r5,-70(sp)
	copy r24,r5
	stw r3,-68(sp)
	copy r26,r3
	stw r4,-6c(sp)
	ldw 0(r26),ret0
	stw ret0,-78(sp)
	cmpb,= ret0,r5,.L32
	ldw -78(sp),r4
	add,l r6,ret0,r24
	copy r4,r25
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,=,n 0,r19,.L30
	ldi 1,ret0
	ldw -94(sp),rp
	ldw -74(sp),r6
	ldw -70(sp),r5
	ldw -6c(sp),r4
	ldw -68(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L11,r0
	ldw -78(sp),ret0
	b,l .L23,r0
	ldi 0,ret0

uat_add_unless_4_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-74(sp)
	copy r25,r6
	stw r5,-70(sp)
	copy r24,r5
	stw r3,-68(sp)
	copy r26,r3
	stw r4,-6c(sp)
	ldw 0(r26),ret0
	stw ret0,-78(sp)
	cmpb,= ret0,r5,.L32
	ldw -78(sp),r4
	add,l r6,ret0,r24
	copy r4,r25
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,=,n 0,r19,.L30
	ldi 1,ret0
	ldw -94(sp),rp
	ldw -74(sp),r6
	ldw -70(sp),r5
	ldw -6c(sp),r4
	ldw -68(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L11,r0
	ldw -78(sp),ret0
	b,l .L23,r0
	ldi 0,ret0

uat_add_unless_4_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-74(sp)
	copy r25,r6
	stw r5,-70(sp)
	copy r24,r5
	stw r3,-68(sp)
	copy r26,r3
	stw r4,-6c(sp)
	ldw 0(r26),ret0
	stw ret0,-78(sp)
	cmpb,= ret0,r5,.L32
	ldw -78(sp),r4
	add,l r6,ret0,r24
	copy r4,r25
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,=,n 0,r19,.L30
	ldi 1,ret0
	ldw -94(sp),rp
	ldw -74(sp),r6
	ldw -70(sp),r5
	ldw -6c(sp),r4
	ldw -68(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L11,r0
	ldw -78(sp),ret0
	b,l .L23,r0
	ldi 0,ret0

uat_add_unless_4_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-74(sp)
	copy r25,r6
	stw r5,-70(sp)
	copy r24,r5
	stw r3,-68(sp)
	copy r26,r3
	stw r4,-6c(sp)
	ldw 0(r26),ret0
	stw ret0,-78(sp)
	cmpb,= ret0,r5,.L34
	ldw -78(sp),r4
	add,l r6,ret0,r24
	copy r4,r25
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L11
	ldw -78(sp),ret0
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldi 1,ret0
	ldw -94(sp),rp
	ldw -74(sp),r6
	ldw -70(sp),r5
	ldw -6c(sp),r4
	ldw -68(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	b,l .L27,r0
	ldi 0,ret0

uat_dec_if_positive_4_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-70(sp)
	copy r26,r3
	stw r4,-74(sp)
	ldw 0(r26),r24
	stw r24,-78(sp)
	cmpib,>= 0,r24,.L25
	ldw -78(sp),r4
	ldo -1(r24),r24
	copy r4,r25
	b,l .L13,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L7
	ldw -78(sp),r24
	ldo -1(r24),ret0
	ldw -94(sp),rp
	ldw -74(sp),r4
	ldw -70(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	ldil L%-80000000,r19
	cmpclr,= r19,r24,r0
	addi,tr -1,r24,ret0
	copy r24,ret0
	b,l .L21,r0
	ldw -94(sp),rp

uat_dec_if_positive_4_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-70(sp)
	copy r26,r3
	stw r4,-74(sp)
	ldw 0(r26),r24
	stw r24,-78(sp)
	cmpib,>= 0,r24,.L25
	ldw -78(sp),r4
	ldo -1(r24),r24
	copy r4,r25
	b,l .L13,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L7
	ldw -78(sp),r24
	ldo -1(r24),ret0
	ldw -94(sp),rp
	ldw -74(sp),r4
	ldw -70(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	ldil L%-80000000,r19
	cmpclr,= r19,r24,r0
	addi,tr -1,r24,ret0
	copy r24,ret0
	b,l .L21,r0
	ldw -94(sp),rp

uat_dec_if_positive_4_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-70(sp)
	copy r26,r3
	stw r4,-74(sp)
	ldw 0(r26),r24
	stw r24,-78(sp)
	cmpib,>= 0,r24,.L25
	ldw -78(sp),r4
	ldo -1(r24),r24
	copy r4,r25
	b,l .L13,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L7
	ldw -78(sp),r24
	ldo -1(r24),ret0
	ldw -94(sp),rp
	ldw -74(sp),r4
	ldw -70(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	ldil L%-80000000,r19
	cmpclr,= r19,r24,r0
	addi,tr -1,r24,ret0
	copy r24,ret0
	b,l .L21,r0
	ldw -94(sp),rp

uat_dec_if_positive_4_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-70(sp)
	copy r26,r3
	stw r4,-74(sp)
	ldw 0(r26),r24
	stw r24,-78(sp)
	cmpib,>= 0,r24,.L25
	ldw -78(sp),r4
	ldo -1(r24),r24
	copy r4,r25
	b,l .L13,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L7
	ldw -78(sp),r24
	ldo -1(r24),ret0
	ldw -94(sp),rp
	ldw -74(sp),r4
	ldw -70(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	ldil L%-80000000,r19
	cmpclr,= r19,r24,r0
	addi,tr -1,r24,ret0
	copy r24,ret0
	b,l .L21,r0
	ldw -94(sp),rp

uat_dec_if_positive_4_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-70(sp)
	copy r26,r3
	stw r4,-74(sp)
	ldw 0(r26),r24
	stw r24,-78(sp)
	cmpib,>= 0,r24,.L25
	ldw -78(sp),r4
	ldo -1(r24),r24
	copy r4,r25
	b,l .L13,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L7
	ldw -78(sp),r24
	ldo -1(r24),ret0
	ldw -94(sp),rp
	ldw -74(sp),r4
	ldw -70(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	ldil L%-80000000,r19
	cmpclr,= r19,r24,r0
	addi,tr -1,r24,ret0
	copy r24,ret0
	b,l .L21,r0
	ldw -94(sp),rp

uat_dec_if_positive_4_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r3,-70(sp)
	copy r26,r3
	stw r4,-74(sp)
	ldw 0(r26),r24
	stw r24,-78(sp)
	cmpib,>= 0,r24,.L28
	ldw -78(sp),r4
	ldo -1(r24),r24
	copy r4,r25
	b,l .L13,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_4
	copy r3,r26
	cmpclr,<> r4,ret0,r19
	ldi 1,r19
	cmpclr,= r4,ret0,r0
	stw ret0,-78(sp)
	cmpib,= 0,r19,.L7
	ldw -78(sp),r24
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldo -1(r24),ret0
	ldw -94(sp),rp
	ldw -74(sp),r4
	ldw -70(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	ldil L%-80000000,r19
	cmpclr,= r19,r24,r0
	addi,tr -1,r24,ret0
	copy r24,ret0
	b,l .L24,r0
	ldw -94(sp),rp

uat_cond_load_4_relaxed:
	copy r25,ret0
	ldw 0(r26),r19
	cmpclr,= r19,ret0,r0
	b,l,n .L5,r0
	bv,n r0(rp)
	b,l,n .L1,r0

uat_cond_load_4_consume:
	copy r25,ret0
	ldw 0(r26),r19
	ldo f(sp),r20
	depw r0,31,3,r20
	ldcw 0(r20),r20
	cmpclr,= r19,ret0,r0
	b,l,n .L8,r0
	bv,n r0(rp)
	b,l,n .L1,r0

uat_cond_load_4_acquire:
	copy r25,ret0
	ldw 0(r26),r19
	ldo f(sp),r20
	depw r0,31,3,r20
	ldcw 0(r20),r20
	cmpclr,= r19,ret0,r0
	b,l,n .L8,r0
	bv,n r0(rp)
	b,l,n .L1,r0

uat_cond_load_4_seq_cst:
	copy r25,ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw 0(r26),r19
	ldo f(sp),r20
	depw r0,31,3,r20
	ldcw 0(r20),r20
	cmpclr,= r19,ret0,r0
	b,l,n .L11,r0
	bv,n r0(rp)
	b,l,n .L1,r0

uat_cond_load_4_seq_cst_fence:
	copy r25,ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw 0(r26),r19
	ldo f(sp),r20
	depw r0,31,3,r20
	ldcw 0(r20),r20
	cmpclr,= r19,ret0,r0
	b,l,n .L17,r0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	bv,n r0(rp)
	b,l,n .L4,r0

uat_inc_4_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_4
	ldi 1,r25
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_inc_4_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_4
	ldi 1,r25
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_inc_4_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_4
	ldi 1,r25
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_inc_4_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_4
	ldi 1,r25
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_inc_4_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_4
	ldi 1,r25
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_inc_4_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_4
	ldi 1,r25
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_dec_4_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_4
	ldi -1,r25
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_dec_4_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_4
	ldi -1,r25
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_dec_4_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_4
	ldi -1,r25
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_dec_4_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_4
	ldi -1,r25
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_dec_4_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_4
	ldi -1,r25
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_dec_4_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_4
	ldi -1,r25
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_around_4_mb:
	stw rp,-14(sp)
	ldo 80(sp),sp
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_4
	nop
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_load_8_relaxed:
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	bv,n r0(rp)

uat_load_8_consume:
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	bv,n r0(rp)

uat_load_8_acquire:
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	bv,n r0(rp)

uat_load_8_seq_cst:
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	bv,n r0(rp)

uat_load_8_seq_cst_fence:
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	bv,n r0(rp)

uat_store_8_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_lock_test_and_set_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_store_8_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_lock_test_and_set_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_store_8_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_lock_test_and_set_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_store_8_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_lock_test_and_set_8
	nop
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_cmpxchg_8_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	ldw -b8(sp),r19
	ldw -b4(sp),r20
	stw r4,-68(sp)
	copy r24,r4
	stw r3,-64(sp)
	stw r23,-78(sp)
	stw r24,-74(sp)
	stw r19,-70(sp)
	stw r20,-6c(sp)
	stw r19,-38(sp)
	stw r20,-34(sp)
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	copy r23,r3
	cmpb,=,n r3,ret0,.L25
	stw ret0,-78(sp)
	ldw -94(sp),rp
	stw ret1,-74(sp)
	ldw -68(sp),r4
	ldw -78(sp),ret0
	ldw -74(sp),ret1
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	cmpb,<>,n r4,ret1,.L17
	stw ret0,-78(sp)
	ldw -78(sp),ret0
	ldw -74(sp),ret1
	ldw -94(sp),rp
	ldw -68(sp),r4
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_cmpxchg_8_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	ldw -b8(sp),r19
	ldw -b4(sp),r20
	stw r4,-68(sp)
	copy r24,r4
	stw r3,-64(sp)
	stw r23,-78(sp)
	stw r24,-74(sp)
	stw r19,-70(sp)
	stw r20,-6c(sp)
	stw r19,-38(sp)
	stw r20,-34(sp)
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	copy r23,r3
	cmpb,=,n r3,ret0,.L25
	stw ret0,-78(sp)
	ldw -94(sp),rp
	stw ret1,-74(sp)
	ldw -68(sp),r4
	ldw -78(sp),ret0
	ldw -74(sp),ret1
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	cmpb,<>,n r4,ret1,.L17
	stw ret0,-78(sp)
	ldw -78(sp),ret0
	ldw -74(sp),ret1
	ldw -94(sp),rp
	ldw -68(sp),r4
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_cmpxchg_8_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	ldw -b8(sp),r19
	ldw -b4(sp),r20
	stw r4,-68(sp)
	copy r24,r4
	stw r3,-64(sp)
	stw r23,-78(sp)
	stw r24,-74(sp)
	stw r19,-70(sp)
	stw r20,-6c(sp)
	stw r19,-38(sp)
	stw r20,-34(sp)
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	copy r23,r3
	cmpb,=,n r3,ret0,.L25
	stw ret0,-78(sp)
	ldw -94(sp),rp
	stw ret1,-74(sp)
	ldw -68(sp),r4
	ldw -78(sp),ret0
	ldw -74(sp),ret1
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	cmpb,<>,n r4,ret1,.L17
	stw ret0,-78(sp)
	ldw -78(sp),ret0
	ldw -74(sp),ret1
	ldw -94(sp),rp
	ldw -68(sp),r4
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_cmpxchg_8_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	ldw -b8(sp),r19
	ldw -b4(sp),r20
	stw r4,-68(sp)
	copy r24,r4
	stw r3,-64(sp)
	stw r23,-78(sp)
	stw r24,-74(sp)
	stw r19,-70(sp)
	stw r20,-6c(sp)
	stw r19,-38(sp)
	stw r20,-34(sp)
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	copy r23,r3
	cmpb,=,n r3,ret0,.L25
	stw ret0,-78(sp)
	ldw -94(sp),rp
	stw ret1,-74(sp)
	ldw -68(sp),r4
	ldw -78(sp),ret0
	ldw -74(sp),ret1
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	cmpb,<>,n r4,ret1,.L17
	stw ret0,-78(sp)
	ldw -78(sp),ret0
	ldw -74(sp),ret1
	ldw -94(sp),rp
	ldw -68(sp),r4
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_cmpxchg_8_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	ldw -b8(sp),r19
	ldw -b4(sp),r20
	stw r4,-68(sp)
	copy r24,r4
	stw r3,-64(sp)
	stw r23,-78(sp)
	stw r24,-74(sp)
	stw r19,-70(sp)
	stw r20,-6c(sp)
	stw r19,-38(sp)
	stw r20,-34(sp)
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	copy r23,r3
	cmpb,=,n r3,ret0,.L25
	stw ret0,-78(sp)
	ldw -94(sp),rp
	stw ret1,-74(sp)
	ldw -68(sp),r4
	ldw -78(sp),ret0
	ldw -74(sp),ret1
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	cmpb,<>,n r4,ret1,.L17
	stw ret0,-78(sp)
	ldw -78(sp),ret0
	ldw -74(sp),ret1
	ldw -94(sp),rp
	ldw -68(sp),r4
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_cmpxchg_8_seq_cst_fence_sc:
	stw rp,-14(sp)
	ldo 80(sp),sp
	ldw -b8(sp),r19
	ldw -b4(sp),r20
	stw r4,-68(sp)
	copy r24,r4
	stw r3,-64(sp)
	stw r23,-78(sp)
	stw r24,-74(sp)
	stw r19,-70(sp)
	stw r20,-6c(sp)
	stw r19,-38(sp)
	stw r20,-34(sp)
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	copy r23,r3
	cmpb,=,n r3,ret0,.L31
	stw ret0,-78(sp)
	stw ret1,-74(sp)
	ldw -78(sp),ret0
	cmpb,<> ret0,r3,.L26
	ldw -74(sp),ret1
	cmpb,<> ret1,r4,.L27
	ldw -94(sp),rp
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	ldw -68(sp),r4
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	cmpb,<>,n r4,ret1,.L17
	stw ret0,-78(sp)
	b,l .L19,r0
	ldw -78(sp),ret0

uat_cmpxchg_8_seq_cst_fence:
	stw rp,-14(sp)
	ldo c0(sp),sp
	ldw -f8(sp),r19
	ldw -f4(sp),r20
	stw r6,-a8(sp)
	ldo -38(sp),r6
	stw r5,-a4(sp)
	copy r26,r5
	stw r4,-a0(sp)
	copy r24,r4
	stw r3,-9c(sp)
	stw r23,-b8(sp)
	stw r24,-b4(sp)
	stw r19,-b0(sp)
	stw r20,-ac(sp)
	stw r19,0(r6)
	stw r20,4(r6)
	b,l .L19,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	copy r23,r3
	cmpb,=,n r3,ret0,.L56
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	cmpb,<> ret0,r3,.L37
	ldw -b4(sp),ret1
	cmpclr,= ret1,r4,r0
	b,l,n .L37,r0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -d4(sp),rp
	ldw -a8(sp),r6
	ldw -a4(sp),r5
	ldw -a0(sp),r4
	ldw -9c(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw -b0(sp),ret0
	ldw -ac(sp),ret1
	copy r3,r23
	stw r3,-b8(sp)
	copy r4,r24
	stw r4,-b4(sp)
	stw ret0,0(r6)
	stw ret1,4(r6)
	b,l .L50,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	copy r5,r26
	cmpb,=,n r3,ret0,.L60
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	b,l .L27,r0
	ldw -b4(sp),ret1
	cmpb,<>,n r4,ret1,.L21
	stw ret0,-b8(sp)
	b,l .L23,r0
	ldw -b8(sp),ret0
	cmpb,<>,n r4,ret1,.L52
	stw ret0,-b8(sp)
	b,l .L54,r0
	ldw -b8(sp),ret0

uat_cmpxchg_test_8_seq_cst_fence:
	stw rp,-14(sp)
	ldo c0(sp),sp
	ldw -f8(sp),r19
	ldw -f4(sp),r20
	stw r6,-a8(sp)
	ldo -38(sp),r6
	stw r5,-a4(sp)
	copy r26,r5
	stw r4,-a0(sp)
	copy r24,r4
	stw r3,-9c(sp)
	stw r23,-b8(sp)
	stw r24,-b4(sp)
	stw r19,-b0(sp)
	stw r20,-ac(sp)
	stw r19,0(r6)
	stw r20,4(r6)
	b,l .L19,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	copy r23,r3
	cmpb,=,n r3,ret0,.L61
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	cmpb,<> ret0,r3,.L42
	ldw -b4(sp),r19
	cmpclr,= r19,r4,r0
	b,l,n .L42,r0
	xor r4,r19,r4
	xor r3,ret0,ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	or ret0,r4,ret0
	ldw -d4(sp),rp
	ldw -a8(sp),r6
	cmpiclr,<> 0,ret0,ret0
	ldi 1,ret0
	ldw -a4(sp),r5
	ldw -a0(sp),r4
	ldw -9c(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw -b0(sp),ret0
	ldw -ac(sp),ret1
	copy r3,r23
	stw r3,-b8(sp)
	copy r4,r24
	stw r4,-b4(sp)
	stw ret0,0(r6)
	stw ret1,4(r6)
	b,l .L55,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	copy r5,r26
	cmpb,=,n r3,ret0,.L65
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	b,l .L27,r0
	ldw -b4(sp),r19
	cmpb,<>,n r4,ret1,.L21
	stw ret0,-b8(sp)
	b,l .L23,r0
	ldw -b8(sp),ret0
	cmpb,<>,n r4,ret1,.L57
	stw ret0,-b8(sp)
	b,l .L59,r0
	ldw -b8(sp),ret0

uat_try_cmpxchg_8_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	ldw -b8(sp),r19
	ldw -b4(sp),r20
	stw r4,-68(sp)
	copy r24,r4
	stw r3,-64(sp)
	copy r23,r3
	stw r19,-70(sp)
	stw r20,-6c(sp)
	stw r19,-38(sp)
	stw r20,-34(sp)
	stw r23,-78(sp)
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r24,-74(sp)
	copy ret0,r19
	cmpb,= r3,r19,.L24
	ldi 1,ret0
	ldi 0,ret0
	ldw -94(sp),rp
	ldw -68(sp),r4
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	cmpb,<>,n r4,ret1,.L19
	ldi 0,ret0
	ldw -94(sp),rp
	ldw -68(sp),r4
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_8_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	ldw -b8(sp),r19
	ldw -b4(sp),r20
	stw r4,-68(sp)
	copy r24,r4
	stw r3,-64(sp)
	copy r23,r3
	stw r19,-70(sp)
	stw r20,-6c(sp)
	stw r19,-38(sp)
	stw r20,-34(sp)
	stw r23,-78(sp)
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r24,-74(sp)
	copy ret0,r19
	cmpb,= r3,r19,.L24
	ldi 1,ret0
	ldi 0,ret0
	ldw -94(sp),rp
	ldw -68(sp),r4
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	cmpb,<>,n r4,ret1,.L19
	ldi 0,ret0
	ldw -94(sp),rp
	ldw -68(sp),r4
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_8_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	ldw -b8(sp),r19
	ldw -b4(sp),r20
	stw r4,-68(sp)
	copy r24,r4
	stw r3,-64(sp)
	copy r23,r3
	stw r19,-70(sp)
	stw r20,-6c(sp)
	stw r19,-38(sp)
	stw r20,-34(sp)
	stw r23,-78(sp)
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r24,-74(sp)
	copy ret0,r19
	cmpb,= r3,r19,.L24
	ldi 1,ret0
	ldi 0,ret0
	ldw -94(sp),rp
	ldw -68(sp),r4
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	cmpb,<>,n r4,ret1,.L19
	ldi 0,ret0
	ldw -94(sp),rp
	ldw -68(sp),r4
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_8_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	ldw -b8(sp),r19
	ldw -b4(sp),r20
	stw r4,-68(sp)
	copy r24,r4
	stw r3,-64(sp)
	copy r23,r3
	stw r19,-70(sp)
	stw r20,-6c(sp)
	stw r19,-38(sp)
	stw r20,-34(sp)
	stw r23,-78(sp)
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r24,-74(sp)
	copy ret0,r19
	cmpb,= r3,r19,.L24
	ldi 1,ret0
	ldi 0,ret0
	ldw -94(sp),rp
	ldw -68(sp),r4
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	cmpb,<>,n r4,ret1,.L19
	ldi 0,ret0
	ldw -94(sp),rp
	ldw -68(sp),r4
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_8_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	ldw -b8(sp),r19
	ldw -b4(sp),r20
	stw r4,-68(sp)
	copy r24,r4
	stw r3,-64(sp)
	copy r23,r3
	stw r19,-70(sp)
	stw r20,-6c(sp)
	stw r19,-38(sp)
	stw r20,-34(sp)
	stw r23,-78(sp)
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r24,-74(sp)
	copy ret0,r19
	cmpb,= r3,r19,.L24
	ldi 1,ret0
	ldi 0,ret0
	ldw -94(sp),rp
	ldw -68(sp),r4
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	cmpb,<>,n r4,ret1,.L19
	ldi 0,ret0
	ldw -94(sp),rp
	ldw -68(sp),r4
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_8_seq_cst_fence_sc:
	stw rp,-14(sp)
	ldo 80(sp),sp
	ldw -b8(sp),r19
	ldw -b4(sp),r20
	stw r4,-68(sp)
	copy r24,r4
	stw r3,-64(sp)
	copy r23,r3
	stw r19,-70(sp)
	stw r20,-6c(sp)
	stw r19,-38(sp)
	stw r20,-34(sp)
	stw r23,-78(sp)
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r24,-74(sp)
	copy ret0,r19
	cmpb,= r3,r19,.L24
	ldi 1,ret0
	ldi 0,ret0
	ldw -94(sp),rp
	ldw -68(sp),r4
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	cmpb,<>,n r4,ret1,.L19
	ldi 0,ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	ldw -68(sp),r4
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_8_seq_cst_fence:
	stw rp,-14(sp)
	ldo c0(sp),sp
	ldw -f8(sp),r19
	ldw -f4(sp),r20
	stw r8,-a8(sp)
	ldo -38(sp),r8
	stw r7,-a4(sp)
	copy r26,r7
	stw r4,-98(sp)
	copy r24,r4
	stw r3,-94(sp)
	stw r6,-a0(sp)
	stw r5,-9c(sp)
	stw r23,-b8(sp)
	stw r24,-b4(sp)
	stw r19,-b0(sp)
	stw r20,-ac(sp)
	stw r19,0(r8)
	stw r20,4(r8)
	b,l .L21,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	copy r23,r3
	cmpb,=,n r3,ret0,.L55
	stw ret0,-b8(sp)
	copy r3,r23
	copy r4,r24
	stw ret1,-b4(sp)
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw -b0(sp),ret0
	ldw -ac(sp),ret1
	stw r3,-b8(sp)
	stw r4,-b4(sp)
	stw ret0,0(r8)
	stw ret1,4(r8)
	b,l .L37,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	copy r7,r26
	copy ret0,r19
	cmpb,= r3,r19,.L59
	ldi 1,ret0
	ldi 0,ret0
	stw r19,-b8(sp)
	stw ret1,-b4(sp)
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -d4(sp),rp
	ldw -a8(sp),r8
	ldw -a4(sp),r7
	ldw -a0(sp),r6
	ldw -9c(sp),r5
	ldw -98(sp),r4
	ldw -94(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,<>,n r4,ret1,.L23
	stw ret0,-b8(sp)
	b,l .L43,r0
	ldi 1,ret0
	cmpb,<>,n r4,ret1,.L41
	ldi 0,ret0
	b,l,n .L43,r0

uat_try_cmpxchg_weak_8_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	ldw -b8(sp),r19
	ldw -b4(sp),r20
	stw r4,-68(sp)
	copy r24,r4
	stw r3,-64(sp)
	copy r23,r3
	stw r19,-70(sp)
	stw r20,-6c(sp)
	stw r19,-38(sp)
	stw r20,-34(sp)
	stw r23,-78(sp)
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r24,-74(sp)
	copy ret0,r19
	cmpb,= r3,r19,.L24
	ldi 1,ret0
	ldi 0,ret0
	ldw -94(sp),rp
	ldw -68(sp),r4
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	cmpb,<>,n r4,ret1,.L19
	ldi 0,ret0
	ldw -94(sp),rp
	ldw -68(sp),r4
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_weak_8_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	ldw -b8(sp),r19
	ldw -b4(sp),r20
	stw r4,-68(sp)
	copy r24,r4
	stw r3,-64(sp)
	copy r23,r3
	stw r19,-70(sp)
	stw r20,-6c(sp)
	stw r19,-38(sp)
	stw r20,-34(sp)
	stw r23,-78(sp)
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r24,-74(sp)
	copy ret0,r19
	cmpb,= r3,r19,.L24
	ldi 1,ret0
	ldi 0,ret0
	ldw -94(sp),rp
	ldw -68(sp),r4
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	cmpb,<>,n r4,ret1,.L19
	ldi 0,ret0
	ldw -94(sp),rp
	ldw -68(sp),r4
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_weak_8_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	ldw -b8(sp),r19
	ldw -b4(sp),r20
	stw r4,-68(sp)
	copy r24,r4
	stw r3,-64(sp)
	copy r23,r3
	stw r19,-70(sp)
	stw r20,-6c(sp)
	stw r19,-38(sp)
	stw r20,-34(sp)
	stw r23,-78(sp)
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r24,-74(sp)
	copy ret0,r19
	cmpb,= r3,r19,.L24
	ldi 1,ret0
	ldi 0,ret0
	ldw -94(sp),rp
	ldw -68(sp),r4
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	cmpb,<>,n r4,ret1,.L19
	ldi 0,ret0
	ldw -94(sp),rp
	ldw -68(sp),r4
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_weak_8_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	ldw -b8(sp),r19
	ldw -b4(sp),r20
	stw r4,-68(sp)
	copy r24,r4
	stw r3,-64(sp)
	copy r23,r3
	stw r19,-70(sp)
	stw r20,-6c(sp)
	stw r19,-38(sp)
	stw r20,-34(sp)
	stw r23,-78(sp)
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r24,-74(sp)
	copy ret0,r19
	cmpb,= r3,r19,.L24
	ldi 1,ret0
	ldi 0,ret0
	ldw -94(sp),rp
	ldw -68(sp),r4
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	cmpb,<>,n r4,ret1,.L19
	ldi 0,ret0
	ldw -94(sp),rp
	ldw -68(sp),r4
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_weak_8_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	ldw -b8(sp),r19
	ldw -b4(sp),r20
	stw r4,-68(sp)
	copy r24,r4
	stw r3,-64(sp)
	copy r23,r3
	stw r19,-70(sp)
	stw r20,-6c(sp)
	stw r19,-38(sp)
	stw r20,-34(sp)
	stw r23,-78(sp)
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r24,-74(sp)
	copy ret0,r19
	cmpb,= r3,r19,.L24
	ldi 1,ret0
	ldi 0,ret0
	ldw -94(sp),rp
	ldw -68(sp),r4
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	cmpb,<>,n r4,ret1,.L19
	ldi 0,ret0
	ldw -94(sp),rp
	ldw -68(sp),r4
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_weak_8_seq_cst_fence_sc:
	stw rp,-14(sp)
	ldo 80(sp),sp
	ldw -b8(sp),r19
	ldw -b4(sp),r20
	stw r4,-68(sp)
	copy r24,r4
	stw r3,-64(sp)
	copy r23,r3
	stw r19,-70(sp)
	stw r20,-6c(sp)
	stw r19,-38(sp)
	stw r20,-34(sp)
	stw r23,-78(sp)
	b,l .L15,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r24,-74(sp)
	copy ret0,r19
	cmpb,= r3,r19,.L24
	ldi 1,ret0
	ldi 0,ret0
	ldw -94(sp),rp
	ldw -68(sp),r4
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	cmpb,<>,n r4,ret1,.L19
	ldi 0,ret0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	ldw -68(sp),r4
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp

uat_try_cmpxchg_weak_8_seq_cst_fence:
	stw rp,-14(sp)
	ldo c0(sp),sp
	ldw -f8(sp),r19
	ldw -f4(sp),r20
	stw r8,-a8(sp)
	ldo -38(sp),r8
	stw r7,-a4(sp)
	copy r26,r7
	stw r4,-98(sp)
	copy r24,r4
	stw r3,-94(sp)
	stw r6,-a0(sp)
	stw r5,-9c(sp)
	stw r23,-b8(sp)
	stw r24,-b4(sp)
	stw r19,-b0(sp)
	stw r20,-ac(sp)
	stw r19,0(r8)
	stw r20,4(r8)
	b,l .L21,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	copy r23,r3
	cmpb,=,n r3,ret0,.L55
	stw ret0,-b8(sp)
	copy r3,r23
	copy r4,r24
	stw ret1,-b4(sp)
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw -b0(sp),ret0
	ldw -ac(sp),ret1
	stw r3,-b8(sp)
	stw r4,-b4(sp)
	stw ret0,0(r8)
	stw ret1,4(r8)
	b,l .L37,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	copy r7,r26
	copy ret0,r19
	cmpb,= r3,r19,.L59
	ldi 1,ret0
	ldi 0,ret0
	stw r19,-b8(sp)
	stw ret1,-b4(sp)
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -d4(sp),rp
	ldw -a8(sp),r8
	ldw -a4(sp),r7
	ldw -a0(sp),r6
	ldw -9c(sp),r5
	ldw -98(sp),r4
	ldw -94(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,<>,n r4,ret1,.L23
	stw ret0,-b8(sp)
	b,l .L43,r0
	ldi 1,ret0
	cmpb,<>,n r4,ret1,.L41
	ldi 0,ret0
	b,l,n .L43,r0

uat_xchg_8_relaxed:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r7,-ac(sp)
	ldo -38(sp),r7
	stw r5,-a4(sp)
	copy r23,r5
	stw r4,-a0(sp)
	copy r24,r4
	stw r3,-9c(sp)
	copy r26,r3
	stw r8,-b0(sp)
	stw r6,-a8(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	ldw -b8(sp),r6
	ldw -b4(sp),r8
	copy r6,r23
	copy r8,r24
	stw r5,0(r7)
	copy r3,r26
	b,l .L26,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r4,4(r7)
	cmpb,=,n r6,ret0,.L30
	stw ret0,-b8(sp)
	b,l .L18,r0
	stw ret1,-b4(sp)
	cmpb,<>,n r8,ret1,.L28
	stw ret0,-b8(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	ldw -d4(sp),rp
	ldw -b0(sp),r8
	ldw -ac(sp),r7
	ldw -a8(sp),r6
	ldw -a4(sp),r5
	ldw -a0(sp),r4
	ldw -9c(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp

uat_xchg_8_acquire:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r7,-ac(sp)
	ldo -38(sp),r7
	stw r5,-a4(sp)
	copy r23,r5
	stw r4,-a0(sp)
	copy r24,r4
	stw r3,-9c(sp)
	copy r26,r3
	stw r8,-b0(sp)
	stw r6,-a8(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	ldw -b8(sp),r6
	ldw -b4(sp),r8
	copy r6,r23
	copy r8,r24
	stw r5,0(r7)
	copy r3,r26
	b,l .L26,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r4,4(r7)
	cmpb,=,n r6,ret0,.L30
	stw ret0,-b8(sp)
	b,l .L18,r0
	stw ret1,-b4(sp)
	cmpb,<>,n r8,ret1,.L28
	stw ret0,-b8(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	ldw -d4(sp),rp
	ldw -b0(sp),r8
	ldw -ac(sp),r7
	ldw -a8(sp),r6
	ldw -a4(sp),r5
	ldw -a0(sp),r4
	ldw -9c(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp

uat_xchg_8_release:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r7,-ac(sp)
	ldo -38(sp),r7
	stw r5,-a4(sp)
	copy r23,r5
	stw r4,-a0(sp)
	copy r24,r4
	stw r3,-9c(sp)
	copy r26,r3
	stw r8,-b0(sp)
	stw r6,-a8(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	ldw -b8(sp),r6
	ldw -b4(sp),r8
	copy r6,r23
	copy r8,r24
	stw r5,0(r7)
	copy r3,r26
	b,l .L26,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r4,4(r7)
	cmpb,=,n r6,ret0,.L30
	stw ret0,-b8(sp)
	b,l .L18,r0
	stw ret1,-b4(sp)
	cmpb,<>,n r8,ret1,.L28
	stw ret0,-b8(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	ldw -d4(sp),rp
	ldw -b0(sp),r8
	ldw -ac(sp),r7
	ldw -a8(sp),r6
	ldw -a4(sp),r5
	ldw -a0(sp),r4
	ldw -9c(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp

uat_xchg_8_acq_rel:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r7,-ac(sp)
	ldo -38(sp),r7
	stw r5,-a4(sp)
	copy r23,r5
	stw r4,-a0(sp)
	copy r24,r4
	stw r3,-9c(sp)
	copy r26,r3
	stw r8,-b0(sp)
	stw r6,-a8(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	ldw -b8(sp),r6
	ldw -b4(sp),r8
	copy r6,r23
	copy r8,r24
	stw r5,0(r7)
	copy r3,r26
	b,l .L26,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r4,4(r7)
	cmpb,=,n r6,ret0,.L30
	stw ret0,-b8(sp)
	b,l .L18,r0
	stw ret1,-b4(sp)
	cmpb,<>,n r8,ret1,.L28
	stw ret0,-b8(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	ldw -d4(sp),rp
	ldw -b0(sp),r8
	ldw -ac(sp),r7
	ldw -a8(sp),r6
	ldw -a4(sp),r5
	ldw -a0(sp),r4
	ldw -9c(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp

uat_xchg_8_seq_cst:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r7,-ac(sp)
	ldo -38(sp),r7
	stw r5,-a4(sp)
	copy r23,r5
	stw r4,-a0(sp)
	copy r24,r4
	stw r3,-9c(sp)
	copy r26,r3
	stw r8,-b0(sp)
	stw r6,-a8(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	ldw -b8(sp),r6
	ldw -b4(sp),r8
	copy r6,r23
	copy r8,r24
	stw r5,0(r7)
	copy r3,r26
	b,l .L26,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r4,4(r7)
	cmpb,=,n r6,ret0,.L30
	stw ret0,-b8(sp)
	b,l .L18,r0
	stw ret1,-b4(sp)
	cmpb,<>,n r8,ret1,.L28
	stw ret0,-b8(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	ldw -d4(sp),rp
	ldw -b0(sp),r8
	ldw -ac(sp),r7
	ldw -a8(sp),r6
	ldw -a4(sp),r5
	ldw -a0(sp),r4
	ldw -9c(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp

uat_xchg_8_seq_cst_fence:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r7,-ac(sp)
	ldo -38(sp),r7
	stw r5,-a4(sp)
	copy r23,r5
	stw r4,-a0(sp)
	copy r24,r4
	stw r3,-9c(sp)
	copy r26,r3
	stw r8,-b0(sp)
	stw r6,-a8(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	ldw -b8(sp),r6
	ldw -b4(sp),r8
	copy r6,r23
	copy r8,r24
	stw r5,0(r7)
	copy r3,r26
	b,l .L26,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r4,4(r7)
	cmpb,=,n r6,ret0,.L30
	stw ret0,-b8(sp)
	b,l .L18,r0
	stw ret1,-b4(sp)
	cmpb,<>,n r8,ret1,.L28
	stw ret0,-b8(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -d4(sp),rp
	ldw -b0(sp),r8
	ldw -ac(sp),r7
	ldw -a8(sp),r6
	ldw -a4(sp),r5
	ldw -a0(sp),r4
	ldw -9c(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp

uat_add_return_8_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_return_8_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_return_8_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_return_8_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_return_8_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_return_8_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_8
	nop
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_8_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_8_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_8_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_8_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_8_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_8_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_8
	nop
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_and_8_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_and_and_fetch_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_and_8_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_and_and_fetch_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_and_8_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_and_and_fetch_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_and_8_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_and_and_fetch_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_and_8_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_and_and_fetch_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_and_8_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_and_and_fetch_8
	nop
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_or_8_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_or_and_fetch_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_or_8_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_or_and_fetch_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_or_8_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_or_and_fetch_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_or_8_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_or_and_fetch_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_or_8_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_or_and_fetch_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_or_8_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_or_and_fetch_8
	nop
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_xor_8_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_xor_and_fetch_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_xor_8_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_xor_and_fetch_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_xor_8_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_xor_and_fetch_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_xor_8_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_xor_and_fetch_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_xor_8_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_xor_and_fetch_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_xor_8_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_xor_and_fetch_8
	nop
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_8_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_add_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_8_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_add_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_8_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_add_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_8_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_add_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_8_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_add_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_add_8_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_add_8
	nop
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_and_8_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_and_8_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_and_8_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_and_8_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_and_8_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_and_8_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_8
	nop
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_or_8_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_or_8_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_or_8_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_or_8_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_or_8_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_or_8_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_8
	nop
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_xor_8_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_xor_8_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_xor_8_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_xor_8_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_xor_8_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_xor_8_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	b,l .L4,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_8
	nop
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_fetch_smax_8_relaxed:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r7,-ac(sp)
	ldo -38(sp),r7
	stw r5,-a4(sp)
	copy r24,r5
	stw r4,-a0(sp)
	copy r26,r4
	stw r3,-9c(sp)
	copy r23,r3
	stw r8,-b0(sp)
	stw r6,-a8(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	cmpb,< ret0,r3,.L37
	copy ret1,r19
	cmpclr,<> ret0,r3,r0
	b,l,n .L53,r0
	ldw -b8(sp),r6
	ldw -b4(sp),r8
	copy r6,r23
	copy r8,r24
	stw ret0,0(r7)
	copy r4,r26
	b,l .L30,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r19,4(r7)
	cmpb,=,n r6,ret0,.L40
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	cmpb,>= ret0,r3,.L20
	copy ret1,r19
	copy r3,ret0
	b,l .L22,r0
	copy r5,r19
	cmpb,<>,n r8,ret1,.L32
	stw ret0,-b8(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	ldw -d4(sp),rp
	ldw -b0(sp),r8
	ldw -ac(sp),r7
	ldw -a8(sp),r6
	ldw -a4(sp),r5
	ldw -a0(sp),r4
	ldw -9c(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,>>= ret1,r5,.L23
	ldw -b8(sp),r6
	b,l .L38,r0
	copy r3,ret0

uat_fetch_smax_8_acquire:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r7,-ac(sp)
	ldo -38(sp),r7
	stw r5,-a4(sp)
	copy r24,r5
	stw r4,-a0(sp)
	copy r26,r4
	stw r3,-9c(sp)
	copy r23,r3
	stw r8,-b0(sp)
	stw r6,-a8(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	cmpb,< ret0,r3,.L37
	copy ret1,r19
	cmpclr,<> ret0,r3,r0
	b,l,n .L53,r0
	ldw -b8(sp),r6
	ldw -b4(sp),r8
	copy r6,r23
	copy r8,r24
	stw ret0,0(r7)
	copy r4,r26
	b,l .L30,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r19,4(r7)
	cmpb,=,n r6,ret0,.L40
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	cmpb,>= ret0,r3,.L20
	copy ret1,r19
	copy r3,ret0
	b,l .L22,r0
	copy r5,r19
	cmpb,<>,n r8,ret1,.L32
	stw ret0,-b8(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	ldw -d4(sp),rp
	ldw -b0(sp),r8
	ldw -ac(sp),r7
	ldw -a8(sp),r6
	ldw -a4(sp),r5
	ldw -a0(sp),r4
	ldw -9c(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,>>= ret1,r5,.L23
	ldw -b8(sp),r6
	b,l .L38,r0
	copy r3,ret0

uat_fetch_smax_8_release:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r7,-ac(sp)
	ldo -38(sp),r7
	stw r5,-a4(sp)
	copy r24,r5
	stw r4,-a0(sp)
	copy r26,r4
	stw r3,-9c(sp)
	copy r23,r3
	stw r8,-b0(sp)
	stw r6,-a8(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	cmpb,< ret0,r3,.L37
	copy ret1,r19
	cmpclr,<> ret0,r3,r0
	b,l,n .L53,r0
	ldw -b8(sp),r6
	ldw -b4(sp),r8
	copy r6,r23
	copy r8,r24
	stw ret0,0(r7)
	copy r4,r26
	b,l .L30,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r19,4(r7)
	cmpb,=,n r6,ret0,.L40
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	cmpb,>= ret0,r3,.L20
	copy ret1,r19
	copy r3,ret0
	b,l .L22,r0
	copy r5,r19
	cmpb,<>,n r8,ret1,.L32
	stw ret0,-b8(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	ldw -d4(sp),rp
	ldw -b0(sp),r8
	ldw -ac(sp),r7
	ldw -a8(sp),r6
	ldw -a4(sp),r5
	ldw -a0(sp),r4
	ldw -9c(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,>>= ret1,r5,.L23
	ldw -b8(sp),r6
	b,l .L38,r0
	copy r3,ret0

uat_fetch_smax_8_acq_rel:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r7,-ac(sp)
	ldo -38(sp),r7
	stw r5,-a4(sp)
	copy r24,r5
	stw r4,-a0(sp)
	copy r26,r4
	stw r3,-9c(sp)
	copy r23,r3
	stw r8,-b0(sp)
	stw r6,-a8(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	cmpb,< ret0,r3,.L37
	copy ret1,r19
	cmpclr,<> ret0,r3,r0
	b,l,n .L53,r0
	ldw -b8(sp),r6
	ldw -b4(sp),r8
	copy r6,r23
	copy r8,r24
	stw ret0,0(r7)
	copy r4,r26
	b,l .L30,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r19,4(r7)
	cmpb,=,n r6,ret0,.L40
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	cmpb,>= ret0,r3,.L20
	copy ret1,r19
	copy r3,ret0
	b,l .L22,r0
	copy r5,r19
	cmpb,<>,n r8,ret1,.L32
	stw ret0,-b8(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	ldw -d4(sp),rp
	ldw -b0(sp),r8
	ldw -ac(sp),r7
	ldw -a8(sp),r6
	ldw -a4(sp),r5
	ldw -a0(sp),r4
	ldw -9c(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,>>= ret1,r5,.L23
	ldw -b8(sp),r6
	b,l .L38,r0
	copy r3,ret0

uat_fetch_smax_8_seq_cst:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r7,-ac(sp)
	ldo -38(sp),r7
	stw r5,-a4(sp)
	copy r24,r5
	stw r4,-a0(sp)
	copy r26,r4
	stw r3,-9c(sp)
	copy r23,r3
	stw r8,-b0(sp)
	stw r6,-a8(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	cmpb,< ret0,r3,.L37
	copy ret1,r19
	cmpclr,<> ret0,r3,r0
	b,l,n .L53,r0
	ldw -b8(sp),r6
	ldw -b4(sp),r8
	copy r6,r23
	copy r8,r24
	stw ret0,0(r7)
	copy r4,r26
	b,l .L30,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r19,4(r7)
	cmpb,=,n r6,ret0,.L40
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	cmpb,>= ret0,r3,.L20
	copy ret1,r19
	copy r3,ret0
	b,l .L22,r0
	copy r5,r19
	cmpb,<>,n r8,ret1,.L32
	stw ret0,-b8(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	ldw -d4(sp),rp
	ldw -b0(sp),r8
	ldw -ac(sp),r7
	ldw -a8(sp),r6
	ldw -a4(sp),r5
	ldw -a0(sp),r4
	ldw -9c(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,>>= ret1,r5,.L23
	ldw -b8(sp),r6
	b,l .L38,r0
	copy r3,ret0

uat_fetch_smax_8_seq_cst_fence:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r7,-ac(sp)
	ldo -38(sp),r7
	stw r5,-a4(sp)
	copy r24,r5
	stw r4,-a0(sp)
	copy r26,r4
	stw r3,-9c(sp)
	copy r23,r3
	stw r8,-b0(sp)
	stw r6,-a8(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	cmpb,< ret0,r3,.L37
	copy ret1,r19
	cmpclr,<> ret0,r3,r0
	b,l,n .L56,r0
	ldw -b8(sp),r6
	ldw -b4(sp),r8
	copy r6,r23
	copy r8,r24
	stw ret0,0(r7)
	copy r4,r26
	b,l .L30,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r19,4(r7)
	cmpb,=,n r6,ret0,.L40
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	cmpb,>= ret0,r3,.L20
	copy ret1,r19
	copy r3,ret0
	b,l .L22,r0
	copy r5,r19
	cmpb,<>,n r8,ret1,.L32
	stw ret0,-b8(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -d4(sp),rp
	ldw -b0(sp),r8
	ldw -ac(sp),r7
	ldw -a8(sp),r6
	ldw -a4(sp),r5
	ldw -a0(sp),r4
	ldw -9c(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,>>= ret1,r5,.L23
	ldw -b8(sp),r6
	b,l .L38,r0
	copy r3,ret0

uat_fetch_umax_8_relaxed:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r7,-ac(sp)
	ldo -38(sp),r7
	stw r5,-a4(sp)
	copy r26,r5
	stw r4,-a0(sp)
	copy r24,r4
	copy r4,r19
	stw r3,-9c(sp)
	copy r23,r3
	stw r8,-b0(sp)
	stw r6,-a8(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	cmpb,<< r3,ret0,.L39
	copy r3,r20
	cmpclr,<> ret0,r3,r0
	b,l,n .L55,r0
	ldw -b8(sp),r6
	ldw -b4(sp),r8
	copy r6,r23
	copy r8,r24
	stw r20,0(r7)
	copy r5,r26
	b,l .L31,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r19,4(r7)
	cmpb,=,n r6,ret0,.L42
	stw ret0,-b8(sp)
	copy r3,r20
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	cmpb,>>= r3,ret0,.L21
	copy r4,r19
	copy ret0,r20
	b,l .L23,r0
	copy ret1,r19
	cmpb,<>,n r8,ret1,.L33
	stw ret0,-b8(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	ldw -d4(sp),rp
	ldw -b0(sp),r8
	ldw -ac(sp),r7
	ldw -a8(sp),r6
	ldw -a4(sp),r5
	ldw -a0(sp),r4
	ldw -9c(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,<<= ret1,r4,.L24
	ldw -b8(sp),r6
	b,l .L40,r0
	copy ret0,r20

uat_fetch_umax_8_acquire:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r7,-ac(sp)
	ldo -38(sp),r7
	stw r5,-a4(sp)
	copy r26,r5
	stw r4,-a0(sp)
	copy r24,r4
	copy r4,r19
	stw r3,-9c(sp)
	copy r23,r3
	stw r8,-b0(sp)
	stw r6,-a8(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	cmpb,<< r3,ret0,.L39
	copy r3,r20
	cmpclr,<> ret0,r3,r0
	b,l,n .L55,r0
	ldw -b8(sp),r6
	ldw -b4(sp),r8
	copy r6,r23
	copy r8,r24
	stw r20,0(r7)
	copy r5,r26
	b,l .L31,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r19,4(r7)
	cmpb,=,n r6,ret0,.L42
	stw ret0,-b8(sp)
	copy r3,r20
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	cmpb,>>= r3,ret0,.L21
	copy r4,r19
	copy ret0,r20
	b,l .L23,r0
	copy ret1,r19
	cmpb,<>,n r8,ret1,.L33
	stw ret0,-b8(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	ldw -d4(sp),rp
	ldw -b0(sp),r8
	ldw -ac(sp),r7
	ldw -a8(sp),r6
	ldw -a4(sp),r5
	ldw -a0(sp),r4
	ldw -9c(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,<<= ret1,r4,.L24
	ldw -b8(sp),r6
	b,l .L40,r0
	copy ret0,r20

uat_fetch_umax_8_release:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r7,-ac(sp)
	ldo -38(sp),r7
	stw r5,-a4(sp)
	copy r26,r5
	stw r4,-a0(sp)
	copy r24,r4
	copy r4,r19
	stw r3,-9c(sp)
	copy r23,r3
	stw r8,-b0(sp)
	stw r6,-a8(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	cmpb,<< r3,ret0,.L39
	copy r3,r20
	cmpclr,<> ret0,r3,r0
	b,l,n .L55,r0
	ldw -b8(sp),r6
	ldw -b4(sp),r8
	copy r6,r23
	copy r8,r24
	stw r20,0(r7)
	copy r5,r26
	b,l .L31,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r19,4(r7)
	cmpb,=,n r6,ret0,.L42
	stw ret0,-b8(sp)
	copy r3,r20
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	cmpb,>>= r3,ret0,.L21
	copy r4,r19
	copy ret0,r20
	b,l .L23,r0
	copy ret1,r19
	cmpb,<>,n r8,ret1,.L33
	stw ret0,-b8(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	ldw -d4(sp),rp
	ldw -b0(sp),r8
	ldw -ac(sp),r7
	ldw -a8(sp),r6
	ldw -a4(sp),r5
	ldw -a0(sp),r4
	ldw -9c(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,<<= ret1,r4,.L24
	ldw -b8(sp),r6
	b,l .L40,r0
	copy ret0,r20

uat_fetch_umax_8_acq_rel:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r7,-ac(sp)
	ldo -38(sp),r7
	stw r5,-a4(sp)
	copy r26,r5
	stw r4,-a0(sp)
	copy r24,r4
	copy r4,r19
	stw r3,-9c(sp)
	copy r23,r3
	stw r8,-b0(sp)
	stw r6,-a8(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	cmpb,<< r3,ret0,.L39
	copy r3,r20
	cmpclr,<> ret0,r3,r0
	b,l,n .L55,r0
	ldw -b8(sp),r6
	ldw -b4(sp),r8
	copy r6,r23
	copy r8,r24
	stw r20,0(r7)
	copy r5,r26
	b,l .L31,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r19,4(r7)
	cmpb,=,n r6,ret0,.L42
	stw ret0,-b8(sp)
	copy r3,r20
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	cmpb,>>= r3,ret0,.L21
	copy r4,r19
	copy ret0,r20
	b,l .L23,r0
	copy ret1,r19
	cmpb,<>,n r8,ret1,.L33
	stw ret0,-b8(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	ldw -d4(sp),rp
	ldw -b0(sp),r8
	ldw -ac(sp),r7
	ldw -a8(sp),r6
	ldw -a4(sp),r5
	ldw -a0(sp),r4
	ldw -9c(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,<<= ret1,r4,.L24
	ldw -b8(sp),r6
	b,l .L40,r0
	copy ret0,r20

uat_fetch_umax_8_seq_cst:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r7,-ac(sp)
	ldo -38(sp),r7
	stw r5,-a4(sp)
	copy r26,r5
	stw r4,-a0(sp)
	copy r24,r4
	copy r4,r19
	stw r3,-9c(sp)
	copy r23,r3
	stw r8,-b0(sp)
	stw r6,-a8(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	cmpb,<< r3,ret0,.L39
	copy r3,r20
	cmpclr,<> ret0,r3,r0
	b,l,n .L55,r0
	ldw -b8(sp),r6
	ldw -b4(sp),r8
	copy r6,r23
	copy r8,r24
	stw r20,0(r7)
	copy r5,r26
	b,l .L31,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r19,4(r7)
	cmpb,=,n r6,ret0,.L42
	stw ret0,-b8(sp)
	copy r3,r20
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	cmpb,>>= r3,ret0,.L21
	copy r4,r19
	copy ret0,r20
	b,l .L23,r0
	copy ret1,r19
	cmpb,<>,n r8,ret1,.L33
	stw ret0,-b8(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	ldw -d4(sp),rp
	ldw -b0(sp),r8
	ldw -ac(sp),r7
	ldw -a8(sp),r6
	ldw -a4(sp),r5
	ldw -a0(sp),r4
	ldw -9c(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,<<= ret1,r4,.L24
	ldw -b8(sp),r6
	b,l .L40,r0
	copy ret0,r20

uat_fetch_umax_8_seq_cst_fence:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r7,-ac(sp)
	ldo -38(sp),r7
	stw r5,-a4(sp)
	copy r26,r5
	stw r4,-a0(sp)
	copy r24,r4
	copy r4,r19
	stw r3,-9c(sp)
	copy r23,r3
	stw r8,-b0(sp)
	stw r6,-a8(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	cmpb,<< r3,ret0,.L39
	copy r3,r20
	cmpclr,<> ret0,r3,r0
	b,l,n .L58,r0
	ldw -b8(sp),r6
	ldw -b4(sp),r8
	copy r6,r23
	copy r8,r24
	stw r20,0(r7)
	copy r5,r26
	b,l .L31,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r19,4(r7)
	cmpb,=,n r6,ret0,.L42
	stw ret0,-b8(sp)
	copy r3,r20
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	cmpb,>>= r3,ret0,.L21
	copy r4,r19
	copy ret0,r20
	b,l .L23,r0
	copy ret1,r19
	cmpb,<>,n r8,ret1,.L33
	stw ret0,-b8(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -d4(sp),rp
	ldw -b0(sp),r8
	ldw -ac(sp),r7
	ldw -a8(sp),r6
	ldw -a4(sp),r5
	ldw -a0(sp),r4
	ldw -9c(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,<<= ret1,r4,.L24
	ldw -b8(sp),r6
	b,l .L40,r0
	copy ret0,r20

uat_fetch_smin_8_relaxed:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r7,-ac(sp)
	ldo -38(sp),r7
	stw r5,-a4(sp)
	copy r24,r5
	stw r4,-a0(sp)
	copy r26,r4
	stw r3,-9c(sp)
	copy r23,r3
	stw r8,-b0(sp)
	stw r6,-a8(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	cmpb,< r3,ret0,.L37
	copy ret1,r19
	cmpclr,<> r3,ret0,r0
	b,l,n .L53,r0
	ldw -b8(sp),r6
	ldw -b4(sp),r8
	copy r6,r23
	copy r8,r24
	stw ret0,0(r7)
	copy r4,r26
	b,l .L30,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r19,4(r7)
	cmpb,=,n r6,ret0,.L40
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	cmpb,>= r3,ret0,.L20
	copy ret1,r19
	copy r3,ret0
	b,l .L22,r0
	copy r5,r19
	cmpb,<>,n r8,ret1,.L32
	stw ret0,-b8(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	ldw -d4(sp),rp
	ldw -b0(sp),r8
	ldw -ac(sp),r7
	ldw -a8(sp),r6
	ldw -a4(sp),r5
	ldw -a0(sp),r4
	ldw -9c(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,>>= r5,ret1,.L23
	ldw -b8(sp),r6
	b,l .L38,r0
	copy r3,ret0

uat_fetch_smin_8_acquire:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r7,-ac(sp)
	ldo -38(sp),r7
	stw r5,-a4(sp)
	copy r24,r5
	stw r4,-a0(sp)
	copy r26,r4
	stw r3,-9c(sp)
	copy r23,r3
	stw r8,-b0(sp)
	stw r6,-a8(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	cmpb,< r3,ret0,.L37
	copy ret1,r19
	cmpclr,<> r3,ret0,r0
	b,l,n .L53,r0
	ldw -b8(sp),r6
	ldw -b4(sp),r8
	copy r6,r23
	copy r8,r24
	stw ret0,0(r7)
	copy r4,r26
	b,l .L30,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r19,4(r7)
	cmpb,=,n r6,ret0,.L40
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	cmpb,>= r3,ret0,.L20
	copy ret1,r19
	copy r3,ret0
	b,l .L22,r0
	copy r5,r19
	cmpb,<>,n r8,ret1,.L32
	stw ret0,-b8(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	ldw -d4(sp),rp
	ldw -b0(sp),r8
	ldw -ac(sp),r7
	ldw -a8(sp),r6
	ldw -a4(sp),r5
	ldw -a0(sp),r4
	ldw -9c(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,>>= r5,ret1,.L23
	ldw -b8(sp),r6
	b,l .L38,r0
	copy r3,ret0

uat_fetch_smin_8_release:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r7,-ac(sp)
	ldo -38(sp),r7
	stw r5,-a4(sp)
	copy r24,r5
	stw r4,-a0(sp)
	copy r26,r4
	stw r3,-9c(sp)
	copy r23,r3
	stw r8,-b0(sp)
	stw r6,-a8(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	cmpb,< r3,ret0,.L37
	copy ret1,r19
	cmpclr,<> r3,ret0,r0
	b,l,n .L53,r0
	ldw -b8(sp),r6
	ldw -b4(sp),r8
	copy r6,r23
	copy r8,r24
	stw ret0,0(r7)
	copy r4,r26
	b,l .L30,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r19,4(r7)
	cmpb,=,n r6,ret0,.L40
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	cmpb,>= r3,ret0,.L20
	copy ret1,r19
	copy r3,ret0
	b,l .L22,r0
	copy r5,r19
	cmpb,<>,n r8,ret1,.L32
	stw ret0,-b8(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	ldw -d4(sp),rp
	ldw -b0(sp),r8
	ldw -ac(sp),r7
	ldw -a8(sp),r6
	ldw -a4(sp),r5
	ldw -a0(sp),r4
	ldw -9c(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,>>= r5,ret1,.L23
	ldw -b8(sp),r6
	b,l .L38,r0
	copy r3,ret0

uat_fetch_smin_8_acq_rel:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r7,-ac(sp)
	ldo -38(sp),r7
	stw r5,-a4(sp)
	copy r24,r5
	stw r4,-a0(sp)
	copy r26,r4
	stw r3,-9c(sp)
	copy r23,r3
	stw r8,-b0(sp)
	stw r6,-a8(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	cmpb,< r3,ret0,.L37
	copy ret1,r19
	cmpclr,<> r3,ret0,r0
	b,l,n .L53,r0
	ldw -b8(sp),r6
	ldw -b4(sp),r8
	copy r6,r23
	copy r8,r24
	stw ret0,0(r7)
	copy r4,r26
	b,l .L30,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r19,4(r7)
	cmpb,=,n r6,ret0,.L40
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	cmpb,>= r3,ret0,.L20
	copy ret1,r19
	copy r3,ret0
	b,l .L22,r0
	copy r5,r19
	cmpb,<>,n r8,ret1,.L32
	stw ret0,-b8(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	ldw -d4(sp),rp
	ldw -b0(sp),r8
	ldw -ac(sp),r7
	ldw -a8(sp),r6
	ldw -a4(sp),r5
	ldw -a0(sp),r4
	ldw -9c(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,>>= r5,ret1,.L23
	ldw -b8(sp),r6
	b,l .L38,r0
	copy r3,ret0

uat_fetch_smin_8_seq_cst:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r7,-ac(sp)
	ldo -38(sp),r7
	stw r5,-a4(sp)
	copy r24,r5
	stw r4,-a0(sp)
	copy r26,r4
	stw r3,-9c(sp)
	copy r23,r3
	stw r8,-b0(sp)
	stw r6,-a8(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	cmpb,< r3,ret0,.L37
	copy ret1,r19
	cmpclr,<> r3,ret0,r0
	b,l,n .L53,r0
	ldw -b8(sp),r6
	ldw -b4(sp),r8
	copy r6,r23
	copy r8,r24
	stw ret0,0(r7)
	copy r4,r26
	b,l .L30,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r19,4(r7)
	cmpb,=,n r6,ret0,.L40
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	cmpb,>= r3,ret0,.L20
	copy ret1,r19
	copy r3,ret0
	b,l .L22,r0
	copy r5,r19
	cmpb,<>,n r8,ret1,.L32
	stw ret0,-b8(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	ldw -d4(sp),rp
	ldw -b0(sp),r8
	ldw -ac(sp),r7
	ldw -a8(sp),r6
	ldw -a4(sp),r5
	ldw -a0(sp),r4
	ldw -9c(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,>>= r5,ret1,.L23
	ldw -b8(sp),r6
	b,l .L38,r0
	copy r3,ret0

uat_fetch_smin_8_seq_cst_fence:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r7,-ac(sp)
	ldo -38(sp),r7
	stw r5,-a4(sp)
	copy r24,r5
	stw r4,-a0(sp)
	copy r26,r4
	stw r3,-9c(sp)
	copy r23,r3
	stw r8,-b0(sp)
	stw r6,-a8(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	cmpb,< r3,ret0,.L37
	copy ret1,r19
	cmpclr,<> r3,ret0,r0
	b,l,n .L56,r0
	ldw -b8(sp),r6
	ldw -b4(sp),r8
	copy r6,r23
	copy r8,r24
	stw ret0,0(r7)
	copy r4,r26
	b,l .L30,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r19,4(r7)
	cmpb,=,n r6,ret0,.L40
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	cmpb,>= r3,ret0,.L20
	copy ret1,r19
	copy r3,ret0
	b,l .L22,r0
	copy r5,r19
	cmpb,<>,n r8,ret1,.L32
	stw ret0,-b8(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -d4(sp),rp
	ldw -b0(sp),r8
	ldw -ac(sp),r7
	ldw -a8(sp),r6
	ldw -a4(sp),r5
	ldw -a0(sp),r4
	ldw -9c(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,>>= r5,ret1,.L23
	ldw -b8(sp),r6
	b,l .L38,r0
	copy r3,ret0

uat_fetch_umin_8_relaxed:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r7,-ac(sp)
	ldo -38(sp),r7
	stw r5,-a4(sp)
	copy r26,r5
	stw r4,-a0(sp)
	copy r24,r4
	copy r4,r19
	stw r3,-9c(sp)
	copy r23,r3
	stw r8,-b0(sp)
	stw r6,-a8(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	cmpb,<< ret0,r3,.L39
	copy r3,r20
	cmpclr,<> ret0,r3,r0
	b,l,n .L55,r0
	ldw -b8(sp),r6
	ldw -b4(sp),r8
	copy r6,r23
	copy r8,r24
	stw r20,0(r7)
	copy r5,r26
	b,l .L31,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r19,4(r7)
	cmpb,=,n r6,ret0,.L42
	stw ret0,-b8(sp)
	copy r3,r20
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	cmpb,>>= ret0,r3,.L21
	copy r4,r19
	copy ret0,r20
	b,l .L23,r0
	copy ret1,r19
	cmpb,<>,n r8,ret1,.L33
	stw ret0,-b8(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	ldw -d4(sp),rp
	ldw -b0(sp),r8
	ldw -ac(sp),r7
	ldw -a8(sp),r6
	ldw -a4(sp),r5
	ldw -a0(sp),r4
	ldw -9c(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,>>= ret1,r4,.L24
	ldw -b8(sp),r6
	b,l .L40,r0
	copy ret0,r20

uat_fetch_umin_8_acquire:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r7,-ac(sp)
	ldo -38(sp),r7
	stw r5,-a4(sp)
	copy r26,r5
	stw r4,-a0(sp)
	copy r24,r4
	copy r4,r19
	stw r3,-9c(sp)
	copy r23,r3
	stw r8,-b0(sp)
	stw r6,-a8(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	cmpb,<< ret0,r3,.L39
	copy r3,r20
	cmpclr,<> ret0,r3,r0
	b,l,n .L55,r0
	ldw -b8(sp),r6
	ldw -b4(sp),r8
	copy r6,r23
	copy r8,r24
	stw r20,0(r7)
	copy r5,r26
	b,l .L31,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r19,4(r7)
	cmpb,=,n r6,ret0,.L42
	stw ret0,-b8(sp)
	copy r3,r20
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	cmpb,>>= ret0,r3,.L21
	copy r4,r19
	copy ret0,r20
	b,l .L23,r0
	copy ret1,r19
	cmpb,<>,n r8,ret1,.L33
	stw ret0,-b8(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	ldw -d4(sp),rp
	ldw -b0(sp),r8
	ldw -ac(sp),r7
	ldw -a8(sp),r6
	ldw -a4(sp),r5
	ldw -a0(sp),r4
	ldw -9c(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,>>= ret1,r4,.L24
	ldw -b8(sp),r6
	b,l .L40,r0
	copy ret0,r20

uat_fetch_umin_8_release:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r7,-ac(sp)
	ldo -38(sp),r7
	stw r5,-a4(sp)
	copy r26,r5
	stw r4,-a0(sp)
	copy r24,r4
	copy r4,r19
	stw r3,-9c(sp)
	copy r23,r3
	stw r8,-b0(sp)
	stw r6,-a8(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	cmpb,<< ret0,r3,.L39
	copy r3,r20
	cmpclr,<> ret0,r3,r0
	b,l,n .L55,r0
	ldw -b8(sp),r6
	ldw -b4(sp),r8
	copy r6,r23
	copy r8,r24
	stw r20,0(r7)
	copy r5,r26
	b,l .L31,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r19,4(r7)
	cmpb,=,n r6,ret0,.L42
	stw ret0,-b8(sp)
	copy r3,r20
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	cmpb,>>= ret0,r3,.L21
	copy r4,r19
	copy ret0,r20
	b,l .L23,r0
	copy ret1,r19
	cmpb,<>,n r8,ret1,.L33
	stw ret0,-b8(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	ldw -d4(sp),rp
	ldw -b0(sp),r8
	ldw -ac(sp),r7
	ldw -a8(sp),r6
	ldw -a4(sp),r5
	ldw -a0(sp),r4
	ldw -9c(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,>>= ret1,r4,.L24
	ldw -b8(sp),r6
	b,l .L40,r0
	copy ret0,r20

uat_fetch_umin_8_acq_rel:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r7,-ac(sp)
	ldo -38(sp),r7
	stw r5,-a4(sp)
	copy r26,r5
	stw r4,-a0(sp)
	copy r24,r4
	copy r4,r19
	stw r3,-9c(sp)
	copy r23,r3
	stw r8,-b0(sp)
	stw r6,-a8(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	cmpb,<< ret0,r3,.L39
	copy r3,r20
	cmpclr,<> ret0,r3,r0
	b,l,n .L55,r0
	ldw -b8(sp),r6
	ldw -b4(sp),r8
	copy r6,r23
	copy r8,r24
	stw r20,0(r7)
	copy r5,r26
	b,l .L31,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r19,4(r7)
	cmpb,=,n r6,ret0,.L42
	stw ret0,-b8(sp)
	copy r3,r20
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	cmpb,>>= ret0,r3,.L21
	copy r4,r19
	copy ret0,r20
	b,l .L23,r0
	copy ret1,r19
	cmpb,<>,n r8,ret1,.L33
	stw ret0,-b8(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	ldw -d4(sp),rp
	ldw -b0(sp),r8
	ldw -ac(sp),r7
	ldw -a8(sp),r6
	ldw -a4(sp),r5
	ldw -a0(sp),r4
	ldw -9c(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,>>= ret1,r4,.L24
	ldw -b8(sp),r6
	b,l .L40,r0
	copy ret0,r20

uat_fetch_umin_8_seq_cst:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r7,-ac(sp)
	ldo -38(sp),r7
	stw r5,-a4(sp)
	copy r26,r5
	stw r4,-a0(sp)
	copy r24,r4
	copy r4,r19
	stw r3,-9c(sp)
	copy r23,r3
	stw r8,-b0(sp)
	stw r6,-a8(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	cmpb,<< ret0,r3,.L39
	copy r3,r20
	cmpclr,<> ret0,r3,r0
	b,l,n .L55,r0
	ldw -b8(sp),r6
	ldw -b4(sp),r8
	copy r6,r23
	copy r8,r24
	stw r20,0(r7)
	copy r5,r26
	b,l .L31,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r19,4(r7)
	cmpb,=,n r6,ret0,.L42
	stw ret0,-b8(sp)
	copy r3,r20
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	cmpb,>>= ret0,r3,.L21
	copy r4,r19
	copy ret0,r20
	b,l .L23,r0
	copy ret1,r19
	cmpb,<>,n r8,ret1,.L33
	stw ret0,-b8(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	ldw -d4(sp),rp
	ldw -b0(sp),r8
	ldw -ac(sp),r7
	ldw -a8(sp),r6
	ldw -a4(sp),r5
	ldw -a0(sp),r4
	ldw -9c(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,>>= ret1,r4,.L24
	ldw -b8(sp),r6
	b,l .L40,r0
	copy ret0,r20

uat_fetch_umin_8_seq_cst_fence:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r7,-ac(sp)
	ldo -38(sp),r7
	stw r5,-a4(sp)
	copy r26,r5
	stw r4,-a0(sp)
	copy r24,r4
	copy r4,r19
	stw r3,-9c(sp)
	copy r23,r3
	stw r8,-b0(sp)
	stw r6,-a8(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	cmpb,<< ret0,r3,.L39
	copy r3,r20
	cmpclr,<> ret0,r3,r0
	b,l,n .L58,r0
	ldw -b8(sp),r6
	ldw -b4(sp),r8
	copy r6,r23
	copy r8,r24
	stw r20,0(r7)
	copy r5,r26
	b,l .L31,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	stw r19,4(r7)
	cmpb,=,n r6,ret0,.L42
	stw ret0,-b8(sp)
	copy r3,r20
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	cmpb,>>= ret0,r3,.L21
	copy r4,r19
	copy ret0,r20
	b,l .L23,r0
	copy ret1,r19
	cmpb,<>,n r8,ret1,.L33
	stw ret0,-b8(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -d4(sp),rp
	ldw -b0(sp),r8
	ldw -ac(sp),r7
	ldw -a8(sp),r6
	ldw -a4(sp),r5
	ldw -a0(sp),r4
	ldw -9c(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,>>= ret1,r4,.L24
	ldw -b8(sp),r6
	b,l .L40,r0
	copy ret0,r20

uat_test_and_set_bit_8_relaxed:
	stw rp,-14(sp)
	extrw,u r25,31,6,ret0
	ldi 20,r19
	stw,ma r4,80(sp)
	stw r3,-7c(sp)
	and r25,r19,r3
	cmpib,= 0,r3,.L23
	subi 1f,ret0,ret0
	mtsar ret0
	ldi 0,r4
	depwi,z 1,sar,32,r3
	copy r3,r23
	b,l .L14,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_8
	copy r4,r24
	and r3,ret0,r3
	and r4,ret1,r4
	ldw -94(sp),rp
	or r3,r4,r3
	cmpiclr,= 0,r3,ret0
	ldi 1,ret0
	ldw -7c(sp),r3
	bv r0(rp)
	ldw,mb -80(sp),r4
	mtsar ret0
	b,l .L11,r0
	depwi,z 1,sar,32,r4

uat_test_and_set_bit_8_acquire:
	stw rp,-14(sp)
	extrw,u r25,31,6,ret0
	ldi 20,r19
	stw,ma r4,80(sp)
	stw r3,-7c(sp)
	and r25,r19,r3
	cmpib,= 0,r3,.L23
	subi 1f,ret0,ret0
	mtsar ret0
	ldi 0,r4
	depwi,z 1,sar,32,r3
	copy r3,r23
	b,l .L14,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_8
	copy r4,r24
	and r3,ret0,r3
	and r4,ret1,r4
	ldw -94(sp),rp
	or r3,r4,r3
	cmpiclr,= 0,r3,ret0
	ldi 1,ret0
	ldw -7c(sp),r3
	bv r0(rp)
	ldw,mb -80(sp),r4
	mtsar ret0
	b,l .L11,r0
	depwi,z 1,sar,32,r4

uat_test_and_set_bit_8_release:
	stw rp,-14(sp)
	extrw,u r25,31,6,ret0
	ldi 20,r19
	stw,ma r4,80(sp)
	stw r3,-7c(sp)
	and r25,r19,r3
	cmpib,= 0,r3,.L23
	subi 1f,ret0,ret0
	mtsar ret0
	ldi 0,r4
	depwi,z 1,sar,32,r3
	copy r3,r23
	b,l .L14,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_8
	copy r4,r24
	and r3,ret0,r3
	and r4,ret1,r4
	ldw -94(sp),rp
	or r3,r4,r3
	cmpiclr,= 0,r3,ret0
	ldi 1,ret0
	ldw -7c(sp),r3
	bv r0(rp)
	ldw,mb -80(sp),r4
	mtsar ret0
	b,l .L11,r0
	depwi,z 1,sar,32,r4

uat_test_and_set_bit_8_acq_rel:
	stw rp,-14(sp)
	extrw,u r25,31,6,ret0
	ldi 20,r19
	stw,ma r4,80(sp)
	stw r3,-7c(sp)
	and r25,r19,r3
	cmpib,= 0,r3,.L23
	subi 1f,ret0,ret0
	mtsar ret0
	ldi 0,r4
	depwi,z 1,sar,32,r3
	copy r3,r23
	b,l .L14,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_8
	copy r4,r24
	and r3,ret0,r3
	and r4,ret1,r4
	ldw -94(sp),rp
	or r3,r4,r3
	cmpiclr,= 0,r3,ret0
	ldi 1,ret0
	ldw -7c(sp),r3
	bv r0(rp)
	ldw,mb -80(sp),r4
	mtsar ret0
	b,l .L11,r0
	depwi,z 1,sar,32,r4

uat_test_and_set_bit_8_seq_cst:
	stw rp,-14(sp)
	extrw,u r25,31,6,ret0
	ldi 20,r19
	stw,ma r4,80(sp)
	stw r3,-7c(sp)
	and r25,r19,r3
	cmpib,= 0,r3,.L23
	subi 1f,ret0,ret0
	mtsar ret0
	ldi 0,r4
	depwi,z 1,sar,32,r3
	copy r3,r23
	b,l .L14,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_8
	copy r4,r24
	and r3,ret0,r3
	and r4,ret1,r4
	ldw -94(sp),rp
	or r3,r4,r3
	cmpiclr,= 0,r3,ret0
	ldi 1,ret0
	ldw -7c(sp),r3
	bv r0(rp)
	ldw,mb -80(sp),r4
	mtsar ret0
	b,l .L11,r0
	depwi,z 1,sar,32,r4

uat_test_and_set_bit_8_seq_cst_fence:
	stw rp,-14(sp)
	extrw,u r25,31,6,ret0
	ldi 20,r19
	stw,ma r4,80(sp)
	stw r3,-7c(sp)
	and r25,r19,r3
	cmpib,= 0,r3,.L26
	subi 1f,ret0,ret0
	mtsar ret0
	ldi 0,r4
	depwi,z 1,sar,32,r3
	copy r3,r23
	b,l .L14,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_or_8
	copy r4,r24
	and r3,ret0,r3
	and r4,ret1,r4
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	or r3,r4,r3
	ldw -94(sp),rp
	cmpiclr,= 0,r3,ret0
	ldi 1,ret0
	ldw -7c(sp),r3
	bv r0(rp)
	ldw,mb -80(sp),r4
	mtsar ret0
	b,l .L11,r0
	depwi,z 1,sar,32,r4

uat_test_and_clear_bit_8_relaxed:
	stw rp,-14(sp)
	extrw,u r25,31,6,ret0
	ldi 20,r19
	stw,ma r4,80(sp)
	and r25,r19,r25
	stw r3,-7c(sp)
	cmpib,= 0,r25,.L26
	subi 1f,ret0,ret0
	mtsar ret0
	ldi 0,r19
	depwi,z 1,sar,32,ret0
	copy r19,r4
	copy ret0,r3
	uaddcm r0,r3,r23
	uaddcm r0,r4,r24
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_8
	nop
	ldw -94(sp),rp
	and ret0,r3,ret0
	and ret1,r4,ret1
	ldw -7c(sp),r3
	or ret0,ret1,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r4
	mtsar ret0
	copy r25,r3
	depwi,z 1,sar,32,ret0
	b,l .L13,r0
	copy ret0,r4

uat_test_and_clear_bit_8_acquire:
	stw rp,-14(sp)
	extrw,u r25,31,6,ret0
	ldi 20,r19
	stw,ma r4,80(sp)
	and r25,r19,r25
	stw r3,-7c(sp)
	cmpib,= 0,r25,.L26
	subi 1f,ret0,ret0
	mtsar ret0
	ldi 0,r19
	depwi,z 1,sar,32,ret0
	copy r19,r4
	copy ret0,r3
	uaddcm r0,r3,r23
	uaddcm r0,r4,r24
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_8
	nop
	ldw -94(sp),rp
	and ret0,r3,ret0
	and ret1,r4,ret1
	ldw -7c(sp),r3
	or ret0,ret1,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r4
	mtsar ret0
	copy r25,r3
	depwi,z 1,sar,32,ret0
	b,l .L13,r0
	copy ret0,r4

uat_test_and_clear_bit_8_release:
	stw rp,-14(sp)
	extrw,u r25,31,6,ret0
	ldi 20,r19
	stw,ma r4,80(sp)
	and r25,r19,r25
	stw r3,-7c(sp)
	cmpib,= 0,r25,.L26
	subi 1f,ret0,ret0
	mtsar ret0
	ldi 0,r19
	depwi,z 1,sar,32,ret0
	copy r19,r4
	copy ret0,r3
	uaddcm r0,r3,r23
	uaddcm r0,r4,r24
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_8
	nop
	ldw -94(sp),rp
	and ret0,r3,ret0
	and ret1,r4,ret1
	ldw -7c(sp),r3
	or ret0,ret1,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r4
	mtsar ret0
	copy r25,r3
	depwi,z 1,sar,32,ret0
	b,l .L13,r0
	copy ret0,r4

uat_test_and_clear_bit_8_acq_rel:
	stw rp,-14(sp)
	extrw,u r25,31,6,ret0
	ldi 20,r19
	stw,ma r4,80(sp)
	and r25,r19,r25
	stw r3,-7c(sp)
	cmpib,= 0,r25,.L26
	subi 1f,ret0,ret0
	mtsar ret0
	ldi 0,r19
	depwi,z 1,sar,32,ret0
	copy r19,r4
	copy ret0,r3
	uaddcm r0,r3,r23
	uaddcm r0,r4,r24
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_8
	nop
	ldw -94(sp),rp
	and ret0,r3,ret0
	and ret1,r4,ret1
	ldw -7c(sp),r3
	or ret0,ret1,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r4
	mtsar ret0
	copy r25,r3
	depwi,z 1,sar,32,ret0
	b,l .L13,r0
	copy ret0,r4

uat_test_and_clear_bit_8_seq_cst:
	stw rp,-14(sp)
	extrw,u r25,31,6,ret0
	ldi 20,r19
	stw,ma r4,80(sp)
	and r25,r19,r25
	stw r3,-7c(sp)
	cmpib,= 0,r25,.L26
	subi 1f,ret0,ret0
	mtsar ret0
	ldi 0,r19
	depwi,z 1,sar,32,ret0
	copy r19,r4
	copy ret0,r3
	uaddcm r0,r3,r23
	uaddcm r0,r4,r24
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_8
	nop
	ldw -94(sp),rp
	and ret0,r3,ret0
	and ret1,r4,ret1
	ldw -7c(sp),r3
	or ret0,ret1,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r4
	mtsar ret0
	copy r25,r3
	depwi,z 1,sar,32,ret0
	b,l .L13,r0
	copy ret0,r4

uat_test_and_clear_bit_8_seq_cst_fence:
	stw rp,-14(sp)
	extrw,u r25,31,6,ret0
	ldi 20,r19
	stw,ma r4,80(sp)
	and r25,r19,r25
	stw r3,-7c(sp)
	cmpib,= 0,r25,.L29
	subi 1f,ret0,ret0
	mtsar ret0
	ldi 0,r19
	depwi,z 1,sar,32,ret0
	copy r19,r4
	copy ret0,r3
	uaddcm r0,r3,r23
	uaddcm r0,r4,r24
	b,l .L17,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_and_8
	nop
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	and ret0,r3,ret0
	ldw -94(sp),rp
	ldw -7c(sp),r3
	and ret1,r4,ret1
	or ret0,ret1,ret0
	cmpiclr,= 0,ret0,ret0
	ldi 1,ret0
	bv r0(rp)
	ldw,mb -80(sp),r4
	mtsar ret0
	copy r25,r3
	depwi,z 1,sar,32,ret0
	b,l .L13,r0
	copy ret0,r4

uat_test_and_change_bit_8_relaxed:
	stw rp,-14(sp)
	extrw,u r25,31,6,ret0
	ldi 20,r19
	stw,ma r4,80(sp)
	stw r3,-7c(sp)
	and r25,r19,r3
	cmpib,= 0,r3,.L23
	subi 1f,ret0,ret0
	mtsar ret0
	ldi 0,r4
	depwi,z 1,sar,32,r3
	copy r3,r23
	b,l .L14,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_8
	copy r4,r24
	and r3,ret0,r3
	and r4,ret1,r4
	ldw -94(sp),rp
	or r3,r4,r3
	cmpiclr,= 0,r3,ret0
	ldi 1,ret0
	ldw -7c(sp),r3
	bv r0(rp)
	ldw,mb -80(sp),r4
	mtsar ret0
	b,l .L11,r0
	depwi,z 1,sar,32,r4

uat_test_and_change_bit_8_acquire:
	stw rp,-14(sp)
	extrw,u r25,31,6,ret0
	ldi 20,r19
	stw,ma r4,80(sp)
	stw r3,-7c(sp)
	and r25,r19,r3
	cmpib,= 0,r3,.L23
	subi 1f,ret0,ret0
	mtsar ret0
	ldi 0,r4
	depwi,z 1,sar,32,r3
	copy r3,r23
	b,l .L14,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_8
	copy r4,r24
	and r3,ret0,r3
	and r4,ret1,r4
	ldw -94(sp),rp
	or r3,r4,r3
	cmpiclr,= 0,r3,ret0
	ldi 1,ret0
	ldw -7c(sp),r3
	bv r0(rp)
	ldw,mb -80(sp),r4
	mtsar ret0
	b,l .L11,r0
	depwi,z 1,sar,32,r4

uat_test_and_change_bit_8_release:
	stw rp,-14(sp)
	extrw,u r25,31,6,ret0
	ldi 20,r19
	stw,ma r4,80(sp)
	stw r3,-7c(sp)
	and r25,r19,r3
	cmpib,= 0,r3,.L23
	subi 1f,ret0,ret0
	mtsar ret0
	ldi 0,r4
	depwi,z 1,sar,32,r3
	copy r3,r23
	b,l .L14,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_8
	copy r4,r24
	and r3,ret0,r3
	and r4,ret1,r4
	ldw -94(sp),rp
	or r3,r4,r3
	cmpiclr,= 0,r3,ret0
	ldi 1,ret0
	ldw -7c(sp),r3
	bv r0(rp)
	ldw,mb -80(sp),r4
	mtsar ret0
	b,l .L11,r0
	depwi,z 1,sar,32,r4

uat_test_and_change_bit_8_acq_rel:
	stw rp,-14(sp)
	extrw,u r25,31,6,ret0
	ldi 20,r19
	stw,ma r4,80(sp)
	stw r3,-7c(sp)
	and r25,r19,r3
	cmpib,= 0,r3,.L23
	subi 1f,ret0,ret0
	mtsar ret0
	ldi 0,r4
	depwi,z 1,sar,32,r3
	copy r3,r23
	b,l .L14,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_8
	copy r4,r24
	and r3,ret0,r3
	and r4,ret1,r4
	ldw -94(sp),rp
	or r3,r4,r3
	cmpiclr,= 0,r3,ret0
	ldi 1,ret0
	ldw -7c(sp),r3
	bv r0(rp)
	ldw,mb -80(sp),r4
	mtsar ret0
	b,l .L11,r0
	depwi,z 1,sar,32,r4

uat_test_and_change_bit_8_seq_cst:
	stw rp,-14(sp)
	extrw,u r25,31,6,ret0
	ldi 20,r19
	stw,ma r4,80(sp)
	stw r3,-7c(sp)
	and r25,r19,r3
	cmpib,= 0,r3,.L23
	subi 1f,ret0,ret0
	mtsar ret0
	ldi 0,r4
	depwi,z 1,sar,32,r3
	copy r3,r23
	b,l .L14,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_8
	copy r4,r24
	and r3,ret0,r3
	and r4,ret1,r4
	ldw -94(sp),rp
	or r3,r4,r3
	cmpiclr,= 0,r3,ret0
	ldi 1,ret0
	ldw -7c(sp),r3
	bv r0(rp)
	ldw,mb -80(sp),r4
	mtsar ret0
	b,l .L11,r0
	depwi,z 1,sar,32,r4

uat_test_and_change_bit_8_seq_cst_fence:
	stw rp,-14(sp)
	extrw,u r25,31,6,ret0
	ldi 20,r19
	stw,ma r4,80(sp)
	stw r3,-7c(sp)
	and r25,r19,r3
	cmpib,= 0,r3,.L26
	subi 1f,ret0,ret0
	mtsar ret0
	ldi 0,r4
	depwi,z 1,sar,32,r3
	copy r3,r23
	b,l .L14,rp
		-> R_PARISC_PCREL17F __sync_fetch_and_xor_8
	copy r4,r24
	and r3,ret0,r3
	and r4,ret1,r4
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	or r3,r4,r3
	ldw -94(sp),rp
	cmpiclr,= 0,r3,ret0
	ldi 1,ret0
	ldw -7c(sp),r3
	bv r0(rp)
	ldw,mb -80(sp),r4
	mtsar ret0
	b,l .L11,r0
	depwi,z 1,sar,32,r4

uat_fetch_add_unless_8_relaxed:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r10,-b0(sp)
	ldo -38(sp),r10
	stw r9,-ac(sp)
	ldw -f4(sp),r9
	stw r8,-a8(sp)
	ldw -f8(sp),r8
	stw r6,-a0(sp)
	copy r24,r6
	stw r5,-9c(sp)
	copy r23,r5
	stw r3,-94(sp)
	copy r26,r3
	stw r7,-a4(sp)
	stw r4,-98(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	cmpclr,<> ret0,r8,r0
	b,l,n .L55,r0
	add ret1,r6,ret1
	add,c ret0,r5,ret0
	ldw -b8(sp),r4
	ldw -b4(sp),r7
	copy r4,r23
	copy r7,r24
	stw ret0,0(r10)
	stw ret1,4(r10)
	b,l .L34,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	copy r3,r26
	cmpb,=,n r4,ret0,.L40
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	b,l,n .L22,r0
	cmpb,<>,n r7,ret1,.L36
	stw ret0,-b8(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	ldw -d4(sp),rp
	ldw -b0(sp),r10
	ldw -ac(sp),r9
	ldw -a8(sp),r8
	ldw -a4(sp),r7
	ldw -a0(sp),r6
	ldw -9c(sp),r5
	ldw -98(sp),r4
	ldw -94(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,<> ret1,r9,.L24
	ldw -d4(sp),rp
	b,l .L46,r0
	ldw -b0(sp),r10

uat_fetch_add_unless_8_acquire:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r10,-b0(sp)
	ldo -38(sp),r10
	stw r9,-ac(sp)
	ldw -f4(sp),r9
	stw r8,-a8(sp)
	ldw -f8(sp),r8
	stw r6,-a0(sp)
	copy r24,r6
	stw r5,-9c(sp)
	copy r23,r5
	stw r3,-94(sp)
	copy r26,r3
	stw r7,-a4(sp)
	stw r4,-98(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	cmpclr,<> ret0,r8,r0
	b,l,n .L55,r0
	add ret1,r6,ret1
	add,c ret0,r5,ret0
	ldw -b8(sp),r4
	ldw -b4(sp),r7
	copy r4,r23
	copy r7,r24
	stw ret0,0(r10)
	stw ret1,4(r10)
	b,l .L34,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	copy r3,r26
	cmpb,=,n r4,ret0,.L40
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	b,l,n .L22,r0
	cmpb,<>,n r7,ret1,.L36
	stw ret0,-b8(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	ldw -d4(sp),rp
	ldw -b0(sp),r10
	ldw -ac(sp),r9
	ldw -a8(sp),r8
	ldw -a4(sp),r7
	ldw -a0(sp),r6
	ldw -9c(sp),r5
	ldw -98(sp),r4
	ldw -94(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,<> ret1,r9,.L24
	ldw -d4(sp),rp
	b,l .L46,r0
	ldw -b0(sp),r10

uat_fetch_add_unless_8_release:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r10,-b0(sp)
	ldo -38(sp),r10
	stw r9,-ac(sp)
	ldw -f4(sp),r9
	stw r8,-a8(sp)
	ldw -f8(sp),r8
	stw r6,-a0(sp)
	copy r24,r6
	stw r5,-9c(sp)
	copy r23,r5
	stw r3,-94(sp)
	copy r26,r3
	stw r7,-a4(sp)
	stw r4,-98(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	cmpclr,<> ret0,r8,r0
	b,l,n .L55,r0
	add ret1,r6,ret1
	add,c ret0,r5,ret0
	ldw -b8(sp),r4
	ldw -b4(sp),r7
	copy r4,r23
	copy r7,r24
	stw ret0,0(r10)
	stw ret1,4(r10)
	b,l .L34,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	copy r3,r26
	cmpb,=,n r4,ret0,.L40
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	b,l,n .L22,r0
	cmpb,<>,n r7,ret1,.L36
	stw ret0,-b8(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	ldw -d4(sp),rp
	ldw -b0(sp),r10
	ldw -ac(sp),r9
	ldw -a8(sp),r8
	ldw -a4(sp),r7
	ldw -a0(sp),r6
	ldw -9c(sp),r5
	ldw -98(sp),r4
	ldw -94(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,<> ret1,r9,.L24
	ldw -d4(sp),rp
	b,l .L46,r0
	ldw -b0(sp),r10

uat_fetch_add_unless_8_acq_rel:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r10,-b0(sp)
	ldo -38(sp),r10
	stw r9,-ac(sp)
	ldw -f4(sp),r9
	stw r8,-a8(sp)
	ldw -f8(sp),r8
	stw r6,-a0(sp)
	copy r24,r6
	stw r5,-9c(sp)
	copy r23,r5
	stw r3,-94(sp)
	copy r26,r3
	stw r7,-a4(sp)
	stw r4,-98(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	cmpclr,<> ret0,r8,r0
	b,l,n .L55,r0
	add ret1,r6,ret1
	add,c ret0,r5,ret0
	ldw -b8(sp),r4
	ldw -b4(sp),r7
	copy r4,r23
	copy r7,r24
	stw ret0,0(r10)
	stw ret1,4(r10)
	b,l .L34,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	copy r3,r26
	cmpb,=,n r4,ret0,.L40
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	b,l,n .L22,r0
	cmpb,<>,n r7,ret1,.L36
	stw ret0,-b8(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	ldw -d4(sp),rp
	ldw -b0(sp),r10
	ldw -ac(sp),r9
	ldw -a8(sp),r8
	ldw -a4(sp),r7
	ldw -a0(sp),r6
	ldw -9c(sp),r5
	ldw -98(sp),r4
	ldw -94(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,<> ret1,r9,.L24
	ldw -d4(sp),rp
	b,l .L46,r0
	ldw -b0(sp),r10

uat_fetch_add_unless_8_seq_cst:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r10,-b0(sp)
	ldo -38(sp),r10
	stw r9,-ac(sp)
	ldw -f4(sp),r9
	stw r8,-a8(sp)
	ldw -f8(sp),r8
	stw r6,-a0(sp)
	copy r24,r6
	stw r5,-9c(sp)
	copy r23,r5
	stw r3,-94(sp)
	copy r26,r3
	stw r7,-a4(sp)
	stw r4,-98(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	cmpclr,<> ret0,r8,r0
	b,l,n .L55,r0
	add ret1,r6,ret1
	add,c ret0,r5,ret0
	ldw -b8(sp),r4
	ldw -b4(sp),r7
	copy r4,r23
	copy r7,r24
	stw ret0,0(r10)
	stw ret1,4(r10)
	b,l .L34,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	copy r3,r26
	cmpb,=,n r4,ret0,.L40
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	b,l,n .L22,r0
	cmpb,<>,n r7,ret1,.L36
	stw ret0,-b8(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	ldw -d4(sp),rp
	ldw -b0(sp),r10
	ldw -ac(sp),r9
	ldw -a8(sp),r8
	ldw -a4(sp),r7
	ldw -a0(sp),r6
	ldw -9c(sp),r5
	ldw -98(sp),r4
	ldw -94(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,<> ret1,r9,.L24
	ldw -d4(sp),rp
	b,l .L46,r0
	ldw -b0(sp),r10

uat_fetch_add_unless_8_seq_cst_fence:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r10,-b0(sp)
	ldo -38(sp),r10
	stw r9,-ac(sp)
	ldw -f4(sp),r9
	stw r8,-a8(sp)
	ldw -f8(sp),r8
	stw r6,-a0(sp)
	copy r24,r6
	stw r5,-9c(sp)
	copy r23,r5
	stw r3,-94(sp)
	copy r26,r3
	stw r7,-a4(sp)
	stw r4,-98(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	cmpclr,<> ret0,r8,r0
	b,l,n .L58,r0
	add ret1,r6,ret1
	add,c ret0,r5,ret0
	ldw -b8(sp),r4
	ldw -b4(sp),r7
	copy r4,r23
	copy r7,r24
	stw ret0,0(r10)
	stw ret1,4(r10)
	b,l .L34,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	copy r3,r26
	cmpb,=,n r4,ret0,.L40
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	b,l,n .L22,r0
	cmpb,<>,n r7,ret1,.L36
	stw ret0,-b8(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	ldw -d4(sp),rp
	ldw -b0(sp),r10
	ldw -ac(sp),r9
	ldw -a8(sp),r8
	ldw -a4(sp),r7
	ldw -a0(sp),r6
	ldw -9c(sp),r5
	ldw -98(sp),r4
	ldw -94(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,<> ret1,r9,.L24
	ldw -d4(sp),rp
	b,l .L49,r0
	ldw -b0(sp),r10

uat_add_unless_8_relaxed:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r10,-b0(sp)
	ldo -38(sp),r10
	stw r9,-ac(sp)
	ldw -f4(sp),r9
	stw r8,-a8(sp)
	ldw -f8(sp),r8
	stw r6,-a0(sp)
	copy r24,r6
	stw r5,-9c(sp)
	copy r23,r5
	stw r3,-94(sp)
	copy r26,r3
	stw r7,-a4(sp)
	stw r4,-98(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	cmpclr,<> ret0,r8,r0
	b,l,n .L54,r0
	add ret1,r6,ret1
	add,c ret0,r5,ret0
	ldw -b8(sp),r4
	ldw -b4(sp),r7
	copy r4,r23
	copy r7,r24
	stw ret0,0(r10)
	stw ret1,4(r10)
	b,l .L34,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	copy r3,r26
	cmpb,=,n r4,ret0,.L40
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	b,l,n .L22,r0
	cmpb,<>,n r7,ret1,.L36
	stw ret0,-b8(sp)
	ldi 1,ret0
	ldw -d4(sp),rp
	ldw -b0(sp),r10
	ldw -ac(sp),r9
	ldw -a8(sp),r8
	ldw -a4(sp),r7
	ldw -a0(sp),r6
	ldw -9c(sp),r5
	ldw -98(sp),r4
	ldw -94(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,<> ret1,r9,.L24
	nop
	b,l .L43,r0
	ldi 0,ret0

uat_add_unless_8_acquire:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r10,-b0(sp)
	ldo -38(sp),r10
	stw r9,-ac(sp)
	ldw -f4(sp),r9
	stw r8,-a8(sp)
	ldw -f8(sp),r8
	stw r6,-a0(sp)
	copy r24,r6
	stw r5,-9c(sp)
	copy r23,r5
	stw r3,-94(sp)
	copy r26,r3
	stw r7,-a4(sp)
	stw r4,-98(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	cmpclr,<> ret0,r8,r0
	b,l,n .L54,r0
	add ret1,r6,ret1
	add,c ret0,r5,ret0
	ldw -b8(sp),r4
	ldw -b4(sp),r7
	copy r4,r23
	copy r7,r24
	stw ret0,0(r10)
	stw ret1,4(r10)
	b,l .L34,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	copy r3,r26
	cmpb,=,n r4,ret0,.L40
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	b,l,n .L22,r0
	cmpb,<>,n r7,ret1,.L36
	stw ret0,-b8(sp)
	ldi 1,ret0
	ldw -d4(sp),rp
	ldw -b0(sp),r10
	ldw -ac(sp),r9
	ldw -a8(sp),r8
	ldw -a4(sp),r7
	ldw -a0(sp),r6
	ldw -9c(sp),r5
	ldw -98(sp),r4
	ldw -94(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,<> ret1,r9,.L24
	nop
	b,l .L43,r0
	ldi 0,ret0

uat_add_unless_8_release:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r10,-b0(sp)
	ldo -38(sp),r10
	stw r9,-ac(sp)
	ldw -f4(sp),r9
	stw r8,-a8(sp)
	ldw -f8(sp),r8
	stw r6,-a0(sp)
	copy r24,r6
	stw r5,-9c(sp)
	copy r23,r5
	stw r3,-94(sp)
	copy r26,r3
	stw r7,-a4(sp)
	stw r4,-98(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	cmpclr,<> ret0,r8,r0
	b,l,n .L54,r0
	add ret1,r6,ret1
	add,c ret0,r5,ret0
	ldw -b8(sp),r4
	ldw -b4(sp),r7
	copy r4,r23
	copy r7,r24
	stw ret0,0(r10)
	stw ret1,4(r10)
	b,l .L34,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	copy r3,r26
	cmpb,=,n r4,ret0,.L40
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	b,l,n .L22,r0
	cmpb,<>,n r7,ret1,.L36
	stw ret0,-b8(sp)
	ldi 1,ret0
	ldw -d4(sp),rp
	ldw -b0(sp),r10
	ldw -ac(sp),r9
	ldw -a8(sp),r8
	ldw -a4(sp),r7
	ldw -a0(sp),r6
	ldw -9c(sp),r5
	ldw -98(sp),r4
	ldw -94(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,<> ret1,r9,.L24
	nop
	b,l .L43,r0
	ldi 0,ret0

uat_add_unless_8_acq_rel:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r10,-b0(sp)
	ldo -38(sp),r10
	stw r9,-ac(sp)
	ldw -f4(sp),r9
	stw r8,-a8(sp)
	ldw -f8(sp),r8
	stw r6,-a0(sp)
	copy r24,r6
	stw r5,-9c(sp)
	copy r23,r5
	stw r3,-94(sp)
	copy r26,r3
	stw r7,-a4(sp)
	stw r4,-98(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	cmpclr,<> ret0,r8,r0
	b,l,n .L54,r0
	add ret1,r6,ret1
	add,c ret0,r5,ret0
	ldw -b8(sp),r4
	ldw -b4(sp),r7
	copy r4,r23
	copy r7,r24
	stw ret0,0(r10)
	stw ret1,4(r10)
	b,l .L34,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	copy r3,r26
	cmpb,=,n r4,ret0,.L40
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	b,l,n .L22,r0
	cmpb,<>,n r7,ret1,.L36
	stw ret0,-b8(sp)
	ldi 1,ret0
	ldw -d4(sp),rp
	ldw -b0(sp),r10
	ldw -ac(sp),r9
	ldw -a8(sp),r8
	ldw -a4(sp),r7
	ldw -a0(sp),r6
	ldw -9c(sp),r5
	ldw -98(sp),r4
	ldw -94(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,<> ret1,r9,.L24
	nop
	b,l .L43,r0
	ldi 0,ret0

uat_add_unless_8_seq_cst:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r10,-b0(sp)
	ldo -38(sp),r10
	stw r9,-ac(sp)
	ldw -f4(sp),r9
	stw r8,-a8(sp)
	ldw -f8(sp),r8
	stw r6,-a0(sp)
	copy r24,r6
	stw r5,-9c(sp)
	copy r23,r5
	stw r3,-94(sp)
	copy r26,r3
	stw r7,-a4(sp)
	stw r4,-98(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	cmpclr,<> ret0,r8,r0
	b,l,n .L54,r0
	add ret1,r6,ret1
	add,c ret0,r5,ret0
	ldw -b8(sp),r4
	ldw -b4(sp),r7
	copy r4,r23
	copy r7,r24
	stw ret0,0(r10)
	stw ret1,4(r10)
	b,l .L34,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	copy r3,r26
	cmpb,=,n r4,ret0,.L40
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	b,l,n .L22,r0
	cmpb,<>,n r7,ret1,.L36
	stw ret0,-b8(sp)
	ldi 1,ret0
	ldw -d4(sp),rp
	ldw -b0(sp),r10
	ldw -ac(sp),r9
	ldw -a8(sp),r8
	ldw -a4(sp),r7
	ldw -a0(sp),r6
	ldw -9c(sp),r5
	ldw -98(sp),r4
	ldw -94(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,<> ret1,r9,.L24
	nop
	b,l .L43,r0
	ldi 0,ret0

uat_add_unless_8_seq_cst_fence:
	stw rp,-14(sp)
	ldo c0(sp),sp
	stw r10,-b0(sp)
	ldo -38(sp),r10
	stw r9,-ac(sp)
	ldw -f4(sp),r9
	stw r8,-a8(sp)
	ldw -f8(sp),r8
	stw r6,-a0(sp)
	copy r24,r6
	stw r5,-9c(sp)
	copy r23,r5
	stw r3,-94(sp)
	copy r26,r3
	stw r7,-a4(sp)
	stw r4,-98(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	cmpclr,<> ret0,r8,r0
	b,l,n .L57,r0
	add ret1,r6,ret1
	add,c ret0,r5,ret0
	ldw -b8(sp),r4
	ldw -b4(sp),r7
	copy r4,r23
	copy r7,r24
	stw ret0,0(r10)
	stw ret1,4(r10)
	b,l .L34,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	copy r3,r26
	cmpb,=,n r4,ret0,.L40
	stw ret0,-b8(sp)
	stw ret1,-b4(sp)
	ldw -b8(sp),ret0
	ldw -b4(sp),ret1
	b,l,n .L22,r0
	cmpb,<>,n r7,ret1,.L36
	stw ret0,-b8(sp)
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldi 1,ret0
	ldw -d4(sp),rp
	ldw -b0(sp),r10
	ldw -ac(sp),r9
	ldw -a8(sp),r8
	ldw -a4(sp),r7
	ldw -a0(sp),r6
	ldw -9c(sp),r5
	ldw -98(sp),r4
	ldw -94(sp),r3
	bv r0(rp)
	ldo -c0(sp),sp
	cmpb,<> ret1,r9,.L24
	nop
	b,l .L46,r0
	ldi 0,ret0

uat_dec_if_positive_8_relaxed:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-70(sp)
	ldo -38(sp),r6
	stw r3,-64(sp)
	copy r26,r3
	stw r5,-6c(sp)
	stw r4,-68(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-78(sp)
	stw ret1,-74(sp)
	cmpiclr,< 0,ret0,r0
	b,l,n .L45,r0
	addi -1,ret1,ret1
	sub,b ret0,r0,ret0
	ldw -78(sp),r4
	ldw -74(sp),r5
	copy r4,r23
	copy r5,r24
	stw ret0,0(r6)
	stw ret1,4(r6)
	b,l .L26,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	copy r3,r26
	cmpb,=,n r4,ret0,.L32
	stw ret0,-78(sp)
	stw ret1,-74(sp)
	ldw -78(sp),ret0
	ldw -74(sp),ret1
	b,l,n .L14,r0
	cmpb,<>,n r5,ret1,.L28
	stw ret0,-78(sp)
	ldw -78(sp),ret0
	ldw -74(sp),ret1
	addi -1,ret1,ret1
	sub,b ret0,r0,ret0
	ldw -94(sp),rp
	ldw -70(sp),r6
	ldw -6c(sp),r5
	ldw -68(sp),r4
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	cmpib,<> 0,ret0,.L49
	ldil L%-80000000,r19
	cmpib,<> 0,ret1,.L16
	nop
	ldi 0,r21
	xor ret0,r19,r19
	or r19,ret1,r19
	cmpiclr,= 0,r19,r22
	ldi 1,r22
	sub ret1,r22,ret1
	sub,b ret0,r21,ret0
	b,l .L39,r0
	ldw -94(sp),rp

uat_dec_if_positive_8_acquire:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-70(sp)
	ldo -38(sp),r6
	stw r3,-64(sp)
	copy r26,r3
	stw r5,-6c(sp)
	stw r4,-68(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-78(sp)
	stw ret1,-74(sp)
	cmpiclr,< 0,ret0,r0
	b,l,n .L45,r0
	addi -1,ret1,ret1
	sub,b ret0,r0,ret0
	ldw -78(sp),r4
	ldw -74(sp),r5
	copy r4,r23
	copy r5,r24
	stw ret0,0(r6)
	stw ret1,4(r6)
	b,l .L26,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	copy r3,r26
	cmpb,=,n r4,ret0,.L32
	stw ret0,-78(sp)
	stw ret1,-74(sp)
	ldw -78(sp),ret0
	ldw -74(sp),ret1
	b,l,n .L14,r0
	cmpb,<>,n r5,ret1,.L28
	stw ret0,-78(sp)
	ldw -78(sp),ret0
	ldw -74(sp),ret1
	addi -1,ret1,ret1
	sub,b ret0,r0,ret0
	ldw -94(sp),rp
	ldw -70(sp),r6
	ldw -6c(sp),r5
	ldw -68(sp),r4
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	cmpib,<> 0,ret0,.L49
	ldil L%-80000000,r19
	cmpib,<> 0,ret1,.L16
	nop
	ldi 0,r21
	xor ret0,r19,r19
	or r19,ret1,r19
	cmpiclr,= 0,r19,r22
	ldi 1,r22
	sub ret1,r22,ret1
	sub,b ret0,r21,ret0
	b,l .L39,r0
	ldw -94(sp),rp

uat_dec_if_positive_8_release:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-70(sp)
	ldo -38(sp),r6
	stw r3,-64(sp)
	copy r26,r3
	stw r5,-6c(sp)
	stw r4,-68(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-78(sp)
	stw ret1,-74(sp)
	cmpiclr,< 0,ret0,r0
	b,l,n .L45,r0
	addi -1,ret1,ret1
	sub,b ret0,r0,ret0
	ldw -78(sp),r4
	ldw -74(sp),r5
	copy r4,r23
	copy r5,r24
	stw ret0,0(r6)
	stw ret1,4(r6)
	b,l .L26,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	copy r3,r26
	cmpb,=,n r4,ret0,.L32
	stw ret0,-78(sp)
	stw ret1,-74(sp)
	ldw -78(sp),ret0
	ldw -74(sp),ret1
	b,l,n .L14,r0
	cmpb,<>,n r5,ret1,.L28
	stw ret0,-78(sp)
	ldw -78(sp),ret0
	ldw -74(sp),ret1
	addi -1,ret1,ret1
	sub,b ret0,r0,ret0
	ldw -94(sp),rp
	ldw -70(sp),r6
	ldw -6c(sp),r5
	ldw -68(sp),r4
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	cmpib,<> 0,ret0,.L49
	ldil L%-80000000,r19
	cmpib,<> 0,ret1,.L16
	nop
	ldi 0,r21
	xor ret0,r19,r19
	or r19,ret1,r19
	cmpiclr,= 0,r19,r22
	ldi 1,r22
	sub ret1,r22,ret1
	sub,b ret0,r21,ret0
	b,l .L39,r0
	ldw -94(sp),rp

uat_dec_if_positive_8_acq_rel:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-70(sp)
	ldo -38(sp),r6
	stw r3,-64(sp)
	copy r26,r3
	stw r5,-6c(sp)
	stw r4,-68(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-78(sp)
	stw ret1,-74(sp)
	cmpiclr,< 0,ret0,r0
	b,l,n .L45,r0
	addi -1,ret1,ret1
	sub,b ret0,r0,ret0
	ldw -78(sp),r4
	ldw -74(sp),r5
	copy r4,r23
	copy r5,r24
	stw ret0,0(r6)
	stw ret1,4(r6)
	b,l .L26,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	copy r3,r26
	cmpb,=,n r4,ret0,.L32
	stw ret0,-78(sp)
	stw ret1,-74(sp)
	ldw -78(sp),ret0
	ldw -74(sp),ret1
	b,l,n .L14,r0
	cmpb,<>,n r5,ret1,.L28
	stw ret0,-78(sp)
	ldw -78(sp),ret0
	ldw -74(sp),ret1
	addi -1,ret1,ret1
	sub,b ret0,r0,ret0
	ldw -94(sp),rp
	ldw -70(sp),r6
	ldw -6c(sp),r5
	ldw -68(sp),r4
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	cmpib,<> 0,ret0,.L49
	ldil L%-80000000,r19
	cmpib,<> 0,ret1,.L16
	nop
	ldi 0,r21
	xor ret0,r19,r19
	or r19,ret1,r19
	cmpiclr,= 0,r19,r22
	ldi 1,r22
	sub ret1,r22,ret1
	sub,b ret0,r21,ret0
	b,l .L39,r0
	ldw -94(sp),rp

uat_dec_if_positive_8_seq_cst:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-70(sp)
	ldo -38(sp),r6
	stw r3,-64(sp)
	copy r26,r3
	stw r5,-6c(sp)
	stw r4,-68(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-78(sp)
	stw ret1,-74(sp)
	cmpiclr,< 0,ret0,r0
	b,l,n .L45,r0
	addi -1,ret1,ret1
	sub,b ret0,r0,ret0
	ldw -78(sp),r4
	ldw -74(sp),r5
	copy r4,r23
	copy r5,r24
	stw ret0,0(r6)
	stw ret1,4(r6)
	b,l .L26,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	copy r3,r26
	cmpb,=,n r4,ret0,.L32
	stw ret0,-78(sp)
	stw ret1,-74(sp)
	ldw -78(sp),ret0
	ldw -74(sp),ret1
	b,l,n .L14,r0
	cmpb,<>,n r5,ret1,.L28
	stw ret0,-78(sp)
	ldw -78(sp),ret0
	ldw -74(sp),ret1
	addi -1,ret1,ret1
	sub,b ret0,r0,ret0
	ldw -94(sp),rp
	ldw -70(sp),r6
	ldw -6c(sp),r5
	ldw -68(sp),r4
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	cmpib,<> 0,ret0,.L49
	ldil L%-80000000,r19
	cmpib,<> 0,ret1,.L16
	nop
	ldi 0,r21
	xor ret0,r19,r19
	or r19,ret1,r19
	cmpiclr,= 0,r19,r22
	ldi 1,r22
	sub ret1,r22,ret1
	sub,b ret0,r21,ret0
	b,l .L39,r0
	ldw -94(sp),rp

uat_dec_if_positive_8_seq_cst_fence:
	stw rp,-14(sp)
	ldo 80(sp),sp
	stw r6,-70(sp)
	ldo -38(sp),r6
	stw r3,-64(sp)
	copy r26,r3
	stw r5,-6c(sp)
	stw r4,-68(sp)
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	stw ret0,-78(sp)
	stw ret1,-74(sp)
	cmpiclr,< 0,ret0,r0
	b,l,n .L48,r0
	addi -1,ret1,ret1
	sub,b ret0,r0,ret0
	ldw -78(sp),r4
	ldw -74(sp),r5
	copy r4,r23
	copy r5,r24
	stw ret0,0(r6)
	stw ret1,4(r6)
	b,l .L26,rp
		-> R_PARISC_PCREL17F __sync_val_compare_and_swap_8
	copy r3,r26
	cmpb,=,n r4,ret0,.L32
	stw ret0,-78(sp)
	stw ret1,-74(sp)
	ldw -78(sp),ret0
	ldw -74(sp),ret1
	b,l,n .L14,r0
	cmpb,<>,n r5,ret1,.L28
	stw ret0,-78(sp)
	ldw -78(sp),ret0
	ldw -74(sp),ret1
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	addi -1,ret1,ret1
	sub,b ret0,r0,ret0
	ldw -94(sp),rp
	ldw -70(sp),r6
	ldw -6c(sp),r5
	ldw -68(sp),r4
	ldw -64(sp),r3
	bv r0(rp)
	ldo -80(sp),sp
	cmpib,<> 0,ret0,.L52
	ldil L%-80000000,r19
	cmpib,<> 0,ret1,.L16
	nop
	ldi 0,r21
	xor ret0,r19,r19
	or r19,ret1,r19
	cmpiclr,= 0,r19,r22
	ldi 1,r22
	sub ret1,r22,ret1
	sub,b ret0,r21,ret0
	b,l .L42,r0
	ldw -94(sp),rp

uat_cond_load_8_relaxed:
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	cmpclr,= ret0,r23,r0
	b,l,n .L9,r0
	cmpclr,= ret1,r24,r0
	b,l,n .L9,r0
	bv,n r0(rp)
	b,l,n .L0,r0

uat_cond_load_8_consume:
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	cmpclr,= ret0,r23,r0
	b,l,n .L12,r0
	cmpclr,= ret1,r24,r0
	b,l,n .L12,r0
	bv,n r0(rp)
	b,l,n .L0,r0

uat_cond_load_8_acquire:
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	cmpclr,= ret0,r23,r0
	b,l,n .L12,r0
	cmpclr,= ret1,r24,r0
	b,l,n .L12,r0
	bv,n r0(rp)
	b,l,n .L0,r0

uat_cond_load_8_seq_cst:
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	cmpclr,= ret0,r23,r0
	b,l,n .L15,r0
	cmpclr,= ret1,r24,r0
	b,l,n .L15,r0
	bv,n r0(rp)
	b,l,n .L0,r0

uat_cond_load_8_seq_cst_fence:
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	fldd 0(r26),fr22
	fstd fr22,-10(sp)
	ldw -10(sp),ret0
	ldw -c(sp),ret1
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	cmpclr,= ret0,r23,r0
	b,l,n .L21,r0
	cmpclr,= ret1,r24,r0
	b,l,n .L21,r0
	ldo f(sp),r19
	depw r0,31,3,r19
	ldcw 0(r19),r19
	bv,n r0(rp)
	b,l,n .L3,r0

uat_inc_8_relaxed:
	stw rp,-14(sp)
	ldi 0,r23
	ldi 1,r24
	ldo 80(sp),sp
	b,l .L6,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_inc_8_acquire:
	stw rp,-14(sp)
	ldi 0,r23
	ldi 1,r24
	ldo 80(sp),sp
	b,l .L6,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_inc_8_release:
	stw rp,-14(sp)
	ldi 0,r23
	ldi 1,r24
	ldo 80(sp),sp
	b,l .L6,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_inc_8_acq_rel:
	stw rp,-14(sp)
	ldi 0,r23
	ldi 1,r24
	ldo 80(sp),sp
	b,l .L6,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_inc_8_seq_cst:
	stw rp,-14(sp)
	ldi 0,r23
	ldi 1,r24
	ldo 80(sp),sp
	b,l .L6,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_inc_8_seq_cst_fence:
	stw rp,-14(sp)
	ldi 0,r23
	ldi 1,r24
	ldo 80(sp),sp
	b,l .L6,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_8
	nop
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_dec_8_relaxed:
	stw rp,-14(sp)
	ldi -1,r23
	ldi -1,r24
	ldo 80(sp),sp
	b,l .L6,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_dec_8_acquire:
	stw rp,-14(sp)
	ldi -1,r23
	ldi -1,r24
	ldo 80(sp),sp
	b,l .L6,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_dec_8_release:
	stw rp,-14(sp)
	ldi -1,r23
	ldi -1,r24
	ldo 80(sp),sp
	b,l .L6,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_dec_8_acq_rel:
	stw rp,-14(sp)
	ldi -1,r23
	ldi -1,r24
	ldo 80(sp),sp
	b,l .L6,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_dec_8_seq_cst:
	stw rp,-14(sp)
	ldi -1,r23
	ldi -1,r24
	ldo 80(sp),sp
	b,l .L6,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_8
	nop
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_dec_8_seq_cst_fence:
	stw rp,-14(sp)
	ldi -1,r23
	ldi -1,r24
	ldo 80(sp),sp
	b,l .L6,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_8
	nop
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_add_around_8_mb:
	stw rp,-14(sp)
	ldo 80(sp),sp
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	b,l .L7,rp
		-> R_PARISC_PCREL17F __sync_add_and_fetch_8
	nop
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	ldw -94(sp),rp
	bv r0(rp)
	ldo -80(sp),sp

uat_smp_mb:
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	bv,n r0(rp)

uat_smp_rmb:
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	bv,n r0(rp)

uat_smp_wmb:
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	bv,n r0(rp)

uat_mb:
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	bv,n r0(rp)

uat_rmb:
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	bv,n r0(rp)

uat_wmb:
	ldo f(sp),ret0
	depw r0,31,3,ret0
	ldcw 0(ret0),ret0
	bv,n r0(rp)


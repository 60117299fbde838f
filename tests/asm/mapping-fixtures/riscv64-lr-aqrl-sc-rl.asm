uat_xchg_4_seq_cst:
	lr.w.aqrl a5,(a0)
	sc.w.rl a4,a1,(a0)
	bnez a4,.L0
	sext.w a0,a5
	ret

uat_xchg_4_seq_cst_fence:
	lr.w.aqrl a5,(a0)
	sc.w.rl a4,a1,(a0)
	bnez a4,.L0
	sext.w a0,a5
	ret


uat_fetch_add_4_relaxed:
	ldadd w1, w0, [x0]
	ret

uat_fetch_add_4_acquire:
	ldadda w1, wzr, [x0]
	ret

uat_fetch_add_8_relaxed:
	ldadd x1, x0, [x0]
	ret

uat_fetch_add_8_acquire:
	ldadda x1, xzr, [x0]
	ret

uat_fetch_add_8_seq_cst:
	ldaddal x1, xzr, [x0]
	ret


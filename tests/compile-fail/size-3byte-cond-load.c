/* SPDX-License-Identifier: MIT */
/*
 * uatomic_cond_load_timeout() on a 3-byte struct is a compile-time error
 * naming the operation (contract §4).
 * CONTROL: the same code on a supported operand size.
 */
/* expect: uatomic_cond_load_timeout: operand size is not 1, 2, 4 or 8 bytes */
/* expect-c++: uatomic_cond_load_timeout: operand size is not 1, 2, 4 or 8 bytes */
#include <urcu/uatomic.h>

#ifdef CONTROL
struct obj { char c[4]; } __attribute__((__aligned__(4)));
typedef struct obj obj_t;
#else
struct obj { char c[3]; };
typedef struct obj obj_t;
#endif

static obj_t value;

void use(obj_t *p);
void use(obj_t *p)
{
	value = uatomic_cond_load_timeout(p, VAL, VAL.c[0] != 0, 1000,
					  CMM_ACQUIRE);
}

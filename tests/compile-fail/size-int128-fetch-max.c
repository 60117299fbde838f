/* SPDX-License-Identifier: MIT */
/*
 * uatomic_fetch_max() on an __int128 is a compile-time error naming the
 * operation (contract §4).
 * CONTROL: the same code on a supported operand size.
 */
/* expect: uatomic_fetch_max: operand size is not 1, 2, 4 or 8 bytes */
/* expect-c++: uatomic_fetch_max: operand size is not 1, 2, 4 or 8 bytes */
#include <urcu/uatomic.h>

#ifdef CONTROL
typedef long obj_t;
#else
#ifdef __SIZEOF_INT128__
typedef __int128 obj_t;
#else
typedef struct { long long a, b; } obj_t;	/* a target without __int128 */
#endif
#endif

static obj_t value;

void use(obj_t *p);
void use(obj_t *p)
{
	value = uatomic_fetch_max(p, value);
}

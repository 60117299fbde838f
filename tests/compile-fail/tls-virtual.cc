/* SPDX-License-Identifier: MIT */
/*
 * DEFINE_URCU_TLS of a class with a virtual function is a compile-time
 * error naming the macro, in every TLS mode (contract §5): the POSIX-key
 * mode's copy starts as zero bytes, a null vtable pointer, and no
 * constructor runs.
 * CONTROL: the same class without the virtual function.
 */
/* expect-c++: DEFINE_URCU_TLS: the type must be trivially default-constructible */
#include <urcu/tls-compat.h>

struct shape {
#ifdef CONTROL
	int area() { return side * side; }
#else
	virtual int area() { return side * side; }
#endif
	int side;
};

static DEFINE_URCU_TLS(struct shape, current_shape);

int use(void);
int use(void)
{
	return URCU_TLS(current_shape).area();
}

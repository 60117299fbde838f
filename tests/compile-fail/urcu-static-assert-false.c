/* SPDX-License-Identifier: MIT */
/*
 * urcu_static_assert() of a false predicate does not compile, and the
 * message is the caller's in every standard, C99 included (liburcu's
 * C99 form named an array instead).  The message is written in two
 * pieces: the compiler's quote of the source line does not match.
 * CONTROL: the same assertion of a true predicate.
 */
/* expect: the slot is a word */
/* expect-c++: the slot is a word */
/* expect-errors: 1 */
#include <urcu/compiler.h>

#ifdef CONTROL
urcu_static_assert(sizeof(long) >= 4, "the slot " "is a word", slot_is_a_word);
#else
urcu_static_assert(sizeof(long) == 3, "the slot " "is a word", slot_is_a_word);
#endif

// SPDX-License-Identifier: MIT
/*
 * tests/firmware/tls-compiler.c - tests/firmware/tls.c in TLS mode
 * "compiler" (__thread) on every bare-metal board, whichever mode the
 * configuration has: <urcu/tls-compat.h> takes that mode first when
 * UATOMIC_CONFIG_TLS_COMPILER is defined.
 */
#define UATOMIC_CONFIG_TLS_COMPILER	1
#include "tls.c"

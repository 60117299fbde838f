// SPDX-License-Identifier: MIT
/*
 * tests/unit/liburcu-user-cxx.cc - the liburcu-style user program of
 * liburcu-user.c, built as C++ (once per C++ standard of tests/Makefile):
 * liburcu's API, URCU_TLS included, from a C++ program.
 */
#include "liburcu-user.c"

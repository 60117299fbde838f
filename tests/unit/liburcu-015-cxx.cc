// SPDX-License-Identifier: MIT
/*
 * tests/unit/liburcu-015-cxx.cc - liburcu-015.c, the names of liburcu
 * 0.15 and the default orders, built as C++ (once per C++ standard of
 * tests/Makefile).
 */
#include "liburcu-015.c"

# SPDX-License-Identifier: MIT
#
# tests/toolchain/check.mk - registers tests/toolchain/run.sh (a toolchain
# defect the test programs work around is still there, and the workaround
# holds) as a host check of "make check", for the toolchains that have one:
# 32-bit PA-RISC GCC (hppa-long-call-cflags, tests/Makefile).
ifneq ($(hppa-long-call-cflags),)
host-checks += toolchain
endif

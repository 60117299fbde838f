# SPDX-License-Identifier: MIT
#
# boards/runtime/loongarch/runtime.mk - the run-time of the LoongArch test
# images (included by boards/Makefile): the start-up code, the C library
# functions the tests call, over Linux system calls (linux.c; their
# declarations in include/, which arch/loongarch/Makefile puts on every
# compilation's path); threads by clone(2) (smp.c); SIGALRM as the timer
# interrupt (timer.c).  Static, with lld, without the compiler's start
# files or libraries.
FIRMWARE_SRCS := $(runtime-dir)/linux.c $(runtime-dir)/smp.c \
	$(runtime-dir)/timer.c
FIRMWARE_LDFLAGS := -fuse-ld=lld -static -nostdlib

# SPDX-License-Identifier: MIT
#
# scripts/toolchain.mk - included by the top Makefile on a configured
# build: the target (SRCARCH, ARCH= checked against it), the compilers and
# binutils (CROSS_COMPILE, CC and CXX from the user, LLVM=), and the flag
# variables the arch Makefile adds to.

SRCARCH := $(call unquote,$(CONFIG_SRCARCH))
ARCH_NAME := $(call unquote,$(CONFIG_ARCH_NAME))

# ARCH= only checks: the target is chosen in Kconfig.  Read .config
# itself: auto.conf may still describe the previous configuration.
ifneq ($(ARCH),)
  config-arch := $(shell sed -n 's/^CONFIG_ARCH_NAME="\(.*\)"$$/\1/p' \
	$(KCONFIG_CONFIG)) $(shell sed -n 's/^CONFIG_SRCARCH="\(.*\)"$$/\1/p' \
	$(KCONFIG_CONFIG))
  ifeq ($(filter $(ARCH),$(config-arch)),)
    # Suggest only a defconfig that exists.
    $(error ARCH=$(ARCH) but $(KCONFIG_CONFIG) is configured for \
      $(firstword $(config-arch) nothing): $(if $(filter \
      $(ARCH)_defconfig,$(defconfigs)),run 'make $(ARCH)_defconfig' (or \
      another defconfig from 'make help') to change target,there is no \
      configs/$(ARCH)_defconfig; configure with one of: $(defconfigs)))
  endif
endif

CROSS_COMPILE ?= $(call unquote,$(CONFIG_CROSS_COMPILE))
TEST_RUNNER ?= $(call unquote,$(CONFIG_TEST_RUNNER))
# From the command line or the environment too: it names programs.
ifneq ($(call bad-toolchain,$(CROSS_COMPILE)),)
  $(error CROSS_COMPILE='$(CROSS_COMPILE)' is not a toolchain prefix (one \
    word of letters, digits and / . _ - +, e.g. aarch64-linux-gnu-): \
    nothing was run)
endif

# CC (and CXX) from the command line win, and from the environment too
# ("CC=clang make check") when they can build for the target: clang, or
# any compiler for a native target (an exported CC=cc cannot build a
# cross target).  clang is one compiler for every target: a cross build
# gives it the target triplet of CROSS_COMPILE.  CXX follows CC.
user-compiler = $(or $(filter command,$(origin $(1))),$(if $(filter \
	environment,$(origin $(1))),$(findstring clang,$($(1)))$(if \
	$(CROSS_COMPILE),,native)))
# LLVM (Kconfig, or make LLVM=): clang, lld and the llvm tools with this
# version suffix ("1": none), for a target with no GNU toolchain.
LLVM ?= $(call unquote,$(CONFIG_LLVM))
llvm-sfx := $(filter-out 1,$(LLVM))
ifeq ($(call user-compiler,CC),)
  CC := $(if $(LLVM),clang$(llvm-sfx),$(CROSS_COMPILE)gcc)
endif
ifeq ($(call user-compiler,CXX),)
  CXX := $(if $(findstring clang,$(CC)),$(subst clang,clang++,$(CC)),$(CROSS_COMPILE)g++)
endif
ifneq ($(findstring clang,$(CC)),)
  ifneq ($(CROSS_COMPILE),)
    CLANG_TARGET := --target=$(patsubst %-,%,$(notdir $(CROSS_COMPILE)))
  endif
endif
AR := $(if $(LLVM),llvm-ar$(llvm-sfx),$(CROSS_COMPILE)ar)
NM := $(if $(LLVM),llvm-nm$(llvm-sfx),$(CROSS_COMPILE)nm)
OBJDUMP := $(if $(LLVM),llvm-objdump$(llvm-sfx),$(CROSS_COMPILE)objdump)
CHECK := sparse

UATOMIC_INCLUDE := -I$(objtree)/include/generated -I$(srctree)/include \
	-I$(srctree)/arch/$(SRCARCH)/include
OPT := $(if $(CONFIG_CC_OPTIMIZE_FOR_SIZE),-Os,-O2)
KBUILD_CFLAGS = $(OPT) -g -Wall -Wextra -Werror=implicit-function-declaration \
	$(ARCH_CFLAGS)
KBUILD_CPPFLAGS := $(UATOMIC_INCLUDE)
CHECKFLAGS := -D__linux__ -Dlinux -D__STDC__ -Dunix -D__unix__ \
	-Wbitwise -Wno-return-void -Wno-unknown-attribute -Wsparse-error
ARCH_DEPS :=
ARCH_CFLAGS :=
# The C library's flags among ARCH_CFLAGS beyond --specs= (installed as
# uatomic.pc's libc_cflags, not its Cflags).
LIBC_CFLAGS :=
# Compiler and linker flags of the test programs alone (static where the
# runner needs it; a compiler defect a test program meets).
TEST_CFLAGS :=
TEST_LDFLAGS :=

# (On the first pass auto.conf does not exist yet; make builds it and

# SPDX-License-Identifier: MIT
#
# Makefile - the uatomic build, kbuild-style: configuration targets,
# the library and header tree, tests, sparse (C=1/C=2), O=, V=1, install.
# "make help" lists every target.  This file is the table of contents:
# each part is a fragment of its own (scripts/*.mk; a test directory's
# tests/<dir>/check.mk, read by tests/Makefile).  A new part is one
# fragment and one include line here: before "endif # configured" if it
# reads the configuration, after it if not.

### Defaults, and the helpers (scripts/Kbuild.include)
MAKEFLAGS += -rR --no-print-directory
.SUFFIXES:
.DEFAULT_GOAL := all

srctree := $(patsubst %/,%,$(dir $(abspath $(lastword $(MAKEFILE_LIST)))))
include $(srctree)/scripts/Kbuild.include

### The version: the shared library's name (SOVERSION: its ABI), uatomic.pc
### and the CMake package, and <urcu/uatomic-config.h>'s UATOMIC_VERSION
### (scripts/gen-config-h.sh), by which a program knows it got these headers
VERSION_MAJOR := 0
VERSION_MINOR := 1
VERSION_PATCH := 0
LIBVERSION := $(VERSION_MAJOR).$(VERSION_MINOR).$(VERSION_PATCH)
SOVERSION := 0

### Source and output trees, checked (scripts/objtree.mk)
include $(srctree)/scripts/objtree.mk

### One make at a time in a tree, one goal at a time among configuration
### goals (scripts/serial.mk): else this make does the work
include $(srctree)/scripts/serial.mk
ifeq ($(need-lock)$(mixed-goals),)

KCONFIG_CONFIG := $(objtree)/.config
export KCONFIG_CONFIG

### Kconfig: the configuration goals (scripts/Makefile.kconfig)
include $(srctree)/scripts/Makefile.kconfig

### The configuration, read when the goals need it (scripts/config.mk):
### everything up to "endif # configured" reads it
include $(srctree)/scripts/config.mk
ifeq ($(configured),1)

### The target and its toolchain (scripts/toolchain.mk)
include $(srctree)/scripts/toolchain.mk

### The arch's flags and packages (arch/<arch>/Makefile)
ifneq ($(SRCARCH),)
include $(srctree)/arch/$(SRCARCH)/Makefile
endif
ARCH_CFLAGS += $(CLANG_TARGET)

# make check SANITIZE=... and STRESS=long: the build options of the checks.
include $(srctree)/scripts/Makefile.check-options

# Bare metal: the board's facts, the run-time and the firmware flags.
ifdef CONFIG_PLATFORM_BAREMETAL
include $(srctree)/boards/Makefile
endif

### The compiler found and its flags (scripts/flags.mk)
include $(srctree)/scripts/flags.mk

### The library and the header tree (scripts/library.mk)
include $(srctree)/scripts/library.mk

### all
.PHONY: all
all: $(libuatomic-a) $(libuatomic-shared) $(if $(filter $(objtree)/usr,$(INSTALL_HDR_PATH)),$(hdr-stamp))
ifeq ($(C),2)
all: checksrc-all
endif

### Tests and samples
include $(srctree)/tests/Makefile
-include $(srctree)/samples/samples.mk

### Install, uninstall (scripts/Makefile.install)
include $(srctree)/scripts/Makefile.install

### Developer tools: compile_commands.json, report, expand, check-model
### (scripts/tools.mk)
include $(srctree)/scripts/tools.mk

endif # configured

### make deps (scripts/deps.mk)
include $(srctree)/scripts/deps.mk

### Goals over every defconfig, needing no .config (scripts/every-defconfig.mk)
include $(srctree)/scripts/every-defconfig.mk

# liburcu and its Debian consumers built on our installed headers.
include $(srctree)/tests/liburcu/Makefile.liburcu

### Cleaning
.PHONY: clean mrproper distclean
clean:
	$(Q)rm -rf $(objtree)/lib/*.o $(objtree)/lib/*.d $(objtree)/lib/*.a \
		$(objtree)/lib/*.so* $(objtree)/tests-out $(objtree)/samples-out \
		$(objtree)/usr $(objtree)/wide $(objtree)/wide-all \
		$(objtree)/report $(objtree)/expand \
		$(objtree)/compile_commands.json $(objtree)/asm-all $(objtree)/install-stage \
		$(liburcu-clean)

mrproper distclean: clean
	$(Q)rm -rf $(objtree)/.config $(objtree)/.config.old \
		$(objtree)/include/config $(objtree)/include/generated \
		$(objtree)/defconfig $(liburcu-mrproper)

### Help (scripts/help.sh)
.PHONY: help
help:
	@$(srctree)/scripts/help.sh $(DEFCONFIG) $(defconfigs)

endif # this make does the work

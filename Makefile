# SPDX-License-Identifier: MIT
#
# Makefile - the uatomic build, kbuild-style: configuration targets,
# the library and header tree, tests, sparse (C=1/C=2), O=, V=1, install.
# "make help" lists every target.

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

### Source and output trees
# Paths make cannot carry are refused (bad-path: scripts/Kbuild.include);
# $(value O) is O= as typed: make would read a '$' in it as a variable.
ifneq ($(call bad-path,$(srctree)),)
  $(error The source tree's path '$(srctree)' holds a character make \
    cannot carry in a file name (only letters, digits and / . _ - + , @): \
    move it, or build from a link to it that has none)
endif
ifneq ($(if $(value O),$(call bad-path,$(value O))),)
  $(error O='$(value O)' holds a character make cannot carry in a file \
    name (only letters, digits and / . _ - + , @ are allowed; no space, \
    quote, colon, '$$' or '%'): nothing was written; give O= another \
    directory, or a link to it without them)
endif

ifneq ($(O),)
  objtree := $(abspath $(O))
  ifeq ($(objtree),$(srctree))
    objtree := $(srctree)
  endif
else
  objtree := $(srctree)
endif

# O= must not point into the source tree's own sources (a subdirectory of
# its own, e.g. O=build, is fine; so are the scratch trees the checks
# make under tests-out/ and wide/), nor at a file.
ifneq ($(objtree),$(srctree))
  o-first-dir := $(firstword $(subst /, ,$(patsubst $(srctree)/%,%,$(objtree))))
  ifneq ($(filter $(srctree)/%,$(objtree)),)
    ifneq ($(filter arch boards include lib scripts tests configs samples \
		man Documentation .git .ci,$(o-first-dir)),)
      $(error O=$(O) is inside the source tree's $(o-first-dir)/, which \
        holds its sources: build in a directory \
        of its own, outside the tree (e.g. O=/tmp/uatomic-build) or in a \
        new subdirectory (e.g. O=$(srctree)/build))
    endif
  endif
  ifneq ($(wildcard $(objtree)),)
    ifeq ($(wildcard $(objtree)/.),)
      $(error O=$(O) is a file, not a directory: give O= a directory \
        (it is created if missing))
    endif
  endif
endif

ifneq ($(objtree),$(srctree))
  # kconfig looks up a relative file it cannot find under $srctree, even
  # .config: every path it gets here is absolute, and no generated header
  # of the source tree is on the include path, so an O= build never reads
  # the source tree's configuration, even when it has one.
  $(shell mkdir -p $(objtree))
  ifeq ($(wildcard $(objtree)/.),)
    $(error O=$(O): cannot create the directory $(objtree): give O= a \
      directory you can write to)
  endif
endif

### One make at a time in a tree
# Two makes in one output tree would race on its generated files (each
# regenerating auto.conf and config.h under the other).  The first make
# takes $(objtree)/.make.lock (flock(1), util-linux) for its whole run: it
# runs again under the lock (scripts/make-lock.sh), and a second make says
# that another one is running and waits for it.  The makes the build runs
# in the same tree (make check's install test, the mixed goals) find the
# tree in UATOMIC_LOCKED and do not wait for their own parent.  "help"
# writes nothing and takes no lock.  The make under the lock keeps this
# one's MAKELEVEL: its messages read as this make's ("make: ...").
lock-file := $(objtree)/.make.lock
lock-goals := $(filter-out help,$(or $(MAKECMDGOALS),$(.DEFAULT_GOAL)))
ifneq ($(lock-goals),)
  ifeq ($(filter $(objtree),$(UATOMIC_LOCKED)),)
    need-lock := 1
  endif
endif

ifeq ($(need-lock),1)

# A tree that cannot be written (a read-only O=) says which path.
lock-error := $(shell { : >> $(lock-file); } 2>&1 | sed 's/.*: //')
ifneq ($(lock-error),)
  $(error cannot write $(lock-file) ($(lock-error)): $(if $(O),O=$(O) \
    must be,build in) a directory you can write to$(if $(O),, (O=...)))
endif

$(or $(MAKECMDGOALS),$(.DEFAULT_GOAL)): __lock
	@:
.PHONY: __lock $(MAKECMDGOALS)
__lock:
	$(Q)UATOMIC_LOCKED='$(UATOMIC_LOCKED) $(objtree)' \
		MAKELEVEL=$(MAKELEVEL) \
		$(srctree)/scripts/make-lock.sh $(lock-file) \
		$(MAKE) --no-print-directory -f $(srctree)/Makefile $(MAKECMDGOALS)

else # !need-lock

KCONFIG_CONFIG := $(objtree)/.config
export KCONFIG_CONFIG

### Goals that need no configuration, and configuration goals
config-targets := config menuconfig nconfig oldconfig olddefconfig \
	savedefconfig allnoconfig alldefconfig randconfig defconfig \
	%_defconfig listnewconfig
no-config-targets := help clean mrproper distclean deps-base check-wide \
	check-all asm-update-all asm-check-all check-liburcu check-consumers \
	check-model-xval \
	deps-liburcu
include $(srctree)/scripts/deb.mk
config-goals := $(filter $(config-targets),$(MAKECMDGOALS))
build-goals := $(filter-out $(config-targets) $(no-config-targets),$(MAKECMDGOALS))

# "make foo_defconfig all" would read the old configuration for "all":
# like the kernel, run mixed goals one at a time.
ifneq ($(config-goals),)
  ifneq ($(filter-out $(config-targets),$(MAKECMDGOALS)),)
    mixed-goals := 1
  endif
endif

ifeq ($(mixed-goals),1)

$(MAKECMDGOALS): __one_by_one
	@:
.PHONY: __one_by_one
__one_by_one:
	$(Q)set -e; for goal in $(MAKECMDGOALS); do \
		$(MAKE) -f $(srctree)/Makefile $$goal; \
	done

else # !mixed-goals

### Kconfig: the configuration goals (scripts/Makefile.kconfig)
include $(srctree)/scripts/Makefile.kconfig

### Everything below reads the configuration
build-needs-config := $(if $(build-goals),1,$(if $(MAKECMDGOALS),,1))
# "make deps" before any configuration installs what configuring needs.
ifeq ($(filter-out deps,$(build-goals))$(wildcard $(KCONFIG_CONFIG)),)
  ifneq ($(build-goals),)
    build-needs-config :=
  endif
endif

ifeq ($(build-needs-config),1)

ifeq ($(wildcard $(KCONFIG_CONFIG)),)
  $(error No configuration in $(objtree): run 'make <target>_defconfig' \
    or 'make defconfig' first ('make help' lists them))
endif
# An empty, truncated or binary .config (or a link to /dev/null) is not
# taken for one that sets nothing (scripts/check-config-file.sh).
config-file-error := $(shell $(srctree)/scripts/check-config-file.sh \
	$(KCONFIG_CONFIG) $(srctree)/arch/Kconfig 2>&1)
ifneq ($(config-file-error),)
  $(error $(strip $(patsubst ***,,$(config-file-error))))
endif

# auto.conf and urcu/uatomic-config.h follow .config; make restarts after this.
auto-conf := $(objtree)/include/config/auto.conf
auto-conf-deps := $(KCONFIG_CONFIG) $(kconfig-files) $(srctree)/Makefile \
	$(srctree)/scripts/gen-config-h.sh \
	$(srctree)/scripts/check-config-rules.sh
$(auto-conf): $(auto-conf-deps)
	$(call need-kconfig,$(KCONF))
	$(Q)mkdir -p $(objtree)/include/config $(objtree)/include/generated/urcu
	$(Q)cp $(KCONFIG_CONFIG) $(objtree)/include/config/config.edited
	$(Q)$(kconfig-env) $(KCONF) -s --olddefconfig $(srctree)/Kconfig
	$(Q)$(srctree)/scripts/check-config-rules.sh \
		$(objtree)/include/config/config.edited $(KCONFIG_CONFIG) \
		$(KCONFIG_CONFIG) || { cp $(objtree)/include/config/config.edited \
		$(KCONFIG_CONFIG); exit 1; }
	$(Q)$(srctree)/scripts/check-dotconfig.sh \
		$(objtree)/include/config/config.edited $(KCONFIG_CONFIG)
	$(Q)$(kconfig-env) $(KCONF) -s --silentoldconfig $(srctree)/Kconfig
	$(Q)$(srctree)/scripts/gen-config-h.sh \
		$(objtree)/include/config/autoconf.h \
		$(objtree)/include/generated/urcu/uatomic-config.h \
		$(VERSION_MAJOR) $(VERSION_MINOR) $(VERSION_PATCH)

include $(auto-conf)

# An auto.conf older than .config (or missing) describes the previous
# configuration: read now, its compiler, runner or board would stop the
# parse before make has remade it (a tree configured for a target whose
# compiler is absent, then reconfigured, stayed stuck on that compiler).
# So while it is stale nothing below is read: make remakes auto.conf with
# the rule above, then restarts and reads the fresh one.
auto-conf-stale := $(shell for f in $(auto-conf-deps); do \
	test "$$f" -nt $(auto-conf) && { echo 1; break; }; done)
ifneq ($(auto-conf-stale),1)

# The configuration's strings are checked (bad-config-string,
# bad-toolchain: scripts/Kbuild.include) before any of them is used.
bad-config-strings := $(strip $(foreach v,$(filter CONFIG_%,$(.VARIABLES)), \
	$(if $(filter file,$(origin $(v))),$(if $(call \
	bad-config-string,$(v)),$(v)))))
ifneq ($(bad-config-strings),)
  $(error $(KCONFIG_CONFIG): $(firstword $(bad-config-strings))=$(value \
    $(firstword $(bad-config-strings))) holds a character a configuration \
    string may not have (only letters, digits, spaces and / . _ - + $(comma) \
    @ = :): its strings reach the shell, and nothing was run; fix it with \
    'make menuconfig')
endif
ifneq ($(call bad-toolchain,$(call unquote,$(CONFIG_CROSS_COMPILE))),)
  $(error $(KCONFIG_CONFIG): CONFIG_CROSS_COMPILE=$(CONFIG_CROSS_COMPILE) is \
    not a toolchain prefix (one word of letters, digits and / . _ - +, \
    e.g. "aarch64-linux-gnu-"): nothing was run; fix it with 'make \
    menuconfig')
endif
ifneq ($(call bad-toolchain,$(call unquote,$(CONFIG_LLVM))),)
  $(error $(KCONFIG_CONFIG): CONFIG_LLVM=$(CONFIG_LLVM) is not an LLVM \
    version suffix (one word of letters, digits and / . _ - +, e.g. \
    "-19", or "1"): nothing was run; fix it with 'make menuconfig')
endif

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

### Flags
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
# restarts.)
ifneq ($(SRCARCH),)
include $(srctree)/arch/$(SRCARCH)/Makefile
endif
ARCH_CFLAGS += $(CLANG_TARGET)

# make check SANITIZE=... and STRESS=long: the build options of the checks.
include $(srctree)/scripts/Makefile.check-options

# Bare metal: the board's facts and the firmware flags.
ifdef CONFIG_PLATFORM_BAREMETAL
include $(srctree)/boards/Makefile
endif

ifeq ($(C),)
  C := 0
endif

ifeq ($(filter deps,$(MAKECMDGOALS)),)
  ifeq ($(shell command -v $(CC) 2>/dev/null),)
    $(error Compiler '$(CC)' not found (CROSS_COMPILE='$(CROSS_COMPILE)'): \
      install it ('make deps' installs $(or $(ARCH_DEPS),gcc) for this \
      configuration) or set CROSS_COMPILE to a toolchain you have)
  endif
  ifneq ($(C),0)
    ifeq ($(shell command -v $(CHECK) 2>/dev/null),)
      $(error C=$(C) needs sparse: run 'make deps' (or apt-get install sparse))
    endif
  endif
endif

# A distribution's build passes its flags in CFLAGS, CPPFLAGS and LDFLAGS
# (the environment or the command line: "dpkg-buildflags --export=sh"
# gives the stack protector, _FORTIFY_SOURCE, -Wl,-z,relro -Wl,-z,now).
# They come after the tree's own flags, which stay: a later -O2 or -g
# wins, the -I, -f and -m flags the build needs are not dropped.
# EXTRA_CFLAGS (kbuild's name) is the same for a developer's make.
c_flags = $(strip $(KBUILD_CPPFLAGS) $(KBUILD_CFLAGS) $(EXTRA_CFLAGS) \
	$(CPPFLAGS) $(CFLAGS))

# sparse has the host's include path built in: for a cross target, give
# it the cross compiler's instead (the arch Makefile adds --arch=...).
# (An LLVM-only target has no gcc: its arch Makefile gives them.)
ifneq ($(CROSS_COMPILE),)
ifeq ($(LLVM),)
  # clang's own headers are not for sparse: ask the target's gcc.
  sparse-cc := $(if $(findstring clang,$(CC)),$(CROSS_COMPILE)gcc,$(CC))
  cross-isystem := $(shell $(sparse-cc) $(filter-out --target=%,$(ARCH_CFLAGS)) \
	-xc -E -v /dev/null 2>&1 | \
	sed -n '/<\.\.\.> search starts here/,/End of search list/s/^ //p')
  CHECKFLAGS += -nostdinc $(addprefix -isystem ,$(cross-isystem))
endif
endif

# The flags are part of every object's inputs: this file changes (and
# everything rebuilds) only when they do.
flags-file := $(objtree)/include/config/build-flags
flags-now := $(CC) $(c_flags) $(TEST_RUNNER)$(if $(LDFLAGS), \
	LDFLAGS: $(LDFLAGS))
$(shell mkdir -p $(dir $(flags-file)); \
	echo '$(flags-now)' | cmp -s - $(flags-file) 2>/dev/null || \
	echo '$(flags-now)' > $(flags-file))

config-deps := $(objtree)/include/generated/urcu/uatomic-config.h $(flags-file)

### Compiling, with sparse when C=1 (rebuilt files) or C=2 (every file)
quiet_cmd_cc_o_c = CC      $(@:$(objtree)/%=%)
      cmd_cc_o_c = $(CC) $(c_flags) $(CFLAGS_$(notdir $(@:.o=))) -MD -MP \
		-MF $(@:.o=.d) -c -o $@ $<

quiet_cmd_checksrc = CHECK   $(<:$(srctree)/%=%)
      cmd_checksrc = $(CHECK) $(CHECKFLAGS) $(c_flags) $<

$(objtree)/%.o: $(srctree)/%.c $(config-deps)
	@mkdir -p $(dir $@)
	$(call cmd,cc_o_c)
	$(if $(filter 1,$(C)),$(call cmd,checksrc))

### The library
lib-srcs := $(wildcard $(srctree)/lib/*.c)
lib-objs := $(patsubst $(srctree)/%.c,$(objtree)/%.o,$(lib-srcs))
$(lib-objs): KBUILD_CFLAGS += $(if $(CONFIG_PLATFORM_BAREMETAL),,-fPIC) \
	-fvisibility=default

libuatomic-a := $(objtree)/lib/libuatomic.a
libuatomic-so := $(objtree)/lib/libuatomic.so.$(LIBVERSION)
# Firmware links statically: no shared library on bare metal.
libuatomic-shared := $(if $(CONFIG_PLATFORM_BAREMETAL),,$(libuatomic-so))

quiet_cmd_ar = AR      $(@:$(objtree)/%=%)
      cmd_ar = rm -f $@ && $(AR) rcs $@ $^

quiet_cmd_ld_so = LD      $(@:$(objtree)/%=%)
      cmd_ld_so = $(CC) $(ARCH_CFLAGS) -shared \
		-Wl,-soname,libuatomic.so.$(SOVERSION) $(LDFLAGS) \
		-o $@ $^ -pthread && \
		ln -sf libuatomic.so.$(LIBVERSION) \
			$(objtree)/lib/libuatomic.so.$(SOVERSION) && \
		ln -sf libuatomic.so.$(SOVERSION) $(objtree)/lib/libuatomic.so

$(libuatomic-a): $(lib-objs)
	$(call cmd,ar)

$(libuatomic-so): $(lib-objs)
	$(call cmd,ld_so)

### The installed header tree
# Installed, the arch headers live under urcu/asm/ and the generic ones
# under urcu/generic/, so that nothing shadows the system's <asm/...>.
INSTALL_HDR_PATH ?= $(objtree)/usr
hdr-srcs := $(wildcard $(srctree)/include/urcu/*.h) \
	$(wildcard $(srctree)/include/generic/*.h) \
	$(wildcard $(srctree)/arch/$(SRCARCH)/include/asm/*.h) \
	$(objtree)/include/generated/urcu/uatomic-config.h

quiet_cmd_headers = INSTALL $(INSTALL_HDR_PATH)/include/uatomic
      cmd_headers = $(srctree)/scripts/headers-install.sh \
		$(call shq,$(INSTALL_HDR_PATH)/include/uatomic) \
		$(srctree) $(SRCARCH) \
		$(objtree)/include/generated/urcu/uatomic-config.h

# "make" keeps $(objtree)/usr up to date; headers_install always writes.
hdr-stamp := $(objtree)/usr/.headers-$(SRCARCH)
$(hdr-stamp): $(hdr-srcs) $(srctree)/scripts/headers-install.sh
	@mkdir -p $(dir $@)
	$(call cmd,headers)
	@touch $@

.PHONY: headers_install
headers_install: $(objtree)/include/generated/urcu/uatomic-config.h
	$(call cmd,headers)

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

### compile_commands.json for clangd and other tools: the build's own
### commands (make -n), one entry per C or C++ source
quiet_cmd_compile_commands = GEN     $@
      cmd_compile_commands = $(srctree)/scripts/gen-compile-commands.sh \
		'$(MAKE)' $(srctree) $(objtree) > $(objtree)/$@.tmp && \
		mv $(objtree)/$@.tmp $(objtree)/$@

.PHONY: compile_commands.json
compile_commands.json: $(config-deps)
	$(call cmd,compile_commands)

### report: which path each operation x size x order takes here, read
### from the headers' dispatch and the compiler's code for the target
.PHONY: report
report: $(config-deps)
	$(Q)REPORT_CC='$(CC)' REPORT_CFLAGS='$(c_flags)' \
		$(srctree)/scripts/report.sh $(objtree)/report

### expand: the per-size functions of the headers for this target, as
### readable C (scripts/expand.sh)
.PHONY: expand
expand: $(config-deps)
	$(Q)EXPAND_CC='$(CC) $(CLANG_TARGET)' EXPAND_CFLAGS='$(c_flags)' \
		$(srctree)/scripts/expand.sh $(objtree)/expand

### check-model: the golden files of the configured architecture held to
### its axiomatic memory model (tests/model/run.sh; RVWMO, Armv8, x86-TSO,
### Power; the RISC-V boards' one hart and its trap handlers too)
.PHONY: check-model
check-model:
	$(Q)HERD7='$(HERD7)' $(srctree)/tests/model/run.sh $(SRCARCH)

### Deps: the Debian packages this configuration needs
.PHONY: deps
deps:
	$(Q)$(srctree)/scripts/install-deps.sh $(DEPS_BASE) $(ARCH_DEPS)

endif # !auto-conf-stale
endif # build-needs-config

# Without a configuration, "make deps" installs what configuring needs.
DEPS_BASE := make gcc g++ libc6-dev kconfig-frontends sparse pkg-config
# What "make check" drives or renders: menuconfig in tmux, the man pages
# (man-db and groff render them, mandoc lints them: tests/man).
DEPS_BASE += tmux man-db groff-base mandoc
# The mapping check of the golden assembly (tests/asm/mapping.py).
DEPS_BASE += python3
# make expand formats the expanded headers (tests/expand).
DEPS_BASE += clang-format
# tests/user-build: a user's CMake and Meson projects, and a Kconfig
# that sources ours under kconfiglib.
DEPS_BASE += cmake meson ninja-build python3-kconfiglib
# "CC=clang make deps": clang too (a configuration with LLVM names its
# own versioned packages in ARCH_DEPS).
DEPS_BASE += $(if $(LLVM),,$(if $(findstring clang,$(CC)),clang))
.PHONY: deps-base
deps-base:
	$(Q)$(srctree)/scripts/install-deps.sh $(DEPS_BASE)
ifneq ($(build-needs-config),1)
.PHONY: deps
deps: deps-base
endif

### The wide checks: every defconfig in its own O= tree (build, tests,
### C=2, savedefconfig round-trip) and randconfig seeds; needs no .config
.PHONY: check-wide check-all
check-wide:
	$(Q)$(srctree)/scripts/check-wide.sh $(objtree)/wide

# The matrix: every defconfig, cross targets under qemu-user included.
check-all:
	$(Q)$(srctree)/scripts/check-wide.sh --all $(objtree)/wide-all

# liburcu and its Debian consumers built on our installed headers.
include $(srctree)/tests/liburcu/Makefile.liburcu

# The golden-assembly files of every defconfig (tests/asm/update-all.sh),
# and their check: compilers only, no emulator.
.PHONY: asm-update-all asm-check-all
asm-update-all:
	$(Q)$(srctree)/tests/asm/update-all.sh $(objtree)/asm-all
asm-check-all:
	$(Q)$(srctree)/tests/asm/update-all.sh --check $(objtree)/asm-all

### check-model-xval: the memory-model checker (tests/model/) against
### herd7 (HERD7= or on PATH) and the published catalogues, every ISA;
### needs no .config
.PHONY: check-model-xval
check-model-xval:
	$(Q)HERD7='$(HERD7)' python3 $(srctree)/tests/model/crossval.py

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

endif # mixed-goals

endif # need-lock

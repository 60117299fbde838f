# SPDX-License-Identifier: MIT
#
# scripts/config.mk - included by the top Makefile once the configuration
# goals are known: whether the goals need the configuration, the checks
# of .config, the rule that makes auto.conf and urcu/uatomic-config.h
# from it, and the checks of its strings.  Sets configured := 1 when the
# configuration is read and up to date: the top Makefile reads the build
# only then (on the pass that remakes auto.conf, make restarts).

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
# So while it is stale the build is not read (configured stays empty):
# make remakes auto.conf with the rule above, then restarts and reads the
# fresh one.
auto-conf-stale := $(shell for f in $(auto-conf-deps); do \
	test "$$f" -nt $(auto-conf) && { echo 1; break; }; done)
endif

configured := $(if $(filter 1,$(build-needs-config)),$(if $(filter \
	1,$(auto-conf-stale)),,1))

ifeq ($(configured),1)

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
endif

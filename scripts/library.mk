# SPDX-License-Identifier: MIT
#
# scripts/library.mk - included by the top Makefile on a configured
# build: the compile rule (sparse with C=1), libuatomic.a and the shared
# library, and the header tree installed under $(INSTALL_HDR_PATH).

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

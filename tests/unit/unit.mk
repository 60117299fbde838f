# SPDX-License-Identifier: MIT
#
# tests/unit/unit.mk - the build rules of the unit tests that need more
# than a source file: the TLS fault injection of tls-fault.c and the
# object tls-dlclose.c loads.

# tests/unit/tls-fault.c injects failures through these wrappers.
tls-fault-wraps := pthread_once pthread_key_create pthread_setspecific \
	posix_memalign
$(test-out)/unit/tls-fault: TEST_LDFLAGS += \
	$(addprefix -Wl$(comma)--wrap=,$(tls-fault-wraps))

# tests/unit/tls-dlclose.c loads this object; a statically linked program
# has no dlopen, and says so.
ifndef CONFIG_PLATFORM_BAREMETAL
tls-object := $(test-out)/unit/tls-object.so

quiet_cmd_test_so = CC      $(@:$(objtree)/%=%)
      cmd_test_so = $(CC) $(c_flags) $(test-cflags) -fPIC -shared \
		-MD -MP -MF $@.d -o $@ $< -pthread

$(tls-object): $(srctree)/tests/unit/dso/tls-object.c $(config-deps)
	@mkdir -p $(dir $@)
	$(call cmd,test_so)
-include $(tls-object).d

$(test-out)/unit/tls-dlclose: $(tls-object)
$(test-out)/unit/tls-dlclose: test-cflags += \
	$(if $(filter -static,$(TEST_LDFLAGS)),-DTLS_TEST_STATIC)
endif

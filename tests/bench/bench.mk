# SPDX-License-Identifier: MIT
#
# tests/bench/bench.mk - included by tests/Makefile: "make bench" builds
# tests/bench/bench.c for the configured target and runs it (under the
# target's runner): ns/op of every operation, barrier and TLS access,
# against the __atomic builtins, and on x86-64 against the peer libraries
# (liburcu, Concurrency Kit, libatomic_ops: tests/bench/peer-loops.c on
# Debian's headers, fetched as make asm-peers does; BENCH_PEERS=n leaves
# them out).  BENCH_ARGS passes options (-l: a longer run; -r REPS;
# -n ITERATIONS).  Never part of "make check": timing is for reading,
# not for passing.

bench-peers := $(if $(filter n,$(BENCH_PEERS)),,$(CONFIG_ARCH_X86_64))
# A program of its own with the peers: BENCH_PEERS= switches between the
# two without a stale link.
bench-prog := $(test-out)/bench/bench$(if $(filter y,$(bench-peers)),-peers)

$(bench-prog): $(srctree)/tests/bench/bench.c \
		$(srctree)/tests/bench/peer-loops.h $(libuatomic-a) \
		$(config-deps)
	@mkdir -p $(dir $@)
	$(call cmd,test_link)

ifeq ($(bench-peers),y)
bench-peers-dir = $(peers-cache)/amd64
bench-peer-objs := $(patsubst %,$(test-out)/bench/peer-%.o,liburcu ck ao)

$(bench-peers-dir)/root/.complete:
	$(Q)$(srctree)/tests/asm/peers-fetch.sh amd64 $(bench-peers-dir)

# Each peer's loops with its own headers alone (liburcu's urcu/uatomic.h
# is not ours), at the configuration's flags.
quiet_cmd_bench_peer_cc = CC      $(@:$(objtree)/%=%)
      cmd_bench_peer_cc = $(CC) $(KBUILD_CFLAGS) -DPEER_$* \
		-I$(bench-peers-dir)/root/usr/include \
		-I$(bench-peers-dir)/root/usr/include/x86_64-linux-gnu \
		-c -o $@ $<

$(test-out)/bench/peer-%.o: $(srctree)/tests/bench/peer-loops.c \
		$(srctree)/tests/bench/peer-loops.h \
		$(srctree)/tests/asm/peers.c $(bench-peers-dir)/root/.complete \
		$(config-deps)
	@mkdir -p $(dir $@)
	$(call cmd,bench_peer_cc)

$(bench-prog): $(bench-peer-objs)
$(bench-prog): test-cflags += -DBENCH_PEERS
$(bench-prog): test-ldlibs := $(bench-peer-objs) $(test-ldlibs)
endif

.PHONY: bench
bench: $(bench-prog)
	$(Q)TEST_RUNNER='$(TEST_RUNNER)' $(TEST_RUNNER) $(bench-prog) $(BENCH_ARGS)

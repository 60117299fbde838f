# SPDX-License-Identifier: MIT
#
# tests/bench/bench.mk - included by tests/Makefile: "make bench" builds
# tests/bench/bench.c for the configured target and runs it (under the
# target's runner): ns/op of every operation, barrier and TLS access,
# against the __atomic builtins.  BENCH_ARGS passes options (-l: a longer
# run; -r REPS; -n ITERATIONS).  Never part of "make check": timing is
# for reading, not for passing.

bench-prog := $(test-out)/bench/bench

$(bench-prog): $(srctree)/tests/bench/bench.c $(libuatomic-a) $(config-deps)
	@mkdir -p $(dir $@)
	$(call cmd,test_link)

.PHONY: bench
bench: $(bench-prog)
	$(Q)TEST_RUNNER='$(TEST_RUNNER)' $(TEST_RUNNER) $(bench-prog) $(BENCH_ARGS)

# SPDX-License-Identifier: MIT
#
# tests/mutants/check.mk - included by tests/Makefile: the mutation score
# of the ordering checks (tests/mutants/run.sh; Documentation/ordering.md
# §8).  Not a host check of "make check": a whole golden file takes
# from tens of minutes to hours.
#   make check-mutants                        every mutant of the file
#   make check-mutants MUTANTS="--sample 50"  50 drawn at random (--seed S)
# MUTANTS also takes --only REGEX (functions) and --jobs N (herd7 runs).

.PHONY: check-mutants
check-mutants: $(config-deps)
	$(Q)$(srctree)/tests/mutants/run.sh $(MUTANTS)

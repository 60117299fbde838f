# SPDX-License-Identifier: MIT
#
# scripts/htmldocs.mk - included by scripts/serial.mk before it sorts the
# goals: "make htmldocs", the HTML reference (the manual pages of man/
# through mandoc, README.md and Documentation/*.md through
# python3-markdown, and an index: scripts/htmldocs.py) in
# $(objtree)/htmldocs; "make check-htmldocs", its browser test
# (tests/htmldocs/run.sh: every link resolves, a headless Chromium renders
# a manual page to a screenshot and shows its synopsis); "make
# deps-htmldocs", the Debian packages both need.  None needs a .config.

htmldocs-out := $(objtree)/htmldocs
DEPS_HTMLDOCS := mandoc python3 python3-markdown chromium

no-config-targets += htmldocs check-htmldocs deps-htmldocs

# Beside a configuration goal the top Makefile runs each goal by itself.
ifeq ($(filter $(config-targets),$(MAKECMDGOALS)),)
.PHONY: htmldocs check-htmldocs deps-htmldocs clean-htmldocs
deps-htmldocs:
	$(Q)$(srctree)/scripts/install-deps.sh $(DEPS_HTMLDOCS)

# The whole reference again each time: a page removed from man/ leaves
# no stale file for a link to resolve to.
quiet_cmd_htmldocs = HTML    $(htmldocs-out)/index.html
      cmd_htmldocs = rm -rf $(htmldocs-out) && \
	UATOMIC_LIBVERSION=$(LIBVERSION) \
	$(srctree)/scripts/htmldocs.py $(srctree) $(htmldocs-out)
htmldocs:
	$(call cmd,htmldocs)

# "make clean" removes the reference with the rest.
clean: clean-htmldocs
clean-htmldocs:
	$(Q)rm -rf $(htmldocs-out)

check-htmldocs: htmldocs
	$(Q)UATOMIC_SRCTREE=$(srctree) UATOMIC_OBJTREE=$(objtree) \
	UATOMIC_HTMLDOCS=$(htmldocs-out) \
		$(srctree)/scripts/run-tests.sh $(objtree)/tests-out/htmldocs-logs \
		-- host:$(srctree)/tests/htmldocs/run.sh
endif

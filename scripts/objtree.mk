# SPDX-License-Identifier: MIT
#
# scripts/objtree.mk - included first by the top Makefile: the source
# tree and the output tree (O=), each path checked before anything is
# written: a path make cannot carry, an O= inside the tree's sources or on
# a file, an O= that cannot be created.

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

#!/bin/sh
# SPDX-License-Identifier: MIT
#
# scripts/help.sh DEFCONFIG DEFCONFIG-FILE... - "make help": the goals and
# options of the build, then the defconfigs it can configure (DEFCONFIG
# is the one "make defconfig" takes here).  A new goal or option gets its
# line here.
defconfig=$1
shift
cat <<EOF
Configuration targets:
  <name>_defconfig  - configure from configs/<name>_defconfig
  defconfig         - configure for this machine ($defconfig)
  menuconfig        - change the configuration in a menu (ncurses)
  nconfig           - the same, newer ncurses front end
  oldconfig         - ask only for options new since .config
  olddefconfig      - take the default for every new option
  savedefconfig     - write the minimal ./defconfig for .config
  allnoconfig       - answer no to every question
  alldefconfig      - take every default
  randconfig        - a random configuration (KCONFIG_SEED=n)
  listnewconfig     - list options new since .config

Build targets:
  all (default)     - libuatomic.a, libuatomic.so, header tree in usr/
                      (bare metal: libuatomic.a and headers only)
  check             - build and run the tests for the target (bare
                      metal: firmware images under qemu-system)
  check-stress      - the stress and litmus tests alone (with
                      STRESS=long: the long mode)
  check-warnings    - the headers under strict warnings, every C and
                      C++ standard, gcc and clang (part of check)
  check-wide        - every native defconfig: tests, C=2, round-trips;
                      50 randconfig seeds built (or refused for a
                      compiler that is not installed)
  check-all         - every defconfig, cross targets under qemu too
  check-liburcu     - liburcu (Debian 12 source) rebuilt on our
                      installed headers, its tests, and LTTng-tools
                      and xfsprogs built on it (apt-get source)
  check-consumers   - LTTng-tools and xfsprogs alone on a rebuilt
                      liburcu (x86_64; LIBURCU_CONFIGS for more)
  htmldocs          - the HTML reference in htmldocs/: the manual
                      pages and Documentation/, with an index
  check-htmldocs    - htmldocs, its links, and a headless Chromium
                      rendering a page (screenshot in tests-out/)
  deps-htmldocs     - what htmldocs and check-htmldocs need (mandoc,
                      python3-markdown, chromium)
  deps-liburcu      - what check-liburcu and check-consumers need:
                      their packages, the three Debian sources and
                      the sources' build-deps (apt-get build-dep)
  check-deb         - the Debian package (debian/): dpkg-buildpackage,
                      lintian, the .debs unpacked and built against
                      with pkg-config and CMake (no root)
  deps-deb          - what check-deb needs (dpkg-dev, debhelper,
                      lintian, cmake, ...)
  size              - bare metal: text/data/bss of the library, of an
                      image using every operation, per operation
  samples           - build samples/ into samples-out/ (bare metal:
                      the board family's firmware sample, built
                      as a user would; make check runs it)
  demo              - build and run samples/demo.c
  bench             - time every operation against the __atomic
                      builtins, on x86-64 the peers too (BENCH_ARGS=-l:
                      a longer run; BENCH_PEERS=n: no peers)
  asm-update        - rewrite tests/asm/expected/<defconfig>.asm
  asm-update-all    - the same for every defconfig (own O= trees)
  asm-check         - the golden-assembly check of make check alone
  asm-check-all     - it for every defconfig (compilers only, no qemu)
  asm-counts        - instruction counts against the builtins
  asm-peers         - liburcu's operations counted against liburcu,
                      ck, libatomic_ops and GCC's and clang's builtins
                      (the peers' Debian packages for the target,
                      fetched; PEERS_CACHE=DIR shares them)
  check-model       - the golden files of this architecture as
                      litmus tests under its axiomatic memory model
                      (RISC-V RVWMO and its boards, Armv8, x86-TSO,
                      Power; seconds to a minute), and the checker
                      against herd7 (HERD7= or on PATH) on a subset
  check-model-xval  - the checker against herd7 and the published
                      catalogues (tests/model/published/), every ISA
  check-herd        - the golden file of this defconfig judged by herd7
                      with the architecture's own model (arm64: MP, SB,
                      atomicity; HERD7= or herd7 on PATH)
  check-herd-all    - the same with every shape (LB, 2+2W, R, S, IRIW,
                      WRC, ISA2 too)
  check-memory-model - uatomic's own herd7 model (tools/memory-model/)
                      held to the contract: the C litmus tests of
                      tests/memory-model get their headers' verdicts,
                      uatomic.def is the operation table's
  check-memory-model-targets - the same, then each test compiled for
                      every herd7-modelled target from its golden code
                      forbids what the model forbids
  memory-model-def  - write tools/memory-model/uatomic.def again
  check-mutants     - the golden file weakened one instruction at a
                      time, each mutant put to the mapping check, the
                      model checker and herd7 (MUTANTS="--sample N
                      --seed S": a sample; slow, not in make check)
  headers_install   - install headers to INSTALL_HDR_PATH (usr/)
  install           - install to DESTDIR/PREFIX (/usr/local): libs,
                      headers, pkg-config uatomic.pc, the CMake
                      package, a Kconfig fragment, man pages,
                      uatomic-herd and its memory model (bindir)
                      (LIBDIR=lib/x86_64-linux-gnu: multiarch)
  uninstall         - remove what install put there (same PREFIX,
                      DESTDIR: its manifest lists it)
  deps              - install the Debian packages the target needs
  clean             - remove build outputs, keep .config
  mrproper          - remove build outputs and the configuration

Tools:
  report            - which path each operation x size x order
                      takes here: native instruction, derived from
                      cmpxchg, compiler builtin, and the fences
  expand            - every per-size function of the operations for
                      this target as readable C, for grep and
                      clangd: expand/uatomic-expanded.c
  compile_commands.json - the build's compiler commands, for
                      clangd (written to the O= tree)
  barrier-cost      - measure cmm_smp_mb() against cmm_mb()
  (.clang-format at the top formats new code in the tree's style)

Options:
  O=dir             - build in dir (the source tree stays clean)
  V=1               - show full commands
  C=1 / C=2         - run sparse on rebuilt / all sources
  EXTRA_CFLAGS=     - compiler flags after the tree's own
  CPPFLAGS= CFLAGS= LDFLAGS=
                    - a package build's flags (environment too), after
                      the tree's own; LDFLAGS link the shared library
  CROSS_COMPILE=    - override the configured toolchain prefix
  ARCH=             - check the target (defconfig: pick ARCH_defconfig)
  SANITIZE=         - thread, address, undefined (or a comma list):
                      build and check under sanitizers
  STRESS=long       - make check, check-stress: the long stress mode
                      (minutes: 400x natively, 100x emulated)
  CHECK_TREE=n      - make check: this configuration's checks only,
                      not the tree's own (Kconfig, kbuild, install
                      paths, tools)
  CC=clang          - build with clang (CXX follows: clang++;
                      a cross target gets --target=)

Defconfigs:
EOF
for d in "$@"; do
	echo "  $d"
done

# SPDX-License-Identifier: MIT
#
# tests/asm/peers.mk - included by tests/Makefile: "make asm-peers", the
# instruction counts of liburcu's operations at its default orders, ours
# against the peer libraries' (liburcu, Concurrency Kit, libatomic_ops
# from Debian's packages for the target's architecture, fetched into
# $(objtree)/peers-debs, or PEERS_CACHE=DIR to share them between output
# trees) and the __atomic builtins of GCC and clang (tests/asm/peers.sh).
# Needs the network the first time; never part of "make check".

# Where the peers' Debian packages are unpacked, per Debian architecture
# (make bench uses them too: tests/bench/bench.mk).
peers-cache = $(or $(PEERS_CACHE),$(objtree)/peers-debs)

.PHONY: asm-peers
asm-peers: $(asm-out)/ops.o
	$(Q)UATOMIC_PEER_CFLAGS='$(KBUILD_CFLAGS)' \
		UATOMIC_PEER_CPPFLAGS='$(KBUILD_CPPFLAGS)' \
		UATOMIC_PEERS_CACHE='$(peers-cache)' \
		$(srctree)/tests/asm/peers.sh

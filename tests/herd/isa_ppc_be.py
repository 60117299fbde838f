# SPDX-License-Identifier: MIT
#
# tests/herd/isa_ppc_be.py - big-endian POWER (ppc64, ppc, ppc_e500) for
# tests/herd/herd.py: tests/herd/isa_ppc.py, with the operand of a
# sub-word loop at the word's low end, offset 4 - size (Power ISA Book I,
# 1.10.1: big-endian byte order).
from isa_ppc import *  # noqa: F401,F403
import isa_ppc


def lower(body, size):
    return isa_ppc.lower_endian(body, size, True)


WEAKENED = [
    # e500 has no lwsync: its acquire load is sync-ordered; without it
    # later loads pass the load.
    ("ppc_e500", "uat_load_4_acquire", "hwsync", "nop",
     "MP reader uat_load_4_acquire", "MP"),
]

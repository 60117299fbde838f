# SPDX-License-Identifier: MIT
#
# tests/herd/lowering.py - the address arithmetic of the sub-word loops,
# for the ISA modules of tests/herd/herd.py whose 1- and 2-byte
# operations are loops on the aligned word that holds the operand
# (RISC-V, POWER before lbarx/lharx): herd7 computes on no address, so
# an instruction that takes the pointer apart (its offset in the word,
# the word's address) is rewritten into what it computes for the test's
# location, an aligned word whose operand sits at a known offset; the
# shift amounts that follow from the offset are then constants, and a
# shift by one of them becomes a shift by an immediate.
#
# A register holds an address-derived value k*A + c, A the aligned
# word's address (k = 1: an address, k = -1: its complement, k = 0: the
# constant c).  Every instruction that reads an address must be a move,
# an access through it, or an address computation the ISA module knows
# (its address_op), else the function cannot be modelled and says so.
# The values are followed in program order: the golden code takes the
# pointer apart before its loops, and a register an instruction writes
# holds a value from then on (a loop that went back to a use of an
# address it had overwritten would read a value, on which herd7 refuses
# to compute an address).


def address_split(body, split, writes, address_op, addr_reg, offset,
                  accesses=()):
    """body with the address computations rewritten, one line for one.
    split(line) -> (mnemonic, operands); writes(mn, ops) -> the register
    written; address_op(mn, ops, {register: (k, c)}) -> (the line that
    replaces it or None for itself, the destination's (k, c) or None),
    or None when it computes nothing from them; addr_reg holds
    (1, offset) at entry; the mnemonics in accesses may name an address
    as a plain operand (indexed loads and stores)."""
    held = {addr_reg: (1, offset)}
    out = []
    for line in body:
        mn, ops = split(line)
        dest = writes(mn, ops)
        srcs = {o: held[o] for o in (ops[1:] if dest else ops)
                if o in held}
        r = address_op(mn, ops, srcs) if srcs and mn not in accesses \
            else None
        if r is None and any(k for k, _ in srcs.values()) and \
                mn not in accesses:
            raise ValueError("%r: an address computation herd7 cannot"
                             " follow" % line)
        new, val = r or (None, None)
        out.append(new or line)
        if dest:
            held.pop(dest, None)
            if val is not None:
                held[dest] = val
    return out

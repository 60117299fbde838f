#!/bin/sh
# SPDX-License-Identifier: MIT
#
# scripts/check-trap-return.sh OBJDUMP FILE... - RISC-V: every trap return
# (mret, sret) in FILE (an object or a linked image) drops the LR
# reservation of the code it interrupted: an sc.w/sc.d comes before it,
# and between the two there is only straight-line code (the epilogue's
# register restores) with no lr, no jump or call, and no jump from
# elsewhere landing in it.  Else an interrupted LR/SC loop of uatomic can
# succeed on a stale value (arch/riscv/include/asm/reservation.h says why,
# Documentation/firmware.md what to do).  Prints one line per trap return,
# "ok:" or "MISSING:", and fails if any is missing.  Link first: in an
# object, RISC-V branches to other sections are still relocations.
# Usable on your own firmware: make install on bare metal installs it as
# share/uatomic/bin/uatomic-check-trap-return (man 1
# uatomic-check-trap-return): uatomic-check-trap-return
# riscv64-unknown-elf-objdump firmware.elf
set -u
LC_ALL=C
export LC_ALL
objdump=$1
shift
status=0

for f in "$@"; do
	if ! "$objdump" -d --no-show-raw-insn "$f" > "$f.trapret.dis" 2>&1; then
		echo "MISSING: $f: $objdump -d failed: $(head -n 1 "$f.trapret.dis")"
		status=1
		continue
	fi
	awk -v file="$f" '
	function flush(   i, j, k, t, why) {
		for (i = 1; i <= n; i++) {
			if (mn[i] != "mret" && mn[i] != "sret")
				continue;
			why = "";
			for (j = i - 1; j >= 1; j--) {
				if (mn[j] ~ /^sc\./)
					break;
				if (mn[j] ~ /^lr\./) {
					why = "an " mn[j] " at " addr[j] \
					      " after the last sc";
					break;
				}
				if (mn[j] ~ /^(j|jal|jalr|jr|ret|call|tail|b[a-z]*)$/) {
					why = "a " mn[j] " at " addr[j] \
					      " after the last sc, if any";
					break;
				}
			}
			if (why == "" && j < 1)
				why = "no sc before it in " fn;
			if (why == "")
				for (k = 1; k <= n; k++) {
					t = target[k];
					if (t == "")
						continue;
					t = sprintf("%16s", t);
					gsub(/ /, "0", t);
					if (t > a16[j] && t <= a16[i]) {
						why = "the " mn[k] " at " addr[k] \
						      " jumps past the sc to " \
						      target[k];
						break;
					}
				}
			if (why == "") {
				printf "ok: %s: %s: %s at %s: %s at %s first\n",
				       file, fn, mn[i], addr[i], mn[j], addr[j];
			} else {
				printf "MISSING: %s: %s: %s at %s: %s\n",
				       file, fn, mn[i], addr[i], why;
				bad = 1;
			}
		}
		n = 0;
	}
	# (An assembler-local label, .L*, is inside a function.)
	/^[0-9a-f]+ <\.L.*>:$/ {
		next;
	}
	/^[0-9a-f]+ <.*>:$/ {
		flush();
		fn = $2;
		gsub(/[<>:]/, "", fn);
		next;
	}
	/^ *[0-9a-f]+:\t/ {
		n++;
		addr[n] = $1;
		sub(/:$/, "", addr[n]);
		a16[n] = sprintf("%16s", addr[n]);
		gsub(/ /, "0", a16[n]);
		mn[n] = $2;
		target[n] = "";
		# A direct jump or branch: its target, "<hex> <sym+off>".
		if (mn[n] ~ /^(j|jal|b[a-z]*)$/ &&
		    match($0, /[0-9a-f]+ <[^>]*>$/)) {
			target[n] = substr($0, RSTART);
			sub(/ .*/, "", target[n]);
		}
	}
	END {
		flush();
		exit bad;
	}' "$f.trapret.dis" || status=1
	rm -f "$f.trapret.dis"
done
exit $status

# SPDX-License-Identifier: MIT
#
# tests/asm/normalise.awk - turns "objdump -dr --no-show-raw-insn -w" of an
# object built with -ffunction-sections into one block per function that
# depends only on the instructions: no addresses or encodings, a branch
# target inside the function as ".L<n>" (the index of the instruction it
# lands on), one outside it as its symbol, a relocation as "-> TYPE
# symbol" without its addend, and white space squeezed.  Each function is
# "name:" then its instructions, one per line after a tab, then a blank
# line.  Used by tests/asm/golden.sh.

function hexkey(h) {
	sub(/^0+/, "", h)
	return h == "" ? "0" : h
}

function flush(   i, line, pre, tgt, key, rest) {
	if (fn == "")
		return
	print fn ":"
	for (i = 0; i < n; i++) {
		line = text[i]
		# "<hex> <sym+0x..>" or "<hex> <sym>": a branch or call target
		# (llvm-objdump: "<offset> <sym+0x..>", the offset from the
		# branch, negative backwards: the function's own target is
		# the +0x.. part, its address in the section.)
		if (match(line, /-?[0-9a-f]+ <[^>]*>/)) {
			pre = substr(line, 1, RSTART - 1)
			tgt = substr(line, RSTART, RLENGTH)
			rest = substr(line, RSTART + RLENGTH)
			key = tgt
			sub(/ .*/, "", key)
			if (llvm && tgt ~ ("<" fn "(\\+0x[0-9a-f]+)?>$")) {
				key = tgt
				sub(/^.*</, "", key)
				sub(/>$/, "", key)
				key = key ~ /\+0x/ ? key : "+0x0"
				sub(/^.*\+0x/, "", key)
			}
			key = hexkey(key)
			if ((key in at) && (tgt ~ ("<\\.?" fn "[+>]") ||
			    tgt ~ /<\.L/))
				tgt = ".L" at[key]
			else {
				sub(/^-?[0-9a-f]+ </, "<", tgt)
				sub(/\+0x[0-9a-f]+>$/, ">", tgt)
			}
			line = pre tgt rest
		}
		print "\t" line
	}
	print ""
	fn = ""
	n = 0
	delete at
}

# A relocation of the instruction above: its type and symbol, without the
# addend.  Linker-relaxation hints are left out, and so are relocations
# against local labels (RISC-V's branches, resolved at link time).
function add_reloc(line) {
	sub(/^[ \t]*[0-9a-f]+:[ \t]+/, "", line)
	gsub(/[ \t]+/, " ", line)
	sub(/[+-]0x[0-9a-f]+$/, "", line)
	if (line !~ /^R_[A-Z0-9]+_RELAX( |$)/ && line !~ /^R_[A-Z0-9_]+ \.L/)
		text[n++] = "\t-> " line
}

# A local label that the assembler kept as a symbol (RISC-V keeps them
# for linker relaxation): part of the function around it.
/^[0-9a-f]+ <\.L[^>]*>:$/ {
	next
}

/^[0-9a-f]+ <[^>]+>:$/ {
	flush()
	fn = $2
	sub(/^</, "", fn)
	sub(/>:$/, "", fn)
	# ELFv1 (ppc64) names the code of function f ".f".
	sub(/^\./, "", fn)
	next
}

fn != "" && /^[ \t]*[0-9a-f]+:[ \t]+R_/ {
	add_reloc($0)
	next
}

# (llvm-objdump puts spaces before the tab.)
fn != "" && /^ *[0-9a-f]+:[ \t]*\t/ {
	addr = $0
	sub(/:.*/, "", addr)
	gsub(/ /, "", addr)
	line = $0
	if (line ~ /^ *[0-9a-f]+: +\t/)
		llvm = 1
	sub(/^ *[0-9a-f]+:[ \t]*\t/, "", line)
	# "objdump -w" puts the first relocation on the instruction line.
	reloc = ""
	if (match(line, /\t[0-9a-f]+: R_[A-Za-z0-9_]+\t.*$/)) {
		reloc = substr(line, RSTART + 1)
		line = substr(line, 1, RSTART - 1)
	}
	# objdump's comments: "# ...", "// ...", "@ ...", "; ..."
	sub(/[ \t]+(#|\/\/|@|;) .*$/, "", line)
	gsub(/[ \t]+/, " ", line)
	sub(/ $/, "", line)
	if (line == "")
		next
	at[hexkey(addr)] = ninsn[fn]++
	text[n++] = line
	if (reloc != "")
		add_reloc(reloc)
	next
}

END {
	flush()
}

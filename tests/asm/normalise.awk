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
#
# Lines "LABEL <name> <hex value>" before the disassembly (golden.sh
# writes them from "readelf -s": the object's local labels) place a
# MIPS branch whose target the assembler left to a relocation against a
# local label (R6 compact branches: R_MIPS_PC16 $L970 or .L1456, the
# encoded offset 0): the target is the label's instruction, not the
# offset objdump prints, and the label, which objdump shows as a symbol
# of its own ("<$L970>:"), stays part of the function around it.

function hexkey(h) {
	sub(/^0+/, "", h)
	return h == "" ? "0" : h
}

/^LABEL / {
	if ($2 in label)
		label[$2] = ""		# two labels of one name: not used
	else
		label[$2] = hexkey($3)
	next
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
			if (i in reloc_target)
				key = reloc_target[i]
			if ((key in at) && (tgt ~ ("<\\.?" fn "[+>]") ||
			    tgt ~ /<\.L/ || (i in reloc_target)))
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
	delete reloc_target
}

# A relocation of the instruction above: its type and symbol, without the
# addend.  Linker-relaxation hints are left out, and so are relocations
# against local labels (RISC-V's branches, resolved at link time).
function add_reloc(line) {
	sub(/^[ \t]*[0-9a-f]+:[ \t]+/, "", line)
	gsub(/[ \t]+/, " ", line)
	sub(/[+-]0x[0-9a-f]+$/, "", line)
	split(line, r, " ")
	if (r[1] ~ /^R_MIPS_PC/ && label[r[2]] != "") {
		reloc_target[last] = label[r[2]]
		return
	}
	# (n64 writes each relocation as three: the two R_MIPS_NONE of
	# a branch placed above are nothing of their own.)
	if (r[1] == "R_MIPS_NONE" && (last in reloc_target))
		return
	if (line !~ /^R_[A-Z0-9]+_RELAX( |$)/ && line !~ /^R_[A-Z0-9_]+ \.L/)
		text[n++] = "\t-> " line
}

# A local label that the assembler kept as a symbol (RISC-V keeps them
# for linker relaxation): part of the function around it.
/^[0-9a-f]+ <\.L[^>]*>:$/ || (/^[0-9a-f]+ <\$L[^>]*>:$/ && fn != "") {
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
	last = n
	text[n++] = line
	if (reloc != "")
		add_reloc(reloc)
	next
}

END {
	flush()
}

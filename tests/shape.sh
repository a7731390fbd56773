#!/bin/sh
# tests/shape.sh [DIR] - the shape issue 23 asks of the program's top-level
# sources (DIR, the project root by default), from the source and from
# the objects make built (nm): file and function lengths, mutable
# file-scope variables, no mutable global shared through a header, and the
# rooms' references one way (calls down from the dispatcher, requests
# up; the dispatcher is gitview.c and door.c, the window's door). No X;
# coreutils, awk and binutils only.

# the dispatcher's names a room below it may use: its requests and services
ALLOW=${ALLOW-"core_request core_dirty core_dirtyrow core_focus core_setfocus core_layout
	core_status core_ms core_turnms core_setstatus core_setstatussel job_start job_cancel core_failure settitle quit"}
MAXFILE=${MAXFILE:-1000}	# lines of a .c file
MAXFUNC=${MAXFUNC:-80}	# lines of a function, from its return type to its }
MAXVARS=${MAXVARS:-12}	# mutable file-scope variables of a file

cd "${1:-$(dirname "$0")/..}" || exit 2
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
failed=0
# result NAME [WHAT]: PASS, or FAIL with the lines of $tmp/out indented,
# sorted and counted (N WHAT), or the first one the reason without WHAT
result()
{
	if [ -s "$tmp/out" ]; then
		failed=1
		if [ -n "${2:-}" ]; then
			echo "FAIL: shape-$1: $(wc -l < "$tmp/out") $2"
			sort "$tmp/out" | sed 's/^/    /'
		else
			echo "FAIL: shape-$1: $(head -n 1 "$tmp/out")"
			sed '1d; s/^/    /' "$tmp/out"
		fi
	else
		echo "PASS: shape-$1"
	fi
}
# the Makefile's lists of the rooms
printf 'shape-vars:\n\t@echo "core: $(CORESRC)"; echo "pure: $(PURESRC)"; echo "src: $(SRC)"\n' > "$tmp/v.mk"
make -s -f Makefile -f "$tmp/v.mk" shape-vars > "$tmp/vars" || exit 2
core=$(sed -n 's/^core: //p' "$tmp/vars")
pure=$(sed -n 's/^pure: //p' "$tmp/vars")
src=$(sed -n 's/^src: //p' "$tmp/vars")
[ -n "$core" ] && [ -n "$pure" ] && [ -n "$src" ] ||
	{ echo "FAIL: shape-makefile: no CORESRC, PURESRC or SRC in the Makefile"; exit 1; }

# 1. no C file over MAXFILE lines
wc -l *.c | awk -v m=$MAXFILE '$2 != "total" && $1 > m { print $2 ": " $1 " lines" }' > "$tmp/out"
result file-lines "file(s) over $MAXFILE lines"

# 2. no function over MAXFUNC lines: a line at column 0 with a name and
# "(" starts one (the line above it, the return type, when the name
# opens the line), the next "{" at column 0 (or at its end) opens it,
# "}" at column 0 closes it
awk -v m=$MAXFUNC '
FNR == 1 { head = body = 0 }
!body && /^[A-Za-z_][A-Za-z0-9_ \t*]*\(/ && !/[;=]/ {
	name = $0; sub(/\(.*/, "", name); sub(/.*[ \t*]/, "", name)
	start = index($0, name "(") == 1 ? FNR - 1 : FNR; head = 1; body = /\{[ \t]*$/; next }
!body && /;[ \t]*$/ { head = 0 }
head && /^\{/ { body = 1 }
body && /^}/ { if (FNR - start + 1 > m) print FILENAME ":" start "-" FNR ": " name ", " FNR - start + 1 " lines"
	head = body = 0 }' *.c > "$tmp/out"
result function-lines "function(s) over $MAXFUNC lines"

# the objects' symbols, "object class section name" a line; mutable data
# is in .data, .bss (.data.rel.ro, where const tables of pointers go,
# is not); a "." in a name is a static inside a function
for c in $src; do
	[ -f "${c%.c}.o" ] && [ -z "$(find "$c" -newer "${c%.c}.o")" ] && continue
	echo "FAIL: shape-objects: ${c%.c}.o is missing or older than $c (make gitview)"
	exit 1
done
for c in $src; do
	o=${c%.c}.o
	nm -f sysv "$o" | awk -F'|' -v o="${o%.o}" 'NF >= 7 { gsub(/ /, ""); print o, $3, $7, $1 }'
done > "$tmp/syms"
mut='($2 ~ /^[bBdDC]$/ && $3 ~ /^(\.data|\.bss|\*COM\*)/ && $3 !~ /^\.data\.rel\.ro/)'

# 3. no file over MAXVARS mutable file-scope variables
awk -v m=$MAXVARS "$mut"' && $4 !~ /\./ { n[$1]++; s[$1] = s[$1] " " $4 }
	END { for (o in n) if (n[o] > m) print o ".c: " n[o] ":" s[o] }' "$tmp/syms" > "$tmp/out"
result file-vars "file(s) with over $MAXVARS mutable file-scope variables"

# 4. no header declares a mutable object extern (an object is const when
# the word after its last "*", or its type when it has none, is const)
for h in *.h; do
	awk -v h="$h" '{ t = t " " $0 } END {
		while (i = index(t, "/*")) { j = index(substr(t, i), "*/"); t = substr(t, 1, i - 1) " " substr(t, i + j + 1) }
		n = split(t, st, ";")
		for (i = 1; i <= n; i++) {
			if (st[i] !~ /(^|[ \t])extern[ \t]/ || (st[i] ~ /\(/ && st[i] !~ /\([ \t]*\*/)) continue
			gsub(/\)[ \t]*\([^()]*\)/, ")", st[i])	# a function pointer'"'"'s parameters
			k = split(st[i], d, ","); base = d[1]; sub(/\*.*/, "", base)
			for (j = 1; j <= k; j++) {
				c = d[j] ~ /\*/ ? d[j] : base; if (d[j] ~ /\*/) sub(/.*\*/, "", c)
				if (c ~ /(^|[^A-Za-z0-9_])const([^A-Za-z0-9_]|$)/) continue
				nm = d[j]; sub(/.*\*/, "", nm); sub(/[][()].*/, "", nm); sub(/.*[^A-Za-z0-9_]/, "", nm); x = x " " nm }
		}
		if (x != "") print h ":" x }' "$h"
done > "$tmp/out"
result header-externs "header(s) declaring mutable objects extern"
# and in the objects: a mutable global one defines and another references
awk "$mut"' && $2 ~ /[DBC]/ { def[$4] = $1 } $2 == "U" { use[$4] = use[$4] " " $1 }
	END { for (s in use) if (s in def) print s ": " def[s] ".c, used by" use[s] }' "$tmp/syms" > "$tmp/out"
result shared-globals "mutable global(s) shared between files"

# 5. the rooms: "A B syms" when object A uses symbols defined in object B
awk '$2 ~ /^[A-TV-Z]$/ { def[$4] = $1 } $2 == "U" { use[++n] = $1 " " $4 }
	END { for (i = 1; i <= n; i++) { split(use[i], u, " "); b = def[u[2]]
		if (b != "" && b != u[1]) e[u[1] " " b] = e[u[1] " " b] " " u[2] }
	for (k in e) print k e[k] }' "$tmp/syms" | sort > "$tmp/edges"
# the cycle among the rooms below the dispatcher, if there is one
awk -v core="$core" '
function dfs(a,   k, p, i) {
	colour[a] = 1; path[++depth] = a
	for (k in e) { split(k, p, " ")
		if (p[1] != a) continue
		if (colour[p[2]] == 1) { cyc = p[2]; for (i = depth; path[i] != p[2]; i--) cyc = path[i] " -> " cyc
			cyc = p[2] " -> " cyc; return 1 }
		if (!colour[p[2]] && dfs(p[2])) return 1 }
	colour[a] = 2; depth--; return 0 }
BEGIN { n = split(core, c, " ")
	for (i = 1; i <= n; i++) { sub(/\.c$/, "", c[i]); if (c[i] != "gitview" && c[i] != "door") in_[c[i]] = 1 } }
in_[$1] && in_[$2] { s = $0; sub(/^[^ ]+ [^ ]+/, "", s); e[$1 " " $2] = $1 ".c -> " $2 ".c:" s }
END { for (a in in_) if (!colour[a] && dfs(a)) break
	if (cyc != "") { print "the rooms below the dispatcher call round: " cyc
		k = split(cyc, r, " -> "); for (i = 1; i < k; i++) print e[r[i] " " r[i + 1]] } }' "$tmp/edges" > "$tmp/out"
result rooms-acyclic
# what each part may use of the others: the dispatcher's ALLOW names, win.h,
# and config.h's taste that gitview.h declares (compiled with the window)
winh=$(sed -n 's/^[^#].*[ *]\(win_[a-z_]*\)(.*/\1/p' win.h | tr '\n' ' ')
winh="$winh $(sed -n 's/^extern const \(unsigned \)\{0,1\}int \(.*\);.*/\2/p' gitview.h | tr ',' ' ')"
awk -v core="$core" -v pure="$pure" -v allow="$ALLOW" -v winh="$winh" '
function set(s, a,   n, i, w) { n = split(s, w, " "); for (i = 1; i <= n; i++) { sub(/\.c$/, "", w[i]); a[w[i]] = 1 } }
BEGIN { set(core, C); set(pure, P); set(allow, A); set(winh, W) }
{ bad = ""; for (i = 3; i <= NF; i++)
	if ((P[$1] && !P[$2]) || (C[$1] && $1 != "gitview" && $1 != "door" && $2 == "gitview" &&
	    !A[$i]) ||
	    (C[$1] && !C[$2] && !P[$2] && !W[$i])) bad = bad " " $i
  if (bad != "") print $1 ".c -> " $2 ".c:" bad }' "$tmp/edges" > "$tmp/out"
result rooms-calls "pair(s) of files referring against the way calls go"

exit $failed

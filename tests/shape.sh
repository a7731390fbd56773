#!/bin/sh
# tests/shape.sh [DIR] - the shape we hold the program's
# top-level sources (DIR, the project root by default), from the source
# and from the objects make built (nm): file and function lengths,
# mutable file-scope variables, no mutable global shared through a
# header, every exported function named for its file, and the layers:
# each file calls only the files before it in the Makefile's PURESRC,
# CORESRC, WINSRC (bottom first), whose parts gitview.c's parts[] lists
# in the same order. No X; coreutils, awk and binutils only.

# the prefixes a file's exported functions may carry besides its own
# name's (list.c: list_), "file: prefix_ ... name ..." (a name without
# "_" at its end is a whole name)
PREFIXES=${PREFIXES-"util: utf8_ hex_ lines_ str_ die ecalloc erealloc estrdup egrow
	graph: refs_ walk_
	parsediff: parse_
	parsefind: parse_
	core: job_
	door: gitview_
	fileview: fview_
	draw: drw_
	xsel: win_
	x: win_ main"}
MAXFILE=${MAXFILE:-1000}	# lines of a .c file
MAXFUNC=${MAXFUNC:-80}	# lines of a function, from its return type to its }
MAXVARS=${MAXVARS:-12}	# mutable file-scope variables of a file
MAXCOLS=${MAXCOLS:-100}	# columns of a line, a tab to the next multiple of 8
MAXDOOR=${MAXDOOR:-40}	# functions the window calls outside its files

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
# the Makefile's lists of the rooms, each bottom first
printf 'shape-vars:\n\t@echo "pure: $(PURESRC)"; echo "core: $(CORESRC)"\n' > "$tmp/v.mk"
printf '\t@echo "win: $(WINSRC)"; echo "src: $(SRC)"\n' >> "$tmp/v.mk"
make -s -f Makefile -f "$tmp/v.mk" shape-vars > "$tmp/vars" || exit 2
pure=$(sed -n 's/^pure: //p' "$tmp/vars")
core=$(sed -n 's/^core: //p' "$tmp/vars")
win=$(sed -n 's/^win: //p' "$tmp/vars")
src=$(sed -n 's/^src: //p' "$tmp/vars")
[ -n "$core" ] && [ -n "$pure" ] && [ -n "$win" ] && [ -n "$src" ] ||
	{ echo "FAIL: shape-makefile: no PURESRC, CORESRC, WINSRC or SRC in the Makefile"; exit 1; }

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

# 5. the rooms: "A B syms" when object A uses symbols defined in object
# B, but for what the window defines for the core below it: win.h's
# callbacks, and config.h's values that taste.h and panes.h declare
aside=$(cat win.h taste.h panes.h 2>/dev/null | sed -n 's/^[^#].*[ *]\(win_[a-z_]*\)(.*/\1/p
	s/^extern const [a-z ]* \([^(]*\);.*/\1/p' |
	sed 's/\[[^]]*\]//g' | tr ',*' '  ')
awk -v aside="$aside" 'BEGIN { m = split(aside, w, " "); for (i = 1; i <= m; i++) A[w[i]] = 1 }
	$2 ~ /^[A-TV-Z]$/ { def[$4] = $1 } $2 == "U" { use[++n] = $1 " " $4 }
	END { for (i = 1; i <= n; i++) { split(use[i], u, " "); b = def[u[2]]
		if (b != "" && b != u[1] && !A[u[2]]) e[u[1] " " b] = e[u[1] " " b] " " u[2] }
	for (k in e) print k e[k] }' "$tmp/syms" | sort > "$tmp/edges"
# the layers in order, "rank file window" a line
echo "$pure $core $win" | tr ' ' '\n' | sed -n 's/\.c$//p' |
	awk -v win="$win" 'BEGIN { n = split(win, w, " ")
		for (i = 1; i <= n; i++) { sub(/\.c$/, "", w[i]); W[w[i]] = 1 } }
	{ print NR, $1, W[$1] ? 1 : 0 }' > "$tmp/layers"

# 5a. every source in one layer list, once; parts[] in CORESRC's order
for c in $src; do
	n=$(awk -v f="${c%.c}" '$2 == f' "$tmp/layers" | wc -l)
	[ "$n" -eq 1 ] || echo "$c: in $n of PURESRC, CORESRC, WINSRC"
done > "$tmp/out"
if [ -f gitview.c ]; then
	sed -n '/^static const Part \*const parts\[\]/,/^};/p' gitview.c | tr -c 'a-z\n' '\n' |
		sed -n '/part$/p' > "$tmp/parts"
	awk 'NR == FNR { if ($2 ~ /^[RDdrB]$/ && $4 ~ /part$/) file[$4] = $1; next }
	     FILENAME ~ /layers$/ { rank[$2] = $1; next }
	     { f = file[$1]; if (f == "") { print "parts[]: " $1 " is defined in no object"; next }
	       if (rank[f] <= last) print "parts[]: " $1 " (" f ".c) is out of CORESRC'"'"'s order"
	       last = rank[f] }' "$tmp/syms" "$tmp/layers" "$tmp/parts" >> "$tmp/out"
fi
result layers "file(s) or part(s) out of the Makefile's layers"

# 5b. no circle among the files below the window, gitview.c included
awk -v layers="$tmp/layers" '
function dfs(a,   k, p, i) {
	colour[a] = 1; path[++depth] = a
	for (k in e) { split(k, p, " ")
		if (p[1] != a) continue
		if (colour[p[2]] == 1) { cyc = p[2]; for (i = depth; path[i] != p[2]; i--) cyc = path[i] " -> " cyc
			cyc = p[2] " -> " cyc; return 1 }
		if (!colour[p[2]] && dfs(p[2])) return 1 }
	colour[a] = 2; depth--; return 0 }
BEGIN { while ((getline l < layers) > 0) { split(l, f, " "); if (!f[3]) in_[f[2]] = 1 } }
in_[$1] && in_[$2] { s = $0; sub(/^[^ ]+ [^ ]+/, "", s); e[$1 " " $2] = $1 ".c -> " $2 ".c:" s }
END { for (a in in_) if (!colour[a] && dfs(a)) break
	if (cyc != "") { print "the files below the window call round: " cyc
		k = split(cyc, r, " -> "); for (i = 1; i < k; i++) print e[r[i] " " r[i + 1]] } }' "$tmp/edges" > "$tmp/out"
result rooms-acyclic

# 5c. every call down the layers: the window's among its own files apart
# (5d), as the door is still being made
down()
{
	awk -v layers="$tmp/layers" -v inwin="$1" '
	BEGIN { while ((getline l < layers) > 0) { split(l, f, " "); rank[f[2]] = f[1]
		W[f[2]] = f[3] } }
	(W[$1] && W[$2]) == inwin && rank[$1] && rank[$2] && rank[$1] <= rank[$2] {
		s = $0; sub(/^[^ ]+ [^ ]+/, "", s); print $1 ".c -> " $2 ".c:" s }' "$tmp/edges"
}
down 0 > "$tmp/out"
result rooms-down "pair(s) of files calling up the layers"
# 5d. and among the window's files, down WINSRC
down 1 > "$tmp/out"
result window-down "pair(s) of the window's files calling up WINSRC"

# 6. every exported function carries its file's name as prefix (list.c:
# list_), or one PREFIXES allows
awk -v prefixes="$PREFIXES" '
BEGIN { n = split(prefixes, l, "\n")
	for (i = 1; i <= n; i++) { k = split(l[i], w, " "); f = w[1]; sub(/:$/, "", f)
		for (j = 2; j <= k; j++) ok[f] = ok[f] " " w[j] } }
function allowed(o, s,   k, w, j) {
	if (index(s, o "_") == 1) return 1
	k = split(ok[o], w, " ")
	for (j = 1; j <= k; j++)
		if (w[j] ~ /_$/ ? index(s, w[j]) == 1 : s == w[j]) return 1
	return 0 }
$2 == "T" && !allowed($1, $4) { bad[$1] = bad[$1] " " $4 }
END { for (o in bad) print o ".c:" bad[o] }' "$tmp/syms" > "$tmp/out"
result prefixes "file(s) exporting functions without its prefix"

# 7. no line over MAXCOLS columns, a tab to the next multiple of 8
for f in *.c *.h config.def.h; do
	expand -t 8 "$f" | awk -v f="$f" -v m="$MAXCOLS" 'length > m { print f ":" NR ": " length " columns" }'
done > "$tmp/out"
result line-columns "line(s) over $MAXCOLS columns"

# 8. the window's one door: the functions the window's files (WINSRC)
# take from the others, each declared in gitview.h, at most MAXDOOR
awk -v win="$win" 'BEGIN { n = split(win, w, " ")
	for (i = 1; i <= n; i++) { sub(/\.c$/, "", w[i]); W[w[i]] = 1 } }
	W[$1] && !W[$2] { for (i = 3; i <= NF; i++) print $i }' "$tmp/edges" | sort -u > "$tmp/door"
while read -r fn; do
	grep -q "[^A-Za-z0-9_]$fn(" gitview.h || echo "$fn: not declared in gitview.h"
done < "$tmp/door" > "$tmp/out"
n=$(wc -l < "$tmp/door")
[ "$n" -le "$MAXDOOR" ] || echo "$n functions (at most $MAXDOOR): $(tr '\n' ' ' < "$tmp/door")" >> "$tmp/out"
result window-door "of the window's calls outside its files against the door"

exit $failed

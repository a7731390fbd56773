#!/bin/sh
# blameopts.sh - blame's options in the file view: w toggles blame's -w
# there (not the patch's), C toggles -C -C, which finds lines moved from
# another file; such a line shows PATH:LINE where it came from, and `,`
# on it blames again in that path at its commit's parent. The status line
# counts the lines annotated while blame runs; the header names the
# options. Everything expected comes from git blame --line-porcelain.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

# the fixture: b.c, 1,200 lines, sixty of them changed one a commit; a.c's five helper lines changed in c2
# and moved to b.c after its line 1 in c3; c4 changes b.c's line 1 in
# its blanks only
build_bo()
{
	repo_init "$TEST_TMP/bo"
	seq -f 'line %g of the long file' 1 1200 > b.c
	{
		printf 'int first_function(void)\n{\n\treturn 1;\n}\n'
		for i in 1 2 3 4 5; do echo "static int helper_number_$i = $i;"; done
		printf 'int last_function(void)\n{\n\treturn 2;\n}\n'
	} > a.c
	git add .
	at 1 git commit -q -m 'bo: c1 the files'
	# sixty commits on b.c, so that blame takes a while after cat-file
	for i in $(seq 1 60); do
		sed -i "$((i * 19))s/\$/ changed/" b.c
		at 1 git commit -q -am "bo: b.c line $((i * 19))"
	done
	sed -i 's/helper_number_\([0-9]\) = /helper_number_\1_renamed_value = /' a.c
	at 2 git commit -q -am 'bo: c2 the helpers renamed'
	grep helper a.c > "$TEST_TMP/moved"
	grep -v helper a.c > a.tmp && mv a.tmp a.c
	{ head -n 1 b.c; cat "$TEST_TMP/moved"; tail -n +2 b.c; } > b.tmp && mv b.tmp b.c
	at 3 git commit -q -am 'bo: c3 the helpers move to b.c'
	sed -i '1s/line 1 of/line  1  of/' b.c
	at 4 git commit -q -am 'bo: c4 blanks in line 1'
}

build_bo
HEAD=$(git rev-parse HEAD)
# field N OPTS REV PATH: "HEX ORIG FILENAME PREVHEX PREVPATH" of line N
# in git blame --line-porcelain OPTS REV -- PATH
field()
{
	git blame --line-porcelain $2 "$3" -- "$4" | awk -v n="$1" '
	/^[0-9a-f]+ [0-9]+ [0-9]+/ && length($1) >= 40 { hex = $1; orig = $2; final = $3; prev = "" }
	/^previous / { prev = $2 " " $3 }
	/^filename / { fn = substr($0, 10) }
	/^\t/ && final == n { print hex, orig, fn, prev; exit }'
}
commas()
{
	echo "$1" | sed ':a; s/\([0-9]\)\([0-9]\{3\}\)\($\|,\)/\1,\2\3/; ta'
}
LINES=$(git show HEAD:b.c | wc -l)
set -- $(field 1 "" HEAD b.c); PLAIN1=$1
set -- $(field 1 -w HEAD b.c); W1=$1
check bo-fixture-w "$(git rev-list --max-parents=0 HEAD) $HEAD" "$W1 $PLAIN1"
set -- $(field 2 "-C -C" HEAD b.c); C2=$1 CORIG=$2 CFROM=$3 CPREV=$4 CPREVPATH=$5
check bo-fixture-moved "$(git rev-parse HEAD~2) a.c $(git rev-parse HEAD~3) a.c" "$C2 $CFROM $CPREV $CPREVPATH"
set -- $(field "$CORIG" "-C -C" "$CPREV" "$CPREVPATH"); ATPREV=$1
check bo-fixture-moved-not-c1 1 "$([ -n "$ATPREV" ] && [ "$CORIG" -gt 2 ] && echo 1)"

start_x
gv_open bo-start "$HEAD"
pane_geometry || { gv_kill; exit 1; }

# b on HEAD's one file: the plain blame, its progress in the status line
gv_mark
gv_key Tab Tab b
fv_opened bo-open "" "[0-9a-f]*" b.c || { gv_kill; exit 1; }
if gv_wait_trace "status: blame [0-9,]* of $(commas "$LINES") lines\$" 2; then
	pass bo-progress
else
	fail bo-progress "no 'status: blame K of $(commas "$LINES") lines' in the trace"
fi
gv_key Return
expect_primary bo-plain-line-1 "$PLAIN1"

# w: blame -w, the patch untouched; the header says it
gv_mark
gv_key w
if fv_opened bo-w-runs "-w " "$HEAD" b.c; then
	gv_wait_trace "status: blame -w\$" 2
	check bo-w-status 0 "$?"
	_gv_since "diff-tree"
	check bo-w-not-the-patch 1 "$?"
	gv_key Return
	expect_primary bo-w-line-1 "$W1"
	check bo-w-header "b.c at $(printf %.10s "$HEAD")  (blame -w)" "$(text_triple 0)"
fi

# w again, C: blame -C -C; line 2 came from a.c
gv_key w
gv_mark
gv_key C
if fv_opened bo-C-runs "-C -C " "$HEAD" b.c; then
	gv_key Down
	if gv_wait_trace "fview: line 2 from $CFROM:$CORIG\$" 3; then
		pass bo-C-shows-path
	else
		fail bo-C-shows-path "no 'fview: line 2 from $CFROM:$CORIG' in the trace"
	fi
	gv_key Return
	expect_primary bo-C-line-2 "$C2"
	# ,: in a.c at the parent of the line's commit, on the line it was
	gv_mark
	gv_key comma
	if fv_opened bo-comma-other-path "-C -C " "$CPREV" "$CPREVPATH"; then
		gv_key Return
		expect_primary bo-comma-line "$ATPREV"
	fi
fi
quit_check bo-quit

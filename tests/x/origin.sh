#!/bin/sh
# origin.sh - where a line came from: o on a line of the patch selects
# the commit git blame -L N,N PARENT -- OLDPATH names for a context or a
# removed line and opens the file view there at that line; on an added
# line, the file view of the commit itself; on a merge's combined diff,
# the parent the line's column names. Alt-Left comes back with the patch
# scrolled as it was. b opens the file view at the line at hand (the
# hunk's first line on screen, a removed line's in the parent); in the
# file view the goto field's number is a line. Expected values come from
# git blame --porcelain, git show and git diff-tree; gitview's side from
# PRIMARY, the commit pane read by triple-clicks, and the trace's "file
# view REV:PATH line N" (the cursor's line once the file is read).

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

# c1 adds f.txt (l1..l10); c2 changes line 3; c3 renames it to g.txt,
# changes line 5, adds N6; side (s1) changes lines 8 and 9, main (c4)
# line 8; the merge resolves line 8 as R8 and keeps side's S9
build_og()
{
	repo_init "$TEST_TMP/og"
	git checkout -q -b main
	printf 'l1\nl2\nl3\nl4\nl5\nl6\nl7\nl8\nl9\nl10\n' > f.txt
	git add f.txt
	at 1 git commit -q -m 'og: c1 adds f.txt'
	sed -i 's/^l3$/L3/' f.txt
	at 2 git commit -q -am 'og: c2 line 3'
	git mv f.txt g.txt
	sed -i 's/^l5$/L5/; s/^l6$/l6\nN6/' g.txt
	at 3 git commit -q -am 'og: c3 renames to g.txt, line 5, adds N6'
	git checkout -q -b side
	sed -i 's/^l8$/S8/; s/^l9$/S9/' g.txt
	at 4 git commit -q -am 'og: s1 lines 8 and 9'
	git checkout -q main
	sed -i 's/^l8$/M8/' g.txt
	at 5 git commit -q -am 'og: c4 line 8'
	at 6 git merge -q side -m 'og: merge side' >/dev/null 2>&1
	printf 'l1\nl2\nL3\nl4\nL5\nl6\nN6\nl7\nR8\nS9\nl10\n' > g.txt
	git add g.txt
	at 6 git commit -q -m 'og: merge side, line 8 resolved'
}

build_og
M=$(git rev-parse HEAD)
C3=$(git rev-parse HEAD~2)
git rev-list HEAD > "$TEST_TMP/order"

# blamed N REV PATH: "COMMIT LINE" of git blame's answer for line N
blamed()
{
	git blame --porcelain -L "$1,$1" "$2" -- "$3" | head -n 1 | cut -d' ' -f1,2
}
# lineno TEXT REV:PATH: the number of the line that is TEXT
lineno()
{
	git show "$2" | grep -nx -- "$1" | cut -d: -f1
}
# click_line TEXT NAME: click the commit pane's line TEXT (git_pane's,
# the selection's, in $TEST_TMP/pane) after TOP0 records the top row
click_line()
{
	_cl_i=$(line_of "$1" "$TEST_TMP/pane")
	if [ "$_cl_i" -lt 0 ]; then
		fail "$2" "test bug: no line '$1' in the pane git shows"
		return 1
	fi
	show_line "$_cl_i"
	# an empty top line: at once, not after sel_get's 8 s
	TOP0=$(text_triple_sync 0)
	text_clicks 1 "$ROW" 3
}
# o_on TEXT NAME: o on line TEXT of the pane, after a mark
o_on()
{
	click_line "$1" "$2" || return 1
	gv_mark
	gv_key o
}
# fv_at NAME REV PATH N: the file view of REV:PATH was read, cursor on N
fv_at()
{
	if [ -z "$4" ]; then
		fail "$1" "test bug: no line number from git for $2:$3"
	elif gv_wait_trace "file view $2:$3 line $4\$" 5; then
		pass "$1"
	else
		fail "$1" "no 'file view $2:$3 line $4' in the trace; it has: $(tail -n +$((GV_MARK + 1)) "$GV_ERR" | grep 'file view' | tail -n 1)"
	fi
}
# came_from NAME REV PATH N BACK [STATUS]: after o, REV selected and the
# file view of REV:PATH read with its cursor on N, STATUS in the status
# line; Alt-Left back to BACK and its patch
came_from()
{
	expect_primary "$1-selects" "$2"
	fv_at "$1-file-view" "$2" "$3" "$4"
	if [ -n "${6:-}" ]; then
		gv_wait_trace "status: $6"
		check "$1-status" 0 $?
	fi
	gv_mark
	gv_key alt+Left
	expect_primary "$1-back" "$5"
	gv_wait_patch "$5"
}
# _top_was: the commit pane's top row is TOP0 again
_top_was()
{
	[ "$(text_triple_sync 0)" = "$TOP0" ]
}
# select_at SHA: select SHA, with the pane's text git would show
select_at()
{
	select_commit "$1" "$(row "$1")" || return 1
	git_pane "$1" > "$TEST_TMP/pane"
	NLINES=$(wc -l < "$TEST_TMP/pane")
}

start_x
gv_start || exit 1
gv_wait_loaded 10
pane_geometry || { gv_kill; exit 1; }

# --- o on a context line, Alt-Left back -------------------------------------
select_at "$C3"
N=$(lineno L3 "$C3^:f.txt")
set -- $(blamed "$N" "$C3^" f.txt)
check og-fixture-c2 "$(git rev-parse HEAD~3) $N" "$1 $2"
if o_on " L3" og-context; then
	gv_wait_trace "run: git -C .* blame --porcelain --no-textconv -L $N,$N $C3^ -- f.txt\$"
	check og-context-blame-run 0 $?
	came_from og-context "$1" f.txt "$2" "$C3" "line $2 came from $(printf %.10s "$1")"
	wait_for 3 _top_was
	check og-back-top "$TOP0" "$(top_line)"
fi

# a line that came with the file: the root's, no previous
N=$(lineno l4 "$C3^:f.txt")
set -- $(blamed "$N" "$C3^" f.txt)
check og-fixture-c1 "$(git rev-parse HEAD~4)" "$1"
if o_on " l4" og-root; then
	came_from og-root "$1" f.txt "$2" "$C3" "line $2 came with the file"
fi

# --- o on an added line: this commit's file --------------------------------
if o_on "+N6" og-added; then
	fv_at og-added-file-view "$C3" g.txt "$(lineno N6 "$C3:g.txt")"
	check og-added-no-blame 0 "$(tail -n +$((GV_MARK + 1)) "$GV_ERR" | grep -c 'blame --porcelain')"
	gv_key Escape
fi

# --- b: the hunk's first line; a removed line's in the parent -------------
# (the pane paged to its top, ] to the file's part; the focus on the
# list, away from the line clicked before; b in the files pane is the
# file's, at its first line)
H=$(git diff-tree -p -M --no-commit-id "$C3" | sed -n 's/^@@ -[0-9,]* +\([0-9]*\).*/\1/p' | head -n 1)
gv_key Prior Prior Prior bracketright Tab Tab
gv_mark
gv_key b
fv_at og-b-hunk-line "$C3" g.txt "$H"
wait_for 5 fv_idle
gv_key Escape Tab Tab
gv_mark
gv_key b
fv_at og-b-files-pane "$C3" g.txt 1
wait_for 5 fv_idle
# :N in the file view: the cursor to line N, which Return selects
N=$(lineno L3 "$C3:g.txt")
goto "$N"
gv_key Return
expect_primary og-goto-line "$(blamed "$N" "$C3" g.txt | cut -d' ' -f1)"
gv_key Escape
select_at "$C3"
if click_line "-l5" og-b-removed; then
	gv_mark
	gv_key b
	fv_at og-b-removed "$C3^" f.txt "$(lineno l5 "$C3^:f.txt")"
	gv_key Escape
fi

# --- a merge's combined diff: the column's parent ---------------------------
select_at "$M"
N=$(lineno S9 "$M^2:g.txt")
set -- $(blamed "$N" "$M^2" g.txt)
check og-fixture-side "$(git rev-parse side)" "$1"
if o_on "+ S9" og-merge; then  # the second parent's line
	gv_wait_trace "blame --porcelain --no-textconv -L $N,$N $M^2 -- g.txt\$"
	check og-merge-blame-run 0 $?
	came_from og-merge "$1" g.txt "$2" "$M"
fi
if o_on "++R8" og-merge-added; then
	fv_at og-merge-added "$M" g.txt "$(lineno R8 "$M:g.txt")"
fi

gv_quit
check og-quit 0 $?

# --- a jump lands in the middle of the pane, as goto does -------------------

# 30 commits, one adding big.txt (b1..b300), 30 more, then one changing
# its line 200: o on that line, Return in the file view, :N there and a
# filter on and off each jump to a commit or a line off screen, which
# comes in the middle of the list or the file view, not on its last row
build_mid()
{
	repo_init "$TEST_TMP/mid"
	for i in $(seq 1 30); do
		echo "$i" > lower.txt && git add lower.txt && at "$i" git commit -q -m "mid: lower $i"
	done
	seq -f 'b%g' 300 > big.txt
	git add big.txt && at 31 git commit -q -m 'mid: adds big.txt'
	for i in $(seq 1 30); do
		echo "$i" > upper.txt && git add upper.txt && at $((31 + i)) git commit -q -m "mid: upper $i"
	done
	sed -i 's/^b200$/B200/' big.txt
	at 62 git commit -q -am 'mid: big.txt line 200'
}
build_mid
B0=$(git log --format=%H --diff-filter=A -- big.txt)
CZ=$(git rev-parse HEAD)
git rev-list HEAD > "$TEST_TMP/order"
n=$(wc -l < "$TEST_TMP/order")
RB=$(row "$B0")
check mid-fixture "62 31 $(git rev-parse HEAD~31)" "$n $RB $B0"
# last_top: the list's top row as last drawn since the mark
last_top()
{
	tail -n +$((GV_MARK + 1)) "$GV_ERR" | sed -n 's/.*list drawn from row \([0-9]*\),.*/\1/p' | tail -n 1
}
gv_start || exit 1
gv_wait_loaded 10
gv_mark
gv_key End
expect_primary mid-End "$(tail -n 1 "$TEST_TMP/order")" "$TEST_TMP/order"
gv_sync > /dev/null
LROWS=$((n - $(last_top)))
FROWS=$((TEXTROWS - 1))  # the file view's rows: the pane's, less its header
gv_key Home
select_at "$CZ"
text_triple 0 > /dev/null && pane_charw || { gv_kill; exit 1; }
N=$(lineno b200 "$CZ^:big.txt")
check mid-fixture-line "200 $B0 200" "$N $(blamed "$N" "$CZ^" big.txt)"
if o_on "-b200" mid-o; then
	expect_primary mid-o-selects "$B0"
	gv_wait_trace "file view [0-9]* columns, drawn from line $((N - FROWS / 2)), cursor on $N\$" 5
	check mid-o-file-view-middle 0 $?
	gv_sync > /dev/null
	check mid-o-list-middle "$((RB - LROWS / 2))" "$(last_top)"
	# the file view is wider than the commit pane: the files pane narrows
	FVCOLS=$(tail -n +$((GV_MARK + 1)) "$GV_ERR" | sed -n 's/.*file view \([0-9]*\) columns,.*/\1/p' | tail -n 1)
	if [ -n "$FVCOLS" ] && [ "$FVCOLS" -gt $((TEXTW / CHARW)) ]; then
		pass mid-o-file-view-wider
	else
		fail mid-o-file-view-wider "the file view has '$FVCOLS' columns, the commit pane $((TEXTW / CHARW))"
	fi
	goto 20
	gv_wait_trace "file view [0-9]* columns, drawn from line $((20 - FROWS / 2)), cursor on 20\$" 5
	check mid-goto-line-middle 0 $?
	W0=$FILESX
	gv_key Escape
	gv_sync > /dev/null
	pane_geometry && check mid-escape-files-pane-back "$W0" "$FILESX"
fi
# Return in CZ's file view on a line of B0's
gv_mark
gv_key alt+Left
expect_primary mid-back "$CZ"
gv_wait_patch "$CZ"
gv_key b
wait_for 5 fv_idle
goto 10
gv_key Return
expect_primary mid-return-selects "$(blamed 10 "$CZ" big.txt | cut -d' ' -f1)"
gv_sync > /dev/null
check mid-return-list-middle "$((RB - LROWS / 2))" "$(last_top)"
gv_key Escape
# a filter on and off: the list's top goes to 0, the selection stays
ask ampersand 'mid'
gv_wait_trace "selected $B0" 5
gv_sync > /dev/null
check mid-filter-on-middle "$((RB - LROWS / 2))" "$(last_top)"
gv_mark
gv_key ampersand ctrl+u Return
gv_wait_trace "selected $B0" 5
gv_sync > /dev/null
check mid-filter-off-middle "$((RB - LROWS / 2))" "$(last_top)"
gv_quit
check mid-quit 0 $?

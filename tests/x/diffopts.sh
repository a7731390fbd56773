#!/bin/sh
# diffopts.sh - the patch's options at run time: w (ignore whitespace),
# - + = (lines of context), a (a path-limited view's paths or the whole
# commit), W (changed words, in a deeper shade) and s (side by side). The
# patch gitview reads is checked against git diff-tree's with the same
# options (its lines, its hunk headers), the shades and the two sides
# against screenshots, the colours read from config.h. A commit whose
# changes are all blanks says so with w. CRLF lines are drawn without
# their CR (one elsewhere stays ^M); side by side, a symlink's two notes
# of no newline share a row, a drag copies what it highlights (a context
# row's old text, a space and its new), and Right stops where the
# longest line shown ends.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

# the fixture: R - C1 - C2 - C3 - M1 - MERGE (with T1 on a topic branch)
#
# C1  changes one word of line 10 of src/a.c, and zdoc/readme
# C2  changes only whitespace in ws.txt (two hunks)
# C3  removes lines 15 and 16 of src/a.c (a removed-only hunk)
# T1, M1 change zdoc/readme and src/a.c; MERGE merges them (--no-ff)
build_do()
{
	repo_init "$TEST_TMP/do"
	mkdir src zdoc
	i=1
	while [ $i -le 20 ]; do
		if [ $i -eq 10 ]; then echo 'the quick brown fox jumps'; else echo "line $i"; fi
		i=$((i + 1))
	done > src/a.c
	printf 'one\ntwo\n' > zdoc/readme
	printf 'a\n\tb\nc\nd\ne\nf\ng\nh\ni\nj\nk\nend\n' > ws.txt
	git add .
	at 1 git commit -q -m 'do: R the root'
	sed -i 's/brown/red/' src/a.c
	printf 'one\ntwo too\n' > zdoc/readme
	at 2 git commit -q -am 'do: C1 one word'
	printf 'a\n    b\nc\nd\ne\nf\ng\nh\ni\nj\nk\nend  \n' > ws.txt
	at 3 git commit -q -am 'do: C2 whitespace only'
	sed -i '/^line 1[56]$/d' src/a.c
	at 4 git commit -q -am 'do: C3 two lines removed'
	git checkout -q -b topic
	printf 'one\ntwo too\nthree\n' > zdoc/readme
	at 5 git commit -q -am 'do: T1 topic'
	git checkout -q main
	sed -i 's/^line 1$/line one/' src/a.c
	at 6 git commit -q -am 'do: M1 main'
	at 7 git merge -q --no-ff -m 'do: MERGE topic' topic
}

build_do
git rev-list --topo-order HEAD > "$TEST_TMP/order"
MERGE=$(git rev-parse HEAD)
C3=$(git rev-parse HEAD^1^)
C2=$(git rev-parse HEAD^1^^)
C1=$(git rev-parse HEAD^1^^^)
# git_lines SHA [OPTIONS]: the lines of git diff-tree's patch (of the
# paths in PATHS, when set)
PATHS=
git_lines()
{
	_gl=$1
	shift
	git diff-tree -p --cc -M --root --no-commit-id "$@" "$_gl" ${PATHS:+-- $PATHS} | wc -l | tr -d ' '
}
# git_hunk SHA OPTIONS: the first hunk header git diff-tree prints
git_hunk()
{
	_gh=$1
	shift
	git diff-tree -p --cc -M --root --no-commit-id "$@" "$_gh" | grep '^@@' | head -n 1
}
# patch_lines SHA: N of the last "patch SHA done N lines" since the mark
patch_lines()
{
	tail -n +$((GV_MARK + 1)) "$GV_ERR" | sed -n "s/.*trace: .*patch $1 done \([0-9]*\) lines.*/\1/p" | tail -n 1
}
# option NAME KEY SHA EXPECTED-LINES: press KEY, wait for SHA's patch
# again, compare its lines with git's
option()
{
	gv_mark
	gv_key "$2"
	if ! gv_wait_patch "$3" 10; then
		fail "$1" "no patch of $3 after $2"
		return 1
	fi
	check "$1" "$4" "$(patch_lines "$3")"
}
# findtext PATTERN: find in the commit pane (its focus), to the top
findtext()
{
	gv_key slash
	xdotool type --delay 10 -- "$1"
	gv_key Return
}

for c in "$C1" "$C2" "$C3"; do
	[ "$(git_lines "$c")" -gt 0 ] || { fail do-fixture "test bug: no patch for $c"; exit 1; }
done
if [ "$(git_lines "$C2" -w)" -ne 0 ] || [ "$(git_hunk "$C1" -U2)" = "$(git_hunk "$C1" -U3)" ]; then
	fail do-fixture "test bug: C2 has a patch with -w, or C1's hunk does not change with -U"
	exit 1
fi

colour DELBG SchemeDel bg
colour ADDBG SchemeAdd bg
colour DELWORD SchemeDelWord bg
colour ADDWORD SchemeAddWord bg
colour FILLER SchemeFiller bg

start_x
gv_open -o "$TEST_TMP/order" do-start "$MERGE" --topo-order
pane_geometry || { gv_kill; exit 1; }

# --- w: the whitespace-only commit -----------------------------------------

# files_row0 OUT: the pixels of the files pane's first row not of the
# list's background, counted (polling until it is OUT: "none" or "some")
files_row0()
{
	_fr_n=0
	while :; do
		gv_shot "$TEST_TMP/files.ppm"
		_fr=$(px_crop "$TEST_TMP/files.ppm" $((FILESX + 2)) $((TEXTY + 3)) $((GV_W - FILESX - 4)) $((ROWH - 4)) |
			awk -v c="$NORMBG" '$3 != c { n++ } END { print n ? "some" : "none" }')
		[ "$_fr" = "$1" ] && break
		_fr_n=$((_fr_n + 1))
		[ $_fr_n -ge 20 ] && break
		sleep 0.1
	done
	echo "$_fr"
}

select_commit "$C2" "$(row "$C2")" || { gv_kill; exit 1; }
check do-ws-patch "$(git_lines "$C2")" "$(patch_lines "$C2")"
check do-ws-files-pane some "$(files_row0 some)"
option do-ws-w-hunks-vanish w "$C2" "$(git_lines "$C2" -w)"
# its only file has no part in the patch any more: the files pane is empty
check do-ws-w-files-pane-empty none "$(files_row0 none)"
# and the status line says why the pane is blank: git's raw part lists
# the files, its patch with -w none of them
if [ "$(git diff-tree -r --name-only --no-commit-id "$C2" | wc -l)" -gt 0 ] &&
   gv_wait_trace 'status: no changes but whitespace (w)$' 5; then
	pass do-ws-w-says-why
else
	fail do-ws-w-says-why "no status 'no changes but whitespace (w)' for $C2 with -w"
fi
if grep -q "trace: .*run: git diff-tree .* -w $C2\$" "$GV_ERR"; then
	pass do-ws-w-argv
else
	fail do-ws-w-argv "no 'git diff-tree ... -w $C2' in the trace"
fi
if gv_wait_trace 'status: patch: -w' 1; then
	pass do-ws-w-status
else
	fail do-ws-w-status "the status line does not say -w"
fi
option do-ws-w-again-hunks-back w "$C2" "$(git_lines "$C2")"

# --- - and +: the lines of context --------------------------------------------

select_commit "$C1" "$(row "$C1")" || { gv_kill; exit 1; }
check do-C1-triple-commit-line "commit $C1" "$(text_triple 0)"
pane_charw || { gv_kill; exit 1; }
# the commit pane has the focus, from the clicks
option do-context-minus minus "$C1" "$(git_lines "$C1" -U2)"
findtext '^@@'
check do-context-minus-hunk "$(git_hunk "$C1" -U2)" "$(text_triple 0)"
option do-context-plus plus "$C1" "$(git_lines "$C1" -U3)"
option do-context-equal equal "$C1" "$(git_lines "$C1" -U4)"
check do-context-equal-hunk "$(git_hunk "$C1" -U4)" "$(text_triple 0)"
for k in 1 2 3; do
	gv_key minus
done
option do-context-zero minus "$C1" "$(git_lines "$C1" -U0)"
check do-context-zero-hunk "$(git_hunk "$C1" -U0)" "$(text_triple 0)"
for k in 1 2; do
	option "do-context-back-$k" plus "$C1" "$(git_lines "$C1" -U$k)"
done
option do-context-back-3 plus "$C1" "$(git_lines "$C1" -U3)"

# the place is kept: the line at the top stays there with more context
findtext '^-the q'
check do-words-line '-the quick brown fox jumps' "$(text_triple 0)"
option do-context-keeps-place plus "$C1" "$(git_lines "$C1" -U4)"
check do-context-keeps-place-line '-the quick brown fox jumps' "$(text_triple 0)"
option do-context-keeps-place-back minus "$C1" "$(git_lines "$C1" -U3)"

# --- W: the changed word, in the deeper shade, over that word only ---------------

# span NAME ROW COLOUR COL0 COL1: the pixels of COLOUR on the lowest pixel
# row of screen row ROW go from column COL0 to the end of COL1 - 1
# (polling: drawing lags); COL0 = -1: none at all
span()
{
	_sp_y=$((TEXTY + $2 * ROWH + ROWH - 1))
	if [ "$4" -lt 0 ]; then
		_sp_want=none
	else
		_sp_want="$((X0 + $4 * CHARW)) $((X0 + $5 * CHARW - 1))"
	fi
	_sp_n=0
	while :; do
		gv_shot "$TEST_TMP/span.ppm"
		_sp_got=$(px_crop "$TEST_TMP/span.ppm" 0 "$_sp_y" "$TEXTW" 1 | awk -v c="$3" '
			$3 == c { if (lo == "") lo = $1; hi = $1; n++ }
			END { if (lo == "") print "none"; else if (n != hi - lo + 1) print "gaps"; else print lo, hi }')
		[ "$_sp_got" = "$_sp_want" ] && break
		_sp_n=$((_sp_n + 1))
		[ $_sp_n -ge 20 ] && break
		sleep 0.1
	done
	check "$1" "$_sp_want" "$_sp_got"
}
# "-the quick brown fox jumps": brown is columns 11 to 15; "+the quick
# red fox jumps" (the next row): red is 11 to 13
span do-words-removed 0 "$DELWORD" 11 16
span do-words-added 1 "$ADDWORD" 11 14
gv_key W
span do-words-off-removed 0 "$DELWORD" -1
span do-words-off-added 1 "$ADDWORD" -1
gv_key W
span do-words-on-again 0 "$DELWORD" 11 16

# --- s: side by side ---------------------------------------------------------

# pixel NAME ROW X COLOUR: the pixel at x X on the lowest pixel row of
# screen row ROW is COLOUR (polling)
pixel()
{
	px_check "$1" "$3" $((TEXTY + $2 * ROWH + ROWH - 1)) "$4"
}

gv_key s
# the old line on the left and the new one on the right of the same row
pixel do-side-old-left 0 $((TEXTW / 2 - 4)) "$DELBG"
pixel do-side-new-right 0 $((TEXTW - 8)) "$ADDBG"  # left of the scroll bar
check do-side-same-row 'the quick brown fox jumps the quick red fox jumps' "$(text_triple 0)"
# the next row: the context below, on both sides
pixel do-side-next-row-left 1 $((TEXTW / 2 - 4)) "$NORMBG"
# side_double ROW SIDE COL: double-click column COL of the text of side
# SIDE (0 old, 1 new) of screen row ROW; print PRIMARY. Each side starts
# with the line numbers, two digits here (lines 7 to 13 of src/a.c on
# screen) and a space.
side_double()
{
	sel_reset
	press_gap
	xdotool mousemove --window "$GV_WID" $(($2 * TEXTW / 2 + X0 + (3 + $3) * CHARW + CHARW / 4)) "$(ty "$1")" \
		click --repeat 2 --delay 40 1
	_pressed 2
	sel_get
}
check do-side-double-click-old brown "$(side_double 0 0 12)"
check do-side-double-click-new red "$(side_double 0 1 11)"
check do-side-double-click-new-start the "$(side_double 0 1 1)"

# a removed-only hunk: the right side blank
select_commit "$C3" "$(row "$C3")" || { gv_kill; exit 1; }
gv_key Tab
findtext '^line 15$'
check do-side-removed-line 'line 15' "$(text_triple 0)"
pixel do-side-removed-left 0 $((TEXTW / 2 - 4)) "$DELBG"
gv_shot "$TEST_TMP/blank.ppm"
# the right half, short of the scroll bar at the pane's right edge
px_crop "$TEST_TMP/blank.ppm" $((TEXTW / 2 + 1)) $((TEXTY + 2)) $((TEXTW / 2 - 9)) $((2 * ROWH - 2)) |
	awk -v c="$FILLER" '$3 != c { n++ } END { print n + 0 }' > "$TEST_TMP/blank.n"
check do-side-removed-right-blank 0 "$(cat "$TEST_TMP/blank.n")"

# a merge stays combined, and says so
gv_mark
select_commit "$MERGE" "$(row "$MERGE")" || { gv_kill; exit 1; }
if gv_wait_trace 'status: side by side is for one parent' 1; then
	pass do-side-merge-note
else
	fail do-side-merge-note "no note that side by side is for one parent"
fi
check do-side-merge-lines "$(git_lines "$MERGE")" "$(patch_lines "$MERGE")"
gv_key s
quit_check do-quit

# --- CRLF lines, a symlink, a context row, long lines ---------------------------

# sb: a-link (a symlink), crlf.txt (CRLF lines, one with a CR inside too),
# ctx.txt and long.txt (a 409-character line of words w001 to w082), each
# changed once; every line number under 10, so the numbers take a digit
build_sb()
{
	repo_init "$TEST_TMP/sb"
	ln -s target-one a-link
	printf 'crlf one\r\ncrlf two\r\ncrlf three\r\n' > crlf.txt
	printf 'ctx 1\nctx 2\nctx 3\nctx 4\n' > ctx.txt
	i=1
	while [ $i -le 82 ]; do printf 'w%03d ' $i; i=$((i + 1)); done | sed 's/ $//' > long.txt
	echo >> long.txt
	git add .
	at 1 git commit -q -m 'sb: one'
	ln -sf target-two a-link
	printf 'crlf one\r\ncrlf TWO\r\nmid\rdle\r\ncrlf three\r\n' > crlf.txt
	printf 'ctx 1\nctx 2\nctx THREE\nctx 4\n' > ctx.txt
	sed 's/^w001/W001/' long.txt > long.new && mv long.new long.txt
	at 2 git commit -q -am 'sb: two'
}
build_sb
SB=$(git rev-parse HEAD)
git diff-tree -p --no-commit-id "$SB" > "$TEST_TMP/sb.patch"
if [ "$(grep -c "$(printf '\r$')" "$TEST_TMP/sb.patch")" -lt 4 ] ||
   [ "$(grep -c '^\\ No newline at end of file' "$TEST_TMP/sb.patch")" -ne 2 ] ||
   [ "$(grep '^-w001' "$TEST_TMP/sb.patch" | wc -c)" -lt 400 ]; then
	fail do-sb-fixture "test bug: no CRLF lines, not two notes of no newline, or no long line in the patch" "$TEST_TMP/sb.patch"
	exit 1
fi
# sb_line PATTERN: git's patch line matching PATTERN, its CR at the end
# left out and the rest as drawn
sb_line()
{
	grep "$1" "$TEST_TMP/sb.patch" | head -n 1 | sed "s/$(printf '\r')\$//" | show_drawn
}

gv_open do-sb-start "$SB"
pane_geometry || { gv_kill; exit 1; }
gv_key Tab
findtext '^\+crlf TWO'
check do-crlf-end "$(sb_line '^+crlf TWO')" "$(text_triple 0)"
findtext '^\+mid'
check do-crlf-inside "$(sb_line '^+mid')" "$(text_triple 0)"
[ "$(sb_line '^+mid')" = '+mid^Mdle' ] || fail do-crlf-fixture "test bug: the CR inside is not drawn ^M: '$(sb_line '^+mid')'"

gv_key s
# the symlink: old and new target on a row, the two notes on the next
findtext '^target-one'
check do-side-link "$(sb_line '^-target' | cut -c2-) $(sb_line '^+target' | cut -c2-)" "$(text_triple 0)"
NOTE=$(sb_line '^\\ No newline' | head -n 1)
check do-side-link-notes "$NOTE $NOTE" "$(text_triple 1)"
check do-side-link-after "$(grep '^diff --git' "$TEST_TMP/sb.patch" | sed -n 2p)" "$(text_triple 2)"

# sx SIDE COL: the x of the left edge of column COL of SIDE's text (its
# line number a digit and a space before it)
sx()
{
	echo $(($1 * TEXTW / 2 + X0 + (2 + $2) * CHARW))
}
# a drag over a context row from the old text's start to column 3 of the
# new: the old text, a space and the new text's first three columns
findtext '^ctx 2'
CTX=$(sb_line '^ ctx 2' | cut -c2-)
sel_reset
press_gap
xdotool mousemove --window "$GV_WID" "$(sx 0 0)" "$(ty 0)" mousedown 1 \
	mousemove --window "$GV_WID" "$(sx 0 1)" "$(ty 0)" \
	mousemove --window "$GV_WID" "$(sx 1 3)" "$(ty 0)" mouseup 1
_pressed 1
check do-side-drag-context "$CTX $(printf '%s' "$CTX" | cut -c1-3)" "$(sel_get)"

# Right stops where the longest line shown ends: after 90 of them the
# last word of the long line is still at the right edge
findtext '^w001'
check do-side-long-row "$(sb_line '^-w001' | cut -c2-) $(sb_line '^+W001' | cut -c2-)" "$(text_triple 0)"
i=0
while [ $i -lt 9 ]; do
	gv_key Right Right Right Right Right Right Right Right Right Right
	i=$((i + 1))
done
sel_reset
press_gap
xdotool mousemove --window "$GV_WID" $((TEXTW - 3 * CHARW)) "$(ty 0)" click --repeat 2 --delay 40 1
_pressed 2
check do-side-right-end "$(sb_line '^+W001' | awk '{ print $NF }')" "$(sel_get 3)"
quit_check do-sb-quit
cd "$TEST_TMP/do" || exit 1

# --- a: a view of some paths ---------------------------------------------------

git rev-list --topo-order HEAD -- src > "$TEST_TMP/order"
gv_start --topo-order -- src || exit 1
gv_wait_loaded 10
wait_for 5 _primary_sha
select_commit "$C1" "$(row "$C1")" || { gv_kill; exit 1; }
PATHS=src
n_src=$(git_lines "$C1")
PATHS=
[ "$n_src" -lt "$(git_lines "$C1")" ] || fail do-paths-fixture "test bug: C1's patch of src is all of it"
check do-paths-view-only "$n_src" "$(patch_lines "$C1")"
if grep -q "trace: .*run: git diff-tree .* $C1 -- src\$" "$GV_ERR"; then
	pass do-paths-argv
else
	fail do-paths-argv "no 'git diff-tree ... $C1 -- src' in the trace"
fi
# narrowed to a file (Return in the files pane), an option keeps it so
files_click 0
gv_key Return
check do-narrow-top 'diff --git a/src/a.c b/src/a.c' "$(text_triple 0)"
option do-narrow-plus plus "$C1" "$(PATHS=src git_lines "$C1" -U4)"
check do-narrow-plus-still 'diff --git a/src/a.c b/src/a.c' "$(text_triple 0)"
gv_key Escape
option do-narrow-minus minus "$C1" "$n_src"
option do-paths-a-all a "$C1" "$(git_lines "$C1")"
option do-paths-a-again a "$C1" "$n_src"
quit_check do-paths-quit

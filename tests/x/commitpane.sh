#!/bin/sh
# commitpane.sh - the commit pane: its text line by line (headers, message,
# the patch as git diff-tree --cc prints it), xterm-style text selection
# into PRIMARY (drag, double-click word, triple-click line), a click on a
# Parent:/Child: line, the colours of added and removed lines. Covers a
# plain commit, a merge with a conflict resolution (a combined diff) and a
# root commit. Everything expected comes from git.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

# the fixture: R (root) - C1 - {M1, T1} - MERGE (a resolved conflict) - A1
#
# R   author zone +0530, committer zone -0800 (a Committer: line)
# C1  author = committer (no Committer: line); its message has a tab and a
#     BEL; it changes beta to BETA and adds c.txt with a tab in it
# M1, T1 change gamma differently; MERGE resolves it to a third text
build_cp()
{
	repo_init "$TEST_TMP/cp"
	printf 'alpha\nbeta\ngamma\ndelta\n' > a.txt
	printf 'one\ntwo\n' > b.txt
	git add a.txt b.txt
	GIT_AUTHOR_DATE="$((TEST_EPOCH + 60)) +0530" \
	GIT_COMMITTER_DATE="$((TEST_EPOCH + 120)) -0800" \
		git commit -q -m 'cp: R the root' -m 'It adds a.txt and b.txt.'
	printf 'alpha\nBETA\ngamma\ndelta\n' > a.txt
	printf 'col1\tcol2\n' > c.txt
	git add a.txt c.txt
	printf 'cp: C1 tabs and controls\n\n\tindented\tby tabs\nbell\007here\n' > "$TEST_TMP/msg"
	GIT_COMMITTER_NAME=$GIT_AUTHOR_NAME GIT_COMMITTER_EMAIL=$GIT_AUTHOR_EMAIL \
		at 2 git commit -q --cleanup=verbatim -F "$TEST_TMP/msg"
	git checkout -q -b topic
	printf 'alpha\nBETA\ngamma on topic\ndelta\n' > a.txt
	at 3 git commit -q -am 'cp: T1 topic changes gamma'
	git checkout -q main
	printf 'alpha\nBETA\ngamma on main\ndelta\n' > a.txt
	at 4 git commit -q -am 'cp: M1 main changes gamma'
	at 5 git merge -q --no-ff -m 'cp: MERGE topic' topic >/dev/null 2>&1
	printf 'alpha\nBETA\ngamma merged\ndelta\n' > a.txt
	git add a.txt
	at 5 git commit -q -m 'cp: MERGE topic, gamma resolved'
	printf 'three\n' >> b.txt
	at 6 git commit -q -am 'cp: A1 after the merge'
}

build_cp
git rev-list --topo-order HEAD > "$TEST_TMP/order"
A1=$(git rev-parse HEAD)
MERGE=$(git rev-parse HEAD^)
M1=$(git rev-parse HEAD^^1)
T1=$(git rev-parse HEAD^^2)
C1=$(git rev-parse HEAD^^2^)
R=$(git rev-parse HEAD^^2^^)
if [ -z "$(git_patch "$MERGE" | grep '^diff --cc')" ]; then
	fail cp-fixture "test bug: the merge has no combined diff"
	exit 1
fi

start_x
gv_open -o "$TEST_TMP/order" cp-start "$A1" --topo-order
pane_geometry || { gv_kill; exit 1; }

# exp N NAME: line N of the expected pane of NAME
exp()
{
	nth_line "$1" "$TEST_TMP/exp.$2"
}
# at_line NAME TEXT: scroll line TEXT of the expected pane of NAME on
# screen; sets I (its index) and ROW (its screen row)
at_line()
{
	I=$(line_of "$2" "$TEST_TMP/exp.$1")
	if [ "$I" -lt 0 ]; then
		fail "cp-$1-fixture" "test bug: no line '$2' in git's text"
		ROW=0
		return 1
	fi
	show_line "$I"
}
# expect_pane NAME SHA: git's text for the pane of SHA, as exp.NAME
expect_pane()
{
	git_pane "$2" > "$TEST_TMP/exp.$1"
	NLINES=$(wc -l < "$TEST_TMP/exp.$1")
}

# check_visible NAME SHA: the first screen of the pane, selected by a drag
# over it, is git's text (polling: the message comes from cat-file
# independently of the patch)
check_visible()
{
	expect_pane "$1" "$2"
	pane_is "cp-$1-pane-text" "$TEST_TMP/exp.$1"
}

# the patch's colours, as gitview was built (config.h)
colour DELBG SchemeDel bg
colour DELFG SchemeDel fg
colour ADDBG SchemeAdd bg
colour ADDFG SchemeAdd fg
colour HUNKBG SchemeHunk bg
colour FILEBG SchemeFile bg

# colour_check NAME ROW COLOUR: the background at the right end of screen
# row ROW of the pane, left of its scroll bar, is COLOUR (polls
# screenshots: drawing lags)
colour_check()
{
	px_check "$1" $((TEXTW - 8)) "$(ty "$2")" "$3"
}

# --- a plain commit: C1 ----------------------------------------------------

select_commit "$C1" "$(row "$C1")" || { gv_kill; exit 1; }
expect_pane C1 "$C1"

# colours, before anything is selected in the pane (the lines may be
# below the first screen: scroll with the wheel)
at_line C1 '-beta'
colour_check cp-colour-removed-line "$ROW" "$DELBG"
at_line C1 '+BETA'
colour_check cp-colour-added-line "$ROW" "$ADDBG"
i_add=$ROW
at_line C1 "$(grep '^@@ ' "$TEST_TMP/exp.C1" | head -n 1)"
colour_check cp-colour-hunk-header "$ROW" "$HUNKBG"
at_line C1 'diff --git a/a.txt b/a.txt'
colour_check cp-colour-diff-header "$ROW" "$FILEBG"
at_line C1 '-beta'
i_del=$ROW
# the text colours: some pixel of the line's glyphs is exactly the colour
gv_shot "$TEST_TMP/colour.ppm"
for t in "added:$i_add:$ADDFG" "removed:$i_del:$DELFG"; do
	n=${t%%:*}; t=${t#*:}; r=${t%%:*}; c=${t#*:}
	if px_row_has "$TEST_TMP/colour.ppm" "$(ty "$r")" 0 $((TEXTW / 2)) "$c" ||
	   px_row_has "$TEST_TMP/colour.ppm" $(($(ty "$r") - 2)) 0 $((TEXTW / 2)) "$c"; then
		pass "cp-colour-$n-text"
	else
		fail "cp-colour-$n-text" "no pixel of colour #$c on the row of the $n line (screen row $r)"
	fi
done
at_line C1 "commit $C1"

# triple-click line 0; the highlight gives the character width
check cp-C1-triple-commit-line "commit $C1" "$(text_triple 0)"
pane_charw || { gv_kill; exit 1; }
check_visible C1 "$C1"
# (a double-click on the SHA1 alone cannot tell a word selected from the
# commit's own SHA1 in PRIMARY: the other words below can)
check cp-C1-double-click-sha "$C1" "$(text_double 0 27)"
check cp-C1-double-click-sha-start "$C1" "$(text_double 0 7)"
check cp-C1-double-click-sha-end "$C1" "$(text_double 0 46)"
check cp-C1-double-click-word commit "$(text_double 0 2)"
check cp-C1-double-click-name Thor "$(text_double 1 16)"
check cp-C1-double-click-mail-part example "$(text_double 1 28)"
check cp-C1-drag-part-of-line "$(echo "$C1" | cut -c1-10)" "$(text_drag 0 7 0 17)"
check cp-C1-drag-backwards "$(echo "$C1" | cut -c1-10)" "$(text_drag 0 17 0 7)"
check cp-C1-drag-two-lines "$(exp 1 C1)
$(exp 2 C1 | cut -c1-10)" "$(text_drag 1 0 2 10)"
check cp-C1-drag-three-lines-from-mid "$(exp 0 C1 | cut -c8-)
$(exp 1 C1)
$(exp 2 C1 | cut -c1-7)" "$(text_drag 0 7 2 7)"
# (C1 has a branch that contains it, and no committer line before it)
check cp-C1-no-committer-line "Branches:" "$(exp 2 C1 | cut -c1-9)"

at_line C1 '        indented        by tabs'; i=$ROW
check cp-C1-message-tabs-expanded '        indented        by tabs' "$(text_triple "$i")"
at_line C1 'bell^Ghere'; i=$ROW
check cp-C1-message-control-char 'bell^Ghere' "$(text_triple "$i")"
at_line C1 'diff --git a/a.txt b/a.txt'
check cp-C1-triple-diff-line 'diff --git a/a.txt b/a.txt' "$(text_triple "$ROW")"
at_line C1 '-beta'
check cp-C1-triple-removed-line '-beta' "$(text_triple "$ROW")"
at_line C1 '+BETA'
check cp-C1-triple-added-line '+BETA' "$(text_triple "$ROW")"
check cp-C1-double-click-in-added-line 'BETA' "$(text_double "$ROW" 3)"
at_line C1 '+col1   col2'
check cp-C1-patch-tab-expanded '+col1   col2' "$(text_triple "$ROW")"
at_line C1 '@@ -0,0 +1 @@'; i=$ROW
check cp-C1-triple-hunk-line '@@ -0,0 +1 @@' "$(text_triple "$i")"

# selecting a commit afterwards: PRIMARY is its SHA1 again
if [ "$(primary)" = '@@ -0,0 +1 @@' ]; then
	gv_key Tab Tab j
	expect_primary cp-j-after-text-selection "$R" "$TEST_TMP/order"
else
	fail cp-j-after-text-selection "PRIMARY should be the text selected last, '@@ -0,0 +1 @@', before j; it is '$(primary)'"
	gv_key Tab Tab j
	wait_primary "$R"
fi

# --- Parent: and Child: lines ----------------------------------------------

select_commit "$C1" "$(row "$C1")" || { gv_kill; exit 1; }
i=$(awk '/^Parent: / { print NR - 1; exit }' "$TEST_TMP/exp.C1")
sel_reset
gv_mark
text_clicks 1 "$i" 12
check cp-click-parent-line "$(git rev-parse "$C1^")" "$(sel_get)"
gv_wait_patch "$R" 5
TTOP=0
git_pane "$R" > "$TEST_TMP/exp.R"
i=$(awk '/^Child: / { print NR - 1; exit }' "$TEST_TMP/exp.R")
sel_reset
gv_mark
text_clicks 1 "$i" 12
check cp-click-child-line "$C1" "$(sel_get)"
gv_wait_patch "$C1" 5
# each Child: line of C1 (M1 and T1) leads to the commit it names
for k in 1 2; do
	line=$(grep '^Child: ' "$TEST_TMP/exp.C1" | sed -n "${k}p")
	i=$(line_of "$line" "$TEST_TMP/exp.C1")
	want=$(git rev-parse "$(echo "$line" | awk '{ print $2 }')")
	select_commit "$C1" "$(row "$C1")" || break
	sel_reset
	gv_mark
	text_clicks 1 "$i" 12
	check "cp-click-child-line-$k" "$want" "$(sel_get)"
	gv_wait_patch "$want" 5
done
# a click on a non-link line (the message) does not move the selection
select_commit "$C1" "$(row "$C1")"
at_line C1 'cp: C1 tabs and controls'; i=$ROW
text_clicks 1 "$i" 3
gv_sync > /dev/null  # the click has been handled
check cp-click-message-line-stays "$C1" "$(primary)"

# --- a merge: the combined diff ---------------------------------------------

select_commit "$MERGE" "$(row "$MERGE")" || { gv_kill; exit 1; }
check cp-MERGE-triple-commit-line "commit $MERGE" "$(text_triple 0)"
check_visible MERGE "$MERGE"
at_line MERGE 'diff --cc a.txt'; i=$ROW
check cp-MERGE-triple-cc-line 'diff --cc a.txt' "$(text_triple "$i")"
at_line MERGE '++gamma merged'; i=$ROW
check cp-MERGE-triple-resolution-line '++gamma merged' "$(text_triple "$i")"
at_line MERGE ' -gamma on topic'; i=$ROW
check cp-MERGE-triple-removed-from-2nd ' -gamma on topic' "$(text_triple "$i")"
at_line MERGE "$(grep '^@@@ ' "$TEST_TMP/exp.MERGE" | head -n 1)"; i=$ROW
check cp-MERGE-triple-hunk-line "$(grep '^@@@ ' "$TEST_TMP/exp.MERGE" | head -n 1)" "$(text_triple "$i")"
# the second Parent: line goes to the merged branch
show_line "$(awk '/^Parent: / { n++; if (n == 2) { print NR - 1; exit } }' "$TEST_TMP/exp.MERGE")"
sel_reset
gv_mark
text_clicks 1 "$ROW" 12
check cp-MERGE-click-second-parent "$(git rev-parse "$MERGE^2")" "$(sel_get)"
gv_wait_patch "$T1" 5

# --- the root commit --------------------------------------------------------

select_commit "$R" "$(row "$R")" || { gv_kill; exit 1; }
check cp-R-triple-commit-line "commit $R" "$(text_triple 0)"
check_visible R "$R"
check cp-R-drag-author-zone "+0530" "$(text_drag 1 $(($(exp 1 R | wc -c) - 6)) 1 $(($(exp 1 R | wc -c) - 1)))"
check cp-R-drag-committer-zone "-0800" "$(text_drag 2 $(($(exp 2 R | wc -c) - 6)) 2 $(($(exp 2 R | wc -c) - 1)))"
at_line R '+alpha'; i=$ROW
check cp-R-triple-added-line '+alpha' "$(text_triple "$i")"
at_line R 'diff --git a/b.txt b/b.txt'; i=$ROW
check cp-R-triple-second-file 'diff --git a/b.txt b/b.txt' "$(text_triple "$i")"

gv_quit
check cp-quit 0 $?

# --- names in their encoding --------------------------------------------------

# an ISO-8859-1 commit: the names' bytes in Latin-1, as its header says;
# the author and committer lines decode them as git log does
repo_init "$TEST_TMP/latin"
commit_at -f sub/f.txt 1 "m: one"
commit_at -f sub/f.txt 2 "m: two"
echo three >> sub/f.txt
git add sub/f.txt
GIT_AUTHOR_NAME=$(printf 'J\366rg L\344mmer') GIT_COMMITTER_NAME=$(printf 'Ren\351e K\366nig') \
	at 3 git -c i18n.commitEncoding=ISO-8859-1 commit -q -m "$(printf 'm: dr\351i')"
LATIN=$(git rev-parse HEAD)
commit_at -f top.txt 4 "m: four"
gv_start || exit 1
gv_wait_loaded 10
pane_geometry || exit 1
select_commit "$LATIN" 1 || exit 1
git log -1 --date=format:'%Y-%m-%d %H:%M:%S %z' \
	--format='Author:    %an <%ae>  %ad%nCommitter: %cn <%ce>  %cd' "$LATIN" > "$TEST_TMP/want"
case $(cat "$TEST_TMP/want") in
*"Jörg Lämmer"*"Renée König"*) ;;
*) fail latin1-fixture "test bug: git log does not say Jörg Lämmer, Renée König: $(cat "$TEST_TMP/want")" ;;
esac
check latin1-author "$(sed -n 1p "$TEST_TMP/want")" "$(text_triple 1)"
check latin1-committer "$(sed -n 2p "$TEST_TMP/want")" "$(text_triple 2)"
quit_check names-quit

#!/bin/sh
# quoting.sh - what leaves the window is what it draws, where a paste
# cannot run it: a path with an escape sequence, a newline or a bidi
# control (U+202E, which the window draws as nothing) goes to CLIPBOARD
# (c in the files pane) quoted as git quotes it (core.quotePath), a plain
# one as it is; so do a patch line with an escape sequence (the menu's
# Copy the line) and Y's reference to a commit whose subject holds a
# bidi control; a message line with a bidi control goes to
# PRIMARY (a triple click) quoted, and a subject with one to the title.
# Expected values from git itself: git diff-tree and git ls-files quote
# such paths, and the patch line, the message line, the subject and the
# reference are the names of files of the fixture.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

ESC=$(printf 'a\033[31mb.txt')
RLO=$(printf 'r\342\200\256txt.exe')
repo_init "$TEST_TMP/q" -b main
echo x > "$ESC" && echo x > "$(printf 'nl\nx.txt')" && echo x > "$RLO" &&
	printf 'plain\n%s\n' "$ESC" > plain.txt && git add -A &&
	printf '%s\n\n%s\n' "$RLO" "$RLO" | at 1 git commit -q -F - || exit 1
HEAD=$(git rev-parse HEAD)
# git's quoting of each file's name, in the order git lists them
git -c core.quotePath=true diff-tree -r --root --name-only --no-commit-id "$HEAD" \
	> "$TEST_TMP/paths"
QESC=$(git ls-files -- "$ESC")
QRLO=$(git ls-files -- "$RLO")
# Y's reference (subject and date) as the name of an untracked file
REF=$(git show -s --pretty=reference "$HEAD")
echo x > "$REF" && QREF=$(git ls-files -o -- "$REF")
[ "$(wc -l < "$TEST_TMP/paths")" -eq 4 ] && [ "$QESC" != "$ESC" ] && [ "$QRLO" != "$RLO" ] &&
	[ -n "$QREF" ] && [ "$QREF" != "$REF" ] ||
	{ fail q-fixture "git does not quote the fixture's names"; exit 1; }

start_x
gv_open q-start "$HEAD"
gv_wait_patch "$HEAD" 5
# Y: git's reference to the commit on CLIPBOARD, quoted
gv_key Y
wait_for 5 _clipboard_is "$QREF"
check q-ref "$QREF" "$(clipboard)"
pane_geometry || { gv_kill; exit 1; }
text_triple 0 > /dev/null
pane_charw || { gv_kill; exit 1; }

# the title: the subject quoted
TITLE="gitview: $(basename "$PWD"): $(git rev-parse --short=7 "$HEAD") $QRLO"
_title_is() { [ "$(gv_title)" = "$TITLE" ]; }
wait_for 5 _title_is
check q-title "$TITLE" "$(gv_title)"

# a triple click on the message's line: PRIMARY
git_pane "$HEAD" > "$TEST_TMP/pane"
NLINES=$(wc -l < "$TEST_TMP/pane")
TTOP=0
I=$(line_of "$RLO" "$TEST_TMP/pane")
[ "$I" -ge 0 ] || { fail q-pane "test bug: no message line in git's text"; exit 1; }
show_line "$I"
check q-primary "$QRLO" "$(text_triple "$ROW")"

# the patch's line of plain.txt that holds an escape sequence: the
# menu's Copy the line (its text without the +)
I=$(line_of "+$(printf '%s\n' "$ESC" | show_drawn)" "$TEST_TMP/pane")
[ "$I" -ge 0 ] || { fail q-pane-line "test bug: no such patch line in git's text"; exit 1; }
show_line "$I"
printf 'gitview-test-sentinel' | xclip -i -selection clipboard
gv_mark
gv_click 40 "$(ty "$ROW")" 3
gv_wait_trace "menu [0-9]* entries" 3 || fail q-menu "no menu"
gv_key Down Return
gv_wait_trace "menu run Copy the line" 3 || fail q-menu-line "no Copy the line"
wait_for 5 _clipboard_is "$QESC"
check q-line "$QESC" "$(clipboard)"

# c on each file of the files pane: git's quoting of its path, and the
# status line says which were quoted
for k in 1 2 3 4; do
	files_click $((k - 1))
	want=$(sed -n "${k}p" "$TEST_TMP/paths")
	printf 'gitview-test-sentinel' | xclip -i -selection clipboard
	gv_mark
	gv_key c
	wait_for 5 _clipboard_is "$want"
	check "q-path-$k" "$want" "$(clipboard)"
	case $want in
	'"'*) said="copied the path to CLIPBOARD, quoted: it holds control or bidi characters" ;;
	*) said="copied the path to CLIPBOARD" ;;
	esac
	gv_wait_trace "status: $said\$" 3 && pass "q-path-$k-status" ||
		fail "q-path-$k-status" "no '$said' in the status line"
done

quit_check q-quit

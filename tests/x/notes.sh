#!/bin/sh
# notes.sh - the commit pane shows a commit's notes after its message as
# git log shows them: the default notes ref and notes.displayRef's, each
# block headed "Notes:" or "Notes (REF):", its lines indented; with
# --notes=REF only REF's (git rev-list refuses the option, so the view
# must still load), with --no-notes none, and none for a commit without
# notes. A note added while gitview runs shows after r. A note's control
# characters and bytes that are not UTF-8 are drawn as the message's
# are. Everything expected comes from git log (git_pane, git_notes).

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

# the fixture: c0 (root, a message line with a BEL and a Latin-1 byte,
# written as it is) - c1 - c2 - c3 - c4 (main). Notes: c0 the same line as its
# message's; c1 three lines (one blank, one with a tab); c2 one, and one
# in refs/notes/other; c3 only one in refs/notes/other, which
# notes.displayRef shows by default; c4 none
ODD=$(printf 'caf\351 bell\007 end')
build_nt()
{
	repo_init "$TEST_TMP/nt"
	git config notes.displayRef refs/notes/other
	echo zero > z.txt
	git add z.txt
	tree=$(git write-tree)
	printf 'tree %s\nauthor %s <%s> %s +0000\ncommitter %s <%s> %s +0000\n\nnt: c0\n\n%s\n' \
		"$tree" "$GIT_AUTHOR_NAME" "$GIT_AUTHOR_EMAIL" "$TEST_EPOCH" \
		"$GIT_COMMITTER_NAME" "$GIT_COMMITTER_EMAIL" "$TEST_EPOCH" "$ODD" |
		git hash-object -t commit -w --stdin > "$TEST_TMP/c0" || exit 1
	git update-ref refs/heads/main "$(cat "$TEST_TMP/c0")"
	commits_at -f a.txt 1 4 'nt: c'
	at 5 git notes add -m "$ODD" main~4
	printf 'the first note\n\n\tindented by a tab\n' | at 5 git notes add -F - main~3
	at 6 git notes add -m 'the second note' main~2
	at 6 git notes --ref=other add -m 'the other note of c2' main~2
	at 7 git notes --ref=other add -m 'the other note of c3' main~1
}

build_nt
git rev-list main > "$TEST_TMP/order"
C0=$(git rev-parse main~4)
C1=$(git rev-parse main~3)
C2=$(git rev-parse main~2)
C3=$(git rev-parse main~1)
C4=$(git rev-parse main)
GV_NOTES=
if [ "$(git_notes "$C1" | grep -c '^    ')" -ne 3 ] ||
   [ "$(git_notes "$C2" | grep -c '^Notes')" -ne 2 ] ||
   [ "$(git_notes "$C3" | sed -n 1p)" != 'Notes (other):' ] || [ -n "$(git_notes "$C4")" ]; then
	fail nt-fixture "test bug: git log does not show the fixture's notes as planned"
	exit 1
fi

# notes_pane NAME SHA: select SHA, wait for its notes, and check the
# commit pane's first screen against git's text of it; the notes' last
# line must be on it
notes_pane()
{
	select_commit "$2" "$(row "$2")" || return 1
	[ -n "$(git_notes "$2")" ] && gv_wait_trace "notes $2 [1-9]" 5
	git_pane "$2" > "$TEST_TMP/exp.$1"
	_np_last=$(grep -n '^    ' "$TEST_TMP/exp.$1" | sed -n '$s/:.*//p')
	if [ -n "$(git_notes "$2")" ] && [ "${_np_last:-0}" -gt "$TEXTROWS" ]; then
		fail "$1" "test bug: the notes end on line $_np_last, past the pane's $TEXTROWS rows"
		return 1
	fi
	pane_is "$1" "$TEST_TMP/exp.$1"
}

start_x

# --- git log's default notes, and displayRef's --------------------------------

gv_open -o "$TEST_TMP/order" nt-start "$C4"
pane_geometry || { gv_kill; exit 1; }
notes_pane nt-multiline "$C1"
notes_pane nt-two-refs "$C2"
notes_pane nt-displayref "$C3"

# the note's odd line as the message's same line is drawn (PRIMARY of a
# triple click on each), indented
select_commit "$C0" "$(row "$C0")" || { gv_kill; exit 1; }
gv_wait_trace "notes $C0 [1-9]" 5
git_pane "$C0" > "$TEST_TMP/exp.c0"
text_triple 0 > /dev/null
pane_charw || { gv_kill; exit 1; }
msg=$(text_triple "$(line_of "$(printf '%s\n' "$ODD" | show_drawn)" "$TEST_TMP/exp.c0")")
note=$(text_triple "$(line_of "$(printf '    %s\n' "$ODD" | show_drawn)" "$TEST_TMP/exp.c0")")
check nt-quoted-as-message "    $msg" "$note"
case $note in
*'^G'*) pass nt-control-drawn ;;
*) fail nt-control-drawn "the note's BEL is not drawn ^G: '$note'" ;;
esac

# a commit without notes shows none; a note added to it while gitview
# runs shows after r (or the live reload: the notes' ref changed)
notes_pane nt-none "$C4"
gv_mark
at 8 git notes add -m 'a late note' "$C4"
gv_key r
if gv_wait_trace "notes $C4 [1-9]" 10; then
	pass nt-reload-asks
else
	fail nt-reload-asks "no 'notes $C4 N lines' trace after r"
fi
git_pane "$C4" > "$TEST_TMP/exp.late"
pane_is nt-reload "$TEST_TMP/exp.late"
quit_check nt-quit

# --- --notes=REF: that ref's alone; the history loads as without it -----------

GV_NOTES='--no-notes --notes=other'
gv_open -o "$TEST_TMP/order" nt-ref-start "$C4" --no-notes --notes=other
check nt-ref-loaded "$(wc -l < "$TEST_TMP/order" | tr -d ' ')" "$(gv_loaded_count)"
pane_geometry || { gv_kill; exit 1; }
notes_pane nt-ref-c2 "$C2"
notes_pane nt-ref-c1 "$C1"
quit_check nt-ref-quit

# --- --no-notes: none, and no git asked for them ------------------------------

GV_NOTES='--notes=other --no-notes'
gv_open -o "$TEST_TMP/order" nt-off-start "$C4" --notes=other --no-notes
pane_geometry || { gv_kill; exit 1; }
notes_pane nt-off-c2 "$C2"
if grep -q 'trace: run: git log -1 \|trace: .*notes [0-9a-f]' "$GV_ERR"; then
	grep 'trace: run: git log\|trace: .*notes' "$GV_ERR" > "$TEST_TMP/off"
	fail nt-off-asks "git was asked for notes with --no-notes last" "$TEST_TMP/off"
else
	pass nt-off-asks
fi
quit_check nt-off-quit

#!/bin/sh
# goto.sh - the goto bar: `:` and the field's editing keys, Return and the
# Goto button resolve what was typed, as typed (:/message too), with git
# rev-parse (--end-of-options before it) and select git's answer, in the
# middle of the list when it was off screen; unknown names, ambiguous
# prefixes, commits outside the view, trees and blobs (said by type) and
# option-like input leave PRIMARY alone and say so in the status line; a middle click and Shift-Insert paste
# PRIMARY; back and forward (Alt-Left/Alt-Right, the ◀ ▶ buttons) walk
# the selections; y copies to CLIPBOARD; r reloads keeping the selection.
# Everything expected comes from git.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

# the fixture, dates in minutes from TEST_EPOCH (git's --date-order is
# then the order of the dates):
#
#   many: m1 .. m1200   an orphan branch, dated long before c1, with two
#                       commits whose ids share 4 hex digits
#   main: c1 .. c12     light (lightweight tag) on c3, v1.0 (annotated)
#                       on c5, ten refs on c8, origin/main on c10
#   topic: p1 p2        on c6, dated after c12
#   HEAD: d1            detached, on c12
build_goto()
{
	repo_init "$TEST_TMP/g"
	{
		i=1
		while [ $i -le 1200 ]; do
			echo "commit refs/heads/many"
			echo "committer C O Mitter <committer@example.com> $((TEST_EPOCH - 200000 + i * 60)) +0000"
			echo "data <<EOM"
			echo "many: m$i"
			echo "EOM"
			i=$((i + 1))
		done
	} | git fast-import --quiet || exit 1
	commits_at -f f.txt 1 12 'g: c'
	git tag light HEAD~9
	at 20 git tag -a -m 'version 1.0' v1.0 HEAD~7
	for k in 1 2 3 4 5 6; do git tag "t$k" HEAD~4; done
	for k in 1 2 3 4; do git branch "b$k" HEAD~4; done
	git update-ref refs/remotes/origin/main HEAD~2
	git checkout -q -b topic HEAD~6
	commit_at -f p.txt 13 'g: p1 on topic'
	commit_at -f p.txt 14 'g: p2 on topic'
	git checkout -q --detach main
	commit_at -f f.txt 15 'g: d1 detached'
}

build_goto
git rev-list --all --date-order > "$TEST_TMP/order"
# the commit TEXT names: its object as typed (TEXT^{commit} would make
# ^{commit} part of a :/message's regex), then peeled
rp()
{
	_rp=$(git rev-parse --verify --quiet --end-of-options "$1") &&
		git rev-parse --verify --quiet "$_rp^{commit}"
}
C4=$(rp main~8)
C6=$(rp main~6)
C7=$(rp main~5)
C9=$(rp main~3)
AMB=$(git rev-list --all | cut -c1-4 | sort | uniq -d | head -n 1)
if [ -z "$AMB" ] || rp "$AMB" >/dev/null; then
	fail goto-fixture "test bug: no ambiguous 4-hex commit prefix among $(wc -l < "$TEST_TMP/order") commits"
	exit 1
fi
SHORT=$(git rev-parse --short=5 "$C6")
if [ "$(rp "$SHORT")" != "$C6" ]; then
	fail goto-fixture "test bug: $SHORT is not unique"
	exit 1
fi

start_x
gv_open -o "$TEST_TMP/order" goto-start "$(head -n 1 "$TEST_TMP/order")" --all --date-order

# --- geometry of the bar -------------------------------------------------

# bar_geometry: from a screenshot, the runs of border pixels on the top
# line of the buttons (y = 1): ◀, ▶, the field, Goto. Sets BACKX FWDX
# FIELDX FIELDX0 GOTOX (middles, FIELDX0 the field's left edge), BARY
# (the middle of the buttons), CHARW (a button is 3 characters wide).
bar_geometry()
{
	_bg_n=0
	while [ $_bg_n -lt 30 ]; do
		gv_geometry
		gv_shot "$TEST_TMP/bar.ppm"
		px_crop "$TEST_TMP/bar.ppm" 0 1 "$GV_W" 1 | awk -v bg="$STATUSBG" '
			$3 != bg { if (s == "") s = $1; e = $1; next }
			s != "" { print s, e; s = "" }
			END { if (s != "") print s, e }' > "$TEST_TMP/bar.runs"
		if [ "$(wc -l < "$TEST_TMP/bar.runs")" -ge 4 ]; then
			set -- $(sed -n 1p "$TEST_TMP/bar.runs")
			BACKX=$((($1 + $2) / 2)); CHARW=$((($2 - $1 + 1) / 3)); _bg_x0=$1
			set -- $(sed -n 2p "$TEST_TMP/bar.runs")
			FWDX=$((($1 + $2) / 2))
			set -- $(sed -n 3p "$TEST_TMP/bar.runs")
			FIELDX=$((($1 + $2) / 2)); FIELDX0=$1
			set -- $(tail -n 1 "$TEST_TMP/bar.runs")
			GOTOX=$((($1 + $2) / 2))
			# the back button's left border, downwards
			BARH=$(px_crop "$TEST_TMP/bar.ppm" "$_bg_x0" 1 1 60 | awk -v bg="$STATUSBG" '
				$3 == bg { exit } { n++ } END { print n + 0 }')
			BARY=$((1 + BARH / 2))
			[ "$CHARW" -ge 3 ] && [ "$BARH" -ge 8 ] && return 0
		fi
		sleep 0.1
		_bg_n=$((_bg_n + 1))
	done
	fail goto-geometry "cannot find the buttons of the goto bar (runs at y=1: $(tr '\n' ',' < "$TEST_TMP/bar.runs"))"
	return 1
}
bar_geometry || { gv_kill; exit 1; }
pane_geometry || { gv_kill; exit 1; }
# the bar is a row high plus 2: the buttons are a row high, from y = 1
check goto-bar-button-height "$ROWH" "$BARH"

# the field's placeholder is drawn as it is: nothing after its ")" (the
# text starts half a character in; 33 characters, monospace)
ph_end=$((FIELDX0 + CHARW / 2 + 33 * CHARW))
if px_crop "$TEST_TMP/bar.ppm" "$ph_end" 3 $((2 * CHARW)) $((BARH - 4)) |
   awk -v bg="$NORMBG" '$3 != bg { f = 1 } END { exit !f }'; then
	fail goto-placeholder-ends-at-paren "pixels drawn right of the placeholder's ')' at x=$ph_end..$((ph_end + 2 * CHARW)) (a glyph for the NUL after it?)"
else
	pass goto-placeholder-ends-at-paren
fi

# --- helpers ---------------------------------------------------------------

# goto_done TEXT: wait for gitview to have run rev-parse on TEXT and for
# that git to be gone (gitview has reaped it)
goto_done()
{
	gv_wait_trace "run: git rev-parse --verify --end-of-options $1" 3 || return 1
	wait_for 3 _no_revparse
}

# goto_ok NAME TEXT [how]: goto TEXT selects what git says TEXT^{commit} is
goto_ok()
{
	_go_want=$(rp "$2")
	goto "$2" "${3:-}"
	expect_primary "$1" "$_go_want" "$TEST_TMP/order"
	gv_wait_trace "selected $_go_want" 2
}

# status_err: the status line (the bottom row) shows the error colour
status_err()
{
	_se_n=0
	while [ $_se_n -lt "${1:-20}" ]; do
		gv_shot "$TEST_TMP/status.ppm"
		px_crop "$TEST_TMP/status.ppm" 0 $((GV_H - ROWH)) $((GV_W / 2)) "$ROWH" |
			awk -v c="$ERRFG" '$3 == c { f = 1 } END { exit !f }' && return 0
		sleep 0.1
		_se_n=$((_se_n + 1))
	done
	return 1
}
_status_ok()
{
	! status_err 1
}
RESET=origin/main

# goto_bad NAME TEXT: goto TEXT leaves PRIMARY as it was, with an error
# in the status line. First a good goto to $RESET clears the status line.
goto_bad()
{
	goto "$RESET"
	goto_done "$RESET"
	wait_primary "$(rp "$RESET")" 3
	if ! wait_for 3 _status_ok; then
		fail "$1-status" "test bug: the status line still shows an error 3 s after a good goto"
	fi
	_gb_old=$(primary)
	goto "$2"
	if ! goto_done "$2"; then
		fail "$1" "no trace of git rev-parse --verify --end-of-options '$2'"
		return 1
	fi
	# gitview has acted on git's answer once it says so
	if ! gv_wait_trace 'status: ' 3; then
		fail "$1" "no status message after git rev-parse of '$2' failed"
	fi
	_gb_now=$(primary)
	if [ "$_gb_now" = "$_gb_old" ]; then
		pass "$1"
	else
		fail "$1" "PRIMARY moved from $(describe "$_gb_old" "$TEST_TMP/order") to $(describe "$_gb_now" "$TEST_TMP/order")"
	fi
	if status_err; then
		pass "$1-status"
	else
		fail "$1-status" "no text in the error colour #$ERRFG in the status line"
	fi
}

# --- resolving -------------------------------------------------------------

goto_ok goto-full-sha1 "$C4"
gv_key j
expect_primary goto-focus-back-on-list "$(sed -n "$(($(row_of "$C4" "$TEST_TMP/order") + 2))p" "$TEST_TMP/order")" "$TEST_TMP/order"
goto_ok goto-short-prefix "$SHORT"
goto_ok goto-lightweight-tag light
goto_ok goto-annotated-tag v1.0
goto_ok goto-branch topic
goto_ok goto-remote origin/main
goto_ok goto-HEAD~2 'HEAD~2'
goto_ok goto-goto-button t3 click
gv_mark
goto '  light  '
expect_primary goto-blanks-around "$(rp light)" "$TEST_TMP/order"
goto_ok goto-annotated-tag-peeled 'v1.0^0'
if grep -q "run: git rev-parse --verify --end-of-options light\$" "$GV_ERR"; then
	pass goto-trace-end-of-options
else
	grep 'rev-parse' "$GV_ERR" > "$TEST_TMP/rp.trace"
	fail goto-trace-end-of-options "no trace line 'run: git rev-parse --verify --end-of-options light'" "$TEST_TMP/rp.trace"
fi
# :/message, with a space: the text goes to git as typed, so that git
# reads all of it as the message's regex
if [ "$(rp ':/g: c7')" = "$C7" ] && [ -z "$(git rev-parse --verify --quiet ':/g: c7^{commit}')" ]; then
	pass goto-message-fixture
else
	fail goto-message-fixture "test bug: git rev-parse ':/g: c7' is not c7, or ':/g: c7^{commit}' names a commit"
fi
goto_ok goto-message ':/g: c7'

# the editing keys: `:` then "junk" Ctrl-w, "~" Ctrl-a "HEAD" Ctrl-e "3",
# Left, BackSpace of the "~", "~" again: HEAD~3
gv_mark
gv_key colon ctrl+u
gv_type junk
gv_key ctrl+w
gv_type '~'
gv_key ctrl+a
gv_type HEAD
gv_key ctrl+e
gv_type 3
gv_key Left BackSpace
gv_type '~'
gv_key Return
expect_primary goto-edit-keys "$(rp 'HEAD~3')" "$TEST_TMP/order"
# "ligxht": Left Left BackSpace; "zlight": Home Delete
gv_key colon ctrl+u
gv_type ligxht
gv_key Left Left BackSpace
gv_key Return
expect_primary goto-edit-left-backspace "$(rp light)" "$TEST_TMP/order"
gv_key colon ctrl+u
gv_type zb4
gv_key Home Delete End Return
expect_primary goto-edit-home-delete "$(rp b4)" "$TEST_TMP/order"

# `:` selects what the field holds: typing replaces it, End then typing
# adds to it
gv_key colon ctrl+u
gv_type b4
gv_key Return
expect_primary goto-before-replace "$(rp b4)" "$TEST_TMP/order"
gv_key colon
gv_type light
gv_key Return
expect_primary goto-colon-typing-replaces "$(rp light)" "$TEST_TMP/order"
gv_key colon End
gv_type '~1'
gv_key Return
expect_primary goto-colon-end-appends "$(rp 'light~1')" "$TEST_TMP/order"
gv_key colon BackSpace
gv_type b4
gv_key Return
expect_primary goto-colon-backspace-clears "$(rp b4)" "$TEST_TMP/order"
# a first character typed with Shift replaces it too
gv_key colon
gv_type 'HEAD~1'
gv_key Return
expect_primary goto-colon-shift-replaces "$(rp 'HEAD~1')" "$TEST_TMP/order"

# keys typed in the field do not move the selection; Escape leaves it
# (and the sync after it: every key before has been handled)
old=$(primary)
gv_key colon ctrl+u j j Escape
gv_sync > /dev/null
check goto-typing-j-stays "$old" "$(primary)"
gv_key j
expect_primary goto-escape-then-j "$(sed -n "$(($(row_of "$old" "$TEST_TMP/order") + 2))p" "$TEST_TMP/order")" "$TEST_TMP/order"

# a SHA1 on PRIMARY from another client (with a newline), pasted with a
# middle click on the field
# middle click on the field; Return once gitview has read the paste
gv_key colon ctrl+u
printf '%s\n' "$C4" | xclip -i -selection primary >/dev/null 2>&1
wait_for 3 _primary_is "$C4"
paste_watch
xdotool mousemove --window "$GV_WID" "$FIELDX" "$BARY" click 2
paste_wait || fail goto-paste-middle-click-read "gitview did not read PRIMARY within 5 s of the middle click" "$TEST_TMP/xev.log"
gv_key Return
expect_primary goto-paste-middle-click "$C4" "$TEST_TMP/order"
# and with Shift-Insert
gv_key colon ctrl+u
printf '%s' "$C9" | xclip -i -selection primary >/dev/null 2>&1
wait_for 3 _primary_is "$C9"
paste_watch
gv_key shift+Insert
paste_wait || fail goto-paste-shift-insert-read "gitview did not read PRIMARY within 5 s of Shift-Insert" "$TEST_TMP/xev.log"
gv_key Return
expect_primary goto-paste-shift-insert "$C9" "$TEST_TMP/order"
# gitview's own PRIMARY (the selection, c9) pasted, then "~1": c8 (the
# paste goes through the X server to gitview and back)
gv_key colon ctrl+u
paste_watch
xdotool mousemove --window "$GV_WID" "$FIELDX" "$BARY" click 2
paste_wait || fail goto-paste-own-primary-read "gitview did not read its own PRIMARY within 5 s of the middle click" "$TEST_TMP/xev.log"
gv_type '~1'
gv_key Return
expect_primary goto-paste-own-primary "$(rp "$C9~1")" "$TEST_TMP/order"

# --- what must not move the selection --------------------------------------

goto_bad goto-unknown-name nosuchref
goto_bad goto-ambiguous-prefix "$AMB"
out=$TEST_TMP/goto-output.txt
goto_bad goto-option-like "--output=$out"
if [ -e "$out" ] || [ -e "$out^{commit}" ] || [ -n "$(git status --porcelain --ignored)" ]; then
	fail goto-option-like-no-file "a file appeared: $(ls -d "$out"* 2>/dev/null) $(git status --porcelain --ignored)"
else
	pass goto-option-like-no-file
fi
if grep -qF -- "run: git rev-parse --verify --end-of-options --output=$out" "$GV_ERR"; then
	pass goto-option-like-after-end-of-options
else
	grep 'rev-parse' "$GV_ERR" | tail -n 3 > "$TEST_TMP/rp.trace"
	fail goto-option-like-after-end-of-options "no trace of the text after --end-of-options" "$TEST_TMP/rp.trace"
fi
# objects that are not commits: say what they are, as git names them
# goto_kind NAME TEXT: the status line says TEXT is what cat-file -t says
goto_kind()
{
	_gk_type=$(git cat-file -t "$(git rev-parse --verify --quiet --end-of-options "$2")")
	case $_gk_type in
	tree|blob) ;;
	*) fail "$1-fixture" "test bug: '$2' is a '$_gk_type', not a tree or a blob"; return 1 ;;
	esac
	goto_bad "$1" "$2"
	status_says "$1-says-$_gk_type" "$2 is a $_gk_type, not a commit" 3
}
goto_kind goto-tree-is-no-commit 'main^{tree}'
goto_kind goto-blob-is-no-commit 'main:f.txt'
goto_kind goto-tree-path-is-no-commit 'main:'
# after a failed goto, j moves the list again
old=$(primary)
gv_key j
expect_primary goto-j-after-failure "$(sed -n "$(($(row_of "$old" "$TEST_TMP/order") + 2))p" "$TEST_TMP/order")" "$TEST_TMP/order"

# --- back and forward -----------------------------------------------------

A=$(rp light); B=$(rp v1.0); C=$(rp topic); D=$(rp t1)
goto_ok goto-hist-a light
goto_ok goto-hist-b v1.0
goto_ok goto-hist-c topic
goto_ok goto-hist-d t1
gv_key alt+Left
expect_primary goto-alt-left "$C" "$TEST_TMP/order"
gv_key alt+Left
expect_primary goto-alt-left-twice "$B" "$TEST_TMP/order"
gv_key alt+Right
expect_primary goto-alt-right "$C" "$TEST_TMP/order"
xdotool mousemove --window "$GV_WID" "$BACKX" "$BARY" click 1
expect_primary goto-back-button "$B" "$TEST_TMP/order"
xdotool mousemove --window "$GV_WID" "$BACKX" "$BARY" click 1
expect_primary goto-back-button-twice "$A" "$TEST_TMP/order"
xdotool mousemove --window "$GV_WID" "$FWDX" "$BARY" click 1
expect_primary goto-forward-button "$B" "$TEST_TMP/order"
gv_key alt+Right alt+Right
expect_primary goto-forward-to-the-end "$D" "$TEST_TMP/order"
gv_key alt+Right
gv_sync > /dev/null
check goto-forward-past-the-end "$D" "$(primary)"
# a new selection from the middle of the history drops what was ahead
gv_key alt+Left alt+Left
expect_primary goto-back-to-b "$B" "$TEST_TMP/order"
gv_key j
E=$(sed -n "$(($(row_of "$B" "$TEST_TMP/order") + 2))p" "$TEST_TMP/order")
expect_primary goto-new-branch-of-history "$E" "$TEST_TMP/order"
gv_key alt+Right
gv_sync > /dev/null
check goto-no-forward-after-new-selection "$E" "$(primary)"
gv_key alt+Left
expect_primary goto-back-after-new-selection "$B" "$TEST_TMP/order"

# --- y: CLIPBOARD ---------------------------------------------------------

gv_key y
if wait_for 3 sh -c '[ "$(timeout 3 xclip -o -selection clipboard 2>/dev/null)" = "$1" ]' sh "$B"; then
	pass goto-y-clipboard
else
	fail goto-y-clipboard "CLIPBOARD is '$(clipboard)', expected $B"
fi
check goto-y-primary-stays "$B" "$(primary)"
gv_key j
wait_for 3 _primary_not "$B"
check goto-y-clipboard-stays-after-j "$B" "$(clipboard)"
gv_key k
wait_primary "$B" 3

# --- r: reload ---------------------------------------------------------------

# live_settle N: the refs just changed (after a gv_mark): the live reload
# that starts (when config.h has it on) loads its N commits before r is
# pressed, so that r's load is the last and nothing races it
live_settle()
{
	gv_wait_trace "reload: the refs changed" 3 &&
		gv_wait_trace "loaded $1 commits" 10
	return 0
}

n0=$(gv_loaded_count)
gv_mark
commit_at -f f.txt 30 'g: n1 new after the start'
NEW=$(git rev-parse HEAD)
git rev-list --all --date-order > "$TEST_TMP/order"
live_settle $((n0 + 1))
gv_mark
gv_key r
if gv_wait_trace "loaded $((n0 + 1)) commits" 10; then
	pass goto-reload-loaded
else
	fail goto-reload-loaded "no trace 'loaded $((n0 + 1)) commits' after r"
fi
gv_sync > /dev/null  # what the end of the load does is done
check goto-reload-keeps-selection "$B" "$(primary)"
# every load (the first, r's, and the live reload's that the commit may
# start before r) with the same arguments
n=$(grep -c 'run: git rev-list --parents' "$GV_ERR")
check goto-reload-same-arguments "$n" "$(grep -c 'run: git rev-list --parents --default HEAD --all --date-order$' "$GV_ERR")"
[ "$n" -ge 2 ] || fail goto-reload-ran "only $n git rev-list --parents ran: r did not reload"
gv_key Home
expect_primary goto-reload-home-is-new "$NEW" "$TEST_TMP/order"
# the history outlives the reload
gv_key alt+Left
expect_primary goto-reload-history "$B" "$TEST_TMP/order"
goto_ok goto-after-reload HEAD~1
# the selection gone from the view: r selects the first row; back skips
# the commits that are gone
D1=$(rp HEAD~1)
goto_ok goto-before-delete topic
gv_mark
git update-ref -d refs/heads/topic
git rev-list --all --date-order > "$TEST_TMP/order"
live_settle "$(wc -l < "$TEST_TMP/order")"
gv_mark
gv_key r
gv_wait_trace "loaded $(wc -l < "$TEST_TMP/order") commits" 10
expect_primary goto-reload-selection-gone "$(head -n 1 "$TEST_TMP/order")" "$TEST_TMP/order"
gv_key alt+Left
expect_primary goto-back-skips-gone "$D1" "$TEST_TMP/order"

# --- a goto off screen puts its target in the middle, as gitk does --------

# End: the last row at the bottom, so the list's first row drawn is
# N - ROWS, which gives ROWS, the rows the list shows
n=$(wc -l < "$TEST_TMP/order")
gv_mark
gv_key End
expect_primary goto-middle-End "$(tail -n 1 "$TEST_TMP/order")" "$TEST_TMP/order"
gv_wait_trace "list drawn from row $((n - 1))" 1  # the End's repaint, if it drew the last row first
top=$(tail -n +$((GV_MARK + 1)) "$GV_ERR" | sed -n 's/.*list drawn from row \([0-9]*\),.*/\1/p' | tail -n 1)
if [ -z "$top" ]; then
	fail goto-middle-rows "no trace of the list drawn after End"
else
	lrows=$((n - top))
	M=$(rp many~600)
	r=$(row_of "$M" "$TEST_TMP/order")
	gv_mark
	goto_ok goto-middle-select many~600
	if gv_wait_trace "list drawn from row $((r - lrows / 2))," 3; then
		pass goto-middle
	else
		tail -n +$((GV_MARK + 1)) "$GV_ERR" | grep 'list drawn' > "$TEST_TMP/middle"
		fail goto-middle "row $r of $lrows rows shown: no trace 'list drawn from row $((r - lrows / 2))'" "$TEST_TMP/middle"
	fi
	# on screen already: the list stays where it is
	gv_key k k
	gv_mark
	goto_ok goto-middle-on-screen many~600
	gv_sync > /dev/null
	tail -n +$((GV_MARK + 1)) "$GV_ERR" | sed -n 's/.*list drawn from row \([0-9]*\),.*/\1/p' | sort -u > "$TEST_TMP/tops"
	check goto-middle-on-screen-stays "$((r - lrows / 2))" "$(cat "$TEST_TMP/tops")"
fi

quit_check goto-quit

# --- a commit outside the view ----------------------------------------------

git rev-list "$C4..$C9" > "$TEST_TMP/order"
gv_open -o "$TEST_TMP/order" goto-range-start "$C9" "$C4..$C9"
RESET=$C6
goto_bad goto-outside-view "$C4"
goto_bad goto-outside-view-tag light
goto_ok goto-inside-range "$C7"
quit_check goto-range-quit

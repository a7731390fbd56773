#!/bin/sh
# home.sh - gitview --all starts on HEAD though another branch has a
# newer commit (PRIMARY is git rev-parse HEAD); the message reads as
# written: a message line longer than the commit pane wraps at its width
# on word boundaries (a word wider than the pane is cut), each row at
# most the columns left of the pane's scroll bar, the rows joined git's
# line again; a triple-click on any row of a wrapped line copies the
# whole line, a drag over the message copies it with its own newlines
# alone, a double-click in a cut word copies the word whole, as xterm
# does; no message row is drawn past its last column; the message wraps
# again in a narrower window, the pane's top row kept.
# Everything expected comes from git.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

colour NORMBG SchemeNorm bg
colour BARFG SchemeBar fg
colour BARBG SchemeBar bg

# the fixture: one commit whose message has a 400-character paragraph
# line (words of 1 to 9 letters, a double space after a full stop) and a
# 200-character word, and a file of 60 lines (the pane longer than the
# window: its scroll bar is drawn); a branch newer has a later commit,
# not checked out
repo_init "$TEST_TMP/wr"
awk 'BEGIN {
	printf "wr: a long message\n\n"
	w = "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod"
	n = split(w, a, " ")
	for (i = 0; length(s) < 400; i++)
		s = s (s == "" ? "" : i % 11 == 0 ? ".  " : " ") a[i % n + 1]
	print substr(s, 1, 400)
	print ""
	for (i = 0; i < 200; i++)
		u = u substr("abcdefghij", i % 10 + 1, 1)
	print u
}' > "$TEST_TMP/msg"
seq 1 60 > a.txt
git add a.txt
at 1 git commit -q -F "$TEST_TMP/msg"
HEAD=$(git rev-parse HEAD)
git checkout -q -b newer
commit_at -f b.txt 2 'wr: newer than HEAD'
git checkout -q main
git rev-list --all > "$TEST_TMP/order"
check wr-head-not-first "$(git rev-parse newer)" "$(head -n 1 "$TEST_TMP/order")"
git log -1 --format=%B > "$TEST_TMP/body"
PARA=$(sed -n 3p "$TEST_TMP/body")
WORD=$(sed -n 5p "$TEST_TMP/body")
check wr-fixture 400 "${#PARA}"

start_x
gv_open -o "$TEST_TMP/order" wr-start-head "$HEAD" --all
pane_geometry || { gv_kill; exit 1; }
text_triple 0 >/dev/null
pane_charw || { gv_kill; exit 1; }
# the commit pane's scroll bar, as the layout put it: the columns at the
# pane's right edge in the bar's colours alone all the way down (below
# the first row, which the focus line may cross)
gv_shot "$TEST_TMP/bar.ppm"
BARX=$(px_crop "$TEST_TMP/bar.ppm" $((TEXTW - 20)) $((TEXTY + ROWH)) 20 $(((TEXTROWS - 1) * ROWH)) |
	awk -v fg="$BARFG" -v bg="$BARBG" -v w="$TEXTW" '
		$3 != fg && $3 != bg { out[$1] = 1 }
		END { for (x = w - 1; x >= w - 20 && !out[x]; x--) ; if (x < w - 1) print x + 1 }')
[ -n "$BARX" ] || { fail wr-bar "test bug: no scroll bar at the commit pane's right edge (x < $TEXTW)"; gv_kill; exit 1; }
# the columns a row holds: from the text's start up to the bar
WIDTH=$(((BARX - X0) / CHARW))
git_pane "$HEAD" --all > "$TEST_TMP/pane"
SUBJ=$(line_of "wr: a long message" "$TEST_TMP/pane")

# row_text ROW: screen row ROW alone, by a drag along it from the pane's
# left edge to its right one (over the bar): all that the row holds
row_text()
{
	sel_reset
	press_gap
	xdotool mousemove --window "$GV_WID" 1 "$(ty "$1")" mousedown 1 \
		mousemove --window "$GV_WID" $((TEXTW / 2)) "$(ty "$1")" \
		mousemove --window "$GV_WID" $((TEXTW - 2)) "$(ty "$1")" mouseup 1
	_pressed 1
	sel_get
}

# rows ROW...: each row from ROW on until their text joined is as long as
# LINE; each row's length is checked against the width
rows()
{
	_r=$1 _joined= _n=0 _long=
	while [ ${#_joined} -lt ${#2} ] && [ $_n -lt 40 ]; do
		_t=$(row_text "$_r")
		[ ${#_t} -gt "$WIDTH" ] && _long="$_long row $_r: ${#_t} columns;"
		case $_t in ""|"(PRIMARY unchanged)") break ;; esac
		_joined=$_joined$_t
		_r=$((_r + 1)) _n=$((_n + 1))
	done
	NEXT=$_r NROWS=$_n LONG=$_long JOINED=$_joined
}
PSTART=$((SUBJ + 2))
rows $PSTART "$PARA"
PROWS=$NROWS
check wr-para-joined "$PARA" "$JOINED"
check_empty wr-para-width "$LONG"
[ "$PROWS" -gt 1 ] && pass wr-para-wrapped || fail wr-para-wrapped "the 400 characters took $PROWS row at $WIDTH columns"
WSTART=$((NEXT + 1))
rows $WSTART "$WORD"
check wr-word-joined "$WORD" "$JOINED"
check_empty wr-word-width "$LONG"
check wr-word-cut $(((200 + WIDTH - 1) / WIDTH)) "$NROWS"

# a wrapped line is one line to copy: a triple-click on its second row,
# a drag from the paragraph's start to the word's end (git's newlines
# alone), a double-click in the word's second row
check wr-triple-whole "$PARA" "$(text_triple $((PSTART + 1)))"
check wr-drag-whole "$(printf '%s\n\n%s' "$PARA" "$WORD")" "$(text_drag "$PSTART" 0 $((NEXT - 1)) "$WIDTH")"
check wr-double-word "$WORD" "$(text_double $((WSTART + 1)) 3)"

# nothing of a message row is drawn right of its last column, up to the bar
sel_reset
text_clicks 1 0 0
_clear_right()
{
	gv_shot "$TEST_TMP/wrap.ppm" || return 1
	_x0=$((X0 + WIDTH * CHARW))
	[ $BARX -gt $_x0 ] || return 0
	px_crop "$TEST_TMP/wrap.ppm" $_x0 $((TEXTY + PSTART * ROWH)) $((BARX - _x0)) $((ROWH * (NEXT - PSTART))) |
		awk -v bg="$NORMBG" '$3 != bg { bad = 1 } END { exit bad }'
}
if wait_for 5 _clear_right; then
	pass wr-not-clipped
else
	fail wr-not-clipped "message rows $PSTART..$((NEXT - 1)) have pixels right of column $WIDTH (x $((X0 + WIDTH * CHARW))..$((BARX - 1)))"
fi

# a narrower window wraps the message again (more rows); the pane's top,
# in the header above it, stays on its row (git's line 3 of the pane)
text_wheel 1
check wr-top "$(sed -n 4p "$TEST_TMP/pane")" "$(top_line)"
xdotool windowsize "$GV_WID" $((GV_W * 3 / 4)) "$GV_H"
gv_shot_stable "$TEST_TMP/narrow.ppm"
check wr-resize-top "$(sed -n 4p "$TEST_TMP/pane")" "$(top_line)"

quit_check wr-quit

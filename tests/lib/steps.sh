# tests/lib/steps.sh - the X steps the scripts of tests/x share, one copy of
# each: the panes' geometry, pixels, clicks and drags, PRIMARY with a
# sentinel, the trace since a mark, selecting a commit, the list's order
# (c, row), the status line, typing into the prompts and the goto field,
# the commit pane and the files pane against git, the file view, a git
# wrapped by the test, small repositories. A script sources it
# after tests/lib/lib.sh, the harness (checks, Xvfb, fixtures, processes,
# starting gitview and sending it keys). POSIX sh, plus xdotool, xclip
# and ImageMagick's convert.
#
# The geometry is measured, not assumed: pane_geometry reads a screenshot
# for the row height (the status line is one row tall), the divider
# between the commit and files panes, the top of the panes (where that
# divider starts; the first line's header background) and the list's
# first row (the selected row's colour); pane_charw measures the
# character width from the highlight of a selected line. The commit
# pane's text is read back through PRIMARY (triple-click a line, drag over
# the screen). Everything the tests expect comes from git.
#
# Not in tests/x: run.sh would run it as a test. A step two scripts need
# goes here, not into each.

# --- pixels ----------------------------------------------------------------

# the colours gitview was built with (config.h; lib.sh's colour): the
# background of the list, of the selected row, of the status line (also
# the dividers and the goto bar), of the commit pane's header, of selected
# text, the focus line, and the error colour of the status line
colour NORMBG SchemeNorm bg
colour SELBG SchemeSel bg
colour STATUSBG SchemeStatus bg
colour HEADBG SchemeHead bg
colour MARKBG SchemeMark bg
colour FOCUSBG SchemeFocus bg
colour ERRFG SchemeError fg

# px_crop FILE X Y W H: one "x y RRGGBB" line per pixel of the rectangle
px_crop()
{
	convert "$1" -crop "${4}x${5}+${2}+${3}" +repage -depth 8 txt:- 2>/dev/null |
	awk -v X="$2" -v Y="$3" 'NR > 1 {
		split($1, p, /[,:]/)
		h = ""
		for (i = 2; i <= NF; i++)
			if (substr($i, 1, 1) == "#") { h = toupper(substr($i, 2, 6)); break }
		print p[1] + X, p[2] + Y, h
	}'
}

# px_at FILE X Y: the colour RRGGBB of one pixel
px_at()
{
	px_crop "$1" "$2" "$3" 1 1 | awk '{ print $3 }'
}

# px_check NAME X Y COLOUR: PASS NAME when the window's pixel at X, Y
# becomes COLOUR; screenshots, 20 at the most a tenth of a second apart,
# for the drawing lags
px_check()
{
	_pc_n=0
	while :; do
		gv_shot "$TEST_TMP/px.ppm"
		_pc_got=$(px_at "$TEST_TMP/px.ppm" "$2" "$3")
		[ "$_pc_got" = "$4" ] && break
		_pc_n=$((_pc_n + 1))
		[ $_pc_n -ge 20 ] && break
		sleep 0.1
	done
	check "$1" "$4" "$_pc_got"
}

# px_row_has FILE Y X0 X1 COLOUR: true when some pixel of row Y between X0
# and X1 (inclusive) has COLOUR
px_row_has()
{
	px_crop "$1" "$3" "$2" $(($4 - $3 + 1)) 1 | awk -v c="$5" '$3 == c { f = 1 } END { exit !f }'
}

# --- geometry --------------------------------------------------------------

# pane_geometry: sets GV_W GV_H ROWH LISTY LISTH TEXTY TEXTW FILESX
# TEXTROWS FILESROWS from a screenshot. Needs a selected commit (its text
# drawn); LISTY (the top of the list's first row) needs the first row
# selected, else it is 0.
# Retries for a while: the window may not be drawn yet.
pane_geometry()
{
	_pg_n=0
	while [ $_pg_n -lt 30 ]; do
		_pane_geometry_once && return 0
		sleep 0.1
		_pg_n=$((_pg_n + 1))
	done
	fail "$TEST_NAME-geometry" "cannot measure the panes: row height '$ROWH', list bottom '$LISTH', pane divider '$FILESX' (window ${GV_W}x$GV_H)"
	return 1
}

_pane_geometry_once()
{
	gv_geometry
	_pg_f=$TEST_TMP/geometry.ppm
	gv_shot "$_pg_f" || return 1
	# the status line: the run of its background at the bottom of the
	# middle column
	ROWH=$(px_crop "$_pg_f" $((GV_W / 2)) 0 1 "$GV_H" | awk -v h="$GV_H" -v bg="$STATUSBG" '
		{ c[$2] = $3 }
		END { n = 0; for (y = h - 1; y >= 0 && c[y] == bg; y--) n++; print n }')
	[ -n "$ROWH" ] && [ "$ROWH" -ge 8 ] && [ "$ROWH" -le 80 ] || return 1
	# the divider between the panes: a column of $STATUSBG low in the panes
	_pg_y=$((GV_H - ROWH - 3 * ROWH))
	[ $_pg_y -gt 0 ] || return 1
	FILESX=$(px_crop "$_pg_f" $((GV_W / 3)) "$_pg_y" $((GV_W - GV_W / 3)) $((2 * ROWH)) | awk -v n=$((2 * ROWH)) -v bg="$STATUSBG" '
		$3 == bg { c[$1]++ }
		END { for (x in c) if (c[x] == n && (best == "" || x + 0 < best)) best = x + 0; print best }')
	[ -n "$FILESX" ] || return 1
	TEXTW=$FILESX
	FILESX=$((FILESX + 1))
	# the top of the panes: where that divider starts; the first line of
	# the commit pane ("commit SHA1") has the header background $HEADBG or
	# the focus line ($FOCUSBG) at x = 1
	px_crop "$_pg_f" "$TEXTW" 0 1 "$GV_H" > "$TEST_TMP/geometry.col"
	px_crop "$_pg_f" 1 0 1 "$GV_H" > "$TEST_TMP/geometry.col1"
	TEXTY=$(awk -v y0="$_pg_y" -v bg="$STATUSBG" '{ c[$2] = $3 } END { y = y0; while (y > 0 && c[y - 1] == bg) y--; print y }' "$TEST_TMP/geometry.col")
	case $(awk -v y="$TEXTY" '$2 == y { print $3 }' "$TEST_TMP/geometry.col1") in
	"$HEADBG"|"$FOCUSBG") ;;
	*) TEXTY=$((TEXTY + 1)) ;;
	esac
	case $(awk -v y="$TEXTY" '$2 == y { print $3 }' "$TEST_TMP/geometry.col1") in
	"$HEADBG"|"$FOCUSBG") ;;
	*) return 1 ;;
	esac
	LISTH=$((TEXTY - 1))
	TEXTROWS=$(((GV_H - ROWH - TEXTY) / ROWH))
	FILESROWS=$TEXTROWS
	# the list's first row: the selected row ($SELBG) at the right edge,
	# when the first row is selected; its top two pixels may carry the
	# focus line. At x = GV_W - 7: in the right margin (a character wide)
	# the text leaves, left of the scroll bar (5 pixels)
	LISTY=$(px_crop "$_pg_f" $((GV_W - 7)) 0 1 "$LISTH" | awk -v h="$ROWH" -v bg="$SELBG" '
		$3 == bg { if (s == "") s = $2; e = $2; next }
		s != "" { exit }
		END { if (s != "" && e - s + 1 >= h - 2) print e + 1 - h }')
	[ -n "$LISTY" ] || LISTY=0
	return 0
}

# pane_charw [COLS]: sets CHARW and X0 (where column 0 of the commit pane
# starts) from the highlight of a selected line 0 (a triple-click on
# "commit SHA1", COLS columns: 47 for SHA-1, the default; 71 for SHA-256).
# Call text_triple 0 first.
pane_charw()
{
	_pc_cols=${1:-47}
	_pc_f=$TEST_TMP/charw.ppm
	_pc_n=0
	while [ $_pc_n -lt 20 ]; do
		gv_shot "$_pc_f"
		# the lowest pixel row of text row 0: below the glyphs
		set -- $(px_crop "$_pc_f" 0 $((TEXTY + ROWH - 1)) "$TEXTW" 1 | awk -v bg="$MARKBG" '
			$3 == bg { if (lo == "") lo = $1; hi = $1 }
			END { print lo, hi }')
		if [ $# -eq 2 ]; then
			X0=$1
			CHARW=$(( ($2 - $1 + 1) / _pc_cols ))
			[ $(( ($2 - $1 + 1) % _pc_cols )) -eq 0 ] && [ "$CHARW" -ge 3 ] && return 0
		fi
		sleep 0.1
		_pc_n=$((_pc_n + 1))
	done
	fail "$TEST_NAME-charw" "cannot measure the character width from the highlight of a triple-clicked 'commit SHA1' line (highlight columns: ${1:-none}..${2:-none})"
	return 1
}

# ty ROW: the y of the middle of screen row ROW of the commit pane
ty()
{
	echo $((TEXTY + $1 * ROWH + ROWH / 2))
}

# tx COL: an x inside column COL of the commit pane (gitview maps x to
# the nearest column boundary: a press at the left edge of a character
# is a press on it)
tx()
{
	echo $((X0 + $1 * CHARW + CHARW / 4))
}

# fy ROW: the y of the middle of screen row ROW of the files pane
fy()
{
	ty "$1"
}

# --- PRIMARY, with a sentinel so that a stale value never passes -----------

_SENT_N=0
sel_reset()
{
	_SENT_N=$((_SENT_N + 1))
	SENT="gitview-test-sentinel-$_SENT_N"
	printf '%s' "$SENT" | xclip -i -selection primary >/dev/null 2>&1
	wait_for 3 _primary_is "$SENT"
}

# sel_get [TIMEOUT]: wait until PRIMARY is no longer the sentinel (8 s:
# a sanitizer build beside another test's 50 MB patch can take seconds);
# print it. An unchanged PRIMARY prints "(PRIMARY unchanged)".
sel_get()
{
	if wait_for "${1:-8}" _primary_not "$SENT"; then
		primary
	else
		echo "(PRIMARY unchanged)"
	fi
}

# --- clicks ----------------------------------------------------------------

# multi-clicks count when they come within 400 ms on the same line: keep
# unrelated presses apart. After a triple-click the count starts again
# anyway. (The time of the last press and its count are kept in a file:
# the helpers run in command substitutions, subshells.)
_now_ms()
{
	echo $(( $(date +%s%N) / 1000000 ))
}
press_gap()
{
	set -- $(cat "$TEST_TMP/lastpress" 2>/dev/null || echo 0 3)
	[ "$2" = 3 ] && return 0
	_pg_d=$(( $(_now_ms) - $1 ))
	if [ $_pg_d -lt 450 ]; then
		sleep "0.$(printf '%03d' $((450 - _pg_d)))"
	fi
}
# _pressed N: the last press was the Nth of a multi-click
_pressed()
{
	echo "$(_now_ms) $1" > "$TEST_TMP/lastpress"
}

# text_clicks N ROW [COL]: N clicks on screen row ROW (column COL, or 1)
text_clicks()
{
	press_gap
	xdotool mousemove --window "$GV_WID" "$(tx "${3:-1}")" "$(ty "$2")" \
		click --repeat "$1" --delay 40 1
	_pressed "$1"
}

# text_triple ROW: triple-click screen row ROW; print PRIMARY
text_triple()
{
	sel_reset
	press_gap
	xdotool mousemove --window "$GV_WID" "${X0:-8}" "$(ty "$1")" click --repeat 3 --delay 40 1
	_pressed 3
	sel_get
}

# text_triple_sync ROW: text_triple, but PRIMARY is read once y has
# answered (gv_sync: gitview has handled the clicks sent before it), so
# that an empty line, which copies nothing, is "(PRIMARY unchanged)" at
# once instead of after sel_get's 8 s; sel_get's wait when y does not
# answer. Where y may be pressed: gv_sync's conditions.
text_triple_sync()
{
	sel_reset
	press_gap
	xdotool mousemove --window "$GV_WID" "${X0:-8}" "$(ty "$1")" click --repeat 3 --delay 40 1
	_pressed 3
	if gv_sync > /dev/null; then
		_tts=$(primary)
		[ "$_tts" = "$SENT" ] && _tts="(PRIMARY unchanged)"
		printf '%s\n' "$_tts"
	else
		sel_get
	fi
}

# text_double ROW COL: double-click; print PRIMARY
text_double()
{
	sel_reset
	text_clicks 2 "$1" "$2"
	sel_get
}

# text_drag ROW1 COL1 ROW2 COL2: press at the left edge of COL1, release
# at the left edge of COL2 (so columns COL1 up to COL2 - 1 are selected on
# one line); print PRIMARY
text_drag()
{
	sel_reset
	press_gap
	xdotool mousemove --window "$GV_WID" $((X0 + $2 * CHARW)) "$(ty "$1")" mousedown 1 \
		mousemove --window "$GV_WID" $((X0 + $2 * CHARW + CHARW)) "$(ty "$1")" \
		mousemove --window "$GV_WID" $((X0 + $4 * CHARW)) "$(ty "$3")" mouseup 1
	_pressed 1
	sel_get
}

# pane_visible N: drag from the start of screen row 0 to the far right of
# screen row N - 1: the first N lines of the pane as drawn; print PRIMARY
pane_visible()
{
	sel_reset
	press_gap
	xdotool mousemove --window "$GV_WID" 1 "$(ty 0)" mousedown 1 \
		mousemove --window "$GV_WID" $((TEXTW / 2)) "$(ty 0)" \
		mousemove --window "$GV_WID" $((TEXTW - 2)) "$(ty $(($1 - 1)))" mouseup 1
	_pressed 1
	sel_get
}

# top_line: the commit pane's top line, by a triple-click on it
top_line()
{
	text_triple 0
}

# files_click K: click row K (on screen) of the files pane
files_click()
{
	xdotool mousemove --window "$GV_WID" $((FILESX + 3 * ${CHARW:-7})) "$(fy "$1")" click 1
}

# list_row_y ROW: the y of the middle of row ROW of the commit list (when
# the list is scrolled to the top)
list_row_y()
{
	echo $((LISTY + $1 * ROWH + ROWH / 2))
}

# status_red: the status line (the window's bottom 24 rows of pixels)
# has a pixel of the error colour ($ERRFG): a red message is shown
status_red()
{
	gv_geometry
	gv_shot "$TEST_TMP/st.ppm" || return 1
	convert "$TEST_TMP/st.ppm" -crop "${GV_W}x24+0+$((GV_H - 24))" +repage -depth 8 txt:- 2>/dev/null |
		grep -q "#$ERRFG"
}
status_not_red()
{
	gv_geometry
	gv_shot "$TEST_TMP/st.ppm" || return 1
	! convert "$TEST_TMP/st.ppm" -crop "${GV_W}x24+0+$((GV_H - 24))" +repage -depth 8 txt:- 2>/dev/null |
		grep -q "#$ERRFG"
}

# --- the trace -------------------------------------------------------------

# gv_mark: remember how much of gitview's stderr has been seen
gv_mark()
{
	GV_MARK=$(wc -l < "$GV_ERR")
}

_gv_since()
{
	tail -n +$((GV_MARK + 1)) "$GV_ERR" | grep -q "$1"
}

# gv_wait_trace PATTERN [TIMEOUT]: wait for a trace line after the mark
gv_wait_trace()
{
	wait_for "${2:-5}" _gv_since "$1"
}

# gv_wait_patch SHA [TIMEOUT]: wait for "patch SHA done" after the mark
gv_wait_patch()
{
	gv_wait_trace "patch $1 done" "${2:-5}"
}

# select_commit SHA ROW: click row ROW of the list (scrolled to the top);
# when that does not select SHA (it was selected already, so PRIMARY did
# not change), click another row and ROW again; falls back to a walk from
# the top with j. Waits for PRIMARY = SHA and for its patch. The focus is
# then on the list and the commit pane at its top (TTOP=0).
select_commit()
{
	# already selected, a click only takes PRIMARY back: its patch is the
	# one after the last selection in the trace
	_sc_was=$(sed -n 's/^gitview: trace: .*selected \([0-9a-f]*\)$/\1/p' "$GV_ERR" | tail -n 1)
	if [ "$_sc_was" = "$1" ]; then
		GV_MARK=$(grep -n "trace: .*selected $1\$" "$GV_ERR" | tail -n 1 | cut -d: -f1)
		GV_MARK=$((GV_MARK - 1))
	else
		gv_mark
	fi
	sel_reset
	_sc_x=$((GV_W / 3))
	xdotool mousemove --window "$GV_WID" $_sc_x "$(list_row_y "$2")" click 1
	if ! wait_primary "$1" 1; then
		gv_mark
		xdotool mousemove --window "$GV_WID" $_sc_x "$(list_row_y $(($2 == 0 ? 1 : 0)))" click 1
		xdotool mousemove --window "$GV_WID" $_sc_x "$(list_row_y "$2")" click 1
	fi
	if ! wait_primary "$1" 2; then
		gv_mark
		gv_key Home
		_sc_n=0
		while [ "$(primary)" != "$1" ] && [ $_sc_n -lt 100 ]; do
			_sc_old=$(primary)
			gv_key j
			primary_change "$_sc_old" 2 >/dev/null || break
			_sc_n=$((_sc_n + 1))
		done
	fi
	if ! wait_primary "$1" 1; then
		fail "$TEST_NAME-select" "cannot select $(describe "$1"): PRIMARY is $(describe "$(primary)")"
		return 1
	fi
	if ! gv_wait_patch "$1" 10; then
		fail "$TEST_NAME-select" "no trace 'patch $1 done' after selecting it"
		return 1
	fi
	# the header is whole once Follows: and Precedes: are found (there
	# are no walks while the history loads)
	grep -q 'trace: .*loaded' "$GV_ERR" && gv_wait_trace "walks done $1" 10
	TTOP=0
	return 0
}

# text_wheel N: N wheel steps over the commit pane (down when N > 0); each
# scrolls 3 lines. Keeps TTOP, given NLINES, the lines of the pane. No
# wait after: gitview handles its events in the order the X server sends
# them, so the click or key that reads the pane next comes after the
# wheel; a screenshot after it must poll (colour_check does).
text_wheel()
{
	_tw_b=5
	_tw_n=$1
	if [ "$_tw_n" -lt 0 ]; then
		_tw_b=4
		_tw_n=$((-_tw_n))
	fi
	[ "$_tw_n" -eq 0 ] && return 0
	xdotool mousemove --window "$GV_WID" $((TEXTW / 2)) "$(ty $((TEXTROWS / 2)))" 		click --repeat "$_tw_n" --delay 20 "$_tw_b"
	TTOP=$((TTOP + 3 * $1))
	[ $TTOP -gt $((NLINES - TEXTROWS)) ] && TTOP=$((NLINES - TEXTROWS))
	[ $TTOP -lt 0 ] && TTOP=0
}

# show_line IDX: scroll the commit pane (wheel) so that line IDX is on
# screen; sets ROW, its screen row
show_line()
{
	if [ "$1" -lt "$TTOP" ] || [ "$1" -ge $((TTOP + TEXTROWS)) ]; then
		_sl_want=$(($1 - TEXTROWS / 2))
		[ $_sl_want -lt 0 ] && _sl_want=0
		_sl_d=$((_sl_want - TTOP))
		if [ $_sl_d -ge 0 ]; then
			text_wheel $(((_sl_d + 2) / 3))
		else
			text_wheel $(((_sl_d - 2) / 3))
		fi
	fi
	ROW=$(($1 - TTOP))
}

# --- the list's order ----------------------------------------------------------

# c N: the id on line N (0-based) of $TEST_TMP/order, the order the
# script asked git for (row N of the list)
c()
{
	sed -n "$(($1 + 1))p" "$TEST_TMP/order"
}

# row SHA: the row of SHA in $TEST_TMP/order
row()
{
	row_of "$1" "$TEST_TMP/order"
}

# --- the status line ---------------------------------------------------------

# the status line's left half, as drawn: its pixels' checksum
status_sum()
{
	gv_shot "$TEST_TMP/status.ppm" &&
	px_crop "$TEST_TMP/status.ppm" 0 $((GV_H - ROWH)) $((GV_W / 2)) "$ROWH" | cksum
}
_status_steady()
{
	_ss_a=$(status_sum) && _ss_b=$(status_sum) && [ "$_ss_a" = "$_ss_b" ] && STATUS_SUM=$_ss_a
}
_status_other()
{
	[ "$(status_sum)" != "$STATUS_SUM" ]
}
_status_is()
{
	[ "$(status_sum)" = "$STATUS_SUM" ]
}

# status_says NAME PATTERN [TIMEOUT]: PASS NAME when a status message
# matching PATTERN (grep's) comes after the mark within TIMEOUT s (5);
# else a FAIL with the status messages that came
status_says()
{
	if gv_wait_trace "status: $2" "${3:-5}"; then
		pass "$1"
		return 0
	fi
	tail -n +$((GV_MARK + 1)) "$GV_ERR" | grep 'status:' > "$TEST_TMP/status"
	fail "$1" "no status message matching '$2' within ${3:-5} s (those since the mark below)" \
		"$TEST_TMP/status"
	return 1
}

# --- typing: the prompts and the goto field -----------------------------------

# gv_type TEXT: type TEXT into gitview (focused first); a leading - is
# text, not an option of xdotool's
gv_type()
{
	[ "$(xdotool getwindowfocus 2>/dev/null)" = "$GV_WID" ] || gv_focus
	xdotool type --delay 15 -- "$1"
}

# ask KEY TEXT: after gv_mark, open the prompt with KEY (slash, question,
# ampersand), type TEXT, Return
ask()
{
	gv_mark
	gv_key "$1"
	[ -n "$2" ] && gv_type "$2"
	gv_key Return
}

# goto TEXT [click]: after gv_mark, `:`, Ctrl-u, type TEXT, then Return,
# or a click on the Goto button (at GOTOX, BARY: the caller measures them)
goto()
{
	gv_mark
	gv_key colon ctrl+u
	gv_type "$1"
	if [ "${2:-}" = click ]; then
		xdotool mousemove --window "$GV_WID" "$GOTOX" "$BARY" click 1
	else
		gv_key Return
	fi
}

# _no_revparse: no git rev-parse of the goto field under gitview
_no_revparse()
{
	_nrp=$(proc_children "$GV_PID") || return 1
	! printf '%s\n' "$_nrp" | grep -q 'rev-parse --verify --end-of-options'
}

# line_history N WORD: N commits in a line, a minute apart, on main of the
# repository here, each's message "WORD: commit I"
line_history()
{
	awk -v n="$1" -v word="$2" -v epoch="$TEST_EPOCH" 'BEGIN {
		for (i = 1; i <= n; i++) {
			print "commit refs/heads/main"
			printf "mark :%d\n", i
			printf "author A U Thor <author@example.com> %d +0000\n", epoch + 60 * i
			printf "committer C O Mitter <committer@example.com> %d +0000\n", epoch + 60 * i
			printf "data <<EOF\n%s: commit %d\nEOF\n", word, i
			if (i > 1)
				printf "from :%d\n", i - 1
		}
	}' | git fast-import --quiet
}

# --- the commit pane and the files pane against git -----------------------------

# pane_is NAME FILE: the first lines of the commit pane (as many as fit)
# are FILE's, polling while the patch streams in
pane_is()
{
	_pi_n=$(wc -l < "$2")
	[ "$_pi_n" -gt "$TEXTROWS" ] && _pi_n=$TEXTROWS
	head -n "$_pi_n" "$2" > "$2.top"
	_pi_try=0
	while :; do
		{ pane_visible "$_pi_n"; echo; } > "$TEST_TMP/got.top"
		cmp -s "$2.top" "$TEST_TMP/got.top" && break
		_pi_try=$((_pi_try + 1))
		[ $_pi_try -ge 4 ] && break
		sleep 0.3
	done
	check_file "$1" "$2.top" "$TEST_TMP/got.top"
}

# files_are NAME FILE: the files pane lists FILE's paths (one a line): a
# click on its row K brings file K's header to the top of the commit
# pane, and a click below the last leaves the last's there
files_are()
{
	_fa_k=0
	_fa_bad=
	_fa_last=
	while read -r _fa_f; do
		files_click "$_fa_k"
		_fa_got=$(top_line)
		[ "$_fa_got" = "diff --git a/$_fa_f b/$_fa_f" ] ||
			_fa_bad="$_fa_bad file $_fa_k: '$_fa_got', want 'diff --git a/$_fa_f b/$_fa_f';"
		_fa_k=$((_fa_k + 1))
		_fa_last=$_fa_f
	done < "$2"
	files_click "$_fa_k"
	_fa_got=$(top_line)
	[ "$_fa_got" = "diff --git a/$_fa_last b/$_fa_last" ] ||
		_fa_bad="$_fa_bad below the last: '$_fa_got';"
	if [ -z "$_fa_bad" ]; then
		pass "$1"
	else
		fail "$1" "$_fa_k files:$_fa_bad"
	fi
}

# header_shown SHA ROWS FILE: the commit pane's first ROWS lines as drawn
# (pane_visible) into FILE, once they are SHA's and no walk says
# (looking) any more; false when after 15 looks they are not
header_shown()
{
	_hs_n=0
	while :; do
		pane_visible $((TEXTROWS < $2 ? TEXTROWS : $2)) > "$3"
		if [ "$(head -n 1 "$3")" = "commit $1" ] && ! grep -q '(looking)' "$3"; then
			return 0
		fi
		_hs_n=$((_hs_n + 1))
		[ $_hs_n -ge 15 ] && return 1
		sleep 0.2  # each look drags over the pane: a few, not a busy poll
	done
}

# --- what git says ---------------------------------------------------------

# show_drawn: tabs expanded to 8 columns, control characters as ^X (ASCII)
show_drawn()
{
	awk 'BEGIN {
		for (i = 1; i < 32; i++)
			if (i != 9)
				ctl[sprintf("%c", i)] = "^" sprintf("%c", i + 64)
		ctl[sprintf("%c", 127)] = "^?"
	}
	{
		out = ""; col = 0
		n = length($0)
		for (i = 1; i <= n; i++) {
			ch = substr($0, i, 1)
			if (ch == "\t") {
				m = 8 - col % 8
				out = out sprintf("%" m "s", "")
				col += m
			} else if (ch in ctl) {
				out = out ctl[ch]; col += 2
			} else {
				out = out ch; col++
			}
		}
		print out
	}'
}

# git_patch SHA: the patch gitview shows, as git prints it
git_patch()
{
	git diff-tree -p --cc -M --root --no-commit-id "$1"
}

# branches_at SHA [REV-LIST-ARGS]: the branches that contain SHA (git
# branch -a --contains), local then remote-tracking in git's order, of
# those whose tips the view (rev-list of the arguments) lists (a detached
# HEAD is no branch); a line each
branches_at()
{
	_ba=$1
	shift
	git rev-list --default HEAD "$@" > "$TEST_TMP/ba.view"
	git branch -a --contains "$_ba" --format='%(objectname) %(refname)' |
		grep -Ff "$TEST_TMP/ba.view" |
		sed -n -e 's,^[0-9a-f]* refs/heads/,,p' -e 's,^[0-9a-f]* refs/remotes/,,p'
}

# branches_ok LINE SHA [REV-LIST-ARGS]: is LINE (the Branches: line, or
# empty) what branches_at says: all of it, or its first names and
# "+K more" for the rest. With COLS set (the commit pane's columns), a
# fold is also only where the next name would not have fitted
branches_ok()
{
	_bo_got=$1
	_bo_sha=$2
	shift 2
	branches_at "$_bo_sha" "$@" > "$TEST_TMP/bo.want"
	[ -s "$TEST_TMP/bo.want" ] || { [ -z "$_bo_got" ]; return; }
	_bo_list=${_bo_got#Branches: }
	_bo_more=0
	case $_bo_list in
	*" more")
		_bo_more=${_bo_list##* +}
		_bo_more=${_bo_more% more}
		_bo_list=${_bo_list% +* more} ;;
	esac
	_bo_k=$(($(wc -l < "$TEST_TMP/bo.want") - _bo_more))
	[ "$_bo_k" -ge 1 ] || return 1
	[ "$_bo_list" = "$(head -n "$_bo_k" "$TEST_TMP/bo.want" | paste -sd, - | sed 's/,/, /g')" ] ||
		return 1
	[ -n "$COLS" ] || return 0
	[ ${#_bo_got} -lt "$COLS" ] || return 1
	[ "$_bo_more" -eq 0 ] && return 0
	_bo_next=$(head -n $((_bo_k + 1)) "$TEST_TMP/bo.want" | paste -sd, - | sed 's/,/, /g')
	[ $((${#_bo_next} + 10 + ${#_bo_more} + 6)) -ge $((COLS - 2)) ]
}

# near_tags SHA up|down [REV-LIST-ARGS]: the tags Follows: (up) or
# Precedes: (down) names, as gitk: of the tagged commits of the view that
# SHA contains (git tag --merged) or that contain it (--contains), not
# SHA itself, those that contain (are contained by) none of the others;
# by name, joined by ", "
near_tags()
{
	_nt=$1
	_nt_up=$2
	shift 2
	git rev-list --default HEAD "$@" | sort > "$TEST_TMP/nt.view"
	if [ "$_nt_up" = up ]; then
		git tag --merged "$_nt"
	else
		git tag --contains "$_nt"
	fi | while read -r _nt_t; do
		echo "$(git rev-parse "$_nt_t^{commit}") $_nt_t"
	done | awk -v s="$_nt" '$1 != s' | sort > "$TEST_TMP/nt.all0"
	join "$TEST_TMP/nt.view" "$TEST_TMP/nt.all0" > "$TEST_TMP/nt.all"
	cut -d' ' -f1 "$TEST_TMP/nt.all" | uniq > "$TEST_TMP/nt.c"
	while read -r _nt_c _nt_t; do
		while read -r _nt_o; do
			[ "$_nt_o" = "$_nt_c" ] && continue
			if [ "$_nt_up" = up ]; then
				git merge-base --is-ancestor "$_nt_c" "$_nt_o" && continue 2
			else
				git merge-base --is-ancestor "$_nt_o" "$_nt_c" && continue 2
			fi
		done < "$TEST_TMP/nt.c"
		echo "$_nt_t"
	done < "$TEST_TMP/nt.all" | LC_ALL=C sort | paste -sd, - | sed 's/,/, /g'
}

# git_pane SHA [REV-LIST-ARGS]: the whole commit pane as gitview should
# draw it: headers, message, patch
git_pane()
{
	_gp=$1
	shift
	echo "commit $_gp"
	_gp_fmt='%Y-%m-%d %H:%M:%S %z'
	git log -1 --date=format:"$_gp_fmt" --format='Author:    %an <%ae>  %ad' "$_gp"
	if [ "$(git log -1 --date=raw --format='%an%n%ae%n%ad' "$_gp")" != \
	     "$(git log -1 --date=raw --format='%cn%n%ce%n%cd' "$_gp")" ]; then
		git log -1 --date=format:"$_gp_fmt" --format='Committer: %cn <%ce>  %cd' "$_gp"
	fi
	_gp_t=$(git for-each-ref --points-at "$_gp" --format='%(refname:lstrip=2)' refs/tags | paste -sd, - | sed 's/,/, /g')
	[ -n "$_gp_t" ] && echo "Tags:     $_gp_t"
	_gp_b=$(branches_at "$_gp" "$@" | paste -sd, - | sed 's/,/, /g')
	[ -n "$_gp_b" ] && echo "Branches: $_gp_b"
	for _gp_p in $(git rev-list --parents -n 1 "$_gp" | cut -d' ' -f2-); do
		[ "$_gp_p" = "$_gp" ] && continue
		git log -1 --format='%H %s' "$_gp_p" | sed 's/^\(..........\)[0-9a-f]* /Parent: \1 /'
	done
	for _gp_c in $(git rev-list --children --default HEAD "$@" | awk -v s="$_gp" '$1 == s { for (i = 2; i <= NF; i++) print $i }'); do
		git log -1 --format='%H %s' "$_gp_c" | sed 's/^\(..........\)[0-9a-f]* /Child:  \1 /'
	done
	# the nearest tags around it, and the merge that brought it into the
	# first row's first-parent line
	_gp_f=$(near_tags "$_gp" up "$@")
	[ -n "$_gp_f" ] && echo "Follows:  $_gp_f"
	_gp_pr=$(near_tags "$_gp" down "$@")
	[ -n "$_gp_pr" ] && echo "Precedes: $_gp_pr"
	_gp_tip=$(git rev-list --default HEAD "$@" | head -n 1)
	if ! git rev-list --first-parent "$_gp_tip" | grep -qx "$_gp"; then
		_gp_m=$(git rev-list --first-parent --ancestry-path "$_gp..$_gp_tip" | tail -n 1)
		[ -n "$_gp_m" ] && git log -1 --format='%H %s' "$_gp_m" | sed 's/^\(..........\)[0-9a-f]* /Merged by: \1 /'
	fi
	echo
	git cat-file commit "$_gp" | sed '1,/^$/d' | show_drawn
	echo
	git_notes "$_gp" | show_drawn
	git_patch "$_gp" | show_drawn
}

# git_notes SHA: the notes git log shows after SHA's message, with the
# notes options in $GV_NOTES (gitview's own), and a blank line after
# them: git log's lines from its first one that is not indented after
# the headers (the message's all are)
git_notes()
{
	git log -1 $GV_NOTES "$1" -- | awk '
		/^$/ && !body { body = 1; next }
		body && /^[^ ]/ { notes = 1 }
		notes { print }
		END { if (notes) print "" }'
}

# line_of PATTERN FILE: the 0-based index of the first line of FILE that
# is exactly PATTERN (fixed string), or -1
line_of()
{
	awk -v s="$1" '$0 == s { print NR - 1; f = 1; exit } END { if (!f) print -1 }' "$2"
}

# nth_line N FILE: line N (0-based) of FILE
nth_line()
{
	sed -n "$(($1 + 1))p" "$2"
}

# --- the file view ---------------------------------------------------------

# fv_idle: no git cat-file blob or git blame child (running or not yet
# reaped) of gitview
fv_idle()
{
	_fvi=$(proc_children "$GV_PID") || return 1
	! printf '%s\n' "$_fvi" | grep -Eq 'cat-file blob|blame --incremental|^[0-9]+ Z'
}

# fv_opened NAME OPTS REV PATH: after gv_mark, blame OPTS REV -- PATH ran
# and ended, with the blob's cat-file
fv_opened()
{
	if ! gv_wait_trace "run: git.* blame --incremental --no-textconv $2$3 -- $4\$" 5; then
		fail "$1" "no 'git blame --incremental --no-textconv $2$3 -- $4' in the trace"
		return 1
	fi
	wait_for 10 fv_idle || { fail "$1" "git blame or cat-file still running after 10 s"; return 1; }
	pass "$1"
}

# fv_wait NAME PATH [TIMEOUT]: after gv_mark, wait for the file view of
# PATH: its git blame started and both it and the blob's cat-file ended
# (within TIMEOUT s, 10)
fv_wait()
{
	if ! gv_wait_trace "run: git.* blame --incremental --no-textconv [0-9a-f]* -- $2\$" 5; then
		fail "$1" "no 'git blame --incremental ... -- $2' in the trace"
		return 1
	fi
	if ! wait_for "${3:-10}" fv_idle; then
		fail "$1" "git blame or cat-file still running after ${3:-10} s"
		return 1
	fi
	return 0
}

# --- a git of the test's own ------------------------------------------------

# git_wrap DIR: DIR/git, a git that first runs the shell code on the
# standard input (which may answer and exit), then the real git, $REALGIT
REALGIT=$(command -v git)
git_wrap()
{
	mkdir -p "$1" && {
		echo '#!/bin/sh'
		cat
		echo "exec \"$REALGIT\" \"\$@\""
	} > "$1/git" && chmod +x "$1/git"
}

# gv_start_path DIR ARGS...: gv_start ARGS with DIR first in gitview's
# PATH (a git_wrap git), the script's own PATH as it was
gv_start_path()
{
	_gp_path=$PATH
	PATH=$1:$PATH
	shift
	gv_start "$@"
	_gp_st=$?
	PATH=$_gp_path
	return $_gp_st
}

# --- repositories ------------------------------------------------------------

# repo_sub DIR: a new repository DIR, the current directory, of four
# commits: "m: one" to "m: three" in sub/f.txt, "m: four" in top.txt
repo_sub()
{
	repo_init "$1"
	commit_at -f sub/f.txt 1 "m: one"
	commit_at -f sub/f.txt 2 "m: two"
	commit_at -f sub/f.txt 3 "m: three"
	commit_at -f top.txt 4 "m: four"
}

# --- a gitview with a test's own config.h ------------------------------------

# gv_build_config PROGRAM [AWK OPTIONS]: $TEST_TMP/b/gitview, built with
# the config.h that the awk PROGRAM (given the options, e.g. -v
# rec=PATH) makes of config.def.h; false, the why in $TEST_TMP/build.log,
# when it fails or the program changed nothing. x.c alone includes
# config.h, so x.c is built again beside it and linked with make's other
# objects; for the sanitizers' gitview (GITVIEW is tests/out/san's),
# every source beside it with make san's flags
gv_build_config()
{
	_gb_prog=$1; shift
	_gb=$TEST_TMP/b
	mkdir -p "$_gb" && cp "$TOP/x.c" "$_gb/" &&
		awk "$@" "$_gb_prog" "$TOP/config.def.h" > "$_gb/config.h.t" || return 1
	if cmp -s "$_gb/config.h.t" "$TOP/config.def.h"; then
		echo "the awk program changed nothing in config.def.h" > "$TEST_TMP/build.log"
		return 1
	fi
	printf 'b:\n\t@echo $(OBJ)\ns:\n\t@echo $(SRC)\nf:\n\t@echo $(SANFLAGS)\n' > "$_gb/v.mk"
	if [ "${GITVIEW%/tests/out/san/gitview}" != "$GITVIEW" ]; then
		_gb_srcs=$(cd "$TOP" && make -s -f Makefile -f "$_gb/v.mk" s)
		_gb_san=$(cd "$TOP" && make -s -f Makefile -f "$_gb/v.mk" f)
		(cd "$TOP" && cp $_gb_srcs ./*.h "$_gb/") && mv "$_gb/config.h.t" "$_gb/config.h" &&
		(cd "$_gb" && cc -std=c99 -D_POSIX_C_SOURCE=200809L -DVERSION=\"test\" $_gb_san \
			$(pkg-config --cflags x11 xft fontconfig) -o gitview $_gb_srcs \
			$(pkg-config --libs x11 xft fontconfig)) > "$TEST_TMP/build.log" 2>&1
		return
	fi
	mv "$_gb/config.h.t" "$_gb/config.h"
	_gb_objs=$(cd "$TOP" && make -s -f Makefile -f "$_gb/v.mk" b | tr ' ' '\n' | grep -v '^x.o$' | sed "s|^|$TOP/|")
	(cd "$_gb" && cc -std=c99 -D_POSIX_C_SOURCE=200809L -DVERSION=\"test\" -I"$TOP" \
		$(pkg-config --cflags x11 xft fontconfig) -c x.c &&
	 cc -o gitview x.o $_gb_objs $(pkg-config --libs x11 xft fontconfig)) > "$TEST_TMP/build.log" 2>&1
}

#!/bin/sh
# hidpi.sh - everything scales with the font: with Xft.dpi: 192 in the X
# resources (RESOURCE_MANAGER, as xrdb sets it) the first window size,
# the row height and the lane spacing are twice what they are with
# Xft.dpi: 96, and so they are after Ctrl-plus five times (1.15^5 = 2.01);
# a CJK glyph, drawn from a fallback font (the first font has none),
# stands as tall as a Latin capital at either dpi, and twice as tall at
# 192 as at 96. Everything is
# measured in screenshots of the one fixture at each size, against the
# 96-dpi run, the expected sizes of the first window from config.h.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

# --- the fixture ------------------------------------------------------------
#
#   M   merge side           (main)
#   B   40 CJK ideographs    lane 0; lane 1 runs beside it
#   S   80 capital H         lane 1
#   A   root
repo_init "$TEST_TMP/r"
commit_at 1 root
git checkout -q -b side
commit_at 2 "$(printf '%080d' 0 | tr 0 H)"
git checkout -q main
cjk=$(printf '\346\274\242%.0s' $(seq 40))   # U+6F22 forty times
commit_at 3 "$cjk"
at 4 git merge -q --no-ff -m 'merge side' side
git branch -q -D side
# the rows, as git lists them
sha_m=$(git rev-parse HEAD)
row_b=$(git rev-list HEAD | grep -n "^$(git rev-parse HEAD^1)" | cut -d: -f1)
row_s=$(git rev-list HEAD | grep -n "^$(git rev-parse HEAD^2)" | cut -d: -f1)
row_b=$((row_b - 1)) row_s=$((row_s - 1))

# the first window's size, as gitview was built (config.h)
set -- $(sed -n 's/^const int winwidth = \([0-9]*\), winheight = \([0-9]*\);.*/\1 \2/p' "$GV_CONFIG")
WINW=$1 WINH=$2
[ -n "$WINW" ] || { fail hidpi-config "cannot read winwidth, winheight from $GV_CONFIG"; exit 1; }

# room for the doubled window
X_SCREEN=$((2 * WINW + 100))x$((2 * WINH + 100))x24
start_x

# xft_dpi N: Xft.dpi in the X resources, as xrdb puts them
xft_dpi()
{
	xprop -root -f RESOURCE_MANAGER 8s -set RESOURCE_MANAGER "$(printf 'Xft.dpi:\t%s\n' "$1")"
}

# --- measuring --------------------------------------------------------------

# measure TAG: a stable screenshot; sets W H, ROWH (the status line is a
# row tall), LISTY (the first row's top: the selected row's colour ends a
# row below it, at the right edge), PITCH (between the two lanes of row
# row_b, a fifth of a row below its top, above the dot), and CAP and
# CJK, the heights of the ink of rows row_s and row_b between a quarter
# and half the window's width (all subject)
measure()
{
	_m=$TEST_TMP/$1.ppm
	gv_geometry
	W=$GV_W H=$GV_H
	gv_shot_stable "$_m" || { fail "$1-shot" "the window keeps changing"; return 1; }
	ROWH=$(px_crop "$_m" $((W / 2)) 0 1 "$H" | awk -v h="$H" -v bg="$STATUSBG" '
		{ c[$2] = $3 }
		END { n = 0; for (y = h - 1; y >= 0 && c[y] == bg; y--) n++; print n }')
	LISTY=$(px_crop "$_m" $((W - 3)) 0 1 $((H / 2)) | awk -v h="$ROWH" -v bg="$SELBG" '
		$3 == bg { s = 1; e = $2; next }
		s { exit }
		END { if (s) print e + 1 - h }')
	if [ -z "$LISTY" ] || [ "$ROWH" -lt 8 ]; then
		fail "$1-geometry" "row height '$ROWH', first row at '$LISTY' in a ${W}x$H window"
		return 1
	fi
	PITCH=$(px_crop "$_m" 0 $((LISTY + row_b * ROWH + ROWH / 5)) $((W / 4)) 1 | awk -v bg="$NORMBG" '
		$3 != bg { if (!on) { n++; s[n] = $1 } on = 1; e[n] = $1; next }
		{ on = 0 }
		END { if (n >= 2) print (s[2] + e[2]) / 2 - (s[1] + e[1]) / 2 }')
	CAP=$(ink "$_m" "$row_s")
	CJK=$(ink "$_m" "$row_b")
	echo "# $1: ${W}x$H, row $ROWH, lane pitch ${PITCH:-?}, H $CAP, CJK $CJK tall"
}

# ink FILE ROW: the height of what is drawn on row ROW (not its
# background) between x = W/4 and W/2
ink()
{
	px_crop "$1" $((W / 4)) $((LISTY + $2 * ROWH)) $((W / 4)) "$ROWH" | awk -v bg="$NORMBG" '
		$3 != bg { if (lo == "" || $2 < lo) lo = $2; if ($2 > hi) hi = $2 }
		END { print lo == "" ? 0 : hi - lo + 1 }'
}

# near NAME GOT WANT SLACK: PASS when |GOT - WANT| <= SLACK
near()
{
	if [ -n "$2" ] && [ -n "$3" ] && awk -v g="$2" -v w="$3" -v s="$4" 'BEGIN { d = g - w; exit !(d <= s && -d <= s) }'; then
		pass "$1"
	else
		fail "$1" "got '$2', expected $3 (within $4)"
	fi
}

# cjk_check TAG: a CJK glyph as tall as a capital H, within a third of
# it (U+6F22 fills more of the em than an H does): no smaller, and no
# more than a third taller
cjk_check()
{
	if [ "$CAP" -gt 4 ] && [ "$CJK" -ge "$CAP" ] && [ "$CJK" -le $((CAP + CAP / 3 + 1)) ]; then
		pass "$1-cjk"
	else
		fail "$1-cjk" "a CJK glyph is $CJK pixels tall, a capital H $CAP: a fallback glyph not at the first font's size"
	fi
}

# run_at DPI: gitview under Xft.dpi DPI, the first row selected, measured
run_at()
{
	xft_dpi "$1"
	gv_start || exit 1
	gv_wait_loaded 10
	wait_primary "$sha_m" 5 || { fail "dpi$1-select" "PRIMARY is $(describe "$(primary)"), not the merge"; return 1; }
	measure "dpi$1"
}

# --- 96 dpi: the reference --------------------------------------------------

run_at 96 || exit 1
W96=$W H96=$H ROWH96=$ROWH PITCH96=$PITCH CJK96=$CJK
check hidpi-96-window "${WINW}x$WINH" "${W}x$H"
cjk_check dpi96

# Ctrl-plus five times: the fonts 1.15^5 = 2.01 times as big, and the rest
gv_key ctrl+plus ctrl+plus ctrl+plus ctrl+plus ctrl+plus
gv_sync >/dev/null
measure zoom
near hidpi-zoom-row "$ROWH" $((2 * ROWH96)) 2
near hidpi-zoom-pitch "$PITCH" $((2 * PITCH96)) 2
quit_check hidpi-96-quit

# --- 192 dpi ----------------------------------------------------------------

run_at 192 || exit 1
check hidpi-192-window "$((2 * W96))x$((2 * H96))" "${W}x$H"
near hidpi-192-row "$ROWH" $((2 * ROWH96)) 2
near hidpi-192-pitch "$PITCH" $((2 * PITCH96)) 1
cjk_check dpi192
near hidpi-192-cjk-scales "$CJK" $((2 * CJK96)) 2
quit_check hidpi-192-quit

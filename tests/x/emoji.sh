#!/bin/sh
# emoji.sh - colour emoji in a subject: where the libXft gitview runs
# with draws colour glyphs (2.3.5 on; the version read from the file
# the dynamic linker loads), the emoji's cells in the list row hold
# coloured pixels (not only grey, black and white: Noto Color Emoji, the
# fallback fontconfig finds), no taller than the row; before 2.3.5 the
# fallback stays: ink, but grey only (the empty boxes of the first font).
# gitview keeps running and quits with 0 either way.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

#   P   plain                    (main, selected)
#   H   Hebrew, then sixteen U+1F600: the Hebrew brings DejaVu Sans into
#       the chain, which has grey emoji; a colour font is still first
#   E   sixteen U+1F600 (grinning face)
repo_init "$TEST_TMP/r"
commit_at 1 "$(printf '\360\237\230\200%.0s' $(seq 16))"
commit_at 2 "$(printf '\327\251\327\234\327\225\327\235 '; printf '\360\237\230\200%.0s' $(seq 16))"
commit_at 3 plain
sha_p=$(git rev-parse HEAD)
row_e=$(git rev-list HEAD | grep -n "^$(git rev-parse HEAD~2)" | cut -d: -f1)
row_e=$((row_e - 1))
row_h=$(git rev-list HEAD | grep -n "^$(git rev-parse HEAD~1)" | cut -d: -f1)
row_h=$((row_h - 1))

# the libXft gitview loads, and its version from the file's name
xft=$(readlink -f "$(ldd "$GITVIEW" | sed -n 's/.*libXft\.so[^ ]* => \([^ ]*\) .*/\1/p')")
ver=$(printf '%s\n' "$xft" | sed -n 's/.*libXft\.so\.\([0-9]*\)\.\([0-9]*\)\.\([0-9]*\)$/\1 \2 \3/p')
[ -n "$ver" ] || { fail emoji-libxft "cannot read libXft's version from '$xft'"; exit 1; }
set -- $ver
colour=$(( $1 * 10000 + $2 * 100 + $3 >= 20305 ))
echo "# $xft: colour glyphs $([ $colour = 1 ] && echo drawn || echo refused, the fallback checked)"

start_x
gv_start || exit 1
gv_wait_loaded 10
wait_primary "$sha_p" 5 || { fail emoji-select "PRIMARY is $(describe "$(primary)"), not HEAD"; exit 1; }
pane_geometry || exit 1
shot=$TEST_TMP/emoji.ppm
gv_shot_stable "$shot" || { fail emoji-shot "the window keeps changing"; exit 1; }

# row_ink ROW: the row between an eighth and half of the width (the
# subject, right of the one lane): its ink (not the background), how
# tall, and how many pixels have colour (channels apart by more than 64)
row_ink()
{
	px_crop "$shot" $((GV_W / 8)) $((LISTY + $1 * ROWH)) $((GV_W * 3 / 8)) "$ROWH" |
	awk -v bg="$NORMBG" '
	function hex(s) { return 16 * (index("0123456789ABCDEF", substr(s, 1, 1)) - 1) + index("0123456789ABCDEF", substr(s, 2, 1)) - 1 }
	$3 != bg {
		if (lo == "" || $2 < lo) lo = $2; if ($2 > hi) hi = $2
		r = hex(substr($3, 1, 2)); g = hex(substr($3, 3, 2)); b = hex(substr($3, 5, 2))
		mx = r > g ? r : g; mx = mx > b ? mx : b; mn = r < g ? r : g; mn = mn < b ? mn : b
		if (mx - mn > 64) c++
		n++
	}
	END { print n + 0, (lo == "" ? 0 : hi - lo + 1), c + 0 }'
}
set -- $(row_ink "$row_h")
echo "# Hebrew and emoji row: $1 pixels of ink, $3 coloured"
if [ $colour = 1 ]; then
	[ "$3" -gt 100 ] && pass emoji-after-hebrew-colour ||
		fail emoji-after-hebrew-colour "$3 coloured pixels on the Hebrew and emoji row: drawn grey"
fi
set -- $(row_ink "$row_e")
ink=$1 tall=$2 coloured=$3
echo "# emoji row: $ink pixels of ink, $tall tall in a row of $ROWH, $coloured coloured"
if [ "$ink" -eq 0 ]; then
	fail emoji-ink "nothing drawn on the emoji row"
elif [ $colour = 1 ]; then
	if [ "$coloured" -gt 100 ]; then
		pass emoji-colour
	else
		fail emoji-colour "$coloured coloured pixels on the emoji row: drawn grey"
	fi
	if [ "$tall" -le "$ROWH" ] && [ "$tall" -ge $((ROWH / 2)) ]; then
		pass emoji-height
	else
		fail emoji-height "the emoji are $tall pixels tall in a row of $ROWH"
	fi
else
	check emoji-fallback-grey 0 "$coloured"
fi
proc_alive "$GV_PID" && pass emoji-alive || fail emoji-alive "gitview died drawing emoji"
quit_check emoji-quit

#!/bin/sh
# selection.sh - gitview owns PRIMARY with the selected commit's full SHA1,
# from the start, with the targets TARGETS, UTF8_STRING, STRING, TEXT; y
# copies it to CLIPBOARD; c in the patch pane copies the line at hand
# whole, a line of 20 MB too (handed over in pieces, ICCCM's INCR).

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"
start_x

in_fixture linear
git rev-list HEAD > "$TEST_TMP/order"
c0=$(sed -n 1p "$TEST_TMP/order")
c1=$(sed -n 2p "$TEST_TMP/order")

# someone else owns PRIMARY before gitview starts (a condition of the
# test, not a check of gitview: no PASS)
echo 'not a commit' | xclip -i -selection primary >/dev/null 2>&1
wait_for 3 _primary_is 'not a commit' ||
	fail primary-before "test bug: xclip could not take PRIMARY (it is '$(primary)')"

gv_start || exit 1
expect_primary primary-at-start "$c0" "$TEST_TMP/order"
if is_sha "$(primary)"; then pass primary-full-sha1; else fail primary-full-sha1 "'$(primary)' is not 40 hex digits"; fi

targets=$(primary TARGETS | sort | tr '\n' ' ')
for t in TARGETS UTF8_STRING STRING TEXT; do
	case " $targets" in
	*" $t "*) pass "targets-has-$t" ;;
	*) fail "targets-has-$t" "TARGETS lists: $targets" ;;
	esac
done
check target-UTF8_STRING "$c0" "$(primary UTF8_STRING)"
check target-STRING "$c0" "$(primary STRING)"
check target-TEXT "$c0" "$(primary TEXT)"

gv_key j
expect_primary primary-after-j "$c1" "$TEST_TMP/order"
check target-STRING-after-j "$c1" "$(primary STRING)"

# y: CLIPBOARD too
gv_key y
if wait_for 3 sh -c '[ "$(timeout 3 xclip -o -selection clipboard 2>/dev/null)" = "$1" ]' sh "$c1"; then
	pass y-clipboard
else
	fail y-clipboard "CLIPBOARD is '$(timeout 3 xclip -o -selection clipboard 2>/dev/null)', expected $c1"
fi

# another client takes PRIMARY: gitview lets it go and leaves it there
# until the selection moves (the sync makes sure gitview has seen the
# loss: y's round trip comes after it); moving the selection takes it back
taken()
{
	echo 'someone else' | xclip -i -selection primary >/dev/null 2>&1
	wait_for 3 _primary_is 'someone else' || {
		fail "$1" "PRIMARY did not become xclip's 'someone else' within 3 s (it is $(describe "$(primary)")): gitview takes it back at once, or xclip failed"
		return 1
	}
}
if taken primary-taken; then
	if [ "$(gv_sync)" != "$c1" ]; then
		fail primary-taken "y did not put $(describe "$c1") on CLIPBOARD (it is '$(clipboard)')"
	else
		check primary-taken 'someone else' "$(primary)"
	fi
fi
gv_key k
expect_primary primary-retaken-on-move "$c0" "$TEST_TMP/order"
# k on the first row leaves it (k, then the sync: k has been handled);
# a click on the selected commit's row takes it back
if taken primary-kept-on-k-at-the-top; then
	gv_key k
	if [ "$(gv_sync)" != "$c0" ]; then
		fail primary-kept-on-k-at-the-top "y after k did not put $(describe "$c0") on CLIPBOARD (it is '$(clipboard)')"
	else
		check primary-kept-on-k-at-the-top 'someone else' "$(primary)"
	fi
fi

wait_for 3 _primary_is 'someone else'
pane_geometry && xdotool mousemove --window "$GV_WID" $((GV_W / 3)) "$(list_row_y 0)" click 1
expect_primary primary-retaken-on-same-commit-click "$c0" "$TEST_TMP/order"

quit_check selection-quit

# --- a line of 20 MB ----------------------------------------------------------

repo_init "$TEST_TMP/long"
commit_at -f README 1 "long: root"
awk 'BEGIN { for (i = 0; i < 2000000; i++) printf "%09d ", i; print "" }' > big.txt
git add big.txt
at 2 git commit -q -m "long: a line of 20 MB"
git show HEAD:big.txt | head -n 1 | tr -d '\n' > "$TEST_TMP/line.expected"
gv_start || exit 1
gv_wait_loaded 10
gv_wait_patch "$(git rev-parse HEAD)" 10
gv_mark
gv_key Tab c
gv_wait_trace "status: copied the line to CLIPBOARD" 5
clipboard > "$TEST_TMP/line.got"
# sums, not a diff of 20 MB in the log; an empty expectation sums too
if [ "$(wc -c < "$TEST_TMP/line.expected")" -ne 20000000 ]; then
	fail copyline-whole-20mb \
		"test bug: git's line is $(wc -c < "$TEST_TMP/line.expected") bytes, not 20,000,000"
else
	check copyline-whole-20mb "$(cksum < "$TEST_TMP/line.expected")" "$(cksum < "$TEST_TMP/line.got")"
fi
quit_check copyline-quit

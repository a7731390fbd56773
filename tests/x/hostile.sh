#!/bin/sh
# hostile.sh - hostile repository content, on the fixture that
# tests/fixtures/hostile.sh builds: an octopus of 33 parents, three roots,
# clock skew, messages in ISO-8859-1 with and without an encoding header,
# invalid UTF-8, control characters and ANSI escapes, a 10,000-character
# subject, an empty message, colour emoji, CJK, right-to-left text and
# combining marks, odd file names, binary files, a commit of 10,000
# files, a 50 MB file, 10,000 refs, tags of a tree and of a blob.
#
# gitview --all is walked from the first row to the last; every kind of
# commit is opened in the commit pane and its files in the file view;
# the title of the control-character commit holds no control byte; a
# line copied (PRIMARY) that holds a bidi control comes quoted;
# gitview must stay alive, answer keys, quit with 0 and say nothing on
# stderr but its trace. Expected values come from git.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

fixture "$FIXTURES/.hostile.stamp" hostile
cd "$FIXTURES/hostile" || exit 1

sha()
{
	git rev-parse "$1^{commit}"
}

# drawn [-p]: stdin as gitview draws text (gitview.1): control characters
# as ^X, tabs as spaces to the next multiple of 8 columns, C1 controls
# and bytes that are not UTF-8 as U+FFFD. Lines stay lines; with -p (a
# path, as the files pane draws it) a newline is a control character too,
# a tab one space, and a last newline is dropped.
drawn()
{
	od -An -v -tu1 | LC_ALL=C awk -v path="${1:-}" '
	{ for (i = 1; i <= NF; i++) b[n++] = $i + 0 }
	END {
		if (path && n > 0 && b[n - 1] == 10)
			n--
		col = 0
		for (i = 0; i < n; i += k) {
			c = b[i]; k = 1; cp = -1
			if (c < 128) cp = c
			else if (c >= 192 && c < 224) { m = 2; v = c - 192; lo = 128 }
			else if (c >= 224 && c < 240) { m = 3; v = c - 224; lo = 2048 }
			else if (c >= 240 && c < 248) { m = 4; v = c - 240; lo = 65536 }
			else m = 0
			if (c >= 128 && m > 0 && i + m <= n) {
				for (j = 1; j < m; j++) {
					if (b[i + j] < 128 || b[i + j] >= 192)
						break
					v = v * 64 + b[i + j] - 128
				}
				if (j == m && v >= lo && v <= 1114111 && (v < 55296 || v > 57343))
					{ cp = v; k = m }
			}
			if (cp == 10 && !path) { printf "\n"; col = 0; continue }
			if (cp == 9 && path) { printf " "; col++; continue }
			if (cp == 9) { do { printf " "; col++ } while (col % 8); continue }
			if (cp >= 0 && cp < 32) { printf "^%c", cp + 64; col += 2; continue }
			if (cp == 127) { printf "^?"; col += 2; continue }
			if (cp < 0 || (cp >= 128 && cp < 160)) { printf "\357\277\275"; col++; continue }
			for (j = 0; j < k; j++)
				printf "%c", b[i + j]
			col++
		}
	}'
}

# quoted: stdin, a line as drawn, as it goes to PRIMARY: quoted as git
# quotes a path (git ls-files of a file of that name) when it holds a
# bidi control (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069)
quoted()
{
	_qt=$(cat)
	if printf '%s' "$_qt" | LC_ALL=C grep -q "$(printf \
	   '\330\234\|\342\200[\216\217\252-\256]\|\342\201[\246-\251]')"; then
		rm -rf "$TEST_TMP/qt" && git init -q "$TEST_TMP/qt" &&
			mkdir -p "$TEST_TMP/qt/$(dirname "$_qt")" && : > "$TEST_TMP/qt/$_qt" &&
			git -C "$TEST_TMP/qt" ls-files -o -- ":(literal)$_qt"
	else
		printf '%s\n' "$_qt"
	fi
}

# is_utf8: stdin is valid UTF-8 with no control character but newline
is_utf8()
{
	_iu=$TEST_TMP/is_utf8
	cat > "$_iu"
	iconv -f UTF-8 -t UTF-8 < "$_iu" > /dev/null 2>&1 || return 1
	! LC_ALL=C tr -d '\n' < "$_iu" | LC_ALL=C grep -q '[[:cntrl:]]'
}

alive()
{
	if proc_alive "$GV_PID"; then
		pass "$1"
		return 0
	fi
	gv_wait 1
	fail "$1" "gitview is gone (exit status $?)" "$GV_ERR"
	tail -n 20 "$GV_ERR" | sed 's/^/    /'
	exit 1
}

# goto_check NAME REV: select REV with the goto prompt; wait for its patch
goto_check()
{
	_g_sha=$(sha "$2")
	goto "$2"
	if ! wait_primary "$_g_sha" 5; then
		fail "$1" "goto $2: PRIMARY is $(describe "$(primary)"), expected $(describe "$_g_sha")"
		return 1
	fi
	if ! gv_wait_patch "$_g_sha" 20; then
		fail "$1" "goto $2: no 'patch $_g_sha done' in the trace within 20 s"
		return 1
	fi
	# Follows:, Precedes: and Merged by: change the header when found
	if ! gv_wait_trace "walks done $_g_sha" 20; then
		fail "$1" "goto $2: no 'walks done $_g_sha' in the trace within 20 s"
		return 1
	fi
	pass "$1"
	TTOP=0
}

# pane_lines: the commit pane's lines up to the first line of the message
# (after the first empty line), a page at a time with the wheel, into
# $TEST_TMP/pane; then back to the top
pane_lines()
{
	_pl_r=$((TEXTROWS - 1))
	_pl_have=0
	TTOP=0
	NLINES=100000
	: > "$TEST_TMP/pane"
	while [ $_pl_have -lt 400 ]; do
		printf '%s\n' "$(pane_visible $_pl_r)" > "$TEST_TMP/page"
		[ $_pl_have -ge $TTOP ] || break
		tail -n +$((_pl_have - TTOP + 1)) "$TEST_TMP/page" >> "$TEST_TMP/pane"
		_pl_have=$((TTOP + $(wc -l < "$TEST_TMP/page")))
		awk 'f { g = 1; exit } /^$/ { f = 1 } END { exit !g }' "$TEST_TMP/pane" && break
		text_wheel $((_pl_r / 3))
	done
	[ $TTOP -gt 0 ] && text_wheel $((-(TTOP + 2) / 3))
	TTOP=0
}

# msg_shown NAME REV: the message's first line is in the commit pane as
# git has it (re-encoded by git when the commit names its encoding),
# drawn; and all that is drawn up to it is clean UTF-8
msg_shown()
{
	_ms_c=$(sha "$2")
	pane_lines
	# the header ends at the first empty line, the message follows: find
	# ^$ in the pane (which has the focus after pane_lines) puts that
	# line on top, the message's first below it; then the wheel up to the
	# top again
	gv_key slash
	xdotool type --delay 10 '^$'
	gv_key Return
	gv_sync > /dev/null  # the find in the pane has been handled
	# the line below; an empty line selected is nothing to copy (the
	# empty message), which text_triple's sel_get waited 8 s to see
	_ms_got=$(text_triple_sync 1)
	[ "$_ms_got" = "(PRIMARY unchanged)" ] && _ms_got=
	TTOP=0
	text_wheel -100
	if [ -n "$(git log -1 --format=%e "$_ms_c")" ]; then
		_ms_want=$(git log -1 --format=%B "$_ms_c" | head -n 1)
	else
		_ms_want=$(git cat-file commit "$_ms_c" | sed '1,/^$/d' | head -n 1)
	fi
	if git cat-file -e "$_ms_c^{commit}" &&
	   [ -z "$(git cat-file commit "$_ms_c" | sed '1,/^$/d')" ]; then
		# no message at all: nothing is drawn below the header's end
		check_empty "$1" "$_ms_got"
	else
		check "$1" "$(printf '%s\n' "$_ms_want" | drawn | quoted)" "$_ms_got"
	fi
	if is_utf8 < "$TEST_TMP/pane"; then
		pass "$1-clean"
	else
		fail "$1-clean" "the commit pane shows bytes that are not UTF-8 or control characters" "$TEST_TMP/pane"
	fi
}

# fv_triple ROW: triple-click the text (not the annotation) of screen row
# ROW of the file view; print PRIMARY
fv_triple()
{
	sel_reset
	press_gap
	xdotool mousemove --window "$GV_WID" $((TEXTW * 3 / 4)) "$(ty "$1")" click --repeat 3 --delay 40 1
	_pressed 3
	sel_get
}

# the K-th (0-based) file REV touches (diff-tree) or, with tree, the K-th
# entry of its top-level tree
nth_file()
{
	if [ "${3:-}" = tree ]; then
		git ls-tree -z --name-only "$(sha "$1")"
	else
		git diff-tree -r -z --no-commit-id --name-only --root -M "$(sha "$1")"
	fi | sed -z -n "$(($2 + 1))p" | tr -d '\0'
	echo x
}

# blame_file NAME REV DOWNS K [tree]: focus on the list: in the files
# pane (the tree view with tree), Down DOWNS times to file K (0-based),
# b: the file view of that file opens; its header and first line are
# git's. Back to the patch and the files pane, then the list, after.
blame_file()
{
	_bf_path=$(nth_file "$2" "$4" "${5:-}")
	_bf_path=${_bf_path%x}
	gv_mark
	gv_key Tab Tab
	[ "${5:-}" = tree ] && gv_key t
	_bf_i=0
	while [ $_bf_i -lt "$3" ]; do
		gv_key Down
		_bf_i=$((_bf_i + 1))
	done
	gv_key b
	if ! gv_wait_trace "run: git.* blame --incremental --no-textconv $(sha "$2") -- " 5; then
		fail "$1" "no git blame in the trace after b"
		gv_key Escape ISO_Left_Tab
		[ "${5:-}" = tree ] && gv_key t
		return 1
	fi
	if ! wait_for 20 fv_idle; then
		fail "$1" "git blame or cat-file still running after 20 s"
	fi
	# no wait: gitview has read both to their end and reaped them
	check "$1-header" "$(printf '%s at %s' "$_bf_path" "$(git rev-parse --short=10 "$2")" | drawn -p |
		quoted)" "$(text_triple 0)"
	_bf_size=$(git cat-file -s "$2:$_bf_path")
	git cat-file blob "$2:$_bf_path" | head -c 8000 > "$TEST_TMP/head8000"
	if [ "$_bf_size" = 0 ]; then
		_bf_want="(an empty file)"
	elif [ "$(LC_ALL=C tr -d '\000' < "$TEST_TMP/head8000" | wc -c)" != "$(wc -c < "$TEST_TMP/head8000")" ]; then
		_bf_want="(a binary file of $_bf_size bytes)"
	else
		_bf_want=$(git cat-file blob "$2:$_bf_path" | head -n 1 | drawn | quoted)
	fi
	check "$1-line-1" "$_bf_want" "$(fv_triple 1)"
	# Escape: the focus back in the files pane, where b was pressed
	gv_key Escape Tab
	[ "${5:-}" = tree ] && gv_key t
	return 0
}

start_x
git rev-list --all > "$TEST_TMP/order"
N=$(wc -l < "$TEST_TMP/order")

# --- the walk ----------------------------------------------------------------

gv_start --all || exit 1
gv_wait_loaded 20
check hostile-loaded "$N" "$(gv_loaded_count)"
gv_key Home
wait_for 5 _primary_sha
if gv_walk j $((N - 1)) "$TEST_TMP/walk"; then
	sort "$TEST_TMP/order" > "$TEST_TMP/order.sorted"
	sort -u "$TEST_TMP/walk" > "$TEST_TMP/walk.sorted"
	check_file hostile-walk-all-once "$TEST_TMP/order.sorted" "$TEST_TMP/walk.sorted"
	check hostile-walk-length "$N" "$(wc -l < "$TEST_TMP/walk")"
	if is_topo "$TEST_TMP/walk" --all > "$TEST_TMP/topo"; then
		pass hostile-walk-topological
	else
		fail hostile-walk-topological "a parent above its child" "$TEST_TMP/topo"
	fi
	# where git's order is topological gitview keeps it: all but skew
	grep -v -e "$(sha skew-parent)" "$TEST_TMP/order" > "$TEST_TMP/order.noskew"
	grep -v -e "$(sha skew-parent)" "$TEST_TMP/walk" > "$TEST_TMP/walk.noskew"
	check_file hostile-walk-git-order "$TEST_TMP/order.noskew" "$TEST_TMP/walk.noskew"
	if [ "$(row_of "$(sha skew-parent)" "$TEST_TMP/walk")" -gt "$(row_of "$(sha skew-child)" "$TEST_TMP/walk")" ]; then
		pass hostile-skew-parent-below-child
	else
		fail hostile-skew-parent-below-child "skew-parent is at row $(row_of "$(sha skew-parent)" "$TEST_TMP/walk"), its child at $(row_of "$(sha skew-child)" "$TEST_TMP/walk")"
	fi
else
	fail hostile-walk "$GV_WALK_ERR"
	gv_diag
fi
alive hostile-alive-after-walk
gv_key Home
wait_primary "$(head -n 1 "$TEST_TMP/walk")" 3
pane_geometry || { gv_kill; exit 1; }

# --- every kind of commit ------------------------------------------------------

for t in octopus root2 skew-child latin1-enc latin1-raw bad-utf8 controls \
	long-subject empty-message emoji scripts names binary many-files big-file; do
	goto_check "hostile-goto-$t" "$t" || continue
	check "hostile-$t-top" "commit $(sha "$t")" "$(top_line)"
	msg_shown "hostile-$t-message" "$t"
	# a merge's --cc touches no file here: open one from its tree
	if [ -n "$(git diff-tree -r --cc --no-commit-id --name-only --root "$(sha "$t")")" ]; then
		blame_file "hostile-$t-file" "$t" 0 0
	else
		blame_file "hostile-$t-file" "$t" 0 0 tree
	fi
	alive "hostile-$t-alive"
done

# every odd file name in the file view
k=0
nf=$(git diff-tree -r -z --no-commit-id --name-only names -- | tr -cd '\0' | wc -c)
goto_check hostile-goto-names-again names
while [ $k -lt "$nf" ]; do
	# b opens the first file when the files pane has no cursor yet; the
	# cursor stays where the last b was
	blame_file "hostile-names-file-$k" names 1 $k
	k=$((k + 1))
done
alive hostile-names-alive

# --- the title -----------------------------------------------------------------

goto_check hostile-goto-controls-title controls
title_bytes()
{
	xprop -id "$GV_WID" -notype -f _NET_WM_NAME 8x ' = $0+\n' _NET_WM_NAME 2>/dev/null |
		sed 's/^[^=]*= *//' | tr ',' '\n' | tr -d ' '
}
wait_for 3 sh -c 'xprop -id "$1" -notype _NET_WM_NAME | grep -q controls' sh "$GV_WID"
title_bytes > "$TEST_TMP/title"
if [ ! -s "$TEST_TMP/title" ]; then
	fail hostile-title-no-controls "no _NET_WM_NAME"
elif awk '{ v = tolower($0) }
	v ~ /^0x([01][0-9a-f]|7f)$/ { bad = 1 }
	c2 && v ~ /^0x[89][0-9a-f]$/ { bad = 1 }     # a C1 control, U+0080..U+009F
	{ c2 = v == "0xc2" }
	END { exit !bad }' "$TEST_TMP/title"; then
	fail hostile-title-no-controls "_NET_WM_NAME holds control bytes: $(paste -sd' ' "$TEST_TMP/title")"
else
	pass hostile-title-no-controls
fi
case $(gv_title) in
"gitview: hostile: $(git rev-parse --short=7 controls) hostile: controls ^[[31mred"*) pass hostile-title-readable ;;
*) fail hostile-title-readable "title is '$(gv_title)'" ;;
esac

# --- still there -----------------------------------------------------------------

gv_key Home
wait_primary "$(head -n 1 "$TEST_TMP/walk")" 3
gv_key j
expect_primary hostile-answers-j "$(sed -n 2p "$TEST_TMP/walk")"
gv_quit
check hostile-quit 0 $?
grep -v '^gitview: trace: ' "$GV_ERR" > "$TEST_TMP/stderr"
if [ -s "$TEST_TMP/stderr" ]; then
	fail hostile-stderr "gitview said more than its trace on stderr" "$TEST_TMP/stderr"
else
	pass hostile-stderr
fi

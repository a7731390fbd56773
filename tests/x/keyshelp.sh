#!/bin/sh
# keyshelp.sh - F1 lists the focused pane's keys, made from keys[]: in
# the list and, after Tab, in the commit pane, the keys named in the
# trace (one line a row) are those this script reads itself from
# config.def.h's keys[] for that pane and PaneAny, each with its text;
# Escape closes, and gitview goes on.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

repo_init "$TEST_TMP/kh" -b main
commit_at -f f.txt 1 'kh: c1'
commit_at -f f.txt 2 'kh: c2'

# X's keysyms: a printable one's value is the character it types
KEYSYMS=/usr/include/X11/keysymdef.h
[ -r "$KEYSYMS" ] || KEYSYMS=$(find /usr/include /usr/local/include -name keysymdef.h 2>/dev/null | head -n 1)
if [ -z "$KEYSYMS" ] || ! grep -q 'define XK_slash  *0x002f' "$KEYSYMS"; then
	fail kh-keysyms "test bug: no X11/keysymdef.h with XK_slash to name the keys by"
	exit 1
fi
# keys[]'s names for pane $1 and PaneAny, with their modifiers, sorted;
# named as people write them: the character a printable key types (from
# keysymdef.h), Shift-Tab, Space, Keypad+ and Keypad-, Enter for the
# keypad's, else X's name
table()
{
	awk -v p="$1" '
	BEGIN {
		named["ISO_Left_Tab"] = "Shift-Tab"; named["space"] = "Space"
		named["KP_Add"] = "Keypad+"; named["KP_Subtract"] = "Keypad-"; named["KP_Enter"] = "Enter"
	}
	FILENAME != ARGV[2] {
		if ($1 == "#define" && $2 ~ /^XK_/ && $3 ~ /^0x00[2-7][0-9a-f]$/) {
			v = 16 * index("0123456789abcdef", substr($3, 5, 1)) - 16 + \
			    index("0123456789abcdef", substr($3, 6, 1)) - 1
			if (v > 32 && v < 127)
				ch[substr($2, 4)] = sprintf("%c", v)
		}
		next
	}
	/keys\[\] = \{/ { on = 1; next }
	on && /^\};/ { exit }
	on && /^[ \t]*\{ *Pane/ {
		line = $0; sub(/^[ \t]*\{ */, "", line); split(line, f, /, */)
		if (f[1] != p && f[1] != "PaneAny") next
		m = f[2]; k = f[3]; sub(/^XK_/, "", k)
		pre = (m ~ /ShiftMask/ ? "Shift-" : "") (m ~ /ControlMask/ ? "Ctrl-" : "") (m ~ /MODKEY|Mod1Mask/ ? "Alt-" : "")
		if (k in ch)
			k = ch[k]
		else if (k in named)
			k = named[k]
		print pre k
	}' "$KEYSYMS" "$TOP/config.def.h" | sort -u
}
# how many actions (function and argument) keys[] binds in pane $1 and PaneAny
actions()
{
	awk -v p="$1" '
	/keys\[\] = \{/ { on = 1; next }
	on && /^\};/ { exit }
	on && /^[ \t]*\{ *Pane/ {
		line = $0; sub(/^[ \t]*\{ */, "", line); sub(/\}[^}]*$/, "", line); split(line, f, /, */)
		if (f[1] == p || f[1] == "PaneAny") { a = f[4] " " f[5]; gsub(/ +/, " ", a); print a }
	}' "$TOP/config.def.h" | sort -u | wc -l
}
# the texts of the rows the last F1 wrote, one each
texts()
{
	tail -n +"$((GV_MARK + 1))" "$GV_ERR" | sed -n 's/.*keys: [^ ]*  //p' | sort -u | wc -l
}
# the names of the rows the last F1 (after the mark) wrote
shown()
{
	tail -n +"$((GV_MARK + 1))" "$GV_ERR" | sed -n 's/.*keys: \([^ ]*\)  .*/\1/p' | sort -u
}

start_x
gv_start || exit 1
gv_wait_loaded 10
wait_primary "$(git rev-parse main)" || fail kh-start "no first selection"

gv_mark
gv_key F1
gv_wait_trace 'keys: F1  this list of keys' 5 || fail kh-list-open "no keys listed" "$GV_ERR"
check kh-list "$(table PaneList | tr '\n' ' ')" "$(shown | tr '\n' ' ')"
n=$(tail -n +"$((GV_MARK + 1))" "$GV_ERR" | grep -c 'keys: .*(no description)')
check kh-list-described 0 "$n"
# each action its own text: d, D and R (compare) not all "diff marked -> this"
check kh-list-texts "$(actions PaneList)" "$(texts)"
gv_mark
gv_key Escape
gv_wait_trace 'keys: closed' 3 && pass kh-escape || fail kh-escape "no 'keys: closed'"

gv_key Tab
gv_mark
gv_key F1
gv_wait_trace 'keys: F1  this list of keys' 5 || fail kh-text-open "no keys listed" "$GV_ERR"
check kh-text "$(table PaneText | tr '\n' ' ')" "$(shown | tr '\n' ' ')"
check kh-text-texts "$(actions PaneText)" "$(texts)"
gv_mark
gv_key F1
gv_wait_trace 'keys: closed' 3 && pass kh-f1-closes || fail kh-f1-closes "no 'keys: closed'"

# gitview goes on: q quits it cleanly
quit_check kh-quit

#!/bin/sh
# window.sh - window properties (title, WM_CLASS, _NET_WM_PID), quitting
# with q and WM_DELETE_WINDOW, the repository with no commits.

. "$(dirname "$0")/../lib/lib.sh"
start_x

in_fixture linear
git rev-list HEAD > "$TEST_TMP/order"
c0=$(sed -n 1p "$TEST_TMP/order")
c1=$(sed -n 2p "$TEST_TMP/order")
title_of()
{
	echo "gitview: linear: $(echo "$1" | cut -c1-7) $(git log -1 --format=%s "$1")"
}
_title_is()
{
	[ "$(gv_title)" = "$1" ]
}

gv_start || exit 1
expect_primary window-start "$c0" "$TEST_TMP/order"
wait_for 3 _title_is "$(title_of "$c0")"
check title-at-start "$(title_of "$c0")" "$(gv_title)"
gv_key j
wait_for 3 _title_is "$(title_of "$c1")"
check title-after-j "$(title_of "$c1")" "$(gv_title)"
# WM_NAME for window managers without EWMH; c1's subject is ASCII
check wm-name "$(title_of "$c1")" "$(gv_prop WM_NAME)"
gv_key k
wait_for 3 _title_is "$(title_of "$c0")"
check title-after-k "$(title_of "$c0")" "$(gv_title)"
check net-wm-name-type UTF8_STRING "$(xprop -id "$GV_WID" _NET_WM_NAME | sed -n 's/^_NET_WM_NAME(\([^)]*\)).*/\1/p')"

check wm-class '"gitview", "Gitview"' "$(xprop -id "$GV_WID" -notype WM_CLASS | sed 's/^WM_CLASS = //')"
check net-wm-pid "$GV_PID" "$(xprop -id "$GV_WID" -notype _NET_WM_PID | sed 's/^_NET_WM_PID = //')"
case $(xprop -id "$GV_WID" -notype WM_PROTOCOLS) in
*WM_DELETE_WINDOW*) pass wm-protocols-delete ;;
*) fail wm-protocols-delete "WM_PROTOCOLS: $(xprop -id "$GV_WID" -notype WM_PROTOCOLS)" ;;
esac
# it tiles: not override-redirect
case $(xwininfo -id "$GV_WID" -all 2>/dev/null | grep 'Override Redirect State') in
*yes*) fail not-override-redirect "window is override-redirect" ;;
*) pass not-override-redirect ;;
esac
# no minimum size larger than a few rows
minh=$(xprop -id "$GV_WID" WM_NORMAL_HINTS | sed -n 's/.*minimum size: [0-9]* by \([0-9]*\).*/\1/p')
if [ -z "$minh" ] || [ "$minh" -le 200 ]; then
	pass min-size-small
else
	fail min-size-small "minimum height $minh"
fi
# everything lives in the one window
nwin=$(xdotool search --onlyvisible --pid "$GV_PID" 2>/dev/null | wc -l)
check one-window 1 "$nwin"

pid=$GV_PID
# the git processes it spawned (rev-list, cat-file, ...) go with it
kids=$(proc_children "$GV_PID" | cut -d' ' -f1)
quit_check q-exit-status
_kids_gone()
{
	for _k in $kids; do
		proc_gone "$_k" || return 1
	done
}
if wait_for 3 _kids_gone; then
	pass q-no-child-left
else
	for k in $kids; do
		proc_gone "$k" || echo "$k $(proc_args "$k")"
	done > "$TEST_TMP/kids"
	fail q-no-child-left "gitview's children outlive it" "$TEST_TMP/kids"
fi
wait_for 2 sh -c '[ -z "$(xdotool search --pid "$1" 2>/dev/null)" ]' sh "$pid"
check_empty q-no-window-left "$(gv_windows "$pid")"

# WM_DELETE_WINDOW, as a window manager would send it
cat > "$TEST_TMP/wmdelete.c" <<'CEOF'
#include <X11/Xlib.h>
#include <stdlib.h>
int
main(int argc, char *argv[])
{
	Display *dpy;
	XEvent ev = { 0 };

	if (argc < 2 || !(dpy = XOpenDisplay(NULL)))
		return 2;
	ev.xclient.type = ClientMessage;
	ev.xclient.window = strtoul(argv[1], NULL, 0);
	ev.xclient.message_type = XInternAtom(dpy, "WM_PROTOCOLS", False);
	ev.xclient.format = 32;
	ev.xclient.data.l[0] = XInternAtom(dpy, "WM_DELETE_WINDOW", False);
	ev.xclient.data.l[1] = CurrentTime;
	XSendEvent(dpy, ev.xclient.window, False, NoEventMask, &ev);
	XCloseDisplay(dpy);
	return 0;
}
CEOF
if ${CC:-cc} -o "$TEST_TMP/wmdelete" "$TEST_TMP/wmdelete.c" $(pkg-config --cflags --libs x11 2>/dev/null || echo -lX11) 2>"$TEST_TMP/cc.err"; then
	gv_start && {
		expect_primary delete-start "$c0" "$TEST_TMP/order"
		"$TEST_TMP/wmdelete" "$GV_WID"
		gv_wait 5
		check wm-delete-window-exits 0 $?
	}
else
	fail wm-delete-window-exits "cannot compile the WM_DELETE_WINDOW sender" "$TEST_TMP/cc.err"
fi

# a repository with no commits: a window with a message, not an error.
# With no commit y copies nothing, so r is the round trip: its "loaded"
# trace comes once gitview has handled the keys before it.
empty_sync()
{
	_es_n=$(grep -c 'trace: .*loaded' "$GV_ERR")
	gv_key r
	wait_for 5 _more_loaded "$_es_n"
}
_more_loaded()
{
	[ "$(grep -c 'trace: .*loaded' "$GV_ERR")" -gt "$1" ]
}
in_fixture empty
echo 'before gitview' | xclip -i -selection primary >/dev/null 2>&1
wait_for 3 _primary_is 'before gitview'
if gv_start; then
	pass empty-window
	gv_wait_loaded 10
	empty_sync
	if proc_alive "$GV_PID"; then pass empty-stays-up; else fail empty-stays-up "gitview exited" "$GV_ERR"; fi
	gv_key j k End Home Next Prior G g
	empty_sync
	if proc_alive "$GV_PID"; then pass empty-keys-survive; else fail empty-keys-survive "gitview exited after keys" "$GV_ERR"; fi
	p=$(primary)
	if is_sha "$p"; then fail empty-no-sha "PRIMARY is a SHA1: $p"; else pass empty-no-sha; fi
	case $(gv_title) in
	'gitview: empty'*) pass empty-title ;;
	*) fail empty-title "title '$(gv_title)'" ;;
	esac
	quit_check empty-q-exit-status
fi

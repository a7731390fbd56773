/* See LICENSE file for copyright and license details.
 *
 * x.c: the X front end, on top of git -> parse -> model -> view -> pixels:
 * the window, its events dispatched through config.h's keys[] and
 * buttons[] to the core (gitview.h), and the loop, poll() on X and the
 * core's sources, so that keys are answered while git talks. panes.c
 * (panes.h) paints; xsel.c (xsel.h) owns PRIMARY and CLIPBOARD. To
 * understand everything, start reading main().
 */
#include <errno.h>
#include <fcntl.h>
#include <locale.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/keysym.h>
#include <X11/Xft/Xft.h>

#include "draw.h"
#include "graph.h"
#include "pipe.h"
#include "parse.h"
#include "hunk.h"
#include "util.h"
#include "gitview.h"
#include "load.h"
#include "list.h"
#include "text.h"
#include "patch.h"
#include "pane.h"
#include "goto.h"
#include "find.h"
#include "refsview.h"
#include "fileview.h"
#include "linelog.h"
#include "menu.h"
#include "panes.h"
#include "usercmd.h"
#include "win.h"
#include "xsel.h"

#define CLEANMASK(m)  ((m) & (ControlMask | Mod1Mask | Mod4Mask))
#define EDGE          2      /* the focused pane's edge, 96-dpi pixels */
#define GRAB          2      /* a press this near a divider drags it */
#define ZOOMSTEP      1.15   /* Ctrl-plus: the fonts this much bigger */
#define ZOOMMIN       0.3
#define ZOOMMAX       5.0

enum { ClkGoto, ClkList, ClkText, ClkFiles, ClkStatus, ClkLast };
enum { WMProtocols, WMDelete, NetWMName, NetWMPid, Utf8, AtomLast };

typedef struct {
	int pane;
	unsigned int mod;
	KeySym keysym;
	int cmd;                /* gitview.h's */
	const Arg arg;
} Key;

typedef struct {
	unsigned int click, button;
	void (*func)(const Arg *);
	const Arg arg;
} Button;

static struct {
	Display *dpy;
	int scr;
	Window root, win;
	Atom atom[AtomLast];
	int mapped, gone, urgent;  /* gone: destroyed by another client; urgent: an event, repaint now */
	Time evtime;            /* of the last event: for the selections */
	double lastdraw;
} xw = { .evtime = CurrentTime };

static Drw *drw;
static Theme clr;
static const Geom *pn;  /* where the panes are: panes.c's */

static struct {
	int x, y;
	unsigned int button;
	int presses, clicks;    /* button presses so far; 1, 2, 3 in a row */
	int drag;               /* 1, 2: a divider is being dragged; 3 text; 4 line numbers;
	                         * 5 + a pane: its scroll bar */
	int dragline;           /* 4: the file view's line it began on */
	Time lastclick;
	int filek, filepress;   /* the files pane's last press: its row, its number */
} ptr;

static Sizes sz = { .zoom = 1.0, .scale = 1.0, .px = 1 };

/* a click in the goto bar: its buttons, or the field (middle: paste) */
static void
gotopress(const Arg *arg)
{
	(void)arg;
	if (ptr.x >= pn->back.x && ptr.x < pn->back.x + pn->back.w)
		list_history(&(Arg){ .i = -1 });
	else if (ptr.x >= pn->fwd.x && ptr.x < pn->fwd.x + pn->fwd.w)
		list_history(&(Arg){ .i = +1 });
	else if (ptr.x >= pn->gobtn.x && ptr.x < pn->gobtn.x + pn->gobtn.w)
		goto_run();
	else if (ptr.x >= pn->field.x && ptr.x < pn->field.x + pn->field.w) {
		goto_focus(NULL);
		if (ptr.button == Button2)
			win_paste();
	}
}

static void
selectpointer(const Arg *arg)
{
	int r = list_top() + (ptr.y - pn->list.y) / pn->rowh, col, c;

	(void)arg;
	if (r >= list_rows() || r - list_top() >= core_layout()->listrows)  /* past the last whole row */
		return;
	/* an arrow: the commit at the line's other end */
	if (list_rowlocal(r) < 0 && (col = panes_lanecol(ptr.x)) >= 0 &&
	    (c = lanes_arrow(load_graph(), list_graphrow(r), col)) >= 0 && graph_row(load_graph(), c) >= 0) {
		list_selectcommit(c);
		return;
	}
	if (list_sel() >= 0 && list_rowcommit(r) == list_sel() && xsel_primary() != list_primhex()) {
		win_ownprimary(list_primhex());  /* a click on the selected commit: PRIMARY back */
		pane_selset(pane_sel()->a, pane_sel()->b, pane_sel()->mode, 0);
		core_dirty(DirtyText);
	}
	list_selectrow(r);
}

/* actions of the pointer and of the window, for config.h */
static void menupress(const Arg *arg);
static void textpress(const Arg *arg);
static void filespress(const Arg *arg);
static void wheel(const Arg *arg);
static void zoom(const Arg *arg);
static void keyshelp(const Arg *arg);
static void menukey(const Arg *arg);

/* the commands the window runs itself (gitview.h) */
static void (*const own[CommandLast])(const Arg *) = {
	[Zoom] = zoom, [KeysHelp] = keyshelp, [MenuKey] = menukey,
};

#include "config.h"

typedef char lanecolours_fit[LEN(lanecolors) >= 1 && LEN(lanecolors) <= 256 ? 1 : -1];
typedef char keysyms_match[SymTab == XK_Tab && SymBackTab == XK_ISO_Left_Tab &&
                           SymReturn == XK_Return && SymEnter == XK_KP_Enter &&
                           SymEscape == XK_Escape && SymUp == XK_Up && SymDown == XK_Down &&
                           XK_j == 'j' && XK_k == 'k' && XK_y == 'y' && XK_Y == 'Y' ? 1 : -1];
const unsigned int nlanecolors = LEN(lanecolors);

/* a press, on the place of the one before when same: the clicks in a
 * row (1, 2, 3), each within doubleclick ms of the one before */
static int
multiclick(int same)
{
	ptr.clicks = same && xw.evtime - ptr.lastclick < doubleclick && ptr.clicks < 3 ?
	             ptr.clicks + 1 : 1;
	ptr.lastclick = xw.evtime;
	return ptr.clicks;
}

/* n 96-dpi pixels, in this screen's: at least 1 */
static int
scaled(int n)
{
	return MAX(1, (int)(n * sz.scale + 0.5));
}

/* the right button: what is under the pointer becomes the thing at hand
 * (the commit, the file, the patch line), as with the left one, and its
 * menu opens there */
static void
menupress(const Arg *arg)
{
	int r, k, pane;
	Pos p;

	(void)arg;
	if (ptr.y >= pn->list.y && ptr.y < pn->list.y + pn->list.h) {
		r = list_top() + (ptr.y - pn->list.y) / pn->rowh;
		if (r >= list_rows())
			return;
		core_setfocus(pane = PaneList);
		list_selectrow(r);
	} else if (ptr.y >= pn->text.y && ptr.y < pn->status.y && ptr.x >= pn->files.x) {
		k = pane_filestop() + (ptr.y - pn->files.y) / pn->rowh;
		if (fview_tree()->on || k >= patch_files()->n)
			return;
		core_setfocus(pane = PaneFiles);
		pane_gotofile(k);
	} else if (ptr.y >= pn->text.y && ptr.y < pn->status.y && !fview_on()) {
		p = panes_posat(ptr.x, ptr.y);
		core_setfocus(pane = PaneText);
		pane_selset(p, p, 1, 0);
	} else {
		return;
	}
	menu_open(pane, ptr.x, ptr.y);
}

/* the Menu key, Shift-F10: the focused pane's menu at its top left */
static void
menukey(const Arg *arg)
{
	const Rect *r = core_focus() == PaneFiles ? &pn->files : core_focus() == PaneText ? &pn->text : &pn->list;
	int y = r->y;

	(void)arg;
	if (core_focus() == PaneList && list_selrow() >= list_top())
		y += (list_selrow() - list_top() + 1) * pn->rowh;
	menu_open(core_focus(), r->x + 2 * pn->charw, MIN(y, r->y + r->h - pn->rowh));
}

/* F1: the focused pane's keys, from keys[] itself */
static void
keyshelp(const Arg *arg)
{
	unsigned int i;

	(void)arg;
	overlay_helpopen();
	for (i = 0; i < LEN(keys); i++)
		if (keys[i].pane == core_focus() || keys[i].pane == PaneAny)
			overlay_helpadd(keys[i].mod, keys[i].keysym, keys[i].cmd, keys[i].arg.i);
}

static void
textpress(const Arg *arg)
{
	Pos p;
	int line;

	(void)arg;
	if (fview_view()->on) {  /* a click on a line: the cursor; on its annotation: go */
		core_setfocus(PaneText);
		line = (ptr.y - pn->text.y) / pn->rowh - 1;
		line = line < 0 ? -1 : fview_view()->at.top + line;
		multiclick(line == pane_sel()->a.line);
		pane_selset((Pos){ line, 0 }, pane_sel()->b, pane_sel()->mode, pane_sel()->on);
		if (ptr.clicks == 3) {  /* a triple-click copies the line */
			fview_copy(line);
		} else if (line >= 0 && line < fview_view()->text.n && ptr.clicks == 1 &&
		           panes_onnumbers(ptr.x)) {  /* lines chosen for L */
			linelog_drag(ptr.dragline = line, line);
			ptr.drag = 4;
		} else if (line >= 0 && line < fview_view()->text.n && ptr.clicks == 1) {
			fview_show(line);
			if (ptr.x < pn->text.x + ANNCOLS * pn->charw)
				fview_select();
		}
		core_dirty(DirtyAll);
		return;
	}
	p = panes_posat(ptr.x, ptr.y);
	core_setfocus(PaneText);
	multiclick(p.line == pane_sel()->a.line);
	pane_selset(p, p, ptr.clicks, ptr.clicks > 1);
	ptr.drag = 3;
}

static void
filespress(const Arg *arg)
{
	int k = pane_filestop() + (ptr.y - pn->files.y) / pn->rowh;
	int twice = multiclick(k == ptr.filek && ptr.presses == ptr.filepress + 1) >= 2;

	(void)arg;
	ptr.filek = k, ptr.filepress = ptr.presses;
	core_setfocus(PaneFiles);
	core_dirty(DirtyAll);
	if (fview_tree()->on) {
		fview_treepick(k);
		return;
	}
	pane_gotofile(k);
	if (twice && k < patch_files()->n)  /* a double-click opens the file view */
		fview_blame(NULL);
}

static void
wheel(const Arg *arg)
{
	if (ptr.y < pn->list.y + pn->list.h)
		list_scroll(arg);
	else if (ptr.x < pn->files.x && fview_on())
		fview_scroll(arg->i * wheelrows);
	else if (ptr.x < pn->files.x)
		pane_settop(pane_top() + arg->i * wheelrows);
	else
		pane_filescroll(arg->i * wheelrows);
}

/* a drag on pane's scroll bar: the thumb's middle to the pointer */
static void
bardrag(int pane, int y)
{
	Rect b;
	int top, shown, total, t;

	if (!overlay_barat(pane, &b, &top, &shown, &total))
		return;
	t = (int)((double)(y - b.y) * total / MAX(1, b.h)) - shown / 2;
	t = MAX(0, MIN(t, total - shown));
	if (pane == PaneList)
		list_settop(t);
	else if (pane == PaneText && fview_on())
		fview_scroll(t - top);
	else if (pane == PaneText)
		pane_settop(t);
	else if (fview_tree()->on)
		pane_setfilestop(t);
	else
		pane_filescroll(t - top);
	core_dirty(DirtyAll);
}

/* is the point on a pane's scroll bar? Its pane, or -1 */
static int
onbar(int x, int y)
{
	Rect b;
	int p, top, shown, total;

	for (p = PaneList; p <= PaneFiles; p++)
		if (overlay_barat(p, &b, &top, &shown, &total) && x >= b.x && x < b.x + b.w &&
		    y >= b.y && y < b.y + b.h)
			return p;
	return -1;
}

/* the menu's entry at the point (as overlay.c draws them, below a
 * border of a pixel), or -1 */
static int
menuentry(int x, int y)
{
	if (!menu_get()->on || x < pn->menu.x || x >= pn->menu.x + pn->menu.w ||
	    y < pn->menu.y || y >= pn->menu.y + pn->menu.h)
		return -1;
	return MAX(0, MIN(menu_get()->n - 1, (y - pn->menu.y - sz.px) / pn->rowh));
}

static void
buttonpress(XEvent *e)
{
	XButtonEvent *ev = &e->xbutton;
	unsigned int i, click;
	int bar;

	xw.evtime = ev->time;
	ptr.x = ev->x, ptr.y = ev->y;
	ptr.button = ev->button;
	ptr.presses++;
	xw.urgent = 1;
	if (menu_get()->on) {  /* a click on an entry runs it; elsewhere, closes the menu */
		if (menuentry(ev->x, ev->y) >= 0 && (ev->button == Button1 || ev->button == Button3)) {
			core_act();
			gitview_do(MenuPick, &(Arg){ .i = menuentry(ev->x, ev->y) });
		} else {
			gitview_do(MenuClose, NULL);
		}
		return;
	}
	if (ev->button == Button1 && pn->text.h > 0 && abs(ev->y - pn->text.y) <= sz.grab) {
		ptr.drag = 1;  /* the divider under the list */
		return;
	}
	if (ev->button == Button1 && ev->y > pn->text.y && ev->y < pn->status.y &&
	    abs(ev->x - pn->files.x) <= sz.grab) {
		ptr.drag = 2;  /* the divider between the commit and files panes */
		return;
	}
	if (ev->button == Button1 && (bar = onbar(ev->x, ev->y)) >= 0) {
		ptr.drag = 5 + bar;
		bardrag(bar, ev->y);
		return;
	}
	click = ev->y < pn->gotobar.h ? ClkGoto : ev->y < pn->text.y ? ClkList :
	        ev->y >= pn->status.y ? ClkStatus : ev->x < pn->files.x ? ClkText : ClkFiles;
	if (click == ClkList && refsview_open()) {  /* over the references view: a middle click pastes */
		if (ev->button == Button2)
			win_paste();
		return;
	}
	if (click != ClkGoto && core_focus() == PaneGoto) {
		core_setfocus(PaneList);
		core_dirty(DirtyAll);
	}
	if (click == ClkList && ev->button == Button1 && core_focus() != PaneList)
		core_setfocus(PaneList);
	for (i = 0; i < LEN(buttons); i++)
		if ((buttons[i].click == click || buttons[i].click == ClkLast) &&
		    buttons[i].button == ev->button) {
			core_act();
			buttons[i].func(&buttons[i].arg);
		}
}

static void
motionnotify(XEvent *e)
{
	XMotionEvent *ev = &e->xmotion;
	int avail = MAX(1, pn->h - pn->rowh), k;
	Pos p;
	XEvent next;

	/* only the latest place matters, of the motions in a row: not one
	 * past a press or a release (a drag's end taken for a click) */
	while (XPending(xw.dpy) && (XPeekEvent(xw.dpy, &next), next.type == MotionNotify) &&
	       next.xmotion.window == xw.win)
		XNextEvent(xw.dpy, e);
	xw.evtime = ev->time;
	if (!ptr.drag) {  /* the menu's entry under the pointer is the one chosen */
		if ((k = menuentry(ev->x, ev->y)) >= 0 && k != menu_get()->cur) {
			gitview_do(MenuMove, &(Arg){ .i = k - menu_get()->cur });
			xw.urgent = 1;
		}
		return;
	}
	if (ptr.drag == 1) {
		panes_layout(pn->w, pn->h, MAX(0.05, MIN(0.95, (double)(ev->y - pn->gotobar.h) /
		             MAX(1, avail - pn->gotobar.h))), pn->textfrac);
		list_follow();
	} else if (ptr.drag == 2) {
		panes_layout(pn->w, pn->h, pn->listfrac, MAX(0.05, MIN(0.95, (double)ev->x / MAX(1, pn->w))));
	} else if (ptr.drag >= 5) {
		bardrag(ptr.drag - 5, ev->y);
	} else if (ptr.drag == 4) {
		linelog_drag(ptr.dragline, fview_view()->at.top + (ev->y - pn->text.y) / pn->rowh - 1);
	} else if (ptr.drag == 3) {
		p = panes_posat(ev->x, ev->y);
		if (p.line != pane_sel()->b.line || p.col != pane_sel()->b.col) {
			pane_selset(pane_sel()->a, p, pane_sel()->mode, 1);
			if (ev->y >= pn->text.y + pn->text.h)
				pane_settop(pane_top() + 1);
			else if (ev->y < pn->text.y)
				pane_settop(pane_top() - 1);
			core_dirty(DirtyText);
		}
	}
	xw.urgent = 1;
}

static void
buttonrelease(XEvent *e)
{
	const char *b;
	const struct Line *l;
	int c;

	xw.evtime = e->xbutton.time;
	if (ptr.drag == 3 && e->xbutton.button == Button1) {
		if (pane_sel()->on) {
			pane_selcopy();
		} else if (ptr.clicks == 1 && pane_sel()->a.line >= 0 && pane_sel()->a.line < pane_tlines()) {
			/* a click on a Parent: or Child: line goes there */
			l = pane_tline(pane_sel()->a.line, &b);
			if (l->style == LineLink && l->data >= 0 && graph_row(load_graph(), l->data) >= 0)
				list_selectcommit(l->data);
			else if ((c = pane_msglink(pane_sel()->a)) >= 0)  /* a commit named in the message */
				list_selectcommit(c);
			else if (patch_narrow() < 0)  /* Branches: +K more */
				text_unfold(pane_sel()->a.line, pane_sel()->a.col);
		}
	}
	ptr.drag = 0;
	xw.urgent = 1;
}

static void
clientmessage(XEvent *e)
{
	if (e->xclient.message_type == xw.atom[WMProtocols] &&
	    (Atom)e->xclient.data.l[0] == xw.atom[WMDelete])
		quit(NULL);
}

/* destroyed without WM_DELETE_WINDOW (xdotool windowclose): the end too */
static void
destroynotify(XEvent *e)
{
	if (e->xdestroywindow.window != xw.win)
		return;
	xw.gone = 1;
	quit(NULL);
}

static void
configurenotify(XEvent *e)
{
	XConfigureEvent *ev = &e->xconfigure;

	if (ev->width == pn->w && ev->height == pn->h)
		return;
	drw_resize(drw, ev->width, ev->height);
	panes_layout(ev->width, ev->height, pn->listfrac, pn->textfrac);
	list_follow();
	pane_settop(pane_top());
	xw.urgent = 1;
}

static void
expose(XEvent *e)
{
	if (!xw.mapped || core_wants() & DirtyList)
		return;  /* unmapped, or the coming repaint copies everything */
	drw_map(drw, xw.win, e->xexpose.x, e->xexpose.y, e->xexpose.width, e->xexpose.height);
}

/* a key as the goto field and the prompt know it (gitview.h: Ed...) */
static int
editkey(KeySym sym, unsigned int state)
{
	static const struct { unsigned int mod; KeySym sym; int key; } eds[] = {
		{ ControlMask, XK_u, EdKillStart }, { ControlMask, XK_w, EdKillWord }, { ControlMask, XK_a, EdHome },
		{ ControlMask, XK_e, EdEnd }, { 0, XK_Tab, EdTab }, { 0, XK_ISO_Left_Tab, EdTab }, { 0, XK_Return, EdEnter },
		{ 0, XK_KP_Enter, EdEnter }, { 0, XK_Escape, EdCancel }, { 0, XK_Up, EdUp }, { 0, XK_Down, EdDown },
		{ 0, XK_Left, EdLeft }, { 0, XK_Right, EdRight }, { 0, XK_Home, EdHome }, { 0, XK_End, EdEnd },
		{ 0, XK_BackSpace, EdBackspace }, { 0, XK_Delete, EdDelete }, { 0, XK_Prior, EdPageUp },
		{ 0, XK_Next, EdPageDown },
	};
	unsigned int i;

	if (IsModifierKey(sym) || (sym == XK_Insert && !(state & ShiftMask)))
		return EdIgnore;
	if (sym == XK_Insert)
		return EdPaste;
	for (i = 0; i < LEN(eds); i++)
		if (eds[i].sym == sym && eds[i].mod == (state & ControlMask))
			return eds[i].key;
	return state & ControlMask ? EdOther : EdText;
}

/* the keys' list (F1) has the keys while open (win.h) */
int
win_key(const KeyEvent *k)
{
	if (!overlay_helpon())
		return 0;
	if (!k->modifier)
		overlay_helpkey(k->sym);
	return 1;
}

/* the key as the core takes it, with what keys[] binds in the focused
 * pane; the core offers it to its parts, and may give back one of the
 * window's own commands */
static void
keypress(XEvent *e)
{
	XKeyEvent *ev = &e->xkey;
	char buf[32];
	KeySym sym;
	KeyEvent k;
	unsigned int i;
	int n, cmd;

	xw.evtime = ev->time;
	xw.urgent = 1;
	n = XLookupString(ev, buf, sizeof(buf), &sym, NULL);
	k = (KeyEvent){ .ed = editkey(sym, ev->state), .text = buf, .len = n,
	                .mod = CLEANMASK(ev->state), .sym = sym, .modifier = IsModifierKey(sym) };
	for (i = 0; i < LEN(keys) && !k.cmd; i++)
		if (keys[i].keysym == sym && CLEANMASK(keys[i].mod) == CLEANMASK(ev->state) &&
		    (!(keys[i].mod & ShiftMask) || ev->state & ShiftMask) &&
		    (keys[i].pane == core_focus() || keys[i].pane == PaneAny)) {
			k.cmd = keys[i].cmd, k.arg = keys[i].arg;
			k.name = XKeysymToString(sym) ? XKeysymToString(sym) : "?";
		}
	if ((cmd = gitview_key(&k)) != NoCommand && own[cmd])
		own[cmd](&k.arg);
}

static void
mappingnotify(XEvent *e)
{
	XRefreshKeyboardMapping(&e->xmapping);
}

static void (*handler[LASTEvent])(XEvent *) = {
	[ButtonPress] = buttonpress, [ButtonRelease] = buttonrelease, [MotionNotify] = motionnotify,
	[ClientMessage] = clientmessage, [ConfigureNotify] = configurenotify,
	[DestroyNotify] = destroynotify, [Expose] = expose, [KeyPress] = keypress,
	[MappingNotify] = mappingnotify, [SelectionClear] = xsel_clear,
	[SelectionNotify] = xsel_notify, [SelectionRequest] = xsel_request,
	[PropertyNotify] = xsel_property,
};

/* win.h: what the core asks of the window */
void
win_show(void)
{
	if (xw.mapped)
		return;
	XMapRaised(xw.dpy, xw.win);
	xw.mapped = 1;
	core_dirty(DirtyList | DirtyStatus);
}

void
win_title(const char *title)
{
	Xutf8SetWMProperties(xw.dpy, xw.win, title, title, NULL, 0, NULL, NULL, NULL);
	XChangeProperty(xw.dpy, xw.win, xw.atom[NetWMName], xw.atom[Utf8], 8, PropModeReplace, (const unsigned char *)title, strlen(title));
}

/* the fonts at sz.zoom times their size, every size with them: the scale
 * is the first font's pixels (at Xft's dpi, Xft.dpi if set) over basepx */
static void
setfont(void)
{
	drw_fontset_create(drw, fonts, LEN(fonts), sz.zoom);
	sz.scale = drw->fonts->px / basepx;
	sz = (Sizes){ .zoom = sz.zoom, .scale = sz.scale, .px = scaled(1), .pitch = scaled(lanepitch),
	              .lanew = scaled(lanewidth), .dot = scaled(dotradius), .edge = scaled(EDGE), .grab = scaled(GRAB),
	              .bar = scaled(barwidth) };
	drw->linew = sz.px;
	panes_font(&sz, drw->fonts->h + scaled(rowpad), MAX(1, drw_textw(drw, "0", 1)));
}

/* Ctrl-plus, Ctrl-minus, Ctrl-0: the fonts bigger, smaller, as set */
static void
zoom(const Arg *arg)
{
	sz.zoom = arg->i ? MAX(ZOOMMIN, MIN(ZOOMMAX, sz.zoom * (arg->i > 0 ? ZOOMSTEP : 1 / ZOOMSTEP))) : 1.0;
	setfont();
	panes_layout(pn->w, pn->h, pn->listfrac, pn->textfrac);
	list_follow();
	pane_settop(pane_top());
}

/* the repaint, at most every drawms while loading: ms to the next, or -1 */
static int
drawtimeout(void)
{
	double wait;

	if (!core_wants())
		return -1;
	wait = (load_state() != LoadRunning) || xw.urgent ? 0 : drawms - (core_ms() - xw.lastdraw);
	if (wait > 0)
		return wait + 1;
	if (xw.mapped) {
		panes_draw(xw.win);
		xw.urgent = 0;
		xw.lastdraw = core_ms();
	}
	return -1;
}

static int
soonest(int a, int b)
{
	return a < 0 ? b : b < 0 ? a : MIN(a, b);
}

static void
run(void)
{
	struct pollfd pfd[1 + CORE_FDS];
	XEvent ev;
	int timeout, n;

	while (gitview_running() > 0) {
		while (gitview_running() > 0 && XPending(xw.dpy)) {
			XNextEvent(xw.dpy, &ev);
			if (handler[ev.type])
				handler[ev.type](&ev);
		}
		if (gitview_running() <= 0)
			break;
		timeout = gitview_update();
		timeout = soonest(timeout, drawtimeout());
		timeout = soonest(timeout, gitview_timeout());
		XFlush(xw.dpy);
		/* a round trip since the drain (a selection owner asked, a font
		 * opened) may have queued events poll would not see */
		if (QLength(xw.dpy) > 0)
			timeout = 0;
		pfd[0] = (struct pollfd){ .fd = ConnectionNumber(xw.dpy), .events = POLLIN };
		n = 1 + gitview_fds(pfd + 1, CORE_FDS);
		if (poll(pfd, n, timeout) < 0) {
			if (errno == EINTR)
				continue;
			die("poll:");
		}
		gitview_read(pfd + 1, n - 1);
	}
}

static int
xerror(Display *d, XErrorEvent *ee)
{
	(void)d;
	/* a requestor that went away before we answered it */
	if (ee->error_code == BadWindow || ee->error_code == BadAtom)
		return 0;
	fprintf(stderr, "gitview: X error %d, request %d\n", ee->error_code, ee->request_code);
	return 0;
}

static int
xioerror(Display *d)
{
	(void)d;
	fprintf(stderr, "gitview: lost the connection to the X server\n");
	exit(gitview_end(1));
}

static void
setup(void)
{
	static Clr lane[LEN(lanecolors)], status[LEN(statuscolors)];
	static char *names[AtomLast] = {
		"WM_PROTOCOLS", "WM_DELETE_WINDOW", "_NET_WM_NAME", "_NET_WM_PID", "UTF8_STRING",
	};
	XSetWindowAttributes wa;
	XClassHint ch = { "gitview", "Gitview" };
	XSizeHints sh;
	long pid = getpid();
	unsigned int i;
	int w, h;

	if (!setlocale(LC_CTYPE, "") || !XSupportsLocale())
		fputs("gitview: no locale support\n", stderr);
	if (!(xw.dpy = XOpenDisplay(NULL)))
		die("cannot open display");
	fcntl(ConnectionNumber(xw.dpy), F_SETFD, FD_CLOEXEC);
	XSetErrorHandler(xerror);
	XSetIOErrorHandler(xioerror);
	xw.scr = DefaultScreen(xw.dpy);
	xw.root = RootWindow(xw.dpy, xw.scr);
	XInternAtoms(xw.dpy, names, AtomLast, False, xw.atom);
	drw = drw_create(xw.dpy, xw.scr, xw.root, 1, 1);
	setfont();
	load_readahead("fonts open");
	w = MIN(scaled(winwidth), DisplayWidth(xw.dpy, xw.scr));
	h = MIN(scaled(winheight), DisplayHeight(xw.dpy, xw.scr));
	drw_resize(drw, w, h);
	clr = (Theme){ .lane = lane, .status = status, .marklabel = marklabel,
	               .authormin = authormin, .subjectmin = subjectmin, .subjectpct = subjectpct };
	for (i = 0; i < SchemeLast; i++)
		if (drw_clr_create(drw, &clr.scheme[i][ColFg], colors[i][ColFg]) < 0 ||
		    drw_clr_create(drw, &clr.scheme[i][ColBg], colors[i][ColBg]) < 0)
			die("cannot allocate colour %s", colors[i][0]);
	for (i = 0; i < LEN(lanecolors); i++)
		if (drw_clr_create(drw, &clr.lane[i], lanecolors[i]) < 0)
			die("cannot allocate colour %s", lanecolors[i]);
	for (i = 0; i < LEN(statuscolors); i++)
		if (drw_clr_create(drw, &clr.status[i], statuscolors[i]) < 0)
			die("cannot allocate colour %s", statuscolors[i]);
	pn = panes_init(drw, &clr);
	panes_layout(w, h, listpct / 100.0, textpct / 100.0);
	wa = (XSetWindowAttributes){ .background_pixel = clr.scheme[SchemeNorm][ColBg].pixel,
	    .bit_gravity = NorthWestGravity, .event_mask = ExposureMask | KeyPressMask |
	    ButtonPressMask | ButtonReleaseMask | PointerMotionMask | StructureNotifyMask };
	xw.win = XCreateWindow(xw.dpy, xw.root, 0, 0, pn->w, pn->h, 0, DefaultDepth(xw.dpy, xw.scr),
	    InputOutput, DefaultVisual(xw.dpy, xw.scr), CWBackPixel | CWBitGravity | CWEventMask, &wa);
	sh = (XSizeHints){ .flags = PMinSize, .min_width = 20 * pn->charw, .min_height = 3 * pn->rowh };
	Xutf8SetWMProperties(xw.dpy, xw.win, "gitview", "gitview", NULL, 0, &sh, NULL, &ch);
	XChangeProperty(xw.dpy, xw.win, xw.atom[NetWMPid], XA_CARDINAL, 32, PropModeReplace, (unsigned char *)&pid, 1);
	XSetWMProtocols(xw.dpy, xw.win, &xw.atom[WMDelete], 1);
	xsel_init(xw.dpy, xw.win, &xw.evtime);
	settitle();
}

int
main(int argc, char *argv[])
{
	if (argc == 2 && !strcmp(argv[1], "-v")) {
		puts("gitview-" VERSION);
		return 0;
	}
	gitview_start(argc, argv, &(Setup){ usercmds, LEN(usercmds), difftool, patchdir });
	setup();
	run();
	if (!xw.gone && gitview_running() == 0)  /* killed: no wait for a clipboard manager */
		xsel_save();
	drw_free(drw);
	if (!xw.gone)
		XDestroyWindow(xw.dpy, xw.win);
	XCloseDisplay(xw.dpy);
	return gitview_end(0);
}

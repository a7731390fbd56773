/* See LICENSE file for copyright and license details.
 *
 * x.c: the X front end, on top of git -> parse -> model -> view -> pixels:
 * the window, its events handed to the core through its door (gitview.h,
 * door.c) as the commands config.h's keys[] and buttons[] name, and the
 * loop, poll() on X and the core's sources, so that keys are answered
 * while git talks. panes.c
 * (panes.h) paints; xsel.c (xsel.h) owns PRIMARY and CLIPBOARD. To
 * understand everything, start reading main().
 */
#include <errno.h>
#include <fcntl.h>
#include <locale.h>
#include <poll.h>
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
#include "core.h"
#include "usercmd.h"
#include "views.h"
#include "gitview.h"
#include "load.h"
#include "list.h"
#include "pane.h"
#include "goto.h"
#include "fileview.h"
#include "menu.h"
#include "panes.h"
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
	int cmd;                /* gitview.h's */
	const Arg arg;
} Button;

static struct {
	Display *dpy;
	int scr;
	Window root, win;
	Atom atom[AtomLast];
	int mapped;
	int gone;               /* destroyed by another client */
	int urgent;             /* an event came: repaint now */
	Time evtime;            /* of the last event: for the selections */
	double lastdraw;
} xw = { .evtime = CurrentTime };

static Drw *drw;
static Theme clr;
static const Geom *pn;  /* where the panes are: panes.c's */

/* what the pointer drags: the core's (gitview.h), then the window's */
enum { DragListDiv = DragLines + 1, DragFilesDiv, DragBar };  /* DragBar + a pane */

static struct {
	int x, y;
	unsigned int button;
	int presses;            /* button presses so far */
	int drag;               /* Drag...: what is being dragged */
	Time lastclick;
} ptr;

static Sizes sz = { .zoom = 1.0, .scale = 1.0, .px = 1 };

/* actions of the pointer and of the window, for config.h */
static void gotopress(const Arg *arg);
static void zoom(const Arg *arg);
static void keyshelp(const Arg *arg);
static void menukey(const Arg *arg);

/* the commands the window runs itself (gitview.h) */
static void (*const own[CommandLast])(const Arg *) = {
	[Zoom] = zoom, [KeysHelp] = keyshelp, [MenuKey] = menukey, [GotoPress] = gotopress,
};

#include "config.h"

typedef char lanecolours_fit[LEN(lanecolors) >= 1 && LEN(lanecolors) <= 256 ? 1 : -1];
typedef char keysyms_match[SymTab == XK_Tab && SymBackTab == XK_ISO_Left_Tab &&
                           SymReturn == XK_Return && SymEnter == XK_KP_Enter &&
                           SymEscape == XK_Escape && SymUp == XK_Up && SymDown == XK_Down &&
                           XK_j == 'j' && XK_k == 'k' && XK_y == 'y' && XK_Y == 'Y' ? 1 : -1];
const unsigned int nlanecolors = LEN(lanecolors);

/* n 96-dpi pixels, in this screen's: at least 1 */
static int
scaled(int n)
{
	return MAX(1, (int)(n * sz.scale + 0.5));
}

static int
inrect(const Rect *r, int x, int y)
{
	return x >= r->x && x < r->x + r->w && y >= r->y && y < r->y + r->h;
}

/* a command of the pointer's, on what is under it */
static int
onpointer(int cmd, const Click *c)
{
	return door_do(cmd, &(Arg){ .v = c });
}

/* where a press is, for buttons[], and its pane */
static int
clkat(int x, int y)
{
	return y < pn->gotobar.h ? ClkGoto : y < pn->text.y ? ClkList :
	       y >= pn->status.y ? ClkStatus : x < pn->files.x ? ClkText : ClkFiles;
}

static const int clkpane[ClkLast] = {
	[ClkGoto] = PaneGoto, [ClkList] = PaneList, [ClkText] = PaneText, [ClkFiles] = PaneFiles,
	[ClkStatus] = PaneAny,
};

/* the pane a command of buttons[] acts on: the wheel's and the menu's
 * by their own bounds; -1 (PaneAny) for none */
static int
paneat(int cmd, int x, int y)
{
	if (cmd == Wheel)
		return y < pn->list.y + pn->list.h ? PaneList :
		       x < pn->files.x ? PaneText : PaneFiles;
	if (cmd == MenuAt && inrect(&pn->list, x, y))
		return PaneList;
	if (cmd == MenuAt)
		return y < pn->text.y || y >= pn->status.y ? PaneAny :
		       x >= pn->files.x ? PaneFiles : PaneText;
	return clkpane[clkat(x, y)];
}

/* what is under the point, for cmd: the pane's row, the text, the lane */
static Click
clickat(int cmd, int x, int y)
{
	Click c = { .pane = paneat(cmd, x, y), .button = ptr.button, .lanecol = -1,
	            .press = ptr.presses, .x = x, .y = y, .primary = xsel_primary() };
	Pos p;

	if (c.pane == PaneList)
		c.row = (y - pn->list.y) / pn->rowh;
	else if (c.pane == PaneText)
		c.row = (y - pn->text.y) / pn->rowh;
	else if (c.pane == PaneFiles)
		c.row = (y - pn->files.y) / pn->rowh;
	if (c.pane == PaneList && cmd == ListClick)
		c.lanecol = panes_lanecol(x), c.onfold = panes_onfold(c.row, x);
	if (((c.pane == PaneText && (cmd == TextClick || cmd == MenuAt)) || cmd == TextDrag) &&
	    !fview_on()) {  /* measured: only where it is wanted */
		p = panes_posat(x, y);
		c.line = p.line, c.col = p.col;
	}
	c.numbers = cmd == TextClick && panes_onnumbers(x);
	c.annot = x < pn->text.x + ANNCOLS * pn->charw;
	if (cmd == TextClick || cmd == FilesClick) {  /* within doubleclick ms of the one before */
		c.quick = xw.evtime - ptr.lastclick < doubleclick;
		ptr.lastclick = xw.evtime;
	}
	return c;
}

/* a click in the goto bar: its buttons, or the field (middle: paste) */
static void
gotopress(const Arg *arg)
{
	(void)arg;
	if (ptr.x >= pn->back.x && ptr.x < pn->back.x + pn->back.w)
		door_do(ListHistory, &(Arg){ .i = -1 });
	else if (ptr.x >= pn->fwd.x && ptr.x < pn->fwd.x + pn->fwd.w)
		door_do(ListHistory, &(Arg){ .i = +1 });
	else if (ptr.x >= pn->gobtn.x && ptr.x < pn->gobtn.x + pn->gobtn.w)
		door_do(GotoRun, NULL);
	else if (ptr.x >= pn->field.x && ptr.x < pn->field.x + pn->field.w) {
		door_do(GotoFocus, NULL);
		if (ptr.button == Button2)
			win_paste();
	}
}

/* the Menu key, Shift-F10: the focused pane's menu at its top left */
static void
menukey(const Arg *arg)
{
	int f = core_focus();
	const Rect *r = f == PaneFiles ? &pn->files : f == PaneText ? &pn->text : &pn->list;

	(void)arg;
	onpointer(MenuOpen, &(Click){ .pane = f, .x = r->x + 2 * pn->charw, .y = r->y, .h = r->h,
	                            .rowh = pn->rowh });
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
	onpointer(BarDrag, &(Click){ .pane = pane, .row = t, .step = top });
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

/* buttons[]'s commands for the press: the window's own, or the core's
 * on what is under the pointer */
static void
dobuttons(XButtonEvent *ev)
{
	unsigned int i;
	Click c;
	int d;

	for (i = 0; i < LEN(buttons); i++) {
		if ((buttons[i].click != ClkLast && (int)buttons[i].click != clkat(ev->x, ev->y)) ||
		    buttons[i].button != ev->button)
			continue;
		if (own[buttons[i].cmd]) {
			door_do(Act, NULL);
			own[buttons[i].cmd](&buttons[i].arg);
			continue;
		}
		c = clickat(buttons[i].cmd, ev->x, ev->y);
		c.step = buttons[i].arg.i;
		if ((d = onpointer(buttons[i].cmd, &c)) != DragNone && buttons[i].cmd == TextClick)
			ptr.drag = d;
	}
}

static void
buttonpress(XEvent *e)
{
	XButtonEvent *ev = &e->xbutton;
	int bar;

	xw.evtime = ev->time;
	ptr.x = ev->x, ptr.y = ev->y;
	ptr.button = ev->button;
	ptr.presses++;
	xw.urgent = 1;
	if (menu_get()->on) {  /* a click on an entry runs it; elsewhere, closes the menu */
		if (menuentry(ev->x, ev->y) >= 0 &&
		    (ev->button == Button1 || ev->button == Button3))
			door_do(MenuPick, &(Arg){ .i = menuentry(ev->x, ev->y) });
		else
			door_do(MenuClose, NULL);
		return;
	}
	if (ev->button == Button1 && pn->text.h > 0 && abs(ev->y - pn->text.y) <= sz.grab) {
		ptr.drag = DragListDiv;  /* the divider under the list */
		return;
	}
	if (ev->button == Button1 && ev->y > pn->text.y && ev->y < pn->status.y &&
	    abs(ev->x - pn->files.x) <= sz.grab) {
		ptr.drag = DragFilesDiv;  /* the divider between the commit and files panes */
		return;
	}
	if (ev->button == Button1 && (bar = onbar(ev->x, ev->y)) >= 0) {
		ptr.drag = DragBar + bar;
		bardrag(bar, ev->y);
		return;
	}
	if (onpointer(Press, &(Click){ .pane = paneat(NoCommand, ev->x, ev->y),
	                             .button = ev->button }))
		dobuttons(ev);
}

static void
motionnotify(XEvent *e)
{
	XMotionEvent *ev = &e->xmotion;
	int avail = MAX(1, pn->h - pn->rowh), k;
	Click c;
	XEvent next;

	/* only the latest place matters, of the motions in a row: not one
	 * past a press or a release (a drag's end taken for a click) */
	while (XPending(xw.dpy) && (XPeekEvent(xw.dpy, &next), next.type == MotionNotify) &&
	       next.xmotion.window == xw.win)
		XNextEvent(xw.dpy, e);
	xw.evtime = ev->time;
	if (!ptr.drag) {  /* the menu's entry under the pointer is the one chosen */
		if ((k = menuentry(ev->x, ev->y)) >= 0 && k != menu_get()->cur) {
			door_do(MenuMove, &(Arg){ .i = k - menu_get()->cur });
			xw.urgent = 1;
		}
		return;
	}
	if (ptr.drag == DragListDiv) {
		panes_layout(pn->w, pn->h, MAX(0.05, MIN(0.95, (double)(ev->y - pn->gotobar.h) /
		             MAX(1, avail - pn->gotobar.h))), pn->textfrac);
		onpointer(Refit, &(Click){ .step = 0 });
	} else if (ptr.drag == DragFilesDiv) {
		panes_layout(pn->w, pn->h, pn->listfrac,
		             MAX(0.05, MIN(0.95, (double)ev->x / MAX(1, pn->w))));
	} else if (ptr.drag >= DragBar) {
		bardrag(ptr.drag - DragBar, ev->y);
	} else if (ptr.drag == DragLines) {
		onpointer(LinesDrag, &(Click){ .row = (ev->y - pn->text.y) / pn->rowh });
	} else if (ptr.drag == DragText) {
		c = clickat(TextDrag, ev->x, ev->y);
		c.step = ev->y >= pn->text.y + pn->text.h ? +1 : ev->y < pn->text.y ? -1 : 0;
		onpointer(TextDrag, &c);
	}
	xw.urgent = 1;
}

static void
buttonrelease(XEvent *e)
{
	xw.evtime = e->xbutton.time;
	if (ptr.drag == DragText && e->xbutton.button == Button1)
		onpointer(TextRelease, &(Click){ .pane = PaneText });
	ptr.drag = DragNone;
	xw.urgent = 1;
}

static void
clientmessage(XEvent *e)
{
	if (e->xclient.message_type == xw.atom[WMProtocols] &&
	    (Atom)e->xclient.data.l[0] == xw.atom[WMDelete])
		door_do(Quit, NULL);
}

/* destroyed without WM_DELETE_WINDOW (xdotool windowclose): the end too */
static void
destroynotify(XEvent *e)
{
	if (e->xdestroywindow.window != xw.win)
		return;
	xw.gone = 1;
	door_do(Quit, NULL);
}

static void
configurenotify(XEvent *e)
{
	XConfigureEvent *ev = &e->xconfigure;

	if (ev->width == pn->w && ev->height == pn->h)
		return;
	drw_resize(drw, ev->width, ev->height);
	panes_layout(ev->width, ev->height, pn->listfrac, pn->textfrac);
	onpointer(Refit, &(Click){ .step = 1 });
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
		{ ControlMask, XK_u, EdKillStart }, { ControlMask, XK_w, EdKillWord },
		{ ControlMask, XK_a, EdHome }, { ControlMask, XK_e, EdEnd },
		{ 0, XK_Tab, EdTab }, { 0, XK_ISO_Left_Tab, EdTab }, { 0, XK_Return, EdEnter },
		{ 0, XK_KP_Enter, EdEnter }, { 0, XK_Escape, EdCancel },
		{ 0, XK_Up, EdUp }, { 0, XK_Down, EdDown }, { 0, XK_Left, EdLeft },
		{ 0, XK_Right, EdRight }, { 0, XK_Home, EdHome }, { 0, XK_End, EdEnd },
		{ 0, XK_BackSpace, EdBackspace }, { 0, XK_Delete, EdDelete },
		{ 0, XK_Prior, EdPageUp }, { 0, XK_Next, EdPageDown },
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
	if ((cmd = door_key(&k)) != NoCommand && own[cmd])
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
	XChangeProperty(xw.dpy, xw.win, xw.atom[NetWMName], xw.atom[Utf8], 8, PropModeReplace,
	                (const unsigned char *)title, strlen(title));
}

/* the fonts at sz.zoom times their size, every size with them: the scale
 * is the first font's pixels (at Xft's dpi, Xft.dpi if set) over basepx */
static void
setfont(void)
{
	drw_fontset_create(drw, fonts, LEN(fonts), sz.zoom);
	sz.scale = drw->fonts->px / basepx;
	sz = (Sizes){ .zoom = sz.zoom, .scale = sz.scale, .px = scaled(1),
	              .pitch = scaled(lanepitch), .lanew = scaled(lanewidth),
	              .dot = scaled(dotradius), .edge = scaled(EDGE), .grab = scaled(GRAB),
	              .bar = scaled(barwidth) };
	drw->linew = sz.px;
	panes_font(&sz, drw->fonts->h + scaled(rowpad), MAX(1, drw_textw(drw, "0", 1)));
}

/* Ctrl-plus, Ctrl-minus, Ctrl-0: the fonts bigger, smaller, as set */
static void
zoom(const Arg *arg)
{
	sz.zoom = !arg->i ? 1.0 :
	          MAX(ZOOMMIN, MIN(ZOOMMAX, sz.zoom * (arg->i > 0 ? ZOOMSTEP : 1 / ZOOMSTEP)));
	setfont();
	panes_layout(pn->w, pn->h, pn->listfrac, pn->textfrac);
	onpointer(Refit, &(Click){ .step = 1 });
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
	struct pollfd pfd[1 + GITVIEW_FDS];
	XEvent ev;
	int timeout, n;

	while (door_running() > 0) {
		while (door_running() > 0 && XPending(xw.dpy)) {
			XNextEvent(xw.dpy, &ev);
			if (handler[ev.type])
				handler[ev.type](&ev);
		}
		if (door_running() <= 0)
			break;
		timeout = door_update();
		timeout = soonest(timeout, drawtimeout());
		timeout = soonest(timeout, door_timeout());
		XFlush(xw.dpy);
		/* a round trip since the drain (a selection owner asked, a font
		 * opened) may have queued events poll would not see */
		if (QLength(xw.dpy) > 0)
			timeout = 0;
		pfd[0] = (struct pollfd){ .fd = ConnectionNumber(xw.dpy), .events = POLLIN };
		n = 1 + door_fds(pfd + 1, GITVIEW_FDS);
		if (poll(pfd, n, timeout) < 0) {
			if (errno == EINTR)
				continue;
			die("poll:");
		}
		door_read(pfd + 1, n - 1);
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
	exit(door_end(1));
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
	    InputOutput, DefaultVisual(xw.dpy, xw.scr), CWBackPixel | CWBitGravity | CWEventMask,
	    &wa);
	sh = (XSizeHints){ .flags = PMinSize, .min_width = 20 * pn->charw,
	                   .min_height = 3 * pn->rowh };
	Xutf8SetWMProperties(xw.dpy, xw.win, "gitview", "gitview", NULL, 0, &sh, NULL, &ch);
	XChangeProperty(xw.dpy, xw.win, xw.atom[NetWMPid], XA_CARDINAL, 32, PropModeReplace,
	                (unsigned char *)&pid, 1);
	XSetWMProtocols(xw.dpy, xw.win, &xw.atom[WMDelete], 1);
	xsel_init(xw.dpy, xw.win, &xw.evtime);  /* the title: the loop's first turn */
}

int
main(int argc, char *argv[])
{
	if (argc == 2 && !strcmp(argv[1], "-v")) {
		puts("gitview-" VERSION);
		return 0;
	}
	door_start(argc, argv, &(Setup){ usercmds, LEN(usercmds), difftool, patchdir, views,
	                              LEN(views) });
	setup();
	run();
	if (!xw.gone && door_running() == 0)  /* killed: no wait for a clipboard manager */
		xsel_save();
	drw_free(drw);
	if (!xw.gone)
		XDestroyWindow(xw.dpy, xw.win);
	XCloseDisplay(xw.dpy);
	return door_end(0);
}
